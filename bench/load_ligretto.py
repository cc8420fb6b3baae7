"""Würfel-Ligretto under load (issue 42): N racing tables of P players in one bot process,
each press of a cup button answered in the interaction's one response.

`python bench/load.py --game ligretto …` hands its other arguments to this script. As in
`bench/load_base.py` (whose `LoadBench` this extends: the bot process, the probes and the common
figures are its), the bot is a real `LarryBot` in its own process (`bench/run_bot.py`) and
the bench process runs the Discord double (which enforces Discord's rate limits) and the
scripted users. Each table is opened in its own channel with `/ligretto new`, joined and
started by button presses, then raced to the end by its P users, who see only what Discord
shows them: the public table message (its **My cup**, the results) and each their own
ephemeral cup. A user opens My cup, then again and again after a think time (uniform
`--think` seconds: a racing human) presses a die the cup marks as fitting (green, ✓), one
of them at random, or else **Reroll all**. The press's answer is the cup itself, edited; a
refusal (the field was taken first, the round was stopped, the pause before the next round,
the game is over) is read there, and the user presses again on what that cup now shows.
Games are shortened with `--rounds` (0: the printed 3 per player) and the pause between
rounds (`--round-pause`, the bot's `LARRY_BENCH_ROUND_PAUSE`).

Measured: first response per cup press (a die, Reroll all; the double stamps the
INTERACTION_CREATE send and the first callback): p50/p95/p99/max, count, answers past 3 s;
presses/s; what the presses did (placed, rerolled, refused and why) and the moves the bot
committed (in its database); the bot's CPU % and peak RSS; 429s and violations recorded by
the double; non-exempt REST requests in any 1 s; the double's own event-loop lag.

    python bench/load.py --game ligretto                   # 50 tables × 4, 6 rounds: 2-3 minutes
    python bench/load.py --game ligretto --write           # ... and its docs section
    python bench/load.py --game ligretto --smoke           # CI: 4 tables, one short round
A `LOAD-RESULT {json}` line on stdout carries the figures. Exit 0 iff every table finished,
no response came past 3 s and the double recorded no violation. Cups are never printed.
"""
# ruff: noqa: ASYNC109

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import os
import platform
import random
import re
import signal
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import (  # noqa: E402
    bot_env,
    button_data,
    command_data,
    live_component,
    print_result,
    read_result,
    spawn_bot,
    wait_ready,
    write_section_after,
)
from bench.load_base import (  # noqa: E402
    BENCH_COLLECT_AFTER,
    DEADLINE,
    LoadBench,
    Run,
    Stuck,
    parse_range,
    terminated,
)
from bench.loopback import loop_kind, runner  # noqa: E402
from discord_double import InteractionRecord, MessageRecord  # noqa: E402
from discord_double.models import UserRecord  # noqa: E402

TAG = "LOAD-RESULT "
TARGET_P99_MS = 100.0
BUTTON, SUCCESS = 2, 3  # a button's component type; the green style of a die that fits
LOBBY = re.compile(r"lg:l:\d+:\w+")
CUP = re.compile(r"tb:h:\d+")  # the table message's My cup
# the cup's dice and Reroll all: the shared choices of its round (`tb:c:<table>:<round>:…`)
DIE = re.compile(r"tb:c:\d+:(\d+):dice:[a-z]+-\d-\d+")
ROLL = re.compile(r"tb:c:\d+:(\d+):roll:all")
RESULTS = "**Final totals**"  # the results message (the table's language is English)
# why a press changed nothing: what its cup says on top (a move the service or the engine
# refused), or the private answer of a press refused before any move (a stopped round, a
# closed table); a die whose field was taken first is noted as not fitting
REFUSALS = (("pause", re.compile(r"^⏳|Round \d+ starts in a moment", re.MULTILINE)),
            ("stopped", re.compile(r"Round \d+ was stopped")),
            # (a press that reached the service after the game's last die: "not running")
            ("over", re.compile(r"⚠ The game is over|This table is closed|"
                                r"The game is not running")),
            ("not in cup", re.compile(r"⚠ That die is no longer in your cup")),
            ("taken", re.compile(r"⚠ That die does not fit")))
PRESSES = ("die", "reroll")  # the cup presses whose answers are the headline
MAX_PRESSES = 20_000  # per user: a game that never ends is stuck


def cup_dice(cup: MessageRecord) -> list[tuple[dict[str, Any], int]]:
    """The cup's enabled die buttons, with the round their custom_id names."""
    return [(c, int(m[1])) for c in cup.all_components()
            if c.get("type") == BUTTON and not c.get("disabled")
            and (m := DIE.fullmatch(str(c.get("custom_id", ""))))]


