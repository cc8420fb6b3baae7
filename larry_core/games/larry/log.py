"""The input log: start options + seed + accepted moves, the source of truth of a game.

Its JSON form is exactly the replay document of docs/conformance.md, so a saved game, a crash
recovery record and a conformance scenario are one format.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from larry_core.games.documents import (
    DocumentError,
    brief,
    check_caps,
    is_int,
    known_keys,
    move_strings,
    replay_logged,
)
from larry_core.games.larry.cards import INDEX
from larry_core.games.larry.engine import Game
from larry_core.games.larry.moves import parse_move
from larry_core.games.larry.rules import RulesError, RuleSet

TOP_KEYS = {"players", "rules", "seed", "deal", "start", "moves"}
DEAL_KEYS = {"hands", "draw"}

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
    def from_dict(cls, doc: Any, *, capped: bool = False) -> GameLog:
        """Read a game document; `capped` applies the replay protocol's size limits."""
        if not isinstance(doc, dict):
            raise DocumentError("the document must be a JSON object")
        known_keys(doc, TOP_KEYS, "key")
        players = doc.get("players")
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 8:
            raise DocumentError("players is required: an integer from 2 to 8" if players is None
                                else "players must be an integer from 2 to 8")
        try:
            rules = RuleSet.from_dict(doc.get("rules"))
        except (RulesError, TypeError) as exc:
            raise DocumentError(str(exc)) from None
        seed = doc.get("seed", 0)
        if not is_int(seed):
            raise DocumentError("seed must be an integer")
        start = doc.get("start")
        if start is not None and (not is_int(start) or not 0 <= start < players):
            raise DocumentError(f"start must be a seat from 0 to {players - 1}")
        deal = _parse_deal(doc["deal"], players) if "deal" in doc else None
        moves = move_strings(doc.get("moves", []))
        if capped:
            check_caps(moves)
        log = cls(players, rules, seed, deal, start, moves)
        log.new_game()  # checks the deal against the deck
        return log


def _parse_deal(deal: Any, players: int) -> tuple[list[list[str]], list[str]]:
    if not isinstance(deal, dict):
        raise DocumentError("deal must be an object")
    known_keys(deal, DEAL_KEYS, "deal key")
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != players:
        raise DocumentError(f"deal.hands must be a list of exactly {players} hands")
    draw = deal.get("draw", [])
    for cards in [*hands, draw]:
        if not isinstance(cards, list):
            raise DocumentError("each hand and the draw pile must be a list of card codes")
        for card in cards:
            if not isinstance(card, str) or card not in INDEX:
                raise DocumentError(f"unknown card code {brief(card)}")
    return [list(h) for h in hands], list(draw)
