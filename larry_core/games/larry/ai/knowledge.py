"""What one seat can know from its view and the event history, and the pile-truth estimate.

Cards are grouped into 9 "reduced" kinds by what matters for a pile's truth: the eight
number values, with the action cards folded into the 0 kind (they count 0 and are no Larry
card), plus the Larry card. The tracker follows the history incrementally (it remembers how
far it read) and rebuilds from scratch when the history is not a continuation.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from larry_core.games.larry.cards import BASE_COUNTS, INDEX, LARRY, NUMBER_KINDS
from larry_core.games.larry.views import SeatView

RK = 9  # reduced kinds
RL = 8  # reduced index of the Larry card
RZ = 2  # reduced index of the 0 card (and of every action card)
RVALUES: tuple[int, ...] = (-2, -1, 0, 1, 2, 3, 4, 7, 0)
NUMBER_TOTAL = sum(BASE_COUNTS)  # 41 number and Larry cards
EXACT_LIMIT = 12  # above this many unknown cards the sum uses a normal approximation


def reduce(card: int) -> int:
    """Reduced kind of a card index."""
    if card < NUMBER_KINDS:
        return card
    return RL if card == LARRY else RZ


def reduce_code(code: str) -> int:
    return reduce(INDEX[code])


@dataclass(slots=True)
class Entry:
    """One card in the centre pile as this seat knows it."""

    seat: int  # who placed it (-1: unknown)
    delta: int | None  # the placer's claim minus the claim before (None: unknown)
    card: int | None  # reduced kind when known (face up, or placed by this seat)


Event = Mapping[str, Any]


class Tracker:
    """Follows the history of one seat: discard knowledge, the pile, opponents' habits."""

    def __init__(self, seat: int, players: int) -> None:
        self.seat = seat
        self.players = players
        self.processed = 0
        self.last: Event | None = None
        self.honest = [[0, 0] for _ in range(players)]  # [honest placements, checked ones]
        self.doubts = [[0, 0] for _ in range(players)]  # [doubts, chances to doubt]
        self.new_round()

    def new_round(self) -> None:
        self.known_discard = [0] * RK  # cards known to lie in the discard pile
        self.pending: list[int] = []  # cards that reach the discard pile after the next draw
        self.pending_action = -1
        self.pile: list[Entry] = []
        self.claim: int | None = None

    def update(self, history: Sequence[Event], own: dict[int, tuple[int, int]]) -> None:
        """Read the events not read yet; `own` maps a history index to (card, claim) of this
        seat's own face-down placements."""
        n = self.processed
        if len(history) < n or (n and history[n - 1] != self.last):
            self.__init__(self.seat, self.players)  # type: ignore[misc]
            n = 0
        for i in range(n, len(history)):
            self._event(i, history[i], own)
        self.processed = len(history)
        self.last = history[-1] if history else None

    def _flush_pending(self) -> None:
        for card in self.pending:
            self.known_discard[card] += 1
        self.pending = []
        if self.pending_action >= 0:
            self.known_discard[self.pending_action] += 1
            self.pending_action = -1

    def _event(self, index: int, ev: Event, own: dict[int, tuple[int, int]]) -> None:
        kind = ev.get("type")
        if kind == "placed":
            seat = ev["seat"]
            if self.pile:
                self.doubts[seat][1] += 1
            before = self.claim if self.claim is not None else 0
            code = ev.get("card")
            card: int | None = None
            if code is not None:
                card = reduce_code(code)
                self.known_discard[RZ] += 1  # the fulfilled open card
            elif seat == self.seat and index in own and own[index][1] == ev["claim"]:
                card = reduce(own[index][0])
            self.pile.append(Entry(seat, ev["claim"] - before, card))
            self.claim = ev["claim"]
        elif kind == "action":
            if self.pile:
                self.doubts[ev["seat"]][1] += 1
            if ev.get("card") != "open":
                self.pending_action = RZ
        elif kind in ("reversed", "marked", "gift"):
            self._flush_pending()
        elif kind == "doubted":
            self.doubts[ev["seat"]][0] += 1
            self.doubts[ev["seat"]][1] += 1
        elif kind == "revealed":
            cards = [reduce_code(c) for c in ev["cards"]]
            if len(cards) == len(self.pile):
                for entry, card in zip(self.pile, cards, strict=True):
                    if entry.card is None and entry.delta is not None and entry.seat >= 0:
                        stats = self.honest[entry.seat]
                        stats[0] += RVALUES[card] == entry.delta
                        stats[1] += 1
            self.pending.extend(cards)
            self._clear_pile()
        elif kind == "bust":
            self.pending.extend(e.card for e in self.pile if e.card is not None)
            self._clear_pile()
        elif kind == "reshuffled":
            self.known_discard = [0] * RK
        elif kind == "drew":
            self._flush_pending()
        elif kind in ("round_over", "round_started"):
            self.new_round()

    def _clear_pile(self) -> None:
        self.pile = []
        self.claim = None

    # -------------------------------------------------------------- derived
    def honesty(self, seat: int) -> float:
        """Estimated chance that `seat` claims its card's true value (Beta prior 2:1)."""
        good, total = self.honest[seat]
        return (good + 2) / (total + 3)

    def doubt_rate(self, seat: int) -> float:
        """Estimated chance that `seat` doubts when it could (Beta prior 1:3)."""
        done, chances = self.doubts[seat]
        return (done + 1) / (chances + 4)

    def pile_entries(self, view: SeatView) -> list[Entry]:
        """The tracked pile, or (if the history was incomplete) what the view alone says."""
        pub = view.public
        if len(self.pile) == pub.pile_size and self.claim == pub.claim:
            return self.pile
        entries = [Entry(-1, None, reduce_code(c)) for c in pub.pile_face_up]
        entries += [Entry(-1, None, None) for _ in range(pub.pile_size - len(entries))]
        return entries


