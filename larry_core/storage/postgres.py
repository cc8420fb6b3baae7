"""PostgreSQL storage through asyncpg: the same schema versions, guarantees and group commit
as `sqlite_storage.SQLiteStorage`, on a database server shared by several bot processes
(each loads only its shards' tables and holds leases on them, `larry_core.storage.shards`).

Writes go through one writer task on its own connection: it takes whatever has queued up
and only after it is committed resolves each caller's future: a move is never acknowledged
before it is durable, and a burst of moves shares one commit. The writes of a move (a commit
without a finished game, the publisher's outbox row) all go in one statement, its rows as
arrays (`_write_rows`): one round trip for the batch, the statement its own transaction. The
rest (a new table, a finished game, a status) run in one transaction (a write that fails
leaves with its error and the rest run again together, so one stale write cannot spoil its
neighbours: `_run_batch`). Reads use a small pool.

The optimistic checks are the SQLite ones: the record's UPDATE names the stored rev
(`WHERE id=$ AND rev=$`, StaleWrite if no row matched), a taken move index violates the
moves' primary key (StaleWrite), a second open table in a channel violates the partial
unique index (ChannelBusy). Migrations run under an advisory lock, so processes starting
together migrate once.
"""

from __future__ import annotations

import itertools
import logging
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

import asyncpg

from larry_core.storage import jsontext
from larry_core.storage.base import (
    UNRATED,
    ChannelBusy,
    ForgetReport,
    NightGame,
    PlayerResult,
    StaleWrite,
    StillSeated,
    StorageUnavailable,
    StoredTable,
    TableRecord,
    results_game,
)
from larry_core.storage.group_commit import GroupCommit
from larry_core.storage.ratings import Rating
from larry_core.storage.reads import StorageReads
from larry_core.storage.schema import MIGRATIONS
from larry_core.storage.shards import Shards, ShardsTaken
from larry_core.storage.sqlite import (
    _TABLE_COLUMNS,
    _json_dict,
    _update_args,
    closed_queries,
    open_queries,
    record_from_row,
    stored_tables,
)
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

Job = Callable[[asyncpg.Connection], Awaitable[Any]]
MIGRATION_LOCK = 0x4C61727279  # pg_advisory_xact_lock key ("Larry"): one migrator at a time
LEASE_LOCK = 0x4C61727280  # the same for shard lease claims: one claimant at a time
_UPDATE = ("UPDATE tables SET status=$1, seats=$2, deadline=$3, meta=$4, options=$5,"
           " updated_at=$6, rev=$7 WHERE id=$8 AND rev=$9")
_INSERT_CHANGE = "INSERT INTO changes (table_id, rev, data, at) VALUES ($1, $2, $3, $4)"
# A commit's writes in one statement, one round trip to the server instead of three: the
# table's row (its count, 1 or 0, is the statement's result), its change and, with a move,
# the move. When the row was not at the rev before (0), the change and the move written
# beside it are undone with the job's transaction as it raises StaleWrite.
_WITH_CHANGE = ("WITH u AS (" + _UPDATE + " RETURNING 1),"
                " c AS (INSERT INTO changes (table_id, rev, data, at) VALUES ($10, $11, $12, $13))")
_COMMIT = _WITH_CHANGE + " SELECT count(*) FROM u"
_COMMIT_MOVE = (_WITH_CHANGE + ", m AS (INSERT INTO moves (table_id, idx, move, at)"
                " VALUES ($14, $15, $16, $17)) SELECT count(*) FROM u")
# an outbox row keeps the highest rev announced and the latest data
_OUTBOX_KEPT = (" ON CONFLICT (table_id) DO UPDATE SET"
                " announced=GREATEST(o.announced, excluded.announced), data=excluded.data")
