"""The replay protocol of docs/conformance.md: a JSON game document in, a JSON result out."""

from __future__ import annotations

from typing import Any

from larry_core.games.documents import DocumentError, apply_document
from larry_core.games.larry.events import visible
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.moves import parse_move

# The fields docs/conformance.md gives each event; the engine's events may carry more for
# narrators (a reveal's claim and responsible seat), which the protocol leaves out.
PROTOCOL_FIELDS: dict[str, tuple[str, ...]] = {
    "revealed": ("type", "cards", "sum", "larries", "correct"),
    "round_over": ("type", "round", "scores"),
}


def protocol_event(event: dict[str, Any]) -> dict[str, Any]:
    """`event` as the replay protocol shows it."""
    fields = PROTOCOL_FIELDS.get(event["type"])
    return event if fields is None else {k: event[k] for k in fields if k in event}


def replay_document(doc: Any) -> dict[str, Any]:
    """Apply a document's moves in order; never raises for bad input."""
    try:
        log = GameLog.from_dict(doc, capped=True)
        game = log.new_game()
    except DocumentError as exc:
        return {"ok": False, "error": str(exc)}
    events, rejected = apply_document(
        game, log.moves, log.players, parse_move,
        lambda e: protocol_event(e) if visible(e, None) else None)
    return {"ok": True, "rejected": rejected, "events": events, "state": game.state_dict()}
