"""The rule-set options of Würfelpoker (docs/dice-rules.md B10; docs/dice-protocol.md §4.1),
validated in one place."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


class WpRulesError(ValueError):
    """An unknown option or a value out of its range."""


# name -> (low, high) of the whole-number options
_BOUNDS = {"chips": (1, 1000), "ante": (1, 100), "rolls": (1, 3), "raise_limit": (1, 100)}
_SWITCHES = ("first_sets_rolls", "raising")


@dataclass(frozen=True, slots=True)
class WpRules:
    """`chips` per player at the start, `ante` per round, `rolls` per turn (B3–B4);
    `first_sets_rolls`: the round's first player's rolls limit the others (B4); `rounds`:
    also end after this many rounds (None: only B8's chip check); `raising` the variant of
    B9 with `raise_limit` the most chips one raise adds."""

    chips: int = 8
    ante: int = 1
    rolls: int = 3
    first_sets_rolls: bool = False
    rounds: int | None = None
    raising: bool = False
    raise_limit: int = 2

    def __post_init__(self) -> None:
        for name, (low, high) in _BOUNDS.items():
            _whole(getattr(self, name), name, low, high)
        for name in _SWITCHES:
            if not isinstance(getattr(self, name), bool):
                raise WpRulesError(f"rules.{name} must be true or false")
        if self.rounds is not None:
            _whole(self.rounds, "rounds", 1, 10_000, " null or")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, doc: Any) -> WpRules:
        """Options from a JSON object (the protocol's `rules`); a null or missing value keeps
        the default; an unknown key or a value out of range is WpRulesError."""
        if doc is None:
            return cls()
        if not isinstance(doc, dict):
            raise WpRulesError("rules must be an object")
        known = set(cls.__dataclass_fields__)
        unknown = sorted(str(k) for k in doc if k not in known)
        if unknown:
            shown = ", ".join(k if len(k) <= 40 else k[:40] + "…" for k in unknown[:5])
            raise WpRulesError(f"unknown rules key(s): {shown}")
        return cls(**{k: v for k, v in doc.items() if v is not None})


def _whole(value: Any, name: str, low: int, high: int, null: str = "") -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise WpRulesError(f"rules.{name} must be{null} an integer from {low} to {high}")
