"""`larry replay|simulate|play --game kniffel`: the worked example of docs/dice-protocol.md
§3.8 through a real subprocess, error documents for malformed input, the simulator's
statistics, and whole terminal games (the menu rendered from the request, typed moves,
help, rules, state, back) in every language."""

from __future__ import annotations

import functools
import json
import random
import subprocess
import sys

import pytest

from larry_core.games.dice import Dice
from larry_core.games.kniffel.engine import fast_roll
from larry_core.games.kniffel.simulate import simulate
from larry_core.games.kniffel.terminal import play_terminal
from larry_core.text import strip_markdown, t
from larry_core.text.console import command_words
from tests.engines.kniffel.test_kniffel_rules import EXAMPLE, EXAMPLE_OUT


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "larry_core", *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


def test_replay_of_the_worked_example_through_the_command_line() -> None:
    proc = run(["replay", "--game", "kniffel", "-"], json.dumps(EXAMPLE))
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert json.loads(proc.stdout) == EXAMPLE_OUT


@pytest.mark.parametrize("text", ["{", "[]", '{"players": 2, "sheets": [{}]}',
                                  '{"game": "kakerlakenpoker", "players": 2}',
                                  '{"players": 1, "moves": ["0: roll", 5]}'])
def test_a_malformed_document_exits_2_with_an_error_document(text: str) -> None:
    proc = run(["replay", "--game", "kniffel", "-"], text)
    assert proc.returncode == 2 and "Traceback" not in proc.stdout + proc.stderr
    out = json.loads(proc.stdout)
    assert out["ok"] is False and out["error"]