def cup_roll(cup: MessageRecord) -> tuple[dict[str, Any], int] | None:
    """The cup's Reroll all, with its round."""
    for c in cup.all_components():
        if c.get("type") == BUTTON and not c.get("disabled") and \
                (m := ROLL.fullmatch(str(c.get("custom_id", "")))):
            return c, int(m[1])
    return None


def refusal(content: str) -> str | None:
    """Why the cup says its last press changed nothing (None: it says nothing of the kind)."""
    return next((kind for kind, pattern in REFUSALS if pattern.search(content)), None)


def quantiles(values: list[float]) -> dict[str, float | None]:
    """p50/p95/p99/max in ms of `values` (seconds)."""
    if not values:
        return {"p50_ms": None, "p95_ms": None, "p99_ms": None, "max_ms": None}
    lat = sorted(values)
    q = statistics.quantiles(lat, n=1000, method="inclusive") if len(lat) > 1 else lat * 999
    return {"p50_ms": q[499] * 1000, "p95_ms": q[949] * 1000, "p99_ms": q[989] * 1000,
            "max_ms": lat[-1] * 1000}


class LigrettoLoad(LoadBench):
    """`LoadBench` with Würfel-Ligretto's tables and racing users (one bot process, SQLite)."""

    def __init__(self, args: argparse.Namespace) -> None:
        super().__init__(args)
        self.latency: dict[str, list[float]] = {k: [] for k in ("command", "lobby", "cup",
                                                                 *PRESSES)}
        self.press_times: list[float] = []  # when each cup press was sent (monotonic)
        self.outcomes: Counter[str] = Counter()  # placed, rerolled, refused: <why>
        self.machine_cpu: list[float] = []  # all processes, 100 % = one core
        self.load_average = os.getloadavg()[0]  # before the run

    # ------------------------------------------------------------ the bot
    async def spawn(self, db: str, log: Path) -> None:
        """One bot process, with the bench's round pause."""
        env = bot_env(LARRY_LOG_LEVEL="WARNING", LARRY_BENCH_TOKEN="bench-0",
                      LARRY_BENCH_ROUND_PAUSE=f"{self.args.round_pause:g}",
                      LARRY_BENCH_TIME_SCALE="1")
        proc = await spawn_bot(self.double.port, db, log, env)
        self.procs.append(proc)
        await wait_ready(proc, 90, log)
        ps = psutil.Process(proc.pid)
        ps.cpu_percent(None)
        self.pss.append(ps)
        self.readers.append(asyncio.create_task(self._read_stdout(proc)))
        self.proc, self.ps = proc, ps

    async def sampler(self) -> None:
        """`LoadBench.sampler`, and the whole machine's CPU once a second: the cores are
        shared, and what other processes take is not the bot's latency."""
        async def machine() -> None:
            psutil.cpu_percent(None)
            while not self.done.is_set():
                await asyncio.sleep(1.0)
                self.machine_cpu.append(psutil.cpu_percent(None) * (os.cpu_count() or 1))

        probe = asyncio.create_task(machine())
        try:
            await super().sampler()
        finally:
            probe.cancel()

    def _posted(self, channel_id: int, msg: MessageRecord) -> None:
        """A table's public message: its lobby (which becomes the table message), or one of
        the last four others (the results among them)."""
        run = self.by_channel.get(channel_id)
        if run is None or msg.ephemeral:
            return
        if run.lobby is None and any(LOBBY.fullmatch(str(c.get("custom_id", "")))
                                     for c in msg.all_components()):
            run.lobby = msg
        else:
            run.posted.append(msg)
            del run.posted[:-4]
        run.changed.set()

    # ------------------------------------------------------------ what users see
    @staticmethod
    def table_message(run: Run) -> MessageRecord | None:
        """The newest public message with a live My cup."""
        for msg in reversed([*([run.lobby] if run.lobby else []), *run.posted]):
            if not msg.deleted and live_component(
                    msg, BUTTON, lambda c: bool(CUP.fullmatch(str(c.get("custom_id", ""))))):
                return msg
        return None

    def over(self, run: Run) -> bool:
        """The results are in the channel."""
        return any(RESULTS in m.content for m in run.posted if not m.deleted)

    async def poll(self, ready: Callable[[], Any], timeout: float, what: str,
                   interval: float = 0.1) -> Any:
        deadline = time.monotonic() + timeout
        while not (value := ready()):
            if time.monotonic() > deadline:
                raise Stuck(f"timed out waiting for {what}")
            await asyncio.sleep(interval)
        return value

    async def press(self, kind: str, run: Run, user: UserRecord, msg: MessageRecord,
                    custom_id: str) -> InteractionRecord:
        """A button press; its first response's latency noted under `kind`. A cup press is
        back once the cup shows its answer (the first response itself, or, if the bot
        deferred, the edit after it)."""
        edits = msg.edits
        if kind in PRESSES:
            self.press_times.append(time.monotonic())
        rec = await self.send(3, user, run.channel, button_data(custom_id), msg)
        if rec.latency is not None:
            self.latency[kind].append(rec.latency)
        if kind in PRESSES and rec.response_type == 6:  # deferred: the cup's edit follows
            with contextlib.suppress(Stuck):
                await self.poll(lambda: any(cb.kind == "edit" for cb in rec.callbacks),
                                DEADLINE, "the cup", 0.005)
        elif kind in PRESSES and rec.response_type == 4:  # refused before any move: the
            # open cup is redrawn to the state now (kept current) soon after
            with contextlib.suppress(Stuck):
                await self.poll(lambda: msg.edits > edits or self.over(run), DEADLINE,
                                "the cup", 0.005)
        return rec

    # ------------------------------------------------------------ a table
    async def play_table(self, run: Run, delay: float) -> None:
        args = self.args
        await asyncio.sleep(delay)
        host, others = run.users[0], run.users[1:]
        try:
            options = {"rounds": args.rounds} if args.rounds else {}
            rec = await self.send(2, host, run.channel,
                                  command_data(self.double, "ligretto new", options), None)
            if rec.latency is not None:
                self.latency["command"].append(rec.latency)
            lobby = await self.wait(run, lambda: run.lobby, 60)
            for user, label in [*((u, "Join") for u in others), (host, "Start")]:
                await self.pause(args.step)
                rec = await self.click(run, user, lobby, label)
                if rec.latency is not None:
                    self.latency["lobby"].append(rec.latency)
            await self.poll(lambda: self.table_message(run), 60, "the table message")
            run.started_at = time.monotonic()
            try:
                async with asyncio.TaskGroup() as group:
                    for user in run.users:
                        group.create_task(self.race(run, user))
            except ExceptionGroup as failed:
                stuck = [e for e in failed.exceptions if isinstance(e, Stuck)]
                if not stuck:
                    raise
                raise Stuck(str(stuck[0])) from None
            run.finished_at = time.monotonic()
        except Stuck as exc:
            run.error = str(exc)
            run.finished_at = time.monotonic()

    async def open_cup(self, run: Run, user: UserRecord) -> MessageRecord | None:
        """My cup on the table message: the user's cup (None: the game is over)."""
        for _ in range(50):
            if self.over(run):
                return None
            table = self.table_message(run)
            comp = table and live_component(
                table, BUTTON, lambda c: bool(CUP.fullmatch(str(c.get("custom_id", "")))))
            if table is not None and comp:
                rec = await self.press("cup", run, user, table, str(comp["custom_id"]))
                cup = self.double.registry.messages.get(rec.original_message_id or 0)
                if rec.response_type == 4 and cup is not None and cup.ephemeral and \
                        (cup_dice(cup) or cup_roll(cup)):
                    return cup
            await self.pause(self.args.think_range)
        raise Stuck("My cup showed no cup")

    async def race(self, run: Run, user: UserRecord) -> None:
        """One user's game: a fitting die if the cup marks one, else Reroll all, after each
        think time, until the results are in the channel."""
        cup = await self.open_cup(run, user)
        for _ in range(MAX_PRESSES):
            await self.pause(self.args.think_range)
            if cup is None or self.over(run):
                break
            dice, roll = cup_dice(cup), cup_roll(cup)
            if not dice and roll is None:  # the game is over: the results follow
                await self.poll(lambda: self.over(run), 60, "the results")
                break
            fitting = [(c, r) for c, r in dice if c.get("style") == SUCCESS]
            if fitting:
                (comp, round_), kind = self.rng.choice(fitting), "die"
            elif roll is not None:
                (comp, round_), kind = roll, "reroll"
            else:  # no Reroll all beside dice: not a cup this bench knows
                raise Stuck("a cup without Reroll all")
            count = len(dice)
            rec = await self.press(kind, run, user, cup, str(comp["custom_id"]))
            answer = self.double.registry.messages.get(rec.original_message_id or 0) \
                if rec.response_type == 4 else None
            done = f"refused: {refusal(answer.text()) or 'other'}" if answer is not None \
                else self.outcome(kind, cup, round_, count)
            self.outcomes[done] += 1
            run.moves += not done.startswith("refused")  # the moves the users saw made
        else:
            raise Stuck(f"no end after {MAX_PRESSES} presses")
        await self.poll(lambda: self.over(run), 60, "the results")

    def outcome(self, kind: str, cup: MessageRecord, round_: int, count: int) -> str:
        """What the press did, read from the cup it answered with: a refusal's note, or a
        die gone from the cup of its round (or the round or game over with no note: it
        was the last die); a Reroll all without a note rerolled."""
        why = refusal(cup.text())
        if why is not None:
            return f"refused: {why}"
        if kind == "reroll":
            return "rerolled"
        dice = cup_dice(cup)
        rounds = {r for _, r in dice} or {round_ + 1}
        if min(rounds) > round_ or len(dice) == count - 1:
            return "placed"
        return "refused: taken"

    # ------------------------------------------------------------ figures
    def summary(self, end: float, log_errors: int) -> dict[str, Any]:
        res = super().summary(end, log_errors)
        presses = [x for k in PRESSES for x in self.latency[k]]
        full = [s for s in self.samples if s["open"] >= 0.9 * len(self.runs)] or self.samples
        steady = 0.0
        if len(full) >= 2:
            lo, hi = self.t0 + full[0]["t"], self.t0 + full[-1]["t"]
            steady = sum(1 for t in self.press_times if lo <= t <= hi) / (hi - lo)
        started = [r.started_at for r in self.runs if r.started_at]
        finished = [r.finished_at for r in self.runs if r.finished_at]
        span = max(max(finished, default=end) - min(started, default=self.t0), 1e-9)
        limited = self.double.limited
        res.update({
            "game": "ligretto", "rounds": self.args.rounds, "round_pause": self.args.round_pause,
            "presses": len(self.press_times),
            **{f"press_{k}": v for k, v in quantiles(presses).items()},
            "press_past_3s": sum(1 for x in presses if x > DEADLINE),
            "latency_by_kind": {k: {"count": len(v), **quantiles(v)}
                                for k, v in self.latency.items()},
            "presses_per_s_steady": steady, "presses_per_s_overall": len(self.press_times) / span,
            "outcomes": dict(self.outcomes.most_common()),
            "machine_cpu_mean": statistics.fmean(self.machine_cpu or [0.0]),
            "others_cpu_mean": statistics.fmean(self.machine_cpu or [0.0]) - statistics.fmean(
                [s["cpu"] + s["bench_cpu"] for s in self.samples] or [0.0]),
            "load_average_before": self.load_average,
            "limited_429": len(limited), "limited_ignored": sum(x.ignored for x in limited),
            "limited_on_presses": sum(x.route.startswith("POST /interactions/")
                                      for x in limited),
        })
        return res


