"""SQLite storage through aiosqlite: WAL, busy timeout, versioned migrations, group commit.

Writes go through one writer thread that commits whatever has queued up in a single
transaction (one savepoint per write, so one stale write cannot spoil its neighbours) and
only then resolves each caller's future: a move is never acknowledged before it is durable,
and a thousand busy tables share a few fsyncs instead of a thousand.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import aiosqlite

from larry_core.group_commit import GroupCommit
from larry_core.schema import SQLITE_MIGRATIONS as MIGRATIONS
from larry_core.storage import (
    ChannelBusy,
    LeaderRow,
    PlayerResult,
    StaleWrite,
    StoredTable,
    TableRecord,
)

log = logging.getLogger(__name__)

Job = Callable[[sqlite3.Connection], Any]
_TABLE_COLUMNS = ("id, guild_id, channel_id, host_id, status, options, seats, seed, created_at, "
                  "deadline, rev, meta")
_UPDATE = ("UPDATE tables SET status=?, seats=?, deadline=?, meta=?, options=?, updated_at=?,"
           " rev=? WHERE id=? AND rev=?")


class CorruptRecord(ValueError):
    """A stored row that cannot be decoded."""


def record_from_row(row: tuple[Any, ...]) -> TableRecord:
    try:
        options, seats, meta = json.loads(row[5]), json.loads(row[6]), json.loads(row[11])
        if not isinstance(options, dict) or not isinstance(seats, list) or not isinstance(
                meta, dict):
            raise ValueError("unexpected JSON shape")
        return TableRecord(id=row[0], guild_id=row[1], channel_id=row[2], host_id=row[3],
                           status=row[4], options=options, seats=seats, seed=row[7],
                           created_at=row[8], deadline=row[9], rev=row[10], meta=meta)
    except (ValueError, TypeError) as exc:
        raise CorruptRecord(f"table {row[0]}: {exc}") from None


def _update_args(record: TableRecord) -> tuple[Any, ...]:
    """The record's mutable fields, serialised now; the stored rev must be one less."""
    return (record.status, json.dumps(record.seats), record.deadline, json.dumps(record.meta),
            json.dumps(record.options), time.time(), record.rev, record.id, record.rev - 1)


