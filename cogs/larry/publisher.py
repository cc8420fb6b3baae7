"""The service listener: turns committed table updates into public messages and DMs.

It runs after the change is durable (the service calls it), so nothing shown here can be
undone. Public text is built from public events and the public view only; hands go to their
owners by DM in background tasks, so the game never waits on a DM.

Traffic (see `outbound`): public messages go out as followups of the table's *carrier*, the
newest interaction of the table that may carry public followups (`/larry new`, a Play-form
submission), so they are exempt from Discord's global rate limit; a message is edited through
the webhook that created it. Without a fresh carrier (AI or timeout turns after 14 minutes
without a human submission, after a restart) they go through the channel and the global token
bucket. Edits are coalesced per message and never hold a table up for long.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from cogs.larry import components as c
from cogs.larry import outbound as ob
from cogs.larry import render
from cogs.larry import strings as s
from larry_core.service import Update
from larry_core.table import Table

if TYPE_CHECKING:
    from bot.app import LarryBot

log = logging.getLogger(__name__)
NO_PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True)


@dataclass(slots=True)
class Carrier:
    """An interaction webhook that may post public followups (exempt from the global limit)."""

    webhook: discord.Webhook
    since: float = field(default_factory=time.monotonic)

    def fresh(self) -> bool:
        return time.monotonic() - self.since < ob.TOKEN_USABLE


@dataclass(slots=True)
class Posted:
    """The table's current public message and the buttons it carries."""

    channel_id: int
    message_id: int
    buttons: list[tuple[str, str, str]]


