"""The bluff report of a finished game, worked out from its input log (docs/rules.md).

A claim is a **bluff** when it differs from the true running sum: the sum of the number
cards in the pile right after the card was placed (Larry and action cards count 0; an odd
number of Larry cards makes a doubted claim *right*, but a claim that differs from the sum
is still a bluff). Only claims a player chose count as theirs: a number card placed face up
under an open mark has its claim forced by the rules.

A claim is **doubted** when the pile is turned over while it is the standing claim (a doubt,
or the short game's check when a player goes out), and **caught** when that reveal finds it
wrong. A bluff that was not caught **got away**: the next player built on it, the round
ended, or an odd number of Larry cards saved it.

Claim truths are hidden information while a game runs: `walk` refuses a game that is not
over (`GameNotOver`), so nothing here can leak a running game's cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from larry_core.errors import IllegalMove
from larry_core.games.documents import CorruptLog
from larry_core.games.larry.cards import NUMBER_KINDS, VALUES
from larry_core.games.larry.engine import Game
from larry_core.games.larry.events import Event
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.moves import PLACE, Move, parse_move
from larry_core.games.larry.rules import RulesError, RuleSet
from larry_core.text import Msg

# events after which no claim stands (the pile is gone)
_PILE_CLEARED = frozenset({"revealed", "bust", "round_over", "round_started"})


class GameNotOver(Exception):
    """The game is still running (or never started): its claims' truths are hidden."""


@dataclass(frozen=True, slots=True)
class Claim:
    """One placed card's claim and what became of it."""

    index: int  # the move's number in the input log (0-based)
    seat: int
    round: int
    claim: int
    truth: int  # the sum of the number cards in the pile once the card lay on it
    forced: bool = False  # face up under an open mark: the rules chose the claim
    doubted: bool = False  # the pile was turned over while this claim stood
    caught: bool = False  # ... and it was judged wrong
    by: int | None = None  # who doubted it (None: the short game's check, or not doubted)

    @property
    def bluff(self) -> bool:
        return self.claim != self.truth

    @property
    def margin(self) -> int:
        """How far the claim is from the truth (0 for an honest claim)."""
        return abs(self.claim - self.truth)

    @property
    def got_away(self) -> bool:
        return self.bluff and not self.caught


@dataclass(frozen=True, slots=True)
class Step:
    """One accepted move of the log: who made it, its events (private ones included: use
    `larry_core.games.larry.events.visible` before showing any), and the claim it placed, if any."""

    index: int
    seat: int
    move: Move
    round: int  # the round the move was made in
    events: tuple[Event, ...]
    claim: Claim | None = None


@dataclass(frozen=True, slots=True)
class Walk:
    """A finished game move by move, with every claim's truth."""

    steps: tuple[Step, ...]
    claims: tuple[Claim, ...]
    players: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]


class StoredTable(Protocol):
    """What a stored table's record gives its game's log (a `TableRecord`)."""

    id: int
    seed: int
    options: dict[str, Any]
    seats: list[dict[str, Any]]


def log_from_record(record: StoredTable, moves: Sequence[str]) -> GameLog:
    """The input log of a stored table (the service deals `Game(seats, rules, seed)`)."""
    try:
        rules = RuleSet.from_dict(record.options.get("rules"))
    except (RulesError, TypeError) as exc:
        raise CorruptLog(f"table {record.id}: unreadable rules ({exc})") from None
    return GameLog(players=len(record.seats), rules=rules, seed=record.seed, moves=list(moves))


