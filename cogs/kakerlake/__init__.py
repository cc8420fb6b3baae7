"""The Kakerlakenpoker Royal cog: `/kakerlake` commands, its persistent buttons and forms,
and its presenter for the shared outbox publisher (load it after `cogs.larry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.kakerlake.components import KpButton
from cogs.kakerlake.forms import KpFormButton

if TYPE_CHECKING:
    from bot.app import LarryBot

DYNAMIC_ITEMS = (KpButton, KpFormButton)


async def setup(bot: LarryBot) -> None:
    from cogs.kakerlake.commands import KakerlakeCog

    await bot.add_cog(KakerlakeCog(bot))
