"""Kakerlakenpoker Royal's `GameKind` (`larry_core.games.base`): the game's metadata and factories;
its states implement the game seam (`GameState`) themselves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.base import Option, Strategy
from larry_core.games.kakerlake.ai import get_strategy
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.events import Event, visible
from larry_core.games.kakerlake.moves import KpMove, format_move, parse_body
from larry_core.games.kakerlake.rules import KpRules


class Kakerlake:
    """States are `KpGame`; moves `KpMove`; rules `KpRules`."""

    name = "kakerlakenpoker"
    min_players = 2
    max_players = 6
    options: tuple[Option, ...] = (
        Option("special_cards", True),
        Option("royal_chain", True),
        Option("penalty_special", "display", choices=("display", "hand")),
        Option("joker_wild", False),  # a laid-out joker counts for every animal
    )

    def rules(self, values: Mapping[str, Any]) -> KpRules:
        return KpRules(special_cards=values["special_cards"], royal_chain=values["royal_chain"],
                       penalty_special=values["penalty_special"],
                       joker_in_display="wild" if values["joker_wild"] else "none")

    def rules_from_dict(self, doc: Any) -> KpRules:
        return KpRules.from_dict(doc)

    def option_values(self, rules: KpRules) -> dict[str, Any]:
        return {"special_cards": rules.special_cards, "royal_chain": rules.royal_chain,
                "penalty_special": rules.penalty_special,
                "joker_wild": rules.joker_in_display == "wild"}

    def new(self, players: int, rules: KpRules | None, seed: int) -> KpGame:
        return KpGame(players, rules, seed)

    def parse(self, body: str) -> KpMove:
        return parse_body(body)

    def format(self, seat: int, move: KpMove) -> str:
        return format_move(seat, move)

    def new_round(self, events: Sequence[Event]) -> bool:
        return False  # one game is one round

    def visible(self, event: Event, seat: int | None) -> bool:
        return visible(event, seat)

    def strategy(self, name: str) -> Strategy:
        return get_strategy(name)


KAKERLAKE = Kakerlake()
