"""Würfel-Ligretto: the pure rules engine, its replay protocol, views, requests, AI racers,
the race simulation and the terminal game, and its texts.

docs/dice-rules.md Part D is the rule text, docs/dice-protocol.md §6 the move and replay
interface; `locales/` holds the game's texts (keys `lg-…`); `colours` the colour codes and
the symbol each colour is shown with everywhere. Nothing here imports discord; the table
service drives the game through `larry_core.games.registry.GAMES["ligretto"]`.
"""

from importlib import resources

from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import LgMove, format_move, parse_body, parse_move
from larry_core.games.ligretto.rules import LgRules, LgRulesError
from larry_core.text import add_catalogue

add_catalogue(resources.files(__package__).joinpath("locales"))  # the game's own texts

__all__ = ["LgGame", "LgMove", "LgRules", "LgRulesError", "format_move", "parse_body",
           "parse_move"]
