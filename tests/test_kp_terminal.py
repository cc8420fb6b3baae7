"""Issue 40: both terminal games learnable by a newcomer. Kakerlakenpoker's terminal knows
rules, hand, state, help and back in the player's language, never breaks on odd numbers,
answers a question with one choice by itself, and both terminals share one look (menus,
AI names, wrapping)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest

import larry_core.games.larry  # noqa: F401  (Larry's terminal texts)
from larry_core.games.kakerlake.terminal import play_terminal
from larry_core.text import t
from larry_core.text.console import AI_NAMES, command, wrap

ROOT = Path(__file__).resolve().parents[1]
HUGE = "9" * 5000


def kp(answers: Iterable[str], players: int = 3, seed: int = 5, locale: str = "en",
       ) -> list[str]:
    """A terminal game fed `answers` (then quit); every line it printed."""
    lines: list[str] = []
    feed = iter(answers)
    play_terminal(players, seed, "random", 0.0, locale=locale,
                  read=lambda _prompt: next(feed, None), out=lines.append)
    return lines


@pytest.mark.parametrize(("locale", "words"), [
    ("en", ("rules", "hand", "state", "help")),
    ("de", ("Regeln", "HAND", "stand", "hilfe")),
    ("fr", ("règles", "main", "état", "aide")),
])
def test_rules_hand_state_and_help_are_understood_in_each_language(
        locale: str, words: tuple[str, ...]) -> None:
    lines = kp([*words, "quit"], locale=locale)
    text = "\n".join(lines)
    refusal = t("kp-term-choose-number", locale, max=99).split(" 1 ")[0]
    assert refusal not in text, text
    assert t("kp-term-rules-draws", locale).split("\n")[0] in text  # the rules, with draws
    assert text.count(t("kp-term-hand-empty", locale).split(":")[0]) >= 2  # hand asked for
    assert t("kp-term-guide", locale, number="1", card="x", claim="y", card_name="x",
             claim_name="y").split("\n")[0] in text
    assert lines[-1] == t("term-bye-abandoned", locale)


@pytest.mark.parametrize("answer", [HUGE, f"-{HUGE}", "²", "0", "99"])
def test_odd_numbers_at_a_menu_are_refused_without_a_traceback(answer: str) -> None:
    lines = kp([answer, "quit"])
    assert "Choose a number from 1 to" in "\n".join(lines)
    assert "9" * 60 not in "\n".join(lines)


def test_two_players_asks_no_question_with_one_answer_and_helps_with_a_real_seat() -> None:
    lines = kp(["help", "1", "1", "quit"], players=2, seed=3)
    text = "\n".join(lines)
    assert f"To whom? {AI_NAMES[0]} (the only choice)" in text
    assert "To whom? >" not in text
    example = next(line for line in text.splitlines() if line.startswith("  offer "))
    assert example.split()[:2] == ["offer", "1"], example


def test_back_returns_to_the_previous_question_with_a_choice() -> None:
    lines = kp(["1", "back", "back", "back", "quit"], players=3, seed=4)
    prompts = [line for line in lines if line.endswith(">")]
    assert prompts[:3] == ["Which card do you offer? >", "To whom? >",
                           "Which card do you offer? >"], prompts
    assert t("console-back-nothing", "en") in lines


@pytest.mark.parametrize("locale", ["de", "fr"])
def test_back_is_understood_in_each_language(locale: str) -> None:
    back = command("zurück" if locale == "de" else "retour", locale)
    assert back == "back" and command("back", locale) == "back"
    lines = kp(["1", "zurück" if locale == "de" else "annuler", "quit"], seed=4,
               locale=locale)
    asked = [line for line in lines if line.endswith(">")]
    card = t("kp-term-prompt-card", locale)
    assert asked[:3] == [card, t("kp-term-prompt-target", locale), card], asked


def test_both_terminals_share_one_look_menus_and_ai_names() -> None:
    lines = kp(["quit"])
    assert any(line.startswith("  1) ") for line in lines)
    assert not any(line.startswith("  [1]") for line in lines)
    assert any(AI_NAMES[0] in line for line in lines) and "Bot 1" not in "\n".join(lines)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "larry_core", "play", "--players", "2",
                           "--seed", "5", "--ai-delay", "0"], input="quit\n", env=env,
                          capture_output=True, text=True, timeout=60)
    assert "  1) " in proc.stdout and AI_NAMES[0] in proc.stdout


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_larry_terminal_knows_back_and_the_language_s_commands(lang: str) -> None:
    words = {"en": ("help", "back"), "de": ("hilfe", "zurück"), "fr": ("aide", "retour")}
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    script = f"{words[lang][0]}\n2\n{words[lang][1]}\nquit\n"
    proc = subprocess.run([sys.executable, "-m", "larry_core", "play", "--players", "2",
                           "--seed", "5", "--ai-delay", "0", "--lang", lang], input=script,
                          env=env, capture_output=True, text=True, timeout=60)
    assert "Traceback" not in proc.stderr, proc.stderr
    out = proc.stdout
    assert t("term-help", lang).split("\n")[0][:30] in out
    menu = out.count("  1) ")
    assert menu >= 2, out  # back from the claim question shows the menu again
    assert t("term-choose-number", lang, max=99).split(" 1 ")[0] not in out


def test_wrap_keeps_words_whole_and_hangs_bullets() -> None:
    text = "• " + " ".join(["Kakerlakenpoker"] * 12) + "\n[1] seat\n  1) menu"
    lines = wrap(text, 40).split("\n")
    assert all(len(line) <= 40 for line in lines)
    assert all(line.startswith("  ") for line in lines[1:-2])  # the bullet's hanging indent
    assert lines[-2:] == ["[1] seat", "  1) menu"]
    soft = wrap("one two\nthree four", 80)  # a catalogue's soft line break is joined
    assert soft == "one two three four"


@pytest.mark.parametrize("game", ["larry", "kakerlakenpoker"])
def test_both_games_wrap_to_the_terminal_width(game: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "60"}
    proc = subprocess.run([sys.executable, "-m", "larry_core", "play", "--game", game,
                           "--players", "3", "--seed", "5", "--ai-delay", "0"],
                          input="rules\nhelp\nquit\n", env=env, capture_output=True,
                          text=True, timeout=60)
    long = [line for line in proc.stdout.splitlines()
            if len(line) > 60 and " " in line.strip()]
    assert not long, long
