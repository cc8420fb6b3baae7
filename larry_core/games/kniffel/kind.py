"""Kniffel's `GameKind` (`larry_core.games.base`): the game's metadata and factories;
its states implement the game seam (`GameState`) themselves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.base import Event, Option, Strategy
from larry_core.games.kniffel.ai import get_strategy
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.moves import KnMove, format_move, parse_body
from larry_core.games.kniffel.rules import EXTRA_KNIFFEL, KnRules


class Kniffel:
    """States are `KnGame`; moves `KnMove`; rules `KnRules` (docs/dice-rules.md A7)."""

    name = "kniffel"
    min_players = 1
    max_players = 8
    options: tuple[Option, ...] = (
        Option("rolls", 3, low=1, high=3),
        Option("extra_kniffel", "schmidt", choices=EXTRA_KNIFFEL),
        Option("zero_kniffel_bonus", False),
        Option("full_house_kniffel", False),
    )

    def rules(self, values: Mapping[str, Any]) -> KnRules:
        return KnRules(rolls=values["rolls"], extra_kniffel=values["extra_kniffel"],
                       zero_kniffel_bonus=values["zero_kniffel_bonus"],
                       full_house_kniffel=values["full_house_kniffel"])

    def rules_from_dict(self, doc: Any) -> KnRules:
        return KnRules.from_dict(doc)

    def option_values(self, rules: KnRules) -> dict[str, Any]:
        return rules.to_dict()

    def new(self, players: int, rules: KnRules | None, seed: int) -> KnGame:
        return KnGame(players, rules, seed)

    def parse(self, body: str) -> KnMove:
        return parse_body(body)

    def format(self, seat: int, move: KnMove) -> str:
        return format_move(seat, move)

    def new_round(self, events: Sequence[Event]) -> bool:
        return False  # one game is one round; nothing is dealt again

    def visible(self, event: Event, seat: int | None) -> bool:
        return True  # every event is public (docs/dice-protocol.md §2.3)

    def strategy(self, name: str) -> Strategy:
        return get_strategy(name)


KNIFFEL = Kniffel()
