"""Va banque's own buttons and texts of its choices. The operations at throws 2–4 are the
shared choices' (`cogs.tables.choosing`: ``tb:c:<table>:<version>:op:<add|sub|mul|div>``,
labelled by `op_label`); Va banque's own ids are only a finished game's replay pages:

  ``vb:rp:<table>:<round>``   a finished game's banker round (`replay`)

beside the shared ones under ``vb:`` (`cogs.tables.ids`: lobby, leaderboard and history
pages, forget-me), which `VbButton` routes too. Nothing in an id is trusted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs.tables import ids, own_ids
from cogs.tables.items import PressItem
from cogs.tables.own_ids import Page
from larry_core.games.vabanque.moves import SYMBOLS
from larry_core.games.vabanque.request import VbRequest
from larry_core.text import t
from larry_core.text.render import number

if TYPE_CHECKING:
    from cogs.vabanque.front import VbFront

PREFIX = "vb"


def page_id(table: int, number: int) -> str:
    return own_ids.page_id(PREFIX, table, number)


def parse(custom_id: str) -> Page | None:
    """The replay page a custom_id names; None for one no message of ours carries (a turn
    button of before the shared choices, too)."""
    return own_ids.parse_page(PREFIX, custom_id)


class VbButton(PressItem, template=r"vb:(?P<rest>.{0,97})"):
    """Every Va banque button of its own (replay pages) and its shared ones under ``vb:``,
    before and after a restart (forged ones too)."""

    async def press(self, front: VbFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, PREFIX, parse, front.page_press)


def op_label(request: VbRequest, op: str, value: int, loc: str) -> str:
    """A button: the step it makes ("8 × 6 = 48"); at throw 4 also the operation that
    throw 5 will then take by itself ("… · then ÷")."""
    label = t("vb-btn-op", loc, total=number(request.total), sign=SYMBOLS[op],
              die=request.die, value=number(value))
    left = [o for o in request.unused if o != op]
    if request.throw == 4 and len(left) == 1:
        label = t("vb-btn-op-last", loc, label=label, left=SYMBOLS[left[0]])
    return label
