"""Va banque AI players: `random`, `greedy` and `reasoned`, behind the common strategy
interface.

A strategy gets what one seat may know — `view` (a `VbSeatView`), `legal` (the operations it
may name now), `history` (the public events) — and the caller's seeded `rng`, and returns a
member of `legal`.

`reasoned` chooses by exact expectation over the throws still to come (docs/dice-rules.md
C5): every remaining throw is equally likely 1–6, each later choice is made the same way,
and the fifth operation is forced. What it maximises depends on what is known: once an
opponent of this round has finished, the chance of beating the best finished total (a tie
counts half: the pot is shared), then the expected final total; before that, the expected
final total. Under the `forfeit` variant (C7) a forfeited calculation wins nothing and counts
as the lowest total any calculation can reach.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from larry_core.games.vabanque.moves import DIV, OPS, combine
from larry_core.games.vabanque.views import VbSeatView

Event = Mapping[str, Any]
# The lowest final total any calculation reaches: 1, + 1 = 2, ÷ 2 = 1, − 6 = −5, × 6 = −30
# (every throw and order tried by tests/engines/vabanque/test_vabanque_seam.py).
LOWEST = -30
_EPS = 1e-12


class VbRandomStrategy:
    """The baseline: a uniformly random legal operation."""

    name = "random"

    def choose(self, view: VbSeatView, legal: Sequence[str], history: Sequence[Event],
               rng: random.Random) -> str:
        if not legal:
            raise ValueError("no legal move to choose from")
        return legal[rng.randrange(len(legal))]


class VbGreedyStrategy:
    """A simple baseline: the operation giving the highest running total now (the first in
    canonical order among equals), blind to the throws to come."""

    name = "greedy"

    def choose(self, view: VbSeatView, legal: Sequence[str], history: Sequence[Event],
               rng: random.Random) -> str:
        if not legal:
            raise ValueError("no legal move to choose from")
        current = view.public.current
        if current is None or current.seat != view.seat:
            return legal[0]
        return max(legal, key=lambda op: (combine(op, current.total, current.die),
                                          -OPS.index(op)))


def _final(total: int, die: int, op: str, forfeit: bool, target: int | None,
           ) -> tuple[float, float]:
    """(utility, total counted) of the forced fifth operation."""
    exact = op != DIV or total % die == 0
    value = combine(op, total, die, last=True)
    if forfeit and not exact:
        return (float(LOWEST) if target is None else 0.0), float(LOWEST)
    if target is None:
        return float(value), float(value)
    return (1.0 if value > target else 0.5 if value == target else 0.0), float(value)


@lru_cache(maxsize=200_000)
def after(total: int, unused: tuple[str, ...], forfeit: bool, target: int | None,
          ) -> tuple[float, float]:
    """The expected (utility, final total) once the running total is `total` with the
    operations `unused` left, every later choice made best: the next die is thrown."""
    utility = counted = 0.0
    for die in range(1, 7):
        if len(unused) == 1:
            u, c = _final(total, die, unused[0], forfeit, target)
        else:
            u, c = best_choice(total, die, unused, forfeit, target)[1]
        utility += u
        counted += c
    return utility / 6, counted / 6


@lru_cache(maxsize=200_000)
def best_choice(total: int, die: int, unused: tuple[str, ...], forfeit: bool,
                target: int | None) -> tuple[str, tuple[float, float]]:
    """The best operation for `die` (the first in canonical order among equals) and its
    expected (utility, final total)."""
    best_op, best = "", (-1e18, -1e18)
    for op in unused:
        if op == DIV and total % die:
            continue
        rest = tuple(o for o in unused if o != op)
        value = after(combine(op, total, die), rest, forfeit, target)
        if value[0] > best[0] + _EPS or (abs(value[0] - best[0]) <= _EPS
                                          and value[1] > best[1] + _EPS):
            best_op, best = op, value
    return best_op, best


class VbReasonedStrategy:
    """The operation with the best exact expectation over the throws to come (see the
    module's docstring)."""

    name = "reasoned"

    def choose(self, view: VbSeatView, legal: Sequence[str], history: Sequence[Event],
               rng: random.Random) -> str:
        if not legal:
            raise ValueError("no legal move to choose from")
        current = view.public.current
        if current is None or current.seat != view.seat:
            return legal[0]
        unused = tuple(op for op in OPS if op not in current.ops)
        op, _ = best_choice(current.total, current.die, unused, view.public.rules.forfeit,
                            view.public.best())
        return op if op in legal else legal[0]


Strategy = VbRandomStrategy | VbGreedyStrategy | VbReasonedStrategy
STRATEGIES: dict[str, type[Strategy]] = {
    "random": VbRandomStrategy, "greedy": VbGreedyStrategy, "reasoned": VbReasonedStrategy}


def get_strategy(name: str) -> Strategy:
    """A fresh strategy by name; ValueError for an unknown one."""
    try:
        strategy: Strategy = STRATEGIES[name]()
        return strategy
    except KeyError:
        raise ValueError(f"unknown strategy {name!r} "
                         f"(known: {', '.join(sorted(STRATEGIES))})") from None
