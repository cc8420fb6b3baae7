"""The async table service against real SQLite files: ordering, exactly-once, restarts."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from larry_core.errors import IllegalMove
from larry_core.games.larry.moves import format_body
from larry_core.games.larry.simulate import random_move
from larry_core.storage.sqlite import SQLiteStorage
from larry_core.tables.service import TableService
from larry_core.tables.table import Change, Origin, Table, TableError, TableOptions

GUILD, CHANNEL = 1, 10
ALICE, BOB, CY = 100, 101, 102


@pytest.fixture
def db(tmp_path: Path) -> str:
    return str(tmp_path / "larry.sqlite3")


@contextlib.asynccontextmanager
async def running(storage: SQLiteStorage, **options: Any) -> AsyncIterator[TableService]:
    """A started service on an opened storage, stopped and closed afterwards."""
    await storage.open()
    svc = TableService(storage, **options)
    await svc.start()
    try:
        yield svc
    finally:
        await svc.stop()
        await storage.close()


@pytest.fixture
async def service(db: str) -> AsyncIterator[TableService]:
    async with running(SQLiteStorage(db)) as svc:
        yield svc


async def _started_table(svc: TableService) -> Table:
    table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions())
    await svc.join(table.id, BOB, "Bob")
    await svc.join(table.id, CY, "Cy")
    await svc.start_game(table.id, ALICE)
    return table


def _mover(table: Table) -> tuple[int, int]:
    assert table.game is not None and table.game.to_move is not None
    seat = table.game.to_move
    return seat, table.seats[seat]["user_id"]


async def _play_some(svc: TableService, table: Table, count: int, rng: random.Random) -> None:
    for _ in range(count):
        if table.status != "playing":
            return
        seat, user = _mover(table)
        assert table.game is not None
        move = random_move(table.game, seat, rng)
        await svc.play(table.id, user, format_body(move), table.version)


async def test_one_open_table_per_channel(service: TableService) -> None:
    await service.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions())
    with pytest.raises(TableError) as err:
        await service.open_table(GUILD, CHANNEL, BOB, "Bob", TableOptions())
    assert err.value.code == "channel_busy"
    other = await service.open_table(GUILD, CHANNEL + 1, BOB, "Bob", TableOptions())
    assert other.status == "lobby"


async def test_only_the_host_starts_and_needs_two_players(service: TableService) -> None:
    table = await service.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions())
    with pytest.raises(TableError) as err:
        await service.start_game(table.id, ALICE)
    assert err.value.code == "not_enough_players"
    await service.join(table.id, BOB, "Bob")
    with pytest.raises(TableError) as err:
        await service.start_game(table.id, BOB)
    assert err.value.code == "not_host"
    with pytest.raises(TableError) as err:
        await service.join(table.id, BOB, "Bob")
    assert err.value.code == "already_seated"
    await service.start_game(table.id, ALICE)
    assert table.status == "playing" and table.game is not None


async def test_stale_version_is_refused_and_changes_nothing(service: TableService) -> None:
    table = await _started_table(service)
    await _play_some(service, table, 3, random.Random(1))
    seat, user = _mover(table)
    assert table.game is not None
    move = format_body(random_move(table.game, seat, random.Random(2)))
    before = table.game.state_dict(), table.version
    with pytest.raises(TableError) as err:
        await service.play(table.id, user, move, table.version - 1)
    assert err.value.code == "stale"
    assert (table.game.state_dict(), table.version) == before
    assert len(await service.storage.load_moves(table.id)) == table.version


async def test_two_presses_for_one_version_change_state_once(service: TableService) -> None:
    table = await _started_table(service)
    seat, user = _mover(table)
    assert table.game is not None
    card = table.game.seat_view(seat).hand[0]
    version = table.version
    results = await asyncio.gather(
        service.play(table.id, user, f"place {card} 0", version),
        service.play(table.id, user, f"place {card} 0", version),
        return_exceptions=True,
    )
    wins = [r for r in results if isinstance(r, Change)]
    losses = [r for r in results if isinstance(r, Exception)]
    assert len(wins) == 1 and len(losses) == 1
    assert isinstance(losses[0], TableError) and losses[0].code == "stale"
    assert table.version == version + 1
    assert len(await service.storage.load_moves(table.id)) == 1


async def test_wrong_player_and_outsider_are_refused(service: TableService) -> None:
    table = await _started_table(service)
    _seat, user = _mover(table)
    other = next(s["user_id"] for s in table.seats if s["user_id"] != user)
    with pytest.raises(IllegalMove) as err:
        await service.play(table.id, other, "doubt", table.version)
    assert err.value.code == "not_your_turn"
    with pytest.raises(TableError) as terr:
        await service.play(table.id, 999, "doubt", table.version)
    assert terr.value.code == "not_seated"
    assert table.version == 0


async def test_restart_rebuilds_every_open_table_exactly(db: str) -> None:
    storage = SQLiteStorage(db)
    await storage.open()
    svc = TableService(storage)
    await svc.start()
    table = await _started_table(svc)
    lobby = await svc.open_table(GUILD, CHANNEL + 5, BOB, "Bob", TableOptions())
    await _play_some(svc, table, 25, random.Random(3))
    assert table.game is not None
    state, version, seats = table.game.state_dict(), table.version, list(table.seats)
    await svc.stop()
    await storage.close()

    storage = SQLiteStorage(db)
    await storage.open()
    again = TableService(storage)
    await again.start()
    restored = again.get(table.id)
    assert restored.game is not None
    assert restored.game.state_dict() == state
    assert restored.version == version and restored.seats == seats
    assert again.get(lobby.id).status == "lobby"
    await _play_some(again, restored, 5, random.Random(4))
    assert restored.version > version or restored.status == "finished"
    await again.stop()
    await storage.close()


async def test_finished_game_writes_leaderboard_with_its_last_move(
        service: TableService) -> None:
    table = await _started_table(service)
    await _play_some(service, table, 100_000, random.Random(5))
    assert table.status == "finished" and table.game is not None
    board = await service.storage.leaderboard(GUILD, 0, 10, game="larry")
    assert {row.user_id for row in board} == {ALICE, BOB, CY}
    winners = {table.seats[s]["user_id"] for s in table.game.winners or ()}
    assert {row.user_id for row in board if row.wins} == winners
    assert sum(row.points for row in board) == sum(table.game.scores)
    assert service.in_channel(CHANNEL) is None  # the channel is free again
    assert table.id not in service.tables and service.find(table.id) is table
    with pytest.raises(TableError):
        await service.play(table.id, ALICE, "doubt", table.version)


async def test_corrupt_rows_are_reported_not_fatal(db: str) -> None:
    storage = SQLiteStorage(db)
    await storage.open()
    svc = TableService(storage)
    await svc.start()
    bad_json = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions())
    bad_log = await _started_table_in(svc, CHANNEL + 1)
    good = await svc.open_table(GUILD, CHANNEL + 2, CY, "Cy", TableOptions())
    await svc.stop()
    await storage.close()
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE tables SET seats='{not json' WHERE id=?", (bad_json.id,))
        conn.execute("INSERT INTO moves VALUES (?, 0, '0: place larry 99', 0)", (bad_log.id,))

    storage = SQLiteStorage(db)
    await storage.open()
    again = TableService(storage)
    await again.start()
    assert again.get(good.id).status == "lobby"
    assert set(again.broken) == {CHANNEL, CHANNEL + 1}
    with pytest.raises(TableError) as err:
        await again.open_table(GUILD, CHANNEL, BOB, "Bob", TableOptions())
    assert err.value.code == "corrupt" and err.value.params["table"] == bad_json.id
    assert await again.close_broken(CHANNEL) == bad_json.id
    fresh = await again.open_table(GUILD, CHANNEL, BOB, "Bob", TableOptions())
    assert fresh.status == "lobby"
    await again.stop()
    await storage.close()


async def _started_table_in(svc: TableService, channel: int) -> Table:
    table = await svc.open_table(GUILD, channel, ALICE, "Alice", TableOptions())
    await svc.join(table.id, BOB, "Bob")
    await svc.start_game(table.id, ALICE)
    return table


async def test_listeners_hear_only_committed_changes(service: TableService, db: str) -> None:
    heard: list[tuple[str, int, int]] = []

    def listener(table: Table, change: Change, origin: Origin) -> None:
        with sqlite3.connect(db) as conn:  # what another process would read now
            moves = conn.execute("SELECT COUNT(*) FROM moves WHERE table_id=?",
                                 (table.id,)).fetchone()[0]
            rev = conn.execute("SELECT rev FROM tables WHERE id=?", (table.id,)).fetchone()[0]
        heard.append((change.kind, moves - table.version, rev - change.rev))

    service.subscribe(listener)
    table = await _started_table(service)
    await _play_some(service, table, 4, random.Random(6))
    kinds = [k for k, _, _ in heard]
    assert kinds == ["opened", "joined", "joined", "started", "moved", "moved", "moved", "moved"]
    assert all(lag == 0 and rev == 0 for _, lag, rev in heard), \
        "a listener saw a change not yet in the database"


async def test_host_leaving_the_lobby_closes_it(service: TableService) -> None:
    table = await service.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions())
    await service.join(table.id, BOB, "Bob")
    await service.leave_lobby(table.id, BOB)
    assert [s["user_id"] for s in table.seats] == [ALICE]
    await service.leave_lobby(table.id, ALICE)
    assert table.status == "cancelled" and service.in_channel(CHANNEL) is None


async def test_readers_see_a_move_only_once_it_is_durable(service: TableService) -> None:
    table = await _started_table(service)
    seat, user = _mover(table)
    assert table.game is not None
    before = table.game.state_dict()
    card = table.game.seat_view(seat).hand[0]
    press = asyncio.create_task(service.play(table.id, user, f"place {card} 1", 0))
    for _ in range(3):  # the press has applied the move to a copy and awaits the commit
        await asyncio.sleep(0)
        assert table.version == 0 and table.game.state_dict() == before
    await press
    assert table.version == 1 and table.game.state_dict() != before
    assert await service.storage.load_moves(table.id) == [f"{seat}: place {card} 1"]


async def test_closed_tables_leave_memory_but_the_last_few_stay_findable(
        service: TableService, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("larry_core.tables.service.CLOSED_KEPT", 3)
    ids = []
    for i in range(5):
        table = await service.open_table(GUILD, CHANNEL + i, ALICE, "Alice", TableOptions())
        await service.cancel(table.id, ALICE)
        ids.append(table.id)
    assert not service.tables
    assert [service.find(t) is not None for t in ids] == [False, False, True, True, True]


class FlakyStorage(SQLiteStorage):
    """Real SQLite whose next commit fails, as a full disk or a lost database would."""

    fail_next = False

    async def commit(self, *args: Any, **kwargs: Any) -> None:
        if self.fail_next:
            self.fail_next = False
            raise sqlite3.OperationalError("disk I/O error")
        await super().commit(*args, **kwargs)


@pytest.fixture
async def flaky(db: str) -> AsyncIterator[TableService]:
    async with running(FlakyStorage(db), time_scale=0.01) as svc:
        yield svc


async def test_failed_start_leaves_the_lobby_as_it_was(flaky: TableService) -> None:
    table = await flaky.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions())
    await flaky.join(table.id, BOB, "Bob")
    record = (table.status, list(table.seats), table.record.deadline, table.rev)
    timer = dict(flaky.deadlines.latest)
    assert isinstance(flaky.storage, FlakyStorage)
    flaky.storage.fail_next = True
    with pytest.raises(sqlite3.OperationalError):
        await flaky.start_game(table.id, ALICE)
    assert (table.status, table.seats, table.record.deadline, table.rev) == record
    assert table.game is None and table.ai is None
    assert flaky.deadlines.latest == timer  # the lobby's deadline, not a turn's
    await flaky.start_game(table.id, ALICE)  # and it still starts
    assert table.status == "playing"


async def test_failed_move_keeps_the_missed_turn_count(flaky: TableService) -> None:
    table = await flaky.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions())
    await flaky.join(table.id, BOB, "Bob")
    await flaky.start_game(table.id, ALICE)
    seat, user = _mover(table)
    # a committed timeout for this seat (as the dispatcher would do it)
    async with table.lock:
        table.record.meta["timeouts"] = {str(seat): 2}
    assert table.game is not None
    state, meta = table.game.state_dict(), dict(table.record.meta)
    move = format_body(random_move(table.game, seat, random.Random(7)))
    assert isinstance(flaky.storage, FlakyStorage)
    flaky.storage.fail_next = True
    with pytest.raises(sqlite3.OperationalError):
        await flaky.play(table.id, user, move, table.version)
    assert table.record.meta == meta == {"timeouts": {str(seat): 2}}
    assert table.game.state_dict() == state and table.version == 0
    await flaky.play(table.id, user, move, table.version)
    assert table.version == 1 and str(seat) not in table.record.meta["timeouts"]


async def test_unannounced_changes_survive_a_restart(db: str) -> None:
    storage = SQLiteStorage(db)
    await storage.open()
    svc = TableService(storage, outbox=True)
    await svc.start()
    table = await _started_table(svc)
    await _play_some(svc, table, 3, random.Random(8))
    assert [c.kind for c in table.unannounced()] == ["opened", "joined", "joined", "started",
                                                     "moved", "moved", "moved"]
    moved = [c.events for c in table.unannounced()[4:]]
    await svc.mark_announced(table, 3, {"turn": 123})  # shown up to the start (rev 3)
    await svc.stop()
    await storage.close()

    storage = SQLiteStorage(db)
    await storage.open()
    again = TableService(storage, outbox=True)
    await again.start()
    restored = again.get(table.id)
    assert restored.announced == 3 and restored.outbox == {"turn": 123}
    pending = restored.unannounced()
    assert [(c.kind, c.version) for c in pending] == [("moved", 1), ("moved", 2), ("moved", 3)]
    assert [c.events for c in pending] == moved
    assert all("to" not in e for c in pending for e in c.events)  # nothing private stored
    await again.mark_announced(restored, restored.rev, {"turn": 456})
    assert restored.unannounced() == []
    await again.stop()
    await storage.close()
