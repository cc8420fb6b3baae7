"""The rule-set options of Va banque (docs/dice-rules.md C9; docs/dice-protocol.md §5.1),
validated in one place."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

# option: (low, high) for the numbers; `forfeit` is a switch (C9)
BOUNDS: dict[str, tuple[int, int]] = {"chips": (1, 1000), "stake": (1, 100), "cycles": (1, 10)}


class VbRulesError(ValueError):
    """An unknown option or a value out of its range."""


@dataclass(frozen=True, slots=True)
class VbRules:
    """`chips` each player starts with, the `stake` each opponent pays per banker round,
    the `forfeit` variant (C7), and how many `cycles` the bank goes round the table (C3)."""

    chips: int = 8
    stake: int = 1
    forfeit: bool = False
    cycles: int = 1

    def __post_init__(self) -> None:
        for name, (low, high) in BOUNDS.items():
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) \
                    or not low <= value <= high:
                raise VbRulesError(f"rules.{name} must be an integer from {low} to {high}")
        if not isinstance(self.forfeit, bool):
            raise VbRulesError("rules.forfeit must be true or false")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, doc: Any) -> VbRules:
        """Options from a JSON object; a null (or missing) value keeps the default."""
        if doc is None:
            return cls()
        if not isinstance(doc, dict):
            raise VbRulesError("rules must be an object")
        known = set(cls.__dataclass_fields__)
        unknown = sorted(str(k) for k in doc if k not in known)
        if unknown:
            shown = ", ".join(k if len(k) <= 40 else k[:40] + "…" for k in unknown[:5])
            raise VbRulesError(f"unknown rules key(s): {shown}")
        return cls(**{k: v for k, v in doc.items() if v is not None})
