"""A thread per table (issue 51): the lobby stays in the channel as one line, the table plays
in a thread made from that line.

A server turns it on for every game's new tables with `/… settings thread:True` (off by
default, `GuildSettings.threads`); a host chooses for one table with `/… new thread:`. Then:

- `/… new` posts the *line* in the channel and makes a public thread from it (`Message
  .create_thread`: the thread's id is the line's, and Discord shows the thread under it); the
  table opens in the thread: its channel is the thread's (`TableRecord.channel_id`), so the
  lobby, the table message, the turn pings, the hands' notes and the results are all posted
  there, and `/… hand`, `/… table`, `/… leave`, `/… end` work in the thread. The command
  does not carry the table's messages (its followups would go to the channel it was run
  in): the presses made in the thread do (`Publisher.on_change` lets only an interaction
  in the table's channel carry).
- the line says who sits at the table while its lobby is open, who plays, and that the game
  is over (or was ended, or closed without a game), each linking to the thread; it is
  edited through the outbound queue, coalesced like every edit.
- once the table is closed and everything it had to say is out, the thread is archived
  (`Thread.edit(archived=True)`: the thread's creator may). It is not locked: locking needs
  Manage Threads, which a game bot is not given, and the players may still want to say
  "good game" — a message reopens the thread, and Discord archives it again after an hour
  of quiet (`ARCHIVE_AFTER`, also what tidies a thread whose archive a crash cut off).
- where the bot may not make threads or send in them (Create Public Threads, Send Messages
  in Threads: the interaction's `app_permissions`, or Discord's 50013 refusal), the table
  plays in the channel as any table does and its host is told why, once per server
  (remembered with the server's settings, `GuildSettings.told`). In a channel where no
  thread can be made (a thread itself, a voice channel's chat) the table plays there too.

Where a thread table's line and thread are is kept in the table's outbox row (`BOX`:
``{"parent": channel, "line": message}``), so a restarted bot edits the same line and
archives the same thread; the table itself is found in the thread as any table in its
channel. A game night (issue 51, item 4) counts a thread table in its home channel
(`home_channel`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Literal

import discord

from cogs.tables import lang
from cogs.tables import outbound as ob
from cogs.tables.publisher import MISSING_PERMISSIONS
from cogs.tables.render import seat_names
from cogs.tables.replies import deferred
from larry_core.storage.base import StorageUnavailable
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Origin, Table, TableOptions
from larry_core.text import t

if TYPE_CHECKING:
    from bot.app import LarryBot
    from cogs.tables.front import GameFront
    from cogs.tables.publisher import Publisher

log = logging.getLogger(__name__)
BOX = "thread"  # the table's outbox key: {"parent": channel id, "line": message id}
NOTE = "threads"  # the server's note (GuildSettings.told): why its tables play in channels
ARCHIVE_AFTER: Literal[60] = 60  # minutes of quiet after which Discord archives a thread by itself
NAME_MAX = 100  # Discord's longest thread name
NO_PINGS = discord.AllowedMentions.none()
Then = Callable[[Table, Origin], Awaitable[object]]
CLOSE_WAIT = 600.0  # seconds a closed table's last announcement is waited for at most
KEEP_MAX = 3600.0  # seconds a thread is kept open for what follows a game at most


def wanted(settings: GuildSettings, chosen: bool | None) -> bool:
    """Whether a new table plays in a thread: the host's choice, else the server's."""
    return settings.threads if chosen is None else chosen


def allowed(permissions: discord.Permissions) -> bool:
    """Whether the bot may make a public thread and send in it (its permissions in the
    channel, as the interaction gives them)."""
    return permissions.create_public_threads and permissions.send_messages_in_threads


def home_channel(table: Table) -> int:
    """The channel a table belongs to: a thread table's parent channel, else its own."""
    box = table.outbox.get(BOX)
    return int(box["parent"]) if isinstance(box, dict) and box.get("parent") else \
        table.record.channel_id


def settings_line(settings: GuildSettings, loc: str) -> str:
    """`/… settings`: whether new tables play in threads."""
    return t("threads-setting", loc, on=str(settings.threads).lower())


def mention(thread_id: int) -> str:
    return f"<#{thread_id}>"


def line_text(table: Table, change: Change | None, title: str) -> str:
    """The line in the channel for `table` as it is now (`change`: the one just made)."""
    loc = table.options.language
    box = table.outbox.get(BOX) or {}
    where = mention(int(box.get("line") or table.record.channel_id))
    names = ", ".join(seat_names(table, loc))
    common = {"game": title, "table": table.id, "thread": where, "players": names}
    if table.status == "lobby":
        return t("threads-line-lobby", loc, **common)
    if table.status == "playing":
        return t("threads-line-playing", loc, **common)
    if table.status == "finished":
        return t("threads-line-finished", loc, **common)
    if table.game is not None:  # ended by its host or an admin before the game was over
        return t("threads-line-ended", loc, **common)
    return t("threads-line-closed", loc, **common)


