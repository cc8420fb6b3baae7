"""Würfelpoker AI players: `random` and `reasoned`.

A strategy gets what one seat may know — `view` (a `WpSeatView`: everything is public),
`legal` (`WpGame.legal_moves(seat)`), the public `history` — and the caller's seeded `rng`,
and returns a member of `legal`. `larry_core.games.ai_seats.AiSeats` drives them.

`reasoned` is a greedy player. Rolling, it chooses the dice to keep (or to stand) that give
the best chance, over the next roll only, of beating the best hand shown so far by a seat
still in the round — with no hand shown yet, the best expected place of its hand among all
throws. It raises when its hand beats every hand shown and is likely to hold against the
turns still to come, and it calls a raise when its chance of winning is worth the price
(pot odds).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import factorial, prod
from typing import Any

from larry_core.games.wuerfelpoker.hands import HANDS
from larry_core.games.wuerfelpoker.moves import (
    CALL_MOVE,
    FOLD_MOVE,
    KEEP,
    PASS,
    RAISE,
    ROLL,
    STAND_MOVE,
    WpMove,
)
from larry_core.games.wuerfelpoker.views import WpSeatView

Event = Mapping[str, Any]


def _outcomes(count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every multiset `count` dice can show, with its probability."""
    out = []
    for values in combinations_with_replacement(range(1, 7), count):
        ways = factorial(count) // prod(factorial(values.count(v)) for v in set(values))
        out.append((values, ways / 6**count))
    return tuple(out)


OUTCOMES = {count: _outcomes(count) for count in range(6)}
STRENGTHS = max(h.strength for h in HANDS.values()) + 1
_P = [0.0] * STRENGTHS
for _dice, _p in OUTCOMES[5]:
    _P[HANDS[_dice].strength] += _p
# PLACE[s]: the share of single throws that a hand of strength s beats (ties count half)
PLACE = [sum(_P[:s]) + _P[s] / 2 for s in range(STRENGTHS)]


class WpRandomStrategy:
    """The baseline: a uniformly random legal move."""

    name = "random"

    def choose(self, view: WpSeatView, legal: Sequence[WpMove], history: Sequence[Event],
               rng: random.Random) -> WpMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        return legal[rng.randrange(len(legal))]


def _value(strength: int, target: int | None) -> float:
    """How good a final hand is: against a hand to beat, 1 for a win, ½ for a tie, else 0
    (a hair of its place breaks ties between equal chances); alone, its place."""
    if target is None:
        return PLACE[strength]
    win = 1.0 if strength > target else 0.5 if strength == target else 0.0
    return win + 0.01 * PLACE[strength]


@lru_cache(maxsize=65_536)
def best_keep(dice: tuple[int, ...], target: int | None) -> tuple[int, ...] | None:
    """The dice to keep for the next roll (() to roll all five), or None to stand: whichever
    gives the best expected `_value` after one more roll."""
    best: tuple[int, ...] | None = None
    best_value = _value(HANDS[dice].strength, target)
    for kept in sorted({sub for k in range(5) for sub in combinations(dice, k)}):
        total = 0.0
        for new, p in OUTCOMES[5 - len(kept)]:
            total += p * _value(HANDS[tuple(sorted(kept + new))].strength, target)
        if total > best_value + 1e-12:
            best, best_value = kept, total
    return best


def hold_chance(strength: int, rolls: int) -> float:
    """Roughly how likely a turn of `rolls` rolls does not beat a hand of this strength
    (each roll taken as a fresh throw)."""
    return PLACE[strength] ** rolls


class WpReasonedStrategy:
    """The greedy player described above."""

    name = "reasoned"

    def choose(self, view: WpSeatView, legal: Sequence[WpMove], history: Sequence[Event],
               rng: random.Random) -> WpMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        verbs = {m.verb for m in legal}
        if verbs == {ROLL}:
            return legal[0]
        if PASS in verbs:
            return self._raise(view, legal)
        if CALL_MOVE in legal:
            return self._answer(view)
        return self._roll(view, legal)

    def _roll(self, view: WpSeatView, legal: Sequence[WpMove]) -> WpMove:
        public = view.public
        shown = public.best(excluding=view.seat)
        kept = best_keep(public.dice, None if shown is None else HANDS[shown.dice].strength)
        if kept is None:
            return STAND_MOVE
        move = WpMove(KEEP, kept) if kept else WpMove(ROLL)
        return move if move in legal else STAND_MOVE

    def _win_chance(self, view: WpSeatView, strength: int | None) -> float:
        """The chance of winning the pot with a hand of `strength` (None: not rolled yet)
        against the seats still in the round."""
        public = view.public
        rolls = public.rules.rolls
        others = [s for s in public.in_round() if s != view.seat]
        shown = [public.hands[s] for s in others if public.hands[s] is not None]
        waiting = len(others) - len(shown)
        if strength is None:  # my turn is still to come: I must beat the best shown
            best = max((HANDS[h.dice].strength for h in shown if h is not None), default=None)
            beat = 0.5 if best is None else 1 - hold_chance(best, rolls)
            return beat * 0.6**waiting  # and hold against the others still to roll
        if any(h is not None and HANDS[h.dice].strength > strength for h in shown):
            return 0.0
        return hold_chance(strength, rolls) ** waiting

    def _raise(self, view: WpSeatView, legal: Sequence[WpMove]) -> WpMove:
        mine = view.public.hands[view.seat]
        amounts = sorted(m.amount for m in legal if m.verb == RAISE)
        if mine is None or not amounts:
            return next(m for m in legal if m.verb == PASS)
        chance = self._win_chance(view, HANDS[mine.dice].strength)
        if chance >= 0.7:
            return WpMove(RAISE, amount=amounts[-1])
        if chance >= 0.5:
            return WpMove(RAISE, amount=amounts[0])
        return next(m for m in legal if m.verb == PASS)

    def _answer(self, view: WpSeatView) -> WpMove:
        public = view.public
        bet = public.bet
        price = bet.amount if bet is not None else 0
        mine = public.hands[view.seat]
        chance = self._win_chance(view, None if mine is None else HANDS[mine.dice].strength)
        return CALL_MOVE if chance * (public.pot + price) >= price else FOLD_MOVE


STRATEGIES: dict[str, type] = {"random": WpRandomStrategy, "reasoned": WpReasonedStrategy}


def get_strategy(name: str) -> WpRandomStrategy | WpReasonedStrategy:
    """A fresh strategy by name (`random` or `reasoned`); KeyError otherwise."""
    try:
        cls = STRATEGIES[name]
    except KeyError:
        raise KeyError(f"unknown AI strategy {name!r}; choose from {sorted(STRATEGIES)}") from None
    strategy: WpRandomStrategy | WpReasonedStrategy = cls()
    return strategy
