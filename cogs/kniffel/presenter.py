"""What the shared publisher shows of a Kniffel table: the lobby, then one table message
edited in place (every player's column of the block, whose turn, the dice, the latest
moves; above them the block as a picture where the table shows pictures), one turn message
replaced each move (the dice and that move's buttons), and the results at the end. The turn
message pings its player once per turn — when the turn comes to them — and not again for
each of their own rolls. Everything shown is read from one committed state before the first
await.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.kniffel import coach, render
from cogs.kniffel import components as c
from cogs.tables import render as shared
from cogs.tables import turns
from cogs.tables.announcing import KeepsPresenter, Lobby
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.views import KnPublicView
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher

LOBBY = Lobby(render.lobby_embed, c.PREFIX)


def narrate(ch: Change, names: list[str], loc: str, rolling: int | None = None) -> list[str]:
    """What one committed change says in the channel (`rolling`: a seat whose rolls are
    left out, as the turn message shows its dice itself)."""
    events = [ev for ev in ch.events
              if not (ev.get("type") == "rolled" and ev.get("seat") == rolling)]
    told = render.event_lines(events, names, loc) if ch.kind == "moved" else []
    return shared.change_lines(ch, names, loc, told)


class KnPresenter(KeepsPresenter):
    accent = 0x2471A3  # Kniffel's blue: the table's colour
    prefix = c.PREFIX

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        now = self.moment(table, render.READER)
        loc, names, game, pub, is_open, version, status = now
        started = t("kn-dc-started", loc, seats=shared.seat_order(names))
        lines, closed = now.told(changes, started, lambda ch: narrate(ch, names, loc))
        turn = await now.turn(publisher, table, box, closed, LOBBY, KNIFFEL.request, repost=repost)
        if turn is None:
            return
        game, pub, seat, is_ai, request = turn
        # the turn has just come to this player (their first roll is due): ping them once
        mention = turns.mention(table, seat) if request is not None and request.first \
            else None
        # the turn message of a player's own roll shows the dice once, not its narration too
        rolling = seat if request is not None and not request.first else None
        told = turns.change_lines(changes, loc, playing=True, started=started,
                                  narrate=lambda ch: narrate(ch, names, loc, rolling))[0] \
            if rolling is not None else lines
        picture = render.block_picture(table, pub)
        screen = turns.TurnScreen(
            embed=render.table_embed(table, pub, turns.log_lines(box, lines), status,
                                     pictured=picture is not None),
            turn=render.turn_text(pub, request, told, names, mention, is_ai, loc),
            buttons=coach.with_hint(c.turn_buttons(table.id, version, request,
                                                   render.held(table, pub), loc),
                                    table, version, request, loc),
            mention=mention,
            results=results(table, pub, lines, names, loc) if game.over else None,
            files=picture,
            text_table=render.text_block(table, pub) if picture is not None else None)
        # only now the awaits: what is shown is one committed state
        await turns.show(publisher, table, box, screen, is_open=is_open, lines=lines,
                         repost=repost, loc=loc)
        # the coach (issue 53): its table made ready while the game is played, the reviews
        # after it
        if game.over:
            await coach.after_game(publisher, table, box)
        else:
            coach.warm(render.rules(table))


def results(table: Table, pub: KnPublicView, lines: list[str], names: list[str],
            loc: str) -> str:
    """The results message; at a table with hints, that its game is not rated."""
    text = render.results_text(pub, lines, names, loc)
    return f"{text}\n{t('kn-coach-hints-on', loc)}" if table.options.hints else text
