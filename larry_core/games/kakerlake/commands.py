"""Kakerlakenpoker Royal on the command line: `larry replay|simulate|play --game
kakerlakenpoker` (docs/kakerlakenpoker-protocol.md; the terminal game in `terminal`) and
`larry cards --game kakerlakenpoker` (its faces and sample pictures, drawn in `art`)."""

from __future__ import annotations

from larry_core.games.base import CardPictures
from larry_core.games.command_line import GameCommands
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.kakerlake.replay import replay_document
from larry_core.games.kakerlake.simulate import simulate
from larry_core.games.kakerlake.terminal import play_terminal


class KpCommands(GameCommands):
    """The shared commands, and the cards of `larry cards --game kakerlakenpoker`."""

    @property
    def cards(self) -> CardPictures:
        """Every face, kp-card-<code>.png, and a sample display and hand."""
        from larry_core.games.kakerlake.art import KP_CARDS  # Pillow loads with it

        return KP_CARDS


KAKERLAKE_COMMANDS = KpCommands(
    "docs/kakerlakenpoker-protocol.md", replay_document, simulate, play_terminal, kind=KAKERLAKE,
    title_key="kp-dc-game-name",
    # the options of `/… new`, named as the Discord front end names them
    option_texts={
        "special_cards": "kp-cmd-opt-special", "royal_chain": "kp-cmd-opt-chain",
        "penalty_special": "kp-cmd-opt-penalty-special", "joker_wild": "kp-cmd-opt-joker"})
