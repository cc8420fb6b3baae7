"""After a game, for every game: **Rematch** and **Next game**, offered below the results.

When a table's game ends with at least one human still seated, the channel gets one offer
message (in the table's language, once the publisher has shown the final table and its
results): **Rematch**, **Next game**, **I'm out**.

- **Rematch**: the same seats and the same options at a new table in the same channel (a
  thread table's thread: the new table is that thread's, `Threads.adopt`). Each
  seated human confirms with the button (the offer shows who has and who is awaited); when
  the last one does, the new table opens and starts at once, the AI seats added again (an
  AI that took over a human's seat counts as one). Its host is the old host, else the first
  human seat.
- **I'm out**: that human leaves the offer. The rematch is off (the offer says so, politely);
  the others may still pick a next game.
- **Next game**: a player (not out) gets a private list of the other games, one line each
  with its player counts; picking one opens its lobby here as its `/… new` would (the
  server's settings, the picker as host) with the seats carried over: the picker, the
  other humans who are not out (seat order), then the AI seats, as far as the game has
  room. Humans left without a seat are named in the offer's closing line (a seat freed in
  the lobby is theirs to take with **Join**); AI seats without room stay behind.

An offer closes when the rematch or the next game opens, when another table opens in the
channel, when every human is out, or `OFFER_SECONDS` after the game ended (scaled by the
service's time scale, like every other table time). Its buttons are then removed and a line
says why; a press on a closed offer is answered privately and changes nothing.

A thread table's thread is kept open while its offer is (`Threads.keep_open`).

The offer is kept in memory and rebuilt from the stored finished game after a restart (the
seats, options and end of the game are the database's); confirmations given before a restart
are asked again, and an offer whose message no longer carries its buttons (as Discord holds
it, not as the press says) was closed before. A next game's list shown before a restart asks
for **Next game** again. Nothing in an id is trusted: a press names a finished table, which
must be this channel's, and the presser must hold one of its human seats.

Buttons: ``again:<r|n|x>:<table>`` (rematch, next game, out) on the offer, and
``again:g:<table>:<game>`` in the private list of a next game.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import commands, lang, play, tokens
from cogs.tables.items import PressItem, buttons_view, carried
from cogs.tables.replies import answer, deferred, read_in_time, reply
from larry_core.storage.base import GameNotFinished
from larry_core.tables.table import Change, Origin, Table, TableError, TableOptions
from larry_core.text import join_list, t

if TYPE_CHECKING:
    from bot.app import LarryBot
    from cogs.tables.front import Tables
    from cogs.tables.publisher import Publisher

log = logging.getLogger(__name__)
PREFIX = "again"
OFFER_SECONDS = 600.0  # an offer stays open this long after the game ended (10 minutes)
CLOSED_KEPT = 256  # closed offers remembered, to answer late presses without a read
_ID = re.compile(r"again:(?:([rnx]):(\d{1,19})|g:(\d{1,19}):([a-z0-9_]{1,40}))")


def offer_id(action: str, table: int) -> str:
    return f"{PREFIX}:{action}:{table}"


def pick_id(table: int, game: str) -> str:
    return f"{PREFIX}:g:{table}:{game}"


@dataclass(frozen=True, slots=True)
class Human:
    """A human seat at the end of the game: who holds it, under which name and language."""

    seat: int
    user_id: int
    name: str
    locale: str | None


def humans(table: Table) -> list[Human]:
    """The seats humans held when the game ended (a seat an AI took over is an AI seat)."""
    return [Human(i, int(s["user_id"]), str(s["name"]), s.get("locale"))
            for i, s in enumerate(table.seats)
            if s.get("user_id") is not None and not s.get("ai")]


def ai_seats(table: Table) -> int:
    return sum(1 for s in table.seats if s.get("ai"))


@dataclass(eq=False)
class Offer:
    """One finished table's offer: who has confirmed the rematch, who is out."""

    table: Table
    until: float  # wall-clock time the offer expires
    message: int | None = None  # the offer message, once posted
    confirmed: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    state: str = "open"  # open | starting (a table is being opened) | closed
    note: str = ""  # why it closed, as the offer now says (the table's language)
    # done once the offer is closed: a thread table's thread is kept open until then
    done: asyncio.Future[None] | None = None

    @property
    def channel(self) -> int:
        return self.table.record.channel_id

    @property
    def seated(self) -> list[Human]:
        return humans(self.table)

    def holder(self, user_id: int) -> Human | None:
        return next((h for h in self.seated if h.user_id == user_id), None)

    def still_in(self) -> list[Human]:
        return [h for h in self.seated if h.user_id not in self.out]

    def names(self, users: list[int]) -> list[str]:
        return [h.name for u in users for h in self.seated if h.user_id == u]


