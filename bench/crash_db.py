"""What `bench/crash.py` reads from the bot's database: SQLite or PostgreSQL, read-only.

Both readers are synchronous on purpose. `bench/crash.py` runs the Discord double and the
scripted users in one event loop; a read that blocks that loop for its few milliseconds
freezes every user's bookkeeping (the moves they saw done, the one press in flight) while
the database is read, so a check on a table whose process is still running compares the
stored log with a bookkeeping that cannot move under it. (The bot processes are not frozen:
a commit of the press already in flight may land during the read, which the checks allow.)

- `SQLiteReader`: a fresh read-only connection per call (`mode=ro`), as the bench always did;
  `integrity()` is `PRAGMA integrity_check`.
- `PostgresReader`: a `PgReader` (one asyncpg connection on its own thread);
  `?` placeholders become `$1`, `$2`...; `snapshot()` runs its queries in one read-only
  REPEATABLE READ transaction. PostgreSQL has no `integrity_check` (`integrity()` is None).

`consistency()` is the check both backends get: every table's stored rows agree with each
other the way a commit writes them together (see its docstring).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import sqlite3
import threading
from collections.abc import Sequence
from typing import Any, Protocol

import asyncpg

from larry_core.errors import IllegalMove
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.rules import RuleSet
from larry_core.tables.table import TableOptions

Rows = list[tuple[Any, ...]]
Query = tuple[str, Sequence[Any]]


class Reader(Protocol):
    def fetch(self, sql: str, *args: Any) -> Rows: ...
    def snapshot(self, queries: Sequence[Query]) -> list[Rows]: ...
    def integrity(self) -> list[tuple[Any, ...]] | None: ...
    def close(self) -> None: ...


class SQLiteReader:
    def __init__(self, path: str) -> None:
        self.path = path

    def connect(self) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, timeout=10)

    def fetch(self, sql: str, *args: Any) -> Rows:
        conn = self.connect()
        try:
            return [tuple(r) for r in conn.execute(sql, args)]
        finally:
            conn.close()

    def snapshot(self, queries: Sequence[Query]) -> list[Rows]:
        conn = self.connect()
        try:
            conn.execute("BEGIN")  # one read transaction: one snapshot of the WAL
            out = [[tuple(r) for r in conn.execute(sql, args)] for sql, args in queries]
            conn.execute("COMMIT")
            return out
        finally:
            conn.close()

    def integrity(self) -> list[tuple[Any, ...]] | None:
        conn = self.connect()
        try:
            return [tuple(r) for r in conn.execute("PRAGMA integrity_check")]
        finally:
            conn.close()

    def close(self) -> None:
        pass


def dollar(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1`, `$2`, ... (as `larry_core.storage.postgres` does)."""
    numbers = itertools.count(1)
    return re.sub(r"\?", lambda _: f"${next(numbers)}", sql)


