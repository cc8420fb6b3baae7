"""What `bench/load.py` (Larry's tables) and `bench/load_ligretto.py` (Würfel-Ligretto's,
whose `LigrettoLoad` extends `LoadBench`) share: `LoadBench`, which runs the bot process(es)
against the Discord double, opens and plays Larry tables with scripted users and measures
them; a table's `Run`; `Callgrind` (`--callgrind DIR`); the bench process's collector
thresholds and the command line's helpers. `bench/load.py --game ligretto` hands over to
`bench/load_ligretto.py`, which imports this module and not `bench/load.py`: no import
cycle (pyproject.toml's import-linter contract "No import cycles in bench")."""
# ruff: noqa: ASYNC109

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import re
import signal
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

from bench.gc_pauses import GcPauses
from bench.harness import (
    DRAWN_MOVES,
    STATS_LINE,
    LoopLag,
    Offer,
    bot_env,
    button_data,
    choices,
    command_data,
    drawn_turn,
    live_component,
    on_new_message,
    shard_env,
    spawn_bot,
    stop_bots,
    wait_ready,
)
from bench.loopback import loop_kind
from discord_double import DiscordDouble, InteractionRecord, MessageRecord
from discord_double.models import ChannelRecord, UserRecord
from larry_core.storage.shards import Shards, split

# the line of the live table message (Components V2, its text in Text Displays) that asks
# the player to act, by mention: "<@id>, your move." or "<@id>: **Doubt** or **Accept** …"
PROMPT = re.compile(r"^<@(\d+)>(?:, your move\.|: \*\*Doubt\*\* or \*\*Accept\*\*)",
                    re.MULTILINE)
# how often a scripted user looks again at the table message while waiting for it: it is
# edited in place (the same player goes on acting), which creates no message to wake them
LOOK_AGAIN = 0.05
DEADLINE = 3.0
# When the bench process (the double and its users) collects young objects: rarely, for the
# least CPU it takes from the bot's cores (its pauses delay the double's stamps of answers:
# fewer, longer ones). The bot collects more often (its own `COLLECT_AFTER`), so that each
# of its pauses, which every answer in flight waits out, stays short.
BENCH_COLLECT_AFTER = (50_000, 20, 10)


async def count_moves(db: str) -> int:
    """The moves stored in the bot's database (committed ones)."""
    if db.startswith("postgresql://"):
        import asyncpg

        conn = await asyncpg.connect(db)
        try:
            return int(await conn.fetchval("SELECT count(*) FROM moves"))
        finally:
            await conn.close()
    import sqlite3

    with contextlib.closing(sqlite3.connect(db)) as conn:
        return int(conn.execute("SELECT count(*) FROM moves").fetchone()[0])


def is_exempt(route: str) -> bool:
    """Interaction callbacks and the interaction webhook are outside Discord's global limit."""
    return route.startswith("POST /interactions/") or " /webhooks/" in route


class RouteClock(Counter[str]):
    """The double's per-route counter, also stamping each request (exempt or not)."""

    def __init__(self, sink: Callable[[str], None]) -> None:
        super().__init__()
        self.sink = sink

    def __setitem__(self, key: str, value: int) -> None:
        super().__setitem__(key, value)
        self.sink(key)


@dataclass
class Run:
    """One table's scripted users and what they saw."""

    index: int
    channel: ChannelRecord
    users: list[UserRecord]
    posted: list[MessageRecord] = field(default_factory=list)
    lobby: MessageRecord | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    moves: int = 0
    started_at: float | None = None
    finished_at: float | None = None
    error: str | None = None
    screens: dict[int, MessageRecord] = field(default_factory=dict)  # user -> own screen


# the bot's answer to a press it had no time for (en.ftl `table-busy`), and how long its
# user waits before pressing again
BUSY_TEXT = "The table is busy right now"
BUSY_AGAIN = (0.5, 1.5)
TRIES = 3  # presses of a button that Discord showed as failed, before the user gives up


class Stuck(Exception):
    pass


IDLE_SECONDS = 30.0  # --callgrind: how long the bots' idle instructions are counted
# --callgrind: the objects whose instructions are pictures being drawn (Pillow, FreeType)
DRAWING = re.compile(r"_imaging|libfreetype|libharfbuzz")


