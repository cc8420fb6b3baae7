"""Moves and the move grammar of docs/kakerlakenpoker-protocol.md §2, parsed in one place."""

from __future__ import annotations

from typing import NamedTuple

from larry_core.errors import IllegalMove
from larry_core.games.grammar import read_int, shown, split_seat
from larry_core.games.kakerlake.cards import CLAIMS, INDEX

OFFER, CALL, LOOK, PASS, LAY = "offer", "call", "look", "pass", "lay"
VERBS = (OFFER, CALL, LOOK, PASS, LAY)

# Rejection codes of the protocol (§3), spelled exactly.
REJECTION_CODES: frozenset[str] = frozenset({
    "bad_move", "game_over", "not_your_turn", "must_offer", "must_answer", "must_pass",
    "must_lay", "no_such_card", "bad_target", "must_call", "already_seen", "bad_penalty",
})


class KpMove(NamedTuple):
    """One move: `card` a card code, `cards` the codes of a lay, `target` a seat (-1 unused)."""

    verb: str
    target: int = -1
    card: str = ""
    claim: str = ""
    call: bool = False
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        return format_body(self)


def offer(target: int, card: str, claim: str) -> KpMove:
    return KpMove(OFFER, target, card, claim)


def call(believe: bool) -> KpMove:
    return KpMove(CALL, call=believe)


LOOK_MOVE = KpMove(LOOK)


def pass_on(target: int, claim: str) -> KpMove:
    return KpMove(PASS, target, claim=claim)


def lay(*cards: str) -> KpMove:
    return KpMove(LAY, cards=tuple(cards))


def format_body(m: KpMove) -> str:
    """The grammar text of a move, without the seat prefix."""
    if m.verb == OFFER:
        return f"offer {m.target} {m.card} {m.claim}"
    if m.verb == CALL:
        return f"call {'true' if m.call else 'false'}"
    if m.verb == PASS:
        return f"pass {m.target} {m.claim}"
    if m.verb == LAY:
        return " ".join((LAY, *m.cards))
    return m.verb


def format_move(seat: int, m: KpMove) -> str:
    return f"{seat}: {format_body(m)}"


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad_move", message)


def _target(token: str) -> int:
    value = read_int(token)
    if value is None:
        raise _bad(f"the target must be an integer, not {shown(token)}")
    return value


def _card(token: str) -> str:
    if token not in INDEX:
        raise _bad(f"unknown card code {shown(token)}")
    return token


def _claim(token: str) -> str:
    if token not in CLAIMS:
        raise _bad(f"unknown claim {shown(token)} (bat fly rat cockroach toad scorpion "
                   "stinkbug royal)")
    return token


def parse_body(text: str) -> KpMove:
    """Parse a move without its seat prefix; raise IllegalMove('bad_move') if malformed."""
    tokens = text.split()
    if not tokens:
        raise _bad("empty move")
    verb, args = tokens[0], tokens[1:]
    if verb == OFFER:
        if len(args) != 3:
            raise _bad("offer takes a target, a card and a claim: offer <target> <card> <claim>")
        return KpMove(OFFER, _target(args[0]), _card(args[1]), _claim(args[2]))
    if verb == CALL:
        if len(args) != 1 or args[0] not in ("true", "false"):
            raise _bad("call takes true or false: call true | call false")
        return call(args[0] == "true")
    if verb == LOOK:
        if args:
            raise _bad("look takes no arguments")
        return LOOK_MOVE
    if verb == PASS:
        if len(args) != 2:
            raise _bad("pass takes a target and a claim: pass <target> <claim>")
        return KpMove(PASS, _target(args[0]), claim=_claim(args[1]))
    if verb == LAY:
        if not 1 <= len(args) <= 2:
            raise _bad("lay takes one or two cards: lay <card> [<card>]")
        return KpMove(LAY, cards=tuple(_card(a) for a in args))
    raise _bad(f"unknown move {shown(verb)} (offer, call, look, pass, lay)")


def parse_move(text: str, players: int) -> tuple[int, KpMove]:
    """Parse `"<seat>: <move>"` for a game of `players` seats."""
    seat, body = split_seat(text, players)
    return seat, parse_body(body)
