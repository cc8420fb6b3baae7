"""The async table service: the one path by which every front end changes a table.

Every change runs: lock the table → check it (status, seat, version) → build the next record
and game state on *copies* → commit them to storage in one transaction, together with the
change for the outbox → swap the copies in → schedule the table's deadline → tell the
listeners. A refused or failed change leaves the table as it was: there is nothing to roll
back. The service is the only code that takes a table's lock or writes its record.

Listeners are called synchronously after the swap and must not block: the Discord
publisher only wakes its own per-table task, which announces the latest committed state
outside the lock (the outbox, see `Table.unannounced`).

Several processes: a service given `shards` loads, times and serves only the
tables of guilds in those shards, and holds a lease on them in the database
(`larry_core.storage.shards`); its timers fire only while the lease is valid.

The database may go away for a while (a PostgreSQL restart): a change whose commit fails
that way is refused with `TableError("storage_unavailable")` ("try again in a moment") and
the table stays as it was. A commit cut off mid-way may have happened after all: the table
is then *in doubt* until the stored record is read back (before the next change of that
table, or by the recovery task once the database answers): if the change is stored, it is
swapped in and announced then, once. Announcements the publisher made while the database was
away are kept in memory and written when it is back, so they are not shown twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games import registry
from larry_core.games.ai_seats import AiSeats
from larry_core.games.base import SIMULTANEOUS, GameKind, GameState
from larry_core.games.documents import CorruptLog
from larry_core.games.grammar import split_seat
from larry_core.storage.base import (
    ChannelBusy,
    PlayerResult,
    Storage,
    StorageUnavailable,
    StoredTable,
    TableRecord,
)
from larry_core.storage.ratings import ai_user_id
from larry_core.storage.shards import Shards, ShardsTaken, owner_id, shard_of
from larry_core.tables.table import (
    AI_NAMES,
    TIMER,
    Change,
    Origin,
    Table,
    TableError,
    TableOptions,
    draft_record,
)
from larry_core.tables.timers import Dispatcher

log = logging.getLogger(__name__)
CLOSED_KEPT = 256  # recently closed tables kept for late presses and final renders

Listener = Callable[[Table, Change, Origin], None]
RETRY_WAIT = (0.5, 5.0)  # backoff (first, most) while the database or the lease is away


@dataclass(slots=True)
class _Doubt:
    """A change whose commit was cut off: stored or not, to be read back."""

    record: TableRecord
    change: Change
    origin: Origin
    game: Any
    step: tuple[int, Any, str] | None
    events: list[dict[str, Any]] | None


def _human(user_id: int, name: str, locale: str | None) -> dict[str, Any]:
    """A human's seat; `locale` (their language for DMs) is kept when one is known."""
    seat: dict[str, Any] = {"user_id": user_id, "name": name, "ai": None}
    if locale:
        seat["locale"] = locale
    return seat


