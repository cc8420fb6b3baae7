"""The Kniffel state and its moves (docs/dice-rules.md Part A, docs/dice-protocol.md §3).

`KnGame.apply(seat, move)` either applies a legal move and returns its events, or raises
`IllegalMove` and changes nothing: every check runs before the first mutation, in the order
of protocol §3.3. Every die value is taken from the state's `Dice` (§1.1): a roll of *k* dice
takes *k* values in order, and the new dice are the kept values plus the new ones, ascending
(§3.2). A game is therefore its players, rules, seed, explicit rolls, start seat, pre-filled
sheets and extra points, and its moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from larry_core.errors import IllegalMove
from larry_core.games.base import Results
from larry_core.games.dice import Dice
from larry_core.games.kniffel.boxes import (
    BONUS_AT,
    BOXES,
    KEEP_SETS,
    KNIFFEL,
    SCORES,
    SCORES_FHK,
    UPPER_BONUS,
    entry_allowed,
    joker_points,
)
from larry_core.games.kniffel.moves import (
    KEEP,
    KEEP_MOVES,
    ROLL,
    ROLL_MOVE,
    SCORE,
    SCORE_MOVES,
    KnMove,
)
from larry_core.games.kniffel.request import KnRequest
from larry_core.games.kniffel.rules import HASBRO, NONE, SCHMIDT, KnRules
from larry_core.games.kniffel.views import KnPublicView, KnSeatView, public_view, seat_view

ROLL_PHASE, CHOOSE, OVER = "roll", "choose", "over"
NORMAL, UPPER_RULE, JOKER, STRIKE = "normal", "upper", "joker", "strike"
Event = dict[str, Any]
Sheet = list[int | None]
N_BOXES = len(BOXES)
LOWER_BOXES = tuple(range(6, N_BOXES))


class Entry(NamedTuple):
    """One box the current roll may be entered in: its points, the extra Kniffel points
    that come with it, and which rule of A6 applies (`normal`, `upper`, `joker`, `strike`)."""

    box: int
    points: int
    bonus: int
    rule: str


class _FreeMoves(dict[int, tuple[KnMove, ...]]):
    """The score moves of the free boxes of a mask (bit b: box b is free), made on first
    use."""

    def __missing__(self, mask: int) -> tuple[KnMove, ...]:
        moves = tuple(SCORE_MOVES[b] for b in range(N_BOXES) if mask >> b & 1)
        self[mask] = moves
        return moves


FREE_MOVES = _FreeMoves()


def fast_roll(dice: Dice, count: int) -> list[int]:
    """`dice.roll(count)`, value for value (the explicit rolls, then
    ``rng.randrange(6) + 1``), without its per-value overhead: CPython's `randrange(6)` is
    `_randbelow(6)`, which draws `getrandbits(3)` until it is below 6."""
    drawn = dice.drawn
    if drawn + count > len(dice.rolls):
        return dice.roll(count) if drawn < len(dice.rolls) else _fresh(dice, count)
    dice.drawn = drawn + count
    return list(dice.rolls[drawn:drawn + count])


def _fresh(dice: Dice, count: int) -> list[int]:
    bits = dice.rng.getrandbits
    out = []
    for _ in range(count):
        r = bits(3)
        while r >= 6:
            r = bits(3)
        out.append(r + 1)
    dice.drawn += count
    return out


def read_sheet(entries: Any, seat: int) -> Sheet:
    """A pre-filled sheet (protocol §3.1): box codes to entries (int) or None; ValueError
    for an unknown box or an entry the box cannot hold (A9)."""
    if not isinstance(entries, dict):
        raise ValueError(f"sheets[{seat}] must be an object of box codes")
    sheet: Sheet = [None] * N_BOXES
    for code, value in entries.items():
        if code not in BOXES:
            text = str(code)
            raise ValueError(f"unknown box {text[:40]!r} in sheets[{seat}]")
        if value is None:
            continue
        box = BOXES.index(code)
        if (isinstance(value, bool) or not isinstance(value, int)
                or not entry_allowed(box, value)):
            raise ValueError(f"sheets[{seat}].{code} cannot hold {str(value)[:40]}")
        sheet[box] = value
    return sheet


class KnGame:
    """One game of Kniffel. Deterministic for (players, rules, seed, rolls, start, sheets,
    extra). `phase` is `roll` (the mover must make the turn's first roll), `choose` (roll
    again if rolls are left, or enter) or `over`."""

    __slots__ = ("dice", "extra", "filled", "free", "kept", "moves_applied", "n", "phase",
                 "roll", "rolls_used", "rules", "seed", "setup_events", "sheets", "start",
                 "to_move", "upper", "winners")

    def __init__(self, players: int, rules: KnRules | None = None, seed: int = 0,
                 start: int = 0, *, rolls: Sequence[int] = (),
                 sheets: Sequence[Any] | None = None,
                 extra: Sequence[int] | None = None) -> None:
        if not 1 <= players <= 8:
            raise ValueError("players must be an integer from 1 to 8")
        if not 0 <= start < players:
            raise ValueError(f"start must be a seat from 0 to {players - 1}")
        self.n = players
        self.rules = rules or KnRules()
        self.seed = seed
        self.start = start
        self.dice = Dice(seed, rolls)
        if sheets is None:
            self.sheets: list[Sheet] = [[None] * N_BOXES for _ in range(players)]
        else:
            if len(sheets) != players:
                raise ValueError(f"sheets must be a list of exactly {players} objects")
            self.sheets = [read_sheet(s, i) for i, s in enumerate(sheets)]
        if extra is None:
            self.extra = [0] * players
        else:
            if len(extra) != players:
                raise ValueError(f"extra must be a list of exactly {players} integers")
            for value in extra:
                if (isinstance(value, bool) or not isinstance(value, int)
                        or not 0 <= value <= 5000 or value % 50):
                    raise ValueError("extra points are multiples of 50 from 0 to 5,000")
            self.extra = list(extra)
        self.filled = [sum(e is not None for e in s) for s in self.sheets]
        # per seat: its free boxes as a mask (bit b: box b is free)
        self.free = [sum(1 << b for b in range(N_BOXES) if s[b] is None) for s in self.sheets]
        self.upper = [sum(e for e in s[:6] if e is not None) for s in self.sheets]
        self.roll: tuple[int, ...] = ()  # the current dice, ascending
        # the values the turn's last roll kept aside (ascending; () after a roll of all five)
        self.kept: tuple[int, ...] = ()
        self.rolls_used = 0
        self.moves_applied = 0
        self.winners: list[int] | None = None
        self.phase = ROLL_PHASE
        self.to_move: int | None = start
        self.setup_events: list[Event] = []
        # Start of play (§3.1): the start seat, or the next in turn with a free box.
        nxt = self._next_free(start - 1)
        if nxt is None:
            self._end(self.setup_events)
        else:
            self.to_move = nxt

    # ----------------------------------------------------------------- reading
    @property
    def over(self) -> bool:
        return self.phase == OVER

    def copy(self) -> KnGame:
        new = KnGame.__new__(KnGame)
        new.n, new.rules, new.seed, new.start = self.n, self.rules, self.seed, self.start
        new.dice = self.dice.copy()
        new.sheets = [s[:] for s in self.sheets]
        new.extra, new.filled, new.upper = self.extra[:], self.filled[:], self.upper[:]
        new.free = self.free[:]
        new.roll, new.rolls_used, new.moves_applied = self.roll, self.rolls_used, \
            self.moves_applied
        new.kept = self.kept
        new.winners = None if self.winners is None else self.winners[:]
        new.phase, new.to_move = self.phase, self.to_move
        new.setup_events = self.setup_events
        return new

    def upper_bonus(self, seat: int) -> int:
        return UPPER_BONUS if self.upper[seat] >= BONUS_AT else 0

    def total(self, seat: int) -> int:
        """A5: upper sum + upper bonus + lower entries + extra points."""
        return (self.upper[seat] + self.upper_bonus(seat)
                + sum(e for e in self.sheets[seat][6:] if e is not None) + self.extra[seat])

    def totals(self) -> list[int]:
        return [self.total(s) for s in range(self.n)]

    # ------------------------------------------- the game seam (base.GameState)
    def actors(self) -> list[int]:
        """Only the player whose turn it is ever acts (A4)."""
        return [] if self.to_move is None else [self.to_move]

    def turn(self) -> int | None:
        return self.to_move

    def request(self, seat: int) -> KnRequest:
        return KnRequest(self, seat)

    def public_view(self) -> KnPublicView:
        return public_view(self)

    def seat_view(self, seat: int) -> KnSeatView:
        return seat_view(self, seat)

    def results(self) -> Results:
        """Each seat's total (A5)."""
        return Results(tuple(self.totals()), tuple(self.winners or ()))

    def rolls_left(self) -> int:
        """Rolls the mover may still make this turn (0 when the game is over)."""
        return 0 if self.phase == OVER else self.rules.rolls - self.rolls_used

    def entries(self, seat: int) -> list[Entry]:
        """Every box `score` would accept from `seat` now, in canonical box order, with its
        points, extra points and rule (protocol §3.5 "A6 exactly", §3.6); [] unless `seat`
        is to move in phase `choose`."""
        if self.phase != CHOOSE or seat != self.to_move:
            return []
        sheet = self.sheets[seat]
        further = self._further(sheet)
        if further:
            return [Entry(box, *self._further_points(sheet, box, further))
                    for box in self._further_boxes(sheet, further)]
        table = SCORES_FHK if self.rules.full_house_kniffel else SCORES
        points = table[self.roll]
        return [Entry(box, points[box], 0, NORMAL)
                for box in range(N_BOXES) if sheet[box] is None]

    def legal_moves(self, seat: int) -> list[KnMove]:
        """Every move `seat` could make now that would be accepted: `roll`, then the keeps
        (ascending values, in ascending order), then the boxes in canonical order."""
        if seat != self.to_move or self.phase == OVER:
            return []
        if self.phase == ROLL_PHASE:
            return [ROLL_MOVE]
        roll = self.roll
        if roll[0] == roll[4] and (further := self._further(self.sheets[seat])):
            scores: Sequence[KnMove] = [
                SCORE_MOVES[box] for box in self._further_boxes(self.sheets[seat], further)]
        else:
            scores = FREE_MOVES[self.free[seat]]
        if self.rolls_used < self.rules.rolls:
            return [ROLL_MOVE, *KEEP_MOVES[roll], *scores]
        return list(scores)

    # ------------------------------------------------------------ A6 exactly
    def _further(self, sheet: Sheet) -> int:
        """The value *v* of the current roll if it is a further Kniffel under A6 (five
        equal dice, the Kniffel box filled, `extra_kniffel` not `none`), else 0."""
        roll = self.roll
        if (roll[0] == roll[4] and sheet[KNIFFEL] is not None
                and self.rules.extra_kniffel != NONE):
            return roll[0]
        return 0

    @staticmethod
    def _further_case(sheet: Sheet, value: int) -> str:
        if sheet[value - 1] is None:
            return UPPER_RULE
        if any(sheet[box] is None for box in LOWER_BOXES):
            return JOKER
        return STRIKE

    def _further_boxes(self, sheet: Sheet, value: int) -> list[int]:
        case = self._further_case(sheet, value)
        if case == UPPER_RULE:
            return [value - 1]
        if case == JOKER:
            return [box for box in LOWER_BOXES if sheet[box] is None]
        return [box for box in range(6) if sheet[box] is None]

    def _further_points(self, sheet: Sheet, box: int, value: int) -> tuple[int, int, str]:
        """(points, extra points, rule) of a further Kniffel of `value` in `box` (an
        accepted box)."""
        case = self._further_case(sheet, value)
        if case == UPPER_RULE:
            points = 5 * value
        elif case == JOKER:
            points = joker_points(box, value)
        else:
            points = 0
        held = sheet[KNIFFEL]
        rule = self.rules.extra_kniffel
        bonus = 0
        if rule == HASBRO:
            bonus = 100 if held == 50 else 0
        elif rule == SCHMIDT and case == UPPER_RULE:
            if held == 50 or (held == 0 and self.rules.zero_kniffel_bonus):
                bonus = 50
        return points, bonus, case

    # ----------------------------------------------------------------- moves
    def apply(self, seat: int, move: KnMove) -> list[Event]:
        """Apply `move` for `seat` and return its events, or raise IllegalMove (nothing
        changed). Checks in the order of protocol §3.3."""
        if self.phase == OVER:
            raise IllegalMove("game_over", "the game is over")
        if seat != self.to_move:
            raise IllegalMove("not_your_turn", f"seat {self.to_move} is to move")
        verb = move.verb
        if self.phase == ROLL_PHASE and verb != ROLL:
            raise IllegalMove("must_roll", f"seat {seat} must roll first")
        if verb == SCORE:
            events = self._score(seat, move.box)
        elif verb == ROLL:
            if self.rolls_used >= self.rules.rolls:
                raise IllegalMove("no_rolls_left", "no rolls are left this turn")
            events = [self._roll(seat, ())]
        elif verb == KEEP:
            if self.rolls_used >= self.rules.rolls:
                raise IllegalMove("no_rolls_left", "no rolls are left this turn")
            kept = move.values
            if len(kept) >= 5:
                raise IllegalMove("nothing_to_roll", "keeping all five dice is not a roll")
            if kept not in KEEP_SETS[self.roll]:
                raise IllegalMove("no_such_dice", "those dice are not in the current roll")
            events = [self._roll(seat, kept)]
        else:
            raise IllegalMove("bad_move", f"unknown move {verb!r}")
        self.moves_applied += 1
        return events

    def _roll(self, seat: int, kept: tuple[int, ...]) -> Event:
        new = fast_roll(self.dice, 5 - len(kept))
        self.roll = tuple(sorted((*kept, *new)))
        self.kept = kept
        self.rolls_used += 1
        self.phase = CHOOSE
        return {"type": "rolled", "seat": seat, "roll": self.rolls_used, "kept": list(kept),
                "new": new, "dice": list(self.roll)}

    def _score(self, seat: int, box: int) -> list[Event]:
        sheet = self.sheets[seat]
        if sheet[box] is not None:
            raise IllegalMove("box_filled", f"{BOXES[box]} is filled")
        further = self._further(sheet)
        if further:
            case = self._further_case(sheet, further)
            if case == UPPER_RULE and box != further - 1:
                raise IllegalMove("must_score_upper", "a further Kniffel goes into "
                                  f"{BOXES[further - 1]}")
            if case == JOKER and box < 6:
                raise IllegalMove("must_score_lower",
                                  "a further Kniffel goes into a free lower box")
            points, bonus, rule = self._further_points(sheet, box, further)
        else:
            table = SCORES_FHK if self.rules.full_house_kniffel else SCORES
            points, bonus, rule = table[self.roll][box], 0, NORMAL
        sheet[box] = points
        self.filled[seat] += 1
        self.free[seat] &= ~(1 << box)
        events: list[Event] = [{"type": "scored", "seat": seat, "box": BOXES[box],
                                "points": points, "rule": rule}]
        if bonus:
            self.extra[seat] += bonus
            events.append({"type": "kniffel_bonus", "seat": seat, "points": bonus})
        if box < 6:
            before = self.upper[seat]
            self.upper[seat] = before + points
            if before < BONUS_AT <= before + points:
                events.append({"type": "upper_bonus", "seat": seat, "points": UPPER_BONUS})
        self.roll = self.kept = ()
        self.rolls_used = 0
        self.phase = ROLL_PHASE
        nxt = self._next_free(seat)
        if nxt is None:
            self._end(events)
        else:
            self.to_move = nxt
        return events

    def _next_free(self, seat: int) -> int | None:
        """The next seat after `seat` in turn (ending with `seat` itself) whose sheet has a
        free box; None if every sheet is full."""
        n, filled = self.n, self.filled
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if filled[candidate] < N_BOXES:
                return candidate
        return None

    def _end(self, events: list[Event]) -> None:
        totals = self.totals()
        best = max(totals)
        self.winners = [s for s, total in enumerate(totals) if total == best]
        self.phase = OVER
        self.to_move = None
        self.roll = ()
        self.rolls_used = 0
        events.append({"type": "game_over", "winners": list(self.winners), "totals": totals})

    # ----------------------------------------------------------------- output
    def state_dict(self) -> dict[str, Any]:
        """Exactly the protocol's `state` (§3.4)."""
        return {
            "phase": self.phase,
            "to_move": self.to_move,
            "rolls_used": self.rolls_used,
            "dice": list(self.roll),
            "sheets": [dict(zip(BOXES, sheet, strict=True)) for sheet in self.sheets],
            "upper": self.upper[:],
            "upper_bonus": [self.upper_bonus(s) for s in range(self.n)],
            "extra": self.extra[:],
            "totals": self.totals(),
            "dice_drawn": self.dice.drawn,
            "winners": None if self.winners is None else self.winners[:],
        }

    def protocol_view(self, seat: int) -> dict[str, Any]:
        """Exactly the protocol's per-seat `view` (§2.4, §3.6), built from the seat view."""
        return seat_view(self, seat).protocol()
