"""A seat's request: what a Würfelpoker player may do now, grouped as a front end asks — a
die button per die (kept or not) with Roll and Stand, the legal raise amounts with Pass,
Call (with its price) and Fold — each choice resolving to a legal move, so that no front end
recomputes the rules. Built from `WpGame.legal_moves(seat)`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from larry_core.games.wuerfelpoker.moves import (
    CALL,
    FOLD,
    KEEP,
    PASS,
    RAISE,
    ROLL,
    ROLL_MOVE,
    STAND,
    WpMove,
    format_body,
)
from larry_core.games.wuerfelpoker.phases import REROLL, RESPOND, ROLL_PHASE

if TYPE_CHECKING:
    from larry_core.games.wuerfelpoker.engine import WpGame


class WpRequest:
    """The legal moves of `seat` and their groups: `phase` (None: nothing to do now);
    `dice` the current five dice ascending (phase reroll: one button each); `rolls_left`;
    `call_amount` the price of a call (phase respond); `kept` the positions of `dice` that
    the turn's last roll kept aside (they start held: a kept die stays kept until it is
    released)."""

    __slots__ = ("call_amount", "dice", "kept", "legal", "phase", "rolls_left", "seat")

    def __init__(self, game: WpGame, seat: int) -> None:
        self.seat = seat
        self.legal: tuple[WpMove, ...] = tuple(game.legal_moves(seat))
        phase = game.phase if self.legal else None
        self.phase = phase
        self.dice: tuple[int, ...] = game.dice if phase == REROLL else ()
        turn = phase in (ROLL_PHASE, REROLL) and game.max_rolls is not None
        self.rolls_left = (game.max_rolls or 0) - game.rolls_used if turn else 0
        self.call_amount = game.raise_amount if phase == RESPOND else 0
        wanted = list(game.kept) if phase == REROLL else []
        kept = set()
        for i, value in enumerate(self.dice):  # each kept value marks one die
            if value in wanted:
                wanted.remove(value)
                kept.add(i)
        self.kept = frozenset(kept)

    def moves(self) -> list[str]:
        return [format_body(m) for m in self.legal]

    def verbs(self) -> set[str]:
        """What kinds of move this seat has now (empty: it is not this seat's move)."""
        return {m.verb for m in self.legal}

    def can(self, verb: str) -> bool:
        return any(m.verb == verb for m in self.legal)

    def raise_amounts(self) -> list[int]:
        """The chips a raise may add now, ascending (empty outside phase raise)."""
        return [m.amount for m in self.legal if m.verb == RAISE]

    def roll_keeping(self, kept: Sequence[int]) -> WpMove | None:
        """The roll that keeps the dice at these positions of `dice` (the die buttons held
        down): none kept is `roll`, some is `keep <their values>`; keeping all five, a
        position twice or one out of range resolves to nothing (standing is its own
        choice)."""
        if self.phase == ROLL_PHASE and not kept:
            return ROLL_MOVE
        if self.phase != REROLL or len(set(kept)) != len(kept) or not all(
                0 <= i < len(self.dice) for i in kept):
            return None
        if not kept:
            return ROLL_MOVE
        move = WpMove(KEEP, tuple(sorted(self.dice[i] for i in kept)))
        return move if move in self.legal else None

    def resolve(self, verb: str, amount: int | None = None) -> WpMove | None:
        """The legal move of a button: `roll`, `stand`, `pass`, `call`, `fold`, or `raise`
        with its `amount`; None if this seat has no such move now."""
        if verb == RAISE:
            move = WpMove(RAISE, amount=amount if amount is not None else 0)
        elif verb in (ROLL, STAND, PASS, CALL, FOLD):
            move = WpMove(verb)
        else:
            return None
        return move if move in self.legal else None

