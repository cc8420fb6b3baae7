"""What every game's command line shares: `GameCommands`, the `Commands` of a game whose rule
options are its tables' own (its replay protocol, its random-legal simulation and its
terminal game, with no options of their own); `random_playout`, a game played to its end
by random legal moves, and `stat_row`, one line of a simulation's statistics."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from larry_core.games.base import Summary
from larry_core.text import t

Replay = Callable[[Any], dict[str, Any]]
Simulate = Callable[..., Summary]  # (players, games, seed, rules, progress) -> its summary
Play = Callable[..., int]  # (players, seed, ai, ai_delay, *, locale) -> the exit status


class GameCommands:
    """`larry replay|simulate|play --game <name>` for a game: `protocol_doc` names its replay
    protocol's text (in errors); simulate and play run with the game's default rules."""

    def __init__(self, protocol_doc: str, replay: Replay, simulate: Simulate,
                 play: Play) -> None:
        self.protocol_doc = protocol_doc
        self._replay, self._simulate, self._play = replay, simulate, play

    def replay(self, doc: Any) -> dict[str, Any]:
        return self._replay(doc)

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        """No options of its own: the rule options are the tables' (`/<game> new`)."""

    def simulate(self, args: argparse.Namespace, progress: Callable[[Any], None]) -> Summary:
        return self._simulate(args.players, args.games, args.seed, None, progress)

    def play(self, args: argparse.Namespace, locale: str) -> int:
        try:
            return self._play(args.players, args.seed, args.ai, args.ai_delay, locale=locale)
        except KeyboardInterrupt:
            print()
            print(t("term-bye", locale))
            return 130


def stat_row(label: str, value: str) -> str:
    """One line of a simulation's statistics: the label, padded, then its figure."""
    return f"{label.ljust(max(16, len(label) + 1))} {value}"


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
