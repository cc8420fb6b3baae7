"""Configuration from the environment and `.env` (python-dotenv), checked before connecting.

The token, database path, development guild and log level come from the environment, and
so do the shards this process runs (`LARRY_SHARDS`, `LARRY_SHARD_COUNT`, or the `--shards` /
`--shard-count` flags of `larry-bot`, see docs/operations.md). The pacing knobs
(`time_scale`, `ai_delay`, `round_pause`, `edit_gap`) are not read from `.env`: tests pass them to
`Config` directly to make games fast. `check_database` opens and migrates the
database before the bot logs in, so a bad `LARRY_DB` is one clear line, not a traceback.
"""

from __future__ import annotations

import asyncio
import os
import re
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values, load_dotenv

from larry_core.storage.shards import MAX_SHARDS, Shards, parse_ids

# three dot-separated url-safe base64 parts: user id, timestamp, signature
TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{17,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}")
SWITCH = {"on": True, "yes": True, "true": True, "1": True,
          "off": False, "no": False, "false": False, "0": False}
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
SNOWFLAKE = re.compile(r"[0-9]{1,20}")  # ASCII digits: "１２３" is no server id
SNOWFLAKE_MAX = 2**64 - 1  # Discord ids are unsigned 64-bit integers
LEASE_RANGE = (2.0, 600.0)  # LARRY_LEASE_SECONDS bounds
DEFAULT_LEASE = 15.0
URL_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*)://")  # a URL, not a file path
FLAGS = {"LARRY_SHARDS": "--shards", "LARRY_SHARD_COUNT": "--shard-count"}  # larry-bot's


class ConfigError(Exception):
    """A configuration problem, with a one-line message fit for stderr."""


@dataclass(frozen=True, slots=True)
class Config:
    token: str
    db_path: str = "larry.sqlite3"
    dev_guild: int | None = None
    log_level: str = "INFO"
    # pacing knobs (tests shrink them)
    time_scale: float = 1.0
    ai_delay: tuple[float, float] = (1.5, 3.0)
    round_pause: float = 5.0
    # seconds between two writes of one table message (a reader's pace and Discord's
    # per-message budget; tests whose players press at machine speed shorten it)
    edit_gap: float = 1.0
    guild_ready_timeout: float = 2.0
    pictures: bool = True  # LARRY_PICTURES: cards drawn as pictures unless a table says no
    # once started, the heap's survivors frozen out of garbage collection (`HeapKeeper.settle`);
    # tests that run the bot inside the test process turn it off: that heap is not the bot's
    settle_heap: bool = True
    # LARRY_WARM_TEXTS: every text compiled before connecting (about 8 s: else each is
    # compiled at its first use, a few milliseconds); short-lived bot processes turn it off
    warm_texts: bool = True
    # LARRY_SHARDS / LARRY_SHARD_COUNT: the shards this process runs (None: all, and Discord
    # chooses how many); leases on them last `lease_seconds` (LARRY_LEASE_SECONDS)
    shards: Shards | None = None
    lease_seconds: float = DEFAULT_LEASE


