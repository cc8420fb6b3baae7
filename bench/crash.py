"""Crash safety: `kill -9` the bot at random moments and check nothing acknowledged is lost.

The bench process runs the Discord double; the bot runs as a subprocess (`bench/run_bot.py`)
on one SQLite file. Scripted users play several 3-player tables (human seats only, so every
move comes from a press) through the double: the table's buttons (Doubt, Accept) and each
player's own screen (**Your move**: the card, by its button or the card menu, then a claim's
button or, sometimes, the menu of every claim, a face-up play, or a gift's receiver then the
card given, the Larry call said or held back; the screen is redrawn once the move is
played, a refusal noted on top of it). A killer SIGKILLs the bot at random moments (on a
timer, right after a move's press is sent, right after its deferral, right after its
acknowledgement), then restarts it on the same file. After every kill, with the bot dead,
the bench checks:

(a) each table's stored moves (read-only sqlite3) start with exactly the acknowledged moves
    (acknowledged: the user saw their own screen redrawn without a refusal, the next turn
    message after a Doubt / Accept, or a turn message of that version); the only extra move
    allowed is the one press in flight. A shorter log is a lost move, any other difference
    a phantom;
(c) `PRAGMA integrity_check` is ok.
After the restart, (b): the first press on each table uses a drawing from before the kill.
A current-version table message's must be accepted (its Doubt / Accept, or its Your move
opening the own screen the move is then made on); a stale drawing (an in-flight move that
committed) must answer "out of date": a choice on the user's own screen opened before the
kill, else an older table message's Doubt (Your move names no version: it opens today's own
screen). Lobby joins/starts are checked the same way.

Interactions the killed bot left unanswered are expected failures; any other interaction
failure or double violation counts against the run.

Run: `python bench/crash.py --kills 200 --tables 4 --write` (updates docs/benchmarks.md);
`--smoke` (5 kills, 2 tables, no report). Exit status 0 iff nothing was lost or invented, the
database stayed sound and old buttons behaved (see `passed`).
A `CRASH-RESULT {json}` line on stdout carries the figures. Hands are never printed.

Several processes on PostgreSQL: `--db postgresql://… --processes 2` runs two bot
processes on a fresh schema of that database (`bench.persistence.pg_schema`, dropped after),
each running its share of `--shards` (default: one per process; `LARRY_SHARDS` /
`LARRY_SHARD_COUNT`, one guild per shard in the double, the channels dealt round-robin, a
short shard lease: `--lease`, default 3 s). The killer kills ONE process at a time, chosen at
random (its moment counted on that process's tables), and restarts it (ready once the dead
process's lease lapsed); the other process's users play on meanwhile. After each kill:
(a) as above for every table, the stored moves read with asyncpg; the running process's
    tables are read in the same frozen moment (the reads block the bench's loop, so the
    users' bookkeeping cannot move under them; only their press in flight may commit);
(b) as above, for the killed process's tables;
(c) PostgreSQL has no `integrity_check`: `bench.crash_db.consistency` checks that each
    table's rows agree as one commit writes them (run on SQLite too);
(d) the other process's tables never notice: none of their interactions fails, none of
    their users stalls, none of their turns is posted a second time while the killed process
    is down or restarting, that process keeps its pid and gateway sessions.
`--write` then fills the `crash-postgresql` section of docs/benchmarks.md.

The bench finds the bot's messages by their controls' custom_ids (`tb:c:<table>:<version>:…`,
`tb:h:<table>` with the move count of the table's small print, `larry:l:<table>:join`), never
by counting messages or keeping a message id: the table message may be replaced each turn,
and a player's own screen is an ephemeral message edited in place at each step.

What it shares with `bench/load.py` (starting the bot process against the double, the users'
presses, the result line and the docs sections) is `bench/harness.py`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import shutil
import signal
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import web

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.crash_db import SNAPSHOT, Reader, consistency, open_reader
from bench.harness import (
    HAND_ID,
    LOBBY_ID,
    LoopLag,
    Offer,
    bot_env,
    button_data,
    choices,
    command_data,
    describe,
    drawn_turn,
    kill_bots,
    live_component,
    on_new_message,
    print_result,
    read_result,
    shard_env,
    spawn_bot,
    wait_ready,
    write_section,
    write_section_after,
)
from discord_double import DiscordDouble, InteractionRecord, MessageRecord
from discord_double.models import UserRecord
from larry_core.games.larry.cards import CODES, VALUES
from larry_core.games.larry.engine import Game
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.moves import (
    ACCEPT,
    ACCEPT_MOVE,
    ACTION,
    DOUBT,
    DOUBT_MOVE,
    PLACE,
    Move,
    format_move,
)
from larry_core.games.larry.request import NO_TARGET
from larry_core.games.larry.rules import RuleSet
from larry_core.storage.shards import Shards, split
from larry_core.tables.table import TableOptions
from larry_core.text import t

PLAYERS = 3
MESSAGE, DEFERRED_UPDATE, UPDATE = 4, 6, 7  # interaction response types: a private answer,
# a move's press (Doubt / Accept, the own screen's last step), a step on the own screen
KILL_MODES = ("timer", "sent", "deferred", "acked")
HELD = 3  # a held toggle's button style (success): "Don't say Larry" held
THINK = 0.05  # the scripted users' pause after each step on their own screen
READ = 0.3  # a person reads a freshly opened own screen at least this long
SETTLE = 2.0  # seconds after a restarted process is ready still counted as its restart


class Aborted(Exception):
    """The bot did something the scripted user did not expect (counted as an error)."""


@dataclass
class Sent:
    """One committing press (the move is in flight until it is acknowledged)."""

    rec: InteractionRecord
    table_id: int
    version: int
    text: str
    screen_id: int | None  # the own screen it was pressed on (ack = the screen redrawn)
    acked: bool = False  # the user saw it done (the screen redrawn, the next turn, game over)


@dataclass
class Seat:
    """One channel and its three players; holds the table currently played there."""

    channel: str
    names: list[str]
    table_id: int | None = None
    game: Game | None = None
    seats: list[dict[str, Any]] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)  # acknowledged (or resynced) moves
    inflight: Sent | None = None
    check_old: bool = False  # the first press after a restart uses pre-kill buttons
    screen_id: int | None = None  # the users' latest own screen (opened by Your move)
    broken: bool = False  # an unexpected answer: idle until the next restart
    proc: int = 0  # the bot process serving this channel's guild (its shard)
    task: asyncio.Task[None] | None = None  # the channel's users


@dataclass
class BotProc:
    """One bot process (`bench/run_bot.py`): its shards, its log, when it was down."""

    index: int
    shards: Shards | None
    log: Path
    proc: asyncio.subprocess.Process | None = None
    alive: bool = False  # between a READY line and the next kill: its users may press
    ready_at: float = 0.0
    # (killed at, ready again at: inf while down) per kill; SETTLE more count as restarting
    windows: list[tuple[float, float]] = field(default_factory=list)
    pids: list[int] = field(default_factory=list)

    def restarting(self, at: float, since: float | None = None) -> bool:
        """Was this process down or restarting at `at` (or at any time from `since`)?"""
        return any(k - 0.05 <= at and (since if since is not None else at) <= r + SETTLE
                   for k, r in self.windows)


@dataclass
class Stats:
    kills: int = 0
    kill_modes: Counter[str] = field(default_factory=Counter)
    restarts: list[float] = field(default_factory=list)
    lost: int = 0
    phantoms: int = 0
    lobby_lost: int = 0
    integrity_ok: int = 0
    integrity_bad: int = 0
    inflight_committed: int = 0
    inflight_dropped: int = 0
    old_current_ok: int = 0
    old_stale_ok: int = 0
    old_lobby_ok: int = 0
    old_bad: int = 0
    reposts: int = 0
    extra_live: int = 0  # restarts after which more than one message had live buttons
    games_finished: int = 0
    expected_failures: int = 0
    unexpected_failures: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    moves_played: int = 0
    problems: list[str] = field(default_factory=list)
    loop_lag: float = 0.0
    startup_kills: int = 0
    consistent_ok: int = 0  # bench.crash_db.consistency held at a check
    consistent_bad: int = 0
    downtimes: list[float] = field(default_factory=list)  # kill -> ready of the killed one
    kills_by_process: Counter[int] = field(default_factory=Counter)
    # (d) the other process's tables while one process was down or restarting
    other_failures: list[str] = field(default_factory=list)  # failed interactions
    other_stalls: list[str] = field(default_factory=list)  # a user's press not done
    other_reposts: list[str] = field(default_factory=list)  # a turn posted again
    other_process: list[str] = field(default_factory=list)  # died, re-identified
    other_checked: int = 0  # checks of a running process's tables
    dup_restart: int = 0  # a killed process's turn posted again after its restart
    dup_elsewhere: list[str] = field(default_factory=list)  # any other turn posted twice


@dataclass
class Seen:
    """What the scripted users were shown, as the checks compare it with what is stored."""

    sent: list[Sent] = field(default_factory=list)  # every committing press
    # (table, join|start|new, user) of each lobby change a user saw acknowledged
    lobby_acks: list[tuple[int, str, int]] = field(default_factory=list)
    pre_kill_ids: set[int] = field(default_factory=set)  # the messages there at the last kill


class Timeline:
    """`--diag`: what happened when (ready, kill, stall, ...), every REST request the bot made,
    and the bot's task stacks at each stall; written to the `--diag` directory at the end."""

    def __init__(self, diag: Path | None) -> None:
        self.diag = diag
        self.t0 = time.monotonic()
        self.requests: list[tuple[float, float, str, str, int]] = []
        self.marks: list[tuple[float, str]] = []  # ready, kill, stall, ...

    def mark(self, what: str) -> None:
        self.marks.append((time.monotonic() - self.t0, what))

    def trace_requests(self, double: DiscordDouble) -> None:
        """Stamp every REST request the bot makes (start, end, route, status)."""
        inner = double._middleware

        @web.middleware
        async def traced(request: web.Request, handler: Any) -> web.StreamResponse:
            start = time.monotonic() - self.t0
            status = 0
            try:
                response = await inner(request, handler)
                status = response.status
                return response
            finally:
                self.requests.append((start, time.monotonic() - self.t0, request.method,
                                      request.path.removeprefix("/api/v10"), status))

        double._middleware = traced  # type: ignore[method-assign]

    def dump_bot_tasks(self, procs: list[BotProc]) -> None:
        """Ask live bots for every task's stack (`run_bot.py`, LARRY_BENCH_DIAG=1)."""
        for p in procs:
            if self.diag is not None and p.proc is not None and p.proc.returncode is None:
                p.proc.send_signal(signal.SIGUSR2)

    def write(self, double: DiscordDouble, procs: list[BotProc]) -> None:
        if self.diag is None:
            return
        self.diag.mkdir(parents=True, exist_ok=True)
        reg = double.registry
        inters = []
        for rec in reg.interactions.values():
            data = rec.payload.get("data", {})
            inters.append({
                "id": rec.id, "type": rec.type, "user": rec.user.name,
                "channel": rec.channel_id, "what": data.get("custom_id") or data.get("name"),
                "sent": round(rec.sent_at - self.t0, 4),
                "answered": round(rec.first_response_at - self.t0, 4)
                if rec.first_response_at is not None else None,
                "response_type": rec.response_type, "message": rec.original_message_id,
                "source": rec.source_message_id, "failures": rec.failures,
                "token": rec.token[:12]})
        timeline = {"marks": self.marks, "interactions": inters,
                    "requests": [[round(a, 4), round(b, 4), m, p, s_]
                                 for a, b, m, p, s_ in self.requests]}
        (self.diag / "timeline.json").write_text(json.dumps(timeline), encoding="utf-8")
        for p in procs:
            shutil.copyfile(p.log, self.diag / p.log.name)


