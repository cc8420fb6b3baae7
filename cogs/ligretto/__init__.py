"""Würfel-Ligretto on the shared tables: its front end (`front.LIGRETTO_FRONT`), added to the tables
when the extension loads (after `cogs.tables`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.ligretto.front import LIGRETTO_FRONT
from cogs.tables.front import add_game, remove_game

if TYPE_CHECKING:
    from bot.app import LarryBot


async def setup(bot: LarryBot) -> None:
    await add_game(bot, LIGRETTO_FRONT)


async def teardown(bot: LarryBot) -> None:
    await remove_game(bot, LIGRETTO_FRONT)
