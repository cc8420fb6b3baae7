"""`bot.heap.HeapKeeper.settle`: a bot started as in production freezes what start-up left alive
out of the garbage collector and collects young objects less often, and `bot.heap.HeapKeeper`
freezes what survives each later full collection, with a sweep of the whole heap now and
then; the in-process test bots (`settle_heap=False`) leave the test process's collector
alone."""

from __future__ import annotations

import dataclasses
import gc
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.app import LarryBot
from bot.heap import COLLECT_AFTER, HeapKeeper
from discord_double import DiscordDouble
from tests.bot_fixtures import MEMBERS, test_config


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
            keeper = bot.heap
            watching = keeper is not None and keeper._collected in gc.callbacks
    if settle:  # the bot's own modules, tables and caches among what is frozen
        assert frozen > 10_000 and threshold == COLLECT_AFTER
        # and the survivors of later full collections, until the bot stops
        assert keeper is not None and watching and keeper._collected not in gc.callbacks
    else:
        assert frozen == 0 and threshold == before and keeper is None


class Node:
    """An object in a reference cycle (only the collector frees it)."""

    def __init__(self) -> None:
        self.me = self


def cycle() -> weakref.ref[Node]:
    return weakref.ref(Node())


def test_survivors_of_a_full_collection_are_frozen_and_a_sweep_comes_back(
        collector: None) -> None:
    keeper = HeapKeeper(sweep_every=3)
    try:
        keeper.step()
        assert gc.get_freeze_count() == 0 and keeper.figures()["freezes"] == 0  # none yet
        kept = Node()
        gc.collect()  # full collection 1: what survives is frozen
        keeper.step()
        assert keeper.figures()["freezes"] == 1 and gc.get_freeze_count() > 0
        # young cycles are still collected
        young = cycle()
        gc.collect()  # 2
        assert young() is None
        keeper.step()
        # a frozen object that dies in a cycle waits for the sweep
        dead = weakref.ref(kept)
        del kept
        gc.collect()  # 3: the third full collection unfreezes instead of freezing
        assert dead() is not None
        keeper.step()
        assert keeper.figures()["sweeps"] == 1 and gc.get_freeze_count() == 0
        gc.collect()  # 4: the sweep
        assert dead() is None
    finally:
        keeper.close()
    assert keeper._collected not in gc.callbacks