class TurnPosts:
    """Every (table, version) whose live turn buttons a message carried ((table, -1): a
    lobby's Join), and when: a second message with the same key is a re-post (`dups`)."""

    def __init__(self) -> None:
        self.posts: dict[tuple[int, int], dict[int, float]] = {}  # key -> message -> when
        self.dups: list[tuple[float, int, tuple[int, int]]] = []  # (when, channel, key)

    def watch(self, double: DiscordDouble, channels: Collection[int]) -> None:
        """Note each public message in `channels`, when created or edited (the double calls
        the message's own `apply`)."""

        def seen(channel_id: int, msg: MessageRecord) -> None:
            if msg.ephemeral or channel_id not in channels:
                return
            self.note(msg)
            apply = msg.apply

            def applied(data: dict[str, Any], *, edit: bool) -> None:
                apply(data, edit=edit)
                self.note(msg)

            msg.apply = applied  # type: ignore[method-assign]

        on_new_message(double.registry, seen)

    def note(self, msg: MessageRecord) -> None:
        now = time.monotonic()
        key = drawn_turn(msg)
        if key is None:
            lobby = next((m for c in msg.all_components() if not c.get("disabled")
                          and (m := LOBBY_ID.match(str(c.get("custom_id", ""))))), None)
            if lobby is None:
                return
            key = (int(lobby[1]), -1)
        posts = self.posts.setdefault(key, {})
        if msg.id not in posts:
            if posts:
                self.dups.append((now, msg.channel_id, key))
            posts[msg.id] = now


class Fleet:
    """The bot processes: start one (a restarted one is ready once the dead one's shard lease
    lapsed), `kill -9` one, start again one that died unasked; when each was down."""

    def __init__(self, procs: list[BotProc], seats: list[Seat], by_channel: dict[int, Seat],
                 double: DiscordDouble, db: str, lease: float, rng: random.Random,
                 stats: Stats, timeline: Timeline) -> None:
        self.procs, self.seats, self.by_channel = procs, seats, by_channel
        self.double, self.db, self.lease, self.rng = double, db, lease, rng
        self.stats, self.timeline = stats, timeline
        self.kill_times: list[tuple[float, int]] = []  # (when, process)

    @property
    def multi(self) -> bool:
        return len(self.procs) > 1

    def proc_of(self, channel_id: int) -> BotProc | None:
        seat = self.by_channel.get(channel_id)
        return self.procs[seat.proc] if seat is not None else None

    def others_restarting(self, proc: int, at: float, since: float | None = None) -> bool:
        """Was a process other than `proc` down or restarting at `at` (or from `since`)?"""
        return any(p.restarting(at, since) for p in self.procs if p.index != proc)

    def label(self, p: BotProc) -> str:
        return f" (process {p.index})" if self.multi else ""

    def env(self, p: BotProc) -> dict[str, str]:
        env = bot_env(LARRY_BENCH_TIME_SCALE="100")
        if p.shards is not None:  # this process's shards, as bench/load.py runs them
            env.update(shard_env(p.shards), LARRY_LEASE_SECONDS=f"{self.lease:g}",
                       LARRY_BENCH_TOKEN=f"bench-{p.index}")
        if self.timeline.diag is not None:
            env["LARRY_BENCH_DIAG"] = "1"
            env.setdefault("LARRY_LOG_LEVEL", "INFO")
        return env

    async def spawn(self, p: BotProc) -> float:
        """Start process `p`; the seconds until it was ready."""
        env = self.env(p)
        t0 = time.monotonic()
        p.proc = await spawn_bot(self.double.port, self.db, p.log, env)
        # a restarted process is ready once the dead one's shard lease lapsed
        line = await wait_ready(p.proc, 30 + self.lease, p.log)
        p.ready_at = time.monotonic()
        p.alive = True
        p.pids.append(p.proc.pid)
        if p.windows and p.windows[-1][1] == float("inf"):
            p.windows[-1] = (p.windows[-1][0], p.ready_at)
        self.timeline.mark(f"ready {line.split()[-1].decode()}{self.label(p)}")
        return p.ready_at - t0

    async def kill_during_startup(self, p: BotProc) -> None:
        """An extra SIGKILL while the bot is still starting (opening the DB, loading tables)."""
        proc = await spawn_bot(self.double.port, self.db, p.log, self.env(p),
                               stdout=asyncio.subprocess.DEVNULL)
        await asyncio.sleep(self.rng.uniform(0.15, 0.45))
        proc.send_signal(signal.SIGKILL)
        self.kill_times.append((time.monotonic(), p.index))
        self.timeline.mark(f"kill during start-up{self.label(p)}")
        await proc.wait()
        self.stats.startup_kills += 1

    def sigkill(self, p: BotProc, mode: str) -> None:
        """SIGKILL process `p` (its users are to stop in the same step: see `CrashBench.kill`)."""
        assert p.proc is not None
        p.proc.send_signal(signal.SIGKILL)
        now = time.monotonic()
        self.kill_times.append((now, p.index))
        p.windows.append((now, float("inf")))
        self.timeline.mark(f"kill {mode}{self.label(p)}")
        p.alive = False

    async def reap(self, p: BotProc, mode: str) -> None:
        """Wait for the killed process `p` to be gone; count the kill."""
        assert p.proc is not None
        await p.proc.wait()
        p.proc = None
        self.stats.kills += 1
        self.stats.kill_modes[mode] += 1
        self.stats.kills_by_process[p.index] += 1

    async def revive(self) -> None:
        """Start again a process that died without being killed (counted in (d))."""
        for p in self.procs:
            if p.proc is not None and p.proc.returncode is not None:
                p.proc = None
                p.windows.append((time.monotonic(), float("inf")))
                await self.spawn(p)

    async def kill_all(self) -> None:
        """SIGKILL every process still running (no bot is left behind)."""
        await kill_bots([p.proc for p in self.procs])


class Killer:
    """When to kill a process: on a timer (0.05–3 s, or every `--epoch` seconds), or right
    after the n-th move's press reached the gateway (`sent`), its first answer (`deferred`)
    or the user saw it done (`acked`), counted on the victim's own tables."""

    def __init__(self, rng: random.Random, by_channel: dict[int, Seat], epoch: float) -> None:
        self.rng, self.by_channel, self.epoch = rng, by_channel, epoch
        self.trigger: tuple[str, asyncio.Event, int] | None = None  # (point, event, process)
        self.countdown = 0

    async def moment(self, p: BotProc) -> str:
        """Wait for a random moment to kill process `p`; the kind of moment it was."""
        mode = "timer" if self.epoch else self.rng.choice(KILL_MODES)
        if mode == "timer":
            await asyncio.sleep(self.epoch or self.rng.uniform(0.05, 3.0))
            return mode
        event = asyncio.Event()
        self.trigger = (mode, event, p.index)
        self.countdown = self.rng.randint(1, 8)  # at the n-th move's press/answer
        try:
            await asyncio.wait_for(event.wait(), 10)
            await asyncio.sleep(self.rng.choice((0, 0, self.rng.uniform(0, 0.03))))
        except TimeoutError:
            mode = "timer"
        self.trigger = None
        return mode

    def hit(self, point: str, channel_id: int) -> None:
        """A move on the channel reached `point` (sent, deferred, acked)."""
        seat = self.by_channel.get(channel_id)
        if self.trigger is not None and self.trigger[0] == point and seat is not None \
                and seat.proc == self.trigger[2]:
            self.countdown -= 1
            if self.countdown <= 0:
                self.trigger[1].set()


