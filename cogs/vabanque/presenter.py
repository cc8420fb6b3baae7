"""What the shared publisher shows of a Va banque table: the lobby, then one table message
edited in place (the banker round, the pot, every seat's chips and calculation, the latest
moves), one turn message replaced each move (the throw to answer, the calculation so far,
a button per operation allowed now), and the results at the end.

The turn message pings its player once, when the banker starts throwing for them; their
next throws (and, at a table of three or more, their next calculation straight after)
name them without notifying them again. Everything shown is read from one committed state
before the first await.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cogs.tables import render as shared
from cogs.tables import turns
from cogs.tables.announcing import Lobby, Moment
from cogs.vabanque import components as c
from cogs.vabanque import render
from larry_core.games.vabanque.kind import VABANQUE
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher

LOBBY = Lobby(render.lobby_embed, c.PREFIX)


def without(lines: Sequence[str], left_out: Sequence[str]) -> list[str]:
    """`lines` less one occurrence of each of `left_out`."""
    skip = Counter(left_out)
    out = []
    for line in lines:
        if skip[line]:
            skip[line] -= 1
        else:
            out.append(line)
    return out


class VbPresenter(turns.PublicPresenter):
    """Nothing is private in Va banque: no hand DMs."""

    accent = 0xB7950B  # Va banque's gold: the table's colour

    prefix = c.PREFIX
    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        now = Moment.of(table, render.READER)
        loc, names, _, pub, is_open, version, status = now
        told = render.Told(render.rules(table), names, loc, box)
        started = t("vb-dc-started", loc, seats=shared.seat_order(names))
        if pub is not None and version == 0 and any(ch.kind == "started" for ch in changes):
            started = "\n".join([started, *told.started(pub)])  # the first throw is made
        lines, closed = now.told(changes, started, lambda ch: shared.change_lines(
            ch, names, loc, told.events(ch.events) if ch.kind == "moved" else []))
        turn = await now.turn(publisher, table, box, closed, LOBBY, VABANQUE.request, repost=repost)
        if turn is None:
            return
        _, pub, seat, is_ai, request = turn
        mention = turns.mention(table, seat) if request is not None else None
        movers = [ch.seat for ch in changes if ch.kind == "moved"]
        # throws 3 and 4 go on with the calculation the player was pinged for, and so does
        # the player's next calculation right after their own last move
        same = request is not None and request.throw > 2
        continues = same or (request is not None and bool(movers) and movers[-1] == seat)
        # the player's own steps are in the calculation the turn message shows
        shown = without(lines, told.own.get(seat, [])) if same and seat is not None \
            else lines
        screen = turns.TurnScreen(
            embed=render.table_embed(table, pub, turns.log_lines(box, lines), status),
            turn=render.turn_text(pub, request, shown, names, mention, is_ai, loc),
            buttons=c.turn_buttons(table.id, version, request, loc),
            mention=mention,
            results=render.results_text(pub, lines, names, loc) if render.over(pub) else None,
            continues=continues,
            files=render.table_picture(table, pub))
        # only now the awaits: what is shown is one committed state
        await turns.show(publisher, table, box, screen, is_open=is_open, lines=lines,
                         repost=repost, loc=loc)
