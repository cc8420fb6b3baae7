"""Persistence throughput and start-up time of the table service on SQLite.

1. Throughput: N tables play random legal moves at once through `TableService.play`; every
   move is committed before its call returns. Reported with group commit (the default) and
   with one transaction per move (batch_limit=1) for comparison.
2. Start-up: a database with 10,000 stored tables (open and finished, real logs, schema v2:
   `changes` and `outbox` rows as the bot leaves them) is loaded by `TableService.start()`;
   time and memory of the rebuild.

Run: `python bench/persistence.py --write` (updates docs/benchmarks.md); `--smoke` for a quick
check. `--db postgresql://user@host/db` measures PostgreSQL instead (each run in a fresh schema
of that database, dropped afterwards; the start-up tables are filled in SQLite as above and
copied over); `--write` then writes its own section.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import secrets
import sqlite3
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.report import write_section
from larry_core.games.larry.engine import Game
from larry_core.games.larry.events import visible
from larry_core.games.larry.moves import format_body, format_move
from larry_core.games.larry.simulate import random_move
from larry_core.storage.postgres import PostgresStorage, is_postgres_url
from larry_core.storage.sqlite import SQLiteStorage
from larry_core.tables.service import TableService
from larry_core.tables.table import Change, TableOptions

PLAYERS = 4


def make_storage(path: str, batch_limit: int = 512) -> SQLiteStorage | PostgresStorage:
    """SQLite at a path, PostgreSQL for a postgresql:// URL (as LARRY_DB selects them)."""
    if is_postgres_url(path):
        return PostgresStorage(path, batch_limit=batch_limit)
    return SQLiteStorage(path, batch_limit=batch_limit)


@contextlib.contextmanager
def pg_schema(url: str) -> Iterator[str]:
    """A fresh schema in the database at `url`, dropped afterwards; the URL that uses it."""
    import asyncpg

    schema = f"bench_{secrets.token_hex(5)}"

    async def run(sql: str) -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    asyncio.run(run(f"CREATE SCHEMA {schema}"))
    try:
        yield f"{url}{'&' if '?' in url else '?'}search_path={schema}"
    finally:
        asyncio.run(run(f"DROP SCHEMA {schema} CASCADE"))


async def copy_to_postgres(sqlite_path: str, url: str) -> None:
    """Copy every row of a filled SQLite database into the (migrated) PostgreSQL at `url`."""
    import asyncpg

    await _migrate(url)
    conn = await asyncpg.connect(url)
    try:
        with sqlite3.connect(sqlite_path) as src:
            for table in ("tables", "moves", "changes", "outbox", "results", "players"):
                names = [r[1] for r in src.execute(f"PRAGMA table_info({table})")]
                rows = src.execute(f"SELECT {', '.join(names)} FROM {table}").fetchall()
                await conn.copy_records_to_table(table, records=rows, columns=names)
        await conn.execute("SELECT setval(pg_get_serial_sequence('tables', 'id'),"
                           " (SELECT coalesce(max(id), 0) + 1 FROM tables), false)")
        await conn.execute("ANALYZE")
    finally:
        await conn.close()