class Store:
    """The users' peek at the stored tables (to choose moves and to resync after a kill),
    through the bench's read-only `Reader`; a read over 0.2 s is reported."""

    def __init__(self, reader: Reader, double: DiscordDouble, stats: Stats) -> None:
        self.reader, self.double, self.stats = reader, double, stats

    def timed(self, what: str, t0: float) -> None:
        took = time.monotonic() - t0
        if took > 0.2:
            self.stats.problems.append(f"slow read {what}: {took:.2f}s")

    def open_row(self, seat: Seat) -> tuple[int, str, list[dict[str, Any]]] | None:
        ch = self.double.registry.channel_named(seat.channel)
        t0 = time.monotonic()
        rows = self.reader.fetch("SELECT id, status, seats FROM tables WHERE channel_id=? AND "
                                 "status IN ('lobby','playing')", ch.id)
        self.timed("open_row", t0)
        row = rows[0] if rows else None
        return (row[0], row[1], json.loads(row[2])) if row else None

    def load_game(self, seat: Seat, table_id: int) -> None:
        """Rebuild the table's game from the stored log (the users peek to choose moves)."""
        t0 = time.monotonic()
        [(seats_json, seed, options)], move_rows = self.reader.snapshot([
            ("SELECT seats, seed, options FROM tables WHERE id=?", (table_id,)),
            ("SELECT move FROM moves WHERE table_id=? ORDER BY idx", (table_id,))])
        moves = [m for (m,) in move_rows]
        self.timed("load_game", t0)
        seat.table_id, seat.seats = table_id, json.loads(seats_json)
        rules = TableOptions.from_dict(json.loads(options)).rules
        assert isinstance(rules, RuleSet), "the bench plays Larry tables only"
        seat.game = GameLog(len(seat.seats), rules, seed, moves=moves).replay()
        seat.moves = moves


class Screen:
    """What a channel's users see of the bot's messages, found by their buttons' custom_ids
    (never by counting messages or keeping a message id)."""

    def __init__(self, double: DiscordDouble) -> None:
        self.double = double

    def turn_messages(self, seat: Seat, table_id: int) -> list[tuple[int, MessageRecord]]:
        """(version, message) of the table's messages with enabled turn controls (its
        choices, Your move / My hand, Catch!), newest last."""
        ch = self.double.registry.channel_named(seat.channel)
        return [(drawn[1], msg) for msg in self.double.registry.channel_messages(ch.id)
                if (drawn := drawn_turn(msg)) is not None and drawn[0] == table_id]

    def lobby_message(self, seat: Seat) -> tuple[int, MessageRecord] | None:
        ch = self.double.registry.channel_named(seat.channel)
        for msg in reversed(self.double.registry.channel_messages(ch.id)):
            for comp in msg.all_components():
                m = LOBBY_ID.match(str(comp.get("custom_id", "")))
                if m and not comp.get("disabled"):
                    return int(m[1]), msg
        return None

    def results_seen(self, seat: Seat) -> set[tuple[int, int]]:
        """The channel's messages showing results ("Game over!" in their text or embed),
        deleted ones too, with their edit counts: a new results message, or one edited into
        the results (the table message may carry them), is a change of this set."""
        ch = self.double.registry.channel_named(seat.channel)
        return {(m.id, m.edits) for m in self.double.registry.messages.values()
                if m.channel_id == ch.id and not m.ephemeral and "Game over" in m.text()}

    def private(self, rec: InteractionRecord) -> str | None:
        """The text of the interaction's ephemeral followup, if one came."""
        for mid in rec.followup_ids:
            msg = self.double.registry.messages.get(mid)
            if msg is not None and msg.ephemeral and not msg.loading:
                return msg.content
        return None

    async def private_followup(self, rec: InteractionRecord) -> str:
        try:
            text: str = await self.double.wait_for(lambda: self.private(rec), 5)
        except TimeoutError:
            raise Aborted(f"{describe(rec)}: no private answer after the deferral") from None
        return text

    async def followup_text(self, rec: InteractionRecord) -> str:
        """The private answer: the response message, or the filled deferral."""
        reg = self.double.registry

        def ready() -> str | None:
            msg = reg.messages.get(rec.original_message_id or 0)
            if msg is None or msg.loading:
                return None
            return msg.content

        try:
            text: str = await self.double.wait_for(ready, 5)
        except TimeoutError:
            raise Aborted(f"interaction {rec.id}: no answer after the deferral") from None
        return text


class Hands:
    """The users' presses: slash commands, buttons, the choices on their own screens, each
    sent through the double and waited for (an interaction unanswered or failed raises
    `Aborted`)."""

    def __init__(self, double: DiscordDouble, fleet: Fleet, killer: Killer) -> None:
        self.double, self.fleet, self.killer = double, fleet, killer

    def user(self, name: str) -> UserRecord:
        rec = self.double.registry.user_named(name)
        assert rec is not None
        return rec

    async def dispatch(self, rec: InteractionRecord, committing: bool = False
                       ) -> InteractionRecord:
        proc = self.fleet.proc_of(rec.channel_id)
        if proc is not None and not proc.alive:  # a user the kill's cancel missed: stop
            raise asyncio.CancelledError
        await self.double.dispatch_interaction(rec)
        if committing:
            self.killer.hit("sent", rec.channel_id)
        try:
            await asyncio.wait_for(rec.answered.wait(), self.double.interaction_deadline + 1)
        except TimeoutError:
            raise Aborted(f"{describe(rec)} unanswered") from None
        if not rec.responded:
            raise Aborted(f"{describe(rec)} failed: {rec.failures}")
        return rec

    @staticmethod
    def component(msg: MessageRecord, key: str, ctype: int) -> dict[str, Any]:
        field_name = "label" if ctype == 2 else "placeholder"
        comp = live_component(msg, ctype, lambda c: c.get(field_name) == key or str(
            c.get(field_name, "")).startswith(key))
        if comp is None:
            raise Aborted(f"no enabled {key!r} on message {msg.id}")
        return comp

    def new_component(self, name: str, msg: MessageRecord, data: dict[str, Any]
                      ) -> InteractionRecord:
        reg = self.double.registry
        ch = reg.any_channel(msg.channel_id)
        assert ch is not None
        return reg.new_interaction(3, self.user(name), ch, data, msg)

    async def click(self, name: str, msg: MessageRecord, label: str) -> InteractionRecord:
        comp = self.component(msg, label, 2)
        return await self.dispatch(self.new_component(name, msg, button_data(comp["custom_id"])))

    async def click_id(self, name: str, msg: MessageRecord, custom_id: str
                       ) -> InteractionRecord:
        """Press the message's enabled button `custom_id`."""
        if live_component(msg, 2, lambda c: c.get("custom_id") == custom_id) is None:
            raise Aborted(f"no enabled {custom_id!r} on message {msg.id}")
        return await self.dispatch(self.new_component(name, msg, button_data(custom_id)))

    @staticmethod
    def offer(screen: MessageRecord, table: int, version: int, group: str, key: str
              ) -> Offer | None:
        """The own screen's choice `key` of `group` at `version`, if it offers it."""
        return next((o for o in choices(screen, table, version).get(group, [])
                     if o.key == key), None)

    async def choose(self, name: str, screen: MessageRecord, table: int, version: int,
                     group: str, key: str) -> InteractionRecord:
        """Choose `key` of `group` on the own screen (its button, or its value in the
        group's menu), a step that updates the screen in place."""
        found = self.offer(screen, table, version, group, key)
        if found is None:
            have = {g: [o.key for o in offers]
                    for g, offers in choices(screen, table, version).items()}
            raise Aborted(f"the own screen {screen.id} offers no {group} {key} at version "
                          f"{version}: {have}")
        rec = await self.dispatch(self.new_component(name, screen, found.data()))
        if rec.response_type != UPDATE:
            said = self.double.registry.messages.get(rec.original_message_id or 0)
            raise Aborted(f"{describe(rec)}: answered with type {rec.response_type}, not an "
                          f"update of the own screen ({said.content[:80] if said else ''!r})")
        await asyncio.sleep(THINK)
        return rec

    async def slash(self, name: str, channel: str, command: str, **options: Any
                    ) -> InteractionRecord:
        reg = self.double.registry
        data = command_data(self.double, command, options)
        rec = reg.new_interaction(2, self.user(name), reg.channel_named(channel), data)
        return await self.dispatch(rec)


