"""Larry's commands beside the shared ones: `/larry log` (every move so far), `/larry replay`
(a finished game move by move, with each claim's truth) and `/larry forget-me`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.larry import after, render
from cogs.tables import after as shared_after
from cogs.tables import lang
from cogs.tables import render as shared
from cogs.tables.commands import command, keyword
from cogs.tables.replies import answer, read_in_time
from larry_core.tables.table import Change
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.larry.front import LarryFront

LOG_PAGE = 1900  # characters of move history per `/larry log` page
# a finished game's number: a table id (a 63-bit row id, within JavaScript's safe integers)
MAX_TABLE_ID = 2**53 - 1


def log_command(front: LarryFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction, page: int = 1) -> None:
        """Every move of this channel's game so far, as announced (only you see it)."""
        table = front.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await front.no_table(interaction, loc)
            return
        stored = await read_in_time(interaction, front.bot.storage.load_changes(table.id))
        changes = [Change.from_dict(c) for c in stored]
        names = render.seat_names(table, loc)
        pv = table.game.public_view() if table.game is not None else None
        lines = [line for ch in changes for line in render.change_lines(ch, names, pv, loc)]
        pages = shared.pages(lines, LOG_PAGE) or [t("log-empty", loc)]
        number = min(page, len(pages))
        header = t("log-header", loc, table=table.id, page=number, pages=len(pages))
        await answer(interaction, f"{header}\n{pages[-number]}")

    return command(front, "log", callback,
                   params=[keyword("page", app_commands.Range[int, 1, 1000], 1)],
                   names={"page": "cmd-opt-page"},
                   descriptions={"page": "cmd-opt-log-page-desc"})


def replay_command(front: LarryFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction, game: int, move: int = 1) -> None:
        """A finished game of this server move by move (only you see it)."""
        await after.show_replay(front, interaction, game, move)

    return command(front, "replay", callback,
                   params=[keyword("game", app_commands.Range[int, 1, MAX_TABLE_ID]),
                           keyword("move", app_commands.Range[int, 1, 100000], 1)],
                   names={"game": "cmd-opt-game", "move": "cmd-opt-move"})


def forget_command(front: LarryFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction) -> None:
        """Remove your name, stats and rating from every server (after a confirmation)."""
        loc = lang.private(interaction)
        await interaction.response.send_message(
            t("dc-forget-ask", loc),
            view=shared_after.forget_view(front, interaction.user.id, loc), ephemeral=True)

    return command(front, "forget-me", callback)
