"""The replay protocol of Würfelpoker (docs/dice-protocol.md §1–§2, §4): a JSON document in,
a JSON result out; a malformed document is `{"ok": false, "error": …}`, never an exception."""

from __future__ import annotations

from typing import Any

from larry_core.games.dice import DiceDocument, read_document, replay, replay_output
from larry_core.games.documents import DocumentError, is_int
from larry_core.games.wuerfelpoker.engine import MAX_START_CHIPS, WpGame
from larry_core.games.wuerfelpoker.moves import parse_move
from larry_core.games.wuerfelpoker.rules import WpRules, WpRulesError

GAME = "wuerfelpoker"
PLAYERS = (2, 5)
OWN_KEYS = frozenset({"chips"})


def new_game(document: DiceDocument) -> WpGame:
    """The game a document starts (its rules, seed, start, rolls and chips), before any
    move; DocumentError for invalid rules or chips."""
    try:
        rules = WpRules.from_dict(document.rules)
    except (WpRulesError, TypeError) as exc:
        raise DocumentError(str(exc)) from None
    chips = document.extra.get("chips")
    if chips is not None:
        players = document.players
        if (not isinstance(chips, list) or len(chips) != players
                or not all(is_int(c) and 0 <= c <= MAX_START_CHIPS for c in chips)):
            raise DocumentError(f"chips must be a list of exactly {players} integers from 0 "
                                f"to {MAX_START_CHIPS:,}")
    return WpGame(document.players, rules, document.seed, document.start, chips,
                  document.rolls)


def read(doc: Any) -> tuple[DiceDocument, WpGame]:
    """The document read and its game set up, or DocumentError."""
    document = read_document(doc, game=GAME, players=PLAYERS, own_keys=OWN_KEYS)
    return document, new_game(document)


def replay_document(doc: Any) -> dict[str, Any]:
    """Apply a document's moves in order (§1–§4); never raises for bad input."""

    def run() -> dict[str, Any]:
        document, game = read(doc)
        return replay_output(game, document, parse_move, game.protocol_view)

    return replay(run)
