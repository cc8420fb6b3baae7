"""The replay CLI (`python -m larry_core replay FILE|-`) through a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from larry_core.games.larry.replay import replay_document

WORKED_EXAMPLE = {
    "players": 3,
    "rules": {"rounds": 3, "larry_call": "auto", "short_game": False},
    "seed": 42,
    "deal": {"hands": [["3", "4", "1"], ["3", "7", "2"], ["-2", "larry", "0"]],
             "draw": ["2", "1"]},
    "start": 0,
    "moves": ["0: place 3 4", "1: place 3 7", "2: place -2 5", "1: doubt", "0: doubt"],
}  # fmt: skip


def replay_cli(arg: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "larry_core", "replay", arg],
        input=stdin if stdin is not None else "",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def parse_ok(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert "Traceback" not in proc.stdout + proc.stderr
    assert proc.returncode == 0, proc
    out = json.loads(proc.stdout)
    assert out["ok"] is True
    return out


def assert_malformed(proc: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in proc.stdout + proc.stderr
    assert proc.returncode == 2, proc
    out = json.loads(proc.stdout)
    assert out["ok"] is False
    assert isinstance(out["error"], str) and out["error"]


def test_replay_from_file_prints_output_document(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(WORKED_EXAMPLE))
    out = parse_ok(replay_cli(str(path)))
    assert out == replay_document(WORKED_EXAMPLE)
    assert out["state"]["hands"] == [["1", "4"], ["2", "7"], ["0", "1", "2", "larry"]]
    assert [(r["index"], r["code"]) for r in out["rejected"]] == [(3, "not_your_turn")]


def test_replay_from_stdin_prints_output_document() -> None:
    out = parse_ok(replay_cli("-", json.dumps(WORKED_EXAMPLE)))
    assert out == replay_document(WORKED_EXAMPLE)


def test_rejected_moves_still_exit_zero() -> None:
    doc = {**WORKED_EXAMPLE, "moves": ["2: doubt", "0: nonsense"]}
    out = parse_ok(replay_cli("-", json.dumps(doc)))
    assert [r["code"] for r in out["rejected"]] == ["not_your_turn", "bad_move"]


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "",
        "[1, 2, 3]",
        '"players"',
        json.dumps({**WORKED_EXAMPLE, "rules": {"rounds": 0}}),
        json.dumps({**WORKED_EXAMPLE, "rules": {"larry_call": "never"}}),
        json.dumps({**WORKED_EXAMPLE, "rules": {"bogus": True}}),
        json.dumps({**WORKED_EXAMPLE, "players": 9}),
        json.dumps({**WORKED_EXAMPLE, "moves": [3]}),  # `moves`: strings
        json.dumps({**WORKED_EXAMPLE, "moves": ["0: place 3 4", None]}),
    ],
)
def test_malformed_input_exits_2_without_traceback(text: str, tmp_path: Path) -> None:
    assert_malformed(replay_cli("-", text))
    path = tmp_path / "bad.json"
    path.write_text(text)
    assert_malformed(replay_cli(str(path)))
