"""The shared front end refuses a game whose texts are missing when it is added, not when a
player first runs the command that needs them."""

from __future__ import annotations

from collections.abc import Mapping

import larry_core.games.registry  # noqa: F401  (every game, and so its catalogue)
from cogs.kakerlake.front import KpFront
from cogs.larry.front import LarryFront
from cogs.tables.front import missing_texts


def test_both_games_have_every_text_their_commands_need() -> None:
    assert missing_texts(LarryFront()) == []
    assert missing_texts(KpFront()) == []


def test_a_front_end_missing_texts_is_named_with_each_missing_key() -> None:
    class Careless(KpFront):
        description = "kp-cmd-nowhere"
        option_texts: Mapping[str, str] = {**KpFront.option_texts, "royal_chain": ""}
        choice_texts: Mapping[str, Mapping[str, str]] = {
            "penalty_special": {"display": "kp-cmd-choice-display"}}

    missing = missing_texts(Careless())
    assert "kp-cmd-nowhere" in missing
    assert "(none given)" in missing  # royal_chain's name, and the choice "hand"
    assert "-desc" in missing
    assert all(key not in missing for key in ("kp-dc-rules", "kp-cmd-new-desc"))
