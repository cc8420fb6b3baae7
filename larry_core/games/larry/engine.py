"""The Larry game state and its move application (docs/rules.md, docs/conformance.md).

`Game.apply(seat, move)` either applies a legal move and returns its events, or raises
`IllegalMove` and changes nothing: every check runs before the first mutation, and the
seeded `random.Random` is consulted only by accepted moves.

Events are plain dicts in the shape of docs/conformance.md. An event carrying a `"to"` key is
private to the seats listed there (drawn cards, a gift's card); everything else is public.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.base import Results
from larry_core.games.larry.cards import (
    CODES,
    DRAW2,
    GIFT,
    HAND_SIZE,
    HIGH_LIMIT,
    KINDS,
    LARRY,
    LOW_LIMIT,
    LOWEST_CLAIM,
    NUMBER_KINDS,
    OPEN,
    REVERSE,
    SYMBOLS,
    VALUES,
    hand_codes,
)
from larry_core.games.larry.legal import LegalMoves, legal_moves
from larry_core.games.larry.moves import ACCEPT, ACTION, CATCH, DOUBT, PLACE, Move
from larry_core.games.larry.request import Request
from larry_core.games.larry.rules import RuleSet
from larry_core.games.larry.views import PublicView, SeatView, public_view, seat_view

__all__ = ["FINAL", "OVER", "PLAY", "Game", "PublicView", "SeatView"]

PLAY, FINAL, OVER = "play", "final", "over"


def _name(card: int) -> str:
    return CODES[card] if 0 <= card < KINDS else str(card)
Event = dict[str, Any]


class Game:
    """One game of Larry: state, moves, events. Deterministic for (players, rules, seed, deal)."""

    def __init__(
        self,
        players: int,
        rules: RuleSet | None = None,
        seed: int = 0,
        deal: tuple[Sequence[Sequence[int]], Sequence[int]] | None = None,
        start: int | None = None,
    ) -> None:
        if not 2 <= players <= 8:
            raise ValueError("players must be 2-8")
        self.n = players
        self.rules = rules or RuleSet()
        self.seed = seed
        self._rng = random.Random(seed)
        self._rng_shared = False  # shared with a copy (see `copy`)
        self.deck_counts = self.rules.deck_counts()
        self.round = 1
        self.limit = HIGH_LIMIT
        self.direction = 1
        self.pile: list[int] = []
        self.pile_up: list[bool] = []
        self.claim: int | None = None
        self.responsible: int | None = None
        self.marks: set[int] = set()
        self.phase = PLAY
        self.went_out: int | None = None
        self.catchable: int | None = None
        self.scores = [0] * players
        self.round_scores: list[list[int]] = []
        self.winners: list[int] | None = None
        self.moves_applied = 0
        if deal is None:
            self._deal_shuffled()
        else:
            self._deal_explicit(deal)
        if start is None:
            start = self.rng.randrange(players)
        elif not 0 <= start < players:
            raise ValueError("start seat out of range")
        self.to_move: int | None = start
        self.round_start = start

    # ----------------------------------------------------------------- dealing
    def _deal_shuffled(self) -> None:
        deck = [kind for kind, count in enumerate(self.deck_counts) for _ in range(count)]
        self.rng.shuffle(deck)
        size = HAND_SIZE[self.n]
        self.hands = [[0] * KINDS for _ in range(self.n)]
        for i in range(size * self.n):
            self.hands[i % self.n][deck[i]] += 1
        self.sizes = [size] * self.n
        rest = deck[size * self.n:]
        rest.reverse()  # internal draw pile keeps its top at the end
        self.draw = rest
        self.discard: list[int] = []

    def _deal_explicit(self, deal: tuple[Sequence[Sequence[int]], Sequence[int]]) -> None:
        hands, draw = deal
        if len(hands) != self.n:
            raise ValueError(f"deal needs exactly {self.n} hands")
        left = list(self.deck_counts)
        self.hands = [[0] * KINDS for _ in range(self.n)]
        for seat, hand in enumerate(hands):
            for card in hand:
                self.hands[seat][card] += 1
                left[card] -= 1
        for card in draw:
            left[card] -= 1
        if min(left) < 0:
            over = [CODES[k] for k, c in enumerate(left) if c < 0]
            raise ValueError(f"deal lists more cards than the deck holds: {', '.join(over)}")
        self.sizes = [len(h) for h in hands]
        self.draw = list(reversed(draw))
        self.discard = [kind for kind, count in enumerate(left) for _ in range(count)]

    def copy(self) -> Game:
        """An independent copy (state and RNG): apply a move to it, keep it if that worked."""
        new = Game.__new__(Game)
        new.__dict__.update(self.__dict__)
        # the random source is shared until one of the two draws from it (`rng`): most
        # moves never do, so its 625 words are not copied with every move
        self._rng_shared = new._rng_shared = True
        new.hands = [list(h) for h in self.hands]
        new.sizes = list(self.sizes)
        new.draw = list(self.draw)
        new.discard = list(self.discard)
        new.pile = list(self.pile)
        new.pile_up = list(self.pile_up)
        new.marks = set(self.marks)
        new.scores = list(self.scores)
        new.round_scores = [list(r) for r in self.round_scores]
        new.winners = list(self.winners) if self.winners is not None else None
        return new

    @property
    def rng(self) -> random.Random:
        """The game's own random source (deals, who starts, reshuffles). A copy shares its
        original's until either of them draws: the first to draw takes a copy of it then
        (its state set whole, not seeded first: `Random()` reads os.urandom), so what one
        draws never changes what the other will."""
        if self._rng_shared:
            own = random.Random.__new__(random.Random)
            own.setstate(self._rng.getstate())
            self._rng, self._rng_shared = own, False
        return self._rng

    # ------------------------------------------- queries (the game seam, base.GameState)
    def actors(self) -> list[int]:
        """The player to move; while a missed Larry call can be caught, everyone but the
        player who forgot it (in seat order: the first AI among them catches)."""
        if self.over:
            return []
        if self.catchable is not None:
            return [s for s in range(self.n) if s != self.catchable]
        return [self.to_move] if self.to_move is not None else []

    def turn(self) -> int | None:
        return None if self.over else self.to_move

    def legal_moves(self, seat: int) -> LegalMoves:
        """Every distinct legal move of `seat` (lazy sequence; Larry call set where needed)."""
        return legal_moves(self, seat)

    def request(self, seat: int) -> Request:
        return Request(self, seat)

    def seat_view(self, seat: int) -> SeatView:
        return seat_view(self, seat)

    def public_view(self) -> PublicView:
        return public_view(self)

    def results(self) -> Results:
        return Results(tuple(self.scores), tuple(self.winners or ()))

    def hand(self, seat: int) -> list[str]:
        return hand_codes(self.hands[seat])

    def next_seat(self, seat: int) -> int:
        return (seat + self.direction) % self.n

    @property
    def over(self) -> bool:
        return self.phase == OVER

    # ------------------------------------------------------------------- moves
    def apply(self, seat: int, move: Move) -> list[Event]:
        """Apply `move` for `seat`; return its events or raise IllegalMove (state unchanged)."""
        if not 0 <= seat < self.n:
            raise IllegalMove("bad_move", f"seat {seat} does not exist")
        if self.phase == OVER:
            raise IllegalMove("game_over", "the game is over")
        kind = move.kind
        if kind == CATCH:
            events = self._catch(seat, move.target)
        else:
            if seat != self.to_move:
                raise IllegalMove("not_your_turn", f"seat {self.to_move} is to move",
                                  seat=self.to_move)
            if kind == PLACE:
                events = self._place(seat, move)
            elif kind == ACTION:
                events = self._action(seat, move)
            elif kind == DOUBT:
                events = self._doubt(seat)
            elif kind == ACCEPT:
                events = self._accept(seat)
            else:
                raise IllegalMove("bad_move", f"unknown move {kind!r}")
        self.moves_applied += 1
        return events

    def _place(self, seat: int, m: Move) -> list[Event]:
        if self.phase == FINAL:
            raise IllegalMove("must_doubt_or_accept", "the last player went out: doubt or accept")
        card, claim = m.card, m.claim
        if not 0 <= card < KINDS or not self.hands[seat][card]:
            raise IllegalMove("no_such_card", f"you hold no {_name(card)}", card=_name(card))
        forced = card < NUMBER_KINDS and seat in self.marks
        if forced:
            want = (self.claim or 0) + VALUES[card]
            if claim != want:
                raise IllegalMove("claim_must_be_open_sum",
                                  f"under an open mark this card must be claimed as {want}",
                                  claim=want)
            if claim < LOWEST_CLAIM:
                raise IllegalMove("claim_out_of_range",
                                  f"a claim cannot be below {LOWEST_CLAIM}", lowest=LOWEST_CLAIM)
        elif claim > self.limit:
            raise IllegalMove("claim_over_limit", f"the limit is {self.limit}", limit=self.limit)
        elif claim < LOWEST_CLAIM:
            raise IllegalMove("claim_out_of_range", f"a claim cannot be below {LOWEST_CLAIM}",
                              lowest=LOWEST_CLAIM)

        self.catchable = None
        self.hands[seat][card] -= 1
        self.sizes[seat] -= 1
        self.pile.append(card)
        self.pile_up.append(forced)
        if forced:
            events: list[Event] = [{"type": "placed", "seat": seat, "claim": claim,
                                    "card": CODES[card]}]
            self.marks.discard(seat)
            self.discard.append(OPEN)  # the fulfilled open card
            if claim > self.limit:
                events.append({"type": "bust", "seat": seat})
                self._draw(seat, 2, "bust", events)
                self._clear_pile()
                self.to_move = seat
                self._after_move(seat, m, events)
                return events
        else:
            events = [{"type": "placed", "seat": seat, "claim": claim}]
        self.claim = claim
        self.responsible = seat
        self.to_move = (seat + self.direction) % self.n
        self._after_move(seat, m, events)
        return events

    def _action(self, seat: int, m: Move) -> list[Event]:
        if self.phase == FINAL:
            raise IllegalMove("must_doubt_or_accept", "the last player went out: doubt or accept")
        card, target = m.card, m.target
        hand = self.hands[seat]
        if card < OPEN or card >= KINDS or not hand[card]:
            raise IllegalMove("no_such_card", f"you hold no {_name(card)}", card=_name(card))
        if card != REVERSE:
            if not 0 <= target < self.n or target == seat:
                raise IllegalMove("bad_target", "choose an opponent's seat")
            if card == OPEN and target in self.marks:
                raise IllegalMove("bad_target", f"seat {target} already has an open mark")
            if card == GIFT:
                gift = m.gift
                if not 0 <= gift < KINDS or hand[gift] < (2 if gift == GIFT else 1):
                    raise IllegalMove("no_such_card", "you hold no such card to give")
                if self.sizes[seat] < 3:
                    raise IllegalMove("gift_needs_three_cards",
                                      "gift needs at least 3 cards in hand, itself included")

        self.catchable = None
        hand[card] -= 1
        self.sizes[seat] -= 1
        if card == REVERSE:
            self.direction = -self.direction
            self.limit = LOW_LIMIT if self.limit == HIGH_LIMIT else HIGH_LIMIT
            events: list[Event] = [
                {"type": "action", "seat": seat, "card": "reverse"},
                {"type": "reversed", "limit": self.limit,
                 "direction": "cw" if self.direction == 1 else "ccw"},
            ]
        else:
            events = [{"type": "action", "seat": seat, "card": CODES[card], "target": target}]
            if card == DRAW2:
                self._draw(target, 2, "draw2", events)
            elif card == OPEN:
                self.marks.add(target)
                events.append({"type": "marked", "seat": target})
            else:
                gift = m.gift
                hand[gift] -= 1
                self.sizes[seat] -= 1
                self.hands[target][gift] += 1
                self.sizes[target] += 1
                events.append({"type": "gift", "seat": seat, "target": target})
                events.append({"type": "gift_card", "seat": seat, "target": target,
                               "card": CODES[gift], "to": (seat, target)})
        if card != OPEN:
            self.discard.append(card)
        if self.pile:
            self.responsible = seat
        self.to_move = (seat + self.direction) % self.n
        self._after_move(seat, m, events)
        return events

    def _after_move(self, seat: int, m: Move, events: list[Event]) -> None:
        """Larry call check, then going out (docs/rules.md §7, §8)."""
        size = self.sizes[seat]
        if size == 1:
            if m.larry:
                events.append({"type": "larry_said", "seat": seat})
            else:
                events.append({"type": "larry_missed", "seat": seat})
                if self.rules.larry_call == "auto":
                    self._draw(seat, 2, "larry", events)
                else:
                    self.catchable = seat
        elif size == 0:
            events.append({"type": "went_out", "seat": seat})
            if not self.pile:
                self._end_round(seat, events)
            elif self.rules.short_game:
                correct = self._reveal(events)
                if correct:
                    self._clear_pile()  # the pile goes to the discard pile here too
                    self._end_round(seat, events)
                else:
                    self._draw(seat, 2, "check", events)
                    self._clear_pile()
                    self.to_move = seat
                    self._out_of_cards(seat, events)
            else:
                self.phase = FINAL
                self.went_out = seat

    def _doubt(self, seat: int) -> list[Event]:
        if not self.pile:
            raise IllegalMove("nothing_to_doubt", "the pile is empty")
        self.catchable = None
        events: list[Event] = [{"type": "doubted", "seat": seat}]
        correct = self._reveal(events)
        loser = seat if correct else self.responsible
        assert loser is not None
        self._draw(loser, 2, "doubt", events)
        self._clear_pile()
        if self.phase == FINAL:
            out = self.went_out
            assert out is not None
            if correct:
                self._end_round(out, events)
                return events
            self.phase = PLAY
            self.went_out = None
        self.to_move = loser
        self._out_of_cards(loser, events)
        return events

    def _out_of_cards(self, seat: int, events: list[Event]) -> None:
        """A player who must start a new pile but drew nothing (draw and discard piles both
        empty) and holds no card is out on an empty pile: the round ends at once
        (docs/rules.md §6, [decision])."""
        if self.sizes[seat] == 0 and not self.pile and self.phase == PLAY:
            events.append({"type": "went_out", "seat": seat})
            self._end_round(seat, events)

    def _accept(self, seat: int) -> list[Event]:
        if self.phase != FINAL:
            raise IllegalMove("cannot_accept", "accept only answers a player who went out")
        self.catchable = None
        events: list[Event] = [{"type": "accepted", "seat": seat}]
        assert self.went_out is not None
        self._end_round(self.went_out, events)
        return events

    def _catch(self, seat: int, target: int) -> list[Event]:
        if target == seat:  # the catchable player pressing Catch! on their own missed call
            raise IllegalMove("bad_target", "catch names another player's seat",
                              variant="own_catch")
        if not 0 <= target < self.n:
            raise IllegalMove("bad_target", "catch names another player's seat")
        if self.catchable != target:
            raise IllegalMove("nothing_to_catch", f"seat {target} has no missed Larry to catch",
                              seat=target)
        self.catchable = None
        events: list[Event] = [{"type": "caught", "seat": target, "by": seat}]
        self._draw(target, 2, "caught", events)
        return events

    # ------------------------------------------------------------- mechanics
    def pile_truth(self) -> tuple[int, int, bool]:
        """(sum of number cards, Larry cards, whether the standing claim is correct)."""
        total = 0
        larries = 0
        for card in self.pile:
            if card < NUMBER_KINDS:
                total += VALUES[card]
            elif card == LARRY:
                larries += 1
        return total, larries, larries % 2 == 1 or total == self.claim

    def _reveal(self, events: list[Event]) -> bool:
        total, larries, correct = self.pile_truth()
        events.append({"type": "revealed", "cards": [CODES[c] for c in self.pile],
                       "sum": total, "larries": larries, "correct": correct,
                       "claim": self.claim, "responsible": self.responsible})
        return correct

    def _clear_pile(self) -> None:
        self.discard.extend(self.pile)
        self.pile = []
        self.pile_up = []
        self.claim = None
        self.responsible = None

    def _draw(self, seat: int, count: int, reason: str, events: list[Event]) -> None:
        got: list[int] = []
        hand = self.hands[seat]
        for _ in range(count):
            if not self.draw:
                if not self.discard:
                    break
                fresh = self.discard
                self.discard = []
                self.rng.shuffle(fresh)
                fresh.reverse()  # the shuffled list's first card is the top
                self.draw = fresh
                events.append({"type": "reshuffled"})
            card = self.draw.pop()
            hand[card] += 1
            got.append(card)
        self.sizes[seat] += len(got)
        events.append({"type": "drew", "seat": seat, "count": len(got), "reason": reason})
        events.append({"type": "drawn_cards", "seat": seat,
                       "cards": [CODES[c] for c in got], "to": (seat,)})

    def _penalty(self, seat: int) -> int:
        hand = self.hands[seat]
        if self.rules.scoring == "cards":
            return self.sizes[seat]
        return sum(SYMBOLS[k] * c for k, c in enumerate(hand) if c)

    def _end_round(self, out: int, events: list[Event]) -> None:
        result = [2 if s == out else -self._penalty(s) for s in range(self.n)]
        for s, points in enumerate(result):
            self.scores[s] += points
        self.round_scores.append(result)
        # the cards left in each hand are scored openly (the replay protocol leaves them out)
        left = [[CODES[k] for k, c in enumerate(hand) for _ in range(c)] for hand in self.hands]
        events.append({"type": "round_over", "round": self.round, "scores": result,
                       "hands": left})
        self.discard.extend([OPEN] * len(self.marks))  # open cards lying before marked seats
        self.marks.clear()
        self.catchable = None
        self.went_out = None
        if self.rules.short_game or self.round >= self.rules.total_rounds:
            self.phase = OVER
            self.to_move = None
            if self.rules.short_game:
                self.winners = [out]
            else:
                best = max(self.scores)
                self.winners = [s for s in range(self.n) if self.scores[s] == best]
            events.append({"type": "game_over", "winners": list(self.winners)})
            return
        low = min(self.scores)
        prev = self.round_start
        start = max((s for s in range(self.n) if self.scores[s] == low),
                    key=lambda s: (s - prev) % self.n)
        self.round += 1
        self.limit = HIGH_LIMIT
        self.direction = 1
        self.pile, self.pile_up = [], []
        self.claim = self.responsible = None
        self.phase = PLAY
        self._deal_shuffled()
        self.to_move = start
        self.round_start = start
        events.append({"type": "round_started", "round": self.round, "start": start})

    # ---------------------------------------------------------------- output
    def state_dict(self) -> dict[str, Any]:
        """The state in docs/conformance.md's output shape (omniscient: for replays and tests)."""
        return {
            "round": self.round,
            "phase": self.phase,
            "to_move": self.to_move,
            "limit": self.limit,
            "direction": "cw" if self.direction == 1 else "ccw",
            "claim": self.claim,
            "responsible": self.responsible,
            "pile": [CODES[c] for c in self.pile],
            "hands": [hand_codes(h) for h in self.hands],
            "draw": len(self.draw),
            "discard": len(self.discard),
            "marks": sorted(self.marks),
            "scores": list(self.scores),
            "round_scores": [list(r) for r in self.round_scores],
            "winners": list(self.winners) if self.winners is not None else None,
        }

    def card_total(self) -> int:
        """Cards accounted for: hands, draw, pile, discard and open cards before marked seats."""
        return (sum(self.sizes) + len(self.draw) + len(self.pile) + len(self.discard)
                + len(self.marks))
