"""What the shared tables show of a Kniffel table (`cogs.tables.screens.ScreenPresenter`),
and the little that is Kniffel's own around it: the coach's table is made ready while the
game is played, its reviews posted after it (`coach`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.kniffel import coach, render
from cogs.tables.screens import ScreenPresenter
from larry_core.tables.table import Change, Table

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher


class KnPresenter(ScreenPresenter):
    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        # read before the first await: what is shown is one committed state
        game, rules = render.state(table), render.rules(table)
        await super().announce(publisher, table, changes, box, repost=repost)
        # the coach (issue 53): its table made ready while the game is played, the reviews
        # after it
        if game is not None and game.over:
            await coach.after_game(publisher, table, box)
        elif game is not None:
            coach.warm(rules)
