"""Larry's pictures for `larry cards` (`LarryCommands.cards`): every face, card-<code>.png (a
minus written as "minus": card-minus2.png), and a sample hand.png, reveal.png and
results.png, their alt texts in alt.txt.

The platform's `larry_core.cards_cli` writes them, and with them, Larry being the default
game, the dice of every dice game and the other games' sample pictures.
"""

from __future__ import annotations

from larry_core.games.base import Picture
from larry_core.games.larry.art import (
    ALL_FACES,
    CARD_W,
    face_alt,
    face_png,
    hand_alt,
    hand_png,
    results_alt,
    results_png,
    reveal_alt,
    reveal_png,
)

SAMPLE_HAND = ["3", "-2", "larry", "7", "draw2", "0", "3", "gift"]
SAMPLE_PILE = ["3", "3", "-2"]  # the manual's worked example: sum 4, claimed 5
SAMPLE_CLAIM, SAMPLE_TOTAL, SAMPLE_CORRECT = 5, 4, False
SAMPLE_NAMES = ["Anna", "Bastien", "Chloé", "Dörte"]
SAMPLE_HANDS = [["4", "larry", "-1"], [], ["7", "open", "0", "2"], ["reverse"]]
SAMPLE_ROUND = [-6, 2, -8, -2]
SAMPLE_TOTALS = [-4, 5, -10, 1]


def face_file(code: str) -> str:
    """File name of a face: card-<code>.png, a minus written as 'minus' (card-minus2.png)."""
    return f"card-{code.replace('-', 'minus', 1) if code.startswith('-') else code}.png"


class LarryCards:
    """Larry's faces and sample pictures (a `CardPictures`)."""

    alt_file = "alt.txt"
    width = CARD_W

    def names(self) -> list[str]:
        return [*(face_file(c) for c in ALL_FACES), "hand.png", "reveal.png", "results.png"]

    def files(self, width: int) -> list[Picture]:
        files = [(face_file(code), face_png(code, width), face_alt(code)) for code in ALL_FACES]
        files.append(("hand.png", hand_png(SAMPLE_HAND, width), hand_alt(SAMPLE_HAND)))
        files.append(("reveal.png",
                      reveal_png(SAMPLE_PILE, SAMPLE_CLAIM, SAMPLE_TOTAL, SAMPLE_CORRECT, width),
                      reveal_alt(SAMPLE_PILE, SAMPLE_CLAIM, SAMPLE_TOTAL, SAMPLE_CORRECT)))
        files.append(("results.png",
                      results_png(SAMPLE_NAMES, SAMPLE_HANDS, SAMPLE_TOTALS, SAMPLE_ROUND),
                      results_alt(SAMPLE_NAMES, SAMPLE_HANDS, SAMPLE_TOTALS, SAMPLE_ROUND)))
        return files


LARRY_CARDS = LarryCards()
