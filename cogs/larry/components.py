"""Persistent buttons: one `DynamicItem` whose custom_id carries everything a press needs.

custom_id scheme (namespaced, ≤ 100 chars):
  ``larry:l:<table>:<join|leave|start|ai|cancel>``         lobby buttons
  ``larry:t:<table>:<version>:<play|doubt|accept|hand>``   turn buttons
  ``larry:t:<table>:<version>:catch:<seat>``               catch a missed Larry call
  ``larry:lb:<page>[:<sort>:<0|1>]``                      leaderboard pages (sort, AI hidden)
  ``larry:hs:…``, ``larry:rv:…``, ``larry:rj:…``, ``larry:fm:…``   see `cogs.larry.after`
The template matches any ``larry:`` id so that a damaged or forged one still gets an answer;
the id only says what was pressed: who may do it is decided by the table service.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeVar

import discord

from cogs.tables import lang
from cogs.tables.items import PressItem, buttons_view
from larry_core.games.larry.views import PublicView
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.larry.commands import LarryCog

LOBBY_ACTIONS = ("join", "leave", "start", "ai", "cancel")
TURN_ACTIONS = ("play", "doubt", "accept", "hand", "catch")
_LOBBY = re.compile(r"l:(\d{1,19}):(" + "|".join(LOBBY_ACTIONS) + r")")
_TURN = re.compile(r"t:(\d{1,19}):(\d{1,9}):(" + "|".join(TURN_ACTIONS) + r")(?::(\d))?")
_PAGE = re.compile(r"lb:(\d{1,6})(?::(rating|wins|games|win_rate):([01]))?")
_HISTORY = re.compile(r"hs:(\d{1,6}):(\d{1,20})")
_REVIEW = re.compile(r"rv:(\d{1,19}):(\d{1,6})")
_JUMP = re.compile(r"rj:(\d{1,19})")
_FORGET = re.compile(r"fm:(\d{1,20}):(yes|no)")


@dataclass(frozen=True, slots=True)
class Press:
    """What a custom_id asks for; nothing in it is trusted beyond routing."""

    kind: str  # lobby | turn | page | history | review | jump | forget
    action: str
    table: int = 0
    version: int = 0
    arg: int | None = None
    option: str = ""  # a leaderboard's sort
    flag: bool = False  # a leaderboard without AI seats


def lobby_id(table: int, action: str) -> str:
    return f"larry:l:{table}:{action}"


def turn_id(table: int, version: int, action: str, arg: int | None = None) -> str:
    tail = f":{arg}" if arg is not None else ""
    return f"larry:t:{table}:{version}:{action}{tail}"


def parse(custom_id: str) -> Press | None:
    rest = custom_id.removeprefix("larry:")
    if m := _LOBBY.fullmatch(rest):
        return Press("lobby", m[2], int(m[1]))
    if m := _TURN.fullmatch(rest):
        if (m[3] == "catch") != (m[4] is not None):
            return None
        return Press("turn", m[3], int(m[1]), int(m[2]), int(m[4]) if m[4] else None)
    if m := _PAGE.fullmatch(rest):
        return Press("page", "page", arg=int(m[1]), option=m[2] or "rating", flag=m[3] == "1")
    if m := _HISTORY.fullmatch(rest):
        return Press("history", "page", arg=int(m[1]), version=int(m[2]))
    if m := _REVIEW.fullmatch(rest):
        return Press("review", "step", int(m[1]), arg=int(m[2]))
    if m := _JUMP.fullmatch(rest):
        return Press("jump", "jump", int(m[1]))
    if m := _FORGET.fullmatch(rest):
        return Press("forget", m[2], arg=int(m[1]))
    return None


class LarryButton(PressItem, template=r"larry:(?P<rest>.{0,94})"):
    """Every Larry button, in every message, before and after a restart."""

    async def press(self, interaction: discord.Interaction, custom_id: str) -> None:
        press = parse(custom_id)
        cog: LarryCog | None = interaction.client.get_cog("Larry")  # type: ignore[attr-defined]
        if press is None or cog is None:
            await interaction.response.send_message(t("garbled", lang.private(interaction)),
                                                    ephemeral=True)
            return
        await cog.actions.on_press(interaction, press)


def nonce() -> str:
    """An unguessable id for a form's buttons: 128 random bits in hex."""
    return secrets.token_hex(16)


class Opened(Protocol):
    opened: float  # time.monotonic() when the form was opened


F = TypeVar("F", bound=Opened)


def drop_expired(forms: dict[str, F], lifetime: float, now: float) -> list[F]:
    """The forms opened more than `lifetime` seconds before `now`, taken out of `forms`.
    `forms` holds them in the order they were opened (a dict keeps its insertion order),
    so only the expired ones and the first live one are looked at, not every open form
    on each new one."""
    gone: list[F] = []
    while forms:
        nonce = next(iter(forms))
        form = forms[nonce]
        if now - form.opened <= lifetime:
            break
        del forms[nonce]
        gone.append(form)
    return gone


def lobby_view(table: int, loc: str) -> discord.ui.View:
    return buttons_view([
        (lobby_id(table, "join"), t("btn-join", loc), "success"),
        (lobby_id(table, "leave"), t("btn-leave", loc), "secondary"),
        (lobby_id(table, "start"), t("btn-start", loc), "primary"),
        (lobby_id(table, "ai"), t("btn-ai", loc), "secondary"),
        (lobby_id(table, "cancel"), t("btn-cancel", loc), "danger"),
    ])


def turn_buttons(table: int, version: int, pv: PublicView,
                 loc: str) -> list[tuple[str, str, str]]:
    """(custom_id, label, style name) of the buttons for this turn; none once it is over."""
    if pv.phase == "over":
        return []
    out: list[tuple[str, str, str]] = []
    if pv.phase == "final":
        out.append((turn_id(table, version, "doubt"), t("btn-doubt", loc), "danger"))
        out.append((turn_id(table, version, "accept"), t("btn-accept", loc), "success"))
    else:
        out.append((turn_id(table, version, "play"), t("btn-play", loc), "primary"))
        if pv.pile_size:
            out.append((turn_id(table, version, "doubt"), t("btn-doubt", loc), "danger"))
    out.append((turn_id(table, version, "hand"), t("btn-hand", loc), "secondary"))
    if pv.catchable is not None:
        out.append((turn_id(table, version, "catch", pv.catchable), t("btn-catch", loc),
                    "danger"))
    return out


def live_buttons(message: discord.Message, prefix: str) -> list[tuple[str, str, str]]:
    """The enabled buttons of `message` whose custom_id starts with `prefix`, as a spec
    (all its buttons, so a disabled copy looks the same); empty if none is live."""
    spec: list[tuple[str, str, str]] = []
    live = False
    for row in message.components:
        for item in getattr(row, "children", ()):
            cid = getattr(item, "custom_id", None)
            if not isinstance(item, discord.Button) or not cid:
                continue
            spec.append((cid, item.label or "?", item.style.name))
            live = live or (cid.startswith(prefix) and not item.disabled)
    return spec if live else []
