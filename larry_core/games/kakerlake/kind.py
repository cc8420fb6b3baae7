"""Kakerlakenpoker Royal behind the game seam (`larry_core.games.base.GameKind`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.base import Option, Strategy
from larry_core.games.kakerlake.ai import get_strategy
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.events import Event, visible
from larry_core.games.kakerlake.moves import KpMove, format_move, parse_body
from larry_core.games.kakerlake.request import KpRequest
from larry_core.games.kakerlake.rules import KpRules
from larry_core.games.kakerlake.views import KpPublicView, KpSeatView, public_view, seat_view


class Kakerlake:
    """States are `KpGame`; moves `KpMove`; rules `KpRules`."""

    name = "kakerlakenpoker"
    min_players = 2
    max_players = 6
    options: tuple[Option, ...] = (
        Option("special_cards", True),
        Option("royal_chain", True),
        Option("penalty_special", "display", choices=("display", "hand")),
        Option("joker_wild", False),  # a laid-out joker counts for every animal
    )

    def rules(self, values: Mapping[str, Any]) -> KpRules:
        return KpRules(special_cards=values["special_cards"], royal_chain=values["royal_chain"],
                       penalty_special=values["penalty_special"],
                       joker_in_display="wild" if values["joker_wild"] else "none")

    def rules_from_dict(self, doc: Any) -> KpRules:
        return KpRules.from_dict(doc)

    def option_values(self, rules: KpRules) -> dict[str, Any]:
        return {"special_cards": rules.special_cards, "royal_chain": rules.royal_chain,
                "penalty_special": rules.penalty_special,
                "joker_wild": rules.joker_in_display == "wild"}

    def new(self, players: int, rules: KpRules | None, seed: int) -> KpGame:
        return KpGame(players, rules, seed)

    def copy(self, state: KpGame) -> KpGame:
        return state.copy()

    def apply(self, state: KpGame, seat: int, move: KpMove) -> list[dict[str, Any]]:
        return state.apply(seat, move)

    def parse(self, body: str) -> KpMove:
        return parse_body(body)

    def format(self, seat: int, move: KpMove) -> str:
        return format_move(seat, move)

    def actors(self, state: KpGame) -> list[int]:
        """Only the player whose move is expected ever acts (RULES §15)."""
        return [] if state.over or state.to_move is None else [state.to_move]

    def turn(self, state: KpGame) -> int | None:
        return None if state.over else state.to_move

    def legal_moves(self, state: KpGame, seat: int) -> list[KpMove]:
        return state.legal_moves(seat)

    def public_view(self, state: KpGame) -> KpPublicView:
        return public_view(state)

    def seat_view(self, state: KpGame, seat: int) -> KpSeatView:
        return seat_view(state, seat)

    def request(self, state: KpGame, seat: int) -> KpRequest:
        return KpRequest(state, seat)

    def over(self, state: KpGame) -> bool:
        return state.over

    def scores(self, state: KpGame) -> Sequence[int]:
        """No score in this game: 1 for every winner, 0 for the loser once it is over."""
        return state.scores()

    def winners(self, state: KpGame) -> Sequence[int]:
        return state.winners or ()

    def new_round(self, events: Sequence[Event]) -> bool:
        return False  # one game is one round

    def visible(self, event: Event, seat: int | None) -> bool:
        return visible(event, seat)

    def strategy(self, name: str) -> Strategy:
        return get_strategy(name)


KAKERLAKE = Kakerlake()
