"""Würfelpoker on the command line: `larry replay|simulate|play --game wuerfelpoker`
(docs/dice-protocol.md §4; the terminal game in `terminal`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from larry_core.games.wuerfelpoker.replay import replay_document
from larry_core.games.wuerfelpoker.simulate import WpSummary, simulate
from larry_core.games.wuerfelpoker.terminal import play_terminal
from larry_core.text import t


class WuerfelpokerCommands:
    protocol_doc = "docs/dice-protocol.md"

    def replay(self, doc: Any) -> dict[str, Any]:
        return replay_document(doc)

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        """No options of its own: the rule options are the tables' (`/wuerfelpoker new`)."""

    def simulate(self, args: argparse.Namespace,
                 progress: Callable[[Any], None]) -> WpSummary:
        """Random-legal games under the printed rules (played until a seat cannot pay)."""
        return simulate(args.players, args.games, args.seed, None, progress)

    def play(self, args: argparse.Namespace, locale: str) -> int:
        try:
            return play_terminal(args.players, args.seed, args.ai, args.ai_delay,
                                 locale=locale)
        except KeyboardInterrupt:
            print()
            print(t("term-bye", locale))
            return 130


WUERFELPOKER_COMMANDS = WuerfelpokerCommands()