def report(res: dict[str, Any], args: argparse.Namespace) -> str:
    """The docs section: the current figures, short."""
    def ms(key: str) -> str:
        value = res[key]
        return "–" if value is None else f"{value:,.0f}" if value >= 100 else f"{value:.1f}"

    out = res["outcomes"]
    refused = {k.removeprefix("refused: "): v for k, v in out.items() if k.startswith("refused")}
    ok_rest = res["past_3s"] == 0 and res["violations"] == 0 and res["limited_429"] == 0
    return (
        f"`python bench/load.py --game ligretto --tables {res['tables']} --players "
        f"{res['players']} --think {args.think} --rounds {res['rounds']} --round-pause "
        f"{res['round_pause']:g}`: one `LarryBot` process on SQLite, the double and "
        f"{res['tables'] * res['players']:,} racing users in the bench process; CPython "
        f"{platform.python_version()}, {os.cpu_count()} shared cores. Latency: a cup press "
        f"(a die or Reroll all) sent → its first response, the cup edited.\n\n"
        f"| {res['tables']} tables × {res['players']} | measured | target | verdict |\n"
        f"|---|---|---|---|\n"
        f"| cup press p50 / p95 / p99 (max) | {ms('press_p50_ms')} / {ms('press_p95_ms')} / "
        f"{ms('press_p99_ms')} ms ({ms('press_max_ms')} ms) | p99 < {TARGET_P99_MS:.0f} ms | "
        f"{verdict((res['press_p99_ms'] or 1e9) < TARGET_P99_MS)} |\n"
        f"| games finished; answers past 3 s; 429s; violations | {res['finished']} / "
        f"{res['tables']}; {res['past_3s']}; {res['limited_429']}; {res['violations']} | all; "
        f"0; 0; 0 | {verdict(res['finished'] == res['tables'] and ok_rest)} |\n\n"
        f"- {res['presses']:,} cup presses, {res['presses_per_s_steady']:.0f}/s steady: "
        f"{out.get('placed', 0):,} placed, {out.get('rerolled', 0):,} rerolled, refused "
        + ", ".join(f"{v:,} {k}" for k, v in refused.items())
        + f"; {res['stored_moves']:,} moves committed; median game "
        f"{res['game_seconds_median']:.0f} s. Bot CPU mean {res['bot_cpu_mean']:.0f} % (max "
        f"{res['bot_cpu_max']:.0f} %), peak RSS {res['bot_rss_peak_mb']:.0f} MB; non-exempt "
        f"REST peak {res['rest_global_peak_1s']} in any 1 s; the double's loop lag p99 "
        f"{res['double_lag_p99_ms']:.0f} ms, max {res['double_lag_max_ms']:.0f} ms. The "
        f"machine's cores were busy {res.get('machine_cpu_mean', 0.0):.0f} % of "
        f"{100 * (os.cpu_count() or 1)} % on average, other processes' "
        f"{max(res.get('others_cpu_mean', 0.0), 0.0):.0f} % of it."
        + (f"\n- {args.notes.strip()}" if args.notes.strip() else ""))


