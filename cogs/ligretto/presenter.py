"""What the shared publisher shows of a Würfel-Ligretto table: the lobby, then one table
message edited in place (the board as text and, where the table shows pictures, as a
picture; every player's dice left and total; the latest moves) with one button, **My cup**,
and the results at the end. Nobody has a turn, so there is no turn message and no ping: each
player looks into their own cup (an ephemeral message) whenever they like.

Everything shown is read from one committed state before the first await.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.ligretto import components as c
from cogs.ligretto import render
from cogs.tables import render as shared
from cogs.tables import turns
from larry_core.tables.table import Change, Table
from larry_core.text import t

Seen = tuple[int, frozenset[tuple[str, int]]]  # a cup's round and the dice it showed as fitting

if TYPE_CHECKING:
    from cogs.tables.attachments import Files
    from cogs.tables.publisher import Publisher


class LgPresenter:
    def __init__(self) -> None:
        # what each player's cup last showed as fitting, by table and user: a die that
        # fitted then and no longer does (another took its field) is named at the next look
        self.seen: dict[int, dict[int, Seen]] = {}

    def turn_prefix(self, table: Table) -> str:
        """No turn buttons to retire: the table message's My cup stays live (it reads the
        current state), and cups are ephemeral."""
        return f"{c.PREFIX}:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        """A cup is shown on demand (My cup), never sent by DM; a closed table's cups are
        forgotten."""
        if not table.open:
            self.seen.pop(table.id, None)

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        return None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        return None

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        loc = table.options.language
        names = render.seat_names(table, loc)
        game = render.state(table)
        is_open, status = table.open, table.status
        pub = render.public(table)
        rounds = pub.rounds if pub is not None else 0
        started = t("lg-dc-started", loc, seats=shared.seat_order(names))
        lines, closed = turns.change_lines(
            changes, loc, playing=game is not None, started=started,
            narrate=lambda ch: shared.change_lines(
                ch, names, loc,
                render.event_lines(ch.events, names, rounds, loc) if ch.kind == "moved"
                else []))
        if repost:
            await turns.clear(publisher, table, box)
        if game is None or pub is None:
            await publisher.show_lobby(table, box, closed, status, lobby=render.lobby_embed,
                                       buttons=c.lobby_view)
            return
        embed = render.table_embed(table, pub, turns.log_lines(box, lines), status)
        files = render.board_picture(table, pub)
        view = c.table_view(table.id, loc) if is_open else None
        results = render.results_text(pub, names, loc) if render.over(pub) else \
            shared.results_text(list(lines), loc)
        # only now the awaits: what is shown is one committed state
        mid = box.get("table")
        if mid:
            await publisher.edit(table, int(mid), content=None, embed=embed, view=view,
                                 files=files)
        else:
            box["table"] = (await publisher.send(table, None, embed=embed, files=files,
                                                 view=view)).id
        if not is_open and not box.get("results"):
            box["results"] = (await publisher.send(table, results)).id
