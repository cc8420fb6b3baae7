"""`larry replay --db PATH <game id>`: a finished game from the bot's database, move by move,
with each claim's truth and the bluff report, as plain text in the reader's language.

Only finished games: a running game's claims are hidden information, so it is refused.
The database is opened through the storage layer (SQLite file or postgresql:// URL), which
brings its schema up to date as the bot would; a SQLite path that does not exist is refused
rather than created.
"""

from __future__ import annotations

import asyncio
import errno
import os
import sqlite3
import sys

import asyncpg

from larry_core.games.documents import CorruptLog
from larry_core.games.larry.report import log_from_record
from larry_core.games.larry.review import review, seat_names, step_lines
from larry_core.storage.base import FinishedGame, GameNotFinished
from larry_core.storage.select import is_postgres_url, open_storage, redact_url
from larry_core.text import DEFAULT_LOCALE, Renderer, t

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
    if game.summary.game != "larry":
        return _fail("cli-replay-other-game", locale, table=shown_id, game=game.summary.game)
    try:
        rv = review(log_from_record(game.record, game.moves))
    except CorruptLog:
        return _fail("cli-replay-corrupt", locale, table=shown_id)
    render = Renderer(locale, seat_names(game.record.seats, locale), plain=True)
    for step in rv.steps:
        print("\n".join(step_lines(step, render)))
        print()
    print("\n".join(render(msg) for msg in rv.report.messages()))
    return 0
