"""Larry's `GameKind` (`larry_core.games.base`): the game's metadata and factories;
its states implement the game seam (`GameState`) themselves (`Game`; moves are `Move`, rules
`RuleSet`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.base import Event, Option, Strategy
from larry_core.games.larry.ai import get_strategy
from larry_core.games.larry.engine import Game
from larry_core.games.larry.events import visible
from larry_core.games.larry.moves import Move, format_move, parse_body
from larry_core.games.larry.rules import LARRY_CALLS, RuleSet


class Larry:
    name = "larry"
    min_players = 2
    max_players = 8
    options: tuple[Option, ...] = (
        Option("rounds", 3, low=1, high=10, error="settings-bad-rounds"),
        Option("short_game", False),
        Option("larry_call", "auto", choices=LARRY_CALLS, error="settings-bad-larry-call"),
    )

    def rules(self, values: Mapping[str, Any]) -> RuleSet:
        return RuleSet(rounds=values["rounds"], short_game=values["short_game"],
                       larry_call=values["larry_call"])

    def rules_from_dict(self, doc: Any) -> RuleSet:
        return RuleSet.from_dict(doc)

    def option_values(self, rules: RuleSet) -> dict[str, Any]:
        return {"rounds": rules.rounds, "short_game": rules.short_game,
                "larry_call": rules.larry_call}

    def new(self, players: int, rules: RuleSet, seed: int) -> Game:
        return Game(players, rules, seed)

    def parse(self, body: str) -> Move:
        return parse_body(body)

    def format(self, seat: int, move: Move) -> str:
        return format_move(seat, move)

    def new_round(self, events: Sequence[Event]) -> bool:
        return any(e["type"] == "round_started" for e in events)

    def visible(self, event: Event, seat: int | None) -> bool:
        return visible(event, seat)

    def strategy(self, name: str) -> Strategy:
        return get_strategy(name)


LARRY = Larry()
