"""Würfel-Ligretto's persistent buttons of its own: one `DynamicItem` whose custom_id says
what was pressed (parsed, never trusted).

custom_id scheme (namespaced, ≤ 100 chars):
  ``lg:g:<table>:<round>``   a finished game's round (`replay`)
beside the shared ones (`cogs.tables.ids`: lobby, leaderboard and history pages, forget-me;
`cogs.tables.choosing`: the table message's **My cup** is the shared My hand, ``tb:h:``, and
the cup's dice and **Reroll all** are the shared choices, ``tb:c:<table>:<round>:dice:<key>``
and ``tb:c:<table>:<round>:roll:all``: a cup's buttons carry the round, not the table's
version, `LgFront.turn_version`). A cup button of before (``lg:p:``, ``lg:r:``, ``lg:k:``)
is answered as a button no message of ours carries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.tables import ids
from cogs.tables.choices import Choice
from cogs.tables.items import PressItem
from larry_core.games.ligretto.colours import SYMBOLS
from larry_core.games.ligretto.moves import format_body, place
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.ligretto.front import LgFront

PREFIX = "lg"
_PAGE = re.compile(r"g:(\d{1,19}):(\d{1,6})")
DICE, ROLL = "dice", "roll"  # the cup's choice groups (`LgFront.choices`)
SQUARES = {"red": "🟥", "yellow": "🟨", "green": "🟩", "blue": "🟦"}  # a die's colour on its button


@dataclass(frozen=True, slots=True)
class Own:
    """A press of one of the game's own buttons."""

    table: int


@dataclass(frozen=True, slots=True)
class Page(Own):
    round: int  # a finished game's round, from 1 (`replay`)


def page_id(table: int, number: int) -> str:
    return f"{PREFIX}:g:{table}:{number}"


def parse(custom_id: str) -> Own | None:
    """The press a custom_id names; None for one no message of ours carries (a cup's button
    of before the cup was the shared own screen included)."""
    m = _PAGE.fullmatch(custom_id.removeprefix(f"{PREFIX}:"))
    return Page(int(m[1]), int(m[2])) if m else None


class LgButton(PressItem, template=r"lg:(?P<rest>.{0,97})"):
    """Every Würfel-Ligretto button, before and after a restart (forged ones too)."""

    async def press(self, front: LgFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, PREFIX, parse, front.own_press)


def die_label(colour: str, value: int, fits: bool, loc: str) -> str:
    return t("lg-btn-die-fits" if fits else "lg-btn-die", loc, symbol=SYMBOLS[colour],
             colour=t(f"lg-colour-{colour}", loc), value=value)


def die_choice(colour: str, value: int, twin: int, fits: bool, loc: str) -> Choice:
    """A die of the cup as a choice: its key (``red-3-0``: its colour, number and which of
    its twins in the cup it is), its label (its colour as a coloured square beside the
    symbol, which alone tells the colours apart without colour; the placeable ones marked,
    and green), and the placement it asks for (the engine refuses it if it no longer
    fits)."""
    return Choice(f"{colour}-{value}-{twin}",
                  f"{SQUARES[colour]} {die_label(colour, value, fits, loc)}",
                  format_body(place(colour, value)), "success" if fits else "secondary")
