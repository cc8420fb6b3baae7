"""Würfelpoker's `GameKind` (`larry_core.games.base`): the game's metadata and factories;
its states implement the game seam (`GameState`) themselves."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.base import Event, Option, Strategy
from larry_core.games.wuerfelpoker.ai import get_strategy
from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.moves import WpMove, format_move, parse_body
from larry_core.games.wuerfelpoker.rules import WpRules

# A table's rounds by default: played to the printed end (until a seat cannot pay the
# ante), a two-player game averages about 66 rounds (issue 41); 20 fit an evening. 0 is the
# printed end. The replay protocol's own default stays null (docs/dice-protocol.md §4.1).
TABLE_ROUNDS = 20


class Wuerfelpoker:
    """States are `WpGame`; moves `WpMove`; rules `WpRules`."""

    name = "wuerfelpoker"
    min_players = 2
    max_players = 5
    options: tuple[Option, ...] = (
        Option("chips", 8, 1, 1000),
        Option("ante", 1, 1, 100),
        Option("rolls", 3, 1, 3),
        Option("first_sets_rolls", False),
        Option("rounds", TABLE_ROUNDS, 0, 10_000),  # 0: until a seat cannot pay the ante
        Option("raising", False),
        Option("raise_limit", 2, 1, 100),
    )

    def rules(self, values: Mapping[str, Any]) -> WpRules:
        """A missing value takes its option's default; `rounds` 0 is no limit."""
        get = {o.name: values.get(o.name, o.default) for o in self.options}
        return WpRules(chips=get["chips"], ante=get["ante"], rolls=get["rolls"],
                       first_sets_rolls=get["first_sets_rolls"],
                       rounds=get["rounds"] or None, raising=get["raising"],
                       raise_limit=get["raise_limit"])

    def rules_from_dict(self, doc: Any) -> WpRules:
        return WpRules.from_dict(doc)

    def option_values(self, rules: WpRules) -> dict[str, Any]:
        return {"chips": rules.chips, "ante": rules.ante, "rolls": rules.rolls,
                "first_sets_rolls": rules.first_sets_rolls, "rounds": rules.rounds or 0,
                "raising": rules.raising, "raise_limit": rules.raise_limit}

    def new(self, players: int, rules: WpRules | None, seed: int) -> WpGame:
        """A table's game: its start player drawn from the seed (B3; the table's choice)."""
        start = random.Random(f"wuerfelpoker-start:{seed}").randrange(players)
        return WpGame(players, rules, seed, start)

    def parse(self, body: str) -> WpMove:
        return parse_body(body)

    def format(self, seat: int, move: WpMove) -> str:
        return format_move(seat, move)

    def new_round(self, events: Sequence[Event]) -> bool:
        """A round starts after each pot is won (B3)."""
        return any(ev["type"] == "round_started" for ev in events)

    def visible(self, event: Event, seat: int | None) -> bool:
        return True  # every roll is public (B3)

    def strategy(self, name: str) -> Strategy:
        return get_strategy(name)


WUERFELPOKER = Wuerfelpoker()
