"""The storage seam: what the table service needs from a database, and nothing more.

SQLite (`sqlite_storage.SQLiteStorage`) is the default; a shared server database for
several processes would implement the same Protocol.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from larry_core.storage.shards import Shards


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
    """A table as loaded at start-up: its record, its input log, and its outbox (the
    changes after the last announced one, and the publisher's own data; a closed table's
    `changes` are all of them: `Storage.load_unannounced_closed`)."""

    record: TableRecord
    moves: list[str]
    announced: int = 0
    changes: list[dict[str, Any]] = field(default_factory=list)
    outbox: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One seat's result of a finished game. An AI seat has a synthetic negative user id
    (`larry_core.storage.ratings.ai_user_id`) and `ai` set to its strategy; it is rated too."""

    user_id: int
    name: str
    score: int
    won: bool
    seat: int | None = None
    ai: str | None = None


# `results.rated`: 0 a game stored before ratings (rated by the backfill on open), 1 rated,
# UNRATED a game that is never rated (played with hints, issue 53)
UNRATED = 2


def results_game(results: list[PlayerResult] | None, game: str | None) -> str:
    """The game a commit's results are of (ValueError for results without one; "" when the
    commit has no results)."""
    if results is None:
        return game or ""
    if not game:
        raise ValueError("a finished game's results need the name of its game")
    return game


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


RATING_SORTS = ("rating", "wins", "games", "win_rate")  # rating_board's `sort`


