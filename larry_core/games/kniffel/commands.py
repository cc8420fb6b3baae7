"""Kniffel on the command line: `larry replay|simulate|play --game kniffel`
(docs/dice-protocol.md §1–§3; the terminal game in `terminal`)."""

from __future__ import annotations

from larry_core.games.command_line import GameCommands
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.replay import replay_document
from larry_core.games.kniffel.simulate import simulate
from larry_core.games.kniffel.terminal import play_terminal

KNIFFEL_COMMANDS = GameCommands(
    "docs/dice-protocol.md", replay_document, simulate, play_terminal, kind=KNIFFEL,
    title_key="kn-dc-game-name",
    # the options of `/… new`, named as the Discord front end names them
    option_texts={
        "rolls": "kn-cmd-opt-rolls", "extra_kniffel": "kn-cmd-opt-extra",
        "zero_kniffel_bonus": "kn-cmd-opt-zero-bonus",
        "full_house_kniffel": "kn-cmd-opt-full-house"})
