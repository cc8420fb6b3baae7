"""Latency under load: N concurrent tables in bot processes, played to the end by scripted users.

The bench process runs the Discord double and the scripted users; the bot is a real `LarryBot`
in a subprocess (`bench/run_bot.py`), so its CPU and RSS are measured alone with psutil. Each
table is opened with `/larry new`, joined and started by button presses, then played to the end
by its P users: after a think time (uniform `--think` seconds) the player named by the table
message chooses on their own screen, an ephemeral message updated in place at each step: the
one still open from their last turn once the bot has drawn this turn's choices on it, else
one **Your move** opens (a card, by its button or from the card menu, then a claim, the
honest one more often than not, or a face-up play; for a gift whom to, then the card given
from a menu; the Larry call left as the screen sets it; a short pause between steps; the
last choice plays and the screen is redrawn), or presses Doubt / Accept on the table (a
deferred update: the next table message is the answer). Users see only what Discord would
show them (messages, embeds, components): no peeking. A table whose player finds nothing to
press (no Your move, an own screen offering no card, a card offering neither a claim nor a
face-up play) is stuck. A press answered "the table is busy" is made again after a moment.

Measured: first-response latency per interaction (the double stamps the INTERACTION_CREATE
send and the first callback: p50/p95/p99/max, responses past 3 s), moves/s, the bot's CPU% and
peak RSS, memory per open table (RSS delta / open tables at the peak), REST requests/s the bot
made split into interaction callbacks/webhooks (exempt) and other routes (Discord's global
50/s), the double's own event-loop lag (to tell a slow double from a slow bot).

Several processes: `--processes 2 --shards 4 --db postgresql://…` runs two bot
processes on one PostgreSQL database (a fresh schema, dropped after), each running half of
4 shards; the tables' channels are spread over one guild per shard. Measured then: each
process's and the total CPU, and non-exempt REST per process (by its token) and in total.
Bot CPU per committed move: the processes' CPU time (user + system) from ready to the end,
over the moves stored in the database. With `--alone` only the first of the `--processes`
runs, with only its shards' tables (its share of `--tables`) and its share of the REST
budget: what one process of such a split uses when the others are not on its cores (on
this 2-core machine they share them with it, the double and the users).

Work per move, apart from the machine (`--callgrind DIR`): the bots run under valgrind's
callgrind, which counts the instructions they execute, whatever else the cores run. After
start-up the bots idle for 30 s (counted apart), and with `--max-seconds` the run's second
half is counted apart too, when each process has drawn most of its cached pictures; its
net figure also leaves out drawing and the idle rate (heartbeats, timers, lease renewals),
which a light load spreads over few moves. The bots are about 40 times slower there, so
light loads only: 16 tables at `--think 1-4` keep one bot about as busy as 1,000 tables do
without callgrind.

    python bench/load.py --tables 1000 --players 4 --write  # full run, writes docs
    python bench/load.py --smoke                             # CI: 20 tables, no docs
    python bench/load.py --tables 1000 --processes 2 --shards 4 \
        --db postgresql://postgres@127.0.0.1:5432/test --write
A `LOAD-RESULT {json}` line on stdout carries the figures. Exit 0 iff every table finished,
no response came past 3 s and nothing was rejected by the double. Hands are never printed.
`--game ligretto` hands the other arguments to `bench/load_ligretto.py` (racing
Würfel-Ligretto tables; see there).
What it shares with `bench/crash.py` (starting the bot process against the double, the users'
presses, the result line and the docs sections) is `bench/harness.py`; what it shares with
`bench/load_ligretto.py` (`LoadBench`, which runs and measures the tables) is
`bench/load_base.py`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import platform
import signal
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import print_result, read_result, write_section  # noqa: E402
from bench.load_base import (  # noqa: E402
    BENCH_COLLECT_AFTER,
    LoadBench,
    parse_range,
    terminated,
)
from bench.loopback import loop_kind, runner  # noqa: E402

TARGET_P99_MS, TARGET_KB, TARGET_CPU_MS = 100.0, 40.0, 3.0
# issue 54: the collector's longest pause and its share of the bot's CPU; Discord operations
# (an interaction received, each request made) per Larry move
TARGET_GC_PAUSE_MS, TARGET_GC_SHARE, TARGET_OPS = 50.0, 0.05, 9.0
GAMES = ("larry", "ligretto")  # --game: ligretto hands over to bench/load_ligretto.py


def gc_line(res: dict[str, Any]) -> str:
    """The collectors' full collections, in the bot (with `bot.heap`'s freezes and sweeps)
    and in the bench process (the double and the users)."""
    bot, bench = res["bot_inside_at_end"]["gc"], res.get("bench_gc") or {}
    heap = res["bot_inside_at_end"].get("heap")
    kept = (f" (what survived frozen {heap['freezes']} times, the whole heap swept "
            f"{heap['sweeps']} times)") if heap else " (no heap keeper)"
    who = "the bot" if res.get("processes", 1) == 1 else "one bot process"
    text = (f"- full garbage collections: {who} {bot['count'][2]}, "
            f"{bot['total_ms'][2] / 1000:.1f} s in all, the longest {bot['max_ms'][2]:.0f} ms"
            f"{kept}")
    if bench:
        text += (f"; the bench process {bench['count'][2]}, {bench['total_ms'][2] / 1000:.1f} s, "
                 f"the longest {bench['max_ms'][2]:.0f} ms")
    if "cpu_ms" in bot:  # every collection, as CPU time of the bot's main thread
        young, middle, full = (ms / 1000 for ms in bot["cpu_ms"])
        text += (f"\n- the bot's collector, every generation: {sum(bot['count'])} collections, "
                 f"{young + middle + full:.1f} s of CPU (young {young:.1f} s, middle "
                 f"{middle:.1f} s, full {full:.1f} s)")
    return text


def verdict(ok: bool) -> str:
    return "**met**" if ok else "**missed**"


def write_report(res: dict[str, Any], section: str) -> None:
    """docs/benchmarks.md: one process's run, or several processes' (their own section)."""
    if res.get("processes", 1) > 1:
        write_section("load-processes", "Latency under load: several processes on PostgreSQL",
                      section)
    else:
        write_section("load", "Latency under load", section)


def report(res: dict[str, Any], args: argparse.Namespace, notes: str) -> str:
    kb = res["kb_per_open_table_rss"]
    rows = [
        ("concurrent 4-player tables finished", f"{res['finished']} / {res['tables']}",
         f"{res['tables']}", verdict(res["finished"] == res["tables"])),
        ("first response p50", f"{res['p50_ms']:.1f} ms", "", ""),
        ("first response p95", f"{res['p95_ms']:.1f} ms", "", ""),
        ("first response p99", f"{res['p99_ms']:.1f} ms", f"< {TARGET_P99_MS:.0f} ms",
         verdict(res["p99_ms"] < TARGET_P99_MS)),
        ("first response max", f"{res['max_ms']:.0f} ms", "", ""),
        ("responses past 3 s", str(res["past_3s"]), "0", verdict(res["past_3s"] == 0)),
        ("memory per open table (RSS delta)", f"{kb:.1f} KB", f"< {TARGET_KB:.0f} KB",
         verdict(kb < TARGET_KB)),
        ("non-exempt REST, peak in any 1 s" + (" (all processes)" if res.get("processes", 1)
                                                 > 1 else ""),
         str(res["rest_global_peak_1s"]), "≤ 50", verdict(res["rest_global_peak_1s"] <= 50)),
    ]
    stuck = [s for s in res.get("stuck", [])]
    rows.append(("tables stuck (a player finds nothing to press)", str(len(stuck)), "0",
                 verdict(not stuck)))
    gc = res["bot_inside_at_end"].get("gc")
    if gc and res.get("bot_cpu_seconds"):
        pause = max(gc["max_ms"])
        share = sum(gc["cpu_ms"]) / 1000 / res["bot_cpu_seconds"]
        rows.append(("the collector's longest pause (its CPU)",
                     f"{pause:.0f} ms ({max(gc.get('max_cpu_ms', [0])):.0f} ms)",
                     f"< {TARGET_GC_PAUSE_MS:.0f} ms", verdict(pause < TARGET_GC_PAUSE_MS)))
        rows.append(("the collector's share of the bot's CPU", f"{share:.1%}",
                     f"< {TARGET_GC_SHARE:.0%}", verdict(share < TARGET_GC_SHARE)))
    ops = res.get("ops_per_move")
    if ops and res.get("game", "larry") == "larry":
        rows.append(("Discord operations per stored move", f"{ops['total']:.2f}",
                     f"≤ {TARGET_OPS:.0f}", verdict(ops["total"] <= TARGET_OPS)))
    if "bot_cpu_ms_per_move" in res:
        rows.append(("bot CPU per committed move" + (" (all processes)" if res["processes"] > 1
                                                     else ""),
                     f"{res['bot_cpu_ms_per_move']:.2f} ms", f"≤ {TARGET_CPU_MS:.0f} ms",
                     verdict(res["bot_cpu_ms_per_move"] <= TARGET_CPU_MS)))
    table = "\n".join(["| measure | measured | target | verdict |", "|---|---|---|---|",
                       *(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows)])
    inside = res["bot_inside_at_full_load"]
    trace = res["kb_per_open_table_tracemalloc"]
    other = [
        f"- interactions: {res['interactions']:,}; moves: {res['moves']:,}; moves/s with ≥ 90% "
        f"of the tables open: {res['moves_per_s_steady']:.1f} (overall "
        f"{res['moves_per_s_overall']:.1f}); median game {res['game_seconds_median']:.0f} s",
        f"- bot CPU ({'one process' if res.get('processes', 1) == 1 else 'processes summed'}"
        f", 100% = one core): mean {res['bot_cpu_mean']:.0f}%, max "
        f"{res['bot_cpu_max']:.0f}%; bench (double + users"
        f"{', ' + res['bench_loop'] if 'bench_loop' in res else ''}) CPU mean "
        f"{res['bench_cpu_mean']:.0f}%; double event-loop lag p99 "
        f"{res['double_lag_p99_ms']:.0f} ms, max {res['double_lag_max_ms']:.0f} ms",
        f"- bot RSS: {res['bot_rss_baseline_mb']:.0f} MB ready, peak "
        f"{res['bot_rss_peak_mb']:.0f} MB with {res['peak_open_tables']} tables open"
        + (f"; tracemalloc {trace:.1f} KB per open table" if trace else ""),
        f"- REST the bot made: exempt (interaction callbacks + webhooks) "
        f"{res['rest_exempt_per_s']:.0f}/s mean, {res['rest_exempt_peak_per_s']}/s peak; "
        f"other routes (global limit) {res['rest_global_per_s']:.1f}/s mean, "
        f"{res['rest_global_peak_1s']} peak in any 1 s",
        (f"- outbound at full load: {json.dumps(inside.get('outbound', {}))}, DM queue "
         f"{inside.get('dm_queue', '?')}; at the end: "
         if inside is not res["bot_inside_at_end"] and inside != res["bot_inside_at_end"]
         else "- outbound counters at the end: ")
        + json.dumps(res["bot_inside_at_end"].get("outbound", {})),
        *([f"- the run was ended after {args.max_seconds:.0f} s (`--max-seconds`): "
           f"{res['cut_off']} games still running were cut off (not finished; their moves "
           "count)"] if res.get("cut_off") and args.max_seconds else []),
        *(["- Discord operations per stored move (an interaction received and each request "
           "count one; the lobby's and the results' included): "
           + ", ".join(f"{k} {v:.2f}" for k, v in ops.items() if k != "total")] if ops else []),
        f"- presses answered \"the table is busy\" (made again): {res.get('busy_answers', 0)}; "
        f"presses made again after Discord showed them failed: "
        f"{res.get('pressed_again_after_failing', 0)}; moves made on an own screen still open: "
        f"{res.get('moves_on_open_screens', 0)}"
        + (f"; stuck: {json.dumps(stuck)}" if stuck else ""),
        f"- interaction failures: {res['failures'] or 'none'}; double violations: "
        f"{res['violations']}; ERROR lines in the bot's log: {res['bot_log_errors']}",
        *([gc_line(res)] if res["bot_inside_at_end"].get("gc") else []),
        *([f"- answers past 3 s (or none) by minute of the run: "
           f"{json.dumps(res['late_by_minute'])}; by what was used: "
           f"{json.dumps(res.get('late_by_kind', {}))}; the double's own stalls past 1 s "
           f"(second of the run, seconds): {json.dumps(res.get('double_stalls', []))}"]
          if res.get("late_by_minute") else []),
    ]
    if "bot_cpu_ms_per_move" in res:
        user, system = res.get("bot_cpu_user_system_seconds", (0.0, 0.0))
        other.append(
            f"- bot CPU time from ready to the end: {res['bot_cpu_seconds']:.1f} s over "
            f"{res['stored_moves']:,} stored moves (user {user:.1f} s, system {system:.1f} s)"
            + (f"; per process {', '.join(f'{c:.1f} s' for c in res['bot_cpu_seconds_by_process'])}"
               f", non-exempt REST peak in any 1 s per process "
               f"{res['rest_global_peak_1s_by_process']}" if res["processes"] > 1 else ""))
    if "bot_context_switches" in res:
        voluntary, involuntary = res["bot_context_switches"]
        moves = max(res["stored_moves"], 1)
        other.append(
            f"- the bots' context switches per stored move: {voluntary / moves:.2f} voluntary "
            f"(waiting for work), {involuntary / moves:.2f} involuntary (preempted while "
            f"working)")
    if "callgrind" in res:
        cg = res["callgrind"]
        other.append(
            f"- the bots ran under callgrind (their times are callgrind's, not the bot's): "
            f"{cg['per_move'] / 1e6:.2f} million instructions per stored move, of which "
            f"{cg['drawing_per_move'] / 1e6:.2f} million drew pictures (Pillow, FreeType); per "
            f"process {', '.join(f'{n / 1e9:.2f}' for n in cg['by_process'])} billion; "
            f"{cg['idle_per_s'] / 1e6:.2f} million per second while idle"
            + (f"; the run's second half alone ({cg['second_half_moves']:,} moves): "
               f"{cg['second_half_per_move'] / 1e6:.2f} million per move, "
               f"{cg['second_half_drawing_per_move'] / 1e6:.2f} million of them drawing, "
               f"{cg['second_half_net_per_move'] / 1e6:.2f} million apart from drawing and "
               f"the idle rate"
               if cg["second_half_per_move"] is not None else ""))
    cmd = (f"python bench/load.py --tables {args.tables} --players {args.players} "
           f"--think {args.think}")
    if getattr(args, "max_seconds", None):
        cmd += f" --max-seconds {args.max_seconds:.0f}"
    procs = res.get("processes", 1)
    if procs > 1:
        cmd += f" --processes {procs} --shards {res['shards']} --db postgresql://…"
    where = ("SQLite" if res.get("db", "sqlite") == "sqlite" else "PostgreSQL 15 on the same "
             "machine")
    bots = ("a real `LarryBot` in its own process" if procs == 1 else
            f"{procs} real `LarryBot` processes, each running {res['shards'] // procs} of "
            f"{res['shards']} shards (one guild per shard)")
    return (f"`{cmd}` on CPython {platform.python_version()}, {platform.machine()}, "
            f"{os.cpu_count()} cores shared with other work, {where}. Bot: {bots} "
            f"(`bench/run_bot.py`); the double and the scripted users in the bench process. "
            f"Think time {args.think} s per move, {args.step_text} s between the steps on a "
            f"player's own screen; "
            f"tables ramped up over {res['ramp']:.0f} s. Latency: INTERACTION_CREATE sent → "
            f"first response received, as the double stamps them.\n\n{table}\n\n"
            + "\n".join(other) + ("\n\n" + notes.strip() if notes.strip() else ""))


def main(argv: list[str] | None = None) -> int:
    first = argparse.ArgumentParser(add_help=False)
    first.add_argument("--game", choices=GAMES, default="larry")
    known, rest = first.parse_known_args(argv)
    if known.game == "ligretto":  # Würfel-Ligretto's racing tables: their own script
        from bench.load_ligretto import main as ligretto_main
        return ligretto_main(rest)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES, default="larry",
                    help="ligretto: racing Würfel-Ligretto tables (bench/load_ligretto.py; "
                         "the other arguments are its own)")
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--think", default="1-4", help="think time per move, LO-HI seconds")
    ap.add_argument("--step", dest="step_text", default="0.2-0.6",
                    help="pause between the own screen's steps, LO-HI seconds")
    ap.add_argument("--ramp", type=float, default=None,
                    help="seconds over which tables are opened (default tables/50)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--db", default="", metavar="URL",
                    help="a postgresql:// URL (a fresh schema in it; default: an SQLite file)")
    ap.add_argument("--processes", type=int, default=1, help="bot processes (default 1)")
    ap.add_argument("--shards", type=int, default=None,
                    help="shard count, one guild each (default: none; with --processes > 1: "
                         "the number of processes)")
    ap.add_argument("--alone", action="store_true",
                    help="with --processes N: run only the first of the N processes, with only "
                         "its shards' tables (its share of --tables), as it would run on a "
                         "core of its own")
    ap.add_argument("--max-seconds", type=float, default=None,
                    help="end the run after this long (games still running are cut off and "
                         "counted as not finished; their moves still count)")
    ap.add_argument("--tracemalloc", action="store_true",
                    help="trace allocations inside the bot (slower; for memory per table)")
    ap.add_argument("--smoke", action="store_true",
                    help="CI: 20 tables, short think times, no docs")
    ap.add_argument("--write", action="store_true", help="update docs/benchmarks.md's section")
    ap.add_argument("--keep-log", help="copy the bot's log (WARNING and up) here")
    ap.add_argument("--callgrind", metavar="DIR",
                    help="run the bots under valgrind's callgrind (dumps in DIR) and count "
                         "their instructions per stored move, which the machine's other "
                         "work does not change; about 50 times slower, so light loads only")
    ap.add_argument("--notes", default="", help="extra text for the docs section")
    ap.add_argument("--report-from", metavar="FILE",
                    help="the docs section from a saved LOAD-RESULT line, no run (--write: update)")
    args = ap.parse_args(argv)
    if args.report_from:
        res = read_result(args.report_from, "LOAD-RESULT ")
        args.tables, args.players = res["tables"], res["players"]
        args.think = "-".join(f"{x:g}" for x in res["think"])
        args.step_text = "-".join(f"{x:g}" for x in res["step"])
        args.max_seconds = res.get("max_seconds")
        section = report(res, args, args.notes)
        print(section)
        if args.write:
            write_report(res, section)
        return 0
    if args.smoke:
        args.tables = min(args.tables, 20) if "--tables" in (argv or sys.argv) else 20
        args.think = "0.05-0.2" if "--think" not in (argv or sys.argv) else args.think
        args.step_text = "0.01-0.05"
        args.ramp = 1.0 if args.ramp is None else args.ramp
    args.think_range, args.step = parse_range(args.think), parse_range(args.step_text)
    if args.processes > 1 and args.shards is None:
        args.shards = args.processes
    if args.alone and args.processes < 2:
        ap.error("--alone needs --processes 2 or more")
    if args.processes > 1 and not args.db:
        ap.error("several --processes need --db postgresql://…")
    if args.callgrind and args.write:
        ap.error("--callgrind slows the bots about 40 times: its latencies are not for the docs")
    bench = LoadBench(args)
    # a SIGTERM (`timeout`, a CI limit) ends the run as Ctrl-C does: the bots stopped, the
    # PostgreSQL schema dropped (the default action would skip both)
    signal.signal(signal.SIGTERM, terminated)
    try:
        with contextlib.ExitStack() as stack:
            args.db_url = ""
            if args.db:  # a fresh schema, dropped afterwards
                from bench.persistence import pg_schema

                args.db_url = stack.enter_context(pg_schema(args.db))
            # The double and the scripted users stand in for Discord, whose servers do
            # not slow down with our load: they run on uvloop where it is installed and
            # collect young objects rarely (`BENCH_COLLECT_AFTER`), so that their own CPU
            # (they share the bot's two cores) takes as little from the measurement as it can.
            gc.set_threshold(*BENCH_COLLECT_AFTER)
            res = runner(loop_kind())(bench.run())
    except asyncio.CancelledError:  # SIGTERM during the run (the bots were stopped)
        print("load.py: terminated; no result", file=sys.stderr)
        return 128 + signal.SIGTERM
    finally:
        for proc in bench.procs:
            if proc.returncode is None:  # never leave a bot process behind
                with contextlib.suppress(ProcessLookupError):
                    os.kill(proc.pid, signal.SIGKILL)
    res["ramp"] = args.ramp if args.ramp is not None else args.tables / 50
    res["max_seconds"] = args.max_seconds
    print_result("LOAD-RESULT ", res)
    if args.write and not args.smoke:
        write_report(res, report(res, args, args.notes))
    ok = res["finished"] == res["tables"] and res["past_3s"] == 0 and not res["violations"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
