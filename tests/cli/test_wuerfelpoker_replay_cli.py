"""`larry replay|simulate|play --game wuerfelpoker` through a real subprocess: the worked
example of docs/dice-protocol.md §4.8 from standard input and from a file, error documents
for malformed input, and the simulator and the terminal game."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.engines.wuerfelpoker.test_wuerfelpoker_engine import EXAMPLE, EXAMPLE_OUT


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "larry_core", *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


def replay(arg: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return run(["replay", "--game", "wuerfelpoker", arg], stdin)


def ok(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert "Traceback" not in proc.stdout + proc.stderr
    assert proc.returncode == 0, proc
    out: dict[str, Any] = json.loads(proc.stdout)
    assert out["ok"] is True
    return out


def malformed(proc: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in proc.stdout + proc.stderr
    assert proc.returncode == 2, proc
    out = json.loads(proc.stdout)
    assert set(out) == {"ok", "error"} and out["ok"] is False
    assert isinstance(out["error"], str) and out["error"]
    return str(out["error"])


def test_worked_example_from_stdin_and_file(tmp_path: Path) -> None:
    out = ok(replay("-", json.dumps(EXAMPLE)))
    assert out == EXAMPLE_OUT
    path = tmp_path / "wp.json"
    path.write_text(json.dumps(EXAMPLE))
    assert ok(replay(str(path))) == EXAMPLE_OUT


def test_malformed_documents_exit_2() -> None:
    malformed(replay("-", "{not json"))
    malformed(replay("-", json.dumps({**EXAMPLE, "game": "vabanque"})))
    malformed(replay("-", json.dumps({**EXAMPLE, "players": 6})))
    malformed(replay("-", json.dumps({**EXAMPLE, "moves": [1]})))
    malformed(replay("-", json.dumps({**EXAMPLE, "rules": {"rolls": 4}})))
    malformed(replay("-", json.dumps({**EXAMPLE, "chips": [1, 2]})))


def test_rejected_moves_still_exit_0() -> None:
    out = ok(replay("-", json.dumps({"game": "wuerfelpoker", "players": 2,
                                     "moves": ["1: roll", "0: keep 9"]})))
    assert [r["code"] for r in out["rejected"]] == ["not_your_turn", "bad_move"]


def test_simulate_and_play() -> None:
    proc = run(["simulate", "--game", "wuerfelpoker", "--games", "5", "--players", "3"])
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert "winning hands" in proc.stdout
    proc = run(["play", "--game", "wuerfelpoker", "--players", "2", "--seed", "4",
                "--ai-delay", "0", "--lang", "fr"], "1\n2\nquit\n")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert "Poker d’as à 2 joueurs" in proc.stdout
