"""The replay protocol of CONFORMANCE.md: a JSON game document in, a JSON result out."""

from __future__ import annotations

from typing import Any

from larry_core.errors import IllegalMove
from larry_core.log import DocumentError, GameLog
from larry_core.moves import parse_move


def replay_document(doc: Any) -> dict[str, Any]:
    """Apply a document's moves in order; never raises for bad input."""
    try:
        log = GameLog.from_dict(doc, moves_as_strings=False)
        game = log.new_game()
    except DocumentError as exc:
        return {"ok": False, "error": str(exc)}
    rejected: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    for index, text in enumerate(log.moves):
        try:
            if not isinstance(text, str):
                raise IllegalMove("bad_move", "a move must be a string")
            seat, move = parse_move(text, log.players)
            step = game.apply(seat, move)
        except IllegalMove as exc:
            rejected.append({"index": index, "move": text, "code": exc.code,
                             "message": exc.message})
            continue
        events.extend(e for e in step if "to" not in e)
    return {"ok": True, "rejected": rejected, "events": events, "state": game.state_dict()}
