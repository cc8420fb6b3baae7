"""What the shared publisher (`cogs.tables.publisher.Publisher`) shows of a Larry table: the
lobby (edited in place), then the one live table message every turn game has
(`cogs.tables.turns`): the round, the pile and the limit, every player's cards and points,
the pictures of the latest revealed pile or round's results, the earlier moves, then what
just happened and who must act (pinged when the turn comes to them), and that move's
buttons.
It is edited in place while the same player goes on (a doubter starting the next pile) and
while an AI plays, and posted anew at the bottom with a ping when the turn comes to another
human. At the end it keeps its final state without buttons, and one results message with
the bluff report follows. The hands go to their owners alone (DMs, **My hand**)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.larry import after, pictures, render
from cogs.larry import components as c
from cogs.tables import choosing, turns
from cogs.tables import render as shared
from cogs.tables.attachments import Files, files
from larry_core.games.larry.views import PublicView
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher

MAX_FILES = 10  # Discord's limit of attachments per message (and of a media gallery)
Picture = tuple[bytes, str, str]  # a public picture: png, file name, description


class LarryPresenter:
    """Larry's tables: the shared table screen (`turns.show`) of Larry's state, and the
    hand DMs."""

    accent = 0xD35400  # Larry's orange: the table's colour

    def __init__(self) -> None:
        # each table's latest public pictures (a revealed pile, a round's results) and the
        # move count when they were shown: they stay on the table until every player had a
        # turn since (an AI's next move comes within seconds), or newer ones replace them.
        # Kept in memory only: after a restart the moves' text tells the same.
        self.pictures: dict[int, tuple[int, list[Picture]]] = {}

    def turn_prefix(self, table: Table) -> str:
        return f"larry:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        if change.kind in ("started", "moved"):
            publisher.send_hands(table)  # each DM is edited only if that hand changed

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        return tuple(table.game.hand(seat)) if table.game is not None else None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        if table.game is None:
            return None
        view = table.game.view_for(seat)
        text = t("dc-dm-hand", loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 round=view.public.round, hand=render.hand_text(view.hand, loc))
        return tuple(view.hand), text, pictures.hand(table, view.hand, loc)

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        """Show the table's latest committed state and what happened since the last
        announcement (`box`, the publisher's row, is updated in place). Everything shown is
        read from one committed state before the first await."""
        loc = table.options.language
        names = render.seat_names(table, loc)
        pv = table.game.public_view() if table.game is not None else None
        is_open, version, status = table.open, table.version, table.status
        shown: list[Picture] = []  # the pictures these changes call for
        for ch in changes:
            if ch.kind == "moved":
                shown += pictures.for_change(table, ch.events, names, loc)
        lines, closed = turns.change_lines(
            changes, loc, playing=pv is not None, started=started(changes, pv, names, loc),
            narrate=lambda ch: render.change_lines(ch, names, pv, loc))
        if repost:
            await turns.clear(publisher, table, box)
        if pv is None:
            await publisher.show_lobby(table, box, closed, status, lobby=render.lobby_embed,
                                       buttons=c.lobby_view)
            return
        if box.get("turn"):  # an older layout's turn message gives way to the table
            await publisher.delete(table, box.pop("turn", None))
            box.pop("buttons", None)
            box.pop("told", None)
        seat = pv.to_move if pv.phase != "over" else None
        mention = turns.mention(table, seat)
        ai = seat is not None and table.is_ai(seat)
        # the turn tells the newest lines; the moves before them are a block of their own
        # (Larry's moves repeat word for word: "Bob draws 2 cards." must not vanish there)
        log = turns.log_lines(box, lines)
        earlier = log[:max(len(log) - len(lines), 0)]
        screen = turns.TurnScreen(
            embed=render.table_embed(table, pv, earlier, status, earlier=True),
            turn=render.turn_text(lines, pv, names, loc, mention, ai=ai),
            buttons=c.turn_buttons(table.id, version, pv, loc, choosing.controls(
                c.calls(pv, loc) if seat is not None and not ai else (), table.id, version,
                frozenset()).controls) if is_open else [],
            mention=mention,
            results=None if is_open else shared.results_text(
                [*lines, *after.report_lines(table, names, loc)], loc),
            files=files(self.on_table(table, pv, shown)))
        if not is_open:
            self.pictures.pop(table.id, None)
        # only now the awaits: what is shown is one committed state
        await turns.show(publisher, table, box, screen, is_open=is_open, lines=lines,
                         repost=repost, loc=loc)

    def on_table(self, table: Table, pv: PublicView, shown: list[Picture]) -> list[Picture]:
        """The pictures the table shows now: `shown`, the ones these changes call for, else
        the latest earlier ones until every player had a turn since them."""
        if shown:
            self.pictures[table.id] = (pv.moves_applied, shown[-MAX_FILES:])
        kept = self.pictures.get(table.id)
        if kept is None or pv.moves_applied - kept[0] >= len(pv.hand_sizes):
            self.pictures.pop(table.id, None)
            return []
        return kept[1]


def started(changes: list[Change], pv: PublicView | None, names: list[str],
            loc: str) -> str:
    """The line of the game's start: the playing order, and who starts."""
    start = next((ch.params.get("start") for ch in changes if ch.kind == "started"), None)
    if not isinstance(start, int) and pv is not None:
        start = pv.to_move
    who = names[start] if isinstance(start, int) and 0 <= start < len(names) else "?"
    return t("game-started", loc, seats=shared.seat_order(names), starter=who)
