"""Va banque on the command line: `larry replay|simulate|play --game vabanque`
(docs/dice-protocol.md §5; the terminal game in `terminal`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from larry_core.games.vabanque.replay import replay_document
from larry_core.games.vabanque.simulate import VbSummary, simulate
from larry_core.games.vabanque.terminal import play_terminal
from larry_core.text import t


class VaBanqueCommands:
    protocol_doc = "docs/dice-protocol.md"

    def replay(self, doc: Any) -> dict[str, Any]:
        return replay_document(doc)

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        """No options of its own: the rule options are the tables' (`/vabanque new`)."""

    def simulate(self, args: argparse.Namespace,
                 progress: Callable[[Any], None]) -> VbSummary:
        return simulate(args.players, args.games, args.seed, None, progress)

    def play(self, args: argparse.Namespace, locale: str) -> int:
        try:
            return play_terminal(args.players, args.seed, args.ai, args.ai_delay,
                                 locale=locale)
        except KeyboardInterrupt:
            print()
            print(t("term-bye", locale))
            return 130


VABANQUE_COMMANDS = VaBanqueCommands()
