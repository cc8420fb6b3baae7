"""The read-only queries both storage backends run alike: leaderboards, ratings, finished
games and server settings. SQL is written once, with `?` placeholders; each backend runs it
through `_rows` (PostgreSQL numbers the placeholders `$1, $2, …`)."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from larry_core.storage.base import (
    FinishedGame,
    GameNotFinished,
    GameSummary,
    LeaderRow,
    NightGame,
    NightlessGame,
    NightRecord,
    NightSeat,
    RatingPoint,
    RatingRow,
    TableRecord,
)
from larry_core.storage.standings import board_order, load_standings

if TYPE_CHECKING:
    from larry_core.storage.shards import Shards

log = logging.getLogger(__name__)
_SUMMARY = "SELECT table_id, guild_id, game, finished_at, standings FROM results"


def _summary(row: Sequence[Any]) -> GameSummary:
    table_id, guild_id, game, finished_at, text = row
    return GameSummary(table_id, guild_id, game, finished_at, load_standings(text))


def _played_by(guild_id: int, game: str, user_id: int | None) -> tuple[str, tuple[Any, ...]]:
    """The filter of a game list to the games `user_id` played (none for None)."""
    if user_id is None:
        return "", ()
    return (" AND table_id IN (SELECT table_id FROM rating_history WHERE guild_id=?"
            " AND game=? AND user_id=?)", (guild_id, game, user_id))


class StorageReads:
    """Mixed into `SQLiteStorage` and `PostgresStorage`."""

    async def _rows(self, sql: str, *args: Any) -> Sequence[Sequence[Any]]:
        """The rows of one read query (`?` placeholders)."""
        raise NotImplementedError

    async def load_table(self, table_id: int) -> TableRecord | None:
        raise NotImplementedError

    async def load_moves(self, table_id: int) -> list[str]:
        raise NotImplementedError

    async def leaderboard(self, guild_id: int, offset: int, limit: int, *,
                          game: str) -> list[LeaderRow]:
        rows = await self._rows(
            "SELECT user_id, name, games, wins, points FROM players WHERE guild_id=? AND game=?"
            " AND ai IS NULL ORDER BY wins DESC, points DESC, games ASC, user_id ASC"
            " LIMIT ? OFFSET ?", guild_id, game, limit, offset)
        return [LeaderRow(offset + i + 1, *row) for i, row in enumerate(rows)]

    async def leaderboard_size(self, guild_id: int, *, game: str) -> int:
        rows = await self._rows(
            "SELECT COUNT(*) FROM players WHERE guild_id=? AND game=? AND ai IS NULL",
            guild_id, game)
        return int(rows[0][0])

    async def player_stats(self, guild_id: int, user_id: int, *,
                           game: str) -> LeaderRow | None:
        rows = await self._rows(
            "SELECT p.user_id, p.name, p.games, p.wins, p.points, (SELECT COUNT(*) FROM players q"
            " WHERE q.guild_id = p.guild_id AND q.game = p.game AND q.ai IS NULL AND"
            " (q.wins > p.wins OR (q.wins = p.wins AND"
            " (q.points > p.points OR (q.points = p.points AND (q.games < p.games OR"
            " (q.games = p.games AND q.user_id < p.user_id)))))))"
            " FROM players p WHERE p.guild_id=? AND p.game=? AND p.user_id=? AND p.ai IS NULL",
            guild_id, game, user_id)
        if not rows:
            return None
        user, name, games, wins, points, above = rows[0]
        return LeaderRow(int(above) + 1, user, name, games, wins, points)

    # -------------------------------------------------------- after the game
    async def rating_board(self, guild_id: int, *, sort: str = "rating", hide_ai: bool = False,
                           offset: int = 0, limit: int = 10,
                           game: str) -> list[RatingRow]:
        order = board_order(sort)
        people = " AND ai IS NULL" if hide_ai else ""
        rows = await self._rows(
            "SELECT user_id, name, ai, mu, sigma, games, wins, points FROM players"
            f" WHERE guild_id=? AND game=?{people} ORDER BY {order} LIMIT ? OFFSET ?",
            guild_id, game, limit, offset)
        return [RatingRow(offset + i + 1, *row) for i, row in enumerate(rows)]

    async def rating_board_size(self, guild_id: int, *, hide_ai: bool = False,
                                game: str) -> int:
        people = " AND ai IS NULL" if hide_ai else ""
        rows = await self._rows(
            f"SELECT COUNT(*) FROM players WHERE guild_id=? AND game=?{people}", guild_id, game)
        return int(rows[0][0])

    async def player_rating(self, guild_id: int, user_id: int, *, hide_ai: bool = False,
                            game: str) -> RatingRow | None:
        people = " AND ai IS NULL" if hide_ai else ""
        rows = await self._rows(
            "SELECT rank, user_id, name, ai, mu, sigma, games, wins, points FROM"
            " (SELECT user_id, name, ai, mu, sigma, games, wins, points, ROW_NUMBER() OVER"
            f" (ORDER BY {board_order('rating')}) AS rank FROM players"
            f" WHERE guild_id=? AND game=?{people}) AS board WHERE user_id=?",
            guild_id, game, user_id)
        if not rows:
            return None
        rank, *rest = rows[0]
        return RatingRow(int(rank), *rest)

    async def rating_history(self, guild_id: int, user_id: int, *, limit: int = 100,
                             game: str) -> list[RatingPoint]:
        rows = await self._rows(
            "SELECT table_id, at, mu, sigma, place FROM rating_history WHERE guild_id=?"
            " AND game=? AND user_id=? ORDER BY at DESC, table_id DESC LIMIT ?",
            guild_id, game, user_id, limit)
        return [RatingPoint(*row) for row in reversed(rows)]

    async def recent_games(self, guild_id: int, *, user_id: int | None = None,
                           offset: int = 0, limit: int = 10,
                           game: str) -> list[GameSummary]:
        mine, args = _played_by(guild_id, game, user_id)
        rows = await self._rows(
            f"{_SUMMARY} WHERE guild_id=? AND game=?{mine}"
            " ORDER BY finished_at DESC, table_id DESC LIMIT ? OFFSET ?",
            guild_id, game, *args, limit, offset)
        return [_summary(row) for row in rows]

    async def recent_games_size(self, guild_id: int, *, user_id: int | None = None,
                                game: str) -> int:
        mine, args = _played_by(guild_id, game, user_id)
        rows = await self._rows(
            f"SELECT COUNT(*) FROM results WHERE guild_id=? AND game=?{mine}",
            guild_id, game, *args)
        return int(rows[0][0])

    async def load_finished(self, table_id: int,
                            guild_id: int | None = None) -> FinishedGame | None:
        record = await self.load_table(table_id)
        if record is None or (guild_id is not None and record.guild_id != guild_id):
            return None
        if record.status in ("lobby", "playing"):
            raise GameNotFinished(table_id)
        rows = await self._rows(f"{_SUMMARY} WHERE table_id=?", table_id)
        if not rows:
            return None
        return FinishedGame(_summary(rows[0]), record, await self.load_moves(table_id))

    async def latest_night(self, channel_id: int) -> NightRecord | None:
        nights = await self._rows(
            "SELECT id, guild_id, channel_id, started_at, last_at, ended_at FROM nights"
            " WHERE channel_id=? ORDER BY id DESC LIMIT 1", channel_id)
        if not nights:
            return None
        night_id, guild_id, channel, started_at, last_at, ended_at = nights[0]
        games = await self._rows(
            "SELECT table_id, game, finished_at, seats FROM night_games WHERE night_id=?"
            " ORDER BY finished_at, table_id", night_id)
        seats: dict[int, list[NightSeat]] = {}
        for table_id, user_id, name, ai, place, half in await self._rows(
                "SELECT s.table_id, s.user_id, s.name, s.ai, s.place, s.half_points"
                " FROM night_seats s JOIN night_games g ON g.table_id = s.table_id"
                " WHERE g.night_id=? ORDER BY s.place, s.half_points DESC, s.user_id",
                night_id):
            seats.setdefault(table_id, []).append(NightSeat(user_id, name, place, half, ai))
        return NightRecord(night_id, guild_id, channel, started_at, last_at, ended_at,
                           tuple(NightGame(table_id, game, at, count,
                                           tuple(seats.get(table_id, ())))
                                 for table_id, game, at, count in games))

    async def games_outside_nights(self, since: float, shards: Shards | None = None,
                                   ) -> list[NightlessGame]:
        mine = f" AND {shards.sql('r.guild_id')}" if shards is not None else ""
        rows = await self._rows(
            "SELECT r.table_id, r.finished_at, o.data FROM results r"
            " LEFT JOIN outbox o ON o.table_id = r.table_id WHERE r.finished_at >= ?"
            " AND NOT EXISTS (SELECT 1 FROM night_games g WHERE g.table_id = r.table_id)"
            f"{mine} ORDER BY r.finished_at, r.table_id", since)
        out: list[NightlessGame] = []
        for table_id, finished_at, data in rows:
            try:
                record = await self.load_table(table_id)
                box = json.loads(data) if data else {}
            except ValueError as exc:  # a damaged row: that game stays outside, said once
                log.error("table %d: not added to its game night (%s)", table_id, exc)
                continue
            if record is not None:
                out.append(NightlessGame(record, finished_at,
                                         box if isinstance(box, dict) else {}))
        return out

    async def dms_closed(self) -> set[int]:
        return {int(row[0]) for row in await self._rows("SELECT user_id FROM dm_closed")}

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        rows = await self._rows("SELECT data FROM guild_settings WHERE guild_id=?", guild_id)
        try:
            doc = json.loads(rows[0][0]) if rows else {}
        except ValueError:
            doc = None
        if not isinstance(doc, dict):  # a damaged row: the defaults, as if never set
            log.warning("guild %d: stored settings are not a JSON object", guild_id)
            return {}
        return doc
