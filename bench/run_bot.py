"""Run a real `LarryBot` in its own process against a local Discord double (bench harness).

Shared by `bench/load.py` and `bench/crash.py`: the bench process runs the double, this
process runs the bot, so the bot can be measured (CPU, RSS) or `kill -9`ed on its own.

    python bench/run_bot.py PORT DB [TOKEN]

or with `LARRY_DOUBLE_PORT`, `LARRY_DB`, `DISCORD_TOKEN` in the environment
(`LARRY_BENCH_TOKEN` wins over TOKEN: several processes of one bench tell themselves apart
by it; the double does not check tokens). Pacing knobs (optional): `LARRY_BENCH_TIME_SCALE`
(multiplies every turn/lobby deadline; default 1), `LARRY_BENCH_AI_DELAY` ("lo,hi" seconds;
default "0.01,0.02"), `LARRY_BENCH_ROUND_PAUSE` (seconds; default 0.05), `LARRY_LOG_LEVEL`
(default WARNING, to stderr), `LARRY_BENCH_WARM_TEXTS=0` (texts compiled at first use, not
all before connecting: the tests' short-lived bots). Shards as for `larry-bot`: `LARRY_SHARDS`,
`LARRY_SHARD_COUNT`, `LARRY_LEASE_SECONDS`. The loop is uvloop where installed, as in
`larry-bot` (`LARRY_BENCH_UVLOOP=0`: the default asyncio loop).
Prints `LARRY-BOT-READY <pid>` on stdout (flushed) each time on_ready fires. On Linux it
gets SIGTERM when the process that started it dies (`die_with_parent`), so a bench or test
that is killed leaves no bot behind.

Measuring (used by `bench/load.py`): SIGUSR1 prints `LARRY-BOT-STATS {json}` (open tables,
the outbound path's counters, the DM queue, each picture cache's hits and misses, tracemalloc
figures when `LARRY_BENCH_TRACEMALLOC=1`); SIGTERM prints one more and closes the bot cleanly.

Profiling: with `LARRY_BENCH_PROFILE=FILE`, cProfile runs from the first on_ready to SIGTERM
and its stats (CPU time, not wall time) are written to FILE (read them with
`python -m pstats FILE`); cProfile's cost per call makes small Python functions look bigger
than they are. With `LARRY_BENCH_SAMPLE=FILE` instead, `bench/cpu_sampler.py` samples the
stack at every millisecond (at most every kernel tick) of the process's CPU time and writes
collapsed stacks to FILE (read them with `python bench/cpu_sampler.py FILE`); with several
processes, `bench/load.py` gives process i the file FILE.i.

Memory by owner: with `LARRY_BENCH_OWNERS=1`, the first SIGUSR1's stats also carry `owners`,
the bytes each owner holds (`bench/memory.py`; a walk of the heap that pauses the bot).
Memory: with `LARRY_BENCH_HEAPDUMP=FILE`, what the two younger generations hold and, after
a full collection, what is alive (tracked objects by type; with `LARRY_BENCH_TRACEMALLOC=1`
also where it was allocated, to `LARRY_BENCH_TRACE_FRAMES` frames) is written to FILE.open
at the first SIGUSR1 (`bench/load.py` sends it once the tables are open) and to FILE at
SIGTERM. Counts and sizes only: no values. The dump pauses the bot (a full collection and a
walk of its heap), so latency figures of such a run are not the bot's own.

Diagnostics (used by `bench/crash.py --diag`): with `LARRY_BENCH_DIAG=1`, SIGUSR2 writes
every asyncio task's stack to stderr (`LARRY-BOT-TASKS`), a watchdog logs each event-loop
block over 0.25 s and faulthandler dumps the threads' stacks if the loop is blocked for 1 s,
and the bot's own loggers (`cogs`, `larry_core`, `bot`) log at DEBUG.
"""

from __future__ import annotations

import asyncio
import contextlib
import cProfile
import faulthandler
import gc
import io
import json
import logging
import os
import signal
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord
import yarl

from bench.cpu_sampler import Sampler
from bench.gc_pauses import GcPauses, dump_heap
from bench.memory import owners
from bot.__main__ import use_uvloop
from bot.app import LarryBot, quiet_payload_loggers
from bot.config import Config, lease_seconds, load_shards
from larry_core.storage.group_commit import GroupCommit

PARENT = os.getppid()  # read first thing: see die_with_parent
READY_LINE = "LARRY-BOT-READY"
STATS_LINE = "LARRY-BOT-STATS"
TASKS_LINE = "LARRY-BOT-TASKS"
diag_log = logging.getLogger("bench.run_bot")
PROFILE = cProfile.Profile(time.process_time) if os.environ.get("LARRY_BENCH_PROFILE") else None
SAMPLER = Sampler(0.001) if os.environ.get("LARRY_BENCH_SAMPLE") else None


