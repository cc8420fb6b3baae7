"""What the dice games share (docs/dice-rules.md §0, docs/dice-protocol.md §1–§2): where the
dice come from, the replay document's common keys and limits, and its output.

Every die value is taken from `Dice`: first the document's explicit `rolls` in order, then
`random.Random(seed)` (``rng.randrange(6) + 1``), so a game is its seed, options and moves,
and a test chooses its dice. A dice game's replay reads its document with `read_document`
and answers with `replay_output`; a malformed document is `{"ok": false, "error": …}`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from larry_core.games.documents import (
    DocumentError,
    apply_document,
    brief,
    check_caps,
    is_int,
    known_keys,
    move_strings,
)

MAX_ROLLS = 100_000  # entries of `rolls` (docs/dice-protocol.md §1.2)
COMMON_KEYS = frozenset({"game", "players", "rules", "seed", "rolls", "moves", "view"})


class Dice:
    """The die values of one game, in the order they are taken: the explicit `rolls` first,
    then the seeded generator. `drawn` counts the values taken so far."""

    __slots__ = ("drawn", "rng", "rolls")

    def __init__(self, seed: int = 0, rolls: Sequence[int] = ()) -> None:
        self.rng = random.Random(seed)
        self.rolls = tuple(rolls)
        self.drawn = 0

    def roll(self, count: int = 1) -> list[int]:
        """`count` new die values, each 1–6, in the order taken."""
        out = []
        for _ in range(count):
            if self.drawn < len(self.rolls):
                out.append(self.rolls[self.drawn])
            else:
                out.append(self.rng.randrange(6) + 1)
            self.drawn += 1
        return out

    def copy(self) -> Dice:
        """An independent copy (the generator's state included)."""
        new = Dice.__new__(Dice)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.rolls, new.drawn = self.rolls, self.drawn
        return new


@dataclass(slots=True)
class DiceDocument:
    """A dice game's replay document, its common keys read and checked (§1); `extra` holds
    the game's own keys, as given (None for absent ones)."""

    players: int
    rules: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    rolls: list[int] = field(default_factory=list)
    start: int = 0
    moves: list[str] = field(default_factory=list)
    view: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def dice(self) -> Dice:
        return Dice(self.seed, self.rolls)


def read_document(doc: Any, *, game: str, players: tuple[int, int],
                  own_keys: frozenset[str] = frozenset(), start: bool = True) -> DiceDocument:
    """The common part of a dice game's document (§1), or DocumentError: `game` the name it
    must carry if it names one, `players` the bounds, `own_keys` the game's own top-level
    keys, `start` whether the game has a start seat. A null value is an absent key."""
    if not isinstance(doc, dict):
        raise DocumentError("the document must be a JSON object")
    allowed = set(COMMON_KEYS | own_keys) | ({"start"} if start else set())
    known_keys(doc, allowed, "key")
    named = doc.get("game")
    if named is not None and named != game:
        raise DocumentError(f"this is the replay of {game}, not of {brief(named)}")
    low, high = players
    count = doc.get("players")
    if count is None:
        raise DocumentError(f"players is required: an integer from {low} to {high}")
    if not is_int(count) or not low <= count <= high:
        raise DocumentError(f"players must be an integer from {low} to {high}")
    rules = doc.get("rules")
    if rules is None:
        rules = {}
    if not isinstance(rules, dict):
        raise DocumentError("rules must be an object")
    seed = doc.get("seed")
    if seed is None:
        seed = 0
    if not is_int(seed):
        raise DocumentError("seed must be an integer")
    rolls = doc.get("rolls")
    rolls = [] if rolls is None else rolls
    if not isinstance(rolls, list):
        raise DocumentError("rolls must be a list of integers from 1 to 6")
    if len(rolls) > MAX_ROLLS:
        raise DocumentError(f"too many rolls: {len(rolls):,} (the limit is {MAX_ROLLS:,})")
    for i, value in enumerate(rolls):
        if not is_int(value) or not 1 <= value <= 6:
            raise DocumentError(f"rolls must be integers from 1 to 6 (roll {i} is "
                                f"{brief(value)})")
    moves = doc.get("moves")
    moves = [] if moves is None else move_strings(moves)
    check_caps(moves)
    out = DiceDocument(count, dict(rules), seed, list(rolls), 0, moves,
                       seat(doc.get("view"), count, "view"),
                       {key: doc.get(key) for key in own_keys})
    if start:
        first = seat(doc.get("start"), count, "start")
        out.start = 0 if first is None else first
    return out


def seat(value: Any, players: int, name: str) -> int | None:
    """A seat named by the document (None if absent), or DocumentError."""
    if value is None:
        return None
    if not is_int(value) or not 0 <= value < players:
        raise DocumentError(f"{name} must be a seat from 0 to {players - 1}")
    result: int = value
    return result


class Replayable(Protocol):
    """What `replay_output` needs of a dice game's state."""

    setup_events: list[dict[str, Any]]

    def apply(self, seat: int, move: Any) -> list[dict[str, Any]]: ...
    def state_dict(self) -> dict[str, Any]: ...


def replay_output(game: Replayable, document: DiceDocument,
                  parse: Callable[[str, int], tuple[int, Any]],
                  view: Callable[[int], dict[str, Any]]) -> dict[str, Any]:
    """Apply the document's moves to `game` in order and answer with the protocol's output
    (§2.3): every event public, the setup's first, each refused move with its code; `view`
    gives the per-seat view (§2.4) when the document asks for one."""
    events, rejected = apply_document(game, document.moves, document.players, parse,
                                      lambda event: event)
    out: dict[str, Any] = {"ok": True, "rejected": rejected,
                           "events": [*game.setup_events, *events],
                           "state": game.state_dict()}
    if document.view is not None:
        out["view"] = view(document.view)
    return out


def replay(read: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """`read()`'s output document, or the malformed-document answer of its DocumentError."""
    try:
        return read()
    except DocumentError as exc:
        return {"ok": False, "error": str(exc)}


def legal_lines(seat: int, bodies: Sequence[str]) -> list[str]:
    """A view's `legal` (§2.4): each move body as ``"<seat>: <body>"``, sorted by plain
    string comparison."""
    return sorted(f"{seat}: {body}" for body in bodies)
