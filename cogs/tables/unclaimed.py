"""Every component interaction answered once, whichever game or version made its button.

discord.py hands a press to a `DynamicItem` only when its template matches the custom_id and
the pressed message, as Discord holds it now, still carries a component with that id; any
other press it drops without a word, and the user sees "This interaction failed". Such
presses are common: a client that has not yet drawn an edit (two quick taps, a lobby button
pressed after the game started), an id of an older version of the bot, a forged or damaged
id. `claimed` tells, by the same rule discord.py applies (a matching template and a
component of that type and id anywhere in the message's rows, containers and sections),
whether an item will answer; `answer_unclaimed` answers the rest: a
press that one of the games' items can read goes to that item, which checks it against the
stored table like any other press (out of date, not your table, not a seat); an id no item
reads gets the garbled-button answer of the game it names, or of this channel's table.

A form (`discord.ui.Modal`) submitted after it was closed, or after a restart, is dropped by
discord.py the same way; `open_modal` keeps the live forms so that such a submit is answered.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import choosing, lang
from cogs.tables.items import PickItem, PressItem, carried
from cogs.tables.replies import answer
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront

Item = type[PressItem] | type[PickItem]
# the forms this process showed that are still open, by custom_id (discord.py keeps each
# open form itself until it is submitted, stopped or timed out: these are weak references)
MODALS: weakref.WeakValueDictionary[str, discord.ui.Modal] = weakref.WeakValueDictionary()


async def open_modal(interaction: discord.Interaction, modal: discord.ui.Modal) -> None:
    """Show `modal` in answer to `interaction`, remembered while it is open."""
    MODALS[modal.custom_id] = modal
    await interaction.response.send_modal(modal)


def claimed(interaction: discord.Interaction, custom_id: str, component_type: int,
            items: Iterable[Item]) -> bool:
    """Whether discord.py will hand this press to one of `items` (a template matches and
    the message carries a component of that type and id)."""
    message = interaction.message
    if message is None or not any(i.pattern.fullmatch(custom_id) for i in items):
        return False
    return any(c.type.value == component_type and getattr(c, "custom_id", None) == custom_id
               for c in carried(message.components))


def modal_open(custom_id: str) -> bool:
    modal = MODALS.get(custom_id)
    return modal is not None and not modal.is_finished()


async def answer_unclaimed(interaction: discord.Interaction,
                           fronts: Mapping[str, GameFront], table_game: str | None,
                           shared: Iterable[Item] = choosing.ITEMS) -> None:
    """Answer `interaction` if discord.py will not (see the module's docstring);
    `table_game`: the game of this channel's open table, if any; `shared`: the items of
    no one game."""
    data: Mapping[str, Any] = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    if interaction.type is discord.InteractionType.modal_submit:
        if not modal_open(custom_id):
            await answer(interaction, t("form-expired", lang.private(interaction)))
        return
    if interaction.type is not discord.InteractionType.component:
        return
    component_type = int(data.get("component_type", 0))
    items = [*shared, *(item for front in fronts.values() for item in front.items)]
    if claimed(interaction, custom_id, component_type, items):
        return
    reader = next((i for i in items if i.component_type == component_type
                   and i.pattern.fullmatch(custom_id)), None)
    if isinstance(reader, type) and issubclass(reader, PickItem):
        values = [str(v) for v in data.get("values", ())]
        await reader.handle(interaction, custom_id, values)
    elif reader is not None:
        await reader.handle(interaction, custom_id)
    else:
        await answer(interaction, garbled(custom_id, fronts, table_game,
                                          lang.private(interaction)))


def garbled(custom_id: str, fronts: Mapping[str, GameFront], table_game: str | None,
            loc: str) -> str:
    """The answer to an id no item reads: that of the game whose namespace it is in, else
    that of this channel's table's game, else the bot's own."""
    namespace = custom_id.split(":", 1)[0].removesuffix("-form")
    front = next((f for f in fronts.values() if f.prefix == namespace), None) \
        or (fronts.get(table_game) if table_game is not None else None)
    return t(front.garbled_key, loc) if front is not None else t("unknown-button", loc)
