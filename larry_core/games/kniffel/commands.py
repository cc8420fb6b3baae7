"""Kniffel on the command line: `larry replay|simulate|play --game kniffel`
(docs/dice-protocol.md §1–§3; the terminal game in `terminal`)."""

from __future__ import annotations

from larry_core.games.command_line import GameCommands
from larry_core.games.kniffel.replay import replay_document
from larry_core.games.kniffel.simulate import simulate
from larry_core.games.kniffel.terminal import play_terminal

KNIFFEL_COMMANDS = GameCommands(
    "docs/dice-protocol.md", replay_document, simulate, play_terminal)
