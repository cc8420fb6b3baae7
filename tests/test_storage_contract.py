"""The storage contract, run against both backends: SQLite on a temporary file, PostgreSQL on
the local server (a fresh schema per test, dropped afterwards).

PostgreSQL is found at `LARRY_TEST_POSTGRES` (default postgresql://postgres@127.0.0.1:5432/test).
When it cannot be reached, the PostgreSQL half is skipped with the reason (pytest prints skip
reasons: `-rs` in pyproject's addopts); with `LARRY_REQUIRE_POSTGRES=1` it fails instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import secrets
import socket
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from larry_core.moves import format_body
from larry_core.pg_storage import PostgresStorage
from larry_core.schema import LATEST
from larry_core.service import TableService
from larry_core.simulate import random_move
from larry_core.sqlite_storage import SQLiteStorage
from larry_core.storage import ChannelBusy, PlayerResult, StaleWrite, TableRecord
from larry_core.storage_select import (
    BotStorage,
    check_postgres,
    open_storage,
    redact_url,
)
from larry_core.table import TableOptions

ROOT = Path(__file__).resolve().parents[1]
PG_URL = os.environ.get("LARRY_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
GUILD, CHANNEL = 1, 10
# Discord snowflakes need 64 bits (SQLite INTEGER, PostgreSQL BIGINT)
ALICE, BOB, CY = 2**62 + 100, 2**62 + 101, 2**62 + 102
# the logical schema both backends must reach at version LATEST (table -> its columns)
SCHEMA = {
    "tables": {"id", "guild_id", "channel_id", "host_id", "status", "options", "seats", "seed",
               "created_at", "updated_at", "deadline", "message_id", "meta", "rev"},
    "moves": {"table_id", "idx", "move", "at"},
    "results": {"table_id", "guild_id", "finished_at", "standings", "game", "rated"},
    "players": {"guild_id", "game", "user_id", "name", "games", "wins", "points", "ai", "mu",
                "sigma"},
    "rating_history": {"guild_id", "game", "user_id", "table_id", "at", "mu", "sigma", "place"},
    "guild_settings": {"guild_id", "data", "updated_at"},
    "changes": {"table_id", "rev", "data", "at"},
    "outbox": {"table_id", "announced", "data"},
    "schema_version": {"version"},
}

_pg_problem: list[str | None] = []


def postgres_problem() -> str | None:
    """Why the PostgreSQL half cannot run here (None if it can); asked once per session."""
    if not _pg_problem:
        async def probe() -> None:
            conn = await asyncpg.connect(PG_URL, timeout=5)
            await conn.close()

        try:  # on a thread of its own: the caller may be inside an event loop
            with ThreadPoolExecutor(1) as pool:
                pool.submit(asyncio.run, probe()).result()
            _pg_problem.append(None)
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            _pg_problem.append(f"{type(exc).__name__}: {exc}")
    return _pg_problem[0]


def need_postgres() -> None:
    problem = postgres_problem()
    if problem is not None:
        message = f"no PostgreSQL reachable at {PG_URL} ({problem})"
        if os.environ.get("LARRY_REQUIRE_POSTGRES") == "1":
            pytest.fail(message)
        pytest.skip(message)


@dataclass
class Backend:
    """One database for one test: `url` for open_storage, `execute` for raw SQL (to corrupt
    a row or look under the storage), in the backend's own dialect."""

    name: str
    url: str
    execute: Callable[[str], Awaitable[list[tuple[Any, ...]]]]

    def storage(self) -> BotStorage:
        return open_storage(self.url)


@contextlib.asynccontextmanager
async def opened(backend: Backend) -> AsyncIterator[BotStorage]:
    storage = backend.storage()
    await storage.open()
    try:
        yield storage
    finally:
        await storage.close()