class Players:
    """The scripted users: each channel's three open, fill and start a table through the
    double, then play it to the end, noting what they saw acknowledged (`Seen`); after a
    restart their first press on a table uses buttons posted before the kill ((b))."""

    def __init__(self, seats: list[Seat], double: DiscordDouble, fleet: Fleet, killer: Killer,
                 store: Store, seen: Seen, stats: Stats, rng: random.Random,
                 timeline: Timeline) -> None:
        self.seats, self.double, self.fleet, self.killer = seats, double, fleet, killer
        self.store, self.seen, self.stats, self.rng = store, seen, stats, rng
        self.timeline = timeline
        self.screen = Screen(double)
        self.hands = Hands(double, fleet, killer)

    def start(self) -> None:
        """A users' task for each channel whose process is up and whose users are idle (a
        broken channel's users wait for the next check to resync them)."""
        for seat in self.seats:
            if (seat.task is None or seat.task.done()) and self.fleet.procs[seat.proc].alive \
                    and not seat.broken:
                seat.task = asyncio.create_task(self.play_channel(seat))

    async def stop(self, proc: int) -> None:
        """Stop the users of process `proc`'s channels (right after it was killed)."""
        # cancel until every user task has stopped: on Python 3.11, asyncio.wait_for returns
        # the result instead of raising if its inner wait finished in the same loop step as
        # the cancel (a press answered just before the kill), so one cancel can be swallowed
        # and the user would go on to wait for a dead bot (once counted as a stall)
        tasks = [x.task for x in self.seats if x.proc == proc and x.task is not None]
        pending = {task for task in tasks if not task.done()}
        while pending:
            for task in pending:
                task.cancel()
            _, pending = await asyncio.wait(pending, timeout=0.05)
        await asyncio.gather(*tasks, return_exceptions=True)
        for seat in self.seats:
            if seat.proc == proc:
                seat.task = None

    def stalled(self, proc: BotProc) -> None:
        self.timeline.dump_bot_tasks([proc])

    async def play_channel(self, seat: Seat) -> None:
        """One channel's users: open, fill and start a table, then play it to the end."""
        while not seat.broken:
            try:
                if seat.table_id is None or seat.game is None:
                    await self.setup_table(seat)
                else:
                    await self.take_turn(seat)
            except Aborted as exc:
                proc = self.fleet.procs[seat.proc]
                if not proc.alive:  # the bot was killed while this user waited: not a stall
                    return
                since = time.monotonic() - proc.ready_at
                what = f"{seat.channel}: {exc} ({since:.2f}s after ready{self.fleet.label(proc)})"
                now = time.monotonic()  # a user gives up at most 6 s after pressing
                if self.fleet.others_restarting(seat.proc, now, now - 6.0):
                    self.stats.other_stalls.append(what)  # (d): while another restarted
                else:
                    self.stats.errors.append(what)
                self.timeline.mark(f"stall {seat.channel} table {seat.table_id}: {exc}")
                self.stalled(proc)
                seat.broken = True
            except Exception as exc:  # a scripted user that breaks must not go unnoticed
                if not self.fleet.procs[seat.proc].alive:
                    return
                self.stats.errors.append(f"{seat.channel}: bench user failed: {exc!r}")
                self.timeline.mark(f"user failed {seat.channel}: {exc!r}")
                seat.broken = True

    async def setup_table(self, seat: Seat) -> None:
        hands, screen, seen = self.hands, self.screen, self.seen
        host = seat.names[0]
        row = self.store.open_row(seat)
        if row is None:
            rec = await hands.slash(host, seat.channel, "larry new", rounds=1, turn_seconds=600)
            if await screen.followup_text(rec) != t("opened"):
                raise Aborted("/larry new refused")
            row = self.store.open_row(seat)
            if row is None:
                raise Aborted("/larry new acknowledged but no open table")
            seen.lobby_acks.append((row[0], "new", 0))
        table_id, status, stored = row
        if status == "playing":
            self.store.load_game(seat, table_id)
            seat.check_old = True
            return

        def ours() -> tuple[int, MessageRecord] | None:
            found = screen.lobby_message(seat)
            return found if found is not None and found[0] == table_id else None

        # the publisher posts the lobby after the commit that /larry new (or a join)
        # acknowledges: give it the same second as a turn message
        try:
            found = await self.double.wait_for(ours, 1.0)
        except TimeoutError:
            found = None
        if found is None:
            self.timeline.mark(f"no lobby message {seat.channel} table {table_id}")
            self.stalled(self.fleet.procs[seat.proc])
            rec = await hands.slash(host, seat.channel, "larry table")
            if await screen.followup_text(rec) != t("reposted"):
                raise Aborted("/larry table refused")
            self.count_repost(seat, f"table {table_id}: no lobby message")
            found = screen.lobby_message(seat)
            if found is None or found[0] != table_id:
                raise Aborted("no lobby message after /larry table")
        _, lobby = found
        old = lobby.id in seen.pre_kill_ids
        seated = {x.get("user_id") for x in stored}
        for name in seat.names[1:]:
            uid = hands.user(name).id
            if uid in seated:
                continue
            text = await screen.followup_text(await hands.click(name, lobby, t("btn-join")))
            if text != t("joined"):
                raise Aborted(f"join refused: {text!r}")
            seen.lobby_acks.append((table_id, "join", uid))
            if old:
                self.stats.old_lobby_ok += 1
                old = False
        text = await screen.followup_text(await hands.click(host, lobby, t("btn-start")))
        if text != t("started"):
            raise Aborted(f"start refused: {text!r}")
        seen.lobby_acks.append((table_id, "start", 0))
        if old:
            self.stats.old_lobby_ok += 1
        self.store.load_game(seat, table_id)
        await self.current_message(seat)

    async def current_message(self, seat: Seat) -> MessageRecord:
        """The newest message with this version's buttons (after `/larry table` if none)."""
        assert seat.table_id is not None
        version = len(seat.moves)

        def find() -> MessageRecord | None:
            for v, msg in reversed(self.screen.turn_messages(seat, seat.table_id or 0)):
                if v == version:
                    return msg
            return None

        try:
            msg: MessageRecord = await self.double.wait_for(find, 1.0)
            return msg
        except TimeoutError:
            pass
        proc = self.fleet.procs[seat.proc]
        since = time.monotonic() - proc.ready_at
        self.timeline.mark(f"unannounced {seat.channel} table {seat.table_id} version {version} "
                           f"({since:.2f}s after ready{self.fleet.label(proc)})")
        self.stalled(proc)
        rec = await self.hands.slash(seat.names[0], seat.channel, "larry table")
        if await self.screen.followup_text(rec) != t("reposted"):
            raise Aborted("/larry table refused")
        self.count_repost(seat, f"table {seat.table_id}: version {version} not shown")
        got = find()
        if got is None:
            raise Aborted(f"no turn message of version {version} after /larry table")
        return got

    def count_repost(self, seat: Seat, what: str) -> None:
        """A committed state the channel did not show within 1 s (`/larry table` needed);
        on a table of a process that kept running while another restarted: (d)."""
        now = time.monotonic()  # after a wait of 1 s
        if self.fleet.others_restarting(seat.proc, now, now - 1.5):
            self.stats.other_stalls.append(f"{what} within 1 s (/larry table needed)")
        else:
            self.stats.reposts += 1

    def choose(self, game: Game, seat_no: int) -> Move:
        moves = [m for m in game.legal_moves(seat_no) if m.kind != "catch"]
        if game.phase == "final":
            return DOUBT_MOVE if not game.pile_truth()[2] else ACCEPT_MOVE
        if DOUBT_MOVE in moves and not game.pile_truth()[2] and self.rng.random() < 0.9:
            return DOUBT_MOVE
        if self.rng.random() < 0.2:
            return self.rng.choice(moves)
        base = game.claim or 0
        honest = [m for m in moves if m.kind == PLACE and m.claim == base + VALUES[m.card]]
        return self.rng.choice(honest or moves)

    async def take_turn(self, seat: Seat) -> None:
        game, table_id = seat.game, seat.table_id
        assert game is not None and table_id is not None
        if game.over:
            self.stats.games_finished += 1
            seat.table_id, seat.game = None, None
            return
        mover = game.to_move
        assert mover is not None
        name = str(seat.seats[mover]["name"])
        version = len(seat.moves)
        if seat.check_old:
            await self.check_stale_buttons(seat, name, version)
        msg = await self.current_message(seat)
        old = seat.check_old and msg.id in self.seen.pre_kill_ids
        if seat.check_old:  # after a restart exactly one message may have live buttons
            extra = [m.id for _, m in self.screen.turn_messages(seat, table_id) if m.id != msg.id]
            if extra:
                self.stats.extra_live += 1
                self.stats.problems.append(f"table {table_id}: live buttons on {len(extra)} "
                                           "more message(s) after a restart")
        seat.check_old = False
        move = self.choose(game, mover)
        if move.larry and self.rng.random() < 0.15:  # "Don't say Larry" held (the call is
            move = move._replace(larry=False)  # said by default where the engine marks it)
        text = format_move(mover, move)
        if move.kind in (DOUBT, ACCEPT):
            label = t("btn-doubt") if move.kind == DOUBT else t("btn-accept")
            comp = self.hands.component(msg, label, 2)
            rec = self.hands.new_component(name, msg, button_data(comp["custom_id"]))
            await self.commit(seat, rec, version, text, None, old)
        else:
            await self.play_own(seat, name, msg, move, version, text, old)
        game.apply(mover, move)
        seat.moves.append(text)
        seat.inflight = None
        self.stats.moves_played += 1

    async def check_stale_buttons(self, seat: Seat, name: str, version: int) -> None:
        """(b) a drawing of an older version from before the kill is refused as out of date:
        a choice on the user's own screen opened before the kill, else the Doubt of an
        older table message (Your move names no version: it opens today's own screen)."""
        table_id, reg = seat.table_id or 0, self.double.registry
        pressed: tuple[MessageRecord, Offer] | None = None
        screen = reg.messages.get(seat.screen_id or 0)
        drawn = drawn_turn(screen) if screen is not None and not screen.deleted \
            and screen.id in self.seen.pre_kill_ids else None
        if screen is not None and drawn is not None and drawn[0] == table_id \
                and drawn[1] < version:
            offers = choices(screen, table_id, drawn[1])  # a card's selection, else any
            first = next(iter(offers.get("card") or [o for g in offers.values() for o in g]),
                         None)
            pressed = (screen, first) if first is not None else None
        if pressed is None:
            stale = [(v, msg) for v, msg in self.screen.turn_messages(seat, table_id)
                     if v < version and msg.id in self.seen.pre_kill_ids]
            calls = choices(stale[-1][1], table_id, stale[-1][0]).get("call") if stale else None
            if not calls:
                return
            pressed = (stale[-1][1], calls[0])
        msg, offer = pressed
        rec = await self.hands.dispatch(self.hands.new_component(name, msg, offer.data()))
        if rec.response_type == DEFERRED_UPDATE:  # a refusal after a deferral: a followup
            text = await self.screen.private_followup(rec)
        else:
            text = await self.screen.followup_text(rec)
        if text == t("stale"):
            self.stats.old_stale_ok += 1
        else:
            self.stats.old_bad += 1
            self.stats.problems.append(f"stale old {offer.group} {offer.key} answered "
                                       f"{text[:60]!r}")

    async def commit(self, seat: Seat, rec: InteractionRecord, version: int, text: str,
                     screen_id: int | None, old: bool) -> None:
        """Send the press that makes the move; return once the user saw it done. Both are
        deferred updates: on the player's own screen, its success shows as the screen
        redrawn without this version's choices, a refusal as the screen redrawn with the
        reason noted on top; on the table (Doubt / Accept), its success shows as the next
        turn message (or the game's results), a refusal as a private followup. A press
        refused before any move (out of date, not the presser's turn) is answered
        privately at once."""
        assert seat.table_id is not None
        screen = self.screen
        sent = Sent(rec, seat.table_id, version, text, screen_id)
        seat.inflight = sent
        self.seen.sent.append(sent)
        own = self.double.registry.messages.get(screen_id or 0)
        before = own.edits if own is not None else 0
        table_id = seat.table_id
        results_before = screen.results_seen(seat)

        def redrawn() -> str | None:
            """What the own screen shows since the press: a refusal noted on top, or the
            move done (none of this version's choices left)."""
            assert own is not None
            if own.edits <= before:
                return None
            shown = own.text()
            if shown.startswith("-# "):
                return f"refused: {shown.splitlines()[0].removeprefix('-# ')}"
            return None if choices(own, table_id, version) else "played"

        def outcome() -> str | None:
            refusal = screen.private(rec)
            if refusal is not None:
                return f"refused: {refusal}"
            if any(v > version for v, _ in screen.turn_messages(seat, table_id)):
                return "next turn"
            if screen.results_seen(seat) - results_before:
                return "game over"
            return None

        await self.hands.dispatch(rec, committing=True)
        self.killer.hit("deferred", rec.channel_id)
        if rec.response_type != DEFERRED_UPDATE:
            said = await screen.followup_text(rec) if rec.response_type == MESSAGE else ""
            raise Aborted(f"{describe(rec)}: answered with type {rec.response_type}, not a "
                          f"deferred update {said[:80]!r}")
        try:
            result: str = await self.double.wait_for(outcome if own is None else redrawn, 5)
        except TimeoutError:
            raise Aborted(f"{describe(rec)}: " + (
                "neither the next turn message nor a refusal came" if own is None else
                f"the own screen {own.id} was not redrawn to the move or a refusal")) from None
        if result.startswith("refused"):
            raise Aborted(f"move {result[:90]!r}")
        sent.acked = True
        if old:
            self.stats.old_current_ok += 1
        self.killer.hit("acked", rec.channel_id)

    async def play_own(self, seat: Seat, name: str, msg: MessageRecord, move: Move,
                       version: int, text: str, old: bool) -> None:
        """Your move → on the own screen the card (its button, or its value in the card menu)
        → the claim's button (the menu of every claim when the buttons do not offer it, or
        sometimes anyway), the face-up play, or for a gift whom to, then the card given (a
        menu). The Larry call is said by default where a move leaves one card; "Don't say
        Larry" (held) holds it back."""
        hands, table_id = self.hands, seat.table_id or 0
        mine = next((str(c["custom_id"]) for c in msg.all_components()
                     if HAND_ID.fullmatch(str(c.get("custom_id", "")))), None)
        if mine is None:
            raise Aborted(f"no Your move on message {msg.id}")
        rec = await hands.click_id(name, msg, mine)
        own = self.double.registry.messages.get(rec.original_message_id or 0)
        if own is None or rec.response_type != MESSAGE or not own.ephemeral \
                or not choices(own, table_id, version).get("card"):
            if old:
                self.stats.old_bad += 1
                self.stats.problems.append("current old Your move did not open the own screen")
            raise Aborted(f"Your move did not open the own screen with version {version}'s "
                          "cards")
        seat.screen_id = own.id
        await asyncio.sleep(READ)
        card = CODES[move.card]
        await hands.choose(name, own, table_id, version, "card", card)
        if move.kind == ACTION and move.gift >= 0:
            await hands.choose(name, own, table_id, version, "to", str(move.target))
            group, key = "give", CODES[move.gift]
        elif move.kind == ACTION:
            group, key = "up", "none" if move.target == NO_TARGET else str(move.target)
        else:
            group, key = "claim", str(move.claim)
            if hands.offer(own, table_id, version, "other", key) is not None and (
                    hands.offer(own, table_id, version, group, key) is None
                    or self.rng.random() < 0.25):
                group = "other"  # the menu of every claim
        quiet = hands.offer(own, table_id, version, "larry", "quiet")
        if quiet is not None and (quiet.style == HELD) == move.larry:
            await hands.choose(name, own, table_id, version, "larry", "quiet")
        offer = hands.offer(own, table_id, version, group, key)
        if offer is None:
            raise Aborted(f"the own screen {own.id} offers no {group} {key} at version "
                          f"{version}")
        await self.commit(seat, hands.new_component(name, own, offer.data()), version, text,
                          own.id, old)


