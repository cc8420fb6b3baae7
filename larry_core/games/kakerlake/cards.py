"""Kakerlakenpoker Royal's cards, claims and the truth table (docs/kakerlakenpoker-rules.md §2–§3).

Cards are indices into `CODES`, the canonical order of docs/kakerlakenpoker-protocol.md §6;
hands and displays are lists of 16 counts.
"""

from __future__ import annotations

ANIMALS: tuple[str, ...] = ("bat", "fly", "rat", "cockroach", "toad", "scorpion", "stinkbug")
ROYAL = "royal"
CLAIMS: tuple[str, ...] = (*ANIMALS, ROYAL)
JOKER, BLANK = "joker", "blank"

CODES: tuple[str, ...] = (*(c for a in ANIMALS for c in (a, f"royal_{a}")), JOKER, BLANK)
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}
KINDS = len(CODES)  # 16
JOKER_I, BLANK_I = INDEX[JOKER], INDEX[BLANK]
SPECIALS = frozenset({JOKER_I, BLANK_I})

# The animal a card shows (None for the two special cards) and whether it has a crown.
ANIMAL_OF: tuple[str | None, ...] = (*(a for a in ANIMALS for _ in range(2)), None, None)
IS_ROYAL: tuple[bool, ...] = (*(r for _ in ANIMALS for r in (False, True)), False, False)
PLAIN: dict[str, int] = {a: INDEX[a] for a in ANIMALS}
CROWNED: dict[str, int] = {a: INDEX[f"royal_{a}"] for a in ANIMALS}


def deck_counts(special_cards: bool = True) -> list[int]:
    """How many of each card the deck holds: 8 of each animal, one of each royal and special."""
    counts = [8 if not IS_ROYAL[i] else 1 for i in range(KINDS)]
    counts[JOKER_I] = counts[BLANK_I] = 1 if special_cards else 0
    return counts


def claim_true(card: int, claim: str) -> bool:
    """Whether `claim` is true for `card` (RULES §3): the joker is every animal but no royal,
    the blank nothing, a royal card its animal and "royal"."""
    if card == JOKER_I:
        return claim != ROYAL
    if card == BLANK_I:
        return False
    if claim == ROYAL:
        return IS_ROYAL[card]
    return ANIMAL_OF[card] == claim


def matches(card: int, claim: str) -> bool:
    """Whether laying out `card` pays a special-card penalty for `claim` alone (RULES §9):
    the claimed animal, plain or royal; any royal card for "royal"; special cards never."""
    if card in SPECIALS:
        return False
    return IS_ROYAL[card] if claim == ROYAL else ANIMAL_OF[card] == claim


def codes(counts: list[int]) -> list[str]:
    """A count list as card codes in canonical order."""
    return [CODES[i] for i, c in enumerate(counts) for _ in range(c)]


def counts_of(cards: list[str] | tuple[str, ...]) -> list[int]:
    out = [0] * KINDS
    for c in cards:
        out[INDEX[c]] += 1
    return out
