"""`LarryBot`: opens storage, starts the table service, loads the cogs, registers the
persistent buttons and syncs the slash commands; `close()` undoes it in reverse.

With `Config.shards` the bot connects only those gateway shards, its table service serves
only their tables (under a lease, `larry_core.storage.shards`), its REST budget is its shards'
part of Discord's per-token limit (`cogs.tables.outbound.Outbound.set_share`). Discord
sends a process only its own shards' events (discord.py's `shard_ids`/`shard_count`); a
table of another shard's guild is refused by the table service all the same.
"""

from __future__ import annotations

import asyncio
import logging
import pkgutil
import time
from typing import Any

import discord
from discord.ext import commands

import cogs
from bot.config import Config
from bot.heap import HeapKeeper
from larry_core.storage.select import BotStorage, open_storage
from larry_core.tables.service import TableService
from larry_core.text import catalog

log = logging.getLogger(__name__)
SHARED_FRONT = "cogs.tables"


def extensions() -> tuple[str, ...]:
    """The extensions the bot loads: the shared tables first, then every game's front end,
    which is each other package in `cogs/` (each adds itself to the tables), so a new game's
    front end is loaded by being there."""
    fronts = sorted(m.name for m in pkgutil.iter_modules(cogs.__path__, "cogs.")
                    if m.ispkg and m.name != SHARED_FRONT)
    return (SHARED_FRONT, *fronts)


EXTENSIONS = extensions()
# discord.py logs request and event payloads at DEBUG: they can hold a player's hand
# (ephemeral messages, interaction payloads), so these loggers never go below INFO.
PAYLOAD_LOGGERS = ("discord", "discord.http", "discord.gateway", "discord.webhook",
                   "discord.client", "discord.state")


def intents() -> discord.Intents:
    """Only the guilds intent: slash commands and button presses reach a bot whatever its
    intents, and the bot reads no message, member, reaction or typing event. Every other
    intent would only make Discord send events (a MESSAGE_CREATE for each message the bot
    posts, a MESSAGE_UPDATE for each edit) that the bot would parse and throw away."""
    return discord.Intents(guilds=True)


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
        self.heap: HeapKeeper | None = None
        self._heap_task: asyncio.Task[None] | None = None
        quiet_payload_loggers()

    async def setup_hook(self) -> None:
        cfg = self.config
        if cfg.warm_texts:
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
            self.heap = HeapKeeper.settle()  # what start-up left alive is never garbage
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
        log.info("Larry bot stopped")
