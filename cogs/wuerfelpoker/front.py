"""Würfelpoker's Discord front end for the shared tables: its presenter, its buttons, and
what a press of a turn button does. Its commands are the shared group's (`/wuerfelpoker new`,
`hand`, `table`, ...), built from the game's options (a table plays 20 rounds by default:
`larry_core.games.wuerfelpoker.kind.TABLE_ROUNDS`; `rounds: 0` plays to the printed end).

A turn, one interaction per decision, as in Kniffel: **Roll**; a die button per die to keep
or release it (the toggle edits the turn message's buttons in the interaction's response,
nothing is stored); **Roll** again (the dice not kept) or **Stand**. In the raising variant,
after the turn: **No raise** or **Raise n** for each legal amount; answering a raise: **Call**
or **Fold**. Each move is one service call; the table service checks it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands

from cogs.tables.dice_front import DiceFront
from cogs.tables.front import settings_shown
from cogs.tables.keeps import Keeps
from cogs.tables.own_ids import Own, Page
from cogs.tables.replays import replay_command
from cogs.tables.replies import answer, quiet
from cogs.wuerfelpoker import components as c
from cogs.wuerfelpoker import render, replay
from cogs.wuerfelpoker.presenter import WpPresenter
from larry_core.games.wuerfelpoker.engine import REROLL
from larry_core.games.wuerfelpoker.moves import format_body
from larry_core.games.wuerfelpoker.request import WpRequest
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Table
from larry_core.text import t


class WpFront(DiceFront, texts="wp-"):
    game = "wuerfelpoker"
    group = "wuerfelpoker"
    prefix = c.PREFIX
    history_hint = "wp-dc-history-hint"
    option_texts: Mapping[str, str] = {
        "chips": "wp-cmd-opt-chips", "ante": "wp-cmd-opt-ante", "rolls": "wp-cmd-opt-rolls",
        "first_sets_rolls": "wp-cmd-opt-first-sets-rolls", "rounds": "wp-cmd-opt-rounds",
        "raising": "wp-cmd-opt-raising", "raise_limit": "wp-cmd-opt-raise-limit"}
    items = (c.WpButton,)

    def __init__(self) -> None:
        self.keeps = Keeps()
        self.presenter = WpPresenter(self.keeps)

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        wp = settings.options(self.game)
        return settings_shown(self, settings, loc, server_language,
                              seconds=settings.turn_seconds, chips=wp["chips"],
                              ante=wp["ante"], rolls=wp["rolls"], first=wp["first_sets_rolls"],
                              rounds=wp["rounds"], raising=wp["raising"],
                              limit=wp["raise_limit"])

    def commands(self) -> list[app_commands.Command[Any, Any, Any]]:
        """`/wuerfelpoker replay`: a finished game of this server, round by round (only its
        user sees it)."""
        return [replay_command(self, replay.show, rounds=replay.MAX_ROUNDS,
                               tables=replay.MAX_TABLE_ID)]

    # ------------------------------------------------------------------ hand
    def own_text(self, table: Table, seat: int, loc: str) -> str | None:
        """The player's own view."""
        pub = render.public(table)
        return render.own_view(pub, seat, render.seat_names(table, loc), loc) \
            if pub is not None else None

    # ----------------------------------------------------------------- turns
    async def own_press(self, interaction: discord.Interaction, press: Own) -> None:
        """A button of Würfelpoker's own: a replay's page, or a turn's button."""
        if isinstance(press, Page):
            await replay.show(self, interaction, press.table, press.round, edit=True)
        elif isinstance(press, c.Press):
            await self.turn_press(interaction, press)

    async def turn_press(self, interaction: discord.Interaction, press: c.Press) -> None:
        """A turn button: refused privately unless it is the presser's move on the current
        version; a die toggles in the message itself; every other button is a move."""
        pressed = await self.pressed_request(interaction, press, render.state, WpRequest)
        if pressed is None:
            return
        table, request, loc = pressed
        if press.action == "keep":
            await self.toggle(interaction, table, request, press)
            return
        if press.action == "roll":
            kept = await self.kept_to_roll(interaction, table, press)
            move = request.roll_keeping(sorted(kept))
            refusal = "wp-illegal-nothing_to_roll" if len(kept) == c.DICE else "stale"
        else:
            move = request.resolve(press.action, press.amount)
            refusal = "wp-illegal-bad_raise" if press.action == "raise" and \
                request.raise_amounts() else "stale"
        if move is None:  # not a move of this decision: a forged or garbled press
            await answer(interaction, t(refusal, loc))
            return
        body = format_body(move)
        svc, uid = self.bot.service, interaction.user.id
        await quiet(interaction, lambda o: svc.play(table.id, uid, body, press.version, o),
                    table)

    async def toggle(self, interaction: discord.Interaction, table: Table, request: WpRequest,
                     press: c.Press) -> None:
        """Keep or release a die (`tap`), while the dice may be rolled again."""
        loc = table.options.language
        await self.tap(interaction, table, press, request.phase == REROLL,
                       lambda kept: c.view(self.publisher, table.id, interaction.message,
                                           c.turn_buttons(table.id, press.version, request,
                                                          kept, loc),
                                           kept))


WUERFELPOKER_FRONT = WpFront()
