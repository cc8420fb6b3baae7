"""Benchmark: the `reasoned` AI against `random` AIs.

One `reasoned` seat plays against `random` seats for 2, 3 and 4 players; the reasoned seat
rotates with the game index so no seat is favoured. Each seat sees only its own history
(public events plus its own private ones). Shared wins count 1/k. Prints a Markdown table
and, with `--write`, replaces the "AI: reasoned vs random" section of docs/benchmarks.md.

    python bench/ai.py [--games 2000] [--players 2 3 4] [--seed 1] [--jobs 2] [--write]

With `--game kakerlakenpoker` the same match-up is played in Kakerlakenpoker Royal (2–6
players, default rules): a win is "not the loser", the fair share is (n−1)/n, and `--write`
replaces its own "Kakerlakenpoker AI" section of docs/benchmarks.md. Its `--opponents`
(default: all three) are `random`, and two fixed offerers that answer, pass and lay out as
`reasoned` does but offer a random card to a random player with, every time, a true claim
(`truthful`) or a false one (`bluffing`): a strategy that calls by habit is exploited by one
of them.

    python bench/ai.py --game kakerlakenpoker [--opponents random truthful bluffing]

The dice games are measured by `bench/ai_dice.py` (one `reasoned` seat against `random` and
against `greedy` seats; see there), Kniffel's optimum by `bench/kniffel_optimum.py` and
Würfel-Ligretto's AI levels by `bench/ai_ligretto.py`; this script hands them the rest of its
arguments:

    python bench/ai.py --game kniffel|wuerfelpoker|vabanque [--games 2000] [--write] ...
    python bench/ai.py --game kniffel --optimum [--rules JSON] [--games 10000] [--seed N]
    python bench/ai.py --game ligretto ...
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.ai_report import wilson, write_section  # noqa: E402
from larry_core.games.ai_seats import AiSeats  # noqa: E402
from larry_core.games.kakerlake.ai import KpReasonedStrategy  # noqa: E402
from larry_core.games.kakerlake.cards import INDEX, claim_true  # noqa: E402
from larry_core.games.kakerlake.kind import KAKERLAKE  # noqa: E402
from larry_core.games.kakerlake.moves import OFFER  # noqa: E402
from larry_core.games.larry.engine import Game  # noqa: E402
from larry_core.games.larry.kind import LARRY  # noqa: E402
from larry_core.games.larry.moves import format_move  # noqa: E402
from larry_core.games.larry.rules import RuleSet  # noqa: E402

START, END = "<!-- ai:start -->", "<!-- ai:end -->"
KP_START, KP_END = "<!-- kp-ai:start -->", "<!-- kp-ai:end -->"
KP_OPPONENTS = ("random", "truthful", "bluffing")


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0  # fractional for shared wins
    score: float = 0.0  # reasoned seat's total score
    other_score: float = 0.0  # mean score of the random seats, summed over games
    moves: int = 0


def play_one(players: int, seed: int, hero: int, rules: RuleSet) -> tuple[float, int, float, int]:
    """Play one game; return (hero's win share, hero's score, others' mean score, moves).

    The seats are `AiSeats`, exactly as the bot's table service plays its AI seats: each
    keeps its strategy for the whole game and sees only its own history."""
    game = Game(players, rules, seed)
    moves = len(play_out(game, {s: "reasoned" if s == hero else "random"
                                for s in range(players)}))
    winners = game.winners or []
    share = 1.0 / len(winners) if hero in winners else 0.0
    others = [game.scores[s] for s in range(players) if s != hero]
    return share, game.scores[hero], sum(others) / len(others), moves


def play_out(game: Game, kinds: dict[int, str]) -> list[str]:
    """Let the AI seats of `kinds` play `game` to its end; return the moves (input log)."""
    seats = AiSeats(LARRY, game, kinds)
    log: list[str] = []
    while (decision := seats.next_move(game)) is not None:
        seat, move = decision
        seats.observe(seat, move, game.apply(seat, move))
        log.append(format_move(seat, move))
        if len(log) > 20_000:
            raise RuntimeError(f"game {game.seed} does not end")
    return log


class FixedOfferer:
    """An opponent with a fixed offering policy: a random card to a random player, the claim
    always true (`truthful`) or always false (`bluffing`); everything else as `reasoned`."""

    def __init__(self, truthful: bool) -> None:
        self.truthful = truthful
        self.name = "truthful" if truthful else "bluffing"
        self.other = KpReasonedStrategy()

    def choose(self, view: Any, legal: Any, history: Any, rng: random.Random) -> Any:
        offers = [m for m in legal if m.verb == OFFER]
        if not offers:
            return self.other.choose(view, legal, history, rng)
        card = rng.choice(sorted({m.card for m in offers}))
        target = rng.choice(sorted({m.target for m in offers}))
        fits = [m for m in offers if m.card == card and m.target == target
                and claim_true(INDEX[card], m.claim) == self.truthful]
        if not fits:  # no claim of that truth for this card: any claim
            fits = [m for m in offers if m.card == card and m.target == target]
        return rng.choice(fits)


def play_kp(players: int, seed: int, hero: int, opponent: str = "random") -> tuple[float, int]:
    """One Kakerlakenpoker game, the reasoned seat at `hero` against `opponent` seats
    (random, truthful or bluffing): (1 if it did not lose, moves)."""
    from larry_core.games.kakerlake.engine import KpGame

    game = KpGame(players, None, seed)
    seats = AiSeats(KAKERLAKE, game,
                    {s: "reasoned" if s == hero else "random" for s in range(players)})
    if opponent != "random":
        for s in range(players):
            if s != hero:
                seats.strategies[s] = FixedOfferer(opponent == "truthful")
    moves = 0
    while (decision := seats.next_move(game)) is not None:
        seat, move = decision
        seats.observe(seat, move, game.apply(seat, move))
        moves += 1
        if moves > 20_000:
            raise RuntimeError(f"game {seed} does not end")
    return (0.0 if game.loser == hero else 1.0), moves


def run_kp_chunk(args: tuple[int, int, int, int, str]) -> Tally:
    players, seed, first, count, opponent = args
    tally = Tally()
    for i in range(first, first + count):
        won, moves = play_kp(players, seed * 1_000_003 + i, i % players, opponent)
        tally.games += 1
        tally.wins += won
        tally.moves += moves
    return tally


def run_chunk(args: tuple[int, int, int, int, str]) -> Tally:
    players, seed, first, count, _ = args
    rules = RuleSet()
    tally = Tally()
    for i in range(first, first + count):
        share, score, other, moves = play_one(players, seed * 1_000_003 + i, i % players, rules)
        tally.games += 1
        tally.wins += share
        tally.score += score
        tally.other_score += other
        tally.moves += moves
    return tally


def bench(players: int, games: int, seed: int, jobs: int, game: str = "larry",
          opponent: str = "random") -> Tally:
    chunk = run_kp_chunk if game == "kakerlakenpoker" else run_chunk
    chunks = max(1, jobs * 4)
    size = -(-games // chunks)
    tasks = [(players, seed, i, min(size, games - i), opponent)
             for i in range(0, games, size)]
    total = Tally()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(chunk, tasks))
    else:
        parts = [chunk(t) for t in tasks]
    for t in parts:
        total.games += t.games
        total.wins += t.wins
        total.score += t.score
        total.other_score += t.other_score
        total.moves += t.moves
    return total


def table(rows: list[tuple[int, Tally, float]]) -> str:
    lines = [
        "| players | games | reasoned win rate | 95% CI (Wilson) | fair share "
        "| avg score reasoned | avg score random | seconds |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for players, t, secs in rows:
        lo, hi = wilson(t.wins, t.games)
        lines.append(
            f"| {players} | {t.games} | {100 * t.wins / t.games:.1f}% "
            f"| {100 * lo:.1f}–{100 * hi:.1f}% | {100 / players:.1f}% "
            f"| {t.score / t.games:+.2f} | {t.other_score / t.games:+.2f} | {secs:.0f} |"
        )
    return "\n".join(lines)


def kp_table(rows: list[tuple[str, int, Tally, float]]) -> str:
    lines = [
        "| opponents | players | games | reasoned not the loser | 95% CI (Wilson) | fair share "
        "| moves per game | seconds |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for opponent, players, t, secs in rows:
        lo, hi = wilson(t.wins, t.games)
        lines.append(
            f"| {opponent} | {players} | {t.games} | {100 * t.wins / t.games:.1f}% "
            f"| {100 * lo:.1f}–{100 * hi:.1f}% | {100 * (players - 1) / players:.1f}% "
            f"| {t.moves / t.games:.1f} | {secs:.0f} |"
        )
    return "\n".join(lines)


DICE_GAMES = ("kniffel", "wuerfelpoker", "vabanque")
GAMES = ("larry", "kakerlakenpoker", *DICE_GAMES, "ligretto")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    first = argparse.ArgumentParser(add_help=False)
    first.add_argument("--game", choices=GAMES, default="larry")
    known, rest = first.parse_known_args(argv)
    # the other benchmarks are imported only when asked for (each has its own owner)
    if known.game == "ligretto":
        from bench.ai_ligretto import main as ligretto_main
        return ligretto_main(rest)
    if known.game == "kniffel" and "--optimum" in rest:
        from bench.kniffel_optimum import main as optimum_main
        return optimum_main(rest)
    if known.game in DICE_GAMES:
        from bench.ai_dice import main as dice_main
        return dice_main(known.game, rest)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--write", action="store_true", help="update docs/benchmarks.md's section")
    ap.add_argument("--game", choices=GAMES, default="larry",
                    help="kniffel, wuerfelpoker, vabanque, ligretto: see above")
    ap.add_argument("--opponents", nargs="+", choices=KP_OPPONENTS, default=list(KP_OPPONENTS),
                    help="kakerlakenpoker: the opponents' policies to play against")
    args = ap.parse_args(argv)
    if args.game == "kakerlakenpoker":
        kp_main(args)
        return 0
    rows = []
    for players in args.players:
        start = time.perf_counter()
        tally = bench(players, args.games, args.seed, args.jobs)
        rows.append((players, tally, time.perf_counter() - start))
        print(f"{players} players done in {rows[-1][2]:.0f}s", file=sys.stderr)
    md = table(rows)
    print(md)
    if args.write:
        body = (
            "`python bench/ai.py` — one `reasoned` seat against `random` seats, default rules "
            "(3 rounds, `larry_call=auto`); the reasoned seat rotates over all seats, shared "
            f"wins count 1/k; seed {args.seed}. Average scores are game totals.\n\n" + md + "\n"
        )
        write_section(body, START, END, "AI: reasoned vs random")
    return 0


def kp_main(args: argparse.Namespace) -> None:
    rows = []
    for opponent in args.opponents:
        for players in args.players:
            start = time.perf_counter()
            tally = bench(players, args.games, args.seed, args.jobs, "kakerlakenpoker",
                          opponent)
            rows.append((opponent, players, tally, time.perf_counter() - start))
            print(f"{opponent}, {players} players done in {rows[-1][3]:.0f}s",
                  file=sys.stderr)
    md = kp_table(rows)
    print(md)
    if args.write:
        body = (
            "`python bench/ai.py --game kakerlakenpoker --players 2 3 4 5 6 --write` — one "
            "`reasoned` seat against `random` seats, and against fixed offerers that always "
            "tell the truth (`truthful`) or always bluff (`bluffing`) when they offer and "
            "otherwise play as `reasoned`; default rules (docs/kakerlakenpoker-rules.md); the "
            "reasoned seat rotates over all seats. The one loser loses and everybody else "
            "wins, so the fair share of a seat is (n−1)/n; "
            f"seed {args.seed}, {args.games} games per row, processes: {args.jobs}.\n\n"
            + md + "\n"
        )
        write_section(body, KP_START, KP_END,
                      "Kakerlakenpoker AI: reasoned vs random and fixed offerers")


if __name__ == "__main__":
    sys.exit(main())
