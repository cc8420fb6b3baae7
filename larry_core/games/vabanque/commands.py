"""Va banque on the command line: `larry replay|simulate|play --game vabanque`
(docs/dice-protocol.md §5; the terminal game in `terminal`)."""

from __future__ import annotations

from larry_core.games.command_line import GameCommands
from larry_core.games.vabanque.replay import replay_document
from larry_core.games.vabanque.simulate import simulate
from larry_core.games.vabanque.terminal import play_terminal

VABANQUE_COMMANDS = GameCommands(
    "docs/dice-protocol.md", replay_document, simulate, play_terminal)
