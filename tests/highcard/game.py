"""High card's rules and state: two players, a seeded deck of 1..13 (four of each), one
card each per round, dealt face down; in turn each reveals it or folds (conceding the
round). The higher revealed card wins the round, a tie scores for nobody; after the last
round the most rounds won wins (ties share)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.base import Results

Event = dict[str, Any]
REVEAL, FOLD = "reveal", "fold"
MOVES = (REVEAL, FOLD)  # a move is its grammar word
ROUNDS = (1, 9)  # the bounds of the `rounds` option


@dataclass(frozen=True, slots=True)
class HighCardRules:
    """How many rounds a game has."""

    rounds: int = 3

    def __post_init__(self) -> None:
        if (isinstance(self.rounds, bool) or not isinstance(self.rounds, int)
                or not ROUNDS[0] <= self.rounds <= ROUNDS[1]):
            raise ValueError(f"rounds must be an integer from {ROUNDS[0]} to {ROUNDS[1]}")

    def to_dict(self) -> dict[str, Any]:
        return {"rounds": self.rounds}

    @classmethod
    def from_dict(cls, doc: Any) -> HighCardRules:
        """The stored form back; TypeError or ValueError if it is not one."""
        if not isinstance(doc, dict) or set(doc) != {"rounds"}:
            raise TypeError("high card rules are {\"rounds\": <1-9>}")
        return cls(rounds=doc["rounds"])


@dataclass(frozen=True, slots=True)
class HighCardPublic:
    """What everybody knows: the round, the cards revealed in it, the scores."""

    players: int
    round: int
    rounds: int
    shown: tuple[int | None, ...]  # each seat's revealed card this round
    scores: tuple[int, ...]
    to_move: int | None
    winners: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class HighCardView:
    """What one seat knows: its own card (none once the game is over) and the public view."""

    seat: int
    hand: tuple[int, ...]
    public: HighCardPublic

    @property
    def card(self) -> int | None:
        return self.hand[0] if self.hand else None


@dataclass(frozen=True, slots=True)
class HighCardRequest:
    """What a seat may do now: reveal or fold on its turn, nothing otherwise."""

    seat: int
    choices: tuple[str, ...]

    def moves(self) -> list[str]:
        return list(self.choices)


class HighCardGame:
    """One game's state; `apply` refuses a move (IllegalMove) before changing anything."""

    def __init__(self, players: int, rules: HighCardRules, seed: int) -> None:
        if players != 2:
            raise ValueError("high card is a game for two")
        self.n, self.seed, self.rules = players, seed, rules
        self.rng = random.Random(seed)
        self.deck = [value for value in range(1, 14) for _ in range(4)]
        self.rng.shuffle(self.deck)
        self.moves_applied = 0
        self.round = 0
        self.scores = [0] * players
        self.cards: list[int] = []
        self.shown: list[int | None] = []
        self.to_move: int | None = None
        self.acted = 0  # moves made in this round
        self.over = False
        self.winners: tuple[int, ...] = ()
        self._deal()  # the first deal's events are nobody's: each view shows its card

    def copy(self) -> HighCardGame:
        new = HighCardGame.__new__(HighCardGame)
        new.__dict__.update(self.__dict__)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.deck, new.scores = list(self.deck), list(self.scores)
        new.cards, new.shown = list(self.cards), list(self.shown)
        return new

    def state_dict(self) -> dict[str, Any]:
        """Everything the state is, for comparing two states."""
        return {"round": self.round, "scores": list(self.scores), "cards": list(self.cards),
                "shown": list(self.shown), "to_move": self.to_move, "acted": self.acted,
                "deck": list(self.deck), "over": self.over, "winners": list(self.winners),
                "moves_applied": self.moves_applied}

    # ------------------------------------------- the game seam (base.GameState)
    def actors(self) -> list[int]:
        return [] if self.over or self.to_move is None else [self.to_move]

    def turn(self) -> int | None:
        return None if self.over else self.to_move

    def legal_moves(self, seat: int) -> tuple[str, ...]:
        return MOVES if not self.over and seat == self.to_move else ()

    def request(self, seat: int) -> HighCardRequest:
        return HighCardRequest(seat, self.legal_moves(seat))

    def public_view(self) -> HighCardPublic:
        return HighCardPublic(self.n, self.round, self.rules.rounds, tuple(self.shown),
                              tuple(self.scores), self.to_move,
                              self.winners if self.over else None)

    def seat_view(self, seat: int) -> HighCardView:
        return HighCardView(seat, () if self.over else (self.cards[seat],),
                            self.public_view())

    def results(self) -> Results:
        return Results(tuple(self.scores), self.winners)

    def apply(self, seat: int, move: Any) -> list[Event]:
        if self.over:
            raise IllegalMove("game_over", "the game is over")
        if seat != self.to_move:
            raise IllegalMove("not_your_turn", f"it is seat {self.to_move}'s turn",
                              seat=self.to_move)
        if move not in MOVES:
            raise IllegalMove("bad_move", "a move is reveal or fold")
        self.moves_applied += 1
        self.acted += 1
        if move == FOLD:
            return [{"type": "folded", "seat": seat}, *self._end_round(1 - seat)]
        card = self.shown[seat] = self.cards[seat]
        events: list[Event] = [{"type": "revealed", "seat": seat, "card": card}]
        if self.acted < self.n:
            self.to_move = 1 - seat
            return events
        first, second = self.cards
        winner = None if first == second else (0 if first > second else 1)
        return events + self._end_round(winner)

    def _end_round(self, winner: int | None) -> list[Event]:
        if winner is not None:
            self.scores[winner] += 1
        events: list[Event] = [{"type": "round_won", "round": self.round, "winner": winner,
                                "scores": list(self.scores)}]
        self.round += 1
        if self.round < self.rules.rounds:
            return events + self._deal()
        best = max(self.scores)
        self.over, self.to_move = True, None
        self.winners = tuple(s for s in range(self.n) if self.scores[s] == best)
        return [*events, {"type": "game_over", "scores": list(self.scores),
                          "winners": list(self.winners)}]

    def _deal(self) -> list[Event]:
        """Start a round: one card each off the deck, the starter alternating by round."""
        self.cards = [self.deck.pop() for _ in range(self.n)]
        self.shown = [None] * self.n
        self.acted = 0
        self.to_move = self.round % self.n
        return [{"type": "round_started", "round": self.round, "starter": self.to_move},
                *({"type": "dealt", "round": self.round, "seat": s, "card": self.cards[s],
                   "private": [s]} for s in range(self.n))]
