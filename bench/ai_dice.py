"""Benchmark of the dice games' AIs: one `reasoned` seat against `random` seats and against
`greedy` seats, in Kniffel, Würfelpoker and Va banque.

    python bench/ai.py --game kniffel|wuerfelpoker|vabanque [--games 2000] [--players 2 3 4]
                       [--opponents random greedy] [--seed 1] [--jobs 2] [--write] [--smoke]

Every game is the registered game's own (`GameKind.new` with the table's default options;
Würfelpoker also with `raising`, Va banque also with `forfeit`), played through the
platform's `AiSeats`, so every seat plays exactly as it does at a table and the engine
checks every move. The reasoned seat rotates with the game index over all seats; a shared
win counts 1/k. A row's win rate comes with its 95 % Wilson interval and the fair share
1/n. With `--write` the game's own section of docs/benchmarks.md (`<!-- <game>-ai:start -->`
… `<!-- <game>-ai:end -->`) is replaced.

Kniffel's `reasoned` plays the optimal solitaire table (larry_core/games/kniffel/optimal.py):
the bench prepares it (computed once, then read from its disk cache) before the first game,
except with `--smoke`, which plays 12 games per row on one process and prints one line
`AI-DICE-RESULT <json>` for the tests.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.ai_report import wilson, write_section  # noqa: E402
from larry_core.games.ai_seats import AiSeats  # noqa: E402
from larry_core.games.base import GameKind  # noqa: E402
from larry_core.games.registry import game as registered  # noqa: E402

GAMES = ("kniffel", "wuerfelpoker", "vabanque")
OPPONENTS = ("random", "greedy")
# The rule sets a game is measured under: a label, the options that differ from the table's
# defaults, and the numbers of players (unless --players says otherwise). Va banque's two
# players always tie without `forfeit`: each banker round's one opponent wins its own stake.
VARIANTS: dict[str, list[tuple[str, dict[str, Any], list[int]]]] = {
    "kniffel": [("default", {}, [2, 3, 4])],
    "wuerfelpoker": [("default (20 rounds)", {}, [2, 3, 4]),
                     ("raising (20 rounds)", {"raising": True}, [2, 3, 4])],
    "vabanque": [("default", {}, [3, 4, 5]), ("forfeit", {"forfeit": True}, [2, 3, 4])],
}
SCORE_NAMES = {"kniffel": "points", "wuerfelpoker": "chips", "vabanque": "chips"}
SMOKE_GAMES = 12
RESULT_TAG = "AI-DICE-RESULT "
MOVE_LIMIT = 100_000


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0  # the reasoned seat's, a shared win counting 1/k
    score: float = 0.0  # the reasoned seat's final score, summed over games
    other_score: float = 0.0  # the mean of the other seats' final scores, summed
    moves: int = 0
    decisions: int = 0  # the reasoned seat's decisions
    seconds: float = 0.0  # the time they took

    def add(self, other: Tally) -> None:
        for name in ("games", "wins", "score", "other_score", "moves", "decisions",
                     "seconds"):
            setattr(self, name, getattr(self, name) + getattr(other, name))


@dataclass
class Task:
    game: str
    options: dict[str, Any]
    players: int
    opponent: str
    seed: int
    first: int
    count: int
    optimal: bool  # Kniffel: prepare the optimal table first


def rules_of(kind: GameKind, options: dict[str, Any]) -> Any:
    """The game's rules: the table's default options, with `options` changed."""
    return kind.rules({o.name: o.default for o in kind.options} | options)


def prepare(game: str, kind: GameKind, options: dict[str, Any]) -> bool:
    """Kniffel: load (or compute and cache) the optimal table of these rules, so that the
    reasoned seat plays it from the first move; False if it cannot (numpy missing)."""
    if game != "kniffel":
        return False
    try:
        from larry_core.games.kniffel import optimal
    except ImportError:
        return False
    from larry_core.games.kniffel.rules import KnRules

    rules = rules_of(kind, options)
    assert isinstance(rules, KnRules)
    optimal.prepare(rules)
    return True


def play_one(kind: GameKind, rules: Any, players: int, seed: int, hero: int, opponent: str,
             tally: Tally) -> None:
    """One game of the reasoned seat `hero` against `opponent` seats, added to `tally`."""
    game = kind.new(players, rules, seed)
    seats = AiSeats(kind, game, {s: "reasoned" if s == hero else opponent
                                 for s in range(players)})
    moves = 0
    clock = time.perf_counter
    while True:
        started = clock()
        decision = seats.next_move(game)
        if decision is None:
            break
        seat, move = decision
        if seat == hero:
            tally.seconds += clock() - started
            tally.decisions += 1
        seats.observe(seat, move, game.apply(seat, move))
        moves += 1
        if moves > MOVE_LIMIT:
            raise RuntimeError(f"{kind.name} game {seed} does not end")
    if not game.over:
        raise RuntimeError(f"{kind.name} game {seed} stopped before its end")
    results = game.results()
    winners, scores = list(results.winners), list(results.scores)
    tally.games += 1
    tally.wins += 1.0 / len(winners) if hero in winners else 0.0
    tally.score += scores[hero]
    tally.other_score += sum(scores[s] for s in range(players) if s != hero) / (players - 1)
    tally.moves += moves


def run_chunk(task: Task) -> Tally:
    kind = registered(task.game)
    if task.optimal:
        prepare(task.game, kind, task.options)
    rules = rules_of(kind, task.options)
    tally = Tally()
    for i in range(task.first, task.first + task.count):
        play_one(kind, rules, task.players, task.seed * 1_000_003 + i, i % task.players,
                 task.opponent, tally)
    return tally


def bench(game: str, options: dict[str, Any], players: int, opponent: str, games: int,
          seed: int, jobs: int, optimal: bool) -> Tally:
    chunks = max(1, jobs * 4)
    size = -(-games // chunks)
    tasks = [Task(game, options, players, opponent, seed, i, min(size, games - i), optimal)
             for i in range(0, games, size)]
    total = Tally()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(run_chunk, tasks))
    else:
        parts = [run_chunk(t) for t in tasks]
    for part in parts:
        total.add(part)
    return total


Row = tuple[str, str, int, Tally, float]  # variant, opponent, players, tally, seconds


def table(game: str, rows: list[Row]) -> str:
    unit = SCORE_NAMES[game]
    lines = [
        "| rules | opponents | players | games | reasoned win rate | 95% CI (Wilson) "
        f"| fair share | avg {unit} reasoned | avg {unit} others | ms per reasoned decision "
        "| seconds |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for variant, opponent, players, t, secs in rows:
        lo, hi = wilson(t.wins, t.games)
        per = 1000 * t.seconds / t.decisions if t.decisions else 0.0
        lines.append(
            f"| {variant} | {opponent} | {players} | {t.games} | {100 * t.wins / t.games:.1f}% "
            f"| {100 * lo:.1f}–{100 * hi:.1f}% | {100 / players:.1f}% "
            f"| {t.score / t.games:.1f} | {t.other_score / t.games:.1f} | {per:.2f} "
            f"| {secs:.0f} |")
    return "\n".join(lines)


DESCRIPTIONS = {
    "kniffel": (
        "Kniffel's `reasoned` plays the optimal solitaire table (the highest expected final "
        "score, larry_core/games/kniffel/optimal.py), `greedy` the one-roll-ahead player; "
        "with no interaction between the sheets the win rate measures only the scores."),
    "wuerfelpoker": (
        "Würfelpoker's `reasoned` keeps the dice that maximise the exact chance of beating "
        "the best hand shown (every roll left, a tie worth its share of the pot), weighted "
        "by the chance of holding against the seats still to roll (first to act: the hand "
        "most likely to hold); it raises and calls by its chance of winning. "
        "`greedy` keeps its largest group, stands on a straight, full house, five of a kind "
        "or a hand beating every hand shown, raises with three of a kind or better and "
        "calls while its hand is as good as the raiser's. A game is the table's 20 rounds "
        "(8 chips, ante 1); the most chips win."),
    "vabanque": (
        "Va banque's `reasoned` chooses each operation by exact expectation over the throws "
        "still to come; `greedy` takes the highest running total now. A game is one banker "
        "round per player (8 chips, stake 1); the most chips win. Two players are measured "
        "only with `forfeit` (C7): without it each banker round's one opponent wins back its "
        "own stake, and every two-player game is a tie."),
}
TITLES = {"kniffel": "Kniffel AI: reasoned vs random and greedy",
          "wuerfelpoker": "Würfelpoker AI: reasoned vs random and greedy",
          "vabanque": "Va banque AI: reasoned vs random and greedy"}


def main(game: str, argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog=f"bench/ai.py --game {game}",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--players", type=int, nargs="+",
                    help="the numbers of players (default: per rule set, see VARIANTS)")
    ap.add_argument("--opponents", nargs="+", choices=OPPONENTS, default=list(OPPONENTS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2, help="processes (at most 2 on a shared machine)")
    ap.add_argument("--write", action="store_true", help="update docs/benchmarks.md's section")
    ap.add_argument("--smoke", action="store_true",
                    help=f"{SMOKE_GAMES} games per row on one process, a JSON result line")
    args = ap.parse_args(argv)
    kind = registered(game)
    bad = [n for n in args.players or () if not max(2, kind.min_players) <= n <= kind.max_players]
    if bad:
        ap.error(f"{game} is played by {max(2, kind.min_players)} to {kind.max_players} "
                 f"players here, not {bad[0]}")
    if args.smoke:
        args.games, args.jobs = SMOKE_GAMES, 1
    rows: list[Row] = []
    optimal = False
    for variant, options, counts in VARIANTS[game]:
        optimal = not args.smoke and prepare(game, kind, options)
        for opponent in args.opponents:
            for players in args.players or counts:
                start = time.perf_counter()
                tally = bench(game, options, players, opponent, args.games, args.seed,
                              args.jobs, optimal)
                rows.append((variant, opponent, players, tally, time.perf_counter() - start))
                print(f"{game} {variant}, {opponent}, {players} players done in "
                      f"{rows[-1][4]:.0f}s", file=sys.stderr)
    md = table(game, rows)
    print(md)
    if args.smoke:
        print(RESULT_TAG + json.dumps({
            "game": game, "optimal": optimal,
            "rows": [{"rules": v, "opponents": o, "players": n, "games": t.games,
                      "wins": t.wins, "moves": t.moves, "decisions": t.decisions}
                     for v, o, n, t, _ in rows]}))
    if args.write:
        body = (
            f"`python bench/ai.py --game {game}` — one `reasoned` seat against `random` seats "
            "and against `greedy` seats, played through `AiSeats` as at a table; the "
            "reasoned seat rotates over all seats, a shared win counts 1/k; "
            f"seed {args.seed}, {args.games} games per row, processes: {args.jobs}. "
            f"{DESCRIPTIONS[game]} Not a target.\n\n" + md + "\n")
        write_section(body, f"<!-- {game}-ai:start -->", f"<!-- {game}-ai:end -->",
                      TITLES[game])
    return 0
