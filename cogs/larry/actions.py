"""What a button press does: translate it into one table-service call and answer privately.

Every press is checked again by the service (seat, turn, host, version); the checks made here
only choose a friendlier sentence. Anything that writes to storage is deferred ephemerally
first, so the 3-second deadline holds and the answer can never become public.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from cogs.larry import after, pictures, render
from cogs.larry.components import Press
from cogs.larry.play_form import PlayForm
from cogs.tables import lang, outbound
from cogs.tables.replies import answer, deferred, explain, quiet
from larry_core.tables.service import TableService
from larry_core.tables.table import Origin, Table, TableError
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.larry.commands import LarryCog

log = logging.getLogger(__name__)


class Actions:
    def __init__(self, cog: LarryCog) -> None:
        self.cog = cog
        # (table, user) -> the interaction whose private answer shows that user's hand now
        self.hands_shown: dict[tuple[int, int], tuple[discord.Interaction, float]] = {}

    @property
    def service(self) -> TableService:
        return self.cog.bot.service

    async def on_press(self, interaction: discord.Interaction, press: Press) -> None:
        if press.kind == "page":
            await after.show_leaderboard(self.cog, interaction, press.arg or 0,
                                         sort=press.option, hide_ai=press.flag, edit=True)
        elif press.kind == "history":
            await after.show_history(self.cog, interaction, press.arg or 0,
                                     press.version or None, edit=True)
        elif press.kind == "review":
            await after.show_replay(self.cog, interaction, press.table, press.arg or 1,
                                    edit=True)
        elif press.kind == "jump":
            await interaction.response.send_modal(
                after.JumpModal(self.cog, press.table, lang.private(interaction)))
        elif press.kind == "forget":
            await after.forget(self.cog, interaction, press.arg or 0, press.action == "yes")
        elif press.kind == "lobby":
            await self.lobby(interaction, press)
        else:
            await self.turn(interaction, press)

    async def lobby(self, interaction: discord.Interaction, press: Press) -> None:
        svc, user = self.service, interaction.user
        table = svc.find(press.table)
        loc = lang.private(interaction, table)
        mine = lang.supported(interaction.locale)
        calls: dict[str, tuple[Callable[[Origin], Awaitable[object]], str]] = {
            "join": (lambda o: svc.join(press.table, user.id, user.display_name, o,
                                       locale=mine), t("joined", loc)),
            "leave": (lambda o: svc.leave_lobby(press.table, user.id, o), t("left-lobby", loc)),
            "start": (lambda o: svc.start_game(press.table, user.id, o), t("started", loc)),
            "ai": (lambda o: svc.add_ai(press.table, user.id, o), t("ai-added", loc)),
            "cancel": (lambda o: svc.cancel(press.table, user.id, origin=o), t("cancelled", loc)),
        }
        call, ack = calls[press.action]
        await deferred(interaction, call, ack, table)

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
            await self.show_hand(interaction, table, seat)
            return
        if press.action == "play":
            await self.open_form(interaction, table, seat, press.version)
            return
        body = press.action if press.arg is None else f"{press.action} {press.arg}"
        await quiet(interaction, lambda o: svc.play(table.id, uid, body, press.version, o),
                    table)

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """The hand, privately; the one shown before (if still reachable) is removed, so a
        player's "My hand" answers never pile up."""
        loc = lang.private(interaction, table)
        if table.game is None:
            await answer(interaction, t("not-started", loc))
            return
        hand = table.game.view_for(seat).hand
        await answer(interaction, render.hand_text(hand, loc),
                     files=pictures.hand(table, hand, loc))
        key = (table.id, interaction.user.id)
        previous = self.hands_shown.get(key)
        now = time.monotonic()
        self.hands_shown[key] = (interaction, now)
        for k in [k for k, (_, at) in self.hands_shown.items() if now - at > outbound.TOKEN_USABLE]:
            del self.hands_shown[k]
        if previous is not None and now - previous[1] < outbound.TOKEN_USABLE:
            try:
                await previous[0].delete_original_response()
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


# ------------------------------------------------------------ commands of every game
async def leave_table(service: TableService, interaction: discord.Interaction, table: Table,
                      loc: str) -> None:
    """`/<game> leave`: out of the lobby, or mid-game an AI takes the seat."""
    uid = interaction.user.id
    if table.status == "lobby":
        await deferred(interaction, lambda o: service.leave_lobby(table.id, uid, o),
                       t("left-lobby", loc), table)
    else:
        await deferred(interaction, lambda o: service.leave_game(table.id, uid, o),
                       t("left-game", loc), table)


async def end_table(service: TableService, interaction: discord.Interaction, table: Table,
                    loc: str) -> None:
    """`/<game> end`: for the host or Manage Server; no leaderboard change."""
    admin = bool(interaction.permissions.manage_guild)
    if not admin and interaction.user.id != table.record.host_id:
        await answer(interaction, t("not-host-or-admin", loc))
        return
    await deferred(interaction, lambda o: service.end_table(
        table.id, interaction.user.id, admin=admin, origin=o), t("ended", loc), table)

