"""A table's one live message, as Components V2 (`discord.ui.LayoutView`), for every game.

A game says what its table shows as plain data, a `Screen`: a title, its accent colour, text
blocks, an optional picture, what just happened and who must act (with the turn's deadline),
and the controls of that decision. `layout` draws it: one container in the game's colour,
the title and the state as text displays (the latest moves below it, its small print
last), the picture inline in a media gallery (``attachment://``, the file sent with the
same request or kept from an earlier edit of the message), the turn below a separator with
its deadline as a Discord timestamp (each reader sees it counted down in their own
language), then the controls, five buttons to a row and a select menu in a row of its own
(a player's own screen: a group of choices to a row). Discord's limits are kept by
construction: at most 40 components and 4,000 characters of text in a message (the oldest
lines give way first).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables.items import PER_ROW, button

if TYPE_CHECKING:
    from cogs.tables.attachments import Files

MAX_COMPONENTS = 40  # Discord: components in one V2 message, nested ones counted
MAX_TEXT = 4000  # and characters over all its text displays together
MAX_ROWS = 5  # action rows a table offers (a decision never needs more)
ALT_TEXT = 256  # a media gallery item's description (discord.py's documented bound)
MENU_OPTIONS = 25  # Discord: at most 25 options in a select menu
MENU_TEXT = 100  # and at most 100 characters in an option's label or value
PLACEHOLDER = 150  # and in a placeholder, 150


@dataclass(frozen=True, slots=True)
class Menu:
    """A select menu among a decision's controls: pick one of `options`, (value, label)
    pairs; its custom_id names the decision (a game's `PickItem` answers it),
    `placeholder` is shown until something is picked."""

    custom_id: str
    placeholder: str
    options: tuple[tuple[str, str], ...]
    chosen: str = ""  # the value shown picked (a selection held), if any


@dataclass(frozen=True, slots=True)
class Row:
    """Among a decision's controls: the ones after it begin a row of their own (a group of
    choices apart from the one before), and each menu keeps its place among them."""


ROW = Row()
AnyView = discord.ui.View | discord.ui.LayoutView  # what a message's components are made of
# one control of a decision: a (custom_id, label, style) button, a select menu, or a row's
# beginning
Control = tuple[str, str, str] | Menu | Row


@dataclass(frozen=True, slots=True)
class Screen:
    """One committed state of a table as its live message shows it (plain data)."""

    title: str
    accent: int  # the game's colour (0xRRGGBB), the container's accent
    blocks: tuple[str, ...]  # the state, in reading order (the first one beside the title)
    turn: str  # what just happened, then who must do what (a ping is a mention in it)
    controls: Sequence[Control] = ()
    deadline: str | None = None  # the turn's deadline line (a Discord timestamp), if any
    # the pictures shown inline (a factory: fresh files for every attempt); None: text only
    pictures: Files | None = None
    # the latest moves, oldest first: shown above the turn, as many as the text limit allows
    log: tuple[str, ...] = field(default=())
    log_title: str = ""
    # what the pictures show, as text: shown in their place where there are none (a table
    # without pictures, a channel where the bot may not attach files)
    text_table: str | None = None
    greyed: frozenset[str] = frozenset()  # the controls shown disabled, by custom_id

    def without_pictures(self) -> Screen:
        return replace(self, pictures=None)

    def with_controls(self, controls: Sequence[Control]) -> Screen:
        return replace(self, controls=tuple(controls))


def select(menu: Menu) -> discord.ui.Select[Any]:
    """The select menu of `menu` (one value picked; Discord's limits kept)."""
    return discord.ui.Select(
        custom_id=menu.custom_id, placeholder=menu.placeholder[:PLACEHOLDER],
        min_values=1, max_values=1,
        options=[discord.SelectOption(label=label[:MENU_TEXT], value=value[:MENU_TEXT],
                                      default=bool(menu.chosen) and value == menu.chosen)
                 for value, label in menu.options[:MENU_OPTIONS]])


def control_rows(controls: Sequence[Control], *,
                 greyed: Callable[[str], bool] = lambda custom_id: False,
                 ) -> list[list[discord.ui.Item[Any]]]:
    """The controls laid out in rows: buttons five to a row (`greyed`: the custom_ids shown
    disabled), then each menu in a row of its own; at most `MAX_ROWS` rows. Controls in
    rows of their own (`Row` among them: a player's own screen, a group to a row) are laid
    out in their order, each `Row` and each menu beginning a row, as many rows as the
    message's components allow."""
    if ROW in controls:
        return sectioned(controls, greyed)
    buttons = [button(c[0], c[1], c[2], disabled=greyed(c[0]))
               for c in controls if isinstance(c, tuple)]
    laid: list[list[discord.ui.Item[Any]]] = [
        list(buttons[i:i + PER_ROW]) for i in range(0, len(buttons), PER_ROW)]
    laid += [[select(c)] for c in controls if isinstance(c, Menu) and c.options]
    return laid[:MAX_ROWS]


def sectioned(controls: Sequence[Control],
              greyed: Callable[[str], bool]) -> list[list[discord.ui.Item[Any]]]:
    """`control_rows` of controls in rows of their own, in their order."""
    laid: list[list[discord.ui.Item[Any]]] = []
    row: list[discord.ui.Item[Any]] = []
    for c in controls:
        if isinstance(c, tuple):
            if len(row) == PER_ROW:
                laid.append(row)
                row = []
            row.append(button(c[0], c[1], c[2], disabled=greyed(c[0])))
            continue
        if row:
            laid.append(row)
            row = []
        if isinstance(c, Menu) and c.options:
            laid.append([select(c)])
    return [*laid, row] if row else laid


@dataclass(frozen=True, slots=True)
class Texts:
    """A screen's text displays, each one or none, within `MAX_TEXT` characters together."""

    head: str  # the title and the first block
    table: str | None  # the text table, where no picture shows it
    rest: tuple[str, ...]  # the other blocks
    log: str | None  # the latest moves
    turn: str | None  # what just happened, who must act, by when


def texts(screen: Screen) -> Texts:
    """The screen's texts, within `MAX_TEXT` characters together: what gives way first is
    the oldest of the latest moves, then the end of each block."""
    first, *others = (*screen.blocks, "") if screen.blocks else ("",)
    head = (f"### {screen.title}\n{first}" if screen.title else first).rstrip()
    table = screen.text_table if screen.pictures is None and screen.text_table else None
    rest = [b for b in others if b.strip()]
    turn = "\n".join(p for p in (screen.turn, screen.deadline or "") if p).strip()
    state = [head, *([table] if table else []), *rest]
    used = sum(len(s) for s in state) + len(turn)
    if used > MAX_TEXT:  # the state alone is too long: each block keeps its start
        share = max((MAX_TEXT - len(turn)) // len(state) - 1, 1)
        state = [s if len(s) <= share else s[:share - 1] + "…" for s in state]
        head, table = state[0], state[1] if table else None
        rest = state[2:] if table else state[1:]
        used = sum(len(s) for s in state) + len(turn)
    log = list(screen.log)
    title = f"**{screen.log_title}**\n" if screen.log_title else ""
    while log and used + len(title) + len("\n".join(log)) > MAX_TEXT:
        log.pop(0)
    return Texts(head, table, tuple(rest), title + "\n".join(log) if log else None,
                 turn[:MAX_TEXT - used] or None)


def gallery(pictures: Files | None) -> discord.ui.MediaGallery[Any] | None:
    """The pictures as a media gallery of attachments (None: no pictures)."""
    made = pictures() if pictures is not None else []
    if not made:
        return None
    return discord.ui.MediaGallery(*(
        discord.MediaGalleryItem(f"attachment://{f.filename}",
                                 description=(f.description or "")[:ALT_TEXT] or None)
        for f in made[:10]))


def small(block: str) -> bool:
    """Whether a text block is small print alone (every line ``-# …``)."""
    return all(line.startswith("-# ") for line in block.splitlines())


def layout(screen: Screen, *,
           greyed: Callable[[str], bool] | None = None) -> discord.ui.LayoutView:
    """The live message of `screen`: one container in the game's colour (see the module's
    docstring); `greyed`: the controls shown disabled (none given: the screen's own). It
    listens for nothing itself (its presses go to the registered items by custom_id): it
    is stopped before it is sent, so discord.py keeps no record."""
    shown = texts(screen)
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=screen.accent)
    container.add_item(discord.ui.TextDisplay(shown.head))
    pictures = gallery(screen.pictures)
    if pictures is not None:
        container.add_item(pictures)
    # the state's small print (its rules, a footer) closes it, below the latest moves
    rest = [b for b in shown.rest if not small(b)]
    for text in (shown.table, *rest, shown.log, *(b for b in shown.rest if small(b))):
        if text:
            container.add_item(discord.ui.TextDisplay(text))
    if shown.turn:
        container.add_item(discord.ui.Separator())
        container.add_item(discord.ui.TextDisplay(shown.turn))
    disabled = greyed if greyed is not None else screen.greyed.__contains__
    for row in control_rows(screen.controls, greyed=disabled):
        container.add_item(discord.ui.ActionRow(*row))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    if view.total_children_count > MAX_COMPONENTS:
        raise ValueError(f"a table screen of {view.total_children_count} components "
                         f"(Discord takes {MAX_COMPONENTS})")
    view.stop()
    return view
