"""Würfelpoker AI players: `random`, `greedy` and `reasoned`.

A strategy gets what one seat may know — `view` (a `WpSeatView`: everything is public),
`legal` (`WpGame.legal_moves(seat)`), the public `history` — and the caller's seeded `rng`,
and returns a member of `legal`. `larry_core.games.ai_seats.AiSeats` drives them.

`reasoned` plays the whole turn exactly. Rolling, it keeps the dice (or stands) that give the
highest probability of ending the turn — after every roll it still has, each later keep
chosen the same way — with a hand that beats the best hand shown so far by a seat still in
the round. A tie with that hand counts as the rules settle it (B6, B7): the pot is split, so
it is worth 1/(k + 1) of a win when k shown hands are that good. When seats still roll after
it, a final hand is also weighted by the chance that it holds against each of them, each
playing its own turn exactly against it (a tie counts half; with `first_sets_rolls` they get
the rolls the round's first player used): so the last to roll (every turn of a two-player
game) maximises exactly the chance of beating the best hand shown, and the first to act
aims at the hand most likely to hold. Every turn is solved by dynamic programming over the
252 sorted throws and the 210 keeps of 0–4 dice, once per goal and number of rolls (`plan`,
cached), so a decision is a look-up.

In the raising variant (B9) it raises the most it may when its chance of winning the pot
(its hand against the hands shown, and against each seat still to roll playing exactly
against it) makes a raise pay if everybody calls, and it calls a raise when its chance is
worth the price (pot odds).

`greedy` is the simple baseline: it stands on a straight, a full house, five of a kind or a
hand that beats every hand shown, else keeps its largest group (both pairs of two pairs;
nothing of a hand of five different numbers) and rolls the rest; it raises the most it may
with three of a kind or better, and calls while its hand is at least as good as the
raiser's (or it has not rolled yet).
"""

from __future__ import annotations

import random
import threading
from array import array
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import factorial, prod
from typing import Any, NamedTuple

from larry_core.games.wuerfelpoker.hands import COMBO_RANK, HANDS
from larry_core.games.wuerfelpoker.moves import (
    CALL_MOVE,
    FOLD_MOVE,
    KEEP,
    PASS,
    PASS_MOVE,
    RAISE,
    ROLL,
    ROLL_MOVE,
    STAND_MOVE,
    WpMove,
)
from larry_core.games.wuerfelpoker.views import WpPublicView, WpSeatView

Event = Mapping[str, Any]
Values = tuple[float, ...]
_EPS = 1e-12
# Raise when the chance of winning times the seats in the round reaches this (heads-up 60 %):
# a raise that every seat calls then pays, with a margin for those who call only when ahead.
RAISE_AT = 1.2

# ----------------------------------------------------------------------------- the dice
# The 252 sorted throws (hands) by index, and their strengths (B6: 0 the lowest, one per hand).
THROWS: tuple[tuple[int, ...], ...] = tuple(sorted(HANDS))
THROW_INDEX = {dice: i for i, dice in enumerate(THROWS)}
STRENGTH = tuple(HANDS[dice].strength for dice in THROWS)
assert sorted(STRENGTH) == list(range(len(THROWS)))  # one strength per throw (hands.py)
# The 210 keeps of 0–4 dice (ascending values), smallest first; () rolls all five.
KEPT: tuple[tuple[int, ...], ...] = tuple(
    kept for size in range(5) for kept in combinations_with_replacement(range(1, 7), size))
KEPT_INDEX = {kept: i for i, kept in enumerate(KEPT)}


