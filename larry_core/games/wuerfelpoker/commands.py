"""Würfelpoker on the command line: `larry replay|simulate|play --game wuerfelpoker`
(docs/dice-protocol.md §4; the terminal game in `terminal`; simulated games are played
under the printed rules, until a seat cannot pay)."""

from __future__ import annotations

from larry_core.games.command_line import GameCommands
from larry_core.games.wuerfelpoker.replay import replay_document
from larry_core.games.wuerfelpoker.simulate import simulate
from larry_core.games.wuerfelpoker.terminal import play_terminal

WUERFELPOKER_COMMANDS = GameCommands(
    "docs/dice-protocol.md", replay_document, simulate, play_terminal)
