"""Kniffel moves and their grammar (docs/dice-protocol.md §2.1, §3.2), parsed in one place."""

from __future__ import annotations

from typing import NamedTuple

from larry_core.errors import IllegalMove
from larry_core.games.grammar import read_int, shown, split_seat
from larry_core.games.kniffel.boxes import BOXES, INDEX, KEEPS

ROLL, KEEP, SCORE = "roll", "keep", "score"
VERBS = (ROLL, KEEP, SCORE)

# Rejection codes of the protocol (§3.3), spelled exactly.
REJECTION_CODES: frozenset[str] = frozenset({
    "bad_move", "game_over", "not_your_turn", "must_roll", "no_rolls_left", "nothing_to_roll",
    "no_such_dice", "box_filled", "must_score_upper", "must_score_lower",
})


class KnMove(NamedTuple):
    """One move: `values` the kept dice of a `keep` (ascending), `box` the box index of a
    `score` (-1 unused)."""

    verb: str
    values: tuple[int, ...] = ()
    box: int = -1

    def __str__(self) -> str:
        return format_body(self)


ROLL_MOVE = KnMove(ROLL)
SCORE_MOVES = tuple(KnMove(SCORE, box=i) for i in range(len(BOXES)))
# The keep moves of every sorted roll, in KEEPS order (shared, immutable).
KEEP_MOVES: dict[tuple[int, ...], tuple[KnMove, ...]] = {
    dice: tuple(KnMove(KEEP, kept) for kept in keeps) for dice, keeps in KEEPS.items()}


def keep(*values: int) -> KnMove:
    return KnMove(KEEP, tuple(sorted(values)))


def score(box: str) -> KnMove:
    return SCORE_MOVES[INDEX[box]]


def format_body(m: KnMove) -> str:
    """The canonical grammar text of a move, without the seat prefix (keep values
    ascending)."""
    if m.verb == KEEP:
        return " ".join((KEEP, *map(str, m.values)))
    if m.verb == SCORE:
        return f"{SCORE} {BOXES[m.box]}"
    return m.verb


def format_move(seat: int, m: KnMove) -> str:
    return f"{seat}: {format_body(m)}"


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad_move", message)


def parse_body(text: str) -> KnMove:
    """Parse a move without its seat prefix; raise IllegalMove('bad_move') if malformed."""
    tokens = text.split()
    if not tokens:
        raise _bad("empty move")
    verb, args = tokens[0], tokens[1:]
    if verb == ROLL:
        if args:
            raise _bad("roll takes no arguments")
        return ROLL_MOVE
    if verb == KEEP:
        if not 1 <= len(args) <= 5:
            raise _bad("keep takes one to five die values: keep <v> [<v> ...]")
        values = []
        for token in args:
            value = read_int(token)
            if value is None or not 1 <= value <= 6:
                raise _bad(f"a die value is 1 to 6, not {shown(token)}")
            values.append(value)
        return KnMove(KEEP, tuple(sorted(values)))
    if verb == SCORE:
        if len(args) != 1:
            raise _bad("score takes one box: score <box>")
        box = INDEX.get(args[0])
        if box is None:
            raise _bad(f"unknown box {shown(args[0])} ({' '.join(BOXES)})")
        return SCORE_MOVES[box]
    raise _bad(f"unknown move {shown(verb)} (roll, keep, score)")


def parse_move(text: str, players: int) -> tuple[int, KnMove]:
    """Parse `"<seat>: <move>"` for a game of `players` seats."""
    seat, body = split_seat(text, players)
    return seat, parse_body(body)
