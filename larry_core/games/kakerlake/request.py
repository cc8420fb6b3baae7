"""A seat's request (in the spirit of Pokémon Showdown's choice requests): what a
Kakerlakenpoker player may do now, grouped the way a front end asks — the cards to offer and
whom to, the answers, the receivers a looked-at card may go on to, the lay-outs that pay a
penalty — so that no front end recomputes the rules. Built from `KpGame.legal_moves(seat)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from larry_core.games.kakerlake.cards import CLAIMS, INDEX
from larry_core.games.kakerlake.moves import CALL, LAY, LOOK, OFFER, PASS, KpMove, format_body

if TYPE_CHECKING:
    from larry_core.games.kakerlake.engine import KpGame


def _ordered(cards: set[str]) -> list[str]:
    return sorted(cards, key=INDEX.__getitem__)


class KpRequest:
    """The legal moves of `seat`, asked about by verb: `offer` (a card, a receiver, a
    claim), `call`/`look` (the answers), `pass` (a receiver who has not seen the card, a
    claim), `lay` (one matching card, or any two)."""

    __slots__ = ("legal", "seat")

    def __init__(self, game: KpGame, seat: int) -> None:
        self.seat = seat
        self.legal: tuple[KpMove, ...] = tuple(game.legal_moves(seat))

    def moves(self) -> list[str]:
        return [format_body(m) for m in self.legal]

    def verbs(self) -> set[str]:
        """What kinds of move this seat has now (empty: it is not this seat's move)."""
        return {m.verb for m in self.legal}

    def cards(self, verb: str, first: str | None = None) -> list[str]:
        """Offer: the card kinds that may be offered. Lay: the first cards of any lay-out,
        or with `first` chosen, the cards that may be laid beside it."""
        if verb == OFFER:
            return _ordered({m.card for m in self.legal if m.verb == OFFER})
        lays = [m.cards for m in self.legal if m.verb == LAY]
        if first is None:
            return _ordered({c for cards in lays for c in cards})
        return _ordered({c for cards in lays if len(cards) == 2 and first in cards
                         for c in cards if c != first or cards.count(c) == 2})

    def targets(self, verb: str) -> list[int]:
        """The receivers of an offer or a pass."""
        return sorted({m.target for m in self.legal if m.verb == verb})

    def claims(self) -> tuple[str, ...]:
        """What an offer or a pass may claim: any animal, or "royal"."""
        return CLAIMS

    def can_look(self) -> bool:
        return any(m.verb == LOOK for m in self.legal)

    def alone(self, card: str) -> bool:
        """Whether `card` alone pays the penalty (it matches the claim, or is the last)."""
        return KpMove(LAY, cards=(card,)) in self.legal

    def resolve(self, verb: str, *, card: str | None = None, target: int | None = None,
                claim: str | None = None, second: str | None = None,
                call: bool | None = None) -> KpMove | None:
        """The legal move these choices stand for, or None if it is not one this seat has
        (a lay's two cards in either order)."""
        if verb == OFFER and card is not None and target is not None and claim is not None:
            move = KpMove(OFFER, target, card, claim)
        elif verb == PASS and target is not None and claim is not None:
            move = KpMove(PASS, target, claim=claim)
        elif verb == CALL and call is not None:
            move = KpMove(CALL, call=call)
        elif verb == LOOK:
            move = KpMove(LOOK)
        elif verb == LAY and card is not None:
            cards = sorted((card,) if second is None else (card, second))
            return next((m for m in self.legal if m.verb == LAY and sorted(m.cards) == cards),
                        None)
        else:
            return None
        return move if move in self.legal else None
