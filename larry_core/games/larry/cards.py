"""Card kinds of Larry (docs/rules.md §1), indexed in canonical order.

Internally a card is a small int (its index in `CODES`); hands are per-kind counts, so a
hand is always sorted and membership is O(1).
"""

from __future__ import annotations

CODES: tuple[str, ...] = (
    "-2", "-1", "0", "1", "2", "3", "4", "7",
    "larry", "open", "draw2", "gift", "reverse",
)
KINDS = len(CODES)
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}

VALUES: tuple[int, ...] = (-2, -1, 0, 1, 2, 3, 4, 7, 0, 0, 0, 0, 0)
NUMBER_KINDS = 8  # indices below this are number cards
LARRY = INDEX["larry"]
OPEN = INDEX["open"]
DRAW2 = INDEX["draw2"]
GIFT = INDEX["gift"]
REVERSE = INDEX["reverse"]
ACTION_NAMES: tuple[str, ...] = ("open", "draw2", "gift", "reverse")

# Counts of the 41 number and Larry cards; action counts come from the rule set.
BASE_COUNTS: tuple[int, ...] = (4, 4, 4, 5, 6, 6, 6, 3, 3)
DEFAULT_ACTIONS: dict[str, int] = {"open": 3, "draw2": 3, "gift": 3, "reverse": 4}

# Larry symbols printed on each kind ([assumption] table of docs/rules.md §8).
SYMBOLS: tuple[int, ...] = (1, 1, 1, 1, 1, 2, 2, 3, 3, 2, 2, 2, 2)

HAND_SIZE: dict[int, int] = {2: 12, 3: 9, 4: 7, 5: 6, 6: 5, 7: 5, 8: 5}

LOWEST_CLAIM = -12
HIGH_LIMIT = 7
LOW_LIMIT = 5


def card_index(code: str) -> int:
    """Index of a card code; KeyError for an unknown code."""
    return INDEX[code]


def card_code(index: int) -> str:
    return CODES[index]


def is_action(index: int) -> bool:
    return index >= OPEN


def hand_codes(counts: list[int]) -> list[str]:
    """A per-kind count list as a canonically sorted list of codes."""
    out: list[str] = []
    for i, k in enumerate(counts):
        if k:
            out.extend([CODES[i]] * k)
    return out
