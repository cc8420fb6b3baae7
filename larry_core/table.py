"""A table: its options, seats, game and the bookkeeping the service keeps around the engine."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from larry_core.engine import Game
from larry_core.rules import RulesError, RuleSet
from larry_core.storage import TableRecord

MAX_SEATS = 8
MIN_SEATS = 2
AI_NAMES = ("Larrybot Ada", "Larrybot Bo", "Larrybot Cy", "Larrybot Dee", "Larrybot Eli",
            "Larrybot Fay", "Larrybot Gus", "Larrybot Hal")


class TableError(Exception):
    """A refused table operation, with a code and a message fit for the user."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class TableOptions:
    rules: RuleSet = field(default_factory=RuleSet)
    turn_seconds: int = 90
    lobby_seconds: int = 900
    ai: str = "reasoned"

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules.to_dict(), "turn_seconds": self.turn_seconds,
                "lobby_seconds": self.lobby_seconds, "ai": self.ai}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableOptions:
        try:
            return cls(rules=RuleSet.from_dict(data.get("rules")),
                       turn_seconds=int(data.get("turn_seconds", 90)),
                       lobby_seconds=int(data.get("lobby_seconds", 900)),
                       ai=str(data.get("ai", "reasoned")))
        except (RulesError, TypeError, ValueError) as exc:
            raise TableError("corrupt", f"stored options are invalid: {exc}") from None


@dataclass(eq=False)
class Table:
    record: TableRecord
    options: TableOptions
    game: Game | None = None
    moves: list[str] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)  # events of the current round
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    timer: asyncio.Task[None] | None = None
    ai_rng: random.Random = field(init=False)
    idle: asyncio.Event = field(default_factory=asyncio.Event)

    def __post_init__(self) -> None:
        # AI choices follow the table's seed (so a seeded terminal game repeats), but they
        # are never replayed: the input log alone is the truth.
        self.ai_rng = random.Random(self.record.seed ^ 0xA1A1)
        self.idle.set()

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Marks a change in flight: readers wait (`idle`) until it is durable or undone."""
        self.idle.clear()
        try:
            yield
        finally:
            self.idle.set()

    @property
    def id(self) -> int:
        return self.record.id

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

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.record.seats):
            if seat.get("user_id") == user_id and not seat.get("ai"):
                return i
        return None

    def name(self, seat: int) -> str:
        return str(self.record.seats[seat]["name"])

    def is_ai(self, seat: int) -> bool:
        return bool(self.record.seats[seat].get("ai"))

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if not self.is_ai(i)]

    def history_for(self, seat: int) -> list[dict[str, Any]]:
        """The events of this round that `seat` may know: public ones and its own private ones."""
        return [e for e in self.history if "to" not in e or seat in e["to"]]
