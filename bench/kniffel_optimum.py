"""Benchmark: the optimal solitaire Kniffel strategy (issue 41), its optimum and its play.

Loads (or computes and caches) the optimal table of the rules given (default: the settled
defaults of docs/dice-rules.md A7), then plays solitaire games with the `reasoned` AI through
the real `KNIFFEL` kind (every move is checked by the engine), and prints the games' mean
final score with its 95 % interval, whether that interval contains the optimum, the AI's
decision latency (p50/p99, table loaded; a decision is `AiSeats.choose`: view, legal moves,
choice) and, as its last line, `kniffel optimum: <expected score of an empty scorecard>`.

    python bench/kniffel_optimum.py --optimum [--rules JSON] [--games 10000] [--seed N]

`bench/ai.py --game kniffel --optimum …` runs the same `main`.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from larry_core.games.ai_seats import AiSeats  # noqa: E402
from larry_core.games.kniffel import optimal  # noqa: E402
from larry_core.games.kniffel.engine import KnGame  # noqa: E402
from larry_core.games.kniffel.kind import KNIFFEL  # noqa: E402
from larry_core.games.kniffel.rules import KnRules, KnRulesError  # noqa: E402


def play(rules: KnRules, games: int, seed: int) -> tuple[list[int], list[float]]:
    """`games` solitaire games of the `reasoned` AI (seeds seed, seed+1, …): the final
    totals and every decision's seconds."""
    totals: list[int] = []
    latencies: list[float] = []
    clock = time.perf_counter
    for i in range(games):
        game = KnGame(1, rules, seed + i)
        seats = AiSeats(KNIFFEL, game, {0: "reasoned"})
        while not game.over:
            start = clock()
            move = seats.choose(game, 0)
            latencies.append(clock() - start)
            seats.observe(0, move, game.apply(0, move))  # the engine checks it
        totals.append(game.results().scores[0])
    return totals, latencies


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--optimum", action="store_true",
                    help="the optimal strategy's expected score (the only mode)")
    ap.add_argument("--game", choices=("kniffel",), default="kniffel")
    ap.add_argument("--rules", default=None, help="the rules as a JSON object (A7 options)")
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    try:
        rules = KnRules.from_dict(json.loads(args.rules) if args.rules else None)
    except (ValueError, KnRulesError) as exc:  # json's errors are ValueErrors
        print(f"bad --rules: {exc}", file=sys.stderr)
        return 2
    if args.games < 0:
        print("--games must be 0 or more", file=sys.stderr)
        return 2

    start = time.perf_counter()
    cached = optimal.load(optimal.cache_path(rules), rules) is not None
    table = optimal.prepare(rules)
    took = time.perf_counter() - start
    how = "loaded from" if cached else "computed and cached at"
    print(f"rules: {json.dumps(rules.to_dict(), sort_keys=True)}")
    print(f"table: {how} {optimal.cache_path(rules)} in {took:.1f} s")
    best = table.expected()

    if args.games:
        start = time.perf_counter()
        totals, latencies = play(rules, args.games, args.seed)
        took = time.perf_counter() - start
        mean = statistics.fmean(totals)
        half = 1.96 * statistics.stdev(totals) / math.sqrt(len(totals)) if len(totals) > 1 \
            else math.inf
        low, high = mean - half, mean + half
        inside = "yes" if low <= best <= high else "NO"
        print(f"games: {len(totals)} (seeds {args.seed}…{args.seed + len(totals) - 1}) "
              f"in {took:.1f} s")
        print(f"mean: {mean:.4f}, 95 % interval [{low:.4f}, {high:.4f}], "
              f"contains the optimum: {inside}")
        print(f"decisions: {len(latencies)}, latency p50 "
              f"{1000 * percentile(latencies, 0.50):.3f} ms, p99 "
              f"{1000 * percentile(latencies, 0.99):.3f} ms, max "
              f"{1000 * max(latencies):.3f} ms")
    print(f"kniffel optimum: {best:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
