"""The replay protocol of Kniffel (docs/dice-protocol.md §1–§3): a JSON document in, a JSON
result out. Never raises for bad input: a malformed document is `{"ok": false, "error": …}`.
"""

from __future__ import annotations

from typing import Any

from larry_core.games.dice import read_document, replay, replay_output
from larry_core.games.documents import DocumentError
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.moves import parse_move
from larry_core.games.kniffel.rules import KnRules, KnRulesError

GAME = "kniffel"
PLAYERS = (1, 8)
OWN_KEYS = frozenset({"sheets", "extra"})


def game_of(doc: Any) -> tuple[KnGame, Any]:
    """The game a document starts (before its moves) and the read document, or
    DocumentError."""
    document = read_document(doc, game=GAME, players=PLAYERS, own_keys=OWN_KEYS)
    try:
        rules = KnRules.from_dict(document.rules)
    except (KnRulesError, TypeError) as exc:
        raise DocumentError(str(exc)) from None
    sheets = document.extra.get("sheets")
    extra = document.extra.get("extra")
    if sheets is not None and not isinstance(sheets, list):
        raise DocumentError(f"sheets must be a list of exactly {document.players} objects")
    if extra is not None and not isinstance(extra, list):
        raise DocumentError(f"extra must be a list of exactly {document.players} integers")
    try:
        game = KnGame(document.players, rules, document.seed, document.start,
                      rolls=document.rolls, sheets=sheets, extra=extra)
    except ValueError as exc:
        raise DocumentError(str(exc)) from None
    return game, document


def replay_document(doc: Any) -> dict[str, Any]:
    """Apply a document's moves in order (protocol §1–§3); never raises for bad input."""

    def read() -> dict[str, Any]:
        game, document = game_of(doc)
        return replay_output(game, document, parse_move, game.protocol_view)

    return replay(read)
