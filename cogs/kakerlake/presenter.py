"""What the shared publisher (`cogs.tables.publisher.Publisher`) shows of a Kakerlakenpoker
table: the lobby, then one table message edited in place (displays grouped by animal, hand
sizes, the penalty pile's top, the card on offer by its route and claims only), one turn
message replaced each move that pings only the player who must act and carries that
move's buttons, and a results message at the end. Everything shown is read from one
committed state before the first await (the game's state object is never changed in place).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.kakerlake import components as c
from cogs.kakerlake import render
from cogs.tables import render as shared
from cogs.tables import turns
from cogs.tables.announcing import HandsPresenter, Lobby, Moment
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.attachments import Files
    from cogs.tables.publisher import Publisher

LOBBY = Lobby(render.lobby_embed, c.PREFIX)


def narrate(ch: Change, names: list[str], loc: str, limit: int) -> list[str]:
    """What one committed change says in the channel."""
    told = render.event_lines(ch.events, names, loc, limit) if ch.kind == "moved" else []
    return shared.change_lines(ch, names, loc, told)


class KpPresenter(HandsPresenter):
    accent = 0x7D3C98  # Kakerlakenpoker Royal's purple: the table's colour
    prefix = c.PREFIX

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        game = render.state(table)
        return tuple(game.hand(seat)) if game is not None else None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        """The hand DM: the cards and their picture (the card on offer is not in it)."""
        game = render.state(table)
        if game is None:
            return None
        hand = game.hand(seat)
        text = t("kp-dc-dm-hand", loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 hand=render.hand_text(hand, loc))
        return tuple(hand), text, render.hand_picture(table, list(hand), loc)

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        now = Moment.of(table, render.READER)
        loc, names, game, pub, is_open, version, status = now
        limit = pub.set_limit if pub is not None else 4
        lines, closed = now.told(changes, t("kp-dc-started", loc, seats=shared.seat_order(names)),
                                 lambda ch: narrate(ch, names, loc, limit))
        playing = await now.playing(publisher, table, box, closed, LOBBY, repost=repost)
        if playing is None:
            return
        game, pub = playing
        seat = pub.to_move
        request = KAKERLAKE.request(game, seat) if seat is not None else None
        mention = turns.mention(table, seat)
        screen = turns.TurnScreen(
            embed=render.table_embed(table, pub, turns.log_lines(box, lines), status),
            turn=render.turn_text(table, pub, request, lines, names, mention),
            buttons=c.turn_buttons(table.id, version, request, loc),
            mention=mention,
            results=render.results_text(table, pub, lines, names) if game.over else None,
            continues=pub.phase == "pass",  # looked at the card: now passes it on
            files=render.table_picture(table, pub))
        # only now the awaits: what is shown is one committed state
        await turns.show(publisher, table, box, screen, is_open=is_open, lines=lines,
                         repost=repost, loc=loc)
