"""Würfel-Ligretto's `GameKind` (`larry_core.games.base`): the game's metadata and factories;
its states implement the game seam (`GameState`) themselves.

The game is simultaneous (D4): nobody has a turn. Its state's `actors()` is every seat while
the game runs (each has dice in its cup until the round's stop, which starts the next round at
once), the one that acted longest ago first, so that the table service's automatic players
take turns fairly; its `turn()` is None (no turn timer: a human who does nothing only falls
behind); and the kind is `simultaneous` (base.SIMULTANEOUS), so that the table service does
not put an AI seat's next action off whenever another seat acts. The AI racers' reaction
times are their strategies' (`LgRacer.delay`), which the table service uses to pace each AI
seat on its own.
Every action changes the table's version, so a front end sends a player's action without
one but with its round (`TableService.play(…, version=None, round_=…)`): the engine checks
it as it arrives, and a die whose field another took first is refused (`not_next`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.base import Option, Strategy
from larry_core.games.ligretto.ai import get_strategy
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import LgMove, format_move, parse_body
from larry_core.games.ligretto.rules import MAX_ROUNDS, LgRules

Event = Mapping[str, Any]


class Ligretto:
    """States are `LgGame`; moves `LgMove`; rules `LgRules`. A table's option `rounds` is 0
    for the printed 3 rounds per player (D7); the dice per seat are the printed 12 / 8 / 6
    (the `dice` option is the replay protocol's)."""

    name = "ligretto"
    simultaneous = True  # base.SIMULTANEOUS: another's action does not put an AI's off
    min_players = 2
    max_players = 4
    options: tuple[Option, ...] = (Option("rounds", 0, 0, MAX_ROUNDS),)

    def rules(self, values: Mapping[str, Any]) -> LgRules:
        return LgRules(rounds=values["rounds"] or None)

    def rules_from_dict(self, doc: Any) -> LgRules:
        return LgRules.from_dict(doc)

    def option_values(self, rules: LgRules) -> dict[str, Any]:
        return {"rounds": rules.rounds or 0}

    def new(self, players: int, rules: LgRules | None, seed: int) -> LgGame:
        return LgGame(players, rules, seed)

    def parse(self, body: str) -> LgMove:
        return parse_body(body)

    def format(self, seat: int, move: LgMove) -> str:
        return format_move(seat, move)

    def new_round(self, events: Sequence[Event]) -> bool:
        """A round was stopped and the next one dealt."""
        return any(ev["type"] == "round_started" for ev in events)

    def visible(self, event: Event, seat: int | None) -> bool:
        return True  # every event is public (docs/dice-protocol.md §2.3)

    def strategy(self, name: str) -> Strategy:
        return get_strategy(name)


LIGRETTO = Ligretto()