class Threads:
    """The thread tables of one bot: opens them, keeps their lines, archives their threads.
    Subscribed to the table service (`on_change`) by the Tables cog."""

    def __init__(self, bot: LarryBot, publisher: Publisher,
                 titles: dict[str, GameFront]) -> None:
        self.bot = bot
        self.publisher = publisher
        self.fronts = titles  # by game: a line names the game as its front end does
        self.shown: dict[int, str] = {}  # line -> the text it was last given
        self.closing: dict[int, asyncio.Task[None]] = {}  # table -> its thread's archiving
        self.kept: dict[int, list[asyncio.Future[Any]]] = {}  # table -> what keeps it open

    @property
    def outbound(self) -> ob.Outbound:
        return self.publisher.outbound

    def title(self, table: Table) -> str:
        front = self.fronts.get(table.options.game)
        return front.title(table.options.language) if front is not None else \
            table.options.game

    # ------------------------------------------------------------- opening
    async def open(self, front: GameFront, interaction: discord.Interaction,
                   settings: GuildSettings, options: TableOptions, locale: str | None,
                   then: Then | None = None) -> bool | str:
        """Open a table in a thread of its own for `interaction`'s `/… new` (deferred,
        answered here; `then`: more changes of the new lobby, as `commands.open_new`
        takes them): whether it opened, once answered. A string: the table plays in the
        channel after all, and this note goes with its host's answer ("" for none)."""
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):  # a thread, a voice channel's chat
            return ""
        if not allowed(interaction.app_permissions):
            return await self.refused(interaction, settings, front)
        loc = options.language
        host = interaction.user
        try:  # the line, then the thread made from it
            line = await self.outbound.call(
                lambda: channel.send(t("threads-line-opening", loc, game=front.title(loc),
                                       host=host.display_name), allowed_mentions=NO_PINGS),
                exempt=False, priority=ob.PRI_POST, lane=("post", channel.id))
        except discord.HTTPException as exc:  # the table message would fail the same way
            log.warning("channel %d: no line for a thread table (status %s)", channel.id,
                        exc.status)
            return ""
        name = t("threads-name", loc, game=front.title(loc), host=host.display_name)
        try:
            thread = await self.outbound.call(
                lambda: line.create_thread(name=name[:NAME_MAX],
                                           auto_archive_duration=ARCHIVE_AFTER),
                exempt=False, priority=ob.PRI_POST, lane=("thread", channel.id))
        except discord.HTTPException as exc:
            await self.drop_line(channel.id, line.id)
            if isinstance(exc, discord.Forbidden) and exc.code == MISSING_PERMISSIONS:
                return await self.refused(interaction, settings, front)
            log.warning("channel %d: no thread for a table (status %s, code %s)",
                        channel.id, exc.status, exc.code)
            return "\n" + t("threads-no-thread", lang.private(interaction))
        box = {"parent": channel.id, "line": line.id}
        service, guild = self.bot.service, interaction.guild_id
        assert guild is not None
        opened: list[Table] = []

        async def call(origin: Origin) -> None:
            table = await service.open_table(guild, thread.id, host.id, host.display_name,
                                             options, origin=origin, locale=locale)
            # kept before the publisher's first announcement writes the table's row (no
            # await since the table opened: its publishing task has not run yet)
            table.outbox[BOX] = box
            opened.append(table)
            self.show_line(table, None)
            if then is not None:
                await then(table, origin)

        mine = locale or loc
        if await deferred(interaction, call, t("threads-opened", mine,
                                              thread=thread.mention), carry=False):
            return True
        if not opened:  # refused: no table, no line
            await self.drop_line(channel.id, line.id)
            await self.archive(thread.id, guild)
        return False

    def adopt(self, table: Table, interaction: discord.Interaction) -> None:
        """A table opened in a thread the bot made for an earlier table (a rematch, a new
        game after the last one) is that thread's table now: its line follows it and the
        thread is archived again when it ends. Called as the table opens (no await since)."""
        channel = interaction.channel
        me = self.bot.user
        if not isinstance(channel, discord.Thread) or me is None or \
                channel.owner_id != me.id or channel.parent_id is None:
            return
        table.outbox[BOX] = {"parent": channel.parent_id, "line": channel.id}
        self.show_line(table, None)

    async def refused(self, interaction: discord.Interaction, settings: GuildSettings,
                      front: GameFront) -> str:
        """No threads here: the note for the host, once per server (remembered)."""
        guild = interaction.guild_id
        if guild is None or NOTE in settings.told:
            return ""
        try:
            await self.bot.storage.set_guild_settings(guild,
                                                      settings.telling(NOTE).to_dict())
        except StorageUnavailable:
            return ""  # told next time
        return "\n" + t("threads-not-allowed", lang.private(interaction), group=front.group)

    async def drop_line(self, channel_id: int, line_id: int) -> None:
        """Delete a line whose table did not open (best effort)."""
        target = self.bot.get_partial_messageable(channel_id).get_partial_message(line_id)
        try:
            await self.outbound.call(target.delete, exempt=False, priority=ob.PRI_EDIT,
                                     lane=("delete", channel_id))
        except discord.HTTPException:
            pass

    # -------------------------------------------------------------- the line
    def on_change(self, table: Table, change: Change, origin: Origin) -> None:
        """The service's listener: a thread table's line follows it; a closed one's thread
        is archived once its last announcement is out."""
        if not isinstance(table.outbox.get(BOX), dict):
            return
        self.show_line(table, change)
        if not table.open and table.id not in self.closing:
            task = asyncio.create_task(self.close(table, change.rev),
                                       name=f"larry-thread-close-{table.id}")
            self.closing[table.id] = task
            task.add_done_callback(lambda _: self.closing.pop(table.id, None))

    def recover(self) -> None:
        """After a start: every open thread table's line as its table is now."""
        for table in list(self.bot.service.tables.values()):
            if isinstance(table.outbox.get(BOX), dict):
                self.show_line(table, None)

    def show_line(self, table: Table, change: Change | None) -> asyncio.Future[None] | None:
        """Edit the table's line to what it is now (nothing if it says that already)."""
        box = table.outbox.get(BOX) or {}
        parent, line = int(box.get("parent") or 0), int(box.get("line") or 0)
        if not parent or not line:
            return None
        text = line_text(table, change, self.title(table))
        if self.shown.get(line) == text:
            return None
        self.shown[line] = text
        partial = self.bot.get_partial_messageable(
            parent, guild_id=table.record.guild_id).get_partial_message(line)

        async def send(payload: dict[str, Any]) -> object:
            return await partial.edit(**payload)

        return self.outbound.edit(line, send, {"content": text, "allowed_mentions": NO_PINGS},
                                  exempt=False, lane=("edit", parent))

    # ------------------------------------------------------------- closing
    def keep_open(self, table_id: int, until: asyncio.Future[Any]) -> None:
        """Keep a closed table's thread open until `until` is done (at most `KEEP_MAX`
        seconds): what is still posted and edited there after the game (an offer of
        another game that stays open a while) would find the thread archived."""
        self.kept.setdefault(table_id, []).append(until)

    async def close(self, table: Table, rev: int) -> None:
        """Archive a closed table's thread once the publisher has shown everything up to
        `rev` (the results, a game's last words) and the edits of its messages are out."""
        loop = asyncio.get_running_loop()
        give_up = loop.time() + CLOSE_WAIT
        while table.announced < rev and loop.time() < give_up:
            pump = self.publisher.pumps.get(table.id)
            if pump is not None and not pump.done():
                await asyncio.wait({pump}, timeout=1.0)
            else:
                await asyncio.sleep(0.05)
        box = table.outbox
        line = int((box.get(BOX) or {}).get("line") or 0)
        self.show_line(table, None)
        # an edit still on its way would find the thread archived; the line says it all
        shown = {int(v) for k, v in box.items() if k in ("table", "turn") and v} | {line}
        while loop.time() < give_up:
            if not any(key in self.outbound.slots for key in shown):
                break
            await asyncio.sleep(0.05)
        kept = self.kept.pop(table.id, [])
        if kept:
            await asyncio.wait(kept, timeout=KEEP_MAX)
        self.shown.pop(line, None)
        thread = table.record.channel_id
        if any(other.open and other.id != table.id and other.record.channel_id == thread
               for other in list(self.bot.service.tables.values())):
            return  # a newer table plays in the thread now (a rematch): archived at its end
        await self.archive(thread, table.record.guild_id)

    async def archive(self, thread_id: int, guild_id: int) -> None:
        """Archive a thread (best effort: logged if Discord refuses)."""
        guild = self.bot.get_guild(guild_id)
        try:
            thread = guild.get_thread(thread_id) if guild is not None else None
            if thread is None:
                found = await self.outbound.call(lambda: self.bot.fetch_channel(thread_id),
                                                 exempt=False, priority=ob.PRI_EDIT)
                if not isinstance(found, discord.Thread):
                    return
                thread = found
            if thread.archived:
                return
            done = thread
            await self.outbound.call(lambda: done.edit(archived=True), exempt=False,
                                     priority=ob.PRI_EDIT, lane=("thread", thread_id))
        except discord.HTTPException as exc:
            log.warning("thread %d: not archived (status %s, code %s)", thread_id,
                        exc.status, exc.code)

    async def stop(self) -> None:
        tasks = list(self.closing.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