def test_simulate_prints_its_statistics() -> None:
    proc = run(["simulate", "--game", "kniffel", "--games", "5", "--players", "2"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0].split() == ["games", "5"]
    summary = simulate(3, 10, seed=4)
    assert summary.games == 10 and summary.entries == 390
    assert sum(summary.wins.values()) >= 10 and summary.events["scored"] == 390
    for locale in ("en", "de", "fr"):
        assert len(summary.lines(locale)) == 7


def test_the_fast_roll_takes_the_same_values_as_dice_roll() -> None:
    for seed in range(20):
        rolls = [random.Random(seed).randrange(1, 7) for _ in range(seed % 7)]
        a, b = Dice(seed, rolls), Dice(seed, rolls)
        rng = random.Random(seed)
        for _ in range(30):
            count = rng.randrange(1, 6)
            assert fast_roll(a, count) == b.roll(count)
            assert a.drawn == b.drawn



def play(lines: list[str], players: int = 2, locale: str = "en",
         seed: int = 3) -> tuple[int, str]:
    answers = iter(lines)
    out: list[str] = []

    def read(prompt: str) -> str | None:
        out.append(prompt)
        return next(answers, None)

    code = play_terminal(players, seed, "reasoned", 0, locale=locale, read=read,
                         out=out.append)
    return code, "\n".join(out)


def by_numbers(turns: int = 13) -> list[str]:
    """Every turn by menu numbers: 1 rolls (three times), then box k's own number (k + 3:
    Ones 3 … Chance 15), the boxes filled in scorecard order."""
    return [line for k in range(turns) for line in ("1", "1", "1", str(k + 3))]


def test_a_whole_terminal_game_by_menu_numbers() -> None:
    code, text = play(["help", "rules", "state", "1", "2", "back", *by_numbers()], players=2)
    assert code == 0
    assert "Kniffel in short" in text and "Upper section" in text
    assert "Which dice do you keep?" in text
    assert "Game over!" in text and "Final scores:\n  1. " in text


def test_typed_moves_and_refusals_in_the_terminal() -> None:
    code, text = play(["score chance", "roll", "keep 7", "keep 1 2 3 4 5 6", "score chance",
                       "quit"], players=1)
    assert code == 0
    assert "Roll the dice first." in text
    assert "You roll" in text and "Choose one of the numbers in the menu" in text
    assert "You enter" in text and "Bye!" in text


@pytest.mark.parametrize(("locale", "words"), [
    ("de", ("Kniffel in Kürze", "Oberer Teil", "Spielende!")),
    ("fr", ("Le Kniffel en bref", "Partie haute", "Fin de la partie")),
])
def test_the_terminal_speaks_german_and_french(locale: str, words: tuple[str, ...]) -> None:
    code, text = play(["rules", "state", *by_numbers()], players=1, locale=locale)
    assert code == 0
    for word in words:
        assert word in text


@pytest.mark.parametrize(("locale", "words"), [
    ("de", ["hilfe", "regeln", "stand", "1", "2", "7", "HILFE", "zurück", "Rules", "ende"]),
    ("fr", ["aide", "règles", "état", "1", "2", "7", "Aide", "retour", "rules", "quitter"]),
])
def test_the_commands_in_the_readers_language_or_english(locale: str,
                                                         words: list[str]) -> None:
    """help, rules, state at the menu; a bad keep, help and back at the dice to keep; rules
    in English; quit — each in the reader's own words (Console.ask_menu), none a move."""
    code, text = play(words, players=1, locale=locale)
    assert code == 0
    say = functools.partial(t, locale=locale)
    assert text.count(say("kn-term-help")) == 2
    assert text.count(strip_markdown(say("kn-rules"))) == 2 and "**" not in text
    assert say("kn-term-upper-sum") in text and say("kn-term-keep-values") in text
    assert text.count(say("kn-term-prompt-keep")) == 3  # 7, help: asked again; back
    # back: the menu once more, then quit
    assert text.count(say("kn-term-menu-keep", left=2)) == 2
    assert text.rstrip().endswith(say("term-bye-abandoned"))
    assert say("kn-term-choose-number", max=3) not in text  # no command read as a move
    # the help and the prompts name the reader's own words
    for name in ("state", "rules", "back", "quit"):
        assert command_words(name, locale)[0] in say("kn-term-help"), name
    assert command_words("back", locale)[0] in say("kn-term-prompt-keep")
    assert command_words("help", locale)[0] in say("kn-term-choose-number", max=3)


def test_play_through_the_command_line_ends_on_quit() -> None:
    proc = run(["play", "--game", "kniffel", "--players", "2", "--seed", "1",
                "--ai-delay", "0"], "1\nquit\n")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert "You roll" in proc.stdout




# ----------------------------------------------- issue 55: the traps a new player fell into
# seed 3, alone: the first roll is 2 2 3 5 5 (Ones, Fours and Sixes score 0)
@pytest.mark.parametrize(("locale", "typed", "box"), [
    ("en", "score Three of a kind", "Three of a kind"),
    ("en", "score small straight", "Small straight"),
    ("de", "eintragen Dreierpasch", "Dreierpasch"),
    ("de", "score kleine straße", "Kleine Straße"),
    ("fr", "inscrire Brelan", "Brelan"),
    ("fr", "score petite suite", "Petite suite"),
])
def test_score_takes_the_boxs_shown_name(locale: str, typed: str, box: str) -> None:
    code, text = play(["1", "1", "1", typed, "quit"], players=1, locale=locale)
    assert code == 0
    entered = [line for line in text.splitlines()
               if line.startswith(("You enter ", "Du trägst ", "Vous inscrivez "))]
    assert len(entered) == 1 and f" {box}" in entered[0], entered


def test_a_box_scoring_0_while_rolls_are_left_is_asked_first() -> None:
    code, text = play(["1", "3", "n", "score fours", "", "3", "y", "quit"], players=1)
    assert code == 0
    question = "Ones scores 0 with this roll, and you still have 2 rolls. Cross it out"
    assert text.count(question) == 2
    assert "Fours scores 0 with this roll" in text  # typed, asked too; Enter is no
    assert text.count("You enter") == 1 and "You enter 0 in Ones." in text


def test_no_question_once_the_rolls_are_used() -> None:
    code, text = play(["1", "1", "1", "14", "quit"], players=1)
    assert code == 0 and "Cross it out" not in text and "You enter 0 in Kniffel." in text


def test_a_refused_keep_asks_again_for_the_dice_to_keep() -> None:
    """`6 6` is not in the roll (2 2 3 5 5): the dice to keep are asked again, so the `3`
    typed next keeps a three instead of entering a box."""
    code, text = play(["1", "6 6", "3", "quit"], players=1)
    assert code == 0
    assert "Those dice are not all in the current roll.\nWhich dice do you keep?" in text
    assert "You keep 3 and roll" in text and "You enter" not in text


def test_the_menu_numbers_stay_the_same_all_turn_long() -> None:
    import re

    code, text = play(["1", "1", "1", "quit"], players=1)
    assert code == 0
    numbers: dict[str, set[str]] = {}
    for number, label in re.findall(r"^ +(\d+)\) ([^:(]+)", text, re.M):
        numbers.setdefault(label.strip(), set()).add(number)
    assert numbers["Chance"] == {"15"} and numbers["Ones"] == {"3"}
    assert all(len(shown) == 1 for shown in numbers.values()), numbers
    assert "from 1 to 1" not in text


def test_the_end_gives_every_place_and_a_solo_game_its_total() -> None:
    code, text = play(by_numbers(), players=3, seed=5)
    assert code == 0
    places = text.split("Final scores:\n")[1].splitlines()
    shown = [int(line.split(".")[0]) for line in places]
    assert len(places) == 3 and shown[0] == 1 and shown == sorted(shown)
    assert {"You", "Bot 1", "Bot 2"} == {line.split(". ")[1].split(":")[0] for line in places}
    code, text = play(by_numbers(), players=1)
    assert code == 0 and "You win" not in text and "Your total: " in text
