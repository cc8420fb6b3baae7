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


@pytest.mark.parametrize("play", [kniffel, vabanque, wuerfelpoker],
                         ids=["kniffel", "vabanque", "wuerfelpoker"])
def test_odd_numbers_are_asked_again_then_the_game_goes_on(play: Callable[..., int]) -> None:
    lines: Iterator[str] = iter([*ODD, *["1"] * 400])
    out: list[str] = []
    code = play(2, 7, "random", 0.0, read=lambda prompt: next(lines, None), out=out.append)
    assert code == 0
    text = "\n".join(out)
    assert "Traceback" not in text
    assert "  1) " in text and "  [1] " not in text
