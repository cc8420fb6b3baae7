"""Würfel-Ligretto's persistent buttons: one `DynamicItem` whose custom_id says what was
pressed (parsed, never trusted: whether the die is in the presser's cup and fits is the
engine's to decide, when the press reaches the table service).

custom_id scheme (namespaced, ≤ 100 chars):
  ``lg:k:<table>``                                  a cup's **Look again** (edits the cup)
  ``lg:p:<table>:<round>:<colour>:<value>:<slot>``  a die of the cup of that round
  ``lg:r:<table>:<round>``                          the cup's **Reroll all** in that round
  ``lg:g:<table>:<round>``                          a finished game's round (`replay`)
beside the shared ones (`cogs.tables.ids`: lobby, leaderboard and history pages, forget-me;
`cogs.tables.choosing`: the table message's **My cup** is the shared My hand, ``tb:h:``).
Cup buttons carry the round, not the table's version: every action of every player changes
the version, and a die that no longer fits is refused by the engine itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.tables import ids
from cogs.tables.choices import Choice, Group
from cogs.tables.items import PressItem, button, rows, view_of
from larry_core.games.ligretto.colours import COLOURS, SYMBOLS
from larry_core.games.ligretto.moves import format_body, place
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.ligretto.front import LgFront

PREFIX = "lg"
_LOOK = re.compile(r"k:(\d{1,19})")
_DIE = re.compile(r"p:(\d{1,19}):(\d{1,4}):([a-z]{1,8}):(\d):(\d{1,2})")
_ROLL = re.compile(r"r:(\d{1,19}):(\d{1,4})")
_PAGE = re.compile(r"g:(\d{1,19}):(\d{1,6})")
DICE, ROLL = "dice", "roll"  # the cup's choice groups (`LgFront.choices`)
SQUARES = {"red": "🟥", "yellow": "🟨", "green": "🟩", "blue": "🟦"}  # a die's colour on its button


@dataclass(frozen=True, slots=True)
class Own:
    """A press of one of the game's own buttons."""

    table: int


@dataclass(frozen=True, slots=True)
class Look(Own):
    """Look again: the cup message itself edited to the state now."""


@dataclass(frozen=True, slots=True)
class Die(Own):
    round: int
    colour: str  # one of COLOURS once `parse` accepted it
    value: int  # 1 to 6


@dataclass(frozen=True, slots=True)
class Roll(Own):
    round: int


@dataclass(frozen=True, slots=True)
class Page(Own):
    round: int  # a finished game's round, from 1 (`replay`)


def look_id(table: int) -> str:
    return f"{PREFIX}:k:{table}"


def die_id(table: int, round_: int, colour: str, value: int, slot: int) -> str:
    return f"{PREFIX}:p:{table}:{round_}:{colour}:{value}:{slot}"


def roll_id(table: int, round_: int) -> str:
    return f"{PREFIX}:r:{table}:{round_}"


def page_id(table: int, number: int) -> str:
    return f"{PREFIX}:g:{table}:{number}"


def parse(custom_id: str) -> Own | None:
    """The press a custom_id names; None for one no message of ours carries (a colour or a
    number no die has, a round 0, included)."""
    rest = custom_id.removeprefix(f"{PREFIX}:")
    if m := _LOOK.fullmatch(rest):
        return Look(int(m[1]))
    if m := _ROLL.fullmatch(rest):
        return Roll(int(m[1]), int(m[2])) if int(m[2]) >= 1 else None
    if m := _PAGE.fullmatch(rest):
        return Page(int(m[1]), int(m[2]))
    m = _DIE.fullmatch(rest)
    if m is None or m[3] not in COLOURS or not 1 <= int(m[4]) <= 6 or int(m[2]) < 1:
        return None
    return Die(int(m[1]), int(m[2]), m[3], int(m[4]))


class LgButton(PressItem, template=r"lg:(?P<rest>.{0,97})"):
    """Every Würfel-Ligretto button, before and after a restart (forged ones too)."""

    async def press(self, front: LgFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, PREFIX, parse, front.own_press)


def die_label(colour: str, value: int, fits: bool, loc: str) -> str:
    return t("lg-btn-die-fits" if fits else "lg-btn-die", loc, symbol=SYMBOLS[colour],
             colour=t(f"lg-colour-{colour}", loc), value=value)


def die_choice(colour: str, value: int, slot: int, fits: bool, loc: str) -> Choice:
    """A die of the cup as a choice: its label (the placeable ones marked, and green), and
    the placement it asks for (the engine refuses it if it no longer fits)."""
    return Choice(f"{colour}-{value}-{slot}", die_label(colour, value, fits, loc),
                  format_body(place(colour, value)), "success" if fits else "secondary")


def cup_controls(table: int, round_: int, groups: Sequence[Group],
                 loc: str) -> list[tuple[str, str, str]]:
    """The cup's choice groups (`LgFront.choices`) as its buttons, under the game's own ids
    of `round_` (a die's names its colour, number and slot, as its key does), then **Look
    again**; nothing once the game is over (no choices left)."""
    spec: list[tuple[str, str, str]] = []
    for g in groups:
        for choice in g.choices:
            if g.name == DICE:
                colour, value, slot = choice.key.split("-")
                cid = die_id(table, round_, colour, int(value), int(slot))
            else:
                cid = roll_id(table, round_)
            spec.append((cid, choice.label, choice.style))
    if spec:
        spec.append((look_id(table), t("lg-btn-look", loc), "secondary"))
    return spec


def cup_view(spec: Sequence[tuple[str, str, str]]) -> discord.ui.View | None:
    """The cup's buttons; a die's carries its colour as a coloured square emoji beside the
    symbol its label shows (the symbol alone tells the colours apart without colour)."""
    if not spec:
        return None
    made = []
    for cid, label, style in spec:
        item = button(cid, label, style)
        press = parse(cid)
        if isinstance(press, Die):
            item.emoji = SQUARES[press.colour]
        made.append(item)
    return view_of(rows(made))
