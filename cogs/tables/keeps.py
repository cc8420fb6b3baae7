"""The dice a player keeps between two rolls (Kniffel, Würfelpoker): each die button names
its die alone (``<prefix>:t:<table>:<version>:die:<i>``) and a tap toggles that die against
the dice kept now, whichever message it came from.

Two quick taps are sent from one drawing of the message: had each button carried the whole
kept pattern, the second would undo the first. Here the kept dice of the turn being played
are held per table, and each tap is read, changed and answered under the table's own lock,
so the edits reach Discord in the order the taps changed them. Roll takes the dice kept
now. After a restart nothing is held: the dice kept are read back from the pressed message
itself, as Discord holds it (its die buttons in the kept style), so they survive it.
Turn messages of older versions carried the kept pattern in their ids instead
(``keep:<kept>``, ``roll:<kept>``, five 0/1 digits): they are still read (`from_mask`).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import NamedTuple

import discord

from cogs.tables.items import carried
from cogs.tables.layout import AnyView
from larry_core.games.grammar import split_seat
from larry_core.tables.table import Table
from larry_core.text import t

DICE = 5
KEPT_STYLE = discord.ButtonStyle.success  # a kept die's button
_DIE = re.compile(r"die:([0-4])")
_LEGACY = re.compile(r"(?:keep|roll):([01]{5})")  # the kept pattern in ids before this scheme


def die_id(prefix: str, table: int, version: int, die: int) -> str:
    return f"{prefix}:t:{table}:{version}:die:{die}"


def from_mask(mask: str) -> frozenset[int]:
    return frozenset(i for i, c in enumerate(mask) if c == "1")


def shown(message: discord.Message | None, turn: str) -> frozenset[int]:
    """The dice `message` shows kept (`turn`: its turn buttons' id prefix, table and
    version): its die buttons in the kept style, or an older message's kept pattern."""
    kept: set[int] = set()
    for item in carried(message.components) if message is not None else ():
        cid = getattr(item, "custom_id", None) or ""
        if not cid.startswith(turn):
            continue
        rest = cid.removeprefix(turn)
        if (m := _DIE.fullmatch(rest)) and getattr(item, "style", None) == KEPT_STYLE:
            kept.add(int(m[1]))
        elif (m := _LEGACY.fullmatch(rest)) and rest.startswith("roll"):
            return from_mask(m[1])
    return frozenset(kept)


class Keeps:
    """The dice kept in each table's current turn (one entry per table)."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[int, frozenset[int]]] = {}
        self._locks: dict[int, asyncio.Lock] = {}

    @asynccontextmanager
    async def held(self, table: int) -> AsyncIterator[None]:
        """The table's taps one at a time: read, change and answer each in turn."""
        lock = self._locks.setdefault(table, asyncio.Lock())
        async with lock:
            yield

    def kept(self, table: int, version: int, message: discord.Message | None,
             turn: str) -> frozenset[int]:
        """The dice kept now in the turn at `version` (else as `message` shows them)."""
        got = self._kept.get(table)
        if got is not None and got[0] == version:
            return got[1]
        return shown(message, turn)

    def keep(self, table: int, version: int, kept: frozenset[int]) -> None:
        self._kept[table] = (version, kept)

    async def toggle(self, interaction: discord.Interaction, table: int, version: int,
                     turn: str, die: int, pattern: frozenset[int] | None,
                     view: Callable[[frozenset[int]], AnyView]) -> None:
        """Keep or release `die` (or, from an older id, keep `pattern`) and show the dice
        kept in the pressed message (`view`: the table with those dice kept), through this
        interaction's response."""
        async with self.held(table):
            kept = self.kept(table, version, interaction.message, turn)
            kept = kept ^ {die} if die >= 0 else pattern or frozenset()
            self.keep(table, version, kept)
            await interaction.response.edit_message(view=view(kept))

    async def to_roll(self, interaction: discord.Interaction, table: int, version: int,
                      turn: str, pattern: frozenset[int] | None) -> frozenset[int]:
        """The dice kept for a press of Roll, after every tap made before it (`pattern`:
        what an older Roll id carried, taken when no tap was held)."""
        async with self.held(table):
            got = self._kept.get(table)
            if pattern is not None and (got is None or got[0] != version):
                return pattern
            return self.kept(table, version, interaction.message, turn)

    def forget(self, table: int) -> None:
        """The table's turn is over for good (the table closed)."""
        self._kept.pop(table, None)
        self._locks.pop(table, None)


def held(table: Table, seat: int | None, players: int, dice: Sequence[int],
         kept: Callable[[str], Sequence[int] | None]) -> frozenset[int]:
    """The positions of `dice` (the roll shown now) that `seat` kept before rolling them,
    read from the table's last committed move if `seat` made it: `kept` gives the values a
    move's body keeps (None: not a keep). Each kept value marks one die. Empty when no seat
    acts, or the last move is another seat's, unreadable or no keep."""
    if seat is None or not table.moves:
        return frozenset()
    try:
        mover, body = split_seat(table.moves[-1], players)
        values = kept(body)
    except Exception:
        return frozenset()
    if mover != seat or values is None:
        return frozenset()
    wanted = list(values)
    out = set()
    for i, value in enumerate(dice):
        if value in wanted:
            wanted.remove(value)
            out.add(i)
    return frozenset(out)


class DiceAction(NamedTuple):
    """What a die's or Roll's turn button asks (`dice_action`)."""

    action: str  # keep (a die tapped) | roll
    die: int  # the die a keep toggles (-1: none, or an older id's whole kept pattern)
    kept: frozenset[int] | None  # an older id's kept dice (positions of the roll)


def dice_action(rest: str) -> DiceAction | None:
    """The die's or Roll's action a turn button's id names after its table and version
    (``die:<i>``, ``roll``, or an older id's ``keep:<kept>`` or ``roll:<kept>``); None:
    another action."""
    if m := _DIE.fullmatch(rest):
        return DiceAction("keep", int(m[1]), None)
    if rest == "roll":
        return DiceAction("roll", -1, None)
    if m := _LEGACY.fullmatch(rest):
        return DiceAction(rest[:4], -1, from_mask(m[1]))
    return None


def die_buttons(prefix: str, table: int, version: int, dice: Sequence[int],
                kept: frozenset[int], kept_key: str, loc: str) -> list[tuple[str, str, str]]:
    """A button per die of the roll shown (`dice`), in the first row of the turn: its value,
    or for a die in `kept` the catalogue's `kept_key` with its value, pressed (kept style)."""
    return [(die_id(prefix, table, version, i),
             t(kept_key, loc, value=value) if i in kept else str(value),
             "success" if i in kept else "secondary") for i, value in enumerate(dice)]
