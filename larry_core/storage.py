"""The storage seam: what the table service needs from a database, and nothing more.

SQLite (`sqlite_storage.SQLiteStorage`) is the default; a shared server database for
several processes would implement the same Protocol.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


class StaleWrite(Exception):
    """A move was written for a version that another writer already took."""


@dataclass(slots=True)
class TableRecord:
    """Everything about a table except its moves (those are the input log)."""

    id: int
    guild_id: int
    channel_id: int
    host_id: int
    status: str  # lobby | playing | finished | cancelled
    options: dict[str, Any]
    seats: list[dict[str, Any]]  # {"user_id", "name", "ai"}; ai is None or a strategy name
    seed: int
    created_at: float
    deadline: float | None = None  # wall-clock time of the pending timer, if any
    meta: dict[str, Any] = field(default_factory=dict)  # e.g. missed turns per seat
    rev: int = 0  # committed changes so far (the outbox compares it with what was announced)


@dataclass(slots=True)
class StoredTable:
    """An open table as loaded at start-up: its record, its input log, and its outbox (the
    changes after the last announced one, and the publisher's own data)."""

    record: TableRecord
    moves: list[str]
    announced: int = 0
    changes: list[dict[str, Any]] = field(default_factory=list)
    outbox: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PlayerResult:
    user_id: int
    name: str
    score: int
    won: bool


@dataclass(frozen=True, slots=True)
class LeaderRow:
    rank: int
    user_id: int
    name: str
    games: int
    wins: int
    points: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


class Storage(Protocol):
    async def open(self) -> None: ...
    async def close(self) -> None: ...
    async def create_table(self, record: TableRecord, change: dict[str, Any]) -> int:
        """Insert a new table (and its first change) and return its id; ChannelBusy if the
        channel has an open one."""
    async def commit(
        self, record: TableRecord, change: dict[str, Any], move: tuple[int, str] | None = None,
        results: list[PlayerResult] | None = None,
    ) -> None:
        """One change in one transaction: the record's mutable fields (its `rev` must be
        one more than the stored one, else StaleWrite), the change for the outbox, move
        `index` of the input log if any (StaleWrite if taken) and, with `results`, the
        finished game and its leaderboard rows."""
    async def mark_announced(self, table_id: int, rev: int, outbox: dict[str, Any]) -> None:
        """The publisher's own row: changes up to `rev` are shown; its message ids."""
    async def set_status(self, table_id: int, status: str) -> None:
        """Change only a table's status (for a record too corrupt to load)."""
    async def load_open(self) -> list[StoredTable]:
        """Every lobby or playing table with its moves and outbox, for start-up."""
    async def load_moves(self, table_id: int) -> list[str]: ...
    async def leaderboard(self, guild_id: int, offset: int, limit: int) -> list[LeaderRow]: ...
    async def leaderboard_size(self, guild_id: int) -> int: ...
    async def player_stats(self, guild_id: int, user_id: int) -> LeaderRow | None: ...


class ChannelBusy(Exception):
    """The channel already has an open table."""
