"""The input log: start options + seed + accepted moves, the source of truth of a game.

Its JSON form is exactly the replay document of docs/conformance.md, so a saved game, a crash
recovery record and a conformance scenario are one format.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from larry_core.errors import IllegalMove
from larry_core.games.larry.cards import INDEX
from larry_core.games.larry.engine import Game
from larry_core.games.larry.moves import parse_move
from larry_core.games.larry.rules import RulesError, RuleSet

TOP_KEYS = {"players", "rules", "seed", "deal", "start", "moves"}
DEAL_KEYS = {"hands", "draw"}

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


@dataclass(slots=True)
class GameLog:
    players: int
    rules: RuleSet = field(default_factory=RuleSet)
    seed: int = 0
    deal: tuple[list[list[str]], list[str]] | None = None
    start: int | None = None
    moves: list[str] = field(default_factory=list)

    def new_game(self) -> Game:
        """The game as it stands before any move."""
        deal = None
        if self.deal is not None:
            hands, draw = self.deal
            deal = ([[INDEX[c] for c in h] for h in hands], [INDEX[c] for c in draw])
        try:
            return Game(self.players, self.rules, self.seed, deal, self.start)
        except ValueError as exc:
            raise DocumentError(str(exc)) from None

    def replay(self) -> Game:
        """Rebuild the game from the log; every logged move must be accepted."""
        game = self.new_game()
        replay_logged(game, self.moves, self.players, parse_move)
        return game

    def to_dict(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"players": self.players, "rules": self.rules.to_dict(),
                               "seed": self.seed}
        if self.deal is not None:
            doc["deal"] = {"hands": [list(h) for h in self.deal[0]], "draw": list(self.deal[1])}
        if self.start is not None:
            doc["start"] = self.start
        doc["moves"] = list(self.moves)
        return doc

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> GameLog:
        try:
            doc = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise DocumentError(f"not valid JSON: {exc}") from None
        return cls.from_dict(doc)

    @classmethod
    def from_dict(cls, doc: Any, *, moves_as_strings: bool = True,
                  capped: bool = False) -> GameLog:
        """Read a game document; `capped` applies the replay protocol's size limits."""
        if not isinstance(doc, dict):
            raise DocumentError("the document must be a JSON object")
        _known_keys(doc, TOP_KEYS, "key")
        players = doc.get("players")
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 8:
            raise DocumentError("players must be an integer from 2 to 8")
        try:
            rules = RuleSet.from_dict(doc.get("rules"))
        except (RulesError, TypeError) as exc:
            raise DocumentError(str(exc)) from None
        seed = doc.get("seed", 0)
        if not _is_int(seed):
            raise DocumentError("seed must be an integer")
        start = doc.get("start")
        if start is not None and (not _is_int(start) or not 0 <= start < players):
            raise DocumentError(f"start must be a seat from 0 to {players - 1}")
        deal = _parse_deal(doc["deal"], players) if "deal" in doc else None
        moves = doc.get("moves", [])
        if not isinstance(moves, list):
            raise DocumentError("moves must be a list of strings")
        if moves_as_strings and not all(isinstance(m, str) for m in moves):
            raise DocumentError("moves must be a list of strings")
        if capped:
            check_caps(moves)
        log = cls(players, rules, seed, deal, start, list(moves))
        log.new_game()  # checks the deal against the deck
        return log


def check_caps(moves: list[Any]) -> None:
    """DocumentError for a document over the size limits (every game's replay protocol)."""
    if len(moves) > MAX_MOVES:
        raise DocumentError(f"too many moves: {len(moves):,} (the limit is {MAX_MOVES:,})")
    for i, move in enumerate(moves):
        if isinstance(move, str) and len(move) > MAX_MOVE_CHARS:
            raise DocumentError(f"move {i} is {len(move):,} characters long "
                                f"(the limit is {MAX_MOVE_CHARS:,})")


def _known_keys(obj: dict[Any, Any], allowed: set[str], what: str) -> None:
    unknown = set(obj) - allowed
    if unknown:
        names = sorted(map(str, unknown))
        more = f" and {len(names) - 5} more" if len(names) > 5 else ""
        shown = ", ".join(n if len(n) <= 40 else n[:40] + "…" for n in names[:5])
        raise DocumentError(f"unknown {what}(s): {shown}{more}")


def _brief(value: Any) -> str:
    """`repr(value)` for an error message, cut short: a document is never echoed in full."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an int past Python's digit limit, deep nesting
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 40 else text[:40] + "…"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_deal(deal: Any, players: int) -> tuple[list[list[str]], list[str]]:
    if not isinstance(deal, dict):
        raise DocumentError("deal must be an object")
    _known_keys(deal, DEAL_KEYS, "deal key")
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != players:
        raise DocumentError(f"deal.hands must be a list of exactly {players} hands")
    draw = deal.get("draw", [])
    for cards in [*hands, draw]:
        if not isinstance(cards, list):
            raise DocumentError("each hand and the draw pile must be a list of card codes")
        for card in cards:
            if not isinstance(card, str) or card not in INDEX:
                raise DocumentError(f"unknown card code {_brief(card)}")
    return [list(h) for h in hands], list(draw)


# ------------------------------------------------------------ shared by every game's replay
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


def apply_document(game: Playable, moves: list[Any], players: int, parse: Parse,
                   shown: Callable[[dict[str, Any]], dict[str, Any] | None],
                   ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A replay document's moves applied in order: (the events as `shown` gives them, None
    leaving one out; the refused moves with their index, text, code and message)."""
    rejected: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    for index, text in enumerate(moves):
        try:
            if not isinstance(text, str):
                raise IllegalMove("bad_move", "a move must be a string")
            seat, move = parse(text, players)
            step = game.apply(seat, move)
        except IllegalMove as exc:
            rejected.append({"index": index, "move": text, "code": exc.code,
                             "message": exc.message})
            continue
        events.extend(out for event in step if (out := shown(event)) is not None)
    return events, rejected