def config_from(argv: list[str], env: dict[str, str] | os._Environ[str]) -> tuple[int, Config]:
    """The double's port and the bot's Config from argv (PORT DB [TOKEN]) or the environment."""
    port = int(argv[0] if argv else env["LARRY_DOUBLE_PORT"])
    db = argv[1] if len(argv) > 1 else env["LARRY_DB"]
    token = env.get("LARRY_BENCH_TOKEN") or (
        argv[2] if len(argv) > 2 else env.get("DISCORD_TOKEN", "double-token"))
    lo, hi = (float(x) for x in env.get("LARRY_BENCH_AI_DELAY", "0.01,0.02").split(","))
    return port, Config(token=token, db_path=db,
                        time_scale=float(env.get("LARRY_BENCH_TIME_SCALE", "1")),
                        ai_delay=(lo, hi),
                        round_pause=float(env.get("LARRY_BENCH_ROUND_PAUSE", "0.05")),
                        guild_ready_timeout=0.05, shards=load_shards(env),
                        lease_seconds=lease_seconds(env),
                        warm_texts=env.get("LARRY_BENCH_WARM_TEXTS", "1") == "1")


def point_at_double(port: int) -> None:
    """Send discord.py's REST and gateway traffic to the double on 127.0.0.1:port."""
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")


GC_PAUSES = GcPauses()


def stats(bot: LarryBot) -> dict[str, object]:
    """Figures a bench wants from inside the bot process (no hands, no payloads)."""
    out: dict[str, object] = {"gc": GC_PAUSES.figures()}
    heap = getattr(bot, "heap", None)
    if heap is not None:
        out["heap"] = heap.figures()
    service = getattr(bot, "service", None)
    if service is not None:
        out["open_tables"] = len(service.by_channel)
        out["tables_in_memory"] = len(service.tables)
        # the outbox: tables with committed changes the channel has not been shown yet
        out["unannounced"] = sum(1 for t in service.tables.values() if t.announced < t.rev)
        # group commit: batches committed and the writes in them (writes per batch: how far
        # a batch's fixed cost is shared)
        storage = service.storage
        if isinstance(storage, GroupCommit):
            out["group_commit"] = [storage.commits, storage.writes]
    cog = bot.get_cog("Tables")
    publisher = getattr(cog, "publisher", None)
    if publisher is not None:
        out["publishing"] = sum(1 for task in publisher.pumps.values() if not task.done())
        out["outbound"] = dict(publisher.outbound.stats)
        out["bucket_granted"] = publisher.outbound.bucket.granted
        out["bucket_waiting"] = publisher.outbound.bucket.waiting
        out["dm_queue"] = len(publisher.dm_queue)
        out["carriers"] = len(publisher.carriers)
    store = bot._connection._view_store
    out["views"] = sum(len(v) for v in store._views.values()) + len(store._modals)
    out["picture_caches"] = picture_caches()
    if tracemalloc.is_tracing():
        current, peak = tracemalloc.get_traced_memory()
        out["tracemalloc_current"], out["tracemalloc_peak"] = current, peak
    return out


def picture_caches() -> dict[str, list[int | None]]:
    """Each cache of drawn pictures: hits, misses, entries, capacity (a cache full of
    entries and still missing may be too small for what a game draws)."""
    from larry_core.games.larry.art import pictures

    caches = (*pictures._PIECE_CACHES, pictures._palette_faces)
    return {cache.__wrapped__.__name__: [*cache.cache_info()] for cache in caches}


def dump_tasks() -> None:
    """Every asyncio task's stack, to stderr (where a stalled press is waiting)."""
    buf = io.StringIO()
    tasks = asyncio.all_tasks()
    buf.write(f"{TASKS_LINE} {time.time():.3f} {len(tasks)} tasks\n")
    for task in sorted(tasks, key=lambda x: x.get_name()):
        task.print_stack(limit=12, file=buf)
    buf.write(f"{TASKS_LINE} end\n")
    sys.stderr.write(buf.getvalue())
    sys.stderr.flush()


async def watchdog(period: float = 0.05, report: float = 0.25, dump: float = 1.0) -> None:
    """Log each event-loop block over `report` seconds; faulthandler dumps every thread's
    stack if a block lasts `dump` seconds (so the blocking call is named)."""
    while True:
        faulthandler.dump_traceback_later(dump, exit=False)
        t0 = time.monotonic()
        await asyncio.sleep(period)
        lag = time.monotonic() - t0 - period
        if lag > report:
            diag_log.warning("event loop blocked for %.2f s", lag)


