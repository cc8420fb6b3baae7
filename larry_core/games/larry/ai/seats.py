"""The AI seats of one game: each keeps its strategy, and its own memory, for the whole game.

The bot (through the table service), the terminal and `bench/ai.py` all play through
`AiSeats`, so they play the same AI. Everything here is a function of the game's input log:
after a restart, `AiSeats.rebuild` feeds the logged moves again and reaches the same state,
and each decision's randomness comes from a generator seeded by (game seed, move number,
seat), never from how long the process has been running.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from larry_core.games.kakerlake import ai as kp_ai
from larry_core.games.kakerlake import events as kp_events
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.larry.ai import get_strategy
from larry_core.games.larry.engine import Game
from larry_core.games.larry.events import Event, visible

# Each game's strategies and its rule of who sees which event, by the state's `game_name`
# (Larry's `Game` has none). Both games' states offer what AiSeats reads: n, seed, over,
# to_move, catchable, moves_applied, legal_moves(seat), view_for(seat), apply(seat, move).
AI_GAMES: dict[str, tuple[Callable[[str], Any], Callable[[Event, int | None], bool]]] = {
    "larry": (get_strategy, visible),
    KpGame.game_name: (kp_ai.get_strategy, kp_events.visible),
}
AnyGame = Game | KpGame


def decision_rng(seed: int, moves_applied: int, seat: int) -> random.Random:
    """The generator of one AI decision: the same on every replay of the same log."""
    return random.Random(f"larry-ai:{seed}:{moves_applied}:{seat}")


class AiSeats:
    """Histories of every seat (what each may know) and the strategies of the AI seats."""

    def __init__(self, game: AnyGame, kinds: Mapping[int, str] | None = None) -> None:
        self.n = game.n
        self.seed = game.seed
        self.get_strategy, self.visible = AI_GAMES[getattr(game, "game_name", "larry")]
        self.histories: list[list[Mapping[str, Any]]] = [[] for _ in range(self.n)]
        self.own: list[list[tuple[int, Any]]] = [[] for _ in range(self.n)]
        self.kinds: dict[int, str] = {}
        self.strategies: dict[int, Any] = {}
        for seat, kind in (kinds or {}).items():
            self.set_kind(seat, kind)

    # ------------------------------------------------------------- membership
    def set_kind(self, seat: int, kind: str | None) -> None:
        """Make `seat` an AI of strategy `kind` (None: a human again). A seat taken over
        mid-game starts with everything its seat has seen, its own past plays included."""
        if kind is None:
            self.kinds.pop(seat, None)
            self.strategies.pop(seat, None)
            return
        if self.kinds.get(seat) == kind:
            return
        strategy = self.get_strategy(kind)
        remember = getattr(strategy, "remember", None)
        if remember is not None:
            for index, move in self.own[seat]:
                remember(move, index)
        self.kinds[seat] = kind
        self.strategies[seat] = strategy

    def is_ai(self, seat: int) -> bool:
        return seat in self.kinds

    # --------------------------------------------------------------- feeding
    def observe(self, seat: int, move: Any, events: Iterable[Event]) -> None:
        """Record one applied move and its events (call after every accepted move)."""
        self.own[seat].append((len(self.histories[seat]), move))
        strategy = self.strategies.get(seat)
        remember = getattr(strategy, "remember", None)
        if remember is not None:
            remember(move, len(self.histories[seat]))
        for ev in events:
            for s in range(self.n):
                if self.visible(ev, s):
                    self.histories[s].append(ev)

    @classmethod
    def rebuild(cls, game: Any, log: Sequence[tuple[int, Any]],
                kinds: Mapping[int, str]) -> tuple[AiSeats, Any]:
        """Replay `log` on `game` (a fresh state), feeding every seat; returns both."""
        seats = cls(game, kinds)
        for seat, move in log:
            seats.observe(seat, move, game.apply(seat, move))
        return seats, game

    # -------------------------------------------------------------- choosing
    def next_move(self, game: AnyGame) -> tuple[int, Any] | None:
        """The AI decision due now, if any: a catch of a missed Larry call by the first AI
        seat that may catch, else the move of an AI seat whose turn it is."""
        if game.over:
            return None
        seat: int | None = None
        if game.catchable is not None:
            seat = next((s for s in sorted(self.kinds) if s != game.catchable), None)
        if seat is None and game.to_move is not None and game.to_move in self.kinds:
            seat = game.to_move
        if seat is None:
            return None
        return seat, self.choose(game, seat)

    def choose(self, game: AnyGame, seat: int, kind: str | None = None) -> Any:
        """The move of `seat`'s strategy (or of a throw-away `kind` strategy for a human
        seat whose time ran out) from that seat's view, legal moves and history only."""
        strategy = self.strategies.get(seat)
        if strategy is None:
            strategy = self.get_strategy(kind or "random")
            remember = getattr(strategy, "remember", None)
            if remember is not None:
                for index, move in self.own[seat]:
                    remember(move, index)
        legal = game.legal_moves(seat)
        if not len(legal):
            raise ValueError(f"seat {seat} has no legal move")
        rng = decision_rng(self.seed, game.moves_applied, seat)
        view: Any = game.view_for(seat)
        return strategy.choose(view, legal, self.histories[seat], rng)
