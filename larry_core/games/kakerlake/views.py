"""What one seat may know, and what everybody may know (docs/kakerlakenpoker-rules.md §12).

A renderer or an AI gets one of these, never the `KpGame`: a view cannot leak a hand, or the
card on offer, that it was never given. `KpSeatView.protocol()` is exactly the per-seat view
of docs/kakerlakenpoker-protocol.md §5.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from larry_core.games.kakerlake.cards import CODES, JOKER, codes
from larry_core.games.kakerlake.rules import KpRules

if TYPE_CHECKING:
    from larry_core.games.kakerlake.engine import KpGame


@dataclass(frozen=True, slots=True)
class KpOfferView:
    """The card travelling face down, as everybody sees it: who offers it to whom with what
    claim, and who has looked at it (the card itself is in the seat views of those)."""

    frm: int
    to: int
    claim: str
    seen: tuple[int, ...]
    chain: tuple[tuple[int, int, str], ...]  # its claims so far, oldest first (from, to, claim)


@dataclass(frozen=True, slots=True)
class KpPendingView:
    """A special-card penalty due: `card` the special card collected, `claim` the last claim."""

    seat: int
    card: str
    claim: str

    def as_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "card": self.card, "claim": self.claim}


@dataclass(frozen=True, slots=True)
class KpPublicView:
    players: int
    rules: KpRules
    set_limit: int  # cards of one animal in a display that lose
    phase: str
    to_move: int | None
    hand_sizes: tuple[int, ...]
    displays: tuple[tuple[str, ...], ...]
    penalty_top: str | None  # the face-up card of the penalty pile
    penalty_size: int
    offer: KpOfferView | None
    pending: KpPendingView | None
    loser: int | None
    reason: str | None
    winners: tuple[int, ...] | None
    moves_applied: int

    @property
    def scores(self) -> tuple[int, ...]:
        """1 for each winner, 0 for the loser (and for everyone while the game runs)."""
        won = self.winners or ()
        return tuple(1 if s in won else 0 for s in range(self.players))

    def count(self, seat: int, animal: str) -> int:
        """Display cards of `seat` showing `animal` (plain and royal, and the joker where a
        laid-out joker counts for every animal)."""
        shown = self.displays[seat]
        total = shown.count(animal) + shown.count(f"royal_{animal}")
        if self.rules.joker_in_display == "wild":
            total += shown.count(JOKER)
        return total


@dataclass(frozen=True, slots=True)
class KpSeatView:
    seat: int
    hand: tuple[str, ...]
    offer_card: str | None  # the card on offer, if this seat has looked at it
    public: KpPublicView

    def protocol(self) -> dict[str, Any]:
        """Exactly the per-seat view of the replay protocol (§5), key order included."""
        pub = self.public
        offer = None
        if pub.offer is not None:
            offer = {"from": pub.offer.frm, "to": pub.offer.to, "claim": pub.offer.claim,
                     "seen": list(pub.offer.seen), "card": self.offer_card}
        return {
            "seat": self.seat, "phase": pub.phase, "to_move": pub.to_move,
            "hand": list(self.hand),
            "hand_sizes": list(pub.hand_sizes),
            "displays": [list(d) for d in pub.displays],
            "penalty_top": pub.penalty_top,
            "penalty_size": pub.penalty_size,
            "offer": offer,
            "pending": None if pub.pending is None else pub.pending.as_dict(),
            "loser": pub.loser, "reason": pub.reason,
            "winners": None if pub.winners is None else list(pub.winners),
        }


def public_view(game: KpGame) -> KpPublicView:
    offer = game.offer
    pending = game.pending
    return KpPublicView(
        players=game.n,
        rules=game.rules,
        set_limit=game.set_limit,
        phase=game.phase,
        to_move=game.to_move,
        hand_sizes=tuple(sum(h) for h in game.hands),
        displays=tuple(tuple(codes(d)) for d in game.displays),
        penalty_top=CODES[game.penalty[0]] if game.penalty else None,
        penalty_size=len(game.penalty),
        offer=None if offer is None else KpOfferView(
            offer.frm, offer.to, offer.claim, tuple(sorted(offer.seen)), tuple(offer.chain)),
        pending=None if pending is None else KpPendingView(
            pending.seat, CODES[pending.card], pending.claim),
        loser=game.loser,
        reason=game.reason,
        winners=None if game.winners is None else tuple(game.winners),
        moves_applied=game.moves_applied,
    )


def seat_view(game: KpGame, seat: int) -> KpSeatView:
    offer = game.offer
    shown = CODES[offer.card] if offer is not None and seat in offer.seen else None
    return KpSeatView(seat=seat, hand=tuple(codes(game.hands[seat])), offer_card=shown,
                      public=public_view(game))
