"""Pytest fixtures; import them into a conftest: ``from discord_double.fixtures import *``.

``discord_double`` starts a double with Alice, Bob and Carol and strict checks: the test
fails at teardown if the bot sent anything Discord would reject, or if an interaction
went unanswered, late or double-answered (unless the test took them with
``take_violations()`` / ``take_failures()``). Start the bot inside the test or in a
fixture of your own::

    @pytest.fixture
    async def bot_env(discord_double, tmp_path):
        bot = make_bot(db_path=tmp_path / "larry.sqlite", guild_ready_timeout=0.05)
        async with discord_double.running(bot, token="x"):
            yield discord_double, bot
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from .server import DiscordDouble

__all__ = ["discord_double"]


@pytest.fixture
async def discord_double() -> AsyncIterator[DiscordDouble]:
    """A started double (members Alice, Bob, Carol; channel #general)."""
    async with DiscordDouble(members=["Alice", "Bob", "Carol"]) as double:
        yield double
