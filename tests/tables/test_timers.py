"""Turn timers, AI seats and lobby expiry in the table service (real SQLite, short times)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from larry_core.games.larry.moves import format_body
from larry_core.storage.sqlite import SQLiteStorage
from larry_core.tables.service import TableService
from larry_core.tables.table import Change, Origin, Table, TableError, TableOptions

GUILD = 1
ALICE, BOB = 100, 101
SCALE = 0.01  # 30 "seconds" of turn time pass in 0.3 s


async def wait_until(predicate: Callable[[], bool], within: float = 10.0) -> None:
    deadline = time.monotonic() + within
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached in time")
        await asyncio.sleep(0.01)


async def make_service(db: str, **kwargs: float) -> TableService:
    storage = SQLiteStorage(db)
    await storage.open()
    svc = TableService(storage, ai_delay=(0.01, 0.02), round_pause=1.0, time_scale=SCALE,
                       **kwargs)  # type: ignore[arg-type]
    await svc.start()
    return svc


async def close(svc: TableService) -> None:
    await svc.stop()
    await svc.storage.close()


@pytest.fixture
def db(tmp_path: Path) -> str:
    return str(tmp_path / "timers.sqlite3")


@pytest.fixture
async def service(db: str) -> AsyncIterator[TableService]:
    svc = await make_service(db)
    yield svc
    await close(svc)


async def human_vs_ai(svc: TableService, turn_seconds: int = 30, channel: int = 10) -> Table:
    table = await svc.open_table(GUILD, channel, ALICE, "Alice",
                                 TableOptions(turn_seconds=turn_seconds))
    await svc.add_ai(table.id, ALICE)
    await svc.start_game(table.id, ALICE)
    return table


def a_legal_move(table: Table) -> str:
    """A move Alice may make now (not a catch), in the move grammar."""
    assert table.game is not None
    legal = table.game.legal_moves(alice_seat(table))
    return format_body(next(m for m in legal if m.kind != "catch"))


def alice_seat(table: Table) -> int:
    seat = table.seat_of(ALICE)
    assert seat is not None
    return seat


async def test_ai_seats_play_their_own_turns(service: TableService) -> None:
    table = await human_vs_ai(service, turn_seconds=600)
    await wait_until(lambda: table.game is not None and table.game.to_move == alice_seat(table))
    assert table.version >= 0 and not table.record.meta.get("timeouts")


async def test_timeout_lets_the_ai_play_and_says_so(service: TableService) -> None:
    updates: list[Change] = []

    def listen(table: Table, change: Change, origin: Origin) -> None:
        updates.append(change)

    service.subscribe(listen)
    table = await human_vs_ai(service)
    await wait_until(lambda: any(u.by == "timeout" for u in updates))
    timed_out = next(u for u in updates if u.by == "timeout")
    assert timed_out.seat == alice_seat(table)
    assert timed_out.params == {"name": "Alice", "count": 1, "replaced": False}
    assert table.record.meta["timeouts"][str(alice_seat(table))] >= 1


async def test_three_timeouts_in_a_row_replace_the_player(service: TableService) -> None:
    replaced: list[Change] = []
    over: list[Change] = []

    def listen(table: Table, change: Change, origin: Origin) -> None:  # after the commit
        if change.params.get("replaced"):
            replaced.append(change)
        if any(e["type"] == "game_over" for e in change.events):
            over.append(change)

    service.subscribe(listen)
    table = await human_vs_ai(service)
    await wait_until(lambda: bool(replaced) or bool(over), within=20)
    if replaced:
        assert replaced[0].seat == alice_seat_by_name(table)
        assert table.is_ai(replaced[0].seat)
        assert replaced[0].by == "timeout" and replaced[0].params["count"] == 3
    # With every seat played by the AI the game runs to its end on its own.
    await wait_until(lambda: bool(over), within=30)
    stored = await service.storage.leaderboard(GUILD, 0, 10, game="larry")
    assert [row.user_id for row in stored] == [ALICE] and stored[0].wins == 0


def alice_seat_by_name(table: Table) -> int:
    return next(i for i, s in enumerate(table.seats) if s["user_id"] == ALICE)


async def test_a_press_resets_the_timeout_count(service: TableService) -> None:
    table = await human_vs_ai(service)
    await wait_until(lambda: table.record.meta.get("timeouts", {}).get(
        str(alice_seat(table)), 0) >= 1)
    await wait_until(lambda: table.game is not None and table.game.to_move == alice_seat(table))
    try:
        await service.play(table.id, ALICE, a_legal_move(table), table.version)
    except TableError:  # the timer won the race for this turn: also a valid outcome
        return
    assert str(alice_seat(table)) not in table.record.meta["timeouts"]


async def test_timer_and_press_racing_change_the_state_once(service: TableService) -> None:
    table = await human_vs_ai(service, turn_seconds=10)
    await wait_until(lambda: table.game is not None and table.game.to_move == alice_seat(table))
    assert table.game is not None and table.record.deadline is not None
    version = table.version
    move = a_legal_move(table)
    await asyncio.sleep(max(0.0, table.record.deadline - time.time()))  # both due now
    try:
        await service.play(table.id, ALICE, move, version)
        pressed = True
    except TableError as exc:
        assert exc.code == "stale"
        pressed = False
    moves = await service.storage.load_moves(table.id)
    assert moves[version].startswith(f"{alice_seat(table)}: ")
    if pressed:
        assert moves[version] == f"{alice_seat(table)}: {move}"


async def test_abandoned_lobby_closes_itself(service: TableService) -> None:
    closed: list[Change] = []

    def listen(table: Table, change: Change, origin: Origin) -> None:
        if change.kind == "cancelled":
            closed.append(change)

    service.subscribe(listen)
    table = await service.open_table(GUILD, 10, ALICE, "Alice", TableOptions(lobby_seconds=20))
    await wait_until(lambda: bool(closed))
    assert table.status == "cancelled" and service.in_channel(10) is None
    assert closed[0].params == {"reason": "expired"} and closed[0].by == "timer"


async def test_pending_deadline_fires_after_a_restart(db: str) -> None:
    svc = await make_service(db)
    table = await human_vs_ai(svc, turn_seconds=100)
    await wait_until(lambda: table.game is not None and table.game.to_move == alice_seat(table))
    version = table.version
    await close(svc)  # the bot goes down with Alice's turn pending

    again = await make_service(db)
    restored = again.get(table.id)
    await wait_until(lambda: restored.version > version, within=15)
    moves = await again.storage.load_moves(table.id)
    assert moves[version].startswith(f"{alice_seat(restored)}: ")
    assert restored.record.meta["timeouts"][str(alice_seat(restored))] == 1
    await close(again)


async def test_leaving_mid_game_hands_the_seat_to_the_ai(service: TableService) -> None:
    table = await service.open_table(GUILD, 10, ALICE, "Alice", TableOptions(turn_seconds=600))
    await service.join(table.id, BOB, "Bob")
    await service.start_game(table.id, ALICE)
    await service.leave_game(table.id, BOB)
    bob = next(i for i, s in enumerate(table.seats) if s["user_id"] == BOB)
    assert table.is_ai(bob) and table.seat_of(BOB) is None
    with pytest.raises(TableError):
        await service.play(table.id, BOB, "doubt", table.version)


async def test_one_dispatcher_task_serves_every_table(service: TableService) -> None:
    tables = [await human_vs_ai(service, turn_seconds=600, channel=10 + i) for i in range(5)]
    timers = [t for t in asyncio.all_tasks() if t.get_name() == "larry-deadlines"]
    assert len(timers) == 1
    # every table has its deadline there (once an AI that moved first is done firing its own)
    await wait_until(lambda: set(service.deadlines.latest) == {t.id for t in tables})


async def test_timer_moves_do_not_see_the_callers_context(service: TableService) -> None:
    """Timer moves start with a fresh context: nothing of a press leaks into them."""
    import contextvars

    marker: contextvars.ContextVar[str] = contextvars.ContextVar("marker", default="fresh")
    seen: list[tuple[str, str]] = []

    def listen(table: Table, change: Change, origin: Origin) -> None:
        seen.append((change.by, marker.get()))

    service.subscribe(listen)
    marker.set("a human's interaction")
    table = await human_vs_ai(service, turn_seconds=100)
    await wait_until(lambda: table.game is not None and table.game.to_move == alice_seat(table))
    await service.play(table.id, ALICE, a_legal_move(table), table.version)  # in the context
    await wait_until(lambda: any(by == "ai" for by, _ in seen))
    assert ("player", "a human's interaction") in seen
    assert all(value == "fresh" for by, value in seen if by in ("ai", "timeout"))


async def test_the_dispatcher_fires_a_deadline_only_once_its_time_has_come(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Read against the dispatcher's own clock (held still here, then moved on by the test):
    a deadline is not fired while the clock is before it, however often the dispatcher
    wakes, and it is fired once the clock reaches it; a deadline replaced by a newer one of
    the same table is never fired."""
    from types import SimpleNamespace

    from larry_core.tables import timers

    now = [1000.0]
    monkeypatch.setattr(timers, "time", SimpleNamespace(time=lambda: now[0]))
    fired: list[tuple[int, int, float, float]] = []

    async def fire(table_id: int, rev: int, due: float) -> None:
        fired.append((table_id, rev, due, now[0]))

    dispatcher = timers.Dispatcher(fire)
    dispatcher.start()
    try:
        dispatcher.schedule(1, 5, 1000.02)  # wakes every 20 ms of real time meanwhile
        dispatcher.schedule(2, 1, 1000.01)
        dispatcher.schedule(2, 2, 1000.03)  # table 2's newer deadline replaces the first
        await asyncio.sleep(0.3)
        assert fired == []
        now[0] = 1000.02
        await wait_until(lambda: len(fired) == 1)
        assert fired == [(1, 5, 1000.02, 1000.02)]
        now[0] = 1000.05
        await wait_until(lambda: len(fired) == 2)
        assert fired[1] == (2, 2, 1000.03, 1000.05)
        await asyncio.sleep(0.1)
        assert len(fired) == 2  # (2, 1) was superseded
    finally:
        await dispatcher.stop()
