"""Issue 40: both terminal games learnable by a newcomer. Kakerlakenpoker's terminal knows
rules, hand, state, help and back in the player's language, never breaks on odd numbers,
answers a question with one choice by itself, and both terminals share one look (menus,
AI names, wrapping)."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

import larry_core.games.larry  # noqa: F401  (Larry's terminal texts)
from larry_core.games.kakerlake.terminal import play_terminal
from larry_core.text import t
from larry_core.text.console import AI_NAMES, command, wrap

ROOT = Path(__file__).resolve().parents[2]
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


# ------------------------------------------------ Larry's terminal renders its Request
class Lines:
    """Typed input, line by line (None: the input ends)."""

    def __init__(self, *lines: str) -> None:
        self.lines = list(lines)

    async def read(self) -> str | None:
        return self.lines.pop(0) if self.lines else None


def larry_terminal(game: Any, seat: int, locale: str = "en") -> tuple[Any, list[str]]:
    from larry_core.games.larry.terminal import TerminalTable
    from larry_core.text import Renderer

    lines: list[str] = []
    terminal = TerminalTable(cast(Any, None), lines.append, locale)
    terminal.table = cast(Any, SimpleNamespace(game=game, seat_of=lambda user: seat))
    terminal.narrator = Renderer(locale, ["Ada", "Bo", "Cy"], seat, plain=True)
    return terminal, lines


def test_the_suggested_sum_is_called_a_bluff_when_the_honest_sum_is_over_the_limit() -> None:
    from larry_core.games.larry.cards import CODES, VALUES
    from larry_core.games.larry.engine import Game
    from larry_core.games.larry.moves import Move

    for seed in range(50):
        game = Game(2, seed=seed, start=0)
        limit = game.public_view().limit
        game.apply(0, Move("place", CODES.index(game.hand(0)[0]), limit))
        card = next((c for c in game.hand(1) if VALUES[CODES.index(c)] > 0), None)
        if card is not None and game.to_move == 1:
            break
    else:
        pytest.fail("no seed gives seat 1 a positive card")
    terminal, lines = larry_terminal(game, 1)
    view = game.seat_view(1)
    entry = next(m for m in terminal.menu(view) if m.kind == "place"
                 and CODES[m.card] == card)
    body = asyncio.run(terminal.complete(Lines(""), entry, view))
    honest = limit + VALUES[CODES.index(card)]
    assert f"the honest sum {honest} is over the limit" in lines[-1], lines
    assert "bluff" in lines[-1] and f"Enter = {limit}" in lines[-1]
    assert body == f"place {card} {limit}"


def test_an_honest_sum_within_the_limit_is_offered_plainly() -> None:
    from larry_core.games.larry.engine import Game

    game = Game(2, seed=5, start=0)
    terminal, lines = larry_terminal(game, 0)
    view = game.seat_view(0)
    entry = next(m for m in terminal.menu(view) if m.kind == "place")
    asyncio.run(terminal.complete(Lines(""), entry, view))
    assert "bluff" not in lines[-1] and "Enter = " in lines[-1]


def english_codes(game: str, lang: str) -> re.Pattern[str]:
    """The cards' codes that are not also the card's name in `lang` (French says rat and
    scorpion too)."""
    if game == "larry":
        from larry_core.text import card_name
        pairs = [(c, card_name(c, lang)) for c in ("larry", "open", "draw2", "gift", "reverse")]
    else:
        from larry_core.games.kakerlake.cards import CODES as KP_CODES
        pairs = [(c, t(f"kp-card-{c}", lang)) for c in KP_CODES]
    words = [code for code, name in pairs if code != name.lower()]
    return re.compile(r"\b(" + "|".join(map(re.escape, words)) + r")\b")


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("game", ["larry", "kakerlakenpoker"])
def test_no_english_card_code_in_a_german_or_french_terminal_game(game: str,
                                                                  lang: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "200"}
    script = "\n".join(["state", "hand", *["1"] * 60, "quit"]) + "\n"
    proc = subprocess.run([sys.executable, "-m", "larry_core", "play", "--game", game,
                           "--players", "3", "--seed", "7", "--ai-delay", "0", "--lang",
                           lang], input=script, env=env, capture_output=True, text=True,
                          timeout=120)
    assert "Traceback" not in proc.stderr, proc.stderr
    found = english_codes(game, lang).findall(proc.stdout)
    assert not found, (found, proc.stdout[-3000:])


def test_a_gift_is_chosen_by_its_name_in_the_player_s_language() -> None:
    from larry_core.games.larry.prompts import PromptError, read_card

    assert read_card("Ätsch-Karte", ["larry", "3"], "de") == "larry"
    assert read_card("  2 karten   ZIEHEN ", ["draw2"], "de") == "draw2"
    assert read_card("larry", ["larry"], "de") == "larry"  # the code stays an alias
    with pytest.raises(PromptError, match="Ätsch-Karte"):
        read_card("x", ["larry", "3"], "de")


# ------------------------------------------------ who answers for a claim, why someone draws
def test_the_player_who_answers_for_a_claim_is_named_after_an_action_card() -> None:
    from larry_core.games.larry.cards import CODES
    from larry_core.games.larry.engine import Game
    from larry_core.games.larry.moves import Move

    for seed in range(60):
        game = Game(3, seed=seed, start=0)
        game.apply(0, Move("place", CODES.index(game.hand(0)[0]), 4))
        action = next((m for m in game.legal_moves(1) if m.kind == "action"
                       and CODES[m.card] in ("reverse", "open", "draw2")), None)
        if action is not None:
            break
    else:
        pytest.fail("no seed gives seat 1 an action card")
    terminal, _ = larry_terminal(game, 2)
    terminal.claimant = 0  # seat 0 placed the claim of 4
    terminal.tell(game.apply(1, action))
    assert game.public_view().responsible == 1
    state = terminal.state_text()
    assert "claim 4 by Ada, Bo answers for it" in state, state
    if game.to_move == 2:
        menu = [terminal.describe(m, game.seat_view(2)) for m in terminal.menu(game.seat_view(2))]
        assert any("(Bo answers for it)" in entry for entry in menu), menu


@pytest.mark.parametrize("honest", [True, False])
def test_a_draw_after_a_doubt_says_why(honest: bool) -> None:
    from larry_core.games.larry.cards import CODES, VALUES
    from larry_core.games.larry.engine import Game
    from larry_core.games.larry.moves import Move

    game = Game(2, seed=5, start=0)
    card = next(c for c in game.hand(0) if c in CODES[:8])
    value = VALUES[CODES.index(card)]
    claim = value if honest else (value + 1 if value < 7 else value - 1)
    terminal, lines = larry_terminal(game, 0)
    terminal.tell(game.apply(0, Move("place", CODES.index(card), claim)))
    terminal.tell(game.apply(1, Move("doubt")))
    why = [line for line in lines if "because the claim was" in line]
    if honest:
        assert why == ["(Bo draws because the claim was right: the doubt was wrong.)"], lines
    else:
        assert why == ["(You draw because the claim was wrong, and you answer for it.)"], lines


@pytest.mark.parametrize("locale", ["en", "de", "fr"])
def test_round_results_show_each_player_s_cards_and_what_they_scored(locale: str) -> None:
    import random

    from larry_core.games.larry.engine import Game
    from larry_core.text import card_name, signed

    game = Game(3, seed=11, start=0)
    rng = random.Random(3)
    terminal, lines = larry_terminal(game, 0, locale)
    while True:
        seat = game.to_move
        assert seat is not None
        events = game.apply(seat, rng.choice(list(game.legal_moves(seat))))
        over = next((ev for ev in events if ev["type"] == "round_over"), None)
        if over is not None:
            break
    terminal.tell(events)
    shown = [line for line in lines if "→" in line]
    assert len(shown) == 3, lines
    for seat, (cards, points) in enumerate(zip(over["hands"], over["scores"], strict=True)):
        line = shown[seat]
        assert line.endswith(f"→ {signed(points)}"), line
        assert all(card_name(c, locale) in line for c in cards), line


def test_the_french_kakerlakenpoker_sentences_read_as_french() -> None:
    offered = t("kp-ev-offered", "fr", me="no", whom_me="yes", who="Ada", whom="Vous",
                claim="mouche")
    assert offered.startswith("Ada vous passe une carte"), offered
    passed = t("kp-ev-passed", "fr", me="no", whom_me="yes", who="Ada", whom="Vous",
               claim="mouche")
    assert passed.startswith("Ada vous fait passer la carte"), passed
    assert "devant soi" not in t("kp-term-display-empty", "fr")
    revealed = t("kp-ev-revealed", "fr", what="mouche", claim="mouche", truth="true",
                 right="false")
    assert "L’annonce" in revealed and "était vraie" in revealed, revealed
    lines = kp(["1", "1", "1"] * 30 + ["quit"], seed=4, locale="fr")
    assert not any("à vous :" in line.replace("\u00a0", " ") for line in lines)


@pytest.mark.parametrize(("locale", "typed", "body"), [
    ("de", "Anzweifeln", "doubt"), ("de", "erwischen 1", "catch 1"), ("fr", "douter", "doubt"),
    ("fr", "accepter", "accept"), ("en", "doubt", "doubt"), ("de", "doubt", "doubt"),
])
def test_larry_s_move_verbs_are_typed_in_the_reader_s_language(locale: str, typed: str,
                                                                 body: str) -> None:
    from larry_core.games.larry.prompts import read_menu

    assert read_menu(typed, 3, locale) == ("move", body)


def fragment(key: str, locale: str, **forms: str) -> str:
    """The words of message `key` between the name of who acts and the claim."""
    text = t(key, locale, who="\x01", whom="", claim="\x02", **forms)
    return text.split("\x01", 1)[1].split("\x02", 1)[0]


@pytest.mark.parametrize("locale", ["en", "de", "fr"])
def test_the_card_handed_to_you_is_said_once_right_above_your_answer(locale: str) -> None:
    """A card offered or passed on to the human is one line, right above the answer's menu,
    in the log's words (it was narrated, then said again as "… hands you a card")."""
    lines = kp(["1"] * 400, players=3, seed=2, locale=locale)
    to_you = [fragment(f"kp-ev-{kind}", locale, me="no", whom_me="yes")
              for kind in ("offered", "passed")]
    handed = [i for i, line in enumerate(lines) if any(f in line for f in to_you)]
    menus = [i for i, line in enumerate(lines)
             if line == f"  1) {t('kp-term-answer-true', locale)}"]
    assert len(menus) == lines.count(t("kp-term-prompt-answer", locale)) >= 3
    assert [i + 1 for i in handed] == menus  # once each, and right above the menu
    assert {kind for i in handed for kind, f in zip(("offered", "passed"), to_you,
                                                    strict=True) if f in lines[i]} == \
        {"offered", "passed"}
