"""Larry rules engine and the async table service built on it.

The engine (`Game`) is pure: no I/O, no discord, no module-level randomness. A game is its
options, its seed and its accepted moves; replaying those rebuilds it exactly.
"""

from larry_core.cards import CODES, card_code, card_index
from larry_core.engine import Game, PublicView, SeatView
from larry_core.errors import IllegalMove
from larry_core.moves import Move, format_move, parse_move
from larry_core.rules import RuleSet

__all__ = [
    "CODES",
    "Game",
    "IllegalMove",
    "Move",
    "PublicView",
    "RuleSet",
    "SeatView",
    "card_code",
    "card_index",
    "format_move",
    "parse_move",
]
