"""A finished game of Würfel-Ligretto watched again, round by round, privately:
`/ligretto replay game:<number> [round:<n>]`, then Previous / Next.

The game is played again from its stored record (its players, rules and seed) and action
log through the game's `GameKind`, and told with the channel's sentences (`render.event_line`,
the engine's `Narrator`): each round's start, every die placed in the order the table took
them, the "Ligretto Stopp" and who called it, then the round's points and the running
totals; the last round ends with the winners and the final totals. A reroll's dice were its
player's cup, so rerolls are told as each player's count for the round, never their dice.

Buttons (custom_ids, routed by `components.LgButton`):
  ``lg:g:<table>:<round>``   the finished game at that round
Nothing in an id is trusted: the game is loaded again (this server's, finished) on each press.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from cogs.ligretto import components as c
from cogs.ligretto import render
from cogs.tables import replays
from cogs.tables.render import seat_order
from larry_core.games.ligretto.kind import LIGRETTO
from larry_core.games.ligretto.narration import Narrator
from larry_core.games.ligretto.rules import MAX_ROUNDS, LgRules
from larry_core.text import t

__all__ = ["MAX_ROUNDS", "rounds_told", "show"]


class _Pages:
    """The lines of each round so far, told event by event."""

    def __init__(self, names: Sequence[str], rounds: int, loc: str) -> None:
        self.names, self.loc = names, loc
        self.narrator = Narrator(loc, names.__getitem__, None, rounds)
        self.pages: list[list[str]] = []
        self.rerolls: Counter[int] = Counter()  # this round's rerolls by seat

    def tell(self, events: Sequence[Mapping[str, Any]]) -> None:
        for ev in events:
            kind = ev["type"]
            if kind == "round_started":
                self.pages.append([])
                self.rerolls.clear()
            elif kind == "rolled":  # the dice stay in the cup: only how often, by seat
                if ev["reason"] != "start":
                    self.rerolls[ev["seat"]] += 1
                continue
            elif kind == "round_over":  # after the stop, before the points
                self.pages[-1] += [
                    t("lg-dc-replay-rerolls", self.loc, who=self.names[seat],
                      count=self.rerolls[seat])
                    for seat in range(len(self.names)) if self.rerolls[seat]]
            elif kind == "game_over":  # the results end the last page
                continue
            line = render.event_line(ev, self.narrator, self.loc)
            if line:
                self.pages[-1].append(line)


def rounds_told(players: int, rules: LgRules, seed: int, moves: Sequence[str],
                names: Sequence[str], loc: str) -> list[list[str]] | None:
    """The game's narration, a list of lines per round (the first begins with the players,
    the last ends with the winners and the final totals); None if the stored moves do not
    replay to the game's end."""
    game = LIGRETTO.new(players, rules, seed)
    told = _Pages(names, game.public_view().rounds, loc)
    told.tell(game.setup_events)
    if not replays.replayed(LIGRETTO, game, players, moves, told.tell) or not told.pages:
        return None
    pages = told.pages
    pages[0].insert(0, t("lg-dc-replay-players", loc, seats=seat_order(names)))
    pages[-1] += render.results_text(game.public_view(), names, loc).splitlines()
    return pages


# one round of a finished game of this server, privately (or the pressed replay message
# edited to it): show(front, interaction, table_id, number, edit=False)
show = partial(replays.show, edit=False, rules=LgRules, told=rounds_told, page_id=c.page_id)
