"""Würfel-Ligretto's four colours (docs/dice-rules.md §0, D2) and how every front end shows
them: the protocol's codes in canonical order, one symbol per colour so that a colour-blind
reader tells the dice apart without their colour, and the colour itself for pictures.

This table is the one source for the terminal, the narration and the dice pictures
(`larry_core.games.dice_art` draws each die in `RGB` with its `SYMBOLS` mark): the same four
shapes everywhere — a heart, a star, a triangle and a circle. Nothing here imports anything
of the game, so any module may read it.
"""

from __future__ import annotations

RED, YELLOW, GREEN, BLUE = "red", "yellow", "green", "blue"
COLOURS: tuple[str, ...] = (RED, YELLOW, GREEN, BLUE)  # the canonical order (§0, protocol §6.7)
INDEX: dict[str, int] = {colour: i for i, colour in enumerate(COLOURS)}

# One clearly different shape per colour (never the colour alone).
SYMBOLS: dict[str, str] = {RED: "♥", YELLOW: "★", GREEN: "▲", BLUE: "●"}

# The dice's colours for pictures (sRGB), dark enough for a white pip and symbol.
RGB: dict[str, tuple[int, int, int]] = {
    RED: (200, 30, 45), YELLOW: (230, 170, 0), GREEN: (20, 140, 60), BLUE: (25, 90, 200)}


def symbol(colour: str) -> str:
    """The symbol of a colour code (`"red"` -> `"♥"`)."""
    return SYMBOLS[colour]
