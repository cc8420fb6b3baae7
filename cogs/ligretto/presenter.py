"""What the shared publisher shows of a Würfel-Ligretto table: the lobby, then one live table
message (Components V2, `cogs.tables.layout`, in Ligretto's red): the board as a picture
inline (as text where the table shows no pictures), every player's dice left, rerolls and
total, the latest placements, stops and results, the state of the race (on; paused after a
"Ligretto Stopp" until the next round opens, counted down by Discord; over) and one button,
**My cup**. The lobby becomes that message: the start edits it in place (its embed and
content cleared), the message everybody just joined at, at no cost of a deletion and a new
post. Every press changes the board, and the board is only ever edited: the shared outbound
writes it at most once a second, the latest state winning, and re-uploads its picture only
when the board changed. A message is posted for each finished round (the board as its stop
left it, which the table message never shows: the next round is dealt in the same move),
and the results at the end. Nobody has a turn, so there is no turn message and no ping:
each player looks into their own cup (an ephemeral message) whenever they like. When a
round opens, the table message is shown again (`Publisher.refresh`), without the pause.

Everything shown is read from one committed state before the first await.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cogs.ligretto import components as c
from cogs.ligretto import render
from cogs.tables import render as shared
from cogs.tables import turns
from cogs.tables.announcing import Lobby, Moment
from cogs.tables.layout import layout
from larry_core.tables.table import Change, Table
from larry_core.text import t

LOBBY = Lobby(render.lobby_embed, c.PREFIX)
REFRESH_MARGIN = 0.25  # s after a round opens before the table message is shown again

if TYPE_CHECKING:
    from cogs.tables.attachments import Files
    from cogs.tables.publisher import Publisher
    from larry_core.games.ligretto.request import LgRequest
    from larry_core.games.ligretto.views import LgPublicView


@dataclass(frozen=True, slots=True)
class Seen:
    """What a cup showed: its throw (`LgRequest.throw`), its dice and those that fitted."""

    throw: tuple[int, int]
    dice: tuple[tuple[str, int], ...]
    fitting: frozenset[tuple[str, int]]

    @classmethod
    def of(cls, request: LgRequest) -> Seen:
        return cls(request.throw, tuple((d.colour, d.value) for d in request.dice),
                   frozenset((d.colour, d.value) for d in request.dice if d.fits))


class LgPresenter:
    accent = 0xC0392B  # Ligretto's red: the table's colour

    def __init__(self) -> None:
        # what each player's cup last showed as fitting, by table and user: a die that
        # fitted then and no longer does (another took its field) is named at the next look
        self.seen: dict[int, dict[int, Seen]] = {}
        # by table: when its table message is to be shown again (a round pause's end)
        self.timers: dict[int, asyncio.TimerHandle] = {}

    def turn_prefix(self, table: Table) -> str:
        """No turn buttons to retire: the table message's My cup stays live (it reads the
        current state), and cups are ephemeral."""
        return f"{c.PREFIX}:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        """A cup is shown on demand (My cup), never sent by DM; a closed table's cups are
        forgotten."""
        if not table.open:
            self.seen.pop(table.id, None)
            timer = self.timers.pop(table.id, None)
            if timer is not None:
                timer.cancel()

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        return None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        return None

    @staticmethod
    def rounds_to_show(pub: LgPublicView, changes: list[Change],
                       box: dict[str, Any]) -> range:
        """The finished rounds whose message (their board at the stop, points, rerolls) is
        still to be posted: those after the last one posted (`box["rounds_shown"]`; in a row
        kept before there was any, the rounds these changes ended)."""
        done = len(pub.round_scores)
        if "rounds_shown" in box:
            return range(int(box["rounds_shown"]) + 1, done + 1)
        told = sum(ev.get("type") == "round_over" for ch in changes for ev in ch.events)
        return range(done - min(told, done) + 1, done + 1)

    def show_again(self, publisher: Publisher, table: Table) -> None:
        """Have the table message shown again once the round opens (the pause's end)."""
        old = self.timers.pop(table.id, None)
        if old is not None:
            old.cancel()
        delay = max(0.0, table.round_opens - time.time()) + REFRESH_MARGIN
        self.timers[table.id] = asyncio.get_running_loop().call_later(
            delay, self._refresh, publisher, table)

    def _refresh(self, publisher: Publisher, table: Table) -> None:
        self.timers.pop(table.id, None)
        # only while that publisher still shows this table (not after a close or restart)
        if publisher.bot.is_closed() or publisher.presenters.get(table.options.game) is not self \
                or publisher.service.tables.get(table.id) is not table:
            return
        publisher.refresh(table)

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        now = Moment.of(table, render.READER)
        loc, names, _, pub, is_open, _, status = now
        rounds = pub.rounds if pub is not None else 0
        started = t("lg-dc-started", loc, seats=shared.seat_order(names))
        lines, closed = now.told(changes, started, lambda ch: shared.change_lines(
            ch, names, loc,
            render.event_lines(ch.events, names, rounds, loc) if ch.kind == "moved" else []))
        playing = await now.playing(publisher, table, box, closed, LOBBY, repost=repost)
        if playing is None:
            return
        _, pub = playing
        controls = [(c.cup_id(table.id), t("lg-btn-cup", loc), "primary")] if is_open else []
        screen = render.table_screen(table, pub, turns.log_lines(box, lines), status,
                                     accent=self.accent, controls=controls)
        view = layout(screen)
        plain = layout(screen.without_pictures()) if screen.pictures is not None else None
        results = render.results_text(pub, names, loc) if render.over(pub) else \
            shared.results_text(list(lines), loc)
        ended = self.rounds_to_show(pub, changes, box)
        shown = [(number, render.round_end_text(pub, number, names, loc),
                  render.board_picture(table, pub.final_boards[number - 1]))
                 for number in ended]
        if status == "playing" and time.time() < table.round_opens:
            self.show_again(publisher, table)  # the board says the race is paused till then
        # only now the awaits: what is shown is one committed state
        for number, text, picture in shown:  # each finished round's board, before the next
            await publisher.send(table, text, files=picture)
            box["rounds_shown"] = number
        mid = box.get("table")
        if mid:  # the lobby or the board: every edit clears a V1 message's content and
            # embed (a later edit replaces a pending one whole, the lobby's turn included)
            await publisher.edit(table, int(mid), content=None, embed=None, view=view,
                                 files=screen.pictures, plain=plain)
        else:
            box["table"] = (await publisher.send(table, None, view=view,
                                                 files=screen.pictures, plain=plain)).id
        if not is_open and not box.get("results"):
            box["results"] = (await publisher.send(table, results)).id