class Checks:
    """After each kill, with the killed process dead: (a) nothing a user saw is missing and
    nothing else is stored, (c) the database's own check and the rows' consistency, (d) the
    processes not killed undisturbed; the interaction failures sorted into expected (a kill
    left them unanswered), another process's restart's ((d)) and unexpected."""

    def __init__(self, seats: list[Seat], double: DiscordDouble, fleet: Fleet, store: Store,
                 seen: Seen, turn_posts: TurnPosts, stats: Stats) -> None:
        self.seats, self.double, self.fleet, self.store = seats, double, fleet, store
        self.seen, self.turn_posts, self.stats = seen, turn_posts, stats

    def acked_versions(self) -> dict[int, int]:
        """Per table, the highest version a user has seen: turn messages (deleted ones too:
        they were seen) and moves the user saw done (`Sent.acked`)."""
        out: dict[int, int] = {}
        reg = self.double.registry
        for msg in reg.messages.values():  # own screens too: drawn from a committed state
            if (drawn := drawn_turn(msg, live=False)) is not None:
                out[drawn[0]] = max(out.get(drawn[0], 0), drawn[1])
        for tid, version in self.turn_posts.posts:  # buttons seen live, since edited away too
            if version >= 0:
                out[tid] = max(out.get(tid, 0), version)
        for sent in self.seen.sent:
            if sent.acked:
                out[sent.table_id] = max(out.get(sent.table_id, 0), sent.version + 1)
        return out

    def check(self, dead: set[int]) -> None:
        """(a) for every table, the database's own check and the rows' consistency; then
        resync the channels of the `dead` processes (and any broken channel) to what is
        stored. The reads block this loop (`bench.crash_db`): the users of a process still
        running cannot move while their tables are compared."""
        st = self.stats
        reader = self.store.reader
        t0 = time.monotonic()
        verdict = reader.integrity()  # SQLite's PRAGMA integrity_check; None on PostgreSQL
        tables, moves, changes, outbox, results = reader.snapshot(SNAPSHOT)
        self.store.timed("check", t0)
        stored: dict[int, list[str]] = {}
        for tid, _, move in moves:
            stored.setdefault(tid, []).append(move)
        rows = {r[0]: (r[1], json.loads(r[2])) for r in tables}
        if verdict is not None:
            if verdict == [("ok",)]:
                st.integrity_ok += 1
            else:
                st.integrity_bad += 1
                st.problems.append(f"integrity_check: {verdict[:3]}")
        broken = consistency(tables, moves, changes, outbox, results)
        if broken:
            st.consistent_bad += 1
            st.problems += [f"inconsistent {x}" for x in broken[:3]]
        else:
            st.consistent_ok += 1
        self.check_moves(stored, dead)
        self.check_lobbies(rows)
        if any(p.index not in dead for p in self.fleet.procs):
            st.other_checked += 1
        self.resync(rows, dead)

    def check_moves(self, stored: dict[int, list[str]], dead: set[int]) -> None:
        """(a) every table's stored moves start with exactly the acknowledged ones, plus at
        most the one in flight (whose outcome is final once its process is dead)."""
        st = self.stats
        acked = self.acked_versions()
        for tid, version in acked.items():  # (a) nothing a user saw is missing
            log = stored.get(tid, [])
            if len(log) < version:
                st.lost += version - len(log)
                st.problems.append(f"table {tid}: acknowledged version {version}, "
                                   f"stored {len(log)}")
        for seat in self.seats:  # (a) nothing else is there: the played moves + the flight
            if seat.table_id is None:
                continue
            log, mine, flight = stored.get(seat.table_id, []), seat.moves, seat.inflight
            extra = log[len(mine):]
            if log[:len(mine)] != mine[:len(log)]:
                st.phantoms += 1
                at = next(i for i, (x, y) in enumerate(zip(log, mine, strict=False)) if x != y)
                st.problems.append(f"table {seat.table_id}: stored moves differ from the "
                                   f"played ones at index {at} of {len(log)} stored / "
                                   f"{len(mine)} played: stored {log[at]!r}, played "
                                   f"{mine[at]!r}")
            elif len(extra) > 1 or (extra and (flight is None or flight.version != len(mine)
                                               or extra[0] != flight.text)):
                st.phantoms += len(extra)
                st.problems.append(f"table {seat.table_id}: {len(extra)} unexplained extra "
                                   "move(s)")
            elif flight is not None and seat.proc in dead:  # its outcome is final now
                if extra:
                    st.inflight_committed += 1
                else:
                    st.inflight_dropped += 1

    def check_lobbies(self, rows: dict[int, tuple[str, list[dict[str, Any]]]]) -> None:
        """(a) for lobbies: every acknowledged `/larry new`, join and start is stored."""
        for tid, kind, uid in self.seen.lobby_acks:
            status, seats = rows.get(tid, ("missing", []))
            ok = {"new": status != "missing",
                  "join": uid in {x.get("user_id") for x in seats},
                  "start": status in ("playing", "finished")}[kind]
            if not ok:
                self.stats.lobby_lost += 1
                self.stats.problems.append(f"table {tid}: acknowledged {kind} not stored")
        self.seen.lobby_acks[:] = [a for a in self.seen.lobby_acks if a[1] != "new"]

    def resync(self, rows: dict[int, tuple[str, list[dict[str, Any]]]], dead: set[int]) -> None:
        """Resync the users' bookkeeping to the truth; the in-flight outcome is now known."""
        for seat in self.seats:
            killed = seat.proc in dead
            if not killed and not (seat.broken and (seat.task is None or seat.task.done())):
                continue  # its users play on (a broken channel's users are resynced)
            seat.inflight = None
            seat.broken = False
            if seat.table_id is not None and rows.get(seat.table_id, ("",))[0] in (
                    "playing", "finished"):
                self.store.load_game(seat, seat.table_id)
                seat.check_old = killed
            else:
                seat.table_id, seat.game = None, None

    def check_others(self, victim: BotProc, identified: int) -> None:
        """(d) the processes not killed kept running on their first pid, and no gateway
        session but the killed process's shards was opened again."""
        for p in self.fleet.procs:
            if p is victim or p.proc is None:
                continue
            if p.proc.returncode is not None:
                self.stats.other_process.append(
                    f"process {p.index} exited ({p.proc.returncode}) while process "
                    f"{victim.index} was down")
                p.alive = False
        if victim.shards is None:
            return
        again = self.double.gateway.stats.identified_shards[identified:]
        strange = [s for s, _ in again if s not in victim.shards.ids]
        if strange:
            self.stats.other_process.append(
                f"shards {strange} identified again when process {victim.index} restarted")

    def take_failures(self, final: bool = False) -> None:
        deadline = self.double.interaction_deadline
        fleet = self.fleet
        for f in self.double.take_failures():
            rec = self.double.registry.interactions.get(f.interaction_id)
            proc = fleet.proc_of(rec.channel_id) if rec is not None else None
            killed = rec is not None and any(
                rec.sent_at - 0.05 <= k <= rec.sent_at + deadline for k, q in fleet.kill_times
                if proc is None or q == proc.index)
            if killed and f.kind == "unanswered":
                self.stats.expected_failures += 1
            elif rec is not None and proc is not None and \
                    fleet.others_restarting(proc.index, rec.sent_at):
                self.stats.other_failures.append(f"{f}{fleet.label(proc)}")  # (d)
            else:
                self.stats.unexpected_failures.append(str(f))
        self.stats.violations += [str(v) for v in self.double.take_violations()]

    def classify_dups(self) -> None:
        """A turn posted again: after its own process's restart (the outbox re-announcing
        what a kill left unannounced), while another process restarted ((d): must not
        happen), or at any other time (reported)."""
        for at, channel, (tid, version) in self.turn_posts.dups:
            proc = self.fleet.proc_of(channel)
            assert proc is not None
            shown = "lobby" if version < 0 else f"version {version}"
            what = f"table {tid} {shown} posted again{self.fleet.label(proc)}"
            if proc.restarting(at):
                self.stats.dup_restart += 1
            elif self.fleet.others_restarting(proc.index, at):
                self.stats.other_reposts.append(what)
            else:
                self.stats.dup_elsewhere.append(what)


