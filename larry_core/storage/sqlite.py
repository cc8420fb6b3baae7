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
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import aiosqlite

from larry_core.storage import jsontext
from larry_core.storage.base import (
    UNRATED,
    ChannelBusy,
    ForgetReport,
    NightGame,
    PlayerResult,
    StaleWrite,
    StillSeated,
    StoredTable,
    TableRecord,
    results_game,
)
from larry_core.storage.group_commit import GroupCommit
from larry_core.storage.ratings import Rating
from larry_core.storage.reads import StorageReads
from larry_core.storage.schema import SQLITE_MIGRATIONS as MIGRATIONS
from larry_core.storage.shards import Shards, ShardsTaken
from larry_core.storage.standings import (
    forget_in_change,
    forget_in_seats,
    forget_in_standings,
    load_standings,
    rating_updates,
    seats_with,
    standings,
    standings_ids,
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
    dumps = jsontext.dumps
    return (record.status, dumps(record.seats), record.deadline, dumps(record.meta),
            dumps(record.options), time.time(), record.rev, record.id, record.rev - 1)


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
            results: list[PlayerResult], now: float, game: str, rated: bool = True) -> None:
    """The game's result, its leaderboard rows and its ratings (in the transaction of its
    last move); an unrated game only its result, marked `UNRATED`."""
    rows = standings(results)
    conn.execute("INSERT INTO results (table_id, guild_id, finished_at, standings, game, rated)"
                 " VALUES (?,?,?,?,?,?)", (table_id, guild_id, now, jsontext.dumps(rows), game,
                                           1 if rated else UNRATED))
    if not rated:
        return
    conn.executemany(
        "INSERT INTO players (guild_id, game, user_id, name, ai, games, wins, points)"
        " VALUES (?,?,?,?,?,1,?,?) ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
        " name=excluded.name, ai=excluded.ai, games=games+1, wins=wins+excluded.wins,"
        " points=points+excluded.points",
        [(guild_id, game, r.user_id, r.name, r.ai, int(r.won), r.score) for r in results])
    _rate(conn, table_id, guild_id, game, rows, now)


def _rate(conn: sqlite3.Connection, table_id: int, guild_id: int, game: str,
          rows: list[dict[str, Any]], at: float) -> None:
    """Rate one finished game from its standings: new mu and sigma on the player rows and
    a history row each (read and written in the caller's transaction)."""
    ids = standings_ids(rows)
    if not ids:
        return
    marks = ",".join("?" * len(ids))
    prior = {user: Rating(mu, sigma) for user, mu, sigma in conn.execute(
        f"SELECT user_id, mu, sigma FROM players WHERE guild_id=? AND game=?"
        f" AND user_id IN ({marks})", (guild_id, game, *ids))}
    updates = rating_updates(prior, rows)
    conn.executemany(
        "UPDATE players SET mu=?, sigma=? WHERE guild_id=? AND game=? AND user_id=?",
        [(u.rating.mu, u.rating.sigma, guild_id, game, u.user_id) for u in updates])
    conn.executemany(
        "INSERT INTO rating_history (guild_id, game, user_id, table_id, at, mu, sigma, place)"
        " VALUES (?,?,?,?,?,?,?,?)",
        [(guild_id, game, u.user_id, table_id, at, u.rating.mu, u.rating.sigma, u.place)
         for u in updates])


