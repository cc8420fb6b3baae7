"""Va banque on the command line: `larry replay|simulate|play --game vabanque`
(docs/dice-protocol.md §5; the terminal game in `terminal`)."""

from __future__ import annotations

from larry_core.games.command_line import GameCommands
from larry_core.games.vabanque.kind import VABANQUE
from larry_core.games.vabanque.replay import replay_document
from larry_core.games.vabanque.simulate import simulate
from larry_core.games.vabanque.terminal import play_terminal

VABANQUE_COMMANDS = GameCommands(
    "docs/dice-protocol.md", replay_document, simulate, play_terminal, kind=VABANQUE,
    title_key="vb-dc-game-name",
    # the options of `/… new`, named as the Discord front end names them
    option_texts={
        "chips": "vb-cmd-opt-chips", "stake": "vb-cmd-opt-stake",
        "forfeit": "vb-cmd-opt-forfeit", "cycles": "vb-cmd-opt-cycles"})
