"""Larry behind the game seam (`larry_core.games.base.GameKind`): states are `Game`, moves
`Move`, rules `RuleSet`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.base import Event, Option, Strategy
from larry_core.games.larry.ai import get_strategy
from larry_core.games.larry.engine import Game
from larry_core.games.larry.events import visible
from larry_core.games.larry.legal import LegalMoves
from larry_core.games.larry.moves import Move, format_move, parse_body
from larry_core.games.larry.request import Request
from larry_core.games.larry.rules import LARRY_CALLS, RuleSet
from larry_core.games.larry.views import PublicView, SeatView, public_view


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

    def copy(self, state: Game) -> Game:
        return state.copy()

    def apply(self, state: Game, seat: int, move: Move) -> list[Event]:
        return state.apply(seat, move)

    def parse(self, body: str) -> Move:
        return parse_body(body)

    def format(self, seat: int, move: Move) -> str:
        return format_move(seat, move)

    def actors(self, state: Game) -> list[int]:
        """The player to move; while a missed Larry call can be caught, everyone but the
        player who forgot it (in seat order: the first AI among them catches)."""
        if state.over:
            return []
        if state.catchable is not None:
            return [s for s in range(state.n) if s != state.catchable]
        return [state.to_move] if state.to_move is not None else []

    def turn(self, state: Game) -> int | None:
        return None if state.over else state.to_move

    def legal_moves(self, state: Game, seat: int) -> LegalMoves:
        return state.legal_moves(seat)

    def public_view(self, state: Game) -> PublicView:
        return public_view(state)

    def seat_view(self, state: Game, seat: int) -> SeatView:
        return state.view_for(seat)

    def request(self, state: Game, seat: int) -> Request:
        return Request(state, seat)

    def over(self, state: Game) -> bool:
        return state.over

    def scores(self, state: Game) -> Sequence[int]:
        return state.scores

    def winners(self, state: Game) -> Sequence[int]:
        return state.winners or ()

    def new_round(self, events: Sequence[Event]) -> bool:
        return any(e["type"] == "round_started" for e in events)

    def visible(self, event: Event, seat: int | None) -> bool:
        return visible(event, seat)

    def strategy(self, name: str) -> Strategy:
        return get_strategy(name)


LARRY = Larry()