def _backfill_ratings(conn: sqlite3.Connection) -> int:
    """Rate the finished games stored before ratings existed (schema 2), oldest first, in
    one transaction; each is marked rated, so running it again changes nothing."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        rows = conn.execute("SELECT table_id, guild_id, game, finished_at, standings"
                            " FROM results WHERE rated = 0 ORDER BY finished_at, table_id"
                            ).fetchall()
        for table_id, guild_id, game, at, text in rows:
            try:
                data = load_standings(text)
            except ValueError:
                log.error("results of table %d are unreadable: not rated", table_id)
                data = []
            _rate(conn, table_id, guild_id, game, data, at)
            conn.execute("UPDATE results SET rated = 1 WHERE table_id = ?", (table_id,))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    if rows:
        log.info("rated %d finished games stored before ratings", len(rows))
    return len(rows)


def _forget(conn: sqlite3.Connection, user_id: int) -> ForgetReport:
    """Forget a player everywhere (the writer's job; StillSeated changes nothing)."""
    like = f"%{user_id}%"
    seated = [table_id for table_id, text in conn.execute(
        "SELECT id, seats FROM tables WHERE status IN ('lobby', 'playing') AND seats LIKE ?",
        (like,)) if seats_with(text, user_id) is not None]
    if seated:
        raise StillSeated(sorted(seated))
    tables = 0
    for table_id, host_id, text in conn.execute(
            "SELECT id, host_id, seats FROM tables WHERE status NOT IN ('lobby', 'playing')"
            " AND (host_id = ? OR seats LIKE ?)", (user_id, like)).fetchall():
        seats = seats_with(text, user_id)
        if seats is None and host_id != user_id:
            continue
        tables += 1
        names: set[str] = set()
        if seats is not None:
            anonymous, names = forget_in_seats(seats, user_id)
            conn.execute("UPDATE tables SET seats = ? WHERE id = ?",
                         (jsontext.dumps(anonymous), table_id))
        if host_id == user_id:
            conn.execute("UPDATE tables SET host_id = 0 WHERE id = ?", (table_id,))
        for rev, data in conn.execute("SELECT rev, data FROM changes WHERE table_id = ?",
                                      (table_id,)).fetchall():
            scrubbed = forget_in_change(_json_dict(data), names) if names else None
            if scrubbed is not None:
                conn.execute("UPDATE changes SET data = ? WHERE table_id = ? AND rev = ?",
                             (jsontext.dumps(scrubbed), table_id, rev))
        for (text_rows,) in conn.execute("SELECT standings FROM results WHERE table_id = ?",
                                         (table_id,)).fetchall():
            rows, changed = forget_in_standings(load_standings(text_rows), user_id)
            if changed:
                conn.execute("UPDATE results SET standings = ? WHERE table_id = ?",
                             (jsontext.dumps(rows), table_id))
    players = conn.execute("DELETE FROM players WHERE user_id = ?", (user_id,)).rowcount
    history = conn.execute("DELETE FROM rating_history WHERE user_id = ?", (user_id,)).rowcount
    conn.execute("DELETE FROM dm_closed WHERE user_id = ?", (user_id,))
    nights = conn.execute("DELETE FROM night_seats WHERE user_id = ?", (user_id,)).rowcount
    return ForgetReport(players=players, history=history, tables=tables, nights=nights)


def _add_night_game(conn: sqlite3.Connection, night_id: int | None, guild_id: int,
                    channel_id: int, started_at: float, game: NightGame) -> int:
    """`Storage.add_night_game` in the writer's transaction."""
    row = conn.execute("SELECT night_id FROM night_games WHERE table_id = ?",
                       (game.table_id,)).fetchone()
    if row is not None:
        return int(row[0])
    if night_id is None:
        cur = conn.execute("INSERT INTO nights (guild_id, channel_id, started_at, last_at)"
                           " VALUES (?,?,?,?)", (guild_id, channel_id, started_at,
                                                 game.finished_at))
        assert cur.lastrowid is not None
        night_id = cur.lastrowid
    conn.execute("INSERT INTO night_games (table_id, night_id, game, finished_at, seats)"
                 " VALUES (?,?,?,?,?)", (game.table_id, night_id, game.game,
                                         game.finished_at, game.seats))
    conn.executemany(
        "INSERT INTO night_seats (table_id, user_id, name, ai, place, half_points)"
        " VALUES (?,?,?,?,?,?)", [(game.table_id, r.user_id, r.name, r.ai, r.place,
                                   r.half_points) for r in game.results])
    conn.execute("UPDATE nights SET last_at = max(last_at, ?) WHERE id = ?",
                 (game.finished_at, night_id))
    return night_id


class SQLiteStorage(StorageReads, GroupCommit[Job]):
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
        _backfill_ratings(conn)
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
                jsontext.dumps(record.options), jsontext.dumps(record.seats), record.seed,
                record.created_at, time.time(), record.deadline, jsontext.dumps(record.meta),
                record.rev)
        data, now = jsontext.dumps(change), time.time()

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
                     results: list[PlayerResult] | None = None, game: str | None = None, *,
                     rated: bool = True) -> None:
        game = results_game(results, game)
        args = _update_args(record)
        table_id, guild_id, rev = record.id, record.guild_id, record.rev
        data, now = jsontext.dumps(change), time.time()

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
                _finish(conn, table_id, guild_id, results, now, game, rated)

        await self._write(job)

    async def mark_announced(self, table_id: int, rev: int, outbox: dict[str, Any]) -> None:
        args = (table_id, rev, jsontext.dumps(outbox))
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

    async def _rows(self, sql: str, *args: Any) -> list[Any]:
        return await self._fetchall(sql, args)

    async def load_open(self, shards: Shards | None = None) -> list[StoredTable]:
        tables, moves, outbox, changes = open_queries(shards)
        return stored_tables(await self._fetchall(tables), await self._fetchall(moves),
                             await self._fetchall(outbox), await self._fetchall(changes))

    async def load_unannounced_closed(self, shards: Shards | None = None,
                                      ) -> list[StoredTable]:
        tables, moves, outbox, changes = closed_queries(shards)
        return stored_tables(await self._fetchall(tables), await self._fetchall(moves),
                             await self._fetchall(outbox), await self._fetchall(changes))

    # ------------------------------------------------------------ shard leases
    async def claim_shards(self, owner: str, shards: Shards, ttl: float) -> float:
        """Claim (or renew) `owner`'s lease on every shard of `shards` for `ttl` seconds, all
        or none; the lease's expiry. ShardsTaken (nothing written) while another owner's
        lease on one of them, or any live lease under another shard count, is unexpired."""
        now = time.time()
        expires = now + ttl

        def job(conn: sqlite3.Connection) -> dict[tuple[int, int], str]:
            held = {(c, i): o for c, i, o in conn.execute(
                "SELECT shard_count, shard_id, owner FROM shard_leases WHERE expires > ?"
                " AND owner <> ?", (now, owner)) if c != shards.count or i in shards.ids}
            if not held:
                conn.execute("DELETE FROM shard_leases WHERE owner = ?", (owner,))
                conn.executemany(
                    "INSERT INTO shard_leases (shard_count, shard_id, owner, expires)"
                    " VALUES (?,?,?,?) ON CONFLICT (shard_count, shard_id) DO UPDATE SET"
                    " owner=excluded.owner, expires=excluded.expires",
                    [(shards.count, i, owner, expires) for i in sorted(shards.ids)])
            return held

        held = await self._write(job)
        if held:
            raise ShardsTaken(held)
        return expires

    async def release_shards(self, owner: str) -> None:
        """Give up `owner`'s leases (a clean stop: the next process need not wait)."""
        await self._write(lambda conn: conn.execute(
            "DELETE FROM shard_leases WHERE owner = ?", (owner,)))

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

    # -------------------------------------------------------- after the game
    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        args = (guild_id, jsontext.dumps(settings), time.time())
        await self._write(lambda conn: conn.execute(
            "INSERT INTO guild_settings (guild_id, data, updated_at) VALUES (?,?,?)"
            " ON CONFLICT (guild_id) DO UPDATE SET data=excluded.data,"
            " updated_at=excluded.updated_at", args))

    async def set_dms_closed(self, user_id: int, closed: bool) -> None:
        if closed:
            args: tuple[Any, ...] = (user_id, time.time())
            sql = "INSERT INTO dm_closed (user_id, since) VALUES (?,?) ON CONFLICT DO NOTHING"
        else:
            args, sql = (user_id,), "DELETE FROM dm_closed WHERE user_id = ?"
        await self._write(lambda conn: conn.execute(sql, args))

    async def forget_user(self, user_id: int) -> ForgetReport:
        report: ForgetReport = await self._write(lambda conn: _forget(conn, user_id))
        return report

    # ------------------------------------------------------------ game nights
    async def add_night_game(self, night_id: int | None, guild_id: int, channel_id: int,
                             started_at: float, game: NightGame) -> int:
        night: int = await self._write(lambda conn: _add_night_game(
            conn, night_id, guild_id, channel_id, started_at, game))
        return night

    async def end_night(self, night_id: int, at: float) -> bool:
        count: int = await self._write(lambda conn: conn.execute(
            "UPDATE nights SET ended_at = ? WHERE id = ? AND ended_at IS NULL",
            (at, night_id)).rowcount)
        return count == 1


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


