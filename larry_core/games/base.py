"""The game seam: what every game gives the platform, and nothing the platform knows of any
one game.

A game is two things, in the spirit of OpenSpiel's `Game`/`State`: its `GameKind` (its name,
player counts, options, the rules object made of them, its move grammar, its rule of who sees
which event, its AI strategies, and `new`, which makes a state) and its state class, which
implements the `GameState` seam itself (nothing forwards from the kind to the state). The
table service makes a state with `kind.new`, asks the state who may act, applies a move to a
*copy* of it (so a refused move or a failed commit needs no undoing), and reads its
`results()`; the AI seats ask the kind for strategies and the state for a seat's view and
legal moves; server settings and new tables read the kind's options. Front ends show views
and render a seat's *request* (what it may do now) instead of recomputing rules. A game
registers its kind in `larry_core.games.registry`.

Every game's views have one shape: a `SeatView` is the seat, what only that seat holds
(`hand`), and the `PublicView` everybody may see (players, whose turn, scores, winners, and
the game's own public fields).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

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


def places_of(scores: Sequence[int], winners: Iterable[int] = ()) -> list[int]:
    """Each seat's place (1 = first) of a game's result: the winners ahead of everyone else,
    then the higher score; equal results share a place (1, 1, 3)."""
    won = set(winners)
    return competition_places([(seat not in won, -score) for seat, score in enumerate(scores)])


def finishing_order(scores: Sequence[int], winners: Iterable[int] = ()) -> list[tuple[int, int]]:
    """Every seat's (place, seat) of a game's result, best first: the winners ahead of
    everyone else, then the higher score; equal results share a place (1, 1, 3), seats in
    order within it. What every standings list, history and rating of a game numbers by."""
    return sorted((place, seat) for seat, place in enumerate(places_of(scores, winners)))


@dataclass(frozen=True, slots=True)
class Results:
    """A game's results in one shape for every game (`GameState.results()`): one score per
    seat (the running totals while the game runs; a game without points scores 1 for each
    winner), the winners (empty while it runs) and each seat's place by `finishing_order`'s
    rule (1 = first; while it runs, by the scores so far)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...] = ()
    places: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        scores, winners = tuple(self.scores), tuple(self.winners)
        if not set(winners) <= set(range(len(scores))):
            raise ValueError(f"winners {winners} are not seats of {len(scores)}")
        object.__setattr__(self, "scores", scores)
        object.__setattr__(self, "winners", winners)
        object.__setattr__(self, "places", tuple(places_of(scores, winners)))

    def standings(self) -> list[tuple[int, int]]:
        """Every seat's (place, seat), best first (seats in order within a shared place)."""
        return sorted((place, seat) for seat, place in enumerate(self.places))


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


@runtime_checkable
class GameState(Protocol):
    """One game's state, the seam the platform plays through (each game's engine state class
    implements it itself). `apply` mutates the state, so the table service applies a move to
    a `copy()` and keeps the copy once it is committed."""

    n: int  # seats
    seed: int
    moves_applied: int

    @property
    def over(self) -> bool:
        """Whether the game has ended (an attribute or a property)."""
    def copy(self) -> GameState:
        """An independent copy (its random source included)."""
    def apply(self, seat: int, move: Any) -> list[Event]:
        """Apply `move` for `seat` (mutating the state) and return its events, or raise
        IllegalMove and change nothing."""
    def actors(self) -> list[int]:
        """The seats that may act now, in the order automatic players take their turn
        among them; empty once the game is over."""
    def turn(self) -> int | None:
        """The seat whose turn it is (its turn timer runs), if any."""
    def legal_moves(self, seat: int) -> Sequence[Any]:
        """Every move `seat` may make now (what an AI strategy chooses from)."""
    def request(self, seat: int) -> Request:
        """What `seat` may do now, grouped as front ends show it."""
    def public_view(self) -> PublicView:
        """What everybody may know of the state."""
    def seat_view(self, seat: int) -> SeatView:
        """What `seat` may know of the state."""
    def results(self) -> Results:
        """The scores, winners and places (running totals while the game runs)."""


@runtime_checkable
class SimultaneousState(GameState, Protocol):
    """The state of a game everybody plays at once (`SIMULTANEOUS`)."""

    @property
    def round(self) -> int:
        """The round being played: a press names the round it was made in, and the table
        service refuses it once that round was stopped."""


class Summary(Protocol):
    """What `larry simulate` prints of a run: its games so far and its statistics."""

    games: int

    def lines(self, locale: str) -> list[str]: ...


