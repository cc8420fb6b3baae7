"""The combinations of Würfelpoker and how two hands compare (docs/dice-rules.md B5–B6;
codes of docs/dice-protocol.md §4.7).

A hand is a multiset of five dice, written as its values ascending. Every one of the 252
hands is classified once at import: `HANDS[dice]` is its `Hand` (combination, ranks and a
`strength` that orders all hands exactly as B6 does: a higher strength wins, equal strength
is "absolutely equal", which happens exactly for equal dice).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import NamedTuple

from larry_core.games.base import competition_places

COMBOS = ("nothing", "pair", "two_pairs", "three_kind", "straight", "full_house",
          "four_kind", "five_kind")  # lowest first (B5)
COMBO_RANK = {code: i for i, code in enumerate(COMBOS)}
STRAIGHTS = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))


class Hand(NamedTuple):
    """One classified hand: `dice` ascending, `combo` its code, `ranks` its comparison list
    (B6), `strength` its place among all 252 hands (0 the lowest)."""

    dice: tuple[int, ...]
    combo: str
    ranks: tuple[int, ...]
    strength: int


def classify(dice: tuple[int, ...]) -> tuple[str, tuple[int, ...]]:
    """The combination and ranks of five dice (any order), by B5 and B6."""
    ordered = tuple(sorted(dice))
    if len(ordered) != 5 or not all(1 <= d <= 6 for d in ordered):
        raise ValueError("a hand is five dice from 1 to 6")
    if ordered in STRAIGHTS:
        return "straight", (ordered[-1],)
    # groups by size, then by number, largest first: (3, 4), (2, 2) for 4-4-4-2-2
    groups = sorted(((c, v) for v, c in Counter(ordered).items()), reverse=True)
    sizes = tuple(c for c, _ in groups)
    values = tuple(v for _, v in groups)
    combo = {(5,): "five_kind", (4, 1): "four_kind", (3, 2): "full_house",
             (3, 1, 1): "three_kind", (2, 2, 1): "two_pairs", (2, 1, 1, 1): "pair",
             (1, 1, 1, 1, 1): "nothing"}[sizes]
    return combo, values


def _all_hands() -> dict[tuple[int, ...], Hand]:
    found = []
    for dice in combinations_with_replacement(range(1, 7), 5):
        combo, ranks = classify(dice)
        found.append((COMBO_RANK[combo], ranks, dice, combo))
    found.sort()
    table: dict[tuple[int, ...], Hand] = {}
    strength = -1
    previous: tuple[int, tuple[int, ...]] | None = None
    for rank, ranks, dice, combo in found:
        if (rank, ranks) != previous:
            strength += 1
            previous = (rank, ranks)
        table[dice] = Hand(dice, combo, ranks, strength)
    return table


HANDS: dict[tuple[int, ...], Hand] = _all_hands()


def hand_of(dice: tuple[int, ...]) -> Hand:
    """The classified hand of five dice listed ascending."""
    return HANDS[dice]


def best_seats(hands: dict[int, Hand]) -> list[int]:
    """The seats whose hands are the best of `hands` (B6), ascending."""
    top = max(h.strength for h in hands.values())
    return sorted(seat for seat, h in hands.items() if h.strength == top)


def ranked(hands: dict[int, Hand]) -> list[tuple[int, int]]:
    """(seat, place) best first: place 1 is the best hand; equal hands share a place (the
    next distinct hand's place counts the hands above it, as in 1, 1, 3)."""
    seats = sorted(hands)
    places = competition_places([-hands[s].strength for s in seats])
    return sorted(zip(seats, places, strict=True), key=lambda pair: (pair[1], pair[0]))