class TableService:
    def __init__(self, storage: Storage, *, ai_delay: tuple[float, float] = (1.5, 3.0),
                 round_pause: float = 5.0, time_scale: float = 1.0,
                 timeouts_before_replacement: int = 3, outbox: bool = False,
                 shards: Shards | None = None,
                 lease_ttl: float = 15.0, lease_wait: float | None = None) -> None:
        """`shards`: serve only these shards' tables, under a lease of `lease_ttl` seconds
        (renewed every third of it); `start` waits up to `lease_wait` seconds (default: one
        lease and a bit) for another process's lease to lapse. None: every table, no lease."""
        self.storage = storage
        self.tables: dict[int, Table] = {}  # open tables (lobby or playing)
        self.closed: OrderedDict[int, Table] = OrderedDict()
        self.by_channel: dict[int, int] = {}
        self.broken: dict[int, tuple[int, str]] = {}  # channel -> (table id, reason code)
        self.listeners: list[Listener] = []
        self.ai_delay = ai_delay
        self.round_pause = round_pause
        self.time_scale = time_scale
        self.timeouts_before_replacement = timeouts_before_replacement
        # with an outbox, unannounced changes are kept until a publisher marks them shown
        self.outbox = outbox
        self.rng = random.Random(secrets.randbits(64))  # pacing of AI moves only
        self.deadlines = Dispatcher(self._fire)
        self.running = False
        self.shards = shards
        self.owner = owner_id()
        self.lease_ttl = lease_ttl
        self.lease_wait = lease_ttl + 5.0 if lease_wait is None else lease_wait
        self.lease_until = 0.0  # wall-clock end of our lease (0: none yet)
        self.lease_lost = asyncio.Event()  # set if another process took our shards
        self.doubts: dict[int, _Doubt] = {}  # table -> its commit in doubt
        self.unsaved: dict[int, Table] = {}  # tables whose announced rev awaits writing
        self._tasks: set[asyncio.Task[None]] = set()
        self._recovery: asyncio.Task[None] | None = None
        # closed tables loaded at start because a crash kept their last changes from the
        # channel: the publisher announces them once (`Publisher.recover`) and lets them go
        self.recovering: list[Table] = []

    # ------------------------------------------------------------- lifecycle
    async def start(self) -> None:
        """Take the lease on our shards (if any), rebuild every open table of them from its
        log and schedule its stored deadline; with an outbox, also rebuild the closed tables
        whose last changes are not announced yet (`recovering`)."""
        if self.shards is not None:
            await self._claim_at_start()
        for stored in await self.storage.load_open(self.shards):
            record = stored.record
            if record.status == "corrupt":
                self.broken[record.channel_id] = (record.id, "record")
                continue
            try:
                table = self._rebuild(stored)
            except (TableError, CorruptLog, ValueError, KeyError, TypeError) as exc:
                log.error("table %d cannot be restored: %s", record.id, exc)
                self.broken[record.channel_id] = (record.id, "moves")
                continue
            self._index(table)
        if self.outbox:
            await self._load_unannounced_closed()
        self.running = True
        for table in self.tables.values():
            self.deadlines.schedule(table.id, table.rev, table.record.deadline)
        self.deadlines.start()
        if self.shards is not None:
            self._spawn(self._renew_lease(), "larry-lease")
        log.info("table service ready: %d open tables, %d unreadable, %d closed to announce%s",
                 len(self.tables), len(self.broken), len(self.recovering),
                 f" (shards {self.shards.label()})" if self.shards is not None else "")

    async def _load_unannounced_closed(self) -> None:
        """The closed tables (of our shards) whose last changes a crash kept from the
        channel: rebuilt as they ended and kept with the recently closed ones (no timer, no
        change accepted), for the publisher to announce (`recovering`)."""
        for stored in await self.storage.load_unannounced_closed(self.shards):
            record = stored.record
            if record.status == "corrupt":  # an unreadable record: nothing to announce
                continue
            try:
                table = self._rebuild(stored)
            except (TableError, CorruptLog, ValueError, KeyError, TypeError) as exc:
                log.error("closed table %d cannot be restored to announce its end: %s",
                          record.id, exc)
                continue
            if table.announced < table.rev:
                self.recovering.append(table)
                self.closed[table.id] = table
        while len(self.closed) > CLOSED_KEPT:
            self.closed.popitem(last=False)

    async def stop(self) -> None:
        self.running = False
        await self.deadlines.stop()
        tasks = [*self._tasks]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self.shards is not None and not self.lease_lost.is_set():
            with contextlib.suppress(StorageUnavailable, OSError, RuntimeError):
                await self.storage.release_shards(self.owner)  # the next start needn't wait

    def _spawn(self, coro: Any, name: str) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ---------------------------------------------------------------- shards
    def serves(self, guild_id: int | None) -> bool:
        """Is this guild's shard one of ours (always, without shards)?"""
        return self.shards is None or self.shards.owns(guild_id)

    def check_guild(self, guild_id: int | None) -> None:
        """TableError("other_shard") for a guild another process serves."""
        if self.shards is not None and not self.shards.owns(guild_id):
            raise TableError("other_shard", shard=shard_of(guild_id or 0, self.shards.count),
                             shards=self.shards.label())

    def leased(self) -> bool:
        """May this process fire its tables' deadlines now (its lease is valid)?"""
        return self.shards is None or time.time() < self.lease_until

    async def _claim_at_start(self) -> None:
        assert self.shards is not None
        give_up = time.monotonic() + self.lease_wait
        while True:
            try:
                self.lease_until = await self.storage.claim_shards(self.owner, self.shards,
                                                                   self.lease_ttl)
                return
            except ShardsTaken as exc:
                if time.monotonic() >= give_up:
                    raise
                log.warning("%s; waiting for the lease to lapse", exc)
            await asyncio.sleep(min(1.0, self.lease_ttl / 3))

    async def _renew_lease(self) -> None:
        """Renew the lease every third of its time; if another process took a shard (we
        were away past the lease), stop firing timers and say so (`lease_lost`)."""
        assert self.shards is not None
        while True:
            await asyncio.sleep(self.lease_ttl / 3)
            try:
                self.lease_until = await self.storage.claim_shards(self.owner, self.shards,
                                                                   self.lease_ttl)
            except StorageUnavailable as exc:
                log.warning("shard lease not renewed (%s); retrying", exc)
            except ShardsTaken as exc:
                log.error("lost the shard lease: %s", exc)
                self.lease_until = 0.0
                self.running = False
                self.lease_lost.set()
                return

    @staticmethod
    def kind_of(options: TableOptions | TableRecord) -> GameKind:
        """The game a table plays, by its options (`TableOptions.game`)."""
        if isinstance(options, TableRecord):
            return registry.game(str(options.options.get("game", registry.DEFAULT_GAME)))
        return options.kind

    def subscribe(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def _rebuild(self, stored: StoredTable) -> Table:
        record = stored.record
        table = Table(record, TableOptions.from_dict(record.options))
        changes = [Change.from_dict(c) for c in stored.changes]
        # a closed table comes with all its changes: its game is shown as it ended
        if record.status in ("playing", "finished") or (not table.open and any(
                c.kind == "started" for c in changes)):
            state = self._new_game(record)
            kind = self.kind_of(table.options)
            steps: list[tuple[int, Any]] = []
            for i, text in enumerate(stored.moves):
                try:
                    seat, body = split_seat(text, len(record.seats))
                    steps.append((seat, kind.parse(body)))
                except IllegalMove as exc:
                    raise CorruptLog(f"move {i} does not parse ({exc.code})") from None
            try:
                table.ai, table.game = AiSeats.rebuild(kind, state, steps, table.ai_kinds())
            except IllegalMove as exc:
                raise CorruptLog(f"a stored move is rejected ({exc.code})") from None
            table.moves = list(stored.moves)
        table.announced = stored.announced
        table.outbox = dict(stored.outbox)
        if self.outbox:
            table.pending = [c for c in changes if c.rev > table.announced]
        else:
            table.announced = record.rev
        return table

    def _index(self, table: Table) -> None:
        self.tables[table.id] = table
        if table.open:
            self.by_channel[table.record.channel_id] = table.id

    def _new_game(self, record: TableRecord) -> Any:
        """A fresh state of the table's game, dealt by the table's seed."""
        options = TableOptions.from_dict(record.options)
        return options.kind.new(len(record.seats), options.rules, record.seed)

    # ---------------------------------------------------------------- lookup
    def get(self, table_id: int) -> Table:
        """An open table; TableError("no_table") otherwise. What it shows is committed."""
        table = self.tables.get(table_id)
        if table is None or not table.open:
            raise TableError("no_table")
        return table

    def find(self, table_id: int) -> Table | None:
        """An open table, or a recently closed one (None if unknown or long gone)."""
        return self.tables.get(table_id) or self.closed.get(table_id)

    def in_channel(self, channel_id: int) -> Table | None:
        table_id = self.by_channel.get(channel_id)
        return self.tables.get(table_id) if table_id is not None else None

    # ------------------------------------------------------------ committing
    async def _commit(self, table: Table, record: TableRecord, change: Change, origin: Origin,
                      *, game: Any = None, step: tuple[int, Any, str] | None = None,
                      events: list[dict[str, Any]] | None = None,
                      results: list[PlayerResult] | None = None) -> Change:
        """Persist `record` (already at `change.rev`) with `change`, then swap it in.
        The caller holds the lock and built `record` and `game` on copies."""
        move = (len(table.moves), step[2]) if step is not None else None
        try:
            await self.storage.commit(record, change.to_dict(), move, results,
                                      self.kind_of(table.options).name,
                                      rated=not table.options.hints)
        except StorageUnavailable:
            # stored or not is unknown: read back before this table's next change
            self.doubts[table.id] = _Doubt(record, change, origin, game, step, events)
            self._wake_recovery()
            raise TableError("storage_unavailable") from None
        self._swap(table, record, change, origin, game, step, events)
        return change

    def _swap(self, table: Table, record: TableRecord, change: Change, origin: Origin,
              game: Any, step: tuple[int, Any, str] | None,
              events: list[dict[str, Any]] | None) -> None:
        """Make a durable change the table's state (no await until the listeners are told)."""
        table.record = record
        if game is not None:
            table.game = game
        if step is not None:
            seat, mv, text = step
            table.moves.append(text)
            if table.ai is not None:
                table.ai.observe(seat, mv, events or ())
        if table.ai is not None:
            for seat in range(len(record.seats)):
                table.ai.set_kind(seat, record.seats[seat].get("ai") or None)
        self._after(table, change, origin)

    @contextlib.asynccontextmanager
    async def _locked(self, table: Table) -> AsyncIterator[None]:
        """The table's lock, with any commit in doubt settled first."""
        async with table.lock:
            await self._settle(table)
            yield

    async def _settle(self, table: Table) -> None:
        """Read back a change whose commit was cut off: swap it in if it is stored."""
        doubt = self.doubts.get(table.id)
        if doubt is None:
            return
        try:
            stored = await self.storage.load_table(table.id)
        except StorageUnavailable:
            raise TableError("storage_unavailable") from None
        del self.doubts[table.id]
        if stored is not None and stored.rev == doubt.record.rev:
            log.warning("table %d: change %d was stored after all", table.id, doubt.record.rev)
            self._swap(table, doubt.record, doubt.change, doubt.origin, doubt.game, doubt.step,
                       doubt.events)
        elif stored is None or stored.rev != table.rev:
            log.error("table %d: stored at change %s, expected %d or %d", table.id,
                      stored.rev if stored else None, table.rev, doubt.record.rev)

    def _wake_recovery(self) -> None:
        if self._recovery is None or self._recovery.done():
            self._recovery = self._spawn(self._recover(), "larry-storage-recovery")

    async def _recover(self) -> None:
        """While the database is away: retry unsaved announcements and settle doubts."""
        wait = RETRY_WAIT[0]
        while self.doubts or self.unsaved:
            await asyncio.sleep(wait)
            wait = min(wait * 2, RETRY_WAIT[1])
            try:
                for table_id, table in list(self.unsaved.items()):
                    await self.storage.mark_announced(table_id, table.announced, table.outbox)
                    if self.unsaved.get(table_id) is table:
                        del self.unsaved[table_id]
                for table_id in list(self.doubts):
                    doubtful = self.tables.get(table_id) or self.closed.get(table_id)
                    if doubtful is None:
                        self.doubts.pop(table_id, None)
                        continue
                    async with self._locked(doubtful):
                        pass
            except (StorageUnavailable, TableError):
                continue
            wait = RETRY_WAIT[0]

    def _after(self, table: Table, change: Change, origin: Origin) -> None:
        if self.outbox:
            table.pending.append(change)
        else:
            table.announced = change.rev
        if table.open:
            self.deadlines.schedule(table.id, table.rev, table.record.deadline)
        else:
            self.deadlines.schedule(table.id, table.rev, None)
            self._close(table)
        for listener in self.listeners:
            try:
                listener(table, change, origin)
            except Exception:  # a failing front end must not undo a committed change
                log.exception("listener failed for table %d", table.id)

    def _close(self, table: Table) -> None:
        if self.by_channel.get(table.record.channel_id) == table.id:
            del self.by_channel[table.record.channel_id]
        self.tables.pop(table.id, None)
        self.closed[table.id] = table
        while len(self.closed) > CLOSED_KEPT:
            self.closed.popitem(last=False)

    async def mark_announced(self, table: Table, rev: int, outbox: dict[str, Any]) -> None:
        """The publisher showed every change up to `rev`; `outbox` is its own data. While the
        database is away this is kept in memory (so nothing is shown twice) and written
        once it is back."""
        try:
            await self.storage.mark_announced(table.id, rev, outbox)
            self.unsaved.pop(table.id, None)
        except StorageUnavailable:
            self.unsaved[table.id] = table
            self._wake_recovery()
        if rev > table.announced:
            table.announced = rev
        table.outbox = outbox
        table.pending = [c for c in table.pending if c.rev > rev]
        if not table.open and table.announced >= table.rev and table in self.recovering:
            self.recovering.remove(table)  # its end is shown: let it go

    # ----------------------------------------------------------------- lobby
    async def open_table(self, guild_id: int, channel_id: int, host_id: int, host_name: str,
                         options: TableOptions, *, seed: int | None = None,
                         origin: Origin = TIMER, locale: str | None = None,
                         meta: dict[str, Any] | None = None) -> Table:
        """Open a lobby; `seed` fixes the deal and seat order (default: a secret random one).
        `locale`: the host's language for private messages (kept on the seat); `meta`: what
        the front end keeps with the table from its start (its record's meta)."""
        self.check_guild(guild_id)
        if channel_id in self.broken:
            table_id, reason = self.broken[channel_id]
            raise TableError("corrupt", table=table_id, reason=reason)
        here = self.in_channel(channel_id)
        if here is not None:
            raise TableError("channel_busy", game=here.options.game)
        now = time.time()
        record = TableRecord(id=0, guild_id=guild_id, channel_id=channel_id, host_id=host_id,
                             status="lobby", options=options.to_dict(),
                             seats=[_human(host_id, host_name, locale)],
                             seed=secrets.randbits(63) if seed is None else seed,
                             created_at=now,
                             deadline=now + options.lobby_seconds * self.time_scale
                             if options.lobby_seconds > 0 else None, meta=dict(meta or {}))
        change = Change(0, "opened", 0, 0, "host", params={"name": host_name})
        try:
            record.id = await self.storage.create_table(record, change.to_dict())
        except ChannelBusy:
            raise TableError("channel_busy") from None
        except StorageUnavailable:
            raise TableError("storage_unavailable") from None
        table = Table(record, options)
        if not self.outbox:
            table.announced = 0
        self._index(table)
        self._after(table, change, origin)
        return table

    async def _lobby_change(self, table_id: int, kind: str, origin: Origin,
                            change: Callable[[TableRecord], tuple[int | None, dict[str, Any]]],
                            *, by: str = "player") -> None:
        """Run a lobby change on a draft of the record and commit it."""
        table = self.get(table_id)
        async with self._locked(table):
            if table.status != "lobby":
                raise TableError("not_lobby")
            record = draft_record(table.record)
            seat, params = change(record)
            record.rev += 1
            if record.status != "lobby":
                record.deadline = None
                kind = params.pop("kind", kind)
            await self._commit(table, record, Change(record.rev, kind, 0, seat, by, (), params),
                               origin)

    async def join(self, table_id: int, user_id: int, name: str,
                   origin: Origin = TIMER, locale: str | None = None) -> None:
        def change(record: TableRecord) -> tuple[int | None, dict[str, Any]]:
            if any(s.get("user_id") == user_id for s in record.seats):
                raise TableError("already_seated")
            most = self.kind_of(record).max_players
            if len(record.seats) >= most:
                raise TableError("table_full", max=most)
            record.seats.append(_human(user_id, name, locale))
            return len(record.seats) - 1, {"name": name}

        await self._lobby_change(table_id, "joined", origin, change)

    async def leave_lobby(self, table_id: int, user_id: int, origin: Origin = TIMER) -> None:
        def change(record: TableRecord) -> tuple[int | None, dict[str, Any]]:
            seat = next((i for i, s in enumerate(record.seats)
                         if s.get("user_id") == user_id), None)
            if seat is None:
                raise TableError("not_seated")
            name = str(record.seats[seat]["name"])
            del record.seats[seat]
            if user_id == record.host_id:
                record.status = "cancelled"
                return None, {"name": name, "kind": "cancelled", "reason": "host_left"}
            return None, {"name": name}

        await self._lobby_change(table_id, "left", origin, change)

    async def add_ai(self, table_id: int, user_id: int, origin: Origin = TIMER) -> None:
        def change(record: TableRecord) -> tuple[int | None, dict[str, Any]]:
            self._check_host(record, user_id)
            most = self.kind_of(record).max_players
            if len(record.seats) >= most:
                raise TableError("table_full", max=most)
            taken = {s["name"] for s in record.seats}
            name = next(n for n in AI_NAMES if n not in taken)
            ai = TableOptions.from_dict(record.options).ai
            record.seats.append({"user_id": None, "name": name, "ai": ai})
            return len(record.seats) - 1, {"name": name}

        await self._lobby_change(table_id, "ai_added", origin, change, by="host")

    async def cancel(self, table_id: int, user_id: int, *, admin: bool = False,
                     origin: Origin = TIMER) -> None:
        def change(record: TableRecord) -> tuple[int | None, dict[str, Any]]:
            if not admin:
                self._check_host(record, user_id)
            record.status = "cancelled"
            return None, {"reason": "closed"}

        await self._lobby_change(table_id, "cancelled", origin, change,
                                 by="admin" if admin else "host")

    @staticmethod
    def _check_host(record: TableRecord, user_id: int) -> None:
        if user_id != record.host_id:
            raise TableError("not_host")

    async def start_game(self, table_id: int, user_id: int, origin: Origin = TIMER) -> None:
        table = self.get(table_id)
        async with self._locked(table):
            if table.status != "lobby":
                raise TableError("not_lobby")
            self._check_host(table.record, user_id)
            kind = self.kind_of(table.options)
            if not kind.min_players <= len(table.seats) <= kind.max_players:
                raise TableError("not_enough_players", min=kind.min_players,
                                 max=kind.max_players)
            record = draft_record(table.record)
            random.Random(record.seed).shuffle(record.seats)
            record.status = "playing"
            record.rev += 1
            state = self._new_game(record)
            if state.over:  # e.g. Va banque with a stake above everyone's chips
                raise TableError("over_at_start")
            kinds = {i: str(s["ai"]) for i, s in enumerate(record.seats) if s.get("ai")}
            ai = AiSeats(kind, state, kinds)
            record.deadline = self._deadline(table, record, state, new_round=True, ai=ai)
            change = Change(record.rev, "started", 0, None, "host",
                            params={"start": state.turn()})
            table.ai = ai  # not read before the swap below: nothing else runs under the lock
            try:
                await self._commit(table, record, change, origin, game=state)
            except BaseException:
                table.ai = None
                raise

    # ----------------------------------------------------------------- moves
    async def play(self, table_id: int, user_id: int, body: str, version: int | None,
                   origin: Origin = TIMER, *, round_: int | None = None) -> Change:
        """A human's move (`body` in the move grammar, without the seat prefix).

        A game everybody plays at once is sent without a `version` (every seat's action
        changes it) but with the `round_` its press was made in: a press that reaches the
        table after that round's stop is refused (TableError "round_over"), whatever else
        happened, and so is one in the short pause before a round opens ("round_pause")."""
        table = self.get(table_id)
        kind = self.kind_of(table.options)
        move = kind.parse(body)
        async with self._locked(table):
            if table.status != "playing" or table.game is None:
                raise TableError("not_playing")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            if version is not None and version != table.version:
                raise TableError("stale")
            if round_ is not None:
                self._check_round(table, round_)
            return await self._move(table, seat, move, "player", origin)

    def _check_round(self, table: Table, round_: int) -> None:
        """Is `round_` (of a simultaneous game) the one being played, and open?"""
        assert table.game is not None
        now = table.game.round  # the kind is SIMULTANEOUS: its state is a SimultaneousState
        if now != round_:
            raise TableError("round_over", round=round_)
        if time.time() < table.round_opens:
            raise TableError("round_pause", round=now)

    async def _move(self, table: Table, seat: int, move: Any, by: str, origin: Origin,
                    params: dict[str, Any] | None = None,
                    record: TableRecord | None = None) -> Change:
        """Apply one move on a copy of the game and commit it; the caller holds the lock."""
        assert table.game is not None and table.ai is not None
        kind = self.kind_of(table.options)
        game = table.game.copy()
        events = game.apply(seat, move)  # raises IllegalMove; `table.game` is untouched
        record = record or draft_record(table.record)
        timeouts: dict[str, int] = record.meta.setdefault("timeouts", {})
        if by == "player":
            timeouts.pop(str(seat), None)
        results = None
        if game.over:
            record.status = "finished"
            record.deadline = None
            results = self._results(record, game)
        else:
            record.deadline = self._deadline(table, record, game,
                                             new_round=kind.new_round(events), acted=seat)
        record.rev += 1
        public = tuple(e for e in events if kind.visible(e, None))
        change = Change(record.rev, "moved", table.version + 1, seat, by, public, params or {},
                        tuple(events))
        return await self._commit(table, record, change, origin, game=game,
                                  step=(seat, move, kind.format(seat, move)),
                                  events=events, results=results)

    def ai_decision(self, table: Table) -> tuple[int, Any] | None:
        """The AI move due at this table now, if any (the one its deadline will play)."""
        if table.game is None or table.ai is None:
            return None
        return table.ai.next_move(table.game)

    def _results(self, record: TableRecord, game: GameState) -> list[PlayerResult]:
        """Leaderboard rows: humans, humans an AI took over (they played; they can't win),
        and AI seats (rated under `ai_user_id`; the boards can hide them)."""
        out = []
        results = game.results()
        winners, scores = set(results.winners), results.scores
        for seat, info in enumerate(record.seats):
            name, ai = str(info["name"]), info.get("ai") or None
            if info.get("user_id") is None:
                out.append(PlayerResult(ai_user_id(str(ai), name), name, scores[seat],
                                        seat in winners, seat, str(ai)))
                continue
            out.append(PlayerResult(info["user_id"], name, scores[seat],
                                    seat in winners and not ai, seat))
        return out

    def _deadline(self, table: Table, record: TableRecord, game: Any, *,
                  new_round: bool, acted: int | None = None,
                  ai: AiSeats | None = None) -> float | None:
        """The next deadline: an AI's paced move, else the human's turn timeout. `acted`:
        the seat whose move led here (None at the start and when a seat changes hands)."""
        kind = self.kind_of(table.options)
        if game.over:
            return None
        pause = self.round_pause if new_round else 0.0
        if getattr(kind, SIMULTANEOUS, False):
            return self._race_deadline(table, record, game, pause, acted, ai or table.ai)
        ai_seats = {i for i, s in enumerate(record.seats) if s.get("ai")}
        if any(seat in ai_seats for seat in game.actors()):
            return time.time() + (self.rng.uniform(*self.ai_delay) + pause) * self.time_scale
        turn = table.options.turn_seconds  # options never change after the table opened
        if turn <= 0 or game.turn() is None:
            return None
        return time.time() + (turn + pause) * self.time_scale

    def _race_deadline(self, table: Table, record: TableRecord, game: Any, pause: float,
                       acted: int | None, ai: AiSeats | None) -> float | None:
        """A game everybody plays at once: each AI seat has its own next action's time
        (`meta["ai_due"]`, by seat), drawn from its own reaction time when it has acted
        and when a round is dealt; another seat's action puts nobody's off. A round opens
        for everybody `round_pause` after it was dealt (`meta["round_opens"]`); the
        deadline is the earliest AI action."""
        now = time.time()
        kept: dict[str, float] = {} if pause else dict(record.meta.get("ai_due", {}))
        if pause:
            record.meta["round_opens"] = now + pause * self.time_scale
        due: dict[str, float] = {}
        for seat in game.actors():
            if not record.seats[seat].get("ai"):
                continue
            key = str(seat)
            if key in kept and seat != acted:
                due[key] = kept[key]
            else:
                due[key] = now + (self._reaction(game, seat, ai) + pause) * self.time_scale
        record.meta["ai_due"] = due
        return min(due.values()) if due else None

    def _reaction(self, game: Any, seat: int, ai: AiSeats | None) -> float:
        """Seconds until an AI seat's next action: its strategy's own reaction time where it
        has one (`delay(view, rng)` in ms: Würfel-Ligretto's racers), else the service's."""
        strategy = ai.strategies.get(seat) if ai is not None else None
        delay = getattr(strategy, "delay", None)
        if ai is None or delay is None:
            return self.rng.uniform(*self.ai_delay)
        return float(delay(game.seat_view(seat), self.rng)) / 1000.0

    # -------------------------------------------------------------- deadlines
    async def _fire(self, table_id: int, rev: int, due: float) -> None:
        """A stored deadline is due: expire the lobby, or play the AI's or timed-out move.
        Only while our shard lease is valid; while the database is away, tried again."""
        wait = RETRY_WAIT[0]
        while self.running:
            table = self.tables.get(table_id)
            if table is None:
                return
            if self.leased():
                try:
                    async with self._locked(table):
                        if table.rev != rev or table.record.deadline != due or not self.running:
                            return
                        await self._due(table)
                    return
                except TableError as exc:
                    if exc.code != "storage_unavailable":
                        log.error("table %d: automatic move refused (%s)", table.id, exc.code)
                        return
                except IllegalMove as exc:  # the code only: a message may name a card
                    log.error("table %d: automatic move refused (%s)", table.id, exc.code)
                    return
            await asyncio.sleep(wait)
            wait = min(wait * 2, RETRY_WAIT[1])

    async def _due(self, table: Table) -> None:
        if table.status == "lobby":
            record = draft_record(table.record)
            record.status, record.deadline = "cancelled", None
            record.rev += 1
            await self._commit(table, record, Change(record.rev, "cancelled", 0, None, "timer",
                                                     params={"reason": "expired"}), TIMER)
            return
        game = table.game
        if table.status != "playing" or game is None or table.ai is None:
            return
        due: dict[str, float] = table.record.meta.get("ai_due") or {}
        if due:  # a race: the AI seat whose own time came first
            first = int(min(due, key=lambda key: due[key]))
            if table.ai.is_ai(first):
                await self._move(table, first, table.ai.choose(game, first), "ai", TIMER)
                return
        decision = table.ai.next_move(game)
        if decision is not None:
            await self._move(table, *decision, "ai", TIMER)
            return
        seat = game.turn()
        if seat is None:
            return
        move = table.ai.choose(game, seat, table.options.ai)
        record = draft_record(table.record)
        timeouts: dict[str, int] = record.meta.setdefault("timeouts", {})
        count = timeouts[str(seat)] = int(timeouts.get(str(seat), 0)) + 1
        replaced = count >= self.timeouts_before_replacement
        if replaced:
            record.seats[seat]["ai"] = table.options.ai
        await self._move(table, seat, move, "timeout", TIMER,
                         {"name": table.name(seat), "count": count, "replaced": replaced},
                         record)

    # ------------------------------------------------------------- leaving/end
    async def leave_game(self, table_id: int, user_id: int, origin: Origin = TIMER) -> None:
        """A player leaves mid-game: an AI takes the seat for the rest of the game."""
        table = self.get(table_id)
        if table.status == "lobby":
            await self.leave_lobby(table_id, user_id, origin)
            return
        async with self._locked(table):
            if table.status != "playing":
                raise TableError("not_playing")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated")
            record = draft_record(table.record)
            record.seats[seat]["ai"] = table.options.ai
            assert table.game is not None and table.ai is not None
            record.deadline = self._deadline(table, record, table.game, new_round=False) \
                if seat in table.game.actors() \
                else record.deadline
            record.rev += 1
            change = Change(record.rev, "replaced", table.version, seat, "player",
                            params={"name": table.name(seat), "reason": "left"})
            await self._commit(table, record, change, origin)

    async def end_table(self, table_id: int, user_id: int, *, admin: bool = False,
                        origin: Origin = TIMER) -> None:
        table = self.get(table_id)
        if not admin:
            self._check_host(table.record, user_id)
        async with self._locked(table):
            if not table.open:
                raise TableError("no_table")
            record = draft_record(table.record)
            record.status, record.deadline = "cancelled", None
            record.rev += 1
            change = Change(record.rev, "ended", table.version, None,
                            "admin" if admin else "host")
            await self._commit(table, record, change, origin)

    async def close_broken(self, channel_id: int) -> int:
        """Close an unreadable table so the channel can be used again; returns its id."""
        table_id, _ = self.broken[channel_id]
        await self.storage.set_status(table_id, "cancelled")
        del self.broken[channel_id]
        return table_id
