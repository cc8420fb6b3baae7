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

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import lang
from cogs.tables.items import button, view_of
from cogs.tables.render import clip
from cogs.tables.replies import answer, read_in_time, reply
from cogs.vabanque import components as c
from cogs.vabanque import render
from larry_core.errors import IllegalMove
from larry_core.games.grammar import split_seat
from larry_core.games.vabanque.kind import VABANQUE
from larry_core.games.vabanque.rules import VbRules
from larry_core.storage.base import GameNotFinished
from larry_core.tables.table import TableOptions
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.vabanque.front import VbFront

MAX_TABLE_ID = 2**53 - 1  # a table's number as Discord's integer options carry it


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


def rounds_told(players: int, r: VbRules, seed: int, moves: Sequence[str],
                names: Sequence[str], loc: str) -> list[list[str]] | None:
    """The game's narration, a list of lines per banker round (the last one ends with the
    final chips); None if the stored moves do not replay."""
    game = VABANQUE.new(players, r, seed)
    told = render.Told(r, names, loc, {})
    pages: list[list[str]] = [told.started(VABANQUE.public_view(game))]
    try:
        for text in moves:
            seat, body = split_seat(text, players)
            for ev in VABANQUE.apply(game, seat, VABANQUE.parse(body)):
                lines = told.events([ev])
                if ev["type"] == "round_started":  # the round before ends, this one begins
                    pages[-1] += lines[:-1]
                    pages.append(lines[-1:])
                else:
                    pages[-1] += lines
    except (IllegalMove, ValueError):
        return None
    if not VABANQUE.over(game):
        return None
    pub = VABANQUE.public_view(game)
    pages[-1] += render.results_text(pub, [], names, loc).splitlines()
    return pages


async def show(front: VbFront, interaction: discord.Interaction, table_id: int,
               number: int, *, edit: bool = False) -> None:
    """One banker round of a finished game of this server, privately (or the pressed
    replay message edited to it)."""
    loc = lang.private(interaction)
    guild_id = interaction.guild_id
    if guild_id is None:
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return

    async def read() -> list[list[str]] | str:
        try:
            found = await front.bot.storage.load_finished(table_id, guild_id)
        except GameNotFinished:
            return "vb-dc-replay-running"
        if found is None or found.summary.game != front.game:
            return "vb-dc-replay-unknown"
        options = TableOptions.from_dict(found.record.options)
        if not isinstance(options.rules, VbRules):
            return "vb-dc-replay-unknown"
        seats = found.record.seats
        told = rounds_told(len(seats), options.rules, found.record.seed, found.moves,
                           names_of(seats, loc), loc)
        return told if told is not None else "vb-dc-replay-corrupt"

    got = await read_in_time(interaction, read(), update=edit)
    if isinstance(got, str):
        await answer(interaction, t(got, loc, table=table_id))
        return
    number = min(max(number, 1), len(got))
    head = t("vb-dc-replay-title", loc, table=table_id, round=number, rounds=len(got))
    view = view_of([[
        button(c.page_id(table_id, max(number - 1, 1)), t("btn-prev", loc),
               disabled=number <= 1),
        button(c.page_id(table_id, min(number + 1, len(got))), t("btn-next", loc), "primary",
               disabled=number >= len(got))]])
    await reply(interaction, edit=edit, content=clip("\n".join([head, *got[number - 1]])),
                view=view)