class CrashBench:
    """The run: the double, the bot processes, their channels' users; kill, check, restart,
    `kills` times, then a last stretch of play and a final check. Its parts: `Fleet` (the
    processes), `Killer` (when to kill), `Players` (the scripted users), `Checks` (what is
    stored against what the users saw), `TurnPosts` and `Timeline` (what was shown when)."""

    def __init__(self, tables: int, kills: int, seed: int, workdir: Path, *, db: str = "",
                 processes: int = 1, shards: int | None = None, lease: float = 3.0,
                 epoch: float = 0.0, diag: Path | None = None) -> None:
        self.rng = random.Random(seed)
        self.pick = random.Random(seed + 1)  # which process to kill (the users' draws vary)
        self.kills_wanted = kills
        self.db = db or str(workdir / "larry.sqlite3")  # an SQLite path or a postgresql:// URL
        self.seats = [Seat(f"table{t}", [f"P{t}-{k}" for k in range(PLAYERS)])
                      for t in range(tables)]
        members = [n for seat in self.seats for n in seat.names]
        self.double = DiscordDouble(members=members, channels=[] if shards else
                                    [x.channel for x in self.seats], strict=False)
        plan: list[Shards | None] = list(split(shards, processes)) if shards else [None]
        count = shards or 0
        for shard in range(count):  # one guild per shard, the channels dealt round-robin
            self.double.add_guild(f"shard {shard}", [x.channel for x in self.seats[shard::count]],
                                  shard=shard, shard_count=count)
        for n, seat in enumerate(self.seats):
            if shards:
                seat.proc = next(i for i, p in enumerate(plan)
                                 if p is not None and n % shards in p.ids)
        self.procs = [BotProc(i, p, workdir / ("bot.log" if len(plan) == 1 else f"bot{i}.log"))
                      for i, p in enumerate(plan)]
        self.reader: Reader = open_reader(self.db)
        self.stats = Stats()
        self.seen = Seen()
        self.gateway: dict[str, int] = {}
        # --diag: a timeline and the bot's task stacks
        self.timeline = Timeline(diag)
        self.turn_posts = TurnPosts()
        self.by_channel = {self.double.registry.channel_named(x.channel).id: x
                           for x in self.seats}
        self.fleet = Fleet(self.procs, self.seats, self.by_channel, self.double, self.db, lease,
                           self.rng, self.stats, self.timeline)
        # --epoch: kill on a fixed timer only (to see a long-lived bot)
        self.killer = Killer(self.rng, self.by_channel, epoch)
        self.store = Store(self.reader, self.double, self.stats)
        self.players = Players(self.seats, self.double, self.fleet, self.killer, self.store,
                               self.seen, self.stats, self.rng, self.timeline)
        self.checks = Checks(self.seats, self.double, self.fleet, self.store, self.seen,
                             self.turn_posts, self.stats)

    def write_diag(self) -> None:
        self.timeline.write(self.double, self.procs)

    async def kill(self, p: BotProc, mode: str) -> None:
        """SIGKILL a bot process and, in the same step, stop its channels' users (no press
        reaches a dead bot); the other processes' users play on."""
        self.seen.pre_kill_ids = set(self.double.registry.messages)
        self.fleet.sigkill(p, mode)
        await self.players.stop(p.index)
        await self.fleet.reap(p, mode)

    async def run(self) -> Stats:
        fleet, checks = self.fleet, self.checks
        if self.timeline.diag is not None:
            self.timeline.trace_requests(self.double)
        self.turn_posts.watch(self.double, self.by_channel)
        await self.double.start()
        lag = LoopLag(keep=False)  # the bench's own loop (the double runs on it)
        watcher = asyncio.create_task(lag.run())
        everyone = {p.index for p in self.procs}
        try:
            await asyncio.gather(*(fleet.spawn(p) for p in self.procs))
            while self.stats.kills < self.kills_wanted:
                self.players.start()
                # one process at a time (the only one, with one)
                victim = self.pick.choice(self.procs) if fleet.multi else self.procs[0]
                identified = len(self.double.gateway.stats.identified_shards)
                await self.kill(victim, await self.killer.moment(victim))
                await asyncio.sleep(0.05)  # requests the bot sent before dying are handled
                checks.check({victim.index})
                checks.take_failures()
                if self.rng.random() < 0.1:
                    await fleet.kill_during_startup(victim)
                    checks.check({victim.index})
                self.stats.restarts.append(await fleet.spawn(victim))
                self.stats.downtimes.append(victim.windows[-1][1] - victim.windows[-1][0])
                checks.check_others(victim, identified)
                await fleet.revive()
            # a last stretch of play with the restarted bot, then a clean stop
            self.players.start()
            await asyncio.sleep(1.0)
            for p in self.procs:
                await self.kill(p, "final")
                self.stats.kills -= 1
                self.stats.kill_modes["final"] -= 1
                self.stats.kills_by_process[p.index] -= 1
            await asyncio.sleep(0.05)
            checks.check(everyone)
            await asyncio.sleep(self.double.interaction_deadline + 0.3)
            checks.take_failures(final=True)
            checks.classify_dups()
            self.gateway = dict(vars(self.double.gateway.stats))
        finally:
            watcher.cancel()
            self.stats.loop_lag = lag.max
            await fleet.kill_all()
            await self.double.stop()
        try:
            self.stats.moves_played = self.reader.fetch("SELECT COUNT(*) FROM moves")[0][0]
            self.stats.games_finished = self.reader.fetch(
                "SELECT COUNT(*) FROM tables WHERE status='finished'")[0][0]
        finally:
            self.reader.close()
        return self.stats


