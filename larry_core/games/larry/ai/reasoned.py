"""The `reasoned` strategy: card counting, a pile-truth estimate and purposeful actions.

Each turn it rebuilds what its seat knows (own hand, face-up and revealed cards, its own
face-down placements, the unseen remainder) and estimates the chance that the standing claim
is true: Larry-card parity plus the number sum, each unknown face-down card being a draw
from the unseen pool weighted by its placer's declared delta and observed honesty. It doubts
a claim that is unlikely; otherwise it scores every sensible move in "cards gained" and
plays the best: honest placements (or the most probable sum when the truth is off), a Larry
card when a lie is needed, action cards aimed at the opponent closest to going out.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.larry.ai.knowledge import PileEstimate, Tracker, unseen_pool
from larry_core.games.larry.cards import (
    DRAW2,
    GIFT,
    INDEX,
    KINDS,
    LARRY,
    LOWEST_CLAIM,
    NUMBER_KINDS,
    OPEN,
    REVERSE,
    VALUES,
)
from larry_core.games.larry.legal import LegalMoves
from larry_core.games.larry.moves import ACCEPT_MOVE, ACTION, DOUBT_MOVE, PLACE, Move, catch
from larry_core.games.larry.views import SeatView

# Worth of getting rid of a card face down, beyond the card itself (index = card kind).
KEEP_COST: tuple[float, ...] = (0.05, 0.05, 0.1, 0.1, 0.15, 0.3, 0.35, 0.6,  # -2 .. 7
                                -0.5, -0.8, -0.8, -0.8, -0.8)  # larry, actions
# How much it hurts to hold a card at the end, for choosing what to give away.
GIVE_VALUE: tuple[float, ...] = (0.9, 0.9, 1.0, 1.1, 1.2, 2.2, 2.3, 3.5,
                                 0.5, 0.8, 0.8, 0.8, 0.8)
CARD_VALUES = frozenset(VALUES)
WIN = 100.0
# Doubt-threshold factors (tuned by bench/ai.py): a doubt costs a turn, and with more
# opponents one of them drawing 2 helps us less, unless it leads the race.
LEADER_WEIGHT = 1.6  # divided by the number of opponents
OTHER_WEIGHT = 0.9  # divided by the squared number of opponents
ONE_CARD_BONUS = 0.1  # score of a move that ends the round in our favour at once


class ReasonedStrategy:
    """Counts cards, estimates the standing claim, doubts unlikely claims, plays with purpose.

    `doubt_below`: doubt when P(claim true) is below this (2 players; less with more players).
    `final_doubt_below`: in the `final` phase, doubt rather than accept below this.
    """

    name = "reasoned"

    def __init__(self, doubt_below: float = 0.3, final_doubt_below: float = 0.6) -> None:
        self.doubt_below = doubt_below
        self.final_doubt_below = final_doubt_below
        self._tracker: Tracker | None = None
        self._own: dict[int, tuple[int, int]] = {}  # history index -> (card, claim) we placed

    def remember(self, move: Move, index: int) -> None:
        """Our own move at history position `index` (also when we replay a log)."""
        if move.kind == PLACE:
            self._own[index] = (move.card, move.claim)

    # ------------------------------------------------------------------ entry
    def choose(self, view: SeatView, legal: LegalMoves, history: Sequence[Mapping[str, Any]],
               rng: random.Random) -> Move:
        pub = view.public
        me = view.seat
        if pub.catchable is not None and pub.catchable != me:
            return catch(pub.catchable)  # a missed Larry call costs the forgetter 2 cards
        if pub.to_move != me or pub.phase == "over":
            if not len(legal):
                raise ValueError("no legal move to choose from")
            return legal[0]
        tracker = self._track(view, history)
        entries = tracker.pile_entries(view)
        pool = unseen_pool(view, tracker, entries)
        honesty = [tracker.honesty(s) for s in range(pub.players)]
        est = PileEstimate(entries, pool, honesty, me)
        p = est.p_true(pub.claim) if pub.pile_size and pub.claim is not None else 1.0
        if pub.phase == "final":
            return DOUBT_MOVE if p < self.final_doubt_below else ACCEPT_MOVE
        move = self._play(view, tracker, est, p, rng)
        if move.kind == PLACE:
            self._own[len(history)] = (move.card, move.claim)
        return move

    def _track(self, view: SeatView, history: Sequence[Mapping[str, Any]]) -> Tracker:
        t = self._tracker
        if t is None or t.seat != view.seat or t.players != view.public.players \
                or len(history) < t.processed:
            t = self._tracker = Tracker(view.seat, view.public.players)
            self._own = {k: v for k, v in self._own.items() if k < len(history)}
        t.update(history, self._own)
        return t

    # ------------------------------------------------------------------- play
    def _doubt_threshold(self, view: SeatView) -> float:
        """A doubt costs a turn: worth it when the responsible player is our only or most
        dangerous opponent, or when we are about to go out and want a clean pile."""
        pub = view.public
        t = self.doubt_below
        if pub.players > 2 and pub.responsible is not None:
            others = [pub.hand_sizes[s] for s in range(pub.players) if s != view.seat]
            leader = pub.hand_sizes[pub.responsible] <= min(others)
            rivals = pub.players - 1
            t *= LEADER_WEIGHT / rivals if leader else OTHER_WEIGHT / rivals**2
        if len(view.hand) <= 1:
            t += ONE_CARD_BONUS  # going out onto an uncertain pile is a gamble
        return t

    def _play(self, view: SeatView, tracker: Tracker, est: PileEstimate, p: float,
              rng: random.Random) -> Move:
        pub = view.public
        if pub.pile_size and p < self._doubt_threshold(view):
            return DOUBT_MOVE
        me = view.seat
        step = 1 if pub.direction == "cw" else -1
        counts = [0] * KINDS
        for code in view.hand:
            counts[INDEX[code]] += 1
        size = len(view.hand)
        out = size == 1
        base = pub.claim if pub.pile_size and pub.claim is not None else 0
        nxt = (me + step) % pub.players
        r_next = tracker.doubt_rate(nxt)
        best: tuple[float, float, Move] | None = None

        def offer(score: float, move: Move) -> None:
            nonlocal best
            item = (score, rng.random(), move)
            if best is None or item[:2] > best[:2]:
                best = item

        marked = me in pub.marks
        for k in range(KINDS):
            if not counts[k]:
                continue
            if marked and k < NUMBER_KINDS:
                want = base + VALUES[k]
                if want < LOWEST_CLAIM:
                    continue
                if want > pub.limit:  # bust: draw 2 and restart the pile
                    offer(-1.5, Move(PLACE, k, want))
                    continue
                truth = p if pub.pile_size else 1.0
                move = Move(PLACE, k, want, larry=size == 2)
            else:
                claim, truth = self._best_claim(est, base, k, pub.limit)
                move = Move(PLACE, k, claim, larry=size == 2)
            if out:
                offer(10.0 * truth, move)
            else:
                offer(1.0 + KEEP_COST[k] - (1.0 - truth) * 2.0 * r_next, move)

        targets = self._targets_by_threat(view)
        for k in range(OPEN, KINDS):
            if not counts[k]:
                continue
            if k == REVERSE:
                back = (me - step) % pub.players
                new_limit = 5 if pub.limit == 7 else 7
                squeeze = 0.5 if pub.pile_size and base >= 1 else 0.25
                gain = squeeze * (pub.limit - new_limit) / 2.0
                risk = (1.0 - p) * 2.0 * tracker.doubt_rate(back) if pub.pile_size else 0.0
                self._offer_action(offer, out, pub.pile_size, p, 1.0 + gain - risk,
                                   Move(ACTION, REVERSE, larry=size == 2))
                continue
            risk = (1.0 - p) * 2.0 * r_next if pub.pile_size else 0.0
            if k == DRAW2:
                t = targets[0]
                self._offer_action(offer, out, pub.pile_size, p,
                                   1.0 + 2.0 * self._weight(view, t, targets) - risk,
                                   Move(ACTION, DRAW2, 0, t, larry=size == 2))
            elif k == OPEN:
                free = [t for t in targets if t not in pub.marks]
                if free:
                    t = free[0]
                    self._offer_action(offer, out, pub.pile_size, p,
                                       1.0 + 0.7 * self._weight(view, t, targets) - risk,
                                       Move(ACTION, OPEN, 0, t, larry=size == 2))
            elif k == GIFT and size >= 3:
                gift = max((g for g in range(KINDS) if counts[g] >= (2 if g == GIFT else 1)),
                           key=lambda g: (GIVE_VALUE[g], -g))
                t = targets[0]
                score = 2.0 + KEEP_COST[gift] + self._weight(view, t, targets) - risk
                offer(score, Move(ACTION, GIFT, 0, t, gift, larry=size == 3))
        if best is None:  # marked, and every number card would go below the lowest claim
            return DOUBT_MOVE
        return best[2]

    @staticmethod
    def _offer_action(offer: Any, out: bool, pile: int, p: float, score: float,
                      move: Move) -> None:
        """Offer a face-up action; as the last card it ends the round on an empty pile."""
        if out:
            offer(WIN if not pile else 10.0 * p + 0.01, move)
        else:
            offer(score, move)

    @staticmethod
    def _best_claim(est: PileEstimate, base: int, card: int, limit: int) -> tuple[int, float]:
        """The claim that makes the pile most likely true after placing `card` face down,
        nudged towards claims that look honest to the next player."""
        value = VALUES[card]
        larry = card == LARRY
        honest = base + value
        best_claim, best_score, best_truth = limit, -1.0, 0.0
        for claim in range(LOWEST_CLAIM, limit + 1):
            truth = est.p_true(claim, value, larry)
            score = truth
            if claim == honest:
                score += 0.03
            elif claim - base in CARD_VALUES:
                score += 0.015
            if score > best_score:
                best_claim, best_score, best_truth = claim, score, truth
        return best_claim, best_truth

    @staticmethod
    def _targets_by_threat(view: SeatView) -> list[int]:
        """Opponents, the one closest to going out first (then the best score)."""
        pub = view.public
        others = [s for s in range(pub.players) if s != view.seat]
        return sorted(others, key=lambda s: (pub.hand_sizes[s], -pub.scores[s],
                                             (s - view.seat) % pub.players))

    @staticmethod
    def _weight(view: SeatView, target: int, targets: list[int]) -> float:
        """How much harming `target` helps us: fully with one opponent or the leader."""
        if view.public.players == 2 or target == targets[0]:
            return 1.0
        return 0.6
