"""`LarryBot`: opens storage, starts the table service, loads the cog, registers the
persistent buttons and syncs the slash commands; `close()` undoes it in reverse.

With `Config.shards` the bot connects only those gateway shards, its table service serves
only their tables (under a lease, `larry_core.shards`), its REST budget is its shards'
part of Discord's per-token limit (`cogs.larry.outbound.Outbound.set_share`), and an
interaction for a guild of another shard is refused politely before any handler runs.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import re
import sys
import time
from dataclasses import dataclass
from typing import Any

import discord
from discord.ext import commands

from bot import callbacks, transport
from bot.config import Config
from bot.heap import HeapKeeper
from larry_core.service import TableService
from larry_core.storage_select import BotStorage, open_storage
from larry_core.text import catalog, explain

log = logging.getLogger(__name__)
EXTENSIONS = ("cogs.larry", "cogs.kakerlake")  # kakerlake after larry: it shares its publisher
# discord.py logs request and event payloads at DEBUG: they can hold a player's hand
# (ephemeral messages, interaction payloads), so these loggers never go below INFO.
PAYLOAD_LOGGERS = ("discord", "discord.http", "discord.gateway", "discord.webhook",
                   "discord.client", "discord.state")
@dataclass(slots=True)
class PressedMessage:
    """What a button handler (or discord.py, answering the press) reads of the pressed
    message: its id and flags (is it an ephemeral form?). See `_route_button`."""

    id: int
    flags: discord.MessageFlags
    guild: discord.Guild | None = None  # discord.py sets it to the interaction's guild


def intents() -> discord.Intents:
    """Only the guilds intent: slash commands and button presses reach a bot whatever its
    intents, and the bot reads no message, member, reaction or typing event. Every other
    intent would only make Discord send events (a MESSAGE_CREATE for each message the bot
    posts, a MESSAGE_UPDATE for each edit) that the bot would parse and throw away."""
    return discord.Intents(guilds=True)


# When the collector looks at young objects: after 10,000 more allocations than frees
# (Python's default: 700), and at the middle generation every 100th time (default: 10), so
# every million allocations as before with 50,000 and every 20th
COLLECT_AFTER = (10_000, 100, 10)


def settle_heap() -> None:
    """Once started, move everything alive into the collector's permanent generation: the
    modules, catalogues, card faces, command tree and tables loaded at start-up are never
    garbage, and each full collection walked all of them again (about 90 ms of CPU, a pause
    every interaction waited out, at 30 tables; more with more tables).

    What comes later is still collected, young objects after 10,000 allocations
    (`COLLECT_AFTER`). A move's objects live for one interaction, a table's state until the
    next move, a few seconds: the more often the young are collected, the more of them
    are caught alive and walked again; the less often, the longer each collection stops
    the event loop, whose every answer waits it out. Measured at 1,000 tables
    (docs/benchmarks.md, "Latency under load" and "A twelfth pass"): with 5,000 the bot
    spent 42 s in 3,537 collections (of 428 s of CPU); with 50,000, once a move cost less,
    8.8 s in 83 collections of about 100 ms each (the longest 187 ms), which set the p99 of
    answers (91 ms); with 10,000, 12.1-12.3 s in 428 of about 28 ms (the longest 61-117 ms),
    p99 41-43 ms."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*COLLECT_AFTER)


BUCKET_SWEEP_EVERY = 60.0  # seconds between looks for idle rate-limit buckets


def sweep_buckets_sparingly(http: discord.http.HTTPClient,
                            every: float = BUCKET_SWEEP_EVERY) -> None:
    """discord.py keeps a rate-limit bucket per route and channel, and once it holds 256 it
    looks through all of them for idle ones (300 s unused) each time it makes a new one.
    Each player's DM channel brings two (the hand DM sent, then edited), so a bot with
    4,000 players holds about 8,000, and every new DM walked them all: 2.5 % of the bot's
    CPU at 1,000 tables (docs/benchmarks.md, "Where a move's CPU goes"). Here the look
    happens at most once every `every` seconds; a bucket still goes once idle for 300 s
    (a minute later at most)."""
    sweep = http._try_clear_expired_ratelimits
    last = time.monotonic()

    def sparingly() -> None:
        nonlocal last
        now = time.monotonic()
        if now - last >= every:
            last = now
            sweep()

    http._try_clear_expired_ratelimits = sparingly  # type: ignore[method-assign]


