"""Fixtures shared by test files: `bot_env` (the test bot on the Discord double,
`tests.bot_fixtures`) and `game_env`, that bot with one game's table, parametrised over every
registered game and the test-only high card game (registered and loaded for its test only)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest

from larry_core.games import registry
from larry_core.text import add_catalogue, has, remove_catalogue
from tests.bot_fixtures import BotEnv, bot_env
from tests.highcard import HIGHCARD
from tests.highcard.front import LOCALES as HIGHCARD_TEXTS

__all__ = ["bot_env", "game_env"]

EVERY_GAME = [*registry.GAMES, HIGHCARD.name]  # the shipped games, then the test-only one
WORKERS_PER_CORE = 2


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """`-n auto` (pyproject's addopts): two workers per core. Most of the suite's time is
    waiting, not computing (bots' timers, bot processes starting, the double's deadlines: a
    serial run spends about 1.7 s of wall time per CPU second), so a core serves two test
    files at once. `PYTEST_XDIST_AUTO_NUM_WORKERS` still sets the number."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return WORKERS_PER_CORE * (cores or 1)


@pytest.fixture(params=EVERY_GAME)
async def game_env(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch,
                   bot_env: BotEnv) -> AsyncIterator[tuple[BotEnv, str]]:
    """The test bot and one game's name; high card registered, its texts added and its
    front end loaded for the test (all undone after it)."""
    game = str(request.param)
    if game != HIGHCARD.name:
        yield bot_env, game
        return
    monkeypatch.setitem(registry.GAMES, HIGHCARD.name, HIGHCARD)
    assert not has("hc-rules")  # no shipped catalogue holds the test game's texts
    add_catalogue(HIGHCARD_TEXTS)
    try:
        assert bot_env.bot is not None
        await bot_env.bot.load_extension("tests.highcard.cog")
        await bot_env.bot.tree.sync()
        yield bot_env, game
        await bot_env.stop_bot()
    finally:
        remove_catalogue(HIGHCARD_TEXTS)
