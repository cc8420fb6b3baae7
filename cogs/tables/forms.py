"""What every game's private forms share: an unguessable nonce per form (its buttons carry
it), forgetting forms past their lifetime (an ephemeral message's token lives 15
minutes), and answering a click in the form itself (`reply`, or `edit_form` once deferred)."""

from __future__ import annotations

import logging
import secrets
from typing import Protocol, TypeVar

import discord

log = logging.getLogger(__name__)


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


async def reply(interaction: discord.Interaction, content: str,
                view: discord.ui.View | None = None) -> None:
    """Answer a form's click by editing the form (it is private); anything else, such as a
    press on a public message, privately."""
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await interaction.response.edit_message(content=content, view=view)
    else:
        await interaction.response.send_message(content, ephemeral=True)


async def edit_form(interaction: discord.Interaction, content: str,
                    view: discord.ui.View | None) -> None:
    """Edit the form a deferred click came from; nothing if the player dismissed it."""
    try:
        await interaction.edit_original_response(content=content, view=view)
    except discord.NotFound:
        log.debug("a form was dismissed before its answer")
