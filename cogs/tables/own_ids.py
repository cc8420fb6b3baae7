"""What the custom_ids of a game's own buttons share (the shared ones are `cogs.tables.ids`'s):
a turn button's ``<prefix>:t:<table>:<version>:<action>[:<arg>]`` (`turn_id`), and a replay's
page ``<prefix>:rp:<table>:<round>`` (`page_id`, read back as a `Page` by `parse_page`). A
turn button's id is read by `parse_turn` as far as the table and version; the game's parser
reads the action. Every press a game's parser gives is an `Own`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

_PAGE = re.compile(r"rp:(\d{1,19}):(\d{1,6})")
_TURN = re.compile(r"t:(\d{1,19}):(\d{1,9}):(.+)")


@dataclass(frozen=True, slots=True)
class Own:
    """A press of one of a game's own buttons."""

    table: int


@dataclass(frozen=True, slots=True)
class Page(Own):
    round: int  # a finished game's round, from 1 (its page in the replay)


def turn_id(prefix: str, table: int, version: int, action: str, arg: str | None = None) -> str:
    """A turn button's custom_id: its action on the table's `version`, and its argument."""
    return f"{prefix}:t:{table}:{version}:{action}" + (f":{arg}" if arg is not None else "")


def page_id(prefix: str, table: int, number: int) -> str:
    """The custom_id of page `number` of a finished game's replay."""
    return f"{prefix}:rp:{table}:{number}"


def parse_page(prefix: str, custom_id: str) -> Page | None:
    """The replay page a custom_id names (None: it names none)."""
    m = _PAGE.fullmatch(custom_id.removeprefix(f"{prefix}:"))
    return Page(int(m[1]), int(m[2])) if m else None


class TurnPress(NamedTuple):
    """A turn button's custom_id read: the table, its version, and the rest (the action and
    its argument, such as ``die:3``), for the game to read."""

    table: int
    version: int
    rest: str


def parse_turn(prefix: str, custom_id: str) -> TurnPress | None:
    """The turn button a custom_id names (None: it names none)."""
    m = _TURN.fullmatch(custom_id.removeprefix(f"{prefix}:"))
    return TurnPress(int(m[1]), int(m[2]), m[3]) if m else None