def verdict(ok: bool) -> str:
    return "**met**" if ok else "**missed**"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/load.py --game ligretto",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--think", default="0.3-0.9",
                    help="a racer's think time before each press, LO-HI seconds")
    ap.add_argument("--step", dest="step_text", default="0.2-0.6",
                    help="pause between lobby presses, LO-HI seconds")
    ap.add_argument("--rounds", type=int, default=6,
                    help="rounds per game (0: the printed 3 per player)")
    ap.add_argument("--round-pause", type=float, default=1.0,
                    help="the bot's pause before the next round, seconds (the bot's own "
                         "default is 5)")
    ap.add_argument("--ramp", type=float, default=None,
                    help="seconds over which tables are opened (default tables/50)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-seconds", type=float, default=None,
                    help="end the run after this long (games still running are cut off)")
    ap.add_argument("--smoke", action="store_true",
                    help="CI: 4 tables, one round, short think times, no docs")
    ap.add_argument("--write", action="store_true", help="update docs/benchmarks.md's section")
    ap.add_argument("--keep-log", help="copy the bot's log (WARNING and up) here")
    ap.add_argument("--notes", default="", help="an extra line for the docs section")
    ap.add_argument("--report-from", metavar="FILE",
                    help="the docs section from a saved LOAD-RESULT line, no run (--write: update)")
    args = ap.parse_args(argv)
    if args.report_from:
        res = read_result(args.report_from, TAG)
        args.think = "-".join(f"{x:g}" for x in res["think"])
        section = report(res, args)
        print(section)
        if args.write:
            write_docs(section)
        return 0
    given = argv if argv is not None else sys.argv[1:]
    if args.smoke:
        args.tables = min(args.tables, 4) if "--tables" in given else 4
        args.think = args.think if "--think" in given else "0.05-0.2"
        args.rounds = args.rounds if "--rounds" in given else 1
        args.round_pause = args.round_pause if "--round-pause" in given else 0.2
        args.step_text = "0.01-0.05"
        args.ramp = 0.5 if args.ramp is None else args.ramp
    args.think_range, args.step = parse_range(args.think), parse_range(args.step_text)
    # what LoadBench reads besides: one process, no shards, SQLite, no callgrind
    args.processes, args.shards, args.alone, args.callgrind = 1, None, False, None
    args.db = args.db_url = ""
    args.tracemalloc = False
    bench = LigrettoLoad(args)
    bench.rng = random.Random(args.seed)
    signal.signal(signal.SIGTERM, terminated)
    try:
        gc.set_threshold(*BENCH_COLLECT_AFTER)  # as bench/load.py: the double collects rarely
        res = runner(loop_kind())(bench.run())
    except asyncio.CancelledError:
        print("load_ligretto.py: terminated; no result", file=sys.stderr)
        return 128 + signal.SIGTERM
    finally:
        for proc in bench.procs:
            if proc.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(proc.pid, signal.SIGKILL)
    res["ramp"] = args.ramp if args.ramp is not None else args.tables / 50
    print_result(TAG, res)
    if args.write and not args.smoke:
        section = report(res, args)
        print(section)
        write_docs(section)
    ok = res["finished"] == res["tables"] and res["past_3s"] == 0 and not res["violations"]
    return 0 if ok else 1


def write_docs(section: str) -> None:
    write_section_after("load-ligretto", "Würfel-Ligretto under load", section,
                        after="load-processes")


if __name__ == "__main__":
    sys.exit(main())
