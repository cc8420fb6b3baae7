"""The Kniffel coach (issue 53): what each decision of a finished game cost against optimal
play, and how much of the score was the dice. Pure: no text, no discord, no clock; the
optimal table (`optimal.OptimalTable`, of the game's own rules) is given by the caller.

**Decisions.** A seat decides whenever it holds a roll in phase `choose`: roll all five
again, keep some dice (both are *keeps*), or enter the roll in a box (a *box*). The turn's
first roll is no decision (it is the only legal move). Each decision is valued by
`OptimalTable.move_values` — the same values the `reasoned` AI plays by —, and it cost
*best value − chosen value* (≥ 0; 0 for the optimal move). `best` is the move the AI
would make (`optimal.best_of`: the highest value, an entry winning a tie).

**Luck.** Along the game each seat has a value Φ: its points so far (its total less the
upper bonus, which the table pays when the sheet is full) plus what the table expects still
to come from where it stands — before a turn's first roll the state's value, while it holds
a roll the best of its moves' values, after a decision the chosen move's value. Φ starts at
the optimum (the empty sheet's value) and ends at the score. A decision moves Φ by
−(what it cost); a roll moves it by *value after the roll − expected value before it*, and
the sum of those is the seat's luck. So, for every seat,

    score − optimum = luck − lost

exactly (up to floating-point rounding, far below the fourth decimal). A sheet pre-filled
by a replay document (docs/dice-protocol.md §3.1) starts above or below the optimum: that
head start is counted as luck too (the game gave it; nobody chose it), so the identity
holds for every document.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.moves import (
    ROLL_MOVE,
    SCORE,
    KnMove,
    format_move,
    keep,
    parse_move,
    score,
)
from larry_core.games.kniffel.optimal import OptimalTable, best_of, normalized
from larry_core.games.kniffel.replay import game_of
from larry_core.games.kniffel.rules import KnRules
from larry_core.games.kniffel.views import seat_view

KEEP_KIND, BOX_KIND = "keep", "box"
SHOWN_FROM = 0.05  # a decision that cost less than this is not among the costliest shown
# the verdict's bands: points lost in a game (upper bounds) and luck (lower bounds)
PLAY_BANDS = ((1.0, "perfect"), (8.0, "great"), (20.0, "good"), (40.0, "fair"))
# (bench/coach.py: `greedy` loses 18.5 points a game, `reasoned` 0; luck's spread is 45)
LUCK_BANDS = ((50.0, "very_lucky"), (20.0, "lucky"), (-20.0, "average"),
              (-50.0, "unlucky"))


class CoachError(ValueError):
    """A game the coach cannot review: `code` is `not_over` (the game has not ended) or
    `corrupt` (a stored log whose moves do not replay)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of a seat: at move `index` of the game, holding `dice` with
    `rolls_left`, it made `move` where the optimum makes `best`. `chosen` and `optimal`
    are the expected final scores after the move made and after the best one;
    `points` / `best_points` the points each enters when it is a box (extra points
    aside)."""

    index: int
    seat: int
    dice: tuple[int, ...]
    rolls_left: int
    move: KnMove
    best: KnMove
    chosen: float
    optimal: float
    points: int | None = None
    best_points: int | None = None

    @property
    def kind(self) -> str:
        return BOX_KIND if self.move.verb == SCORE else KEEP_KIND

    @property
    def lost(self) -> float:
        """What the decision cost, in expected points (0 for the optimal move)."""
        return max(0.0, self.optimal - self.chosen)


@dataclass(frozen=True, slots=True)
class SeatReview:
    """One seat's review: `score` its total, `start` the value of its sheet at the start
    (the optimum for an empty sheet), `luck` what the dice (and a pre-filled sheet) gave
    beyond expectation, its decisions in the order they were made."""

    seat: int
    score: int
    start: float
    luck: float
    decisions: tuple[Decision, ...]

    @property
    def lost(self) -> float:
        return sum(d.lost for d in self.decisions)

    @property
    def lost_keeps(self) -> float:
        return sum(d.lost for d in self.decisions if d.kind == KEEP_KIND)

    @property
    def lost_boxes(self) -> float:
        return sum(d.lost for d in self.decisions if d.kind == BOX_KIND)

    def costliest(self, count: int = 3, at_least: float = SHOWN_FROM) -> list[Decision]:
        """The `count` decisions that cost most (each at least `at_least`), costliest
        first; the earlier of two that cost the same."""
        ranked = sorted(self.decisions, key=lambda d: (-d.lost, d.index))
        return [d for d in ranked[:count] if d.lost >= at_least]

    def verdict(self) -> tuple[str, str]:
        """(how it was played, how the dice fell): one of perfect, great, good, fair,
        poor; one of very_lucky, lucky, average, unlucky, very_unlucky."""
        lost, luck = self.lost, self.luck
        play = next((name for bound, name in PLAY_BANDS if lost < bound), "poor")
        fate = next((name for bound, name in LUCK_BANDS if luck >= bound), "very_unlucky")
        return play, fate


@dataclass(frozen=True, slots=True)
class Review:
    """A finished game's review: its rules, the optimum from the empty sheet under them,
    and every seat's review (seat order)."""

    rules: KnRules
    optimum: float
    seats: tuple[SeatReview, ...]

    def to_json(self) -> dict[str, Any]:
        """Exactly the shape of `larry coach kniffel --json` (figures to 4 decimals)."""
        return {
            "optimum": round(self.optimum, 4),
            "players": [{
                "seat": s.seat, "score": s.score, "lost": _r(s.lost),
                "lost_keeps": _r(s.lost_keeps), "lost_boxes": _r(s.lost_boxes),
                "luck": _r(s.luck),
                "decisions": [{"index": d.index, "move": format_move(d.seat, d.move),
                               "best": format_move(d.seat, d.best), "lost": _r(d.lost)}
                              for d in s.decisions]} for s in self.seats]}