def quiet_payload_loggers() -> None:
    for name in PAYLOAD_LOGGERS:
        logger = logging.getLogger(name)
        if logger.level < logging.INFO:  # pinned: a later DEBUG root never reaches them
            logger.setLevel(max(logging.INFO, logger.getEffectiveLevel()))


class LarryBot(commands.AutoShardedBot):
    storage: BotStorage
    service: TableService

    def __init__(self, config: Config) -> None:
        shards: dict[str, Any] = {}
        if config.shards is not None:
            shards = {"shard_ids": sorted(config.shards.ids),
                      "shard_count": config.shards.count}
        super().__init__(command_prefix=commands.when_mentioned, intents=intents(),
                         guild_ready_timeout=config.guild_ready_timeout,
                         allowed_mentions=discord.AllowedMentions.none(),
                         help_command=None, **shards)
        self.config = config
        self.lease_lost = False
        self._lease_watch: asyncio.Task[None] | None = None
        self._callbacks: callbacks.CallbackAdapter | None = None
        self.heap: HeapKeeper | None = None
        self._heap_task: asyncio.Task[None] | None = None
        quiet_payload_loggers()
        sweep_buckets_sparingly(self.http)
        # every INTERACTION_CREATE passes the shard check before discord.py handles it
        parsers = self._connection.parsers
        parsers["INTERACTION_CREATE"] = self._shard_guard(parsers["INTERACTION_CREATE"])

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        """discord.py's dispatch, except that the event type the gateway announces before
        each event ("socket_event_type") is dropped while nothing listens for it (no
        listener, no `wait_for`, no `on_socket_event_type`): its lookups cost about 0.8 % of
        the bot's CPU at one announcement per interaction."""
        if (event_name == "socket_event_type" and "socket_event_type" not in self._listeners
                and not self.extra_events.get("on_socket_event_type")
                and not hasattr(self, "on_socket_event_type")):
            return
        super().dispatch(event_name, *args, **kwargs)

    def _shard_guard(self, parse: Any) -> Any:
        """Wrap discord.py's interaction parser: a guild interaction of a shard this process
        does not run (a misrouted event) gets a private "another process serves this
        server" and goes no further; everything else is parsed as usual."""
        def guarded(data: dict[str, Any]) -> None:
            shards = self.config.shards
            guild = data.get("guild_id")
            if shards is None or guild is None or shards.owns(int(guild)):
                if not self._route_button(data):
                    parse(data)
                return
            interaction: discord.Interaction = discord.Interaction(
                data=data, state=self._connection)  # type: ignore[arg-type]
            asyncio.get_running_loop().create_task(self._refuse_other_shard(interaction))

        return guarded

    def _route_button(self, data: dict[str, Any]) -> bool:
        """A press of one of the bot's own buttons (a DynamicItem's custom_id) goes straight
        to its item: discord.py would first rebuild every component of the pressed message
        into a throw-away View (`View.from_message`) only to find the one pressed, several
        times per move. Nor is the message parsed into a `discord.Message` (its author, text,
        components, embeds, attachments: 1 % of the bot's CPU at 1,000 tables, even with
        those left out): no handler reads more than its id and flags, so
        `interaction.message` is a `PressedMessage` holding just those; and an item with an
        `answer` (every one of the bot's) answers without being built (its
        `discord.ui.Button`, about 1.5 % of the bot's CPU). Anything else: False, and
        discord.py parses the event as usual."""
        if data.get("type") != 3:
            return False
        inner = data.get("data") or {}
        if inner.get("component_type") != 2:
            return False
        custom_id = inner.get("custom_id", "")
        store = self._connection._view_store
        found = next(((factory, match) for pattern, factory in store._dynamic_items.items()
                      if (match := pattern.fullmatch(custom_id)) is not None), None)
        if found is None:
            return False
        factory, match = found
        message = data.get("message")
        if message is not None:
            data = {k: v for k, v in data.items() if k != "message"}
        state = self._connection
        interaction: discord.Interaction = discord.Interaction(
            data=data, state=state)  # type: ignore[arg-type]
        if message is not None:
            interaction.message = PressedMessage(  # type: ignore[assignment]
                int(message["id"]), discord.MessageFlags._from_value(message.get("flags", 0)),
                interaction.guild)
        store.add_task(asyncio.create_task(self._press(factory, interaction, match),
                                           name=f"larry-press-{custom_id[:40]}"))
        state.dispatch("interaction", interaction)
        return True

    @staticmethod
    async def _press(factory: Any, interaction: discord.Interaction,
                     match: re.Match[str]) -> None:
        try:
            answer = getattr(factory, "answer", None)
            if answer is not None:  # no item built (a discord.ui.Button each: 15 µs)
                await answer(interaction, match.string)
            else:
                item = await factory.from_custom_id(interaction, None, match)
                await item.callback(interaction)
        except Exception as exc:
            from cogs.larry.actions import answer_failure

            await answer_failure(interaction, exc, f"a button press ({factory.__name__})")

    async def _refuse_other_shard(self, interaction: discord.Interaction) -> None:
        from cogs.larry import lang
        from larry_core.shards import shard_of

        shards = self.config.shards
        assert shards is not None
        log.warning("interaction for guild %s of shard %d, not one of ours (%s)",
                    interaction.guild_id, shard_of(interaction.guild_id or 0, shards.count),
                    shards.label())
        message = explain("other_shard", lang.private(interaction),
                          shard=shard_of(interaction.guild_id or 0, shards.count),
                          shards=shards.label())
        try:
            await interaction.response.send_message(message, ephemeral=True)
        except discord.HTTPException as exc:
            log.warning("could not refuse the interaction: %s", exc)

    async def login(self, token: str) -> None:
        """As discord.py's, its HTTP connections writing each request in one piece
        (`bot.transport`)."""
        if self.http.connector is discord.utils.MISSING:
            self.http.connector = transport.connector()
        await super().login(token)

    async def setup_hook(self) -> None:
        cfg = self.config
        # in the task that goes on to connect: every handler inherits it
        self._callbacks = callbacks.install()
        began = time.perf_counter()
        catalog.warm()
        log.info("texts compiled in %.1f s", time.perf_counter() - began)
        self.storage = open_storage(cfg.db_path)  # SQLite, or PostgreSQL for a URL
        await self.storage.open()
        self.service = TableService(self.storage, ai_delay=cfg.ai_delay,
                                    round_pause=cfg.round_pause, time_scale=cfg.time_scale,
                                    outbox=True, shards=cfg.shards,
                                    lease_ttl=cfg.lease_seconds)
        for ext in EXTENSIONS:
            await self.load_extension(ext)
            # the extension's own (freshly loaded) item classes: Bot.close() unloads it
            self.add_dynamic_items(*getattr(sys.modules[ext], "DYNAMIC_ITEMS", ()))
        if cfg.shards is not None:
            self.share_rest_budget(cfg.shards.share)
        await self.service.start()
        if cfg.shards is not None:
            self._lease_watch = asyncio.create_task(self._watch_lease(), name="larry-lease-watch")
        self.dispatch("larry_service_ready")  # the publisher announces what a crash held up
        if cfg.dev_guild:
            guild = discord.Object(cfg.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d command(s) %s", len(synced),
                 f"to guild {cfg.dev_guild}" if cfg.dev_guild else "globally")
        if cfg.settle_heap:
            settle_heap()
            self.heap = HeapKeeper()  # and what survives each full collection later on
            self._heap_task = asyncio.create_task(self.heap.run(), name="larry-heap")

    def share_rest_budget(self, share: float) -> None:
        """This process's part of the bot token's global REST budget: its shards' fraction,
        so processes covering every shard once spend at most the whole budget together."""
        for cog in self.cogs.values():
            outbound = getattr(getattr(cog, "publisher", None), "outbound", None)
            if outbound is not None:
                outbound.set_share(share)

    async def _watch_lease(self) -> None:
        """Stop the bot if another process took our shards (we could not renew in time)."""
        await self.service.lease_lost.wait()
        self.lease_lost = True
        log.error("shard lease lost: stopping so that only one process serves these shards")
        await self.close()

    async def close(self) -> None:
        keeping, self._heap_task = self._heap_task, None
        if keeping is not None:
            keeping.cancel()
        if self.heap is not None:
            self.heap.close()
        watch, self._lease_watch = self._lease_watch, None
        if watch is not None and watch is not asyncio.current_task():
            watch.cancel()
        service = getattr(self, "service", None)
        try:
            if service is not None:
                await service.stop()
            await super().close()
        finally:  # even if closing is cancelled midway, the writer thread must not linger
            storage = getattr(self, "storage", None)
            if storage is not None:
                await storage.close()
            if self._callbacks is not None:
                self._callbacks.close()
        log.info("Larry bot stopped")
