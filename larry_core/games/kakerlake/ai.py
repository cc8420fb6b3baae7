"""Kakerlakenpoker AI players: `random` and `reasoned`, behind Larry's strategy interface.

A strategy gets what one seat may know — `view` (`KpGame.seat_view(seat)`, a `KpSeatView` with
the public rule options), `legal` (`KpGame.legal_moves(seat)`), `history` (the public
events plus the seat's own private `card_seen` notes) — and the caller's seeded `rng`, and
returns a member of `legal`. `larry_core.games.ai_seats.AiSeats` drives them as it drives
Larry's.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.kakerlake.cards import (
    ANIMAL_OF,
    ANIMALS,
    BLANK_I,
    CLAIMS,
    INDEX,
    IS_ROYAL,
    JOKER_I,
    KINDS,
    SPECIALS,
    claim_true,
    counts_of,
    deck_counts,
)
from larry_core.games.kakerlake.moves import CALL, LAY, LOOK, OFFER, PASS, KpMove
from larry_core.games.kakerlake.views import KpSeatView

Event = Mapping[str, Any]
View = KpSeatView


class KpRandomStrategy:
    """The baseline: a uniformly random legal move."""

    name = "random"

    def choose(self, view: View, legal: Sequence[KpMove], history: Sequence[Event],
               rng: random.Random) -> KpMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        return legal[rng.randrange(len(legal))]


class Knowledge:
    """What one seat can work out from its view and history.

    `pool` counts the cards whose place the seat does not know (deck minus its hand, every
    display and the face-up penalty card); `honesty[s]` counts (true, judged) claims of seat
    `s` seen revealed, so a habitual liar is doubted and a truthful player believed.
    """

    PRIOR_TRUE, PRIOR_WEIGHT = 1.0, 2.0  # a new table: one true and one false claim imagined
    PLAYER_WEIGHT = 3.0  # a player's own record outweighs the table's after three claims

    def __init__(self, view: View, history: Sequence[Event]) -> None:
        public = view.public
        self.seat: int = view.seat
        self.n: int = public.players
        self.limit: int = public.set_limit
        self.wild = public.rules.joker_in_display == "wild"
        self.royal_chain: bool = public.rules.royal_chain
        self.hand = counts_of(view.hand)
        self.displays = [counts_of(d) for d in public.displays]
        self.top: str | None = public.penalty_top
        self.deck = deck_counts(public.rules.special_cards)
        pool = list(self.deck)
        for counts in (self.hand, *self.displays):
            for i in range(KINDS):
                pool[i] -= counts[i]
        if self.top is not None:
            pool[INDEX[self.top]] -= 1
        self.pool = [max(0, c) for c in pool]
        self.honesty = [[0, 0] for _ in range(self.n)]
        claimant: int | None = None
        self.seen_card: str | None = None  # the card on offer, if this seat has seen it
        for ev in history:
            kind = ev["type"]
            if kind in ("offered", "passed"):
                claimant = ev["seat"]
            elif kind == "revealed" and claimant is not None:
                self.honesty[claimant][0] += bool(ev["truth"])
                self.honesty[claimant][1] += 1
            elif kind == "card_seen" and ev["seat"] == self.seat:
                self.seen_card = ev["card"]
        if view.offer_card is not None:
            self.seen_card = view.offer_card

    def count(self, seat: int, animal: str) -> int:
        shown = self.displays[seat]
        total = shown[INDEX[animal]] + shown[INDEX[f"royal_{animal}"]]
        return total + (shown[JOKER_I] if self.wild else 0)

    def danger(self, seat: int, card: int) -> float:
        """How bad it is for `seat` to collect `card` into its display: 1.0 loses at once,
        else grows with how close the animal (and a royal's penalty card) is to a set."""
        if card in SPECIALS:
            spare = sum(self.hand) if seat == self.seat else 3
            return 1.0 if spare <= 0 else 0.35 + 0.3 / spare
        worst = self.closeness(seat, ANIMAL_OF[card] or "", 1)
        if IS_ROYAL[card] and self.top is not None and ANIMAL_OF[INDEX[self.top]] is not None:
            top_animal = ANIMAL_OF[INDEX[self.top]] or ""
            extra = 2 if top_animal == ANIMAL_OF[card] else 1
            worst = max(worst, self.closeness(seat, top_animal, extra))
        return worst

    def closeness(self, seat: int, animal: str, added: int) -> float:
        after = self.count(seat, animal) + added
        if after >= self.limit:
            return 1.0
        return 0.1 + 0.5 * (after / self.limit) ** 2

    def p_true(self, claimant: int, claim: str) -> float:
        """The chance that `claimant`'s claim is true. The prior is how often that player's
        claims turned out true, starting from how often everybody's did (one true and one
        false imagined, so a new table is 50/50); the cards then move it: as many times
        more likely as the unknown cards hold more of the claim than the whole deck does,
        and impossible when no unknown card fits."""
        trues, judged = self.honesty[claimant]
        all_trues = sum(h[0] for h in self.honesty)
        all_judged = sum(h[1] for h in self.honesty)
        table = (all_trues + self.PRIOR_TRUE) / (all_judged + self.PRIOR_WEIGHT)
        prior = (trues + self.PLAYER_WEIGHT * table) / (judged + self.PLAYER_WEIGHT)
        total = sum(self.pool)
        if not total:
            return prior
        matching = sum(c for i, c in enumerate(self.pool) if claim_true(i, claim))
        if not matching:
            return 0.0
        deck = self.deck
        typical = sum(c for i, c in enumerate(deck) if claim_true(i, claim)) / sum(deck)
        ratio = min(3.0, max(0.2, (matching / total) / typical)) if typical else 1.0
        return prior * ratio / (prior * ratio + (1 - prior))

    def spread(self, claim: str, truth: bool) -> list[tuple[int, float]]:
        """The unknown cards for which `claim` has this truth value, as probabilities."""
        cards = [(i, c) for i, c in enumerate(self.pool) if c and claim_true(i, claim) == truth]
        total = sum(c for _, c in cards)
        return [(i, c / total) for i, c in cards] if total else []


class KpReasonedStrategy:
    """Tracks the cards it has seen, the public displays and how often each player's claims
    were true; calls by that likelihood and by what a wrong call would cost, passes a close
    call on now and then, and never offers a card that would make it lose when it comes
    back unless nothing else is left."""

    name = "reasoned"
    truth_rate = 0.4  # how often its own claims are true (keeps it unpredictable)
    close_call = 0.08  # expected costs this close make a call a close one
    pass_rate = 0.35  # how often a close call is looked at and passed on instead
    unsure = (0.25, 0.75)  # the chances of a claim being true that leave a call open

    def choose(self, view: View, legal: Sequence[KpMove], history: Sequence[Event],
               rng: random.Random) -> KpMove:
        if not legal:
            raise ValueError("no legal move to choose from")
        know = Knowledge(view, history)
        verbs = {m.verb for m in legal}
        if OFFER in verbs:
            return self._offer(know, legal, rng)
        if LAY in verbs:
            return self._lay(know, legal)
        if CALL in verbs:
            return self._answer(know, view, legal, rng)
        return self._pass(know, legal, rng)  # looked: must pass

    # ------------------------------------------------------------------ offering
    def _offer(self, know: Knowledge, legal: Sequence[KpMove], rng: random.Random) -> KpMove:
        held = sum(know.hand)
        best: list[tuple[float, str, int]] = []
        for card in sorted({m.card for m in legal}):  # sorted: the same on every run
            index = INDEX[card]
            back = know.danger(know.seat, index)
            if index in SPECIALS:
                back = 1.0 if held <= 1 else back  # a lone special card back = no cards
            for target in sorted({m.target for m in legal}):
                harm = know.danger(target, index)
                # a card coming back half the time: weigh my risk above the target's harm
                score = harm - 1.6 * back + rng.random() * 0.05
                best.append((score, card, target))
        best.sort(reverse=True)
        _, card, target = best[0]
        return KpMove(OFFER, target, card, self._claim(know, INDEX[card], target, rng))

    def _claim(self, know: Knowledge, card: int, target: int, rng: random.Random) -> str:
        """The truth sometimes; otherwise a lie, preferring an animal the target fears."""
        true_claims = [c for c in CLAIMS if claim_true(card, c)]
        if true_claims and rng.random() < self.truth_rate:
            return rng.choice(true_claims)
        lies = [c for c in CLAIMS if not claim_true(card, c)]
        if not lies:
            return rng.choice(CLAIMS)
        weights = [1.0 + (know.count(target, c) if c in ANIMALS else 0.5) for c in lies]
        return rng.choices(lies, weights)[0]

    # ----------------------------------------------------------------- answering
    def _answer(self, know: Knowledge, view: View, legal: Sequence[KpMove],
                rng: random.Random) -> KpMove:
        offer = view.public.offer
        assert offer is not None  # answering: a card is on offer
        claim = offer.claim
        p = know.p_true(offer.frm, claim)
        me = know.seat

        def expected(truth: bool) -> float:
            return sum(q * know.danger(me, card) for card, q in know.spread(claim, truth))

        # calling "true" is wrong when the claim is false, and then I collect a non-claim card
        cost_true = (1 - p) * expected(False)
        cost_false = p * expected(True)
        choice = KpMove(CALL, call=cost_true <= cost_false)
        if any(m.verb == LOOK for m in legal):
            # passing: I become the offerer of a known card; the next receiver is right
            # about half the time, and then I collect it. Close calls are passed on now
            # and then too, so that a receiver cannot be read from its calls alone.
            cost_pass = 0.5 * (p * expected(True) + (1 - p) * expected(False))
            if cost_pass < min(cost_true, cost_false) - 0.02:
                return KpMove(LOOK)
            uncertain = self.unsure[0] < p < self.unsure[1]  # a likely call is made
            if uncertain and abs(cost_true - cost_false) < self.close_call \
                    and rng.random() < self.pass_rate:
                return KpMove(LOOK)
        return choice

    def _pass(self, know: Knowledge, legal: Sequence[KpMove], rng: random.Random) -> KpMove:
        card = INDEX[know.seen_card] if know.seen_card is not None else BLANK_I
        targets = sorted({m.target for m in legal},
                         key=lambda t: (-know.danger(t, card), rng.random()))
        target = targets[0]
        claim = self._claim(know, card, target, rng)
        return KpMove(PASS, target, claim=claim)

    # ------------------------------------------------------------------- penalty
    def _lay(self, know: Knowledge, legal: Sequence[KpMove]) -> KpMove:
        top = ANIMAL_OF[INDEX[know.top]] if know.top is not None else None

        def cost(m: KpMove) -> tuple[float, int]:
            added: dict[str, int] = {}
            for code in m.cards:
                animal = ANIMAL_OF[INDEX[code]]
                if animal is not None:
                    added[animal] = added.get(animal, 0) + 1
                if IS_ROYAL[INDEX[code]] and top is not None:  # the penalty card comes too
                    added[top] = added.get(top, 0) + 1
            worst = max((know.closeness(know.seat, a, k) for a, k in added.items()), default=0.0)
            # each card laid is one card less to play with
            return worst + 0.15 * len(m.cards), len(m.cards)

        return min(legal, key=cost)


STRATEGIES: dict[str, type] = {"random": KpRandomStrategy, "reasoned": KpReasonedStrategy}


def get_strategy(name: str) -> KpRandomStrategy | KpReasonedStrategy:
    """A fresh strategy by name (`random` or `reasoned`); KeyError otherwise."""
    try:
        cls = STRATEGIES[name]
    except KeyError:
        raise KeyError(f"unknown AI strategy {name!r}; choose from {sorted(STRATEGIES)}") from None
    strategy: KpRandomStrategy | KpReasonedStrategy = cls()
    return strategy
