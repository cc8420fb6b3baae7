"""Würfel-Ligretto's four colours (docs/dice-rules.md §0, D2) and how every front end shows
them: the protocol's codes in canonical order, and one symbol per colour so that a
colour-blind reader tells the dice apart without their colour.

The same four shapes everywhere — a heart, a star, a triangle and a circle: the terminal and
the narration write them before the colour's name ("♥ red 3"), and the dice pictures
(`larry_core.games.dice_art`, whose test keeps its copy of this table equal) draw a coloured
die's pips in its colour's shape. Nothing here imports anything of the game, so any module
may read it.
"""

from __future__ import annotations

RED, YELLOW, GREEN, BLUE = "red", "yellow", "green", "blue"
COLOURS: tuple[str, ...] = (RED, YELLOW, GREEN, BLUE)  # the canonical order (§0, protocol §6.7)
INDEX: dict[str, int] = {colour: i for i, colour in enumerate(COLOURS)}

# One clearly different shape per colour (never the colour alone).
SYMBOLS: dict[str, str] = {RED: "♥", YELLOW: "★", GREEN: "▲", BLUE: "●"}


def symbol(colour: str) -> str:
    """The symbol of a colour code (`"red"` -> `"♥"`)."""
    return SYMBOLS[colour]