class Commands(Protocol):
    """What a game gives the command line (`larry replay|simulate|play --game <name>`).

    The command line (`larry_core.__main__` and the modules beside it) reaches a game only
    through its commands in the registry, never by its name. What only some games give is
    optional, read with getattr (absent: the game has none):

    - `title_key`: the catalogue key of the game's name (else its name is shown);
    - `rules(args)` and `table_terminal(host, out, locale)`, when `play` is None: the game
      is played on the table service's terminal (`TableCommands`);
    - `replay_stored(record, moves, locale)`: `larry replay --db PATH <id>` of a finished
      game of it, the text printed (`StoredReplay`);
    - `cards` (`CardPictures`): its cards for `larry cards --game <name>`; `samples`
      (`Pictures`): its sample pictures, written with the default game's cards;
    - `add_commands(subparsers, locale)`: subcommands of its own (`GameSubcommands`).
    """

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
        (`larry_core.terminal`, with the game's `TableCommands`)."""


# --- the table service's terminal (`larry play` of a game whose `Commands.play` is None) ---
# The platform's `larry_core.terminal` runs the table service with a throw-away database and
# gives the game a `TerminalHost`; the game's `TableTerminal` narrates each change and asks
# the human for moves. The game never imports the table service (it is the layer above).
TERMINAL_USER = 1  # the human's user id at the table service's terminal


class Lines(Protocol):
    """Typed input, a line at a time."""

    async def read(self) -> str | None:
        """The next line, without its newline; None once the input has ended."""


class TerminalHost(Protocol):
    """The table service as the human at the terminal uses it: one table, opened, started
    and played through here (the human is the user `TERMINAL_USER`)."""

    async def open(self, name: str, seed: int | None, ai: str, rules: Any) -> Any:
        """Open the human's table (the human seated as `name`; the AI strategy `ai`; the
        deal and seat order of `seed`, None: a random one) -> the table: its `game`,
        `seats`, `status`, `version` and `seat_of(user)`."""
    async def start(self, players: int) -> None:
        """Fill the table with AI seats up to `players` and start the game."""
    async def play(self, body: str) -> None:
        """The human's move (the move grammar, without the seat prefix). IllegalMove if the
        game refuses it (the game's terminal says why, in its words); a refusal of the table
        itself is told to the human here."""


class TableTerminal(Protocol):
    """A game's side of the table service's terminal: it narrates each change of the table
    (`on_change`, the service's listener) and plays the human's seat (`run`)."""

    def on_change(self, table: Any, change: Any, origin: Any) -> None: ...
    async def run(self, reader: Lines, players: int, seed: int | None, ai: str,
                  rules: Any) -> int:
        """Open the table through the host, play until the game ends or the human leaves
        -> the exit status."""


class TableCommands(Commands, Protocol):
    """The commands of a game played on the table service's terminal (`play` is None)."""

    def rules(self, args: argparse.Namespace) -> Rules:
        """The rules of `larry play`'s options."""
    def table_terminal(self, host: TerminalHost, out: Callable[[str], None],
                       locale: str) -> TableTerminal:
        """The game's terminal at the table `host` opens: it writes lines with `out`."""


class StoredReplay(Protocol):
    """`larry replay --db PATH <id>` of a finished game of this game (`larry_core.replay_db`
    finds it in the database and refuses what is not one)."""

    def __call__(self, record: Any, moves: Sequence[str], locale: str) -> str:
        """The text printed of the stored table `record` (its `id`, `seats`, `seed`,
        `options`) and its input log `moves`, in `locale`; CorruptLog if they no longer
        replay."""


# --- `larry cards` (`larry_core.cards_cli`): pictures to look at without Discord ----------
Picture = tuple[str, bytes, str]  # a file written: its name, the PNG, its alt text


class Pictures(Protocol):
    """Pictures of a game that `larry cards` writes."""

    def names(self) -> list[str]:
        """The files' names, without drawing them."""
    def files(self, width: int) -> list[Picture]:
        """The pictures, drawn with cards `width` pixels wide."""


class CardPictures(Pictures, Protocol):
    """A game's cards for `larry cards --game <name>`: every face and its sample pictures,
    their alt texts in `alt_file` (a line each: the file's name, a tab, its alt text)."""

    alt_file: str
    width: int  # the width of a face by default, in pixels


class GameSubcommands(Protocol):
    """Subcommands a game adds to `larry` (Kniffel's `coach`)."""

    def __call__(self, subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
                 locale: str) -> dict[str, argparse.ArgumentParser]:
        """Add them (their help in `locale`) -> each one's parser, by its name. Each parser's
        defaults hold `game_command`: what runs it, (the parsed arguments, the language)
        -> the exit status."""


# An optional attribute of a GameKind (read with getattr, False when absent): True for a game
# that everybody plays at once (Würfel-Ligretto: `actors` is every seat, `turn` None). The
# table service then paces each AI seat on its own (its strategy's `delay(view, rng)` in ms,
# where it has one), lets no move put off another seat's, opens each round for everybody
# after the round pause, and refuses a press made in a round that was stopped: such a kind's
# states are `SimultaneousState`s (their `round` is the round being played).
SIMULTANEOUS = "simultaneous"


class GameKind(Protocol):
    """One game's metadata and factories: its states are its own class implementing
    `GameState` (the kind forwards nothing to them), its moves and rules its own objects; a
    game everybody plays at once also says so (`SIMULTANEOUS`)."""

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
    def new(self, players: int, rules: Any, seed: int) -> GameState:
        """A fresh state for `players` seats, dealt by `seed`."""
    def parse(self, body: str) -> Any:
        """A move from its grammar text (without the seat prefix), or IllegalMove."""
    def format(self, seat: int, move: Any) -> str:
        """The input-log line of a move: ``"<seat>: <body>"``."""
    def new_round(self, events: Sequence[Event]) -> bool:
        """Whether these events started a new round (front ends pause, hands are re-sent)."""
    def visible(self, event: Event, seat: int | None) -> bool:
        """Whether `seat` (None: the public) may see `event`."""
    def strategy(self, name: str) -> Strategy:
        """A fresh AI player of strategy `name` ("random", "reasoned", ...)."""


# The methods of the state seam: a `GameKind` defines none of them (tests check it).
STATE_SEAM = ("copy", "apply", "actors", "turn", "legal_moves", "request", "public_view",
              "seat_view", "over", "results")
