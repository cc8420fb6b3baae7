"""Past one process (issue 13): shards, their leases, one REST budget, database outages.

Configuration and the shard rule run anywhere; the storage half runs on SQLite and on the
PostgreSQL test server (skipped with the reason printed when it cannot be reached); the
process half runs real bot processes (`tests/bot_process.py`) on PostgreSQL against the
Discord double with two guilds on two shards.
"""
from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bench.crash_db import PgReader
from bot.config import ConfigError, load_config
from cogs.tables.outbound import GLOBAL_LIMIT, TokenBucket, budget
from discord_double import DiscordDouble, max_in_window
from discord_double.driver import InteractionResult
from discord_double.registry import guild_snowflake
from larry_core.storage.base import StorageUnavailable
from larry_core.storage.shards import Shards, ShardsTaken, format_ids, parse_ids, shard_of, split
from larry_core.tables.service import TableService
from larry_core.tables.table import TableError, TableOptions
from tests.bot_process import MEMBERS
from tests.pg_process import PgEnv, shard_bot
from tests.pg_proxy import PgProxy
from tests.step_clock import StepClock
from tests.storage.test_storage_contract import (  # noqa: F401  (backend is a fixture)
    PG_URL,
    Backend,
    backend,
    need_postgres,
    opened,
    postgres_schema,
)

TOKEN = "A" * 24 + "." + "B" * 6 + "." + "C" * 27


# ------------------------------------------------------------------ the shard rule
def test_a_guild_belongs_to_the_shard_discord_routes_it_to() -> None:
    gid = 81384788765712384  # Discord's own example: shard (gid >> 22) % count
    assert shard_of(gid, 1) == 0
    assert shard_of(gid, 4) == (gid >> 22) % 4
    assert Shards(frozenset({shard_of(gid, 4)}), 4).owns(gid)
    assert not Shards(frozenset({(shard_of(gid, 4) + 1) % 4}), 4).owns(gid)
    assert Shards(frozenset({0}), 4).owns(None)  # DMs go to shard 0
    for shard in range(5):  # the double picks guild ids on a chosen shard
        assert shard_of(guild_snowflake(shard, 5), 5) == shard


def test_shard_ids_parse_from_ranges_and_refuse_what_does_not_exist() -> None:
    assert parse_ids("0-3", 8) == frozenset(range(4))
    assert parse_ids("0, 2,4-5", 8) == frozenset({0, 2, 4, 5})
    assert parse_ids("all", 3) == frozenset({0, 1, 2})
    assert format_ids(frozenset({0, 1, 2, 5, 7, 8})) == "0-2,5,7-8"
    for bad in ("8", "3-1", "x", "", "0-", "-1"):
        with pytest.raises(ValueError):
            parse_ids(bad, 8)


def test_split_covers_every_shard_exactly_once() -> None:
    for count in range(1, 10):
        for processes in range(1, count + 1):
            plan = split(count, processes)
            assert len(plan) == processes
            seen = [i for s in plan for i in s.ids]
            assert sorted(seen) == list(range(count))
            assert sum(s.share for s in plan) == pytest.approx(1.0)
    with pytest.raises(ValueError):
        split(2, 3)


def env(**values: str) -> dict[str, str]:
    return {"DISCORD_TOKEN": TOKEN, **values}


def test_config_reads_shards_from_the_environment_and_flags() -> None:
    assert load_config(env()).shards is None  # one process: Discord picks the count
    assert load_config(env(LARRY_SHARD_COUNT="4")).shards == Shards(frozenset(range(4)), 4)
    cfg = load_config(env(LARRY_SHARDS="0-3", LARRY_SHARD_COUNT="8", LARRY_LEASE_SECONDS="5"))
    assert cfg.shards == Shards(frozenset(range(4)), 8) and cfg.lease_seconds == 5.0
    flagged = load_config(env(LARRY_SHARDS="0-3", LARRY_SHARD_COUNT="8"),
                          overrides={"LARRY_SHARDS": "4-7"})
    assert flagged.shards == Shards(frozenset(range(4, 8)), 8)


