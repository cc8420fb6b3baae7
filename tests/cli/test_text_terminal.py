"""The terminal narrates through larry_core.text: plain text, "you" forms, the claimant."""

from __future__ import annotations

import re
import subprocess
import sys
from types import SimpleNamespace
from typing import Any, cast

import pytest

from larry_core.games.larry.cards import CODES
from larry_core.games.larry.engine import Game
from larry_core.games.larry.moves import Move, catch
from larry_core.games.larry.prompts import PromptError, read_claim, read_yes_no
from larry_core.games.larry.terminal import TerminalTable
from larry_core.text import Renderer


def test_the_terminal_state_line_names_the_claimant() -> None:
    game = Game(3, seed=2, start=0)
    lines: list[str] = []
    terminal = TerminalTable(cast(Any, None), lines.append)
    terminal.table = cast(Any, SimpleNamespace(game=game, seat_of=lambda user: 2))
    terminal.narrator = Renderer("en", ["Ada", "Bo", "You"], 2, plain=True)
    hand = game.hand(0)
    events = game.apply(0, Move("place", CODES.index(hand[0]), 4))
    terminal.tell(events)
    action = next((m for m in game.legal_moves(1) if m.kind == "action"), None)
    if action is None:  # seat 1 holds no action card in this deal: place instead
        pytest.skip("the seeded deal gives seat 1 no action card")
    terminal.tell(game.apply(1, action))
    assert game.responsible == 1
    state = terminal.state_text()
    assert "claim 4 by Ada" in state, state
    assert lines[0] == "Ada places a card face down and says 4."


def test_a_seeded_terminal_session_runs_to_the_end_in_plain_text() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "larry_core", "play", "--ai-delay", "0", "--players", "3",
         "--seed", "5", "--rounds", "1"],
        input="1\n\ny\n" * 600, capture_output=True, text=True, timeout=120)
    out = result.stdout
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in out + result.stderr
    assert "The game begins with 3 players" in out
    assert "Game over!" in out and "Final standings:" in out
    assert "**" not in out and "You starts" not in out
    assert re.search(r"claim -?\d+ by ", out)


def test_menu_entries_and_prompt_replies_come_from_the_catalogue() -> None:
    game = Game(3, seed=7, start=0)
    lines: list[str] = []
    terminal = TerminalTable(cast(Any, None), lines.append)
    terminal.table = cast(Any, SimpleNamespace(game=game, seat_of=lambda user: 0))
    terminal.narrator = Renderer("en", ["You", "Bo", "Cy"], 0, plain=True)
    view = game.seat_view(0)
    texts = [terminal.describe(move, view) for move in game.legal_moves(0)]
    texts.append(terminal.describe(catch(1), view))
    assert texts and all(re.match(r"(place|play|doubt|accept|catch) ", s) for s in texts), texts
    assert "catch Bo (forgot to say Larry)" in texts
    assert not any("{" in s or "None" in s for s in texts)
    for locale in ("en", "xx"):  # an unknown locale falls back to English
        with pytest.raises(PromptError, match="between \u221212 and the limit 7"):
            read_claim("9", 3, 7, locale)
        with pytest.raises(PromptError, match=r"y \(yes\) or n \(no\)"):
            read_yes_no("maybe", locale)
