"""A server's settings: the defaults its new tables start from.

Language and pictures may be left unset (None): a table then takes the server's Discord
language and the bot's LARRY_PICTURES default, as before servers had settings. A new table's
options override any of them for one table (`table_options`).

Validation happens here once: `GuildSettings.updated(...)` raises `SettingsError` (with a
catalogue key and its parameters) and builds nothing; stored settings are read leniently
(`from_dict`), so a value that is no longer valid falls back to its default.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass
from typing import Any

from larry_core.games.larry.rules import LARRY_CALLS, RuleSet
from larry_core.tables.table import LANGUAGES, TableOptions

log = logging.getLogger(__name__)

TURN_SECONDS = (30, 600)  # the range a new table may choose from
ROUNDS = (1, 10)


class SettingsError(ValueError):
    """A refused setting: `key` is its catalogue message, `params` that message's values."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True, slots=True)
class GuildSettings:
    language: str | None = None  # en | de | fr; None: the server's own Discord language
    pictures: bool | None = None  # None: the bot's default (LARRY_PICTURES)
    turn_seconds: int = 90
    rounds: int = 3
    short_game: bool = False
    larry_call: str = "auto"

    def __post_init__(self) -> None:
        _check("language", self.language)
        _check("pictures", self.pictures)
        _check("turn_seconds", self.turn_seconds)
        _check("rounds", self.rounds)
        _check("short_game", self.short_game)
        _check("larry_call", self.larry_call)

    def updated(self, **changes: Any) -> GuildSettings:
        """These settings with `changes` (field=value; None resets language or pictures
        to "unset"); SettingsError names the first bad value."""
        unknown = sorted(set(changes) - set(FIELDS))
        if unknown:
            raise SettingsError("settings-unknown", name=unknown[0])
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in FIELDS}

    @classmethod
    def from_dict(cls, data: Any) -> GuildSettings:
        """Stored settings: each valid field is kept, anything else is its default."""
        if not isinstance(data, dict):
            return cls()
        kept: dict[str, Any] = {}
        for name in FIELDS:
            if name in data:
                try:
                    _check(name, data[name])
                except SettingsError:
                    log.warning("stored guild setting %s is not valid: using its default", name)
                    continue
                kept[name] = data[name]
        return cls(**kept)


FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(GuildSettings))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check(name: str, value: Any) -> None:
    if name == "language":
        if value is not None and value not in LANGUAGES:
            raise SettingsError("settings-bad-language", value=str(value)[:24],
                                allowed=", ".join(LANGUAGES))
    elif name in ("pictures", "short_game"):
        if not isinstance(value, bool) and not (name == "pictures" and value is None):
            raise SettingsError("settings-bad-switch", name=name)
    elif name == "turn_seconds":
        if not _is_int(value) or not TURN_SECONDS[0] <= value <= TURN_SECONDS[1]:
            raise SettingsError("settings-bad-turn-seconds", low=TURN_SECONDS[0],
                                high=TURN_SECONDS[1])
    elif name == "rounds":
        if not _is_int(value) or not ROUNDS[0] <= value <= ROUNDS[1]:
            raise SettingsError("settings-bad-rounds", low=ROUNDS[0], high=ROUNDS[1])
    elif name == "larry_call" and value not in LARRY_CALLS:
        raise SettingsError("settings-bad-larry-call", allowed=", ".join(LARRY_CALLS))


def table_options(settings: GuildSettings, *, server_language: str = "en",
                  default_pictures: bool = True, rounds: int | None = None,
                  short_game: bool | None = None, larry_call: str | None = None,
                  turn_seconds: int | None = None, language: str | None = None,
                  pictures: bool | None = None) -> TableOptions:
    """A new table's options: the server's settings, each overridden by the option
    given for this table (None: not given). `server_language` stands in for an unset
    language setting, `default_pictures` for an unset pictures setting. SettingsError for a
    bad override."""
    merged = settings.updated(**{k: v for k, v in {
        "rounds": rounds, "short_game": short_game, "larry_call": larry_call,
        "turn_seconds": turn_seconds, "language": language, "pictures": pictures,
    }.items() if v is not None})
    table_language = merged.language or (
        server_language if server_language in LANGUAGES else "en")
    return TableOptions(
        rules=RuleSet(rounds=merged.rounds, short_game=merged.short_game,
                      larry_call=merged.larry_call),
        turn_seconds=merged.turn_seconds, language=table_language,
        pictures=default_pictures if merged.pictures is None else merged.pictures)
