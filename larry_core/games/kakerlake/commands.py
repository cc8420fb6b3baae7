"""Kakerlakenpoker Royal on the command line: `larry replay|simulate|play --game
kakerlakenpoker` (docs/kakerlakenpoker-protocol.md; the terminal game in `terminal`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from larry_core.games.kakerlake.replay import replay_document
from larry_core.games.kakerlake.simulate import KpSummary, simulate
from larry_core.games.kakerlake.terminal import play_terminal
from larry_core.text import t


class KakerlakeCommands:
    protocol_doc = "docs/kakerlakenpoker-protocol.md"

    def replay(self, doc: Any) -> dict[str, Any]:
        return replay_document(doc)

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        """No options of its own: the rule options are the tables' (`/kakerlake new`)."""

    def simulate(self, args: argparse.Namespace,
                 progress: Callable[[Any], None]) -> KpSummary:
        return simulate(args.players, args.games, args.seed, None, progress)

    def play(self, args: argparse.Namespace, locale: str) -> int:
        try:
            return play_terminal(args.players, args.seed, args.ai, args.ai_delay,
                                 locale=locale)
        except KeyboardInterrupt:
            print()
            print(t("term-bye", locale))
            return 130


KAKERLAKE_COMMANDS = KakerlakeCommands()