@pytest.mark.parametrize(("values", "start"), [
    ({"LARRY_SHARDS": "0-3"}, "LARRY_SHARDS=0-3 needs LARRY_SHARD_COUNT"),
    ({"LARRY_SHARDS": "0-8", "LARRY_SHARD_COUNT": "8"}, "LARRY_SHARDS=0-8: shard 8 does not"),
    ({"LARRY_SHARDS": "two", "LARRY_SHARD_COUNT": "8"}, "LARRY_SHARDS=two: 'two' is not"),
    ({"LARRY_SHARD_COUNT": "0"}, "LARRY_SHARD_COUNT must be a whole number"),
    ({"LARRY_SHARD_COUNT": "８"}, "LARRY_SHARD_COUNT must be a whole number"),
    ({"LARRY_LEASE_SECONDS": "0.5"}, "LARRY_LEASE_SECONDS must be a number of seconds"),
    ({"LARRY_LEASE_SECONDS": "nan"}, "LARRY_LEASE_SECONDS must be a number of seconds"),
])
def test_bad_shard_settings_are_one_clear_line(values: dict[str, str], start: str) -> None:
    with pytest.raises(ConfigError) as err:
        load_config(env(**values))
    message = str(err.value)
    assert message.startswith(start), message
    assert "\n" not in message


# ------------------------------------------------------------- one REST budget
def test_budget_shares_add_up_to_discords_limit() -> None:
    for processes in (1, 2, 3, 4, 8):
        total = sum(sum(budget(s.share)) for s in split(8, processes))
        assert total == pytest.approx(GLOBAL_LIMIT)
    rate, burst = budget(1 / 8)
    assert burst >= 1.0 and rate + burst == pytest.approx(GLOBAL_LIMIT / 8)
    with pytest.raises(ValueError):
        budget(0)


async def test_two_half_budgets_together_stay_within_50_in_any_second() -> None:
    """Two processes' buckets, each with half the budget, hammered for 2.5 s: every grant
    is stamped; no 1-second window holds more than 50 (nor 25 for one of them)."""
    clock = StepClock()  # one timeline for both, moved only by their waits
    buckets = [TokenBucket(*budget(0.5), clock=clock, sleep=clock.sleep) for _ in (0, 1)]
    stamps: list[list[float]] = [[], []]
    end = clock() + 2.5

    async def hammer(i: int) -> None:
        while clock() < end:
            await buckets[i].acquire()
            stamps[i].append(clock())

    await asyncio.gather(*(hammer(i) for i in (0, 1) for _ in range(5)))
    both = stamps[0] + stamps[1]
    assert max_in_window(both) <= 50
    assert all(max_in_window(s) <= 25 for s in stamps)
    # the buckets really ran dry and paced the hammers (else the checks above prove nothing)
    burst = budget(0.5)[1]
    assert all(len(s) > burst for s in stamps)


# ------------------------------------------------------- storage: filter and leases
GUILDS = {shard: guild_snowflake(shard, 4) for shard in range(4)}


async def open_tables(service: TableService) -> dict[int, int]:
    """One lobby per shard (guild -> table id)."""
    out = {}
    for shard, gid in GUILDS.items():
        table = await service.open_table(gid, 1000 + shard, 7, "Host", TableOptions())
        out[gid] = table.id
    return out


async def test_load_open_returns_only_the_tables_of_the_given_shards(backend: Backend) -> None:  # noqa: F811
    async with opened(backend) as storage:
        await open_tables(TableService(storage))
        every = {s.record.guild_id for s in await storage.load_open()}
        assert every == set(GUILDS.values())
        half = Shards(frozenset({1, 3}), 4)
        got = {s.record.guild_id for s in await storage.load_open(half)}
        assert got == {GUILDS[1], GUILDS[3]}