def _outcomes(count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every multiset `count` dice can show, with its probability."""
    out = []
    for values in combinations_with_replacement(range(1, 7), count):
        ways = factorial(count) // prod(factorial(values.count(v)) for v in set(values))
        out.append((values, ways / 6**count))
    return tuple(out)


# ROLLS[k]: the throws that keeping KEPT[k] and rolling the rest can give, with their chances.
ROLLS: tuple[tuple[tuple[int, ...], tuple[float, ...]], ...] = tuple(
    (tuple(THROW_INDEX[tuple(sorted(kept + new))] for new, _ in _outcomes(5 - len(kept))),
     tuple(p for _, p in _outcomes(5 - len(kept))))
    for kept in KEPT)
FIRST_ROLL = ROLLS[KEPT_INDEX[()]]
# OPTIONS[h]: the keeps of throw h (its distinct sub-multisets of 0–4 dice), in KEPT order.
OPTIONS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({KEPT_INDEX[sub] for size in range(5) for sub in combinations(dice, size)}))
    for dice in THROWS)


def _expect(values: Values) -> Values:
    """For every keep, the mean of `values` over the throws its roll can bring."""
    return tuple(sum(p * values[i] for i, p in zip(index, chance, strict=True))
                 for index, chance in ROLLS)


def _solve(stand: Sequence[Values]) -> tuple[list[Values], list[Values]]:
    """The turn solved backwards: `stand[r][h]` is what standing on throw h with r rolls left
    is worth. Returns (values, expect): `values[r][h]` the best worth of throw h with r rolls
    left, `expect[r][k]` (r ≥ 1) the worth of keeping KEPT[k] then."""
    values: list[Values] = [stand[0]]
    expect: list[Values] = [()]
    for left in range(1, len(stand)):
        keeps = _expect(values[-1])
        expect.append(keeps)
        values.append(tuple(max(stand[left][h], max(keeps[k] for k in OPTIONS[h]))
                            for h in range(len(THROWS))))
    return values, expect


def _turn(values: Values) -> float:
    """The worth of a whole turn whose first roll (all five dice) leads to `values`."""
    index, chance = FIRST_ROLL
    return sum(p * values[i] for i, p in zip(index, chance, strict=True))


def _beat(target: int, tie: float) -> Values:
    """Per throw: 1 if it beats a hand of strength `target`, `tie` if it equals it, else 0."""
    return tuple(1.0 if s > target else tie if s == target else 0.0 for s in STRENGTH)


_warming = threading.Lock()
_warm: list[threading.Thread] = []


def warm_in_background() -> None:
    """Solve the hold tables of 1 to 3 rolls (about 0.4 s of arithmetic, once per process)
    in a daemon thread, so that no table's AI decision pauses the event loop for them: a
    reasoned seat starts it when it is made, well before its first decision (one that comes
    earlier solves what it needs itself)."""
    with _warming:
        if _warm:
            return
        thread = threading.Thread(target=lambda: [hold_table(r) for r in (1, 2, 3)],
                                  name="wuerfelpoker-hold-tables", daemon=True)
        _warm.append(thread)
    thread.start()


@lru_cache(maxsize=4)
def hold_table(rolls: int) -> Values:
    """Per strength s: the chance that one seat playing a whole turn of `rolls` rolls, every
    keep chosen to beat s, does not beat a hand of strength s (a tie counts half)."""
    out = [0.0] * len(THROWS)
    for target in range(len(THROWS)):
        stand = _beat(target, 0.5)
        values, _ = _solve([stand] * rolls)
        out[target] = 1.0 - _turn(values[-1])
    return tuple(out)


class Goal(NamedTuple):
    """What a turn aims at: beat a hand of strength `target` (None: nothing shown yet), a tie
    with it worth `tie`, and hold against `waiting` seats still to roll, each with
    `others_rolls` rolls (None: as many as this turn used, `first_sets_rolls`)."""

    target: int | None
    tie: float = 0.0
    waiting: int = 0
    others_rolls: int | None = None


class Plan:
    """One goal's turn solved for turns of `rolls` rolls: `stand[r][h]` (standing on throw h
    with r rolls left), `expect[r][k]` (keeping KEPT[k] with r ≥ 1 rolls left; see
    `_solve`) and `chance`, the worth of the whole turn before its first roll. Kept as
    arrays of doubles: a plan is about 6 KB."""

    def __init__(self, goal: Goal, rolls: int) -> None:
        self.goal, self.rolls = goal, rolls
        if goal.waiting and goal.others_rolls is None:  # worth depends on the rolls used
            stand = [self._standing(goal, rolls - left) for left in range(rolls)]
        else:
            stand = [self._standing(goal, rolls)] * rolls
        values, expect = _solve(stand)
        self.chance = _turn(values[-1])
        shared = {id(v): array("d", v) for v in stand}
        self.stand = [shared[id(v)] for v in stand]
        self.expect = [array("d", e) for e in expect]

    @staticmethod
    def _standing(goal: Goal, used: int) -> Values:
        """What standing after `used` rolls is worth per throw: its chance against the hand
        to beat times its chance to hold against each seat still to roll."""
        beat = (1.0,) * len(THROWS) if goal.target is None else _beat(goal.target, goal.tie)
        if not goal.waiting:
            return beat
        hold = hold_table(used if goal.others_rolls is None else goal.others_rolls)
        return tuple(b * hold[s] ** goal.waiting for b, s in zip(beat, STRENGTH, strict=True))

    def _best(self, h: int, left: int) -> tuple[int | None, float]:
        """The best keep index of throw h with `left` rolls left (None: stand) and its
        worth. Standing wins ties, then the first keep in KEPT order (fewest dice, then
        lowest values)."""
        best, best_value = None, self.stand[left][h]
        if left:
            keeps = self.expect[left]
            for k in OPTIONS[h]:
                if keeps[k] > best_value + _EPS:
                    best, best_value = k, keeps[k]
        return best, best_value

    def keep(self, dice: tuple[int, ...], left: int) -> tuple[int, ...] | None:
        """The best keep of `dice` (ascending) with `left` ≥ 1 rolls left: the dice to keep
        (() rolls all five), or None to stand."""
        best, _ = self._best(THROW_INDEX[dice], left)
        return None if best is None else KEPT[best]

    def worth(self, dice: tuple[int, ...], left: int) -> float:
        """The exact worth of `dice` with `left` rolls left, later keeps chosen best."""
        return self._best(THROW_INDEX[dice], left)[1]


@lru_cache(maxsize=1024)
def plan(goal: Goal, rolls: int) -> Plan:
    """The solved turn for `goal` with `rolls` rolls (cached: one solve, about 1 ms, per
    goal; at most 1024 plans, about 6 MB)."""
    return Plan(goal, rolls)


def best_keep(dice: tuple[int, ...], left: int, goal: Goal, rolls: int = 3,
              ) -> tuple[int, ...] | None:
    """The dice to keep (() to roll all five) or None to stand, for `dice` (ascending) with
    `left` ≥ 1 rolls left of a turn of `rolls` rolls, aiming at `goal`."""
    return plan(goal, rolls).keep(dice, left)


# ------------------------------------------------------------------------- the table
def _strength(dice: tuple[int, ...]) -> int:
    return HANDS[dice].strength


class _Table:
    """What the reasoned player reads of a public view, for `seat`."""

    def __init__(self, public: WpPublicView, seat: int) -> None:
        self.public, self.seat = public, seat
        others = [s for s in public.in_round() if s != seat]
        shown = [_strength(h.dice) for s in others if (h := public.hands[s]) is not None]
        self.waiting = len(others) - len(shown)  # other seats still to roll
        # the best hand shown of the others in the round, and how many show exactly that
        self.best = max(shown) if shown else None
        self.equal = shown.count(max(shown)) if shown else 0
        rules = public.rules
        first = public.first
        first_hand = None if first is None else public.hands[first]
        # how many rolls the seats still to roll have (B4 first_sets_rolls)
        if rules.first_sets_rolls and first_hand is not None:
            self.later_rolls: int | None = first_hand.rolls
        elif rules.first_sets_rolls and first == seat:
            self.later_rolls = None  # as many as this seat uses
        else:
            self.later_rolls = rules.rolls

    def goal(self) -> Goal:
        """What this seat's turn aims at (see the module's docstring)."""
        tie = 1.0 / (self.equal + 1)
        return Goal(self.best, tie, self.waiting, self.later_rolls)

    def own_rolls(self) -> int:
        """The rolls of this seat's turn (its current turn's if it is rolling)."""
        if self.public.max_rolls is not None and self.public.to_move == self.seat:
            return self.public.max_rolls
        return self.public.rules.rolls if self.later_rolls is None else self.later_rolls

    def win_chance(self) -> float:
        """The chance of winning the pot (a split counted as its share), for a seat whose
        hand is shown or whose turn is still to come."""
        mine = self.public.hands[self.seat]
        if mine is None:  # its turn is to come: the chance of its whole turn played exactly
            return plan(self.goal(), self.own_rolls()).chance
        strength = _strength(mine.dice)
        share = 1.0
        if self.best is not None:
            if self.best > strength:
                return 0.0
            if self.best == strength:
                share = 1.0 / (self.equal + 1)
        rolls = mine.rolls if self.later_rolls is None else self.later_rolls
        return share * hold_table(rolls)[strength] ** self.waiting


# ------------------------------------------------------------------------ strategies
class WpRandomStrategy:
    """The baseline: a uniformly random legal move."""

    name = "random"

    def choose(self, view: WpSeatView, legal: Sequence[WpMove], history: Sequence[Event],
               rng: random.Random) -> WpMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        return legal[rng.randrange(len(legal))]


def _keep_move(kept: tuple[int, ...] | None, legal: Sequence[WpMove]) -> WpMove:
    """The move of a keep (None: stand), or the first legal move if it is not legal."""
    move = STAND_MOVE if kept is None else WpMove(KEEP, kept) if kept else ROLL_MOVE
    return move if move in legal else legal[0]


def _raise_most(legal: Sequence[WpMove]) -> WpMove:
    return max((m for m in legal if m.verb == RAISE), key=lambda m: m.amount, default=PASS_MOVE)


class WpReasonedStrategy:
    """The exact player described in the module's docstring."""

    name = "reasoned"

    def __init__(self) -> None:
        warm_in_background()

    def choose(self, view: WpSeatView, legal: Sequence[WpMove], history: Sequence[Event],
               rng: random.Random) -> WpMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        verbs = {m.verb for m in legal}
        if verbs == {ROLL}:
            return legal[0]
        table = _Table(view.public, view.seat)
        if PASS in verbs:
            return self._raise(table, legal)
        if CALL_MOVE in legal:
            return self._answer(table)
        public = view.public
        kept = best_keep(public.dice, public.rolls_left, table.goal(), table.own_rolls())
        return _keep_move(kept, legal)

    @staticmethod
    def _raise(table: _Table, legal: Sequence[WpMove]) -> WpMove:
        """Raise the most allowed when the chance is worth it (RAISE_AT), else pass."""
        if table.public.hands[table.seat] is None:
            return PASS_MOVE
        contenders = len(table.public.in_round())
        if table.win_chance() * contenders >= RAISE_AT:
            return _raise_most(legal)
        return PASS_MOVE

    @staticmethod
    def _answer(table: _Table) -> WpMove:
        public = table.public
        price = public.bet.amount if public.bet is not None else 0
        chance = table.win_chance()
        return CALL_MOVE if chance * (public.pot + price) >= price else FOLD_MOVE