# A batch's row writes in one statement (`_write_rows`), each kind's rows as parallel arrays.
# A commit's change and move are written only where its table's row was at the rev before
# (joined to `u`), so a stale commit writes nothing and is named by its absence from the
# result; a taken key fails the whole statement, and its rows are then written one by one.
_WRITE_ROWS = (
    "WITH a AS (SELECT * FROM unnest($1::text[], $2::text[], $3::float8[], $4::text[],"
    " $5::text[], $6::float8[], $7::bigint[], $8::bigint[], $9::bigint[], $10::text[],"
    " $11::float8[]) AS a(status, seats, deadline, meta, options, updated_at, rev, id, prev,"
    " data, at)),"
    " u AS (UPDATE tables t SET status=a.status, seats=a.seats, deadline=a.deadline,"
    " meta=a.meta, options=a.options, updated_at=a.updated_at, rev=a.rev FROM a"
    " WHERE t.id=a.id AND t.rev=a.prev RETURNING t.id, a.rev, a.data, a.at),"
    " c AS (INSERT INTO changes (table_id, rev, data, at) SELECT id, rev, data, at FROM u),"
    " m AS (INSERT INTO moves (table_id, idx, move, at) SELECT mv.id, mv.idx, mv.move, mv.at"
    " FROM unnest($12::bigint[], $13::int[], $14::text[], $15::float8[])"
    " AS mv(id, idx, move, at) JOIN u ON u.id = mv.id),"
    " o AS (INSERT INTO outbox AS o (table_id, announced, data)"
    " SELECT * FROM unnest($16::bigint[], $17::bigint[], $18::text[])" + _OUTBOX_KEPT + ")"
    " SELECT id FROM u")
_UPSERT_OUTBOX = ("INSERT INTO outbox AS o (table_id, announced, data) VALUES ($1, $2, $3)"
                  + _OUTBOX_KEPT)
# the errors a single write may raise without spoiling the rest of its batch
JOB_ERRORS = (asyncpg.PostgresError, ChannelBusy, StaleWrite, ValueError)
# the server is gone or restarting (refused, reset, shut down): StorageUnavailable to callers
UNAVAILABLE = (OSError, TimeoutError, asyncpg.PostgresConnectionError,
               asyncpg.OperatorInterventionError, asyncpg.InterfaceError)


def _unavailable(exc: BaseException) -> StorageUnavailable:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    out = StorageUnavailable(f"the PostgreSQL server cannot be reached ({text})")
    out.__cause__ = exc
    return out


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def _affected(status: str) -> int:
    """The row count of a command tag such as 'UPDATE 1'."""
    return int(status.rsplit(" ", 1)[-1])


async def migrate(conn: asyncpg.Connection) -> int:
    """Bring the schema to the latest version (each version in its own transaction, under an
    advisory lock); the version reached."""
    current = 0
    for migration in MIGRATIONS:
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = await conn.fetchval("SELECT coalesce(MAX(version), 0) FROM schema_version")
            if migration.version <= current:
                continue
            await conn.execute(migration.postgres)
            await conn.execute("INSERT INTO schema_version VALUES ($1)", migration.version)
            current = migration.version
        log.info("database migrated to schema version %d", migration.version)
    return current


class _CommitRow:
    """A commit without a finished game: written with its batch's other rows by
    `_write_rows`, or alone (called as a job) when that statement fails."""

    __slots__ = ("at", "data", "move", "table_id", "update")

    def __init__(self, record: TableRecord, data: str, at: float,
                 move: tuple[int, str] | None) -> None:
        self.update, self.data, self.at, self.move = _update_args(record), data, at, move
        self.table_id = record.id

    def stale(self) -> StaleWrite:
        return StaleWrite(f"table {self.table_id} is not at change {self.update[6] - 1}")

    async def __call__(self, conn: asyncpg.Connection) -> None:
        table_id, rev, move = self.table_id, self.update[6], self.move
        try:
            if move is None:
                updated = await conn.fetchval(_COMMIT, *self.update, table_id, rev, self.data,
                                              self.at)
            else:
                updated = await conn.fetchval(_COMMIT_MOVE, *self.update, table_id, rev,
                                              self.data, self.at, table_id, move[0], move[1],
                                              self.at)
        except asyncpg.IntegrityConstraintViolationError:
            # the move's index or the change's rev is taken: another writer was first
            taken = f"move {move[0]}" if move is not None else f"change {rev}"
            raise StaleWrite(f"table {table_id}: {taken} is taken") from None
        if updated != 1:
            raise self.stale()