async def throughput(path: str, tables: int, moves_per_table: int, batch_limit: int) -> dict:
    storage = make_storage(path, batch_limit=batch_limit)
    await storage.open()
    service = TableService(storage)
    await service.start()
    ids = []
    for t in range(tables):
        table = await service.open_table(1, 10_000 + t, 1, "p1",
                                         TableOptions(turn_seconds=0, lobby_seconds=0))
        for p in range(2, PLAYERS + 1):
            await service.join(table.id, p, f"p{p}")
        await service.start_game(table.id, 1)
        ids.append(table.id)

    async def player(table_id: int, seed: int) -> int:
        rng = random.Random(seed)
        table = service.get(table_id)
        done = 0
        while done < moves_per_table and table.status == "playing":
            game = table.game
            assert game is not None and game.to_move is not None
            seat = game.to_move
            body = format_body(random_move(game, seat, rng))
            await service.play(table_id, table.seats[seat]["user_id"], body, table.version)
            done += 1
        return done

    commits_before = storage.commits
    start = time.perf_counter()
    counts = await asyncio.gather(*(player(tid, i) for i, tid in enumerate(ids)))
    elapsed = time.perf_counter() - start
    moves = sum(counts)
    commits = storage.commits - commits_before
    stored = 0
    for tid in ids:
        stored += len(await storage.load_moves(tid))
        # every change of the table (opened, joins, started, moves) has its `changes` row
        changes = await storage.load_changes(tid)
        record = await storage.load_table(tid)
        assert record is not None and record.rev == len(changes) - 1
        kept = service.find(tid)
        assert kept is not None and kept.rev == record.rev
        assert [c["rev"] for c in changes] == list(range(len(changes)))
    await service.stop()
    await storage.close()
    assert stored == moves, "every acknowledged move must be in the database"
    return {"moves": moves, "seconds": elapsed, "rate": moves / elapsed, "commits": commits,
            "per_commit": moves / max(commits, 1)}


def fill(path: str, total: int, open_share: float, seed: int = 1) -> tuple[int, int]:
    """Write `total` tables with real random-play logs straight into SQLite, as the bot
    leaves them (schema v2): the record at its rev, the input log, one `changes` row per
    change (opened, the joins, started, each move with its public events) and the
    publisher's `outbox` row with everything announced (a clean stop)."""
    asyncio.run(_migrate(path))
    rng = random.Random(seed)
    now = time.time()
    open_count = 0
    with sqlite3.connect(path) as conn:
        for t in range(total):
            finished = rng.random() >= open_share
            game_seed = rng.randrange(2**62)
            game = Game(PLAYERS, seed=game_seed)
            seats = [{"user_id": 1000 + p, "name": f"Player {p}", "ai": None}
                     for p in range(PLAYERS)]
            changes: list[dict[str, object]] = [
                Change(0, "opened", 0, 0, "host", params={"name": seats[0]["name"]}).to_dict()]
            changes += [Change(p, "joined", 0, p, params={"name": seats[p]["name"]}).to_dict()
                        for p in range(1, PLAYERS)]
            changes.append(Change(PLAYERS, "started", 0, None, "host",
                                  params={"start": game.to_move}).to_dict())
            moves: list[str] = []
            length = 10_000 if finished else rng.randrange(20, 120)
            while not game.over and len(moves) < length:
                seat = game.to_move
                assert seat is not None
                move = random_move(game, seat, rng)
                events = game.apply(seat, move)
                moves.append(format_move(seat, move))
                changes.append(Change(len(changes), "moved", len(moves), seat, "player",
                                      tuple(e for e in events if visible(e, None))).to_dict())
            status = "finished" if game.over else "playing"
            open_count += status == "playing"
            rev = len(changes) - 1
            cur = conn.execute(
                "INSERT INTO tables (guild_id, channel_id, host_id, status, options, seats, seed,"
                " created_at, updated_at, deadline, meta, rev) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (1, 50_000 + t, 1000, status, json.dumps(TableOptions().to_dict()),
                 json.dumps(seats), game_seed, now, now, now + 3600 if status == "playing"
                 else None, "{}", rev))
            table_id = cur.lastrowid
            conn.executemany("INSERT INTO moves VALUES (?,?,?,?)",
                             [(table_id, i, m, now) for i, m in enumerate(moves)])
            conn.executemany("INSERT INTO changes (table_id, rev, data, at) VALUES (?,?,?,?)",
                             [(table_id, c["rev"], json.dumps(c), now) for c in changes])
            conn.execute("INSERT INTO outbox (table_id, announced, data) VALUES (?,?,?)",
                         (table_id, rev, json.dumps({"turn": 900_000 + t})))
    return total, open_count


async def _migrate(path: str) -> None:
    storage = make_storage(path)
    await storage.open()
    await storage.close()


