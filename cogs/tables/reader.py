"""How a game's front end reads a table with its own types (`TableReader`): the game's
state, what everybody may know of it, and its rules, as the game's own classes rather than
the `object` and `Rules` a `Table` holds for every game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from larry_core.tables.table import Table

S = TypeVar("S")  # the game's state
V = TypeVar("V")  # its public view
R = TypeVar("R")  # its rules


class TableReader(Generic[S, V, R]):
    """One game's typed reading of a table. A game's `render` module makes one and exports
    its three readers: ``state, public, rules = TableReader(...).readers()``.

    - `state`: the table's game state (None before the game starts);
    - `public`: what everybody may know of it (None before the game starts);
    - `rules`: the table's rules (a table of another game is a programming error)."""

    def __init__(self, state_type: type[S], public_view: Callable[[S], V],
                 rules_type: type[R]) -> None:
        self.state_type = state_type
        self.public_view = public_view
        self.rules_type = rules_type

    def state(self, table: Table) -> S | None:
        game: object = table.game
        return game if isinstance(game, self.state_type) else None

    def public(self, table: Table) -> V | None:
        game = self.state(table)
        return self.public_view(game) if game is not None else None

    def rules(self, table: Table) -> R:
        r: object = table.options.rules
        assert isinstance(r, self.rules_type), f"a table with {self.rules_type.__name__}"
        return r

    def readers(self) -> tuple[Callable[[Table], S | None], Callable[[Table], V | None],
                               Callable[[Table], R]]:
        """`state`, `public` and `rules`, for a render module to export under those names."""
        return self.state, self.public, self.rules
