"""The moves of Würfel-Ligretto and their grammar (docs/dice-protocol.md §2.1, §6.3):
``"<seat>: place <colour> <value>"`` and ``"<seat>: roll"``."""

from __future__ import annotations

from typing import NamedTuple

from larry_core.errors import IllegalMove
from larry_core.games.grammar import read_int, shown, split_seat
from larry_core.games.ligretto.colours import COLOURS

PLACE, ROLL = "place", "roll"
VERBS = (PLACE, ROLL)

# Rejection codes of the protocol (§6.4), spelled exactly, in the order they are checked.
REJECTION_CODES: tuple[str, ...] = ("bad_move", "game_over", "no_such_die", "not_next")


class LgMove(NamedTuple):
    """One action: `place` one die (`colour` code, `value` 1–6) or `roll` all remaining
    dice."""

    verb: str
    colour: str = ""
    value: int = 0

    def __str__(self) -> str:
        return format_body(self)


ROLL_MOVE = LgMove(ROLL)
# Every place move, shared and immutable: PLACES[colour][value].
PLACES: dict[str, dict[int, LgMove]] = {
    colour: {value: LgMove(PLACE, colour, value) for value in range(1, 7)}
    for colour in COLOURS}


def place(colour: str, value: int) -> LgMove:
    return PLACES[colour][value]


def format_body(move: LgMove) -> str:
    """The canonical grammar text of a move, without the seat prefix."""
    if move.verb == PLACE:
        return f"{PLACE} {move.colour} {move.value}"
    return move.verb


def format_move(seat: int, move: LgMove) -> str:
    return f"{seat}: {format_body(move)}"


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad_move", message)


def parse_body(text: str) -> LgMove:
    """A move without its seat prefix; IllegalMove('bad_move') if it does not parse."""
    tokens = text.split()
    if not tokens:
        raise _bad("empty move")
    verb, args = tokens[0], tokens[1:]
    if verb == ROLL:
        if args:
            raise _bad("roll takes no arguments")
        return ROLL_MOVE
    if verb == PLACE:
        if len(args) != 2:
            raise _bad("place takes a colour and a value: place <colour> <value>")
        colour, token = args
        if colour not in PLACES:
            raise _bad(f"unknown colour {shown(colour)} ({' '.join(COLOURS)})")
        value = read_int(token)
        if value is None or not 1 <= value <= 6:
            raise _bad(f"a die value is 1 to 6, not {shown(token)}")
        return PLACES[colour][value]
    raise _bad(f"unknown move {shown(verb)} (place, roll)")


def parse_move(text: str, players: int) -> tuple[int, LgMove]:
    """Parse ``"<seat>: <move>"`` for a game of `players` seats."""
    seat, body = split_seat(text, players)
    return seat, parse_body(body)