def summary(st: Stats, tables: int, seconds: float) -> dict[str, Any]:
    times = sorted(st.restarts) or [0.0]
    downs = sorted(st.downtimes) or [0.0]
    return {
        "kills": st.kills, "survived": len(st.restarts), "tables": tables,
        "startup_kills": st.startup_kills,
        "kill_modes": {k: v for k, v in st.kill_modes.items() if v > 0},
        "moves_played": st.moves_played, "games_finished": st.games_finished,
        "lost": st.lost + st.lobby_lost, "phantoms": st.phantoms,
        "inflight_committed": st.inflight_committed, "inflight_dropped": st.inflight_dropped,
        "integrity_ok": st.integrity_ok, "integrity_bad": st.integrity_bad,
        "old_current_ok": st.old_current_ok, "old_stale_ok": st.old_stale_ok,
        "old_lobby_ok": st.old_lobby_ok, "old_bad": st.old_bad, "reposts": st.reposts,
        "extra_live": st.extra_live,
        "restart_p50_s": round(statistics.median(times), 3),
        "restart_max_s": round(max(times), 3),
        "expected_failures": st.expected_failures,
        "unexpected_failures": len(st.unexpected_failures), "violations": len(st.violations),
        "errors": len(st.errors), "seconds": round(seconds, 1),
        "bench_loop_lag_max_s": round(st.loop_lag, 3),
        "consistent_ok": st.consistent_ok, "consistent_bad": st.consistent_bad,
        "downtime_p50_s": round(statistics.median(downs), 3),
        "downtime_max_s": round(max(downs), 3),
        "kills_by_process": {str(k): v for k, v in sorted(st.kills_by_process.items())
                             if v > 0},
        "other_checked": st.other_checked,
        "other_failures": len(st.other_failures), "other_stalls": len(st.other_stalls),
        "other_reposts": len(st.other_reposts), "other_process": len(st.other_process),
        "other_disturbed": len(st.other_failures) + len(st.other_stalls)
        + len(st.other_reposts) + len(st.other_process),
        "dup_restart": st.dup_restart, "dup_elsewhere": len(st.dup_elsewhere),
        "problems": (st.problems + st.errors + st.unexpected_failures + st.violations
                     + st.other_failures + st.other_stalls + st.other_reposts
                     + st.other_process + st.dup_elsewhere)[:40],
    }


def passed(res: dict[str, Any]) -> bool:
    """Crash safety held: nothing lost or invented, the file sound (and every table's rows
    consistent), old buttons right; with several processes, the ones not killed undisturbed.
    Interactions a *live* bot left unanswered (`errors`, `unexpected_failures`) are reported
    but are not durability failures: the users' bookkeeping resyncs at the next restart."""
    return (res["lost"] == 0 and res["phantoms"] == 0 and res["integrity_bad"] == 0
            and res.get("consistent_bad", 0) == 0
            and res["old_bad"] == 0 and res["violations"] == 0
            and res["survived"] == res["kills"] and res.get("other_disturbed", 0) == 0)


def _moves_rows(res: dict[str, Any]) -> list[str]:
    """The report rows about stored moves, the same for one process and several."""
    return [
        f"| phantom moves (stored, never sent or beyond the one in flight) | {res['phantoms']}"
        " | 0 |",
        f"| moves played (stored) / games finished | {res['moves_played']} / "
        f"{res['games_finished']} | |",
        f"| in-flight moves at a kill: committed / dropped | {res['inflight_committed']} / "
        f"{res['inflight_dropped']} | either |",
    ]


def report(res: dict[str, Any], args: argparse.Namespace) -> str:
    modes = ", ".join(f"{k} {v}" for k, v in sorted(res["kill_modes"].items()))
    ok = "✅" if passed(res) else "❌"
    stall_ok = "✅" if res["errors"] == 0 and res["unexpected_failures"] == 0 else "❌"
    shown_ok = "✅" if res["reposts"] == 0 and res.get("extra_live", 0) == 0 else "❌"
    if stall_ok == shown_ok == "✅":
        stalls = (
            "**No stalls** (issue 9): every press a live bot received was answered and "
            "finished, and after every restart each table's latest committed state was in "
            "the channel, with exactly the current version's buttons live, without "
            "`/larry table`: the publisher's outbox re-announces what a kill left "
            "unannounced and disables the buttons a killed process left live.")
    else:
        stalls = (
            "**Stalls remain**: a stalled channel's users idle until the next kill (their "
            "bookkeeping resyncs then), so these are not durability failures; "
            "`--diag DIR` writes a timeline and the bot's task stacks at each stall.")
    stalls += (
        " Measurement notes: a kill now stops every scripted user before the restart (on "
        "Python 3.11 `asyncio.wait_for` can swallow a cancel that lands in the step its "
        "wait finished), so a user still waiting on the dead bot is no longer counted as a "
        "stall, as it could be in earlier runs; and the lobby message, which the publisher "
        "posts just after `/larry new` is acknowledged, is waited for like a turn message.")
    return "\n".join([
        f"`python bench/crash.py --kills {args.kills} --tables {args.tables}`: {args.tables} "
        f"channels of 3-player games (human seats only, every move a press through the "
        f"double), the bot `kill -9`ed {res['kills']} times and restarted on the same SQLite "
        f"file; {res['seconds']} s on 2 cores.",
        "",
        "| measure | result | target |",
        "|---|---|---|",
        f"| kills survived | {res['survived']} / {res['kills']} ({modes}); plus "
        f"{res['startup_kills']} extra kills during start-up | all |",
        f"| acknowledged moves lost | {res['lost']} | 0 {ok} |",
        *_moves_rows(res),
        f"| `PRAGMA integrity_check` ok | {res['integrity_ok']} / "
        f"{res['integrity_ok'] + res['integrity_bad']} | all |",
        f"| old buttons after restart: current accepted / stale refused / lobby accepted / "
        f"wrong | {res['old_current_ok']} / {res['old_stale_ok']} / {res['old_lobby_ok']} / "
        f"{res['old_bad']} | wrong = 0 |",
        f"| restart, spawn to ready: p50 / max | {res['restart_p50_s'] * 1000:.0f} ms / "
        f"{res['restart_max_s'] * 1000:.0f} ms | |",
        f"| interactions left unanswered by a kill (expected) | {res['expected_failures']} | |",
        f"| double violations | {res['violations']} | 0 |",
        f"| stalls: presses a live bot left unanswered or unfinished | {res['errors']} "
        f"({res['unexpected_failures']} unanswered) | 0 {stall_ok} |",
        f"| committed states not in the channel 1 s after they were due (`/larry table` "
        f"needed) | {res['reposts']} | 0 {shown_ok} |",
        f"| first turns after a restart with live buttons on more than one message | "
        f"{res.get('extra_live', 0)} | 0 {shown_ok} |",
        "",
        "Kill moments: `timer` at a random time (0.05–3 s after ready), `sent` right after "
        "the n-th move's press (n = 1–8) reached the double's gateway (0–30 ms later), "
        "`deferred` right after the bot's first response to it, `acked` right after the user "
        "saw it done. A move counts as "
        "acknowledged once the user saw their own screen redrawn without a refusal (its "
        "choices gone), the next turn message or the game's results after a Doubt / Accept, "
        "or a turn message of its version; the "
        "stored log must start with exactly those moves, plus at most the one in flight. "
        "After a restart the users look for the message with the current version's live "
        "buttons (or the lobby) for up to 1 s and fall back to `/larry table` only if it is "
        "not there, i.e. a committed move (or lobby change) was not announced.",
        "",
        stalls,
        "",
        "Limits: process kills only (the OS survives, so WAL with `synchronous=NORMAL` keeps "
        "every committed transaction; power loss is not simulated). After a restart the "
        "users open their own screen anew (Your move) rather than go on with one opened "
        "before the kill.",
    ])