@contextlib.asynccontextmanager
async def postgres_schema() -> AsyncIterator[str]:
    """A fresh schema on the test server; the URL whose connections use it."""
    schema = f"t_{secrets.token_hex(6)}"
    admin = await asyncpg.connect(PG_URL)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
        sep = "&" if "?" in PG_URL else "?"
        yield f"{PG_URL}{sep}search_path={schema}"
    finally:
        await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await admin.close()


@pytest.fixture(params=["sqlite", "postgresql"])
async def backend(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Backend]:
    if request.param == "sqlite":
        path = str(tmp_path / "larry.sqlite3")

        async def run_sqlite(sql: str) -> list[tuple[Any, ...]]:
            with contextlib.closing(sqlite3.connect(path)) as conn, conn:
                return [tuple(r) for r in conn.execute(sql).fetchall()]

        yield Backend("sqlite", path, run_sqlite)
        return
    need_postgres()
    async with postgres_schema() as url:
        async def run_pg(sql: str) -> list[tuple[Any, ...]]:
            conn = await asyncpg.connect(url)
            try:
                return [tuple(r) for r in await conn.fetch(sql)]
            finally:
                await conn.close()

        yield Backend("postgresql", url, run_pg)


def record(channel: int = CHANNEL, *, status: str = "lobby", rev: int = 0) -> TableRecord:
    return TableRecord(id=0, guild_id=GUILD, channel_id=channel, host_id=ALICE, status=status,
                       options={"turn_seconds": 60}, seats=[{"user_id": ALICE, "name": "Alice",
                                                             "ai": None}],
                       seed=2**62 + 7, created_at=1_700_000_000.25, deadline=1_700_000_060.5,
                       meta={"note": "é"}, rev=rev)


def change(rev: int, kind: str = "moved") -> dict[str, Any]:
    return {"rev": rev, "kind": kind}


async def new_table(storage: BotStorage, channel: int = CHANNEL) -> TableRecord:
    rec = record(channel)
    rec.id = await storage.create_table(rec, change(0, "opened"))
    return rec


def step(rec: TableRecord, **fields: Any) -> TableRecord:
    """The record at its next rev (as the service builds it on a copy)."""
    return replace(rec, rev=rec.rev + 1, **fields)


# ------------------------------------------------------------------- schema
async def test_both_backends_reach_the_same_schema_version_and_columns(
        backend: Backend) -> None:
    async with opened(backend):
        pass
    async with opened(backend):  # a second open finds nothing to migrate
        pass
    assert await backend.execute("SELECT version FROM schema_version ORDER BY version") == [
        (v,) for v in range(1, LATEST + 1)]
    columns: dict[str, set[str]] = {}
    if backend.name == "sqlite":
        for table in SCHEMA:
            columns[table] = {r[1] for r in await backend.execute(f"PRAGMA table_info({table})")}
    else:
        for table, column in await backend.execute(
                "SELECT table_name, column_name FROM information_schema.columns"
                " WHERE table_schema = current_schema()"):
            columns.setdefault(table, set()).add(column)
    assert columns == SCHEMA


# ---------------------------------------------------------- create / commit
async def test_create_and_commit_round_trip(backend: Backend) -> None:
    async with opened(backend) as storage:
        rec = await new_table(storage)
        assert rec.id > 0
        playing = step(rec, status="playing", seats=[*rec.seats, {"user_id": BOB, "name": "Bob",
                                                                  "ai": "random"}])
        await storage.commit(playing, change(1, "started"))
        moved = step(playing, deadline=None, meta={"missed": {"0": 1}})
        await storage.commit(moved, change(2), move=(0, "0: place 3 5"))
        assert await storage.load_table(rec.id) == moved
        assert await storage.load_moves(rec.id) == ["0: place 3 5"]
        assert await storage.load_changes(rec.id) == [change(0, "opened"), change(1, "started"),
                                                      change(2)]
    async with opened(backend) as storage:  # durable across a reopen
        assert await storage.load_table(rec.id) == moved
        assert await storage.load_table(rec.id + 1000) is None


