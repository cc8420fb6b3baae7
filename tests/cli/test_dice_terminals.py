"""The dice games' terminals read whatever is typed at a menu prompt without a traceback: a
superscript digit, a number past Python's 4,300-digit limit, zero, a number past the menu's
end — each is asked again — and show their menus as every terminal game does (`  1) …`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from larry_core.games.kniffel.terminal import play_terminal as kniffel
from larry_core.games.vabanque.terminal import play_terminal as vabanque
from larry_core.games.wuerfelpoker.terminal import play_terminal as wuerfelpoker

ODD = ["²", "9" * 5000, "0", "99", "-1"]


def plain_spaces(text: str) -> str:
    """French texts' no-break spaces as plain ones, to compare."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("play", [kniffel, vabanque, wuerfelpoker],
                         ids=["kniffel", "vabanque", "wuerfelpoker"])
def test_odd_numbers_are_asked_again_then_the_game_goes_on(play: Callable[..., int]) -> None:
    # Kniffel's menu numbers are its boxes' after the last roll (Ones 3 … Chance 15)
    boxes = [str(n) for n in range(3, 16)] if play is kniffel else []
    lines: Iterator[str] = iter([*ODD, *[n for box in boxes for n in ("1", "1", "1", box)],
                                 *["1"] * 400])
    out: list[str] = []
    code = play(2, 7, "random", 0.0, read=lambda prompt: next(lines, None), out=out.append)
    assert code == 0
    text = "\n".join(out)
    assert "Traceback" not in text
    assert "  1) " in text and "  [1] " not in text


# ------------------------------------------- issue 55: the game as a new user reads it
def kniffel_narrator(locale: str) -> Callable[[dict[str, object]], str]:
    from larry_core.games.ai_seats import AiSeats
    from larry_core.games.kniffel.engine import KnGame
    from larry_core.games.kniffel.kind import KNIFFEL
    from larry_core.games.kniffel.terminal import Terminal

    game = KnGame(3, None, 1)
    term = Terminal(game, AiSeats(KNIFFEL, game, {1: "random", 2: "random"}),
                    lambda prompt: None, lambda text: None, locale, 0.0)
    return term.event_text


def winner_sentences(locale: str) -> list[str]:
    """Each game's sentences that name a winner, the reader (seat 0) winning alone, then
    with Bot 2 — as the terminal says them."""
    from larry_core.games.ligretto.narration import Narrator as LgNarrator
    from larry_core.games.vabanque.narration import Narrator as VbNarrator
    from larry_core.games.vabanque.rules import VbRules
    from larry_core.games.wuerfelpoker.terminal import event_text as wp_text
    from larry_core.games.wuerfelpoker.terminal import spaced

    def bot(seat: int) -> str:
        return f"Bot {seat}"

    kn = kniffel_narrator(locale)
    vb = VbNarrator(locale, bot, 0, VbRules(), 3)
    lg = LgNarrator(locale, bot, 0, 3)
    out = []
    for seats in ([0], [0, 2]):
        out += [
            wp_text({"type": "pot_won", "seats": seats, "shares": [2] * len(seats),
                     "pot": 2 * len(seats), "reason": "showdown"}, locale, bot, 0, spaced),
            *([wp_text({"type": "pot_won", "seats": seats, "shares": [3], "pot": 3,
                        "reason": "folds"}, locale, bot, 0, spaced)] if len(seats) == 1
              else []),  # only one player is left when all the others fold
            wp_text({"type": "game_over", "winners": seats, "chips": [9, 0, 9],
                     "reason": "broke", "broke": [1]}, locale, bot, 0, spaced),
            wp_text({"type": "game_over", "winners": seats, "chips": [9, 5, 9],
                     "reason": "rounds"}, locale, bot, 0, spaced),
            kn({"type": "game_over", "winners": seats, "totals": [200, 150, 200]}),
            vb.text({"type": "pot_won", "seats": seats, "pot": 2, "total": 12}),
            vb.text({"type": "game_over", "winners": seats, "chips": [9, 6, 9]}),
            lg.text({"type": "game_over", "winners": seats, "scores": [5, -5, 5]}),
        ]
    return out


