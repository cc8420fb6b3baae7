"""Kakerlakenpoker Royal on the command line: `larry replay|simulate|play --game
kakerlakenpoker` (docs/kakerlakenpoker-protocol.md; the terminal game in `terminal`)."""

from __future__ import annotations

from larry_core.games.command_line import GameCommands
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.kakerlake.replay import replay_document
from larry_core.games.kakerlake.simulate import simulate
from larry_core.games.kakerlake.terminal import play_terminal

KAKERLAKE_COMMANDS = GameCommands(
    "docs/kakerlakenpoker-protocol.md", replay_document, simulate, play_terminal, kind=KAKERLAKE,
    title_key="kp-dc-game-name",
    # the options of `/… new`, named as the Discord front end names them
    option_texts={
        "special_cards": "kp-cmd-opt-special", "royal_chain": "kp-cmd-opt-chain",
        "penalty_special": "kp-cmd-opt-penalty-special", "joker_wild": "kp-cmd-opt-joker"})
