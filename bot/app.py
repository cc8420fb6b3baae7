"""`LarryBot`: opens storage, starts the table service, loads the cog, registers the
persistent buttons and syncs the slash commands; `close()` undoes it in reverse."""

from __future__ import annotations

import logging
import sys

import discord
from discord.ext import commands

from bot.config import Config
from larry_core.service import TableService
from larry_core.storage_select import BotStorage, open_storage

log = logging.getLogger(__name__)
EXTENSIONS = ("cogs.larry",)
# discord.py logs request and event payloads at DEBUG: they can hold a player's hand
# (ephemeral messages, interaction payloads), so these loggers never go below INFO.
PAYLOAD_LOGGERS = ("discord", "discord.http", "discord.gateway", "discord.webhook",
                   "discord.client", "discord.state")


def intents() -> discord.Intents:
    """Default intents without the privileged ones (members, presences, message content)."""
    out = discord.Intents.default()
    out.members = False
    out.presences = False
    out.message_content = False
    return out


def quiet_payload_loggers() -> None:
    for name in PAYLOAD_LOGGERS:
        logger = logging.getLogger(name)
        if logger.level < logging.INFO:  # pinned: a later DEBUG root never reaches them
            logger.setLevel(max(logging.INFO, logger.getEffectiveLevel()))


class LarryBot(commands.AutoShardedBot):
    storage: BotStorage
    service: TableService

    def __init__(self, config: Config) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=intents(),
                         guild_ready_timeout=config.guild_ready_timeout,
                         allowed_mentions=discord.AllowedMentions.none(),
                         help_command=None)
        self.config = config
        quiet_payload_loggers()

    async def setup_hook(self) -> None:
        cfg = self.config
        self.storage = open_storage(cfg.db_path)  # SQLite, or PostgreSQL for a URL
        await self.storage.open()
        self.service = TableService(self.storage, ai_delay=cfg.ai_delay,
                                    round_pause=cfg.round_pause, time_scale=cfg.time_scale,
                                    outbox=True)
        for ext in EXTENSIONS:
            await self.load_extension(ext)
            # the extension's own (freshly loaded) item classes: Bot.close() unloads it
            self.add_dynamic_items(*getattr(sys.modules[ext], "DYNAMIC_ITEMS", ()))
        await self.service.start()
        self.dispatch("larry_service_ready")  # the publisher announces what a crash held up
        if cfg.dev_guild:
            guild = discord.Object(cfg.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d command(s) %s", len(synced),
                 f"to guild {cfg.dev_guild}" if cfg.dev_guild else "globally")

    async def close(self) -> None:
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
