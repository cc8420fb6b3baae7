"""Larry's persistent buttons: one `DynamicItem` whose custom_id carries everything a press
needs.

custom_id scheme (namespaced, ≤ 100 chars), beside the shared ones (`cogs.tables.ids`: lobby,
leaderboard and history pages, forget-me):
  ``larry:t:<table>:<version>:<play|doubt|accept|hand>``   turn buttons
  ``larry:t:<table>:<version>:catch:<seat>``               catch a missed Larry call
  ``larry:rv:<table>:<step>``, ``larry:rj:<table>``         a replay's steps (`cogs.larry.after`)
The template matches any ``larry:`` id so that a damaged or forged one still gets an answer;
the id only says what was pressed: who may do it is decided by the table service.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.tables import ids
from cogs.tables.choices import CHOOSE, Choice, Group
from cogs.tables.items import PressItem
from cogs.tables.layout import Control
from larry_core.games.larry.views import PublicView
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.larry.front import LarryFront

DOUBT, ACCEPT = "doubt", "accept"  # the answers' moves (and their ids in older drawings)
TURN_ACTIONS = ("play", DOUBT, ACCEPT, "hand", "catch")
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


def lobby_id(table: int, action: str) -> str:
    return ids.lobby_id("larry", table, action)


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
        await ids.route(front, interaction, custom_id, "larry", parse, front.actions.on_press)


def lobby_view(table: int, loc: str) -> discord.ui.View:
    return ids.lobby_view("larry", table, loc)


def calls(pv: PublicView, loc: str) -> tuple[Group, ...]:
    """The seat to act's answers to the standing claim, as a choice group the shared presses
    play (`cogs.tables.choosing`): Doubt and Accept in the final phase, else Doubt while the
    pile holds a claim; none once the game is over."""
    doubt = Choice(DOUBT, t("btn-doubt", loc), DOUBT, "danger")
    if pv.phase == "final":
        return (Group("call", CHOOSE, (doubt, Choice(ACCEPT, t("btn-accept", loc), ACCEPT,
                                                     "success"))),)
    return (Group("call", CHOOSE, (doubt,)),) if pv.phase != "over" and pv.pile_size else ()


def turn_buttons(table: int, version: int, pv: PublicView, loc: str,
                 answers: Sequence[Control] = ()) -> list[Control]:
    """The buttons for this turn: Play (its form) outside the final phase, the seat to
    act's `answers` (its `calls`, drawn by the shared presses), My hand, and Catch while a
    missed Larry call may be caught; none once it is over."""
    if pv.phase == "over":
        return []
    out: list[Control] = []
    if pv.phase != "final":
        out.append((turn_id(table, version, "play"), t("btn-play", loc), "primary"))
    out += answers
    out.append((turn_id(table, version, "hand"), t("btn-hand", loc), "secondary"))
    if pv.catchable is not None:
        out.append((turn_id(table, version, "catch", pv.catchable), t("btn-catch", loc),
                    "danger"))
    return out
