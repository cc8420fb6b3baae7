"""The Va banque state and its moves (docs/dice-rules.md Part C, docs/dice-protocol.md §5).

A game is `players × cycles` banker rounds (C3). In each, the opponents who can pay the
stake pay it into the pot (C4.1); then the banker throws five dice for each of them in turn
from the banker's left, one opponent after the other (C4.2, C10.2). The engine throws by
itself whenever a throw is due: the only moves are the opponent's operations for throws 2, 3
and 4 (C5); throw 5's operation is the one left and is applied by itself. After the last
opponent the pot is settled (C6, and C7 under `forfeit`), and the next round starts.

`VbGame.apply(seat, op)` either applies a legal operation and returns its events (with every
throw and settling it sets off), or raises `IllegalMove` and changes nothing: every check runs
before the first change. Every die value comes from the state's `Dice` (protocol §1.1), so a
game is its players, rules, start, chips, dice and moves.

Invariants (C11): the chips of all players plus the pot never change; the pot is 0 between
rounds; each finished calculation used every operation once; a division at throws 2–4 is
exact; the banker's chips rise only by forfeited stakes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.base import Results
from larry_core.games.dice import Dice
from larry_core.games.vabanque.moves import DIV, OPS, VbMove, combine
from larry_core.games.vabanque.request import VbRequest
from larry_core.games.vabanque.rules import VbRules
from larry_core.games.vabanque.views import VbPublicView, VbSeatView, public_view, seat_view

CHOOSE, OVER = "choose", "over"
MAX_CHIPS = 1_000_000  # a seat's chips given explicitly (protocol §5.1)
Event = dict[str, Any]


class VbGame:
    """One game of Va banque. Deterministic for (players, rules, start, chips, dice)."""

    __slots__ = (
        "banker",
        "calcs",
        "chips",
        "dice",
        "index",
        "moves_applied",
        "n",
        "ops",
        "phase",
        "pot",
        "round",
        "rounds",
        "rules",
        "seat",
        "seed",
        "setup_events",
        "staked",
        "start",
        "throws",
        "to_move",
        "total",
        "unused",
        "values",
        "winners",
    )

    def __init__(self, players: int, rules: VbRules | None = None, seed: int = 0,
                 start: int = 0, chips: Sequence[int] | None = None,
                 rolls: Sequence[int] = (), dice: Dice | None = None) -> None:
        if not 2 <= players <= 5:
            raise ValueError("players must be an integer from 2 to 5")
        if not 0 <= start < players:
            raise ValueError(f"start must be a seat from 0 to {players - 1}")
        self.n = players
        self.rules = rules or VbRules()
        self.seed = seed
        self.start = start
        self.dice = dice if dice is not None else Dice(seed, rolls)
        if chips is None:
            self.chips = [self.rules.chips] * players
        else:
            if len(chips) != players or not all(0 <= c <= MAX_CHIPS for c in chips):
                raise ValueError(f"chips must be exactly {players} integers from 0 to "
                                 f"{MAX_CHIPS:,}")
            self.chips = list(chips)
        self.rounds = players * self.rules.cycles
        self.round = 0
        self.banker = start
        self.pot = 0
        self.staked: list[int] = []
        self.index = 0  # the position in `staked` of the opponent being thrown for
        self.seat: int | None = None  # that opponent (None: nobody, the game is over)
        self.throws: list[int] = []
        self.ops: list[str] = []
        self.unused: list[str] = []  # the operations not used yet, in canonical order
        self.total = 0  # the running total before the newest throw's operation
        self.values: list[int] = []  # the running total after throw 1 and after each operation
        self.calcs: list[dict[str, Any] | None] = [None] * players  # each seat's calculation
        self.phase = CHOOSE
        self.to_move: int | None = None
        self.winners: list[int] | None = None
        self.moves_applied = 0
        self.setup_events: list[Event] = []
        self._next_round(self.setup_events)

    # ------------------------------------------------------------------ reading
    @property
    def over(self) -> bool:
        return self.phase == OVER

    # ------------------------------------------- the game seam (base.GameState)
    def actors(self) -> list[int]:
        """Only the opponent being thrown for acts (the banker throws, C4)."""
        return [] if self.to_move is None else [self.to_move]

    def turn(self) -> int | None:
        return self.to_move

    def request(self, seat: int) -> VbRequest:
        return VbRequest(self, seat)

    def public_view(self) -> VbPublicView:
        return public_view(self)

    def seat_view(self, seat: int) -> VbSeatView:
        return seat_view(self, seat)

    def results(self) -> Results:
        """Each seat's chips (the game is won by the most chips, C8)."""
        return Results(tuple(self.chips), tuple(self.winners or ()))

    def legal_moves(self, seat: int) -> list[VbMove]:
        """The operations `seat` may name now, in canonical order: those not used yet for
        this opponent, `div` only when the running total is a multiple of the die (C5.3)."""
        if seat != self.to_move:
            return []
        legal = self.unused[:]
        if legal[-1] == DIV and self.total % self.throws[-1]:
            legal.pop()
        return legal

    def state_dict(self) -> dict[str, Any]:
        """The protocol's `state` (§5.5)."""
        current = None
        if self.seat is not None:
            current = {"seat": self.seat, "throws": list(self.throws), "ops": list(self.ops),
                       "total": self.total}
        return {
            "phase": self.phase,
            "round": self.round,
            "banker": self.banker,
            "to_move": self.to_move,
            "chips": list(self.chips),
            "pot": self.pot,
            "staked": list(self.staked),
            "current": current,
            "results": [None if r is None else _result_copy(r) for r in self.calcs],
            "dice_drawn": self.dice.drawn,
            "winners": None if self.winners is None else list(self.winners),
        }

    def protocol_view(self, seat: int) -> dict[str, Any]:
        """The protocol's per-seat view (§2.4): the seat and its legal moves, sorted."""
        return {"seat": seat, "legal": sorted(f"{seat}: {op}" for op in self.legal_moves(seat))}

    def copy(self) -> VbGame:
        """An independent copy (the dice generator's state included)."""
        new = VbGame.__new__(VbGame)
        new.n, new.rules, new.seed, new.start = self.n, self.rules, self.seed, self.start
        new.dice = self.dice.copy()
        new.chips = list(self.chips)
        new.rounds, new.round, new.banker, new.pot = self.rounds, self.round, self.banker, \
            self.pot
        new.staked = list(self.staked)
        new.index, new.seat = self.index, self.seat
        new.throws, new.ops, new.total = list(self.throws), list(self.ops), self.total
        new.values, new.unused = list(self.values), list(self.unused)
        new.calcs = list(self.calcs)  # the calculation dicts are never changed once made
        new.phase, new.to_move = self.phase, self.to_move
        new.winners = None if self.winners is None else list(self.winners)
        new.moves_applied = self.moves_applied
        new.setup_events = self.setup_events
        return new

    # ----------------------------------------------------------------- playing
    def apply(self, seat: int, move: VbMove) -> list[Event]:
        """Apply `seat`'s operation for the current throw (2, 3 or 4) and everything it sets
        off; raise IllegalMove, changing nothing, if it is not legal. Checks in the
        protocol's order (§5.4): game_over, not_your_turn, op_used, not_exact."""
        if move not in OPS:
            raise IllegalMove("bad_move", f"unknown move {move!r} (add, sub, mul, div)")
        if self.phase == OVER:
            raise IllegalMove("game_over", "the game is over")
        if seat != self.to_move:
            raise IllegalMove("not_your_turn", f"seat {self.to_move} is to move")
        unused = self.unused
        if move not in unused:
            raise IllegalMove("op_used", f"{move} was used already for seat {seat}")
        throws = self.throws
        die = throws[-1]
        total = self.total
        if move == DIV and total % die:
            raise IllegalMove("not_exact", f"{total} is not divisible by {die}")
        total = combine(move, total, die)
        unused.remove(move)
        self.ops.append(move)
        self.values.append(total)
        self.total = total
        self.moves_applied += 1
        throw = len(throws)
        events: list[Event] = [{"type": "op", "seat": seat, "throw": throw, "op": move,
                                "die": die, "total": total, "auto": False, "exact": True}]
        die = self._die()
        throws.append(die)
        events.append({"type": "thrown", "seat": seat, "throw": throw + 1, "die": die})
        if throw == 4:
            self._last_throw(seat, die, events)
        return events

    # --------------------------------------------------------------- internals
    def _die(self) -> int:
        """The next die value (protocol §1.1): `rolls` first, then the seeded generator's
        ``randrange(6) + 1``, drawn here as CPython's `randrange` draws it (3-bit
        `getrandbits` until below 6), which is the same value from the same generator."""
        dice = self.dice
        drawn = dice.drawn
        dice.drawn = drawn + 1
        if drawn < len(dice.rolls):
            return dice.rolls[drawn]
        bits = dice.rng.getrandbits
        value = bits(3)
        while value >= 6:
            value = bits(3)
        return value + 1

    def _last_throw(self, seat: int, die: int, events: list[Event]) -> None:
        """Throw 5: the operation left is applied by itself (C5.4); under `forfeit` an
        inexact division gives the stake to the banker (C7); then the next opponent, or the
        settling (C6)."""
        op = self.unused.pop()
        total = self.total
        exact = op != DIV or total % die == 0
        total = combine(op, total, die, last=True)
        self.ops.append(op)
        self.values.append(total)
        self.total = total
        events.append({"type": "op", "seat": seat, "throw": 5, "op": op, "die": die,
                       "total": total, "auto": True, "exact": exact})
        forfeit = not exact and self.rules.forfeit
        if forfeit:
            stake = self.rules.stake
            self.pot -= stake
            self.chips[self.banker] += stake
            events.append({"type": "forfeited", "seat": seat, "banker": self.banker,
                           "chips": stake})
        self.calcs[seat] = {"throws": self.throws, "ops": self.ops, "total": total,
                            "forfeit": forfeit, "values": self.values}
        self.index += 1
        if self.index < len(self.staked):
            self._begin(self.staked[self.index], events)
            return
        self._settle(events)
        self._next_round(events)

    def _begin(self, seat: int, events: list[Event]) -> None:
        """The banker throws twice for `seat`, who then names an operation (§5.2)."""
        first, second = self._die(), self._die()
        events.append({"type": "thrown", "seat": seat, "throw": 1, "die": first})
        events.append({"type": "thrown", "seat": seat, "throw": 2, "die": second})
        self.seat = self.to_move = seat
        self.throws = [first, second]
        self.ops = []
        self.unused = list(OPS)
        self.values = [first]
        self.total = first

    def _settle(self, events: list[Event]) -> None:
        """The highest total among the opponents who did not forfeit takes the pot; equal
        totals share it, odd chips one each in turn from the banker's left (C6, C10.7)."""
        calcs = self.calcs
        contest = [s for s in self.staked if not calcs[s]["forfeit"]]  # type: ignore[index]
        if not contest:
            return  # every opponent forfeited: the pot is already empty (C7)
        best = max(calcs[s]["total"] for s in contest)  # type: ignore[index]
        won = [s for s in contest if calcs[s]["total"] == best]  # type: ignore[index]
        pot = self.pot
        share, odd = divmod(pot, len(won))
        shares = {s: share + (1 if i < odd else 0) for i, s in enumerate(won)}
        for s, chips in shares.items():
            self.chips[s] += chips
        seats = sorted(won)
        events.append({"type": "pot_won", "seats": seats, "shares": [shares[s] for s in seats],
                       "total": best, "pot": pot})
        self.pot = 0

    def _next_round(self, events: list[Event]) -> None:
        """Start the next banker round (C4.1: the stakes; a round nobody can stake in has no
        throws and ends at once), or end the game after the last (C8)."""
        n, stake, chips = self.n, self.rules.stake, self.chips
        while self.round < self.rounds:
            self.round += 1
            banker = (self.start + self.round - 1) % n
            self.banker = banker
            staked = [s for s in ((banker + k) % n for k in range(1, n)) if chips[s] >= stake]
            for s in staked:
                chips[s] -= stake
            self.staked = staked
            self.pot = stake * len(staked)
            self.index = 0
            self.calcs = [None] * n
            events.append({"type": "round_started", "round": self.round, "banker": banker,
                           "staked": list(staked), "pot": self.pot})
            if staked:
                self._begin(staked[0], events)
                return
        self._end(events)

    def _end(self, events: list[Event]) -> None:
        """After the last banker round: the most chips win, ties all of them (C8, §0)."""
        self.phase = OVER
        self.to_move = self.seat = None
        best = max(self.chips)
        self.winners = [s for s in range(self.n) if self.chips[s] == best]
        events.append({"type": "game_over", "winners": list(self.winners),
                       "chips": list(self.chips)})


def _result_copy(result: dict[str, Any]) -> dict[str, Any]:
    return {"throws": list(result["throws"]), "ops": list(result["ops"]),
            "total": result["total"], "forfeit": result["forfeit"]}
