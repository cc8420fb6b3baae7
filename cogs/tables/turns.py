"""The usual way a game's table looks in its channel, for a presenter to reuse: the lobby
(edited in place), then one table message edited in place, one turn message replaced after
each move (what just happened, a ping for the one player who must act, that move's
buttons), and one results message at the end.

A presenter computes a `TurnScreen` from one committed state before its first await and
hands it to `show`; the publisher's row (`box`) keeps the ids of the messages shown. A turn
message's controls are buttons, five to a row, and may include a select menu (`Menu`: one
choice among up to 25, a row of its own below the buttons).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import render as shared
from cogs.tables.items import button, rows, view_of
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.attachments import Files
    from cogs.tables.publisher import Publisher

QUIET = ("opened", "joined", "left", "ai_added")  # the lobby shows these changes itself
MENU_OPTIONS = 25  # Discord: at most 25 options in a select menu
MENU_TEXT = 100  # and at most 100 characters in an option's label or value
PLACEHOLDER = 150  # and in a placeholder, 150


class PublicPresenter:
    """The parts of a presenter (`cogs.tables.publisher.Presenter`) for a game with nothing
    private: no hand DMs; its turn buttons' ids begin ``<prefix>:t:<table>:``. A subclass
    gives `prefix` and `announce`."""

    prefix: str = ""  # the game's custom_id namespace

    def turn_prefix(self, table: Table) -> str:
        return f"{self.prefix}:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        """Nothing is private: no hand DMs."""

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        return None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        return None


@dataclass(frozen=True, slots=True)
class Menu:
    """A select menu on a turn message: pick one of `options`, (value, label) pairs; its
    custom_id names the decision (a game's `PickItem` answers it), `placeholder` is shown
    until something is picked."""

    custom_id: str
    placeholder: str
    options: tuple[tuple[str, str], ...]


# one of a turn message's controls: a (custom_id, label, style) button, or a select menu
Control = tuple[str, str, str] | Menu


@dataclass(frozen=True, slots=True)
class TurnScreen:
    """One committed state of a running (or just finished) game, as it is shown."""

    embed: discord.Embed  # the table message
    turn: str  # the turn message: what happened, then who must do what
    buttons: Sequence[Control]  # this move's buttons (custom_id, label, style), and menus
    mention: int | None  # the user who must act now (the turn message pings them)
    results: str | None  # the results message, once the game is over
    # the player to act goes on with the decision the last turn message asked of them (a
    # look before the pass): named, not pinged again, when that message pinged them
    continues: bool = False
    # pictures on the table message (a factory: fresh ones for every attempt), each edit
    # replacing the last; None: text only
    files: Files | None = None


def select(menu: Menu) -> discord.ui.Select[Any]:
    """The select menu of `menu` (one value picked; Discord's limits kept)."""
    return discord.ui.Select(
        custom_id=menu.custom_id, placeholder=menu.placeholder[:PLACEHOLDER],
        min_values=1, max_values=1,
        options=[discord.SelectOption(label=label[:MENU_TEXT], value=value[:MENU_TEXT])
                 for value, label in menu.options[:MENU_OPTIONS]])


def view(controls: Sequence[Control], *,
         greyed: Callable[[str], bool] = lambda custom_id: False) -> discord.ui.View:
    """A turn message's controls: its buttons five to a row (`greyed`: which custom_ids are
    shown disabled), then each menu in a row of its own."""
    buttons = [button(c[0], c[1], c[2], disabled=greyed(c[0]))
               for c in controls if isinstance(c, tuple)]
    menus = [[select(c)] for c in controls if isinstance(c, Menu) and c.options]
    return view_of([*rows(buttons), *menus])


def mention(table: Table, seat: int | None) -> int | None:
    """The user to ping for `seat`'s move (None for nobody's move or an AI seat)."""
    if seat is None or table.is_ai(seat):
        return None
    user = table.seats[seat].get("user_id")
    return int(user) if user is not None else None


def change_lines(changes: Sequence[Change], loc: str, *, playing: bool, started: str,
                 narrate: Callable[[Change], list[str]]) -> tuple[list[str], str | None]:
    """What the turn message tells of `changes` (`started`: the line of a game's start,
    `narrate`: the lines of a move), and the lobby's closing note, if it was closed."""
    lines: list[str] = []
    closed: str | None = None
    for ch in changes:
        if ch.kind == "cancelled":
            closed = shared.cancel_note(ch, loc)
        elif ch.kind == "ended" and not playing:
            closed = t("lobby-closed", loc)
        elif ch.kind == "started":
            lines.append(started)
        elif ch.kind not in QUIET:
            lines += narrate(ch)
    return lines, closed


def log_lines(box: dict[str, Any], lines: Sequence[str]) -> list[str]:
    """The table message's latest moves, `lines` added (kept in the publisher's row)."""
    box["log"] = (list(box.get("log", [])) + list(lines))[-shared.LOG_LINES:]
    return box["log"]


async def show(publisher: Publisher, table: Table, box: dict[str, Any], screen: TurnScreen,
               *, is_open: bool, lines: Sequence[str], repost: bool, loc: str) -> None:
    """Edit (or post) the table message, replace the turn message when something happened
    (or on a repost), and post the results once the table is closed. `is_open`: the
    table's state when `screen` was made (the awaits below may see a newer one). One ping
    per decision: a repost with nothing new, or a screen that `continues` the decision the
    last turn message pinged for, names the player to act without notifying them again
    (the row's "ping" keeps whom the last turn message asked)."""
    mid = box.get("table")
    if mid:
        await publisher.edit(table, int(mid), content=None, embed=screen.embed, view=None,
                             files=screen.files)
    else:
        box["table"] = (await publisher.send(table, None, embed=screen.embed,
                                             files=screen.files)).id
    if is_open:
        if lines or repost or not box.get("turn"):
            old = box.pop("turn", None)
            box.pop("buttons", None)
            await publisher.delete(table, old)
            again = (repost and not lines) or \
                (screen.continues and box.get("ping") == screen.mention)
            notify = None if again else screen.mention
            if screen.mention is None:
                box.pop("ping", None)
            else:
                box["ping"] = screen.mention
            pings = discord.AllowedMentions(
                everyone=False, roles=False, replied_user=False,
                users=[discord.Object(notify)] if notify else False)
            msg = await publisher.send(table, screen.turn,
                                       view=view(screen.buttons) if screen.buttons
                                       else None, mentions=pings)
            box["turn"] = msg.id
            box["buttons"] = [c for c in screen.buttons if isinstance(c, tuple)]
        return
    await publisher.delete(table, box.pop("turn", None))
    box.pop("buttons", None)
    if not box.get("results"):
        text = screen.results if screen.results is not None else \
            shared.results_text(list(lines), loc)
        box["results"] = (await publisher.send(table, text)).id


async def clear(publisher: Publisher, table: Table, box: dict[str, Any]) -> None:
    """A repost: delete the table and turn messages, to be posted anew below."""
    await publisher.delete(table, box.pop("table", None))
    await publisher.delete(table, box.pop("turn", None))
    box.pop("buttons", None)
