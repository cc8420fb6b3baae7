"""The Würfelpoker state and its moves (docs/dice-rules.md Part B; docs/dice-protocol.md §4).

`WpGame.apply(seat, move)` either applies a legal move and returns its events, or raises
`IllegalMove` and changes nothing: every check runs before the first change, in the order of
§4.4. Every die value comes from the state's `Dice` (the explicit `rolls`, then the seed), so
a game is its players, rules, seed, start, rolls, starting chips and moves.

Invariants (B12): the chips of all seats plus the pot always equal the chips at the start; the
pot is 0 between rounds; while a round is being played at least two seats are still in it;
every seat still in the round has exactly one hand when the pot is won.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any, NamedTuple

from larry_core.errors import IllegalMove
from larry_core.games.base import Results
from larry_core.games.dice import Dice, legal_lines
from larry_core.games.wuerfelpoker.hands import HANDS, Hand, best_seats
from larry_core.games.wuerfelpoker.moves import (
    CALL,
    CALL_MOVE,
    FOLD,
    FOLD_MOVE,
    KEEP,
    PASS,
    PASS_MOVE,
    RAISE,
    ROLL,
    ROLL_MOVE,
    STAND,
    STAND_MOVE,
    WpMove,
    format_body,
)
from larry_core.games.wuerfelpoker.phases import (
    OVER,
    RAISE_PHASE,
    REROLL,
    RESPOND,
    ROLL_PHASE,
)
from larry_core.games.wuerfelpoker.request import WpRequest
from larry_core.games.wuerfelpoker.rules import WpRules
from larry_core.games.wuerfelpoker.views import WpPublicView, WpSeatView, public_view, seat_view

MAX_START_CHIPS = 1_000_000  # a seat's chips given at the start (§4.1)
Event = dict[str, Any]


def _keeps(dice: tuple[int, ...]) -> tuple[WpMove, ...]:
    """Every `keep` of these dice: each distinct sub-multiset of one to four of them, in the
    order of their canonical text."""
    found = {sub for k in range(1, 5) for sub in combinations(dice, k)}
    return tuple(WpMove(KEEP, sub) for sub in sorted(found))


# Per current five dice (ascending): the keeps allowed, and the legal moves of phase reroll
# in the order of their canonical text (keep …, roll, stand).
KEEPS: dict[tuple[int, ...], frozenset[tuple[int, ...]]] = {}
REROLL_MOVES: dict[tuple[int, ...], tuple[WpMove, ...]] = {}
for _dice in HANDS:
    _moves = _keeps(_dice)
    KEEPS[_dice] = frozenset(m.dice for m in _moves)
    REROLL_MOVES[_dice] = (*_moves, ROLL_MOVE, STAND_MOVE)
# Phase raise with the largest raise L: `pass`, `raise 1` … `raise L`.
RAISE_CHOICES = tuple((PASS_MOVE, *(WpMove(RAISE, amount=n) for n in range(1, top + 1)))
                      for top in range(101))
ROLL_ONLY = (ROLL_MOVE,)
ANSWERS = (CALL_MOVE, FOLD_MOVE)


class Showdown(NamedTuple):
    """How the last pot was won: `seats` the winners ascending with their `shares`; per
    seat its hand (None: it had none), the rolls it used and whether it folded."""

    round: int
    reason: str  # "showdown" or "folds"
    pot: int
    seats: tuple[int, ...]
    shares: tuple[int, ...]
    hands: tuple[Hand | None, ...]
    rolls: tuple[int, ...]
    folded: tuple[bool, ...]

    def contenders(self) -> dict[int, Hand]:
        """The hands of the seats that were still in the round, by seat."""
        return {s: h for s, h in enumerate(self.hands) if h is not None and not self.folded[s]}


class WpGame:
    """One game of Würfelpoker: deterministic for (players, rules, seed, start, rolls, chips)."""

    __slots__ = ("allowed", "chips", "dice", "first", "folded", "hand_rolls", "hands", "kept",
                 "max_rolls", "moves_applied", "n", "phase", "pot", "raise_amount",
                 "raise_seat", "reason", "rolls_used", "round", "rules", "seed",
                 "setup_events", "showdown", "source", "start", "to_move", "waiting",
                 "winners")

    def __init__(self, players: int, rules: WpRules | None = None, seed: int = 0,
                 start: int = 0, chips: Sequence[int] | None = None,
                 rolls: Sequence[int] = ()) -> None:
        if not 2 <= players <= 5:
            raise ValueError("players must be an integer from 2 to 5")
        if not 0 <= start < players:
            raise ValueError(f"start must be a seat from 0 to {players - 1}")
        self.n = players
        self.rules = rules or WpRules()
        self.seed = seed
        self.start = start
        self.source = Dice(seed, rolls)
        if chips is None:
            self.chips = [self.rules.chips] * players
        else:
            if len(chips) != players or not all(
                    isinstance(c, int) and not isinstance(c, bool)
                    and 0 <= c <= MAX_START_CHIPS for c in chips):
                raise ValueError(f"chips must be exactly {players} integers from 0 to "
                                 f"{MAX_START_CHIPS:,}")
            self.chips = list(chips)
        self.pot = 0
        self.round = 0
        self.first: int | None = None
        self.phase = ROLL_PHASE
        self.to_move: int | None = None
        self.dice: tuple[int, ...] = ()
        # the values the turn's last roll kept aside (() after a roll of all five)
        self.kept: tuple[int, ...] = ()
        self.rolls_used = 0
        self.max_rolls: int | None = None
        self.hands: list[Hand | None] = [None] * players
        self.hand_rolls = [0] * players
        self.folded = [False] * players
        self.allowed = 0  # phase raise: the largest raise allowed (B9.1's L)
        self.raise_seat: int | None = None
        self.raise_amount = 0
        self.waiting: list[int] = []
        self.winners: list[int] | None = None
        self.reason: str | None = None  # why the game ended: "broke" or "rounds"
        self.showdown: Showdown | None = None  # how the last pot was won
        self.moves_applied = 0
        self.setup_events: list[Event] = []
        self._start_round(self.setup_events)

    def copy(self) -> WpGame:
        """An independent copy (the dice source's generator included)."""
        new = WpGame.__new__(WpGame)
        for name in WpGame.__slots__:
            setattr(new, name, getattr(self, name))
        new.source = self.source.copy()
        new.chips = list(self.chips)
        new.hands = list(self.hands)
        new.hand_rolls = list(self.hand_rolls)
        new.folded = list(self.folded)
        new.waiting = list(self.waiting)
        new.winners = None if self.winners is None else list(self.winners)
        new.setup_events = list(self.setup_events)
        return new

    # ------------------------------------------------------------------ reading
    @property
    def over(self) -> bool:
        return self.phase == OVER

    def in_round(self) -> list[int]:
        """The seats still in the round (not folded), ascending."""
        return [s for s in range(self.n) if not self.folded[s]]

    # ------------------------------------------- the game seam (base.GameState)
    def actors(self) -> list[int]:
        """Only the seat whose move is expected ever acts."""
        return [] if self.over or self.to_move is None else [self.to_move]

    def turn(self) -> int | None:
        return None if self.over else self.to_move

    def request(self, seat: int) -> WpRequest:
        return WpRequest(self, seat)

    def public_view(self) -> WpPublicView:
        return public_view(self)

    def seat_view(self, seat: int) -> WpSeatView:
        return seat_view(self, seat)

    def results(self) -> Results:
        """The chips of each seat."""
        return Results(tuple(self.chips), tuple(self.winners or ()))

    def total_chips(self) -> int:
        """The chips of all seats plus the pot (constant through a game, B12)."""
        return sum(self.chips) + self.pot

    # ----------------------------------------------------------------- applying
    def apply(self, seat: int, move: WpMove) -> list[Event]:
        """Apply `move` for `seat` and return its events, or raise IllegalMove (§4.4's codes
        in its order of checks) and change nothing."""
        phase = self.phase
        if phase == OVER:
            raise IllegalMove("game_over", "the game is over")
        if seat != self.to_move:
            raise IllegalMove("not_your_turn", f"seat {self.to_move} is to move")
        verb = move.verb
        events: list[Event] = []
        if phase == ROLL_PHASE:
            if verb != ROLL:
                raise IllegalMove("must_roll", f"seat {seat} must roll")
            self._roll(seat, (), events)
        elif phase == REROLL:
            if verb == ROLL:
                self._roll(seat, (), events)
            elif verb == KEEP:
                kept = move.dice
                if len(kept) >= 5:
                    raise IllegalMove("nothing_to_roll", "keeping all five dice rolls nothing")
                allowed = KEEPS[self.dice]
                if kept not in allowed:
                    kept = tuple(sorted(kept))  # a move made in code may list them unsorted
                if kept not in allowed:
                    raise IllegalMove("no_such_dice", f"the dice are {_listed(self.dice)}, "
                                                      f"not holding {_listed(kept)}")
                self._roll(seat, kept, events)
            elif verb == STAND:
                self._end_turn(seat, events)
            else:
                raise IllegalMove("must_roll_or_stand", f"seat {seat} must roll or keep or stand")
        elif phase == RAISE_PHASE:
            if verb == RAISE:
                amount = move.amount
                if not 1 <= amount <= self.allowed:
                    raise IllegalMove("bad_raise", f"a raise is 1 to {self.allowed} chips")
                self._raise(seat, amount, events)
            elif verb == PASS:
                events.append({"type": "passed", "seat": seat})
                self._move_on(events)
            else:
                raise IllegalMove("must_raise_or_pass", f"seat {seat} must raise or pass")
        else:  # RESPOND
            if verb == CALL:
                amount = self.raise_amount
                self.chips[seat] -= amount
                self.pot += amount
                events.append({"type": "called", "seat": seat, "amount": amount,
                               "pot": self.pot})
            elif verb == FOLD:
                self.folded[seat] = True
                events.append({"type": "folded", "seat": seat})
            else:
                raise IllegalMove("must_call_or_fold", f"seat {seat} must call or fold")
            self._answered(events)
        self.moves_applied += 1
        return events

    def _draw(self, count: int) -> list[int]:
        """`count` die values from the state's `Dice`, exactly as `Dice.roll` takes them
        (§1.1). Once the explicit rolls are used up, ``rng.randrange(6)`` is computed as
        CPython does it (≥ 3.2: `getrandbits(3)` until it is below 6), without its call
        overhead: the dice are most of a random playout's time."""
        source = self.source
        if source.drawn < len(source.rolls):
            return source.roll(count)
        bits = source.rng.getrandbits
        out = []
        for _ in range(count):
            value = bits(3)
            while value >= 6:
                value = bits(3)
            out.append(value + 1)
        source.drawn += count
        return out

    def _roll(self, seat: int, kept: tuple[int, ...], events: list[Event]) -> None:
        """A roll of every die not kept (§4.2): the new values in the order taken."""
        new = self._draw(5 - len(kept))
        dice = tuple(sorted((*kept, *new)))
        self.dice, self.kept = dice, kept
        used = self.rolls_used = self.rolls_used + 1
        events.append({"type": "rolled", "seat": seat, "roll": used,
                       "kept": list(kept), "new": new, "dice": list(dice)})
        if used >= self.max_rolls:  # type: ignore[operator]  # set for every turn
            self._end_turn(seat, events)
        else:
            self.phase = REROLL

    def _end_turn(self, seat: int, events: list[Event]) -> None:
        """The dice become the seat's hand; then its chance to raise (B9.1), or play moves on."""
        hand = HANDS[self.dice]
        used = self.rolls_used
        self.hands[seat] = hand
        self.hand_rolls[seat] = used
        events.append({"type": "hand", "seat": seat, "dice": list(hand.dice),
                       "combo": hand.combo, "ranks": list(hand.ranks), "rolls": used})
        self.dice = self.kept = ()
        self.rolls_used = 0
        self.max_rolls = None
        if self.rules.raising:
            allowed = min(self.rules.raise_limit,
                          min(self.chips[s] for s in range(self.n) if not self.folded[s]))
            if allowed >= 1:
                self.phase = RAISE_PHASE
                self.allowed = allowed
                return
        self._move_on(events)

    def _raise(self, seat: int, amount: int, events: list[Event]) -> None:
        self.chips[seat] -= amount
        self.pot += amount
        self.allowed = 0
        events.append({"type": "raised", "seat": seat, "amount": amount, "pot": self.pot})
        n = self.n
        self.waiting = [s for s in ((seat + i) % n for i in range(1, n)) if not self.folded[s]]
        self.raise_seat, self.raise_amount = seat, amount
        self.phase = RESPOND
        self._answered(events, first=True)

    def _answered(self, events: list[Event], first: bool = False) -> None:
        """After a raise or an answer: the next seat to answer, or the raise settled (B9.2–4)."""
        if not first:
            self.waiting.pop(0)
        if self.waiting:
            self.to_move = self.waiting[0]
            return
        raiser = self.raise_seat
        assert raiser is not None
        self.raise_seat, self.raise_amount = None, 0
        if all(self.folded[s] for s in range(self.n) if s != raiser):
            self._win([raiser], "folds", events)
        else:
            self._move_on(events)

    def _move_on(self, events: list[Event]) -> None:
        """The next seat from the round's first player that is still in and has no hand takes
        its turn; if there is none, the showdown (§4.2)."""
        self.allowed = 0
        first = self.first
        assert first is not None
        n = self.n
        for i in range(n):
            seat = (first + i) % n
            if not self.folded[seat] and self.hands[seat] is None:
                self._start_turn(seat)
                return
        contenders = {s: h for s, h in enumerate(self.hands)
                      if h is not None and not self.folded[s]}
        self._win(best_seats(contenders), "showdown", events)

    def _start_turn(self, seat: int) -> None:
        self.phase = ROLL_PHASE
        self.to_move = seat
        self.dice = self.kept = ()
        self.rolls_used = 0
        first = self.first
        if seat == first or not self.rules.first_sets_rolls or first is None:
            self.max_rolls = self.rules.rolls
        else:
            self.max_rolls = self.hand_rolls[first]

    def _win(self, seats: list[int], reason: str, events: list[Event]) -> None:
        """The pot to `seats` (B7): equal shares, the odd chips one each to the winners in turn
        from the round's first player; then the next round."""
        pot, first, n = self.pot, self.first or 0, self.n
        if len(seats) == 1:
            shares = [pot]
        else:
            share, odd = divmod(pot, len(seats))
            extra = set(sorted(seats, key=lambda s: (s - first) % n)[:odd])
            shares = [share + (s in extra) for s in seats]
        for s, won in zip(seats, shares, strict=True):
            self.chips[s] += won
        self.pot = 0
        events.append({"type": "pot_won", "seats": list(seats), "shares": shares, "pot": pot,
                       "reason": reason})
        self.showdown = Showdown(self.round, reason, pot, tuple(seats), tuple(shares),
                                 tuple(self.hands), tuple(self.hand_rolls), tuple(self.folded))
        self._start_round(events)

    def _start_round(self, events: list[Event]) -> None:
        """B3.1–2 and B8: the end check, then the antes and the round's first player."""
        rules = self.rules
        if rules.rounds is not None and self.round >= rules.rounds:
            self._end("rounds", events)
            return
        ante = rules.ante
        if any(c < ante for c in self.chips):
            self._end("broke", events)
            return
        self.round += 1
        self.first = self.start if self.first is None else (self.first + 1) % self.n
        self.hands = [None] * self.n
        self.hand_rolls = [0] * self.n
        self.folded = [False] * self.n
        for s in range(self.n):
            self.chips[s] -= ante
        self.pot += ante * self.n
        events.append({"type": "round_started", "round": self.round, "first": self.first,
                       "ante": ante, "pot": self.pot})
        self._start_turn(self.first)

    def _end(self, reason: str, events: list[Event]) -> None:
        self.phase = OVER
        self.to_move = None
        self.dice = self.kept = ()
        self.rolls_used = 0
        self.max_rolls = None
        self.allowed = 0
        self.reason = reason
        top = max(self.chips)
        self.winners = [s for s, c in enumerate(self.chips) if c == top]
        events.append({"type": "game_over", "winners": list(self.winners),
                       "chips": list(self.chips), "reason": reason})

    # ------------------------------------------------------------------- moves
    def legal_moves(self, seat: int) -> tuple[WpMove, ...]:
        """Every move `seat` could make now that would be accepted (empty if it may not act):
        phase roll `roll`; reroll the keeps, `roll`, `stand`; raise `pass` and `raise 1` …
        `raise L`; respond `call`, `fold`."""
        if seat != self.to_move:
            return ()
        phase = self.phase
        if phase == REROLL:
            return REROLL_MOVES[self.dice]
        if phase == ROLL_PHASE:
            return ROLL_ONLY
        if phase == RAISE_PHASE:
            return RAISE_CHOICES[self.allowed]
        return ANSWERS

    # ------------------------------------------------------------------ output
    def state_dict(self) -> dict[str, Any]:
        """The protocol's `state` (§4.5)."""
        turn = self.phase in (ROLL_PHASE, REROLL)
        return {
            "phase": self.phase,
            "round": self.round,
            "first": self.first,
            "to_move": self.to_move,
            "chips": list(self.chips),
            "pot": self.pot,
            "dice": list(self.dice) if turn else [],
            "rolls_used": self.rolls_used if turn else 0,
            "max_rolls": self.max_rolls if turn else None,
            "hands": [None if h is None else hand_dict(h, self.hand_rolls[s])
                      for s, h in enumerate(self.hands)],
            "folded": [s for s in range(self.n) if self.folded[s]],
            "raise": ({"seat": self.raise_seat, "amount": self.raise_amount,
                       "waiting": list(self.waiting)} if self.phase == RESPOND else None),
            "dice_drawn": self.source.drawn,
            "winners": None if self.winners is None else list(self.winners),
        }

    def protocol_view(self, seat: int) -> dict[str, Any]:
        """The protocol's per-seat view (§2.4): `legal` canonical and sorted."""
        return {"seat": seat,
                "legal": legal_lines(seat, [format_body(m) for m in self.legal_moves(seat)])}


def hand_dict(hand: Hand, rolls: int) -> dict[str, Any]:
    """A hand as the protocol writes it (§4.5)."""
    return {"dice": list(hand.dice), "combo": hand.combo, "ranks": list(hand.ranks),
            "rolls": rolls}


def _listed(values: Sequence[int]) -> str:
    return "-".join(map(str, values))
