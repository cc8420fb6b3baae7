"""What a button press does: translate it into one table-service call and answer privately.

Every press is checked again by the service (seat, turn, host, version); the checks made here
only choose a friendlier sentence. Anything that writes to storage is deferred ephemerally
first, so the 3-second deadline holds and the answer can never become public.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

import discord

from cogs.larry import after, pictures, render
from cogs.larry.components import Press
from cogs.larry.play_form import PlayForm
from cogs.tables import lang, outbound, private_views, unclaimed
from cogs.tables.replies import answer, explain, quiet
from larry_core.tables.service import TableService
from larry_core.tables.table import Table, TableError
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.larry.front import LarryFront

log = logging.getLogger(__name__)


def hand_key(table: Table, seat: int, user: int) -> tuple[str, ...] | None:
    """What a player's **My hand** shows: the seat's cards."""
    return tuple(table.game.view_for(seat).hand) if table.game is not None else None


def hand_fields(table: Table, seat: int, user: int, loc: str) -> dict[str, Any] | None:
    """A player's **My hand** as it is now: the text and the picture (if the table shows
    pictures; else none, and an earlier one is removed)."""
    if table.game is None:
        return None
    hand = table.game.view_for(seat).hand
    files = pictures.hand(table, hand, loc)
    return {"content": render.hand_text(hand, loc), "attachments": files() if files else []}


HAND = private_views.Shown(hand_key, hand_fields)  # kept current as the hand changes


class Actions:
    """Larry's own presses: the turn buttons (Play opens the form; doubt, accept and catch
    are played at once) and a finished game's replay steps."""

    def __init__(self, front: LarryFront) -> None:
        self.front = front
        # (table, user) -> the webhook and id of the private answer showing that user's hand
        # now, and when it was sent
        self.hands_shown: dict[tuple[int, int], tuple[discord.Webhook, int, float]] = {}

    @property
    def service(self) -> TableService:
        return self.front.bot.service

    async def on_press(self, interaction: discord.Interaction, press: Press) -> None:
        if press.kind == "review":
            await after.show_replay(self.front, interaction, press.table, press.arg or 1,
                                    edit=True)
        elif press.kind == "jump":
            await unclaimed.open_modal(
                interaction, after.JumpModal(self.front, press.table, lang.private(interaction)))
        else:
            await self.turn(interaction, press)

    async def turn(self, interaction: discord.Interaction, press: Press) -> None:
        svc, uid = self.service, interaction.user.id
        try:
            table = svc.get(press.table)  # committed state only
        except TableError as exc:
            await answer(interaction, explain(exc, lang.private(interaction)))
            return
        if table.options.game != "larry":  # a forged id naming another game's table
            await answer(interaction, t("garbled", lang.private(interaction, table)))
            return
        seat = table.seat_of(uid)
        if seat is None:
            await answer(interaction, t("not-playing", lang.private(interaction, table)))
            return
        if press.action == "hand":
            await self.front.hand_asked(interaction, table, seat)
            return
        if press.action == "play":
            await self.open_form(interaction, table, seat, press.version)
            return
        body = press.action if press.arg is None else f"{press.action} {press.arg}"
        await quiet(interaction, lambda o: svc.play(table.id, uid, body, press.version, o),
                    table)

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """The hand, privately, kept current as it changes (`private_views`); the one shown
        before (if still reachable) is removed, so a player's "My hand" answers never pile
        up. What is kept to remove it is the answer's webhook and message id, not the
        interaction (which holds the whole pressed message)."""
        loc = lang.private(interaction, table)
        if table.game is None:
            await answer(interaction, t("not-started", loc))
            return
        hand = table.game.view_for(seat).hand
        shown = hand_key(table, seat, interaction.user.id)
        files = pictures.hand(table, hand, loc)
        message_id = await private_views.send(self.front, interaction, table, seat, loc, HAND,
                                              shown, render.hand_text(hand, loc),
                                              files=files() if files is not None else None)
        key = (table.id, interaction.user.id)
        previous = self.hands_shown.get(key)
        now = time.monotonic()
        if message_id is not None:
            self.hands_shown[key] = (interaction.followup, message_id, now)
        for k in [k for k, (_, _, at) in self.hands_shown.items()
                  if now - at > outbound.TOKEN_USABLE]:
            del self.hands_shown[k]
        if previous is not None and now - previous[2] < outbound.TOKEN_USABLE:
            try:
                await previous[0].delete_message(previous[1])
            except discord.HTTPException:
                pass  # dismissed or gone already

    async def open_form(self, interaction: discord.Interaction, table: Table, seat: int,
                        version: int) -> None:
        game = table.game
        loc = lang.private(interaction, table)
        if game is None:
            await answer(interaction, t("not-started", loc))
            return
        if version != table.version:
            await answer(interaction, t("stale", loc))
            return
        names = render.seat_names(table, loc)
        if game.to_move != seat:
            who = names[game.to_move] if game.to_move is not None else "?"
            await answer(interaction, t("not-your-turn", loc, name=who))
            return
        if game.phase == "final" and game.went_out is not None:
            await answer(interaction, t("final-phase", loc, name=names[game.went_out]))
            return
        form = PlayForm(self, table, seat, interaction.user.id, loc)
        content, view = form.render()
        # the hand as a picture above the buttons (kept while the form is edited step by step)
        picture = pictures.hand(table, form.hand, loc)
        await interaction.response.send_message(content, view=view, ephemeral=True,
                                                files=picture() if picture else [])
