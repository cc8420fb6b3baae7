"""The Larry cog: `/larry` commands, persistent buttons, the Play form and announcements."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.larry.components import LarryButton
from cogs.larry.play_form import FormButton, FormSelect

if TYPE_CHECKING:
    from bot.app import LarryBot

DYNAMIC_ITEMS = (LarryButton, FormButton, FormSelect)


async def setup(bot: LarryBot) -> None:
    from cogs.larry.commands import LarryCog
    from cogs.tables.lang import CatalogueTranslator

    # German and French command names and descriptions, sent with every sync
    await bot.tree.set_translator(CatalogueTranslator())
    await bot.add_cog(LarryCog(bot))
