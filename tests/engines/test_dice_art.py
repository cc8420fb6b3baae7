"""Dice pictures (larry_core/games/dice_art.py) and the Kniffel block picture
(larry_core/games/kniffel/art.py): the pips counted on every face, kept and coloured dice told
apart without colour, rows and their cache, alt texts; the block's size at Discord's preview
width, empty / filled / struck boxes, names it cannot draw, languages, its alt text."""

from __future__ import annotations

import dataclasses
import io
from itertools import combinations
from typing import Any

import pytest
from PIL import Image

from larry_core.games import dice_art
from larry_core.games.dice_art import (
    COLOURS,
    DIE,
    dice_alt,
    dice_png,
    die_alt,
    die_image,
    die_png,
    row_image,
)
from larry_core.games.kniffel import art
from larry_core.games.kniffel.boxes import BOXES
from larry_core.games.kniffel.rules import KnRules


def blobs(mask: list[list[bool]]) -> int:
    """Connected groups of True cells (4-neighbourhood)."""
    h, w = len(mask), len(mask[0])
    seen = [[False] * w for _ in range(h)]
    count = 0
    for y in range(h):
        for x in range(w):
            if not mask[y][x] or seen[y][x]:
                continue
            count += 1
            stack = [(y, x)]
            seen[y][x] = True
            while stack:
                cy, cx = stack.pop()
                for ny, nx in ((cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1)):
                    if 0 <= ny < h and 0 <= nx < w and mask[ny][nx] and not seen[ny][nx]:
                        seen[ny][nx] = True
                        stack.append((ny, nx))
    return count


def pip_mask(img: Image.Image, colour: str | None = None) -> list[list[bool]]:
    """The pips of a die in play: the pixels, inside its edge, that differ from its body in
    brightness (a grey picture: what a reader without colour vision sees)."""
    body = dice_art.DIE_COLOURS[colour][0] if colour else dice_art.IVORY
    body_l = round(0.299 * body[0] + 0.587 * body[1] + 0.114 * body[2])
    grey = img.convert("RGB").convert("L")
    inset = round(img.width * 0.1)
    return [[abs(grey.getpixel((x, y)) - body_l) > 60  # type: ignore[operator]
             for x in range(inset, img.width - inset)] for y in range(inset, img.height - inset)]


@pytest.mark.parametrize("colour", [None, *COLOURS])
def test_every_face_shows_its_number_of_pips(colour: str | None) -> None:
    for value in range(1, 7):
        img = die_image(value, 120, colour)
        assert img.size == (120, 120) and img.mode == "RGBA"
        assert blobs(pip_mask(img, colour)) == value, (value, colour)


