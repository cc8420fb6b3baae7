"""The service listener: turns committed table updates into public messages and DMs.

It runs after the change is durable (the service calls it), so nothing shown here can be
undone. Public text is built from public events and the public view only; hands go to their
owners by DM in background tasks, so the game never waits on a DM.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from cogs.larry import components as c
from cogs.larry import render
from cogs.larry import strings as s
from larry_core.service import Update
from larry_core.table import Table

if TYPE_CHECKING:
    from bot.app import LarryBot

log = logging.getLogger(__name__)
NO_PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True)


@dataclass(slots=True)
class Posted:
    """The table's current public message and the buttons it carries."""

    channel_id: int
    message_id: int
    buttons: list[tuple[str, str, str]]


class Publisher:
    def __init__(self, bot: LarryBot) -> None:
        self.bot = bot
        self.current: dict[int, Posted] = {}
        self.claims: dict[int, int | None] = {}  # last public claim, for doubt reveals
        self.tasks: set[asyncio.Task[None]] = set()

    async def on_update(self, update: Update) -> None:
        table = update.table
        if update.kind == "lobby":
            await self.show_lobby(table)
        elif update.kind == "cancelled":
            await self.show_lobby(table, closed=update.note or s.LOBBY_CLOSED)
        elif update.kind == "started":
            await self.show_lobby(table, closed=s.STARTED)
            names = ", ".join(render.seat_names(table))
            await self.post_turn(table, s.GAME_STARTED.format(seats=names))
            self.send_hands(table)
        elif update.kind == "moved":
            await self.show_move(update)
        elif update.kind == "ended":
            await self.retire(table)
            await self.send(table, s.TABLE_ENDED.format(table=table.id))
        elif update.kind == "replaced" and update.note:
            await self.send(table, update.note)

    # ------------------------------------------------------------ channel
    def channel(self, table: Table) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(table.record.channel_id,
                                                guild_id=table.record.guild_id)

    async def send(self, table: Table, content: str, *, embed: discord.Embed | None = None,
                   view: discord.ui.View | None = None) -> discord.Message:
        extra: dict[str, Any] = {}
        if embed is not None:
            extra["embed"] = embed
        if view is not None:
            extra["view"] = view
        return await self.channel(table).send(content, allowed_mentions=NO_PINGS, **extra)

    async def show_lobby(self, table: Table, closed: str | None = None) -> None:
        embed = render.lobby_embed(table, closed)
        view = c.lobby_view(table.id)
        mid = table.record.meta.get("lobby_message")
        if mid:
            try:
                msg = self.channel(table).get_partial_message(int(mid))
                await msg.edit(embed=embed, view=None if closed else view)
                return
            except discord.HTTPException:
                log.warning("table %d: lobby message %s could not be edited", table.id, mid)
        if closed:
            return
        sent = await self.channel(table).send(embed=embed, view=view)
        table.record.meta["lobby_message"] = sent.id  # persisted with the next save
        table.record.message_id = sent.id

    async def show_move(self, update: Update) -> None:
        table = update.table
        game = table.game
        assert game is not None
        pv = game.public_view()
        names = render.seat_names(table)
        prev = self.claims.get(table.id)
        lines = render.describe(update.events, names, pv, prev)
        await self.post_turn(table, render.announcement(lines, pv, names, update.note))
        if any(e["type"] == "round_started" for e in update.events):
            self.send_hands(table)

    async def post_turn(self, table: Table, content: str) -> None:
        """Post the announcement with this turn's buttons; retire the previous ones."""
        game = table.game
        assert game is not None
        pv = game.public_view()
        self.claims[table.id] = pv.claim
        spec = c.turn_buttons(table.id, table.version, pv)
        await self.retire(table)
        msg = await self.send(table, content, embed=render.state_embed(table, pv),
                              view=c.buttons_view(spec) if spec else None)
        self.current[table.id] = Posted(msg.channel.id, msg.id, spec)
        table.record.message_id = msg.id
        await self.remember(table)

    async def remember(self, table: Table) -> None:
        """Persist which message is current, so a restarted bot can retire its buttons."""
        try:
            await self.bot.storage.save_table(table.record)
        except Exception:
            log.exception("table %d: could not store its current message", table.id)

    async def retire(self, table: Table) -> None:
        """Disable the buttons of the table's current message (best effort)."""
        old = self.current.pop(table.id, None)
        if old is None:
            mid = table.record.message_id
            if not mid or mid == table.record.meta.get("lobby_message"):
                return
            old = Posted(table.record.channel_id, mid, [])  # after a restart: drop them
        try:
            view = c.buttons_view(old.buttons, disabled=True) if old.buttons else None
            await self.channel(table).get_partial_message(old.message_id).edit(view=view)
        except discord.HTTPException:
            log.warning("table %d: could not disable message %d", table.id, old.message_id)

    # ----------------------------------------------------------------- DMs
    def send_hands(self, table: Table) -> None:
        for seat in table.humans():
            user_id = table.seats[seat].get("user_id")
            if user_id is None:
                continue
            task = asyncio.create_task(self._dm_hand(table, seat, int(user_id)))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    async def _dm_hand(self, table: Table, seat: int, user_id: int) -> None:
        game = table.game
        if game is None:
            return
        view = game.view_for(seat)
        where = f"<#{table.record.channel_id}>"
        text = (f"**Larry table #{table.id}** in {where}, round {view.public.round}.\n"
                f"{render.hand_text(view.hand)}")
        try:
            dm = await self.bot.create_dm(discord.Object(user_id))
            await dm.send(text)
        except discord.Forbidden as exc:
            if exc.code != 50007:
                log.warning("table %d: DM to seat %d refused (code %s)", table.id, seat,
                            exc.code)
            await self.send(table, s.DM_CLOSED.format(mention=f"<@{user_id}>"))
        except discord.HTTPException as exc:
            log.warning("table %d: DM to seat %d failed (status %s)", table.id, seat,
                        exc.status)
