"""Würfel-Ligretto's board picture (cogs/ligretto/render.board_png): each row's placed
numbers as dice of its colour, its free fields as outlines of the row's colour, the field the
row needs next drawn in full colour, the later ones dimmed; every row six fields wide."""

from __future__ import annotations

import io

from PIL import Image

from cogs.ligretto.render import BOARD_DIE, ROW, board_png
from larry_core.games import dice_art
from larry_core.games.ligretto.colours import COLOURS

SIZE = BOARD_DIE
GAP, PAD = round(dice_art.GAP * SIZE / dice_art.DIE), round(dice_art.PAD * SIZE / dice_art.DIE)


def picture(board: tuple[int, ...]) -> Image.Image:
    return Image.open(io.BytesIO(board_png(board))).convert("RGB")


def field_at(img: Image.Image, row: int, field: int, dx: float, dy: float
             ) -> tuple[int, int, int]:
    """The pixel at (dx, dy) of a field (fractions of the die's side)."""
    x = PAD + field * (SIZE + GAP) + round(dx * (SIZE - 1))
    y = PAD + row * (SIZE + PAD) + round(dy * (SIZE - 1))
    pixel = img.getpixel((x, y))
    assert isinstance(pixel, tuple)
    return pixel[0], pixel[1], pixel[2]


def near(a: tuple[int, int, int], b: tuple[int, int, int], by: int = 12) -> bool:
    return all(abs(x - y) <= by for x, y in zip(a, b, strict=True))


def test_placed_dice_free_fields_and_the_next_field() -> None:
    board = (1, 2, 0, 6)
    img = picture(board)
    assert img.size == (2 * PAD + ROW * SIZE + (ROW - 1) * GAP, PAD + 4 * (SIZE + PAD))
    for row, (colour, k) in enumerate(zip(COLOURS, board, strict=True)):
        body = dice_art.DIE_COLOURS[colour][0]
        for field in range(ROW):
            # a placed die's body near its corner (no pip there); a free field is empty
            inside = field_at(img, row, field, 0.12, 0.5)
            assert near(inside, body) == (field < k), (colour, field)
            if field >= k:
                assert near(field_at(img, row, field, 0.5, 0.5), dice_art.PANEL)
        if k < ROW:  # the next field's outline in full colour, a later one's dimmer
            edge = field_at(img, row, k, 0.5, 0.015)
            assert near(edge, body, 40), (colour, edge)
            if k + 1 < ROW:
                later = field_at(img, row, k + 1, 0.5, 0.015)
                assert not near(later, body, 40) and not near(later, dice_art.PANEL, 8)


def test_an_empty_board_shows_every_row_waiting_for_its_1() -> None:
    img = picture((0, 0, 0, 0))
    for row, colour in enumerate(COLOURS):
        body = dice_art.DIE_COLOURS[colour][0]
        assert near(field_at(img, row, 0, 0.5, 0.015), body, 40)
        assert near(field_at(img, row, 0, 0.5, 0.5), dice_art.PANEL)