def greedy_keep(dice: tuple[int, ...]) -> tuple[int, ...] | None:
    """The greedy keep of `dice` (ascending): None (stand) on a straight, a full house or
    five of a kind; else the largest group (the higher number among equal ones; both pairs
    of two pairs), () for five different numbers."""
    hand = HANDS[dice]
    if hand.combo in ("straight", "full_house", "five_kind"):
        return None
    if hand.combo == "nothing":
        return ()
    if hand.combo == "two_pairs":
        high, low = hand.ranks[:2]
        return tuple(sorted((high, high, low, low)))
    number = hand.ranks[0]
    return (number,) * dice.count(number)


class WpGreedyStrategy:
    """The simple baseline described in the module's docstring."""

    name = "greedy"

    def choose(self, view: WpSeatView, legal: Sequence[WpMove], history: Sequence[Event],
               rng: random.Random) -> WpMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        verbs = {m.verb for m in legal}
        if verbs == {ROLL}:
            return legal[0]
        public = view.public
        mine = public.hands[view.seat]
        if PASS in verbs:
            if mine is not None and COMBO_RANK[mine.combo] >= COMBO_RANK["three_kind"]:
                return _raise_most(legal)
            return PASS_MOVE
        if CALL_MOVE in legal:
            raiser = public.hands[public.bet.seat] if public.bet is not None else None
            if mine is None or raiser is None or (_strength(mine.dice)
                                                  >= _strength(raiser.dice)):
                return CALL_MOVE
            return FOLD_MOVE
        shown = public.best(excluding=view.seat)
        if shown is not None and _strength(public.dice) > _strength(shown.dice):
            return _keep_move(None, legal)
        return _keep_move(greedy_keep(public.dice), legal)


Strategy = WpRandomStrategy | WpGreedyStrategy | WpReasonedStrategy
STRATEGIES: dict[str, type[Strategy]] = {
    "random": WpRandomStrategy, "greedy": WpGreedyStrategy, "reasoned": WpReasonedStrategy}


def get_strategy(name: str) -> Strategy:
    """A fresh strategy by name (`random`, `greedy` or `reasoned`); KeyError otherwise."""
    try:
        cls = STRATEGIES[name]
    except KeyError:
        raise KeyError(f"unknown AI strategy {name!r}; choose from {sorted(STRATEGIES)}") from None
    return cls()
