"""Kniffel on the command line: `larry replay|simulate|play --game kniffel`
(docs/dice-protocol.md §1–§3; the terminal game in `terminal`; `play --coach`: the coach's
review after the game, issue 53)."""

from __future__ import annotations

import argparse

from larry_core.games.command_line import GameCommands
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.replay import replay_document
from larry_core.games.kniffel.rules import KnRules
from larry_core.games.kniffel.simulate import simulate
from larry_core.games.kniffel.terminal import play_terminal
from larry_core.text import t


class KnCommands(GameCommands):
    """The shared commands, and `--coach` at `play`."""

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        super().add_options(command, parser, locale)
        if command == "play":
            parser.add_argument("--coach", action="store_true",
                                help=t("kn-coach-cli-flag", locale))

    def play(self, args: argparse.Namespace, locale: str) -> int:
        if not getattr(args, "coach", False):
            return super().play(args, locale)
        try:
            rules = self.rules(args)
            assert isinstance(rules, KnRules)
            return play_terminal(args.players, args.seed, args.ai, args.ai_delay,
                                 rules=rules, locale=locale, coach=True)
        except KeyboardInterrupt:
            print()
            print(t("term-bye", locale))
            return 130


KNIFFEL_COMMANDS = KnCommands(
    "docs/dice-protocol.md", replay_document, simulate, play_terminal, kind=KNIFFEL,
    title_key="kn-dc-game-name",
    # the options of `/… new`, named as the Discord front end names them
    option_texts={
        "rolls": "kn-cmd-opt-rolls", "extra_kniffel": "kn-cmd-opt-extra",
        "zero_kniffel_bonus": "kn-cmd-opt-zero-bonus",
        "full_house_kniffel": "kn-cmd-opt-full-house"})
