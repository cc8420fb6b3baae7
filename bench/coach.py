"""Benchmark: the Kniffel coach (issue 53), its speed and its figures.

1. **Review time** of a finished game, the optimal table in memory: games of each number
   of seats in `--players` (one `greedy` seat, the others `reasoned` with a random slip now
   and then) reviewed as the bot reviews them after a game (`coach.review_log`: the log
   replayed through the engine, every decision valued by the table); the table's per-state
   cache is emptied before each review, so every review pays for its own turns (the cold
   case). Target: p99 ≤ 200 ms.
2. **The coach's figures** over `--games` solitaire games of the `reasoned` AI and of the
   `greedy` AI (seeds 1, 2, …): the mean points lost per game (keeps, boxes), the mean
   luck and score, and the largest |score − optimum − (luck − lost)| (0 up to rounding).

    python bench/coach.py [--games 1000] [--reviews 200] [--players 2,8] [--write]

`--write` replaces this benchmark's section of docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.report import write_section  # noqa: E402
from larry_core.games.kniffel import optimal  # noqa: E402
from larry_core.games.kniffel.ai import get_strategy  # noqa: E402
from larry_core.games.kniffel.coach import Review, review_log  # noqa: E402
from larry_core.games.kniffel.engine import KnGame  # noqa: E402
from larry_core.games.kniffel.moves import format_move  # noqa: E402
from larry_core.games.kniffel.rules import KnRules  # noqa: E402

TARGET_MS = 200.0


def play(players: int, seed: int, strategies: list[str], slips: float = 0.0) -> list[str]:
    """One game played by `strategies` (one per seat); a `reasoned` seat makes a random
    legal move with probability `slips`. Its moves as the bot stores them."""
    game = KnGame(players, KnRules(), seed)
    rng = random.Random(seed)
    seats = [get_strategy(name) for name in strategies]
    moves: list[str] = []
    while not game.over:
        seat = game.to_move
        assert seat is not None
        legal = game.legal_moves(seat)
        if strategies[seat] == "reasoned" and rng.random() < slips:
            move = legal[rng.randrange(len(legal))]
        else:
            move = seats[seat].choose(game.seat_view(seat), legal, [], rng)
        game.apply(seat, move)
        moves.append(format_move(seat, move))
    return moves


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def review_times(table: optimal.OptimalTable, reviews: int, players: int) -> list[float]:
    rules = KnRules()
    logs = [play(players, 10_000 + i, ["greedy"] + ["reasoned"] * (players - 1), 0.1)
            for i in range(reviews)]
    took: list[float] = []
    for i, moves in enumerate(logs):
        table._turns.cache_clear()  # the cold case: no turn of this game is cached
        start = time.perf_counter()
        review_log(players, rules, 10_000 + i, moves, table)
        took.append(time.perf_counter() - start)
    return took


def figures(table: optimal.OptimalTable, strategy: str, games: int) -> dict[str, float]:
    rules = KnRules()
    lost, keeps, boxes, luck, scores, worst = [], [], [], [], [], 0.0
    for seed in range(1, games + 1):
        review: Review = review_log(1, rules, seed, play(1, seed, [strategy]), table)
        seat = review.seats[0]
        lost.append(seat.lost)
        keeps.append(seat.lost_keeps)
        boxes.append(seat.lost_boxes)
        luck.append(seat.luck)
        scores.append(seat.score)
        worst = max(worst, abs(seat.score - review.optimum - (seat.luck - seat.lost)))
    return {"lost": statistics.fmean(lost), "keeps": statistics.fmean(keeps),
            "boxes": statistics.fmean(boxes), "luck": statistics.fmean(luck),
            "luck_sd": statistics.stdev(luck), "score": statistics.fmean(scores),
            "worst": worst, "max_lost": max(lost)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--reviews", type=int, default=200)
    ap.add_argument("--players", default="2,8", help="seats per reviewed game, e.g. 2,8")
    ap.add_argument("--write", action="store_true", help="write docs/benchmarks.md")
    args = ap.parse_args(argv)
    rules = KnRules()
    start = time.perf_counter()
    cached = optimal.cache_path(rules).exists()
    table = optimal.prepare(rules)
    load = time.perf_counter() - start
    print(f"table: {'loaded' if cached else 'computed'} in {load:.1f} s, "
          f"optimum {table.expected():.4f}")

    counts = [int(n) for n in args.players.split(",")]
    if not all(1 <= n <= 8 for n in counts):
        print("--players: numbers from 1 to 8", file=sys.stderr)
        return 2
    timing = []
    for players in counts:
        took = review_times(table, args.reviews, players)
        p50, p99, most = (1000 * percentile(took, 0.5), 1000 * percentile(took, 0.99),
                          1000 * max(took))
        verdict = "**met**" if p99 <= TARGET_MS else "**missed**"
        print(f"review of a {players}-player game: p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
              f"max {most:.1f} ms ({args.reviews} games) — {verdict}")
        timing.append(f"| {players} | {args.reviews} | {p50:.1f} ms | **{p99:.1f} ms** | "
                      f"{most:.1f} ms | {verdict} |")
    rows = []
    for strategy in ("reasoned", "greedy"):
        t0 = time.perf_counter()
        f = figures(table, strategy, args.games)
        secs = time.perf_counter() - t0
        print(f"{strategy}: lost {f['lost']:.2f} (keeps {f['keeps']:.2f}, boxes "
              f"{f['boxes']:.2f}), luck {f['luck']:+.2f} (sd {f['luck_sd']:.1f}), score "
              f"{f['score']:.1f}, identity error {f['worst']:.1e} ({secs:.0f} s)")
        rows.append(f"| `{strategy}` | {args.games:,} | {f['lost']:.2f} | {f['keeps']:.2f} | "
                    f"{f['boxes']:.2f} | {f['max_lost']:.1f} | {f['luck']:+.2f} "
                    f"({f['luck_sd']:.1f}) | {f['score']:.1f} | {f['worst']:.0e} |")
    if args.write:
        machine = (f"{platform.python_implementation()} {platform.python_version()} on "
                   f"{platform.machine()}, the machine above, at a load average of "
                   f"{os.getloadavg()[0]:.1f}")
        body = "\n".join([
            f"`python bench/coach.py --games {args.games} --reviews {args.reviews} "
            f"--players {args.players} --write` — the coach's review of a finished game "
            "(larry_core/games/kniffel/coach.py) with the optimal table of the settled "
            f"rules in memory ({'loaded from the cache' if cached else 'computed'} in "
            f"{load:.1f} s; optimum {table.expected():.4f}); {machine}.",
            "",
            f"**Review time**, target p99 ≤ {TARGET_MS:.0f} ms: finished games (one `greedy` "
            "seat, the others `reasoned` slipping one move in ten), each log replayed through "
            "the engine and every decision valued, the table's turn cache emptied before each "
            "review (the cold case).",
            "",
            "| players | games | p50 | p99 | max | verdict |",
            "|---:|---:|---:|---:|---:|---|",
            *timing,
            "",
            "**The coach's figures** over solitaire games (seeds 1…N): points lost per game "
            "against optimal play (keeps, boxes, the worst game), luck (its spread), the "
            "score, and the largest |score − optimum − (luck − lost)|. Not a target; "
            "the verdict's bands (coach.PLAY_BANDS) are set from these.",
            "",
            "| AI | games | mean lost | keeps | boxes | worst game | mean luck (sd) | "
            "mean score | identity error |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
            *rows])
        write_section("kniffel-coach", "Kniffel coach: review time and figures", body)
        print("written: docs/benchmarks.md (kniffel-coach)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
