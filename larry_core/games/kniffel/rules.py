"""The rule-set options of Kniffel (docs/dice-rules.md A7; docs/dice-protocol.md §3.1),
validated in one place."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

SCHMIDT, HASBRO, NONE = "schmidt", "hasbro", "none"
EXTRA_KNIFFEL = (SCHMIDT, HASBRO, NONE)


class KnRulesError(ValueError):
    """An unknown option or a value out of its range."""


@dataclass(frozen=True, slots=True)
class KnRules:
    """`rolls`: rolls a turn may have (1–3); `extra_kniffel`: how a further Kniffel is
    entered (A6 as settled, Hasbro's 100 extra points, or no joker at all);
    `zero_kniffel_bonus`: with `schmidt`, A6 case 1 pays 50 also over a crossed-out Kniffel
    box; `full_house_kniffel`: five equal dice also score 25 as Full House."""

    rolls: int = 3
    extra_kniffel: str = SCHMIDT
    zero_kniffel_bonus: bool = False
    full_house_kniffel: bool = False

    def __post_init__(self) -> None:
        if (isinstance(self.rolls, bool) or not isinstance(self.rolls, int)
                or not 1 <= self.rolls <= 3):
            raise KnRulesError("rules.rolls must be an integer from 1 to 3")
        if self.extra_kniffel not in EXTRA_KNIFFEL:
            raise KnRulesError('rules.extra_kniffel must be "schmidt", "hasbro" or "none"')
        for name in ("zero_kniffel_bonus", "full_house_kniffel"):
            if not isinstance(getattr(self, name), bool):
                raise KnRulesError(f"rules.{name} must be true or false")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, doc: Any) -> KnRules:
        """Options from a JSON object; a null (or missing) value keeps the default."""
        if doc is None:
            return cls()
        if not isinstance(doc, dict):
            raise KnRulesError("rules must be an object")
        known = set(cls.__dataclass_fields__)
        unknown = sorted(str(k) for k in doc if k not in known)
        if unknown:
            shown = ", ".join(k if len(k) <= 40 else k[:40] + "…" for k in unknown[:5])
            raise KnRulesError(f"unknown rules key(s): {shown}")
        return cls(**{k: v for k, v in doc.items() if v is not None})
