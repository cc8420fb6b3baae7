"""Tables that live on interaction tokens alone (issue 51): a table opened in a group DM, in
a DM, or in a server that has not installed the bot (the app installed to a user) runs where
the bot may not post, read or edit through its own REST routes; it can only answer
interactions. Such a table is *token-only* (`META` in its record's meta, set when it opens):
its lobby and its table are messages of its interactions — followups of its carrier (the
newest interaction that may carry public messages), edits through the response of the press
made on a message or through the webhook that posted it —, hands and cups are private
answers only (never a DM), and nothing falls back to the channel.

Where a step needs a token that has run out (Discord's 15 minutes: an AI move or a timeout
after a long pause, anything after a restart), the table waits. Before its last token runs
out, its message gets a line and a **Continue** button (`Tokens.shown`); what happens after
is committed as usual and stays in the outbox; the next press on the table — Continue or any
of its buttons — becomes its carrier, and everything that happened meanwhile is shown at
once (the outbox narrates each change). After a restart no token is left: the table waits
for a press without the line (nothing could show it).

Discord allows an interaction of an app installed to a user, not to the server, only 5
followups; a carrier posts at most `POSTS` of them (one is left for the interaction's own
answer). A table without a server is kept under its channel (`home`): its results, ratings
and settings are that group DM's own.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.tables import lang
from cogs.tables import outbound as ob
from cogs.tables.items import PressItem, button
from cogs.tables.layout import MAX_COMPONENTS, MAX_TEXT
from cogs.tables.replies import answer
from cogs.tables.token_clock import CLOCK
from larry_core.tables.table import Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import Tables
    from cogs.tables.publisher import Carrier, Publisher

log = logging.getLogger(__name__)
META = "tokens"  # a token-only table's mark in its record's meta
POSTS = 4  # public followups one carrier posts (Discord: 5 per interaction, see above)
WARN_AHEAD = 60.0  # the Continue line shows this long before the last token is unusable
KEPT = 4096  # carriers and pressed messages remembered
EXPIRED = (50027, 10015)  # Discord's codes: Invalid Webhook Token, Unknown Webhook
TOO_MANY_FOLLOWUPS = 40094  # Discord's code: the interaction's followups are used up
_CONTINUE = re.compile(r"tk:(\d{1,19})")
ANSWERED = (discord.InteractionResponseType.channel_message,
            discord.InteractionResponseType.deferred_message_update,
            discord.InteractionResponseType.message_update)

# Where the commands work. A game's commands, /play and /night: in servers, in the bot's DM
# and in group DMs, the app installed to the server or to a user. Discord sets these for a
# whole command group; the few that mean a server (`settings`, and the leaderboard or
# history of one) answer in a group DM for that group DM (its own results), and `settings`
# only where the server has installed the bot (`commands.settings`).
EVERYWHERE = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
INSTALLS = app_commands.AppInstallationType(guild=True, user=True)


class NoToken(Exception):
    """No usable interaction token reaches what a token-only table must show: it waits."""


def opens_token_only(interaction: discord.Interaction) -> bool:
    """Whether a table opened by `interaction` must live on interaction tokens: anywhere but
    a server that has installed the bot (a group DM, a DM, a server it is not in)."""
    return interaction.guild_id is None or not interaction.is_guild_integration()


def home(interaction: discord.Interaction) -> int | None:
    """What a table opened by `interaction` is kept under as its server (results, ratings,
    settings, nights): the server, else (a group DM, a DM) the channel itself."""
    return interaction.guild_id or interaction.channel_id


def mark(table: Table) -> dict[str, Any] | None:
    """The meta a table opened after `table` in its place starts with (a rematch): the
    token-only mark, if `table` has it."""
    return {META: True} if Tokens.only(table) else None


def continue_id(table_id: int) -> str:
    return f"tk:{table_id}"


class Tokens:
    """The token-only tables of one publisher: which token reaches which message, which
    tables wait for a press, and the Continue line."""

    def __init__(self, publisher: Publisher) -> None:
        self.publisher = publisher
        # table -> its newest carrier, kept after the table closes (the offer of another
        # game and the night's standings follow its last move)
        self.last: OrderedDict[int, Carrier] = OrderedDict()
        self.editors: OrderedDict[int, Carrier] = OrderedDict()  # message -> press on it
        self.waiting: dict[int, Table] = {}  # tables held until a press (oldest first)
        self.warned: set[int] = set()  # tables whose message shows the Continue line
        self.watches: dict[int, asyncio.Task[None]] = {}
        self.clock = CLOCK  # the bot's token clock (a test moves it through here)

    @staticmethod
    def only(table: Table) -> bool:
        """Whether `table` lives on interaction tokens (its mark, set when it opened: a
        channel id is no sign, an old server's first channel has the server's id)."""
        return bool(table.record.meta.get(META))

    # ----------------------------------------------------------- carriers
    def carried(self, table: Table, carrier: Carrier) -> None:
        """`carrier` became the table's carrier (the publisher adopted it)."""
        self.last[table.id] = carrier
        self.last.move_to_end(table.id)
        if carrier.pressed is not None:
            self.editors[carrier.pressed] = carrier
            self.editors.move_to_end(carrier.pressed)
        for kept in (self.last, self.editors):
            while len(kept) > KEPT:
                kept.popitem(last=False)
        if self.waiting.pop(table.id, None) is not None or table.id in self.warned:
            self.warned.discard(table.id)
            self.publisher.refresh(table)  # shown again, without the Continue line

    def carrier(self, table: Table) -> Carrier | None:
        """The table's newest carrier while it may post a public followup."""
        found = self.publisher.carriers.get(table.id) or self.last.get(table.id)
        if found is None or not found.fresh() or found.posts >= POSTS:
            return None
        return found

    def editor(self, message_id: int) -> tuple[Callable[..., Awaitable[object]], Carrier]:
        """How message `message_id` is edited through a live token, and whose token it is:
        the response of a press made on it, else the webhook that posted it. NoToken if
        none reaches it."""
        pressed = self.editors.get(message_id)
        if pressed is not None and pressed.fresh() and pressed.interaction is not None:
            return pressed.interaction.edit_original_response, pressed
        made = self.publisher.made_by.get(message_id)
        if made is not None and made[1].fresh():
            hook = made[1].webhook

            def edit(**fields: Any) -> Awaitable[object]:
                return hook.edit_message(message_id, **fields)
            return edit, made[1]
        raise NoToken(message_id)

    def reaches(self, message_id: int) -> bool:
        try:
            self.editor(message_id)
        except NoToken:
            return False
        return True

    def spent(self, carrier: Carrier, exc: discord.HTTPException) -> Exception:
        """What a refused followup or edit means: NoToken when Discord says the token has
        run out or its followups are used up (the carrier is spent), else `exc` itself."""
        if exc.code in EXPIRED:
            carrier.since = float("-inf")
        elif exc.code == TOO_MANY_FOLLOWUPS:
            carrier.posts = POSTS
        else:
            return exc
        return NoToken(exc.code)

    async def delete(self, table: Table, message_id: int) -> None:
        """Delete one of the table's messages through a token that reaches it (best effort:
        one that no token reaches stays as it is; never through the channel)."""
        made = self.publisher.made_by.pop(message_id, None)
        pressed = self.editors.pop(message_id, None)
        outbound = self.publisher.outbound
        try:
            if made is not None and made[1].fresh():
                used, hook = made[1], made[1].webhook
                await outbound.call(lambda: hook.delete_message(message_id), exempt=True)
            elif pressed is not None and pressed.fresh() and pressed.interaction is not None:
                used = pressed
                await outbound.call(pressed.interaction.delete_original_response, exempt=True)
            else:
                log.info("table %d: message %d stays (no token reaches it)", table.id,
                         message_id)
        except (discord.NotFound, discord.Forbidden):
            pass
        except discord.HTTPException as exc:
            if not isinstance(self.spent(used, exc), NoToken):
                raise
            log.info("table %d: message %d stays (its token ran out)", table.id, message_id)

    # ------------------------------------------------------------ waiting
    def ready(self, table: Table) -> bool:
        """Whether the table's changes can be shown now (a carrier that may post)."""
        return self.carrier(table) is not None

    def lost(self, box: dict[str, Any]) -> bool:
        """Whether the live message must be posted anew: no token reaches it any more."""
        live = box.get("table")
        return live is not None and bool(live) and not self.reaches(int(live))

    def hold(self, table: Table) -> None:
        """The table's changes wait for a press (committed, kept in the outbox)."""
        if table.id not in self.waiting:
            log.info("table %d waits for a press (no interaction token left)", table.id)
        self.waiting[table.id] = table
        while len(self.waiting) > KEPT:  # the oldest, long closed, are let go
            self.waiting.pop(next(iter(self.waiting)))

    def shown(self, table: Table) -> None:
        """The table's changes are shown: watch its tokens again."""
        task = self.watches.pop(table.id, None)
        if task is not None:
            task.cancel()
        if table.open:
            self.watches[table.id] = asyncio.create_task(
                self._watch(table), name=f"larry-tokens-{table.id}")

    def usable_until(self, table: Table) -> float | None:
        """When the last token that reaches the table's live message stops being usable."""
        live = table.outbox.get("table")
        if not live:
            return None
        mid = int(live)
        made = self.publisher.made_by.get(mid)
        reaching = (self.editors.get(mid), made[1] if made is not None else None)
        stamps = [c.since for c in reaching if c is not None]
        return max(stamps) + ob.TOKEN_USABLE if stamps else None

    async def _watch(self, table: Table) -> None:
        """Show the Continue line before the table's last token runs out."""
        while table.open and table.id not in self.warned:
            until = self.usable_until(table)
            if until is None:
                return
            await self.clock.sleep_until(until - WARN_AHEAD)
            if self.usable_until(table) == until and table.open:
                self.warned.add(table.id)
                self.publisher.refresh(table)

    def decorate(self, table: Table, message_id: int, payload: dict[str, Any]
                 ) -> dict[str, Any]:
        """The live message's edit with the Continue line and button, while the table's
        message is to show them (`warned`)."""
        if table.id not in self.warned or not table.open \
                or str(table.outbox.get("table")) != str(message_id):
            return payload
        loc = table.options.language
        line = t("tokens-waiting", loc)
        go = button(continue_id(table.id), t("tokens-continue", loc), "primary")
        view = payload.get("view")
        out = dict(payload)
        if isinstance(view, discord.ui.LayoutView):
            box = next((c for c in view.children if isinstance(c, discord.ui.Container)), None)
            if box is None or view.total_children_count + 3 > MAX_COMPONENTS:
                return payload
            if view.content_length() + len(line) <= MAX_TEXT:
                box.add_item(discord.ui.TextDisplay(line))
            box.add_item(discord.ui.ActionRow(go))
        elif isinstance(view, discord.ui.View) and len(view.children) < 25:
            view.add_item(go)
            embed = payload.get("embed")
            if isinstance(embed, discord.Embed):
                embed = embed.copy()
                embed.description = f"{embed.description or ''}\n\n{line}".strip()
                out["embed"] = embed
        return out

    # ------------------------------------------------------------ presses
    def table_of(self, message_id: int) -> Table | None:
        """The waiting token-only table whose message this is."""
        for table in self.waiting.values():
            made = self.publisher.made_by.get(message_id)
            if str(table.outbox.get("table")) == str(message_id) or \
                    (made is not None and made[0] == table.id):
                return table
        return None

    def answered(self, interaction: discord.Interaction) -> None:
        """Any press, once answered: a press on a message of a waiting token-only table
        resumes it, its own answer out (an answer or update; a deferral's answer may
        still be coming, so that one does not)."""
        message = interaction.message
        if message is None or not self.waiting:
            return
        table = self.table_of(message.id)
        if table is not None and interaction.response.type in ANSWERED:
            self.resume(table, interaction)

    def offer(self, table: Table, interaction: discord.Interaction,
              ack: str) -> ob.Acting | None:
        """A token-only table's command that shows the table (`/… table`), deferred: it
        carries the table's next messages, its answer `ack` sent first (None elsewhere)."""
        if not self.only(table):
            return None
        via = ob.Acting(interaction, ack, carry=True)
        self.publisher.offered[table.id] = via
        return via

    def resume(self, table: Table, interaction: discord.Interaction) -> None:
        """`interaction`, answered, is the table's carrier: what waited is shown."""
        pressed = interaction.message.id if interaction.message is not None and \
            interaction.response.type is not discord.InteractionResponseType.channel_message \
            else None
        self.publisher.carry(table, interaction, pressed)

    async def press_continue(self, interaction: discord.Interaction, custom_id: str) -> None:
        """**Continue**: a waiting table goes on, its message edited through this press; a
        forged one, or one of a table that is not waiting, is answered privately."""
        m = _CONTINUE.fullmatch(custom_id)
        table_id = int(m[1]) if m else 0
        table = self.waiting.get(table_id) or self.publisher.service.find(table_id)
        loc = lang.private(interaction, table)
        if table is None or not self.only(table):
            await answer(interaction, t("tokens-continue-unknown", loc))
            return
        if table.id not in self.waiting and table.id not in self.warned:
            await answer(interaction, t("tokens-continue-stale", loc))
            return
        await interaction.response.defer()  # the pressed message is edited by the table
        self.resume(table, interaction)

    def close(self) -> None:
        for task in self.watches.values():
            task.cancel()
        self.watches.clear()


class ContinueButton(PressItem, template=r"tk:(?P<rest>.{0,97})"):
    """**Continue** on a token-only table's message (`tk:<table>`)."""

    async def press(self, front: Any, interaction: discord.Interaction,
                    custom_id: str) -> None:
        tables: Tables = front
        await tables.publisher.tokens.press_continue(interaction, custom_id)


ITEMS: tuple[type[PressItem], ...] = (ContinueButton,)
