"""`larry-launch --processes N`: run N bot processes that together cover every shard.

Each child is `python -m bot --shards <its range> --shard-count <count>` with the same
environment (`.env` included), so all of them share one `LARRY_DB` (PostgreSQL: several
processes need a database server) and one token. The shards are split into even
contiguous ranges (`larry_core.storage.shards.split`); the count defaults to the number of
processes. The first starts are staggered (5 s per shard started before, Discord's
identify pace). A child that exits is started again after a pause (1 s, doubling up to 60 s,
back to 1 s once it ran for a minute), unless it exited with status 2 (a configuration
problem: every child would hit it, so the launcher stops them all and exits 2). SIGINT or
SIGTERM stops the children cleanly (SIGINT to each, then SIGKILL after 20 s) and exits 0.
A systemd unit and a process-manager example are in docs/operations.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
import time
from collections.abc import Sequence

from bot.config import ConfigError, load_config
from larry_core.storage.select import is_postgres_url
from larry_core.storage.shards import MAX_SHARDS, Shards, split

IDENTIFY_GAP = 5.0  # Discord starts one shard session per 5 s (max_concurrency 1)
RESTART_WAIT = (1.0, 60.0)  # first and longest pause before restarting a child
HEALTHY_AFTER = 60.0  # a child that ran this long is healthy again: the pause resets
STOP_GRACE = 20.0  # seconds a child has to close after SIGINT


def fail(message: str, code: int) -> int:
    print(f"larry-launch: {message}", file=sys.stderr)
    return code


def child_command(shards: Shards) -> list[str]:
    ids = sorted(shards.ids)
    return [sys.executable, "-m", "bot", "--shards", f"{ids[0]}-{ids[-1]}",
            "--shard-count", str(shards.count)]


class Child:
    """One bot process and its restarts."""

    def __init__(self, index: int, shards: Shards) -> None:
        self.index, self.shards = index, shards
        self.proc: asyncio.subprocess.Process | None = None
        self.restarts = 0

    def say(self, text: str) -> None:
        print(f"larry-launch: process {self.index} (shards {self.shards.label()}): {text}",
              file=sys.stderr, flush=True)

    async def run(self, stopping: asyncio.Event, delay: float = 0.0) -> int:
        """Run (and restart) until `stopping` is set, the first start after `delay` seconds
        (so processes identify their shards one after another); 2 if it reported a
        configuration problem."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stopping.wait(), delay)
        wait = RESTART_WAIT[0]
        while not stopping.is_set():
            began = time.monotonic()
            self.proc = await asyncio.create_subprocess_exec(*child_command(self.shards))
            self.say(f"started, pid {self.proc.pid}")
            code = await self.proc.wait()
            if stopping.is_set():
                return 0
            if code == 2:
                self.say("stopped with a configuration problem (status 2)")
                return 2
            if time.monotonic() - began >= HEALTHY_AFTER:
                wait = RESTART_WAIT[0]
            self.restarts += 1
            self.say(f"exited with status {code}; restarting in {wait:g} s")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), wait)
            wait = min(wait * 2, RESTART_WAIT[1])
        return 0

    async def stop(self) -> None:
        proc = self.proc
        if proc is None or proc.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            proc.send_signal(signal.SIGINT)  # discord.py closes cleanly on KeyboardInterrupt
        try:
            await asyncio.wait_for(proc.wait(), STOP_GRACE)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            await proc.wait()


async def supervise(plan: list[Shards]) -> int:
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stopping.set)
    children = [Child(i, shards) for i, shards in enumerate(plan)]
    before = [sum(len(s.ids) for s in plan[:i]) for i in range(len(plan))]
    runs = [asyncio.create_task(c.run(stopping, IDENTIFY_GAP * before[i]))
            for i, c in enumerate(children)]
    stop_wait = asyncio.create_task(stopping.wait())
    pending = {*runs, stop_wait}
    code = 0
    while not stopping.is_set():
        done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
        if any(t is not stop_wait and t.result() == 2 for t in done):
            code = 2
            stopping.set()
    await asyncio.gather(*(c.stop() for c in children))
    await asyncio.gather(*runs, return_exceptions=True)
    stop_wait.cancel()
    return code


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="larry-launch", description=__doc__.splitlines()[0])
    ap.add_argument("--processes", type=int, required=True, metavar="N",
                    help="how many bot processes to run")
    ap.add_argument("--shard-count", type=int, default=None, metavar="C",
                    help="shards of all processes together (default: N)")
    args = ap.parse_args(sys.argv[1:] if argv is None else argv)
    if not 1 <= args.processes <= MAX_SHARDS:
        return fail(f"--processes must be a whole number from 1 to {MAX_SHARDS} (one shard "
                    f"per process at least), not {args.processes}.", 2)
    if args.shard_count is not None and not 1 <= args.shard_count <= MAX_SHARDS:
        return fail(f"--shard-count must be a whole number from 1 to {MAX_SHARDS}, not "
                    f"{args.shard_count}.", 2)
    count = args.shard_count if args.shard_count is not None else args.processes
    try:
        plan = split(count, args.processes)
    except ValueError as exc:
        return fail(f"{exc}.", 2)
    try:
        config = load_config()
    except ConfigError as exc:
        return fail(str(exc), 2)
    if args.processes > 1 and not is_postgres_url(config.db_path):
        return fail(f"{args.processes} processes need a shared PostgreSQL database: set "
                    "LARRY_DB=postgresql://user:password@host:5432/database (an SQLite file "
                    "serves one process).", 2)
    return asyncio.run(supervise(plan))


if __name__ == "__main__":
    raise SystemExit(main())