async def test_a_lease_is_all_or_nothing_and_lapses(
        backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    now = [1_900_000_000.0]  # the wall clock leases are stamped with, moved by the test only
    monkeypatch.setattr(time, "time", lambda: now[0])
    async with opened(backend) as storage:
        low, high = Shards(frozenset({0, 1}), 4), Shards(frozenset({2, 3}), 4)
        until = await storage.claim_shards("a", low, 30.0)
        assert until == now[0] + 30  # the claim's time plus the ttl
        await storage.claim_shards("b", high, 30.0)  # disjoint: fine
        with pytest.raises(ShardsTaken) as taken:  # overlaps a's shard 1
            await storage.claim_shards("c", Shards(frozenset({1, 2}), 4), 30.0)
        assert set(taken.value.held) == {(4, 1), (4, 2)}
        with pytest.raises(ShardsTaken):  # another shard count overlaps everything
            await storage.claim_shards("c", Shards(frozenset({0}), 2), 30.0)
        await storage.claim_shards("a", low, 30.0)  # renewing one's own lease
        await storage.release_shards("b")
        await storage.claim_shards("c", high, 0.2)  # b gave its shards up
        with pytest.raises(ShardsTaken):  # c's lease holds while it lasts
            await storage.claim_shards("d", high, 30.0)
        now[0] += 0.3
        await storage.claim_shards("d", high, 30.0)  # c's lease lapsed
        rows = await backend.execute(
            "SELECT shard_id, owner FROM shard_leases ORDER BY shard_id")
        assert [tuple(r) for r in rows] == [(0, "a"), (1, "a"), (2, "d"), (3, "d")]


async def test_a_service_serves_loads_and_times_only_its_shards(backend: Backend) -> None:  # noqa: F811
    async with opened(backend) as storage:
        tables = await open_tables(TableService(storage))
        mine = Shards(frozenset({0, 2}), 4)
        service = TableService(storage, shards=mine, lease_ttl=30.0)
        await service.start()
        try:
            assert {t.record.guild_id for t in service.tables.values()} == {GUILDS[0],
                                                                             GUILDS[2]}
            assert service.leased()
            with pytest.raises(TableError) as err:  # another process's guild
                await service.open_table(GUILDS[1], 2001, 7, "Host", TableOptions())
            assert err.value.code == "other_shard" and err.value.params["shard"] == 1
            rival = TableService(storage, shards=Shards(frozenset({2}), 4), lease_ttl=30.0,
                                 lease_wait=0.3)
            with pytest.raises(ShardsTaken):
                await rival.start()
            assert rival.tables == {}  # it loaded nothing
        finally:
            await service.stop()
        # a clean stop gives the lease up: the next process starts at once
        again = TableService(storage, shards=Shards(frozenset({2}), 4), lease_wait=0.0)
        await again.start()
        assert set(again.tables) == {tables[GUILDS[2]]}
        await again.stop()


async def test_deadlines_fire_only_while_the_lease_is_held(tmp_path: Path) -> None:
    from larry_core.storage.select import open_storage

    storage = open_storage(str(tmp_path / "l.sqlite3"))
    await storage.open()
    service = TableService(storage, shards=Shards(frozenset({0}), 1), lease_ttl=30.0,
                           time_scale=0.0001)
    try:
        await service.start()
        service.lease_until = 0.0  # as if the lease had lapsed (no renewal for a while)
        table = await service.open_table(GUILDS[0], 5, 7, "Host",
                                         TableOptions.from_dict({"lobby_seconds": 60}))
        await asyncio.sleep(0.3)  # the lobby's deadline (6 ms) is long past
        assert table.status == "lobby"
        service.lease_until = time.time() + 30  # renewed
        for _ in range(100):
            if table.status != "lobby":
                break
            await asyncio.sleep(0.05)
        assert table.status == "cancelled"
    finally:
        await service.stop()
        await storage.close()


# ---------------------------------------------------- storage: the database goes away
async def pg_service(url: str) -> tuple[Any, TableService]:
    from larry_core.storage.select import open_storage

    storage = open_storage(url)
    await storage.open()
    service = TableService(storage, time_scale=1000.0)
    await service.start()
    return storage, service


async def started_table(service: TableService) -> int:
    table = await service.open_table(GUILDS[0], 77, 1, "Ann", TableOptions())
    await service.join(table.id, 2, "Ben")
    await service.start_game(table.id, 1)
    return table.id


def a_move(service: TableService, table_id: int) -> tuple[int, str]:
    """(user, move body) of a legal move for whoever is to move."""
    table = service.get(table_id)
    assert table.game is not None and table.game.to_move is not None
    seat = table.game.to_move
    move = table.game.legal_moves(seat)[0]
    text = table.options.kind.format(seat, move)
    return int(table.seats[seat]["user_id"]), text.split(" ", 1)[1]


async def test_a_change_during_an_outage_is_refused_and_the_table_stays() -> None:
    need_postgres()
    async with postgres_schema() as url:
        proxy = PgProxy("127.0.0.1", int(url.split(":")[2].split("/")[0]))
        await proxy.start()
        storage, service = await pg_service(proxy.url(url))
        try:
            tid = await started_table(service)
            before = service.get(tid).version
            await proxy.cut()
            user, body = a_move(service, tid)
            with pytest.raises(TableError) as err:
                await service.play(tid, user, body, before)
            assert err.value.code == "storage_unavailable"
            assert service.get(tid).version == before  # nothing changed
            with pytest.raises(StorageUnavailable):
                await storage.load_moves(tid)
            await proxy.restore()
            for _ in range(50):  # the recovery settles the doubt once the server answers
                if not service.doubts:
                    break
                await asyncio.sleep(0.1)
            await service.play(tid, user, body, before)  # the same press, again: accepted
            assert service.get(tid).version == before + 1
            assert len(await storage.load_moves(tid)) == before + 1
        finally:
            await service.stop()
            await storage.close()
            await proxy.close()


async def test_a_commit_cut_off_after_the_server_took_it_is_kept_and_told_once() -> None:
    need_postgres()
    async with postgres_schema() as url:
        proxy = PgProxy("127.0.0.1", int(url.split(":")[2].split("/")[0]))
        await proxy.start()
        storage, service = await pg_service(proxy.url(url))
        told: list[int] = []
        service.subscribe(lambda table, change, origin: told.append(change.rev))
        try:
            tid = await started_table(service)
            before, rev = service.get(tid).version, service.get(tid).rev
            user, body = a_move(service, tid)
            proxy.cut_after_commit()
            with pytest.raises(TableError) as err:
                await service.play(tid, user, body, before)
            assert err.value.code == "storage_unavailable" and proxy.commits_cut == 1
            assert tid in service.doubts and service.get(tid).version == before
            for _ in range(100):  # read back: it was stored, so it becomes the state
                if service.get(tid).version == before + 1:
                    break
                await asyncio.sleep(0.05)
            assert service.get(tid).version == before + 1 and not service.doubts
            assert told.count(rev + 1) == 1  # the listeners heard of it exactly once
            assert len(await storage.load_moves(tid)) == before + 1
            with pytest.raises(TableError) as stale:  # the user's retry finds it done
                await service.play(tid, user, body, before)
            assert stale.value.code == "stale"
        finally:
            await service.stop()
            await storage.close()
            await proxy.close()


async def test_announcements_made_during_an_outage_are_written_when_it_ends() -> None:
    need_postgres()
    async with postgres_schema() as url:
        proxy = PgProxy("127.0.0.1", int(url.split(":")[2].split("/")[0]))
        await proxy.start()
        storage, service = await pg_service(proxy.url(url))
        service.outbox = True
        try:
            table = await service.open_table(GUILDS[0], 78, 1, "Ann", TableOptions())
            await proxy.cut()
            await service.mark_announced(table, table.rev, {"table": 123})
            assert table.announced == table.rev and table.id in service.unsaved
            await proxy.restore()
            for _ in range(100):
                if not service.unsaved:
                    break
                await asyncio.sleep(0.05)
            assert not service.unsaved
            [stored] = await storage.load_open()
            assert stored.announced == table.rev and stored.outbox == {"table": 123}
        finally:
            await service.stop()
            await storage.close()
            await proxy.close()


# --------------------------------------------- bot processes on shared PostgreSQL
@contextlib.asynccontextmanager
async def two_shard_world(tmp_path: Path, url: str, *, lease: float = 3.0, tables: int = 1,
                          time_scale: float = 10.0
                          ) -> AsyncIterator[tuple[DiscordDouble, list[PgEnv], PgReader]]:
    """The double with guild "zero" (shard 0 of 2: #zero, #zero-1, ...) and "one" (shard 1:
    #one, ...), a bot process for each shard on the database at `url`, and users' helpers
    per channel (`tables` channels per guild; the first of each guild first)."""
    reader = PgReader(url)
    async with DiscordDouble(members=list(MEMBERS)) as double:
        names = {g: [g] + [f"{g}-{k}" for k in range(1, tables)] for g in ("zero", "one")}
        double.add_guild("zero", names["zero"], shard=0, shard_count=2)
        double.add_guild("one", names["one"], shard=1, shard_count=2)
        bots = [shard_bot(double.port, url, tmp_path / f"bot{i}.log", str(i), 2,
                          token=f"double-token-{i}", lease=lease, time_scale=time_scale)
                for i in (0, 1)]
        try:
            await asyncio.gather(*(b.start(timeout=60) for b in bots))
            envs = [PgEnv(double, bots[i], Path("unused"), name, reader)
                    for k in range(tables) for i, name in enumerate(
                        (names["zero"][k], names["one"][k]))]
            yield double, envs, reader
        finally:
            for b in bots:
                await b.kill()
            reader.close()


def texts(env: PgEnv) -> list[str]:
    return [m.text() for m in env.double.channel(env.channel_name).messages()]


async def test_kill_9_one_of_two_processes_the_other_never_notices(tmp_path: Path) -> None:
    need_postgres()
    async with postgres_schema() as url, two_shard_world(tmp_path, url) as (double, envs,
                                                                           _):
        zero, one = envs
        assert double.gateway.stats.identified_shards.count((0, 2)) == 1
        assert sorted(double.gateway.sessions) == [0, 1]
        await asyncio.gather(zero.start_game(), one.start_game(["Bob", "Carol", "Dave"]))
        for _ in range(2):
            await zero.take_turn()
            await one.take_turn()
        pid_one, moves_zero = one.bot.proc.pid if one.bot.proc else 0, zero.stored().moves
        await zero.bot.kill()  # kill -9 the process of shard 0, mid-game
        for _ in range(3):  # shard 1 plays on while shard 0 is down
            await one.take_turn()
        snap_one, version_one = one.snapshot(), one.stored().version
        await zero.bot.start(timeout=60)  # waits for the dead process's lease to lapse
        # its table resumes where it stopped: the same moves, one live turn message
        assert zero.stored().moves == moves_zero
        await zero.wait_one_live(len(moves_zero))
        await zero.take_turn()
        await one.wait_quiet()
        # the other process never noticed: same pid, no message changed, nothing missed
        assert one.bot.proc is not None and one.bot.proc.pid == pid_one and one.bot.starts == 1
        assert one.changed_since(snap_one) == []
        assert one.stored().version == version_one
        await one.take_turn()
        assert double.gateway.stats.identified_shards.count((0, 2)) == 2
        assert double.gateway.stats.identified_shards.count((1, 2)) == 1
        # at most 50 non-exempt requests in any second, both processes together
        assert double.max_global_per_second() <= 50
        assert set(double.request_tokens()) >= {"double-token-0", "double-token-1"}


async def test_a_third_process_cannot_take_shards_that_are_held(tmp_path: Path) -> None:
    need_postgres()
    async with postgres_schema() as url, two_shard_world(tmp_path, url) as (double, _, _):
        intruder = shard_bot(double.port, url, tmp_path / "intruder.log", "1", 2, lease=3.0)
        with pytest.raises(RuntimeError, match="not ready"):
            await intruder.start(timeout=15)  # waits for the lease (3 + 5 s), then gives up
        assert "shards held by another running process: 1/2" in intruder.log_tail()
        assert double.gateway.stats.identified_shards.count((1, 2)) == 1  # it never joined


async def told(r: InteractionResult) -> list[str]:
    """What an interaction's user was told: its answer, or what filled its deferral and
    any followups."""
    if r.kind in ("deferred", "deferred_update"):
        return [m.content for m in await r.wait_followup()]
    return [r.message.content] if r.message is not None else []


async def test_a_database_outage_mid_game_try_again_then_all_continues(
        tmp_path: Path) -> None:
    """PostgreSQL goes away mid-game (a proxy cut): a press, a command that reads the
    database and a button that writes outside a table each get a private "try again in a
    moment"; once it is back the same press works, no committed move is lost and no message
    is shown twice."""
    need_postgres()
    async with postgres_schema() as url:
        port = int(url.split(":")[2].split("/")[0])
        proxy = PgProxy("127.0.0.1", port)
        await proxy.start()
        reader = PgReader(url)
        try:
            async with DiscordDouble(members=list(MEMBERS)) as double:
                bot = shard_bot(double.port, proxy.url(url), tmp_path / "bot.log", "0", 1)
                env = PgEnv(double, bot, Path("unused"), "general", reader)
                try:
                    await bot.start(timeout=60)
                    await env.start_game()
                    await env.take_turn()
                    await env.take_turn()
                    before = env.stored()
                    msg = await env.wait_one_live(before.version)
                    await proxy.cut()  # the database is gone
                    r = await env.press(before.to_move(), "doubt", msg)
                    said = [m.content for m in await r.wait_followup()]
                    assert any("Try again in a moment" in s for s in said), said
                    assert all(m.ephemeral for m in await r.wait_followup())
                    # commands that read the database say the same, privately: /larry new
                    # (which reads the server's settings only after deferring) and the
                    # leaderboard
                    for command in ("larry new", "larry leaderboard"):
                        r = await double.user("Dave").slash(command, channel="general")
                        assert r.responded, (command, r)
                        said = await told(r)
                        assert any("Try again in a moment" in s for s in said), (command, said)
                        assert r.ephemeral and all(m.ephemeral for m in r.followups), command
                    # and so does a button that writes outside a table: "Forget me"
                    ask = (await double.user("Dave").slash("larry forget-me",
                                                           channel="general")).message
                    assert ask is not None
                    r = await double.user("Dave").click(ask, "Forget me")
                    said = await told(r)
                    assert any("Try again in a moment" in s for s in said), said
                    assert all(m.ephemeral for m in r.followups)
                    await proxy.restore()  # back: the bot reconnects by itself
                    await asyncio.sleep(1.0)
                    assert env.stored().moves == before.moves  # nothing lost, nothing new
                    r = await env.press(before.to_move(), "doubt", msg)  # again: it works
                    after = await env.wait_db(lambda t: t.version == before.version + 1)
                    assert after.moves[:-1] == before.moves
                    await env.wait_one_live(after.version)
                    await env.take_turn()
                    await env.wait_quiet()
                    shown = texts(env)
                    assert len(shown) == len(set(shown)), "a message was shown twice"
                finally:
                    await bot.kill()
        finally:
            reader.close()
            await proxy.close()


# ------------------------------------------------------------------- the launcher
@pytest.mark.parametrize(("argv", "db", "says"), [
    (["--processes", "2"], "larry.sqlite3", "2 processes need a shared PostgreSQL database"),
    (["--processes", "3", "--shard-count", "2"], "larry.sqlite3",
     "3 process(es) cannot share 2 shard(s)"),
])
def test_the_launcher_refuses_what_cannot_work_in_one_line(
        tmp_path: Path, argv: list[str], db: str, says: str) -> None:
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "LARRY_"))}
    env.update(DISCORD_TOKEN=TOKEN, LARRY_DB=str(tmp_path / db),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    proc = subprocess.run([sys.executable, "-m", "bot.launch", *argv], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"larry-launch: {says}"), proc.stderr
