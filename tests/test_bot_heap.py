"""`bot.app.settle_heap`: a bot started as in production freezes what start-up left alive
out of the garbage collector and collects young objects less often; the in-process test
bots (`settle_heap=False`) leave the test process's collector alone."""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.app import LarryBot
from tests.bot_fixtures import MEMBERS, test_config
from tests.discord_double import DiscordDouble


@pytest.fixture
def collector() -> Iterator[None]:
    """The test process's collector as it was, whatever the test did to it."""
    threshold = gc.get_threshold()
    gc.unfreeze()
    try:
        yield
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


@pytest.mark.parametrize("settle", [True, False])
async def test_a_started_bot_settles_its_heap(collector: None, tmp_path: Path,
                                              settle: bool) -> None:
    before = gc.get_threshold()
    config = dataclasses.replace(test_config(tmp_path / "l.db"), settle_heap=settle)
    async with DiscordDouble(members=list(MEMBERS)) as double:
        bot = LarryBot(config)
        async with double.running(bot, token="double-token"):
            await double.wait_for(lambda: bot.is_ready() or None, 10)
            frozen, threshold = gc.get_freeze_count(), gc.get_threshold()
    if settle:  # the bot's own modules, tables and caches among what is frozen
        assert frozen > 10_000 and threshold == (5000, 10, 10)
    else:
        assert frozen == 0 and threshold == before
