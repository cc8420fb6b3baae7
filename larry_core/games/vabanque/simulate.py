"""Random-legal playouts of Va banque: a smoke test of the rules and some statistics."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from larry_core.games.command_line import random_playout, stat_rows
from larry_core.games.vabanque.engine import VbGame
from larry_core.games.vabanque.rules import VbRules
from larry_core.text import DEFAULT_LOCALE, decimal, t


@dataclass
class VbSummary:
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    rounds: int = 0
    empty_rounds: int = 0  # rounds nobody could stake in
    pots: int = 0
    shared: int = 0
    unwon: int = 0  # rounds with stakes whose pot nobody won (every opponent forfeited)
    forfeits: int = 0
    totals: list[int] = field(default_factory=list)  # the winning total of each pot
    wins: Counter[int] = field(default_factory=Counter)  # games won per seat (ties: each)

    def record(self, events: list[dict[str, Any]]) -> None:
        for ev in events:
            kind = ev["type"]
            if kind == "round_started":
                self.rounds += 1
                if ev["staked"]:
                    self.unwon += 1  # until its pot is won
                else:
                    self.empty_rounds += 1
            elif kind == "pot_won":
                self.pots += 1
                self.unwon -= 1
                self.shared += len(ev["seats"]) > 1
                self.totals.append(ev["total"])
            elif kind == "forfeited":
                self.forfeits += 1
            elif kind == "game_over":
                self.wins.update(ev["winners"])

    def lines(self, locale: str = DEFAULT_LOCALE) -> list[str]:
        """The statistics, one figure a line after its label (the catalogue's vb-sim-*)."""
        games = max(self.games, 1)
        totals = self.totals or [0]
        rows = [
            ("vb-sim-games", str(self.games)),
            ("vb-sim-moves", t("vb-sim-moves-detail", locale, moves=self.moves,
                               per_game=decimal(self.moves / games, locale),
                               rate=decimal(self.moves / max(self.seconds, 1e-9), locale,
                                            digits=0))),
            ("vb-sim-rounds", t("vb-sim-rounds-detail", locale, rounds=self.rounds,
                                empty=self.empty_rounds)),
            ("vb-sim-pots", t("vb-sim-pots-detail", locale, pots=self.pots,
                              shared=self.shared, none=self.unwon)),
            ("vb-sim-forfeits", str(self.forfeits)),
            ("vb-sim-totals", t("vb-sim-totals-detail", locale,
                                mean=decimal(sum(totals) / len(totals), locale),
                                low=min(totals), high=max(totals))),
            ("vb-sim-wins", ", ".join(f"{s}: {self.wins[s]}" for s in sorted(self.wins))),
        ]
        return stat_rows([(t(key, locale), value) for key, value in rows])


def play_random_game(game: VbGame, rng: random.Random,
                     summary: VbSummary | None = None) -> int:
    """Play `game` to its end with uniformly random legal moves; the number of moves."""
    return random_playout(game, rng, summary.record if summary is not None else None)



def simulate(players: int, games: int, seed: int, rules: VbRules | None = None,
             progress: Callable[[VbSummary], None] | None = None) -> VbSummary:
    """Play `games` random-legal games; `progress` is called with the summary after each."""
    summary = VbSummary()
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        game = VbGame(players, rules, game_seed)
        summary.record(game.setup_events)
        summary.moves += play_random_game(game, random.Random(game_seed), summary)
        summary.games += 1
        summary.seconds = time.perf_counter() - start
        if progress is not None:
            progress(summary)
    return summary