async def test_a_stale_rev_is_refused_and_writes_nothing(backend: Backend) -> None:
    async with opened(backend) as storage:
        rec = await new_table(storage)
        first = step(rec, status="playing")
        await storage.commit(first, change(1))
        with pytest.raises(StaleWrite):  # a second writer from rev 0
            await storage.commit(step(rec, status="cancelled"), change(1), move=(0, "0: doubt"))
        with pytest.raises(StaleWrite):  # a rev from the future
            await storage.commit(step(step(first)), change(3))
        assert await storage.load_table(rec.id) == first
        assert await storage.load_moves(rec.id) == []  # the move went with the refused rev
        assert [c["rev"] for c in await storage.load_changes(rec.id)] == [0, 1]


async def test_a_taken_move_index_is_refused_and_writes_nothing(backend: Backend) -> None:
    async with opened(backend) as storage:
        rec = step(await new_table(storage), status="playing")
        await storage.commit(rec, change(1), move=(0, "0: place 3 5"))
        with pytest.raises(StaleWrite):  # right rev, but move 0 is already in the log
            await storage.commit(step(rec, deadline=None), change(2), move=(0, "1: doubt"))
        assert await storage.load_table(rec.id) == rec
        assert await storage.load_moves(rec.id) == ["0: place 3 5"]
        assert len(await storage.load_changes(rec.id)) == 2


async def test_one_open_table_per_channel(backend: Backend) -> None:
    async with opened(backend) as storage:
        rec = await new_table(storage)
        with pytest.raises(ChannelBusy):
            await new_table(storage)
        other = await new_table(storage, CHANNEL + 1)  # another channel is free
        assert other.id != rec.id
        await storage.commit(step(rec, status="finished"), change(1))
        again = await new_table(storage)  # a finished table frees its channel
        assert again.id not in (rec.id, other.id)


# ------------------------------------------------------ results / leaderboard
def results(scores: dict[int, int], winner: int) -> list[PlayerResult]:
    return [PlayerResult(u, f"user {u % 1000}", s, u == winner) for u, s in scores.items()]


