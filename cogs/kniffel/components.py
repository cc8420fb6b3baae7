"""Kniffel's persistent buttons and its Score… menu: a `DynamicItem` each, whose custom_id
(and the value picked) says what was chosen — parsed, never trusted: who may do it, and
whether the move is legal, is the table service's to decide.

custom_id scheme (namespaced, ≤ 100 chars):
  ``kn:t:<table>:<version>:die:<i>``       keep or release die i (0-4) of the current roll
  ``kn:t:<table>:<version>:roll``          Roll: the dice not kept are rolled
  ``kn:t:<table>:<version>:box:<box>``     enter the roll in that box (after the last roll)
  ``kn:t:<table>:<version>:pick``          the Score… select menu while a roll is left: its
                                           options' values are the free boxes
beside the shared ones (`cogs.tables.ids`: lobby, leaderboard and history pages, forget-me).
The dice kept between two rolls, and the ids of older turn messages (the kept pattern in
``keep:<kept>``, ``roll:<kept>``) that are still read: `cogs.tables.keeps`.
A pick of box ``<box>`` in the menu is the press of ``kn:t:<table>:<version>:box:<box>``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.kniffel import render
from cogs.tables import ids, keeps, own_ids, turns
from cogs.tables.items import PickItem, PressItem
from larry_core.games.kniffel.request import KnRequest
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.kniffel.front import KnFront
    from cogs.tables.publisher import Publisher

PREFIX = "kn"
DICE = 5
_PICK = r"t:\d{1,19}:\d{1,9}:pick"  # the Score… menu (its own item answers it)
_BOX = re.compile(r"[a-z_]{1,20}")
_BOX_PRESS = re.compile(r"box:([a-z_]{1,20})")
Spec = list[turns.Control]


@dataclass(frozen=True, slots=True)
class Press:
    table: int
    version: int
    action: str  # keep | roll | box
    die: int = -1  # the die a keep toggles (-1: an older id's whole kept pattern)
    kept: frozenset[int] | None = None  # an older id's kept dice (positions of the roll)
    box: str = ""


def turn_id(table: int, version: int, action: str, arg: str | None = None) -> str:
    return own_ids.turn_id(PREFIX, table, version, action, arg)


def parse(custom_id: str) -> Press | None:
    """The turn press a custom_id names; None for one no message of ours carries."""
    turn = own_ids.parse_turn(PREFIX, custom_id)
    if turn is None:
        return None
    if dice := keeps.dice_action(turn.rest):
        return Press(turn.table, turn.version, *dice)
    box = _BOX_PRESS.fullmatch(turn.rest)
    return Press(turn.table, turn.version, "box", box=box[1]) if box else None


def parse_pick(custom_id: str, values: list[str]) -> Press | None:
    """The entry a pick in the Score… menu names: the press of that box's button; None
    unless it is one box (a damaged or forged id or value)."""
    if len(values) != 1 or not _BOX.fullmatch(values[0]) or not custom_id.endswith(":pick"):
        return None
    return parse(f"{custom_id.removesuffix(':pick')}:box:{values[0]}")


class KnButton(PressItem, template=rf"kn:(?!{_PICK}$)(?P<rest>.{{0,97}})"):
    """Every Kniffel table button, before and after a restart (forged ones too); not the
    Score… menu (`KnMenu`)."""

    async def press(self, front: KnFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, PREFIX, parse, front.turn_press)


class KnMenu(PickItem, template=rf"kn:{_PICK}"):
    """The Score… menu of a turn message, before and after a restart: the box picked is
    entered as its button would enter it; a forged value gets the game's private answer."""

    async def pick(self, front: KnFront, interaction: discord.Interaction, custom_id: str,
                   values: list[str]) -> None:
        await ids.route(front, interaction, custom_id, PREFIX,
                        lambda cid: parse_pick(cid, values), front.turn_press)



def turn_buttons(table: int, version: int, request: KnRequest | None, kept: frozenset[int],
                 loc: str) -> Spec:
    """The turn message's controls for the seat to act (from its request), `kept` the dice
    kept now: the turn's first roll is one Roll; later, while a roll is left, a die button
    per die (pressed: kept, ✓) in the first row, then Roll (the dice not kept, the rolls
    left), then the Score… menu (the free boxes with their points: one pick enters the
    roll); with no roll left, the boxes themselves as buttons, all in sight."""
    if request is None or not request.legal:
        return []
    if request.first:
        return [roll_button(table, version, request, frozenset(), loc)]
    if not request.can_keep():
        return box_buttons(table, version, request, loc)
    kept = frozenset(i for i in kept if 0 <= i < len(request.dice))
    out: Spec = [*keeps.die_buttons(PREFIX, table, version, request.dice, kept,
                                    "kn-btn-die-kept", loc)]
    out.append(roll_button(table, version, request, kept, loc))
    out.append(score_menu(table, version, request, loc))
    return out


def roll_button(table: int, version: int, request: KnRequest, kept: frozenset[int],
                loc: str) -> tuple[str, str, str]:
    count = DICE - len(kept)
    return (turn_id(table, version, "roll"),
            t("kn-btn-roll", loc, count=count, left=request.rolls_left), "primary")


def box_buttons(table: int, version: int, request: KnRequest, loc: str) -> Spec:
    """A button per box the roll may go into now, with its points (the request's options,
    in the order of the block); a crossing-out in grey."""
    return [(turn_id(table, version, "box", o.box), render.option_label(o, loc),
             "success" if o.points or o.bonus else "secondary") for o in request.options]


def score_menu(table: int, version: int, request: KnRequest, loc: str) -> turns.Menu:
    """Score…: the boxes the roll may go into now, with their points (the request's
    options, in the order of the block; a joker entry marked), one pick enters it."""
    return turns.Menu(turn_id(table, version, "pick"), t("kn-btn-score", loc),
                      tuple((o.box, render.option_label(o, loc)) for o in request.options))


def view(publisher: Publisher, table: int, message: discord.Message | None, spec: Spec,
         kept: frozenset[int]) -> discord.ui.View | discord.ui.LayoutView:
    """The pressed table with the controls of `spec`: buttons five to a row, a Roll with
    all five dice kept greyed out (keeping all five is no roll), then the Score… menu."""
    return turns.redrawn(publisher, table, message, spec,
                         greyed=lambda cid: len(kept) == DICE and cid.endswith(":roll"))
