"""High card: a game that exists only in the tests, to prove that a game plugs into the
platform through its `GameKind` and its state's own seam (`GameState`) alone (issues 37,
52). Register it per test (`monkeypatch.setitem(registry.GAMES, HIGHCARD.name, HIGHCARD)`);
nothing outside `tests/` names it."""

from tests.highcard.game import HighCardGame, HighCardRules, HighCardView
from tests.highcard.kind import HIGHCARD, HighCard

__all__ = ["HIGHCARD", "HighCard", "HighCardGame", "HighCardRules", "HighCardView"]
