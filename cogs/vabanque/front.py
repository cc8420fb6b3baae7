"""Va banque's Discord front end for the shared tables: a screen, not a program
(`cogs.tables.screens`). Its commands are the shared group's (`/vabanque new`, `hand`,
`table`, ...), built from the game's options, and its own `/vabanque replay` (`replay`).

The banker's throws and the stakes are the engine's; the only decisions are the opponent's
operations at throws 2, 3 and 4: one choice group of the request's operations (unused, and
a division only without remainder), each a button labelled with the step it makes, which
the shared presses answer (`cogs.tables.choosing`). Everything shown is read from the
game's public view, the request of the seat to move and the table's options (`render`).

The table message pings its player once, when the banker starts throwing for them; their
next throws (and, at a table of three or more, their next calculation straight after)
are the same message, edited in place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.tables import turns
from cogs.tables.choices import CHOOSE, Choice, Group
from cogs.tables.front import settings_shown
from cogs.tables.own_ids import Page
from cogs.tables.render import seat_names, seat_order
from cogs.tables.replays import replay_command
from cogs.tables.screens import ScreenFront, Shown
from cogs.vabanque import components as c
from cogs.vabanque import render, replay
from cogs.vabanque.presenter import Announced, VbPresenter
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Table
from larry_core.text import t


class VbFront(ScreenFront, texts="vb-"):
    game = "vabanque"
    group = "vabanque"
    prefix = c.PREFIX
    accent = 0xB7950B  # Va banque's gold: the table's colour
    history_hint = "vb-dc-history-hint"
    option_texts: Mapping[str, str] = {
        "chips": "vb-cmd-opt-chips", "stake": "vb-cmd-opt-stake",
        "forfeit": "vb-cmd-opt-forfeit", "cycles": "vb-cmd-opt-cycles"}
    items = (c.VbButton,)

    def __init__(self) -> None:
        self.announcing: dict[int, Announced] = {}  # see `presenter`
        self.presenter = VbPresenter(self)

    def now(self, table: Table) -> Announced:
        """The announcement under way of `table` (its row and changes; see `presenter`)."""
        return self.announcing.get(table.id) or Announced()

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

    async def page_press(self, interaction: discord.Interaction, page: Page) -> None:
        """A replay's Previous or Next."""
        await replay.show(self, interaction, page.table, page.round, edit=True)

    # ----------------------------------------------------------------- screen
    def lobby(self, table: Table, loc: str) -> tuple[str, str, str]:
        return render.lobby(table, loc)

    def started(self, table: Table, names: Sequence[str], loc: str) -> str:
        """The game's start, and when no move follows it in the same announcement, the
        first round's stakes and first throw."""
        line = t("vb-dc-started", loc, seats=seat_order(names))
        pub, now = render.public(table), self.now(table)
        if pub is None or table.version != 0 or not now.started:
            return line
        told = render.Told(render.rules(table), names, loc, now.box)
        return "\n".join([line, *told.started(pub)])

    def narrate(self, table: Table, change: Change, names: Sequence[str],
                loc: str) -> list[str]:
        told = render.Told(render.rules(table), names, loc, self.now(table).box)
        return told.events(change.events)

    def shown(self, table: Table, who: str, lines: Sequence[str], loc: str) -> Shown:
        return self.shown_of(table, who, self.now(table).changes, lines, loc)

    def shown_of(self, table: Table, who: str, changes: Sequence[Change],
                 lines: Sequence[str], loc: str) -> Shown:
        pub = render.public(table)
        assert pub is not None, "a started game"
        names = seat_names(table, loc)
        seat = pub.to_move
        is_ai = seat is not None and table.is_ai(seat)
        request = render.request(table, seat) if not is_ai else None
        # throws 3 and 4 go on with the calculation the player was pinged for, and so does
        # the player's next calculation right after their own last move
        same = request is not None and request.throw > 2
        movers = [ch.seat for ch in changes if ch.kind == "moved"]
        continues = same or (request is not None and bool(movers) and movers[-1] == seat)
        # the player's own steps are in the calculation the turn shows
        told = tuple(render.without(lines, render.own_steps(pub, render.rules(table), names,
                                                            loc))) if same else None
        mention = turns.mention(table, seat) if request is not None else None
        return Shown(
            t("vb-dc-table-title", loc, table=table.id),
            render.table_blocks(table, pub, names, loc),
            render.turn_text(pub, request, names, mention, is_ai, loc),
            results=render.results_text(pub, lines, names, loc) if render.over(pub) else None,
            pictures=render.table_picture(table, pub), continues=continues, told=told)

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        """One button per operation the request offers now, in the printed order + − × ÷,
        each labelled with the step it makes."""
        request = render.request(table, seat)
        if request is None or not request.legal:
            return ()
        return (Group("op", CHOOSE, tuple(
            Choice(ch.op, c.op_label(request, ch.op, ch.value, loc), ch.op, "primary")
            for ch in request.choices)),)

    def own(self, table: Table, seat: int, loc: str) -> str | None:
        """The player's own chips and part in the round (`/vabanque hand`)."""
        pub = render.public(table)
        return render.own_state(pub, seat, loc) if pub is not None else None


VABANQUE_FRONT = VbFront()