def _r(value: float) -> float:
    """Rounded to 4 decimals, never −0.0."""
    return round(value, 4) + 0.0


# ---------------------------------------------------------------------- valuing
def _points_so_far(game: KnGame, seat: int) -> int:
    """A seat's total less its upper bonus (the table pays the bonus at the end)."""
    return game.total(seat) - game.upper_bonus(seat)


def position(table: OptimalTable, game: KnGame, seat: int
             ) -> tuple[dict[KnMove, float], list[KnMove], dict[KnMove, int]]:
    """The values of `seat`'s legal moves now (it is to move in phase `choose`), the legal
    moves, and the points each box entry enters (extra points aside)."""
    view = seat_view(game, seat)
    legal = game.legal_moves(seat)
    values = table.move_values(view, legal)
    entries = {score(o.box): o.points for o in view.options}
    return values, legal, entries


def advice(table: OptimalTable, game: KnGame, seat: int, count: int = 2
           ) -> list[tuple[KnMove, float, int | None]]:
    """A hint: the `count` best moves of `seat` now (it holds a roll in phase `choose`),
    best first — the first is the move the AI would make —, each with the final score it
    leads to in expectation and, for a box, what it enters. Read from the same table and
    the same values the AI plays by."""
    values, legal, entries = position(table, game, seat)
    base = _points_so_far(game, seat)
    first = best_of(values, legal)
    rest = sorted((m for m in legal if m != first), key=lambda m: -values[m])
    return [(m, base + values[m], entries.get(m)) for m in [first, *rest][:count]]


# ---------------------------------------------------------------------- the review
Step = tuple[int, int, KnMove]  # (index in the moves, seat, move)


