"""The Kakerlakenpoker Royal state and its moves (docs/kakerlakenpoker-rules.md, -protocol.md).

`KpGame.apply(seat, move)` either applies a legal move and returns its events, or raises
`IllegalMove` and changes nothing: every check runs before the first mutation. The only
random choices (the shuffle and the start seat) are made at setup from `random.Random(seed)`
exactly as the protocol's §1 spells them, so a game is its seed, options, deal and moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.base import Results
from larry_core.games.kakerlake.cards import (
    ANIMAL_OF,
    ANIMALS,
    CLAIMS,
    CODES,
    CROWNED,
    INDEX,
    IS_ROYAL,
    JOKER_I,
    KINDS,
    PLAIN,
    SPECIALS,
    claim_true,
    codes,
    deck_counts,
    matches,
)
from larry_core.games.kakerlake.moves import CALL, LAY, LOOK, OFFER, PASS, KpMove
from larry_core.games.kakerlake.request import KpRequest
from larry_core.games.kakerlake.rules import KpRules
from larry_core.games.kakerlake.views import KpPublicView, KpSeatView, public_view, seat_view

OFFER_PHASE, ANSWER, PASS_PHASE, PENALTY, OVER = "offer", "answer", "pass", "penalty", "over"
Event = dict[str, Any]
# An explicit deal: hands, penalty pile (top first), displays — card codes.
Deal = tuple[Sequence[Sequence[str]], Sequence[str], Sequence[Sequence[str]] | None]


@dataclass(slots=True)
class Offer:
    """The card travelling face down: `frm` the current offerer, `to` the receiver;
    `chain` its claims so far, oldest first, as (from, to, claim) (public: only the card is
    hidden)."""

    card: int
    frm: int
    to: int
    claim: str
    seen: set[int] = field(default_factory=set)
    chain: list[tuple[int, int, str]] = field(default_factory=list)

    def as_dict(self, card: str | None) -> dict[str, Any]:
        return {"card": card, "from": self.frm, "to": self.to, "claim": self.claim,
                "seen": sorted(self.seen)}


@dataclass(slots=True)
class Pending:
    """A special-card penalty due: `card` the special card just collected, `claim` the
    last claim."""

    seat: int
    card: int
    claim: str

    def as_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "card": CODES[self.card], "claim": self.claim}


class KpGame:
    """One game of Kakerlakenpoker Royal. Deterministic for (players, rules, seed, deal, start)."""


    def __init__(self, players: int, rules: KpRules | None = None, seed: int = 0,
                 deal: Deal | None = None, start: int | None = None) -> None:
        if not 2 <= players <= 6:
            raise ValueError("players must be an integer from 2 to 6")
        self.n = players
        self.rules = rules or KpRules()
        self.seed = seed
        self.set_limit = self.rules.set_limit(players)
        self.deck = deck_counts(self.rules.special_cards)
        self.hands = [[0] * KINDS for _ in range(players)]
        self.displays = [[0] * KINDS for _ in range(players)]
        self.penalty: list[int] = []  # top first: penalty[0] is face up
        self.offer: Offer | None = None
        self.pending: Pending | None = None
        self.loser: int | None = None
        self.reason: str | None = None
        self.winners: list[int] | None = None
        self.moves_applied = 0
        rng = random.Random(seed)
        if deal is None:
            deck = [i for i, count in enumerate(self.deck) for _ in range(count)]
            rng.shuffle(deck)
        if start is None:
            start = rng.randrange(players)
        elif not 0 <= start < players:
            raise ValueError(f"start must be a seat from 0 to {players - 1}")
        if deal is None:
            self._deal_shuffled(deck, start)
        else:
            self._deal_explicit(deal)
        self.start = start
        self.phase = OFFER_PHASE
        self.to_move: int | None = start
        # A deal may start a finished game (protocol §1, "Start of play").
        self.setup_events: list[Event] = []
        self._end_checks(self.setup_events)

    # ----------------------------------------------------------------- dealing
    def _deal_shuffled(self, deck: list[int], start: int) -> None:
        size = self.rules.penalty_cards(self.n)
        self.penalty = deck[:size]
        rest = deck[size:]
        q, r = divmod(len(rest), self.n)
        for k in range(q * self.n):
            self.hands[(start + k) % self.n][rest[k]] += 1
        if r > 0:
            self.hands[start][rest[q * self.n]] += 1
            self.penalty.extend(rest[q * self.n + 1:])  # leftovers under the pile

    def _deal_explicit(self, deal: Deal) -> None:
        hands, penalty, displays = deal
        if len(hands) != self.n:
            raise ValueError(f"deal.hands must be a list of exactly {self.n} hands")
        if displays is not None and len(displays) != self.n:
            raise ValueError(f"deal.displays must be a list of exactly {self.n} displays")
        left = list(self.deck)

        def take(code: str) -> int:
            card = INDEX.get(code, -1)
            if card < 0 or self.deck[card] == 0:
                raise ValueError(f"{code!r} is not a card of this deck" if card >= 0
                                 else f"unknown card code {code!r}")
            left[card] -= 1
            return card

        for seat, hand in enumerate(hands):
            for code in hand:
                self.hands[seat][take(code)] += 1
        for seat, shown in enumerate(displays or ()):
            for code in shown:
                self.displays[seat][take(code)] += 1
        self.penalty = [take(code) for code in penalty]
        over = [CODES[k] for k, c in enumerate(left) if c < 0]
        if over:
            raise ValueError(f"the deal lists more cards than the deck holds: {', '.join(over)}")

    def copy(self) -> KpGame:
        """An independent copy: apply a move to it, keep it if that worked."""
        new = KpGame.__new__(KpGame)
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.displays = [list(d) for d in self.displays]
        new.penalty = list(self.penalty)
        if self.offer is not None:
            o = self.offer
            new.offer = Offer(o.card, o.frm, o.to, o.claim, set(o.seen), list(o.chain))
        new.setup_events = list(self.setup_events)
        return new

    # ------------------------------------------------------------------ queries
    @property
    def over(self) -> bool:
        return self.phase == OVER

    def hand(self, seat: int) -> list[str]:
        return codes(self.hands[seat])

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def count(self, seat: int, animal: str) -> int:
        """Display cards of `seat` showing `animal` (plain + royal, + jokers when wild)."""
        shown = self.displays[seat]
        total = shown[PLAIN[animal]] + shown[CROWNED[animal]]
        if self.rules.joker_in_display == "wild":
            total += shown[JOKER_I]
        return total

    def can_pass(self, seat: int) -> bool:
        """Whether someone besides `seat` has not seen the card on offer."""
        assert self.offer is not None
        return any(s != seat and s not in self.offer.seen for s in range(self.n))

    # ------------------------------------------- the game seam (base.GameState)
    def actors(self) -> list[int]:
        """Only the player whose move is expected ever acts (RULES §15)."""
        return [] if self.over or self.to_move is None else [self.to_move]

    def turn(self) -> int | None:
        return None if self.over else self.to_move

    def request(self, seat: int) -> KpRequest:
        return KpRequest(self, seat)

    def public_view(self) -> KpPublicView:
        return public_view(self)

    def seat_view(self, seat: int) -> KpSeatView:
        """What `seat` may know (RULES §12), with the public rule options that players and
        AIs need to judge risks."""
        return seat_view(self, seat)

    def results(self) -> Results:
        """No score in this game: 1 for each winner, 0 for the loser (and for everyone
        while the game runs)."""
        won = tuple(self.winners or ())
        return Results(tuple(1 if s in won else 0 for s in range(self.n)), won)

    # ------------------------------------------------------------------- moves
    def apply(self, seat: int, move: KpMove) -> list[Event]:
        """Apply one move by `seat`; raise IllegalMove (nothing changed) if it is illegal."""
        if self.phase == OVER:
            raise IllegalMove("game_over", "the game is over")
        if seat != self.to_move:
            raise IllegalMove("not_your_turn",
                              f"it is seat {self.to_move}'s move, not seat {seat}'s",
                              seat=seat, to_move=self.to_move)
        verb = move.verb
        if self.phase == OFFER_PHASE and verb != OFFER:
            raise IllegalMove("must_offer", f"seat {seat} must offer a card")
        if self.phase == ANSWER and verb not in (CALL, LOOK, PASS):
            raise IllegalMove("must_answer", f"seat {seat} must call, look or pass")
        if self.phase == PASS_PHASE and verb != PASS:
            raise IllegalMove("must_pass", f"seat {seat} must pass")
        if self.phase == PENALTY and verb != LAY:
            raise IllegalMove("must_lay", f"seat {seat} must lay out cards")
        events: list[Event] = []
        if verb == OFFER:
            self._offer(seat, move, events)
        elif verb == CALL:
            self._call(seat, move.call, events)
        elif verb == LOOK:
            self._check_can_pass(seat)
            self._look(seat, events)
        elif verb == PASS:
            self._pass(seat, move, events)
        else:
            self._lay(seat, move.cards, events)
        self.moves_applied += 1
        self._end_checks(events)
        return events

    def _check_target(self, seat: int, target: int) -> None:
        if not 0 <= target < self.n or target == seat:
            raise IllegalMove("bad_target", f"seat {target} is not another seat of this game",
                              target=target)

    def _check_can_pass(self, seat: int) -> None:
        if not self.can_pass(seat):
            raise IllegalMove("must_call", f"every other player has seen the card: seat {seat} "
                              "must call")

    def _offer(self, seat: int, m: KpMove, events: list[Event]) -> None:
        card = INDEX[m.card]
        if self.hands[seat][card] == 0:
            raise IllegalMove("no_such_card", f"seat {seat} holds no {m.card}", card=m.card)
        self._check_target(seat, m.target)
        self.hands[seat][card] -= 1
        self.offer = Offer(card, seat, m.target, m.claim, {seat}, [(seat, m.target, m.claim)])
        self.phase, self.to_move = ANSWER, m.target
        events.append({"type": "offered", "seat": seat, "to": m.target, "claim": m.claim})
        events.append(_seen(seat, card))

    def _look(self, seat: int, events: list[Event]) -> None:
        assert self.offer is not None
        self.offer.seen.add(seat)
        self.phase = PASS_PHASE
        events.append({"type": "looked", "seat": seat})
        events.append(_seen(seat, self.offer.card))

    def _pass(self, seat: int, m: KpMove, events: list[Event]) -> None:
        offer = self.offer
        assert offer is not None
        if self.phase == ANSWER:
            self._check_can_pass(seat)
        self._check_target(seat, m.target)
        if m.target in offer.seen:
            raise IllegalMove("already_seen", f"seat {m.target} has already seen the card",
                              target=m.target)
        if self.phase == ANSWER:
            self._look(seat, events)
        offer.frm, offer.to, offer.claim = seat, m.target, m.claim
        offer.chain.append((seat, m.target, m.claim))
        self.phase, self.to_move = ANSWER, m.target
        events.append({"type": "passed", "seat": seat, "to": m.target, "claim": m.claim})

    def _call(self, seat: int, believe: bool, events: list[Event]) -> None:
        offer = self.offer
        assert offer is not None
        truth = claim_true(offer.card, offer.claim)
        right = believe == truth
        collector = offer.frm if right else seat
        card = offer.card
        self.offer = None
        events.append({"type": "called", "seat": seat, "call": believe})
        events.append({"type": "revealed", "card": CODES[card], "claim": offer.claim,
                       "truth": truth, "right": right})
        self.to_move = collector
        if card in SPECIALS:
            self.hands[collector][card] += 1
            self.pending = Pending(collector, card, offer.claim)
            self.phase = PENALTY
            events.append({"type": "collected", "seat": collector, "card": CODES[card],
                           "to": "hand"})
            events.append({"type": "penalty_due", "seat": collector, "claim": offer.claim})
            return
        self.displays[collector][card] += 1
        self.phase = OFFER_PHASE
        events.append({"type": "collected", "seat": collector, "card": CODES[card],
                       "to": "display"})
        if IS_ROYAL[card]:
            self._draw(collector, events)

    def _lay(self, seat: int, cards: tuple[str, ...], events: list[Event]) -> None:
        pending = self.pending
        assert pending is not None
        need = [0] * KINDS
        for code in cards:
            need[INDEX[code]] += 1
        hand = self.hands[seat]
        if any(need[i] > hand[i] for i in range(KINDS)):
            raise IllegalMove("no_such_card", f"seat {seat} does not hold {' '.join(cards)}",
                              cards=" ".join(cards))
        if need[pending.card]:
            raise IllegalMove("bad_penalty", f"the {CODES[pending.card]} just collected cannot "
                              "be laid out", card=CODES[pending.card])
        others = sum(hand) - 1
        if len(cards) == 1 and not matches(INDEX[cards[0]], pending.claim) and others >= 2:
            raise IllegalMove("bad_penalty", f"{cards[0]} does not match the claim "
                              f"{pending.claim}: lay out a matching card or two cards",
                              card=cards[0], claim=pending.claim)
        for i in range(KINDS):
            hand[i] -= need[i]
            self.displays[seat][i] += need[i]
        self.pending = None
        self.phase = OFFER_PHASE
        events.append({"type": "laid", "seat": seat, "cards": list(cards)})
        for code in cards:
            if IS_ROYAL[INDEX[code]]:
                self._draw(seat, events)

    def _draw(self, seat: int, events: list[Event]) -> None:
        """Draw penalty cards for one royal card (protocol §4.4, the chain included)."""
        while True:
            if not self.penalty:
                events.append({"type": "penalty_empty", "seat": seat})
                return
            card = self.penalty.pop(0)
            if card in SPECIALS and self.rules.penalty_special == "hand":
                self.hands[seat][card] += 1
                to = "hand"
            else:
                self.displays[seat][card] += 1
                to = "display"
            events.append({"type": "penalty_drawn", "seat": seat, "card": CODES[card], "to": to})
            if self.penalty:
                events.append({"type": "turned_up", "card": CODES[self.penalty[0]]})
            if not (IS_ROYAL[card] and self.rules.royal_chain):
                return

    def _end_checks(self, events: list[Event]) -> None:
        """Protocol §4.6: a set (first seat, first animal) else a player without cards."""
        if self.phase == OVER:
            return
        for seat in range(self.n):
            for animal in ANIMALS:
                if self.count(seat, animal) >= self.set_limit:
                    self._end(seat, "set", events, animal)
                    return
        mover = self.to_move
        if mover is None:
            return
        held = sum(self.hands[mover])
        if (self.phase == OFFER_PHASE and held == 0) or (self.phase == PENALTY and held <= 1):
            self._end(mover, "no_cards", events)

    def _end(self, loser: int, reason: str, events: list[Event], animal: str | None = None) -> None:
        self.phase = OVER
        self.to_move = None
        self.offer = None
        self.pending = None
        self.loser, self.reason = loser, reason
        self.winners = [s for s in range(self.n) if s != loser]
        event: Event = {"type": "game_over", "loser": loser, "reason": reason,
                        "winners": list(self.winners)}
        if animal is not None:
            event["animal"] = animal
        events.append(event)

    # ---------------------------------------------------------------- legal moves
    def legal_moves(self, seat: int) -> list[KpMove]:
        """Every move `seat` may make now (empty when it is not that seat's move)."""
        if self.phase == OVER or seat != self.to_move:
            return []
        others = [s for s in range(self.n) if s != seat]
        if self.phase == OFFER_PHASE:
            return [KpMove(OFFER, t, CODES[c], claim)
                    for c in range(KINDS) if self.hands[seat][c]
                    for t in others for claim in CLAIMS]
        if self.phase in (ANSWER, PASS_PHASE):
            assert self.offer is not None
            out = [] if self.phase == PASS_PHASE else [KpMove(CALL, call=True),
                                                       KpMove(CALL, call=False)]
            if self.can_pass(seat):
                if self.phase == ANSWER:
                    out.append(KpMove(LOOK))
                out += [KpMove(PASS, t, claim=claim) for t in others
                         if t not in self.offer.seen for claim in CLAIMS]
            return out
        assert self.pending is not None
        return self.penalty_options(seat)

    def penalty_options(self, seat: int) -> list[KpMove]:
        """The lay-outs that pay the pending penalty: one matching card, or any two."""
        assert self.pending is not None
        hand = list(self.hands[seat])
        hand[self.pending.card] -= 1
        kinds = [c for c in range(KINDS) if hand[c]]
        if sum(hand) == 1:
            return [KpMove(LAY, cards=(CODES[kinds[0]],))]
        out = [KpMove(LAY, cards=(CODES[c],)) for c in kinds if matches(c, self.pending.claim)]
        for i, a in enumerate(kinds):
            for b in kinds[i:]:
                if a != b or hand[a] >= 2:
                    out.append(KpMove(LAY, cards=(CODES[a], CODES[b])))
        return out

    # ------------------------------------------------------------------ output
    def state_dict(self) -> dict[str, Any]:
        """The omniscient state of protocol §4.1."""
        return {
            "phase": self.phase, "to_move": self.to_move,
            "hands": [codes(h) for h in self.hands],
            "displays": [codes(d) for d in self.displays],
            "penalty": [CODES[c] for c in self.penalty],
            "offer": None if self.offer is None else self.offer.as_dict(CODES[self.offer.card]),
            "pending": None if self.pending is None else self.pending.as_dict(),
            "loser": self.loser, "reason": self.reason,
            "winners": None if self.winners is None else list(self.winners),
        }

    def protocol_view(self, seat: int) -> dict[str, Any]:
        """Exactly the per-seat view of protocol §5 (RULES §12)."""
        return seat_view(self, seat).protocol()

    def card_total(self) -> int:
        """Cards in play: hands, displays, penalty pile and the card on offer."""
        return (sum(map(sum, self.hands)) + sum(map(sum, self.displays)) + len(self.penalty)
                + (self.offer is not None))


def _seen(seat: int, card: int) -> Event:
    """The private note that `seat` now knows the card on offer."""
    return {"type": "card_seen", "seat": seat, "card": CODES[card], "private": [seat]}


__all__ = ["ANIMAL_OF", "ANSWER", "OFFER_PHASE", "OVER", "PASS_PHASE", "PENALTY", "KpGame"]
