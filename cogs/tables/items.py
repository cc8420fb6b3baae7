"""The bot's buttons on discord.py's public path: `PressItem`, the base of every game's
`DynamicItem` (`PickItem` for a select menu), and `view_of`, how their messages' buttons are
sent.

A press reaches the `DynamicItem` class whose template matches its custom_id (the classes
are registered with `Bot.add_dynamic_items` when a cog loads), so it is answered after a
restart, on a message of any age, and a damaged or forged id still gets a reply. The item
parses the id; who may do what is decided by the table service.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable, Iterator, Sequence
from typing import Any, ClassVar, Self

import discord

from cogs.tables import lang
from cogs.tables.replies import age, answer, answer_failure
from larry_core import text

PER_ROW = 5  # Discord: at most 5 buttons in a row
ROWS = 5  # and at most 5 rows in a message
# told of every press once its handler is done (a token-only table resumes on a press:
# `cogs.tables.tokens`)
ANSWERED: list[Callable[[discord.Interaction], None]] = []


# A press that reaches its handler this many seconds after Discord created it finds the
# process behind (a burst of tables, a slow core): it is answered at once that the table is
# busy and changes nothing, instead of being worked on and answered past Discord's 3 s,
# which would show its user "This interaction failed" with no word of whether it counted.
BUSY_AFTER = 1.0


async def served(interaction: discord.Interaction, front: Any, what: str,
                 work: Callable[[Any], Awaitable[None]]) -> None:
    """`work` done for the game whose front end is `front`; a game no longer served (its
    extension is being unloaded), or anything `work` raises, answered privately. A press
    that comes too late to be worked on in time (`BUSY_AFTER`) is answered that the table
    is busy, and nothing else happens."""
    try:
        if age(interaction) > BUSY_AFTER:
            await answer(interaction, text.t("table-busy", lang.private(interaction)))
            return
        if front is None:
            await answer(interaction, text.t("garbled-game", lang.private(interaction)))
            return
        await work(front)
    except Exception as exc:
        await answer_failure(interaction, exc, what)
        return
    for told in ANSWERED:
        told(interaction)


class PressItem(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"(?!)"):
    """A button answered by its custom_id alone: `press` does the work for the game it
    belongs to (`front`, set when the game is added to the tables), and anything it raises
    is answered privately (`answer_failure`) instead of being left unanswered. Each
    subclass names its custom_ids' template; this base matches none."""

    front: ClassVar[Any] = None  # the game's `GameFront` while the game is served
    pattern: ClassVar[re.Pattern[str]]  # its template, as discord.py matches custom_ids
    component_type: ClassVar[int] = discord.ComponentType.button.value

    def __init_subclass__(cls, *, template: str) -> None:
        super().__init_subclass__(template=template)
        cls.pattern = re.compile(template)

    def __init__(self, custom_id: str) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.handle(interaction, self.custom_id)

    @classmethod
    async def handle(cls, interaction: discord.Interaction, custom_id: str) -> None:
        """Answer a press of `custom_id`, whichever message it came from."""
        await served(interaction, cls.front, f"a button press ({cls.__name__})",
                     lambda front: cls.press(cls(custom_id), front, interaction, custom_id))

    async def press(self, front: Any, interaction: discord.Interaction, custom_id: str) -> None:
        raise NotImplementedError


class PickItem(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"(?!)"):
    """A string select menu answered by its custom_id and the values picked, as `PressItem`
    answers a button: `pick` does the work (the values are as the client sent them: parsed,
    never trusted), and anything it raises is answered privately. A game's button template
    must not match its menus' custom_ids (discord.py hands an id to every template that
    matches it)."""

    front: ClassVar[Any] = None  # the game's `GameFront` while the game is served
    pattern: ClassVar[re.Pattern[str]]  # its template, as discord.py matches custom_ids
    component_type: ClassVar[int] = discord.ComponentType.string_select.value

    def __init_subclass__(cls, *, template: str) -> None:
        super().__init_subclass__(template=template)
        cls.pattern = re.compile(template)

    def __init__(self, custom_id: str) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.handle(interaction, self.custom_id, list(self.item.values))

    @classmethod
    async def handle(cls, interaction: discord.Interaction, custom_id: str,
                     values: list[str]) -> None:
        """Answer a pick of `values` in `custom_id`, whichever message it came from."""
        await served(interaction, cls.front, f"a choice ({cls.__name__})",
                     lambda front: cls.pick(cls(custom_id), front, interaction, custom_id,
                                            values))

    async def pick(self, front: Any, interaction: discord.Interaction, custom_id: str,
                   values: list[str]) -> None:
        raise NotImplementedError


def button(custom_id: str, label: str, style: str = "secondary",
           disabled: bool = False) -> discord.ui.Button[Any]:
    """One button: a label within Discord's 80 characters, a style by name."""
    return discord.ui.Button(custom_id=custom_id, label=label[:80],
                             style=discord.ButtonStyle[style], disabled=disabled)


def rows(buttons: Sequence[discord.ui.Button[Any]]) -> list[list[discord.ui.Button[Any]]]:
    """Buttons laid out in rows of at most `PER_ROW`."""
    return [list(buttons[i:i + PER_ROW]) for i in range(0, len(buttons), PER_ROW)]


def view_of(laid: Sequence[Sequence[discord.ui.Item[Any]]]) -> discord.ui.View:
    """A message's buttons (or a select menu, alone in its row), a row each (at most `ROWS`).

    Their presses go to the registered `PressItem` classes by custom_id, so the view itself
    listens for nothing: it is stopped before it is sent, and discord.py keeps no record of
    it (no entry per message, no 15-minute timeout per ephemeral form)."""
    view = discord.ui.View(timeout=None)
    for index, row in enumerate(r for r in laid if r):
        if index >= ROWS:
            break
        for item in row:
            item.row = index
            view.add_item(item)
    view.stop()
    return view


def buttons_view(spec: Sequence[tuple[str, str, str]], *,
                 disabled: bool = False) -> discord.ui.View:
    """A view of (custom_id, label, style name) buttons, five to a row."""
    return view_of(rows([button(cid, label, style, disabled) for cid, label, style in spec]))


def carried(components: Iterable[Any]) -> Iterator[Any]:
    """Every component of a message, rows, containers and sections opened (what
    discord.py's `walk_children` yields of the view it builds from the message, without
    building it a second time on every press)."""
    for component in components:
        yield component
        yield from carried(getattr(component, "children", None) or ())
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            yield accessory


def live_buttons(message: discord.Message, prefix: str) -> list[tuple[str, str, str]]:
    """The enabled buttons of `message` whose custom_id starts with `prefix`, as a spec
    (all its buttons, so a disabled copy looks the same); empty if none is live."""
    spec: list[tuple[str, str, str]] = []
    live = False
    for item in carried(message.components):  # rows, in containers and sections too
        cid = getattr(item, "custom_id", None)
        if not isinstance(item, discord.Button) or not cid:
            continue
        spec.append((cid, item.label or "?", item.style.name))
        live = live or (cid.startswith(prefix) and not item.disabled)
    return spec if live else []
