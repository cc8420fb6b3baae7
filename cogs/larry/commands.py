"""The `/larry` slash commands (guild-only). Each one looks up the channel's table, makes one
service or storage call, and answers; rendering lives in `render`, presses in `actions`."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.larry import after, pictures, render
from cogs.larry.actions import Actions, end_table, leave_table
from cogs.tables import lang
from cogs.tables.lang import cmd
from cogs.tables.publisher import Publisher
from cogs.tables.replies import answer, command_failed, defer_private, deferred, read_in_time
from larry_core.storage.base import RATING_SORTS
from larry_core.tables.settings import GuildSettings, SettingsError, table_options
from larry_core.tables.table import LANGUAGES, Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from bot.app import LarryBot

log = logging.getLogger(__name__)
PAGE_SIZE = 10
REPOST_WAIT = 20.0  # seconds `/larry table` waits for its post before saying it will follow
REPOST_COOLDOWN = 60.0  # seconds between two re-posts of one table (moderators excepted)
LOG_PAGE = 1900  # characters of move history per `/larry log` page
CALL_CHOICES = [app_commands.Choice(name=cmd(f"cmd-choice-call-{mode}"), value=mode)
                for mode in ("auto", "catch")]
LANGUAGE_CHOICES = [app_commands.Choice(name=cmd(f"language-{code}"), value=code)
                    for code in LANGUAGES]


@app_commands.guild_only()
class LarryCog(commands.GroupCog, name="Larry", group_name="larry",
               group_description=cmd("cmd-larry-desc")):
    def __init__(self, bot: LarryBot) -> None:
        self.bot = bot
        self.publisher = Publisher(bot)
        self.actions = Actions(self)
        self.reposted_at: dict[int, float] = {}
        self.reviews = after.Reviews()
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.service.subscribe(self.publisher.on_change)
        await asyncio.to_thread(pictures.prepare)

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
        table = self.bot.service.in_channel(interaction.channel_id)
        return table if table is not None and table.options.game == "larry" else None

    # ---------------------------------------------------------------- tables
    @app_commands.command(name=cmd("cmd-new"), description=cmd("cmd-new-desc"))
    @app_commands.rename(rounds=cmd("cmd-opt-rounds"), short_game=cmd("cmd-opt-short-game"),
                         larry_call=cmd("cmd-opt-larry-call"),
                         turn_seconds=cmd("cmd-opt-turn-seconds"),
                         language=cmd("cmd-opt-language"), pictures=cmd("cmd-opt-pictures"))
    @app_commands.describe(rounds=cmd("cmd-opt-rounds-desc"),
                           short_game=cmd("cmd-opt-short-game-desc"),
                           larry_call=cmd("cmd-opt-larry-call-desc"),
                           turn_seconds=cmd("cmd-opt-turn-seconds-desc"),
                           language=cmd("cmd-opt-language-desc"),
                           pictures=cmd("cmd-opt-pictures-desc"))
    @app_commands.choices(larry_call=CALL_CHOICES, language=LANGUAGE_CHOICES)
    async def new(self, interaction: discord.Interaction,
                  rounds: app_commands.Range[int, 1, 10] | None = None,
                  short_game: bool | None = None, larry_call: str | None = None,
                  turn_seconds: app_commands.Range[int, 30, 600] | None = None,
                  language: str | None = None, pictures: bool | None = None) -> None:
        """Open a Larry table in this channel."""
        if interaction.guild_id is None or interaction.channel_id is None:
            await answer(interaction, t("not-in-guild", lang.private(interaction)))
            return
        await defer_private(interaction)
        saved = GuildSettings.from_dict(
            await self.bot.storage.guild_settings(interaction.guild_id))
        try:  # the server's settings, each overridden by an option given here
            options = table_options(saved, "larry", server_language=lang.server(interaction),
                                    default_pictures=self.bot.config.pictures,
                                    rounds=rounds, short_game=short_game,
                                    larry_call=larry_call, turn_seconds=turn_seconds,
                                    language=language, pictures=pictures)
        except SettingsError as exc:
            await answer(interaction, t(exc.key, lang.private(interaction), **exc.params))
            return
        table_lang = options.language
        user = interaction.user
        mine = lang.supported(interaction.locale)
        await deferred(interaction, lambda o: self.bot.service.open_table(
            interaction.guild_id or 0, interaction.channel_id or 0, user.id,
            user.display_name, options, origin=o, locale=mine),
            t("opened", mine or table_lang), carry=True)

    @app_commands.command(name=cmd("cmd-hand"), description=cmd("cmd-hand-desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        """See your hand at this channel's table (only you see it)."""
        table = await self.table_here(interaction)
        seat = table.seat_of(interaction.user.id) if table else None
        loc = lang.private(interaction, table)
        if table is None:
            await answer(interaction, t("no-table-here", loc))
        elif seat is None:
            await answer(interaction, t("not-playing", loc))
        else:
            await self.actions.show_hand(interaction, table, seat)

    @app_commands.command(name=cmd("cmd-table"), description=cmd("cmd-table-desc"))
    async def table(self, interaction: discord.Interaction) -> None:
        """Post the table's current state and buttons again (players and moderators)."""
        table = await self.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await answer(interaction, t("no-table-here", loc))
            return
        moderator = bool(interaction.permissions.manage_messages)
        if not moderator and not any(seat.get("user_id") == interaction.user.id
                                     for seat in table.seats):
            await answer(interaction, t("repost-not-allowed", loc))
            return
        now = time.monotonic()
        last = self.reposted_at.get(table.id)
        if last is not None and now - last < REPOST_COOLDOWN and not moderator:
            await answer(interaction, t("repost-too-soon", loc,
                                        seconds=int(REPOST_COOLDOWN - (now - last)) + 1))
            return
        self.reposted_at[table.id] = now
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:  # posted after whatever is still being announced
            await asyncio.wait_for(asyncio.shield(self.publisher.repost(table)), REPOST_WAIT)
        except TimeoutError:
            await answer(interaction, t("repost-later", loc))
            return
        await answer(interaction, t("reposted", loc))

    @app_commands.command(name=cmd("cmd-log"), description=cmd("cmd-log-desc"))
    @app_commands.rename(page=cmd("cmd-opt-page"))
    @app_commands.describe(page=cmd("cmd-opt-log-page-desc"))
    async def log_(self, interaction: discord.Interaction,
                   page: app_commands.Range[int, 1, 1000] = 1) -> None:
        """Every move of this channel's game so far, as announced (only you see it)."""
        table = await self.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await answer(interaction, t("no-table-here", loc))
            return
        stored = await read_in_time(interaction, self.bot.storage.load_changes(table.id))
        changes = [Change.from_dict(c) for c in stored]
        names = render.seat_names(table, loc)
        pv = table.game.public_view() if table.game is not None else None
        lines = [line for ch in changes for line in render.change_lines(ch, names, pv, loc)]
        pages = render.pages(lines, LOG_PAGE) or [t("log-empty", loc)]
        number = min(page, len(pages))
        header = t("log-header", loc, table=table.id, page=number, pages=len(pages))
        await answer(interaction, f"{header}\n{pages[-number]}")

    @app_commands.command(name=cmd("cmd-leave"), description=cmd("cmd-leave-desc"))
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's table (mid-game an AI takes your seat)."""
        table = await self.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await answer(interaction, t("no-table-here", loc))
            return
        await leave_table(self.bot.service, interaction, table, loc)

    @app_commands.command(name=cmd("cmd-end"), description=cmd("cmd-end-desc"))
    async def end(self, interaction: discord.Interaction) -> None:
        """End this channel's table (host or Manage Server); no leaderboard change."""
        svc = self.bot.service
        admin = bool(interaction.permissions.manage_guild)
        channel = interaction.channel_id or 0
        table = await self.table_here(interaction)
        loc = lang.private(interaction, table)
        if channel in svc.broken:
            if not admin:
                await answer(interaction, t("not-host-or-admin", loc))
                return
            table_id = svc.broken[channel][0]
            await deferred(interaction, lambda o: svc.close_broken(channel),
                           t("broken-closed", loc, table=table_id))
            return
        if table is None:
            await answer(interaction, t("no-table-here", loc))
            return
        await end_table(svc, interaction, table, loc)

    # ------------------------------------------------------------------ info
    @app_commands.command(name=cmd("cmd-rules"), description=cmd("cmd-rules-desc"))
    async def rules(self, interaction: discord.Interaction) -> None:
        """A short summary of the rules of Larry."""
        await interaction.response.send_message(t("rules", lang.private(interaction)),
                                                ephemeral=True)

    @app_commands.command(name=cmd("cmd-leaderboard"), description=cmd("cmd-leaderboard-desc"))
    @app_commands.rename(page=cmd("cmd-opt-page"), sort=cmd("cmd-opt-sort"),
                         hide_ai=cmd("cmd-opt-hide-ai"), share=cmd("cmd-opt-share"))
    @app_commands.describe(page=cmd("cmd-opt-page-desc"), sort=cmd("cmd-opt-sort-desc"),
                           hide_ai=cmd("cmd-opt-hide-ai-desc"), share=cmd("cmd-opt-share-desc"))
    @app_commands.choices(sort=[app_commands.Choice(name=cmd(f"dc-sort-{key}"), value=key)
                                for key in RATING_SORTS])
    async def leaderboard(self, interaction: discord.Interaction,
                          page: app_commands.Range[int, 1, 10000] = 1, sort: str = "rating",
                          hide_ai: bool = False, share: bool = False) -> None:
        """This server's Larry leaderboard (only you see it unless you share it)."""
        await after.show_leaderboard(self, interaction, page - 1,
                                     sort=sort if sort in RATING_SORTS else "rating",
                                     hide_ai=hide_ai, share=share)

    @app_commands.command(name=cmd("cmd-stats"), description=cmd("cmd-stats-desc"))
    @app_commands.rename(user=cmd("cmd-opt-user"), share=cmd("cmd-opt-share"))
    @app_commands.describe(user=cmd("cmd-opt-user-desc"), share=cmd("cmd-opt-share-desc"))
    async def stats(self, interaction: discord.Interaction,
                    user: discord.User | discord.Member | None = None,
                    share: bool = False) -> None:
        """A player's rating, games, wins and points on this server (private unless
        shared)."""
        await after.show_stats(self, interaction, user or interaction.user, share)

    @app_commands.command(name=cmd("cmd-history"), description=cmd("cmd-history-desc"))
    @app_commands.rename(page=cmd("cmd-opt-page"), user=cmd("cmd-opt-player"))
    @app_commands.describe(page=cmd("cmd-opt-page-desc"), user=cmd("cmd-opt-player-desc"))
    async def history(self, interaction: discord.Interaction,
                      page: app_commands.Range[int, 1, 10000] = 1,
                      user: discord.User | discord.Member | None = None) -> None:
        """This server's finished games, newest first (only you see them)."""
        await after.show_history(self, interaction, page - 1, user.id if user else None)

    @app_commands.command(name=cmd("cmd-replay"), description=cmd("cmd-replay-desc"))
    @app_commands.rename(game=cmd("cmd-opt-game"), move=cmd("cmd-opt-move"))
    @app_commands.describe(game=cmd("cmd-opt-game-desc"), move=cmd("cmd-opt-move-desc"))
    async def replay(self, interaction: discord.Interaction,
                     game: app_commands.Range[int, 1, 2**53],
                     move: app_commands.Range[int, 1, 100000] = 1) -> None:
        """A finished game of this server move by move (only you see it)."""
        await after.show_replay(self, interaction, game, move)

    @app_commands.command(name=cmd("cmd-settings"), description=cmd("cmd-settings-desc"))
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.rename(language=cmd("cmd-opt-language"), pictures=cmd("cmd-opt-pictures"),
                         turn_seconds=cmd("cmd-opt-turn-seconds"),
                         rounds=cmd("cmd-opt-rounds"), short_game=cmd("cmd-opt-short-game"),
                         larry_call=cmd("cmd-opt-larry-call"))
    @app_commands.describe(language=cmd("cmd-opt-settings-language-desc"),
                           pictures=cmd("cmd-opt-pictures-desc"),
                           turn_seconds=cmd("cmd-opt-turn-seconds-desc"),
                           rounds=cmd("cmd-opt-rounds-desc"),
                           short_game=cmd("cmd-opt-short-game-desc"),
                           larry_call=cmd("cmd-opt-larry-call-desc"))
    @app_commands.choices(larry_call=CALL_CHOICES, language=LANGUAGE_CHOICES)
    async def settings(self, interaction: discord.Interaction, language: str | None = None,
                       pictures: bool | None = None,
                       turn_seconds: app_commands.Range[int, 30, 600] | None = None,
                       rounds: app_commands.Range[int, 1, 10] | None = None,
                       short_game: bool | None = None, larry_call: str | None = None) -> None:
        """Show or change this server's defaults for new tables (Manage Server)."""
        loc = lang.private(interaction)
        if interaction.guild_id is None:
            await answer(interaction, t("not-in-guild", loc))
            return
        if not interaction.permissions.manage_guild:
            await answer(interaction, t("dc-settings-not-allowed", loc))
            return
        storage = self.bot.storage
        await defer_private(interaction)
        current = GuildSettings.from_dict(await storage.guild_settings(interaction.guild_id))
        changes = {k: v for k, v in {"language": language, "pictures": pictures,
                                     "turn_seconds": turn_seconds, "rounds": rounds,
                                     "short_game": short_game,
                                     "larry_call": larry_call}.items() if v is not None}
        if changes:
            try:
                current = current.updated("larry", **changes)
            except SettingsError as exc:
                await answer(interaction, t(exc.key, loc, **exc.params))
                return
            await storage.set_guild_settings(interaction.guild_id, current.to_dict())
        head = t("dc-settings-saved" if changes else "dc-settings-title", loc)
        body = after.settings_text(current, loc, lang.server(interaction),
                                   self.bot.config.pictures)
        await answer(interaction, f"{head}\n{body}")

    @app_commands.command(name=cmd("cmd-forget-me"), description=cmd("cmd-forget-me-desc"))
    async def forget_me(self, interaction: discord.Interaction) -> None:
        """Remove your name, stats and rating from every server (after a confirmation)."""
        loc = lang.private(interaction)
        await interaction.response.send_message(
            t("dc-forget-ask", loc), view=after.forget_view(interaction.user.id, loc),
            ephemeral=True)

    async def cog_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        await command_failed(interaction, error)
