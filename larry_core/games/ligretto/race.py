"""A race of AI racers in event time: the pure simulation behind `larry simulate --game
ligretto` and `bench/ai_ligretto.py`.

Würfel-Ligretto is played at the same time by everybody (D4); the engine takes it as one
sequence of actions, the earlier winning (D10.3). A race makes that sequence from the
racers' reaction times: every seat has the moment of its next action; the earliest acts
(ties: the lower seat) on the state as it is at that moment, and its next moment is drawn
from its level (`LgRacer.delay`: a placement's reaction if a die fits, else a reroll
decision's). A racer that decides to wait looks again after its patience, or sooner — one
placement's reaction after another seat's placement makes one of its dice fit. Each round
starts with the start roll, every racer's clock restarting then.

Everything is drawn from one generator seeded by the race's seed (timing and the racers'
choices) and the game's own dice generator (the same seed, protocol §1.1), so a race is its
levels, rules and seed; its `moves` replay the game through the replay protocol.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from larry_core.games.ligretto.ai import LgRacer, LgRandomStrategy, get_strategy, reaction
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import PLACE, LgMove, format_move
from larry_core.games.ligretto.rules import LgRules
from larry_core.games.ligretto.views import seat_view

MAX_ACTIONS = 200_000  # a race that has not ended by then is a bug (D8: rounds end)


@dataclass(frozen=True, slots=True)
class Action:
    """One action of a race: its round, the milliseconds since the round's start roll, the
    seat and the move."""

    round: int
    ms: float
    seat: int
    move: LgMove


@dataclass
class Race:
    """A finished race: the game at its end, every action in order, and the waits (a racer
    deciding to let another's placement come first)."""

    game: LgGame
    levels: tuple[str, ...]
    actions: list[Action] = field(default_factory=list)
    waits: int = 0
    round_ms: list[float] = field(default_factory=list)  # each round's length

    @property
    def moves(self) -> list[str]:
        """The ordered action sequence as protocol move strings."""
        return [format_move(a.seat, a.move) for a in self.actions]


Racer = LgRacer | LgRandomStrategy


class Pace:
    """When each racer acts next (milliseconds, on the caller's clock): the racers of
    `racers` (by seat; a seat without one — the terminal's human — is never due), their
    delays drawn with `rng` and multiplied by `scale`."""

    def __init__(self, game: LgGame, racers: Mapping[int, Racer], rng: random.Random,
                 scale: float = 1.0) -> None:
        self.game, self.racers, self.rng, self.scale = game, dict(racers), rng, scale
        self.due: dict[int, float] = dict.fromkeys(self.racers, math.inf)
        self.waits = 0

    def restart(self, now: float) -> None:
        """A round starts (its start roll at `now`): every racer looks at its dice."""
        for seat, racer in self.racers.items():
            self.due[seat] = now + self.scale * racer.delay(seat_view(self.game, seat), self.rng)

    def next(self) -> tuple[int, float] | None:
        """The racer due first and when (ties: the lower seat); None without racers."""
        if not self.due:
            return None
        seat = min(self.due, key=lambda s: (self.due[s], s))
        return seat, self.due[seat]

    def decide(self, seat: int, now: float) -> LgMove | None:
        """`seat`'s racer's action at `now`; None: it waits, and looks again later."""
        racer = self.racers[seat]
        move = racer.decide(seat_view(self.game, seat), self.rng)
        if move is None:
            self.waits += 1
            self.due[seat] = now + self.scale * racer.patience(self.rng)
        return move

    def fitting(self) -> list[bool]:
        """Whether each seat has a die that fits now (before an action: see `applied`)."""
        return [bool(self.game.fitting(s)) for s in range(self.game.n)]

    def applied(self, seat: int, move: LgMove, before: Sequence[bool], now: float,
                new_round: bool) -> None:
        """`seat`'s `move` was applied at `now` (`before`: `fitting()` just before it): the
        actor's next moment, and every racer a placement gave a fitting die reaches for it
        within a placement's reaction; a new round restarts every clock."""
        if new_round:
            self.restart(now)
            return
        game, rng, scale = self.game, self.rng, self.scale
        racer = self.racers.get(seat)
        if racer is not None:
            self.due[seat] = now + scale * racer.delay(seat_view(game, seat), rng)
        if move.verb != PLACE:
            return
        for s, other in self.racers.items():
            if s != seat and not before[s] and game.fitting(s):
                self.due[s] = min(self.due[s], now + scale * reaction(other.level.place_ms, rng))


def race(levels: Sequence[str], seed: int = 0, rules: LgRules | None = None,
         limit: int = MAX_ACTIONS) -> Race:
    """Play one game among racers of these `levels` (one per seat: `slow`, `normal`, `fast`,
    or `random`); RuntimeError past `limit` actions."""
    game = LgGame(len(levels), rules, seed)
    pace = Pace(game, {s: get_strategy(level) for s, level in enumerate(levels)},
                random.Random(f"ligretto-race:{seed}"))
    result = Race(game, tuple(levels))
    start = 0.0
    pace.restart(start)
    while not game.over:
        due = pace.next()
        assert due is not None
        seat, now = due
        move = pace.decide(seat, now)
        if move is None:
            if pace.waits > limit:
                raise RuntimeError(f"race {seed} does not end")
            continue
        round_no = game.round
        before = pace.fitting() if move.verb == PLACE else []
        game.apply(seat, move)
        result.actions.append(Action(round_no, now - start, seat, move))
        if len(result.actions) > limit:
            raise RuntimeError(f"race {seed} does not end")
        new_round = game.round != round_no or game.over
        if new_round:
            result.round_ms.append(now - start)
            start = now
        if not game.over:
            pace.applied(seat, move, before, now, new_round)
    result.waits = pace.waits
    return result
