"""High card's extension, for a test bot only: ``await bot.load_extension("tests.highcard.cog")``
after `cogs.tables` (and with high card in `larry_core.games.registry.GAMES`), then
``await bot.tree.sync()`` so that Discord (the double) knows ``/highcard``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.tables.front import add_game, remove_game
from tests.highcard.front import FRONT

if TYPE_CHECKING:
    from bot.app import LarryBot


async def setup(bot: LarryBot) -> None:
    await add_game(bot, FRONT)


async def teardown(bot: LarryBot) -> None:
    await remove_game(bot, FRONT)
