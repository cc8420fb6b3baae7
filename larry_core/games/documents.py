"""What every game's input log and replay document share: the protocols' size limits, the
two errors (a malformed document; a stored log that no longer replays), and applying logged
moves to a game's state."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Protocol

from larry_core.errors import IllegalMove

# The replay protocol's size limits (docs/conformance.md, "Size limits"): far above any
# real game (a 10-round, 8-player game averages about 350 moves), low enough that any
# accepted document replays in well under a second and a few hundred MB at most.
MAX_DOCUMENT_BYTES = 2 * 1024 * 1024
MAX_MOVES = 20_000
MAX_MOVE_CHARS = 10_000


class DocumentError(ValueError):
    """A malformed game document (not a rejected move)."""


class CorruptLog(ValueError):
    """A stored log whose moves no longer replay: it was not written by this engine."""


def check_caps(moves: list[str]) -> None:
    """DocumentError for a document over the size limits (every game's replay protocol)."""
    if len(moves) > MAX_MOVES:
        raise DocumentError(f"too many moves: {len(moves):,} (the limit is {MAX_MOVES:,})")
    for i, move in enumerate(moves):
        if len(move) > MAX_MOVE_CHARS:
            raise DocumentError(f"move {i} is {len(move):,} characters long "
                                f"(the limit is {MAX_MOVE_CHARS:,})")


def move_strings(moves: Any) -> list[str]:
    """A replay document's `moves`: a list of move strings, else the document is malformed
    (every game's protocol; a move that is not a string is not a rejected move)."""
    if not isinstance(moves, list):
        raise DocumentError("moves must be a list of move strings")
    for i, move in enumerate(moves):
        if not isinstance(move, str):
            raise DocumentError(f"moves must be a list of move strings (move {i} is "
                                f"{brief(move)})")
    return list(moves)


def known_keys(obj: dict[Any, Any], allowed: set[str], what: str) -> None:
    unknown = set(obj) - allowed
    if unknown:
        names = sorted(map(str, unknown))
        more = f" and {len(names) - 5} more" if len(names) > 5 else ""
        shown = ", ".join(n if len(n) <= 40 else n[:40] + "…" for n in names[:5])
        raise DocumentError(f"unknown {what}(s): {shown}{more}")


def brief(value: Any) -> str:
    """`repr(value)` for an error message, cut short: a document is never echoed in full."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an int past Python's digit limit, deep nesting
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 40 else text[:40] + "…"


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


Parse = Callable[[str, int], tuple[int, Any]]  # a logged move's text -> (seat, move)


class Playable(Protocol):
    def apply(self, seat: int, move: Any) -> list[dict[str, Any]]: ...


def replay_logged(game: Playable, moves: list[str], players: int, parse: Parse) -> None:
    """Apply a stored input log to `game`; CorruptLog if a logged move is refused (the
    message names no move text: an offer or a gift names a hidden card)."""
    for i, text in enumerate(moves):
        try:
            seat, move = parse(text, players)
            game.apply(seat, move)
        except IllegalMove as exc:
            raise CorruptLog(f"logged move {i} is rejected ({exc.code})") from None


def apply_document(game: Playable, moves: list[str], players: int, parse: Parse,
                   shown: Callable[[dict[str, Any]], dict[str, Any] | None],
                   ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A replay document's moves applied in order: (the events as `shown` gives them, None
    leaving one out; the refused moves with their index, text, code and message)."""
    rejected: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    for index, text in enumerate(moves):
        try:
            seat, move = parse(text, players)
            step = game.apply(seat, move)
        except IllegalMove as exc:
            rejected.append({"index": index, "move": text, "code": exc.code,
                             "message": exc.message})
            continue
        events.extend(out for event in step if (out := shown(event)) is not None)
    return events, rejected


def read_document(path: str) -> bytes:
    """A replay document's bytes from `path` (``-``: standard input): at most one byte past
    `MAX_DOCUMENT_BYTES`, so a caller tells a document over the limit without reading it all.
    Raises OSError when it cannot be read."""
    if path == "-":
        return sys.stdin.buffer.read(MAX_DOCUMENT_BYTES + 1)
    with open(path, "rb") as fh:
        return fh.read(MAX_DOCUMENT_BYTES + 1)
