"""Kniffel on the command line: `larry replay|simulate|play --game kniffel`
(docs/dice-protocol.md §1–§3; the terminal game in `terminal`; `play --coach`: the coach's
review after the game, issue 53), `larry coach kniffel FILE|-` (the coach's review of a
replay document, `coach_text`) and a sample block for `larry cards` (drawn in `art`)."""

from __future__ import annotations

import argparse

from larry_core.games.base import Picture
from larry_core.games.command_line import GameCommands
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.replay import replay_document
from larry_core.games.kniffel.rules import KnRules
from larry_core.games.kniffel.simulate import simulate
from larry_core.games.kniffel.terminal import play_terminal
from larry_core.text import LANGUAGES, t

SAMPLE_FILE = "kniffel-block.png"


class KnSample:
    """Kniffel's sample picture for `larry cards` (a `Pictures`): a block of five players in
    the middle of a game (`art.sample_view`)."""

    def names(self) -> list[str]:
        return [SAMPLE_FILE]

    def files(self, width: int) -> list[Picture]:
        """The block (its size is the block's own: `width` is the cards')."""
        from larry_core.games.kniffel import art  # Pillow loads with it

        block, names = art.sample_view(), list(art.SAMPLE_NAMES)
        return [(SAMPLE_FILE, art.block_png(block, names), art.block_alt(block, names))]


class KnCommands(GameCommands):
    """The shared commands, `--coach` at `play`, `larry coach kniffel` and the sample block
    of `larry cards`."""

    samples = KnSample()

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

    def add_commands(self, subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
                     locale: str) -> dict[str, argparse.ArgumentParser]:
        """`larry coach kniffel FILE|-`: the coach's review of a finished game (issue 53)."""
        p = subparsers.add_parser("coach", help=t("kn-coach-cli-help", locale),
                                  description=t("kn-coach-cli-description", locale))
        p.add_argument("coached", choices=(KNIFFEL.name,), metavar="game",
                       help=t("kn-coach-cli-game", locale))
        p.add_argument("file", help=t("kn-coach-cli-file", locale))
        p.add_argument("--json", action="store_true", help=t("kn-coach-cli-json", locale))
        p.add_argument("--lang", choices=LANGUAGES, default=locale, help=t("cli-lang", locale))
        p.set_defaults(game_command=self.coach)
        return {"coach": p}

    @staticmethod
    def coach(args: argparse.Namespace, locale: str) -> int:
        """Run `larry coach kniffel` (the file, `--json`, in `locale`) -> the exit status."""
        from larry_core.games.kniffel.coach_text import coach_file

        return coach_file(args.file, as_json=args.json, locale=locale)


KNIFFEL_COMMANDS = KnCommands(
    "docs/dice-protocol.md", replay_document, simulate, play_terminal, kind=KNIFFEL,
    title_key="kn-dc-game-name",
    # the options of `/… new`, named as the Discord front end names them
    option_texts={
        "rolls": "kn-cmd-opt-rolls", "extra_kniffel": "kn-cmd-opt-extra",
        "zero_kniffel_bonus": "kn-cmd-opt-zero-bonus",
        "full_house_kniffel": "kn-cmd-opt-full-house"})
