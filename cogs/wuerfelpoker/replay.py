"""A finished game of Würfelpoker watched again, round by round, privately:
`/wuerfelpoker replay game:<number> [round:<n>]`, then Previous / Next.

The game is played again from its stored record (its players, rules and seed) and move log
through the game's `GameKind`, and told with the channel's sentences (`render.event_lines`):
each round's antes, every roll, the hands, the bets, and the pot won with the hands ranked;
the last round ends with the final chips. Nothing is hidden in Würfelpoker, so anyone on the
server may watch any of its finished games.

Buttons (custom_ids, routed by `WpButton`, beside the shared ones of `cogs.tables.ids`:
lobby, leaderboard and history pages, forget-me):
  ``wp:rp:<table>:<round>``   the finished game at that round
Nothing in an id is trusted: the game is loaded again (this server's, finished) on each press.
A turn's controls are the shared choices' (`cogs.tables.choosing`), not Würfelpoker's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import ids, own_ids, replays
from cogs.tables.items import PressItem
from cogs.tables.render import seat_order
from cogs.wuerfelpoker import render
from larry_core.games.wuerfelpoker.kind import WUERFELPOKER
from larry_core.games.wuerfelpoker.rules import WpRules
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront

PREFIX = "wp"
MAX_TABLE_ID = 2**53 - 1  # a table's number as Discord's integer options carry it
MAX_ROUNDS = 10_000  # the most rounds a table may play (the option's bound)


def page_id(table: int, number: int) -> str:
    return own_ids.page_id(PREFIX, table, number)


class WpButton(PressItem, template=r"wp:(?P<rest>.{0,97})"):
    """Every button of Würfelpoker's own namespace, before and after a restart (forged ones
    too): a replay's page; the shared lobby, page and forget-me ids; else garbled."""

    async def press(self, front: GameFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        async def page(pressed: discord.Interaction, found: own_ids.Page) -> None:
            await show(front, pressed, found.table, found.round, edit=True)

        await ids.route(front, interaction, custom_id, PREFIX,
                        lambda cid: own_ids.parse_page(PREFIX, cid), page)


def rounds_told(players: int, rules: WpRules, seed: int, moves: Sequence[str],
                names: Sequence[str], loc: str) -> list[list[str]] | None:
    """The game's narration, a list of lines per round (the first begins with the seats,
    the last ends with the final chips); None if the stored moves do not replay to the
    game's end."""
    game = WUERFELPOKER.new(players, rules, seed)
    pages: list[list[str]] = [[t("wp-dc-started", loc, seats=seat_order(names)),
                               *render.event_lines(game.setup_events, names, loc)]]

    def tell(events: list[dict[str, Any]]) -> None:
        showdown = game.public_view().showdown
        for ev in events:
            if ev["type"] == "round_started":
                pages.append([])
            pages[-1] += render.event_lines(
                [ev], names, loc, showdown if ev["type"] == "pot_won" else None,
                ante=rules.ante)

    if not replays.replayed(WUERFELPOKER, game, players, moves, tell):
        return None
    pages[-1] += render.results_text(game.public_view(), [], names,
                                     loc).splitlines()
    return pages


# one round of a finished game of this server, privately (or the pressed replay message
# edited to it): show(front, interaction, table_id, number, edit=False)
show = partial(replays.show, edit=False, rules=WpRules, told=rounds_told, page_id=page_id)
