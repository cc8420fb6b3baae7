"""The games a table may play: one registration each. Nothing else in the platform names a
game; everything it needs of one is its `GameKind` (`larry_core.games.base`)."""

from __future__ import annotations

from larry_core.games.base import GameKind
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.larry.kind import LARRY

GAMES: dict[str, GameKind] = {}


def register(kind: GameKind) -> GameKind:
    """Make `kind` playable at tables (by its name); the same kind again is a no-op."""
    known = GAMES.setdefault(kind.name, kind)
    if known is not kind:
        raise ValueError(f"another game is registered as {kind.name!r}")
    return kind


def game(name: str) -> GameKind:
    """The registered game `name`; KeyError if there is none."""
    return GAMES[name]


DEFAULT_GAME = register(LARRY).name  # a stored table without a game plays Larry
register(KAKERLAKE)
