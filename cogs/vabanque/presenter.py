"""What the shared `ScreenPresenter` shows of a Va banque table, with the one thing its
screen functions do not get: the announcement itself, its publisher's row and its changes
(`Announced`).

Va banque's narration needs a memory across announcements and restarts: a banker round's
result line names every opponent's final total, told in earlier moves (the round's
calculations are gone from the game's view once the next round starts), so it keeps them
in the publisher's row (`render.Told`). `ScreenFront.narrate` and `started` are not given
the row; `VbPresenter.announce` lends it to the front for the announcement's synchronous
part (everything shown is read before the first await). What removes this module: the
round's totals in the game's public view, where the narration would read them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

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
