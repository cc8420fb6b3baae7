"""Va banque's Discord front end for the shared tables: its presenter, its buttons, and what
a press of a turn button does. Its commands are the shared group's (`/vabanque new`, `hand`,
`table`, ...), built from the game's options, and its own `/vabanque replay` (`replay`).

The banker's throws and the stakes are the engine's; the only decisions are the opponent's
operations at throws 2, 3 and 4, each one press of a button on the turn message: a button
per operation still unused and allowed now (the request's choices), labelled with the step
it makes. Each press is one service call; the table service checks it again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands

from cogs.tables.front import OpenGameFront, settings_shown
from cogs.tables.own_ids import Own, Page
from cogs.tables.replays import replay_command
from cogs.tables.replies import answer, quiet
from cogs.vabanque import components as c
from cogs.vabanque import render, replay
from cogs.vabanque.presenter import VbPresenter
from larry_core.games.vabanque.kind import VABANQUE
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Table
from larry_core.text import t


class VbFront(OpenGameFront, texts="vb-"):
    game = "vabanque"
    group = "vabanque"
    prefix = c.PREFIX
    history_hint = "vb-dc-history-hint"
    option_texts: Mapping[str, str] = {
        "chips": "vb-cmd-opt-chips", "stake": "vb-cmd-opt-stake",
        "forfeit": "vb-cmd-opt-forfeit", "cycles": "vb-cmd-opt-cycles"}
    items = (c.VbButton,)

    def __init__(self) -> None:
        self.presenter = VbPresenter()

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        vb = settings.options(self.game)
        return settings_shown(self, settings, loc, server_language,
                              seconds=settings.turn_seconds, chips=vb["chips"],
                              stake=vb["stake"], forfeit=vb["forfeit"], cycles=vb["cycles"])

    def commands(self) -> list[app_commands.Command[Any, Any, Any]]:
        """`/vabanque replay`: a finished game of this server, banker round by banker
        round (only its user sees it)."""
        return [replay_command(self, replay.show, rounds=50, tables=replay.MAX_TABLE_ID)]

    # ------------------------------------------------------------------ hand
    def own_text(self, table: Table, seat: int, loc: str) -> str | None:
        """The player's own state."""
        pub = render.public(table)
        return render.own_state(pub, seat, loc) if pub is not None else None

    # ----------------------------------------------------------------- turns
    async def own_press(self, interaction: discord.Interaction,
                        press: Own) -> None:
        """A button of Va banque's own: a replay's page, or a turn's operation."""
        if isinstance(press, Page):
            await replay.show(self, interaction, press.table, press.round, edit=True)
        elif isinstance(press, c.Press):
            await self.turn_press(interaction, press)

    async def turn_press(self, interaction: discord.Interaction, press: c.Press) -> None:
        """An operation's button: refused privately, changing nothing, unless it is the
        presser's throw on the current version and the operation is one the request offers
        (unused; a division only without remainder); else one quiet service call."""
        svc, uid = self.bot.service, interaction.user.id
        pressed = await self.pressed_turn(interaction, press.table, press.version,
                                          "vb-dc-no-table", render.state, VABANQUE.turn)
        if pressed is None:
            return
        table, game, seat, loc = pressed
        request = VABANQUE.request(game, seat)
        move = request.resolve(press.op)
        if move is None:  # used already, or a division with a remainder
            code = "op_used" if press.op not in request.unused else "not_exact"
            await answer(interaction, t(f"{self.illegal_keys}{code}", loc))
            return
        await quiet(interaction, lambda o: svc.play(table.id, uid, move, press.version, o),
                    table)


VABANQUE_FRONT = VbFront()
