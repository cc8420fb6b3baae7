"""The Würfel-Ligretto state and its actions (docs/dice-rules.md Part D,
docs/dice-protocol.md §6).

A game is `rounds` rounds (D7). Each starts by drawing every seat's dice from the bag (D3: an
explicit draw, or the seeded shuffle of the canonical bag) and the start roll of every seat
(D10.5), which the engine makes by itself. The players act at the same time; the game takes
their actions as one sequence, the earlier action winning (D4, D10.3): a seat places one of
its dice on its colour's row, whose next number it must show, or rerolls all its remaining
dice. The placement of a seat's last die is "Ligretto Stopp" (D5): the round is scored (D6)
and the next one starts at once, or the game ends.

`LgGame.apply(seat, move)` either applies a legal action and returns its events (with the
scoring and the next round's start it sets off), or raises `IllegalMove` and changes nothing:
every check runs before the first change. Every die value comes from the state's `Dice`
(protocol §1.1), whose generator also shuffles the bag, so a game is its players, rules,
draws, dice and actions.

Invariants (D11): every die is on the board, in a cup or in the bag; each row holds 1 … k;
a round ends with exactly one stopper whose cup is empty, and its points sum to zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.base import Results
from larry_core.games.dice import Dice
from larry_core.games.ligretto.colours import COLOURS, INDEX
from larry_core.games.ligretto.moves import PLACE, PLACES, ROLL_MOVE, LgMove
from larry_core.games.ligretto.request import LgRequest
from larry_core.games.ligretto.rules import PER_COLOUR, LgRules
from larry_core.games.ligretto.views import LgPublicView, LgSeatView, public_view, seat_view

PLAY, OVER = "play", "over"
Event = dict[str, Any]
Die = tuple[int, int]  # (colour index, value)
# The canonical bag (protocol §6.2): 6 × red, then yellow, green, blue, as colour indices.
BAG: tuple[int, ...] = tuple(c for c in range(len(COLOURS)) for _ in range(PER_COLOUR))


def dice_list(cup: Sequence[Die]) -> list[list[Any]]:
    """A cup as the protocol writes it: `[colour, value]` pairs, canonical order (§6.5)."""
    return [[COLOURS[c], v] for c, v in cup]


class LgGame:
    """One game of Würfel-Ligretto. Deterministic for (players, rules, draws, dice)."""

    __slots__ = ("acted", "board", "counts", "cups", "dice", "draws", "final_boards",
                 "moves_applied", "n", "phase", "rerolls", "round", "round_rerolls",
                 "round_scores", "rounds", "rules", "scores", "seed", "setup_events", "stopper",
                 "winners")

    def __init__(self, players: int, rules: LgRules | None = None, seed: int = 0,
                 draws: Sequence[Sequence[Sequence[str]]] = (), rolls: Sequence[int] = (),
                 dice: Dice | None = None) -> None:
        if not 2 <= players <= 4:
            raise ValueError("players must be an integer from 2 to 4")
        self.n = players
        self.rules = rules or LgRules()
        self.counts = self.rules.dice_for(players)
        self.seed = seed
        self.dice = dice if dice is not None else Dice(seed, rolls)
        self.draws = tuple(tuple(tuple(seat) for seat in entry) for entry in draws)
        self.rounds = self.rules.rounds_for(players)
        self.round = 0
        self.board = [0, 0, 0, 0]  # dice on each row (the row holds 1 … k)
        self.cups: list[list[Die]] = [[] for _ in range(players)]
        self.scores = [0] * players
        self.round_scores: list[list[int]] = []
        self.rerolls = [0] * players  # each seat's rerolls in this round (start roll not counted)
        # each finished round's board at its stop, and each seat's rerolls in it
        self.final_boards: list[tuple[int, ...]] = []
        self.round_rerolls: list[tuple[int, ...]] = []
        self.stopper: int | None = None  # who stopped the last finished round
        self.acted = [0] * players  # the action count at each seat's last action
        self.phase = PLAY
        self.winners: list[int] | None = None
        self.moves_applied = 0
        self.setup_events: list[Event] = []
        self._start_round(self.setup_events)

    # ------------------------------------------------------------------ reading
    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def to_move(self) -> int | None:
        """Nobody has a turn: every seat acts at any moment (protocol §6.1)."""
        return None

    # ------------------------------------------- the game seam (base.GameState)
    # The game is simultaneous (D4; its kind is base.SIMULTANEOUS): every seat may act while
    # it runs and nobody has a turn; `round` is the round being played, which a front end's
    # press names (the table service refuses a press of a round that was stopped).
    def actors(self) -> list[int]:
        """The seats that may act now (all of them while the game runs: each has dice in
        its cup until the round's stop, which starts the next round at once), the one that
        acted longest ago first: automatic players that act one at a time (the table
        service's AI seats) take turns fairly, each as often as the others, whatever its
        dice."""
        if self.phase == OVER:
            return []
        acted = self.acted
        return sorted(range(self.n), key=acted.__getitem__)  # a stable sort: ties by seat

    def turn(self) -> int | None:
        """None: no turn timer runs (a human who does nothing only falls behind)."""
        return None

    def request(self, seat: int) -> LgRequest:
        return LgRequest(self, seat)

    def public_view(self) -> LgPublicView:
        return public_view(self)

    def seat_view(self, seat: int) -> LgSeatView:
        return seat_view(self, seat)

    def results(self) -> Results:
        """The running totals (D6, D7)."""
        return Results(tuple(self.scores), tuple(self.winners or ()))

    def fitting(self, seat: int) -> list[LgMove]:
        """The distinct placements `seat` can make now, in canonical colour order."""
        board = self.board
        out: list[LgMove] = []
        last: Die | None = None
        for die in self.cups[seat]:
            c, v = die
            if v == board[c] + 1 and die != last:
                out.append(PLACES[COLOURS[c]][v])
                last = die
        return out

    def legal_moves(self, seat: int) -> list[LgMove]:
        """Every action `seat` may take now: the placements (canonical colour order), then
        the reroll, which is always allowed while the game runs (D4.2)."""
        if self.phase == OVER:
            return []
        out = self.fitting(seat)
        out.append(ROLL_MOVE)
        return out

    def state_dict(self) -> dict[str, Any]:
        """The protocol's `state` (§6.5)."""
        return {
            "phase": self.phase,
            "round": self.round,
            "rounds": self.rounds,
            "board": dict(zip(COLOURS, self.board, strict=True)),
            "dice": [dice_list(cup) for cup in self.cups],
            "scores": list(self.scores),
            "round_scores": [list(r) for r in self.round_scores],
            "dice_drawn": self.dice.drawn,
            "winners": None if self.winners is None else list(self.winners),
        }

    def protocol_view(self, seat: int) -> dict[str, Any]:
        """The protocol's per-seat view (§2.4): the seat and its legal actions, sorted."""
        return {"seat": seat, "legal": sorted(f"{seat}: {m}" for m in self.legal_moves(seat))}

    def copy(self) -> LgGame:
        """An independent copy (the dice generator's state included)."""
        new = LgGame.__new__(LgGame)
        new.n, new.rules, new.counts, new.seed = self.n, self.rules, self.counts, self.seed
        new.dice = self.dice.copy()
        new.draws, new.rounds, new.round = self.draws, self.rounds, self.round
        new.board = list(self.board)
        new.cups = [list(cup) for cup in self.cups]
        new.scores = list(self.scores)
        new.round_scores = [list(r) for r in self.round_scores]
        new.rerolls = list(self.rerolls)
        new.final_boards, new.round_rerolls = list(self.final_boards), list(self.round_rerolls)
        new.stopper, new.acted = self.stopper, list(self.acted)
        new.phase = self.phase
        new.winners = None if self.winners is None else list(self.winners)
        new.moves_applied = self.moves_applied
        new.setup_events = self.setup_events
        return new

    # ----------------------------------------------------------------- playing
    def apply(self, seat: int, move: LgMove) -> list[Event]:
        """Apply `seat`'s action and everything it sets off; raise IllegalMove, changing
        nothing, if it is not legal. Checks in the protocol's order (§6.4): game_over,
        no_such_die, not_next."""
        if not 0 <= seat < self.n:
            raise IllegalMove("bad_move", f"seat {seat} does not exist")
        if self.phase == OVER:
            raise IllegalMove("game_over", "the game is over")
        cup = self.cups[seat]
        if move.verb == PLACE:
            c = INDEX[move.colour]
            die = (c, move.value)
            if die not in cup:
                raise IllegalMove("no_such_die",
                                  f"seat {seat} has no {move.colour} {move.value}")
            needed = self.board[c] + 1
            if move.value != needed:
                raise IllegalMove("not_next", f"the {move.colour} row needs a {needed}")
        self.moves_applied += 1
        self.acted[seat] = self.moves_applied
        if move.verb != PLACE:
            self.rerolls[seat] += 1
            return [self._roll(seat, "reroll")]
        cup.remove(die)
        self.board[c] = needed
        events: list[Event] = [{"type": "placed", "seat": seat, "colour": move.colour,
                                "value": move.value}]
        if not cup:
            self._stop(seat, events)
        return events

    # --------------------------------------------------------------- internals
    def _roll_values(self, count: int) -> list[int]:
        """`count` die values (protocol §1.1): `rolls` first, then the seeded generator's
        ``randrange(6) + 1``, drawn here as CPython's `randrange` draws it (3-bit
        `getrandbits` until below 6), the same value from the same generator."""
        dice = self.dice
        drawn = dice.drawn
        dice.drawn = drawn + count
        rolls = dice.rolls
        out = list(rolls[drawn:drawn + count]) if drawn < len(rolls) else []
        bits = dice.rng.getrandbits
        for _ in range(count - len(out)):
            value = bits(3)
            while value >= 6:
                value = bits(3)
            out.append(value + 1)
        return out

    def _roll(self, seat: int, reason: str) -> Event:
        """Roll all of `seat`'s remaining dice (canonical colour order, §6.2)."""
        cup = self.cups[seat]
        values = self._roll_values(len(cup))
        new = sorted(zip((c for c, _ in cup), values, strict=True))
        self.cups[seat] = new
        return {"type": "rolled", "seat": seat, "dice": dice_list(new), "reason": reason}

    def _start_round(self, events: list[Event]) -> None:
        """Draw every seat's dice and make the start roll (§6.2, D3, D10.5)."""
        self.round += 1
        self.board = [0, 0, 0, 0]
        self.rerolls = [0] * self.n
        index = self.round - 1
        if index < len(self.draws):
            drawn = [sorted(INDEX[code] for code in seat) for seat in self.draws[index]]
        else:
            bag = list(BAG)
            self.dice.rng.shuffle(bag)
            drawn, at = [], 0
            for count in self.counts:
                drawn.append(sorted(bag[at:at + count]))
                at += count
        self.cups = [[(c, 0) for c in colours] for colours in drawn]
        events.append({"type": "round_started", "round": self.round,
                       "drawn": [[COLOURS[c] for c in colours] for colours in drawn]})
        for seat in range(self.n):
            events.append(self._roll(seat, "start"))

    def _stop(self, seat: int, events: list[Event]) -> None:
        """"Ligretto Stopp" (D5): score the round (D6), then the next round or the end."""
        self.stopper = seat
        left = [len(cup) for cup in self.cups]
        points = [-k for k in left]
        points[seat] = sum(left)
        for s, p in enumerate(points):
            self.scores[s] += p
        self.round_scores.append(points)
        self.final_boards.append(tuple(self.board))
        self.round_rerolls.append(tuple(self.rerolls))
        events.append({"type": "stopped", "seat": seat})
        events.append({"type": "round_over", "round": self.round, "scores": list(points),
                       "totals": list(self.scores)})
        if self.round < self.rounds:
            self._start_round(events)
            return
        self.phase = OVER
        best = max(self.scores)
        self.winners = [s for s, total in enumerate(self.scores) if total == best]
        events.append({"type": "game_over", "winners": list(self.winners),
                       "scores": list(self.scores)})
