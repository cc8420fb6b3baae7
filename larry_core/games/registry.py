"""The games a table may play: one registration each. Nothing else in the platform names a
game; everything it needs of one is its `GameKind` (`larry_core.games.base`)."""

from __future__ import annotations

from larry_core.games.base import Commands, GameKind
from larry_core.games.kakerlake.commands import KAKERLAKE_COMMANDS
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.kniffel.commands import KNIFFEL_COMMANDS
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.larry.commands import LARRY_COMMANDS
from larry_core.games.larry.kind import LARRY
from larry_core.games.ligretto.commands import LIGRETTO_COMMANDS
from larry_core.games.ligretto.kind import LIGRETTO
from larry_core.games.vabanque.commands import VABANQUE_COMMANDS
from larry_core.games.vabanque.kind import VABANQUE
from larry_core.games.wuerfelpoker.commands import WUERFELPOKER_COMMANDS
from larry_core.games.wuerfelpoker.kind import WUERFELPOKER

GAMES: dict[str, GameKind] = {}
COMMANDS: dict[str, Commands] = {}  # each game's command line, by the game's name


def register(kind: GameKind, commands: Commands | None = None) -> GameKind:
    """Make `kind` playable at tables (by its name), and with `commands` on the command line
    (`larry replay|simulate|play --game <name>`); the same kind again is a no-op."""
    known = GAMES.setdefault(kind.name, kind)
    if known is not kind:
        raise ValueError(f"another game is registered as {kind.name!r}")
    if commands is not None:
        COMMANDS[kind.name] = commands
    return kind


def game(name: str) -> GameKind:
    """The registered game `name`; KeyError if there is none."""
    return GAMES[name]


DEFAULT_GAME = register(LARRY, LARRY_COMMANDS).name  # a stored table without a game plays Larry
register(KAKERLAKE, KAKERLAKE_COMMANDS)
register(KNIFFEL, KNIFFEL_COMMANDS)
register(VABANQUE, VABANQUE_COMMANDS)
register(WUERFELPOKER, WUERFELPOKER_COMMANDS)
register(LIGRETTO, LIGRETTO_COMMANDS)
