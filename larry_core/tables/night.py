"""Game nights (issue 51, item 4): consecutive tables of one channel with players in common
form a *night*, and the night keeps a running table of everyone's points.

The rules (pure, no clock of its own, no Discord):

- **Which games belong together.** A finished game joins its channel's latest night when
  that night was not ended by `/night end`, the game's table opened less than `PAUSE` (an
  hour) after the night's last game ended, and at least one person who played it played in
  the night before (AI seats do not count for this: their names come back at every table).
  Otherwise the game starts a new night. So a night ends after an hour without a table
  opened in its channel, at `/night end`, or when other people play there.
- **Points.** In a game of *n* seats, place *p* earns *n − p + 1* points (the winner of a
  four-seat game 4, the last 1). Seats with equal results share a place and share the points
  of the places they take together equally: two seats tied for second of four take
  (3 + 2) / 2 = 2.5 each, and the next seat is fourth (1 point). Every game thus hands out
  *n(n+1)/2* points, ties or not. Places are the ones every standings list and rating of a
  game uses (`larry_core.games.base.finishing_order`: the winners first, then the higher
  score). Points are kept doubled (`half_points`), so a half is exact.
- **Standings.** A player's points over the night's games, most first; equal points share
  a place. AI seats are seats: they score and are listed, as AI. A forgotten player's
  results are gone (forget-me deletes them); what the others scored stays.

- **After a crash.** A game joins its night just after its last move is stored, not in the
  same transaction: a process killed in between leaves a finished game in no night. At the
  next start the front end adds every such game of the last day (`LOOKBACK`, `missing`) to
  its night, in the order they finished, by the same rules (`recover`; adding a game twice
  changes nothing). Whether the standings that crash swallowed are posted late is
  `swallowed`'s to say.

`Nights` applies these rules to storage (`larry_core.storage.base.Storage`): front ends
call `game_over` once a table's game is finished, `current` to show a channel's night and
`end` for `/night end`, and `missing` and `recover` when they start.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from larry_core.games.base import competition_places, finishing_order
from larry_core.storage.base import (
    NightGame,
    NightlessGame,
    NightRecord,
    NightSeat,
    Storage,
    TableRecord,
)

if TYPE_CHECKING:
    from larry_core.storage.shards import Shards

PAUSE = 3600.0  # seconds without a table opened that end a night
LOOKBACK = 24 * 3600.0  # how far back a start looks for finished games left outside nights


# ------------------------------------------------------------------- one game
def half_points(places: Sequence[int]) -> list[int]:
    """The doubled points of each place of one game (`places[i]`: seat i's place, 1 = first,
    tied seats sharing the place, as `competition_places` gives them): *n − p + 1* each,
    averaged over the places a tie takes."""
    n = len(places)
    tied = {p: places.count(p) for p in set(places)}
    # the k seats tied at place p take places p .. p+k-1: their points average
    # n - p + 1 - (k - 1) / 2, doubled 2(n - p + 1) - (k - 1)
    return [2 * (n - p + 1) - (tied[p] - 1) for p in places]


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def game_results(rows: Sequence[Mapping[str, Any]]) -> list[NightSeat]:
    """Each seat's place and points in a finished game, from its stored standings rows
    (`results.standings`: user_id, name, score, won, ai), best first. Every row counts for
    the places; a forgotten player's (no user id) earns nothing in the night."""
    scores = [int(row.get("score", 0)) for row in rows]
    won = [i for i, row in enumerate(rows) if row.get("won")]
    places = [0] * len(rows)
    for place, seat in finishing_order(scores, won):
        places[seat] = place
    points = half_points(places)
    out: list[NightSeat] = []
    for place, seat in finishing_order(scores, won):
        row, user = rows[seat], _int(rows[seat].get("user_id"))
        if user is None:
            continue
        ai = row.get("ai")
        out.append(NightSeat(user, str(row.get("name") or ""), place, points[seat],
                             str(ai) if ai else None))
    return out


# ------------------------------------------------------------------ the night
def people(night: NightRecord) -> set[int]:
    """The persons who played in the night (not its AI seats)."""
    return {r.user_id for g in night.games for r in g.results if r.ai is None}


def joins(night: NightRecord | None, opened_at: float, players: Iterable[int], *,
          pause: float = PAUSE) -> bool:
    """Whether a finished game whose table opened at `opened_at`, played by the persons
    `players`, belongs to `night` (the channel's latest; None: it has none)."""
    return (night is not None and night.ended_at is None
            and opened_at - night.last_at < pause and bool(people(night) & set(players)))


def running(night: NightRecord, now: float, open_since: float | None = None, *,
            pause: float = PAUSE) -> bool:
    """Whether `night` is still on at `now`: not ended by `/night end`, and its last game
    ended less than `pause` ago, or the channel's open table (opened at `open_since`)
    opened less than `pause` after it."""
    if night.ended_at is not None:
        return False
    if now - night.last_at < pause:
        return True
    return open_since is not None and open_since - night.last_at < pause


