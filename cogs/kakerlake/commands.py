"""The `/kakerlake` slash commands and button presses (guild-only). Each looks up the
channel's table, makes one table-service or storage call and answers; the table service,
the outbox publisher, timers and AI seats are Larry's, shared (`cogs.larry`)."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kakerlake import render
from cogs.kakerlake.components import Press
from cogs.kakerlake.forms import KpForm
from cogs.kakerlake.presenter import KpPresenter
from cogs.larry import after
from cogs.larry.actions import end_table, leave_table
from cogs.tables import lang
from cogs.tables.lang import cmd
from cogs.tables.publisher import Publisher
from cogs.tables.replies import (
    answer,
    command_failed,
    defer_private,
    deferred,
    explain,
    origin,
    quiet,
    read_in_time,
    reply,
)
from larry_core.errors import IllegalMove
from larry_core.games.kakerlake.cards import CODES
from larry_core.games.kakerlake.moves import LAY, LOOK, OFFER, PASS
from larry_core.storage.base import RATING_SORTS, LeaderRow, RatingRow
from larry_core.tables.settings import GuildSettings, SettingsError, table_options
from larry_core.tables.table import LANGUAGES, Table, TableError
from larry_core.text import decimal, percent, t

if TYPE_CHECKING:
    from bot.app import LarryBot

log = logging.getLogger(__name__)
GAME = "kakerlakenpoker"
PAGE_SIZE = 10
REPOST_WAIT = 20.0
LANGUAGE_CHOICES = [app_commands.Choice(name=cmd(f"language-{code}"), value=code)
                    for code in LANGUAGES]
WHERE_CHOICES = [app_commands.Choice(name=cmd(f"kp-cmd-choice-{w}"), value=w)
                 for w in ("display", "hand")]


@app_commands.guild_only()
class KakerlakeCog(commands.GroupCog, name="Kakerlake", group_name="kakerlake",
                   group_description=cmd("kp-cmd-desc")):
    def __init__(self, bot: LarryBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def publisher(self) -> Publisher:
        """The one publisher of every table (the Larry cog's, subscribed to the service)."""
        larry = self.bot.get_cog("Larry")
        publisher = getattr(larry, "publisher", None)
        assert isinstance(publisher, Publisher), "cogs.larry is loaded before cogs.kakerlake"
        return publisher

    async def cog_load(self) -> None:
        self.publisher.presenters[GAME] = KpPresenter()

    async def cog_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        await command_failed(interaction, error)

    async def cog_unload(self) -> None:
        publisher = getattr(self.bot.get_cog("Larry"), "publisher", None)
        if isinstance(publisher, Publisher):  # the Larry cog may be unloaded first
            publisher.presenters.pop(GAME, None)

    def table_here(self, interaction: discord.Interaction) -> Table | None:
        """This channel's open Kakerlakenpoker table."""
        if interaction.channel_id is None:
            return None
        table = self.bot.service.in_channel(interaction.channel_id)
        return table if table is not None and table.options.game == GAME else None

    async def no_table(self, interaction: discord.Interaction, loc: str) -> None:
        other = interaction.channel_id is not None and \
            self.bot.service.in_channel(interaction.channel_id) is not None
        await answer(interaction, t("kp-dc-other-game" if other else "no-table-here", loc))

    # ---------------------------------------------------------------- tables
    @app_commands.command(name=cmd("cmd-new"), description=cmd("kp-cmd-new-desc"))
    @app_commands.rename(special_cards=cmd("kp-cmd-opt-special"),
                         royal_chain=cmd("kp-cmd-opt-chain"),
                         penalty_special=cmd("kp-cmd-opt-penalty-special"),
                         joker_wild=cmd("kp-cmd-opt-joker"),
                         turn_seconds=cmd("cmd-opt-turn-seconds"),
                         language=cmd("cmd-opt-language"), pictures=cmd("cmd-opt-pictures"))
    @app_commands.describe(special_cards=cmd("kp-cmd-opt-special-desc"),
                           royal_chain=cmd("kp-cmd-opt-chain-desc"),
                           penalty_special=cmd("kp-cmd-opt-penalty-special-desc"),
                           joker_wild=cmd("kp-cmd-opt-joker-desc"),
                           turn_seconds=cmd("cmd-opt-turn-seconds-desc"),
                           language=cmd("cmd-opt-language-desc"),
                           pictures=cmd("cmd-opt-pictures-desc"))
    @app_commands.choices(penalty_special=WHERE_CHOICES, language=LANGUAGE_CHOICES)
    async def new(self, interaction: discord.Interaction, special_cards: bool | None = None,
                  royal_chain: bool | None = None, penalty_special: str | None = None,
                  joker_wild: bool | None = None,
                  turn_seconds: app_commands.Range[int, 30, 600] | None = None,
                  language: str | None = None, pictures: bool | None = None) -> None:
        """Open a Kakerlakenpoker Royal table in this channel."""
        if interaction.guild_id is None or interaction.channel_id is None:
            await answer(interaction, t("not-in-guild", lang.private(interaction)))
            return
        await defer_private(interaction)
        saved = GuildSettings.from_dict(
            await self.bot.storage.guild_settings(interaction.guild_id))
        try:  # the server's settings, each overridden by an option given here
            options = table_options(
                saved, GAME, server_language=lang.server(interaction),
                default_pictures=self.bot.config.pictures, turn_seconds=turn_seconds,
                language=language, pictures=pictures, special_cards=special_cards,
                royal_chain=royal_chain, penalty_special=penalty_special,
                joker_in_display=None if joker_wild is None else
                ("wild" if joker_wild else "none"))
        except SettingsError as exc:
            await answer(interaction, t(exc.key, lang.private(interaction), **exc.params))
            return
        user = interaction.user
        mine = lang.supported(interaction.locale)
        await deferred(interaction, lambda o: self.bot.service.open_table(
            interaction.guild_id or 0, interaction.channel_id or 0, user.id,
            user.display_name, options, origin=o, locale=mine),
            t("opened", mine or options.language), carry=True)

    @app_commands.command(name=cmd("cmd-hand"), description=cmd("kp-cmd-hand-desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        """See your hand (only you see it)."""
        table = self.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await self.no_table(interaction, loc)
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await answer(interaction, t("not-playing", loc))
            return
        await self.show_hand(interaction, table, seat)

    @app_commands.command(name=cmd("cmd-table"), description=cmd("kp-cmd-table-desc"))
    async def table(self, interaction: discord.Interaction) -> None:
        """Post the table and its buttons again (players and moderators)."""
        table = self.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await self.no_table(interaction, loc)
            return
        moderator = bool(interaction.permissions.manage_messages)
        if not moderator and table.seat_of(interaction.user.id) is None:
            await answer(interaction, t("repost-not-allowed", loc))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await asyncio.wait_for(asyncio.shield(self.publisher.repost(table)), REPOST_WAIT)
        except TimeoutError:
            await answer(interaction, t("repost-later", loc))
            return
        await answer(interaction, t("reposted", loc))

    @app_commands.command(name=cmd("cmd-leave"), description=cmd("kp-cmd-leave-desc"))
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's table (mid-game an AI takes your seat)."""
        table = self.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await self.no_table(interaction, loc)
            return
        await leave_table(self.bot.service, interaction, table, loc)

    @app_commands.command(name=cmd("cmd-end"), description=cmd("kp-cmd-end-desc"))
    async def end(self, interaction: discord.Interaction) -> None:
        """End this channel's table (host or Manage Server); no leaderboard change."""
        table = self.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await self.no_table(interaction, loc)
            return
        await end_table(self.bot.service, interaction, table, loc)

    # ------------------------------------------------------------------ info
    @app_commands.command(name=cmd("cmd-rules"), description=cmd("kp-cmd-rules-desc"))
    async def rules(self, interaction: discord.Interaction) -> None:
        """The rules of Kakerlakenpoker Royal in short."""
        await interaction.response.send_message(t("kp-dc-rules", lang.private(interaction)),
                                                ephemeral=True)

    @app_commands.command(name=cmd("cmd-leaderboard"),
                          description=cmd("kp-cmd-leaderboard-desc"))
    @app_commands.rename(page=cmd("cmd-opt-page"), sort=cmd("cmd-opt-sort"),
                         hide_ai=cmd("cmd-opt-hide-ai"), share=cmd("cmd-opt-share"))
    @app_commands.describe(page=cmd("cmd-opt-page-desc"), sort=cmd("cmd-opt-sort-desc"),
                           hide_ai=cmd("cmd-opt-hide-ai-desc"), share=cmd("cmd-opt-share-desc"))
    @app_commands.choices(sort=[app_commands.Choice(name=cmd(f"dc-sort-{key}"), value=key)
                                for key in RATING_SORTS])
    async def leaderboard(self, interaction: discord.Interaction,
                          page: app_commands.Range[int, 1, 10000] = 1, sort: str = "rating",
                          hide_ai: bool = False, share: bool = False) -> None:
        """This server's Kakerlakenpoker ratings (only you see them unless you share)."""
        loc = lang.server(interaction) if share else lang.private(interaction)
        if interaction.guild_id is None:
            await answer(interaction, t("not-in-guild", loc))
            return
        storage, guild = self.bot.storage, interaction.guild_id
        sort = sort if sort in RATING_SORTS else "rating"

        async def read() -> tuple[int, int, list[RatingRow]]:
            number, pages = after.paged(page - 1, await storage.rating_board_size(
                guild, hide_ai=hide_ai, game=GAME))
            rows = await storage.rating_board(guild, sort=sort, hide_ai=hide_ai,
                                              offset=number * PAGE_SIZE, limit=PAGE_SIZE,
                                              game=GAME)
            return number, pages, list(rows)

        number, pages, rows = await read_in_time(interaction, read(), ephemeral=not share)
        name = interaction.guild.name if interaction.guild else "—"
        embed = after.leaderboard_embed(rows, number, pages, name, sort, loc)
        embed.title = t("kp-dc-board-title", loc, guild=name)
        await reply(interaction, ephemeral=not share, embed=embed)

    @app_commands.command(name=cmd("cmd-stats"), description=cmd("kp-cmd-stats-desc"))
    @app_commands.rename(user=cmd("cmd-opt-user"), share=cmd("cmd-opt-share"))
    @app_commands.describe(user=cmd("cmd-opt-user-desc"), share=cmd("cmd-opt-share-desc"))
    async def stats(self, interaction: discord.Interaction,
                    user: discord.User | discord.Member | None = None,
                    share: bool = False) -> None:
        """A player's Kakerlakenpoker rating, games and wins on this server."""
        who = user or interaction.user
        loc = lang.server(interaction) if share else lang.private(interaction)
        if interaction.guild_id is None:
            await answer(interaction, t("not-in-guild", loc))
            return
        storage, guild = self.bot.storage, interaction.guild_id

        async def read() -> tuple[RatingRow | None, LeaderRow | None]:
            return (await storage.player_rating(guild, who.id, game=GAME),
                    await storage.player_stats(guild, who.id, game=GAME))

        row, stats = await read_in_time(interaction, read(), ephemeral=not share)
        embed = discord.Embed(title=t("kp-dc-stats-title", loc, name=who.display_name),
                              colour=render.COLOUR)
        if row is None or stats is None:
            embed.description = t("dc-stats-none", loc, name=who.display_name)
        else:
            embed.description = "\n".join((
                t("dc-stats-rating", loc, rating=after.rating_text(row, loc), rank=row.rank,
                  mu=decimal(row.mu, loc), sigma=decimal(row.sigma, loc)),
                t("kp-dc-stats-line", loc, games=stats.games, wins=stats.wins,
                  rate=percent(stats.win_rate, loc))))
        await reply(interaction, ephemeral=not share, embed=embed)

    # ---------------------------------------------------------------- presses
    async def on_press(self, interaction: discord.Interaction, press: Press) -> None:
        svc, user = self.bot.service, interaction.user
        found = svc.find(press.table)
        table = found if found is not None and found.options.game == GAME else None
        loc = lang.private(interaction, table)
        if table is None:
            await answer(interaction, t("kp-dc-garbled" if found is not None else
                                        "kp-dc-no-table", loc))
            return
        if press.kind == "lobby":
            mine = lang.supported(interaction.locale)
            calls = {
                "join": (lambda o: svc.join(table.id, user.id, user.display_name, o,
                                           locale=mine), t("joined", loc)),
                "leave": (lambda o: svc.leave_lobby(table.id, user.id, o),
                          t("left-lobby", loc)),
                "start": (lambda o: svc.start_game(table.id, user.id, o), t("started", loc)),
                "ai": (lambda o: svc.add_ai(table.id, user.id, o), t("ai-added", loc)),
                "cancel": (lambda o: svc.cancel(table.id, user.id, origin=o),
                           t("cancelled", loc)),
            }
            call, ack = calls[press.action]
            await deferred(interaction, call, ack, table)
            return
        await self.turn(interaction, table, press)

    async def turn(self, interaction: discord.Interaction, table: Table, press: Press) -> None:
        svc, uid = self.bot.service, interaction.user.id
        loc = lang.private(interaction, table)
        seat = table.seat_of(uid)
        game = render.state(table)
        if not table.open or game is None:
            await answer(interaction, t("kp-dc-no-table", loc))
            return
        if seat is None:
            await answer(interaction, t("not-playing", loc))
            return
        if press.action == "hand":
            await self.show_hand(interaction, table, seat)
            return
        if press.version != table.version:
            await answer(interaction, t("stale", loc))
            return
        if game.to_move != seat:
            who = render.seat_names(table, loc)[game.to_move] if game.to_move is not None \
                else "?"
            await answer(interaction, t("not-your-turn", loc, name=who))
            return
        if press.action in ("true", "false"):
            await quiet(interaction, lambda o: svc.play(
                table.id, uid, f"call {press.action}", press.version, o), table)
        elif press.action == "look":
            await self.look(interaction, table, seat, press.version)
        else:
            kind = {"offer": OFFER, "pass": PASS, "lay": LAY}[press.action]
            await self.open_form(interaction, table, seat, kind)

    async def open_form(self, interaction: discord.Interaction, table: Table, seat: int,
                        kind: str) -> None:
        loc = lang.private(interaction, table)
        form = KpForm(self.bot.service, table, seat, interaction.user.id, loc, kind)
        if not form.moves:  # not this phase's move (the button is of another phase)
            form.stop()
            await answer(interaction, t("stale", loc))
            return
        content, view = form.render()
        await interaction.response.send_message(content, view=view, ephemeral=True)

    async def look(self, interaction: discord.Interaction, table: Table, seat: int,
                   version: int) -> None:
        """Look and pass: the look is committed first (the card is shown only to a seat that
        has seen it), then the pass form answers privately with the card."""
        svc, uid = self.bot.service, interaction.user.id
        loc = lang.private(interaction, table)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await svc.play(table.id, uid, LOOK, version, origin(interaction))
        except (TableError, IllegalMove) as exc:
            await answer(interaction, explain(exc, loc, table))
            return
        except Exception:
            log.exception("table %d: a look failed", table.id)
            await answer(interaction, t("something-wrong", loc))
            return
        form = KpForm(svc, table, seat, uid, loc, PASS)
        content, view = form.render()
        await interaction.followup.send(content, view=view, ephemeral=True)

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """The hand and, for a seat that has seen it, the card on offer: privately."""
        loc = lang.private(interaction, table)
        game = render.state(table)
        if game is None:
            await answer(interaction, t("not-started", loc))
            return
        hand = game.hand(seat)
        parts = [render.hand_text(hand, loc)]
        offer = game.offer
        if offer is not None and seat in offer.seen:
            parts.append(render.seen_text(CODES[offer.card], loc))
        await answer(interaction, "\n".join(parts), files=render.hand_picture(table, hand, loc))
