"""The async table service: the one path by which every front end changes a table.

Every change runs: lock the table → check it (version, seat, turn) → apply to the engine →
commit to storage → notify listeners → re-arm the table's timer. Nothing reaches a listener
(and so a user) before it is durable; a refused change leaves state and storage untouched.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from larry_core.engine import Game
from larry_core.errors import IllegalMove
from larry_core.log import CorruptLog, GameLog
from larry_core.moves import format_move, parse_body, parse_move
from larry_core.storage import ChannelBusy, PlayerResult, Storage, TableRecord
from larry_core.table import AI_NAMES, MAX_SEATS, MIN_SEATS, Table, TableError, TableOptions
from larry_core.timers import TableTimers

log = logging.getLogger(__name__)
CLOSED_KEPT = 256


@dataclass(slots=True)
class Update:
    """What a listener is told after a committed change."""

    table: Table
    kind: str  # lobby | started | moved | cancelled | ended | replaced
    events: list[dict[str, Any]] = field(default_factory=list)
    seat: int | None = None  # who acted
    by: str = "player"  # player | ai | timeout
    note: str | None = None


Listener = Callable[[Update], Awaitable[None]]


class TableService:
    def __init__(self, storage: Storage, *, ai_delay: tuple[float, float] = (1.5, 3.0),
                 round_pause: float = 5.0, time_scale: float = 1.0,
                 timeouts_before_replacement: int = 3) -> None:
        self.storage = storage
        self.tables: dict[int, Table] = {}  # open tables (lobby or playing)
        # the last few closed tables, for late presses and final renders; bounded so that a
        # long-running bot does not keep every finished game in memory
        self.closed: OrderedDict[int, Table] = OrderedDict()
        self.by_channel: dict[int, int] = {}
        self.broken: dict[int, tuple[int, str]] = {}  # channel -> (table id, reason)
        self.listeners: list[Listener] = []
        self.ai_delay = ai_delay
        self.round_pause = round_pause
        self.time_scale = time_scale
        self.timeouts_before_replacement = timeouts_before_replacement
        self.rng = random.Random(secrets.randbits(64))
        self.running = False
        self.timers = TableTimers(self)

    # ------------------------------------------------------------- lifecycle
    async def start(self) -> None:
        """Rebuild every open table from its log and re-arm its timer."""
        self.running = True
        for record, moves in await self.storage.load_open():
            if record.status == "corrupt":
                self.broken[record.channel_id] = (record.id, "its stored record is unreadable")
                continue
            try:
                table = self._rebuild(record, moves)
            except (TableError, CorruptLog) as exc:
                log.error("table %d cannot be restored: %s", record.id, exc)
                self.broken[record.channel_id] = (record.id, "its stored moves do not replay")
                continue
            self._index(table)
        for table in self.tables.values():
            self.timers.arm(table)
        log.info("table service ready: %d open tables, %d unreadable",
                 len(self.tables), len(self.broken))

    async def stop(self) -> None:
        self.running = False
        for table in self.tables.values():
            self.timers.disarm(table)

    def subscribe(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def _rebuild(self, record: TableRecord, moves: list[str]) -> Table:
        table = Table(record, TableOptions.from_dict(record.options))
        if record.status == "playing":
            game = self._new_game(table)
            for i, text in enumerate(moves):
                try:
                    seat, move = parse_move(text, game.n)
                    events = game.apply(seat, move)
                except IllegalMove as exc:
                    raise CorruptLog(f"move {i} is rejected ({exc.code})") from None
                self._remember(table, events)
            table.game = game
            table.moves = list(moves)
        return table

    def _index(self, table: Table) -> None:
        self.tables[table.id] = table
        if table.status in ("lobby", "playing"):
            self.by_channel[table.record.channel_id] = table.id

    @staticmethod
    def _new_game(table: Table) -> Game:
        return GameLog(len(table.seats), table.options.rules, table.record.seed).new_game()

    @staticmethod
    def _remember(table: Table, events: list[dict[str, Any]]) -> None:
        for ev in events:
            if ev["type"] == "round_started":
                table.history = []
            table.history.append(ev)

    async def _notify(self, update: Update) -> None:
        for listener in self.listeners:
            try:
                await listener(update)
            except Exception:  # a failing renderer must not undo a committed move
                log.exception("listener failed for table %d", update.table.id)

    # ---------------------------------------------------------------- lookup
    def get(self, table_id: int) -> Table:
        table = self.tables.get(table_id)
        if table is None or table.status not in ("lobby", "playing"):
            raise TableError("no_table", "This table is closed.")
        return table

    async def read(self, table_id: int) -> Table:
        """The table once no change is in flight: what a reader sees is already durable.
        (Listeners are called after that point, so they may use it too.)"""
        table = self.get(table_id)
        await table.idle.wait()
        return table

    def in_channel(self, channel_id: int) -> Table | None:
        table_id = self.by_channel.get(channel_id)
        return self.tables.get(table_id) if table_id is not None else None

    # ----------------------------------------------------------------- lobby
    async def open_table(self, guild_id: int, channel_id: int, host_id: int, host_name: str,
                         options: TableOptions, *, seed: int | None = None) -> Table:
        """Open a lobby; `seed` fixes the deal and seat order (default: a secret random one)."""
        if channel_id in self.broken:
            table_id, reason = self.broken[channel_id]
            raise TableError("corrupt", f"Table #{table_id} in this channel cannot be loaded "
                             f"({reason}). The host or a server manager can close it with "
                             "`/larry end`.")
        if self.in_channel(channel_id) is not None:
            raise TableError("channel_busy", "This channel already has an open table. Join it, "
                             "or use `/larry table` to find it.")
        now = time.time()
        record = TableRecord(id=0, guild_id=guild_id, channel_id=channel_id, host_id=host_id,
                             status="lobby", options=options.to_dict(),
                             seats=[{"user_id": host_id, "name": host_name, "ai": None}],
                             seed=secrets.randbits(63) if seed is None else seed,
                             created_at=now,
                             deadline=now + options.lobby_seconds * self.time_scale
                             if options.lobby_seconds > 0 else None)
        try:
            record.id = await self.storage.create_table(record)
        except ChannelBusy:
            raise TableError("channel_busy", "This channel already has an open table.") from None
        table = Table(record, options)
        self._index(table)
        self.timers.arm(table)
        await self._notify(Update(table, "lobby", seat=0))
        return table

    async def _lobby_change(self, table: Table, change: Callable[[], str | None]) -> None:
        """Run a lobby mutation under the lock, persist it, notify; restore it on failure."""
        async with table.lock:
            if table.status != "lobby":
                raise TableError("not_lobby", "The game has already started or closed.")
            with table.writing():
                before = [dict(s) for s in table.seats], table.record.status
                note = change()
                try:
                    await self.storage.save_table(table.record)
                except Exception:
                    table.record.seats, table.record.status = before
                    raise
            if table.status == "cancelled":
                self._close(table)
                await self._notify(Update(table, "cancelled", note=note))
            else:
                await self._notify(Update(table, "lobby", note=note))

    async def join(self, table_id: int, user_id: int, name: str) -> None:
        table = self.get(table_id)

        def change() -> str:
            if table.seat_of(user_id) is not None:
                raise TableError("already_seated", "You already have a seat at this table.")
            if len(table.seats) >= MAX_SEATS:
                raise TableError("table_full", f"The table is full ({MAX_SEATS} seats).")
            table.seats.append({"user_id": user_id, "name": name, "ai": None})
            return f"{name} joined."

        await self._lobby_change(table, change)

    async def leave_lobby(self, table_id: int, user_id: int) -> None:
        table = self.get(table_id)

        def change() -> str:
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated", "You have no seat at this table.")
            name = table.name(seat)
            del table.seats[seat]
            if user_id == table.record.host_id:
                table.record.status = "cancelled"
                return f"The host {name} left, so the table is closed."
            return f"{name} left."

        await self._lobby_change(table, change)

    async def add_ai(self, table_id: int, user_id: int) -> None:
        table = self.get(table_id)

        def change() -> str:
            self._check_host(table, user_id)
            if len(table.seats) >= MAX_SEATS:
                raise TableError("table_full", f"The table is full ({MAX_SEATS} seats).")
            taken = {s["name"] for s in table.seats}
            name = next(n for n in AI_NAMES if n not in taken)
            table.seats.append({"user_id": None, "name": name, "ai": table.options.ai})
            return f"{name} (AI) sat down."

        await self._lobby_change(table, change)

    async def cancel(self, table_id: int, user_id: int, *, admin: bool = False) -> None:
        table = self.get(table_id)

        def change() -> str:
            if not admin:
                self._check_host(table, user_id)
            table.record.status = "cancelled"
            return "The table was closed."

        await self._lobby_change(table, change)

    @staticmethod
    def _check_host(table: Table, user_id: int) -> None:
        if user_id != table.record.host_id:
            raise TableError("not_host", "Only the host can do that.")

    async def start_game(self, table_id: int, user_id: int) -> None:
        table = self.get(table_id)
        async with table.lock:
            if table.status != "lobby":
                raise TableError("not_lobby", "The game has already started.")
            self._check_host(table, user_id)
            if not MIN_SEATS <= len(table.seats) <= MAX_SEATS:
                raise TableError("not_enough_players",
                                 f"A game needs {MIN_SEATS} to {MAX_SEATS} players.")
            with table.writing():
                before = list(table.seats)
                random.Random(table.record.seed).shuffle(table.record.seats)
                table.record.status = "playing"
                game = self._new_game(table)
                table.record.deadline = self._turn_deadline(table, game)
                try:
                    await self.storage.save_table(table.record)
                except Exception:
                    table.record.seats, table.record.status = before, "lobby"
                    raise
                table.game = game
            self.timers.arm(table)
            await self._notify(Update(table, "started"))

    # ----------------------------------------------------------------- moves
    async def play(self, table_id: int, user_id: int, body: str, version: int | None) -> Update:
        """A human's move (`body` in the move grammar, without the seat prefix)."""
        table = self.get(table_id)
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError("not_seated", "You are not playing at this table.")
        move = parse_body(body)
        async with table.lock:
            if version is not None and version != table.version:
                raise TableError("stale", "That button is out of date: the game has moved on.")
            return await self._commit(table, seat, move, by="player")

    async def _commit(self, table: Table, seat: int, move: Any, *, by: str,
                      note: str | None = None) -> Update:
        """Apply and persist one move; the caller holds the table's lock."""
        game = table.game
        if table.status != "playing" or game is None:
            raise TableError("not_playing", "The game is not running.")
        with table.writing():
            events = game.apply(seat, move)  # raises IllegalMove, changing nothing
            text = format_move(seat, move)
            results = self._results(table, game) if game.over else None
            old = (table.record.status, table.record.deadline, dict(table.record.meta))
            if game.over:
                table.record.status = "finished"
                table.record.deadline = None
            else:
                table.record.deadline = self._turn_deadline(table, game, events)
            timeouts: dict[str, int] = table.record.meta.setdefault("timeouts", {})
            if by == "player":
                timeouts.pop(str(seat), None)
            try:
                await self.storage.append_move(table.record, table.version, text, results)
            except Exception:
                table.record.status, table.record.deadline, table.record.meta = old
                table.game = GameLog(game.n, game.rules, game.seed, moves=table.moves).replay()
                raise
            table.moves.append(text)
            self._remember(table, events)
        update = Update(table, "moved", events, seat, by, note)
        if game.over:
            self._close(table)
        else:
            self.timers.arm(table)
        await self._notify(update)
        return update

    def _results(self, table: Table, game: Game) -> list[PlayerResult]:
        """Leaderboard rows: humans, and humans an AI took over (they played; they can't win)."""
        out = []
        winners = set(game.winners or ())
        for seat, info in enumerate(table.seats):
            if info.get("user_id") is None:
                continue
            replaced = bool(info.get("ai"))
            out.append(PlayerResult(info["user_id"], str(info["name"]), game.scores[seat],
                                    seat in winners and not replaced))
        return out

    def _turn_deadline(self, table: Table, game: Game,
                       events: list[dict[str, Any]] | None = None) -> float | None:
        """When the player to move runs out of time; None for an untimed table."""
        if table.options.turn_seconds <= 0:
            return None
        pause = self.round_pause if events and any(
            e["type"] == "round_started" for e in events) else 0.0
        return time.time() + (table.options.turn_seconds + pause) * self.time_scale

    def _close(self, table: Table) -> None:
        self.timers.disarm(table)
        if self.by_channel.get(table.record.channel_id) == table.id:
            del self.by_channel[table.record.channel_id]
        self.tables.pop(table.id, None)
        self.closed[table.id] = table
        while len(self.closed) > CLOSED_KEPT:
            self.closed.popitem(last=False)

    def find(self, table_id: int) -> Table | None:
        """An open table, or a recently closed one (None if unknown or long gone)."""
        return self.tables.get(table_id) or self.closed.get(table_id)

    # ------------------------------------------------------------- leaving/end
    async def leave_game(self, table_id: int, user_id: int) -> None:
        """A player leaves mid-game: an AI takes the seat for the rest of the game."""
        table = self.get(table_id)
        if table.status == "lobby":
            await self.leave_lobby(table_id, user_id)
            return
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError("not_seated", "You are not playing at this table.")
        async with table.lock:
            await self._replace(table, seat, f"{table.name(seat)} left the table")

    async def _replace(self, table: Table, seat: int, why: str) -> None:
        with table.writing():
            info = table.seats[seat]
            info["ai"] = table.options.ai
            try:
                await self.storage.save_table(table.record)
            except Exception:
                info["ai"] = None
                raise
        self.timers.arm(table)
        await self._notify(Update(table, "replaced", seat=seat,
                                  note=f"{why}; an AI plays in their place from now on."))

    async def end_table(self, table_id: int, user_id: int, *, admin: bool = False) -> None:
        table = self.get(table_id)
        if not admin:
            self._check_host(table, user_id)
        async with table.lock:
            if table.status not in ("lobby", "playing"):
                raise TableError("no_table", "This table is already closed.")
            with table.writing():
                old = table.record.status
                table.record.status = "cancelled"
                try:
                    await self.storage.save_table(table.record)
                except Exception:
                    table.record.status = old
                    raise
            self._close(table)
            await self._notify(Update(table, "ended"))

    async def close_broken(self, channel_id: int) -> int:
        """Close an unreadable table so the channel can be used again; returns its id."""
        table_id, _ = self.broken[channel_id]
        await self.storage.set_status(table_id, "cancelled")
        del self.broken[channel_id]
        return table_id
