"""Kakerlakenpoker Royal: the pure rules engine, its replay protocol, AI and art.

docs/kakerlakenpoker-rules.md is the rule text, docs/kakerlakenpoker-protocol.md the move and
replay interface; `locales/` holds the game's texts. Nothing here imports discord; the
table service drives the game through `larry_core.games.registry.GAMES["kakerlakenpoker"]`.
"""

from importlib import resources

from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.moves import KpMove, format_move, parse_body, parse_move
from larry_core.games.kakerlake.rules import KpRules, KpRulesError
from larry_core.text import add_catalogue

add_catalogue(resources.files(__package__).joinpath("locales"))  # the game's own texts

__all__ = ["KpGame", "KpMove", "KpRules", "KpRulesError", "format_move", "parse_body",
           "parse_move"]
