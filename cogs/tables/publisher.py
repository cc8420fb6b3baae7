"""The outbox publisher: shows every committed table change in the channel, after the fact.

The table service tells `on_change` about each committed change; this only wakes the
table's own publishing task (`_pump`), which runs outside the table lock and renders the
*latest committed* state: several changes in flight coalesce into one announcement that
still narrates each of them. Once Discord accepted it, the table's announced rev is stored
(`TableService.mark_announced`, the publisher's own row with its message ids). After a
crash, start-up finds every table whose announced rev is behind and announces it again,
first disabling any message whose buttons a killed process left live: a crash can delay
an announcement but never lose one, and one message carries the live buttons.

Traffic (see `outbound`): public messages go out as followups of the table's *carrier*, the
newest interaction of the table that may carry public followups (`/larry new`, a Play-form
submission), so they are exempt from Discord's global rate limit; a message is edited through
the webhook that created it. Without a fresh carrier (AI or timeout turns after 14 minutes
without a human submission, after a restart) they go through the channel and the global token
bucket. Hands go to their owners by DM from one low-priority queue; the game never waits on
a DM, and a DM is sent only if its user still holds the seat when it goes out.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import discord

from cogs.larry import after, pictures, render
from cogs.larry import components as c
from cogs.tables import lang
from cogs.tables import outbound as ob
from larry_core.games.larry.views import PublicView
from larry_core.tables.table import Change, Origin, Table
from larry_core.text import t

if TYPE_CHECKING:
    from bot.app import LarryBot
    from larry_core.tables.service import TableService

log = logging.getLogger(__name__)
NO_PINGS = discord.AllowedMentions.none()
MAX_FILES = 10  # Discord's limit of attachments per message
MISSING_PERMISSIONS = 50013  # Discord's error code, e.g. for files without Attach Files


def _attached(files: pictures.Files | None) -> dict[str, Any]:
    """Fresh attachments for one attempt (a discord.File is used up by a send)."""
    return {"files": files()} if files is not None else {}


async def post_followup(hook: discord.Webhook, **message: Any) -> discord.WebhookMessage:
    """Post a public followup through an interaction webhook and return the message Discord
    made (`Webhook.send(wait=True)`: content, embed, view, allowed_mentions, files).
    Raises ValueError for a webhook without a token, discord.HTTPException as sent."""
    return await hook.send(wait=True, **message)


@dataclass(slots=True)
class Carrier:
    """An interaction webhook that may post public followups (exempt from the global limit)."""

    webhook: discord.Webhook
    since: float = field(default_factory=time.monotonic)

    def fresh(self) -> bool:
        return time.monotonic() - self.since < ob.TOKEN_USABLE


class Presenter(Protocol):
    """What the publisher asks of a game's front end: the outbox, the carriers, the table
    and turn messages' bookkeeping and the retries are shared; what is shown is the game's."""

    def turn_prefix(self, table: Table) -> str:
        """The custom_id prefix of the table's turn buttons (to retire orphaned ones)."""
    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        """A committed change, synchronously (e.g. queue hand DMs); must not block."""
    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        """Show the table's latest committed state and `changes` (see
        `Publisher.announce_larry`); `box`, the publisher's row, is updated in place."""
    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        """The cards a seat's hand DM shows (None when there is no game): cheap, so that
        an unchanged hand costs neither a text, nor a picture, nor a request."""
    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, pictures.Files | None] | None:
        """A seat's hand DM as (the hand it shows, its text, its picture), or None when
        there is no game; read at send time (the hand may have changed while it waited)."""


class LarryPresenter:
    """Larry's tables: the publisher's own rendering (`render`, `components`, DMs)."""

    def turn_prefix(self, table: Table) -> str:
        return f"larry:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        if change.kind in ("started", "moved"):
            publisher.send_hands(table)  # each DM is edited only if that hand changed

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        await publisher.announce_larry(table, changes, box, repost=repost)

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        return tuple(table.game.hand(seat)) if table.game is not None else None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, pictures.Files | None] | None:
        if table.game is None:
            return None
        view = table.game.view_for(seat)
        text = t("dc-dm-hand", loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 round=view.public.round, hand=render.hand_text(view.hand, loc))
        return tuple(view.hand), text, pictures.hand(table, view.hand, loc)


