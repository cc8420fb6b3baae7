"""Game nights on Discord (issue 51, item 4; the rules are `larry_core.tables.night`'s).

- After each game, the game is added to its channel's night (a thread table's: its home
  channel's, `threads.home_channel`), and once the night has two games or more, its
  standings are posted there after the game's own last messages: a line per player (place,
  name, points; AI seats named as AI), how points are counted, and, where the table shows
  pictures, a picture of the running table with a description for screen readers. Posted
  through the rate-limited outbound queue (`Publisher.send`), in the table's language.
- `/night show` shows the channel's night (the running one, else the last one, said to be
  over) privately in the reader's language, or to everyone with `share` (the server's
  language); the picture follows the server's pictures setting.
- `/night end` ends the running night, for someone who played in it or may manage the
  server: the answer, public, names who ended it and shows the final standings.

The night lives in the database (`Storage.latest_night`, ...): nothing is kept here but
the tasks that post. A game joins its night just after its last move is stored; a crash in
between leaves it outside, so at every start (the service ready, or this cog loaded into a
running bot) the finished games of the last day that are in no night join theirs, in the
order they finished, before any game finished since (`recover`); the standings that crash
swallowed are posted then, once, while the night is on (`larry_core.tables.night.swallowed`
says when and why).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs.tables import lang, tokens
from cogs.tables import outbound as ob
from cogs.tables.attachments import Files, factory
from cogs.tables.commands import GameGroup
from cogs.tables.lang import cmd
from cogs.tables.publisher import NO_PINGS, Publisher
from cogs.tables.render import clip
from cogs.tables.replies import answer, read_in_time, reply
from cogs.tables.threads import home_channel
from larry_core.storage.base import NightlessGame, NightRecord, StorageUnavailable
from larry_core.tables.night import Nights, Standing, people, standings
from larry_core.tables.night_picture import Line, night_png
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Origin, Table, TableError, TableOptions
from larry_core.text import decimal, t

if TYPE_CHECKING:
    from bot.app import LarryBot

log = logging.getLogger(__name__)
T = TypeVar("T")
SHOWN_AFTER = 2  # games a night has before its standings follow each game
RETRIES = (1.0, 5.0, 30.0)  # seconds between tries while the database is away
PICTURE = "night.png"
SETTLE_WAIT = 5.0  # seconds `/night` waits for a game just finished to be in its night


def points(half: int, loc: str) -> str:
    """Doubled points as the reader writes them: 3, 2.5 (2,5 in German and French)."""
    return decimal(half / 2, loc, digits=1 if half % 2 else 0)


def who(line: Standing, loc: str) -> str:
    return t("dc-ai-name", loc, name=line.name) if line.ai else line.name


def standings_text(head: str, night: NightRecord, loc: str) -> str:
    """`head`, a line per player, and how points are counted."""
    lines = [head]
    for line in standings(night):
        lines.append(t("night-line", loc, place=line.place, name=who(line, loc),
                       points=line.points))
    lines.append(t("night-rule", loc))
    return clip("\n".join(lines))


def picture(night: NightRecord, loc: str) -> Files:
    """The running table as a picture, with its description."""
    table = standings(night)
    count = len(night.games)
    drawn = [Line(s.place, who(s, loc),
                  tuple("" if p is None else points(p, loc) for p in s.per_game),
                  points(s.half_points, loc), s.ai is not None) for s in table]
    alt = "; ".join(t("night-alt-line", loc, place=s.place, name=who(s, loc), points=s.points,
                      each=", ".join("–" if p is None else points(p, loc)
                                     for p in s.per_game))
                    for s in table)
    data = night_png(drawn, count, t("night-title", loc), t("night-games", loc, count=count))
    return factory(data, PICTURE, t("night-picture-alt", loc, count=count, lines=alt))


def home_of(channel: discord.abc.Messageable | Any, channel_id: int) -> int:
    """The channel a game night of `channel` is kept in: a thread's parent, else itself."""
    if isinstance(channel, discord.Thread) and channel.parent_id is not None:
        return channel.parent_id
    return channel_id