def unseen_pool(view: SeatView, tracker: Tracker, entries: Sequence[Entry]) -> list[int]:
    """Reduced counts of the cards whose place this seat does not know."""
    pub = view.public
    total = sum(pub.hand_sizes) + pub.draw_size + pub.discard_size + pub.pile_size + len(pub.marks)
    pool = [*BASE_COUNTS[:NUMBER_KINDS], BASE_COUNTS[LARRY]]
    pool[RZ] += max(0, total - NUMBER_TOTAL)
    for code in view.hand:
        pool[reduce_code(code)] -= 1
    for k in range(RK):
        pool[k] -= tracker.known_discard[k]
    for e in entries:
        if e.card is not None:
            pool[e.card] -= 1
    pool[RZ] -= len(pub.marks)  # open cards lying before marked seats
    return [max(0, c) for c in pool]


class PileEstimate:
    """Distribution of the truth of the pile: the number sum and Larry parity.

    Unknown face-down cards are independent draws from the unseen pool; a card whose placer
    declared delta d is, with the placer's honesty h, a card of value d, else a random card
    (with Larry cards favoured: a liar likes to hide one). `a[c]` is P(unknown sum = c),
    `b[c]` the same with each Larry card counted -1, so P(even Larry count, sum c) is
    (a[c] + b[c]) / 2.
    """

    def __init__(self, entries: Sequence[Entry], pool: Sequence[int],
                 honesty: Sequence[float], own_seat: int) -> None:
        self.known_sum = 0
        self.known_larries = 0
        dists: list[list[float]] = []
        size = sum(pool)
        rand = [c / size for c in pool] if size else [1.0 / RK] * RK
        lie = list(rand)
        lie[RL] *= 2.0
        norm = sum(lie) or 1.0
        lie = [p / norm for p in lie]
        for e in entries:
            if e.card is not None:
                self.known_sum += RVALUES[e.card]
                self.known_larries += e.card == RL
                continue
            h = 0.0
            if e.delta is not None:
                h = 0.85 if e.seat == own_seat else honesty[e.seat] if e.seat >= 0 else 0.0
            hon = [pool[k] if RVALUES[k] == e.delta else 0 for k in range(RK)]
            total = sum(hon)
            if h <= 0.0 or not total:
                dists.append(lie)
            else:
                dists.append([h * hon[k] / total + (1 - h) * lie[k] for k in range(RK)])
        self.unknown = len(dists)
        self.prod_b = 1.0
        for d in dists:
            self.prod_b *= 1.0 - 2.0 * d[RL]
        self.lo = -2 * len(dists)
        self.normal: tuple[float, float] | None = None
        if len(dists) > EXACT_LIMIT:
            mean = sum(sum(p * v for p, v in zip(d, RVALUES, strict=True)) for d in dists)
            var = 0.0
            for d in dists:
                m = sum(p * v for p, v in zip(d, RVALUES, strict=True))
                var += sum(p * (v - m) ** 2 for p, v in zip(d, RVALUES, strict=True))
            self.normal = (mean, max(var, 0.25))
            self.a: list[float] = []
            self.b: list[float] = []
            return
        a = [1.0]
        b = [1.0]
        for d in dists:
            a = _convolve(a, d, 1.0)
            b = _convolve(b, d, -1.0)
        self.a, self.b = a, b

    def _ab(self, c: int) -> tuple[float, float]:
        if self.normal is not None:
            mean, var = self.normal
            p = math.exp(-((c - mean) ** 2) / (2 * var)) / math.sqrt(2 * math.pi * var)
            return p, p * self.prod_b
        i = c - self.lo
        if 0 <= i < len(self.a):
            return self.a[i], self.b[i]
        return 0.0, 0.0

    def p_true(self, claim: int, add_value: int = 0, add_larry: bool = False) -> float:
        """P(the pile plus an added card is judged correct for `claim`)."""
        flip = (self.known_larries + add_larry) % 2
        p_odd_unknown = (1.0 - self.prod_b) / 2.0
        a, b = self._ab(claim - self.known_sum - add_value)
        if flip:
            return min(1.0, 1.0 - p_odd_unknown + (a - b) / 2.0)
        return min(1.0, p_odd_unknown + (a + b) / 2.0)


def _convolve(poly: list[float], dist: Sequence[float], larry_sign: float) -> list[float]:
    """Multiply a sum distribution (offset -2 per card) by one card's distribution."""
    out = [0.0] * (len(poly) + 9)
    for k in range(RK):
        p = dist[k]
        if not p:
            continue
        if k == RL:
            p *= larry_sign
        shift = RVALUES[k] + 2
        for i, q in enumerate(poly):
            if q:
                out[i + shift] += p * q
    return out
