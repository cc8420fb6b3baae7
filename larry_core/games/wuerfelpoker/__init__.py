"""Würfelpoker: the pure rules engine, its replay protocol, views, requests, AI and texts.

docs/dice-rules.md Part B is the rule text, docs/dice-protocol.md §4 the move and replay
interface; `locales/` holds the game's texts (keys `wp-…`). Nothing here imports discord; the
table service drives the game through `larry_core.games.registry.GAMES["wuerfelpoker"]`.
"""

from importlib import resources

from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.moves import WpMove, format_move, parse_body, parse_move
from larry_core.games.wuerfelpoker.rules import WpRules, WpRulesError
from larry_core.text import add_catalogue

add_catalogue(resources.files(__package__).joinpath("locales"))  # the game's own texts

__all__ = ["WpGame", "WpMove", "WpRules", "WpRulesError", "format_move", "parse_body",
           "parse_move"]
