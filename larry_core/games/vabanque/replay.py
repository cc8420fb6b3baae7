"""The replay protocol of Va banque (docs/dice-protocol.md §1–§2, §5): a JSON document in,
a JSON result out; never raises for bad input."""

from __future__ import annotations

from typing import Any

from larry_core.games.dice import read_document, replay, replay_output
from larry_core.games.documents import DocumentError, brief, is_int
from larry_core.games.vabanque.engine import MAX_CHIPS, VbGame
from larry_core.games.vabanque.moves import parse_move
from larry_core.games.vabanque.rules import VbRules, VbRulesError

GAME = "vabanque"
PLAYERS = (2, 5)


def read_game(doc: Any) -> tuple[VbGame, Any]:
    """The game a document starts and the document read (DocumentError if malformed)."""
    document = read_document(doc, game=GAME, players=PLAYERS, own_keys=frozenset({"chips"}))
    try:
        rules = VbRules.from_dict(document.rules)
    except (VbRulesError, TypeError) as exc:
        raise DocumentError(str(exc)) from None
    chips = _chips(document.extra.get("chips"), document.players)
    game = VbGame(document.players, rules, document.seed, document.start, chips,
                  dice=document.dice())
    return game, document


def _chips(value: Any, players: int) -> list[int] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != players:
        raise DocumentError(f"chips must be a list of exactly {players} integers")
    for i, chips in enumerate(value):
        if not is_int(chips) or not 0 <= chips <= MAX_CHIPS:
            raise DocumentError(f"chips must be integers from 0 to {MAX_CHIPS:,} "
                                f"(chips[{i}] is {brief(chips)})")
    return list(value)


def replay_document(doc: Any) -> dict[str, Any]:
    """Apply a document's moves in order (protocol §2.3); malformed: the error document."""

    def read() -> dict[str, Any]:
        game, document = read_game(doc)
        return replay_output(game, document, parse_move, game.protocol_view)

    return replay(read)
