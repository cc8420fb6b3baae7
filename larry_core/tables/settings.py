"""A server's settings: the defaults its new tables start from.

The platform's own (language, pictures, the turn timer, a thread per table) are the server's
for every game; each
game's options (`GameKind.options`: Larry's rounds, Kakerlakenpoker's special cards, ...) are
kept per game. Language and pictures may be left unset (None): a table then takes the
server's Discord language and the bot's LARRY_PICTURES default. A new table's options
override any of them for one table (`table_options`).

Validation happens here once: `GuildSettings.updated(...)` raises `SettingsError` (with a
catalogue key and its parameters) and builds nothing; stored settings are read leniently
(`from_dict`), so a value that is no longer valid falls back to its default.

`told` is no setting: the notes the server was given once and is not given again (e.g.
"threads": its hosts were told why a table could not play in a thread), kept with them.

Stored form: ``{"language", "pictures", "turn_seconds", "threads", "told": [...], "games":
{"<game>": {option: value}}}``.
A document from before games had their own settings keeps Larry's options at its top level;
it is read as Larry's.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from larry_core.games.base import GameKind, Option, OptionError
from larry_core.games.registry import DEFAULT_GAME, GAMES
from larry_core.tables.table import LANGUAGES, TableOptions

log = logging.getLogger(__name__)

TURN_SECONDS = (30, 600)  # the range a new table may choose from
PLATFORM = ("language", "pictures", "turn_seconds", "threads")
KEPT = ("told",)  # stored beside the settings, never set by a command


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
    # each new table plays in a thread of its own, its lobby a line in the channel
    # (`cogs.tables.threads`); a table's `/… new` may choose otherwise
    threads: bool = False
    # the notes the server was given once (not settings: never changed by `updated`)
    told: frozenset[str] = frozenset()
    # each game's stored option values (only what differs from nothing: defaults are filled
    # in by `options`)
    games: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in PLATFORM:
            _check(name, getattr(self, name))
        for game, values in self.games.items():
            kind = _kind(game)
            for name, value in values.items():
                _check_option(kind, name, value)

    def options(self, game: str = DEFAULT_GAME) -> dict[str, Any]:
        """Every option of `game`: the server's value, else the game's default."""
        kind = _kind(game)
        stored = self.games.get(game, {})
        return {o.name: stored.get(o.name, o.default) for o in kind.options}

    def updated(self, game: str = DEFAULT_GAME, **changes: Any) -> GuildSettings:
        """These settings with `changes` (the platform's or `game`'s options, name=value;
        None resets language or pictures to "unset"); SettingsError names the first bad
        value or unknown name."""
        kind = _kind(game)
        own = {o.name for o in kind.options}
        unknown = sorted(set(changes) - set(PLATFORM) - own)
        if unknown:
            raise SettingsError("settings-unknown", name=unknown[0])
        platform = {k: v for k, v in changes.items() if k in PLATFORM}
        values = {k: v for k, v in changes.items() if k in own}
        games = dict(self.games)
        if values:
            games[game] = {**self.games.get(game, {}), **values}
        return dataclasses.replace(self, games=games, **platform)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"language": self.language, "pictures": self.pictures,
                               "turn_seconds": self.turn_seconds, "threads": self.threads,
                               "games": {game: dict(values)
                                         for game, values in self.games.items()}}
        if self.told:
            out["told"] = sorted(self.told)
        return out

    def telling(self, note: str) -> GuildSettings:
        """These settings with `note` told (see `told`)."""
        return dataclasses.replace(self, told=self.told | {note})

    @classmethod
    def from_dict(cls, data: Any) -> GuildSettings:
        """Stored settings: each valid value is kept, anything else is its default."""
        if not isinstance(data, dict):
            return cls()
        kept = {name: data[name] for name in PLATFORM
                if name in data and _valid(name, _check, name, data[name])}
        told = data.get("told")
        notes = frozenset(str(n) for n in told) if isinstance(told, list) else frozenset()
        stored = data.get("games")
        games: dict[str, Any] = dict(stored) if isinstance(stored, dict) else {}
        legacy = {k: v for k, v in data.items() if k not in (*PLATFORM, *KEPT, "games")}
        if legacy:  # the options of the days of one game's settings are Larry's
            games[DEFAULT_GAME] = {**legacy, **(games.get(DEFAULT_GAME) or {})}
        kept_games: dict[str, dict[str, Any]] = {}
        for game, values in games.items():
            kind = GAMES.get(str(game))
            if kind is None or not isinstance(values, dict):
                continue
            valid = {name: value for name, value in values.items()
                     if _valid(f"{kind.name}.{name}", _check_option, kind, name, value)}
            if valid:
                kept_games[kind.name] = valid
        return cls(games=kept_games, told=notes, **kept)


def _kind(game: str) -> GameKind:
    try:
        return GAMES[game]
    except KeyError:
        raise SettingsError("settings-unknown", name=game) from None


def _valid(what: str, check: Callable[..., None], *args: Any) -> bool:
    """Whether `check(*args)` passes; a stored value that does not is logged and dropped."""
    try:
        check(*args)
    except SettingsError:
        log.warning("stored guild setting %s is not valid: using its default", what)
        return False
    return True


def _check_option(kind: GameKind, name: str, value: Any) -> None:
    option: Option | None = next((o for o in kind.options if o.name == name), None)
    if option is None:
        raise SettingsError("settings-unknown", name=name)
    try:
        option.check(value)
    except OptionError as exc:
        raise SettingsError(exc.key, **exc.params) from None


def _check(name: str, value: Any) -> None:
    if name == "language":
        if value is not None and value not in LANGUAGES:
            raise SettingsError("settings-bad-language", value=str(value)[:24],
                                allowed=", ".join(LANGUAGES))
    elif name == "threads":
        if not isinstance(value, bool):
            raise SettingsError("settings-bad-switch", name=name)
    elif name == "pictures":
        if value is not None and not isinstance(value, bool):
            raise SettingsError("settings-bad-switch", name=name)
    elif name == "turn_seconds":
        if (isinstance(value, bool) or not isinstance(value, int)
                or not TURN_SECONDS[0] <= value <= TURN_SECONDS[1]):
            raise SettingsError("settings-bad-turn-seconds", low=TURN_SECONDS[0],
                                high=TURN_SECONDS[1])


def table_options(settings: GuildSettings, game: str = DEFAULT_GAME, *,
                  server_language: str = "en", default_pictures: bool = True,
                  **overrides: Any) -> TableOptions:
    """A new table's options for `game`: the server's settings, each overridden by the
    option given for this table (`overrides`: the platform's and the game's, None: not
    given). `server_language` stands in for an unset language setting, `default_pictures`
    for an unset pictures setting. SettingsError for a bad override."""
    merged = settings.updated(game, **{k: v for k, v in overrides.items() if v is not None})
    table_language = merged.language or (
        server_language if server_language in LANGUAGES else "en")
    kind = _kind(game)
    return TableOptions(
        rules=kind.rules(merged.options(game)), game=game,
        turn_seconds=merged.turn_seconds, language=table_language,
        pictures=default_pictures if merged.pictures is None else merged.pictures)
