"""The `/larry` slash commands (guild-only). Each one looks up the channel's table, makes one
service or storage call, and answers; rendering lives in `render`, presses in `actions`."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs.larry import components as c
from cogs.larry import render
from cogs.larry import strings as s
from cogs.larry.actions import Actions, answer, deferred, explain
from cogs.larry.publisher import Publisher
from larry_core.rules import RuleSet
from larry_core.table import Change, Table, TableError, TableOptions

if TYPE_CHECKING:
    from bot.app import LarryBot

log = logging.getLogger(__name__)
PAGE_SIZE = 10
REPOST_WAIT = 20.0  # seconds `/larry table` waits for its post before saying it will follow
REPOST_COOLDOWN = 60.0  # seconds between two re-posts of one table (moderators excepted)
LOG_PAGE = 1900  # characters of move history per `/larry log` page


@app_commands.guild_only()
class LarryCog(commands.GroupCog, name="Larry", group_name="larry",
               group_description="Play Larry, the bluffing card game"):
    def __init__(self, bot: LarryBot) -> None:
        self.bot = bot
        self.publisher = Publisher(bot)
        self.actions = Actions(self)
        self.reposted_at: dict[int, float] = {}
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.service.subscribe(self.publisher.on_change)

    async def cog_unload(self) -> None:
        await self.publisher.close()

    @commands.Cog.listener()
    async def on_larry_service_ready(self) -> None:
        """The service has loaded its tables: announce whatever a crash left unannounced."""
        self.publisher.recover()

    async def table_here(self, interaction: discord.Interaction) -> Table | None:
        """This channel's open table (its committed state)."""
        if interaction.channel_id is None:
            return None
        return self.bot.service.in_channel(interaction.channel_id)

    # ---------------------------------------------------------------- tables
    @app_commands.command(name="new")
    @app_commands.describe(rounds="How many rounds (1-10, default 3)",
                           short_game="One round; going out is checked at once",
                           larry_call="auto: a forgotten Larry costs 2 cards at once; "
                                      "catch: only if someone catches it",
                           turn_seconds="Seconds per turn before the AI plays for you")
    async def new(self, interaction: discord.Interaction,
                  rounds: app_commands.Range[int, 1, 10] = 3, short_game: bool = False,
                  larry_call: Literal["auto", "catch"] = "auto",
                  turn_seconds: app_commands.Range[int, 30, 600] = 90) -> None:
        """Open a Larry table in this channel."""
        if interaction.guild_id is None or interaction.channel_id is None:
            await answer(interaction, s.NOT_IN_GUILD)
            return
        options = TableOptions(rules=RuleSet(rounds=rounds, short_game=short_game,
                                             larry_call=larry_call),
                               turn_seconds=turn_seconds)
        user = interaction.user
        await deferred(interaction, lambda o: self.bot.service.open_table(
            interaction.guild_id or 0, interaction.channel_id or 0, user.id,
            user.display_name, options, origin=o), s.OPENED, carry=True)

    @app_commands.command(name="hand")
    async def hand(self, interaction: discord.Interaction) -> None:
        """See your hand at this channel's table (only you see it)."""
        table = await self.table_here(interaction)
        seat = table.seat_of(interaction.user.id) if table else None
        if table is None:
            await answer(interaction, s.NO_TABLE_HERE)
        elif seat is None:
            await answer(interaction, s.NOT_PLAYING)
        else:
            await self.actions.show_hand(interaction, table, seat)

    @app_commands.command(name="table")
    async def table(self, interaction: discord.Interaction) -> None:
        """Post the table's current state and buttons again (players and moderators)."""
        table = await self.table_here(interaction)
        if table is None:
            await answer(interaction, s.NO_TABLE_HERE)
            return
        moderator = bool(interaction.permissions.manage_messages)
        if not moderator and not any(seat.get("user_id") == interaction.user.id
                                     for seat in table.seats):
            await answer(interaction, s.REPOST_NOT_ALLOWED)
            return
        now = time.monotonic()
        last = self.reposted_at.get(table.id)
        if last is not None and now - last < REPOST_COOLDOWN and not moderator:
            await answer(interaction, s.REPOST_TOO_SOON.format(
                seconds=int(REPOST_COOLDOWN - (now - last)) + 1))
            return
        self.reposted_at[table.id] = now
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:  # posted after whatever is still being announced
            await asyncio.wait_for(asyncio.shield(self.publisher.repost(table)), REPOST_WAIT)
        except TimeoutError:
            await answer(interaction, s.REPOST_LATER)
            return
        await answer(interaction, s.REPOSTED)

    @app_commands.command(name="log")
    @app_commands.describe(page="1 is the latest page")
    async def log_(self, interaction: discord.Interaction,
                   page: app_commands.Range[int, 1, 1000] = 1) -> None:
        """Every move of this channel's game so far, as announced (only you see it)."""
        table = await self.table_here(interaction)
        if table is None:
            await answer(interaction, s.NO_TABLE_HERE)
            return
        changes = [Change.from_dict(c) for c in await self.bot.storage.load_changes(table.id)]
        names = render.seat_names(table)
        pv = table.game.public_view() if table.game is not None else None
        lines = [line for ch in changes for line in render.change_lines(ch, names, pv)]
        pages = render.pages(lines, LOG_PAGE) or [s.LOG_EMPTY]
        number = min(page, len(pages))
        header = s.LOG_HEADER.format(table=table.id, page=number, pages=len(pages))
        await answer(interaction, f"{header}\n{pages[-number]}")

    @app_commands.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's table (mid-game an AI takes your seat)."""
        table = await self.table_here(interaction)
        if table is None:
            await answer(interaction, s.NO_TABLE_HERE)
            return
        svc, uid = self.bot.service, interaction.user.id
        if table.status == "lobby":
            await deferred(interaction, lambda o: svc.leave_lobby(table.id, uid, o), s.LEFT_LOBBY)
        else:
            await deferred(interaction, lambda o: svc.leave_game(table.id, uid, o), s.LEFT_GAME)

    @app_commands.command(name="end")
    async def end(self, interaction: discord.Interaction) -> None:
        """End this channel's table (host or Manage Server); no leaderboard change."""
        svc = self.bot.service
        admin = bool(interaction.permissions.manage_guild)
        channel = interaction.channel_id or 0
        if channel in svc.broken:
            if not admin:
                await answer(interaction, s.NOT_HOST_OR_ADMIN)
                return
            table_id = svc.broken[channel][0]
            await deferred(interaction, lambda o: svc.close_broken(channel),
                           s.BROKEN_CLOSED.format(table=table_id))
            return
        table = await self.table_here(interaction)
        if table is None:
            await answer(interaction, s.NO_TABLE_HERE)
            return
        if not admin and interaction.user.id != table.record.host_id:
            await answer(interaction, s.NOT_HOST_OR_ADMIN)
            return
        await deferred(interaction,
                       lambda o: svc.end_table(table.id, interaction.user.id, admin=admin,
                                               origin=o), s.ENDED)

    # ------------------------------------------------------------------ info
    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """A short summary of the rules of Larry."""
        await interaction.response.send_message(s.RULES, ephemeral=True)

    @app_commands.command(name="leaderboard")
    @app_commands.describe(page="Page number", share="Post it for everyone in the channel")
    async def leaderboard(self, interaction: discord.Interaction,
                          page: app_commands.Range[int, 1, 10000] = 1,
                          share: bool = False) -> None:
        """This server's Larry leaderboard (only you see it unless you share it)."""
        await self.show_leaderboard(interaction, page - 1, edit=False, share=share)

    async def show_leaderboard(self, interaction: discord.Interaction, page: int, *,
                               edit: bool, share: bool = False) -> None:
        guild = interaction.guild
        if interaction.guild_id is None:
            await answer(interaction, s.NOT_IN_GUILD)
            return
        storage = self.bot.storage
        size = await storage.leaderboard_size(interaction.guild_id)
        pages = max((size + PAGE_SIZE - 1) // PAGE_SIZE, 1)
        page = min(max(page, 0), pages - 1)
        rows = await storage.leaderboard(interaction.guild_id, page * PAGE_SIZE, PAGE_SIZE)
        embed = render.leaderboard_embed(rows, page, pages, guild.name if guild else "server")
        view = c.page_view(page, pages)
        if edit:
            await interaction.response.edit_message(embed=embed, view=view)
        elif view is not None:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=not share)
        else:
            await interaction.response.send_message(embed=embed, ephemeral=not share)

    @app_commands.command(name="stats")
    @app_commands.describe(user="Whose stats (default: yours)",
                           share="Post them for everyone in the channel")
    async def stats(self, interaction: discord.Interaction,
                    user: discord.User | discord.Member | None = None,
                    share: bool = False) -> None:
        """Games, wins, win rate and points of a player on this server (private unless
        shared)."""
        if interaction.guild_id is None:
            await answer(interaction, s.NOT_IN_GUILD)
            return
        who = user or interaction.user
        row = await self.bot.storage.player_stats(interaction.guild_id, who.id)
        await interaction.response.send_message(embed=render.stats_embed(row, who.display_name),
                                                ephemeral=not share)

    async def cog_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, TableError):
            await answer(interaction, explain(original))
            return
        log.error("command %s failed", interaction.command.name if interaction.command else "?",
                  exc_info=original)
        try:
            await answer(interaction, s.SOMETHING_WRONG)
        except discord.HTTPException:
            pass
