"""Würfel-Ligretto AI racers: `slow`, `normal` and `fast` (`reasoned` is `normal`), and two
baselines at normal speed, `plain` (the first die that fits, a reroll whenever nothing does)
and `random`, behind the common strategy interface.

A racer has a reaction time (its `Level`): the mean milliseconds it takes to place a die it
sees fitting, and to decide on and make a reroll. Its next action's delay is drawn from its
level with the caller's seeded generator (`delay`): half the mean plus an exponential part,
so a racer is never instant and now and then slow. All levels choose alike; only their speed
differs:

- **which die** (D4.1, only one die per row can fit: the row's next number): a die that
  another seat could place on the same field first (the row is *contested*: if the other
  is faster, this die no longer fits until a reroll), then the die that lets more of its own
  dice follow on the same row, then the one that makes fewer of the others' dice fit; the
  first colour in canonical order among equals;
- **when to reroll** (D4.2, all remaining dice, never a part): whenever nothing fits —
  unless waiting is better: another seat's fitting die, once placed, makes one of ours fit,
  and the reroll's expected time to a fitting die (a reroll's reaction over the chance
  1 − (5/6)^k that one of k dice fits) is longer than three placements (the other's, then
  its own, with time to spare: waiting more often lost races against racers that never
  wait); but it waits at most twice in a row (the other may reroll instead, or never act).
  A racer never rerolls while a die of its own fits: a placement always brings it closer
  to the stop.

`decide` may answer None ("wait"); `choose`, which the table service and the terminal call
when a move is due, rerolls instead. `larry_core.games.ligretto.race` plays whole races of
racers in event time.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.moves import PLACES, ROLL_MOVE, LgMove
from larry_core.games.ligretto.views import LgDie, LgSeatView

Event = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Level:
    """A racer's speed: the mean reaction in milliseconds per placement and per reroll
    decision (the decision and the throw)."""

    name: str
    place_ms: float
    reroll_ms: float


# Set for a human who reads the dice and types or clicks: `slow` leaves time to think,
# `fast` is about as quick as a practised player at a terminal.
LEVELS: dict[str, Level] = {
    "slow": Level("slow", 3000.0, 4000.0),
    "normal": Level("normal", 2000.0, 2800.0),
    "fast": Level("fast", 1200.0, 1800.0),
}
LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)
TYPICAL_PLACE_MS = LEVELS["normal"].place_ms  # how long a racer expects another to take
MAX_WAITS = 2  # then a racer rerolls: the other may never place (a human, or a reroll)
WAIT_FACTOR = 3.0  # a reroll's expected time to a fit must be this many placements to wait


def reaction(mean: float, rng: random.Random) -> float:
    """One reaction time of this mean (ms): half of it fixed, half exponential."""
    return mean * (0.5 + rng.expovariate(2.0))


def chain(die: LgDie, mine: set[LgDie]) -> int:
    """How many of our own dice could follow this one on its row (the next numbers)."""
    colour, value = die
    count = 0
    while (colour, value + count + 1) in mine:
        count += 1
    return count


class LgRacer:
    """A racer of one level (see the module's docstring)."""

    def __init__(self, level: str = "normal", plain: bool = False) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} ({', '.join(LEVEL_NAMES)})")
        self.level = LEVELS[level]
        self.name = "plain" if plain else level
        self.plain = plain  # the baseline: the first die that fits, never waiting
        self.waited = 0  # the waits in a row since this racer last acted

    # --------------------------------------------------------------- timing
    def delay(self, view: LgSeatView, rng: random.Random) -> float:
        """The milliseconds until this racer's next action: a placement's reaction if one of
        its dice fits, else a reroll decision's."""
        public = view.public
        if any(public.fits(die) for die in view.hand):
            return reaction(self.level.place_ms, rng)
        return reaction(self.level.reroll_ms, rng)

    def patience(self, rng: random.Random) -> float:
        """How long a waiting racer waits before it looks again (unless the board changes
        first)."""
        return reaction(self.level.reroll_ms, rng)

    # --------------------------------------------------------------- choosing
    def decide(self, view: LgSeatView, rng: random.Random) -> LgMove | None:
        """The action this racer takes now, or None to wait for another seat's placement."""
        public = view.public
        hand = view.hand
        if not hand or public.winners is not None:
            return None
        mine = set(hand)
        fitting = [die for die in mine if public.fits(die)]
        if self.plain:
            colour, value = min(fitting, key=lambda d: COLOURS.index(d[0])) if fitting \
                else ("", 0)
            return PLACES[colour][value] if fitting else ROLL_MOVE
        if fitting:
            others = [set(dice) for s, dice in enumerate(public.dice) if s != view.seat]
            colour, value = max(fitting, key=lambda die: self._worth(die, mine, others))
            self.waited = 0
            return PLACES[colour][value]
        if (self.waited < MAX_WAITS and self._unlock_pending(view, mine)
                and self._roll_wait(len(mine)) > WAIT_FACTOR * TYPICAL_PLACE_MS):
            self.waited += 1
            return None
        self.waited = 0
        return ROLL_MOVE

    @staticmethod
    def _worth(die: LgDie, mine: set[LgDie], others: list[set[LgDie]]) -> tuple[int, int]:
        colour, value = die
        contested = any(die in dice for dice in others)
        unlocks = sum((colour, value + 1) in dice for dice in others)
        return 3 * contested + chain(die, mine) - unlocks, -COLOURS.index(colour)

    @staticmethod
    def _unlock_pending(view: LgSeatView, mine: set[LgDie]) -> bool:
        """Whether another seat holds a fitting die whose placement makes one of ours fit."""
        public = view.public
        for s, dice in enumerate(public.dice):
            if s == view.seat:
                continue
            for colour, value in dice:
                if public.fits((colour, value)) and (colour, value + 1) in mine:
                    return True
        return False

    def _roll_wait(self, count: int) -> float:
        """The expected milliseconds until a reroll gives a fitting die (each of `count`
        dice fits with chance 1/6: its row always has a next field, D8)."""
        return self.level.reroll_ms / (1 - (5 / 6) ** count)

    def choose(self, view: LgSeatView, legal: Sequence[LgMove], history: Sequence[Event],
               rng: random.Random) -> LgMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        move = self.decide(view, rng)
        if move is None or move not in legal:
            return ROLL_MOVE if ROLL_MOVE in legal else legal[0]
        return move


