"""Random-legal playouts of Würfelpoker: a smoke test of the rules and some statistics."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from larry_core.games.command_line import random_playout, stat_rows
from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.hands import COMBOS
from larry_core.games.wuerfelpoker.rules import WpRules
from larry_core.text import DEFAULT_LOCALE, decimal, t

MAX_MOVES = 1_000_000  # a safety stop far above any game (B11.10: every game ends)


@dataclass
class WpSummary:
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    rounds: int = 0
    longest: int = 0  # rounds of the longest game
    combos: Counter[str] = field(default_factory=Counter)  # the winning hands at showdowns
    splits: int = 0
    wins: Counter[int] = field(default_factory=Counter)

    def lines(self, locale: str = DEFAULT_LOCALE) -> list[str]:
        """The statistics, one figure a line after its label (the catalogue's wp-sim-*)."""
        games = max(self.games, 1)
        won = ", ".join(f"{t(f'wp-combo-{c}', locale)} {self.combos[c]}"
                        for c in reversed(COMBOS) if self.combos[c])
        rows = [
            ("wp-sim-games", str(self.games)),
            ("wp-sim-moves", t("wp-sim-moves-detail", locale, moves=self.moves,
                               per_game=decimal(self.moves / games, locale),
                               rate=decimal(self.moves / max(self.seconds, 1e-9), locale,
                                            digits=0))),
            ("wp-sim-rounds", t("wp-sim-rounds-detail", locale, rounds=self.rounds,
                                per_game=decimal(self.rounds / games, locale),
                                longest=self.longest)),
            ("wp-sim-combos", won),
            ("wp-sim-splits", str(self.splits)),
            ("wp-sim-wins", ", ".join(f"{s}: {self.wins[s]}" for s in sorted(self.wins))),
        ]
        return stat_rows([(t(key, locale), value) for key, value in rows])


def play_random_game(game: WpGame, rng: random.Random, summary: WpSummary | None = None) -> int:
    """Play `game` to its end with uniformly random legal moves; return the number of moves."""

    def record(events: list[dict[str, Any]]) -> None:
        if summary is not None:
            for ev in events:
                if ev["type"] == "pot_won":
                    summary.splits += len(ev["seats"]) > 1
                    if ev["reason"] == "showdown" and game.showdown is not None:
                        winner = game.showdown.hands[ev["seats"][0]]
                        if winner is not None:
                            summary.combos[winner.combo] += 1

    return random_playout(game, rng, record, MAX_MOVES)



def simulate(players: int, games: int, seed: int, rules: WpRules | None = None,
             progress: Callable[[WpSummary], None] | None = None) -> WpSummary:
    """Play `games` random-legal games; `progress` is called with the summary after each."""
    summary = WpSummary()
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        game = WpGame(players, rules, game_seed, i % players)
        summary.moves += play_random_game(game, random.Random(game_seed), summary)
        summary.games += 1
        summary.rounds += game.round
        summary.longest = max(summary.longest, game.round)
        for s in game.winners or ():
            summary.wins[s] += 1
        if progress is not None:
            progress(summary)
    summary.seconds = time.perf_counter() - start
    return summary
