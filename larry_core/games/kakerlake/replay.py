"""The replay protocol of docs/kakerlakenpoker-protocol.md: a JSON document in, a JSON result out.

`KpLog` is also the game's input log (start options + seed + deal + accepted moves): its JSON
form is the replay document, so a saved game and a conformance scenario are one format.
The size limits are Larry's (docs/conformance.md, "Size limits").
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from larry_core.games.documents import (
    DocumentError,
    apply_document,
    brief,
    check_caps,
    is_int,
    known_keys,
    move_strings,
    replay_logged,
)
from larry_core.games.kakerlake.cards import INDEX
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.events import visible
from larry_core.games.kakerlake.moves import parse_move
from larry_core.games.kakerlake.rules import KpRules, KpRulesError

TOP_KEYS = {"players", "rules", "seed", "start", "deal", "moves", "view"}
DEAL_KEYS = {"hands", "penalty", "displays"}
KpDeal = tuple[list[list[str]], list[str], list[list[str]] | None]


@dataclass(slots=True)
class KpLog:
    players: int
    rules: KpRules = field(default_factory=KpRules)
    seed: int = 0
    deal: KpDeal | None = None
    start: int | None = None
    moves: list[Any] = field(default_factory=list)
    view: int | None = None

    def new_game(self) -> KpGame:
        """The game as it stands before any move."""
        try:
            return KpGame(self.players, self.rules, self.seed, self.deal, self.start)
        except ValueError as exc:
            raise DocumentError(str(exc)) from None

    def replay(self) -> KpGame:
        """Rebuild the game from the log; every logged move must be accepted."""
        game = self.new_game()
        replay_logged(game, self.moves, self.players, parse_move)
        return game

    def to_dict(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"players": self.players, "rules": self.rules.to_dict(),
                               "seed": self.seed}
        if self.start is not None:
            doc["start"] = self.start
        if self.deal is not None:
            hands, penalty, displays = self.deal
            doc["deal"] = {"hands": [list(h) for h in hands], "penalty": list(penalty)}
            if displays is not None:
                doc["deal"]["displays"] = [list(d) for d in displays]
        doc["moves"] = list(self.moves)
        return doc

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, doc: Any, *, capped: bool = False) -> KpLog:
        """Read a replay document (protocol §1); `capped` applies the size limits."""
        if not isinstance(doc, dict):
            raise DocumentError("the document must be a JSON object")
        known_keys(doc, TOP_KEYS, "key")
        players = doc.get("players")
        if players is None:
            raise DocumentError("players is required: an integer from 2 to 6")
        if not is_int(players) or not 2 <= players <= 6:
            raise DocumentError("players must be an integer from 2 to 6")
        try:
            rules = KpRules.from_dict(doc.get("rules"))
        except (KpRulesError, TypeError) as exc:
            raise DocumentError(str(exc)) from None
        seed = doc.get("seed")
        if seed is None:
            seed = 0
        if not is_int(seed):
            raise DocumentError("seed must be an integer")
        start = _seat(doc.get("start"), players, "start")
        view = _seat(doc.get("view"), players, "view")
        deal = _parse_deal(doc.get("deal"), players)
        moves = doc.get("moves")
        moves = [] if moves is None else move_strings(moves)
        if capped:
            check_caps(moves)
        log = cls(players, rules, seed, deal, start, moves, view)
        log.new_game()  # checks the deal against the deck
        return log


def _seat(value: Any, players: int, name: str) -> int | None:
    if value is None:
        return None
    if not is_int(value) or not 0 <= value < players:
        raise DocumentError(f"{name} must be a seat from 0 to {players - 1}")
    result: int = value
    return result


def _cards(value: Any, what: str) -> list[str]:
    if not isinstance(value, list):
        raise DocumentError(f"{what} must be a list of card codes")
    for card in value:
        if not isinstance(card, str) or card not in INDEX:
            raise DocumentError(f"unknown card code {brief(card)} in {what}")
    return list(value)


def _lists(value: Any, players: int, what: str) -> list[list[str]]:
    if not isinstance(value, list) or len(value) != players:
        raise DocumentError(f"{what} must be a list of exactly {players} lists")
    return [_cards(cards, f"{what}[{i}]") for i, cards in enumerate(value)]


def _parse_deal(deal: Any, players: int) -> KpDeal | None:
    if deal is None:
        return None
    if not isinstance(deal, dict):
        raise DocumentError("deal must be an object")
    known_keys(deal, DEAL_KEYS, "deal key")
    if deal.get("hands") is None:
        raise DocumentError("deal.hands is required")
    hands = _lists(deal["hands"], players, "deal.hands")
    penalty = deal.get("penalty")
    penalty = [] if penalty is None else _cards(penalty, "deal.penalty")
    displays = deal.get("displays")
    shown = None if displays is None else _lists(displays, players, "deal.displays")
    return hands, penalty, shown


def replay_document(doc: Any) -> dict[str, Any]:
    """Apply a document's moves in order (protocol §1–§5); never raises for bad input."""
    try:
        log = KpLog.from_dict(doc, capped=True)
        game = log.new_game()
    except DocumentError as exc:
        return {"ok": False, "error": str(exc)}
    events, rejected = apply_document(game, log.moves, log.players, parse_move,
                                      lambda e: e if visible(e, None) else None)
    events[:0] = [e for e in game.setup_events if visible(e, None)]
    out: dict[str, Any] = {"ok": True, "rejected": rejected, "events": events,
                           "state": game.state_dict()}
    if log.view is not None:
        out["view"] = game.protocol_view(log.view)
    return out
