"""One dispatcher for every table's stored deadline (lobby expiry, turn timeout, AI pacing).

Each table has at most one deadline, stored in its record and committed with the change
that set it. The dispatcher keeps a heap of (due, table, rev) and sleeps until the earliest
one; when it is due it hands it to the service, which acts only if the table is still at
that rev and deadline, so a deadline and a press racing for one turn change the state
exactly once. After a restart the heap is rebuilt from the stored deadlines.
"""

from __future__ import annotations

import asyncio
import contextvars
import heapq
import logging
import time
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

Fire = Callable[[int, int, float], Awaitable[None]]


class Dispatcher:
    """Fires `fire(table_id, rev, due)` once per scheduled deadline, at or after `due`."""

    def __init__(self, fire: Fire) -> None:
        self.fire = fire
        self.heap: list[tuple[float, int, int]] = []
        self.latest: dict[int, tuple[int, float]] = {}  # table -> its current (rev, due)
        self.sleeper: asyncio.Future[None] | None = None
        self.task: asyncio.Task[None] | None = None
        self.running: set[asyncio.Task[None]] = set()

    def schedule(self, table_id: int, rev: int, due: float | None) -> None:
        """Set a table's deadline (None: it has none); an older one is dropped when due."""
        if due is None:
            self.latest.pop(table_id, None)
            return
        self.latest[table_id] = (rev, due)
        heapq.heappush(self.heap, (due, table_id, rev))
        if self.heap[0][1:] == (table_id, rev) and self.sleeper is not None:
            _wake(self.sleeper)

    def start(self) -> None:
        if self.task is None:
            # a fresh context: nothing of whoever started the service leaks into timer moves
            self.task = asyncio.create_task(self._run(), name="larry-deadlines",
                                            context=contextvars.Context())

    async def stop(self) -> None:
        task, self.task = self.task, None
        tasks = [t for t in (task, *self.running) if t is not None]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.heap.clear()
        self.latest.clear()

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            if self.heap and self.heap[0][0] <= time.time():
                due, table_id, rev = heapq.heappop(self.heap)
                if self.latest.get(table_id) != (rev, due):
                    continue  # superseded by a later change of that table
                del self.latest[table_id]
                task = asyncio.create_task(self._fire(table_id, rev, due),
                                           name=f"larry-deadline-{table_id}",
                                           context=contextvars.Context())
                self.running.add(task)
                task.add_done_callback(self.running.discard)
                continue
            # sleep until the earliest deadline, or until `schedule` adds an earlier one
            self.sleeper = loop.create_future()
            handle = None
            if self.heap:
                handle = loop.call_later(max(0.0, self.heap[0][0] - time.time()),
                                         _wake, self.sleeper)
            try:
                await self.sleeper
            finally:
                if handle is not None:
                    handle.cancel()

    async def _fire(self, table_id: int, rev: int, due: float) -> None:
        try:
            await self.fire(table_id, rev, due)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %d: deadline handling failed", table_id)


def _wake(fut: asyncio.Future[None]) -> None:
    if not fut.done():
        fut.set_result(None)
