"""Which storage backend a `LARRY_DB` value names: a `postgresql://` (or `postgres://`) URL
selects PostgreSQL, anything else is an SQLite file path (the embedded default)."""

from __future__ import annotations

import asyncio
from typing import Any, Protocol
from urllib.parse import urlsplit, urlunsplit

from larry_core.storage.base import Storage, TableRecord
from larry_core.storage.postgres import PostgresStorage, is_postgres_url
from larry_core.storage.sqlite import SQLiteStorage

__all__ = ["BotStorage", "check_postgres", "is_postgres_url", "open_storage", "redact_url"]


class BotStorage(Storage, Protocol):
    """The Protocol plus the reads that front ends and benchmarks use (both backends have
    them): a table's whole public history and its stored record."""

    async def load_changes(self, table_id: int) -> list[dict[str, Any]]: ...
    async def load_table(self, table_id: int) -> TableRecord | None: ...


def open_storage(url: str) -> BotStorage:
    """The storage `url` names, not yet opened (call `await storage.open()`): PostgreSQL for
    `postgresql://…` or `postgres://…`, else SQLite at the path `url`."""
    if is_postgres_url(url):
        return PostgresStorage(url)
    return SQLiteStorage(url)


def redact_url(url: str) -> str:
    """`url` with its password (if any) replaced by `***`, fit for an error message."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{parts.username or ''}:***@{host}"
    if parts.port is not None:
        netloc += f":{parts.port}"
    return urlunsplit(parts._replace(netloc=netloc))


def check_postgres(url: str, *, timeout: float = 10.0) -> str | None:
    """Connect to the PostgreSQL server at `url` and migrate it now; None if the bot can use
    it, else one sentence saying what is wrong and what to do."""
    import asyncpg

    async def open_and_close() -> None:
        storage = PostgresStorage(url, connect_timeout=timeout, pool_size=1)
        try:
            await storage.open()
        finally:
            await storage.close()

    try:
        asyncio.run(open_and_close())
    except asyncpg.InvalidAuthorizationSpecificationError as exc:  # also a wrong password
        return (f"the PostgreSQL server refused the login ({_first_line(exc)}): fix the user "
                "and password in LARRY_DB.")
    except asyncpg.InvalidCatalogNameError as exc:
        return (f"{_first_line(exc)}: create it (createdb) or name an existing database in "
                "LARRY_DB.")
    except (OSError, TimeoutError) as exc:
        return (f"cannot reach the PostgreSQL server ({_first_line(exc) or type(exc).__name__})"
                ": start it, or fix the host and port in LARRY_DB.")
    except asyncpg.PostgresError as exc:
        return (f"the PostgreSQL database cannot be used ({_first_line(exc)}): fix it or point "
                "LARRY_DB at another one.")
    except (asyncpg.InterfaceError, ValueError) as exc:
        return (f"is not a usable PostgreSQL URL ({_first_line(exc)}): write it as "
                "postgresql://user:password@host:5432/database.")
    return None


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else ""
