"""`larry play --game ligretto`: the real-time terminal game against AI racers, with scripted
input on a clock (the racers act when their time comes, between the typed lines), with real
threads at a fast speed, in English, German and French; and `larry simulate --game
ligretto` and the game's own options."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import threading
import time
from collections.abc import Callable, Iterator

import pytest

from larry_core import __main__ as cli
from larry_core.games.ligretto.ai import get_strategy
from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.rules import LgRules
from larry_core.games.ligretto.terminal import (
    TIMEOUT,
    Interrupt,
    Terminal,
    Timeout,
    play_terminal,
)


class Scripted:
    """Typed lines at given moments (seconds) on a clock of its own: waiting for a line
    moves the clock on to the line's moment, or by the whole timeout when none comes (the
    racers' moments pass). After the last line: nothing more is typed, or the input ends
    (`end`)."""

    def __init__(self, script: list[tuple[float, str]], end: bool = False) -> None:
        self.script, self.end, self.clock = list(script), end, 0.0

    def now(self) -> float:
        return self.clock

    def get(self, timeout: float) -> str | Timeout | Interrupt | None:
        if self.script and self.script[0][0] <= self.clock + timeout:
            at, line = self.script.pop(0)
            self.clock = max(self.clock, at)
            return line
        if not self.script and self.end:
            return None
        self.clock += timeout
        return TIMEOUT


def fitting_seed(players: int) -> tuple[int, str, int, int]:
    """A seed whose start roll gives the human a die that fits: (seed, colour, value, its
    number in the human's list)."""
    for seed in range(200):
        game = LgGame(players, None, seed)
        for i, (c, v) in enumerate(game.cups[0], 1):
            if v == 1:
                return seed, COLOURS[c], v, i
    raise AssertionError("no seed found")


def play(script: list[tuple[float, str]], *, locale: str = "en", players: int = 3,
         seed: int = 1, end: bool = False, speed: str = "fast") -> tuple[int, str]:
    out: list[str] = []
    code = play_terminal(players, seed, speed, locale=locale, out=out.append,
                         lines=Scripted(script, end))
    return code, "\n".join(out)


def test_commands_a_placement_and_refusals_then_the_racers_finish_the_game() -> None:
    seed, colour, value, number = fitting_seed(3)
    code, text = play([(0.01, "help"), (0.02, "state"), (0.03, "back"), (0.04, "xyz"),
                       (0.05, str(number)), (0.06, f"{colour} {value}"), (0.07, "99"),
                       (0.08, "hand"), (0.09, "rules")], seed=seed)
    assert code == 0 and "Traceback" not in text
    assert "Würfel-Ligretto for 3 players, 9 rounds, 8 dice each, against\nfast AI racers" \
        in text
    assert "Reroll all your dice: r." in text                       # help
    assert "♥ red: · · · · · · (next: 1)" in text                   # state: the board
    assert "[1] Bot 1: 8 dice (" in text and "  1) " in text        # everybody's dice; menu
    assert "There is nothing to go back to" in text                  # back
    assert text.count("Type the number of one of your dice as listed") == 2  # xyz, 99
    symbol = {"red": "♥", "yellow": "★", "green": "▲", "blue": "●"}[colour]
    assert f"You place {symbol} {colour} 1." in text
    # the same die again: the human holds no other, or it no longer fits
    assert (f"You have no {symbol} {colour} 1." in text
            or f"That die does not fit: the {colour} row needs a 2." in text)
    assert "Würfel-Ligretto: 9 rounds; each round every player draws 8 dice" in text  # rules
    # the racers race on without the human and finish all nine rounds
    assert text.count("Ligretto Stopp!") == 9
    assert "Round 9 of 9: Ligretto Start!" in text
    assert text.rstrip().endswith("Game over: you lose.")
    assert "Bot 1 places" in text and "Bot 2 places" in text


def race_for_one_field(at: float) -> str:
    """The human (one red die) and Bot 1 (a red, a yellow and a green die) both show a red
    1; the human types `red 1` at `at` seconds, then quits."""
    game = LgGame(2, LgRules(dice=(1, 3), rounds=1), 0,
                  [[["red"], ["red", "yellow", "green"]]], [1, 1, 6, 6])
    out: list[str] = []
    Terminal(game, {1: get_strategy("fast")}, Scripted([(at, "red 1"), (at + 30, "quit")]),
             out.append, "en", "fast").run()
    return "\n".join(out)


def test_the_earlier_action_wins_the_human_first() -> None:
    text = race_for_one_field(0.01)
    assert "You place ♥ red 1." in text and "Bot 1 places" not in text
    assert "Ligretto Stopp! You have placed the last die." in text
    assert "Round 1: You +3, Bot 1 −3." in text
    assert text.rstrip().endswith("Game over: you win!")


def test_the_earlier_action_wins_the_racer_first_and_the_humans_die_is_late() -> None:
    text = race_for_one_field(2.0)
    assert text.index("Bot 1 places ♥ red 1.") < text.index(
        "That die does not fit: the red row needs a 2.")
    assert "You place" not in text


def test_reroll_and_the_end_of_input() -> None:
    code, text = play([(0.01, "r"), (0.02, "reroll")], seed=3, end=True)
    assert code == 0
    assert text.count("You reroll all 8 dice: ") == 2
    assert text.rstrip().endswith("Bye! (the game was abandoned)")


def test_quit_leaves_at_once() -> None:
    code, text = play([(0.0, "quit")])
    assert code == 0 and "Bot 1 places" not in text
    assert text.rstrip().endswith("Bye! (the game was abandoned)")


@pytest.mark.parametrize(("locale", "words", "expect"), [
    ("de", ["hilfe", "stand", "w", "rot 1", "ende"],
     ["Würfel-Ligretto für 3 Spieler", "Alle Würfel neu würfeln: w.", "♥ rot: · · · · · ·",
      "Du würfelst alle 8 Würfel neu: ", "Deine Würfel:",
      "Tschüss! (das Spiel wurde abgebrochen)"]),
    ("fr", ["aide", "état", "relancer", "rouge 1", "quitter"],
     ["Würfel-Ligretto à 3 joueurs", "Relancer tous vos dés\u00a0: r.",
      "♥ rouge\u00a0: · · · · · ·", "Vous relancez vos 8 dés\u00a0: ", "Vos dés\u00a0:",
      "Au revoir\u202f! (la partie a été abandonnée)"]),
])
def test_the_game_speaks_german_and_french(locale: str, words: list[str],
                                           expect: list[str]) -> None:
    code, text = play([(0.01 * i, w) for i, w in enumerate(words, 1)], locale=locale)
    assert code == 0
    for fragment in expect:
        assert fragment in text, fragment
    # "rot 1" / "rouge 1": placed, or refused in the reader's language
    assert any(s in text for s in ("Du legst ♥ rot 1 ab.", "Du hast keinen Würfel ♥ rot 1.",
                                   "Vous posez ♥ rouge 1.", "Vous n’avez pas le dé ♥ rouge 1."))
    assert "Type the number" not in text and "You " not in text


def test_real_time_with_threads_the_racers_play_while_the_human_reads() -> None:
    """Standard input on its own thread, the monotonic clock, fast racers at a tiny time
    scale: the human types two commands, then nothing; the racers finish the game."""
    typed = iter(["state", "help"])
    idle = threading.Event()

    def read(prompt: str) -> str | None:
        line = next(typed, None)
        if line is None:
            idle.wait(20)  # nothing more typed (the game must end well before)
        return line

    out: list[str] = []
    code = play_terminal(2, 5, "fast", rules=None, read=read, out=out.append, scale=0.0005)
    idle.set()
    text = "\n".join(out)
    assert code == 0
    assert text.rstrip().endswith("Game over: you lose.")
    assert text.count("Ligretto Stopp!") == 6 and "♥ red: " in text


# ------------------------------------------------------------------ the command line
def test_play_and_simulate_take_the_games_own_options(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    lines: Iterator[str] = iter(["quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    assert cli.main(["play", "--game", "ligretto", "--players", "2", "--seed", "4",
                     "--ai", "slow"]) == 0
    text = capsys.readouterr().out
    assert "against\nslow AI racers" in text or "against slow AI racers" in text.replace(
        "\n", " ")
    assert "Bye! (the game was abandoned)" in text
    with pytest.raises(SystemExit) as exc:
        cli.main(["play", "--game", "ligretto", "--ai", "warp"])
    assert exc.value.code == 2
    capsys.readouterr()
    assert cli.main(["simulate", "--game", "ligretto", "--games", "3", "--players", "3",
                     "--levels", "slow", "normal", "fast"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("games ") and text.splitlines()[0].endswith(" 3")
    assert "wins by seat" in text and "2 (fast): " in text and "0 (slow): " in text
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--game", "kniffel", "--levels", "fast"])


# ------------------------------------------------- issue 55: the race as a new user plays it
def test_each_die_keeps_its_number_until_the_next_reroll() -> None:
    """Placing die number k leaves a gap: the others keep their numbers, so a number typed
    next still names the die it named before."""
    seed, colour, value, number = fitting_seed(3)
    code, text = play([(0.01, str(number)), (0.02, "hand"), (0.03, "quit")], seed=seed,
                      speed="slow")
    assert code == 0
    hand = text.split(f"You place {die_symbol(colour)} {colour} {value}.")[1]
    listed = [int(n) for n in re.findall(r"^ +(\d+)\) ", hand.split("Your dice:")[1], re.M)]
    assert number not in listed and max(listed) == 8 and len(listed) == 7, listed


def die_symbol(colour: str) -> str:
    return {"red": "♥", "yellow": "★", "green": "▲", "blue": "●"}[colour]


def two_round_race(script: list[tuple[float, str]]) -> str:
    """The human's one red 1 ends round 1 at once; round 2 deals Bot 1 a die that fits."""
    game = LgGame(2, LgRules(dice=(1, 1), rounds=2), 0,
                  [[["red"], ["blue"]], [["yellow"], ["green"]]], [1, 3, 5, 1])
    out: list[str] = []
    Terminal(game, {1: get_strategy("fast")}, Scripted(script), out.append, "en",
             "fast").run()
    return "\n".join(out)


def test_a_pause_between_rounds_in_which_nobody_moves() -> None:
    text = two_round_race([(0.01, "1"), (0.02, "1"), (0.03, "help"), (4.0, "r"),
                           (40.0, "quit")])
    stop = text.index("Ligretto Stopp! You have placed the last die.")
    pause = text.index("Round 2 starts in 5 seconds.")
    start = text.index("Round 2 of 2: Ligretto Start!")
    assert stop < text.index("Round 1: You +1, Bot 1 −1.") < pause < start
    # typed in the pause: a move is refused, help is answered
    assert text.count("Round 2 has not started yet: wait for “Ligretto Start!”.") == 2
    assert "Reroll all your dice: r." in text[pause:start]
    assert "Bot 1 places" in text[start:] and "You reroll" not in text


def test_the_ai_speed_is_an_option_and_there_is_no_ai_delay(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    for level in ("slow", "fast", "random"):
        lines: Iterator[str] = iter(["quit"])
        monkeypatch.setattr("builtins.input", lambda prompt="", lines=lines: next(lines))
        assert cli.main(["play", "--game", "ligretto", "--players", "2", "--seed", "4",
                         "--ai", level, "--rounds", "2"]) == 0
        intro = capsys.readouterr().out.replace("\n", " ")
        assert f"2 rounds, 12 dice each, against {level} AI racers" in intro
    with pytest.raises(SystemExit) as exc:
        cli.main(["play", "--game", "ligretto", "--ai-delay", "0"])
    assert exc.value.code == 2 and "--ai-delay" in capsys.readouterr().err


def test_on_a_terminal_the_typed_line_stays_below_the_racers_moves() -> None:
    """In a real terminal (a pty, read back through a terminal emulator): the human has
    typed "gre" when a racer moves; the racer's line is printed above the prompt line,
    which still shows "gre" after it — never "greBot 1 places …" on one line."""
    pyte = pytest.importorskip("pyte")
    primary, secondary = pty.openpty()
    fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    env = {**os.environ, "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "larry_core", "play", "--game", "ligretto",
                             "--players", "2", "--seed", "4", "--ai", "fast"],
                            stdin=secondary, stdout=secondary, stderr=secondary,
                            close_fds=True, env=env)
    os.close(secondary)
    shown = bytearray()

    def read_until(done: Callable[[], bool], timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while not done() and time.monotonic() < deadline:
            ready, _, _ = select.select([primary], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(primary, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                shown.extend(chunk)

    try:
        read_until(lambda: b"Place or reroll >" in shown, 30)
        typed_at = len(shown)
        os.write(primary, b"gre")
        read_until(lambda: b"Bot 1 " in shown[typed_at:], 30)
        read_until(lambda: False, 0.5)  # the prompt drawn again below the racer's line
        os.write(primary, b"\x03")  # Ctrl-C
        assert proc.wait(timeout=30) == 130
        read_until(lambda: False, 0.2)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(primary)
    screen = pyte.Screen(100, 40)
    pyte.ByteStream(screen).feed(bytes(shown[:shown.rindex(b"Bye!")]))
    lines = [line.rstrip() for line in screen.display if line.strip()]
    racer = max(i for i, line in enumerate(lines) if line.startswith("Bot 1 "))
    assert lines[-1] == "Place or reroll > gre" and racer < len(lines) - 1, lines
    assert not any("greBot" in line for line in lines), lines
    assert b"Traceback" not in shown
