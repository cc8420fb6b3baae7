"""Random-legal playouts of Kakerlakenpoker: a smoke test of the rules and some statistics."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from larry_core.games.command_line import random_playout, stat_rows
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.rules import KpRules
from larry_core.text import DEFAULT_LOCALE, decimal, t

MAX_MOVES = 100_000  # far above any game (every collection lays out a card): a safety stop


@dataclass
class KpSummary:
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    events: Counter[str] = field(default_factory=Counter)
    right_calls: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    losses: Counter[int] = field(default_factory=Counter)

    def lines(self, locale: str = DEFAULT_LOCALE) -> list[str]:
        """The statistics, one figure a line after its label (the catalogue's kp-sim-* keys),
        numbers written as `locale` writes them."""
        games = max(self.games, 1)
        calls = self.events["called"] or 1
        rows = [
            ("kp-sim-games", decimal(self.games, locale, 0)),
            ("kp-sim-moves", t("kp-sim-moves-detail", locale, moves=self.moves,
                               per_game=decimal(self.moves / games, locale),
                               rate=decimal(self.moves / max(self.seconds, 1e-9), locale, 0))),
            ("kp-sim-calls", t("kp-sim-calls-detail", locale, calls=self.events["called"],
                               percent=decimal(100 * self.right_calls / calls, locale))),
            ("kp-sim-passes", decimal(self.events["passed"], locale, 0)),
            ("kp-sim-penalties", decimal(self.events["penalty_drawn"], locale, 0)),
            ("kp-sim-specials", decimal(self.events["penalty_due"], locale, 0)),
            ("kp-sim-ends", t("kp-sim-ends-detail", locale, sets=self.reasons["set"],
                              empty=self.reasons["no_cards"])),
            ("kp-sim-losses", ", ".join(f"{s}: {self.losses[s]}" for s in sorted(self.losses))),
        ]
        return stat_rows([(t(key, locale), value) for key, value in rows])


def play_random_game(game: KpGame, rng: random.Random, summary: KpSummary | None = None) -> int:
    """Play `game` to its end with uniformly random legal moves; return the number of moves."""

    def record(events: list[dict[str, Any]]) -> None:
        if summary is not None:
            for ev in events:
                summary.events[ev["type"]] += 1
                if ev["type"] == "revealed" and ev["right"]:
                    summary.right_calls += 1

    return random_playout(game, rng, record, MAX_MOVES)



def simulate(players: int, games: int, seed: int, rules: KpRules | None = None,
             progress: Callable[[KpSummary], None] | None = None) -> KpSummary:
    """Play `games` random-legal games; `progress` is called with the summary after each."""
    summary = KpSummary()
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        game = KpGame(players, rules, game_seed)
        summary.events.update(e["type"] for e in game.setup_events)
        summary.moves += play_random_game(game, random.Random(game_seed), summary)
        summary.games += 1
        if game.loser is not None and game.reason is not None:
            summary.losses[game.loser] += 1
            summary.reasons[game.reason] += 1
        if progress is not None:
            progress(summary)
    summary.seconds = time.perf_counter() - start
    return summary
