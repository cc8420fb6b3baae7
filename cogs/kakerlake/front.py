"""Kakerlakenpoker Royal's Discord front end for the shared tables: its presenter, its
buttons and forms, and what its turn buttons and its hand show. Its commands are the shared
group's (`/kakerlake new`, `hand`, `table`, ...), built from the game's options."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import discord

from cogs.kakerlake import render
from cogs.kakerlake.components import KpButton, Press
from cogs.kakerlake.forms import KpForm, KpFormButton
from cogs.kakerlake.presenter import KpPresenter
from cogs.tables import lang, private_views
from cogs.tables.front import GameFront, settings_shown
from cogs.tables.replies import answer, explain, origin, quiet
from larry_core.errors import IllegalMove
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.kakerlake.moves import LAY, LOOK, OFFER, PASS
from larry_core.storage.base import LeaderRow
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Table, TableError
from larry_core.text import percent, t

log = logging.getLogger(__name__)


class KpFront(GameFront, texts="kp-"):
    game = "kakerlakenpoker"
    group = "kakerlake"
    prefix = "kp"
    rules_key = "kp-dc-rules"
    start_key = "started"  # the shared answer to the host's Start
    option_texts: Mapping[str, str] = {
        "special_cards": "kp-cmd-opt-special", "royal_chain": "kp-cmd-opt-chain",
        "penalty_special": "kp-cmd-opt-penalty-special", "joker_wild": "kp-cmd-opt-joker"}
    choice_texts: Mapping[str, Mapping[str, str]] = {
        "penalty_special": {"display": "kp-cmd-choice-display", "hand": "kp-cmd-choice-hand"}}
    items = (KpButton, KpFormButton)

    def __init__(self) -> None:
        self.presenter = KpPresenter()

    def stats_line(self, stats: LeaderRow, loc: str) -> str:
        return t("kp-dc-stats-line", loc, games=stats.games, wins=stats.wins,
                 rate=percent(stats.win_rate, loc))

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        pictures = pictures_default if settings.pictures is None else settings.pictures
        kp = settings.options(self.game)
        return settings_shown(self, settings, loc, server_language, pictures=pictures,
                              seconds=settings.turn_seconds, special=kp["special_cards"],
                              chain=kp["royal_chain"],
                              where=t(f"kp-cmd-choice-{kp['penalty_special']}", loc),
                              joker=kp["joker_wild"])

    async def turn_press(self, interaction: discord.Interaction, press: Press) -> None:
        svc, uid = self.bot.service, interaction.user.id
        found = svc.find(press.table)
        table = found if found is not None and found.options.game == self.game else None
        loc = lang.private(interaction, table)
        if table is None:
            await answer(interaction, t("kp-dc-garbled" if found is not None else
                                        "kp-dc-no-table", loc))
            return
        seat = table.seat_of(uid)
        game = render.state(table)
        if not table.open or game is None:
            await answer(interaction, t("kp-dc-no-table", loc))
            return
        if seat is None:
            await answer(interaction, t("not-playing", loc))
            return
        if press.action == "hand":
            await self.hand_asked(interaction, table, seat)
            return
        if press.version != table.version:
            await answer(interaction, t("stale", loc))
            return
        if game.to_move != seat:
            who = render.seat_names(table, loc)[game.to_move] if game.to_move is not None \
                else "?"
            await answer(interaction, t("not-your-turn", loc, name=who))
            return
        if press.action in ("true", "false"):
            await quiet(interaction, lambda o: svc.play(
                table.id, uid, f"call {press.action}", press.version, o), table)
        elif press.action == "look":
            await self.look(interaction, table, seat, press.version)
        else:
            kind = {"offer": OFFER, "pass": PASS, "lay": LAY}[press.action]
            await self.open_form(interaction, table, seat, kind)

    async def open_form(self, interaction: discord.Interaction, table: Table, seat: int,
                        kind: str) -> None:
        loc = lang.private(interaction, table)
        form = KpForm(self.bot.service, table, seat, interaction.user.id, loc, kind)
        if not form.has_moves():  # not this turn's move (its version is current: forged)
            form.stop()
            await answer(interaction, t("kp-dc-not-now", loc, verb=kind))
            return
        content, view = form.render()
        await interaction.response.send_message(content, view=view, ephemeral=True)

    async def look(self, interaction: discord.Interaction, table: Table, seat: int,
                   version: int) -> None:
        """Look and pass: the look is committed first (the card is shown only to a seat that
        has seen it), then the pass form answers privately with the card."""
        svc, uid = self.bot.service, interaction.user.id
        loc = lang.private(interaction, table)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await svc.play(table.id, uid, LOOK, version, origin(interaction))
        except (TableError, IllegalMove) as exc:
            await answer(interaction, explain(exc, loc, table))
            return
        except Exception:
            log.exception("table %d: a look failed", table.id)
            await answer(interaction, t("something-wrong", loc))
            return
        form = KpForm(svc, table, seat, uid, loc, PASS)
        content, view = form.render()
        await interaction.followup.send(content, view=view, ephemeral=True)

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """The hand and, for a seat that has seen it, the card on offer: privately, kept
        current as they change (`private_views`)."""
        loc = lang.private(interaction, table)
        fields = hand_fields(table, seat, interaction.user.id, loc)
        shown = hand_key(table, seat, interaction.user.id)
        if fields is None:
            await answer(interaction, t("not-started", loc))
            return
        await private_views.send(self, interaction, table, seat, loc, HAND, shown,
                                 fields["content"], files=fields["attachments"])


def hand_key(table: Table, seat: int, user: int) -> tuple[tuple[str, ...], str | None] | None:
    """What a player's **My hand** shows: the seat's cards and the card on offer it saw."""
    game = render.state(table)
    if game is None:
        return None
    view = KAKERLAKE.seat_view(game, seat)
    return tuple(view.hand), view.offer_card


def hand_fields(table: Table, seat: int, user: int, loc: str) -> dict[str, Any] | None:
    """A player's **My hand** as it is now: its text and picture (none: no picture)."""
    game = render.state(table)
    if game is None:
        return None
    view = KAKERLAKE.seat_view(game, seat)
    hand = list(view.hand)
    parts = [render.hand_text(hand, loc)]
    if view.offer_card is not None:
        parts.append(render.seen_text(view.offer_card, loc))
    files = render.hand_picture(table, hand, loc)
    return {"content": "\n".join(parts), "attachments": files() if files else []}


HAND = private_views.Shown(hand_key, hand_fields)  # kept current as the hand changes

KAKERLAKE_FRONT = KpFront()
