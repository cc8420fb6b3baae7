"""`larry replay --db PATH <game id>`: a finished game from the bot's database, move by move,
as plain text in the reader's language.

Only finished games: a running game's hidden information (a Larry game's claims) would
show, so it is refused. The database is opened through the storage layer (SQLite file or
postgresql:// URL), which brings its schema up to date as the bot would; a SQLite path that
does not exist is refused rather than created. This module names no game: the stored game's
commands in the registry print it (their `replay_stored`; Larry's adds each claim's truth
and the bluff report), and a game without one is refused.
"""

from __future__ import annotations

import asyncio
import errno
import os
import sqlite3
import sys

import asyncpg

from larry_core.games import registry
from larry_core.games.base import StoredReplay
from larry_core.games.documents import CorruptLog
from larry_core.storage.base import FinishedGame, GameNotFinished
from larry_core.storage.select import is_postgres_url, open_storage, redact_url
from larry_core.text import DEFAULT_LOCALE, t

_ID = 10**18  # game ids are positive 64-bit integers; more digits than this is not one


def _fail(key: str, locale: str, **params: object) -> int:
    print(t(key, locale, **params), file=sys.stderr)
    return 2


async def _load(url: str, table_id: int) -> FinishedGame | None:
    storage = open_storage(url)
    try:
        await storage.open()
        return await storage.load_finished(table_id)
    finally:
        await storage.close()


def replay_stored(url: str, text: str, locale: str = DEFAULT_LOCALE) -> int:
    """Print stored game `text` (its id) from database `url`; 0 if shown, else 2."""
    shown = repr(text) if len(text) <= 24 else repr(text[:24]) + "…"
    digits = text.strip()
    if not digits.isascii() or not digits.isdigit():
        return _fail("cli-replay-bad-id", locale, text=shown)
    if len(digits) > 18 or not 0 < int(digits) < _ID:  # a whole number, but no game's
        return _fail("cli-replay-id-range", locale, text=shown, max=str(_ID - 1))
    table_id = int(text.strip())
    shown_id = str(table_id)
    if not is_postgres_url(url) and not os.path.isfile(url):
        return _fail("cli-replay-db-error", locale,
                     problem=f"{url}: {os.strerror(errno.ENOENT)}")
    try:
        game = asyncio.run(_load(url, table_id))
    except GameNotFinished:
        return _fail("cli-replay-not-over", locale, table=shown_id)
    except (OSError, sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError,
            ValueError) as exc:
        problem = str(exc).replace(url, redact_url(url)) or type(exc).__name__
        return _fail("cli-replay-db-error", locale, problem=problem.splitlines()[0])
    if game is None:
        return _fail("cli-replay-no-game", locale, table=shown_id)
    replay: StoredReplay | None = getattr(registry.COMMANDS.get(game.summary.game),
                                          "replay_stored", None)
    if replay is None:
        return _fail("cli-replay-other-game", locale, table=shown_id, game=game.summary.game)
    try:
        shown_game = replay(game.record, game.moves, locale)
    except CorruptLog:
        return _fail("cli-replay-corrupt", locale, table=shown_id)
    print(shown_game)
    return 0
