"""The Kniffel boxes and what a roll scores in each (docs/dice-rules.md A3, A6, A9).

Every sorted roll of five dice (252 of them) is scored once, at import: `SCORES[dice]` is
the 13 points of A3 in the canonical box order, `KEEPS[dice]` the distinct sub-multisets of
1–4 dice a player may keep (ascending values, in ascending lexicographic order).
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

BOXES = ("ones", "twos", "threes", "fours", "fives", "sixes", "three_kind", "four_kind",
         "full_house", "small_straight", "large_straight", "kniffel", "chance")
INDEX = {box: i for i, box in enumerate(BOXES)}
UPPER = range(6)  # Einser … Sechser: box v-1 counts the dice showing v
LOWER = range(6, 13)
THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, KNIFFEL, CHANCE = range(6, 13)
BONUS_AT, UPPER_BONUS = 63, 35  # A3: 35 points once the upper sum reaches 63
FULL_HOUSE_POINTS, SMALL_POINTS, LARGE_POINTS, KNIFFEL_POINTS = 25, 30, 40, 50

Dice = tuple[int, ...]


def base_scores(dice: Dice, full_house_kniffel: bool = False) -> tuple[int, ...]:
    """The points of `dice` in each box by A3 (a Kniffel is a Full House only under
    `full_house_kniffel`)."""
    counts = [dice.count(v) for v in range(1, 7)]
    total = sum(dice)
    most = max(counts)
    faces = set(dice)
    full = sorted(c for c in counts if c) == [2, 3] or (full_house_kniffel and most == 5)
    small = any({a, a + 1, a + 2, a + 3} <= faces for a in (1, 2, 3))
    large = faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})
    return (*(counts[v - 1] * v for v in range(1, 7)),
            total if most >= 3 else 0,
            total if most >= 4 else 0,
            FULL_HOUSE_POINTS if full else 0,
            SMALL_POINTS if small else 0,
            LARGE_POINTS if large else 0,
            KNIFFEL_POINTS if most == 5 else 0,
            total)


def joker_points(box: int, value: int) -> int:
    """A further Kniffel of `value` entered as a joker in lower box `box` (A6 case 2)."""
    if box == FULL_HOUSE:
        return FULL_HOUSE_POINTS
    if box == SMALL:
        return SMALL_POINTS
    if box == LARGE:
        return LARGE_POINTS
    return 5 * value  # Dreierpasch, Viererpasch, Chance: the sum of the dice


def _keeps(dice: Dice) -> tuple[Dice, ...]:
    found = {combo for k in range(1, 5) for combo in combinations(dice, k)}
    return tuple(sorted(found))


ALL_ROLLS: tuple[Dice, ...] = tuple(combinations_with_replacement(range(1, 7), 5))
SCORES: dict[Dice, tuple[int, ...]] = {d: base_scores(d) for d in ALL_ROLLS}
SCORES_FHK: dict[Dice, tuple[int, ...]] = {d: base_scores(d, True) for d in ALL_ROLLS}
KEEPS: dict[Dice, tuple[Dice, ...]] = {d: _keeps(d) for d in ALL_ROLLS}
KEEP_SETS: dict[Dice, frozenset[Dice]] = {d: frozenset(k) for d, k in KEEPS.items()}


def entry_allowed(box: int, value: int) -> bool:
    """Whether `value` is an entry box `box` can hold (A9)."""
    if box < 6:
        k = box + 1
        return 0 <= value <= 5 * k and value % k == 0
    if box in (THREE_KIND, FOUR_KIND):
        return value == 0 or 5 <= value <= 30
    if box == FULL_HOUSE:
        return value in (0, FULL_HOUSE_POINTS)
    if box == SMALL:
        return value in (0, SMALL_POINTS)
    if box == LARGE:
        return value in (0, LARGE_POINTS)
    if box == KNIFFEL:
        return value in (0, KNIFFEL_POINTS)
    return 5 <= value <= 30  # Chance
