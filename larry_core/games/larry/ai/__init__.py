"""AI players: strategies that choose a move from what one seat may know.

A strategy never sees the `Game`. It gets

- `view`: `game.seat_view(seat)` — its own hand plus the public state;
- `legal`: `game.legal_moves(seat)` — derived from the own hand and public state only;
- `history`: the game's events so far, in order: every PUBLIC event (one without a `"to"`
  key) and, optionally, the seat's own private events (those whose `"to"` includes the seat:
  its drawn cards, a gift it gave or got). Events private to other seats must never be
  passed; `seat_history` filters a raw event list accordingly;
- `rng`: the caller's seeded `random.Random` (the only source of randomness).

It returns a member of `legal`: on its own turn a move of that turn; otherwise (or first) a
`catch` when `view.public.catchable` is another seat. Strategies may keep a small memory of
their own past choices (e.g. which card they placed face down); it is an optimisation, never
needed for legality.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from larry_core.games.larry.events import visible, visible_events
from larry_core.games.larry.legal import LegalMoves
from larry_core.games.larry.moves import Move
from larry_core.games.larry.views import SeatView

if TYPE_CHECKING:
    from larry_core.games.larry.engine import Game

Event = Mapping[str, Any]


@runtime_checkable
class Strategy(Protocol):
    """Chooses one move for the seat of `view`; must return a member of `legal`."""

    def choose(self, view: SeatView, legal: LegalMoves, history: Sequence[Event],
               rng: random.Random) -> Move: ...


def visible_to(event: Event, seat: int) -> bool:
    """Whether `seat` may see `event` (`larry_core.games.larry.events.visible`)."""
    return visible(event, seat)


def seat_history(events: Iterable[Event], seat: int) -> list[Event]:
    """The events `seat` may know: all public ones plus its own private ones, in order."""
    return visible_events(events, seat)


from larry_core.games.larry.ai.random_ai import RandomStrategy  # noqa: E402
from larry_core.games.larry.ai.reasoned import ReasonedStrategy  # noqa: E402

STRATEGIES: dict[str, type] = {"random": RandomStrategy, "reasoned": ReasonedStrategy}


def get_strategy(name: str) -> Strategy:
    """A fresh strategy instance by name (`random` or `reasoned`); KeyError otherwise."""
    try:
        cls = STRATEGIES[name]
    except KeyError:
        raise KeyError(f"unknown AI strategy {name!r}; choose from {sorted(STRATEGIES)}") from None
    strategy: Strategy = cls()
    return strategy


def ai_move(game: Game, seat: int, strategy: Strategy, history: Iterable[Event],
            rng: random.Random) -> Move:
    """The strategy's move for `seat`: builds the seat's view and legal moves itself and
    drops any event private to another seat, so the strategy never touches the `Game`."""
    view = game.seat_view(seat)
    legal = game.legal_moves(seat)
    if not len(legal):
        raise ValueError(f"seat {seat} has no legal move")
    return strategy.choose(view, legal, seat_history(history, seat), rng)


__all__ = [
    "STRATEGIES",
    "RandomStrategy",
    "ReasonedStrategy",
    "Strategy",
    "ai_move",
    "get_strategy",
    "seat_history",
    "visible_to",
]
