"""Races of AI racers (`race`): a smoke test of the rules and some statistics, for
`larry simulate --game ligretto`."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from larry_core.games.command_line import stat_rows
from larry_core.games.ligretto.moves import PLACE
from larry_core.games.ligretto.race import race
from larry_core.games.ligretto.rules import LgRules
from larry_core.text import DEFAULT_LOCALE, decimal, t


@dataclass
class LgSummary:
    levels: tuple[str, ...] = ()
    games: int = 0
    seconds: float = 0.0
    placements: int = 0
    rerolls: int = 0
    waits: int = 0
    rounds: int = 0
    round_ms: float = 0.0  # summed over the rounds
    left: int = 0  # dice left in the others' cups at the stops, summed
    stops: Counter[int] = field(default_factory=Counter)  # rounds stopped per seat
    wins: Counter[int] = field(default_factory=Counter)  # games won per seat (ties: each)

    @property
    def moves(self) -> int:
        return self.placements + self.rerolls

    def lines(self, locale: str = DEFAULT_LOCALE) -> list[str]:
        """The statistics, one figure a line after its label (the catalogue's lg-sim-*)."""
        rounds = max(self.rounds, 1)

        def per_seat(counts: Counter[int]) -> str:
            return ", ".join(f"{s} ({t(f'lg-level-{level}', locale)}): {counts[s]}"
                             for s, level in enumerate(self.levels))

        rows = [
            ("lg-sim-games", str(self.games)),
            ("lg-sim-moves", t("lg-sim-moves-detail", locale, moves=self.moves,
                               placements=self.placements, rerolls=self.rerolls,
                               rate=decimal(self.moves / max(self.seconds, 1e-9), locale,
                                            digits=0))),
            ("lg-sim-waits", str(self.waits)),
            ("lg-sim-rounds", t("lg-sim-rounds-detail", locale, rounds=self.rounds,
                                seconds=decimal(self.round_ms / rounds / 1000, locale),
                                left=decimal(self.left / rounds, locale))),
            ("lg-sim-stops", per_seat(self.stops)),
            ("lg-sim-wins", per_seat(self.wins)),
        ]
        return stat_rows([(t(key, locale), value) for key, value in rows])


def simulate(players: int, games: int, seed: int, rules: LgRules | None = None,
             progress: Callable[[LgSummary], None] | None = None,
             levels: Sequence[str] | None = None) -> LgSummary:
    """Race `games` games among AI racers of `levels` (one per seat; default: all
    `normal`); `progress` is called with the summary after each."""
    chosen = tuple(levels) if levels else ("normal",) * players
    if len(chosen) != players:
        raise ValueError(f"one level per seat: {players} levels")
    summary = LgSummary(levels=chosen)
    start = time.perf_counter()
    for i in range(games):
        result = race(chosen, seed * 1_000_003 + i, rules)
        for action in result.actions:
            if action.move.verb == PLACE:
                summary.placements += 1
            else:
                summary.rerolls += 1
        summary.waits += result.waits
        summary.rounds += len(result.round_ms)
        summary.round_ms += sum(result.round_ms)
        game = result.game
        for points in game.round_scores:
            stopper = max(range(players), key=points.__getitem__)
            summary.stops[stopper] += 1
            summary.left += points[stopper]
        summary.wins.update(game.winners or ())
        summary.games += 1
        summary.seconds = time.perf_counter() - start
        if progress is not None:
            progress(summary)
    return summary
