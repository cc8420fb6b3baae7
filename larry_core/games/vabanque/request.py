"""A seat's request: what a Va banque opponent may do now, as a front end asks it — the
number just thrown, the running total, and one choice per operation still unused and legal
now (division only where it leaves no remainder, C5.3), each with the value it would give.
Built from `VbGame.legal_moves(seat)`; empty when the seat is not to move."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from larry_core.games.vabanque.moves import DIV, OPS, VbMove, combine

if TYPE_CHECKING:
    from larry_core.games.vabanque.engine import VbGame


@dataclass(frozen=True, slots=True)
class VbChoice:
    """One operation the seat may name, and the running value it would give."""

    op: str
    value: int


class VbRequest:
    """The operations `seat` may name for the current throw (2, 3 or 4): `choices` in
    canonical order; `die` the number to combine, `total` the running total, `throw` which
    throw it is; `unused` every operation not used yet (the fifth throw will apply the one
    left), `blocked` the unused ones not allowed now (a division with a remainder)."""

    __slots__ = ("blocked", "choices", "die", "legal", "seat", "throw", "total", "unused")

    def __init__(self, game: VbGame, seat: int) -> None:
        self.seat = seat
        self.legal: tuple[VbMove, ...] = tuple(game.legal_moves(seat))
        if self.legal:
            self.die, self.total, self.throw = game.throws[-1], game.total, len(game.throws)
            self.unused = tuple(op for op in OPS if op not in game.ops)
        else:
            self.die = self.total = self.throw = 0
            self.unused = ()
        self.blocked = tuple(op for op in self.unused if op not in self.legal)
        self.choices = tuple(VbChoice(op, combine(op, self.total, self.die))
                             for op in self.legal)

    def moves(self) -> list[str]:
        return list(self.legal)

    def can_divide(self) -> bool:
        return DIV in self.legal

    def resolve(self, op: str) -> VbMove | None:
        """The legal move `op` stands for, or None if this seat may not name it now."""
        return op if op in self.legal else None
