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
newest interaction of the table that may carry public followups (`/larry new`, an own-screen
submission), so they are exempt from Discord's global rate limit; a message is edited through
the webhook that created it. Without a fresh carrier (AI or timeout turns after 14 minutes
without a human submission, after a restart) they go through the channel and the global token
bucket. Hands go to their owners by DM from one low-priority queue; the game never waits on
a DM, and a DM is sent only if its user still holds the seat when it goes out. The ids of the
hand DMs are kept in the table's outbox row, so that after a restart the same DM is edited.
A player whose DMs are closed is remembered (stored, per user), told once per table with a
mention that notifies them, and tried again only for a reason: a new game or round, or when
they ask for their hand.
"""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import discord

from cogs.tables import lang, private_views, token_clock, tokens
from cogs.tables import outbound as ob
from cogs.tables.attachments import Files
from cogs.tables.choosing import Holds, hand_id
from cogs.tables.items import carried, live_buttons
from cogs.tables.layout import AnyView, Screen
from larry_core.storage.base import StorageUnavailable
from larry_core.tables.table import Change, Origin, Table
from larry_core.text import t

if TYPE_CHECKING:
    from bot.app import LarryBot
    from larry_core.tables.service import TableService

log = logging.getLogger(__name__)
NO_PINGS = discord.AllowedMentions.none()
MISSING_PERMISSIONS = 50013  # Discord's error code, e.g. for files without Attach Files
# the DM bookkeeping in a table's outbox row (the presenters never touch these keys):
# "dms" {"<seat>:<user>": the id of that player's hand DM}, "dm_told" [users told there
# that their DMs are closed]
DM_KEYS = ("dms", "dm_told")


PICTURES_KEPT = 4096  # messages whose attached pictures are remembered (`Publisher.edit`)


def _digest(made: list[discord.File]) -> tuple[tuple[str, bytes, str | None], ...]:
    """What a message's pictures are (name, a digest of the bytes, description), read from
    fresh `discord.File`s, each rewound for sending."""
    out = []
    for f in made:
        out.append((f.filename, hashlib.blake2b(f.fp.read(), digest_size=16).digest(),
                    f.description))
        f.reset()
    return tuple(out)


def _attached(files: Files | None) -> dict[str, Any]:
    """Fresh attachments for one attempt (a discord.File is used up by a send)."""
    return {"files": files()} if files is not None else {}


async def post_followup(hook: discord.Webhook, **message: Any) -> discord.WebhookMessage:
    """Post a public followup through an interaction webhook and return the message Discord
    made (`Webhook.send(wait=True)`: content, embed, view, allowed_mentions, files).
    Raises ValueError for a webhook without a token, discord.HTTPException as sent."""
    return await hook.send(wait=True, **message)


@dataclass(slots=True)
class Carrier:
    """An interaction webhook that may post public followups (exempt from the global limit);
    a press's `interaction` also edits the message it was pressed on through its own
    response (`pressed`: that message's id)."""

    webhook: discord.Webhook
    since: float = field(default_factory=token_clock.now)
    interaction: discord.Interaction | None = None
    pressed: int | None = None
    posts: int = 0  # public followups posted through it (`tokens.POSTS`)

    def fresh(self) -> bool:
        return token_clock.now() - self.since < ob.TOKEN_USABLE


class Presenter(Protocol):
    """What the publisher asks of a game's front end: the outbox, the carriers, the table
    and turn messages' bookkeeping and the retries are shared; what is shown is the game's."""

    accent: int  # the game's colour (0xRRGGBB): its table's container, its embeds

    def turn_prefix(self, table: Table) -> str:
        """The custom_id prefix of the table's turn buttons (to retire orphaned ones)."""
    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        """A committed change, synchronously (e.g. queue hand DMs); must not block."""
    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        """Show the table's latest committed state and `changes`; `box`, the publisher's
        row, is updated in place."""
    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        """The cards a seat's hand DM shows (None when there is no game): cheap, so that
        an unchanged hand costs neither a text, nor a picture, nor a request."""
    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        """A seat's hand DM as (the hand it shows, its text, its picture), or None when
        there is no game; read at send time (the hand may have changed while it waited)."""


class Publisher:
    """One publisher announces every table of every game: `presenters` (by the table's
    `options.game`) say what a game's messages show."""

    edit_wait = 1.0  # seconds a publisher waits for an edit before it goes on in the background
    retry_wait = (0.5, 30.0)  # backoff between failed announcements (first, most)
    history_scan = 50  # messages read back after a restart to retire orphaned buttons

    def __init__(self, bot: LarryBot, outbound: ob.Outbound | None = None) -> None:
        self.bot = bot
        self.outbound = outbound or ob.Outbound()
        self.outbound.edit_gap = bot.config.edit_gap
        self.carriers: dict[int, Carrier] = {}  # table -> newest carrier
        self.offered: dict[int, ob.Acting] = {}  # table -> an interaction that may carry
        self.made_by: dict[int, tuple[int, Carrier]] = {}  # message -> (table, its webhook)
        # message -> the pictures an edit last attached to it (names, digests, descriptions)
        self.pictures: OrderedDict[int, tuple[tuple[str, bytes, str | None], ...]] = \
            OrderedDict()
        self.pumps: dict[int, asyncio.Task[None]] = {}
        self.reposts: set[int] = set()  # tables whose current state is to be posted anew
        self.refreshes: set[int] = set()  # tables whose current state is to be shown again
        self.reposted: dict[int, list[asyncio.Future[None]]] = {}  # who waits for a repost
        self.recovering: set[int] = set()  # tables to reconcile with the channel first
        self.dm_channels: dict[int, int] = {}  # user -> DM channel (discord.py keeps 128)
        # (table, seat, user) -> (the one hand DM of that game, the hand it shows)
        self.dm_messages: dict[tuple[int, int, int], tuple[int, tuple[str, ...]]] = {}
        self.dm_queue: OrderedDict[tuple[int, int], tuple[Table, int]] = OrderedDict()
        self.dm_worker: asyncio.Task[None] | None = None
        self.closed_dms: set[int] | None = None  # users whose DMs are closed (stored)
        self.dm_reasons: set[tuple[int, int]] = set()  # (table, user) to try even so
        self.box_locks: dict[int, asyncio.Lock] = {}  # one writer of a table's row at a time
        self.presenters: dict[str, Presenter] = {}  # by game, as each game is added
        self.screens: dict[int, Screen] = {}  # table -> what its live message shows now
        self.holds = Holds()  # what each drawing of a table's current turn holds
        # what each publishing task starts from: the context the bot was set up in (its
        # interaction webhook adapter, `bot.callbacks`), nothing of whoever woke the table
        self.base_context = contextvars.copy_context()
        self.tokens = tokens.Tokens(self)  # tables that live on interaction tokens alone

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
        # a followup goes to its interaction's channel: only one in the table's may carry
        # (a table in a thread, opened by a command in its parent channel: `threads`)
        if isinstance(via, ob.Acting) and via.carry and \
                via.interaction.channel_id == table.record.channel_id:
            self.offered[table.id] = via
        if change.kind == "started" or (change.kind == "moved" and
                                        table.options.kind.new_round(change.events)):
            for seat in table.humans():  # new hands: a reason to try closed DMs again
                user_id = table.seats[seat].get("user_id")
                if user_id is not None:
                    self.dm_reasons.add((table.id, int(user_id)))
        presenter = self.presenters.get(table.options.game)
        if presenter is not None:
            presenter.on_change(self, table, change)
        private_views.changed(self, table, change)  # open My hand / My cup views
        self.poke(table)

    def poke(self, table: Table) -> None:
        """Make sure the table's publishing task runs (it picks up whatever is latest)."""
        task = self.pumps.get(table.id)
        if task is None or task.done():
            self.pumps[table.id] = asyncio.create_task(
                self._pump(table), name=f"larry-publish-{table.id}",
                context=self.base_context.copy())

    def recover(self) -> None:
        """After start-up: announce every table whose announced rev is behind (an open one,
        or a closed one whose end a crash kept from the channel: `TableService.recovering`;
        once shown, it is let go)."""
        for table in [*self.service.tables.values(), *self.service.recovering]:
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

    def refresh(self, table: Table) -> None:
        """Show the table's current state again, with nothing new to tell (what a table
        shows may change with time alone, e.g. a pause that ends), after what is pending."""
        self.refreshes.add(table.id)
        self.poke(table)

    async def close(self) -> None:
        """Stop publishing (what is unannounced stays in the outbox for the next start)."""
        self.tokens.close()
        tasks = [t for t in (*self.pumps.values(), self.dm_worker) if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.pumps.clear()
        self.dm_queue.clear()

    async def shown(self, table: Table) -> None:
        """Return once nothing is being published for `table` (its latest changes are out,
        or left for the next start): what follows a game waits for its results."""
        while (task := self.pumps.get(table.id)) is not None and not task.done():
            await asyncio.wait({task})

    async def _pump(self, table: Table) -> None:
        wait = self.retry_wait[0]
        while table.announced < table.rev or table.id in self.reposts or \
                table.id in self.refreshes:
            self.refreshes.discard(table.id)
            box = dict(table.outbox)
            if "lobby" in box:  # a row written before the table message had its own name
                box.setdefault("table", box.pop("lobby"))
            repost = table.id in self.reposts
            self.reposts.discard(table.id)
            rev = table.rev
            try:
                await self._adopt(table)
                if self.tokens.only(table):  # no channel to fall back to: it waits
                    if not self.tokens.ready(table):
                        self.tokens.hold(table)
                        break
                    repost = repost or self.tokens.lost(box)
                elif table.id in self.recovering:
                    await self._retire_orphans(table, box)
                self.recovering.discard(table.id)
                # what is shown is one committed state: the changes up to `rev` and the
                # table as it is at `rev` (read together, before the next await)
                rev, changes = table.rev, table.unannounced()
                await self.presenter(table).announce(self, table, changes, box, repost=repost)
                async with self.box_lock(table):
                    for key in DM_KEYS:  # the DM worker's, as it stands now
                        if key in table.outbox:
                            box[key] = table.outbox[key]
                        else:
                            box.pop(key, None)
                    if rev > table.announced or box != table.outbox:
                        await self.service.mark_announced(table, rev, box)
                if self.tokens.only(table):
                    self.tokens.shown(table)
                if repost:
                    for fut in self.reposted.pop(table.id, []):
                        if not fut.done():
                            fut.set_result(None)
            except asyncio.CancelledError:
                raise
            except tokens.NoToken:
                if repost:
                    self.reposts.add(table.id)
                if table.id in self.offered:  # a press came meanwhile: through it
                    continue
                self.tokens.hold(table)  # shown at the next press
                break
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
        if not inter.response.is_done() and via.answering is not None:
            await via.answering.wait()  # the press's own answer first (within Discord's 3 s)
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
        # a press answered by updating its message: its own response is that message
        pressed = inter.message.id if kind is not rt.deferred_channel_message \
            and inter.type is discord.InteractionType.component \
            and inter.message is not None else None
        self.carriers[table.id] = Carrier(inter.followup, via.since, inter, pressed)
        if self.tokens.only(table):
            self.tokens.carried(table, self.carriers[table.id])

    def carry(self, table: Table, interaction: discord.Interaction, pressed: int | None) -> None:
        """Make `interaction`, already answered, the carrier of a token-only table (a press
        it resumes on: `tokens.Tokens.resume`); `pressed`: the message its response edits."""
        carrier = self.carriers[table.id] = Carrier(interaction.followup,
                                                    interaction=interaction, pressed=pressed)
        self.tokens.carried(table, carrier)

    async def _retire_orphans(self, table: Table, box: dict[str, Any]) -> None:
        """Disable the live turn buttons of this table that a killed process posted but
        never recorded (best effort: needs Read Message History)."""
        prefix = self.presenter(table).turn_prefix(table)
        # the recorded ones (the live table message; an older layout's turn message) are
        # the announcement's to edit or replace
        keep = {int(box[key]) for key in ("table", "turn") if box.get(key)}
        try:
            channel = self.channel(table)
            messages = [m async for m in channel.history(limit=self.history_scan)]
        except discord.HTTPException as exc:
            log.warning("table %d: cannot read the channel to retire old buttons (status %s)",
                        table.id, exc.status)
            return
        me = self.bot.user.id if self.bot.user else None
        hand = hand_id(table.id)  # a turn that offers the seat's own screen alone (Your move)
        for msg in messages:
            if msg.author.id != me or msg.id in keep:
                continue
            if live_buttons(msg, prefix) or any(
                    getattr(i, "custom_id", None) == hand and not getattr(i, "disabled", True)
                    for i in carried(msg.components)):
                await self.delete(table, msg.id)

    def forget(self, table: Table) -> None:
        """Drop what was kept for a closed table (its messages stay as they are)."""
        self.carriers.pop(table.id, None)
        self.offered.pop(table.id, None)
        self.pumps.pop(table.id, None)
        for mid in [m for m, (tid, _) in self.made_by.items() if tid == table.id]:
            del self.made_by[mid]
        for key in [k for k in self.dm_messages if k[0] == table.id]:
            del self.dm_messages[key]
        self.dm_reasons = {r for r in self.dm_reasons if r[0] != table.id}
        self.box_locks.pop(table.id, None)
        self.screens.pop(table.id, None)
        self.holds.forget(table.id)

    def box_lock(self, table: Table) -> asyncio.Lock:
        """Held while the table's outbox row is written: the publishing task and the DM
        worker each write it, and neither may undo the other's keys."""
        return self.box_locks.setdefault(table.id, asyncio.Lock())

    async def keep(self, table: Table, key: str, value: Any) -> None:
        """Store `value` under `key` in the table's outbox row (the DM bookkeeping)."""
        async with self.box_lock(table):
            await self.service.mark_announced(table, table.announced,
                                              {**table.outbox, key: value})

    # ------------------------------------------------------------ channel
    def channel(self, table: Table) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(table.record.channel_id,
                                                guild_id=table.record.guild_id)

    async def send(self, table: Table, content: str | None, *,
                   embed: discord.Embed | None = None,
                   view: AnyView | None = None,
                   mentions: discord.AllowedMentions | None = None,
                   files: Files | None = None,
                   embeds: list[discord.Embed] | None = None,
                   plain: Callable[[], AnyView] | None = None) -> discord.abc.Snowflake:
        """Post a public message (its id): through the table's carrier if it is fresh
        (exempt), else through the channel and the global bucket; transient failures are
        retried. Nobody is pinged unless `mentions` says so. `files` makes the attachments
        anew for every attempt. `embeds`: several embeds (at most 10) instead of one.
        `plain` makes the view to send instead of `view` where pictures cannot be attached (a
        layout that shows its pictures must not name attachments that are not there)."""
        extra: dict[str, Any] = {"allowed_mentions": mentions or NO_PINGS}
        if content is not None:
            extra["content"] = content
        if embed is not None:
            extra["embed"] = embed
        if embeds is not None:
            extra["embeds"] = embeds
        if view is not None:
            extra["view"] = view
        if self.tokens.only(table):
            return await self._send_by_token(table, extra, files)
        carrier = self.carriers.get(table.id)
        if carrier is not None and carrier.fresh():
            hook = carrier.webhook
            msg = await self.outbound.call(
                lambda: post_followup(hook, **extra, **_attached(files)), exempt=True)
            self.made_by[msg.id] = (table.id, carrier)
            self.attached(msg.id, files)
            return msg
        channel = self.channel(table)
        lane = ("post", table.record.channel_id)  # the channel's bucket of posts
        try:
            sent = await self.outbound.call(lambda: channel.send(**extra, **_attached(files)),
                                            exempt=False, priority=ob.PRI_POST, lane=lane)
            self.attached(sent.id, files)
            return sent
        except discord.Forbidden as exc:
            if files is None or exc.code != MISSING_PERMISSIONS:
                raise
            # no Attach Files in this channel: the message says it all in text anyway
            log.warning("table %d: cannot attach pictures in channel %d (Attach Files)",
                        table.id, table.record.channel_id)
            if plain is not None:
                extra["view"] = plain()
            return await self.outbound.call(lambda: channel.send(**extra), exempt=False,
                                            priority=ob.PRI_POST, lane=lane)

    async def _send_by_token(self, table: Table, extra: dict[str, Any],
                             files: Files | None) -> discord.WebhookMessage:
        """A token-only table's post: a followup of its carrier, else NoToken."""
        carrier = self.tokens.carrier(table)
        if carrier is None:
            raise tokens.NoToken(table.id)
        hook = carrier.webhook
        try:
            msg = await self.outbound.call(
                lambda: post_followup(hook, **extra, **_attached(files)), exempt=True)
        except discord.HTTPException as exc:
            raise self.tokens.spent(carrier, exc) from exc
        carrier.posts += 1
        self.made_by[msg.id] = (table.id, carrier)
        self.attached(msg.id, files)
        return msg

    async def edit(self, table: Table, message_id: int, *, wait: bool = False,
                   files: Files | None = None, plain: Callable[[], AnyView] | None = None,
                   **payload: Any) -> None:
        """Edit a public message (coalesced, at most one write a second: `Outbound.edit`):
        through the response of the press made on it, else through the webhook that posted
        it, while their token lives (exempt), else through the channel and the global
        bucket. `wait`: until Discord has it (a message that is gone counts as done), else a
        short while. `files`: pictures that replace the message's attachments, made anew for
        every attempt; pictures the message already has (posted or edited with them) are not
        uploaded again (it keeps them), and without Attach Files in the channel the edit goes
        out without them (with `plain` as its view, if given: see `send`)."""
        made = self.made_by.get(message_id)
        carrier = self.carriers.get(table.id)
        edit: Callable[..., Awaitable[object]]
        only = self.tokens.only(table)
        if only:  # through a token that reaches the message (NoToken: the table waits)
            (edit, editor), exempt, wait = self.tokens.editor(message_id), True, True
            payload = self.tokens.decorate(table, message_id, payload)
        elif carrier is not None and carrier.pressed == message_id and carrier.fresh() \
                and carrier.interaction is not None:
            edit = carrier.interaction.edit_original_response
            exempt = True
        elif made is not None and made[1].fresh():
            hook = made[1].webhook

            def edit(**p: Any) -> Awaitable[object]:
                return hook.edit_message(message_id, **p)
            exempt = True
        else:
            edit = self.channel(table).get_partial_message(message_id).edit
            exempt = False

        async def send(p: dict[str, Any]) -> object:
            if files is None:
                return await edit(**p)
            made = files()
            shown = _digest(made)
            if self.pictures.get(message_id) == shown:
                return await edit(**p)  # the same pictures: the message keeps its own
            try:
                done = await edit(**p, attachments=made)
            except discord.Forbidden as exc:
                if exc.code != MISSING_PERMISSIONS:
                    raise
                log.warning("table %d: cannot attach pictures in channel %d (Attach Files)",
                            table.id, table.record.channel_id)
                return await edit(**(p if plain is None else {**p, "view": plain()}))
            self.remember_pictures(message_id, shown)
            return done
        fut = self.outbound.edit(message_id, send, payload, exempt=exempt,
                                 lane=None if exempt else ("edit", table.record.channel_id))
        if not wait:
            await self.outbound.settle(fut, self.edit_wait)
            return
        try:
            await fut
        except (discord.NotFound, discord.Forbidden):
            log.warning("table %d: message %d can no longer be edited", table.id, message_id)
        except discord.HTTPException as exc:
            if only:  # a token that ran out before our clock said so: it is spent
                raise self.tokens.spent(editor, exc) from exc
            raise

    async def show_lobby(self, table: Table, box: dict[str, Any],
                         closed: str | None = None, status: str = "lobby", *,
                         lobby: Callable[[Table, str | None], discord.Embed],
                         buttons: Callable[[int, str], discord.ui.View]) -> None:
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

    def attached(self, message_id: int, files: Files | None) -> None:
        """A message was posted with `files`: an edit with the same pictures keeps them."""
        if files is not None:
            self.remember_pictures(message_id, _digest(files()))

    def remember_pictures(self, message_id: int,
                          shown: tuple[tuple[str, bytes, str | None], ...]) -> None:
        self.pictures[message_id] = shown
        self.pictures.move_to_end(message_id)
        while len(self.pictures) > PICTURES_KEPT:
            self.pictures.popitem(last=False)

    async def delete(self, table: Table, message_id: int | None) -> None:
        """Delete one of the table's public messages (best effort: a message that is gone,
        or may not be deleted, counts as done); a falsy id is a no-op. Through the webhook
        that posted it while its token lives (exempt), else through the channel."""
        if not message_id:
            return
        if self.tokens.only(table):
            await self.tokens.delete(table, int(message_id))
            return
        made = self.made_by.pop(int(message_id), None)
        try:
            if made is not None and made[1].fresh():
                hook = made[1].webhook
                await self.outbound.call(lambda: hook.delete_message(int(message_id)),
                                         exempt=True)
            else:
                partial = self.channel(table).get_partial_message(int(message_id))
                await self.outbound.call(partial.delete, exempt=False, priority=ob.PRI_EDIT,
                                         lane=("delete", table.record.channel_id))
        except (discord.NotFound, discord.Forbidden):
            pass

    # ----------------------------------------------------------------- DMs
    async def edit_dm(self, channel_id: int, message_id: int, text: str,
                      picture: Files | None) -> None:
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
        game is over). The game never waits on a DM; a token-only table sends none (its
        hands are private answers only)."""
        if self.tokens.only(table):
            return
        for seat in table.humans():
            user_id = table.seats[seat].get("user_id")
            if user_id is not None:
                self.dm_queue[(table.id, seat)] = (table, int(user_id))
        self._start_dms()

    def hand_asked(self, table: Table, seat: int, user_id: int) -> None:
        """The player asked for their hand (`/… hand`, **My hand**): a reason to try their
        hand DM again, also when their DMs were closed (they may have opened them)."""
        if table.status != "playing" or not table.holds(seat, user_id) \
                or self.tokens.only(table):
            return
        self.dm_reasons.add((table.id, user_id))
        self.dm_queue[(table.id, seat)] = (table, user_id)
        self._start_dms()

    def _start_dms(self) -> None:
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

    def _dm_stored(self, table: Table, seat: int, user_id: int) -> int | None:
        """The id of that player's hand DM of this game: as sent by this process, else as
        stored in the table's outbox row (sent before a restart)."""
        known = self.dm_messages.get((table.id, seat, user_id))
        if known is not None:
            return known[0]
        stored = table.outbox.get("dms", {}).get(f"{seat}:{user_id}")
        return int(stored) if stored else None

    async def _closed(self) -> set[int]:
        """The users whose DMs are closed, read from storage once."""
        if self.closed_dms is None:
            try:
                self.closed_dms = await self.bot.storage.dms_closed()
            except StorageUnavailable:
                return set()  # read again next time
        return self.closed_dms

    async def _remember_dms(self, user_id: int, closed: bool) -> None:
        known = await self._closed()
        if (user_id in known) == closed:
            return
        if closed:
            known.add(user_id)
        else:
            known.discard(user_id)
        try:
            await self.bot.storage.set_dms_closed(user_id, closed)
        except StorageUnavailable:
            log.warning("cannot store that a user's DMs are %s (the database is away)",
                        "closed" if closed else "open")

    async def _dm_hand(self, table: Table, seat: int, user_id: int) -> None:
        if table.game is None or table.status != "playing" or not table.holds(seat, user_id):
            self.outbound.stats["dm_dropped"] += 1
            return
        if self._dm_current(table, seat, user_id):
            return  # before any token of the global budget is taken
        if user_id in await self._closed():
            if (table.id, user_id) not in self.dm_reasons:
                self.outbound.stats["dm_closed"] += 1
                return  # no new reason to think their DMs opened
        self.dm_reasons.discard((table.id, user_id))
        key = (table.id, seat, user_id)
        made: list[int] = []  # the id of a DM sent anew
        try:
            channel_id = self.dm_channels.get(user_id)
            if channel_id is None:
                dm = await self.outbound.call(
                    lambda: self.bot.create_dm(discord.Object(user_id)), exempt=False,
                    priority=ob.PRI_DM)
                channel_id = self.dm_channels[user_id] = dm.id
            target = self.bot.get_partial_messageable(channel_id,
                                                      type=discord.ChannelType.private)

            async def send_latest() -> bool:
                # checked at send time: the seat may have changed hands while this waited
                shown = None
                if table.status == "playing" and table.holds(seat, user_id):
                    if self._dm_current(table, seat, user_id):
                        return False  # that DM already shows this hand
                    shown = self.presenter(table).hand_dm(table, seat, lang.of_seat(table, seat))
                if shown is None:
                    self.outbound.stats["dm_dropped"] += 1
                    return False
                hand, text, picture = shown
                known = self._dm_stored(table, seat, user_id)
                if known is not None:  # one DM per player and game, edited in place
                    try:
                        await self.edit_dm(channel_id, known, text, picture)
                    except discord.NotFound:
                        pass  # deleted by its reader: send it anew
                    else:
                        self.outbound.stats["dm_edited"] += 1
                        self.dm_messages[key] = (known, hand)
                        return True
                self.outbound.stats["dm_sent"] += 1
                sent = await target.send(text, **_attached(picture))
                self.dm_messages[key] = (sent.id, hand)
                made.append(sent.id)
                return True

            reached = await self.outbound.call(send_latest, exempt=False, priority=ob.PRI_DM)
        except discord.Forbidden as exc:
            if exc.code != ob.CANNOT_DM:
                log.warning("table %d: DM to seat %d refused (code %s)", table.id, seat,
                            exc.code)
            await self._dms_refused(table, user_id)
            return
        except discord.HTTPException as exc:
            log.warning("table %d: DM to seat %d failed (status %s)", table.id, seat,
                        exc.status)
            return
        if made:  # kept with the table, so that a restart edits this DM
            await self.keep(table, "dms", {**table.outbox.get("dms", {}),
                                           f"{seat}:{user_id}": made[-1]})
        if reached:
            await self._remember_dms(user_id, closed=False)

    async def _dms_refused(self, table: Table, user_id: int) -> None:
        """Their DMs are closed: remember it, and tell them once per table, with a mention
        that notifies them (their hand is one **My hand** or `/… hand` away)."""
        await self._remember_dms(user_id, closed=True)
        told = [int(u) for u in table.outbox.get("dm_told", [])]
        if user_id in told:
            return
        await self.send(table, t("dm-closed", table.options.language, mention=f"<@{user_id}>"),
                        mentions=discord.AllowedMentions(everyone=False, roles=False,
                                                         users=[discord.Object(user_id)]))
        await self.keep(table, "dm_told", [*told, user_id])
