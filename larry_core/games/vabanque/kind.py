"""Va banque's `GameKind` (`larry_core.games.base`): the game's metadata and factories;
its states implement the game seam (`GameState`) themselves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.base import Option, Strategy
from larry_core.games.vabanque.ai import get_strategy
from larry_core.games.vabanque.engine import VbGame
from larry_core.games.vabanque.moves import VbMove, format_move, parse_body
from larry_core.games.vabanque.rules import BOUNDS, VbRules

Event = Mapping[str, Any]


class VaBanque:
    """States are `VbGame`; moves the operation names; rules `VbRules`. The start player is
    seat 0 (the table's first seat, dice-rules.md §0)."""

    name = "vabanque"
    min_players = 2
    max_players = 5
    options: tuple[Option, ...] = (
        Option("chips", 8, *BOUNDS["chips"]),
        Option("stake", 1, *BOUNDS["stake"]),
        Option("forfeit", False),
        Option("cycles", 1, *BOUNDS["cycles"]),
    )

    def rules(self, values: Mapping[str, Any]) -> VbRules:
        return VbRules(chips=values["chips"], stake=values["stake"],
                       forfeit=values["forfeit"], cycles=values["cycles"])

    def rules_from_dict(self, doc: Any) -> VbRules:
        return VbRules.from_dict(doc)

    def option_values(self, rules: VbRules) -> dict[str, Any]:
        return rules.to_dict()

    def new(self, players: int, rules: VbRules | None, seed: int) -> VbGame:
        return VbGame(players, rules, seed)

    def parse(self, body: str) -> VbMove:
        return parse_body(body)

    def format(self, seat: int, move: VbMove) -> str:
        return format_move(seat, move)

    def new_round(self, events: Sequence[Event]) -> bool:
        """A new banker round started (with its stakes)."""
        return any(ev["type"] == "round_started" for ev in events)

    def visible(self, event: Event, seat: int | None) -> bool:
        return True  # every event is public (docs/dice-protocol.md §2.3)

    def strategy(self, name: str) -> Strategy:
        return get_strategy(name)


VABANQUE = VaBanque()
