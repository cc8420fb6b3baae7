"""Würfelpoker's persistent buttons: one `DynamicItem` whose custom_id says what was pressed
(parsed, never trusted: who may do it, and whether the move is legal, is the table
service's to decide).

custom_id scheme (namespaced, ≤ 100 chars):
  ``wp:t:<table>:<version>:die:<i>``       keep or release die i (0-4) of the current roll
  ``wp:t:<table>:<version>:roll``          Roll: the dice not kept are rolled
  ``wp:t:<table>:<version>:stand``         stand with these dice
  ``wp:t:<table>:<version>:raise:<n>``     raise by n chips (only the legal amounts shown)
  ``wp:t:<table>:<version>:<pass|call|fold>``
  ``wp:rp:<table>:<round>``                a finished game's round (`replay`)
beside the shared ones (`cogs.tables.ids`: lobby, leaderboard and history pages, forget-me).
The dice kept between two rolls, and the ids of older turn messages (the kept pattern in
``keep:<kept>``, ``roll:<kept>``) that are still read: `cogs.tables.keeps`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.tables import ids, keeps, own_ids, turns
from cogs.tables.items import PER_ROW, ROWS, PressItem
from cogs.tables.own_ids import Own
from larry_core.games.wuerfelpoker.engine import RAISE_PHASE, REROLL, RESPOND, ROLL_PHASE
from larry_core.games.wuerfelpoker.request import WpRequest
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher
    from cogs.wuerfelpoker.front import WpFront

PREFIX = "wp"
DICE = 5
BARE = ("stand", "pass", "call", "fold")
_RAISE = re.compile(r"raise:(\d{1,4})")
Spec = list[tuple[str, str, str]]


@dataclass(frozen=True, slots=True)
class Press(Own):
    version: int
    action: str  # keep | roll | stand | raise | pass | call | fold
    die: int = -1  # the die a keep toggles (-1: an older id's whole kept pattern)
    kept: frozenset[int] | None = None  # an older id's kept dice (positions of the roll)
    amount: int = 0  # a raise's chips


def turn_id(table: int, version: int, action: str, arg: str | None = None) -> str:
    return own_ids.turn_id(PREFIX, table, version, action, arg)


def page_id(table: int, number: int) -> str:
    return own_ids.page_id(PREFIX, table, number)


def parse(custom_id: str) -> Own | None:
    """The press a custom_id names (a turn's button, a replay's page); None for one no
    message of ours carries."""
    if page := own_ids.parse_page(PREFIX, custom_id):
        return page  # a finished game's round
    turn = own_ids.parse_turn(PREFIX, custom_id)
    if turn is None:
        return None
    if turn.rest in BARE:
        return Press(turn.table, turn.version, turn.rest)
    if m := _RAISE.fullmatch(turn.rest):
        return Press(turn.table, turn.version, "raise", amount=int(m[1]))
    dice = keeps.dice_action(turn.rest)
    return Press(turn.table, turn.version, *dice) if dice else None


class WpButton(PressItem, template=r"wp:(?P<rest>.{0,97})"):
    """Every Würfelpoker table button, before and after a restart (forged ones too)."""

    async def press(self, front: WpFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, PREFIX, parse, front.own_press)



def turn_buttons(table: int, version: int, request: WpRequest | None, kept: frozenset[int],
                 loc: str) -> Spec:
    """The turn message's buttons for the seat to act (from its request), `kept` the dice
    kept now: the turn's first roll is one Roll; later a die button per die (pressed: kept,
    ✓) in the first row, then Roll (the dice not kept, the rolls left) and Stand; after the
    turn, Raise by each legal amount and No raise; answering a raise, Call and Fold."""
    if request is None or request.phase is None:
        return []
    if request.phase == ROLL_PHASE:
        return [roll_button(table, version, request, frozenset(), loc)]
    if request.phase == REROLL:
        kept = frozenset(i for i in kept if 0 <= i < len(request.dice))
        out: Spec = keeps.die_buttons(PREFIX, table, version, request.dice, kept,
                                      "wp-btn-die-kept", loc)
        out.append(roll_button(table, version, request, kept, loc))
        out.append((turn_id(table, version, "stand"), t("wp-btn-stand", loc), "secondary"))
        return out
    if request.phase == RAISE_PHASE:
        return [(turn_id(table, version, "pass"), t("wp-btn-pass", loc), "secondary"),
                *((turn_id(table, version, "raise", str(n)), t("wp-btn-raise", loc, amount=n),
                   "primary") for n in shown_raises(request.raise_amounts()))]
    if request.phase == RESPOND:
        return [(turn_id(table, version, "call"),
                 t("wp-btn-call", loc, amount=request.call_amount), "success"),
                (turn_id(table, version, "fold"), t("wp-btn-fold", loc), "danger")]
    return []


# a message holds 25 buttons: No raise and at most 24 amounts
MAX_RAISES = ROWS * PER_ROW - 1


def shown_raises(amounts: list[int]) -> list[int]:
    """The raise amounts that get a button: all of them (the usual limit is 2), or for a
    table whose limit is above 24, 24 of them spread from the least to the most (each one
    legal)."""
    if len(amounts) <= MAX_RAISES:
        return amounts
    last = len(amounts) - 1
    picks = sorted({round(i * last / (MAX_RAISES - 1)) for i in range(MAX_RAISES)})
    return [amounts[i] for i in picks]


def roll_button(table: int, version: int, request: WpRequest, kept: frozenset[int],
                loc: str) -> tuple[str, str, str]:
    count = DICE - len(kept)
    return (turn_id(table, version, "roll"),
            t("wp-btn-roll", loc, count=count, left=request.rolls_left), "primary")


def view(publisher: Publisher, table: int, message: discord.Message | None, spec: Spec,
         kept: frozenset[int]) -> discord.ui.View | discord.ui.LayoutView:
    """The pressed table with the buttons of `spec`, five to a row; a Roll with all five
    dice kept is greyed out (keeping all five is no roll: Stand is)."""
    return turns.redrawn(publisher, table, message, spec,
                         greyed=lambda cid: len(kept) == DICE and cid.endswith(":roll"))