class Offers:
    """Every offer of this process, with the tasks that post and expire them."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.open: dict[int, Offer] = {}  # by finished table
        self.closed: OrderedDict[int, Offer] = OrderedDict()
        self.tasks: set[asyncio.Task[None]] = set()

    @property
    def bot(self) -> LarryBot:
        return self.tables.bot

    @property
    def publisher(self) -> Publisher:
        return self.tables.publisher

    def spawn(self, coro: Coroutine[Any, Any, None], name: str) -> None:
        task = asyncio.create_task(coro, name=name)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def close_all(self) -> None:
        """Stop posting and expiring (the cog unloads)."""
        for offer in self.open.values():
            if offer.done is not None and not offer.done.done():
                offer.done.set_result(None)
        tasks = [*self.tasks]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # ------------------------------------------------------------ the service's
    def on_change(self, table: Table, change: Change, origin: Origin) -> None:
        """The service's listener: a game that ended gets an offer; a table opened in a
        channel closes the older offers there (synchronous: the work is a task's)."""
        if change.kind == "opened":
            for offer in list(self.open.values()):
                if offer.channel == table.record.channel_id and offer.table.id < table.id \
                        and offer.state == "open":
                    self.spawn(self.close(offer, "again-closed-superseded"),
                               f"larry-again-close-{offer.table.id}")
            return
        if change.kind != "moved" or table.status != "finished" or not humans(table) \
                or table.id in self.open:
            return
        offer = Offer(table, time.time() + OFFER_SECONDS * self.bot.service.time_scale)
        offer.done = asyncio.get_running_loop().create_future()
        self.tables.threads.keep_open(table.id, offer.done)  # its posts and edits there
        self.open[table.id] = offer
        self.spawn(self.post(offer), f"larry-again-{table.id}")

    async def post(self, offer: Offer) -> None:
        """Post the offer once the table's final state and results are out, then close it
        when it expires."""
        table = offer.table
        await self.publisher.shown(table)
        if offer.state == "open":
            try:
                sent = await self.publisher.send(table, self.text(offer), view=self.view(offer))
            except discord.HTTPException as exc:
                log.warning("table %d: the offer could not be posted (%s)", table.id, exc)
            else:
                offer.message = sent.id
        await self.expire(offer)

    async def expire(self, offer: Offer) -> None:
        await asyncio.sleep(max(offer.until - time.time(), 0.0))
        if offer.state == "open":
            await self.close(offer, "again-closed-expired")

    # -------------------------------------------------------------- showing
    def text(self, offer: Offer) -> str:
        """The offer message's text (the table's language)."""
        if offer.state == "closed":
            return offer.note
        loc = offer.table.options.language
        lines = [t("again-offer", loc)]
        if offer.out:
            lines.append(t("again-rematch-off", loc,
                           names=join_list(offer.names(offer.out), loc)))
        else:
            ready = offer.names(offer.confirmed)
            waiting = [h.name for h in offer.seated if h.user_id not in offer.confirmed]
            if ready:
                lines.append(t("again-ready", loc, names=join_list(ready, loc)))
            lines.append(t("again-waiting", loc, names=join_list(waiting, loc)))
        lines.append(t("again-until", loc, when=f"<t:{int(offer.until)}:R>"))
        return "\n".join(lines)

    def view(self, offer: Offer) -> discord.ui.View:
        loc, tid = offer.table.options.language, offer.table.id
        spec = [] if offer.out else [(offer_id("r", tid), t("again-btn-rematch", loc), "primary")]
        spec += [(offer_id("n", tid), t("again-btn-next", loc), "secondary"),
                 (offer_id("x", tid), t("again-btn-out", loc), "secondary")]
        return buttons_view(spec)

    async def refresh(self, offer: Offer) -> None:
        """The offer message shows the offer as it is now (closed: without buttons)."""
        if offer.message is None:
            return
        view = self.view(offer) if offer.state != "closed" else None
        await self.publisher.edit(offer.table, offer.message, content=self.text(offer),
                                  view=view)

    async def close(self, offer: Offer, key: str, *, show: bool = True,
                    **params: Any) -> None:
        """Close the offer, the reason (`key`) on its message in place of its buttons
        (`show` False: the message already says why)."""
        if offer.state == "closed":
            return
        offer.state = "closed"
        offer.note = t(key, offer.table.options.language, **params)
        self.open.pop(offer.table.id, None)
        self.closed[offer.table.id] = offer
        while len(self.closed) > CLOSED_KEPT:
            self.closed.popitem(last=False)
        try:
            if show:
                await self.refresh(offer)
        finally:
            if offer.done is not None and not offer.done.done():
                offer.done.set_result(None)

    # --------------------------------------------------------------- presses
    async def press(self, interaction: discord.Interaction, custom_id: str) -> None:
        m = _ID.fullmatch(custom_id)
        if m is None:
            await answer(interaction, t("again-garbled", lang.private(interaction)))
            return
        action, table_id = (m[1], int(m[2])) if m[1] else ("g", int(m[3]))
        if action == "g" and table_id not in self.open and table_id not in self.closed:
            # a list shown before a restart: the offer itself says whether it is open
            await answer(interaction, t("again-pick-again", lang.private(interaction)))
            return
        offer = await self.find(interaction, table_id)
        if offer is None:  # no finished table of this channel (a forged or damaged id)
            await answer(interaction, t("again-garbled", lang.private(interaction)))
            return
        loc = lang.private(interaction, offer.table)
        if offer.state == "open" and time.time() >= offer.until:
            await self.close(offer, "again-closed-expired")
        user = interaction.user.id
        if offer.state == "closed":
            await answer(interaction, t("again-over", loc))
        elif offer.holder(user) is None:
            await answer(interaction, t("again-not-player", loc))
        elif user in offer.out:
            await answer(interaction, t("again-you-are-out", loc))
        elif offer.state == "starting":
            await answer(interaction, t("again-starting", loc))
        elif action == "r":
            await self.rematch(interaction, offer, loc)
        elif action == "x":
            await self.leave(interaction, offer, loc)
        elif action == "n":
            fronts = [f for f in play.served(self.tables) if f.game != offer.table.options.game]
            await reply(interaction, **play.picker(  # (deferred if the offer was read)
                fronts, loc, t("again-pick", loc),
                lambda game: pick_id(offer.table.id, game)))
        else:
            await self.next_game(interaction, offer, m[4], loc)

    async def find(self, interaction: discord.Interaction, table_id: int) -> Offer | None:
        """The offer of finished table `table_id` in this channel: this process's, else
        rebuilt from the stored game (after a restart); None if there is none here."""
        offer = self.open.get(table_id) or self.closed.get(table_id)
        if offer is not None:
            return offer if offer.channel == interaction.channel_id else None
        home = tokens.home(interaction)  # a group DM's games are kept under its channel
        if home is None:
            return None
        try:
            stored = await read_in_time(interaction, self.bot.storage.load_finished(
                table_id, home))
        except GameNotFinished:
            return None
        if stored is None or stored.record.status != "finished" \
                or stored.record.channel_id != interaction.channel_id:
            return None
        try:
            table = Table(stored.record, TableOptions.from_dict(stored.record.options))
        except TableError:
            return None
        if not humans(table):
            return None
        service = self.bot.service
        offer = Offer(table, stored.summary.finished_at + OFFER_SECONDS * service.time_scale)
        message = interaction.message
        offer.message = message.id if message is not None else None
        # the offer message as Discord holds it (not the pressed id) tells whether the
        # offer was closed before the restart: it then offers none of its buttons
        shown = {getattr(c, "custom_id", None) for c in carried(message.components)
                 if not getattr(c, "disabled", False)} if message is not None else set()
        live = any(offer_id(a, table_id) in shown for a in "rnx")
        newer = any(other.record.channel_id == offer.channel and other.id > table_id
                    for other in (*service.tables.values(), *service.closed.values()))
        self.open[table_id] = offer
        if newer:
            await self.close(offer, "again-closed-superseded")
        elif not live:
            await self.close(offer, "again-closed-superseded", show=False)
        elif time.time() < offer.until:
            self.spawn(self.expire(offer), f"larry-again-{table_id}")
        return offer

    async def rematch(self, interaction: discord.Interaction, offer: Offer, loc: str) -> None:
        """A confirmation; the last one opens and starts the rematch."""
        if offer.out:
            await answer(interaction, t("again-rematch-is-off", loc,
                                        names=join_list(offer.names(offer.out), loc)))
            return
        user = interaction.user.id
        already = user in offer.confirmed
        if not already:
            offer.confirmed.append(user)
        if {h.user_id for h in offer.seated} <= set(offer.confirmed):
            await self.start_rematch(interaction, offer, loc)
            return
        await answer(interaction, t("again-ack-already" if already else "again-ack-confirmed",
                                    loc))
        if not already:
            await self.refresh(offer)

    async def start_rematch(self, interaction: discord.Interaction, offer: Offer,
                            loc: str) -> None:
        old, service = offer.table, self.bot.service
        seated = offer.seated
        host = next((h for h in seated if h.user_id == old.record.host_id), seated[0])
        others = [h for h in seated if h is not host]
        opened: list[Table] = []

        async def call(origin: Origin) -> None:
            table = await service.open_table(old.record.guild_id, old.record.channel_id,
                                             host.user_id, host.name, old.options,
                                             origin=origin, locale=host.locale,
                                             meta=tokens.mark(old))
            opened.append(table)
            self.tables.threads.adopt(table, interaction)  # a thread table's thread: its own
            for h in others:
                await service.join(table.id, h.user_id, h.name, origin, locale=h.locale)
            for _ in range(ai_seats(old)):
                await service.add_ai(table.id, host.user_id, origin)
            await service.start_game(table.id, host.user_id, origin)

        offer.state = "starting"
        await deferred(interaction, call, t("again-ack-start", loc), carry=True)
        await self.opened(offer, opened, "again-closed-rematch")

    async def leave(self, interaction: discord.Interaction, offer: Offer, loc: str) -> None:
        user = interaction.user.id
        offer.out.append(user)
        if user in offer.confirmed:
            offer.confirmed.remove(user)
        await answer(interaction, t("again-ack-out", loc))
        if offer.still_in():
            await self.refresh(offer)
        else:
            await self.close(offer, "again-closed-all-out")

    async def next_game(self, interaction: discord.Interaction, offer: Offer, game: str,
                        loc: str) -> None:
        """A next game picked: its lobby opened with the seats that fit."""
        front = self.tables.fronts.get(game)
        if front is None:
            await answer(interaction, t("play-unknown-game", loc))
            return
        if game == offer.table.options.game:
            await answer(interaction, t("again-same-game", loc))
            return
        room = front.kind.max_players
        picker = interaction.user.id
        ordered = sorted(offer.still_in(), key=lambda h: h.user_id != picker)
        seated, left = ordered[:room], ordered[room:]
        ais = min(ai_seats(offer.table), room - len(seated))
        opened: list[Table] = []
        service = self.bot.service

        async def then(table: Table, origin: Origin) -> None:
            opened.append(table)
            for h in seated[1:]:
                await service.join(table.id, h.user_id, h.name, origin, locale=h.locale)
            for _ in range(ais):
                await service.add_ai(table.id, picker, origin)

        offer.state = "starting"
        await commands.open_new(front, interaction, {}, then)
        public = offer.table.options.language
        title = front.title(public)
        notes = {"game": title}
        if left:
            await self.opened(offer, opened, "again-closed-next-full", **notes,
                              names=join_list([h.name for h in left], public),
                              most=room)
        else:
            await self.opened(offer, opened, "again-closed-next", **notes)

    async def opened(self, offer: Offer, opened: list[Table], key: str,
                     **params: Any) -> None:
        """After a rematch or next game was tried: the offer closes if its table opened
        (`key` says so), and is open again if nothing opened (a refusal was answered)."""
        if opened:
            await self.close(offer, key, table=opened[0].id, **params)
        elif self.bot.service.in_channel(offer.channel) is not None:
            await self.close(offer, "again-closed-superseded")
        else:
            offer.state = "open"


class AgainButton(PressItem, template=r"again:(?P<rest>.{0,94})"):
    """A press on an offer, or a game picked for the next one."""

    async def press(self, front: Any, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await front.again.press(interaction, custom_id)


ITEMS: tuple[type[PressItem], ...] = (AgainButton,)