def open_queries(shards: Shards | None) -> tuple[str, str, str, str]:
    """The four reads that rebuild the open tables (of `shards`; all when None), the same
    text for both backends (no placeholders): their records, their moves in order, their
    outbox rows, and their changes not yet announced, in order."""
    mine = f" AND {shards.sql('t.guild_id')}" if shards is not None else ""
    return _table_queries(f"WHERE t.status IN ('lobby', 'playing'){mine}",
                          " AND c.rev > coalesce(o.announced, -1)")


# a change of table t that its outbox row does not count as announced yet
_UNANNOUNCED = ("EXISTS (SELECT 1 FROM changes u LEFT JOIN outbox v ON v.table_id = u.table_id"
                " WHERE u.table_id = t.id AND u.rev > coalesce(v.announced, -1))")


def closed_queries(shards: Shards | None) -> tuple[str, str, str, str]:
    """The four reads of `open_queries` for the closed tables (finished or cancelled; of
    `shards`, all when None) whose outbox still holds a change not yet announced (a crash
    came between their last change and its announcement), with *every* change of each, in
    order (whether the game was started is read from them). A table whose last change was
    announced is not read: a start does not load every game ever played."""
    mine = f" AND {shards.sql('t.guild_id')}" if shards is not None else ""
    return _table_queries(
        f"WHERE t.status IN ('finished', 'cancelled'){mine} AND {_UNANNOUNCED}", "")