def walk(log: GameLog) -> Walk:
    """Replay a finished game and follow every claim; GameNotOver if it is not over,
    CorruptLog if a logged move no longer replays."""
    game = log.new_game()
    drafts: list[dict[str, Any]] = []
    steps: list[tuple[int, int, Move, int, tuple[Event, ...], int | None]] = []
    standing: int | None = None  # index into drafts of the claim on the pile
    for index, text in enumerate(log.moves):
        try:
            seat, move = parse_move(text, log.players)
            before = _pile_sum(game)
            round_no = game.round
            events = game.apply(seat, move)
        except IllegalMove as exc:
            raise CorruptLog(f"logged move {index} is rejected ({exc.code})") from None
        placed: int | None = None
        doubter: int | None = None
        for ev in events:
            kind = ev["type"]
            if kind == "placed":
                value = VALUES[move.card] if move.kind == PLACE and move.card < NUMBER_KINDS \
                    else 0
                placed = standing = len(drafts)
                drafts.append({"index": index, "seat": seat, "round": round_no,
                               "claim": ev["claim"], "truth": before + value,
                               "forced": "card" in ev})
            elif kind == "doubted":
                doubter = ev["seat"]
            elif kind == "revealed" and standing is not None:
                drafts[standing].update(doubted=True, caught=not ev["correct"], by=doubter)
            if kind in _PILE_CLEARED:
                standing = None
        steps.append((index, seat, move, round_no, tuple(events), placed))
    if not game.over:
        raise GameNotOver("the game is not over")
    claims = tuple(Claim(**d) for d in drafts)
    return Walk(
        steps=tuple(Step(i, s, m, r, ev, claims[p] if p is not None else None)
                    for i, s, m, r, ev, p in steps),
        claims=claims, players=log.players, scores=tuple(game.scores),
        winners=tuple(game.winners or ()))


def _pile_sum(game: Game) -> int:
    return sum(VALUES[c] for c in game.pile if c < NUMBER_KINDS)


# ------------------------------------------------------------------ the report
@dataclass(frozen=True, slots=True)
class PlayerReport:
    seat: int
    claims: int = 0  # claims the player chose (face-down cards)
    bluffs: int = 0
    bluffs_doubted: int = 0
    bluffs_caught: int = 0
    honest_doubted: int = 0  # honest claims someone doubted (wrongly: an honest claim is right)
    doubts: int = 0  # doubts the player made
    doubts_right: int = 0  # ... that turned over a wrong claim
    boldest: Claim | None = None  # their bluff furthest from the truth that got away


@dataclass(frozen=True, slots=True)
class BluffReport:
    players: tuple[PlayerReport, ...]
    boldest: Claim | None = None  # the game's bluff furthest from the truth that got away
    claims: tuple[Claim, ...] = field(default=(), repr=False)

    def messages(self) -> list[Msg]:
        """The report as catalogue messages (render them with `larry_core.text.Renderer`):
        a title, one line per seat, then the boldest bluff that got away."""
        out = [Msg("report-title")]
        for p in self.players:
            out.append(Msg("report-player", {
                "seat": p.seat, "claims": p.claims, "bluffs": p.bluffs,
                "caught": p.bluffs_caught, "honest_doubted": p.honest_doubted,
                "doubts": p.doubts, "doubts_right": p.doubts_right}))
        if self.boldest is None:
            out.append(Msg("report-no-bluff-got-away"))
        else:
            b = self.boldest
            out.append(Msg("report-boldest", {"seat": b.seat, "claim": b.claim,
                                              "truth": b.truth, "round": b.round}))
        return out


def _bolder(a: Claim | None, b: Claim) -> Claim:
    """The bolder of two bluffs that got away: the larger margin, else the earlier."""
    return b if a is None or b.margin > a.margin else a


def report(game: GameLog | Walk) -> BluffReport:
    """The bluff report of a finished game (GameNotOver for a running one)."""
    w = game if isinstance(game, Walk) else walk(game)
    stats = [dict.fromkeys(("claims", "bluffs", "bluffs_doubted", "bluffs_caught",
                            "honest_doubted", "doubts", "doubts_right"), 0)
             for _ in range(w.players)]
    boldest: list[Claim | None] = [None] * w.players
    overall: Claim | None = None
    for c in w.claims:
        if c.doubted and c.by is not None:
            stats[c.by]["doubts"] += 1
            stats[c.by]["doubts_right"] += int(c.caught)
        if c.forced:
            continue
        mine = stats[c.seat]
        mine["claims"] += 1
        if not c.bluff:
            mine["honest_doubted"] += int(c.doubted and c.by is not None)
            continue
        mine["bluffs"] += 1
        mine["bluffs_doubted"] += int(c.doubted)
        mine["bluffs_caught"] += int(c.caught)
        if c.got_away:
            boldest[c.seat] = _bolder(boldest[c.seat], c)
            overall = _bolder(overall, c)
    return BluffReport(
        players=tuple(PlayerReport(seat, **stats[seat], boldest=boldest[seat])
                      for seat in range(w.players)),
        boldest=overall, claims=w.claims)
