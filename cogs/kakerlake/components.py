"""Kakerlakenpoker's persistent buttons: one `DynamicItem` whose custom_id says what was
pressed (parsed, never trusted: who may do it is decided by the table service).

custom_id scheme (namespaced, ≤ 100 chars):
  ``kp:t:<table>:<version>:<offer|true|false|look|pass|lay|hand>``   turn buttons
beside the shared ones (`cogs.tables.ids`: lobby, leaderboard and history pages, forget-me).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.tables import ids
from cogs.tables.items import PressItem, buttons_view
from larry_core.games.kakerlake.moves import CALL, LAY, OFFER, PASS
from larry_core.games.kakerlake.request import KpRequest
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.kakerlake.front import KpFront

PREFIX = "kp"
TURN_ACTIONS = ("offer", "true", "false", "look", "pass", "lay", "hand")
_TURN = re.compile(r"t:(\d{1,19}):(\d{1,9}):(" + "|".join(TURN_ACTIONS) + r")")


@dataclass(frozen=True, slots=True)
class Press:
    kind: str  # turn
    action: str
    table: int
    version: int = 0


def lobby_id(table: int, action: str) -> str:
    return ids.lobby_id("kp", table, action)


def turn_id(table: int, version: int, action: str) -> str:
    return f"kp:t:{table}:{version}:{action}"


def parse(custom_id: str) -> Press | None:
    """What a custom_id asks for; None for one no message of ours carries."""
    rest = custom_id.removeprefix("kp:")
    if m := _TURN.fullmatch(rest):
        return Press("turn", m[3], int(m[1]), int(m[2]))
    return None


class KpButton(PressItem, template=r"kp:(?P<rest>.{0,97})"):
    """Every Kakerlakenpoker table button, before and after a restart (forged ones too)."""

    async def press(self, front: KpFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, "kp", parse, front.turn_press)


def view(buttons: list[tuple[str, str, str]]) -> discord.ui.View:
    return buttons_view(buttons)


def turn_buttons(table: int, version: int, request: KpRequest | None,
                 loc: str) -> list[tuple[str, str, str]]:
    """(custom_id, label, style) of this turn's buttons, from the request of the seat to
    act: only the kinds of move it has (Look and pass only while someone has not seen the
    card)."""
    verbs = request.verbs() if request is not None else set()
    if not verbs:
        return []
    out: list[tuple[str, str, str]] = []
    if OFFER in verbs:
        out.append((turn_id(table, version, "offer"), t("kp-btn-offer", loc), "primary"))
    elif CALL in verbs:
        out.append((turn_id(table, version, "true"), t("kp-btn-true", loc), "success"))
        out.append((turn_id(table, version, "false"), t("kp-btn-false", loc), "danger"))
        if request is not None and request.can_look():
            out.append((turn_id(table, version, "look"), t("kp-btn-look", loc), "primary"))
    elif PASS in verbs:
        out.append((turn_id(table, version, "pass"), t("kp-btn-pass", loc), "primary"))
    elif LAY in verbs:
        out.append((turn_id(table, version, "lay"), t("kp-btn-lay", loc), "primary"))
    out.append((turn_id(table, version, "hand"), t("btn-hand", loc), "secondary"))
    return out
