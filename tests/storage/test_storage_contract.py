"""The storage contract, run against both backends: SQLite on a temporary file, PostgreSQL on
the local server (a fresh schema per test, dropped afterwards).

PostgreSQL is found at `LARRY_TEST_POSTGRES` (default postgresql://postgres@127.0.0.1:5432/test).
When it cannot be reached, the PostgreSQL half is skipped with the reason (pytest prints skip
reasons: `-rs` in pyproject's addopts); with `LARRY_REQUIRE_POSTGRES=1` it fails instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
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

from larry_core.games.kakerlake.rules import KpRules
from larry_core.games.larry.moves import format_body
from larry_core.games.larry.report import log_from_record, report
from larry_core.games.larry.review import review
from larry_core.games.larry.simulate import random_move
from larry_core.storage import postgres as pg_storage
from larry_core.storage.base import (
    UNRATED,
    ChannelBusy,
    GameNotFinished,
    PlayerResult,
    StaleWrite,
    StillSeated,
    TableRecord,
)
from larry_core.storage.postgres import PostgresStorage
from larry_core.storage.ratings import Placing, Rating, ai_user_id, rate_game
from larry_core.storage.schema import LATEST, MIGRATIONS
from larry_core.storage.select import (
    BotStorage,
    check_postgres,
    open_storage,
    redact_url,
)
from larry_core.storage.shards import SHARD_SHIFT, Shards, shard_of
from larry_core.storage.sqlite import SQLiteStorage
from larry_core.tables.service import TableService
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import TIMER, TableOptions

ROOT = Path(__file__).resolve().parents[2]
G = "larry"  # the game whose results these tables store (the boards are per game)
BASE_URL = os.environ.get("LARRY_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
# under pytest-xdist each worker has a database of its own (``test_gw0``, made on first use):
# the tests drop and make tables, and two workers must never share them
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
PG_URL = f"{BASE_URL.rsplit('/', 1)[0]}/{BASE_URL.rsplit('/', 1)[1].split('?')[0]}_{WORKER}" \
    if WORKER else BASE_URL
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
    "shard_leases": {"shard_count", "shard_id", "owner", "expires"},
    "dm_closed": {"user_id", "since"},
    "nights": {"id", "guild_id", "channel_id", "started_at", "last_at", "ended_at"},
    "night_games": {"table_id", "night_id", "game", "finished_at", "seats"},
    "night_seats": {"table_id", "user_id", "name", "ai", "place", "half_points"},
    "schema_version": {"version"},
}

_pg_problem: list[str | None] = []


def postgres_problem() -> str | None:
    """Why the PostgreSQL half cannot run here (None if it can); asked once per session."""
    if not _pg_problem:
        async def probe() -> None:
            if WORKER:  # this worker's own database, made once
                admin = await asyncpg.connect(BASE_URL, timeout=5)
                try:
                    name = PG_URL.rsplit("/", 1)[1]
                    if not await admin.fetchval(
                            "SELECT 1 FROM pg_database WHERE datname = $1", name):
                        await admin.execute(f'CREATE DATABASE "{name}"')
                finally:
                    await admin.close()
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
            await storage.commit(step(done), change(3), move=(0, "0: doubt"), results=board, game=G)
        assert await storage.leaderboard_size(GUILD, game=G) == 0
        # the results row is already there: the last move's transaction fails at its very
        # end, and its move, record, change and players rows must all go with it
        await backend.execute(
            f"INSERT INTO results (table_id, guild_id, finished_at, standings)"
            f" VALUES ({rec.id}, {GUILD}, 0, '[]')")
        with pytest.raises(Exception) as err:
            await storage.commit(done, change(2), move=(0, "0: doubt"), results=board, game=G)
        assert not isinstance(err.value, StaleWrite)
        assert await storage.load_table(rec.id) == rec
        assert await storage.load_moves(rec.id) == []
        assert len(await storage.load_changes(rec.id)) == 2
        assert await storage.leaderboard_size(GUILD, game=G) == 0
        await backend.execute(f"DELETE FROM results WHERE table_id = {rec.id}")
        await storage.commit(done, change(2), move=(0, "0: doubt"), results=board, game=G)
        rows = await storage.leaderboard(GUILD, 0, 10, game=G)
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
            await storage.commit(rec, change(1), results=results(scores, winner), game=G)
        other = replace(record(99), guild_id=GUILD + 1)  # another server's game
        other.id = await storage.create_table(other, change(0, "opened"))
        await storage.commit(step(other, status="finished"), change(1),
                             results=results({ALICE: 99}, ALICE), game=G)
        rows = await storage.leaderboard(GUILD, 0, 10, game=G)
        # wins desc, points desc, games asc: Bob 2 wins 28, Cy 1 win 52, Alice 1 win 42
        assert [(r.user_id, r.wins, r.points, r.games) for r in rows] == [
            (BOB, 2, 28, 3), (CY, 1, 52, 3), (ALICE, 1, 42, 3)]
        assert [r.rank for r in rows] == [1, 2, 3]
        assert await storage.leaderboard_size(GUILD, game=G) == 3
        page = await storage.leaderboard(GUILD, 1, 1, game=G)
        assert [(r.rank, r.user_id) for r in page] == [(2, CY)]
        for row in rows:
            assert await storage.player_stats(GUILD, row.user_id, game=G) == row
        assert rows[0].win_rate == pytest.approx(2 / 3)
        assert await storage.player_stats(GUILD, 12345, game=G) is None
        elsewhere = await storage.player_stats(GUILD + 1, ALICE, game=G)
        assert elsewhere is not None and (elsewhere.rank, elsewhere.points) == (1, 99)
        assert await storage.player_stats(GUILD + 1, BOB, game=G) is None
        assert await storage.leaderboard_size(GUILD + 1, game=G) == 1


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


async def test_closed_tables_are_loaded_only_while_a_change_is_unannounced(
        backend: Backend) -> None:
    """A start announces what a crash kept from the channel: the finished or cancelled
    tables with a change after their announced one (every change of each), of our shards."""
    other = GUILD + (1 << SHARD_SHIFT)  # the next shard's guild
    mine = Shards(frozenset({shard_of(GUILD, 2)}), 2)
    async with opened(backend) as storage:
        finished = step(await new_table(storage), status="playing")
        await storage.commit(finished, change(1, "started"))
        await storage.mark_announced(finished.id, 1, {"table": 7})
        finished = step(finished, status="finished")
        await storage.commit(finished, change(2), move=(0, "0: fold"))
        shown = step(await new_table(storage, CHANNEL + 1), status="cancelled")
        await storage.commit(shown, change(1, "cancelled"))
        await storage.mark_announced(shown.id, 1, {})
        never = step(await new_table(storage, CHANNEL + 2), status="cancelled")
        await storage.commit(never, change(1, "cancelled"))  # no outbox row at all
        theirs = replace(record(CHANNEL + 3), guild_id=other)
        theirs.id = await storage.create_table(theirs, change(0, "opened"))
        theirs = step(theirs, status="cancelled")
        await storage.commit(theirs, change(1, "cancelled"))
        await new_table(storage, CHANNEL + 4)  # open: load_open's
        broken = await new_table(storage, CHANNEL + 5)
        await storage.mark_announced(broken.id, 0, {})
        await storage.set_status(broken.id, "cancelled")  # rev moves on, no change: shown
    async with opened(backend) as storage:
        stored = {s.record.id: s for s in await storage.load_unannounced_closed()}
        assert set(stored) == {finished.id, never.id, theirs.id}
        assert stored[finished.id].record == finished
        assert (stored[finished.id].moves, stored[finished.id].announced,
                stored[finished.id].outbox) == (["0: fold"], 1, {"table": 7})
        assert stored[finished.id].changes == [change(0, "opened"), change(1, "started"),
                                               change(2)]
        assert (stored[never.id].announced, stored[never.id].changes) == (
            -1, [change(0, "opened"), change(1, "cancelled")])
        assert [s.record.id for s in await storage.load_unannounced_closed(mine)] == [
            finished.id, never.id]
        await storage.mark_announced(finished.id, 2, {"table": 7})
        await storage.mark_announced(never.id, 1, {})
        assert [s.record.id for s in await storage.load_unannounced_closed()] == [theirs.id]


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
        board = await storage.leaderboard(GUILD, 0, 10, game=G)
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



async def test_postgres_writes_a_batch_of_rows_in_one_statement_and_names_the_stale() -> None:
    """`_write_rows`: commits and outbox rows of different tables in one statement; a commit
    whose table moved on is refused alone; rows it cannot take leave nothing behind."""
    need_postgres()
    async with postgres_schema() as url:
        storage = PostgresStorage(url)
        await storage.open()
        try:
            recs = [step(await new_table(storage, CHANNEL + i), status="playing")
                    for i in range(4)]
            rows: list[Any] = [
                pg_storage._CommitRow(recs[0], json.dumps(change(1)), 5.0, (0, "0: doubt")),
                pg_storage._OutboxRow(recs[1].id, 0, json.dumps({"turn": 2**62 + 1})),
                pg_storage._CommitRow(step(recs[2]), json.dumps(change(2)), 5.0, (0, "0: x")),
                pg_storage._CommitRow(recs[3], json.dumps(change(1)), 5.0, None)]
            conn = await asyncpg.connect(url)
            try:
                outcomes = await pg_storage._write_rows(conn, rows)
                assert outcomes is not None
                assert [ok for ok, _ in outcomes] == [True, True, False, True]
                assert isinstance(outcomes[2][1], StaleWrite)
                assert "is not at change 1" in str(outcomes[2][1])
                # two rows for one table, or a move index taken: not taken, nothing written
                again = [pg_storage._CommitRow(step(recs[3]), json.dumps(change(2)), 6.0, None),
                         pg_storage._CommitRow(step(step(recs[3])), json.dumps(change(3)),
                                               6.0, None)]
                assert await pg_storage._write_rows(conn, again) is None
                taken = [pg_storage._CommitRow(step(recs[0]), json.dumps(change(2)), 6.0,
                                               (0, "1: doubt")),
                         pg_storage._OutboxRow(recs[0].id, 1, json.dumps({"turn": 2}))]
                assert await pg_storage._write_rows(conn, taken) is None
            finally:
                await conn.close()
            assert await storage.load_table(recs[0].id) == recs[0]
            assert await storage.load_moves(recs[0].id) == ["0: doubt"]
            assert await storage.load_changes(recs[2].id) == [change(0, "opened")]
            assert await storage.load_moves(recs[2].id) == []
            assert await storage.load_table(recs[3].id) == recs[3]
            opened_now = {s.record.id: s for s in await storage.load_open()}
            assert opened_now[recs[1].id].outbox == {"turn": 2**62 + 1}
            assert opened_now[recs[0].id].announced == -1  # the refused statement's outbox row
            # through the writer: the same batch shape, and the taken move isolated
            outcomes = await asyncio.gather(
                storage.commit(step(recs[0]), change(2), move=(1, "1: doubt")),
                storage.commit(recs[1], change(1), move=(0, "0: doubt")),
                storage.commit(step(recs[3]), change(2), move=(5, "5: doubt")),
                storage.commit(recs[2], change(1), move=(0, "0: y")),
                storage.mark_announced(recs[1].id, 1, {"turn": 3}),
                return_exceptions=True)
            assert outcomes == [None] * 5
            taken_batch = await asyncio.gather(
                storage.commit(step(step(recs[0])), change(3), move=(0, "2: doubt")),
                storage.commit(step(recs[1]), change(2), move=(1, "1: doubt")),
                return_exceptions=True)
            assert isinstance(taken_batch[0], StaleWrite) and taken_batch[1] is None
            assert await storage.load_moves(recs[0].id) == ["0: doubt", "1: doubt"]
            assert await storage.load_moves(recs[1].id) == ["0: doubt", "1: doubt"]
        finally:
            await storage.close()

# ------------------------------------------------- after the game (issue 15)
def rated(scores: dict[int, int], winner: int) -> dict[int, tuple[Rating, int]]:
    """The ratings and places one game gives players who start at the default."""
    return rate_game({}, [Placing(u, s, u == winner) for u, s in scores.items()])


async def finish(storage: BotStorage, channel: int, scores: dict[int, int], winner: int,
                 *, guild: int = GUILD, game: str = "larry",
                 extra: tuple[PlayerResult, ...] = ()) -> TableRecord:
    rec = replace(record(channel), guild_id=guild)
    rec.id = await storage.create_table(rec, change(0, "opened"))
    done = step(rec, status="finished", deadline=None)
    await storage.commit(done, change(1), results=[*results(scores, winner), *extra],
                         game=game)
    return done


async def test_a_finished_game_rates_its_players_in_the_same_transaction(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        rec = step(await new_table(storage), status="playing")
        await storage.commit(rec, change(1))
        done = step(rec, status="finished", deadline=None)
        board = results({ALICE: 2, BOB: -3, CY: -1}, ALICE)
        with pytest.raises(StaleWrite):  # a stale last move: no rating, no history either
            await storage.commit(step(done), change(3), results=board, game=G)
        assert await storage.rating_board(GUILD, game=G) == []
        assert await storage.rating_history(GUILD, ALICE, game=G) == []
        await storage.commit(done, change(2), results=board, game=G)
        want = rated({ALICE: 2, BOB: -3, CY: -1}, ALICE)  # places 1, 3, 2
        rows = await storage.rating_board(GUILD, game=G)
        assert [r.user_id for r in rows] == [ALICE, CY, BOB]
        for r in rows:
            rating, place = want[r.user_id]
            assert (r.mu, r.sigma) == pytest.approx((rating.mu, rating.sigma), abs=1e-12)
            [point] = await storage.rating_history(GUILD, r.user_id, game=G)
            assert (point.table_id, point.place) == (rec.id, place)
            assert point.ordinal == pytest.approx(r.ordinal)
        assert rows[0].ordinal > 0 > rows[2].ordinal


async def test_a_game_played_with_hints_is_stored_finished_but_never_rated(
        backend: Backend) -> None:
    """Kniffel's coach (issue 53): `rated=False` stores the game (history, replay) with
    `results.rated` = UNRATED, and no leaderboard row, rating or history row; opening the
    database again (the backfill of unrated version-2 games) leaves it alone."""
    async with opened(backend) as storage:
        rec = step(await new_table(storage), status="playing")
        await storage.commit(rec, change(1))
        done = step(rec, status="finished", deadline=None)
        await storage.commit(done, change(2), results=results({ALICE: 250, BOB: 180}, ALICE),
                             game=G, rated=False)
        assert [g.table_id for g in await storage.recent_games(GUILD, game=G)] == [rec.id]
        assert await storage.load_finished(rec.id, GUILD) is not None
        assert await storage.rating_board(GUILD, game=G) == []
        assert await storage.leaderboard_size(GUILD, game=G) == 0
        assert await storage.player_stats(GUILD, ALICE, game=G) is None
    async with opened(backend) as storage:
        assert await storage.rating_board(GUILD, game=G) == []
    assert await backend.execute(
        f"SELECT rated FROM results WHERE table_id = {rec.id}") == [(UNRATED,)]
    assert await backend.execute("SELECT COUNT(*) FROM rating_history") == [(0,)]


async def test_the_rated_board_sorts_hides_ai_and_ranks_a_player(backend: Backend) -> None:
    bot = PlayerResult(ai_user_id("reasoned", "Larrybot Ada"), "Larrybot Ada", 2, True, 3,
                       "reasoned")
    async with opened(backend) as storage:
        await finish(storage, CHANNEL, {ALICE: 1, BOB: -4}, ALICE, extra=(bot,))
        await finish(storage, CHANNEL + 1, {ALICE: -2, BOB: 2, CY: -1}, BOB)
        await finish(storage, CHANNEL + 2, {BOB: 2, CY: 0}, BOB)
        await finish(storage, CHANNEL + 3, {ALICE: 9}, ALICE, guild=GUILD + 1)
        await finish(storage, CHANNEL + 4, {CY: 5, ALICE: 1}, CY, game="kakerlake")
        everyone = await storage.rating_board(GUILD, limit=50, game=G)
        assert len(everyone) == await storage.rating_board_size(GUILD, game=G) == 4
        ordinals = [r.ordinal for r in everyone]
        assert ordinals == sorted(ordinals, reverse=True)
        assert [r.rank for r in everyone] == [1, 2, 3, 4]
        [ai_row] = [r for r in everyone if r.ai is not None]
        assert (ai_row.ai, ai_row.name, ai_row.user_id) == ("reasoned", "Larrybot Ada",
                                                            bot.user_id)
        people = await storage.rating_board(GUILD, hide_ai=True, limit=50, game=G)
        assert [r.user_id for r in people] == [r.user_id for r in everyone if r.ai is None]
        assert await storage.rating_board_size(GUILD, hide_ai=True, game=G) == 3
        by_wins = await storage.rating_board(GUILD, sort="wins", hide_ai=True, game=G)
        assert [(r.user_id, r.wins) for r in by_wins] == [(BOB, 2), (ALICE, 1), (CY, 0)]
        by_games = await storage.rating_board(GUILD, sort="games", hide_ai=True, game=G)
        assert [r.games for r in by_games] == [3, 2, 2]  # Bob 3; Alice and Cy 2 each
        by_rate = await storage.rating_board(GUILD, sort="win_rate", hide_ai=True, game=G)
        assert by_rate[0].user_id == BOB and by_rate[0].win_rate == pytest.approx(2 / 3)
        assert by_rate[-1].win_rate == 0.0  # Cy won only at the other game
        page = await storage.rating_board(GUILD, hide_ai=True, offset=1, limit=1, game=G)
        assert [(r.rank, r.user_id) for r in page] == [(2, people[1].user_id)]
        with pytest.raises(ValueError, match="sort"):
            await storage.rating_board(GUILD, sort="name", game=G)
        for row in people:
            assert await storage.player_rating(GUILD, row.user_id, hide_ai=True, game=G) == row
        assert await storage.player_rating(GUILD, bot.user_id, hide_ai=True, game=G) is None
        assert await storage.player_rating(GUILD, 12345, game=G) is None
        # the old leaderboard lists people only, per game and server
        board = await storage.leaderboard(GUILD, 0, 10, game=G)
        assert {r.user_id for r in board} == {ALICE, BOB, CY}
        other = await storage.rating_board(GUILD, game="kakerlake")
        assert [(r.user_id, r.games) for r in other] == [(CY, 1), (ALICE, 1)]
        assert [r.user_id for r in await storage.rating_board(GUILD + 1, game=G)] == [ALICE]
        history = await storage.rating_history(GUILD, ALICE, game=G)
        assert [p.place for p in history] == [2, 3]  # behind the AI, then last of three
        assert [p.table_id for p in history] == sorted(p.table_id for p in history)
        assert len(await storage.rating_history(GUILD, ALICE, limit=1, game=G)) == 1


async def test_recent_games_and_a_finished_game_by_id(backend: Backend) -> None:
    async with opened(backend) as storage:
        first = await finish(storage, CHANNEL, {ALICE: 2, BOB: -1}, ALICE)
        second = await finish(storage, CHANNEL + 1, {BOB: 2, CY: -5}, BOB)
        await finish(storage, CHANNEL + 2, {CY: 2}, CY, guild=GUILD + 1)
        running = step(await new_table(storage, CHANNEL + 3), status="playing")
        await storage.commit(running, change(1), move=(0, "0: place 3 3"))
        cancelled = await new_table(storage, CHANNEL + 4)
        await storage.commit(step(cancelled, status="cancelled"), change(1))
        games = await storage.recent_games(GUILD, game=G)
        assert [g.table_id for g in games] == [second.id, first.id]  # newest first
        assert games[1].standings == [
            {"user_id": ALICE, "name": f"user {ALICE % 1000}", "score": 2, "won": True},
            {"user_id": BOB, "name": f"user {BOB % 1000}", "score": -1, "won": False}]
        assert await storage.recent_games_size(GUILD, game=G) == 2
        mine = await storage.recent_games(GUILD, user_id=ALICE, game=G)
        assert [g.table_id for g in mine] == [first.id]
        assert await storage.recent_games_size(GUILD, user_id=CY, game=G) == 1
        older = await storage.recent_games(GUILD, offset=1, game=G)
        assert [g.table_id for g in older] == [first.id]
        found = await storage.load_finished(first.id, GUILD)
        assert found is not None and found.record == first and found.moves == []
        assert found.summary == games[1]
        assert await storage.load_finished(first.id, GUILD + 1) is None  # another server's
        assert await storage.load_finished(cancelled.id) is None  # never finished
        assert await storage.load_finished(10**9) is None
        with pytest.raises(GameNotFinished):  # a running game cannot be revisited
            await storage.load_finished(running.id, GUILD)


async def test_guild_settings_are_kept_per_server(backend: Backend) -> None:
    async with opened(backend) as storage:
        assert await storage.guild_settings(GUILD) == {}
        mine = GuildSettings(language="fr", pictures=False, turn_seconds=45).updated(
            "larry", rounds=1, short_game=True, larry_call="catch")
        await storage.set_guild_settings(GUILD, mine.to_dict())
        await storage.set_guild_settings(GUILD, mine.updated("larry", rounds=2).to_dict())
    async with opened(backend) as storage:
        stored = GuildSettings.from_dict(await storage.guild_settings(GUILD))
        assert stored == mine.updated("larry", rounds=2)
        assert await storage.guild_settings(GUILD + 1) == {}


async def test_closed_dms_are_remembered_per_user_until_open_again_or_forgotten(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        assert await storage.dms_closed() == set()
        await storage.set_dms_closed(ALICE, True)
        await storage.set_dms_closed(ALICE, True)  # said twice: still one row
        await storage.set_dms_closed(BOB, True)
        await storage.set_dms_closed(CY, False)  # never closed: nothing to open
    async with opened(backend) as storage:  # kept across a restart
        assert await storage.dms_closed() == {ALICE, BOB}
        await storage.set_dms_closed(BOB, False)
        assert await storage.dms_closed() == {ALICE}
        await storage.forget_user(ALICE)  # forget-me takes this row too
        assert await storage.dms_closed() == set()
    assert await backend.execute("SELECT COUNT(*) FROM dm_closed") == [(0,)]


async def test_forget_me_removes_a_player_and_leaves_everyone_elses_results(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        svc = TableService(storage)
        await svc.start()
        table_id = await play_to_the_end(svc, seed=5)
        await svc.stop()
        other = await finish(storage, CHANNEL + 7, {BOB: 2, CY: 1}, BOB, guild=GUILD + 1)
        bob_before = await storage.rating_board(GUILD, game=G)
        history_before = {u: await storage.rating_history(GUILD, u, game=G) for u in (BOB, CY)}
        game_before = await storage.load_finished(table_id, GUILD)
        assert game_before is not None
        lobby = await new_table(storage, CHANNEL + 8)  # Alice hosts an open lobby
        with pytest.raises(StillSeated) as err:
            await storage.forget_user(ALICE)
        assert err.value.tables == [lobby.id]
        assert await storage.player_rating(GUILD, ALICE, game=G) is not None  # nothing changed
        await storage.commit(step(lobby, status="cancelled"), change(1))
        report = await storage.forget_user(ALICE)
        # her rows on one server; tables: the game, the lobby she closed, and the other
        # server's table (`record` seats and makes her host there too)
        assert (report.players, report.history, report.tables) == (1, 1, 3)
        assert await storage.player_rating(GUILD, ALICE, game=G) is None
        assert await storage.player_stats(GUILD, ALICE, game=G) is None
        assert await storage.rating_history(GUILD, ALICE, game=G) == []
        assert await storage.recent_games(GUILD, user_id=ALICE, game=G) == []
        after = await storage.rating_board(GUILD, game=G)
        assert after == [replace(r, rank=i + 1) for i, r in
                         enumerate(r for r in bob_before if r.user_id != ALICE)]
        for user, points in history_before.items():
            assert await storage.rating_history(GUILD, user, game=G) == points
        game = await storage.load_finished(table_id, GUILD)
        assert game is not None and game.moves == game_before.moves
        seat = next(i for i, s in enumerate(game_before.record.seats)
                    if s["user_id"] == ALICE)
        assert game.record.seats[seat] == {"user_id": None, "name": "", "ai": None,
                                           "forgotten": True}
        assert game.record.host_id == 0
        assert [s for i, s in enumerate(game.record.seats) if i != seat] == [
            s for i, s in enumerate(game_before.record.seats) if i != seat]
        anonymous = [r for r in game.summary.standings if r["user_id"] is None]
        kept = [r for r in game_before.summary.standings if r["user_id"] == ALICE]
        assert [(r["score"], r["won"], r["name"]) for r in anonymous] == [
            (r["score"], r["won"], None) for r in kept]
        assert sum(r["score"] for r in game.summary.standings) == sum(
            r["score"] for r in game_before.summary.standings)
        names = [c.get("params", {}).get("name") for c in await storage.load_changes(table_id)]
        assert "Alice" not in names and "Bob" in names
        walked = review(log_from_record(game.record, game.moves))  # still replays
        assert walked.scores == tuple(r["score"] for r in sorted(
            game.summary.standings, key=lambda r: r["seat"]))
        assert (await storage.load_finished(other.id)) is not None
        raw = await backend.execute("SELECT seats, standings FROM tables JOIN results"
                                    " ON results.table_id = tables.id")
        assert all(str(ALICE) not in seats + rows and "Alice" not in seats + rows
                   for seats, rows in raw)


V2_GAMES = [  # (table, finished_at, {user: score}, winner) in the order they finished
    (1, 100.0, {ALICE: 2, BOB: -3}, ALICE),
    (2, 200.0, {BOB: 2, CY: -1, ALICE: -4}, BOB),
    (3, 150.0, {CY: 2, ALICE: 0}, CY),  # finished before table 2
]


async def test_opening_a_version_2_database_rates_its_finished_games_once(
        backend: Backend) -> None:
    # a database as version 2 left it: finished games with results and player rows
    script = [m for m in MIGRATIONS if m.version <= 2]
    await backend.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    for m in script:
        if backend.name == "sqlite":
            for statement in m.sqlite.split(";"):
                if statement.strip():
                    await backend.execute(statement)
        else:  # a multi-statement script: not a prepared statement
            conn = await asyncpg.connect(backend.url)
            try:
                await conn.execute(m.postgres)
            finally:
                await conn.close()
        await backend.execute(f"INSERT INTO schema_version VALUES ({m.version})")
    totals: dict[int, list[int]] = {}
    for table_id, at, scores, winner in V2_GAMES:
        await backend.execute(
            "INSERT INTO tables (id, guild_id, channel_id, host_id, status, options, seats,"
            f" seed, created_at, updated_at) VALUES ({table_id}, {GUILD}, {table_id}, {ALICE},"
            " 'finished', '{}', '[]', 1, 0, 0)")
        standings = json.dumps([{"user_id": u, "name": f"user {u % 1000}", "score": s,
                                 "won": u == winner} for u, s in scores.items()])
        await backend.execute(f"INSERT INTO results VALUES ({table_id}, {GUILD}, {at},"
                              f" '{standings}')")
        for u, s in scores.items():
            t = totals.setdefault(u, [0, 0, 0])
            t[0], t[1], t[2] = t[0] + 1, t[1] + (u == winner), t[2] + s
    for u, (games, wins, points) in totals.items():
        await backend.execute(f"INSERT INTO players VALUES ({GUILD}, {u}, 'user {u % 1000}',"
                              f" {games}, {wins}, {points})")
    # expected: the games rated in the order they finished (1, 3, 2)
    want: dict[int, Rating] = {}
    places: dict[int, list[int]] = {}
    for _, _, scores, winner in sorted(V2_GAMES, key=lambda g: g[1]):
        new = rate_game(want, [Placing(u, s, u == winner) for u, s in scores.items()])
        for u, (rating, place) in new.items():
            want[u] = rating
            places.setdefault(u, []).append(place)
    async with opened(backend) as storage:
        rows = await storage.rating_board(GUILD, limit=10, game=G)
        got = {r.user_id: (r.mu, r.sigma, r.games, r.wins, r.points) for r in rows}
        assert got == {u: (pytest.approx(want[u].mu, abs=1e-12),
                           pytest.approx(want[u].sigma, abs=1e-12), *totals[u])
                       for u in totals}
        history = await storage.rating_history(GUILD, ALICE, game=G)
        assert [p.place for p in history] == places[ALICE]
        assert [p.table_id for p in await storage.rating_history(GUILD, ALICE, game=G)] == [1, 3, 2]
        assert await storage.recent_games_size(GUILD, user_id=CY, game=G) == 2
    async with opened(backend) as storage:  # opening again rates nothing twice
        assert await storage.rating_board(GUILD, limit=10, game=G) == rows
        assert len(await storage.rating_history(GUILD, ALICE, game=G)) == 3
    assert await backend.execute("SELECT COUNT(*) FROM rating_history") == [(7,)]


async def test_a_whole_game_with_an_ai_seat_is_rated_and_revisited(backend: Backend) -> None:
    async with opened(backend) as storage:
        svc = TableService(storage)
        await svc.start()
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", TableOptions(), seed=21)
        await svc.join(table.id, BOB, "Bob")
        await svc.add_ai(table.id, ALICE)
        await svc.start_game(table.id, ALICE)
        rng = random.Random(21)
        while table.status == "playing":
            assert table.game is not None and table.ai is not None
            decision = table.ai.next_move(table.game)
            if decision is not None:
                seat, move = decision
                await svc._move(table, seat, move, "ai", TIMER)  # as its deadline would
                continue
            seat = table.game.to_move
            assert seat is not None
            await svc.play(table.id, table.seats[seat]["user_id"],
                           format_body(random_move(table.game, seat, rng)), table.version)
        await svc.stop()
        game = table.game
        assert game is not None
        board = await storage.rating_board(GUILD, game=G)
        [ai_row] = [r for r in board if r.ai is not None]
        ai_seat = next(i for i, s in enumerate(table.seats) if s.get("ai"))
        assert ai_row.user_id == ai_user_id("reasoned", table.seats[ai_seat]["name"])
        assert ai_row.points == game.scores[ai_seat]
        assert len(await storage.rating_board(GUILD, hide_ai=True, game=G)) == 2
        stored = await storage.load_finished(table.id, GUILD)
        assert stored is not None
        rv = review(log_from_record(stored.record, stored.moves))
        assert len(rv) == table.version and rv.scores == tuple(game.scores)
        assert report(log_from_record(stored.record, stored.moves)).players


async def test_tied_players_share_a_place_and_the_same_rating_change(backend: Backend) -> None:
    """Issue 49: equal results are a tie. A whole Kakerlakenpoker game of three through the
    table service: both who did not lose win, so they share first place (1, 1, 3) in the
    stored history and gain alike from equal priors; a tied game's ratings are openskill's
    for ranks 1, 1, 3."""
    kp = "kakerlakenpoker"
    async with opened(backend) as storage:
        svc = TableService(storage)
        await svc.start()
        options = TableOptions(rules=KpRules(), game=kp, turn_seconds=0)
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", options, seed=5)
        await svc.join(table.id, BOB, "Bob")
        await svc.join(table.id, CY, "Cy")
        await svc.start_game(table.id, ALICE)
        rng = random.Random(5)
        kind = svc.kind_of(table.options)
        while table.status == "playing":
            assert table.game is not None
            seat = table.game.actors()[0]
            move = rng.choice(list(table.game.legal_moves(seat)))
            body = kind.format(seat, move).split(": ", 1)[1]
            await svc.play(table.id, table.seats[seat]["user_id"], body, table.version)
        await svc.stop()
        assert table.game is not None
        winners = [table.seats[s]["user_id"] for s in table.game.results().winners]
        [loser] = {ALICE, BOB, CY} - set(winners)
        assert len(winners) == 2
        rows = {r.user_id: r for r in await storage.rating_board(GUILD, game=kp)}
        first, second = (rows[u] for u in winners)
        assert (first.mu, first.sigma) == (second.mu, second.sigma)
        assert first.mu > rows[loser].mu
        want = rate_game({}, [Placing(u, 1, True) for u in winners] + [Placing(loser, 0, False)])
        places = {}
        for user in (*winners, loser):
            [point] = await storage.rating_history(GUILD, user, game=kp)
            places[user] = point.place
            assert (rows[user].mu, rows[user].sigma) == pytest.approx(
                (want[user][0].mu, want[user][0].sigma), abs=1e-12)
        assert sorted(places.values()) == [1, 1, 3] and places[loser] == 3

        # the same by the stored results alone: two on equal scores without a win
        await finish(storage, CHANNEL + 1, {ALICE: 4, BOB: -2, CY: -2}, ALICE, game=G)
        tied = {r.user_id: r for r in await storage.rating_board(GUILD, game=G)}
        assert (tied[BOB].mu, tied[BOB].sigma) == (tied[CY].mu, tied[CY].sigma)
        assert [(await storage.rating_history(GUILD, u, game=G))[0].place
                for u in (ALICE, BOB, CY)] == [1, 2, 2]
