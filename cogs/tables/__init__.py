"""The shared Discord front end of every game: the publisher (outbox to channel), the
outbound path, replies, languages, custom ids, and one command group built per game
(`front.Tables`). Load this extension before any game's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.tables.front import Tables
from cogs.tables.lang import CatalogueTranslator
from cogs.tables.night import Night

if TYPE_CHECKING:
    from bot.app import LarryBot


async def setup(bot: LarryBot) -> None:
    # German and French command names and descriptions, sent with every sync
    await bot.tree.set_translator(CatalogueTranslator())
    await bot.add_cog(Tables(bot))
    await bot.add_cog(Night(bot))  # game nights: /night, the standings after each game
