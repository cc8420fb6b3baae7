"""CI smoke versions of the benchmarks in bench/ (small runs, so the scripts cannot rot)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_crash_smoke() -> None:
    """bench/crash.py --smoke: 5 kill -9s of the bot mid-game on 2 tables; nothing lost."""
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "crash.py"), "--smoke"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    lines = [x for x in proc.stdout.splitlines() if x.startswith("CRASH-RESULT ")]
    assert lines, f"no result line:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    res = json.loads(lines[-1].removeprefix("CRASH-RESULT "))
    assert proc.returncode == 0, res
    assert res["kills"] == 5 and res["survived"] == 5, res
    assert res["lost"] == 0 and res["phantoms"] == 0, res
    assert res["integrity_bad"] == 0 and res["old_bad"] == 0, res
    assert res["moves_played"] > 0, res


def test_load_smoke() -> None:
    """bench/load.py --smoke: 20 concurrent 4-player tables played to the end through the
    double, bot in its own process; no response past 3 s, nothing rejected."""
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "load.py"), "--smoke"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    lines = [x for x in proc.stdout.splitlines() if x.startswith("LOAD-RESULT ")]
    assert lines, f"no result line:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    res = json.loads(lines[-1].removeprefix("LOAD-RESULT "))
    assert proc.returncode == 0, res
    assert res["finished"] == res["tables"] == 20, res
    assert res["past_3s"] == 0 and not res["failures"] and res["violations"] == 0, res
    assert res["moves"] > 0 and res["rest_global_peak_1s"] <= 50, res
