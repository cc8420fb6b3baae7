"""Deadlines of a table: lobby expiry, turn timeouts, and the AI's human-paced moves.

Each table has at most one pending timer task. It remembers the table version it was armed
for; when it fires it takes the table lock and acts only if the version is unchanged, so a
timer and a human press racing for one turn change the state exactly once.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from larry_core.errors import IllegalMove
from larry_core.moves import Move
from larry_core.table import Table, TableError

if TYPE_CHECKING:
    from larry_core.service import TableService

log = logging.getLogger(__name__)


class TableTimers:
    """The timer half of a TableService: arms, fires and cancels each table's one timer."""

    def __init__(self, service: TableService) -> None:
        self.service = service

    def disarm(self, table: Table) -> None:
        timer = table.timer
        table.timer = None
        if timer is not None and not timer.done() and timer is not asyncio.current_task():
            timer.cancel()

    def arm(self, table: Table) -> None:
        svc = self.service
        self.disarm(table)
        if not svc.running:
            return
        now = time.time()
        if table.status == "lobby":
            if table.record.deadline is None:
                return
            due, kind, seat = table.record.deadline, "expire", -1
        elif table.status == "playing" and table.game is not None:
            game = table.game
            delay = svc.rng.uniform(*svc.ai_delay) * svc.time_scale
            catchers = [s for s in range(game.n) if table.is_ai(s) and s != game.catchable]
            if game.catchable is not None and catchers:
                due, kind, seat = now + delay, "ai", catchers[0]
            elif game.to_move is not None and table.is_ai(game.to_move):
                if len(table.history) == 1 and table.history[0]["type"] == "round_started":
                    delay += svc.round_pause * svc.time_scale
                due, kind, seat = now + delay, "ai", game.to_move
            elif game.to_move is not None and table.record.deadline is not None:
                due, kind, seat = table.record.deadline, "timeout", game.to_move
            else:
                return
        else:
            return
        table.timer = asyncio.create_task(self._fire(table, table.version, due, kind, seat),
                                          name=f"larry-table-{table.id}-{kind}")

    async def _fire(self, table: Table, version: int, due: float, kind: str,
                    seat: int) -> None:
        await asyncio.sleep(max(0.0, due - time.time()))
        try:
            async with table.lock:
                if table.version != version or table.timer is not asyncio.current_task():
                    return
                if kind == "expire":
                    await self._expire_lobby(table)
                else:
                    await self._auto_move(table, seat, timed_out=kind == "timeout")
        except asyncio.CancelledError:
            raise
        except (IllegalMove, TableError) as exc:  # the code only: a message may name a card
            log.error("table %d: automatic %s move refused (%s)", table.id, kind, exc.code)
        except Exception:
            log.exception("table %d: timer %s failed", table.id, kind)

    async def _expire_lobby(self, table: Table) -> None:
        if table.status != "lobby":
            return
        with table.writing():
            table.record.status = "cancelled"
            try:
                await self.service.storage.save_table(table.record)
            except Exception:
                table.record.status = "lobby"
                raise
        self.service._close(table)
        from larry_core.service import Update

        await self.service._notify(Update(table, "cancelled",
                                  note="Nobody started the game in time, so the lobby closed."))

    async def _auto_move(self, table: Table, seat: int, *, timed_out: bool) -> None:
        from larry_core.ai import ai_move, get_strategy

        game = table.game
        assert game is not None
        strategy = get_strategy(table.options.ai)
        move: Move = ai_move(game, seat, strategy, table.history_for(seat),
                           table.ai_rng)
        if not timed_out:
            await self.service._commit(table, seat, move, by="ai")
            return
        timeouts: dict[str, Any] = table.record.meta.setdefault("timeouts", {})
        count = int(timeouts.get(str(seat), 0)) + 1
        timeouts[str(seat)] = count
        try:
            await self.service._commit(table, seat, move, by="timeout",
                               note=f"{table.name(seat)} ran out of time, so the AI played "
                                    "for them.")
        except BaseException:
            timeouts[str(seat)] = count - 1
            raise
        if count >= self.service.timeouts_before_replacement and table.status == "playing":
            await self.service._replace(table, seat,
                                f"{table.name(seat)} missed {count} turns in a row")
