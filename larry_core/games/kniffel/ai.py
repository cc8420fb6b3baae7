"""Kniffel AI players: `random`, `greedy` and `reasoned`, behind the platform's strategy
interface. `reasoned` plays the optimal solitaire strategy (`optimal.py`: a table computed
once per rule set, off the event loop) and the one-roll-ahead `greedy` player while its table
is not ready; `greedy` stays available by name.

A strategy gets what one seat may know — `view` (a `KnSeatView`: the dice, every sheet, the
boxes the roll may go into now), `legal` (the seat's legal moves), `history` (the public
events) — and the caller's seeded `rng`, and returns a member of `legal`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from math import factorial
from typing import TYPE_CHECKING, Any

from larry_core.games.kniffel.boxes import BONUS_AT, INDEX, SCORES, SCORES_FHK
from larry_core.games.kniffel.moves import KEEP, ROLL, SCORE, KnMove
from larry_core.games.kniffel.rules import KnRules
from larry_core.games.kniffel.views import KnOption, KnSeatView

if TYPE_CHECKING:
    from larry_core.games.kniffel.optimal import OptimalTable

Event = Mapping[str, Any]

# What an entry in each box is usually worth over a game (rough averages of good play): an
# entry is judged by how far it beats its box's usual worth, so that a poor roll is not
# spent on Chance or Kniffel early, and a strong one is taken where it counts.
PAR = (2.1, 5.3, 8.6, 12.2, 15.7, 19.2, 22.0, 13.0, 22.6, 29.5, 32.7, 16.9, 22.0)


class KnRandomStrategy:
    """The baseline: a uniformly random legal move."""

    name = "random"

    def choose(self, view: KnSeatView, legal: Sequence[KnMove], history: Sequence[Event],
               rng: random.Random) -> KnMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        return legal[rng.randrange(len(legal))]


@cache
def outcomes(count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted result of rolling `count` dice, with its probability."""
    out = []
    for combo in combinations_with_replacement(range(1, 7), count):
        ways = factorial(count)
        for c in Counter(combo).values():
            ways //= factorial(c)
        out.append((combo, ways / 6**count))
    return tuple(out)


class KnGreedyStrategy:
    """A greedy player: scores a roll by how far each free box's entry beats that box's
    usual worth (upper boxes also by their progress toward the 63 of the upper bonus), and
    before entering, compares that with the expected best entry after one more roll of each
    choice of dice to keep."""

    name = "greedy"

    def choose(self, view: KnSeatView, legal: Sequence[KnMove], history: Sequence[Event],
               rng: random.Random) -> KnMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        scores = [m for m in legal if m.verb == SCORE]
        if not scores:  # the turn's first roll
            return next(m for m in legal if m.verb == ROLL)
        pub = view.public
        sheet = pub.sheets[view.seat]
        upper = pub.upper[view.seat]
        worths = {INDEX[o.box]: self.worth(o, upper) for o in view.options}
        best_move = max(scores, key=lambda m: (worths[m.box], -m.box))
        best_value = worths[best_move.box]
        rolls = [m for m in legal if m.verb in (ROLL, KEEP)]
        if not rolls:
            return best_move
        free = tuple(b for b in range(13) if sheet[b] is None)
        value = _roll_values(free, upper, pub.rules.full_house_kniffel)
        choice = best_move
        for move in rolls:  # roll keeps nothing: move.values == ()
            kept = move.values
            expected = sum(p * value[tuple(sorted(kept + new))]
                           for new, p in outcomes(5 - len(kept)))
            if expected > best_value + 1e-9:
                best_value, choice = expected, move
        return choice

    @staticmethod
    def worth(option: KnOption, upper: int) -> float:
        box = INDEX[option.box]
        return _worth(box, option.points, upper) + option.bonus


def _worth(box: int, points: int, upper: int) -> float:
    value = points - PAR[box]
    if box < 6 and upper < BONUS_AT:
        # three of a number keeps the pace of 63; beating it is worth part of the 35
        value += 0.6 * (points - 3 * (box + 1))
    return value


@lru_cache(maxsize=512)
def _roll_values(free: tuple[int, ...], upper: int,
                 full_house_kniffel: bool) -> dict[tuple[int, ...], float]:
    """The best entry's worth of every sorted roll for these free boxes (A3 scores)."""
    table = SCORES_FHK if full_house_kniffel else SCORES
    return {dice: max(_worth(b, points[b], upper) for b in free)
            for dice, points in table.items()}


class KnReasonedStrategy:
    """The optimal solitaire player (docs/dice-rules.md Part A under the table's rules): the
    move of the highest expected final score by the table of `optimal.py`. While the table of
    the rules is not in memory it asks for it in a background thread and plays `greedy`
    meanwhile (and for good where numpy is missing), so a decision never waits for it. In a
    game of several players it plays the same solitaire-optimal policy."""

    name = "reasoned"

    def __init__(self) -> None:
        self.fallback = KnGreedyStrategy()

    def choose(self, view: KnSeatView, legal: Sequence[KnMove], history: Sequence[Event],
               rng: random.Random) -> KnMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        table = optimal_table(view.public.rules)
        if table is None:
            return self.fallback.choose(view, legal, history, rng)
        return table.choose(view, legal)


def optimal_table(rules: KnRules) -> OptimalTable | None:
    """The optimal table of `rules` if it is ready; else None, its preparation started in a
    background thread (not at all without numpy)."""
    try:
        from larry_core.games.kniffel import optimal
    except ImportError:  # numpy is not installed: the greedy player it is
        return None
    table = optimal.ready(rules)
    if table is None:
        optimal.prepare_in_background(rules)
    return table


Strategies = KnRandomStrategy | KnGreedyStrategy | KnReasonedStrategy
STRATEGIES: dict[str, type[Strategies]] = {
    "random": KnRandomStrategy, "greedy": KnGreedyStrategy, "reasoned": KnReasonedStrategy}


def get_strategy(name: str) -> Strategies:
    """A fresh strategy by name (`random`, `greedy` or `reasoned`); KeyError otherwise."""
    try:
        cls = STRATEGIES[name]
    except KeyError:
        raise KeyError(f"unknown AI strategy {name!r}; choose from {sorted(STRATEGIES)}") from None
    return cls()


