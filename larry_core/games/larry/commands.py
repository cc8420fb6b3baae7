"""Larry on the command line: `larry replay` (docs/conformance.md), `larry simulate` and its
own options. `larry play` runs on the table service's terminal (`larry_core.terminal`), with
Larry's side of it from `terminal`; `larry replay --db` shows a stored game move by move
(`replay_db`), and `larry cards` draws Larry's faces and sample pictures (`cards_cli`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

from larry_core.games.arguments import whole_number
from larry_core.games.base import CardPictures, TerminalHost
from larry_core.games.command_line import add_ai_options
from larry_core.games.larry.replay import replay_document
from larry_core.games.larry.report import StoredTable
from larry_core.games.larry.rules import LARRY_CALLS, RuleSet
from larry_core.games.larry.simulate import Summary, simulate
from larry_core.games.larry.terminal import TerminalTable
from larry_core.text import t

ROUNDS = (1, 10)


class LarryCommands:
    protocol_doc = "docs/conformance.md"
    title_key = "dc-game-name"
    play = None  # the table service's terminal

    def replay(self, doc: Any) -> dict[str, Any]:
        return replay_document(doc)

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        if command == "play":
            add_ai_options(parser, locale)
            parser.add_argument("--rounds", type=whole_number(*ROUNDS, locale), default=3,
                                metavar=f"{ROUNDS[0]}-{ROUNDS[1]}",
                                help=t("cli-play-rounds", locale))
        parser.add_argument("--larry-call", choices=LARRY_CALLS, default="auto",
                            help=t(f"cli-{command}-larry-call", locale))
        if command == "simulate":
            parser.add_argument("--short-game", action="store_true",
                                help=t("cli-simulate-short-game", locale))

    def simulate(self, args: argparse.Namespace,
                 progress: Callable[[Any], None]) -> Summary:
        rules = RuleSet(larry_call=args.larry_call, short_game=args.short_game)
        return simulate(args.players, args.games, args.seed, rules, progress)

    @staticmethod
    def rules(args: argparse.Namespace) -> RuleSet:
        """The rules of `larry play`'s options."""
        return RuleSet(rounds=args.rounds, larry_call=args.larry_call)

    @staticmethod
    def table_terminal(host: TerminalHost, out: Callable[[str], None],
                       locale: str) -> TerminalTable:
        """Larry's side of `larry play` at the table `host` opens."""
        return TerminalTable(host, out, locale)

    @staticmethod
    def replay_stored(record: StoredTable, moves: Sequence[str], locale: str) -> str:
        """`larry replay --db`: a finished game, move by move, and its bluff report."""
        from larry_core.games.larry.replay_db import stored_text

        return stored_text(record, moves, locale)

    @property
    def cards(self) -> CardPictures:
        """`larry cards`: every face and the sample hand, reveal and results pictures."""
        from larry_core.games.larry.cards_cli import LARRY_CARDS  # Pillow loads with it

        return LARRY_CARDS


LARRY_COMMANDS = LarryCommands()