def _migrate(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
    current = (row[0] if row else None) or 0
    for version, script in enumerate(MIGRATIONS, start=1):
        if version <= current:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in script.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute("INSERT INTO schema_version VALUES (?)", (version,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        log.info("database migrated to schema version %d", version)


def _run_batch(conn: sqlite3.Connection, jobs: list[Job]) -> list[tuple[bool, Any]]:
    """One transaction for the whole batch, a savepoint per job (runs on the writer thread)."""
    outcomes: list[tuple[bool, Any]] = []
    conn.execute("BEGIN IMMEDIATE")
    try:
        for job in jobs:
            conn.execute("SAVEPOINT job")
            try:
                outcomes.append((True, job(conn)))
                conn.execute("RELEASE job")
            except (sqlite3.Error, ChannelBusy, StaleWrite, ValueError) as exc:
                conn.execute("ROLLBACK TO job")
                conn.execute("RELEASE job")
                outcomes.append((False, exc))
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return outcomes


def _finish(conn: sqlite3.Connection, table_id: int, guild_id: int,
            results: list[PlayerResult], now: float) -> None:
    """The game's result and its leaderboard rows (in the transaction of its last move)."""
    standings = [{"user_id": r.user_id, "name": r.name, "score": r.score, "won": r.won}
                 for r in results]
    conn.execute("INSERT INTO results VALUES (?,?,?,?)",
                 (table_id, guild_id, now, json.dumps(standings)))
    conn.executemany(
        "INSERT INTO players (guild_id, user_id, name, games, wins, points)"
        " VALUES (?,?,?,1,?,?) ON CONFLICT (guild_id, user_id) DO UPDATE SET"
        " name=excluded.name, games=games+1, wins=wins+excluded.wins,"
        " points=points+excluded.points",
        [(guild_id, r.user_id, r.name, int(r.won), r.score) for r in results])


class SQLiteStorage(GroupCommit[Job]):
    """Reads through aiosqlite; writes on one writer thread that group-commits.

    The writer is a plain sqlite3 connection on a single-thread executor so that a whole
    batch runs in one thread hop (aiosqlite would cost a hop per statement).
    """

    def __init__(self, path: str, *, batch_limit: int = 512) -> None:
        super().__init__()
        self.path = path
        self.batch_limit = batch_limit
        self._writer: sqlite3.Connection | None = None
        self._executor: ThreadPoolExecutor | None = None
        self._reader: aiosqlite.Connection | None = None

    # ------------------------------------------------------------- lifecycle
    async def open(self) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="larry-sqlite")
        self._writer = await self._on_writer(self._connect_writer)
        self._reader = await aiosqlite.connect(self.path, isolation_level=None)
        await self._reader.execute("PRAGMA busy_timeout=5000")
        self._start_writer("larry-sqlite-writer")

    def _connect_writer(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "busy_timeout=5000",
                       "foreign_keys=ON"):
            conn.execute(f"PRAGMA {pragma}")
        _migrate(conn)
        return conn

    async def _on_writer(self, fn: Callable[..., Any], *args: Any) -> Any:
        assert self._executor is not None, "storage is not open"
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)

    async def close(self) -> None:
        await self._stop_writer()
        if self._reader is not None:
            await self._reader.close()
            self._reader = None
        if self._writer is not None:
            await self._on_writer(self._writer.close)
            self._writer = None
        if self._executor is not None:
            self._executor.shutdown(wait=True)
            self._executor = None

    async def integrity_check(self) -> str:
        assert self._reader is not None
        async with self._reader.execute("PRAGMA integrity_check") as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else "no answer"

    # ---------------------------------------------------------- group commit
    async def _run_jobs(self, jobs: list[Job]) -> list[tuple[bool, Any]]:
        outcomes: list[tuple[bool, Any]] = await self._on_writer(_run_batch, self._writer, jobs)
        return outcomes

    # ---------------------------------------------------------------- writes
    async def create_table(self, record: TableRecord, change: dict[str, Any]) -> int:
        args = (record.guild_id, record.channel_id, record.host_id, record.status,
                json.dumps(record.options), json.dumps(record.seats), record.seed,
                record.created_at, time.time(), record.deadline, json.dumps(record.meta),
                record.rev)
        data, now = json.dumps(change), time.time()

        def job(conn: sqlite3.Connection) -> int:
            try:
                cur = conn.execute(
                    "INSERT INTO tables (guild_id, channel_id, host_id, status, options, seats,"
                    " seed, created_at, updated_at, deadline, meta, rev)"
                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", args)
            except sqlite3.IntegrityError:
                raise ChannelBusy(record.channel_id) from None
            table_id = cur.lastrowid
            assert table_id is not None
            conn.execute("INSERT INTO changes (table_id, rev, data, at) VALUES (?,?,?,?)",
                         (table_id, record.rev, data, now))
            return table_id

        table_id: int = await self._write(job)
        return table_id

    async def commit(self, record: TableRecord, change: dict[str, Any],
                     move: tuple[int, str] | None = None,
                     results: list[PlayerResult] | None = None) -> None:
        args = _update_args(record)
        table_id, guild_id, rev = record.id, record.guild_id, record.rev
        data, now = json.dumps(change), time.time()

        def job(conn: sqlite3.Connection) -> None:
            if move is not None:
                try:
                    conn.execute("INSERT INTO moves (table_id, idx, move, at) VALUES (?,?,?,?)",
                                 (table_id, move[0], move[1], now))
                except sqlite3.IntegrityError:
                    raise StaleWrite(f"table {table_id} move {move[0]} is taken") from None
            if conn.execute(_UPDATE, args).rowcount != 1:
                raise StaleWrite(f"table {table_id} is not at change {rev - 1}")
            conn.execute("INSERT INTO changes (table_id, rev, data, at) VALUES (?,?,?,?)",
                         (table_id, rev, data, now))
            if results is not None:
                _finish(conn, table_id, guild_id, results, now)

        await self._write(job)

    async def mark_announced(self, table_id: int, rev: int, outbox: dict[str, Any]) -> None:
        args = (table_id, rev, json.dumps(outbox))
        await self._write(lambda conn: conn.execute(
            "INSERT INTO outbox (table_id, announced, data) VALUES (?,?,?)"
            " ON CONFLICT (table_id) DO UPDATE SET announced=max(announced, excluded.announced),"
            " data=excluded.data", args))

    async def set_status(self, table_id: int, status: str) -> None:
        args = (status, time.time(), table_id)
        await self._write(lambda conn: conn.execute(
            "UPDATE tables SET status=?, updated_at=?, rev=rev+1 WHERE id=?", args))

    # ----------------------------------------------------------------- reads
    async def _fetchall(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        assert self._reader is not None, "storage is not open"
        async with self._reader.execute(sql, args) as cur:
            return list(await cur.fetchall())

    async def load_open(self) -> list[StoredTable]:
        rows = await self._fetchall(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE status IN ('lobby', 'playing')")
        moves: dict[int, list[str]] = {row[0]: [] for row in rows}
        for table_id, move in await self._fetchall(
                "SELECT m.table_id, m.move FROM moves m JOIN tables t ON t.id = m.table_id"
                " WHERE t.status IN ('lobby', 'playing') ORDER BY m.table_id, m.idx"):
            moves[table_id].append(move)
        outbox: dict[int, tuple[int, str]] = {}
        for table_id, announced, data in await self._fetchall(
                "SELECT o.table_id, o.announced, o.data FROM outbox o JOIN tables t"
                " ON t.id = o.table_id WHERE t.status IN ('lobby', 'playing')"):
            outbox[table_id] = (announced, data)
        changes: dict[int, list[str]] = {}
        for table_id, data in await self._fetchall(
                "SELECT c.table_id, c.data FROM changes c JOIN tables t ON t.id = c.table_id"
                " LEFT JOIN outbox o ON o.table_id = c.table_id"
                " WHERE t.status IN ('lobby', 'playing') AND c.rev > coalesce(o.announced, -1)"
                " ORDER BY c.table_id, c.rev"):
            changes.setdefault(table_id, []).append(data)
        out: list[StoredTable] = []
        for row in rows:
            table_id = row[0]
            announced, box = outbox.get(table_id, (-1, "{}"))
            try:
                record = record_from_row(tuple(row))
                stored = StoredTable(record, moves[table_id], announced,
                                     [_json_dict(c) for c in changes.get(table_id, [])],
                                     _json_dict(box))
            except (CorruptRecord, ValueError) as exc:
                log.error("skipping a corrupt table record: %s", exc)
                stored = StoredTable(_corrupt_stub(tuple(row)), [])
            out.append(stored)
        return out

    async def load_changes(self, table_id: int) -> list[dict[str, Any]]:
        """Every change of a table in order (its whole public history)."""
        rows = await self._fetchall("SELECT data FROM changes WHERE table_id=? ORDER BY rev",
                                    (table_id,))
        return [_json_dict(r[0]) for r in rows]

    async def load_moves(self, table_id: int) -> list[str]:
        rows = await self._fetchall("SELECT move FROM moves WHERE table_id=? ORDER BY idx",
                                    (table_id,))
        return [r[0] for r in rows]

    async def load_table(self, table_id: int) -> TableRecord | None:
        rows = await self._fetchall(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id=?",
                                    (table_id,))
        return record_from_row(tuple(rows[0])) if rows else None

    async def leaderboard(self, guild_id: int, offset: int, limit: int) -> list[LeaderRow]:
        rows = await self._fetchall(
            "SELECT user_id, name, games, wins, points FROM players WHERE guild_id=?"
            " ORDER BY wins DESC, points DESC, games ASC, user_id ASC LIMIT ? OFFSET ?",
            (guild_id, limit, offset))
        return [LeaderRow(offset + i + 1, *row) for i, row in enumerate(rows)]

    async def leaderboard_size(self, guild_id: int) -> int:
        rows = await self._fetchall("SELECT COUNT(*) FROM players WHERE guild_id=?", (guild_id,))
        return int(rows[0][0])

    async def player_stats(self, guild_id: int, user_id: int) -> LeaderRow | None:
        rows = await self._fetchall(
            "SELECT p.user_id, p.name, p.games, p.wins, p.points, (SELECT COUNT(*) FROM players q"
            " WHERE q.guild_id = p.guild_id AND (q.wins > p.wins OR (q.wins = p.wins AND"
            " (q.points > p.points OR (q.points = p.points AND (q.games < p.games OR"
            " (q.games = p.games AND q.user_id < p.user_id)))))))"
            " FROM players p WHERE p.guild_id=? AND p.user_id=?", (guild_id, user_id))
        if not rows:
            return None
        user, name, games, wins, points, above = rows[0]
        return LeaderRow(above + 1, user, name, games, wins, points)


def _json_dict(text: str) -> dict[str, Any]:
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError("expected a JSON object")
    return value


def _corrupt_stub(row: tuple[Any, ...]) -> TableRecord:
    """A placeholder for an undecodable row: the service reports it and never runs it."""
    return TableRecord(id=row[0], guild_id=row[1] if isinstance(row[1], int) else 0,
                       channel_id=row[2] if isinstance(row[2], int) else 0,
                       host_id=row[3] if isinstance(row[3], int) else 0, status="corrupt",
                       options={}, seats=[], seed=0, created_at=0.0)