@pytest.mark.parametrize(("locale", "expected"), [
    ("en", ["Showdown: you win the pot of 2.",
            "Everybody else folded: you win the pot of 3.",
            "Game over: Bot 1 cannot pay the ante. You win with 9 chips.",
            "Game over after the last round. You win with 9 chips.",
            "Game over! You win with 200 points.",
            "You win the pot of 2 with 12.",
            "Game over! You win with 9 chips.",
            "Game over! You win with +5 points.",
            "Showdown: Bot 2 and you split the pot of 4 (you 2, Bot 2 2).",
            "Game over: Bot 1 cannot pay the ante. Bot 2 and you win with 9 chips.",
            "Game over after the last round. Bot 2 and you win with 9 chips.",
            "Game over! Bot 2 and you win with 200 points.",
            "You and Bot 2 share the pot of 2 with 12.",
            "Game over! You and Bot 2 win with 9 chips.",
            "Game over! You and Bot 2 win with +5 points."]),
    ("de", ["Aufdecken: Du gewinnst den Pott von 2.",
            "Alle anderen sind ausgestiegen: Du gewinnst den Pott von 3.",
            "Spielende: Bot 1 kann den Einsatz nicht mehr zahlen. Du gewinnst mit 9 Chips.",
            "Spielende nach der letzten Runde. Du gewinnst mit 9 Chips.",
            "Spielende! Du gewinnst mit 200 Punkten.",
            "Du gewinnst mit der Endsumme 12 den Pott (2).",
            "Spielende! Du gewinnst mit 9 Chips.",
            "Spielende! Du gewinnst mit +5 Punkten.",
            "Aufdecken: Bot 2 und du teilt euch den Pott von 4 (du 2, Bot 2 2).",
            "Spielende: Bot 1 kann den Einsatz nicht mehr zahlen. Bot 2 und du gewinnt mit "
            "9 Chips.",
            "Spielende nach der letzten Runde. Bot 2 und du gewinnt mit 9 Chips.",
            "Spielende! Bot 2 und du gewinnt mit 200 Punkten.",
            "Du und Bot 2 teilt euch mit der Endsumme 12 den Pott (2).",
            "Spielende! Du und Bot 2 gewinnt mit 9 Chips.",
            "Spielende! Du und Bot 2 gewinnt mit +5 Punkten."]),
    ("fr", ["Abattage : vous remportez le pot de 2.",
            "Tous les autres se sont couchés : vous remportez le pot de 3.",
            "Fin de la partie : Bot 1 ne peut plus payer la mise. Vous gagnez avec 9 jetons.",
            "Fin de la partie après la dernière manche. Vous gagnez avec 9 jetons.",
            "Fin de la partie ! Vous gagnez avec 200 points.",
            "Vous remportez le pot (2) avec un total de 12.",
            "Fin de la partie ! Vous gagnez avec 9 jetons.",
            "Fin de la partie ! Vous gagnez avec +5 points.",
            "Abattage : Bot 2 et vous vous partagez le pot de 4 (vous 2, Bot 2 2).",
            "Fin de la partie : Bot 1 ne peut plus payer la mise. Bot 2 et vous gagnez avec "
            "9 jetons.",
            "Fin de la partie après la dernière manche. Bot 2 et vous gagnez avec 9 jetons.",
            "Fin de la partie ! Bot 2 et vous gagnez avec 200 points.",
            "Vous et Bot 2 partagez le pot (2) avec un total de 12.",
            "Fin de la partie ! Vous et Bot 2 gagnez avec 9 jetons.",
            "Fin de la partie ! Vous et Bot 2 gagnez avec +5 points."]),
])
def test_every_winner_sentence_has_the_readers_own_form(locale: str,
                                                        expected: list[str]) -> None:
    said = [plain_spaces(s) for s in winner_sentences(locale)]
    assert said == expected


def transcript(play: Callable[..., int], lines: list[str], locale: str, players: int = 2,
               seed: int = 2) -> str:
    typed = iter(lines)
    out: list[str] = []

    def read(prompt: str) -> str | None:
        out.append(prompt)
        return next(typed, None)

    assert play(players, seed, "random", 0.0, locale=locale, read=read, out=out.append) == 0
    return "\n".join(out)


