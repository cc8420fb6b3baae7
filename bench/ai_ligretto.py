"""Benchmark: Würfel-Ligretto's AI racers, each level against the others.

Every match-up is raced in event time (`larry_core.games.ligretto.race`: each racer acts
after its reaction time, the earlier action winning): the three pairs of levels at 2
players (slow–normal, slow–fast, normal–fast), all three levels at 3 players, and the
`normal` racer against two baselines at the same speed, `plain` (the first die that fits,
a reroll whenever nothing fits) and `random` (what the choices alone are worth: which die
to place, when to reroll or wait). Seats rotate with the game index so no seat is
favoured; a game's seed is its index. Shared wins count 1/k. Prints a Markdown table of each
level's win rate with its 95 % Wilson interval.

    python bench/ai_ligretto.py [--games 2000] [--seed 1] [--jobs 1]

(`python bench/ai.py --game ligretto` runs this too.)
"""

from __future__ import annotations

import argparse
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from larry_core.games.ligretto.ai import LEVELS
from larry_core.games.ligretto.race import race

MATCHUPS: tuple[tuple[str, ...], ...] = (
    ("slow", "normal"), ("slow", "fast"), ("normal", "fast"), ("slow", "normal", "fast"),
    ("normal", "plain"), ("normal", "random"))


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (fractional successes allowed)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(matchup: tuple[str, ...], games: int, seed: int) -> dict[str, float]:
    """Race `games` games of `matchup`; each level's wins (ties shared)."""
    orders = list(permutations(range(len(matchup))))
    wins = dict.fromkeys(matchup, 0.0)
    for i in range(games):
        order = orders[i % len(orders)]
        levels = [matchup[k] for k in order]
        result = race(levels, seed * 1_000_003 + i)
        winners = result.game.winners or []
        for seat in winners:
            wins[levels[seat]] += 1 / len(winners)
    return wins


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000, help="games per match-up")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (one per match-up)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(play, MATCHUPS, [args.games] * len(MATCHUPS),
                                [args.seed] * len(MATCHUPS)))
    rows = ["| match-up | players | level | games | win rate | 95 % interval |",
            "|---|---|---|---|---|---|"]
    for matchup, wins in zip(MATCHUPS, results, strict=True):
        name = " vs ".join(matchup)
        for level in matchup:
            low, high = wilson(wins[level], args.games)
            rows.append(f"| {name} | {len(matchup)} | {level} | {args.games:,} | "
                        f"{wins[level] / args.games:.1%} | {low:.1%} – {high:.1%} |")
    print("\n".join(rows))
    print()
    times = ", ".join(f"{level.name} {level.place_ms:,.0f} / {level.reroll_ms:,.0f}"
                      for level in LEVELS.values())
    print(f"Reaction times (mean ms per placement / per reroll decision): {times}; "
          "plain: the first die that fits, else a reroll; random: a uniformly random legal "
          "action; both at normal speed. Fair share: 1/2 at 2 players, 1/3 at 3.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
