"""The moves of Va banque and their grammar (docs/dice-protocol.md §2.1, §5.3): a move is
the name of an operation, ``"<seat>: add|sub|mul|div"``."""

from __future__ import annotations

from larry_core.errors import IllegalMove
from larry_core.games.grammar import shown, split_seat

ADD, SUB, MUL, DIV = "add", "sub", "mul", "div"
OPS: tuple[str, ...] = (ADD, SUB, MUL, DIV)  # the canonical order (dice-rules.md §0)
SYMBOLS = {ADD: "+", SUB: "−", MUL: "×", DIV: "÷"}

# Rejection codes of the protocol (§5.4), spelled exactly, in the order they are checked.
REJECTION_CODES: tuple[str, ...] = ("bad_move", "game_over", "not_your_turn", "op_used",
                                    "not_exact")

VbMove = str  # one of OPS


def combine(op: str, total: int, die: int, last: bool = False) -> int:
    """`total op die` (C5): a division at throws 2–4 is exact by the time it is applied; the
    fifth throw's division drops the remainder, rounding toward zero (C5.4, C10.5)."""
    if op == ADD:
        return total + die
    if op == SUB:
        return total - die
    if op == MUL:
        return total * die
    if last:
        quotient = abs(total) // die
        return -quotient if total < 0 else quotient
    return total // die


def parse_body(text: str) -> VbMove:
    """A move without its seat prefix; IllegalMove('bad_move') if it is not one operation."""
    tokens = text.split()
    if not tokens:
        raise IllegalMove("bad_move", "empty move")
    verb = tokens[0]
    if verb not in OPS:
        raise IllegalMove("bad_move", f"unknown move {shown(verb)} (add, sub, mul, div)")
    if len(tokens) > 1:
        raise IllegalMove("bad_move", f"{verb} takes no arguments")
    return verb


def parse_move(text: str, players: int) -> tuple[int, VbMove]:
    """Parse ``"<seat>: <op>"`` for a game of `players` seats."""
    seat, body = split_seat(text, players)
    return seat, parse_body(body)


def format_move(seat: int, move: VbMove) -> str:
    return f"{seat}: {move}"
