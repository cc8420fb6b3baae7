"""Random-legal playouts: a smoke test of the whole rule set and a source of statistics."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from larry_core.games.command_line import stat_rows
from larry_core.games.larry.engine import Game
from larry_core.games.larry.moves import Move, catch
from larry_core.games.larry.rules import RuleSet
from larry_core.text import DEFAULT_LOCALE, decimal, t


@dataclass
class Summary:
    games: int = 0
    moves: int = 0
    rounds: int = 0
    seconds: float = 0.0
    events: Counter[str] = field(default_factory=Counter)
    doubts_correct_claim: int = 0
    wins: Counter[int] = field(default_factory=Counter)

    def lines(self, locale: str = DEFAULT_LOCALE) -> list[str]:
        """The statistics, one figure a line after its label (the catalogue's sim-* keys),
        numbers written as `locale` writes them."""
        e = self.events
        doubts = e["doubted"] or 1
        moves = t("sim-moves-detail", locale,
                  per_game=decimal(self.moves / max(self.games, 1), locale),
                  rate=decimal(self.moves / max(self.seconds, 1e-9), locale, 0))
        doubted = t("sim-doubts-detail", locale,
                    percent=decimal(100 * self.doubts_correct_claim / doubts, locale))
        went_out = t("sim-went-out-detail", locale, accepted=str(e["accepted"]))
        rows = [
            ("sim-games", decimal(self.games, locale, 0)),
            ("sim-moves", f"{decimal(self.moves, locale, 0)}  {moves}"),
            ("sim-rounds", decimal(self.rounds, locale, 0)),
            ("sim-doubts", f"{decimal(e['doubted'], locale, 0)}  {doubted}"),
            ("sim-busts", decimal(e["bust"], locale, 0)),
            ("sim-reshuffles", decimal(e["reshuffled"], locale, 0)),
            ("sim-actions", decimal(e["action"], locale, 0)),
            ("sim-larry", f"{e['larry_said']}/{e['larry_missed']}/{e['caught']}"),
            ("sim-went-out", f"{e['went_out']}  {went_out}"),
            ("sim-wins", ", ".join(f"{s}: {self.wins[s]}" for s in sorted(self.wins))),
        ]
        return stat_rows([(t(key, locale), value) for key, value in rows])


def random_move(game: Game, seat: int, rng: random.Random, forget: float = 0.1) -> Move:
    """A uniformly random legal move; sometimes forgets the Larry call to exercise §7."""
    move = rng.choice(game.legal_moves(seat))
    if move.larry and rng.random() < forget:
        move = move._replace(larry=False)
    return move


def play_random_game(game: Game, rng: random.Random, summary: Summary | None = None) -> int:
    """Play `game` to its end with random-legal moves; return the number of moves."""
    moves = 0
    while game.phase != "over":
        if game.catchable is not None and rng.random() < 0.5:
            seat = rng.choice([s for s in range(game.n) if s != game.catchable])
            events = game.apply(seat, catch(game.catchable))
        else:
            mover = game.to_move
            assert mover is not None
            events = game.apply(mover, random_move(game, mover, rng))
        moves += 1
        if summary is not None:
            for ev in events:
                summary.events[ev["type"]] += 1
                if ev["type"] == "revealed" and ev["correct"]:
                    summary.doubts_correct_claim += 1
    return moves


def simulate(players: int, games: int, seed: int, rules: RuleSet | None = None,
             progress: Callable[[Summary], None] | None = None) -> Summary:
    """Play `games` random-legal games; `progress` is called with the summary after each."""
    summary = Summary()
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        game = Game(players, rules, game_seed)
        summary.moves += play_random_game(game, random.Random(game_seed), summary)
        summary.games += 1
        summary.rounds += len(game.round_scores)
        for w in game.winners or ():
            summary.wins[w] += 1
        if progress is not None:
            progress(summary)
    summary.seconds = time.perf_counter() - start
    return summary
