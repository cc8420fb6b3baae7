"""Moves and the move grammar of Würfelpoker (docs/dice-protocol.md §2.1, §4.3), parsed in one
place."""

from __future__ import annotations

from typing import NamedTuple

from larry_core.errors import IllegalMove
from larry_core.games.grammar import read_int, shown, split_seat

ROLL, KEEP, STAND, RAISE, PASS, CALL, FOLD = ("roll", "keep", "stand", "raise", "pass", "call",
                                              "fold")
VERBS = (ROLL, KEEP, STAND, RAISE, PASS, CALL, FOLD)
_BARE = frozenset({ROLL, STAND, PASS, CALL, FOLD})  # the verbs without arguments

# Rejection codes of the protocol (§4.4), spelled exactly.
REJECTION_CODES: frozenset[str] = frozenset({
    "bad_move", "game_over", "not_your_turn", "must_roll", "must_roll_or_stand",
    "must_raise_or_pass", "must_call_or_fold", "nothing_to_roll", "no_such_dice", "bad_raise",
})


class WpMove(NamedTuple):
    """One move: `dice` the kept values of a `keep` (ascending), `amount` a raise's chips."""

    verb: str
    dice: tuple[int, ...] = ()
    amount: int = 0

    def __str__(self) -> str:
        return format_body(self)


ROLL_MOVE, STAND_MOVE = WpMove(ROLL), WpMove(STAND)
PASS_MOVE, CALL_MOVE, FOLD_MOVE = WpMove(PASS), WpMove(CALL), WpMove(FOLD)


def keep(*values: int) -> WpMove:
    """`keep` of these values (any order)."""
    return WpMove(KEEP, tuple(sorted(values)))


def raise_by(amount: int) -> WpMove:
    return WpMove(RAISE, amount=amount)


def format_body(m: WpMove) -> str:
    """The canonical grammar text of a move without the seat prefix (`keep` ascending)."""
    if m.verb == KEEP:
        return "keep " + " ".join(map(str, m.dice))
    if m.verb == RAISE:
        return f"raise {m.amount}"
    return m.verb


def format_move(seat: int, m: WpMove) -> str:
    return f"{seat}: {format_body(m)}"


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad_move", message)


def _die(token: str) -> int:
    value = read_int(token)
    if value is None or not 1 <= value <= 6:
        raise _bad(f"a die value is 1 to 6, not {shown(token)}")
    return value


def parse_body(text: str) -> WpMove:
    """A move without its seat prefix; IllegalMove('bad_move') if it does not parse (§2.1:
    an unknown verb, arguments to a bare verb, `keep` without 1–5 die values, `raise`
    without one integer)."""
    tokens = text.split()
    if not tokens:
        raise _bad("empty move")
    verb, args = tokens[0], tokens[1:]
    if verb in _BARE:
        if args:
            raise _bad(f"{verb} takes no arguments")
        return WpMove(verb)
    if verb == KEEP:
        if not 1 <= len(args) <= 5:
            raise _bad("keep takes one to five die values: keep <v> [<v> ...]")
        return WpMove(KEEP, tuple(sorted(_die(a) for a in args)))
    if verb == RAISE:
        if len(args) != 1:
            raise _bad("raise takes one number: raise <n>")
        amount = read_int(args[0])
        if amount is None:
            raise _bad(f"the raise must be an integer, not {shown(args[0])}")
        return WpMove(RAISE, amount=amount)
    raise _bad(f"unknown move {shown(verb)} (roll, keep, stand, raise, pass, call, fold)")


def parse_move(text: str, players: int) -> tuple[int, WpMove]:
    """Parse `"<seat>: <move>"` for a game of `players` seats."""
    seat, body = split_seat(text, players)
    return seat, parse_body(body)
