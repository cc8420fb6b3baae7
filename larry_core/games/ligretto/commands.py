"""Würfel-Ligretto on the command line: `larry replay|simulate|play --game ligretto`
(docs/dice-protocol.md §6). `simulate` races AI racers (`--levels`, one per seat, default
all `normal`); `play` is the real-time terminal game against racers of one speed, `--ai
slow|normal|fast` (or `random`) as `/ligretto new`'s `ai_speed`, with its `--rounds`. The
racers keep their own pace: there is no `--ai-delay`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any, ClassVar

from larry_core.games.command_line import add_ai_options, add_rule_options, rule_values
from larry_core.games.ligretto.ai import LEVEL_NAMES
from larry_core.games.ligretto.kind import LIGRETTO
from larry_core.games.ligretto.replay import replay_document
from larry_core.games.ligretto.simulate import LgSummary, simulate
from larry_core.games.ligretto.terminal import play_terminal
from larry_core.text import t


class LigrettoCommands:
    protocol_doc = "docs/dice-protocol.md"
    title_key = "lg-dc-game-name"
    # the options of `/ligretto new`, named as the Discord front end names them
    option_texts: ClassVar[dict[str, str]] = {"rounds": "lg-cmd-opt-rounds"}

    def replay(self, doc: Any) -> dict[str, Any]:
        return replay_document(doc)

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        if command == "play":
            add_ai_options(parser, locale, choices=(*LEVEL_NAMES, "random"),
                           default="normal", help_key="lg-cli-speed", delay=False)
            add_rule_options(parser, LIGRETTO, self.option_texts, locale)
        elif command == "simulate":
            parser.add_argument("--levels", nargs="+", choices=(*LEVEL_NAMES, "plain", "random"),
                                metavar="LEVEL", help=t("lg-cli-levels", locale))

    def simulate(self, args: argparse.Namespace,
                 progress: Callable[[Any], None]) -> LgSummary:
        levels = args.levels
        if levels is not None and len(levels) != args.players:
            levels = [levels[s % len(levels)] for s in range(args.players)]
        return simulate(args.players, args.games, args.seed, None, progress, levels)

    def play(self, args: argparse.Namespace, locale: str) -> int:
        try:
            return play_terminal(args.players, args.seed, args.ai,
                                 rules=LIGRETTO.rules(rule_values(args, LIGRETTO)),
                                 locale=locale)
        except KeyboardInterrupt:
            print()
            print(t("term-bye", locale))
            return 130


LIGRETTO_COMMANDS = LigrettoCommands()
