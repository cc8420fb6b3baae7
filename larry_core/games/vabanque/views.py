"""What everybody may know of a Va banque game — which is everything: the dice are thrown in
the open and nothing is hidden (docs/dice-protocol.md §2.3), so a seat's `hand` is empty.

The public view shows the banker round (banker, stakes, pot), every seat's chips (its score),
the calculation under way with the running value after each step, and the finished
calculations of the round.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from larry_core.games.vabanque.rules import VbRules

if TYPE_CHECKING:
    from larry_core.games.vabanque.engine import VbGame


@dataclass(frozen=True, slots=True)
class VbCalcView:
    """One opponent's calculation (C5): the numbers thrown so far, the operations applied
    (for throws 2, 3, …), and `values`, the running value after throw 1 and after each
    operation (so `values[-1]` is the running total). While it is under way the newest
    throw is still waiting for its operation: `len(throws) == len(ops) + 2`."""

    seat: int
    throws: tuple[int, ...]
    ops: tuple[str, ...]
    values: tuple[int, ...]
    forfeit: bool = False

    @property
    def total(self) -> int:
        return self.values[-1]

    @property
    def finished(self) -> bool:
        return len(self.ops) == 4

    @property
    def die(self) -> int:
        """The newest number thrown."""
        return self.throws[-1]


@dataclass(frozen=True, slots=True)
class VbPublicView:
    players: int
    rules: VbRules
    phase: str  # "choose" or "over"
    round: int  # the current banker round, 1-based (after the end: the last)
    rounds: int
    banker: int
    to_move: int | None
    chips: tuple[int, ...]
    pot: int
    staked: tuple[int, ...]  # the round's opponents who staked, in throwing order
    current: VbCalcView | None  # the calculation under way
    results: tuple[VbCalcView | None, ...]  # per seat: its finished calculation this round
    winners: tuple[int, ...] | None
    moves_applied: int

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's chips: the most chips win (C8)."""
        return self.chips

    def best(self) -> int | None:
        """The highest finished total of this round among those who did not forfeit (what
        the next calculations must beat), or None."""
        totals = [r.total for r in self.results if r is not None and not r.forfeit]
        return max(totals) if totals else None


@dataclass(frozen=True, slots=True)
class VbSeatView:
    seat: int
    public: VbPublicView
    hand: tuple[Any, ...] = ()  # nothing is hidden in a dice game


def _calc(seat: int, throws: list[int], ops: list[str], values: list[int],
          forfeit: bool = False) -> VbCalcView:
    return VbCalcView(seat, tuple(throws), tuple(ops), tuple(values), forfeit)


def public_view(game: VbGame) -> VbPublicView:
    current = None
    if game.seat is not None:
        current = _calc(game.seat, game.throws, game.ops, game.values)
    results = tuple(None if r is None else _calc(s, r["throws"], r["ops"], r["values"],
                                                 r["forfeit"])
                    for s, r in enumerate(game.calcs))
    return VbPublicView(
        players=game.n, rules=game.rules, phase=game.phase, round=game.round,
        rounds=game.rounds, banker=game.banker, to_move=game.to_move,
        chips=tuple(game.chips), pot=game.pot, staked=tuple(game.staked), current=current,
        results=results, winners=None if game.winners is None else tuple(game.winners),
        moves_applied=game.moves_applied)


def seat_view(game: VbGame, seat: int) -> VbSeatView:
    return VbSeatView(seat, public_view(game))
