"""What every game's command line shares: `GameCommands`, the `Commands` of a game whose rule
options are its tables' own (its replay protocol, its random-legal simulation, and its
terminal game with the options of its `/… new`, `add_rule_options`, and the AI's,
`add_ai_options`); `random_playout`, a game played to its end by random legal moves, and
`stat_rows`, a simulation's statistics in aligned columns."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from larry_core.games.arguments import seconds, whole_number
from larry_core.games.base import GameKind, Option, Rules, Summary
from larry_core.text import DEFAULT_LOCALE, t

MAX_AI_DELAY = 10.0

Replay = Callable[[Any], dict[str, Any]]
Simulate = Callable[..., Summary]  # (players, games, seed, rules, progress) -> its summary
# (players, seed, ai, ai_delay, *, rules, locale) -> the exit status
Play = Callable[..., int]


def option_flag(text_key: str) -> str:
    """A rule option's command-line flag: its `/… new` name in English, with hyphens
    (`further_kniffel` -> `--further-kniffel`)."""
    return "--" + t(text_key, DEFAULT_LOCALE).replace("_", "-")


def add_rule_options(parser: argparse.ArgumentParser, kind: GameKind,
                     texts: Mapping[str, str], locale: str) -> None:
    """`kind`'s options (those a host chooses at `/… new`) as `parser`'s: each under its
    `/… new` name (`texts`: the option's name -> its catalogue key, the same as the
    Discord front end's), with the same bounds, choices and defaults, and its description
    there as its help; a switch is `--name` / `--no-name`."""
    for option in kind.options:
        key = texts[option.name]
        flag, help_text = option_flag(key), t(f"{key}-desc", locale)
        if option.kind == "switch":
            parser.add_argument(flag, dest=option.name, action=argparse.BooleanOptionalAction,
                                default=option.default, help=help_text)
        elif option.kind == "choice":
            parser.add_argument(flag, dest=option.name, choices=option.choices,
                                default=option.default, help=help_text)
        else:
            parser.add_argument(flag, dest=option.name, type=_bounded(option, locale),
                                default=option.default, metavar=f"{option.low}-{option.high}",
                                help=help_text)


def _bounded(option: Option, locale: str) -> Callable[[str], int]:
    assert option.low is not None and option.high is not None
    return whole_number(option.low, option.high, locale)


def rule_values(args: argparse.Namespace, kind: GameKind) -> dict[str, Any]:
    """The rule options' values the command line was given (or their defaults)."""
    return {option.name: getattr(args, option.name) for option in kind.options}


def add_ai_options(parser: argparse.ArgumentParser, locale: str, *,
                   choices: Sequence[str] = ("reasoned", "random"), default: str = "reasoned",
                   help_key: str = "cli-play-ai", delay: bool = True) -> None:
    """`--ai` (the AI players' strategy, or their speed) and `--ai-delay` (the pause before
    each AI move, where the game's AI moves in turn)."""
    parser.add_argument("--ai", choices=tuple(choices), default=default,
                        help=t(help_key, locale))
    if delay:
        parser.add_argument("--ai-delay", type=seconds(MAX_AI_DELAY, locale), default=0.8,
                            metavar="SECONDS",
                            help=t("cli-play-ai-delay", locale, max=f"{MAX_AI_DELAY:g}"))


class GameCommands:
    """`larry replay|simulate|play --game <name>` for a game: `protocol_doc` names its replay
    protocol's text (in errors), `title_key` the game's name; simulate runs with the game's
    default rules, play with the options of its `/… new` (`option_texts`: each option's
    catalogue key, as the Discord front end names it)."""

    def __init__(self, protocol_doc: str, replay: Replay, simulate: Simulate, play: Play, *,
                 kind: GameKind, title_key: str, option_texts: Mapping[str, str]) -> None:
        self.protocol_doc, self.kind, self.title_key = protocol_doc, kind, title_key
        self.option_texts = dict(option_texts)
        self._replay, self._simulate, self._play = replay, simulate, play

    def replay(self, doc: Any) -> dict[str, Any]:
        return self._replay(doc)

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        """At `play`: the AI's options and the game's rule options (those of `/… new`)."""
        if command == "play":
            add_ai_options(parser, locale)
            add_rule_options(parser, self.kind, self.option_texts, locale)

    def rules(self, args: argparse.Namespace) -> Rules:
        return self.kind.rules(rule_values(args, self.kind))

    def simulate(self, args: argparse.Namespace, progress: Callable[[Any], None]) -> Summary:
        return self._simulate(args.players, args.games, args.seed, None, progress)

    def play(self, args: argparse.Namespace, locale: str) -> int:
        try:
            return self._play(args.players, args.seed, args.ai, args.ai_delay,
                              rules=self.rules(args), locale=locale)
        except KeyboardInterrupt:
            print()
            print(t("term-bye", locale))
            return 130


def stat_row(label: str, value: str, width: int = 16) -> str:
    """One line of a simulation's statistics: the label, padded to `width`, then its
    figure."""
    return f"{label.ljust(max(width, len(label) + 1))} {value}"


def stat_rows(rows: Sequence[tuple[str, str]]) -> list[str]:
    """A simulation's statistics, one figure a line after its label, the figures in one
    column (at least 17 characters in, past the longest label)."""
    width = max([16, *(len(label) + 1 for label, _ in rows)])
    return [stat_row(label, value, width) for label, value in rows]


class Playable(Protocol):
    """What a random playout needs of a game's state."""

    seed: int

    @property
    def over(self) -> bool: ...
    @property
    def to_move(self) -> int | None: ...
    def legal_moves(self, seat: int) -> Sequence[Any]: ...
    def apply(self, seat: int, move: Any) -> list[dict[str, Any]]: ...


def random_playout(game: Playable, rng: random.Random,
                   record: Callable[[list[dict[str, Any]]], None] | None = None,
                   limit: int = 100_000) -> int:
    """Play `game` to its end with uniformly random legal moves, each move's events handed to
    `record`; the number of moves (RuntimeError past `limit`: a game that does not end)."""
    moves = 0
    while not game.over:
        seat = game.to_move
        assert seat is not None
        legal = game.legal_moves(seat)
        events = game.apply(seat, legal[rng.randrange(len(legal))])
        moves += 1
        if moves > limit:
            raise RuntimeError(f"game {game.seed} does not end")
        if record is not None:
            record(events)
    return moves
