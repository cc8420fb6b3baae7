"""Random-legal playouts of Kniffel: a smoke test of the rules and some statistics."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from larry_core.games.command_line import random_playout, stat_rows
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.rules import KnRules
from larry_core.text import DEFAULT_LOCALE, t

MAX_MOVES = 10_000  # a game has at most 13 × 8 turns of 3 rolls and an entry: a safety stop


@dataclass
class KnSummary:
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    entries: int = 0
    points: int = 0  # the sum of every total
    best: int = 0
    events: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)  # entries by rule of A6
    kniffels: int = 0  # 50 in the Kniffel box
    wins: Counter[int] = field(default_factory=Counter)

    def lines(self, locale: str = DEFAULT_LOCALE) -> list[str]:
        """The statistics, one figure a line after its label (the catalogue's kn-sim-*
        keys)."""
        games = max(self.games, 1)
        seats = max(self.entries // 13, 1)
        rows = [
            ("kn-sim-games", str(self.games)),
            ("kn-sim-moves", t("kn-sim-moves-detail", locale, moves=self.moves,
                               per_game=f"{self.moves / games:.1f}",
                               rate=f"{self.moves / max(self.seconds, 1e-9):,.0f}")),
            ("kn-sim-totals", t("kn-sim-totals-detail", locale,
                                mean=f"{self.points / seats:.1f}", best=self.best)),
            ("kn-sim-kniffels", str(self.kniffels)),
            ("kn-sim-further", t("kn-sim-further-detail", locale, upper=self.rules["upper"],
                                 joker=self.rules["joker"], strike=self.rules["strike"])),
            ("kn-sim-bonuses", t("kn-sim-bonuses-detail", locale,
                                 upper=self.events["upper_bonus"],
                                 extra=self.events["kniffel_bonus"])),
            ("kn-sim-wins", ", ".join(f"{s}: {self.wins[s]}" for s in sorted(self.wins))),
        ]
        return stat_rows([(t(key, locale), value) for key, value in rows])


def play_random_game(game: KnGame, rng: random.Random, summary: KnSummary | None = None) -> int:
    """Play `game` to its end with uniformly random legal moves; return the number of moves."""

    def record(events: list[dict[str, Any]]) -> None:
        if summary is not None:
            for ev in events:
                kind = ev["type"]
                summary.events[kind] += 1
                if kind == "scored":
                    summary.rules[ev["rule"]] += 1
                    if ev["box"] == "kniffel" and ev["points"]:
                        summary.kniffels += 1

    return random_playout(game, rng, record, MAX_MOVES)



def simulate(players: int, games: int, seed: int, rules: KnRules | None = None,
             progress: Callable[[KnSummary], None] | None = None) -> KnSummary:
    """Play `games` random-legal games; `progress` is called with the summary after each."""
    summary = KnSummary()
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        game = KnGame(players, rules, game_seed)
        summary.moves += play_random_game(game, random.Random(game_seed), summary)
        summary.games += 1
        totals = game.totals()
        summary.entries += 13 * players
        summary.points += sum(totals)
        summary.best = max(summary.best, *totals)
        for s in game.winners or ():
            summary.wins[s] += 1
        if progress is not None:
            progress(summary)
    summary.seconds = time.perf_counter() - start
    return summary