def report_pg(res: dict[str, Any], args: argparse.Namespace) -> str:
    """The `crash-postgresql` section: several processes on PostgreSQL."""
    modes = ", ".join(f"{k} {v}" for k, v in sorted(res["kill_modes"].items()))
    per = ", ".join(f"process {k}: {v}" for k, v in sorted(res["kills_by_process"].items()))
    ok = "✅" if passed(res) else "❌"
    zero = "✅" if res["other_disturbed"] == 0 else "❌"
    stall_ok = "✅" if res["errors"] == 0 and res["unexpected_failures"] == 0 else "❌"
    shown_ok = "✅" if res["reposts"] == 0 and res["extra_live"] == 0 else "❌"
    procs, shards = res["processes"], res["shards"]
    checks = res["consistent_ok"] + res["consistent_bad"]
    return "\n".join([
        f"`python bench/crash.py --db postgresql://… --processes {procs} --kills {args.kills} "
        f"--tables {args.tables}`: {args.tables} channels of 3-player games (human seats "
        f"only, every move a press through the double) on {procs} bot processes sharing one "
        f"PostgreSQL 15 database (a fresh schema), each running {shards // procs} of {shards} "
        f"shards (one guild per shard, so {args.tables // procs} tables per process; shard "
        f"lease `LARRY_LEASE_SECONDS={res['lease_s']:g}`). One process at a time, chosen at "
        f"random, was `kill -9`ed and restarted, {res['kills']} times, while the other "
        f"process's users played on; {res['seconds']} s on 2 shared cores.",
        "",
        "| measure | result | target |",
        "|---|---|---|",
        f"| kills survived | {res['survived']} / {res['kills']} ({per}; {modes}); plus "
        f"{res['startup_kills']} extra kills during start-up | all |",
        f"| acknowledged moves lost (every table) | {res['lost']} | 0 {ok} |",
        *_moves_rows(res),
        f"| every table's rows consistent (instead of `PRAGMA integrity_check`) | "
        f"{res['consistent_ok']} / {checks} checks | all |",
        f"| old buttons after restart (killed process's tables): current accepted / stale "
        f"refused / lobby accepted / wrong | {res['old_current_ok']} / {res['old_stale_ok']} "
        f"/ {res['old_lobby_ok']} / {res['old_bad']} | wrong = 0 |",
        f"| restart, spawn to ready: p50 / max | {res['restart_p50_s'] * 1000:.0f} ms / "
        f"{res['restart_max_s'] * 1000:.0f} ms | |",
        f"| killed process's tables unserved, kill to ready (includes waiting for the dead "
        f"process's lease): p50 / max | {res['downtime_p50_s'] * 1000:.0f} ms / "
        f"{res['downtime_max_s'] * 1000:.0f} ms | ≤ lease + start-up |",
        f"| interactions left unanswered by a kill (expected, killed process only) | "
        f"{res['expected_failures']} | |",
        f"| other process's tables during a kill and restart: failed interactions / stalled "
        f"users / turns posted again / process or gateway sessions disturbed | "
        f"{res['other_failures']} / {res['other_stalls']} / {res['other_reposts']} / "
        f"{res['other_process']} (over {res['kills']} kills) | 0 {zero} |",
        f"| double violations | {res['violations']} | 0 |",
        f"| stalls outside kills: presses a live bot left unanswered or unfinished | "
        f"{res['errors']} ({res['unexpected_failures']} unanswered) | 0 {stall_ok} |",
        f"| committed states not in the channel 1 s after they were due (`/larry table` "
        f"needed) / first turns after a restart with live buttons on more than one message "
        f"| {res['reposts']} / {res['extra_live']} | 0 {shown_ok} |",
        f"| turns re-posted by a restarted process's outbox (its own tables) / posted twice "
        f"otherwise | {res['dup_restart']} / {res['dup_elsewhere']} | either / 0 |",
        "",
        "What changes against the SQLite run above: the killer picks one of the processes "
        "and counts its kill moments (`sent`, `deferred`, `acked`: the n-th move, n = 1–8) "
        "on that process's tables only; only that process's users stop at the kill (the "
        "other process's users keep pressing throughout); the restarted process is ready "
        "once the dead process's shard lease has lapsed, which is most of the restart time. "
        "After each kill, with the killed process dead and the other one running, the bench "
        "reads every table (asyncpg, one read-only REPEATABLE READ snapshot) in a read that "
        "blocks its own event loop, so the running process's users cannot move while their "
        "tables are compared: their stored log must also start with every move they saw "
        "done and hold nothing but those plus their one press in flight.",
        "",
        "`PRAGMA integrity_check` has no PostgreSQL counterpart worth running here (the "
        "server is not killed, only its clients; `amcheck` would test the server's own "
        "crash safety). What a killed client could break is a commit that is not atomic, so "
        "the check reads, in one snapshot, what one commit writes together and asks that it "
        "agree for every table: change rows numbered 0..`tables.rev` without a gap, moves "
        "numbered 0..n−1 without a gap, exactly one `moved` change per move (the k-th saying "
        "version k, every other change the number of moves before it), an outbox never "
        "ahead of `tables.rev`, a log the engine replays, `finished` exactly when the game "
        "is over and has its results row, no moves in a lobby (`bench/crash_db.py`; it runs "
        "on SQLite too, beside `integrity_check`).",
        "",
        "The other process \"never notices\" when, while one process is down and for 2 s "
        "after it is ready again, none of the other process's interactions fails (no "
        "unanswered or late response), none of its users waits in vain (a press not done, a "
        "turn not shown within 1 s), none of its turns or lobbies is posted a second time "
        "(each (table, version) has its live buttons on one message only), and that process "
        "keeps its pid and its gateway sessions (only the killed process's shards identify "
        "again). The bench finds every message by its controls' custom_ids "
        "(`tb:c:<table>:<version>:…`; Your move's `tb:h:<table>` with the move count of the "
        "table's small print), not by counting messages or keeping a message id, and takes "
        "a player's own screen redrawn without a refusal as the move played.",
        "",
        "Limits: process kills only (the PostgreSQL server and the OS survive); the two "
        "processes and the database share 2 cores with the bench.",
        *(["", args.notes.strip()] if getattr(args, "notes", "").strip() else []),
    ])


def write_pg_section(body: str) -> None:
    """docs/benchmarks.md's `crash-postgresql` section, placed right after the SQLite crash
    section the first time."""
    write_section_after("crash-postgresql", "Crash safety: two processes on PostgreSQL", body,
                        after="crash")


async def amain(args: argparse.Namespace, db: str = "") -> int:
    with tempfile.TemporaryDirectory(prefix="larry-crash-") as tmp:
        bench = CrashBench(args.tables, args.kills, args.seed, Path(tmp), db=db,
                           processes=args.processes, shards=args.shards, lease=args.lease,
                           epoch=args.epoch, diag=Path(args.diag) if args.diag else None)
        t0 = time.monotonic()
        try:
            st = await bench.run()
        finally:
            if args.keep_log:
                logs = [p.log for p in bench.procs]
                await asyncio.to_thread(keep_logs, logs, Path(args.keep_log))
        res = summary(st, args.tables, time.monotonic() - t0)
        res.update(db="postgresql" if db else "sqlite", processes=len(bench.procs),
                   shards=args.shards, lease_s=args.lease if args.shards else None)
        res["gateway"] = bench.gateway
        await asyncio.to_thread(bench.write_diag)
    print_result("CRASH-RESULT ", res)
    if args.write and not args.smoke:
        if db:
            write_pg_section(report_pg(res, args))
        else:
            write_section("crash", "Crash safety", report(res, args))
    return 0 if passed(res) else 1


def keep_logs(logs: list[Path], dest: Path) -> None:
    """Copy the bot's log (several processes: each after a header line) to `dest`."""
    if len(logs) == 1:
        shutil.copyfile(logs[0], dest)
        return
    with dest.open("wb") as out:
        for log in logs:
            out.write(f"===== {log.name}\n".encode())
            if log.exists():
                out.write(log.read_bytes())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=200)
    ap.add_argument("--tables", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--smoke", action="store_true", help="5 kills, 2 tables, no report")
    ap.add_argument("--db", default="", metavar="URL",
                    help="a postgresql:// URL (a fresh schema in it, dropped after; default: "
                         "an SQLite file)")
    ap.add_argument("--processes", type=int, default=1, help="bot processes (default 1)")
    ap.add_argument("--shards", type=int, default=None,
                    help="shard count, one guild each (default: none with one process, else "
                         "the number of processes)")
    ap.add_argument("--lease", type=float, default=3.0,
                    help="LARRY_LEASE_SECONDS of sharded processes (default 3; a restarted "
                         "process takes its shards back once the dead one's lease lapsed)")
    ap.add_argument("--keep-log", help="copy the bot's stderr log here")
    ap.add_argument("--epoch", type=float, default=0.0,
                    help="kill only on a fixed timer of this many seconds (diagnostics)")
    ap.add_argument("--diag", metavar="DIR",
                    help="write a timeline (REST requests, interactions, kills, stalls) and "
                         "the bot's log with task stacks at each stall to DIR")
    ap.add_argument("--write", action="store_true", help="update docs/benchmarks.md's section")
    ap.add_argument("--notes", default="", help="extra text for the PostgreSQL docs section")
    ap.add_argument("--report-from", metavar="FILE",
                    help="the docs section from a saved CRASH-RESULT line, no run (--write: "
                         "update it)")
    args = ap.parse_args()
    if args.report_from:
        res = read_result(args.report_from, "CRASH-RESULT ")
        args.kills, args.tables = res["kills"], res["tables"]
        pg = res.get("db") == "postgresql"
        section = report_pg(res, args) if pg else report(res, args)
        print(section)
        if args.write:
            if pg:
                write_pg_section(section)
            else:
                write_section("crash", "Crash safety", section)
        return 0
    if args.diag:
        args.diag = str(Path(args.diag).resolve())
    if args.smoke:
        args.kills, args.tables = min(args.kills, 5), min(args.tables, 2)
    if args.processes > 1 and args.shards is None:
        args.shards = args.processes
    if args.processes > 1 and not args.db:
        ap.error("several --processes need --db postgresql://…")
    if args.db and not args.db.startswith("postgresql://"):
        ap.error("--db takes a postgresql:// URL (without it: an SQLite file)")
    if args.shards is not None and not 1 <= args.processes <= args.shards:
        ap.error(f"{args.processes} process(es) cannot share {args.shards} shard(s)")
    if args.shards is not None and args.tables < args.shards:
        ap.error(f"--tables {args.tables} leaves a shard without a table: at least {args.shards}")
    with contextlib.ExitStack() as stack:
        db = ""
        if args.db:  # a fresh schema, dropped afterwards (as bench/load.py does)
            from bench.persistence import pg_schema

            db = stack.enter_context(pg_schema(args.db))
        return asyncio.run(amain(args, db))


if __name__ == "__main__":
    sys.exit(main())
