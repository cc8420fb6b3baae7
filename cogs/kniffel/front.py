"""Kniffel's Discord front end for the shared tables: its presenter, its buttons, and what a
press of a turn button does. Its commands are the shared group's (`/kniffel new`, `hand`,
`table`, ...), built from the game's options.

A turn, one interaction per decision: **Roll**; a die button per die to keep or release it
(the toggle edits the turn message's buttons in the interaction's response, nothing is
stored); **Roll** again (the dice not kept); then a box: picked in the turn message's
**Score…** menu (the free boxes with their points) while a roll is left, or pressed among
the turn message's box buttons after the last roll. Each move is one service call; the
table service checks it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands

from cogs.kniffel import coach, render
from cogs.kniffel import components as c
from cogs.kniffel.presenter import KnPresenter
from cogs.tables.dice_front import DiceFront
from cogs.tables.front import settings_shown
from cogs.tables.keeps import Keeps
from cogs.tables.replies import answer, quiet
from larry_core.games.kniffel.boxes import BOXES
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.moves import format_body, score
from larry_core.games.kniffel.request import KnRequest
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Table
from larry_core.text import t


class KnFront(DiceFront, texts="kn-"):
    game = "kniffel"
    group = "kniffel"
    prefix = c.PREFIX
    option_texts: Mapping[str, str] = {
        "rolls": "kn-cmd-opt-rolls", "extra_kniffel": "kn-cmd-opt-extra",
        "zero_kniffel_bonus": "kn-cmd-opt-zero-bonus",
        "full_house_kniffel": "kn-cmd-opt-full-house"}
    choice_texts: Mapping[str, Mapping[str, str]] = {
        "extra_kniffel": {"schmidt": "kn-cmd-choice-schmidt", "hasbro": "kn-cmd-choice-hasbro",
                          "none": "kn-cmd-choice-none"}}
    items = (c.KnButton, c.KnMenu, coach.KnHint)
    hints_text = "kn-coach-opt-hints"  # `/kniffel new hints:` (the coach, issue 53)
    history_hint = "kn-coach-history-hint"

    def __init__(self) -> None:
        self.keeps = Keeps()
        self.presenter = KnPresenter(self.keeps)

    def commands(self) -> list[app_commands.Command[Any, Any, Any]]:
        """`/kniffel review game:<n>`: the coach's review of a finished game."""
        return [coach.review_command(self)]

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        kn = settings.options(self.game)
        return settings_shown(self, settings, loc, server_language,
                              seconds=settings.turn_seconds, rolls=kn["rolls"],
                              extra=kn["extra_kniffel"], zero=kn["zero_kniffel_bonus"],
                              full=kn["full_house_kniffel"])

    # ------------------------------------------------------------------ hand
    def own_text(self, table: Table, seat: int, loc: str) -> str | None:
        """The player's own column."""
        pub = render.public(table)
        game = render.state(table)
        if pub is None or game is None:
            return None
        request = KNIFFEL.request(game, seat) if pub.to_move == seat else None
        return render.own_column(pub, seat, str(table.seats[seat]["name"]), request, loc)

    # ----------------------------------------------------------------- turns
    async def turn_press(self, interaction: discord.Interaction, press: c.Press) -> None:
        """A turn button or a pick in the Score… menu: refused privately unless it is the
        presser's move on the current version; a die toggles in the message itself; Roll
        and a box are moves."""
        pressed = await self.pressed_request(interaction, press, render.state, KNIFFEL.request)
        if pressed is None:
            return
        table, request, loc = pressed
        if press.action == "keep":
            await self.toggle(interaction, table, request, press)
        elif press.action == "roll":
            kept = await self.kept_to_roll(interaction, table, press)
            move = request.roll(kept)
            if move is None:
                key = "kn-illegal-nothing_to_roll" if len(kept) == c.DICE else "stale"
                await answer(interaction, t(key, loc))
                return
            svc, uid = self.bot.service, interaction.user.id
            await quiet(interaction, lambda o: svc.play(table.id, uid, format_body(move),
                                                        press.version, o), table)
        elif press.box not in BOXES:
            await answer(interaction, t(self.garbled_key, loc))
        else:
            await self.enter(interaction, table, press)

    async def toggle(self, interaction: discord.Interaction, table: Table, request: KnRequest,
                     press: c.Press) -> None:
        """Keep or release a die (`tap`), while a roll is left."""
        loc = table.options.language
        await self.tap(interaction, table, press, request.can_keep(),
                       lambda kept: c.view(self.publisher, table.id, interaction.message,
                                           coach.with_hint(  # the Hint button stays (issue 53)
                                               c.turn_buttons(table.id, press.version, request,
                                                              kept, loc),
                                               table, press.version, request, loc),
                                           kept))

    async def enter(self, interaction: discord.Interaction, table: Table,
                    press: c.Press) -> None:
        """Enter the roll in a box: a quiet press (the turn message is replaced; a refusal,
        say of a box already filled, is answered privately)."""
        svc, uid = self.bot.service, interaction.user.id
        body = format_body(score(press.box))
        await quiet(interaction, lambda o: svc.play(table.id, uid, body, press.version, o),
                    table)


KNIFFEL_FRONT = KnFront()