async def test_the_last_move_and_the_leaderboard_rows_are_one_transaction(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        rec = step(await new_table(storage), status="playing")
        await storage.commit(rec, change(1))
        done = step(rec, status="finished", deadline=None)
        board = results({ALICE: 12, BOB: 3}, ALICE)
        with pytest.raises(StaleWrite):  # a stale last move leaves no leaderboard rows
            await storage.commit(step(done), change(3), move=(0, "0: doubt"), results=board)
        assert await storage.leaderboard_size(GUILD) == 0
        # the results row is already there: the last move's transaction fails at its very
        # end, and its move, record, change and players rows must all go with it
        await backend.execute(
            f"INSERT INTO results (table_id, guild_id, finished_at, standings)"
            f" VALUES ({rec.id}, {GUILD}, 0, '[]')")
        with pytest.raises(Exception) as err:
            await storage.commit(done, change(2), move=(0, "0: doubt"), results=board)
        assert not isinstance(err.value, StaleWrite)
        assert await storage.load_table(rec.id) == rec
        assert await storage.load_moves(rec.id) == []
        assert len(await storage.load_changes(rec.id)) == 2
        assert await storage.leaderboard_size(GUILD) == 0
        await backend.execute(f"DELETE FROM results WHERE table_id = {rec.id}")
        await storage.commit(done, change(2), move=(0, "0: doubt"), results=board)
        rows = await storage.leaderboard(GUILD, 0, 10)
        assert [(r.rank, r.user_id, r.games, r.wins, r.points) for r in rows] == [
            (1, ALICE, 1, 1, 12), (2, BOB, 1, 0, 3)]
        assert await backend.execute(
            f"SELECT table_id, guild_id FROM results WHERE table_id = {rec.id}") == [
            (rec.id, GUILD)]


async def test_leaderboard_order_and_player_stats_ranks(backend: Backend) -> None:
    games = [({ALICE: 10, BOB: 20, CY: 5}, BOB), ({ALICE: 30, BOB: 1}, ALICE),
             ({ALICE: 2, CY: 40}, CY), ({BOB: 7, CY: 7}, BOB)]
    async with opened(backend) as storage:
        for i, (scores, winner) in enumerate(games):
            rec = step(await new_table(storage, CHANNEL + i), status="finished")
            await storage.commit(rec, change(1), results=results(scores, winner))
        other = replace(record(99), guild_id=GUILD + 1)  # another server's game
        other.id = await storage.create_table(other, change(0, "opened"))
        await storage.commit(step(other, status="finished"), change(1),
                             results=results({ALICE: 99}, ALICE))
        rows = await storage.leaderboard(GUILD, 0, 10)
        # wins desc, points desc, games asc: Bob 2 wins 28, Cy 1 win 52, Alice 1 win 42
        assert [(r.user_id, r.wins, r.points, r.games) for r in rows] == [
            (BOB, 2, 28, 3), (CY, 1, 52, 3), (ALICE, 1, 42, 3)]
        assert [r.rank for r in rows] == [1, 2, 3]
        assert await storage.leaderboard_size(GUILD) == 3
        page = await storage.leaderboard(GUILD, 1, 1)
        assert [(r.rank, r.user_id) for r in page] == [(2, CY)]
        for row in rows:
            assert await storage.player_stats(GUILD, row.user_id) == row
        assert rows[0].win_rate == pytest.approx(2 / 3)
        assert await storage.player_stats(GUILD, 12345) is None
        elsewhere = await storage.player_stats(GUILD + 1, ALICE)
        assert elsewhere is not None and (elsewhere.rank, elsewhere.points) == (1, 99)
        assert await storage.player_stats(GUILD + 1, BOB) is None
        assert await storage.leaderboard_size(GUILD + 1) == 1


# ----------------------------------------------------------- outbox / start-up
async def test_mark_announced_keeps_the_highest_rev_and_the_latest_data(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        rec = await new_table(storage)
        for _ in range(3):
            rec = step(rec)
            await storage.commit(rec, change(rec.rev))
        await storage.mark_announced(rec.id, 2, {"turn": 2**62 + 1})
        await storage.mark_announced(rec.id, 1, {"turn": 2**62 + 2})  # late: rev stays 2
        [stored] = await storage.load_open()
        assert stored.announced == 2 and stored.outbox == {"turn": 2**62 + 2}
        assert [c["rev"] for c in stored.changes] == [3]


async def test_load_open_brings_records_moves_unannounced_changes_and_outbox(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        lobby = await new_table(storage)  # never announced: every change is pending
        playing = step(await new_table(storage, CHANNEL + 1), status="playing")
        await storage.commit(playing, change(1, "started"))
        await storage.mark_announced(playing.id, 1, {"turn": 5})
        for i, text in enumerate(["0: place 3 5", "1: doubt"]):
            playing = step(playing)
            await storage.commit(playing, change(playing.rev), move=(i, text))
        finished = step(await new_table(storage, CHANNEL + 2), status="finished")
        await storage.commit(finished, change(1))
    async with opened(backend) as storage:
        stored = {s.record.id: s for s in await storage.load_open()}
        assert set(stored) == {lobby.id, playing.id}
        assert stored[lobby.id].record == lobby
        assert (stored[lobby.id].announced, stored[lobby.id].moves,
                stored[lobby.id].changes, stored[lobby.id].outbox) == (
            -1, [], [change(0, "opened")], {})
        assert stored[playing.id].record == playing
        assert stored[playing.id].moves == ["0: place 3 5", "1: doubt"]
        assert (stored[playing.id].announced, stored[playing.id].outbox) == (1, {"turn": 5})
        assert stored[playing.id].changes == [change(2), change(3)]


async def test_a_corrupt_row_is_reported_and_can_be_closed(backend: Backend) -> None:
    async with opened(backend) as storage:
        bad = await new_table(storage)
        good = await new_table(storage, CHANNEL + 1)
    await backend.execute(f"UPDATE tables SET seats = '{{not json' WHERE id = {bad.id}")
    async with opened(backend) as storage:
        stored = {s.record.id: s for s in await storage.load_open()}
        assert stored[bad.id].record.status == "corrupt"
        assert stored[bad.id].record.channel_id == CHANNEL
        assert stored[good.id].record == good
        await storage.set_status(bad.id, "cancelled")
        assert [s.record.id for s in await storage.load_open()] == [good.id]
        assert await new_table(storage)  # the channel is free again


# ----------------------------------------------------------------- group commit
async def test_concurrent_writes_share_transactions_and_a_stale_one_spoils_nothing(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        recs = [step(await new_table(storage, CHANNEL + i), status="playing")
                for i in range(40)]
        counters: Any = storage  # both backends count their transactions and writes
        commits, writes = counters.commits, counters.writes
        stale = step(step(recs[7]))  # skips a rev: its move 1 must not stay behind
        taken = step(recs[8])  # takes move 0 again: an SQL error inside the transaction
        outcomes = await asyncio.gather(
            *(storage.commit(r, change(1), move=(0, "0: doubt")) for r in recs),
            storage.commit(stale, change(3), move=(1, "1: doubt")),
            storage.commit(taken, change(2), move=(0, "1: doubt")), return_exceptions=True)
        assert outcomes[:-2] == [None] * len(recs)
        assert isinstance(outcomes[-2], StaleWrite) and isinstance(outcomes[-1], StaleWrite)
        assert counters.writes - writes == len(recs) + 2
        assert counters.commits - commits < len(recs) // 2, \
            "concurrent writes should be group-committed"
        for r in recs:
            assert await storage.load_moves(r.id) == ["0: doubt"]
            assert await storage.load_table(r.id) == r


# ----------------------------------------------------------- a whole game
async def play_to_the_end(svc: TableService, seed: int, stop_after: int | None = None) -> int:
    rng = random.Random(seed)
    table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions(), seed=seed)
    await svc.join(table.id, BOB, "Bob")
    await svc.join(table.id, CY, "Cy")
    await svc.start_game(table.id, ALICE)
    played = 0
    while table.status == "playing" and (stop_after is None or played < stop_after):
        assert table.game is not None and table.game.to_move is not None
        seat = table.game.to_move
        move = random_move(table.game, seat, rng)
        await svc.play(table.id, table.seats[seat]["user_id"], format_body(move), table.version)
        played += 1
    return table.id


async def test_a_whole_game_through_the_table_service(backend: Backend) -> None:
    async with opened(backend) as storage:
        svc = TableService(storage, outbox=True)
        await svc.start()
        table_id = await play_to_the_end(svc, seed=11, stop_after=15)
        table = svc.get(table_id)
        assert table.game is not None
        state, version = table.game.state_dict(), table.version
        await svc.stop()
    async with opened(backend) as storage:  # a restart mid-game rebuilds it exactly
        svc = TableService(storage, outbox=True)
        await svc.start()
        table = svc.get(table_id)
        assert table.game is not None and table.game.state_dict() == state
        assert table.version == version
        assert [c.rev for c in table.pending] == list(range(table.rev + 1))
        rng = random.Random(12)
        while table.status == "playing":
            seat = table.game.to_move
            assert seat is not None
            await svc.play(table_id, table.seats[seat]["user_id"],
                           format_body(random_move(table.game, seat, rng)), table.version)
        await svc.stop()
        assert table.status == "finished"
        assert len(await storage.load_moves(table_id)) == table.version
        assert len(await storage.load_changes(table_id)) == table.rev + 1
        board = await storage.leaderboard(GUILD, 0, 10)
        assert {r.user_id for r in board} == {ALICE, BOB, CY}
        winners = {table.seats[s]["user_id"] for s in table.game.winners or ()}
        assert {r.user_id for r in board if r.wins} == winners
        assert sum(r.points for r in board) == sum(table.game.scores)
        assert await storage.load_open() == []


# ------------------------------------------------------ selection and start-up check
def test_open_storage_picks_the_backend_from_the_url(tmp_path: Path) -> None:
    assert isinstance(open_storage(str(tmp_path / "x.db")), SQLiteStorage)
    assert isinstance(open_storage("larry.sqlite3"), SQLiteStorage)
    for url in ("postgresql://u@h/db", "postgres://u:p@h:5433/db"):
        assert isinstance(open_storage(url), PostgresStorage)


def test_redact_url_hides_only_the_password() -> None:
    assert redact_url("postgresql://bot:s3cret@db.example:5433/larry?sslmode=require") == \
        "postgresql://bot:***@db.example:5433/larry?sslmode=require"
    assert redact_url("postgresql://bot@db/larry") == "postgresql://bot@db/larry"


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_check_postgres_says_what_is_wrong_in_one_sentence() -> None:
    port = closed_port()
    problem = check_postgres(f"postgresql://postgres@127.0.0.1:{port}/test", timeout=5)
    assert problem is not None and problem.startswith("cannot reach the PostgreSQL server")
    need_postgres()
    base = PG_URL.split("?")[0].rsplit("/", 1)[0]
    problem = check_postgres(f"postgresql://no_such_role_larry@{base.split('@')[-1]}/test")
    assert problem is not None and "refused the login" in problem, problem
    problem = check_postgres(f"{base}/no_such_database_larry")
    assert problem is not None and "does not exist" in problem, problem


async def test_check_postgres_migrates_a_fresh_schema() -> None:
    need_postgres()
    async with postgres_schema() as url:
        assert await asyncio.to_thread(check_postgres, url) is None
        conn = await asyncpg.connect(url)
        try:
            assert await conn.fetchval("SELECT MAX(version) FROM schema_version") == LATEST
        finally:
            await conn.close()


def test_larry_bot_with_an_unreachable_postgresql_is_one_line_and_exit_2(
        tmp_path: Path) -> None:
    url = f"postgresql://larry:hunter2@127.0.0.1:{closed_port()}/larry"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "LARRY_"))}
    env.update(DISCORD_TOKEN="MTA1MjM0NTY3ODkwMTIzNDU2Nw.GaBcDe.abcdefghijklmnopqrstuvwxyz0123"
                             "456789AB", LARRY_DB=url, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, timeout=60,
                          capture_output=True, text=True)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr and "hunter2" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        "larry-bot: LARRY_DB=postgresql://larry:***@127.0.0.1:"), proc.stderr
    assert "cannot reach the PostgreSQL server" in lines[0]


async def test_postgres_writer_reconnects_after_losing_its_connection() -> None:
    need_postgres()
    async with postgres_schema() as url:
        storage = PostgresStorage(url)
        await storage.open()
        try:
            rec = await new_table(storage)
            writer = storage._writer
            assert writer is not None
            admin = await asyncpg.connect(url)
            try:  # as a server restart would: the writer's session ends
                assert await admin.fetchval("SELECT pg_terminate_backend($1)",
                                            writer.get_server_pid())
            finally:
                await admin.close()
            nxt = step(rec, status="playing")
            with contextlib.suppress(Exception):  # the write in flight may fail: not shown
                await storage.commit(nxt, change(1))
            if (await storage.load_table(rec.id)) != nxt:
                await storage.commit(nxt, change(1))  # a retry goes through a new connection
            assert await storage.load_table(rec.id) == nxt
            assert storage._writer is not writer
        finally:
            await storage.close()