async def startup(path: str) -> dict:
    tracemalloc.start()
    start = time.perf_counter()
    storage = make_storage(path)
    await storage.open()
    service = TableService(storage, outbox=True)  # as the bot runs it
    await service.start()
    elapsed = time.perf_counter() - start
    assert all(t.announced == t.rev and not t.pending for t in service.tables.values())
    _, peak = tracemalloc.get_traced_memory()
    current = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    loaded = len(service.tables)
    await service.stop()
    await storage.close()
    return {"seconds": elapsed, "loaded": loaded, "peak_mb": peak / 2**20,
            "per_table_kb": current / max(loaded, 1) / 1024}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--moves", type=int, default=50, help="moves per table")
    parser.add_argument("--stored", type=int, default=10_000, help="tables for start-up")
    parser.add_argument("--smoke", action="store_true", help="tiny sizes, no docs update")
    parser.add_argument("--write", action="store_true", help="update docs/benchmarks.md's section")
    parser.add_argument("--db", default="", metavar="URL",
                        help="a postgresql:// URL to measure PostgreSQL (default: SQLite files)")
    args = parser.parse_args()
    if args.smoke:
        args.tables, args.moves, args.stored = 10, 10, 200
    postgres = is_postgres_url(args.db)
    if args.db and not postgres:
        parser.error("--db takes a postgresql:// URL (SQLite is the default)")

    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        def where(name: str) -> str:
            return stack.enter_context(pg_schema(args.db)) if postgres else os.path.join(
                tmp, name)

        grouped = asyncio.run(throughput(where("a.db"), args.tables, args.moves,
                                         batch_limit=512))
        single = asyncio.run(throughput(where("b.db"), args.tables, args.moves,
                                        batch_limit=1))
        fill_start = time.perf_counter()
        total, open_count = fill(os.path.join(tmp, "c.db"), args.stored, open_share=0.2)
        boot_db = os.path.join(tmp, "c.db")
        if postgres:
            boot_db = where("c")
            asyncio.run(copy_to_postgres(os.path.join(tmp, "c.db"), boot_db))
        fill_seconds = time.perf_counter() - fill_start
        boot = asyncio.run(startup(boot_db))
    assert boot["loaded"] == open_count

    body = "\n".join([
        f"Measured by `python bench/persistence.py` ({args.tables} tables × {args.moves} moves,"
        f" {PLAYERS} players, all playing at once; "
        + ("PostgreSQL through asyncpg, on this machine)." if postgres
           else "SQLite WAL, synchronous=NORMAL)."),
        "",
        "| commit mode | moves committed/s | transactions | moves per transaction |",
        "|---|---|---|---|",
        f"| group commit (default) | {grouped['rate']:,.0f} | {grouped['commits']:,} |"
        f" {grouped['per_commit']:.1f} |",
        f"| one transaction per move | {single['rate']:,.0f} | {single['commits']:,} |"
        f" {single['per_commit']:.1f} |",
        "",
        "Each move writes its `moves` row, the table record at its new rev (optimistic rev"
        " check) and its `changes` row (the outbox the publisher"
        " announces from). Every `play` call returns only after its move is committed; the"
        " script checks that the database holds exactly the acknowledged moves and one"
        " `changes` row per rev.",
        "",
        f"**Start-up** with {total:,} stored tables ({open_count:,} open with their logs, the"
        f" rest finished, every change announced; filled in {fill_seconds:.0f} s):"
        f" `TableService.start()` (with the outbox, as the bot runs it) rebuilt every"
        f" open table in **{boot['seconds']:.2f} s**; Python heap after loading"
        f" {boot['per_table_kb']:.1f} KB per open table (peak {boot['peak_mb']:.0f} MB during"
        " the load).",
    ])
    print(body)
    if args.write and not args.smoke and postgres:
        write_section("persistence-postgresql", "Persistence on PostgreSQL", body)
    elif args.write and not args.smoke:
        write_section("persistence", "Persistence throughput and start-up", body)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
