"""The rule-set options of Würfel-Ligretto (docs/dice-rules.md D9; docs/dice-protocol.md
§6.1), validated in one place."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

MAX_ROUNDS = 100
ALL_DICE = 24  # 6 each in four colours (D2)
PER_COLOUR = 6


class LgRulesError(ValueError):
    """An unknown option or a value out of its range."""


def default_dice(players: int) -> tuple[int, ...]:
    """The printed number of dice per player: 12 / 8 / 6 with 2 / 3 / 4 players (D3)."""
    return (ALL_DICE // players,) * players


@dataclass(frozen=True, slots=True)
class LgRules:
    """`rounds` to play (None: 3 per player, D7) and `dice` per seat (None: 12 / 8 / 6, D3;
    else one number ≥ 1 per seat summing to at most 24, the children's tip D10.9)."""

    rounds: int | None = None
    dice: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        rounds = self.rounds
        if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int)
                                   or not 1 <= rounds <= MAX_ROUNDS):
            raise LgRulesError(f"rules.rounds must be null or an integer from 1 to {MAX_ROUNDS}")
        dice = self.dice
        if dice is not None:
            if not isinstance(dice, tuple) or not all(
                    isinstance(d, int) and not isinstance(d, bool) and d >= 1 for d in dice):
                raise LgRulesError("rules.dice must be null or a list of integers of at least 1")
            if sum(dice) > ALL_DICE:
                raise LgRulesError(f"rules.dice must sum to at most {ALL_DICE}")

    def rounds_for(self, players: int) -> int:
        return 3 * players if self.rounds is None else self.rounds

    def dice_for(self, players: int) -> tuple[int, ...]:
        """Each seat's number of dice; LgRulesError if `dice` names another number of
        seats."""
        if self.dice is None:
            return default_dice(players)
        if len(self.dice) != players:
            raise LgRulesError(f"rules.dice must list exactly {players} integers (one per seat)")
        return self.dice

    def to_dict(self) -> dict[str, Any]:
        return {"rounds": self.rounds, "dice": None if self.dice is None else list(self.dice)}

    @classmethod
    def from_dict(cls, doc: Any) -> LgRules:
        """Options from a JSON object; a null (or missing) value keeps the default."""
        if doc is None:
            return cls()
        if not isinstance(doc, dict):
            raise LgRulesError("rules must be an object")
        unknown = sorted(str(k) for k in doc if k not in ("rounds", "dice"))
        if unknown:
            shown = ", ".join(k if len(k) <= 40 else k[:40] + "…" for k in unknown[:5])
            raise LgRulesError(f"unknown rules key(s): {shown}")
        dice = doc.get("dice")
        if dice is not None:
            if not isinstance(dice, Sequence) or isinstance(dice, str) or len(dice) > 4:
                raise LgRulesError("rules.dice must be null or a list of integers of at "
                                   "least 1")
            dice = tuple(dice)
        return cls(rounds=doc.get("rounds"), dice=dice)
