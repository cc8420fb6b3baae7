"""Larry's own presses, beside the shared choice presses every game's table has
(`cogs.tables.choosing`: Doubt, Accept, Your move and the choices on a player's own screen).

custom_id scheme (namespaced, ≤ 100 chars), beside the shared ones (`cogs.tables.ids`: lobby,
leaderboard and history pages, forget-me):
  ``larry:t:<table>:<version>:catch:<seat>``   catch a missed Larry call (anyone seated but
                                               the one caught may press it)
  ``larry:t:<table>:<version>:<play|doubt|accept|hand>``   a table drawn by an earlier
                                               version: out of date (My hand still answers)
  ``larry:rv:<table>:<step>``, ``larry:rj:<table>``         a replay's steps (`cogs.larry.after`)
The template matches any ``larry:`` id so that a damaged or forged one still gets an answer;
the id only says what was pressed: who may do it is decided by the table service.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.tables import ids
from cogs.tables.items import PressItem
from cogs.tables.layout import Control
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.larry.front import LarryFront

TURN_ACTIONS = ("play", "doubt", "accept", "hand", "catch")
_TURN = re.compile(r"t:(\d{1,19}):(\d{1,9}):(" + "|".join(TURN_ACTIONS) + r")(?::(\d))?")
_REVIEW = re.compile(r"rv:(\d{1,19}):(\d{1,6})")
_JUMP = re.compile(r"rj:(\d{1,19})")


@dataclass(frozen=True, slots=True)
class Press:
    """What a custom_id asks for; nothing in it is trusted beyond routing."""

    kind: str  # turn | review | jump
    action: str
    table: int = 0
    version: int = 0
    arg: int | None = None


def turn_id(table: int, version: int, action: str, arg: int | None = None) -> str:
    tail = f":{arg}" if arg is not None else ""
    return f"larry:t:{table}:{version}:{action}{tail}"


def parse(custom_id: str) -> Press | None:
    """What a Larry-only custom_id asks for; None for one no message of ours carries."""
    rest = custom_id.removeprefix("larry:")
    if m := _TURN.fullmatch(rest):
        if (m[3] == "catch") != (m[4] is not None):
            return None
        return Press("turn", m[3], int(m[1]), int(m[2]), int(m[4]) if m[4] else None)
    if m := _REVIEW.fullmatch(rest):
        return Press("review", "step", int(m[1]), arg=int(m[2]))
    if m := _JUMP.fullmatch(rest):
        return Press("jump", "jump", int(m[1]))
    return None


class LarryButton(PressItem, template=r"larry:(?P<rest>.{0,94})"):
    """Every Larry button, in every message, before and after a restart."""

    async def press(self, front: LarryFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, "larry", parse, front.on_press)


def catch_control(table: int, version: int, seat: int, loc: str) -> Control:
    """Catch!: a missed Larry call of `seat` may be caught (by anyone else seated)."""
    return (turn_id(table, version, "catch", seat), t("btn-catch", loc), "danger")
