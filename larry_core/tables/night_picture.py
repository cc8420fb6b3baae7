"""A game night's running table as a picture, readable on a phone (`larry_core.games.phone`):
a head band (the night's title, and how many games), then a line per player — their place,
name, the points of each game (the latest `MAX_GAMES`; "–" where they did not play) and
their total, the leaders' lines in gold. Words come from the caller (its language); the
picture itself only draws them. A player's name is drawn as far as the font can draw it.

    night_png(lines, games, title, count) -> PNG bytes
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from larry_core.games.phone import encode, fit, font, head_band, min_text, name

WIDTH = 800
TEXT = 24  # px: the smallest text (min_text(WIDTH) is 24)
BIG = 28  # px: a total, the band's words
TEXT_SIZES = (TEXT, BIG)  # every text size drawn (tests check them against the phone rule)
MAX_GAMES = 6  # game columns shown: the latest ones
PAD = 16
ROW = 44
BAND = 56
HEAD = 36
PLACE_W = 52
GAME_W = 72
TOTAL_W = 112
INK = (24, 28, 38)  # the ground
LINE = (44, 50, 64)  # every other line's ground
WHITE = (236, 238, 242)
GREY = (150, 156, 170)
GOLD = (255, 214, 92)
AI_BLUE = (140, 190, 255)


@dataclass(frozen=True, slots=True)
class Line:
    """One player's line as drawn: place, name (an AI seat's marked by the caller), points
    per game as shown ("" for a game they did not play) and the total as shown."""

    place: int
    name: str
    per_game: tuple[str, ...]
    total: str
    ai: bool = False


def night_image(lines: Sequence[Line], games: int, title: str, count: str) -> Image.Image:
    """The picture of `lines` (best first) over a night of `games` games (the columns are
    its latest `MAX_GAMES`), headed by `title` with `count` at the right."""
    assert TEXT >= min_text(WIDTH)
    shown = list(range(max(games - MAX_GAMES, 0), games))
    height = PAD + BAND + 8 + HEAD + ROW * max(len(lines), 1) + PAD
    img = Image.new("RGB", (WIDTH, height), INK)
    d = ImageDraw.Draw(img)
    small, big, bold = font(TEXT), font(BIG, True), font(TEXT, True)
    head_band(d, (PAD, PAD, WIDTH - PAD, PAD + BAND), title, count, big)
    total_x = WIDTH - PAD - TOTAL_W
    first_game = total_x - GAME_W * len(shown)
    name_x = PAD + PLACE_W
    top = PAD + BAND + 8
    middle = top + HEAD / 2
    d.text((PAD + PLACE_W / 2, middle), "#", font=small, fill=GREY, anchor="mm")
    if games > len(shown):
        d.text((first_game - 8, middle), "…", font=small, fill=GREY, anchor="rm")
    for col, number in enumerate(shown):
        d.text((first_game + GAME_W * col + GAME_W / 2, middle), str(number + 1), font=small,
               fill=GREY, anchor="mm")
    d.text((total_x + TOTAL_W / 2, middle), "Σ", font=small, fill=GREY, anchor="mm")
    top += HEAD
    for i, line in enumerate(lines):
        y0 = top + ROW * i
        if i % 2:
            d.rectangle((PAD, y0, WIDTH - PAD, y0 + ROW), fill=LINE)
        middle = y0 + ROW / 2
        lead = line.place == 1
        colour = GOLD if lead else WHITE
        d.text((PAD + PLACE_W / 2, middle), str(line.place), font=bold, fill=colour,
               anchor="mm")
        drawn = name(line.name) or "?"
        room = first_game - name_x - (12 if games > len(shown) else 8) - 8
        d.text((name_x, middle), fit(drawn, bold if lead else small, room),
               font=bold if lead else small, fill=AI_BLUE if line.ai and not lead else colour,
               anchor="lm")
        cells = list(line.per_game)[-len(shown):] if shown else []
        for col, cell in enumerate(cells):
            d.text((first_game + GAME_W * col + GAME_W / 2, middle), cell or "–", font=small,
                   fill=WHITE if cell else GREY, anchor="mm")
        d.text((total_x + TOTAL_W - 10, middle), line.total, font=big, fill=colour,
               anchor="rm")
    return img


def night_png(lines: Sequence[Line], games: int, title: str, count: str) -> bytes:
    """`night_image` as a small PNG."""
    return encode(night_image(lines, games, title, count), colours=64)
