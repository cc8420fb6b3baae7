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
    message_id: int | None = None  # the current public message
    meta: dict[str, Any] = field(default_factory=dict)


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
    async def create_table(self, record: TableRecord) -> int:
        """Insert a new table and return its id; ChannelBusy if the channel has an open one."""
    async def save_table(self, record: TableRecord) -> None:
        """Persist the record's mutable fields (status, seats, deadline, message, meta)."""
    async def append_move(
        self, record: TableRecord, index: int, move: str,
        results: list[PlayerResult] | None = None,
    ) -> None:
        """Durably append move `index`; with `results`, also finish the table and update the
        leaderboard in the same transaction. StaleWrite if `index` is already taken."""
    async def set_status(self, table_id: int, status: str) -> None:
        """Change only a table's status (also for a record too corrupt to load)."""
    async def load_open(self) -> list[tuple[TableRecord, list[str]]]:
        """Every lobby or playing table with its moves, for start-up."""
    async def load_moves(self, table_id: int) -> list[str]: ...
    async def leaderboard(self, guild_id: int, offset: int, limit: int) -> list[LeaderRow]: ...
    async def leaderboard_size(self, guild_id: int) -> int: ...
    async def player_stats(self, guild_id: int, user_id: int) -> LeaderRow | None: ...


class ChannelBusy(Exception):
    """The channel already has an open table."""