class Publisher:
    """One publisher announces every table of every game: `presenters` (by the table's
    `options.game`) say what a game's messages show."""

    edit_wait = 1.0  # seconds a publisher waits for an edit before it goes on in the background
    retry_wait = (0.5, 30.0)  # backoff between failed announcements (first, most)
    history_scan = 50  # messages read back after a restart to retire orphaned buttons

    def __init__(self, bot: LarryBot, outbound: ob.Outbound | None = None) -> None:
        self.bot = bot
        self.outbound = outbound or ob.Outbound()
        self.carriers: dict[int, Carrier] = {}  # table -> newest carrier
        self.offered: dict[int, ob.Acting] = {}  # table -> an interaction that may carry
        self.made_by: dict[int, tuple[int, Carrier]] = {}  # message -> (table, its webhook)
        self.pumps: dict[int, asyncio.Task[None]] = {}
        self.reposts: set[int] = set()  # tables whose current state is to be posted anew
        self.reposted: dict[int, list[asyncio.Future[None]]] = {}  # who waits for a repost
        self.recovering: set[int] = set()  # tables to reconcile with the channel first
        self.dm_channels: dict[int, int] = {}  # user -> DM channel (discord.py keeps 128)
        # (table, seat, user) -> (the one hand DM of that game, the hand it shows)
        self.dm_messages: dict[tuple[int, int, int], tuple[int, tuple[str, ...]]] = {}
        self.dm_queue: OrderedDict[tuple[int, int], tuple[Table, int]] = OrderedDict()
        self.dm_worker: asyncio.Task[None] | None = None
        self.presenters: dict[str, Presenter] = {"larry": LarryPresenter()}
        # what each publishing task starts from: the context the bot was set up in (its
        # interaction webhook adapter, `bot.callbacks`), nothing of whoever woke the table
        self.base_context = contextvars.copy_context()

    def presenter(self, table: Table) -> Presenter:
        """The front end of the table's game (KeyError while its cog is not loaded)."""
        return self.presenters[table.options.game]

    @property
    def service(self) -> TableService:
        return self.bot.service

    # --------------------------------------------------------------- outbox
    def on_change(self, table: Table, change: Change, origin: Origin) -> None:
        """The service's listener (synchronous): note a carrier, wake the table's pump."""
        via = origin.handle
        if isinstance(via, ob.Acting) and via.carry:
            self.offered[table.id] = via
        presenter = self.presenters.get(table.options.game)
        if presenter is not None:
            presenter.on_change(self, table, change)
        self.poke(table)

    def poke(self, table: Table) -> None:
        """Make sure the table's publishing task runs (it picks up whatever is latest)."""
        task = self.pumps.get(table.id)
        if task is None or task.done():
            self.pumps[table.id] = asyncio.create_task(
                self._pump(table), name=f"larry-publish-{table.id}",
                context=self.base_context.copy())

    def recover(self) -> None:
        """After start-up: announce every table whose announced rev is behind."""
        for table in list(self.service.tables.values()):
            if table.announced < table.rev:
                self.recovering.add(table.id)
                self.poke(table)

    def repost(self, table: Table) -> asyncio.Future[None]:
        """Post the table's current state anew (`/larry table`), after what is pending;
        the future resolves once it is posted."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.reposted.setdefault(table.id, []).append(done)
        self.reposts.add(table.id)
        self.poke(table)
        return done

    async def close(self) -> None:
        """Stop publishing (what is unannounced stays in the outbox for the next start)."""
        tasks = [t for t in (*self.pumps.values(), self.dm_worker) if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.pumps.clear()
        self.dm_queue.clear()

    async def _pump(self, table: Table) -> None:
        wait = self.retry_wait[0]
        while table.announced < table.rev or table.id in self.reposts:
            box = dict(table.outbox)
            if "lobby" in box:  # a row written before the table message had its own name
                box.setdefault("table", box.pop("lobby"))
            repost = table.id in self.reposts
            self.reposts.discard(table.id)
            rev = table.rev
            try:
                await self._adopt(table)
                if table.id in self.recovering:
                    await self._retire_orphans(table, box)
                    self.recovering.discard(table.id)
                # what is shown is one committed state: the changes up to `rev` and the
                # table as it is at `rev` (read together, before the next await)
                rev, changes = table.rev, table.unannounced()
                await self.presenter(table).announce(self, table, changes, box, repost=repost)
                if rev > table.announced or box != table.outbox:
                    await self.service.mark_announced(table, rev, box)
                if repost:
                    for fut in self.reposted.pop(table.id, []):
                        if not fut.done():
                            fut.set_result(None)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("table %d: announcing change %d failed; retrying in %.1fs",
                              table.id, rev, wait)
                if repost:
                    self.reposts.add(table.id)
                await asyncio.sleep(wait)
                wait = min(wait * 2, self.retry_wait[1])
                continue
            wait = self.retry_wait[0]
        for fut in self.reposted.pop(table.id, []):  # nothing left to post
            if not fut.done():
                fut.set_result(None)
        if not table.open:
            self.forget(table)

    async def _adopt(self, table: Table) -> None:
        """Make the newest offered interaction the table's carrier, once its private
        answer is out (so no public followup can take the place of that answer)."""
        via = self.offered.pop(table.id, None)
        if via is None:
            return
        inter = via.interaction
        if not inter.response.is_done():
            return
        rt = discord.InteractionResponseType
        kind = inter.response.type
        if kind is rt.deferred_channel_message:
            if via.ack is None:
                return
            await via.send_ack()
        elif kind not in (rt.deferred_message_update, rt.message_update):
            return
        self.carriers[table.id] = Carrier(inter.followup, via.since)

    async def _retire_orphans(self, table: Table, box: dict[str, Any]) -> None:
        """Disable the live turn buttons of this table that a killed process posted but
        never recorded (best effort: needs Read Message History)."""
        prefix = self.presenter(table).turn_prefix(table)
        keep = box.get("turn")  # the recorded one is replaced by the announcement anyway
        try:
            channel = self.channel(table)
            messages = [m async for m in channel.history(limit=self.history_scan)]
        except discord.HTTPException as exc:
            log.warning("table %d: cannot read the channel to retire old buttons (status %s)",
                        table.id, exc.status)
            return
        me = self.bot.user.id if self.bot.user else None
        for msg in messages:
            if msg.author.id != me or msg.id == keep:
                continue
            if c.live_buttons(msg, prefix):
                await self.delete(table, msg.id)

    async def announce_larry(self, table: Table, changes: list[Change], box: dict[str, Any],
                             *, repost: bool) -> None:
        """Render the (Larry) table's latest committed state and what happened since the last
        announcement; `box` (the publisher's row) is updated in place.

        The channel keeps one live message per table: the lobby (edited in place), then,
        from the start, the turn message: what just happened, a mention of the player who
        must act, the table's state and earlier moves (an embed) and the buttons, replaced
        each turn so that it is always the newest and its mention notifies. Replacing it
        costs a delete and a post per turn, the same as a short turn message did, and saves
        the edit of a separate table message. A finished game leaves its last state (the
        last turn message, edited) and one results message."""
        loc = table.options.language
        names = render.seat_names(table, loc)
        pv = table.game.public_view() if table.game is not None else None
        is_open, version, status = table.open, table.version, table.status
        lines: list[str] = []
        shown: list[tuple[bytes, str, str]] = []  # pictures of revealed piles and results
        closed: str | None = None
        acted: set[int] = set()
        for ch in changes:
            if ch.kind == "cancelled":
                closed = render.cancel_note(ch, loc)
            elif ch.kind == "ended" and table.game is None:
                closed = t("lobby-closed", loc)
            elif ch.kind == "started":
                lines.append(t("game-started", loc, seats=render.seat_order(names)))
            elif ch.kind not in ("opened", "joined", "left", "ai_added"):
                lines += render.change_lines(ch, names, pv, loc)
                if ch.kind == "moved":
                    shown += pictures.for_change(table, ch.events, names, loc)
                if ch.kind == "moved" and ch.seat is not None:
                    acted.add(ch.seat)
        shown = shown[-MAX_FILES:]
        if repost:
            await self.delete(table, box.pop("table", None))
            await self.delete(table, box.pop("turn", None))
            box.pop("buttons", None)
        if pv is None:
            await self.show_lobby(table, box, closed, status)
            return
        box["log"] = (list(box.get("log", [])) + lines)[-render.LOG_LINES:]
        if is_open:
            # the lobby (or an older layout's table message) gives way to the turn message
            await self.delete(table, box.pop("table", None))
            if lines or repost or not box.get("turn"):
                await self.post_turn(table, lines, box, pv, version, acted, shown)
            else:  # nothing to tell, the state changed (e.g. an AI took a player's seat)
                await self.edit(table, int(box["turn"]),
                                embed=self._turn_embed(table, pv, box, box.get("told", 0)))
        else:
            # the last turn message becomes the final state (no buttons, no mention)
            turn = box.pop("turn", None)
            box.pop("buttons", None)
            if turn and not box.get("table"):
                box["table"] = turn
                embed = render.table_embed(table, pv, box["log"], status)
                await self.edit(table, int(turn), content=None, embed=embed, view=None,
                                attachments=[])
            else:
                await self.delete(table, turn)
                await self.show_table(table, box, pv, status)
            if not box.get("results"):  # the end of the game, and its bluff report
                text = render.results_text([*lines, *after.report_lines(table, names, loc)],
                                           loc)
                sent = await self.send(table, text, files=pictures.files(shown))
                box["results"] = sent.id

    def forget(self, table: Table) -> None:
        """Drop what was kept for a closed table (its messages stay as they are)."""
        self.carriers.pop(table.id, None)
        self.offered.pop(table.id, None)
        self.pumps.pop(table.id, None)
        for mid in [m for m, (tid, _) in self.made_by.items() if tid == table.id]:
            del self.made_by[mid]
        for key in [k for k in self.dm_messages if k[0] == table.id]:
            del self.dm_messages[key]

    # ------------------------------------------------------------ channel
    def channel(self, table: Table) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(table.record.channel_id,
                                                guild_id=table.record.guild_id)

    async def send(self, table: Table, content: str | None, *,
                   embed: discord.Embed | None = None,
                   view: discord.ui.View | None = None,
                   mentions: discord.AllowedMentions | None = None,
                   files: pictures.Files | None = None) -> discord.abc.Snowflake:
        """Post a public message (its id): through the table's carrier if it is fresh
        (exempt), else through the channel and the global bucket; transient failures are
        retried. Nobody is pinged unless `mentions` says so. `files` makes the attachments
        anew for every attempt."""
        extra: dict[str, Any] = {"allowed_mentions": mentions or NO_PINGS}
        if content is not None:
            extra["content"] = content
        if embed is not None:
            extra["embed"] = embed
        if view is not None:
            extra["view"] = view
        carrier = self.carriers.get(table.id)
        if carrier is not None and carrier.fresh():
            hook = carrier.webhook
            msg = await self.outbound.call(
                lambda: post_followup(hook, **extra, **_attached(files)), exempt=True)
            self.made_by[msg.id] = (table.id, carrier)
            return msg
        channel = self.channel(table)
        try:
            return await self.outbound.call(lambda: channel.send(**extra, **_attached(files)),
                                            exempt=False, priority=ob.PRI_POST)
        except discord.Forbidden as exc:
            if files is None or exc.code != MISSING_PERMISSIONS:
                raise
            # no Attach Files in this channel: the message says it all in text anyway
            log.warning("table %d: cannot attach pictures in channel %d (Attach Files)",
                        table.id, table.record.channel_id)
            return await self.outbound.call(lambda: channel.send(**extra), exempt=False,
                                            priority=ob.PRI_POST)

    async def edit(self, table: Table, message_id: int, *, wait: bool = False,
                   **payload: Any) -> None:
        """Edit a public message (coalesced): through the webhook that posted it while its
        token lives (exempt), else through the channel and the global bucket. `wait`: until
        Discord has it (a message that is gone counts as done), else a short while."""
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
        if not wait:
            await self.outbound.settle(fut, self.edit_wait)
            return
        try:
            await fut
        except (discord.NotFound, discord.Forbidden):
            log.warning("table %d: message %d can no longer be edited", table.id, message_id)

    async def show_lobby(self, table: Table, box: dict[str, Any],
                         closed: str | None = None, status: str = "lobby", *,
                         lobby: Callable[[Table, str | None], discord.Embed] = render.lobby_embed,
                         buttons: Callable[[int, str], discord.ui.View] = c.lobby_view,
                         ) -> None:
        """Post the lobby (the table message to be), or edit it to the latest seats; a
        game's presenter passes its own `lobby` embed and lobby `buttons`."""
        if status == "cancelled":
            closed = closed or t("lobby-closed", table.options.language)
        embed = lobby(table, closed)
        view = None if closed else buttons(table.id, table.options.language)
        mid = box.get("table")
        if mid:
            await self.edit(table, int(mid), embed=embed, view=view)
            return
        if closed:
            return
        sent = await self.send(table, None, embed=embed, view=view)
        box["table"] = sent.id

    async def show_table(self, table: Table, box: dict[str, Any], pv: PublicView,
                         status: str) -> None:
        """The table message: the game's state and its recent log, edited in place."""
        embed = render.table_embed(table, pv, box.get("log", []), status)
        mid = box.get("table")
        if mid:
            await self.edit(table, int(mid), content=None, embed=embed, view=None)
            return
        sent = await self.send(table, None, embed=embed)
        box["table"] = sent.id

    async def post_turn(self, table: Table, lines: list[str], box: dict[str, Any],
                        pv: PublicView, version: int, acted: set[int] | None = None,
                        shown: list[tuple[bytes, str, str]] | None = None) -> None:
        """Replace the turn message: what happened since the last one (with the pictures
        of a revealed pile or a round's results), a mention of the player who must act
        (once per turn), the table's state with its earlier moves, and the buttons for
        `version`."""
        loc = table.options.language
        names = render.seat_names(table, loc)
        spec = c.turn_buttons(table.id, version, pv, loc)
        mention = self._mention(table, box, pv, acted or set())
        old = box.pop("turn", None)
        box.pop("buttons", None)
        await self.delete(table, old)  # first: at no moment two messages offer live buttons
        content = render.turn_text(lines, pv, names, loc, mention)
        box["told"] = len(lines)  # the text tells these newest lines; the embed the rest
        embed = self._turn_embed(table, pv, box, len(lines))
        pings = discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                        users=[discord.Object(mention)] if mention else False)
        msg = await self.send(table, content, embed=embed,
                              view=c.buttons_view(spec) if spec else None,
                              mentions=pings, files=pictures.files(shown or []))
        box["turn"], box["buttons"] = msg.id, spec

    @staticmethod
    def _turn_embed(table: Table, pv: PublicView, box: dict[str, Any],
                    told: int) -> discord.Embed:
        """The turn message's embed: the state, and the log without the `told` newest lines
        (the message's own text shows those)."""
        log_lines = box.get("log", [])
        earlier = log_lines[:max(len(log_lines) - told, 0)]
        return render.table_embed(table, pv, earlier, table.status, earlier=True)

    @staticmethod
    def _mention(table: Table, box: dict[str, Any], pv: PublicView,
                 acted: set[int]) -> int | None:
        """The user to ping: the human who must act, once per turn (again only after they
        acted themselves, or when the turn passed to someone else)."""
        if pv.to_move is None or pv.phase == "over" or table.is_ai(pv.to_move):
            box.pop("ping", None)
            return None
        seat = pv.to_move
        user = table.seats[seat].get("user_id")
        if user is None:
            return None
        if box.get("ping") == seat and seat not in acted:
            return None  # already told this turn (e.g. a catch happened in between)
        box["ping"] = seat
        return int(user)

    async def delete(self, table: Table, message_id: int | None) -> None:
        """Delete one of the table's public messages (best effort: a message that is gone,
        or may not be deleted, counts as done); a falsy id is a no-op. Through the webhook
        that posted it while its token lives (exempt), else through the channel."""
        if not message_id:
            return
        made = self.made_by.pop(int(message_id), None)
        try:
            if made is not None and made[1].fresh():
                hook = made[1].webhook
                await self.outbound.call(lambda: hook.delete_message(int(message_id)),
                                         exempt=True)
            else:
                partial = self.channel(table).get_partial_message(int(message_id))
                await self.outbound.call(partial.delete, exempt=False, priority=ob.PRI_EDIT)
        except (discord.NotFound, discord.Forbidden):
            pass

    # ----------------------------------------------------------------- DMs
    async def edit_dm(self, channel_id: int, message_id: int, text: str,
                      picture: pictures.Files | None) -> None:
        """Replace a hand DM's text and picture (`PartialMessage.edit`; no picture removes
        the old one). Raises discord.NotFound, Forbidden or HTTPException as the edit does."""
        channel = self.bot.get_partial_messageable(channel_id,
                                                   type=discord.ChannelType.private)
        await channel.get_partial_message(message_id).edit(
            content=text, attachments=picture() if picture else [])

    def send_hands(self, table: Table) -> None:
        """Queue a hand DM for each human. One worker sends them at the lowest priority of
        the global bucket; a seat already queued is not queued twice, and the DM reads the
        hand when it is sent, so a late DM shows the latest hand (or is dropped once the
        game is over). The game never waits on a DM."""
        for seat in table.humans():
            user_id = table.seats[seat].get("user_id")
            if user_id is not None:
                self.dm_queue[(table.id, seat)] = (table, int(user_id))
        if self.dm_queue and (self.dm_worker is None or self.dm_worker.done()):
            self.dm_worker = asyncio.create_task(self._dm_loop(), name="larry-hand-dms")

    async def _dm_loop(self) -> None:
        while self.dm_queue:
            (_, seat), (table, user_id) = self.dm_queue.popitem(last=False)
            try:
                await self._dm_hand(table, seat, user_id)
            except Exception:
                log.exception("table %d: DM to seat %d failed", table.id, seat)

    def _dm_current(self, table: Table, seat: int, user_id: int) -> bool:
        """Whether that player's hand DM already shows their hand (most queued DMs: every
        change queues every human, and it changed only the hands of those it moved)."""
        known = self.dm_messages.get((table.id, seat, user_id))
        return known is not None and known[1] == self.presenter(table).hand_cards(table, seat)

    async def _dm_hand(self, table: Table, seat: int, user_id: int) -> None:
        if table.game is None or table.status != "playing" or not table.holds(seat, user_id):
            self.outbound.stats["dm_dropped"] += 1
            return
        if self._dm_current(table, seat, user_id):
            return  # before any token of the global budget is taken
        try:
            channel_id = self.dm_channels.get(user_id)
            if channel_id is None:
                dm = await self.outbound.call(
                    lambda: self.bot.create_dm(discord.Object(user_id)), exempt=False,
                    priority=ob.PRI_DM)
                channel_id = self.dm_channels[user_id] = dm.id
            target = self.bot.get_partial_messageable(channel_id,
                                                      type=discord.ChannelType.private)

            key = (table.id, seat, user_id)

            async def send_latest() -> discord.Message | None:
                # checked at send time: the seat may have changed hands while this waited
                shown = None
                if table.status == "playing" and table.holds(seat, user_id):
                    if self._dm_current(table, seat, user_id):
                        return None  # that DM already shows this hand
                    shown = self.presenter(table).hand_dm(table, seat, lang.of_seat(table, seat))
                if shown is None:
                    self.outbound.stats["dm_dropped"] += 1
                    return None
                hand, text, picture = shown
                known = self.dm_messages.get(key)
                if known is not None:  # one DM per player and game, edited in place
                    self.outbound.stats["dm_edited"] += 1
                    await self.edit_dm(channel_id, known[0], text, picture)
                    self.dm_messages[key] = (known[0], hand)
                    return None
                self.outbound.stats["dm_sent"] += 1
                sent = await target.send(text, **_attached(picture))
                self.dm_messages[key] = (sent.id, hand)
                return sent

            await self.outbound.call(send_latest, exempt=False, priority=ob.PRI_DM)
        except discord.Forbidden as exc:
            if exc.code != ob.CANNOT_DM:
                log.warning("table %d: DM to seat %d refused (code %s)", table.id, seat,
                            exc.code)
            await self.send(table, t("dm-closed", table.options.language,
                                     mention=f"<@{user_id}>"))
        except discord.HTTPException as exc:
            log.warning("table %d: DM to seat %d failed (status %s)", table.id, seat,
                        exc.status)
