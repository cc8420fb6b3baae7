"""A table as the service keeps it: its committed record, game state and input log, plus the
changes not yet announced (the outbox) and who caused what (the origin).

Nothing here is changed in place by a move: the service builds the next record and game
state on copies, commits them, and only then swaps them in (`Table.swap`), so a reader
always sees committed state and a failed commit leaves nothing to undo.
"""

from __future__ import annotations

import asyncio
import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any

from larry_core.games.ai_seats import AiSeats
from larry_core.games.base import GameKind, Rules
from larry_core.games.registry import DEFAULT_GAME, GAMES
from larry_core.storage.base import TableRecord
from larry_core.text import LANGUAGES
from larry_core.text.console import AI_NAMES as AI_NAMES  # the AI seats' names

MAX_SEATS = 8
MIN_SEATS = 2
OPEN_STATUSES = ("lobby", "playing")


class TableError(Exception):
    """A refused table operation: a code (its message is `error-<code>` in the catalogue)
    and the parameters that message needs."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class Origin:
    """What caused a change, passed along as data: a press, a command, a timer.

    `handle` is the front end's own object (for Discord, the interaction), opaque here.
    """

    kind: str = "timer"  # press | command | timer | system
    user_id: int | None = None
    handle: Any = None


TIMER = Origin("timer")


@dataclass(frozen=True, slots=True)
class Change:
    """One committed change of a table, as front ends narrate it.

    kind: opened | joined | left | ai_added | started | moved | replaced | cancelled | ended
    `events` are the public events of a move; `params` name whatever the narration needs
    (a player's name, the reason of a close, a timeout count).
    """

    rev: int
    kind: str
    version: int  # the number of moves after this change
    seat: int | None = None
    by: str = "player"  # player | ai | timeout | host | admin | timer
    events: tuple[dict[str, Any], ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    # every event of a move in order, private ones included (drawn cards, a gift's card),
    # for live listeners that show each to its owner only; never stored, never announced
    live: tuple[dict[str, Any], ...] = field(default=(), compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {"rev": self.rev, "kind": self.kind, "version": self.version, "seat": self.seat,
                "by": self.by, "events": list(self.events), "params": self.params}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Change:
        return cls(rev=int(data["rev"]), kind=str(data["kind"]), version=int(data["version"]),
                   seat=data.get("seat"), by=str(data.get("by", "player")),
                   events=tuple(data.get("events", ())), params=dict(data.get("params", {})))


@dataclass(frozen=True, slots=True)
class TableOptions:
    """A table's options, fixed once it opens. `game` names the game it plays (stored in
    the options JSON; the registry's default game when absent) and `rules` is that game's
    own rules object (its defaults when not given)."""

    rules: Any = None
    turn_seconds: int = 90
    lobby_seconds: int = 900
    ai: str = "reasoned"
    language: str = "en"  # the language of the table's public messages: en, de or fr
    pictures: bool = True  # cards drawn as pictures beside the text
    game: str = DEFAULT_GAME
    # a Hint button names the optimal move on each turn (Kniffel's coach, issue 53); a game
    # played with hints is stored unrated
    hints: bool = False

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise ValueError(f"unknown game {self.game!r}")
        kind = GAMES[self.game]
        if self.rules is None:
            object.__setattr__(self, "rules", kind.rules({o.name: o.default
                                                          for o in kind.options}))
        else:
            try:
                own = kind.rules_from_dict(self.rules.to_dict()) == self.rules
            except (AttributeError, TypeError, ValueError):
                own = False
            if not own:
                raise TypeError(f"the rules of a {self.game} table must be its own")
        try:  # the AI that takes over seats must be one of this game's
            kind.strategy(self.ai)
        except KeyError:
            raise ValueError(f"{self.game} has no AI strategy {self.ai!r}") from None

    @property
    def kind(self) -> GameKind:
        """The game this table plays."""
        return GAMES[self.game]

    def to_dict(self) -> dict[str, Any]:
        rules: Rules = self.rules
        out = {"rules": rules.to_dict(), "turn_seconds": self.turn_seconds,
               "lobby_seconds": self.lobby_seconds, "ai": self.ai,
               "language": self.language, "pictures": self.pictures}
        if self.game != DEFAULT_GAME:  # the first game's tables read as they always did
            out["game"] = self.game
        if self.hints:  # only where it is on: every other table's options read as before
            out["hints"] = True
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableOptions:
        try:
            name = str(data.get("game", DEFAULT_GAME))
            return cls(rules=GAMES[name].rules_from_dict(data.get("rules")), game=name,
                       turn_seconds=int(data.get("turn_seconds", 90)),
                       lobby_seconds=int(data.get("lobby_seconds", 900)),
                       ai=str(data.get("ai", "reasoned")),
                       language=_language(data.get("language", "en")),
                       pictures=bool(data.get("pictures", True)),
                       hints=data.get("hints") is True)
        except (KeyError, TypeError, ValueError, AttributeError):
            raise TableError("corrupt", reason="options") from None


def _language(value: object) -> str:
    if value not in LANGUAGES:
        raise ValueError(f"unknown language {value!r}")
    return str(value)


def draft_record(record: TableRecord) -> TableRecord:
    """A copy of `record` that a change may edit freely before it is committed (its seats
    and meta; the options are never changed once the table is open). On every move's path,
    so no generic deep copy."""
    return dataclasses.replace(record, seats=[dict(seat) for seat in record.seats],
                               meta=copy.deepcopy(record.meta))


@dataclass(eq=False)
class Table:
    record: TableRecord
    options: TableOptions
    # the game's state, the game's own object (`options.kind` drives it); None in the lobby
    game: Any = None
    moves: list[str] = field(default_factory=list)
    ai: AiSeats | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # the outbox: changes committed but not yet announced, and the publisher's own data
    announced: int = -1  # the rev last shown (-1: not even the opening)
    pending: list[Change] = field(default_factory=list)
    outbox: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def rev(self) -> int:
        """The number of committed changes (moves, joins, replacements, ...)."""
        return self.record.rev

    @property
    def version(self) -> int:
        """The number of accepted moves: buttons carry it to detect stale presses."""
        return len(self.moves)

    @property
    def status(self) -> str:
        return self.record.status

    @property
    def seats(self) -> list[dict[str, Any]]:
        return self.record.seats

    @property
    def open(self) -> bool:
        return self.record.status in OPEN_STATUSES

    @property
    def round_opens(self) -> float:
        """When the current round of a game everybody plays at once opens for everybody
        (wall-clock seconds; 0: no pause is kept)."""
        return float(self.record.meta.get("round_opens", 0.0))

    def seat_of(self, user_id: int) -> int | None:
        """The seat `user_id` plays now (not one an AI has taken over)."""
        for i, seat in enumerate(self.record.seats):
            if seat.get("user_id") == user_id and not seat.get("ai"):
                return i
        return None

    def holds(self, seat: int, user_id: int) -> bool:
        """Whether `user_id` still plays `seat` (checked at send time before a private send)."""
        return 0 <= seat < len(self.seats) and self.seat_of(user_id) == seat

    def name(self, seat: int) -> str:
        return str(self.record.seats[seat]["name"])

    def is_ai(self, seat: int) -> bool:
        return bool(self.record.seats[seat].get("ai"))

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if not self.is_ai(i)]

    def ai_kinds(self) -> dict[int, str]:
        return {i: str(s["ai"]) for i, s in enumerate(self.seats) if s.get("ai")}

    def unannounced(self) -> list[Change]:
        """The committed changes the channel has not been shown yet, oldest first."""
        return [c for c in self.pending if c.rev > self.announced]