def _table_queries(where: str, changes: str) -> tuple[str, str, str, str]:
    return (f"SELECT {_TABLE_COLUMNS} FROM tables t {where} ORDER BY id",
            f"SELECT m.table_id, m.move FROM moves m JOIN tables t ON t.id = m.table_id {where}"
            " ORDER BY m.table_id, m.idx",
            "SELECT o.table_id, o.announced, o.data FROM outbox o JOIN tables t"
            f" ON t.id = o.table_id {where}",
            "SELECT c.table_id, c.data FROM changes c JOIN tables t ON t.id = c.table_id"
            f" LEFT JOIN outbox o ON o.table_id = c.table_id {where}{changes}"
            " ORDER BY c.table_id, c.rev")


def stored_tables(rows: Sequence[Sequence[Any]], move_rows: Sequence[Sequence[Any]],
                  outbox_rows: Sequence[Sequence[Any]],
                  change_rows: Sequence[Sequence[Any]]) -> list[StoredTable]:
    """The open tables from the rows of `open_queries`' four reads; a corrupt record is
    logged and kept as a stub (the service closes it) instead of spoiling the rest."""
    moves: dict[int, list[str]] = {row[0]: [] for row in rows}
    for table_id, move in move_rows:
        moves[table_id].append(move)
    outbox = {table_id: (announced, data) for table_id, announced, data in outbox_rows}
    changes: dict[int, list[str]] = {}
    for table_id, data in change_rows:
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
