"""A finished game of Va banque watched again, banker round by banker round, privately:
`/vabanque replay game:<number> [round:<n>]`, then Previous / Next.

The game is played again from its stored record (its players, rules and seed) and input
log through the game's `GameKind`, and told with the same sentences as the table's channel
(`render.Told`): each round's stakes, every throw's step, forfeits, the round's final totals
and who took the pot; the last round ends with the final chips.

Buttons (custom_ids, routed by `components.VbButton`):
  ``vb:rp:<table>:<round>``   the finished game at that banker round
Nothing in an id is trusted: the game is loaded again (this server's, finished) on each press.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from cogs.tables import replays
from cogs.vabanque import components as c
from cogs.vabanque import render
from larry_core.games.vabanque.kind import VABANQUE
from larry_core.games.vabanque.rules import VbRules

MAX_TABLE_ID = 2**53 - 1  # a table's number as Discord's integer options carry it



def rounds_told(players: int, r: VbRules, seed: int, moves: Sequence[str],
                names: Sequence[str], loc: str) -> list[list[str]] | None:
    """The game's narration, a list of lines per banker round (the last one ends with the
    final chips); None if the stored moves do not replay."""
    game = VABANQUE.new(players, r, seed)
    told = render.Told(r, names, loc, {})
    pages: list[list[str]] = [told.started(game.public_view())]

    def tell(events: list[dict[str, Any]]) -> None:
        for ev in events:
            lines = told.events([ev])
            if ev["type"] == "round_started":  # the round before ends, this one begins
                pages[-1] += lines[:-1]
                pages.append(lines[-1:])
            else:
                pages[-1] += lines

    if not replays.replayed(VABANQUE, game, players, moves, tell):
        return None
    pub = game.public_view()
    pages[-1] += render.results_text(pub, [], names, loc).splitlines()
    return pages


# one banker round of a finished game of this server, privately (or the pressed replay
# message edited to it): show(front, interaction, table_id, number, edit=False)
show = partial(replays.show, edit=False, rules=VbRules, told=rounds_told, page_id=c.page_id)