def install_signals(bot: LarryBot, stop: asyncio.Event) -> None:
    """SIGUSR1: print a stats line; SIGTERM: print one and stop the bot cleanly."""
    loop = asyncio.get_running_loop()

    dumped: list[str] = []
    owned: list[bool] = []

    def report() -> None:
        figures = stats(bot)
        if os.environ.get("LARRY_BENCH_OWNERS") == "1" and not owned:
            owned.append(True)  # the first report: with the tables open
            figures["owners"] = owners(bot)
        print(f"{STATS_LINE} {json.dumps(figures)}", flush=True)
        path = os.environ.get("LARRY_BENCH_HEAPDUMP")
        if path and not dumped:  # the first report: with the tables open (the bench's midpoint)
            dumped.append(path)
            dump_heap(path + ".open")

    def terminate() -> None:
        try:
            with contextlib.suppress(BrokenPipeError):  # the bench is gone: stop all the same
                report()
            if PROFILE is not None:
                PROFILE.disable()
                PROFILE.dump_stats(os.environ["LARRY_BENCH_PROFILE"])
            if os.environ.get("LARRY_BENCH_HEAPDUMP"):
                dump_heap(os.environ["LARRY_BENCH_HEAPDUMP"])
            if SAMPLER is not None:
                SAMPLER.stop()
                SAMPLER.write(os.environ["LARRY_BENCH_SAMPLE"])
        finally:
            stop.set()

    loop.add_signal_handler(signal.SIGUSR1, report)
    loop.add_signal_handler(signal.SIGTERM, terminate)
    if os.environ.get("LARRY_BENCH_DIAG") == "1":
        loop.add_signal_handler(signal.SIGUSR2, dump_tasks)


async def serve(bot: LarryBot, token: str) -> None:
    """Run the bot until it stops or SIGTERM arrives; then await its whole `close()` (so the
    SQLite connection thread is closed too and the process can exit)."""
    stop = asyncio.Event()
    install_signals(bot, stop)
    dog = asyncio.create_task(watchdog(), name="bench-watchdog") \
        if os.environ.get("LARRY_BENCH_DIAG") == "1" else None
    async with bot:
        runner = asyncio.create_task(bot.start(token), name="larry-bot")
        waiter = asyncio.create_task(stop.wait())
        await asyncio.wait({runner, waiter}, return_when=asyncio.FIRST_COMPLETED)
        waiter.cancel()
        await bot.close()
        await asyncio.gather(runner, return_exceptions=True)
    if dog is not None:
        dog.cancel()
        faulthandler.cancel_dump_traceback_later()


def die_with_parent(parent: int) -> None:
    """On Linux, have the kernel send SIGTERM to this process when the bench (or test) that
    started it dies, even by `kill -9` or a timeout: a bot left running keeps retrying a
    double that is gone, and takes the cores from whatever runs next. (It then closes
    cleanly, as on any SIGTERM.) `parent`: the parent's pid when this script began; if it
    has already changed, the bench is gone and so is this process."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    pr_set_pdeathsig = 1
    ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGTERM)
    if os.getppid() != parent:  # (a bench may itself be pid 1, in a container)
        sys.exit("bench/run_bot.py: the process that started it is gone")


def main(argv: list[str] | None = None) -> int:
    die_with_parent(PARENT)
    port, config = config_from(sys.argv[1:] if argv is None else argv, os.environ)
    logging.basicConfig(level=os.environ.get("LARRY_LOG_LEVEL", "WARNING"), stream=sys.stderr,
                        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    quiet_payload_loggers()
    if os.environ.get("LARRY_BENCH_DIAG") == "1":
        for name in ("cogs", "larry_core", "bot", "bench"):
            logging.getLogger(name).setLevel(logging.DEBUG)
    point_at_double(port)
    if os.environ.get("LARRY_BENCH_TRACEMALLOC") == "1":
        tracemalloc.start(int(os.environ.get("LARRY_BENCH_TRACE_FRAMES", "1")))
    bot = LarryBot(config)
    readied: list[bool] = []

    async def on_ready() -> None:
        if not readied:  # the collector's figures count from the first ready on
            readied.append(True)
            GC_PAUSES.reset()
            if os.environ.get("LARRY_BENCH_GC"):  # "a,b,c": other collector thresholds
                gc.set_threshold(*(int(x) for x in os.environ["LARRY_BENCH_GC"].split(",")))
        if PROFILE is not None:
            PROFILE.enable()
        if SAMPLER is not None:
            SAMPLER.start()
        print(f"{READY_LINE} {os.getpid()}", flush=True)

    bot.add_listener(on_ready, "on_ready")
    if os.environ.get("LARRY_BENCH_UVLOOP", "1") == "1":
        use_uvloop()
    asyncio.run(serve(bot, config.token))
    return 0


if __name__ == "__main__":
    sys.exit(main())
