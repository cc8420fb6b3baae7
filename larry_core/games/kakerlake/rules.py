"""The rule-set options of docs/kakerlakenpoker-rules.md §13, validated in one place."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


class KpRulesError(ValueError):
    """An unknown option or a value out of its range."""


@dataclass(frozen=True, slots=True)
class KpRules:
    special_cards: bool = True
    royal_chain: bool = True
    penalty_special: str = "display"  # or "hand"
    joker_in_display: str = "none"  # or "wild"
    set_size: int | None = None  # None: 4, or 5 with two players
    penalty_size: int | None = None  # None: 7, or 16 with two players

    def __post_init__(self) -> None:
        for name in ("special_cards", "royal_chain"):
            if not isinstance(getattr(self, name), bool):
                raise KpRulesError(f"rules.{name} must be true or false")
        if self.penalty_special not in ("display", "hand"):
            raise KpRulesError('rules.penalty_special must be "display" or "hand"')
        if self.joker_in_display not in ("none", "wild"):
            raise KpRulesError('rules.joker_in_display must be "none" or "wild"')
        _bounded(self.set_size, "set_size", 2, 9)
        _bounded(self.penalty_size, "penalty_size", 0, 30)

    def set_limit(self, players: int) -> int:
        """Cards of one animal that lose."""
        if self.set_size is not None:
            return self.set_size
        return 5 if players == 2 else 4

    def penalty_cards(self, players: int) -> int:
        """Cards dealt to the penalty pile before the hands."""
        if self.penalty_size is not None:
            return self.penalty_size
        return 16 if players == 2 else 7

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, doc: Any) -> KpRules:
        """Options from a JSON object; a null (or missing) value keeps the default."""
        if doc is None:
            return cls()
        if not isinstance(doc, dict):
            raise KpRulesError("rules must be an object")
        known = set(cls.__dataclass_fields__)
        unknown = sorted(str(k) for k in doc if k not in known)
        if unknown:
            shown = ", ".join(k if len(k) <= 40 else k[:40] + "…" for k in unknown[:5])
            raise KpRulesError(f"unknown rules key(s): {shown}")
        return cls(**{k: v for k, v in doc.items() if v is not None})


def _bounded(value: Any, name: str, lo: int, hi: int) -> None:
    if value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise KpRulesError(f"rules.{name} must be null or an integer from {lo} to {hi}")
