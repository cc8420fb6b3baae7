"""Würfelpoker on the command line: `larry replay|simulate|play --game wuerfelpoker`
(docs/dice-protocol.md §4; the terminal game in `terminal`; simulated games are played
under the printed rules, until a seat cannot pay)."""

from __future__ import annotations

from larry_core.games.command_line import GameCommands
from larry_core.games.wuerfelpoker.kind import WUERFELPOKER
from larry_core.games.wuerfelpoker.replay import replay_document
from larry_core.games.wuerfelpoker.simulate import simulate
from larry_core.games.wuerfelpoker.terminal import play_terminal

WUERFELPOKER_COMMANDS = GameCommands(
    "docs/dice-protocol.md", replay_document, simulate, play_terminal, kind=WUERFELPOKER,
    title_key="wp-dc-game-name",
    # the options of `/… new`, named as the Discord front end names them
    option_texts={
        "chips": "wp-cmd-opt-chips", "ante": "wp-cmd-opt-ante", "rolls": "wp-cmd-opt-rolls",
        "first_sets_rolls": "wp-cmd-opt-first-sets-rolls", "rounds": "wp-cmd-opt-rounds",
        "raising": "wp-cmd-opt-raising", "raise_limit": "wp-cmd-opt-raise-limit"})