class _OutboxRow:
    """The publisher's row for a table (what it has shown, its message ids): like
    `_CommitRow`, written with its batch's other rows or alone."""

    __slots__ = ("data", "rev", "table_id")

    def __init__(self, table_id: int, rev: int, data: str) -> None:
        self.table_id, self.rev, self.data = table_id, rev, data

    async def __call__(self, conn: asyncpg.Connection) -> None:
        await conn.execute(_UPSERT_OUTBOX, self.table_id, self.rev, self.data)


async def _write_rows(conn: asyncpg.Connection,
                      rows: list[_CommitRow | _OutboxRow]) -> list[tuple[bool, Any]] | None:
    """`rows` in one statement (outside any transaction, so it is its own); an outcome per
    row, a stale commit's its StaleWrite. None, with nothing written, when the statement
    cannot take them: two rows for one table (they must run in order), or a key taken."""
    commits = [r for r in rows if isinstance(r, _CommitRow)]
    outboxes = [r for r in rows if isinstance(r, _OutboxRow)]
    if (len({c.table_id for c in commits}) < len(commits)
            or len({o.table_id for o in outboxes}) < len(outboxes)):
        return None
    columns: list[list[Any]] = [[] for _ in range(11)]
    for c in commits:
        for column, value in zip(columns, (*c.update, c.data, c.at), strict=True):
            column.append(value)
    moves = [(c.table_id, *c.move, c.at) for c in commits if c.move is not None]
    move_columns = [list(column) for column in zip(*moves, strict=True)] if moves else [[]] * 4
    try:
        written = {r[0] for r in await conn.fetch(
            _WRITE_ROWS, *columns, *move_columns,
            [o.table_id for o in outboxes], [o.rev for o in outboxes],
            [o.data for o in outboxes])}
    except UNAVAILABLE:
        raise
    except asyncpg.PostgresError:  # a key taken, say: the rows one by one find which
        return None
    return [(True, None) if isinstance(r, _OutboxRow) or r.table_id in written
            else (False, r.stale()) for r in rows]


async def _run_batch(conn: asyncpg.Connection, jobs: list[Job]) -> list[tuple[bool, Any]]:
    """The batch's row writes (`_CommitRow`, `_OutboxRow`) in one statement; the other jobs,
    and the row writes when that statement cannot take them, in one transaction. A job that
    raises one of `JOB_ERRORS` takes that transaction down: it keeps its error, and the jobs
    left run again together, until one transaction commits them all. (A savepoint per job
    would cost two more round trips for every job of every batch, for a failure that is
    rare: a stale write.) A COMMIT that fails, or any other error, fails the whole batch."""
    outcomes: list[tuple[bool, Any]] = [(False, None)] * len(jobs)
    pending = list(range(len(jobs)))
    rows = {i: job for i, job in enumerate(jobs) if isinstance(job, _CommitRow | _OutboxRow)}
    if rows:
        shared = await _write_rows(conn, list(rows.values()))
        if shared is not None:
            for i, outcome in zip(rows, shared, strict=True):
                outcomes[i] = outcome
            pending = [i for i in pending if i not in rows]
    while pending:
        done: list[tuple[int, Any]] = []
        failed: tuple[int, BaseException] | None = None
        try:
            async with conn.transaction():
                for i in pending:
                    try:
                        done.append((i, await jobs[i](conn)))
                    except JOB_ERRORS as exc:
                        failed = (i, exc)
                        raise
        except JOB_ERRORS as exc:
            if failed is None:  # the COMMIT itself: no job to blame
                if len(pending) > 1:
                    raise
                failed = (pending[0], exc)
            outcomes[failed[0]] = (False, failed[1])
            pending = [i for i in pending if i != failed[0]]
            continue
        for i, value in done:
            outcomes[i] = (True, value)
        break
    return outcomes


async def _finish(conn: asyncpg.Connection, table_id: int, guild_id: int,
                  results: list[PlayerResult], now: float, game: str,
                  rated: bool = True) -> None:
    """The game's result, its leaderboard rows and its ratings (in the transaction of its
    last move); an unrated game only its result, marked `UNRATED`."""
    rows = standings(results)
    await conn.execute(
        "INSERT INTO results (table_id, guild_id, finished_at, standings, game, rated)"
        " VALUES ($1, $2, $3, $4, $5, $6)", table_id, guild_id, now, jsontext.dumps(rows), game,
        1 if rated else UNRATED)
    if not rated:
        return
    await conn.executemany(
        "INSERT INTO players AS p (guild_id, game, user_id, name, ai, games, wins, points)"
        " VALUES ($1, $2, $3, $4, $5, 1, $6, $7) ON CONFLICT (guild_id, game, user_id)"
        " DO UPDATE SET name=excluded.name, ai=excluded.ai, games=p.games+1,"
        " wins=p.wins+excluded.wins, points=p.points+excluded.points",
        [(guild_id, game, r.user_id, r.name, r.ai, int(r.won), r.score) for r in results])
    await _rate(conn, table_id, guild_id, game, rows, now)


