"""Issue 10: every `larry` entry point answers bad input clearly, through a real subprocess.

No traceback, no hang: bad options give the subcommand's usage and exit 2; the replay
protocol's limits give `{"ok": false, "error": ...}` and exit 2; Ctrl-C exits 130.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path
from typing import Any

import pytest

from larry_core.games.documents import MAX_DOCUMENT_BYTES, MAX_MOVE_CHARS, MAX_MOVES

HUGE = "9" * 5000  # past Python's 4,300-digit limit for int()


def larry(*args: str, stdin: str = "", timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "larry_core", *args], input=stdin,
                          capture_output=True, text=True, timeout=timeout, check=False)


def no_traceback(proc: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr[-2000:]


# ---------------------------------------------------------------- larry play
def play(stdin: str, *args: str) -> subprocess.CompletedProcess[str]:
    proc = larry("play", "--ai-delay", "0", "--players", "2", "--seed", "5", *args,
                 stdin=stdin)
    no_traceback(proc)
    return proc


def test_play_reads_odd_numbers_at_the_move_prompt_without_a_traceback() -> None:
    script = f"²\n{HUGE}\nplace 3 {HUGE}\ncatch {HUGE}\n-{HUGE}\nquit\n"
    proc = play(script)
    assert proc.returncode == 0 and "Bye!" in proc.stdout
    assert "That is not a move: unknown move '²'" in proc.stdout
    assert "Choose a number from 1 to" in proc.stdout
    assert "Not allowed: the limit is 7." in proc.stdout  # the huge claim, as its value
    assert "9" * 60 not in proc.stdout, "long input is echoed back"


def test_play_introduces_the_game_and_knows_rules_and_help_in_any_case() -> None:
    proc = play("RULES\nHelp\nSTATE\nQuit\n")
    out = proc.stdout
    assert proc.returncode == 0
    assert out.startswith("Welcome to Larry")
    assert "Larry in a nutshell" in out and "**" not in out and "`" not in out
    assert "place <card> <claim> [larry]" in out and "rules (how Larry is played)" in out
    assert out.count("Round 1/3") >= 2  # the state, asked for in capitals
    assert "Bye! (the game was abandoned)" in out


def test_play_asks_again_at_the_claim_and_larry_prompts() -> None:
    # always place a card (menu entry 2), with nonsense first at each follow-up prompt: against
    # random AIs over three rounds the human gets down to one card, so the Larry prompt comes
    # up (a few seeds, so that a change of deal or AI cannot hide it)
    script = "2\n²\n\nmaybe\ny\n" * 1500
    out = ""
    for seed in ("1", "2", "3"):
        proc = play(script, "--seed", seed, "--rounds", "3", "--ai", "random")
        assert proc.returncode == 0 and "Final standings:" in proc.stdout
        out += proc.stdout
    assert "Please type a whole number like 5 or -3, not '²'." in out
    larry = "Say “Larry”? [Y/n] >\nPlease answer y (yes) or n (no).\nYou will have one card left."
    assert larry in out


@pytest.mark.parametrize("args, words", [
    (("--seed", str(2**63)), "--seed: must be a whole number from"),
    (("--seed", str(-(2**63) - 1)), "--seed: must be a whole number from"),
    (("--seed", HUGE), "--seed: must be a whole number from"),
    (("--ai-delay", "1e308"), "--ai-delay: must be a number of seconds from 0 to 10"),
    (("--ai-delay", "nan"), "--ai-delay: must be a number of seconds"),
    (("--ai-delay", "-1"), "--ai-delay: must be a number of seconds"),
    (("--players", "9"), "--players: must be a whole number from 2 to 8"),
    (("--players", "²"), "--players: must be a whole number from 2 to 8"),
    (("--rounds", "0"), "--rounds: must be a whole number from 1 to 10"),
    (("--games", "0"), "unrecognized arguments: --games 0"),
])
def test_play_refuses_bad_options_with_its_own_usage(args: tuple[str, ...], words: str) -> None:
    proc = larry("play", *args, timeout=30)
    no_traceback(proc)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("usage: larry play"), proc.stderr
    assert words in proc.stderr
    assert len(proc.stderr) < 1000, "the bad value is echoed in full"


@pytest.mark.parametrize("seed", [str(2**63 - 1), str(-(2**63))])
def test_play_takes_the_extreme_seeds_sqlite_can_store(seed: str) -> None:
    proc = play("quit\n", "--seed", seed)
    assert proc.returncode == 0 and "Bye!" in proc.stdout


# ---------------------------------------------------------------- larry simulate
def test_simulate_games_0_shows_the_subcommand_usage() -> None:
    proc = larry("simulate", "--games", "0")
    no_traceback(proc)
    assert proc.returncode == 2
    assert proc.stderr.startswith("usage: larry simulate")
    assert "--games: must be a whole number from 1 to" in proc.stderr


def test_simulate_shows_no_progress_bar_when_not_on_a_terminal() -> None:
    proc = larry("simulate", "--games", "5", "--players", "3")
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.split()[:2] == ["games", "5"]


def _read_pty(fd: int, until: bytes, timeout: float) -> bytes:
    out = b""
    deadline = time.monotonic() + timeout
    while until not in out and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            out += chunk
    return out


def test_simulate_on_a_terminal_shows_progress_and_ctrl_c_exits_130() -> None:
    primary, secondary = pty.openpty()
    fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    proc = subprocess.Popen([sys.executable, "-m", "larry_core", "simulate", "--games",
                             "100000000"], stdin=secondary, stdout=secondary,
                            stderr=secondary, close_fds=True)
    os.close(secondary)
    try:
        shown = _read_pty(primary, b"game/s", timeout=30)
        assert b"game/s" in shown, shown  # tqdm's bar, after its half-second delay
        proc.send_signal(signal.SIGINT)
        rest = _read_pty(primary, b"games.", timeout=30)
        assert proc.wait(timeout=30) == 130
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(primary)
    assert b"Traceback" not in shown + rest and b"KeyboardInterrupt" not in shown + rest
    assert b"larry simulate: interrupted after" in rest


# ---------------------------------------------------------------- larry replay
def replay(doc: Any | str, tmp_path: Path) -> tuple[int, dict[str, Any]]:
    path = tmp_path / "doc.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    proc = larry("replay", str(path))
    no_traceback(proc)
    return proc.returncode, json.loads(proc.stdout)


def test_replay_a_5000_digit_claim_is_rejected_as_over_the_limit(tmp_path: Path) -> None:
    doc = {"players": 2, "deal": {"hands": [["3"], ["3"]]}, "start": 0,
           "moves": [f"0: place 3 {HUGE}", f"0: place 3 -{HUGE}", "0: place 3 7"]}
    code, out = replay(doc, tmp_path)
    assert code == 0 and out["ok"]
    assert [r["code"] for r in out["rejected"]] == ["claim_over_limit", "claim_out_of_range"]
    assert out["events"][0] == {"type": "placed", "seat": 0, "claim": 7}


def test_replay_a_5000_digit_json_number_is_the_documented_error(tmp_path: Path) -> None:
    code, out = replay('{"players": 2, "seed": ' + HUGE + "}", tmp_path)
    assert code == 2 and out == {"ok": False,
                                 "error": "not valid JSON: a number has more than 4,300 digits"}


def test_replay_size_limits_are_errors_with_exit_2(tmp_path: Path) -> None:
    code, out = replay(" " * MAX_DOCUMENT_BYTES + '{"players": 2}', tmp_path)
    assert code == 2 and "larger than 2,097,152 bytes" in out["error"]
    code, out = replay({"players": 2, "moves": ["0: doubt"] * (MAX_MOVES + 1)}, tmp_path)
    assert code == 2 and out["error"].startswith("too many moves")
    code, out = replay({"players": 2, "moves": ["0: doubt", "x" * (MAX_MOVE_CHARS + 1)]},
                       tmp_path)
    assert code == 2 and out["error"].startswith("move 1 is 10,001 characters long")
    code, out = replay(" " * (MAX_DOCUMENT_BYTES - 20) + '{"players": 2}', tmp_path)
    assert code == 0 and out["ok"]  # right under the limit


def test_replay_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    # `larry replay f | head -c 100`: the reader goes away long before the output ends
    path = tmp_path / "doc.json"
    path.write_text(json.dumps({"players": 2, "moves": ["1: doubt"] * 5000}))
    proc = subprocess.Popen([sys.executable, "-m", "larry_core", "replay", str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(100)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 1
    assert err == "", err


# ------------------------------------------------------------- larry play --lang
@pytest.mark.parametrize(("lang", "words"), [("de", ("Willkommen", "Deine Hand", "Tschüss")),
                                             ("fr", ("Voici Larry", "Votre main", "Au revoir"))])
def test_play_speaks_the_language_asked_for(lang: str, words: tuple[str, ...]) -> None:
    done = subprocess.run([sys.executable, "-m", "larry_core", "play", "--lang", lang,
                           "--players", "2", "--seed", "3", "--ai-delay", "0"],
                          input="n\nquit\n", capture_output=True, text=True, timeout=60)
    for word in words:
        assert word in done.stdout, (word, done.stdout[-400:])
    assert "Your hand" not in done.stdout and "unknown move" not in done.stdout


@pytest.mark.parametrize(("lang", "yes"), [("en", "yes"), ("de", "ja"), ("de", "j"),
                                           ("fr", "oui"), ("fr", "o")])
def test_yes_in_each_language(lang: str, yes: str) -> None:
    from larry_core.games.larry.prompts import PromptError, read_yes_no

    assert read_yes_no(yes, lang) is True and read_yes_no("n", lang) is False
    with pytest.raises(PromptError):
        read_yes_no("maybe", lang)


# ---------------------------------------------------------------- issue 40: clear refusals
def test_cards_refuses_an_empty_folder_name_and_writes_nothing(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "larry_core", "cards", "--out", ""],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    no_traceback(proc)
    assert proc.returncode == 2 and "not an empty name" in proc.stderr
    assert list(tmp_path.iterdir()) == []


def test_cards_into_a_file_says_it_is_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "taken"
    blocker.write_text("x")
    proc = larry("cards", "--out", str(blocker))
    no_traceback(proc)
    assert proc.returncode == 1
    assert f"{blocker} is a file, not a folder" in proc.stderr and "Errno" not in proc.stderr


@pytest.mark.parametrize("text", ["99999999999999999999999999", "0", "1000000000000000000"])
def test_replay_db_an_id_out_of_range_says_the_range(tmp_path: Path, text: str) -> None:
    proc = larry("replay", "--db", str(tmp_path / "none.sqlite3"), text)
    no_traceback(proc)
    assert proc.returncode == 2
    assert "game ids are whole numbers from 1 to 999999999999999999" in proc.stderr
    shown = text if len(text) <= 24 else text[:24]
    assert f"'{shown}'" + ("…" if len(text) > 24 else "") in proc.stderr


def test_replay_of_an_empty_document_is_the_same_error_for_both_games(tmp_path: Path) -> None:
    errors = set()
    for game in ("larry", "kakerlakenpoker"):
        proc = larry("replay", "--game", game, "-", stdin="{}")
        assert proc.returncode == 2
        errors.add(json.loads(proc.stdout)["error"].split(":")[0])
    assert errors == {"players is required"}


@pytest.mark.parametrize("game", ["larry", "kakerlakenpoker"])
@pytest.mark.parametrize(("lang", "decimal_mark", "group"), [
    ("de", ",", "."), ("fr", ",", "\u202f"), ("en", ".", ",")])
def test_simulate_writes_numbers_as_the_language_does(game: str, lang: str,
                                                      decimal_mark: str, group: str) -> None:
    proc = larry("simulate", "--game", game, "--games", "60", "--players", "3", "--lang",
                 lang)
    assert proc.returncode == 0, proc.stderr
    moves = proc.stdout.splitlines()[1]  # "moves  5,076 (84.6 per game, 11,423 moves/s)"
    figures = re.findall(r"\d[\d.,\u202f\u00a0]*\d", moves)
    assert figures and all(group in f for f in figures if len(f.replace(group, "")) > 4
                           and decimal_mark not in f), moves
    per_game = next(f for f in figures if len(f.split(decimal_mark)[-1]) == 1)
    assert decimal_mark in per_game, moves
    assert ("%" not in proc.stdout) or (f"{decimal_mark}" in proc.stdout.split("%")[0][-6:])


def test_simulate_s_progress_bar_speaks_the_language() -> None:
    primary, secondary = pty.openpty()
    fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    proc = subprocess.Popen([sys.executable, "-m", "larry_core", "simulate", "--games",
                             "100000000", "--lang", "de"], stdin=secondary, stdout=secondary,
                            stderr=secondary, close_fds=True)
    os.close(secondary)
    try:
        shown = _read_pty(primary, b"Spiel/s", timeout=30)
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(primary)
    assert b"Spiel/s" in shown and b"game/s" not in shown, shown


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("game", ["larry", "kakerlakenpoker", "kniffel", "wuerfelpoker",
                                  "vabanque", "ligretto"])
def test_simulate_prints_its_figures_in_one_column(game: str, lang: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from larry_core import __main__ as cli

    assert cli.main(["simulate", "--game", game, "--games", "3", "--players", "3",
                     "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    columns = [w for w in range(2, 60)
               if all(len(line) > w and line[w - 1] == " " != line[w] for line in lines)]
    assert columns, "\n".join(lines)