@pytest.mark.parametrize(("locale", "game", "lines", "said"), [
    ("de", "wuerfelpoker", ["würfeln", "behalten 1 1 1", "aufhören"],
     ["Du würfelst 1 1 1 3 2: 1 1 1 2 3.", "Du behältst 1 1 1 und würfelst",
      "Dein Wurf: "]),
    ("fr", "wuerfelpoker", ["lancer", "garder 1 1 1", "arrêter"],
     ["Vous lancez 1 1 1 3 2 : 1 1 1 2 3.", "Vous gardez 1 1 1 et relancez",
      "Votre main : "]),
    ("en", "wuerfelpoker", ["roll", "1 1 1", "stand"],
     ["You roll 1 1 1 3 2: 1 1 1 2 3.", "You keep 1 1 1 and roll", "Your hand: "]),
    ("de", "kniffel", ["würfeln", "behalten 1 1 1", "eintragen Einser"],
     ["Du würfelst 1 1 1 2 3.", "Du legst 1 1 1 heraus und würfelst 6 6: 1 1 1 6 6.",
      "Du trägst 3 bei Einser ein."]),
    ("fr", "kniffel", ["lancer", "garder 1 1 1", "inscrire as"],
     ["Vous lancez 1 1 1 2 3.", "Vous gardez 1 1 1 et relancez 6 6 : 1 1 1 6 6.",
      "Vous inscrivez 3 en As."]),
    ("en", "kniffel", ["roll", "1 1 1", "score ones"],
     ["You roll 1 1 1 2 3.", "You keep 1 1 1 and roll 6 6: 1 1 1 6 6.",
      "You enter 3 in Ones."]),
    ("de", "vabanque", ["plus", "mal", "minus"],
     ["Du: 6 + 6 = 12.", "Du: 12 × 3 = 36.", "Du: 36 − 3 = 33."]),
    ("fr", "vabanque", ["fois", "plus", "moins"],
     ["Vous : 6 × 6 = 36.", "Vous : 36 + 3 = 39.", "Vous : 39 − 3 = 36."]),
])
def test_moves_are_typed_in_the_tables_language(locale: str, game: str, lines: list[str],
                                                said: list[str]) -> None:
    play = {"wuerfelpoker": wuerfelpoker, "kniffel": kniffel, "vabanque": vabanque}[game]
    text = plain_spaces(transcript(play, lines, locale))
    for fragment in said:
        assert fragment in text, (fragment, text[:3000])


TERMINAL_GAMES = {"kn": "kniffel", "wp": "wuerfelpoker", "vb": "vabanque", "lg": "ligretto"}


@pytest.mark.parametrize("locale", ["de", "fr"])
@pytest.mark.parametrize("prefix", sorted(TERMINAL_GAMES))
def test_intro_and_help_name_the_commands_in_the_readers_language(prefix: str,
                                                                  locale: str) -> None:
    """What the intro and the help tell a player to type is what the game understands in
    their language: its own words for the commands, never the English ones (German and
    French "help", "rules", "state", "quit" are words of their own)."""
    import re

    from larry_core.text import t
    from larry_core.text.console import command_words

    params = {"players": 2, "rounds": 3, "chips": 8, "stake": 1, "ante": 1, "rolls": 3,
              "dice": 8, "speed": "normal"}
    intro = t(f"{prefix}-term-intro", locale, **params)
    help_text = t(f"{prefix}-term-help", locale)
    for name in ("help", "rules", "state", "quit"):
        english = command_words(name, "en")[0]
        for text in (intro, help_text):
            assert not re.search(rf"\b{english}\b", text), (name, text)
        own = [w for w in command_words(name, locale) if w not in command_words(name, "en")]
        if name != "help":
            assert any(re.search(rf"\b{w}\b", help_text) for w in own), (name, help_text)
    assert command_words("help", locale)[0] in intro


@pytest.mark.parametrize("locale", ["en", "de", "fr"])
def test_the_ai_players_have_one_name_and_no_seat_0_is_mentioned(locale: str) -> None:
    from larry_core.text import t

    params = {"players": 2, "rounds": 3, "chips": 8, "stake": 1, "ante": 1, "rolls": 3,
              "dice": 8, "speed": "normal"}
    for prefix in TERMINAL_GAMES:
        assert t(f"{prefix}-term-bot", locale, number=1) == "Bot 1", prefix
        intro = t(f"{prefix}-term-intro", locale, **params)
        assert " 0." not in intro and " 0 " not in intro, intro


def test_va_banque_says_the_throw_to_combine_once_and_takes_no_x_for_times() -> None:
    text = transcript(vabanque, ["x", "quit"], "en")
    assert "Choose a number from 1 to 4, an operation (add, sub, mul, div) or 'help'." in text
    assert "You: 6\nThrow 2: a 6. Your running total is 6." in text  # no "You: 6 (6)"
    assert "You: 6 × 6" not in text


@pytest.mark.parametrize("game", ["kniffel", "wuerfelpoker", "vabanque"])
def test_long_texts_are_wrapped_at_words_to_the_terminals_width(game: str) -> None:
    import os
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-m", "larry_core", "play", "--game", game,
                           "--players", "2", "--seed", "3", "--ai-delay", "0", "--lang", "de"],
                          input="hilfe\nende\n", capture_output=True, text=True, timeout=60,
                          env={**os.environ, "COLUMNS": "60"})
    assert proc.returncode == 0, proc.stderr
    prompt = {"kniffel": "Deine Wahl > ", "wuerfelpoker": "Dein Zug > ",
              "vabanque": "Deine Rechenart > "}[game]
    lines = [line.removeprefix(prompt) for line in proc.stdout.splitlines()]
    assert all(len(line) <= 60 for line in lines), [line for line in lines if len(line) > 60]
