"""Va banque's persistent buttons: one `DynamicItem` whose custom_id says what was pressed
(parsed, never trusted: who may do it, and whether the operation is legal now, is the table
service's to decide).

custom_id scheme (namespaced, ≤ 100 chars):
  ``vb:t:<table>:<version>:<op>``   name the operation add, sub, mul or div for the throw
  ``vb:rp:<table>:<round>``          a finished game's banker round (`replay`)
beside the shared ones (`cogs.tables.ids`: lobby, leaderboard and history pages, forget-me).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.tables import ids, own_ids
from cogs.tables.items import PressItem
from cogs.tables.own_ids import Own
from larry_core.games.vabanque.moves import OPS, SYMBOLS
from larry_core.games.vabanque.request import VbRequest
from larry_core.text import t
from larry_core.text.render import number

if TYPE_CHECKING:
    from cogs.vabanque.front import VbFront

PREFIX = "vb"
_TURN = re.compile(r"t:(\d{1,19}):(\d{1,9}):([a-z]{1,8})")
Spec = list[tuple[str, str, str]]


@dataclass(frozen=True, slots=True)
class Press(Own):
    version: int
    op: str  # one of OPS once `parse` accepted it


def turn_id(table: int, version: int, op: str) -> str:
    return f"{PREFIX}:t:{table}:{version}:{op}"


def page_id(table: int, number: int) -> str:
    return own_ids.page_id(PREFIX, table, number)


def parse(custom_id: str) -> Own | None:
    """The press a custom_id names (a turn's operation, a replay's page); None for one no
    message of ours carries."""
    if page := own_ids.parse_page(PREFIX, custom_id):
        return page  # a finished game's banker round
    m = _TURN.fullmatch(custom_id.removeprefix(f"{PREFIX}:"))
    if m is None or m[3] not in OPS:
        return None
    return Press(int(m[1]), int(m[2]), m[3])


class VbButton(PressItem, template=r"vb:(?P<rest>.{0,97})"):
    """Every Va banque table button, before and after a restart (forged ones too)."""

    async def press(self, front: VbFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, PREFIX, parse, front.own_press)



def op_label(request: VbRequest, op: str, value: int, loc: str) -> str:
    """A button: the step it makes ("8 × 6 = 48"); at throw 4 also the operation that
    throw 5 will then take by itself ("… · then ÷")."""
    label = t("vb-btn-op", loc, total=number(request.total), sign=SYMBOLS[op],
              die=request.die, value=number(value))
    left = [o for o in request.unused if o != op]
    if request.throw == 4 and len(left) == 1:
        label = t("vb-btn-op-last", loc, label=label, left=SYMBOLS[left[0]])
    return label


def turn_buttons(table: int, version: int, request: VbRequest | None, loc: str) -> Spec:
    """One button per operation the request offers now (unused, and a division only when
    it leaves no remainder), in the printed order + − × ÷, each labelled with the step it
    makes; nothing when the seat is not to choose."""
    if request is None or not request.legal:
        return []
    return [(turn_id(table, version, c.op), op_label(request, c.op, c.value, loc), "primary")
            for c in request.choices]
