"""The bot's AI seats play the benchmark's AI: same strategy objects for the whole game, the
same choices on the same log, also across a restart of the table service."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bench.ai import play_out
from larry_core.games.larry.engine import Game
from larry_core.games.larry.rules import RuleSet
from larry_core.storage.sqlite import SQLiteStorage
from larry_core.tables.service import TableService
from larry_core.tables.table import Table, TableOptions

HOST = 1


async def _service(db: Path) -> TableService:
    storage = SQLiteStorage(str(db))
    await storage.open()
    svc = TableService(storage, ai_delay=(0.0, 0.0), round_pause=0.0, time_scale=0.001)
    await svc.start()
    return svc


async def _close(svc: TableService) -> None:
    await svc.stop()
    await svc.storage.close()


async def _wait(predicate: object, looks: int = 6000) -> None:
    """Until `predicate()` holds, looked at between short sleeps; giving up after `looks`
    looks only ends a hang (a guard, not a speed check)."""
    for _ in range(looks):
        if predicate():  # type: ignore[operator]
            return
        await asyncio.sleep(0.005)
    raise AssertionError("the AI seats never got there")


async def test_bot_ai_seats_make_the_benchmarks_choices_across_a_restart(
        tmp_path: Path) -> None:
    db = tmp_path / "ai.sqlite3"
    svc = await _service(db)
    options = TableOptions(rules=RuleSet(rounds=2), ai="reasoned", turn_seconds=600)
    table: Table = await svc.open_table(5, 50, HOST, "Host", options, seed=4242)
    for _ in range(3):
        await svc.add_ai(table.id, HOST)
    await svc.start_game(table.id, HOST)
    await svc.leave_game(table.id, HOST)  # before any move: every seat is an AI from move 0
    await _wait(lambda: table.version >= 15)
    await _close(svc)  # the bot stops mid-game; its AI seats are rebuilt from the log

    svc = await _service(db)
    again = svc.get(table.id)
    await _wait(lambda: again.status == "finished")
    stored = await svc.storage.load_moves(table.id)
    await _close(svc)

    kinds = {seat: str(info["ai"]) for seat, info in enumerate(again.seats)}
    assert set(kinds.values()) == {"reasoned"} and len(kinds) == 4
    bench = play_out(Game(4, options.rules, 4242), kinds)
    assert stored == bench


def test_benchmark_play_is_deterministic_per_seed() -> None:
    kinds = {0: "reasoned", 1: "random", 2: "random"}
    first = play_out(Game(3, RuleSet(rounds=1), 7), kinds)
    assert first == play_out(Game(3, RuleSet(rounds=1), 7), kinds)
    assert first != play_out(Game(3, RuleSet(rounds=1), 8), kinds)