async def _rate(conn: asyncpg.Connection, table_id: int, guild_id: int, game: str,
                rows: list[dict[str, Any]], at: float) -> None:
    """Rate one finished game from its standings: new mu and sigma on the player rows and
    a history row each. The rows are locked (FOR UPDATE) against another process rating
    the same players at the same time."""
    ids = standings_ids(rows)
    if not ids:
        return
    prior = {r[0]: Rating(r[1], r[2]) for r in await conn.fetch(
        "SELECT user_id, mu, sigma FROM players WHERE guild_id=$1 AND game=$2"
        " AND user_id = ANY($3::bigint[]) FOR UPDATE", guild_id, game, ids)}
    updates = rating_updates(prior, rows)
    await conn.executemany(
        "UPDATE players SET mu=$1, sigma=$2 WHERE guild_id=$3 AND game=$4 AND user_id=$5",
        [(u.rating.mu, u.rating.sigma, guild_id, game, u.user_id) for u in updates])
    await conn.executemany(
        "INSERT INTO rating_history (guild_id, game, user_id, table_id, at, mu, sigma, place)"
        " VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        [(guild_id, game, u.user_id, table_id, at, u.rating.mu, u.rating.sigma, u.place)
         for u in updates])


async def backfill_ratings(conn: asyncpg.Connection) -> int:
    """Rate the finished games stored before ratings existed (schema 2), oldest first, in
    one transaction under the migration lock; each is marked rated, so running it again (or
    in a second process) changes nothing."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        rows = await conn.fetch("SELECT table_id, guild_id, game, finished_at, standings"
                                " FROM results WHERE rated = 0 ORDER BY finished_at, table_id")
        for table_id, guild_id, game, at, text in rows:
            try:
                data = load_standings(text)
            except ValueError:
                log.error("results of table %d are unreadable: not rated", table_id)
                data = []
            await _rate(conn, table_id, guild_id, game, data, at)
            await conn.execute("UPDATE results SET rated = 1 WHERE table_id = $1", table_id)
    if rows:
        log.info("rated %d finished games stored before ratings", len(rows))
    return len(rows)


async def _forget(conn: asyncpg.Connection, user_id: int) -> ForgetReport:
    """Forget a player everywhere (the writer's job; StillSeated changes nothing)."""
    like = f"%{user_id}%"
    seated = [r[0] for r in await conn.fetch(
        "SELECT id, seats FROM tables WHERE status IN ('lobby', 'playing') AND seats LIKE $1"
        " FOR UPDATE", like) if seats_with(r[1], user_id) is not None]
    if seated:
        raise StillSeated(sorted(seated))
    tables = 0
    for table_id, host_id, text in await conn.fetch(
            "SELECT id, host_id, seats FROM tables WHERE status NOT IN ('lobby', 'playing')"
            " AND (host_id = $1 OR seats LIKE $2) FOR UPDATE", user_id, like):
        seats = seats_with(text, user_id)
        if seats is None and host_id != user_id:
            continue
        tables += 1
        names: set[str] = set()
        if seats is not None:
            anonymous, names = forget_in_seats(seats, user_id)
            await conn.execute("UPDATE tables SET seats = $1 WHERE id = $2",
                               jsontext.dumps(anonymous), table_id)
        if host_id == user_id:
            await conn.execute("UPDATE tables SET host_id = 0 WHERE id = $1", table_id)
        if names:
            for rev, data in await conn.fetch(
                    "SELECT rev, data FROM changes WHERE table_id = $1", table_id):
                scrubbed = forget_in_change(_json_dict(data), names)
                if scrubbed is not None:
                    await conn.execute(
                        "UPDATE changes SET data = $1 WHERE table_id = $2 AND rev = $3",
                        jsontext.dumps(scrubbed), table_id, rev)
        for (text_rows,) in await conn.fetch(
                "SELECT standings FROM results WHERE table_id = $1", table_id):
            rows, changed = forget_in_standings(load_standings(text_rows), user_id)
            if changed:
                await conn.execute("UPDATE results SET standings = $1 WHERE table_id = $2",
                                   jsontext.dumps(rows), table_id)
    players = _affected(await conn.execute("DELETE FROM players WHERE user_id = $1", user_id))
    history = _affected(await conn.execute("DELETE FROM rating_history WHERE user_id = $1",
                                           user_id))
    await conn.execute("DELETE FROM dm_closed WHERE user_id = $1", user_id)
    nights = _affected(await conn.execute("DELETE FROM night_seats WHERE user_id = $1",
                                          user_id))
    return ForgetReport(players=players, history=history, tables=tables, nights=nights)


async def _add_night_game(conn: asyncpg.Connection, night_id: int | None, guild_id: int,
                          channel_id: int, started_at: float, game: NightGame) -> int:
    """`Storage.add_night_game` in the writer's transaction."""
    known = await conn.fetchval("SELECT night_id FROM night_games WHERE table_id = $1",
                                game.table_id)
    if known is not None:
        return int(known)
    if night_id is None:
        night_id = int(await conn.fetchval(
            "INSERT INTO nights (guild_id, channel_id, started_at, last_at)"
            " VALUES ($1, $2, $3, $4) RETURNING id", guild_id, channel_id, started_at,
            game.finished_at))
    await conn.execute("INSERT INTO night_games (table_id, night_id, game, finished_at, seats)"
                       " VALUES ($1, $2, $3, $4, $5)", game.table_id, night_id, game.game,
                       game.finished_at, game.seats)
    await conn.executemany(
        "INSERT INTO night_seats (table_id, user_id, name, ai, place, half_points)"
        " VALUES ($1, $2, $3, $4, $5, $6)", [(game.table_id, r.user_id, r.name, r.ai, r.place,
                                              r.half_points) for r in game.results])
    await conn.execute("UPDATE nights SET last_at = GREATEST(last_at, $1) WHERE id = $2",
                       game.finished_at, night_id)
    return night_id


class PostgresStorage(StorageReads, GroupCommit[Job]):
    """Reads through an asyncpg pool; writes on one connection whose task group-commits.

    `dsn` is a libpq-style URL (`postgresql://user@host:5432/db`); its query parameters that
    asyncpg does not know become server settings (`?search_path=s` puts the tables in schema
    `s`). `connect_timeout` bounds each connection attempt.
    """

    def __init__(self, dsn: str, *, batch_limit: int = 512, pool_size: int = 4,
                 connect_timeout: float = 10.0) -> None:
        super().__init__()
        self.dsn = dsn
        self.batch_limit = batch_limit
        self.pool_size = pool_size
        self.connect_timeout = connect_timeout
        self._writer: asyncpg.Connection | None = None
        self._pool: asyncpg.Pool | None = None
        self.schema_version = 0

    # ------------------------------------------------------------- lifecycle
    async def _connect(self) -> asyncpg.Connection:
        return await asyncpg.connect(self.dsn, timeout=self.connect_timeout)

    async def open(self) -> None:
        self._writer = await self._connect()
        try:
            self.schema_version = await migrate(self._writer)
            await backfill_ratings(self._writer)
            self._pool = await asyncpg.create_pool(self.dsn, min_size=1,
                                                   max_size=self.pool_size,
                                                   timeout=self.connect_timeout)
        except BaseException:
            await self._writer.close()
            self._writer = None
            raise
        self._start_writer("larry-postgres-writer")

    async def close(self) -> None:
        await self._stop_writer()
        if self._pool is not None:
            await self._pool.close()
            self._pool = None
        if self._writer is not None:
            await self._writer.close()
            self._writer = None

    # ---------------------------------------------------------- group commit
    async def _run_jobs(self, jobs: list[Job]) -> list[tuple[bool, Any]]:
        """The batch on the writer connection, reconnecting first if the server went away;
        a lost connection fails the whole batch with StorageUnavailable (a COMMIT cut off
        mid-way may or may not have happened: the service settles that by reading back)."""
        try:
            if self._writer is None or self._writer.is_closed():  # the server went away
                self._writer = await self._connect()
            outcomes = await _run_batch(self._writer, jobs)
        except UNAVAILABLE as exc:
            self._drop_writer()
            raise _unavailable(exc) from exc
        if any(not ok and isinstance(v, UNAVAILABLE) for ok, v in outcomes):
            self._drop_writer()
        return [(ok, _unavailable(v) if not ok and isinstance(v, UNAVAILABLE) else v)
                for ok, v in outcomes]

    def _drop_writer(self) -> None:
        if self._writer is not None:
            self._writer.terminate()
            self._writer = None

    # ---------------------------------------------------------------- writes
    async def create_table(self, record: TableRecord, change: dict[str, Any]) -> int:
        args = (record.guild_id, record.channel_id, record.host_id, record.status,
                jsontext.dumps(record.options), jsontext.dumps(record.seats), record.seed,
                record.created_at, time.time(), record.deadline, jsontext.dumps(record.meta),
                record.rev)
        data, now = jsontext.dumps(change), time.time()

        async def job(conn: asyncpg.Connection) -> int:
            try:
                table_id: int = await conn.fetchval(
                    "INSERT INTO tables (guild_id, channel_id, host_id, status, options, seats,"
                    " seed, created_at, updated_at, deadline, meta, rev)"
                    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
                    *args)
            except asyncpg.UniqueViolationError:
                raise ChannelBusy(record.channel_id) from None
            await conn.execute(_INSERT_CHANGE, table_id, record.rev, data, now)
            return table_id

        table_id: int = await self._write(job)
        return table_id

    async def commit(self, record: TableRecord, change: dict[str, Any],
                     move: tuple[int, str] | None = None,
                     results: list[PlayerResult] | None = None, game: str | None = None, *,
                     rated: bool = True) -> None:
        game = results_game(results, game)
        row = _CommitRow(record, jsontext.dumps(change), time.time(), move)
        if results is None:
            await self._write(row)
            return
        table_id, guild_id, now = record.id, record.guild_id, row.at

        async def job(conn: asyncpg.Connection) -> None:  # the last move and the results
            await row(conn)
            await _finish(conn, table_id, guild_id, results, now, game, rated)

        await self._write(job)

    async def mark_announced(self, table_id: int, rev: int, outbox: dict[str, Any]) -> None:
        await self._write(_OutboxRow(table_id, rev, jsontext.dumps(outbox)))

    async def set_status(self, table_id: int, status: str) -> None:
        now = time.time()

        async def job(conn: asyncpg.Connection) -> None:
            await conn.execute("UPDATE tables SET status=$1, updated_at=$2, rev=rev+1"
                               " WHERE id=$3", status, now, table_id)

        await self._write(job)

    # ----------------------------------------------------------------- reads
    async def _rows(self, sql: str, *args: Any) -> list[Any]:
        numbers = itertools.count(1)
        return await self._fetch(re.sub(r"\?", lambda _: f"${next(numbers)}", sql), *args)

    async def _fetch(self, sql: str, *args: Any) -> list[Any]:
        assert self._pool is not None, "storage is not open"
        try:
            async with self._pool.acquire() as conn:
                return list(await conn.fetch(sql, *args))
        except UNAVAILABLE as exc:  # the pool reconnects on a later acquire
            raise _unavailable(exc) from exc

    async def load_open(self, shards: Shards | None = None) -> list[StoredTable]:
        return await self._load_tables(open_queries(shards))

    async def load_unannounced_closed(self, shards: Shards | None = None,
                                      ) -> list[StoredTable]:
        return await self._load_tables(closed_queries(shards))

    async def _load_tables(self, queries: tuple[str, str, str, str]) -> list[StoredTable]:
        assert self._pool is not None, "storage is not open"
        tables, moves, outbox, changes = queries
        async with self._pool.acquire() as conn, conn.transaction(
                isolation="repeatable_read", readonly=True):  # one snapshot for the four reads
            return stored_tables(await conn.fetch(tables), await conn.fetch(moves),
                                 await conn.fetch(outbox), await conn.fetch(changes))

    # ------------------------------------------------------------ shard leases
    async def claim_shards(self, owner: str, shards: Shards, ttl: float) -> float:
        """Claim (or renew) `owner`'s lease on every shard of `shards` for `ttl` seconds, all
        or none (under an advisory lock, so two claimants are serialised); the lease's
        expiry. ShardsTaken (nothing written) while another owner's lease on one of them, or
        any live lease under another shard count, is unexpired."""
        now = time.time()
        expires = now + ttl

        async def job(conn: asyncpg.Connection) -> dict[tuple[int, int], str]:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", LEASE_LOCK)
            rows = await conn.fetch(
                "SELECT shard_count, shard_id, owner FROM shard_leases WHERE expires > $1"
                " AND owner <> $2", now, owner)
            held = {(c, i): o for c, i, o in rows if c != shards.count or i in shards.ids}
            if not held:
                await conn.execute("DELETE FROM shard_leases WHERE owner = $1", owner)
                await conn.executemany(
                    "INSERT INTO shard_leases (shard_count, shard_id, owner, expires)"
                    " VALUES ($1, $2, $3, $4) ON CONFLICT (shard_count, shard_id) DO UPDATE"
                    " SET owner=excluded.owner, expires=excluded.expires",
                    [(shards.count, i, owner, expires) for i in sorted(shards.ids)])
            return held

        held = await self._write(job)
        if held:
            raise ShardsTaken(held)
        return expires

    async def release_shards(self, owner: str) -> None:
        """Give up `owner`'s leases (a clean stop: the next process need not wait)."""
        async def job(conn: asyncpg.Connection) -> None:
            await conn.execute("DELETE FROM shard_leases WHERE owner = $1", owner)

        await self._write(job)

    async def load_changes(self, table_id: int) -> list[dict[str, Any]]:
        """Every change of a table in order (its whole public history)."""
        rows = await self._fetch("SELECT data FROM changes WHERE table_id=$1 ORDER BY rev",
                                 table_id)
        return [_json_dict(r[0]) for r in rows]

    async def load_moves(self, table_id: int) -> list[str]:
        rows = await self._fetch("SELECT move FROM moves WHERE table_id=$1 ORDER BY idx",
                                 table_id)
        return [r[0] for r in rows]

    async def load_table(self, table_id: int) -> TableRecord | None:
        rows = await self._fetch(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id=$1", table_id)
        return record_from_row(tuple(rows[0])) if rows else None

    # -------------------------------------------------------- after the game
    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None:
        data, now = jsontext.dumps(settings), time.time()

        async def job(conn: asyncpg.Connection) -> None:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, data, updated_at) VALUES ($1, $2, $3)"
                " ON CONFLICT (guild_id) DO UPDATE SET data=excluded.data,"
                " updated_at=excluded.updated_at", guild_id, data, now)

        await self._write(job)

    async def set_dms_closed(self, user_id: int, closed: bool) -> None:
        now = time.time()

        async def job(conn: asyncpg.Connection) -> None:
            if closed:
                await conn.execute("INSERT INTO dm_closed (user_id, since) VALUES ($1, $2)"
                                   " ON CONFLICT DO NOTHING", user_id, now)
            else:
                await conn.execute("DELETE FROM dm_closed WHERE user_id = $1", user_id)

        await self._write(job)

    async def forget_user(self, user_id: int) -> ForgetReport:
        async def job(conn: asyncpg.Connection) -> ForgetReport:
            return await _forget(conn, user_id)

        report: ForgetReport = await self._write(job)
        return report

    # ------------------------------------------------------------ game nights
    async def add_night_game(self, night_id: int | None, guild_id: int, channel_id: int,
                             started_at: float, game: NightGame) -> int:
        async def job(conn: asyncpg.Connection) -> int:
            return await _add_night_game(conn, night_id, guild_id, channel_id, started_at,
                                         game)

        night: int = await self._write(job)
        return night

    async def end_night(self, night_id: int, at: float) -> bool:
        async def job(conn: asyncpg.Connection) -> int:
            return _affected(await conn.execute(
                "UPDATE nights SET ended_at = $1 WHERE id = $2 AND ended_at IS NULL",
                at, night_id))

        count: int = await self._write(job)
        return count == 1
