"""Va banque (große Bank): the pure rules engine, its replay protocol, AI and texts.

docs/dice-rules.md Part C is the rule text, docs/dice-protocol.md §5 the move and replay
interface; `locales/` holds the game's texts. Nothing here imports discord; the table service
drives the game through `larry_core.games.registry.GAMES["vabanque"]`.
"""

from importlib import resources

from larry_core.games.vabanque.engine import VbGame
from larry_core.games.vabanque.moves import OPS, format_move, parse_body, parse_move
from larry_core.games.vabanque.rules import VbRules, VbRulesError
from larry_core.text import add_catalogue

add_catalogue(resources.files(__package__).joinpath("locales"))  # the game's own texts

__all__ = ["OPS", "VbGame", "VbRules", "VbRulesError", "format_move", "parse_body",
           "parse_move"]
