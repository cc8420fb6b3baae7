"""What the shared `ScreenPresenter` shows of a Va banque table, with the one thing its
screen functions do not get (a workaround, until the shared front end gives it): the
announcement itself, its publisher's row and its changes (`Announced`).

Va banque's narration needs a memory across announcements and restarts: a banker round's
result line names every opponent's final total, told in earlier moves (the round's
calculations are gone from the game's view once the next round starts), so it keeps them
in the publisher's row (`render.Told`). And its table pings a player once per calculation:
it goes on with the player who made this announcement's last move (`VbFront.shown`).
`ScreenFront.narrate`, `started` and `shown` are given neither; `VbPresenter.announce`
lends them to the front for the announcement's synchronous part (everything shown is read
before the first await). Shared change that removes this module: give `narrate` and
`started` the row (``box``) and `shown` the announcement's changes (or their movers).

And one more: the game's start is told in several lines (its order, the first round's
stakes, throw 1) as one entry of the latest moves, which `turns.screen_of` leaves out when
the turn tells it only line by line; `VbPresenter.screen` splits the entries into lines, as
the table message of an embed did (shared change that removes it: split `Board.log`'s
entries into lines in `screen_of`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from cogs.tables import turns
from cogs.tables.screens import ScreenPresenter
from larry_core.tables.table import Change, Table

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher
    from cogs.vabanque.front import VbFront


@dataclass(frozen=True, slots=True)
class Announced:
    """One announcement of a table: the publisher's row and the changes told."""

    box: dict[str, Any] = field(default_factory=dict)
    changes: tuple[Change, ...] = ()

    @property
    def last_mover(self) -> int | None:
        movers = [ch.seat for ch in self.changes if ch.kind == "moved"]
        return movers[-1] if movers else None

    @property
    def started(self) -> bool:
        return any(ch.kind == "started" for ch in self.changes)


class VbPresenter(ScreenPresenter):
    """The shared presenter, the announcement lent to the front (`Announced`)."""

    def __init__(self, front: VbFront) -> None:
        super().__init__(front)
        self.vb = front

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        now = self.vb.announcing[table.id] = Announced(box, tuple(changes))
        try:
            await super().announce(publisher, table, changes, box, repost=repost)
        finally:
            if self.vb.announcing.get(table.id) is now:
                del self.vb.announcing[table.id]

    def screen(self, table: Table, names: Sequence[str], lines: Sequence[str],
               box: dict[str, Any], loc: str) -> turns.TurnScreen:
        shown = super().screen(table, names, lines, box, loc)
        board = shown.embed
        if not isinstance(board, turns.Board):
            return shown
        log = tuple(line for entry in board.log for line in entry.splitlines())
        return replace(shown, embed=replace(board, log=log))
