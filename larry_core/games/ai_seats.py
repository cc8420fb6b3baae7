"""The AI seats of one game: each keeps its strategy, and its own memory, for the whole game.

The bot (through the table service), the terminal and `bench/ai.py` all play through
`AiSeats`, so they play the same AI. Everything here is a function of the game's input log:
after a restart, `AiSeats.rebuild` feeds the logged moves again and reaches the same state,
and each decision's randomness comes from a generator seeded by (game seed, move number,
seat), never from how long the process has been running.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from larry_core.games.base import Event, GameKind, GameState


def decision_rng(seed: int, moves_applied: int, seat: int) -> random.Random:
    """The generator of one AI decision: the same on every replay of the same log."""
    return random.Random(f"larry-ai:{seed}:{moves_applied}:{seat}")


class AiSeats:
    """Histories of every seat (what each may know) and the strategies of the AI seats."""

    def __init__(self, kind: GameKind, game: GameState,
                 kinds: Mapping[int, str] | None = None) -> None:
        """The seats of `game` (a state of `kind`); `kinds`: the AI seats' strategy names."""
        self.kind = kind
        self.n = game.n
        self.seed = game.seed
        self.get_strategy, self.visible = kind.strategy, kind.visible
        self.histories: list[list[Mapping[str, Any]]] = [[] for _ in range(self.n)]
        self.own: list[list[tuple[int, Any]]] = [[] for _ in range(self.n)]
        self.kinds: dict[int, str] = {}
        self.strategies: dict[int, Any] = {}
        for seat, name in (kinds or {}).items():
            self.set_kind(seat, name)

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
    def rebuild(cls, kind: GameKind, game: GameState, log: Sequence[tuple[int, Any]],
                kinds: Mapping[int, str]) -> tuple[AiSeats, GameState]:
        """Replay `log` on `game` (a fresh state of `kind`), feeding every seat; returns
        both."""
        seats = cls(kind, game, kinds)
        for seat, move in log:
            seats.observe(seat, move, game.apply(seat, move))
        return seats, game

    # -------------------------------------------------------------- choosing
    def next_move(self, game: GameState) -> tuple[int, Any] | None:
        """The AI decision due now, if any: the move of the first AI seat among those that
        may act (in the order the game gives them)."""
        seat = next((s for s in game.actors() if s in self.kinds), None)
        if seat is None:
            return None
        return seat, self.choose(game, seat)

    def choose(self, game: GameState, seat: int, kind: str | None = None) -> Any:
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
        return strategy.choose(game.seat_view(seat), legal, self.histories[seat], rng)
