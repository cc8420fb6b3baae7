"""High card's `GameKind` (`larry_core.games.base`): the game's metadata and factories;
its states implement the game seam (`GameState`) themselves (`HighCardGame`; moves
are their grammar word, "reveal" or "fold"; rules `HighCardRules`)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.base import Option, Strategy
from larry_core.games.grammar import shown
from tests.highcard.game import (
    FOLD,
    MOVES,
    REVEAL,
    ROUNDS,
    Event,
    HighCardGame,
    HighCardRules,
    HighCardView,
)

LOW = 4  # the reasoned player folds a card below this when it is first to act


class RandomPlayer:
    """Reveals or folds at random."""

    def choose(self, view: HighCardView, legal: Sequence[str],
               history: Sequence[Mapping[str, Any]], rng: random.Random) -> str:
        return rng.choice(list(legal))


class ReasonedPlayer:
    """Reveals a card that can win; folds a low one, or one the revealed card beats."""

    def choose(self, view: HighCardView, legal: Sequence[str],
               history: Sequence[Mapping[str, Any]], rng: random.Random) -> str:
        other = view.public.shown[1 - view.seat]
        card = view.card or 0
        low = card < other if other is not None else card < LOW
        move = FOLD if low else REVEAL
        return move if move in legal else legal[0]


STRATEGIES: dict[str, type[RandomPlayer] | type[ReasonedPlayer]] = {
    "random": RandomPlayer, "reasoned": ReasonedPlayer}


class HighCard:
    """The `GameKind` of high card: two seats, one actor at a time, a turn timer on it."""

    name = "highcard"
    min_players = 2
    max_players = 2
    options: tuple[Option, ...] = (Option("rounds", 3, low=ROUNDS[0], high=ROUNDS[1]),)

    def rules(self, values: Mapping[str, Any]) -> HighCardRules:
        return HighCardRules(rounds=values["rounds"])

    def rules_from_dict(self, doc: Any) -> HighCardRules:
        return HighCardRules.from_dict(doc)

    def option_values(self, rules: HighCardRules) -> dict[str, Any]:
        return {"rounds": rules.rounds}

    def new(self, players: int, rules: HighCardRules, seed: int) -> HighCardGame:
        return HighCardGame(players, rules, seed)

    def parse(self, body: str) -> str:
        word = body.strip()
        if word not in MOVES:
            raise IllegalMove("bad_move", f"a move is reveal or fold, not {shown(word)}")
        return word

    def format(self, seat: int, move: str) -> str:
        return f"{seat}: {move}"

    def new_round(self, events: Sequence[Event]) -> bool:
        return any(e["type"] == "round_started" for e in events)

    def visible(self, event: Event, seat: int | None) -> bool:
        """A "dealt" card is its owner's alone; every other event is public."""
        only = event.get("private")
        return only is None or (seat is not None and seat in only)

    def strategy(self, name: str) -> Strategy:
        """A fresh player of strategy `name`; KeyError for an unknown one (as every game)."""
        try:
            return STRATEGIES[name]()
        except KeyError:
            raise KeyError(f"unknown AI strategy {name!r}; choose from {sorted(STRATEGIES)}") \
                from None


HIGHCARD = HighCard()
