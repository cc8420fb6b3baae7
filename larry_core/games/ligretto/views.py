"""What everybody may know of a Würfel-Ligretto game — which is everything: every die lies
open on the board or in front of its owner (docs/dice-protocol.md §2.3). A seat's `hand` is
its own remaining dice (its cup), which everybody else sees too.

The public view shows the round, the board (how many dice lie on each row, so the next
number of each), every seat's remaining dice and rerolls in the round, the running totals
and each finished round's points, board at its stop and rerolls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.rules import LgRules

if TYPE_CHECKING:
    from larry_core.games.ligretto.engine import LgGame

LgDie = tuple[str, int]  # (colour code, value)


@dataclass(frozen=True, slots=True)
class LgPublicView:
    players: int
    rules: LgRules
    phase: str  # "play" or "over"
    round: int  # the current round, 1-based (after the end: the last)
    rounds: int
    board: tuple[int, ...]  # dice on each row, canonical colour order (the row holds 1 … k)
    dice: tuple[tuple[LgDie, ...], ...]  # per seat its remaining dice, canonical order
    totals: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]  # per finished round each seat's points
    stopper: int | None  # who stopped the last finished round
    winners: tuple[int, ...] | None
    moves_applied: int
    rerolls: tuple[int, ...] = ()  # per seat its rerolls in this round (the start roll not)
    # each finished round's board at its stop (the next round's start empties it)
    final_boards: tuple[tuple[int, ...], ...] = ()
    round_rerolls: tuple[tuple[int, ...], ...] = ()  # per finished round each seat's rerolls

    @property
    def to_move(self) -> None:
        """Nobody has a turn: every seat acts whenever it likes (D4)."""
        return None

    @property
    def scores(self) -> tuple[int, ...]:
        """The running totals: the highest wins (D7)."""
        return self.totals

    def next_number(self, colour: str) -> int | None:
        """The number the colour's row needs next (None: the row is full)."""
        k = self.board[COLOURS.index(colour)]
        return k + 1 if k < 6 else None

    def fits(self, die: LgDie) -> bool:
        """Whether a die of this colour showing this value may be placed now."""
        return die[1] == self.board[COLOURS.index(die[0])] + 1


@dataclass(frozen=True, slots=True)
class LgSeatView:
    seat: int
    public: LgPublicView
    hand: tuple[LgDie, ...] = ()  # the seat's own remaining dice (public as well)


def public_view(game: LgGame) -> LgPublicView:
    return LgPublicView(
        players=game.n, rules=game.rules, phase=game.phase, round=game.round,
        rounds=game.rounds, board=tuple(game.board),
        dice=tuple(tuple((COLOURS[c], v) for c, v in cup) for cup in game.cups),
        totals=tuple(game.scores), round_scores=tuple(tuple(r) for r in game.round_scores),
        stopper=game.stopper, winners=None if game.winners is None else tuple(game.winners),
        moves_applied=game.moves_applied, rerolls=tuple(game.rerolls),
        final_boards=tuple(game.final_boards), round_rerolls=tuple(game.round_rerolls))


def seat_view(game: LgGame, seat: int) -> LgSeatView:
    public = public_view(game)
    return LgSeatView(seat, public, public.dice[seat])
