"""CI smoke versions of the benchmarks in bench/ (small runs, so the scripts cannot rot).

They take about half of the suite's time, so they are marked `slow`: the README's test
command skips them, `.ci/run` runs them after it (`python -m pytest -m slow`).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.storage.test_storage_contract import PG_URL, need_postgres

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def run_smoke(script: str, tag: str, *args: str) -> dict[str, Any]:
    """Run `bench/<script> --smoke [args]`; return its result line's JSON (it must exit 0).
    Its bot processes compile their texts at first use (a smoke writes no figures)."""
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / script), "--smoke", *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "LARRY_BENCH_WARM_TEXTS": "0"})
    lines = [x for x in proc.stdout.splitlines() if x.startswith(tag)]
    assert lines, f"no result line:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    res: dict[str, Any] = json.loads(lines[-1].removeprefix(tag))
    assert proc.returncode == 0, res
    return res


def test_crash_smoke() -> None:
    """bench/crash.py --smoke: 5 kill -9s of the bot mid-game on 2 tables; nothing lost."""
    res = run_smoke("crash.py", "CRASH-RESULT ")
    assert res["kills"] == 5 and res["survived"] == 5, res
    assert res["lost"] == 0 and res["phantoms"] == 0, res
    assert res["integrity_bad"] == 0 and res["old_bad"] == 0, res
    assert res["moves_played"] > 0, res


def test_load_smoke() -> None:
    """bench/load.py --smoke: 20 concurrent 4-player tables played to the end through the
    double, bot in its own process; no response past 3 s, nothing rejected."""
    res = run_smoke("load.py", "LOAD-RESULT ")
    assert res["finished"] == res["tables"] == 20, res
    assert res["past_3s"] == 0 and not res["failures"] and res["violations"] == 0, res
    assert res["moves"] > 0 and res["rest_global_peak_1s"] <= 50, res


def test_table_screen_smoke() -> None:
    """bench/table_screen.py --smoke: a whole Kniffel game of two humans pressing what the
    table offers, with the production write gap: at most the turn passes + 2 messages,
    no message written twice in one second (a press's own answer aside)."""
    res = run_smoke("table_screen.py", "SCREEN-RESULT ")["kniffel"]
    assert res["over"] and res["created"] <= res["passes"] + 2 and res["busiest"] <= 1, res


def test_load_smoke_one_of_two_processes_alone() -> None:
    """bench/load.py --alone: of two processes over 4 shards only the first runs, with only
    its 2 shards' tables (10 of 20) and its half of the REST budget."""
    need_postgres()
    res = run_smoke("load.py", "LOAD-RESULT ", "--processes", "2", "--shards", "4",
                    "--alone", "--db", PG_URL)
    assert res["processes"] == 1 and res["alone_of"] == 2 and res["shards"] == 4, res
    assert res["finished"] == res["tables"] == 10, res
    assert res["past_3s"] == 0 and not res["failures"] and res["violations"] == 0, res
    assert list(res["rest_global_peak_1s_by_process"]) == ["bench-0"], res
    assert res["rest_global_peak_1s_by_process"]["bench-0"] <= 25, res
    assert res["moves"] > 0, res


@pytest.mark.skipif(shutil.which("valgrind") is None or shutil.which("callgrind_control") is None,
                    reason="valgrind's callgrind is not installed")
async def test_callgrind_counts_the_work_between_dumps(tmp_path: Path) -> None:
    """`bench/load.py --callgrind`'s counter: each dump holds the instructions run since the
    one before, by object, read from callgrind's own file (whose totals line the cost lines
    must sum to). A process that sums ten times as many numbers between two dumps counts
    about ten times the instructions, nearly all of them in the interpreter."""
    from bench.load_base import Callgrind

    counter = Callgrind(str(tmp_path))
    work = ("import sys\nfor line in sys.stdin:\n"
            "    sum(range(int(line)))\n    print('done', flush=True)\n")
    proc = await asyncio.create_subprocess_exec(
        *counter.command(0), sys.executable, "-c", work, stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
    assert proc.stdin is not None and proc.stdout is not None

    async def run(n: int) -> None:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(f"{n}\n".encode())
        await proc.stdin.drain()
        assert await asyncio.wait_for(proc.stdout.readline(), 120) == b"done\n"

    try:
        counts = []
        for n in (100_000, 1_000_000):
            await run(1)  # the start-up done, the loop warm
            await counter.dump([proc])  # what ran so far is left out
            await run(n)
            paths = await counter.dump([proc])
            counts.append(await asyncio.to_thread(Callgrind.by_object, paths))
    finally:
        proc.stdin.close()
        await asyncio.wait_for(proc.wait(), 60)
    small, large = (c.total() for c in counts)
    assert 1_000_000 < small < large  # summing 100,000 numbers takes millions
    assert 5 < large / small < 15, (small, large)
    python = [ob for ob in counts[1] if ob.startswith(("libpython", "python"))]
    assert python and sum(counts[1][ob] for ob in python) > 0.9 * large, counts[1]
    dumps = await asyncio.to_thread(lambda: sorted(p.name for p in tmp_path.iterdir()))
    assert dumps == [f"bot-0.{proc.pid}"] + [f"bot-0.{proc.pid}.{k}" for k in (1, 2, 3, 4)]


def _dump(path: Path, costs: dict[str, int]) -> Path:
    """A callgrind dump in callgrind's own format: `costs` by object, one function each."""
    lines = ["# callgrind format", "version: 1", "events: Ir", ""]
    for i, (ob, n) in enumerate(costs.items(), 1):
        lines += [f"ob=({i}) /usr/lib/{ob}", f"fn=({i}) f{i}", f"0 {n}", ""]
    lines.append(f"totals: {sum(costs.values())}")
    path.write_text("\n".join(lines) + "\n")
    return path


def test_callgrind_net_figure_leaves_out_drawing_and_the_idle_rate(tmp_path: Path) -> None:
    """The second half's net instructions per move: what the bots ran then, less what drew
    pictures and less their idle rate over that half's seconds, over its moves. Two
    processes' dumps add up."""
    from types import SimpleNamespace

    from bench.load_base import IDLE_SECONDS, LoadBench

    per_s = 100_000  # each process while idle
    dumps = {
        "idle": [_dump(tmp_path / f"idle{k}", {"libpython3.11.so": int(per_s * IDLE_SECONDS)})
                 for k in (0, 1)],
        "half": [_dump(tmp_path / f"half{k}", {"libpython3.11.so": 50_000_000}) for k in (0, 1)],
        "end": [_dump(tmp_path / "end0", {"libpython3.11.so": 30_000_000,
                                          "_imaging.cpython-311.so": 4_000_000}),
                _dump(tmp_path / "end1", {"libpython3.11.so": 20_000_000,
                                          "libfreetype.so.6": 1_000_000})]}
    bench = SimpleNamespace(dumps=dumps, stored_moves=300, half_moves=100, half_at=1000.0,
                            end_at=1010.0)
    figures = LoadBench.callgrind_figures(bench)  # type: ignore[arg-type]
    assert figures["idle_per_s"] == 2 * per_s
    assert figures["second_half_moves"] == 200
    assert figures["second_half_per_move"] == 55_000_000 / 200
    assert figures["second_half_drawing_per_move"] == 5_000_000 / 200
    # 55 M run, 5 M of it drawing, 2 M the two processes' idle rate over 10 s
    assert figures["second_half_net_per_move"] == 48_000_000 / 200
    assert figures["by_process"] == [84_000_000, 71_000_000]


@pytest.mark.parametrize("game", ["kniffel", "wuerfelpoker", "vabanque"])
def test_dice_ai_smoke(game: str) -> None:
    """bench/ai.py --game <dice game> --smoke: a few games of every row (reasoned against
    random and against greedy, for each rule set and number of players) played to their
    end through the AI seats."""
    res = run_smoke("ai.py", "AI-DICE-RESULT ", "--game", game)
    assert res["game"] == game
    rows = res["rows"]
    for rules in {r["rules"] for r in rows}:
        pairs = {(r["opponents"], r["players"]) for r in rows if r["rules"] == rules}
        counts = {n for _, n in pairs}
        assert len(counts) >= 3 and counts <= {2, 3, 4, 5}, pairs
        assert pairs == {(o, n) for o in ("random", "greedy") for n in counts}, pairs
    for row in rows:
        assert row["games"] == 12 and 0 <= row["wins"] <= 12, row
        assert row["moves"] > row["decisions"] > 0, row


def test_ai_bench_routes_kniffel_optimum() -> None:
    """bench/ai.py --game kniffel --optimum hands its arguments to bench/kniffel_optimum.py:
    its last line is the optimum (the table computed, or read from its disk cache)."""
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "ai.py"), "--game", "kniffel",
                           "--optimum", "--games", "20"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().splitlines()[-1].startswith("kniffel optimum: "), proc.stdout


@pytest.mark.skipif(not (ROOT / "bench" / "ai_ligretto.py").exists(),
                    reason="bench/ai_ligretto.py is not there yet")
def test_ai_bench_routes_ligretto() -> None:
    """bench/ai.py --game ligretto hands its arguments to bench/ai_ligretto.py's main: its
    help is not bench/ai.py's own."""
    def helps(*args: str) -> str:
        proc = subprocess.run([sys.executable, str(ROOT / "bench" / "ai.py"), *args, "--help"],
                              cwd=ROOT, capture_output=True, text=True, timeout=120,
                              check=False)
        assert proc.returncode == 0, proc.stderr[-2000:]
        return proc.stdout

    own = helps()
    assert "--opponents" in own
    assert helps("--game", "ligretto") != own
