"""The rule set: every option of docs/rules.md, validated once."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from larry_core.games.larry.cards import ACTION_NAMES, BASE_COUNTS, DEFAULT_ACTIONS

LARRY_CALLS = ("auto", "catch")
SCORINGS = ("symbols", "cards")


class RulesError(ValueError):
    """An invalid rule-set description."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    rounds: int = 3
    larry_call: str = "auto"
    short_game: bool = False
    scoring: str = "symbols"
    actions: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_ACTIONS))

    def __post_init__(self) -> None:
        if isinstance(self.rounds, bool) or not isinstance(self.rounds, int):
            raise RulesError("rounds must be an integer")
        if not 1 <= self.rounds <= 10:
            raise RulesError("rounds must be between 1 and 10")
        if self.larry_call not in LARRY_CALLS:
            raise RulesError("larry_call must be 'auto' or 'catch'")
        if not isinstance(self.short_game, bool):
            raise RulesError("short_game must be true or false")
        if self.scoring not in SCORINGS:
            raise RulesError("scoring must be 'symbols' or 'cards'")
        for name, count in self.actions.items():
            if name not in ACTION_NAMES:
                raise RulesError(f"unknown action kind {name!r}")
            if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 20:
                raise RulesError(f"action count for {name!r} must be an integer 0-20")
        if set(self.actions) != set(ACTION_NAMES):
            full = dict(DEFAULT_ACTIONS)
            full.update(self.actions)
            object.__setattr__(self, "actions", full)

    @property
    def total_rounds(self) -> int:
        return 1 if self.short_game else self.rounds

    def deck_counts(self) -> list[int]:
        """Count of each card kind in the deck, canonical order."""
        return [*BASE_COUNTS, *(self.actions[name] for name in ACTION_NAMES)]

    @classmethod
    def from_dict(cls, data: Any) -> RuleSet:
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        known = {"rounds", "larry_call", "short_game", "scoring", "actions"}
        unknown = set(data) - known
        if unknown:
            raise RulesError(f"unknown rules key(s): {', '.join(sorted(map(str, unknown)))}")
        actions = data.get("actions", {})
        if not isinstance(actions, dict):
            raise RulesError("actions must be an object")
        kwargs = {k: v for k, v in data.items() if k != "actions"}
        return cls(actions=dict(actions), **kwargs)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rounds": self.rounds,
            "larry_call": self.larry_call,
            "short_game": self.short_game,
            "scoring": self.scoring,
            "actions": dict(self.actions),
        }