@dataclass(frozen=True, slots=True)
class RatingRow:
    """A player on a server's rated leaderboard (`rank` in the order asked for)."""

    rank: int
    user_id: int
    name: str
    ai: str | None  # an AI seat's strategy; None for a person
    mu: float
    sigma: float
    games: int
    wins: int
    points: int

    @property
    def ordinal(self) -> float:
        """The conservative estimate the board ranks by: mu - 3 sigma."""
        return self.mu - 3.0 * self.sigma

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A player's rating right after one finished game (`place`: their finishing place)."""

    table_id: int
    at: float
    mu: float
    sigma: float
    place: int

    @property
    def ordinal(self) -> float:
        return self.mu - 3.0 * self.sigma


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A finished game as listed: its standings rows are {"user_id", "name", "score", "won"}
    (+ "seat", "ai"; a forgotten player's row has user_id and name None, "forgotten")."""

    table_id: int
    guild_id: int
    game: str
    finished_at: float
    standings: list[dict[str, Any]]


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game to revisit: its summary, stored record and whole input log."""

    summary: GameSummary
    record: TableRecord
    moves: list[str]


@dataclass(frozen=True, slots=True)
class ForgetReport:
    """What forgetting a player removed: player rows (one per server and game), rating
    history rows, and the finished or closed tables whose seat became anonymous."""

    players: int
    history: int
    tables: int
    nights: int = 0  # the player's results in game nights (their rows are deleted)


@dataclass(frozen=True, slots=True)
class NightSeat:
    """One seat's result in one game of a game night: its place in that game (1 = first,
    equal results share a place) and the points that place earned, doubled (`half_points`:
    tied places share their points, so a result may end in a half). An AI seat has its
    rating id (`ratings.ai_user_id`, negative) and `ai` set to its strategy."""

    user_id: int
    name: str
    place: int
    half_points: int
    ai: str | None = None


@dataclass(frozen=True, slots=True)
class NightGame:
    """A finished game of a night: its table, game, end, how many seats it had (a forgotten
    player's too), and the results of the seats still known, best first."""

    table_id: int
    game: str
    finished_at: float
    seats: int
    results: tuple[NightSeat, ...]


@dataclass(frozen=True, slots=True)
class NightRecord:
    """A game night of one channel as stored: when it started (its first table opened),
    when its last game ended (`last_at`), when `/night end` ended it (None: not ended so),
    and its games in the order they ended."""

    id: int
    guild_id: int
    channel_id: int
    started_at: float
    last_at: float
    ended_at: float | None
    games: tuple[NightGame, ...]


@dataclass(frozen=True, slots=True)
class NightlessGame:
    """A finished game in no game night (a crash came between its last move and its night):
    its table's record, when it finished, and its outbox row's data (the publisher's own,
    where a thread table keeps its channel)."""

    record: TableRecord
    finished_at: float
    outbox: dict[str, Any]


class GameNotFinished(Exception):
    """The table is still open (lobby or playing): it cannot be revisited yet."""


class StillSeated(ValueError):
    """The player still has a seat at open tables (ids in `tables`): nothing was forgotten.
    (A ValueError, so a write batch undoes only this job.)"""

    def __init__(self, tables: list[int]) -> None:
        super().__init__(f"still seated at table(s) {', '.join(map(str, tables))}")
        self.tables = tables


class Storage(Protocol):
    async def open(self) -> None: ...
    async def close(self) -> None: ...
    async def create_table(self, record: TableRecord, change: dict[str, Any]) -> int:
        """Insert a new table (and its first change) and return its id; ChannelBusy if the
        channel has an open one."""
    async def commit(
        self, record: TableRecord, change: dict[str, Any], move: tuple[int, str] | None = None,
        results: list[PlayerResult] | None = None, game: str | None = None, *,
        rated: bool = True,
    ) -> None:
        """One change in one transaction: the record's mutable fields (its `rev` must be
        one more than the stored one, else StaleWrite), the change for the outbox, move
        `index` of the input log if any (StaleWrite if taken) and, with `results`, the
        finished `game` (required with them), its leaderboard rows, and every seat's new
        rating and history row. A game that is not `rated` (one played with hints) is
        stored as finished (`results.rated` = `UNRATED`: listed, replayed, reviewed) without
        leaderboard rows or ratings."""
    async def mark_announced(self, table_id: int, rev: int, outbox: dict[str, Any]) -> None:
        """The publisher's own row: changes up to `rev` are shown; its message ids."""
    async def set_status(self, table_id: int, status: str) -> None:
        """Change only a table's status (for a record too corrupt to load)."""
    async def load_open(self, shards: Shards | None = None) -> list[StoredTable]:
        """Every lobby or playing table with its moves and outbox, for start-up (only those
        of guilds in `shards`, if given: `larry_core.storage.shards`)."""
    async def load_unannounced_closed(self, shards: Shards | None = None,
                                      ) -> list[StoredTable]:
        """Every finished or cancelled table (of `shards`' guilds; None: all) whose outbox
        still holds a change not yet announced (a crash came between its last change and
        its announcement), with its moves, outbox row and *every* change, in order; a closed
        table whose changes were all announced is not read."""
    async def claim_shards(self, owner: str, shards: Shards, ttl: float) -> float:
        """Take or renew `owner`'s lease on all of `shards` for `ttl` seconds (all or none);
        the expiry. ShardsTaken while another owner holds a live lease on one of them."""
    async def release_shards(self, owner: str) -> None: ...
    async def load_moves(self, table_id: int) -> list[str]: ...
    async def load_table(self, table_id: int) -> TableRecord | None:
        """A table's stored record (any status); None if there is no such table."""
    async def leaderboard(self, guild_id: int, offset: int, limit: int, *,
                          game: str) -> list[LeaderRow]:
        """People by wins, points, fewer games (AI seats are not listed)."""
    async def leaderboard_size(self, guild_id: int, *, game: str) -> int: ...
    async def player_stats(self, guild_id: int, user_id: int, *,
                           game: str) -> LeaderRow | None: ...

    # ---- after the game
    async def rating_board(self, guild_id: int, *, sort: str = "rating", hide_ai: bool = False,
                           offset: int = 0, limit: int = 10,
                           game: str) -> list[RatingRow]:
        """A page of the server's rated leaderboard. `sort` (RATING_SORTS): "rating" (the
        ordinal, best first), "wins", "games" or "win_rate", each then by rating; ValueError
        for another. `hide_ai` leaves AI seats out (ranks count people only)."""
    async def rating_board_size(self, guild_id: int, *, hide_ai: bool = False,
                                game: str) -> int: ...
    async def player_rating(self, guild_id: int, user_id: int, *, hide_ai: bool = False,
                            game: str) -> RatingRow | None:
        """One player's row with their rank on the board sorted by rating."""
    async def rating_history(self, guild_id: int, user_id: int, *, limit: int = 100,
                             game: str) -> list[RatingPoint]:
        """The player's rating after each of their last `limit` rated games, oldest first."""
    async def recent_games(self, guild_id: int, *, user_id: int | None = None,
                           offset: int = 0, limit: int = 10,
                           game: str) -> list[GameSummary]:
        """The server's finished games, newest first (only those `user_id` played in)."""
    async def recent_games_size(self, guild_id: int, *, user_id: int | None = None,
                                game: str) -> int: ...
    async def load_finished(self, table_id: int,
                            guild_id: int | None = None) -> FinishedGame | None:
        """A finished game with its record and input log; None if there is none (or it
        belongs to another server than `guild_id`); GameNotFinished if it is still open."""
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """The server's stored settings document (empty if it never set any, or if its row
        is damaged); `larry_core.tables.settings` reads it."""
    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any]) -> None: ...
    async def dms_closed(self) -> set[int]:
        """The users whose direct messages were last found closed to the bot."""
    async def set_dms_closed(self, user_id: int, closed: bool) -> None:
        """Remember that the user's direct messages are closed (or open again)."""
    async def latest_night(self, channel_id: int) -> NightRecord | None:
        """The channel's newest game night with its games (None: it never had one)."""
    async def add_night_game(self, night_id: int | None, guild_id: int, channel_id: int,
                             started_at: float, game: NightGame) -> int:
        """Add a finished game to the night `night_id` (None: to a new night of the channel,
        started at `started_at`) and move the night's `last_at` to the game's end; the id
        of the night. A table already in a night stays there, unchanged (its night's id)."""
    async def end_night(self, night_id: int, at: float) -> bool:
        """End a night (`/night end`) at `at`; False if it was already ended."""
    async def games_outside_nights(self, since: float, shards: Shards | None = None,
                                   ) -> list[NightlessGame]:
        """The finished games (of `shards`' guilds; None: all) whose results were stored at
        `since` or later and that are in no game night, in the order they finished."""
    async def forget_user(self, user_id: int) -> ForgetReport:
        """Remove the user's name, stats, rating and rating history from every server, and
        their results in game nights; their seats in closed tables and finished games become
        anonymous (scores kept, so the others' results stay as they were). StillSeated,
        changing nothing, while they have a seat at an open table."""


class ChannelBusy(Exception):
    """The channel already has an open table."""


class StorageUnavailable(Exception):
    """The database cannot be reached right now (a server restart, a dropped connection):
    nothing was written, or (for a commit cut off mid-way) whether it was is unknown. The
    backend reconnects by itself; the caller may try again in a moment."""
