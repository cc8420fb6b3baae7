"""Engine speed: random-legal moves/s and full games/s, against rlcard's UNO in the same run.

Run: `pip install -e ".[bench]" && python bench/engine.py` (`--write` updates
docs/benchmarks.md's engine section). Each figure is the best of a few timed repeats on one core.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.report import write_section
from larry_core.games.larry.engine import Game


def larry_run(players: int, seconds: float) -> tuple[int, int, float]:
    """Play random-legal games (3 rounds each) for about `seconds`; (games, moves, elapsed)."""
    games = moves = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game(players, seed=seed)
        rng = random.Random(seed)
        choice = rng.choice
        apply = game.apply
        legal = game.legal_moves
        while game.phase != "over":
            seat = game.to_move
            apply(seat, choice(legal(seat)))  # type: ignore[arg-type]
            moves += 1
        games += 1
        seed += 1
    return games, moves, time.perf_counter() - start


def game_run(name: str, players: int, seconds: float) -> tuple[int, int, float]:
    """Random-legal games of the registered game `name` (its default options) for about
    `seconds`, through its state's own `legal_moves` and `apply`, the seat to move or, in a
    game without turns, one of its actors at random; (games, moves, elapsed)."""
    from larry_core.games.registry import GAMES

    kind = GAMES[name]
    rules = kind.rules({option.name: option.default for option in kind.options})
    games = moves = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game: Any = kind.new(players, rules, seed)
        choice = random.Random(seed).choice
        apply = game.apply
        legal = game.legal_moves
        actors = game.actors
        while not game.over:
            seat = game.to_move
            if seat is None:  # everybody acts at once (Würfel-Ligretto): any of them
                seat = choice(actors())
            apply(seat, choice(legal(seat)))
            moves += 1
        games += 1
        seed += 1
    return games, moves, time.perf_counter() - start


def game_main(name: str, seconds: float, repeats: int) -> int:
    """`--game NAME`: that game's figures (at its fewest players and at up to 4)."""
    from larry_core.games.registry import GAMES

    kind = GAMES[name]
    rows = ["| engine | players | moves/s | games/s |", "|---|---|---|---|"]
    fastest = 0.0
    for players in sorted({kind.min_players, min(4, kind.max_players)}):
        rate, per_game = best([game_run(name, players, seconds) for _ in range(repeats)])
        fastest = max(fastest, rate)
        rows.append(f"| {name} | {players} | {rate:,.0f} | {per_game:,.1f} |")
    print("\n".join([*rows, "", f"Target ≥ 100,000 moves/s on one core: "
                      f"**{'met' if fastest >= 100_000 else 'MISSED'}**."]))
    return 0


def uno_run(seconds: float) -> tuple[int, int, float] | None:
    """rlcard's UNO environment with random agents; None if rlcard is not installed."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("uno", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        trajectories, _ = env.run(is_training=False)
        steps += sum((len(t) - 1) // 2 for t in trajectories)
        games += 1
    return games, steps, time.perf_counter() - start


def best(runs: list[tuple[int, int, float]]) -> tuple[float, float]:
    """(moves/s, games/s) of the fastest repeat."""
    return max((m / s, g / s) for g, m, s in runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="per timed repeat")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--write", action="store_true", help="update docs/benchmarks.md's section")
    parser.add_argument("--game", help="measure this registered game instead (no --write)")
    args = parser.parse_args()
    if args.game:
        return game_main(args.game, args.seconds, args.repeats)

    larry4 = best([larry_run(4, args.seconds) for _ in range(args.repeats)])
    larry2 = best([larry_run(2, args.seconds) for _ in range(args.repeats)])
    uno_runs = [uno_run(args.seconds) for _ in range(args.repeats)]
    uno = best([r for r in uno_runs if r]) if all(uno_runs) else None

    rows = [
        "| engine | players | moves/s | games/s |",
        "|---|---|---|---|",
        f"| larry_core (3 rounds) | 4 | {larry4[0]:,.0f} | {larry4[1]:,.1f} |",
        f"| larry_core (3 rounds) | 2 | {larry2[0]:,.0f} | {larry2[1]:,.1f} |",
    ]
    if uno:
        rows.append(f"| rlcard UNO, random agents | 2 | {uno[0]:,.0f} | {uno[1]:,.1f} |")
    verdict = [
        "",
        f"Target ≥ 100,000 moves/s on one core: **{'met' if larry4[0] >= 100_000 else 'MISSED'}**"
        f" ({larry4[0]:,.0f} at 4 players).",
    ]
    if uno:
        ratio = larry4[0] / uno[0]
        verdict.append(f"Target ≥ 5× rlcard UNO's steps/s: **{'met' if ratio >= 5 else 'MISSED'}**"
                       f" ({ratio:.1f}×).")
    else:
        verdict.append("rlcard is not installed (`pip install -e \".[bench]\"`): no comparison.")
    body = "\n".join([
        f"Measured by `python bench/engine.py` on {platform.python_implementation()} "
        f"{platform.python_version()}, {platform.machine()}; best of {args.repeats} × "
        f"{args.seconds:.0f} s. A move is one `legal_moves` listing, one uniform random "
        "choice and one `apply` (events included); an rlcard step is one agent action.",
        "",
        *rows,
        *verdict,
    ])
    print(body)
    if args.write:
        write_section("engine", "Engine speed", body)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
