"""What every game's move grammar shares: the ``"<seat>: <move>"`` log line, integers read
the same way in every game (any Unicode digits, huge values saturated), and bad input quoted
back briefly."""

from __future__ import annotations

import re
import unicodedata

from larry_core.errors import IllegalMove

_INT = re.compile(r"[+-]?\d+\Z")
# Beyond this many digits an integer is out of every range the rules know (seats 0-7,
# claims -12 to the limit), so it is read as ±10**_MAX_DIGITS: the engine then rejects it
# exactly as it would the true value, and Python's int() digit limit is never reached.
_MAX_DIGITS = 30
_SHOWN = 24  # characters of a bad token quoted back in a message


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
