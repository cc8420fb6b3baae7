"""The usual way a game's table looks in its channel, for a presenter to reuse: the lobby
(edited in place), then one live table message at the bottom of the channel (Components V2,
`cogs.tables.layout`): the state, the picture, the latest moves, what just happened, who
must act and by when, and that decision's controls. It is edited while the same player
goes on acting and while an AI plays, and posted anew (with a ping) when the turn comes to
another human; one results message follows at the end.

A presenter computes a `TurnScreen` from one committed state before its first await and
hands it to `show`; the publisher's row (`box`) keeps the ids of the messages shown. The
controls are buttons, five to a row, and may include a select menu (`Menu`: one choice
among up to 25, a row of its own below the buttons).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import render as shared
from cogs.tables.items import view_of
from cogs.tables.layout import AnyView, Control, Menu, Screen, control_rows, layout
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.attachments import Files
    from cogs.tables.publisher import Publisher

QUIET = ("opened", "joined", "left", "ai_added")  # the lobby shows these changes itself
__all__ = ["Board", "Control", "Menu", "TurnScreen", "change_lines", "clear",
           "log_lines", "mention", "redrawn", "screen_of", "show", "view"]


@dataclass(frozen=True, slots=True)
class Board:
    """A table's state as plain data: its title, its text blocks in reading order, and the
    latest moves (oldest first)."""

    title: str
    blocks: tuple[str, ...]
    log: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnScreen:
    """One committed state of a running (or just finished) game, as it is shown."""

    # the table's state: plain data, or an embed's title, description, fields and footer
    embed: discord.Embed | Board
    turn: str  # what happened, then who must do what
    buttons: Sequence[Control]  # this move's buttons (custom_id, label, style), and menus
    mention: int | None  # the user who must act now (the table message pings them)
    results: str | None  # the results message, once the game is over
    # the player to act goes on with the decision the last drawing asked of them (a look
    # before the pass): the table is edited in place, not posted anew with a ping
    continues: bool = False
    # pictures on the table message (a factory: fresh ones for every attempt), each edit
    # replacing the last; None: text only
    files: Files | None = None
    # what the pictures show, as text: shown where they cannot be (no pictures, no Attach
    # Files); with pictures on, the picture is not copied out in text
    text_table: str | None = None
    greyed: frozenset[str] = frozenset()  # the buttons shown disabled, by custom_id
    # the player to act begins a new turn: posted anew with a ping even if the message
    # last asked them (a game of one human's turns in a row)
    new_turn: bool = False


def view(controls: Sequence[Control], *,
         greyed: Callable[[str], bool] = lambda custom_id: False) -> discord.ui.View:
    """Controls on a message of their own (a form, an answer): buttons five to a row
    (`greyed`: which custom_ids are shown disabled), then each menu in a row of its own."""
    return view_of(control_rows(controls, greyed=greyed))


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


def screen_of(table: Table, shown: TurnScreen, accent: int, loc: str) -> Screen:
    """The live message's `Screen` of a presenter's `TurnScreen`: the state's embed as
    text blocks (its description, its fields, its footer in small print), the latest moves
    that the turn does not repeat, the turn and its deadline (a human's turn with a timer)."""
    embed = shown.embed
    latest = t("dc-table-latest", loc)
    if isinstance(embed, Board):
        told = set(shown.turn.splitlines())
        return Screen(title=embed.title, accent=accent, blocks=embed.blocks,
                      turn=shown.turn, controls=tuple(shown.buttons),
                      deadline=deadline_line(table, loc), pictures=shown.files,
                      log=tuple(line for entry in embed.log for line in entry.splitlines()
                                if line not in told),
                      log_title=latest, text_table=shown.text_table, greyed=shown.greyed)
    blocks = [embed.description or ""]
    log: tuple[str, ...] = ()
    for f in embed.fields:
        if f.name == latest:
            told = set(shown.turn.splitlines())
            log = tuple(line for line in (f.value or "").splitlines() if line not in told)
        else:
            blocks.append(f"**{f.name}**\n{f.value}")
    if embed.footer and embed.footer.text:
        blocks.append("\n".join(f"-# {line}" for line in embed.footer.text.splitlines()))
    return Screen(title=embed.title or "", accent=accent, blocks=tuple(blocks),
                  turn=shown.turn, controls=tuple(shown.buttons),
                  deadline=deadline_line(table, loc), pictures=shown.files, log=log,
                  log_title=latest, text_table=shown.text_table, greyed=shown.greyed)


def deadline_line(table: Table, loc: str) -> str | None:
    """When the turn of a human to act runs out, as a Discord timestamp each reader sees
    counted down in their own language (None: an AI's turn, no timer, no game)."""
    due = table.record.deadline
    seat = table.game.turn() if table.game is not None else None
    if due is None or seat is None or table.is_ai(seat) or table.status != "playing":
        return None
    return t("dc-turn-deadline", loc, when=f"<t:{int(due)}:R>")


async def show(publisher: Publisher, table: Table, box: dict[str, Any], screen: TurnScreen,
               *, is_open: bool, lines: Sequence[str], repost: bool, loc: str) -> None:
    """Show `screen` in the table's one live message, at the bottom of the channel.

    While the same player goes on acting (a roll, a kept die, a look before the pass) and
    while an AI plays, the message is edited in place (through the press's own interaction
    where it is the pressed message). When the turn comes to a human who was not the one
    the message last asked, it is posted anew at the bottom with a ping for them and the
    old one is deleted; so is the lobby when the game starts. Once the table is closed the
    message keeps the final state without controls and the results are posted below it.
    When an AI begins, the lobby itself becomes the table (nobody is to be pinged).
    `is_open`: the table's state when `screen` was made (the awaits below may see a newer
    one). A repost with nothing new names the player to act without notifying them again.
    The row (`box`) keeps the live message's id ("table"), that it is one ("live"), and
    whom it pinged ("ping")."""
    live = layout_screen = screen_of(table, screen, publisher.presenter(table).accent, loc)
    if not is_open:
        live = layout_screen.with_controls(())
    publisher.screens[table.id] = live
    mid = box.get("table")
    ask = screen.mention if is_open else None
    moved_on = ask is not None and (screen.new_turn or ask != box.get("ping")) \
        and not screen.continues
    # made only where pictures cannot be attached (rarely: a view is many objects, freed
    # by the collector)
    plain = (lambda: layout(live.without_pictures())) if live.pictures is not None else None
    if mid and not repost and not moved_on:
        # the table edited in place; the lobby becomes it when nobody is to be pinged (an
        # AI begins). A V1 message turned V2 drops its content and embeds: every edit says
        # so, as a newer edit replaces a pending one whole
        await publisher.edit(table, int(mid), content=None, embed=None, view=layout(live),
                             files=live.pictures, plain=plain)
        box["live"] = True
    else:
        await publisher.delete(table, mid)
        box.pop("table", None)
        notify = None if (repost and not lines) else ask
        pings = discord.AllowedMentions(
            everyone=False, roles=False, replied_user=False,
            users=[discord.Object(notify)] if notify else False)
        box["table"] = (await publisher.send(table, None, view=layout(live), mentions=pings,
                                             files=live.pictures, plain=plain)).id
        box["live"] = True
    if ask is None:
        box.pop("ping", None)
    else:
        box["ping"] = ask
    if is_open:
        return
    if not box.get("results"):
        text = screen.results if screen.results is not None else \
            shared.results_text(list(lines), loc)
        box["results"] = (await publisher.send(table, text)).id


async def clear(publisher: Publisher, table: Table, box: dict[str, Any]) -> None:
    """A repost before the game (the lobby): delete the table message, posted anew below."""
    await publisher.delete(table, box.pop("table", None))
    await publisher.delete(table, box.pop("turn", None))
    box.pop("buttons", None)
    box.pop("live", None)


def redrawn(publisher: Publisher, table_id: int, message: discord.Message | None,
            controls: Sequence[Control], *,
            greyed: Callable[[str], bool] = lambda custom_id: False) -> AnyView:
    """The pressed table message with other `controls` (a die kept or released): the screen
    this process last showed, else, after a restart, the message as Discord holds it with
    its controls replaced (its pictures named as its own attachments); an older message of
    buttons only gets buttons only."""
    screen = publisher.screens.get(table_id)
    if screen is not None:
        if message is not None and not message.attachments:  # no Attach Files: text only
            screen = screen.without_pictures()
        return layout(screen.with_controls(controls), greyed=greyed)
    if message is None or not message.flags.components_v2:
        return view(controls, greyed=greyed)
    drawn = discord.ui.LayoutView.from_message(message, timeout=None)
    files = {a.url: a.filename for a in message.attachments}
    for item in list(drawn.walk_children()):
        if isinstance(item, discord.ui.MediaGallery):
            for entry in item.items:
                name = files.get(entry.media.url)
                if name is not None:
                    entry.media = f"attachment://{name}"
        if isinstance(item, discord.ui.Container):
            for child in list(item.children):
                if isinstance(child, discord.ui.ActionRow):
                    item.remove_item(child)
            for row in control_rows(controls, greyed=greyed):
                item.add_item(discord.ui.ActionRow(*row))
    drawn.stop()
    return drawn
