"""Kakerlakenpoker Royal on the shared tables: its front end (`front.KpFront`), added to the
tables when the extension loads (after `cogs.tables`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.kakerlake.front import KAKERLAKE_FRONT
from cogs.tables.front import add_game, remove_game

if TYPE_CHECKING:
    from bot.app import LarryBot


async def setup(bot: LarryBot) -> None:
    await add_game(bot, KAKERLAKE_FRONT)


async def teardown(bot: LarryBot) -> None:
    await remove_game(bot, KAKERLAKE_FRONT)
