"""Kniffel's Discord front end for the shared tables: its presenter, its buttons, and what a
press of a turn button does. Its commands are the shared group's (`/kniffel new`, `hand`,
`table`, ...), built from the game's options.

A turn, one interaction per decision: **Roll**; a die button per die to keep or release it
(the toggle edits the turn message's buttons in the interaction's response, nothing is
stored); **Roll** again (the dice not kept); then a box: under **Score…** (privately, the
free boxes with their points) while a roll is left, or straight from the turn message after
the last roll. Each move is one service call; the table service checks it.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

import discord

from cogs.kniffel import components as c
from cogs.kniffel import render
from cogs.kniffel.presenter import KnPresenter
from cogs.tables import lang, outbound
from cogs.tables.front import GameFront
from cogs.tables.replies import answer, explain, origin, quiet
from larry_core.errors import IllegalMove
from larry_core.games.kniffel.boxes import BOXES
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.moves import format_body, score
from larry_core.games.kniffel.request import KnRequest
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Table, TableError
from larry_core.text import t

log = logging.getLogger(__name__)


class KnFront(GameFront):
    game = "kniffel"
    group = "kniffel"
    prefix = c.PREFIX
    keys = "kn-"
    name_key = "kn-dc-game-name"
    description = "kn-cmd-desc"
    rules_key = "kn-rules"
    no_table_key = "kn-no-table-here"
    garbled_key = "kn-dc-garbled"
    illegal_keys = "kn-illegal-"
    option_texts: Mapping[str, str] = {
        "rolls": "kn-cmd-opt-rolls", "extra_kniffel": "kn-cmd-opt-extra",
        "zero_kniffel_bonus": "kn-cmd-opt-zero-bonus",
        "full_house_kniffel": "kn-cmd-opt-full-house"}
    choice_texts: Mapping[str, Mapping[str, str]] = {
        "extra_kniffel": {"schmidt": "kn-cmd-choice-schmidt", "hasbro": "kn-cmd-choice-hasbro",
                          "none": "kn-cmd-choice-none"}}
    items = (c.KnButton,)

    def __init__(self) -> None:
        self.presenter = KnPresenter()

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        language = settings.language or server_language
        kn = settings.options(self.game)
        return t("kn-dc-settings-shown", loc, language=t(f"language-{language}", loc),
                 language_set=str(settings.language is not None).lower(),
                 seconds=settings.turn_seconds, rolls=kn["rolls"], extra=kn["extra_kniffel"],
                 zero=str(kn["zero_kniffel_bonus"]).lower(),
                 full=str(kn["full_house_kniffel"]).lower())

    # ------------------------------------------------------------------ hand
    async def hand_asked(self, interaction: discord.Interaction, table: Table,
                         seat: int) -> None:
        """Nothing is hidden in Kniffel and nothing goes by DM: the player's own column."""
        await self.show_hand(interaction, table, seat)

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        loc = lang.private(interaction, table)
        pub = render.public(table)
        game = render.state(table)
        if pub is None or game is None:
            await answer(interaction, t("not-started", loc))
            return
        request = KNIFFEL.request(game, seat) if pub.to_move == seat else None
        name = str(table.seats[seat]["name"])
        await answer(interaction, render.own_column(pub, seat, name, request, loc))

    # ----------------------------------------------------------------- turns
    async def turn_press(self, interaction: discord.Interaction, press: c.Press) -> None:
        """A turn button: refused privately unless it is the presser's move on the current
        version; a die toggles in the message itself; Roll and a box are moves."""
        svc, uid = self.bot.service, interaction.user.id
        found = svc.find(press.table)
        table = found if found is not None and found.options.game == self.game else None
        loc = lang.private(interaction, table)
        if table is None:  # no such table, or another game's (a forged id)
            await answer(interaction, t(self.garbled_key if found is not None else
                                        "kn-dc-no-table", loc))
            return
        game = render.state(table)
        if not table.open or game is None:
            await answer(interaction, t("kn-dc-no-table", loc))
            return
        seat = table.seat_of(uid)
        if seat is None:
            await answer(interaction, t("not-playing", loc))
            return
        if press.version != table.version:
            await answer(interaction, t("stale", loc))
            return
        if game.to_move != seat:
            who = render.seat_names(table, loc)[game.to_move] \
                if game.to_move is not None else "?"
            await answer(interaction, t("not-your-turn", loc, name=who))
            return
        request = KNIFFEL.request(game, seat)
        if press.action == "keep":
            await self.toggle(interaction, table, request, press)
        elif press.action == "roll":
            move = request.roll(press.kept)
            if move is None:
                key = "kn-illegal-nothing_to_roll" if len(press.kept) == c.DICE else "stale"
                await answer(interaction, t(key, loc))
                return
            await quiet(interaction, lambda o: svc.play(table.id, uid, format_body(move),
                                                        press.version, o), table)
        elif press.action == "score":
            await self.score_choice(interaction, table, request, press.version)
        elif press.box not in BOXES:
            await answer(interaction, t(self.garbled_key, loc))
        else:
            await self.enter(interaction, table, press)

    async def toggle(self, interaction: discord.Interaction, table: Table, request: KnRequest,
                     press: c.Press) -> None:
        """Keep or release a die: the turn message's buttons, edited in this interaction's
        response (one interaction, nothing stored: the kept dice are in the new ids)."""
        loc = table.options.language
        if not request.can_keep():  # no roll left (the message is of another move)
            await answer(interaction, t("stale", lang.private(interaction, table)))
            return
        spec = c.turn_buttons(table.id, press.version, request, press.kept, loc)
        await interaction.response.edit_message(view=c.view(spec))

    async def score_choice(self, interaction: discord.Interaction, table: Table,
                           request: KnRequest, version: int) -> None:
        """Score…: the boxes the roll may go into now, with their points, privately."""
        loc = lang.private(interaction, table)
        if not request.options:
            await answer(interaction, t("kn-illegal-must_roll", loc))
            return
        spec = c.box_buttons(table.id, version, request, loc)
        await interaction.response.send_message(
            t("kn-dc-score-ask", loc, dice=render.dice_text(request.dice)),
            view=c.view(spec), ephemeral=True)

    async def enter(self, interaction: discord.Interaction, table: Table,
                    press: c.Press) -> None:
        """Enter the roll in a box. From the turn message it is a quiet press; from the
        private Score… choice, that choice is removed once the entry is made."""
        svc, uid = self.bot.service, interaction.user.id
        body = format_body(score(press.box))
        message = interaction.message
        if message is None or not message.flags.ephemeral:
            await quiet(interaction, lambda o: svc.play(table.id, uid, body, press.version, o),
                        table)
            return
        loc = lang.private(interaction, table)
        await interaction.response.defer()  # a deferred update of the private choice
        try:
            via = outbound.Acting(interaction, carry=True)
            await svc.play(table.id, uid, body, press.version, origin(interaction, via))
        except (TableError, IllegalMove) as exc:
            await interaction.edit_original_response(content=explain(exc, loc, table),
                                                     view=None)
            return
        except Exception:
            log.exception("table %d: an entry failed", table.id)
            await interaction.edit_original_response(content=t("something-wrong", loc),
                                                     view=None)
            return
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            await interaction.edit_original_response(content=t("kn-dc-entered", loc),
                                                     view=None)


KNIFFEL_FRONT = KnFront()