def swallowed(night: NightRecord, table_id: int, recovered: Iterable[int], now: float, *,
              pause: float = PAUSE) -> bool:
    """Whether the standings after game `table_id`, which a start just added to `night`
    (with the other games of `recovered`, the ones a crash had left outside their nights),
    are posted now, late: when the game is the night's last, the night is still on (its
    last game, this one, ended less than `pause` ago, and no `/night end`), and the night
    held a game before this start (so its standings were posted after earlier games).

    Why late rather than never: the standings follow each game of a night; a crash between
    a game's last move and its night is the only reason they did not, and the players, who
    may well be about to open the next table, expect to see them as after every other game.
    While the night is on they are still news; once it is over (the bot was away an hour or
    more) `/night show` has them and a post about a night that ended would only puzzle.
    They are never posted twice: a game in a night is never recovered again, and its
    standings were posted only after it joined its night (a crash between the two loses
    that post: at most once, never twice). A night made of recovered games alone was never
    shown (games stored before this version, or finished while nights were not recorded),
    so a start does not announce it out of the blue."""
    games = night.games
    recovered = set(recovered)
    return (bool(games) and games[-1].table_id == table_id
            and running(night, now, pause=pause)
            and any(g.table_id not in recovered for g in games))


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line of a night's running table: their place (equal points share it),
    who they are (`ai`: an AI seat's strategy), their doubled points in all and in each of
    the night's games (None: they did not play that one), games played and won."""

    place: int
    user_id: int
    name: str
    ai: str | None
    half_points: int
    per_game: tuple[int | None, ...]
    games: int
    wins: int

    @property
    def points(self) -> float:
        return self.half_points / 2


def standings(night: NightRecord) -> list[Standing]:
    """The night's running table, best first (equal points: the one with more wins, then
    by name, sharing the place). A player's name is the one of their latest game."""
    games = night.games
    totals: dict[int, list[int | None]] = {}
    names: dict[int, tuple[str, str | None]] = {}
    wins: dict[int, int] = {}
    for i, game in enumerate(games):
        for r in game.results:
            line = totals.setdefault(r.user_id, [None] * len(games))
            line[i] = r.half_points
            names[r.user_id] = (r.name, r.ai)
            wins[r.user_id] = wins.get(r.user_id, 0) + (r.place == 1)
    users = list(totals)
    half = {u: sum(p for p in totals[u] if p is not None) for u in users}
    users.sort(key=lambda u: (-half[u], -wins[u], names[u][0].casefold(), u))
    places = competition_places([-half[u] for u in users])
    return [Standing(place, u, names[u][0], names[u][1], half[u], tuple(totals[u]),
                     sum(p is not None for p in totals[u]), wins[u])
            for place, u in zip(places, users, strict=True)]


# ------------------------------------------------------------- with storage
class Nights:
    """The nights of every channel this process serves, kept in `storage` (one change of a
    channel's nights at a time; a table's game is added once, however often it is told)."""

    def __init__(self, storage: Storage, *, pause: float = PAUSE, lookback: float = LOOKBACK,
                 clock: Callable[[], float] = time.time) -> None:
        self.storage = storage
        self.pause = pause
        self.lookback = lookback
        self.clock = clock
        self._locks: dict[int, asyncio.Lock] = {}

    def _lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    async def game_over(self, record: TableRecord,
                        channel_id: int | None = None) -> NightRecord | None:
        """Add a table's finished game to the night of its channel (`channel_id`: the one
        it counts in, if not its own — a thread's parent): the latest, if the game belongs
        to it, else a new one; that night. None if the table has no stored results (it
        was not finished)."""
        channel = record.channel_id if channel_id is None else channel_id
        finished = await self.storage.load_finished(record.id)
        if finished is None:
            return None
        summary = finished.summary
        results = game_results(summary.standings)
        game = NightGame(record.id, summary.game, summary.finished_at,
                         len(summary.standings), tuple(results))
        async with self._lock(channel):
            night = await self.storage.latest_night(channel)
            players = [r.user_id for r in results if r.ai is None]
            same = night if joins(night, record.created_at, players, pause=self.pause) \
                else None
            await self.storage.add_night_game(same.id if same is not None else None,
                                              record.guild_id, channel, record.created_at,
                                              game)
            return await self.storage.latest_night(channel)

    async def current(self, channel_id: int, open_since: float | None = None,
                      ) -> tuple[NightRecord | None, bool]:
        """The channel's latest night and whether it is still on (`open_since`: when the
        channel's open table opened, if it has one)."""
        night = await self.storage.latest_night(channel_id)
        if night is None:
            return None, False
        return night, running(night, self.clock(), open_since, pause=self.pause)

    async def end(self, channel_id: int, open_since: float | None = None,
                  ) -> NightRecord | None:
        """End the channel's night now (`/night end`); the night as it ended, or None if
        none is on."""
        async with self._lock(channel_id):
            night, on = await self.current(channel_id, open_since)
            if night is None or not on:
                return None
            now = self.clock()
            await self.storage.end_night(night.id, now)
            return NightRecord(night.id, night.guild_id, night.channel_id, night.started_at,
                               night.last_at, now, night.games)

    async def missing(self, shards: Shards | None = None, until: float | None = None,
                      ) -> list[NightlessGame]:
        """The finished games of the last `lookback` seconds (of `shards`' guilds; None:
        all) that are in no night, in the order they finished: those a crash kept out.
        `until`: only those that finished before it (the later ones are being added as
        usual, by whoever heard they finished)."""
        games = await self.storage.games_outside_nights(self.clock() - self.lookback, shards)
        return [g for g in games if until is None or g.finished_at < until]

    async def recover(self, games: Sequence[tuple[TableRecord, int]],
                      ) -> list[tuple[TableRecord, int, NightRecord]]:
        """Add the games a crash kept outside their nights (`missing`'s records, each with
        the channel it counts in) to their nights, in the given order (the order they
        finished), as `game_over` would have; the games whose standings are due late
        (`swallowed`), each with its channel and night. Run again (the database went away
        midway), it adds what is left and answers the same."""
        last: dict[int, tuple[TableRecord, NightRecord]] = {}
        for record, channel in games:
            night = await self.game_over(record, channel)
            if night is not None:
                last[channel] = (record, night)
        recovered = {record.id for record, _ in games}
        now = self.clock()
        return [(record, channel, night) for channel, (record, night) in last.items()
                if swallowed(night, record.id, recovered, now, pause=self.pause)]
