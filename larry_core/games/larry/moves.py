"""Moves and the text move grammar of docs/conformance.md, parsed in exactly one place.

Every front end (replay files, Discord components, the terminal, AI players) produces
`"<seat>: <move>"` strings or `Move` values; both go through the same engine checks.
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

from larry_core.errors import IllegalMove
from larry_core.games.larry.cards import CODES, DRAW2, GIFT, INDEX, OPEN, REVERSE, is_action

PLACE = "place"
ACTION = "action"
DOUBT = "doubt"
ACCEPT = "accept"
CATCH = "catch"

_INT = re.compile(r"[+-]?\d+\Z")
# Beyond this many digits an integer is out of every range the rules know (seats 0-7,
# claims -12 to the limit), so it is read as ±10**_MAX_DIGITS: the engine then rejects it
# exactly as it would the true value, and Python's int() digit limit is never reached.
_MAX_DIGITS = 30
_SHOWN = 24  # characters of a bad token quoted back in a message


class Move(NamedTuple):
    """One move. `card` and `gift` are card indices, `target` a seat; -1 where unused."""

    kind: str
    card: int = -1
    claim: int = 0
    target: int = -1
    gift: int = -1
    larry: bool = False

    def __str__(self) -> str:
        return format_body(self)


def place(card: str, claim: int, larry: bool = False) -> Move:
    return Move(PLACE, INDEX[card], claim, larry=larry)


def action(kind: str, target: int = -1, gift: str | None = None, larry: bool = False) -> Move:
    return Move(ACTION, INDEX[kind], 0, target, INDEX[gift] if gift else -1, larry)


DOUBT_MOVE = Move(DOUBT)
ACCEPT_MOVE = Move(ACCEPT)


def catch(seat: int) -> Move:
    return Move(CATCH, target=seat)


def format_body(m: Move) -> str:
    """The grammar text of a move, without the seat prefix."""
    if m.kind == PLACE:
        text = f"place {CODES[m.card]} {m.claim}"
    elif m.kind == ACTION:
        text = f"action {CODES[m.card]}"
        if m.card != REVERSE:
            text += f" {m.target}"
        if m.card == GIFT:
            text += f" {CODES[m.gift]}"
    elif m.kind == CATCH:
        return f"catch {m.target}"
    else:
        return m.kind
    return text + " larry" if m.larry else text


def format_move(seat: int, m: Move) -> str:
    return f"{seat}: {format_body(m)}"


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad_move", message)


def shown(token: str) -> str:
    """`token` quoted for a message, cut short so that long input is never echoed in full."""
    text = repr(token)
    return text if len(text) <= _SHOWN else f"{text[:_SHOWN]}… ({len(token):,} characters)"


def read_int(token: str) -> int | None:
    """The integer `token` spells (an optional sign and decimal digits), else None.

    Digits are any Unicode decimal digits, as `int()` reads them; a huge number saturates
    at ±10**30 instead of raising.
    """
    if not _INT.match(token):
        return None
    digits = token.lstrip("+-")
    leading_zeros = next((i for i, c in enumerate(digits) if unicodedata.decimal(c, 1)),
                         len(digits))
    if len(digits) - leading_zeros > _MAX_DIGITS:
        return -(10**_MAX_DIGITS) if token.startswith("-") else 10**_MAX_DIGITS
    try:
        return int(token)
    except ValueError:  # defensive: a digit int() reads differently from the regex
        return None


def _int(token: str, what: str) -> int:
    value = read_int(token)
    if value is None:
        raise _bad(f"{what} must be an integer, not {shown(token)}")
    return value


def _card(token: str) -> int:
    index = INDEX.get(token)
    if index is None:
        raise _bad(f"unknown card code {shown(token)}")
    return index


_ARITY = {REVERSE: 1, DRAW2: 2, OPEN: 2, GIFT: 3}


def _action_arity(kind: str) -> int:
    """How many tokens `action <kind> ...` takes, the kind included (0 if unknown)."""
    return _ARITY.get(INDEX.get(kind, -1), 0)


def parse_body(text: str) -> Move:
    """Parse a move without its seat prefix; raise IllegalMove('bad_move') if malformed."""
    tokens = text.split()
    if not tokens:
        raise _bad("empty move")
    verb, args = tokens[0], tokens[1:]
    larry = False
    # The call is a trailing "larry" beyond the arguments ("action gift 1 larry" gives a
    # Larry card; "action gift 1 larry larry" gives one and says "Larry").
    expected = {PLACE: 2, ACTION: _action_arity(args[0]) if args else 0}.get(verb, 0)
    if verb in (PLACE, ACTION) and len(args) == expected + 1 and args[-1] == "larry":
        larry = True
        args = args[:-1]
    if verb == PLACE:
        if len(args) != 2:
            raise _bad("place takes a card and a claim: place <card> <claim> [larry]")
        return Move(PLACE, _card(args[0]), _int(args[1], "claim"), larry=larry)
    if verb == ACTION:
        if not args:
            raise _bad("action needs a kind: reverse, draw2, open or gift")
        kind = INDEX.get(args[0], -1)
        if kind < 0 or not is_action(kind):
            raise _bad(f"unknown action kind {shown(args[0])}")
        if len(args) != _action_arity(args[0]):
            raise _bad(f"wrong number of arguments for action {args[0]}")
        if kind == REVERSE:
            return Move(ACTION, kind, larry=larry)
        target = _int(args[1], "target seat")
        gift = _card(args[2]) if kind == GIFT else -1
        return Move(ACTION, kind, 0, target, gift, larry)
    if verb in (DOUBT, ACCEPT):
        if args:
            raise _bad(f"{verb} takes no arguments")
        return DOUBT_MOVE if verb == DOUBT else ACCEPT_MOVE
    if verb == CATCH:
        if len(args) != 1:
            raise _bad("catch takes one seat: catch <seat>")
        return Move(CATCH, target=_int(args[0], "seat"))
    raise _bad(f"unknown move {shown(verb)}")


def parse_move(text: str, players: int) -> tuple[int, Move]:
    """Parse `"<seat>: <move>"` for a table of `players` seats."""
    seat, body = split_seat(text, players)
    return seat, parse_body(body)


def split_seat(text: str, players: int) -> tuple[int, str]:
    """`"<seat>: <move>"` as (seat, move text), for every game's log grammar."""
    if not isinstance(text, str):
        raise _bad("a move must be a string")
    head, sep, body = text.partition(":")
    if not sep:
        raise _bad("missing '<seat>:' prefix")
    head = head.strip()
    seat = read_int(head)
    if seat is None:
        raise _bad(f"seat prefix must be an integer, not {shown(head)}")
    if not 0 <= seat < players:
        raise _bad(f"seat {seat} does not exist (seats 0-{players - 1})")
    return seat, body