class Night(commands.Cog, name="Night"):
    """`/night` and the standings after each game of a night."""

    # a group DM has its nights too (its tables live on tokens: `cogs.tables.tokens`)
    night = GameGroup(name=cmd("cmd-night"), description=cmd("cmd-night-desc"),
                      allowed_contexts=tokens.EVERYWHERE, allowed_installs=tokens.INSTALLS)

    def __init__(self, bot: LarryBot) -> None:
        self.bot = bot
        self.nights = Nights(bot.storage)
        self.tasks: set[asyncio.Task[Any]] = set()
        # channel -> the games finished there being added to its night
        self.recording: dict[int, set[asyncio.Task[NightRecord | None]]] = {}
        # the games a crash left outside their nights joining them (once per start)
        self.recovery: asyncio.Task[None] | None = None
        self.listening_since = 0.0  # games finished from then on are this cog's to add

    async def cog_load(self) -> None:
        self.listening_since = time.time()
        self.bot.service.subscribe(self.on_change)
        if self.bot.service.running:  # loaded into a running bot: no start to wait for
            self.start_recovery()

    @commands.Cog.listener()
    async def on_larry_service_ready(self) -> None:
        """The service has loaded its tables (and holds its shards' lease)."""
        self.start_recovery()

    def start_recovery(self) -> None:
        if self.recovery is None:
            self.recovery = self._spawn(self.recover(), "larry-night-recovery")

    async def cog_unload(self) -> None:
        if self.on_change in self.bot.service.listeners:
            self.bot.service.listeners.remove(self.on_change)
        recording = {task for pending in self.recording.values() for task in pending}
        if recording:  # a game just finished goes into its night before the bot stops
            await asyncio.wait(recording, timeout=SETTLE_WAIT)
        tasks = [*self.tasks]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    @property
    def publisher(self) -> Publisher:
        tables = self.bot.get_cog("Tables")
        publisher = getattr(tables, "publisher", None)
        assert isinstance(publisher, Publisher), "the Tables cog (cogs.tables) is not loaded"
        return publisher

    # ------------------------------------------------------------ after a game
    def on_change(self, table: Table, change: Change, origin: Origin) -> None:
        """The service's listener: a finished game joins its channel's night (a task that
        `/night` waits for), then the night's standings follow the game's messages."""
        if change.kind != "moved" or table.status != "finished":
            return
        home = home_channel(table)
        recording = self._spawn(self.record(table, home), f"larry-night-{table.id}")
        pending = self.recording.setdefault(home, set())
        pending.add(recording)
        recording.add_done_callback(pending.discard)
        self._spawn(self.after_game(table, home, recording), f"larry-night-post-{table.id}")

    def _spawn(self, coro: Any, name: str) -> asyncio.Task[Any]:
        task: asyncio.Task[Any] = asyncio.create_task(coro, name=name)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    async def settled(self, home: int) -> None:
        """Wait (a while at most) until the games finished in `home` are in its night."""
        pending = set(self.recording.get(home) or ())
        if self.recovery is not None and not self.recovery.done():
            pending.add(self.recovery)
        if pending:
            await asyncio.wait(pending, timeout=SETTLE_WAIT)

    def open_since(self, home: int) -> float | None:
        """When the open table of channel `home` (or of a thread of it) opened, if any."""
        opened = [t.record.created_at for t in self.bot.service.tables.values()
                  if t.open and home_channel(t) == home]
        return min(opened) if opened else None

    @staticmethod
    async def _tries(call: Callable[[], Awaitable[T]], failed: str) -> T | None:
        """`call()`, tried again while the database is away; None if it failed (logged
        with `failed`)."""
        for wait in (*RETRIES, None):
            try:
                return await call()
            except StorageUnavailable:
                if wait is None:
                    log.error("%s (the database is away)", failed)
                    return None
                await asyncio.sleep(wait)
            except Exception:
                log.exception("%s", failed)
                return None
        return None

    async def record(self, table: Table, home: int) -> NightRecord | None:
        """Add the table's game to its night (after the games a crash left outside theirs,
        tried again while the database is away); the night, None if that failed
        (logged)."""
        if self.recovery is not None and not self.recovery.done():
            await asyncio.wait({self.recovery})  # an older game of this channel may be in it
        return await self._tries(lambda: self.nights.game_over(table.record, home),
                                 f"table {table.id}: the game was not added to its game night")

    async def after_game(self, table: Table, home: int,
                         recording: asyncio.Task[NightRecord | None]) -> None:
        """Once the game is in its night, post the night's standings (`announce`; never
        raises: logged)."""
        try:
            night = await recording
            if night is not None:
                await self.announce(table, home, night)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %d: the game night's standings failed", table.id)

    async def announce(self, table: Table, home: int, night: NightRecord) -> None:
        """Post `night`'s standings after `table`'s game, once the table's last messages are
        out, if the night has two games or more and this game is its last."""
        if len(night.games) < SHOWN_AFTER or night.games[-1].table_id != table.id:
            return
        publisher = self.publisher
        await publisher.shown(table)
        loc = table.options.language
        text = standings_text(t("night-after-game", loc, count=len(night.games)), night, loc)
        files = picture(night, loc) if table.options.pictures else None
        await self.post(publisher, table, home, text, files)

    # ------------------------------------------------------------- a restart
    async def recover(self) -> None:
        """The finished games a crash kept outside their nights (the process was killed
        between a game's last move and its night) join them, in the order they finished
        (`Nights.missing`, `Nights.recover`: only this process's shards); the standings
        that crash swallowed are posted once, late, while their night is on
        (`larry_core.tables.night.swallowed`). Never raises (logged)."""
        try:
            # a game finished since this cog listens is added (and announced) by `on_change`:
            # left out here, or a game an overdue AI move ended at start-up is posted twice
            games = await self._tries(
                lambda: self.nights.missing(self.bot.service.shards, self.listening_since),
                "the games outside their game nights were not read")
            if not games:
                return
            # where each counts: a thread table's outbox names its channel (options unused)
            found = {g.record.id: g for g in games}
            homes = [(g.record, home_channel(Table(g.record, TableOptions(),
                                                   outbox=dict(g.outbox)))) for g in games]
            late = await self._tries(lambda: self.nights.recover(homes),
                                     "the games outside their game nights were not added")
            if late is None:
                return
            log.info("%d finished game(s) added to their game nights after a restart",
                     len(games))
            for record, home, night in late:
                table = self.finished_table(found[record.id])
                if table is None:
                    continue
                try:
                    await self.announce(table, home, night)
                except Exception:
                    log.exception("table %d: the game night's standings failed", record.id)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the games outside their game nights were not recovered")

    @staticmethod
    def finished_table(game: NightlessGame) -> Table | None:
        """A finished game as a table that can post its night's standings (its language
        and pictures, its outbox); None if its options are unreadable (logged)."""
        try:
            options = TableOptions.from_dict(game.record.options)
        except TableError as exc:
            log.error("table %d: its game night's standings not posted (%s)",
                      game.record.id, exc)
            return None
        return Table(game.record, options, outbox=dict(game.outbox))

    async def post(self, publisher: Publisher, table: Table, home: int, text: str,
                   files: Files | None) -> None:
        """Post in the table's channel (`Publisher.send`), or in its home channel through
        the same outbound queue when the table played in a thread."""
        if home == table.record.channel_id:
            await publisher.send(table, text, files=files)
            return
        channel = self.bot.get_partial_messageable(home, guild_id=table.record.guild_id)

        async def send() -> object:
            extra: dict[str, Any] = {"files": files()} if files is not None else {}
            return await channel.send(text, allowed_mentions=NO_PINGS, **extra)

        await publisher.outbound.call(send, exempt=False, priority=ob.PRI_POST,
                                      lane=("post", home))

    # ---------------------------------------------------------------- commands
    async def pictures_on(self, guild_id: int) -> bool:
        saved = GuildSettings.from_dict(await self.bot.storage.guild_settings(guild_id))
        return self.bot.config.pictures if saved.pictures is None else saved.pictures

    @night.command(name=cmd("cmd-night-show"), description=cmd("cmd-night-show-desc"))
    @app_commands.rename(share=cmd("cmd-opt-share"))
    @app_commands.describe(share=cmd("cmd-opt-share-desc"))
    async def show(self, interaction: discord.Interaction, share: bool = False) -> None:
        loc = lang.server(interaction) if share else lang.private(interaction)
        guild = tokens.home(interaction)  # a group DM's nights are its own
        if guild is None or interaction.channel_id is None:
            await answer(interaction, t("night-none", loc))
            return
        home = home_of(interaction.channel, interaction.channel_id)

        async def read() -> tuple[NightRecord | None, bool, bool]:
            await self.settled(home)
            night, on = await self.nights.current(home, self.open_since(home))
            return night, on, await self.pictures_on(guild)

        night, on, pictures = await read_in_time(interaction, read(), ephemeral=not share)
        if night is None or not night.games:
            await reply(interaction, ephemeral=not share, content=t("night-none", loc))
            return
        count = len(night.games)
        if on:
            head = t("night-on", loc, since=f"<t:{int(night.started_at)}:t>", count=count)
        else:
            ended = night.ended_at if night.ended_at is not None \
                else night.last_at + self.nights.pause
            head = t("night-over", loc, ended=f"<t:{int(ended)}:R>", count=count)
        made = picture(night, loc) if pictures else None
        await reply(interaction, ephemeral=not share, content=standings_text(head, night, loc),
                    files=made() if made is not None else None)

    @night.command(name=cmd("cmd-night-end"), description=cmd("cmd-night-end-desc"))
    async def end(self, interaction: discord.Interaction) -> None:
        loc = lang.private(interaction)
        guild = tokens.home(interaction)
        if guild is None or interaction.channel_id is None:
            await answer(interaction, t("night-end-none", loc))
            return
        home = home_of(interaction.channel, interaction.channel_id)
        async def read() -> tuple[NightRecord | None, bool]:
            await self.settled(home)
            return await self.nights.current(home, self.open_since(home))

        night, on = await read_in_time(interaction, read())
        if night is None or not on:
            await reply(interaction, content=t("night-end-none", loc))
            return
        if interaction.user.id not in people(night) \
                and not interaction.permissions.manage_guild:
            await reply(interaction, content=t("night-end-not-allowed", loc))
            return
        ended = await self.nights.end(home, self.open_since(home))
        if ended is None:  # ended meanwhile (a second /night end, the pause)
            await reply(interaction, content=t("night-end-none", loc))
            return
        public = lang.server(interaction)
        pictures = await self.pictures_on(guild)
        text = standings_text(t("night-ended", public, name=interaction.user.display_name,
                                count=len(ended.games)), ended, public)
        made = picture(ended, public) if pictures else None
        await reply(interaction, ephemeral=False, content=text,
                    files=made() if made is not None else None)
