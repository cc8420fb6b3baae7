"""Kniffel (Schmidt Spiele's five-dice scoring game): the pure rules engine, its replay
protocol, views, requests and AI.

docs/dice-rules.md Part A is the rule text, docs/dice-protocol.md §1–§3 the move and replay
interface; `locales/` holds the game's texts. Nothing here imports discord; the table
service drives the game through `larry_core.games.registry.GAMES["kniffel"]`.
"""

from importlib import resources

from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.moves import KnMove, format_move, parse_body, parse_move
from larry_core.games.kniffel.rules import KnRules, KnRulesError
from larry_core.text import add_catalogue

add_catalogue(resources.files(__package__).joinpath("locales"))  # the game's own texts

__all__ = ["KnGame", "KnMove", "KnRules", "KnRulesError", "format_move", "parse_body",
           "parse_move"]
