"""The custom_ids every game's buttons share, inside the game's own namespace (``<prefix>:``),
and what a press of one does. A game's `DynamicItem` hands every press to `route`, which
answers the shared ones and gives the game its own (a turn button) to handle.

  ``l:<table>:<join|leave|start|ai|cancel>``   lobby buttons
  ``lb:<page>[:<sort>:<0|1>]``                 leaderboard pages (sort, AI hidden)
  ``hs:<page>:<user|0>``                       pages of finished games (one player's)
  ``fm:<user>:<yes|no>``                       forget-me, confirmed or not

Nothing in an id is trusted beyond routing: the service decides who may do what.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import discord

from cogs.tables import after, lang
from cogs.tables.items import buttons_view
from cogs.tables.replies import answer
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront

P = TypeVar("P")
LOBBY_ACTIONS = ("join", "leave", "start", "ai", "cancel")
_LOBBY = re.compile(r"l:(\d{1,19}):(" + "|".join(LOBBY_ACTIONS) + r")")
_PAGE = re.compile(r"lb:(\d{1,6})(?::(rating|wins|games|win_rate):([01]))?")
_HISTORY = re.compile(r"hs:(\d{1,6}):(\d{1,20})")
_FORGET = re.compile(r"fm:(\d{1,20}):(yes|no)")


@dataclass(frozen=True, slots=True)
class Shared:
    """A press of one of the shared buttons."""

    kind: str  # lobby | page | history | forget
    action: str = ""
    number: int = 0  # the table, the page or the user
    option: str = "rating"  # a leaderboard's sort
    flag: bool = False  # a leaderboard without AI seats; a history's player
    user: int = 0


def lobby_id(prefix: str, table: int, action: str) -> str:
    return f"{prefix}:l:{table}:{action}"


def lobby_view(prefix: str, table: int, loc: str) -> discord.ui.View:
    """A lobby's buttons (Join, Leave, Start, Add AI, Cancel) for the game whose custom_ids
    begin with `prefix`."""
    return buttons_view([(lobby_id(prefix, table, "join"), t("btn-join", loc), "success"),
                         (lobby_id(prefix, table, "leave"), t("btn-leave", loc),
                          "secondary"),
                         (lobby_id(prefix, table, "start"), t("btn-start", loc),
                          "primary"),
                         (lobby_id(prefix, table, "ai"), t("btn-ai", loc), "secondary"),
                         (lobby_id(prefix, table, "cancel"), t("btn-cancel", loc),
                          "danger")])


def parse(rest: str) -> Shared | None:
    """The shared button `rest` (a custom_id after its game's ``<prefix>:``) names, if any."""
    if m := _LOBBY.fullmatch(rest):
        return Shared("lobby", m[2], int(m[1]))
    if m := _PAGE.fullmatch(rest):
        return Shared("page", number=int(m[1]), option=m[2] or "rating", flag=m[3] == "1")
    if m := _HISTORY.fullmatch(rest):
        return Shared("history", number=int(m[1]), user=int(m[2]))
    if m := _FORGET.fullmatch(rest):
        return Shared("forget", m[2], user=int(m[1]))
    return None


async def press(front: GameFront, interaction: discord.Interaction, shared: Shared) -> None:
    if shared.kind == "lobby":
        await front.lobby_press(interaction, shared.number, shared.action)
    elif shared.kind == "page":
        await after.show_leaderboard(front, interaction, shared.number, sort=shared.option,
                                     hide_ai=shared.flag, edit=True)
    elif shared.kind == "history":
        await after.show_history(front, interaction, shared.number, shared.user or None,
                                 edit=True)
    else:
        await after.forget(front, interaction, shared.user, shared.action == "yes")


async def route(front: GameFront, interaction: discord.Interaction, custom_id: str,
                prefix: str, parse_own: Callable[[str], P | None],
                own: Callable[[discord.Interaction, P], Awaitable[None]]) -> None:
    """A press of one of a game's buttons (its ids start with ``<prefix>:``): a shared one
    (lobby, pages, forget-me) is answered here, the game's own (`parse_own` reads it) goes
    to `own`, and anything else, a forged or garbled id, gets the game's private answer."""
    shared = parse(custom_id.removeprefix(f"{prefix}:"))
    if shared is not None:
        await press(front, interaction, shared)
        return
    found = parse_own(custom_id)
    if found is None:
        await answer(interaction, t(front.garbled_key, lang.private(interaction)))
        return
    await own(interaction, found)
