"""A seat's request (in the spirit of Pokémon Showdown's choice requests): everything a
front end needs to offer a Larry player their choices, so that no front end recomputes the
rules. Built from `Game.legal_moves(seat)` and the seat's view."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from larry_core.games.larry.cards import CODES, GIFT, INDEX, NUMBER_KINDS, VALUES
from larry_core.games.larry.moves import PLACE, Move, format_body

if TYPE_CHECKING:
    from larry_core.games.larry.engine import Game
    from larry_core.games.larry.views import SeatView

NO_TARGET = -1  # a face-up play without a target (reverse)


@dataclass(slots=True)
class CardMoves:
    """The legal moves of one card kind, by what the form's buttons name."""

    places: dict[int, Move] = field(default_factory=dict)  # face down, by claim
    plays: dict[int, Move] = field(default_factory=dict)  # face up, by target
    gifts: dict[tuple[int, int], Move] = field(default_factory=dict)  # (target, gift card)


class Request:
    """What `seat` may do now, from the engine's legal-move list, indexed the way a front
    end asks: the cards with a move, each card's claims face down and targets face up, the
    gifts, the honest sum of a card, and the one claim a mark allows.

    The list is kept as the engine gives it (a few segments, `larry_core.games.larry.legal`),
    not as a move object per legal move: a hand allows a hundred-odd, and every open form held them
    all (30,000 at 1,000 tables, walked again by each collection of young objects). The
    moves of the card being chosen are built when it is asked about, and kept until
    another card is."""

    __slots__ = ("_card", "_gift_targets", "_kinds", "_moves", "_of", "claim", "marked", "seat")

    def __init__(self, game: Game, seat: int, view: SeatView | None = None) -> None:
        """`view`: the seat's view, if the caller has it already."""
        view = view or game.seat_view(seat)
        self.seat = seat
        self.claim: int | None = view.public.claim  # the standing claim
        self.marked = view.marked  # an open mark: a number card allows one claim
        moves = game.legal_moves(seat)
        self._moves = moves
        kinds, gift_targets = moves.card_kinds()
        if gift_targets:
            kinds.add(GIFT)
        self._kinds = tuple(sorted(kinds))
        self._gift_targets = tuple(sorted(gift_targets))
        self._card = -1
        self._of = CardMoves()

    def moves_of(self, kind: int) -> CardMoves:
        """The moves of card kind `kind` (the last kind asked about is kept)."""
        if kind != self._card:
            out = CardMoves()
            for m in self._moves.of_card(kind):
                if m.kind == PLACE:
                    out.places[m.claim] = m
                elif kind == GIFT:
                    out.gifts[m.target, m.gift] = m
                else:
                    out.plays[m.target] = m
            self._card, self._of = kind, out
        return self._of

    def moves(self) -> list[str]:
        """Every legal move of this seat as grammar text (built on demand: a hundred-odd)."""
        return [format_body(m) for m in self._moves]

    def cards(self) -> list[str]:
        """Codes of the card kinds with any move, in canonical order."""
        return [CODES[k] for k in self._kinds]

    def claims(self, card: str) -> list[int]:
        return sorted(self.moves_of(INDEX[card]).places)

    def targets(self, card: str) -> list[int]:
        """Face-up targets of an action card (NO_TARGET for reverse)."""
        if card == "gift":
            return list(self._gift_targets)
        return sorted(self.moves_of(INDEX[card]).plays)

    def gift_cards(self, target: int) -> list[str]:
        return [CODES[g] for t, g in sorted(self.moves_of(GIFT).gifts) if t == target]

    def honest(self, card: str) -> int:
        """The standing claim plus what `card` adds face down (Larry and actions add 0)."""
        return (self.claim or 0) + VALUES[INDEX[card]]

    def forced(self, card: str) -> int | None:
        """Under an open mark, the one claim a number card allows."""
        claims = self.claims(card)
        if self.marked and INDEX[card] < NUMBER_KINDS and len(claims) == 1:
            return claims[0]
        return None

    def resolve(self, choice: str, card: str, number: int | None) -> Move | None:
        """The legal move a choice stands for ("claim" `card` face down as `number`, "up":
        play it face up at target `number`, None for none; "give" `card` to seat
        `number`), or None if it is not one this seat has."""
        kind = INDEX[card]
        if choice == "claim" and number is not None:
            return self.moves_of(kind).places.get(number)
        if choice == "up" and kind != GIFT:
            return self.moves_of(kind).plays.get(NO_TARGET if number is None else number)
        if choice == "give" and number is not None:
            return self.moves_of(GIFT).gifts.get((number, kind))
        return None
