"""What the shared publisher shows of a Würfel-Ligretto table: the shared screen presenter
(`cogs.tables.screens.ScreenPresenter`: the lobby, then one live table message drawn from
the front end's `Shown`, edited in place by the shared outbound at most once a second, the
board's picture re-uploaded only when it changed; nobody has a turn, so no ping), and what
is a race's own around it:

- a message for each finished round (the board as its stop left it, which the table message
  never shows: the next round is dealt in the same move), posted before the table shows the
  next round, and before the results at the end;
- when a round opens after its pause, the table message is shown again without the pause
  (`Publisher.refresh`), and so are the open cups (`private_views`: their key, `cup_key`,
  says whether the round is paused);
- what each seat's cup last showed its player at a look (`seen`: the dice another racer
  took first are named on the cup until the next look), forgotten when the table closes.

Everything shown is read from one committed state before the first await.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cogs.ligretto import render
from cogs.tables import private_views, turns
from cogs.tables import render as shared
from cogs.tables.screens import ScreenPresenter
from larry_core.tables.table import Change, Table

REFRESH_MARGIN = 0.25  # s after a round opens before the table message is shown again

if TYPE_CHECKING:
    from cogs.ligretto.front import LgFront
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


class LgPresenter(ScreenPresenter):
    accent = render.ACCENT  # Ligretto's red: the table's colour

    def __init__(self, front: LgFront) -> None:
        super().__init__(front)
        # what each seat's cup last showed at a look, by table and seat: a die that fitted
        # then and no longer does (another took its field) is named on the cup
        self.seen: dict[int, dict[int, Seen]] = {}
        # by table: when its table message is to be shown again (a round pause's end)
        self.timers: dict[int, asyncio.TimerHandle] = {}

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        """A cup is shown on demand (My cup), never sent by DM; a closed table's cups are
        forgotten."""
        if not table.open:
            self.seen.pop(table.id, None)
            timer = self.timers.pop(table.id, None)
            if timer is not None:
                timer.cancel()

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
        private_views.of(publisher).changed(table)  # the open cups: no longer paused

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        """`ScreenPresenter.announce`, with each finished round's message posted before the
        table shows the next round (and before the results)."""
        loc = table.options.language
        names = shared.seat_names(table, loc)
        pub, is_open, status = render.public(table), table.open, table.status
        lines, closed = self.told(table, changes, names, loc)
        screen = self.screen(table, names, lines, box, loc, changes=changes) \
            if pub is not None else None
        ended = self.rounds_to_show(pub, changes, box) if pub is not None else range(0)
        posts = [(number, render.round_end_text(pub, number, names, loc),
                  render.board_picture(table, pub.final_boards[number - 1]))
                 for number in ended if pub is not None]
        if status == "playing" and time.time() < table.round_opens:
            self.show_again(publisher, table)  # the board says the race is paused till then
        # only now the awaits: what is shown is one committed state
        if repost:
            await turns.clear(publisher, table, box)
        if screen is None:
            await self.lobby(publisher, table, box, closed, status)
            return
        for number, text, picture in posts:  # each finished round's board, before the next
            await publisher.send(table, text, files=picture)
            box["rounds_shown"] = number
        await turns.show(publisher, table, box, screen, is_open=is_open, lines=lines,
                         repost=repost, loc=loc)
