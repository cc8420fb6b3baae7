"""What the shared tables show of a Kniffel table (`cogs.tables.screens.ScreenPresenter`),
and the little that is Kniffel's own around it: the table is posted anew with a ping when a
player's turn begins (their first roll), not for each of their rolls; while they roll, the
turn line leaves their own rolls out (it shows their dice); the coach's Hint button stays on
the table while dice are kept or released; and the coach's table is made ready while the
game is played, its reviews posted after it (`coach`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from cogs.kniffel import coach, render
from cogs.tables import turns
from cogs.tables.layout import Control, Screen
from cogs.tables.screens import ScreenPresenter
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.tables.table import Change, Table

if TYPE_CHECKING:
    from cogs.kniffel.front import KnFront
    from cogs.tables.publisher import Publisher


@dataclass(frozen=True, slots=True)
class HintedScreen(Screen):
    """A live table screen whose `extras` (the Hint button) stay beside whatever controls
    replace its own (a die kept or released redraws the choices alone)."""

    extras: tuple[Control, ...] = ()

    def with_controls(self, controls: Sequence[Control]) -> Screen:
        own = tuple(controls)
        return replace(self, controls=(*own, *self.extras) if own else own)


class KnPresenter(ScreenPresenter):
    front: KnFront

    def __init__(self, front: KnFront) -> None:
        super().__init__(front)
        self._changes: dict[int, Sequence[Change]] = {}  # the announce being drawn, per table

    def told_now(self, table: Table) -> tuple[str, ...] | None:
        """The turn line's account of the changes being announced (`KnFront.told`)."""
        changes = self._changes.get(table.id)
        return None if changes is None else \
            self.front.told(table, changes, table.options.language)

    def screen(self, table: Table, names: Sequence[str], lines: Sequence[str],
               box: dict[str, Any], loc: str) -> turns.TurnScreen:
        made = super().screen(table, names, lines, box, loc)
        self._changes.pop(table.id, None)
        seat = KNIFFEL.turn(table.game) if table.game is not None else None
        game = render.state(table)
        first = game is not None and seat is not None and not table.is_ai(seat) \
            and KNIFFEL.request(game, seat).first
        return made if first else replace(made, mention=None)

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        # read before the first await: what is shown is one committed state
        game, rules = render.state(table), render.rules(table)
        self._changes[table.id] = changes  # read by `screen`, before the first await
        try:
            await super().announce(publisher, table, changes, box, repost=repost)
        finally:
            self._changes.pop(table.id, None)
        keep_hint(publisher, table.id)
        # the coach (issue 53): its table made ready while the game is played, the reviews
        # after it
        if game is not None and game.over:
            await coach.after_game(publisher, table, box)
        elif game is not None:
            coach.warm(rules)


def keep_hint(publisher: Publisher, table: int) -> None:
    """The live screen of `table` keeps its Hint button when a die's toggle redraws it."""
    live = publisher.screens.get(table)
    if live is None or isinstance(live, HintedScreen):
        return
    hint = tuple(c for c in live.controls
                 if isinstance(c, tuple) and c[0].startswith(f"{coach.HINT_PREFIX}:"))
    if hint:
        publisher.screens[table] = HintedScreen(
            **{f.name: getattr(live, f.name) for f in fields(live)}, extras=hint)