def review_game(game: KnGame, steps: Iterable[Step], table: OptimalTable, *,
                strict: bool = False) -> Review:
    """Replay `steps` on `game` (the game's start; it is played on) and review every
    seat. A step the engine refuses is left out as the replay protocol leaves it out (with
    `strict`, a stored log, it is CoachError `corrupt`); CoachError `not_over` if the game
    has not ended after the last step. `table` must be the table of the game's rules."""
    if normalized(game.rules) != table.rules:
        raise ValueError("the coach needs the optimal table of the game's own rules")
    n = game.n
    optimum = table.expected()
    phi = [_points_so_far(game, s) + table.expected(*table.state(game.sheets[s],
                                                                  game.upper[s]))
           for s in range(n)]
    start = phi[:]
    luck = [p - optimum for p in phi]  # a pre-filled sheet's head start (0 when empty)
    decisions: list[list[Decision]] = [[] for _ in range(n)]
    held: tuple[dict[KnMove, float], list[KnMove], dict[KnMove, int], float] | None = None
    for index, seat, move in steps:
        deciding = game.phase == "choose" and game.to_move == seat
        dice, left, base = game.roll, game.rolls_left(), _points_so_far(game, seat)
        try:
            game.apply(seat, move)
        except IllegalMove as exc:
            if strict:
                raise CoachError("corrupt", f"move {index} does not replay: {exc}") from None
            continue
        if deciding:
            assert held is not None
            values, legal, entries, top = held
            best = best_of(values, legal)
            decisions[seat].append(Decision(
                index, seat, dice, left, move, best, base + values[move], base + top,
                entries.get(move), entries.get(best)))
            phi[seat] = base + values[move]
        held = None
        if game.phase == "choose":  # the seat holds a new roll: what did the dice give?
            values, legal, entries = position(table, game, seat)
            top = max(values.values())
            held = (values, legal, entries, top)
            now = _points_so_far(game, seat) + top
            luck[seat] += now - phi[seat]
            phi[seat] = now
    if not game.over:
        raise CoachError("not_over", "the game has not ended: the coach reviews finished "
                         "games")
    return Review(table.rules, optimum, tuple(
        SeatReview(s, game.total(s), start[s], luck[s], tuple(decisions[s]))
        for s in range(n)))


def steps_of(moves: Sequence[str], players: int, *, strict: bool = False) -> list[Step]:
    """The steps of a list of move strings (`"<seat>: <move>"`); a string that does not
    parse is left out (with `strict`: CoachError `corrupt`)."""
    out: list[Step] = []
    for index, text in enumerate(moves):
        try:
            seat, move = parse_move(text, players)
        except IllegalMove as exc:
            if strict:
                raise CoachError("corrupt", f"move {index} does not parse: {exc}") from None
            continue
        out.append((index, seat, move))
    return out


def review_log(players: int, rules: KnRules, seed: int, moves: Sequence[str],
               table: OptimalTable) -> Review:
    """A stored game (a table's players, rules, seed and accepted moves) reviewed;
    CoachError if its log does not replay or the game did not end."""
    game = KnGame(players, rules, seed)
    return review_game(game, steps_of(moves, players, strict=True), table, strict=True)


def review_document(doc: Any, table_for: Callable[[KnRules], OptimalTable]) -> Review:
    """A replay document (docs/dice-protocol.md §1, §3) reviewed, with the table
    `table_for` gives for its rules (e.g. `optimal.prepare`). DocumentError for a document
    the protocol refuses; CoachError `not_over` when its game has not ended."""
    game, document = game_of(doc)
    return review_game(game, steps_of(document.moves, document.players),
                       table_for(game.rules))


def moves_of(events: Iterable[dict[str, Any]]) -> list[tuple[int, KnMove]]:
    """The moves that made a game's events (docs/dice-protocol.md §3.5), in order: a
    `rolled` is `roll` or `keep …`, a `scored` is `score <box>`."""
    out: list[tuple[int, KnMove]] = []
    for ev in events:
        if ev.get("type") == "rolled":
            kept = tuple(ev.get("kept") or ())
            out.append((int(ev["seat"]), keep(*kept) if kept else ROLL_MOVE))
        elif ev.get("type") == "scored":
            out.append((int(ev["seat"]), score(str(ev["box"]))))
    return out