def load_config(env: Mapping[str, str] | None = None, *, dotenv: str | None = ".env",
                overrides: Mapping[str, str] | None = None) -> Config:
    """Read the configuration; raise ConfigError with one clear sentence if it is unusable.
    `overrides` (command-line flags) win over the environment and `.env`."""
    where = "put your bot token in .env"
    blank_in_environment = False
    if env is None:
        # a variable set in the environment wins over .env (override=False): a blank one
        # hides the file's token, and saying ".env sets no token" would send the user there
        blank = os.environ.get("DISCORD_TOKEN", "x").strip() == ""
        if dotenv:
            found = Path(dotenv).absolute()
            if found.is_file():
                try:
                    blank_in_environment = blank and bool(
                        (dotenv_values(found).get("DISCORD_TOKEN") or "").strip())
                    load_dotenv(found, override=False)
                except (OSError, UnicodeDecodeError) as exc:
                    raise ConfigError(f"cannot read {found}: {exc}.") from None
                where = f"read {found}, which sets no token: put your bot token in it"
            else:
                where = (f"no .env file in {found.parent}: copy .env.example to .env there "
                         "and put your bot token in it")
        env = os.environ
    flags = {name: FLAGS[name] for name in overrides or () if name in FLAGS}
    if overrides:
        env = {**env, **overrides}
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token and blank_in_environment:
        raise ConfigError("DISCORD_TOKEN is set but blank in the environment, which wins over "
                          ".env: unset it (unset DISCORD_TOKEN) or set it to your bot token.")
    if not token:
        raise ConfigError(f"DISCORD_TOKEN is not set ({where}; see docs/discord-setup.md).")
    if token[:4].lower() == "bot " and TOKEN_SHAPE.fullmatch(token[4:].strip()):
        raise ConfigError("DISCORD_TOKEN starts with \"Bot \": drop that prefix and keep only "
                          "the token itself (the bot adds it when it logs in).")
    if not TOKEN_SHAPE.fullmatch(token):
        raise ConfigError("DISCORD_TOKEN does not look like a bot token (three dot-separated "
                          "parts): copy it again from the Developer Portal's Bot page.")
    guild_text = env.get("LARRY_DEV_GUILD", "").strip()
    dev_guild: int | None = None
    if guild_text:
        if not SNOWFLAKE.fullmatch(guild_text) or not 0 < int(guild_text) <= SNOWFLAKE_MAX:
            shown = guild_text if len(guild_text) <= 24 else guild_text[:24] + "…"
            raise ConfigError(f"LARRY_DEV_GUILD must be a server id (digits 0-9, like "
                              f"123456789012345678; Developer Mode, right-click the server, "
                              f"Copy Server ID), not {shown!r}.")
        dev_guild = int(guild_text)
    level = (env.get("LARRY_LOG_LEVEL", "").strip() or "INFO").upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"LARRY_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, "
                          f"not {level!r}.")
    db_path = env.get("LARRY_DB", "").strip() or "larry.sqlite3"
    scheme = URL_SCHEME.match(db_path)
    if scheme and scheme[1].lower() not in ("postgresql", "postgres"):
        from larry_core.storage.select import redact_url
        raise ConfigError(f"LARRY_DB={redact_url(db_path)[:60]}: {scheme[1]}:// databases are "
                          "not supported: use an SQLite file path (e.g. larry.sqlite3) or a "
                          "postgresql://user:password@host:5432/database URL.")
    pictures_text = (env.get("LARRY_PICTURES", "").strip() or "on").lower()
    if pictures_text not in SWITCH:
        raise ConfigError(f"LARRY_PICTURES must be on or off, not {pictures_text[:24]!r}.")
    warm_text = (env.get("LARRY_WARM_TEXTS", "").strip() or "on").lower()
    if warm_text not in SWITCH:
        raise ConfigError(f"LARRY_WARM_TEXTS must be on or off, not {warm_text[:24]!r}.")
    return Config(token=token, db_path=db_path, dev_guild=dev_guild, log_level=level,
                  pictures=SWITCH[pictures_text], warm_texts=SWITCH[warm_text],
                  shards=load_shards(env, flags),
                  lease_seconds=lease_seconds(env))