class Callgrind:
    """`--callgrind DIR`: each bot runs under valgrind's callgrind, and `callgrind_control`
    dumps its counters at chosen moments (each dump holds what ran since the one before), so
    a run yields the bots' executed instructions over the same span as their CPU time.
    Instructions do not depend on what else the cores run, as CPU time does: two
    configurations compared this way differ only in the work they do. (A dump is also how
    the counters are reset: after `callgrind_control -z`, a dump's totals still held costs
    from before it.)"""

    def __init__(self, out_dir: str | None) -> None:
        self.dir = Path(out_dir).resolve() if out_dir else None
        self.dumps = 0

    def __bool__(self) -> bool:
        return self.dir is not None

    def command(self, index: int) -> list[str]:
        """The words to put before the bot's command line (none without --callgrind)."""
        if self.dir is None:
            return []
        self.dir.mkdir(parents=True, exist_ok=True)
        return ["valgrind", "--tool=callgrind", "--dump-line=no",
                f"--callgrind-out-file={self.dir}/bot-{index}.%p"]

    async def control(self, option: str, pid: int) -> None:
        proc = await asyncio.create_subprocess_exec(
            "callgrind_control", option, str(pid), stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT)
        out, _ = await asyncio.wait_for(proc.communicate(), 120)
        if proc.returncode or b"OK" not in out:
            raise RuntimeError(f"callgrind_control {option} {pid}: {out.decode(errors='replace')}")

    async def dump(self, procs: list[asyncio.subprocess.Process]) -> list[Path]:
        """Dump every bot's counters; the files holding what each ran since its last dump."""
        assert self.dir is not None
        self.dumps += 1
        for proc in procs:
            await self.control("-d", proc.pid)
        return [self.dir / f"bot-{i}.{proc.pid}.{self.dumps}" for i, proc in enumerate(procs)]

    @staticmethod
    def by_object(paths: list[Path]) -> Counter[str]:
        """Instructions by the object (executable or library) they ran in, over the dumps.
        The format: `ob=`/`fn=` lines name what the cost lines after them belong to (names
        are compressed to `(id)` after their first use, also in `cob=`/`cfn=` lines); a cost
        line after `calls=` is a call's inclusive cost, counted where it ran instead."""
        out: Counter[str] = Counter()
        for path in paths:
            objects: dict[str, str] = {}
            current, call, total = "", False, None
            file: Counter[str] = Counter()
            with path.open() as f:
                for line in f:
                    head = line[:1]
                    if head.isdigit() or head in "+-*":
                        if call:
                            call = False
                        elif len(words := line.split()) > 1:
                            file[current] += int(words[1])
                    elif line.startswith(("ob=", "cob=")):
                        ident, _, name = line.partition("=")[2].strip().partition(" ")
                        if name:
                            objects[ident] = name.rsplit("/", 1)[-1]
                        if head == "o":
                            current = objects[ident]
                    elif line.startswith("calls="):
                        call = True
                    elif line.startswith("totals:"):
                        total = int(line.split()[1])
            if total is None or total != sum(file.values()):
                raise ValueError(f"{path}: cost lines sum to {sum(file.values())}, "
                                 f"totals {total}")
            out.update(file)
        return out