def test_faces_differ_and_a_die_in_play_has_transparent_corners() -> None:
    assert len({die_image(v).tobytes() for v in range(1, 7)}) == 6
    img = die_image(5)
    assert img.size == (DIE, DIE)
    assert img.getpixel((0, 0))[3] == 0  # type: ignore[index]
    assert img.getpixel((DIE // 2, DIE // 2))[3] == 255  # type: ignore[index]


def test_a_kept_die_is_framed_and_locked_without_relying_on_colour() -> None:
    """A kept die differs from the same die in play in brightness alone: its light frame
    lies where a die in play has its dark edge, and the padlock badge sits on the top edge."""
    for value in range(1, 7):
        free, kept = die_image(value, 96), die_image(value, 96, kept=True)
        assert kept.tobytes() != free.tobytes()
        grey_free = free.convert("LA")
        grey_kept = kept.convert("LA")
        assert grey_free.getpixel((2, 48))[0] < 100  # type: ignore[index]  # the dark edge
        frame = grey_kept.getpixel((2, 48))
        assert frame[1] == 255 and frame[0] > 150  # type: ignore[index]  # a light frame
        # the badge: dark ink in the middle of the top edge, where a die in play is ivory
        top = [grey_kept.getpixel((x, 14))[0] for x in range(40, 56)]  # type: ignore[index]
        assert min(top) < 80


def test_colours_differ_in_the_shape_of_their_pips_too() -> None:
    """Colour-blind players tell the colours apart: as grey pictures, the pips of each pair
    of colours differ (♥ ★ ▲ ●, the symbols Würfel-Ligretto's texts write)."""
    from larry_core.games.ligretto import colours

    assert dice_art.SYMBOLS == colours.SYMBOLS and COLOURS == colours.COLOURS
    masks = {c: pip_mask(die_image(1, 120, c), c) for c in COLOURS}
    for a, b in combinations(masks, 2):
        assert masks[a] != masks[b], (a, b)
        different = sum(x != y for ra, rb in zip(masks[a], masks[b], strict=True)
                        for x, y in zip(ra, rb, strict=True))
        assert different > 60, (a, b, different)


def test_a_row_of_dice_and_its_cache() -> None:
    one = row_image([3])
    five = row_image([1, 2, 3, 4, 5], kept=[1, 3])
    assert five.height == one.height and five.width > 4 * DIE
    assert five.width <= 550  # whole in Discord's preview
    png = dice_png([6, 6, 2, 5, 1], kept=[0, 1])
    assert dice_png((6, 6, 2, 5, 1), kept={1, 0}) is png  # cached
    assert dice_png([6, 6, 2, 5, 1], kept=[0]) != png
    img = Image.open(io.BytesIO(png))
    assert img.format == "PNG" and img.size == five.size
    coloured = dice_png([1, 2, 3, 4], colours=["red", "yellow", "green", "blue"])
    assert coloured != dice_png([1, 2, 3, 4])
    assert Image.open(io.BytesIO(die_png(4, 64, "green", kept=True))).size == (64, 64)


def test_bad_dice_are_refused() -> None:
    for bad in (0, 7):
        with pytest.raises(ValueError):
            die_image(bad)
    with pytest.raises(ValueError, match="colour"):
        die_png(3, colour="purple")
    with pytest.raises(ValueError):
        dice_png([1, 2], colours=["red"])
    with pytest.raises(ValueError):
        die_image(3, 8)


def test_dice_alt_texts() -> None:
    assert dice_alt([3, 5, 5], kept=[1]) == "3, 5 (kept), 5"
    assert die_alt(4, "yellow", kept=True) == "yellow ★ 4 (kept)"
    words = {"kept": "behalten", "red": "rot", "blue": "blau"}
    assert dice_alt([2, 6], [0], ["red", "blue"], words) == "rot ♥ 2 (behalten), blau ● 6"


# ----------------------------------------------------------------------- the Kniffel block
def view(players: int, **changes: object) -> art.KnPublicView:
    """The sample block cut (or repeated) to `players` columns."""
    pub = art.sample_view()

    def take(values: tuple[Any, ...]) -> tuple[Any, ...]:
        return tuple(values[i % pub.players] for i in range(players))

    base = dataclasses.replace(pub, players=players, sheets=take(pub.sheets),
                               upper=take(pub.upper), upper_bonus=take(pub.upper_bonus),
                               extra=take(pub.extra), totals=take(pub.totals),
                               to_move=min(pub.to_move or 0, players - 1))
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def names(n: int) -> list[str]:
    return [f"Player{i}" for i in range(n)]


def picture(pub: art.KnPublicView, who: list[str], loc: str = "en") -> Image.Image:
    img = Image.open(io.BytesIO(art.block_png(pub, who, loc)))
    assert img.format == "PNG"
    return img


def test_the_block_fits_discords_preview_width() -> None:
    for n in range(1, art.MAX_PLAYERS + 1):
        img = picture(view(n), names(n))
        assert img.size == art.block_size(n)
        assert img.width <= art.WIDTH_MAX, (n, img.size)  # readable on a phone
        assert 600 <= img.height <= 800  # 13 boxes, the sums and the heads
    assert art.block_size(2, show_extra=False)[1] < art.block_size(2)[1]  # no extra row
    assert len(art.block_png(view(8), names(8))) < 60_000


def test_empty_filled_and_struck_boxes_look_different() -> None:
    pub = view(2)
    sheet = list(pub.sheets[0])
    shown = {}
    for label, value in (("empty", None), ("struck", 0), ("filled", 10)):
        sheet[BOXES.index("chance")] = value
        changed = dataclasses.replace(pub, sheets=(tuple(sheet), pub.sheets[1]))
        shown[label] = picture(changed, names(2)).convert("L").tobytes()
    assert len(set(shown.values())) == 3
    # a struck box is hatched: many more mid-grey pixels than an empty one
    def mid(data: bytes) -> int:
        return sum(120 <= b <= 200 for b in data)
    assert mid(shown["struck"]) > mid(shown["empty"]) + 40


def test_the_block_is_in_the_readers_language_and_cached() -> None:
    pub = view(3)
    en = art.block_png(pub, names(3), "en")
    assert art.block_png(pub, names(3), "en") is en  # cached by what it shows
    assert art.block_png(pub, names(3), "de") != en
    assert art.block_png(dataclasses.replace(pub, to_move=0), names(3), "en") != en
    # a roll changes no box: the same picture
    assert art.block_png(dataclasses.replace(pub, dice=(1, 2, 3, 4, 5), rolls_used=1),
                         names(3), "en") is en
    with pytest.raises(ValueError):
        art.block_png(pub, names(2))


def test_names_the_font_cannot_draw() -> None:
    assert art.shown_name("Anna", 0) == "Anna"
    assert art.shown_name("山田 花子", 1) == "Player 2"
    assert art.shown_name("山田 花子", 1, "de") == "Spieler 2"
    assert art.shown_name("🎲🎲", 2, "fr") == "Joueur 3"
    assert art.shown_name("Zoë", 0) == "Zoë"
    if art.font(15)[1]:  # DejaVu draws Cyrillic; Pillow's own font would not
        assert art.shown_name("Ольга", 0) == "Ольга"
        assert art.shown_name("Anna 🎲", 0) == "Anna"


def test_long_names_break_or_are_cut() -> None:
    width = art.COLUMN_MAX - 6  # the widest column's head
    lines, _ = art.head_lines("Dörte-Marie Schmidt-Hagen", width)
    assert len(lines) == 2 and lines[0].endswith("-")
    [one], fnt = art.head_lines("Bartholomäus", width)
    assert one.endswith("…") and fnt.getlength(one) <= width
    assert art.head_lines("Anna", width)[0] == ["Anna"]


def test_block_alt_names_every_player_in_full() -> None:
    pub = art.sample_view()
    text = art.block_alt(pub, list(art.SAMPLE_NAMES), "en")
    for name, total in zip(art.SAMPLE_NAMES, pub.totals, strict=True):
        assert f"{name}: {total} points" in text
    assert "Dörte-Marie Schmidt-Hagen: 9 points (1 of 13 boxes filled" in text
    assert "extra points 50" in text
    fr = art.block_alt(pub, list(art.SAMPLE_NAMES), "fr")
    assert "cases remplies\u00a0: 1 sur 13" in fr and "cases remplies\u00a0: 11 sur 13" in fr


def test_the_sample_adds_up() -> None:
    pub = art.sample_view()
    for seat in range(pub.players):
        sheet = pub.sheets[seat]
        assert pub.totals[seat] == (sum(v for v in sheet if v is not None)
                                    + pub.upper_bonus[seat] + pub.extra[seat])
    assert picture(dataclasses.replace(pub, rules=KnRules(extra_kniffel="none")),
                   list(art.SAMPLE_NAMES)).height < picture(pub, list(art.SAMPLE_NAMES)).height