def load_shards(env: Mapping[str, str], flags: Mapping[str, str] | None = None,
                ) -> Shards | None:
    """LARRY_SHARDS (`0-3`, `0,2,5-7`, `all`) of LARRY_SHARD_COUNT; None if neither is set.
    The count alone means all of its shards; shards without a count are refused. A value
    given by a `larry-bot` flag is named by its flag (`flags` maps the variable to it)."""
    flags = flags or {}
    ids_name = flags.get("LARRY_SHARDS", "LARRY_SHARDS")
    count_name = flags.get("LARRY_SHARD_COUNT", "--shard-count" if ids_name.startswith("--")
                           else "LARRY_SHARD_COUNT")

    def said(name: str, text: str) -> str:
        shown = text if len(text) <= 24 else text[:24] + "…"
        return f"{name} {shown}" if name.startswith("--") else f"{name}={shown}"

    ids_text = env.get("LARRY_SHARDS", "").strip()
    count_text = env.get("LARRY_SHARD_COUNT", "").strip()
    if not ids_text and not count_text:
        return None
    if ids_text and not count_text:  # a typo in the ids is said before the missing count
        try:
            parse_ids(ids_text, MAX_SHARDS)
        except ValueError as exc:
            raise ConfigError(f"{said(ids_name, ids_text)}: {exc} (write it like 0-3, "
                              "0,2,4-5 or all).") from None
    if not count_text:
        raise ConfigError(f"{said(ids_name, ids_text)} needs {count_name} too: the "
                          "number of shards of all processes together (e.g. 8).")
    if not count_text.isascii() or not count_text.isdigit() \
            or not 1 <= int(count_text) <= MAX_SHARDS:
        shown = count_text if len(count_text) <= 24 else count_text[:24] + "…"
        raise ConfigError(f"{count_name} must be a whole number from 1 to {MAX_SHARDS}, "
                          f"not {shown!r}.")
    count = int(count_text)
    try:
        ids = parse_ids(ids_text or "all", count)
    except ValueError as exc:
        raise ConfigError(f"{said(ids_name, ids_text)}: {exc} (write it like 0-3 or "
                          "0,2,4-5).") from None
    return Shards(ids, count)


def lease_seconds(env: Mapping[str, str]) -> float:
    text = env.get("LARRY_LEASE_SECONDS", "").strip()
    if not text:
        return DEFAULT_LEASE
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    lo, hi = LEASE_RANGE
    if not lo <= value <= hi:
        raise ConfigError(f"LARRY_LEASE_SECONDS must be a number of seconds from {lo:g} to "
                          f"{hi:g}, not {text[:24]!r}.")
    return value


def check_database(path: str) -> None:
    """Open and migrate the database at `path` now; ConfigError (naming LARRY_DB, the path and
    what to do) if the bot could not use it. A `postgresql://` URL is connected to and
    migrated the same way."""
    from larry_core.storage.select import check_postgres, is_postgres_url, redact_url
    from larry_core.storage.sqlite import SQLiteStorage

    if is_postgres_url(path):
        problem = check_postgres(path)
        if problem is not None:
            raise ConfigError(f"LARRY_DB={redact_url(path)}: {problem}")
        return

    file = Path(path).absolute()
    where = f"LARRY_DB={path}"
    if file.is_dir():
        raise ConfigError(f"{where} is a folder, not a file: name a file in it, e.g. "
                          f"LARRY_DB={file / 'larry.sqlite3'}.")
    if not file.parent.is_dir():
        raise ConfigError(f"{where}: the folder {file.parent} does not exist: create it, or "
                          "point LARRY_DB at a file in an existing folder.")

    async def open_and_close() -> None:
        storage = SQLiteStorage(str(file))
        try:
            await storage.open()  # creates the file if needed and migrates it
        finally:
            await storage.close()

    try:
        asyncio.run(open_and_close())
    except sqlite3.Error as exc:
        code = getattr(exc, "sqlite_errorname", "")
        if code == "SQLITE_NOTADB":
            raise ConfigError(f"{where} is not an SQLite database: point LARRY_DB at another "
                              "file (the bot creates it), or move this file away.") from None
        if code.startswith("SQLITE_READONLY"):
            raise ConfigError(f"{where} is read-only: let the bot write to the file and its "
                              "folder, or point LARRY_DB at another file.") from None
        if code.startswith("SQLITE_CANTOPEN"):
            raise ConfigError(f"{where} cannot be opened or created: let the bot write to "
                              f"{file.parent}, or point LARRY_DB elsewhere.") from None
        raise ConfigError(f"{where} cannot be used ({exc}): fix the file or point LARRY_DB "
                          "at another one.") from None
    except OSError as exc:
        raise ConfigError(f"{where} cannot be used ({exc.strerror or exc}): fix the file or "
                          "point LARRY_DB at another one.") from None
