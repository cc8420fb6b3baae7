"""`larry play` of a game played on the table service: one human against AI seats in the
terminal, on the same `TableService` as a Discord table, with a throw-away SQLite file.

This module names no game. The game's commands in the registry (`TableCommands`, those whose
`play` is None) give the game's rules of the options and its terminal (a `TableTerminal`:
what the human sees and how they choose, Larry's in `larry_core.games.larry.terminal`);
here the service runs, the table is opened, started and played for it (`ServiceHost`), and
typed lines are read without blocking the event loop (`LineReader`).
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from typing import Any, TextIO, cast

from larry_core.games import registry
from larry_core.games.base import TERMINAL_USER, TableCommands
from larry_core.storage.sqlite import SQLiteStorage
from larry_core.tables.service import TableService
from larry_core.tables.table import Table, TableError, TableOptions
from larry_core.text import DEFAULT_LOCALE, console, explain


class LineReader:
    """Reads stdin lines on a daemon thread, so Ctrl-C and EOF never hang the event loop."""

    def __init__(self, stream: TextIO) -> None:
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        loop = asyncio.get_running_loop()

        def pump() -> None:
            try:
                for line in stream:
                    loop.call_soon_threadsafe(self.queue.put_nowait, line.rstrip("\n"))
                loop.call_soon_threadsafe(self.queue.put_nowait, None)
            except RuntimeError:  # the game ended and its event loop is closed
                return

        threading.Thread(target=pump, name="larry-stdin", daemon=True).start()

    async def read(self) -> str | None:
        return await self.queue.get()


class ServiceHost:
    """The table service as the human at the terminal uses it (a `TerminalHost`): one table
    of `game`, without timers, the human the user `TERMINAL_USER`; a refusal of the table
    itself is told to the human with `out`, in `locale`."""

    def __init__(self, service: TableService, game: str, out: Callable[[str], None],
                 locale: str = DEFAULT_LOCALE) -> None:
        self.service, self.game, self.out, self.locale = service, game, out, locale
        self.table: Table | None = None

    async def open(self, name: str, seed: int | None, ai: str, rules: Any) -> Table:
        options = TableOptions(rules=rules, turn_seconds=0, lobby_seconds=0, ai=ai,
                               game=self.game)
        self.table = await self.service.open_table(0, 0, TERMINAL_USER, name, options,
                                                   seed=seed)
        return self.table

    async def start(self, players: int) -> None:
        assert self.table is not None
        for _ in range(players - 1):
            await self.service.add_ai(self.table.id, TERMINAL_USER)
        await self.service.start_game(self.table.id, TERMINAL_USER)

    async def play(self, body: str) -> None:
        table = self.table
        assert table is not None
        try:
            await self.service.play(table.id, TERMINAL_USER, body, table.version)
        except TableError as exc:
            self.out(explain(exc.code, self.locale, plain=True, **exc.params))


async def play_terminal(players: int, seed: int | None, ai: str, ai_delay: float,
                        rules: Any = None, stdin: TextIO = sys.stdin,
                        locale: str = DEFAULT_LOCALE,
                        game: str = registry.DEFAULT_GAME) -> int:
    """Play `game` (a registered game whose commands are `TableCommands`) at the terminal:
    `players` seats, the human's and AI seats of strategy `ai` that wait `ai_delay` seconds
    before each move, the deal of `seed` (None: a random one), `rules` (None: the game's
    defaults); the human types on `stdin` -> the exit status."""
    def out(text: str) -> None:
        print(console.wrap(text), flush=True)

    commands = cast(TableCommands, registry.COMMANDS[game])
    reader = LineReader(stdin)
    with tempfile.TemporaryDirectory(prefix="larry-") as tmp:
        storage = SQLiteStorage(os.path.join(tmp, "terminal.sqlite3"))
        await storage.open()
        service = TableService(storage, ai_delay=(ai_delay, ai_delay * 1.5),
                               round_pause=min(2.0, ai_delay * 3))
        terminal = commands.table_terminal(ServiceHost(service, game, out, locale), out,
                                           locale)
        service.subscribe(terminal.on_change)
        await service.start()
        try:
            return await terminal.run(reader, players, seed, ai, rules)
        finally:
            await service.stop()
            await storage.close()