class PgReader:
    """Synchronous reads of the bot's PostgreSQL database (one connection, its own loop)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True,
                                       name="pg-reader")
        self.thread.start()
        self.conn: asyncpg.Connection = self._run(asyncpg.connect(url))

    def _run(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(15)

    def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in self._run(self.conn.fetch(sql, *args))]

    def close(self) -> None:
        try:
            self._run(self.conn.close())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)


class PostgresReader:
    def __init__(self, url: str) -> None:
        self.inner = PgReader(url)

    def fetch(self, sql: str, *args: Any) -> Rows:
        return self.inner.fetch(dollar(sql), *args)

    def snapshot(self, queries: Sequence[Query]) -> list[Rows]:
        conn = self.inner.conn

        async def run() -> list[Rows]:
            async with conn.transaction(isolation="repeatable_read", readonly=True):
                return [[tuple(r) for r in await conn.fetch(dollar(sql), *args)]
                        for sql, args in queries]

        out: list[Rows] = self.inner._run(run())
        return out

    def integrity(self) -> list[tuple[Any, ...]] | None:
        return None

    def close(self) -> None:
        self.inner.close()


def open_reader(db: str) -> Reader:
    if db.startswith("postgresql://"):
        return PostgresReader(db)
    return SQLiteReader(db)


# the rows `consistency` needs, all read in one snapshot
SNAPSHOT: list[Query] = [
    ("SELECT id, status, seats, seed, options, rev FROM tables ORDER BY id", ()),
    ("SELECT table_id, idx, move FROM moves ORDER BY table_id, idx", ()),
    ("SELECT table_id, rev, data FROM changes ORDER BY table_id, rev", ()),
    ("SELECT table_id, announced FROM outbox", ()),
    ("SELECT table_id FROM results", ()),
]


def consistency(tables: Rows, moves: Rows, changes: Rows, outbox: Rows, results: Rows
                ) -> list[str]:
    """What a kill could break if a commit were not atomic: each table's rows written by
    one commit must agree. Per table: its change rows are revs 0..`tables.rev` without a
    gap; its moves are idx 0..n-1 without a gap; each move has exactly one `moved` change
    and the k-th `moved` change says version k, every other change the number of moves
    before it; the outbox never claims a change beyond `tables.rev`; the stored log replays
    under the rules (no illegal move), a `finished` table's game is over and has its results
    row, a `playing` table's is not and has none, a lobby has no moves. Returns one line per
    broken table (empty: consistent)."""
    by_moves: dict[int, list[tuple[int, str]]] = {}
    for tid, idx, move in moves:
        by_moves.setdefault(tid, []).append((idx, move))
    by_changes: dict[int, list[tuple[int, dict[str, Any]]]] = {}
    for tid, rev, data in changes:
        by_changes.setdefault(tid, []).append((rev, json.loads(data)))
    announced = {tid: a for tid, a in outbox}
    finished = {tid for (tid,) in results}
    problems: list[str] = []
    for tid, status, seats_json, seed, options, rev in tables:
        bad: list[str] = []
        log = by_moves.get(tid, [])
        if [i for i, _ in log] != list(range(len(log))):
            bad.append(f"move idx {[i for i, _ in log][:8]}... not 0..{len(log) - 1}")
        revs = [r for r, _ in by_changes.get(tid, [])]
        if revs != list(range(rev + 1)):
            bad.append(f"change revs {revs[:3]}..{revs[-3:]} not 0..{rev}")
        moved, told = 0, False
        for r, data in by_changes.get(tid, []):
            if data.get("kind") == "moved":
                moved += 1
            if data.get("version") != moved and not told:  # the first one is enough
                bad.append(f"change {r} ({data.get('kind')}) says version "
                           f"{data.get('version')}, {moved} moves up to it")
                told = True
        if moved != len(log):
            bad.append(f"{moved} moved changes for {len(log)} moves")
        if tid in announced and announced[tid] > rev:
            bad.append(f"outbox announced {announced[tid]} beyond rev {rev}")
        if status == "lobby" and log:
            bad.append(f"a lobby with {len(log)} moves")
        if status in ("playing", "finished"):
            seats = json.loads(seats_json)
            rules = TableOptions.from_dict(json.loads(options)).rules
            if not isinstance(rules, RuleSet):  # another game's table: not the bench's
                bad.append("not a Larry table")
            else:
                try:
                    game = GameLog(len(seats), rules, seed, moves=[m for _, m in log]).replay()
                except (IllegalMove, ValueError) as exc:
                    bad.append(f"the stored log does not replay: {exc}")
                else:
                    if game.over != (status == "finished"):
                        bad.append(f"status {status} but the game is "
                                   f"{'over' if game.over else 'not over'}")
        if (status == "finished") != (tid in finished):
            bad.append(f"status {status} {'without' if tid not in finished else 'with'} "
                       "a results row")
        if bad:
            problems.append(f"table {tid}: " + "; ".join(bad))
    return problems
