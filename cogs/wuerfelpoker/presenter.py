"""What the shared publisher shows of a Würfelpoker table: the lobby, then one table message
edited in place (every seat's chips and hand, the pot, the dice, the last showdown ranked,
the latest moves), one turn message replaced each move (what happened, the dice and that
decision's buttons), and the results at the end. The turn message pings its player when a
decision comes to them from someone else (their turn, a raise to answer) and not again for
each of their own rolls or their raise after it. Everything shown is read from one committed
state before the first await.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.tables import render as shared
from cogs.tables import turns
from cogs.tables.announcing import KeepsPresenter, Lobby
from cogs.wuerfelpoker import components as c
from cogs.wuerfelpoker import render
from larry_core.games.grammar import split_seat
from larry_core.games.wuerfelpoker.engine import REROLL
from larry_core.games.wuerfelpoker.request import WpRequest
from larry_core.games.wuerfelpoker.views import WpShowdownView
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher

LOBBY = Lobby(render.lobby_embed, c.PREFIX)


def narrate(ch: Change, names: list[str], loc: str, showdown: WpShowdownView | None,
            rolling: int | None = None, *, ante: int = 1) -> list[str]:
    """What one committed change says in the channel (`rolling`: a seat whose rolls are
    left out, as the turn message shows its dice itself; `showdown`: the last pot's, shown
    ranked)."""
    events = [ev for ev in ch.events
              if not (ev.get("type") == "rolled" and ev.get("seat") == rolling)]
    told = render.event_lines(events, names, loc, showdown, ante=ante) \
        if ch.kind == "moved" else []
    return shared.change_lines(ch, names, loc, told)


def last_mover(table: Table, players: int) -> int | None:
    """The seat that made the table's last move (None before the first)."""
    if not table.moves:
        return None
    try:
        return split_seat(table.moves[-1], players)[0]
    except Exception:
        return None


class WpPresenter(KeepsPresenter):
    accent = 0x1E8449  # Würfelpoker's green baize: the table's colour
    prefix = c.PREFIX

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        now = self.moment(table, render.READER)
        loc, names, game, pub, is_open, version, status = now
        showdown = pub.showdown if pub is not None else None
        ante = game.rules.ante if game is not None else 1
        # the start: the seats, then the first round's antes and who begins
        started = "\n".join([t("wp-dc-started", loc, seats=shared.seat_order(names)),
                              *render.event_lines(game.setup_events if game else [], names,
                                                  loc)])
        lines, closed = now.told(changes, started,
                                 lambda ch: narrate(ch, names, loc, showdown, ante=ante))
        turn = await now.turn(publisher, table, box, closed, LOBBY, WpRequest, repost=repost)
        if turn is None:
            return
        game, pub, seat, is_ai, request = turn
        mention = turns.mention(table, seat) if request is not None else None
        # the player goes on with what they were doing (their next roll, their raise after
        # their turn, their turn after their answer): named, not pinged again
        continues = seat is not None and last_mover(table, pub.players) == seat
        # the turn message of a player's own roll shows the dice once, not its narration too
        rolling = seat if request is not None and request.phase == REROLL else None
        told = turns.change_lines(changes, loc, playing=True, started=started,
                                  narrate=lambda ch: narrate(ch, names, loc, showdown,
                                                             rolling, ante=ante))[0] \
            if rolling is not None else lines
        # the table message's latest moves say a pot won in one line: its field "Last pot"
        # ranks the hands
        plain = turns.change_lines(changes, loc, playing=True, started=started,
                                   narrate=lambda ch: narrate(ch, names, loc, None,
                                                              ante=ante))[0]
        screen = turns.TurnScreen(
            embed=render.table_embed(table, pub, turns.log_lines(box, plain), status),
            turn=render.turn_text(pub, request, told, names, mention, is_ai, loc),
            buttons=c.turn_buttons(table.id, version, request, render.held(table, pub), loc),
            mention=mention,
            results=render.results_text(pub, lines, names, loc) if game.over else None,
            continues=continues,
            files=render.table_picture(table, pub))
        # only now the awaits: what is shown is one committed state
        await turns.show(publisher, table, box, screen, is_open=is_open, lines=lines,
                         repost=repost, loc=loc)
