"""The game seam: what every game gives the platform, and nothing the platform knows of any
one game.

The table service creates a state, asks who may act, applies a move to a *copy* of the state
(so a refused move or a failed commit needs no undoing), and reads results; the AI seats ask
the game for its strategies, a seat's view and legal moves, and its rule of who sees which
event; server settings and new tables read the game's options from its schema. Front ends
show views and render a seat's *request* (what it may do now) instead of recomputing rules.
A game implements `GameKind` and registers it in `larry_core.games.registry`.

Every game's views have one shape: a `SeatView` is the seat, what only that seat holds
(`hand`), and the `PublicView` everybody may see (players, whose turn, scores, winners, and
the game's own public fields).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

Event = dict[str, Any]


def competition_places(keys: Sequence[Any]) -> list[int]:
    """Each entry's place (1 = first) in the order given, by standard competition ranking:
    a lower key is a better result, equal keys share a place, and the next place counts
    everyone ahead of it ("1, 1, 3")."""
    order = sorted(range(len(keys)), key=keys.__getitem__)
    places = [0] * len(keys)
    for i, entry in enumerate(order):
        before = order[i - 1] if i else None
        places[entry] = (places[before] if before is not None and keys[before] == keys[entry]
                         else i + 1)
    return places


def finishing_order(scores: Sequence[int], winners: Iterable[int] = ()) -> list[tuple[int, int]]:
    """Every seat's (place, seat) of a game's result, best first: the winners ahead of
    everyone else, then the higher score; equal results share a place (1, 1, 3), seats in
    order within it. What every standings list, history and rating of a game numbers by."""
    won = set(winners)
    places = competition_places([(seat not in won, -score) for seat, score in enumerate(scores)])
    return sorted((place, seat) for seat, place in enumerate(places))


class OptionError(ValueError):
    """A refused option value: `key` is its catalogue message, `params` that message's
    values (the option's name, its bounds or its choices)."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True, slots=True)
class Option:
    """One option a host may choose for a new table (and a server may set as its default):
    a whole number within bounds, a switch, or one of a few words."""

    name: str
    default: Any
    low: int | None = None  # a number's bounds
    high: int | None = None
    choices: tuple[str, ...] = ()  # a word's choices
    error: str = ""  # the catalogue key of a refusal ("" : the one for the option's kind)

    @property
    def kind(self) -> str:
        if self.choices:
            return "choice"
        if isinstance(self.default, bool):
            return "switch"
        return "number"

    def check(self, value: Any) -> Any:
        """`value` if it is one this option takes, else OptionError."""
        kind = self.kind
        if kind == "switch":
            if not isinstance(value, bool):
                raise OptionError(self.error or "settings-bad-switch", name=self.name)
        elif kind == "choice":
            if value not in self.choices:
                raise OptionError(self.error or "settings-bad-choice", name=self.name,
                                  allowed=", ".join(self.choices))
        elif (isinstance(value, bool) or not isinstance(value, int)
              or (self.low is not None and value < self.low)
              or (self.high is not None and value > self.high)):
            raise OptionError(self.error or "settings-bad-range", name=self.name,
                              low=self.low, high=self.high)
        return value


class Rules(Protocol):
    """A game's rules object: immutable, stored as JSON."""

    def to_dict(self) -> dict[str, Any]: ...


class Strategy(Protocol):
    """An AI player: chooses one of `legal` from a seat's view and history alone."""

    def choose(self, view: Any, legal: Any, history: Sequence[Mapping[str, Any]],
               rng: Any) -> Any: ...


class State(Protocol):
    """What the platform reads of a game's state directly (everything else goes through
    its `GameKind`)."""

    n: int  # seats
    seed: int
    moves_applied: int


class PublicView(Protocol):
    """What everybody may know of a state; each game adds its own public fields."""

    @property
    def players(self) -> int: ...
    @property
    def to_move(self) -> int | None:
        """The seat whose move is expected (None: nobody's, or the game is over)."""
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def winners(self) -> Sequence[int] | None:
        """None while the game runs."""


class SeatView(Protocol):
    """What one seat may know: its own hidden things and the public view. A renderer or an
    AI gets a view, never the state: a view cannot leak what it was never given."""

    @property
    def seat(self) -> int: ...
    @property
    def hand(self) -> Sequence[Any]:
        """What only this seat holds (card or dice codes)."""
    @property
    def public(self) -> PublicView: ...


class Request(Protocol):
    """What one seat may do now (in the spirit of Pokémon Showdown's choice requests): the
    game's choices grouped as its front ends show them (cards, targets, claims, dice, boxes),
    each resolving to a legal move, so that no front end recomputes the rules."""

    @property
    def seat(self) -> int: ...

    def moves(self) -> list[str]:
        """Every move this seat may make now, as grammar text without the seat prefix
        (empty: nothing to do now)."""


class Summary(Protocol):
    """What `larry simulate` prints of a run: its games so far and its statistics."""

    games: int

    def lines(self, locale: str) -> list[str]: ...


class Commands(Protocol):
    """What a game gives the command line (`larry replay|simulate|play --game <name>`)."""

    protocol_doc: str  # where its replay protocol is written (docs/…), named in errors

    def replay(self, doc: Any) -> dict[str, Any]:
        """The replay protocol: the output document of an input document (never raises)."""
    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        """Its own options of `simulate` and `play` (their help in `locale`)."""
    def simulate(self, args: argparse.Namespace,
                 progress: Callable[[Any], None]) -> Summary:
        """Random-legal games as the options say; `progress` after each."""
    @property
    def play(self) -> Callable[[argparse.Namespace, str], int] | None:
        """One game at the terminal against AI seats (the options, the language) -> the
        exit status; None: the game is played on the table service's terminal
        (`larry_core.terminal`)."""


# An optional attribute of a GameKind (read with getattr, False when absent): True for a game
# that everybody plays at once (Würfel-Ligretto: `actors` is every seat, `turn` None). The
# table service then paces each AI seat on its own (its strategy's `delay(view, rng)` in ms,
# where it has one), lets no move put off another seat's, opens each round for everybody
# after the round pause, and refuses a press made in a round that was stopped: such a kind
# also has `round_of(state) -> int`, the round being played.
SIMULTANEOUS = "simultaneous"


class GameKind(Protocol):
    """One game behind the seam (its states, moves and rules are its own objects); a game
    everybody plays at once also says so (`SIMULTANEOUS`)."""

    name: str  # stored with each table ("larry", "kakerlakenpoker")
    min_players: int
    max_players: int
    options: tuple[Option, ...]  # what a host may choose at `/… new`, with the defaults

    def rules(self, values: Mapping[str, Any]) -> Rules:
        """The rules object of these option values (each already checked by its Option)."""
    def rules_from_dict(self, doc: Any) -> Rules:
        """The stored form of the rules back (ValueError or TypeError if it is not valid)."""
    def option_values(self, rules: Any) -> dict[str, Any]:
        """The option values a rules object was made of (shown in the lobby)."""
    def new(self, players: int, rules: Any, seed: int) -> State:
        """A fresh state for `players` seats, dealt by `seed`."""
    def copy(self, state: Any) -> Any:
        """An independent copy of `state` (its RNG included)."""
    def apply(self, state: Any, seat: int, move: Any) -> list[Event]:
        """Apply `move` for `seat` to `state` (mutating it) or raise IllegalMove."""
    def parse(self, body: str) -> Any:
        """A move from its grammar text (without the seat prefix), or IllegalMove."""
    def format(self, seat: int, move: Any) -> str:
        """The input-log line of a move: ``"<seat>: <body>"``."""
    def actors(self, state: Any) -> list[int]:
        """The seats that may act now, in the order automatic players take their turn
        among them; empty once the game is over."""
    def turn(self, state: Any) -> int | None:
        """The seat whose turn it is (its turn timer runs), if any."""
    def legal_moves(self, state: Any, seat: int) -> Sequence[Any]:
        """Every move `seat` may make now (what an AI strategy chooses from)."""
    def public_view(self, state: Any) -> PublicView: ...
    def seat_view(self, state: Any, seat: int) -> SeatView: ...
    def request(self, state: Any, seat: int) -> Request: ...
    def over(self, state: Any) -> bool: ...
    def scores(self, state: Any) -> Sequence[int]: ...
    def winners(self, state: Any) -> Sequence[int]: ...
    def new_round(self, events: Sequence[Event]) -> bool:
        """Whether these events started a new round (front ends pause, hands are re-sent)."""
    def visible(self, event: Event, seat: int | None) -> bool:
        """Whether `seat` (None: the public) may see `event`."""
    def strategy(self, name: str) -> Strategy:
        """A fresh AI player of strategy `name` ("random", "reasoned", ...)."""
