"""A seat's request: what a Würfel-Ligretto player may do now, as a front end asks it — its
remaining dice, each marked whether it fits (its row's next number), one choice per die
that fits, and the reroll of all remaining dice, which is always open while the game runs
(D4). Built from `LgGame.legal_moves(seat)`; empty once the game is over."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.moves import PLACE, PLACES, ROLL_MOVE, LgMove, format_body

if TYPE_CHECKING:
    from larry_core.games.ligretto.engine import LgGame


@dataclass(frozen=True, slots=True)
class LgDieChoice:
    """One of the seat's remaining dice and whether it may be placed now."""

    colour: str
    value: int
    fits: bool


class LgRequest:
    """`dice`: the seat's remaining dice in canonical order, each with `fits`; `places` the
    distinct placements open now; `can_roll` whether the seat may reroll (while the game
    runs); `throw` which roll of the seat's dice the cup shows, (round, rerolls in it): while
    it stays the same, every die still in the cup is the one it was (a placement only takes
    one out), and a die of another throw is a new one, whatever it shows."""

    __slots__ = ("can_roll", "dice", "legal", "places", "seat", "throw")

    def __init__(self, game: LgGame, seat: int) -> None:
        self.seat = seat
        self.throw = (game.round, game.rerolls[seat])
        self.legal: tuple[LgMove, ...] = tuple(game.legal_moves(seat))
        self.places = tuple(m for m in self.legal if m.verb == PLACE)
        self.can_roll = ROLL_MOVE in self.legal
        board = game.board
        self.dice = tuple(LgDieChoice(COLOURS[c], v, self.can_roll and v == board[c] + 1)
                          for c, v in game.cups[seat]) if self.legal else ()

    def moves(self) -> list[str]:
        return [format_body(m) for m in self.legal]

    def resolve(self, colour: str, value: int) -> LgMove | None:
        """The legal placement of this die, or None if this seat may not place it now."""
        move = PLACES.get(colour, {}).get(value)
        return move if move in self.places else None

    def roll(self) -> LgMove | None:
        return ROLL_MOVE if self.can_roll else None
