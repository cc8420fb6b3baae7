"""Pictures as Discord attachments. A `discord.File` is used up by the first attempt to send
it, so a message's pictures travel as a *factory* (`Files`) that every attempt (a retry after
a 429 or a dropped connection) calls for fresh ones."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence

import discord

Files = Callable[[], list[discord.File]]
DESCRIPTION_MAX = 1024  # Discord's limit for an attachment's description


def factory(data: bytes, name: str, description: str) -> Files:
    """One picture: its bytes, file name and description (for screen readers)."""
    def make() -> list[discord.File]:
        return [discord.File(io.BytesIO(data), filename=name,
                             description=description[:DESCRIPTION_MAX])]
    return make


def files(pictures: Sequence[tuple[bytes, str, str]]) -> Files | None:
    """One factory for several pictures (None when there are none)."""
    if not pictures:
        return None

    def make() -> list[discord.File]:
        return [f for data, name, text in pictures for f in factory(data, name, text)()]
    return make
