"""Va banque on the command line: `larry replay --game vabanque` through a real subprocess
(the worked example of docs/dice-protocol.md §5.8, error documents), `simulate`, and the
terminal game played to its end in every language; the narration of every event."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from larry_core.games.vabanque.engine import VbGame
from larry_core.games.vabanque.narration import Narrator, steps_text
from larry_core.games.vabanque.rules import VbRules
from larry_core.games.vabanque.simulate import simulate
from larry_core.games.vabanque.terminal import play_terminal
from tests.engines.vabanque.test_vabanque_engine import EXAMPLE, EXAMPLE_OUTPUT


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "larry_core", *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


def test_replay_of_the_worked_example_from_stdin_and_file(tmp_path: Path) -> None:
    proc = run(["replay", "--game", "vabanque", "-"], json.dumps(EXAMPLE))
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert json.loads(proc.stdout) == EXAMPLE_OUTPUT
    path = tmp_path / "vb.json"
    path.write_text(json.dumps(EXAMPLE))
    proc = run(["replay", "--game", "vabanque", str(path)])
    assert json.loads(proc.stdout) == EXAMPLE_OUTPUT


@pytest.mark.parametrize("text", [
    "not json", "[]", json.dumps({"game": "kniffel", "players": 2}),
    json.dumps({"game": "vabanque", "players": 2, "chips": [1]}),
    json.dumps({"game": "vabanque", "players": 2, "rules": {"stake": 0}}),
])
def test_malformed_documents_give_the_error_document(text: str) -> None:
    proc = run(["replay", "--game", "vabanque", "-"], text)
    assert proc.returncode == 2 and "Traceback" not in proc.stdout + proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"ok", "error"} and out["ok"] is False


def test_simulate_prints_its_statistics() -> None:
    proc = run(["simulate", "--game", "vabanque", "--games", "20", "--players", "3",
                "--lang", "de"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0].split() == ["Spiele", "20"]
    summary = simulate(4, 30, 2, VbRules(forfeit=True))
    assert summary.games == 30 and summary.rounds == 120 and summary.moves == 30 * 4 * 9
    assert summary.pots + summary.unwon == summary.rounds - summary.empty_rounds
    assert sum(summary.wins.values()) >= 30
    for locale in ("en", "de", "fr"):
        assert len(summary.lines(locale)) == 7


@pytest.mark.parametrize("locale", ["en", "de", "fr"])
def test_the_terminal_game_is_played_to_its_end(locale: str) -> None:
    answers = iter(["help", "rules", "state", "div", "?", "9", *["1"] * 200])
    lines: list[str] = []
    status = play_terminal(3, 11, "reasoned", 0, VbRules(cycles=2, forfeit=True),
                           locale=locale, read=lambda prompt: next(answers),
                           out=lines.append)
    assert status == 0
    text = "\n".join(lines)
    assert "{" not in text and "None" not in text
    last = {"en": "Game over:", "de": "Spielende:", "fr": "Fin de la partie"}[locale]
    assert lines[-1].startswith(last)


def test_the_terminal_game_can_be_left_and_runs_as_a_command() -> None:
    lines: list[str] = []
    assert play_terminal(2, 5, "random", 0, read=lambda prompt: "quit",
                         out=lines.append) == 0
    assert lines[-1] == "Bye! (the game was abandoned)"
    proc = run(["play", "--game", "vabanque", "--players", "2", "--seed", "3",
                "--ai-delay", "0"], "1\n" * 40)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert "Game over:" in proc.stdout


EVENTS: list[dict[str, Any]] = [
    {"type": "round_started", "round": 1, "banker": 0, "staked": [1, 2], "pot": 2},
    {"type": "thrown", "seat": 1, "throw": 1, "die": 6},
    {"type": "thrown", "seat": 1, "throw": 2, "die": 5},
    {"type": "op", "seat": 1, "throw": 2, "op": "mul", "die": 5, "total": 30, "auto": False,
     "exact": True},
    {"type": "op", "seat": 1, "throw": 5, "op": "div", "die": 6, "total": 4, "auto": True,
     "exact": False},
    {"type": "forfeited", "seat": 1, "banker": 0, "chips": 1},
    {"type": "round_started", "round": 2, "banker": 1, "staked": [], "pot": 0},
    {"type": "pot_won", "seats": [0, 2], "shares": [1, 1], "total": 7, "pot": 2},
    {"type": "pot_won", "seats": [2], "shares": [2], "total": -7, "pot": 2},
    {"type": "game_over", "winners": [0, 2], "chips": [9, 6, 9]},
    {"type": "game_over", "winners": [1], "chips": [7, 10, 7]},
]


@pytest.mark.parametrize("locale", ["en", "de", "fr"])
@pytest.mark.parametrize("you", [None, 0, 1, 2])
def test_every_event_is_narrated_for_every_reader(locale: str, you: int | None) -> None:
    narrator = Narrator(locale, ["Ada", "Bo", "Cy"].__getitem__, you, VbRules(), 3)
    lines = [line for ev in EVENTS for line in narrator.lines(ev)]
    assert len(lines) == len(EVENTS) + 1  # and "nobody wins" after the forfeit
    assert all(line and "{" not in line for line in lines)
    assert lines[3].endswith("6 × 5 = 30.")
    assert "30 ÷ 6 = 4" in lines[4]
    if locale == "en" and you is None:
        assert lines == [
            "Round 1 of 3: Ada holds the bank. Stakes of 1 chip from Bo and Cy; the pot "
            "holds 2 chips.",
            "Throw 1 for Bo: 6.", "Throw 2 for Bo: 5.", "Bo: 6 × 5 = 30.",
            "Throw 5 takes the division left: 30 ÷ 6 = 4 (the remainder is dropped).",
            "Bo's division leaves a remainder: Bo forfeits 1 chip to the banker Ada.",
            "Every opponent forfeited: nobody wins the pot this round.",
            "Round 2 of 3: Bo holds the bank, but nobody can pay the stake of 1: no throws "
            "this round.",
            "Ada and Cy share the pot of 2 with 7.", "Cy wins the pot of 2 with \u22127.",
            "Game over! Ada and Cy win with 9 chips.", "Game over! Bo wins with 10 chips."]
    if locale == "de" and you == 0:
        assert lines[-2] == "Spielende! Du und Cy gewinnt mit 9 Chips."
        assert lines[0].startswith("Runde 1 von 3: Du bist Bankhalter.")
    if locale == "fr" and you == 2:
        assert lines[-3] == "Vous remportez le pot (2) avec un total de \u22127."
        assert lines[-2] == "Fin de la partie\u00a0! Ada et vous gagnez avec 9 jetons."


def test_steps_show_the_running_value_after_each_step() -> None:
    game = VbGame(3, rolls=[3, 5, 6, 1, 4])
    current = game.public_view().current
    assert current is not None and steps_text(current) == "3 (5)"
    game.apply(1, "add")
    current = game.public_view().current
    assert current is not None and steps_text(current) == "3 + 5 = 8 (6)"
    game.apply(1, "mul")
    game.apply(1, "div")
    done = game.public_view().results[1]
    assert done is not None and steps_text(done) == "3 + 5 = 8 × 6 = 48 ÷ 1 = 48 − 4 = 44"
