"""Private answers every game's front end shares: an answer whether or not the interaction
was deferred, and the one answer to a command or press that failed."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from cogs.larry import lang, outbound
from larry_core import text
from larry_core.storage.base import StorageUnavailable

log = logging.getLogger(__name__)


async def answer(interaction: discord.Interaction, content: str,
                 files: Callable[[], list[discord.File]] | None = None) -> None:
    """An ephemeral answer, whether or not the interaction was deferred; `files` makes its
    attachments (called once per attempt: a `discord.File` is used up by a send)."""
    extra: dict[str, Any] = {"files": files()} if files is not None else {}
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **extra)
    else:
        await interaction.response.send_message(content, ephemeral=True, **extra)


async def answer_failure(interaction: discord.Interaction, error: BaseException,
                         what: str) -> None:
    """A command or press that raised instead of answering: its user is told privately,
    "try again in a moment" while the database is away, else "something went wrong"
    (nothing was committed by it either way). Past Discord's 3 seconds nobody can be told:
    that is only logged."""
    if outbound.too_late(error):
        log.warning("%s was answered too late for Discord (past 3 s)", what)
        return
    loc = lang.private(interaction)
    if isinstance(error, StorageUnavailable):
        log.warning("%s: %s", what, error)
        message = text.explain("storage_unavailable", loc)
    else:
        log.error("%s failed", what, exc_info=error)
        message = text.t("something-wrong", loc)
    try:
        await answer(interaction, message)
    except discord.HTTPException as exc:
        log.warning("%s: the failure could not be answered (%s)", what, exc)