class Publisher:
    edit_wait = 1.0  # seconds a listener waits for an edit before it goes on in the background

    def __init__(self, bot: LarryBot, outbound: ob.Outbound | None = None) -> None:
        self.bot = bot
        self.outbound = outbound or ob.Outbound()
        self.current: dict[int, Posted] = {}
        self.claims: dict[int, int | None] = {}  # last public claim, for doubt reveals
        self.carriers: dict[int, Carrier] = {}  # table -> newest carrier
        self.made_by: dict[int, tuple[int, Carrier]] = {}  # message -> (table, its webhook)
        self.dm_channels: dict[int, int] = {}  # user -> DM channel (discord.py keeps 128)
        self.dm_queue: OrderedDict[tuple[int, int], tuple[Table, int]] = OrderedDict()
        self.dm_worker: asyncio.Task[None] | None = None

    async def on_update(self, update: Update) -> None:
        table = update.table
        via = ob.current()
        if via is not None:
            await self.adopt(table, via)
        try:
            await self._show(update)
        finally:
            if table.status not in ("lobby", "playing"):
                self.forget(table)

    def close(self) -> None:
        """Stop the background DM worker (queued DMs are dropped: "My hand" always works)."""
        if self.dm_worker is not None:
            self.dm_worker.cancel()
        self.dm_queue.clear()

    def forget(self, table: Table) -> None:
        """Drop what was kept for a closed table (its messages stay as they are)."""
        self.carriers.pop(table.id, None)
        self.claims.pop(table.id, None)
        self.current.pop(table.id, None)
        for mid in [m for m, (t, _) in self.made_by.items() if t == table.id]:
            del self.made_by[mid]

    async def adopt(self, table: Table, via: ob.Acting) -> None:
        """Make the acting interaction the table's carrier if it may carry public followups
        (`via.carry`): answered by a (deferred) update, or deferred with a private "thinking"
        answer that is filled with `via.ack` first (so no public followup replaces it)."""
        inter = via.interaction
        if not via.carry or not inter.response.is_done():
            return
        rt = discord.InteractionResponseType
        kind = inter.response.type
        if kind is rt.deferred_channel_message:
            if via.ack is None:
                return
            if not via.acked:
                ack = via.ack
                await self.outbound.call(lambda: inter.followup.send(ack, ephemeral=True),
                                         exempt=True)
                via.acked = True
        elif kind not in (rt.deferred_message_update, rt.message_update):
            return
        self.carriers[table.id] = Carrier(inter.followup, via.since)

    async def _show(self, update: Update) -> None:
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

    async def send(self, table: Table, content: str | None, *,
                   embed: discord.Embed | None = None,
                   view: discord.ui.View | None = None) -> discord.Message:
        """Post a public message: through the table's carrier if it is fresh (exempt),
        else through the channel and the global bucket; transient failures are retried."""
        extra: dict[str, Any] = {"allowed_mentions": NO_PINGS}
        if content is not None:
            extra["content"] = content
        if embed is not None:
            extra["embed"] = embed
        if view is not None:
            extra["view"] = view
        carrier = self.carriers.get(table.id)
        if carrier is not None and carrier.fresh():
            hook = carrier.webhook
            msg: discord.Message = await self.outbound.call(
                lambda: hook.send(wait=True, **extra), exempt=True)
            self.made_by[msg.id] = (table.id, carrier)
            return msg
        channel = self.channel(table)
        return await self.outbound.call(lambda: channel.send(**extra), exempt=False,
                                        priority=ob.PRI_POST)

    async def edit(self, table: Table, message_id: int, **payload: Any) -> None:
        """Edit a public message (coalesced): through the webhook that posted it while its
        token lives (exempt), else through the channel and the global bucket."""
        made = self.made_by.get(message_id)
        send: Callable[[dict[str, Any]], Awaitable[object]]
        if made is not None and made[1].fresh():
            hook = made[1].webhook

            def send(p: dict[str, Any]) -> Awaitable[object]:
                return hook.edit_message(message_id, **p)
            exempt = True
        else:
            partial = self.channel(table).get_partial_message(message_id)

            def send(p: dict[str, Any]) -> Awaitable[object]:
                return partial.edit(**p)
            exempt = False
        fut = self.outbound.edit(message_id, send, payload, exempt=exempt)
        await self.outbound.settle(fut, self.edit_wait)

    async def show_lobby(self, table: Table, closed: str | None = None) -> None:
        embed = render.lobby_embed(table, closed)
        view = c.lobby_view(table.id)
        mid = table.record.meta.get("lobby_message")
        if mid:
            await self.edit(table, int(mid), embed=embed, view=None if closed else view)
            return
        if closed:
            return
        sent = await self.send(table, None, embed=embed, view=view)
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
        self.current[table.id] = Posted(table.record.channel_id, msg.id, spec)
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
        view = c.buttons_view(old.buttons, disabled=True) if old.buttons else None
        await self.edit(table, old.message_id, view=view)
        if old.message_id != table.record.meta.get("lobby_message"):
            self.made_by.pop(old.message_id, None)  # its buttons are retired for good

    # ----------------------------------------------------------------- DMs
    def send_hands(self, table: Table) -> None:
        """Queue a hand DM for each human. One worker sends them at the lowest priority of
        the global bucket; a seat already queued is not queued twice, and the DM reads the
        hand when it is sent, so a late DM shows the latest hand (or is dropped once the
        game is over). The game never waits on a DM."""
        for seat in table.humans():
            user_id = table.seats[seat].get("user_id")
            if user_id is not None:
                self.dm_queue.setdefault((table.id, seat), (table, int(user_id)))
        if self.dm_queue and (self.dm_worker is None or self.dm_worker.done()):
            self.dm_worker = asyncio.create_task(self._dm_loop(), name="larry-hand-dms")

    async def _dm_loop(self) -> None:
        while self.dm_queue:
            (_, seat), (table, user_id) = self.dm_queue.popitem(last=False)
            try:
                await self._dm_hand(table, seat, user_id)
            except Exception:
                log.exception("table %d: DM to seat %d failed", table.id, seat)

    async def _dm_hand(self, table: Table, seat: int, user_id: int) -> None:
        if table.game is None or table.status != "playing":
            self.outbound.stats["dm_dropped"] += 1
            return
        try:
            channel_id = self.dm_channels.get(user_id)
            if channel_id is None:
                dm = await self.outbound.call(
                    lambda: self.bot.create_dm(discord.Object(user_id)), exempt=False,
                    priority=ob.PRI_DM)
                channel_id = self.dm_channels[user_id] = dm.id
            target = self.bot.get_partial_messageable(channel_id,
                                                      type=discord.ChannelType.private)

            async def send_latest() -> discord.Message | None:
                game = table.game
                if game is None or table.status != "playing":
                    self.outbound.stats["dm_dropped"] += 1
                    return None
                view = game.view_for(seat)
                where = f"<#{table.record.channel_id}>"
                text = (f"**Larry table #{table.id}** in {where}, round {view.public.round}.\n"
                        f"{render.hand_text(view.hand)}")
                self.outbound.stats["dm_sent"] += 1
                return await target.send(text)

            await self.outbound.call(send_latest, exempt=False, priority=ob.PRI_DM)
        except discord.Forbidden as exc:
            if exc.code != 50007:
                log.warning("table %d: DM to seat %d refused (code %s)", table.id, seat,
                            exc.code)
            await self.send(table, s.DM_CLOSED.format(mention=f"<@{user_id}>"))
        except discord.HTTPException as exc:
            log.warning("table %d: DM to seat %d failed (status %s)", table.id, seat,
                        exc.status)