class LgRandomStrategy:
    """The baseline: a uniformly random legal action (placements and the reroll alike)."""

    name = "random"
    level = LEVELS["normal"]

    def delay(self, view: LgSeatView, rng: random.Random) -> float:
        return reaction(self.level.place_ms, rng)

    def patience(self, rng: random.Random) -> float:
        return reaction(self.level.reroll_ms, rng)

    def decide(self, view: LgSeatView, rng: random.Random) -> LgMove | None:
        if not view.hand or view.public.winners is not None:
            return None
        legal = [PLACES[c][v] for c, v in sorted(set(view.hand)) if view.public.fits((c, v))]
        legal.append(ROLL_MOVE)
        return legal[rng.randrange(len(legal))]

    def choose(self, view: LgSeatView, legal: Sequence[LgMove], history: Sequence[Event],
               rng: random.Random) -> LgMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        return legal[rng.randrange(len(legal))]


Strategy = LgRacer | LgRandomStrategy
STRATEGY_NAMES: tuple[str, ...] = ("random", "plain", "reasoned", *LEVEL_NAMES)


def get_strategy(name: str) -> Strategy:
    """A fresh strategy by name: `random`, `plain`, a level (`slow`, `normal`, `fast`) or
    `reasoned` (the `normal` racer); ValueError for an unknown one."""
    if name == "random":
        return LgRandomStrategy()
    if name == "reasoned":
        return LgRacer("normal")
    if name == "plain":
        return LgRacer("normal", plain=True)
    if name in LEVELS:
        return LgRacer(name)
    raise ValueError(f"unknown strategy {name!r} (known: {', '.join(STRATEGY_NAMES)})")