class LoadBench:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        shards = args.shards or 0
        # --alone: only the first process's shards get their tables (the rest none)
        mine = set(self.plan()[0].ids) if args.alone else set(range(shards))
        kept = [t for t in range(args.tables) if not shards or t % shards in mine]
        names = {t: [f"T{t}P{k}" for k in range(args.players)] for t in kept}
        self.double = DiscordDouble(members=[n for row in names.values() for n in row],
                                    channels=[] if shards else [f"t{t}" for t in kept],
                                    strict=False)
        for shard in range(shards):  # one guild per shard, tables dealt round-robin
            self.double.add_guild(f"shard {shard}", [f"t{t}" for t in kept if t % shards == shard],
                                  shard=shard, shard_count=shards)
        reg = self.double.registry
        users = {u.name: u for u in reg.users.values()}
        chans = {c.name: c for c in reg.channels.values()}
        self.runs = [Run(t, chans[f"t{t}"], [users[n] for n in row])
                     for t, row in names.items()]
        self.by_channel = {r.channel.id: r for r in self.runs}
        self.global_times: list[float] = []
        self.exempt_bins: Counter[int] = Counter()
        self.samples: list[dict[str, float]] = []
        self.lag = LoopLag()  # the double's own loop; its stalls past 1 s, for the report
        self.gc = GcPauses()  # this process's (the double's and the users') collector pauses
        self.bot_stats: list[dict[str, Any]] = []
        self.proc: asyncio.subprocess.Process | None = None
        self.ps: psutil.Process | None = None
        self.procs: list[asyncio.subprocess.Process] = []
        self.pss: list[psutil.Process] = []
        self.readers: list[asyncio.Task[None]] = []
        self.cpu_by_proc: list[float] = []
        self.cpu_split = (0.0, 0.0)  # user and system seconds, all processes, ready to end
        self.times_base: list[Any] = []  # each process's CPU times when it was ready
        self.switches_base: list[Any] = []  # and its context switches (voluntary, not)
        self.switches = (0, 0)  # voluntary and involuntary, all processes, ready to end
        self.stored_moves = 0
        self.callgrind = Callgrind(args.callgrind)
        # --callgrind: the bots' dumps while idle, over the run's first half (with
        # --max-seconds) and up to the end; the moves stored by half time
        self.dumps: dict[str, list[Path]] = {}
        self.half_moves = 0
        self.half_at = self.end_at = 0.0  # when the half and end dumps were taken
        self.baseline_rss = 0
        self.t0 = 0.0
        self.done = asyncio.Event()
        self.cut_off = 0  # games still running when --max-seconds ended the run
        self.busy = 0  # presses answered "the table is busy" (pressed again, as a person would)
        self.reused = 0  # moves made on an own screen still open (no Your move pressed)
        self.failed_again = 0  # presses made again after Discord showed them failed
        reg.route_counts = RouteClock(self._count)
        on_new_message(reg, self._posted)

    def _posted(self, channel_id: int, msg: MessageRecord) -> None:
        """A table's public message: its lobby, or one of the last four others."""
        run = self.by_channel.get(channel_id)
        if run is not None and not msg.ephemeral:
            if any("lobby" in str(e.get("title", "")) for e in msg.embeds):
                run.lobby = msg
            else:
                run.posted.append(msg)
                del run.posted[:-4]
            run.changed.set()

    def _count(self, route: str) -> None:
        if route == "GET /gateway":
            return
        now = time.monotonic()
        if is_exempt(route):
            self.exempt_bins[int(now)] += 1
        else:
            self.global_times.append(now)

    # ------------------------------------------------------------ the bot
    def plan(self) -> list[Shards | None]:
        """Each process's shards (`--processes` of `--shards`; [None] without shards)."""
        count = self.args.shards or 0
        return list(split(count, self.args.processes)) if count else [None]

    async def spawn(self, db: str, log: Path) -> None:
        """Start the bot processes (one per `--processes`, each its part of `--shards`)."""
        plan = self.plan()
        if self.args.alone:
            plan = plan[:1]
        for i, shards in enumerate(plan):
            env = bot_env(LARRY_LOG_LEVEL="WARNING", LARRY_BENCH_TOKEN=f"bench-{i}")
            if shards is not None:
                env.update(shard_env(shards))
            if self.args.tracemalloc:
                env["LARRY_BENCH_TRACEMALLOC"] = "1"
            if len(plan) > 1 and os.environ.get("LARRY_BENCH_SAMPLE"):  # a sample file each
                env["LARRY_BENCH_SAMPLE"] = f"{os.environ['LARRY_BENCH_SAMPLE']}.{i}"
            self.procs.append(await spawn_bot(self.double.port, db, log, env,
                                              prefix=self.callgrind.command(i)))
        for proc in self.procs:
            await wait_ready(proc, 900 if self.callgrind else 90, log, who="a bot")
            ps = psutil.Process(proc.pid)
            ps.cpu_percent(None)
            self.pss.append(ps)
            self.readers.append(asyncio.create_task(self._read_stdout(proc)))
        self.proc, self.ps = self.procs[0], self.pss[0]

    async def _read_stdout(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        async for line in proc.stdout:
            if line.startswith(STATS_LINE) and proc is self.proc:
                self.bot_stats.append(json.loads(line[len(STATS_LINE):]))

    def cpu_times(self) -> list[Any]:
        """Each bot process's CPU times so far (psutil: user, system, ...)."""
        return [ps.cpu_times() for ps in self.pss]

    def context_switches(self) -> list[Any]:
        """Each bot process's context switches so far (psutil: voluntary, involuntary): a
        process preempted while it has work waits for a core and comes back to cold caches."""
        return [ps.num_ctx_switches() for ps in self.pss]

    async def stop_bot(self) -> None:
        times = self.cpu_times()
        switches = self.context_switches()
        self.switches = (sum(s.voluntary - b.voluntary
                             for s, b in zip(switches, self.switches_base, strict=True)),
                         sum(s.involuntary - b.involuntary
                             for s, b in zip(switches, self.switches_base, strict=True)))
        self.cpu_by_proc = [t.user + t.system - b.user - b.system
                            for t, b in zip(times, self.times_base, strict=True)]
        self.cpu_split = (sum(t.user for t in times) - sum(t.user for t in self.times_base),
                          sum(t.system for t in times) - sum(t.system for t in self.times_base))
        if self.callgrind:
            self.dumps["end"] = await self.callgrind.dump(self.procs)
            self.end_at = time.monotonic()
        await self.end_bots()
        await asyncio.wait_for(asyncio.gather(*self.readers), 5)

    async def end_bots(self) -> None:
        """Stop the bot processes still running (SIGTERM, SIGKILL after 30 s)."""
        await stop_bots(self.procs, 30)

    async def sampler(self) -> None:
        """Once a second: the bot's CPU% and RSS, the bench's CPU%, open tables."""
        me = psutil.Process()
        me.cpu_percent(None)
        assert self.ps is not None
        while not self.done.is_set():
            await asyncio.sleep(1.0)
            try:
                cpu = sum(ps.cpu_percent(None) for ps in self.pss)
                rss = sum(ps.memory_info().rss for ps in self.pss)
            except psutil.Error:
                return
            open_now = sum(1 for r in self.runs if r.started_at and not r.finished_at)
            self.samples.append({"t": time.monotonic() - self.t0, "cpu": cpu, "rss": rss,
                                 "bench_cpu": me.cpu_percent(None), "open": open_now,
                                 "moves": sum(r.moves for r in self.runs)})

    async def freeze_heap(self, every: float = 5.0) -> None:
        """Keep the double's records out of this process's full collections. The double
        keeps every interaction and message it was sent (hundreds of thousands in a long
        run), and each full collection would walk them all again, a pause growing with the
        run that stamps every interaction in flight late; Discord's servers do not pause
        with our load. Objects alive now move to the permanent generation (`gc.freeze`);
        young ones are still collected."""
        while not self.done.is_set():
            await asyncio.sleep(every)
            gc.freeze()

    # ------------------------------------------------------------ user actions
    async def send(self, itype: int, user: UserRecord, channel: ChannelRecord,
                   data: dict[str, Any], msg: MessageRecord | None) -> InteractionRecord:
        """One press or command, answered; a press the bot was too busy to take ("the table
        is busy", privately) is made again after a moment, as its user would; so is one
        that Discord showed as failed (no answer in 3 s), at most `TRIES` times."""
        tries = TRIES
        while True:
            rec = self.double.registry.new_interaction(itype, user, channel, data, msg)
            await self.double.dispatch_interaction(rec)
            try:
                await asyncio.wait_for(rec.answered.wait(), DEADLINE + 1)
            except TimeoutError:
                pass
            if rec.responded:
                rec.payload = {}  # dispatched and answered: keep the bench's memory flat
            if rec.responded and not self.was_busy(rec):
                return rec
            if rec.responded:
                self.busy += 1
            else:  # "This interaction failed": its user presses again, a few times
                self.failed_again += 1
                tries -= 1
                if tries == 0:
                    return rec
            await self.pause(BUSY_AGAIN)

    def was_busy(self, rec: InteractionRecord) -> bool:
        """Whether the answer was "the table is busy" (an ephemeral message)."""
        answer = self.double.registry.messages.get(rec.original_message_id or 0)
        return rec.response_type == 4 and answer is not None and \
            answer.content.startswith(BUSY_TEXT)

    async def click(self, run: Run, user: UserRecord, msg: MessageRecord,
                    label: str) -> InteractionRecord:
        comp = live_component(msg, 2, lambda c: c.get("label") == label)
        if comp is None:
            raise Stuck(f"no live button {label!r}")
        return await self.send(3, user, run.channel, button_data(comp["custom_id"]), msg)

    async def pause(self, lo_hi: tuple[float, float]) -> None:
        await asyncio.sleep(self.rng.uniform(*lo_hi))

    # ---------------------------------------------------------------- a table
    def current(self, run: Run) -> tuple[MessageRecord, int] | None:
        """The newest public message with live turn controls (the table's choices, Your
        move / My hand), and the version they are drawn at."""
        for msg in reversed(run.posted):
            if msg.deleted:  # the table message is deleted and posted anew as the turn passes
                continue
            drawn = drawn_turn(msg)
            if drawn is not None:
                return msg, drawn[1]
        return None

    @staticmethod
    def final_moves(run: Run, version: int) -> int:
        """Moves of a finished game, from the final state's small print ("move N"; the live
        table message keeps the final state, the results message is posted below it)."""
        for msg in reversed(run.posted):
            if not msg.deleted and (m := DRAWN_MOVES.search(msg.text())):
                return int(m[1])
        return version + 1

    def over(self, run: Run) -> bool:
        """A finished game leaves the table message and a results message."""
        return any("Game over" in m.content for m in run.posted if not m.deleted)

    async def wait(self, run: Run, ready: Callable[[], Any], timeout: float) -> Any:
        deadline = time.monotonic() + timeout
        while True:
            value = ready()
            if value:
                return value
            run.changed.clear()
            left = deadline - time.monotonic()
            if left <= 0:
                raise Stuck("timed out waiting for the bot")
            try:  # a new message wakes the user at once; an edit in place, at the next look
                await asyncio.wait_for(run.changed.wait(), min(left, LOOK_AGAIN))
            except TimeoutError:
                pass

    async def play_table(self, run: Run, delay: float) -> None:
        args = self.args
        await asyncio.sleep(delay)
        host, others = run.users[0], run.users[1:]
        try:
            data = command_data(self.double, "larry new", {"turn_seconds": 600})
            await self.send(2, host, run.channel, data, None)
            lobby = await self.wait(run, lambda: run.lobby, 60)
            for user in others:
                await self.pause(args.step)
                await self.click(run, user, lobby, "Join")
            await self.pause(args.step)
            await self.click(run, host, lobby, "Start")
            run.started_at = time.monotonic()
            version = -1
            while True:
                got = await self.wait(run, lambda v=version: self.over(run) or (  # type: ignore[misc]
                    (cur := self.current(run)) is not None and cur[1] > v and cur), 120)
                if got is True:
                    run.moves = self.final_moves(run, version)
                    break
                msg, version = got
                run.moves = version
                await self.pause(args.think_range)
                if self.over(run) or self.current(run) != (msg, version):
                    continue
                await self.move(run, msg)
            run.finished_at = time.monotonic()
        except Stuck as exc:
            run.error = str(exc)
            run.finished_at = time.monotonic()

    async def move(self, run: Run, msg: MessageRecord) -> None:
        prompts = list(PROMPT.finditer(msg.text()))
        who = int(prompts[-1][1]) if prompts else None
        user = next((u for u in run.users if u.id == who), None)
        if user is None:
            raise Stuck(f"cannot tell who is to move ({who!r})")
        labels = msg.labels()
        if "Accept" in labels:
            await self.click(run, user, msg, "Doubt" if self.rng.random() < 0.3 else "Accept")
            return
        if "Doubt" in labels and self.rng.random() < 0.15:
            await self.click(run, user, msg, "Doubt")
            return
        drawn = drawn_turn(msg)
        assert drawn is not None, "a message with live turn controls"
        table, version = drawn
        # the own screen the player still has open from an earlier turn, if the bot has
        # drawn this turn's choices on it; else Your move opens it anew
        screen = run.screens.get(user.id)
        offers = choices(screen, table, version) if screen is not None and \
            not screen.deleted else {}
        if not offers:
            rec = await self.click(run, user, msg, "Your move")
            screen = self.double.registry.messages.get(rec.original_message_id or 0)
            if screen is None or rec.response_type != 4 or not screen.ephemeral:
                return  # not answered with the own screen: the loop waits for the next turn
            run.screens[user.id] = screen
            offers = choices(screen, table, version)
        else:
            self.reused += 1
        rng = self.rng
        if not offers:
            return  # drawn at a later version (the table moved on): the loop waits for it
        # step 1: the card (a button per kind, or one menu beyond five kinds)
        cards = offers.get("card")
        if not cards:
            raise Stuck("the own screen offers no card")
        await self.pause(self.args.step)
        await self.choose(run, user, screen, rng.choice(cards))  # the screen is updated
        # step 2: a claim (the honest one marked), or a face-up play; a gift: whom to, then
        # the card to give (a menu)
        offers = choices(screen, table, version)
        claims, ups, to = offers.get("claim", []), offers.get("up", []), offers.get("to", [])
        if (ups or to) and (not claims or rng.random() < 0.3):
            await self.pause(self.args.step)
            await self.choose(run, user, screen, rng.choice(ups or to))
            if ups:
                return  # played: the own screen is redrawn, the loop waits for the next turn
            gifts = choices(screen, table, version).get("give")
            if not gifts:
                raise Stuck("the gift step offers no card")
            await self.pause(self.args.step)
            await self.choose(run, user, screen, rng.choice(gifts))
            return
        if not claims:
            raise Stuck("the own screen offers neither a claim nor a face-up play")
        honest = [c for c in claims if c.style == 3]
        chosen = honest[0] if honest and rng.random() < 0.6 else rng.choice(claims)
        await self.pause(self.args.step)
        await self.choose(run, user, screen, chosen)  # the Larry call as the screen has it

    async def choose(self, run: Run, user: UserRecord, screen: MessageRecord,
                     offer: Offer) -> InteractionRecord:
        """A choice on the user's own screen: its button, or its value in the group's menu."""
        return await self.send(3, user, run.channel, offer.data(), screen)

    # ------------------------------------------------------------------ run
    async def run(self) -> dict[str, Any]:
        args = self.args
        with tempfile.TemporaryDirectory(prefix="larry-load-") as tmp:
            log = Path(tmp) / "bot.log"
            db = args.db_url or str(Path(tmp) / "larry.sqlite3")
            async with self.double:
                # SIGTERM (`timeout`, a CI limit) cancels the run; the bots are stopped
                # below while the loop still runs, then `main` drops the schema
                run_task = asyncio.current_task()
                assert run_task is not None
                asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, run_task.cancel)
                try:
                    return await self._run(db, log)
                finally:
                    await self.end_bots()

    async def _run(self, db: str, log: Path) -> dict[str, Any]:
        args = self.args
        await self.spawn(db, log)
        await asyncio.sleep(1.0)
        self.baseline_rss = sum(ps.memory_info().rss for ps in self.pss)
        self.times_base = self.cpu_times()
        self.switches_base = self.context_switches()
        if self.callgrind:  # start-up left out; the bots' instructions while idle
            await self.callgrind.dump(self.procs)
            await asyncio.sleep(IDLE_SECONDS)
            self.dumps["idle"] = await self.callgrind.dump(self.procs)
        self.t0 = time.monotonic()
        probes = [asyncio.create_task(self.sampler()),
                  asyncio.create_task(self.lag.run(self.t0, self.done)),
                  asyncio.create_task(self.freeze_heap())]
        ramp = args.ramp if args.ramp is not None else args.tables / 50
        plays = [asyncio.create_task(self.play_table(r, ramp * i / len(self.runs)))
                 for i, r in enumerate(self.runs)]
        mid = asyncio.create_task(self.midpoint_stats())
        half = (asyncio.create_task(self.callgrind_half(db, args.max_seconds / 2))
                if self.callgrind and args.max_seconds else None)
        _, late = await asyncio.wait(plays, timeout=args.max_seconds)
        self.cut_off = len(late)
        while late:  # --max-seconds: the games still running are cut off (a cancellation
            for task in late:  # that `wait_for` swallows on 3.11 is made again)
                task.cancel()
            _, late = await asyncio.wait(late, timeout=1.0)
        self.done.set()
        await asyncio.gather(*probes, mid, return_exceptions=True)
        if half is not None and not half.done():  # the games ended before half time
            half.cancel()
            await asyncio.gather(half, return_exceptions=True)
        end = time.monotonic()
        await self.stop_bot()
        self.stored_moves = await count_moves(db)
        text = await asyncio.to_thread(log.read_text, errors="replace")
        errors = text.count("ERROR")
        if args.keep_log:
            await asyncio.to_thread(Path(args.keep_log).write_text, text)
        return self.summary(end, errors)

    async def callgrind_half(self, db: str, seconds: float) -> None:
        """--callgrind with --max-seconds: the instructions of the run's first half, and its
        moves, so the second half's instructions per move leave out most of what each
        process does once (its picture caches filled, its statements prepared)."""
        await asyncio.sleep(seconds)
        self.dumps["half"] = await self.callgrind.dump(self.procs)
        self.half_at = time.monotonic()
        self.half_moves = await count_moves(db)

    async def midpoint_stats(self) -> None:
        """Ask the bot for its inside figures once all tables are open."""
        while not self.done.is_set():
            await asyncio.sleep(2.0)
            open_now = sum(1 for r in self.runs if r.started_at and not r.finished_at)
            if open_now >= 0.95 * len(self.runs) and self.proc is not None:
                self.proc.send_signal(signal.SIGUSR1)
                return

    @staticmethod
    def late(reg: Any) -> list[Any]:
        """The interactions answered past Discord's 3 s or not at all."""
        return [r for r in reg.interactions.values()
                if r.latency is None or r.latency > DEADLINE]

    def late_by_minute(self, late: list[Any]) -> dict[str, int]:
        """`late` by the minute of the run in which they were sent (do they cluster, at the
        ramp or at a stall of the double?)."""
        minutes = Counter(int((r.sent_at - self.t0) // 60) for r in late)
        return {str(minute): minutes[minute] for minute in sorted(minutes)}

    @staticmethod
    def late_by_kind(late: list[Any]) -> dict[str, int]:
        """`late` by what was used: a command's name, or a button's custom_id with its
        numbers blanked out."""
        kinds: Counter[str] = Counter()
        for r in late:
            data = r.payload.get("data") or {}
            kinds["/" + str(data.get("name", "?")) if r.type == 2
                  else re.sub(r"\d+", "#", str(data.get("custom_id", "?")))[:40]] += 1
        return dict(kinds.most_common())

    def callgrind_figures(self) -> dict[str, Any]:
        """--callgrind: the bots' instructions per stored move (over the run, and over its
        second half, when every process has long drawn its first pictures), how many of them
        drew pictures, and per second while idle. The second half's net figure leaves out
        drawing and what the bots run whatever the load (their idle rate over that half's
        time: heartbeats, timers, lease renewals), which a light load spreads over few
        moves and 1,000 tables over many."""
        parts = {name: [Callgrind.by_object([path]) for path in paths]  # each process's
                 for name, paths in self.dumps.items()}
        second = parts["end"] if "half" in parts else []
        by_process = [end + half for end, half in zip(
            parts["end"], parts.get("half", [Counter()] * len(parts["end"])), strict=True)]
        moves, moves2 = max(self.stored_moves, 1), max(self.stored_moves - self.half_moves, 1)

        def total(counts: list[Counter[str]]) -> int:
            return sum(c.total() for c in counts)

        def drawing(counts: list[Counter[str]]) -> int:
            return sum(n for c in counts for ob, n in c.items() if DRAWING.match(ob))

        idle_per_s = total(parts["idle"]) / IDLE_SECONDS
        run2, drawn2 = total(second), drawing(second)
        idle2 = idle_per_s * (self.end_at - self.half_at)
        return {"per_move": total(by_process) / moves,
                "drawing_per_move": drawing(by_process) / moves,
                "second_half_moves": moves2 if second else 0,
                "second_half_per_move": run2 / moves2 if second else None,
                "second_half_drawing_per_move": drawn2 / moves2 if second else None,
                "second_half_net_per_move": (run2 - drawn2 - idle2) / moves2 if second else None,
                "idle_per_s": idle_per_s,
                "by_process": [c.total() for c in by_process]}

    def summary(self, end: float, log_errors: int) -> dict[str, Any]:
        reg = self.double.registry
        lat = sorted(r.latency for r in reg.interactions.values() if r.latency is not None)
        failures = Counter(f.kind for f in reg.failures)
        late = self.late(reg)
        q = statistics.quantiles(lat, n=1000, method="inclusive") if len(lat) > 1 else lat * 999
        started = [r.started_at for r in self.runs if r.started_at]
        finished = [r.finished_at for r in self.runs if r.finished_at]
        play_t0, play_t1 = min(started, default=self.t0), max(finished, default=end)
        moves = sum(r.moves for r in self.runs)
        peak = max(self.samples, key=lambda s: s["open"], default=None)
        # steady window: samples with at least 90% of the tables open
        full = [s for s in self.samples if s["open"] >= 0.9 * len(self.runs)] or self.samples
        cpu = [s["cpu"] for s in full]
        moves_rate = 0.0
        if len(full) >= 2:
            moves_rate = (full[-1]["moves"] - full[0]["moves"]) / (full[-1]["t"] - full[0]["t"])
        g = sorted(self.global_times)
        peak_global, j = 0, 0
        for i, t in enumerate(g):
            while g[j] <= t - 1.0:
                j += 1
            peak_global = max(peak_global, i - j + 1)
        span = max(end - self.t0, 1e-9)
        rss_peak = max((s["rss"] for s in self.samples), default=0)
        per_table = ((peak["rss"] - self.baseline_rss) / peak["open"] / 1024
                     if peak and peak["open"] else 0.0)
        cpu_total = sum(self.cpu_by_proc)
        per_token = {tok: self.double.max_global_per_second(tok)
                     for tok in sorted(self.double.request_tokens()) if tok.startswith("bench-")}
        inside = self.bot_stats[0] if self.bot_stats else {}
        final = self.bot_stats[-1] if self.bot_stats else {}
        trace_kb = None
        if "tracemalloc_current" in inside and inside.get("open_tables"):
            trace_kb = inside["tracemalloc_current"] / inside["open_tables"] / 1024
        lags = sorted(self.lag.lags) or [0.0]
        return {
            "tables": len(self.runs), "players": self.args.players,
            "finished": sum(1 for r in self.runs if r.finished_at and not r.error),
            "stuck": [f"t{r.index}: {r.error}" for r in self.runs if r.error][:10],
            "cut_off": self.cut_off,
            "busy_answers": self.busy,
            "moves_on_open_screens": self.reused,
            "pressed_again_after_failing": self.failed_again,
            "interactions": len(lat),
            "p50_ms": q[499] * 1000 if lat else None, "p95_ms": q[949] * 1000 if lat else None,
            "p99_ms": q[989] * 1000 if lat else None, "max_ms": lat[-1] * 1000 if lat else None,
            "past_3s": sum(1 for x in lat if x > DEADLINE) + failures["unanswered"],
            "failures": dict(failures), "violations": len(reg.violations),
            "failed": [f"{f.kind}: type {reg.interactions[f.interaction_id].type} "
                       f"{reg.interactions[f.interaction_id].payload.get('data', {})}"
                       for f in reg.failures][:5],
            "violated": [str(v)[:200] for v in reg.violations][:5],
            "moves": moves, "moves_per_s_steady": moves_rate,
            "moves_per_s_overall": moves / max(play_t1 - play_t0, 1e-9),
            "game_seconds_median": statistics.median(
                [r.finished_at - r.started_at for r in self.runs
                 if r.finished_at and r.started_at] or [0.0]),
            "bot_cpu_mean": statistics.fmean(cpu) if cpu else 0.0,
            "bot_cpu_max": max(cpu, default=0.0),
            "bench_cpu_mean": statistics.fmean([s["bench_cpu"] for s in full]) if full else 0,
            "bench_loop": loop_kind(),
            "bot_rss_baseline_mb": self.baseline_rss / 2**20, "bot_rss_peak_mb": rss_peak / 2**20,
            "peak_open_tables": peak["open"] if peak else 0,
            "kb_per_open_table_rss": per_table, "kb_per_open_table_tracemalloc": trace_kb,
            "rest_exempt_per_s": sum(self.exempt_bins.values()) / span,
            "rest_exempt_peak_per_s": max(self.exempt_bins.values(), default=0),
            "rest_global_per_s": len(g) / span, "rest_global_peak_1s": peak_global,
            "routes": dict(reg.route_counts.most_common(12)),
            "ops_per_move": ops_per_move(reg.route_counts, len(lat), moves),
            "double_lag_p99_ms": lags[int(0.99 * (len(lags) - 1))] * 1000,
            "double_lag_max_ms": lags[-1] * 1000,
            "double_stalls": [[round(at), round(lag, 1)] for at, lag in self.lag.stalls][:20],
            "bench_gc": self.gc.figures(),
            "late_by_minute": self.late_by_minute(late),
            "late_by_kind": self.late_by_kind(late),
            "bot_inside_at_full_load": inside, "bot_inside_at_end": final,
            "bot_log_errors": log_errors, "seconds": end - self.t0,
            "processes": len(self.procs), "shards": self.args.shards or None,
            "alone_of": self.args.processes if self.args.alone else None,
            "db": "postgresql" if self.args.db else "sqlite",
            "stored_moves": self.stored_moves, "bot_cpu_seconds": cpu_total,
            "bot_cpu_seconds_by_process": self.cpu_by_proc,
            "bot_cpu_user_system_seconds": list(self.cpu_split),
            "bot_cpu_ms_per_move": cpu_total * 1000 / max(self.stored_moves, 1),
            "bot_context_switches": list(self.switches),
            **({"callgrind": self.callgrind_figures()} if self.dumps else {}),
            "rest_global_peak_1s_by_process": per_token,
            "think": list(self.args.think_range), "step": list(self.args.step),
        }


# what the bot asks of Discord per route, in a word (the gateway and start-up's routes aside)
OPS = {"POST /interactions/{interaction_id}/{token}/callback": "callback",
       "POST /webhooks/{app_id}/{token}": "followup posted",
       "PATCH /webhooks/{app_id}/{token}/messages/{message_id}": "message edited (webhook)",
       "DELETE /webhooks/{app_id}/{token}/messages/{message_id}": "message deleted (webhook)",
       "PATCH /channels/{channel_id}/messages/{message_id}": "message edited (channel; DMs)",
       "POST /channels/{channel_id}/messages": "message posted (channel; DMs)",
       "DELETE /channels/{channel_id}/messages/{message_id}": "message deleted (channel)",
       "POST /users/@me/channels": "DM channel opened"}


def ops_per_move(routes: Counter[str], interactions: int, moves: int) -> dict[str, float]:
    """Discord operations per stored move, each named: an interaction received and each
    request made count one (the lobby's and the results' included: all a table costs)."""
    out = {"interaction received": interactions / max(moves, 1)}
    for route, count in routes.items():
        name = OPS.get(route)
        if name is not None:
            out[name] = count / max(moves, 1)
    out["total"] = sum(out.values())
    return {k: round(v, 3) for k, v in out.items()}


def parse_range(text: str) -> tuple[float, float]:
    lo, _, hi = text.partition("-")
    return float(lo), float(hi or lo)


def terminated(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)
