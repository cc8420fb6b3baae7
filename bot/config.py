"""Configuration from the environment and `.env` (python-dotenv).

The token, database path, development guild and log level come from the environment. The
pacing knobs (`time_scale`, `ai_delay`, `round_pause`) are not read from `.env`: tests pass
them to `Config` directly to make games fast.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass

from dotenv import load_dotenv

# three dot-separated url-safe base64 parts: user id, timestamp, signature
TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{17,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


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
    guild_ready_timeout: float = 2.0


def load_config(env: Mapping[str, str] | None = None, *, dotenv: str | None = ".env") -> Config:
    """Read the configuration; raise ConfigError with one clear sentence if it is unusable."""
    if env is None:
        if dotenv:
            load_dotenv(dotenv, override=False)
        env = os.environ
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError("DISCORD_TOKEN is not set: put your bot token in .env "
                          "(see .env.example and docs/discord-setup.md).")
    if not TOKEN_SHAPE.fullmatch(token):
        raise ConfigError("DISCORD_TOKEN does not look like a bot token (three dot-separated "
                          "parts): copy it again from the Developer Portal's Bot page.")
    guild_text = env.get("LARRY_DEV_GUILD", "").strip()
    dev_guild: int | None = None
    if guild_text:
        if not guild_text.isdigit():
            raise ConfigError(f"LARRY_DEV_GUILD must be a server id (digits), not {guild_text!r}.")
        dev_guild = int(guild_text)
    level = (env.get("LARRY_LOG_LEVEL", "").strip() or "INFO").upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"LARRY_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, "
                          f"not {level!r}.")
    db_path = env.get("LARRY_DB", "").strip() or "larry.sqlite3"
    return Config(token=token, db_path=db_path, dev_guild=dev_guild, log_level=level)
