"""Cards drawn: every card face and the pictures players look at, as PNG bytes (Pillow).

No discord import here: the bot attaches the bytes (with the alt text) where it wants them.

    hand_png(cards) / hand_alt(cards)                   a hand, sorted canonically
    reveal_png(cards, claim, total, correct) / reveal_alt(...)   the pile after a doubt
    results_png(names, hands, scores, round_scores) / results_alt(...)   remaining cards, scores
    face(code, width) -> PIL image; face_png(code, width) -> bytes; limit_code(limit, direction)
    prepare(width)   draw every face now (start-up) instead of on the first picture

Pictures hold numbers, card codes and drawn symbols only; words, where wanted, are the
caller's (already translated) text. Faces are cached per (code, width), hand pictures in an
LRU keyed by the sorted hand.
"""

from __future__ import annotations

from functools import lru_cache

from larry_core.games.larry.art.faces import (
    ALL_FACES,
    CARD_W,
    LIMIT_FACES,
    face,
    limit_code,
    symbols,
)
from larry_core.games.larry.art.pictures import (
    cards_text,
    encode,
    hand_alt,
    hand_png,
    pile_sum,
    prepare,
    results_alt,
    results_png,
    reveal_alt,
    reveal_png,
    sort_cards,
)


@lru_cache(maxsize=128)
def face_png(code: str, width: int = CARD_W) -> bytes:
    """One card face (a code of `larry_core.games.larry.cards.CODES` or `limit_code(...)`) as
    PNG bytes, with transparent rounded corners."""
    return encode(face(code, width))


def face_alt(code: str) -> str:
    """Alternative text for a face: its code (the move grammar's card name)."""
    return code


__all__ = [
    "ALL_FACES",
    "CARD_W",
    "LIMIT_FACES",
    "cards_text",
    "face",
    "face_alt",
    "face_png",
    "hand_alt",
    "hand_png",
    "limit_code",
    "pile_sum",
    "prepare",
    "results_alt",
    "results_png",
    "reveal_alt",
    "reveal_png",
    "sort_cards",
    "symbols",
]
