"""The game seam: the small surface through which the table service drives a game.

The service never touches a game's rules directly: it creates a state, asks who must act,
applies a move to a *copy* of the state (so a refused move or a failed commit needs no
undoing), and reads results. Larry is the first game behind it; a second game implements
the same Protocol and registers itself in `GAMES`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.larry.engine import Game
from larry_core.games.larry.events import Event, visible
from larry_core.games.larry.moves import Move, format_move, parse_body
from larry_core.games.larry.rules import RuleSet


class GameKind(Protocol):
    """What the service needs of a game (states are the game's own objects)."""

    name: str
    min_players: int
    max_players: int

    def new(self, players: int, rules: Any, seed: int) -> Any:
        """A fresh state for `players` seats, dealt by `seed`."""
    def copy(self, state: Any) -> Any:
        """An independent copy of `state` (its RNG included)."""
    def apply(self, state: Any, seat: int, move: Any) -> list[dict[str, Any]]:
        """Apply `move` for `seat` to `state` (mutating it) or raise IllegalMove."""
    def parse(self, body: str) -> Any:
        """A move from its grammar text (without the seat prefix), or IllegalMove."""
    def format(self, seat: int, move: Any) -> str:
        """The input-log line of a move: ``"<seat>: <body>"``."""
    def actors(self, state: Any) -> list[int]:
        """The seats that may act now (the player to move first), empty once it is over."""
    def over(self, state: Any) -> bool: ...
    def scores(self, state: Any) -> Sequence[int]: ...
    def winners(self, state: Any) -> Sequence[int]: ...
    def new_round(self, events: Sequence[Event]) -> bool:
        """Whether these events started a new round (front ends pause, hands are re-sent)."""
    def visible(self, event: Event, seat: int | None) -> bool:
        """Whether `seat` (None: the public) may see `event`: each game marks private events
        its own way (Larry's `"to"` lists the seats; in Kakerlakenpoker `"to"` is a target)."""


class Larry:
    """Larry behind the seam (states are `larry_core.games.larry.engine.Game`)."""

    name = "larry"
    min_players = 2
    max_players = 8

    def new(self, players: int, rules: RuleSet, seed: int) -> Game:
        return Game(players, rules, seed)

    def copy(self, state: Game) -> Game:
        return state.copy()

    def apply(self, state: Game, seat: int, move: Move) -> list[dict[str, Any]]:
        return state.apply(seat, move)

    def parse(self, body: str) -> Move:
        return parse_body(body)

    def format(self, seat: int, move: Move) -> str:
        return format_move(seat, move)

    def actors(self, state: Game) -> list[int]:
        if state.over:
            return []
        out = [state.to_move] if state.to_move is not None else []
        if state.catchable is not None:  # anyone but the forgetter may catch
            out += [s for s in range(state.n) if s != state.catchable and s not in out]
        return out

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


LARRY = Larry()
GAMES: dict[str, GameKind] = {LARRY.name: LARRY, KAKERLAKE.name: KAKERLAKE}
