"""A finished game of Würfelpoker watched again, round by round, privately:
`/wuerfelpoker replay game:<number> [round:<n>]`, then Previous / Next.

The game is played again from its stored record (its players, rules and seed) and move log
through the game's `GameKind`, and told with the channel's sentences (`render.event_lines`):
each round's antes, every roll, the hands, the bets, and the pot won with the hands ranked;
the last round ends with the final chips. Nothing is hidden in Würfelpoker, so anyone on the
server may watch any of its finished games.

Buttons (custom_ids, routed by `components.WpButton`):
  ``wp:rp:<table>:<round>``   the finished game at that round
Nothing in an id is trusted: the game is loaded again (this server's, finished) on each press.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import lang
from cogs.tables.items import button, view_of
from cogs.tables.render import clip, seat_order
from cogs.tables.replies import answer, read_in_time, reply
from cogs.wuerfelpoker import components as c
from cogs.wuerfelpoker import render
from larry_core.errors import IllegalMove
from larry_core.games.grammar import split_seat
from larry_core.games.wuerfelpoker.kind import WUERFELPOKER
from larry_core.games.wuerfelpoker.rules import WpRules
from larry_core.storage.base import GameNotFinished
from larry_core.tables.table import TableOptions
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.wuerfelpoker.front import WpFront

MAX_TABLE_ID = 2**53 - 1  # a table's number as Discord's integer options carry it
MAX_ROUNDS = 10_000  # the most rounds a table may play (the option's bound)


def names_of(seats: Sequence[Mapping[str, Any]], loc: str) -> list[str]:
    """A stored table's seat names, AI seats marked; a player who asked to be forgotten is
    an anonymous seat."""
    out = []
    for i, seat in enumerate(seats):
        if seat.get("forgotten") or not seat.get("name"):
            out.append(t("seat-forgotten", loc, number=i + 1))
        elif seat.get("ai"):
            out.append(t("dc-ai-name", loc, name=str(seat["name"])))
        else:
            out.append(str(seat["name"]))
    return out


def rounds_told(players: int, rules: WpRules, seed: int, moves: Sequence[str],
                names: Sequence[str], loc: str) -> list[list[str]] | None:
    """The game's narration, a list of lines per round (the first begins with the seats,
    the last ends with the final chips); None if the stored moves do not replay to the
    game's end."""
    game = WUERFELPOKER.new(players, rules, seed)
    pages: list[list[str]] = [[t("wp-dc-started", loc, seats=seat_order(names)),
                               *render.event_lines(game.setup_events, names, loc)]]
    try:
        for text in moves:
            seat, body = split_seat(text, players)
            events = WUERFELPOKER.apply(game, seat, WUERFELPOKER.parse(body))
            showdown = WUERFELPOKER.public_view(game).showdown
            for ev in events:
                if ev["type"] == "round_started":
                    pages.append([])
                pages[-1] += render.event_lines(
                    [ev], names, loc, showdown if ev["type"] == "pot_won" else None)
    except (IllegalMove, ValueError):
        return None
    if not WUERFELPOKER.over(game):
        return None
    pub = WUERFELPOKER.public_view(game)
    pages[-1] += render.results_text(pub, [], names, loc).splitlines()
    return pages


async def show(front: WpFront, interaction: discord.Interaction, table_id: int,
               number: int, *, edit: bool = False) -> None:
    """One round of a finished game of this server, privately (or the pressed replay
    message edited to it)."""
    loc = lang.private(interaction)
    guild_id = interaction.guild_id
    if guild_id is None:
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return

    async def read() -> list[list[str]] | str:
        try:
            found = await front.bot.storage.load_finished(table_id, guild_id)
        except GameNotFinished:
            return "wp-dc-replay-running"
        if found is None or found.summary.game != front.game:
            return "wp-dc-replay-unknown"
        options = TableOptions.from_dict(found.record.options)
        if not isinstance(options.rules, WpRules):
            return "wp-dc-replay-unknown"
        seats = found.record.seats
        told = rounds_told(len(seats), options.rules, found.record.seed, found.moves,
                           names_of(seats, loc), loc)
        return told if told is not None else "wp-dc-replay-corrupt"

    got = await read_in_time(interaction, read(), update=edit)
    if isinstance(got, str):
        await answer(interaction, t(got, loc, table=table_id))
        return
    number = min(max(number, 1), len(got))
    head = t("wp-dc-replay-title", loc, table=table_id, round=number, rounds=len(got))
    view = view_of([[
        button(c.page_id(table_id, max(number - 1, 1)), t("btn-prev", loc),
               disabled=number <= 1),
        button(c.page_id(table_id, min(number + 1, len(got))), t("btn-next", loc), "primary",
               disabled=number >= len(got))]])
    await reply(interaction, edit=edit, content=clip("\n".join([head, *got[number - 1]])),
                view=view)
