"""Moves and the text move grammar of docs/conformance.md, parsed in exactly one place.

Every front end (replay files, Discord components, the terminal, AI players) produces
`"<seat>: <move>"` strings or `Move` values; both go through the same engine checks.
"""

from __future__ import annotations

from typing import NamedTuple

from larry_core.errors import IllegalMove
from larry_core.games.grammar import read_int, shown, split_seat
from larry_core.games.larry.cards import CODES, DRAW2, GIFT, INDEX, OPEN, REVERSE, is_action

PLACE = "place"
ACTION = "action"
DOUBT = "doubt"
ACCEPT = "accept"
CATCH = "catch"

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
