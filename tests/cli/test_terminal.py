"""`larry play` driven through a subprocess, as a person at a terminal would."""

from __future__ import annotations

import subprocess
import sys


def run_play(stdin: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "larry_core", "play", "--ai-delay", "0", *args],
        input=stdin, capture_output=True, text=True, timeout=120,
    )


def test_a_whole_game_to_the_end_with_bad_input_along_the_way() -> None:
    # Bad input first, then always the first menu entry, the suggested claim, and "Larry".
    script = "bogus words\n99\nplace 3 99\n" + "1\n\ny\n" * 600
    result = run_play(script, "--players", "3", "--seed", "11", "--rounds", "1")
    out = result.stdout
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr + out
    assert "That is not a move: unknown move 'bogus'" in out
    assert "Choose a number from 1 to" in out
    assert "Game over!" in out and "Final standings:" in out
    assert "Your hand:" in out


def test_the_same_seed_and_input_replay_the_same_game() -> None:
    script = "1\n\ny\n" * 600
    first = run_play(script, "--players", "2", "--seed", "3", "--rounds", "1", "--ai", "random")
    second = run_play(script, "--players", "2", "--seed", "3", "--rounds", "1", "--ai", "random")
    assert "Your hand:" in first.stdout
    assert first.stdout == second.stdout


def test_eof_and_quit_leave_cleanly() -> None:
    for script in ("", "quit\n"):
        result = run_play(script, "--players", "2", "--seed", "1")
        assert result.returncode == 0
        assert "Bye!" in result.stdout
        assert "Traceback" not in result.stderr


def test_bad_options_are_refused_by_the_parser() -> None:
    result = run_play("", "--players", "9")
    assert result.returncode == 2 and "Traceback" not in result.stderr
