"""A seat's request (in the spirit of Pokémon Showdown's choice requests): what a Kniffel
player may do now, grouped the way a front end asks — the five dice, each a button to keep
or release; Roll, with the rolls left, rolling every die not kept; Score…, listing only the
boxes the current roll may go into with the points each scores now (the entries a further
Kniffel decides, docs/dice-rules.md A6, marked by their rule) — so that no front end
recomputes the rules; the dice the turn's last roll kept aside start kept. Built from the
seat's view and the game's kept dice; every choice resolves to a legal move.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from larry_core.games.kniffel.moves import KEEP, ROLL_MOVE, KnMove, format_body, score
from larry_core.games.kniffel.views import KnOption, seat_view

if TYPE_CHECKING:
    from larry_core.games.kniffel.engine import KnGame


class KnRequest:
    """`dice` the current roll (ascending; empty before the turn's first roll), `rolls_left`
    the rolls this turn still has, `options` the Score… list, `legal` every legal move in
    the engine's order (roll, keeps, boxes), `kept` the positions of `dice` that the turn's
    last roll kept aside (they stay aside until taken back; empty unless a die may be kept
    now)."""

    __slots__ = ("dice", "first", "kept", "legal", "options", "rolls_left", "seat")

    def __init__(self, game: KnGame, seat: int) -> None:
        view = seat_view(game, seat)
        self.seat = seat
        self.legal: tuple[KnMove, ...] = tuple(view.legal())
        mine = bool(self.legal)
        pub = view.public
        self.first = mine and pub.phase == "roll"  # the turn's first roll is due
        self.dice: tuple[int, ...] = pub.dice if mine else ()
        self.rolls_left = pub.rolls_left if mine else 0
        self.options: tuple[KnOption, ...] = view.options
        self.kept: frozenset[int] = positions(self.dice, game.kept) if self.can_keep() \
            else frozenset()

    def moves(self) -> list[str]:
        return [format_body(m) for m in self.legal]

    def can_roll(self) -> bool:
        """Whether Roll is offered (the first roll, or a later one with rolls left)."""
        return ROLL_MOVE in self.legal

    def can_keep(self) -> bool:
        """Whether the die buttons are live (a later roll is possible)."""
        return self.can_roll() and bool(self.dice)

    def roll(self, kept: Iterable[int] = ()) -> KnMove | None:
        """The move of pressing Roll with the dice at these positions of `dice` kept (none:
        roll all five); None if that is no legal move (all five kept, no roll left, a
        position out of range, or kept dice before the first roll)."""
        positions = sorted(set(kept))
        if not positions:
            return ROLL_MOVE if self.can_roll() else None
        if not self.can_keep() or positions[0] < 0 or positions[-1] >= len(self.dice):
            return None
        move = KnMove(KEEP, tuple(sorted(self.dice[i] for i in positions)))
        return move if move in self.legal else None

    def score(self, box: str) -> KnMove | None:
        """The move of choosing `box` in the Score… list, None if it is not offered."""
        if not any(o.box == box for o in self.options):
            return None
        return score(box)


def positions(dice: Sequence[int], values: Iterable[int]) -> frozenset[int]:
    """The positions of `dice` showing `values`, each value one die (the first free one)."""
    wanted = list(values)
    out = set()
    for i, value in enumerate(dice):
        if value in wanted:
            wanted.remove(value)
            out.add(i)
    return frozenset(out)
