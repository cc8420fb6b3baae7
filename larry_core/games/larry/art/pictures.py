"""Pictures where players look: a hand, the revealed pile after a doubt, the results.

Each function returns PNG bytes; `*_alt` gives the matching alternative text. Pictures carry
no words of their own (numbers, card codes and drawn symbols only), so they need no
translation: where a word helps, the caller passes it already translated.

Cards come from the face cache (`faces.face`); a hand picture is also kept whole in an LRU
keyed by its sorted cards. PNGs are palette images (at most 256 colours) so that every
picture stays well under 60 KB.

Hand, reveal and results pictures are composed on a palette ("P") canvas: the faces of one
width and the small drawn pieces around them (the reveal's Σ and total, = / ≠ and the claim
in its bubble, ✓ / ✗ and Larry faces, each drawn directly at its final size; the results'
names, score chips and totals; strips of overlapped cards) are reduced once to that width's
shared palette and cached, then pasted by index, so no picture is quantized when it is made.
Hand, reveal and results PNGs are written here from the canvas's bytes, deflated by ISA-L
(python-isal) at its level 1: several times faster than zlib's level 1 and a little smaller.
A hand picture is made on every change of a hand and a reveal after every doubt, and the
deflate is most of what each costs.
"""

from __future__ import annotations

import io
import itertools
import math
import os
import struct
import unicodedata
import zlib
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from functools import lru_cache

from isal import isal_zlib
from PIL import Image, ImageChops, ImageDraw, ImageFont

from larry_core.games import phone
from larry_core.games.larry.art.faces import (
    CARD_W,
    GREEN,
    INK,
    RGB,
    SS,
    VERMILION,
    WHITE,
    Pen,
    face,
    larry_face,
)
from larry_core.games.larry.cards import CODES, INDEX, LARRY, VALUES

TABLE: RGB = (26, 70, 52)  # felt green behind the cards
STRIPE: RGB = (32, 82, 62)  # every other row of the results picture
PAD = 10
HAND_STEP = 54  # px of each covered card left visible (corner value, sign, Larry symbols)
MIN_STEP = 44
ROW_GAP = 10
# Readable on a phone (larry_core/games/phone.py): the smallest text of a face ("+2", a
# limit card's corner number) is `FACE_TEXT` of its width (24 layout units of CARD_W), so a
# picture of cards `w` px wide is at most `max_width(w)` px wide (more cards wrap into
# further rows); the results' and the verdict panel's own texts are larger still.
FACE_TEXT = 24 / CARD_W


def face_text(width: int) -> float:
    """The smallest text (px) on a face `width` px wide."""
    return FACE_TEXT * width


def max_width(width: int) -> int:
    """The widest picture (px) of cards `width` px wide that a phone shows readably."""
    return phone.max_width(face_text(width))


MAX_WIDTH = max_width(CARD_W)  # 800: a hand wider than this wraps into further rows
MINI_W = 80  # card width in the results picture
MINI_STEP = 38
MINI_MIN_STEP = 18
RESULTS_W = max_width(MINI_W)  # 533: the results picture's widest
NAME_SIZE = 24  # px: the results' names and round scores
TOTAL_SIZE = 32  # px: the results' game totals


def text_sizes(width: int) -> tuple[float, ...]:
    """Every text size (px) of a hand or reveal picture of cards `width` px wide: the faces'
    smallest, and the verdict panel's claim and total (38 and 40 layout units)."""
    return (face_text(width), 38 * _panel_scale(width), 40 * _panel_scale(width))


RESULTS_SIZES = (face_text(MINI_W), NAME_SIZE, TOTAL_SIZE)

HAND_CACHE_SIZE = 512
_hands: OrderedDict[tuple[str, ...], bytes] = OrderedDict()


def sort_cards(cards: Iterable[str]) -> list[str]:
    """Cards in the canonical order of docs/rules.md §1; KeyError for an unknown code."""
    return sorted(cards, key=INDEX.__getitem__)


# --- encoding ------------------------------------------------------------------------------

MAX_BYTES = 60_000  # the size every picture stays under
PLAY_LEVEL = 1  # ISA-L level of the pictures made while playing (deflate is most of their cost)
_LADDER = ((128, 9), (64, 9), (32, 9))  # fewer colours, harder compression: rarely needed


def encode(img: Image.Image, level: int = 6) -> bytes:
    """A compact PNG: RGB (or RGBA) reduced to an adaptive palette of at most 256 colours
    (zlib `level`: 3 for the pictures the bot makes while playing, 6 for the rest). A picture
    still over `MAX_BYTES` (a big results table) is encoded again with fewer colours."""
    data = b""
    for colors, lvl in ((256, level), *_LADDER):
        pal = img.quantize(colors=colors, method=Image.Quantize.FASTOCTREE,
                           dither=Image.Dither.NONE)
        out = io.BytesIO()
        pal.save(out, format="PNG", compress_level=lvl)
        data = out.getvalue()
        if len(data) < MAX_BYTES:
            break
    return data


_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind))))


_IEND = _chunk(b"IEND", b"")


def _png(scanlines: bytes, width: int, height: int, plte: bytes, idat: bytes) -> bytes:
    """A PNG of 8-bit palette indices: `scanlines` are the rows, each led by its filter
    type byte, deflated into `idat` (a zlib stream, as PNG asks); `plte` the PLTE chunk."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return b"".join((_PNG_SIGNATURE, _chunk(b"IHDR", ihdr), plte, _chunk(b"IDAT", idat),
                     _IEND))


def _filter_canvas(pal: _PaletteFaces, size: tuple[int, int]) -> Image.Image:
    """A felt canvas for a picture one column narrower: its column 0 holds index 0 (the
    felt's, as a rule), so the canvas's bytes are the picture's PNG scanlines, each led by
    its filter type 0 ("none"), ready for `_png`. (No palette attached: `_png` writes it.)"""
    canvas = Image.new("P", size, pal.table_index)
    if pal.table_index != 0:
        canvas.paste(0, (0, 0, 1, size[1]))
    return canvas


def _encode_canvas(canvas: Image.Image, pal: _PaletteFaces) -> bytes:
    """The PNG of a `_filter_canvas` picture: ISA-L at `PLAY_LEVEL`; zlib level 6 (smaller,
    many times slower), then fewer colours (`encode`), only for a picture that would
    not stay under `MAX_BYTES` (results of big tables)."""
    scanlines = canvas.tobytes()
    for deflate, level in ((isal_zlib.compress, PLAY_LEVEL), (zlib.compress, 6)):
        data = _png(scanlines, canvas.width - 1, canvas.height, pal.plte,
                    deflate(scanlines, level))
        if len(data) < MAX_BYTES:
            return data
    return encode(_without_filter_column(canvas, pal).convert("RGB"))


def _without_filter_column(canvas: Image.Image, pal: _PaletteFaces) -> Image.Image:
    """The picture of a `_filter_canvas`, with its palette."""
    img = canvas.crop((1, 0, canvas.width, canvas.height))
    img.putpalette(pal.palette)
    return img


# --- layout helpers ------------------------------------------------------------------------

def _row_layout(n: int, card_w: int, step: int, min_step: int, max_width: int,
                ) -> tuple[int, int]:
    """(cards per row, step) for n overlapped cards within max_width."""
    if n <= 1:
        return 1, step
    room = max_width - 2 * PAD - card_w
    if (n - 1) * step <= room:
        return n, step
    if (n - 1) * min_step <= room:
        return n, room // (n - 1)
    per_row = room // min_step + 1
    return per_row, min_step


def _cards_size(n: int, width: int, step: int, per_row: int) -> tuple[int, int]:
    height = round(width * 7 / 5)
    if n == 0:
        return width, height
    cols = min(n, per_row)
    rows = (n + per_row - 1) // per_row
    return width + (cols - 1) * step, rows * height + (rows - 1) * ROW_GAP


def _hand_layout(n: int, width: int, widest: int | None = None) -> tuple[int, int]:
    """(cards per row, step) of n cards `width` px wide, overlapped as in a hand, within
    `widest` px (`max_width(width)` when None)."""
    return _row_layout(n, width, _hand_step(width), round(MIN_STEP * width / CARD_W),
                       max_width(width) if widest is None else widest)


def _hand_step(width: int) -> int:
    """The px of each covered card left visible, at card width `width`."""
    return round(HAND_STEP * width / CARD_W)


# --- hand ----------------------------------------------------------------------------------

def hand_png(cards: list[str], width: int = CARD_W) -> bytes:
    """A player's hand as PNG, sorted canonically, cards overlapped left to right (rows wrap
    past `max_width(width)`). Cached by the sorted cards (an LRU of `HAND_CACHE_SIZE` pictures).

    Made on every change of a hand (its DM, the own screen), so made cheaply: a hand of one
    row joined from cached strips (`_hand_from_strips`), any other composed on a
    `_filter_canvas`; both written as PNG scanlines with no filters, deflated by ISA-L at
    level 1 (`_encode_canvas`)."""
    key = (str(width), *sort_cards(cards))
    png = _hands.get(key)
    if png is not None:
        _hands.move_to_end(key)
        return png
    png = _hand_from_strips(key[1:], width) or _encode_canvas(*_hand_canvas(key[1:], width, 1))
    _hands[key] = png
    if len(_hands) > HAND_CACHE_SIZE:
        _hands.popitem(last=False)
    return png


def hand_image(cards: Sequence[str], width: int = CARD_W) -> Image.Image:
    """The hand picture as a palette image (cards in the order given): faces already
    reduced to the shared palette are pasted by index, so no per-picture quantizing."""
    return _hand_canvas(cards, width, 0)[0]


def _hand_canvas(cards: Sequence[str], width: int,
                 left: int) -> tuple[Image.Image, _PaletteFaces]:
    """The hand on felt, `left` columns to the left of it (1: a `_filter_canvas`)."""
    per_row, step = _hand_layout(len(cards), width)
    w, h = _cards_size(len(cards), width, step, per_row)
    pal = _palette_faces(width)
    size = (left + w + 2 * PAD, h + 2 * PAD)
    canvas = _filter_canvas(pal, size) if left else pal.canvas(size)
    _paste_palette_cards(canvas, pal, cards, left + PAD, PAD, step, per_row)
    return canvas, pal


def _hand_from_strips(cards: Sequence[str], width: int) -> bytes | None:
    """The PNG `_hand_canvas` would give for a hand of one row at the full step, its rows
    joined from cached strips instead of pasting each card through its mask (about half
    of a hand picture's cost, and a hand picture is made at every Play press).

    Cards overlap left to right, each `step` px after the one before, so the picture's
    columns fall into pieces that each show at most two cards: a card's first `step`
    columns over the card before it (`_hand_strip`), and the last card's remaining columns
    over the one before it. A test checks the two ways give the same bytes for every
    pair and triple of cards. None when the hand is empty, wraps or is squeezed (the
    paste path handles those), or when the picture would be too big for `MAX_BYTES`."""
    step, n = _hand_step(width), len(cards)
    if not n or _hand_layout(n, width) != (n, step):
        return None
    pal = _palette_faces(width)
    felt = pal.table_index.to_bytes(1, "big")
    unders = ("", *cards[:-1])
    cols = [_hand_strip(width, step, under, card, False)
            for under, card in zip(unders, cards, strict=True)]
    cols.append(_hand_strip(width, step, unders[-1], cards[-1], True))
    height = len(cols[0])
    wide = 1 + 2 * PAD + width + (n - 1) * step  # with the filter column
    pad_rows = (b"\0" + felt * (wide - 1)) * PAD
    left, right = itertools.repeat(b"\0" + felt * PAD), itertools.repeat(felt * PAD)
    # (the repeats end with the rows)
    rows = b"".join(map(b"".join, zip(left, *cols, right, strict=False)))
    scanlines = b"".join((pad_rows, rows, pad_rows))
    data = _png(scanlines, wide - 1, height + 2 * PAD, pal.plte,
                isal_zlib.compress(scanlines, PLAY_LEVEL))
    return data if len(data) < MAX_BYTES else None


@lru_cache(maxsize=4 * 18 * 17 * 2)  # 4 widths × (a face or none) × face × 2 pieces
def _hand_strip(width: int, step: int, under: str, card: str, tail: bool) -> tuple[bytes, ...]:
    """The rows (palette indices) of one piece of a hand picture: `card`'s first `step`
    columns, or with `tail` its columns after those, with `under` ("" for none) laid
    `step` px to its left beneath it, as `_paste_palette_cards` composes them."""
    pal = _palette_faces(width)
    img, mask = pal.faces[card]
    canvas = pal.canvas((step + width, img.height))
    if under:
        below, below_mask = pal.faces[under]
        canvas.paste(below, (0, 0), below_mask)
    canvas.paste(img, (step, 0), mask)
    x0, x1 = (2 * step, step + width) if tail else (step, 2 * step)
    data = canvas.crop((x0, 0, x1, img.height)).tobytes()
    w = x1 - x0
    return tuple(data[y * w:(y + 1) * w] for y in range(img.height))


def _paste_palette_cards(canvas: Image.Image, pal: _PaletteFaces, cards: Sequence[str],
                         x: int, y: int, step: int, per_row: int) -> None:
    """Cards overlapped left to right from (x, y), rows wrapping after `per_row`; the empty
    outline when there are none."""
    if not cards:
        empty, mask = pal.empty
        canvas.paste(empty, (x, y), mask)
    for i, code in enumerate(cards):
        row, col = divmod(i, per_row)
        img, mask = pal.faces[code]
        canvas.paste(img, (x + col * step, y + row * (img.height + ROW_GAP)), mask)


class _PaletteFaces:
    """Every face of one width on the felt, reduced once to one shared 256-colour palette,
    with a mask of its card shape (pixels outside the rounded corners are left out).

    The palette is made from the faces and from samples of the pieces drawn around them
    (reveal panel, results rows; on the felt and on the results' stripe), so that those
    pieces, reduced to it once (`reduce`), keep their colours and smooth edges."""

    palette: list[int]
    plte: bytes  # the palette as a PNG PLTE chunk
    table_index: int
    stripe_index: int
    faces: dict[str, tuple[Image.Image, Image.Image]]
    empty: tuple[Image.Image, Image.Image]

    def __init__(self, width: int) -> None:
        from larry_core.games.larry.art.faces import ALL_FACES

        flat = {code: _on_table(face(code, width)) for code in ALL_FACES}
        flat[""] = _on_table(_empty_card(width))
        height = flat["-2"][0].height
        # a felt column, a stripe column, the faces, then the samples in columns as high
        extras, places = _palette_samples(width), []
        x, y, column = width * (len(flat) + 2), 0, 0
        for img in extras:
            if y and y + img.height > height:
                x, y, column = x + column, 0, 0
            places.append((x, y))
            y, column = y + img.height, max(column, img.width)
        sheet = Image.new("RGB", (x + column, max(height, *(e.height for e in extras))),
                          TABLE)
        sheet.paste(STRIPE, (width, 0, 2 * width, height))
        for i, (img, _) in enumerate(flat.values(), start=2):
            sheet.paste(img, (i * width, 0))
        for img, place in zip(extras, places, strict=True):
            sheet.paste(img, place)
        ref = sheet.quantize(colors=256, method=Image.Quantize.MEDIANCUT,
                             dither=Image.Dither.NONE)
        self._ref = Image.new("P", (1, 1))
        palette = ref.getpalette() or []
        self._set(palette)
        # the felt's colour moved to index 0 (a new canvas is felt, and the filter column of
        # a `_filter_canvas` is felt too) and made exact; the results' stripe made exact
        felt = self.index(TABLE)
        palette[3 * felt:3 * felt + 3] = palette[:3]
        palette[:3] = TABLE
        self._set(palette)
        stripe = self.index(STRIPE)
        if stripe != 0:
            palette[3 * stripe:3 * stripe + 3] = STRIPE
            self._set(palette)
        self.table_index, self.stripe_index = self.index(TABLE), self.index(STRIPE)
        self.faces = {code: (self.quantize(img), mask) for code, (img, mask) in flat.items()}
        self.empty = self.faces.pop("")

    def _set(self, palette: list[int]) -> None:
        self.palette = palette
        self.plte = _chunk(b"PLTE", bytes(palette))
        self._ref.putpalette(palette)

    def quantize(self, img: Image.Image) -> Image.Image:
        """An RGB image as a palette image of this palette (nearest colours, no dither)."""
        return img.quantize(palette=self._ref, dither=Image.Dither.NONE)

    def index(self, colour: RGB) -> int:
        """The palette index nearest to `colour`."""
        index = self.quantize(Image.new("RGB", (1, 1), colour)).getpixel((0, 0))
        assert isinstance(index, int)
        return index

    def canvas(self, size: tuple[int, int]) -> Image.Image:
        """A new palette canvas of `size` covered with felt."""
        img = Image.new("P", size, self.table_index)
        img.putpalette(self.palette)
        return img

    def reduce(self, img: Image.Image, bg: RGB = TABLE) -> tuple[Image.Image, Image.Image]:
        """An RGBA piece over `bg`, reduced to the palette, and a 1-bit mask of its visible
        pixels (paste it with the mask on a canvas whose pixels there are `bg`)."""
        flat, mask = _on(img, bg)
        return self.quantize(flat), mask


def _on(img: Image.Image, bg: RGB) -> tuple[Image.Image, Image.Image]:
    """(the RGBA image over `bg` as RGB, a 1-bit mask of its visible pixels)."""
    flat = Image.new("RGB", img.size, bg)
    flat.paste(img, (0, 0), img)
    mask = img.getchannel("A").point(lambda a: 255 if a > 0 else 0).convert("1")
    return flat, mask


def _on_table(img: Image.Image) -> tuple[Image.Image, Image.Image]:
    """(the RGBA face over the felt as RGB, a 1-bit mask of its visible pixels)."""
    return _on(img, TABLE)


def _palette_samples(width: int) -> list[Image.Image]:
    """RGB samples of the pieces drawn beside the faces (their colours and edges), for the
    shared palette: a reveal panel's pieces at this width's scale on the felt, and results
    pieces (a name, score chips, a leader's total) on the felt and on the stripe."""
    pieces: list[_Piece] = [("head", -15), ("claim", (-7, False)), ("foot", (True, 3)),
                            ("foot", (False, 0))]
    out = [_on(_panel_piece_rgba(piece, width)[0], TABLE)[0] for piece in pieces]
    for bg in (TABLE, STRIPE):
        for chip in (_score_chip(-3, 34), _score_chip(0, 34), _score_chip(2, 34),
                     _total(-12, True, 44)):
            out.append(_on(chip, bg)[0])
        out.append(_name_tile("Ag 0", bg)[0])
    return out


@lru_cache(maxsize=8)
def _palette_faces(width: int) -> _PaletteFaces:
    return _PaletteFaces(width)


def prepare(width: int = CARD_W) -> None:
    """Draw every face of `width` and its palette now (e.g. at start-up), not on first use;
    at the hand's width (`CARD_W`) also every piece of a hand picture (`_hand_strip`: hands
    are sorted, so a card lies only on a card of the same or an earlier kind): 208 pieces,
    about 4 MB."""
    _palette_faces(width)
    if width == CARD_W:
        step = _hand_step(width)
        for i, card in enumerate(CODES):
            for under in ("", *CODES[:i + 1]):
                for tail in (False, True):
                    _hand_strip(width, step, under, card, tail)


def clear_hand_cache() -> None:
    _hands.clear()


def clear_caches() -> None:
    """Forget faces, palette faces, the pieces reduced to their palettes and hand pictures
    (for benchmarks)."""
    from larry_core.games.larry.art.faces import clear_cache

    clear_cache()
    _palette_faces.cache_clear()
    _empty_card.cache_clear()
    for cache in _PIECE_CACHES:
        cache.cache_clear()
    _hands.clear()


def hand_alt(cards: list[str]) -> str:
    """Alternative text for `hand_png`: the cards (codes) in the picture's order."""
    return cards_text(sort_cards(cards))


def cards_text(cards: Sequence[str]) -> str:
    return ", ".join(cards) if cards else "—"


# --- sprites (small drawn pieces, antialiased by supersampling, cached) --------------------

def _sprite_canvas(w: int, h: int) -> tuple[Image.Image, Pen]:
    big = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    return big, Pen(ImageDraw.Draw(big), SS)


def _finish(big: Image.Image, w: int, h: int) -> Image.Image:
    return big.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=8)
def _empty_card(width: int) -> Image.Image:
    h = round(width * 7 / 5)
    big, pen = _sprite_canvas(width, h)
    k = width / CARD_W  # an outline where a card would be: no cards
    pen.rrect((3 * k, 3 * k, width - 3 * k, h - 3 * k), 11 * k, None, (90, 130, 110), 2.5 * k)
    pen.line([(width * 0.3, h * 0.5), (width * 0.7, h * 0.5)], (90, 130, 110), 3 * k)
    return _finish(big, width, h)


def sigma(pen: Pen, x: float, y: float, s: float, fill: RGB) -> None:
    """Σ drawn as a polyline (the true sum), top-left at (x, y), s high."""
    w = s * 0.72
    lw = s * 0.14
    pen.line([(x + w, y + lw / 2), (x + lw / 2, y + lw / 2), (x + w * 0.5, y + s / 2),
              (x + lw / 2, y + s - lw / 2), (x + w, y + s - lw / 2)], fill, lw)


def bubble(pen: Pen, box: tuple[float, float, float, float], fill: RGB, outline: RGB,
           lw: float) -> None:
    """A speech bubble (what was announced) with its tail at the bottom left."""
    x0, _, _, y1 = box
    pen.poly([(x0 + 14, y1 - 8), (x0 + 8, y1 + 14), (x0 + 30, y1 - 8)], fill, outline, lw)
    pen.rrect(box, 14, fill, outline, lw)
    pen.poly([(x0 + 15, y1 - lw - 1), (x0 + 10.5, y1 + 9), (x0 + 28, y1 - lw - 1)], fill)


def check_mark(pen: Pen, cx: float, cy: float, r: float) -> None:
    """✓ in a green disc (the claim was correct)."""
    pen.ellipse((cx - r, cy - r, cx + r, cy + r), GREEN, WHITE, r * 0.1)
    pen.line([(cx - r * 0.48, cy + r * 0.02), (cx - r * 0.12, cy + r * 0.38),
              (cx + r * 0.5, cy - r * 0.36)], WHITE, r * 0.2)


def cross_mark(pen: Pen, cx: float, cy: float, r: float) -> None:
    """✗ in a vermilion square (the claim was wrong): shape differs, not just colour."""
    pen.rrect((cx - r, cy - r, cx + r, cy + r), r * 0.3, VERMILION, WHITE, r * 0.1)
    d = r * 0.42
    pen.line([(cx - d, cy - d), (cx + d, cy + d)], WHITE, r * 0.2)
    pen.line([(cx - d, cy + d), (cx + d, cy - d)], WHITE, r * 0.2)


def relation(pen: Pen, cx: float, cy: float, s: float, equal: bool, fill: RGB) -> None:
    """= or ≠ centred on (cx, cy)."""
    lw = s * 0.16
    for dy in (-s * 0.2, s * 0.2):
        pen.line([(cx - s / 2, cy + dy), (cx + s / 2, cy + dy)], fill, lw)
    if not equal:
        pen.line([(cx + s * 0.28, cy - s * 0.55), (cx - s * 0.28, cy + s * 0.55)], fill, lw)


REVEAL_PANEL_W = 230  # the verdict panel's width in its layout units (below)
PANEL_H = round(CARD_W * 7 / 5)  # its height in layout units: a full-size card's
PIECE_CACHE_SIZE = 1024  # pieces kept per kind (a few hundred per card width in a game)

# Where each piece of the verdict panel sits, in layout units (x right, y down, PANEL_H high):
# Σ and the true total on the upper line, then = or ≠ and the claim in a speech bubble;
# below, ✓ or ✗ and the Larry faces when an odd number of them made the claim correct.
_MID = PANEL_H * 0.34  # the upper line's centre
_VY = PANEL_H * 0.76  # the lower line's centre
_TOTAL_X = 68.0  # the total's centre
_BUBBLE = (142.0, _MID - 30, REVEAL_PANEL_W - 6.0, _MID + 28)


def _panel_scale(width: int) -> float:
    """Pixels per layout unit of the verdict panel beside cards `width` px wide (the panel
    is as high as a card)."""
    return round(width * 7 / 5) / PANEL_H


_Box = tuple[float, float, float, float]
_Value = int | bool | None


def _element_box(kind: str, value: _Value, pen: Pen) -> _Box:
    """The layout box an element's drawing stays inside (`pen` at the final scale, for text
    widths); a margin is added by `_panel_piece_rgba`."""
    if kind == "sigma":
        return (8, _MID - 17, 8 + 34 * 0.72, _MID + 17)
    if kind == "total":
        assert isinstance(value, int)
        half = pen.numeral_width(value, 40, 1.0) / 2 + 2
        return (_TOTAL_X - half, _MID - 22, _TOTAL_X + half, _MID + 22)
    if kind == "rel":
        return (116 - 13, _MID - 26 * 0.55, 116 + 13, _MID + 26 * 0.55)
    if kind == "claim":
        x0, y0, x1, y1 = _BUBBLE
        return (x0, y0, x1, y1 + 14)
    if kind == "verdict":
        return (32 - 27, _VY - 27, 32 + 27, _VY + 27)
    if kind == "larrys":
        assert isinstance(value, int)
        return (80 - 15, _VY - 15, 80 + 34 * (value - 1) + 15, _VY + 15)
    raise ValueError(f"no verdict panel element {kind!r}")


def _draw_element(pen: Pen, kind: str, value: _Value, dx: float, dy: float) -> None:
    """Draws one element at its layout place shifted by (-dx, -dy) layout units."""
    mid, vy = _MID - dy, _VY - dy
    if kind == "sigma":
        sigma(pen, 8 - dx, mid - 17, 34, WHITE)
    elif kind == "total":
        assert isinstance(value, int)
        pen.numeral(_TOTAL_X - dx, mid, value, 40, WHITE, bold=1.0)
    elif kind == "rel":
        relation(pen, 116 - dx, mid, 26, bool(value), WHITE)
    elif kind == "claim":
        assert isinstance(value, int)
        x0, y0, x1, y1 = _BUBBLE
        bubble(pen, (x0 - dx, y0 - dy, x1 - dx, y1 - dy), WHITE, INK, 2)
        pen.numeral((x0 + x1) / 2 - dx, mid - 1, value, 38, INK, bold=1.0)
    elif kind == "verdict":
        if value:
            check_mark(pen, 32 - dx, vy, 27)
        else:
            cross_mark(pen, 32 - dx, vy, 25)
    elif kind == "larrys":
        assert isinstance(value, int)
        for i in range(value):
            larry_face(pen, 80 + i * 34 - dx, vy, 30)


# A piece of the verdict panel: ("head", total): Σ and the total; ("claim", (claim, equal)):
# = or ≠ and the claim in its bubble; ("foot", (correct, larrys)): ✓ or ✗ and `larrys` faces.
_Piece = tuple[str, int | tuple[int, bool] | tuple[bool, int]]


def _piece_elements(piece: _Piece) -> list[tuple[str, _Value]]:
    kind, value = piece
    if kind == "head":
        assert isinstance(value, int)
        return [("sigma", None), ("total", value)]
    assert isinstance(value, tuple)
    if kind == "claim":
        claim, equal = value
        return [("rel", bool(equal)), ("claim", int(claim))]
    if kind == "foot":
        correct, larrys = value
        return [("verdict", bool(correct))] + ([("larrys", int(larrys))] if larrys else [])
    raise ValueError(f"no verdict panel piece {kind!r}")


def _panel_piece_rgba(piece: _Piece, width: int) -> tuple[Image.Image, tuple[int, int]]:
    """One piece of the verdict panel drawn directly at its final size (supersampled, on
    the panel's pixel grid), RGBA, and its top-left pixel in the panel."""
    f = _panel_scale(width)
    k = SS * f
    probe = Pen(ImageDraw.Draw(Image.new("RGBA", (1, 1))), k)
    elements = _piece_elements(piece)
    boxes = [_element_box(kind, value, probe) for kind, value in elements]
    px0 = math.floor(min(b[0] for b in boxes) * f) - 2
    py0 = math.floor(min(b[1] for b in boxes) * f) - 2
    w = math.ceil(max(b[2] for b in boxes) * f) + 2 - px0
    h = math.ceil(max(b[3] for b in boxes) * f) + 2 - py0
    big = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    pen = Pen(ImageDraw.Draw(big), k)
    for kind, value in elements:
        _draw_element(pen, kind, value, px0 / f, py0 / f)
    return _finish(big, w, h), (px0, py0)


@lru_cache(maxsize=PIECE_CACHE_SIZE)
def _panel_piece(piece: _Piece, width: int) -> tuple[Image.Image, Image.Image, tuple[int, int]]:
    """A verdict panel piece reduced to the palette of `width`: (image, mask, top-left in
    the panel)."""
    img, pos = _panel_piece_rgba(piece, width)
    flat, mask = _palette_faces(width).reduce(img)
    return flat, mask, pos


@lru_cache(maxsize=PIECE_CACHE_SIZE)
def _card_strip(prev: str | None, code: str, step: int, last: bool, width: int, bg: RGB,
                ) -> Image.Image:
    """What shows of card `code` in a row of cards overlapped by `step` px, on the palette
    of `width`: its left `step` columns (all of it when it is the `last` of its row), with
    the card before it (`prev`; None for a row's first card) or else `bg` showing through
    its rounded corners. Strips are pasted without a mask, one after the other."""
    height = round(width * 7 / 5)
    flat = Image.new("RGB", (width if last else step, height), bg)
    if prev is not None:
        under = face(prev, width)
        flat.paste(under, (-step, 0), under)
    top = face(code, width)
    flat.paste(top, (0, 0), top)
    return _palette_faces(width).quantize(flat)


def _paste_strips(canvas: Image.Image, cards: Sequence[str], x: int, y: int, width: int,
                  step: int, per_row: int, bg: RGB) -> None:
    """Cards overlapped left to right from (x, y) over `bg`, rows wrapping after
    `per_row`, as cached strips (`_card_strip`)."""
    height = round(width * 7 / 5)
    for i, code in enumerate(cards):
        row, col = divmod(i, per_row)
        last = col == per_row - 1 or i == len(cards) - 1
        strip = _card_strip(cards[i - 1] if col else None, code, step, last, width, bg)
        canvas.paste(strip, (x + col * step, y + row * (height + ROW_GAP)))


def _verdict_pieces(claim: int | None, total: int, correct: bool, larrys: int,
                    ) -> list[_Piece]:
    """What the verdict panel shows: Σ total, = or ≠, the claim in a speech bubble; below,
    ✓ or ✗ (and the Larry faces when an odd number of them made the claim correct)."""
    pieces: list[_Piece] = [("head", total)]
    if claim is not None:
        pieces.append(("claim", (claim, claim == total)))
    pieces.append(("foot", (correct, larrys if larrys % 2 == 1 else 0)))
    return pieces


def _reveal_canvas(cards: Sequence[str], claim: int | None, total: int, correct: bool,
                   width: int) -> tuple[Image.Image, _PaletteFaces]:
    """The reveal picture composed on a palette canvas one column wider than the picture:
    column 0 holds index 0, so the canvas's bytes are the PNG scanlines, each led by its
    filter type 0 ("none"). Cached card strips and panel pieces are pasted by index."""
    sort_cards(cards)  # KeyError for an unknown code
    panel_w = round(REVEAL_PANEL_W * _panel_scale(width))
    # a long pile wraps into further rows at the full step (never squeezed: the strips stay
    # one per pair of cards at each width)
    step = _hand_step(width)
    per_row, step = _row_layout(len(cards), width, step, step, max_width(width) - 14 - panel_w)
    cw, ch = _cards_size(len(cards), width, step, per_row)
    card_h = round(width * 7 / 5)
    pal = _palette_faces(width)
    canvas = _filter_canvas(pal, (1 + PAD + cw + 14 + panel_w + PAD, ch + 2 * PAD))
    if not cards:
        empty, mask = pal.empty
        canvas.paste(empty, (1 + PAD, PAD), mask)
    _paste_strips(canvas, cards, 1 + PAD, PAD, width, step, per_row, TABLE)
    x, y = 1 + PAD + cw + 14, PAD + (ch - card_h) // 2
    for piece in _verdict_pieces(claim, total, correct, cards.count("larry")):
        img, mask, (px, py) = _panel_piece(piece, width)
        canvas.paste(img, (x + px, y + py), mask)
    return canvas, pal


def reveal_image(cards: Sequence[str], claim: int | None, total: int, correct: bool,
                 width: int = CARD_W) -> Image.Image:
    """The reveal picture (see `reveal_png`) as a palette image."""
    canvas, pal = _reveal_canvas(cards, claim, total, correct, width)
    return _without_filter_column(canvas, pal)


def reveal_png(cards: list[str], claim: int | None, total: int, correct: bool,
               width: int = CARD_W) -> bytes:
    """The pile turned over after a doubt (cards in pile order, overlapped), then the true
    sum Σ against the standing claim (in a speech bubble) and ✓ correct / ✗ wrong.

    Made after every doubt, so made cheaply: composed from cached pieces already on the
    shared palette (no quantizing) and written as PNG here (ISA-L level 1, no filters)."""
    return _encode_canvas(*_reveal_canvas(cards, claim, total, correct, width))


def reveal_alt(cards: list[str], claim: int | None, total: int, correct: bool) -> str:
    """Alternative text for `reveal_png`: the cards, Σ total against the claim, ✓ or ✗."""
    rel = "" if claim is None else (" = " if claim == total else " ≠ ") + _signed(claim, False)
    return f"{cards_text(cards)}: Σ {_signed(total, False)}{rel} {'✓' if correct else '✗'}"


# --- results -------------------------------------------------------------------------------

_DEJAVU = ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
           "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf")


@lru_cache(maxsize=8)
def name_font(size: int) -> tuple[ImageFont.FreeTypeFont | ImageFont.ImageFont, bool]:
    """(font, full Unicode?) for player names: DejaVu Sans Bold where the system has it
    (Debian's fonts-dejavu-core), else Pillow's own font, which covers ASCII only."""
    for path in _DEJAVU:
        if os.path.exists(path):
            return ImageFont.truetype(path, size), True
    return ImageFont.load_default(size=size), False


def _ascii(text: str) -> str:
    """Accents dropped (é → e, ß → ss), anything else outside ASCII as '?'."""
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss"))
    out = "".join(ch for ch in text if not unicodedata.combining(ch))
    return "".join(ch if 32 <= ord(ch) < 127 else "?" for ch in out)


def _fit(draw: ImageDraw.ImageDraw, text: str, fnt: ImageFont.FreeTypeFont | ImageFont.ImageFont,
         width: int) -> str:
    if draw.textlength(text, font=fnt) <= width:
        return text
    while text and draw.textlength(text + "…", font=fnt) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def _signed(n: int, plus: bool = True) -> str:
    if n < 0:
        return f"-{-n}"
    return f"+{n}" if plus and n > 0 else str(n)


def _score_chip(delta: int, height: int) -> Image.Image:
    """A round score as a pill: +n on green with ▲, −n on vermilion with ▼, 0 grey."""
    w = 74
    big, pen = _sprite_canvas(w, height)
    col = GREEN if delta > 0 else VERMILION if delta < 0 else (105, 110, 118)
    pen.rrect((1, 1, w - 1, height - 1), height / 2 - 1, col, WHITE, 1.5)
    cy = height / 2
    h = 9.0
    if delta > 0:
        pen.poly([(14 - h / 2, cy + h * 0.4), (14 + h / 2, cy + h * 0.4), (14, cy - h * 0.5)],
                 WHITE)
    elif delta < 0:
        pen.poly([(14 - h / 2, cy - h * 0.4), (14 + h / 2, cy - h * 0.4), (14, cy + h * 0.5)],
                 WHITE)
    sign = "+" if delta > 0 else ""
    if delta < 0:
        pen.numeral(45, cy, delta, NAME_SIZE, WHITE, bold=0.5)
    else:
        pen.text((45, cy), f"{sign}{delta}", NAME_SIZE, WHITE, bold=0.5)
    return _finish(big, w, height)


def _total(total: int, leader: bool, height: int) -> Image.Image:
    """A game total: Σ and the number, a gold star before it for the leader(s)."""
    w = 118
    big, pen = _sprite_canvas(w, height)
    cy = height / 2
    if leader:
        star(pen, 13, cy, 12, (240, 190, 40))
    sigma(pen, 30, cy - 11, 22, (200, 220, 210))
    pen.numeral(60 + pen.numeral_width(total, TOTAL_SIZE, 0.9) / 2, cy, total, TOTAL_SIZE,
                WHITE, bold=0.9)
    return _finish(big, w, height)


def star(pen: Pen, cx: float, cy: float, r: float, fill: RGB) -> None:
    pts = []
    for i in range(10):
        a = math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy - rr * math.sin(a)))
    pen.poly(pts, fill, INK, r * 0.08)


RESULT_NAME_W = 170
NAME_CACHE_SIZE = 256  # player names kept drawn (per background)


def _measure() -> ImageDraw.ImageDraw:
    return ImageDraw.Draw(Image.new("RGB", (1, 1)))


@lru_cache(maxsize=NAME_CACHE_SIZE)
def _name_width(text: str) -> int:
    """A (shown) name's width in px in the results' name font."""
    fnt, _ = name_font(NAME_SIZE)
    return round(_measure().textlength(text, font=fnt))


def _name_tile(text: str, bg: RGB) -> tuple[Image.Image, Image.Image, tuple[int, int]]:
    """A (shown) name as the results draw it (white, cut to `RESULT_NAME_W` with "…"), on
    `bg`, RGB: (tile, 1-bit mask of the pixels the text touches, offset of the tile from
    the text's left-middle anchor)."""
    fnt, _ = name_font(NAME_SIZE)
    fitted = _fit(_measure(), text, fnt, RESULT_NAME_W)
    x0, y0, x1, y1 = (round(v) for v in fnt.getbbox(fitted, anchor="lm"))
    x0, y0 = x0 - 1, y0 - 1
    tile = Image.new("RGB", (max(x1 - x0 + 1, 1), max(y1 - y0 + 1, 1)), bg)
    ImageDraw.Draw(tile).text((-x0, -y0), fitted, font=fnt, fill=WHITE, anchor="lm")
    diff = ImageChops.difference(tile, Image.new("RGB", tile.size, bg)).convert("L")
    return tile, diff.point(lambda v: 255 if v else 0).convert("1"), (x0, y0)


@lru_cache(maxsize=NAME_CACHE_SIZE)
def _name_piece(text: str, bg: RGB) -> tuple[Image.Image, Image.Image, tuple[int, int]]:
    """`_name_tile` reduced to the results' palette."""
    tile, mask, pos = _name_tile(text, bg)
    return _palette_faces(MINI_W).quantize(tile), mask, pos


@lru_cache(maxsize=PIECE_CACHE_SIZE)
def _results_piece(kind: str, value: int, leader: bool, bg: RGB,
                   ) -> tuple[Image.Image, Image.Image]:
    """A score chip (kind "chip"), a game total ("total") or the outline of an empty hand
    ("empty") reduced to the results' palette over `bg`: (image, mask)."""
    if kind == "chip":
        img = _score_chip(value, 34)
    elif kind == "total":
        img = _total(value, leader, 44)
    else:
        img = _empty_card(MINI_W)
    return _palette_faces(MINI_W).reduce(img, bg)


def results_png(names: list[str], hands: list[list[str]], scores: list[int],
                round_scores: list[int] | None = None) -> bytes:
    """A row per player: name, the round's score (if given), the game total (a star for
    the leader); below them the cards left in hand (sorted; an empty outline when none),
    wrapping into further rows within `RESULTS_W`."""
    return _encode_canvas(*_results_canvas(names, hands, scores, round_scores))


def results_image(names: list[str], hands: list[list[str]], scores: list[int],
                  round_scores: list[int] | None = None) -> Image.Image:
    """The results picture (see `results_png`) as a palette image."""
    canvas, pal = _results_canvas(names, hands, scores, round_scores)
    return _without_filter_column(canvas, pal)


def _results_canvas(names: list[str], hands: list[list[str]], scores: list[int],
                    round_scores: list[int] | None) -> tuple[Image.Image, _PaletteFaces]:
    """The results picture composed like `_reveal_canvas` (column 0 for the PNG filter
    bytes) from cached pieces on the palette of `MINI_W` faces."""
    n = len(names)
    if len(hands) != n or len(scores) != n or (round_scores is not None
                                                 and len(round_scores) != n):
        raise ValueError("names, hands, scores and round_scores must have the same length")
    line_h = 50  # the name line, above the cards
    sorted_hands = [sort_cards(h) for h in hands]
    _, unicode_ok = name_font(NAME_SIZE)
    shown = [name if unicode_ok else _ascii(name) for name in names]
    name_w = min(RESULT_NAME_W, max((_name_width(s) for s in shown), default=0))
    x_name = 1 + PAD + 8
    x_chip = x_name + max(name_w, 40) + 16
    x_total = x_chip + (82 if round_scores is not None else 0)
    x_cards = x_name
    layouts = [_row_layout(len(h), MINI_W, MINI_STEP, MINI_MIN_STEP, RESULTS_W - 16)
               for h in sorted_hands]
    sizes = [_cards_size(len(h), MINI_W, st, per)
             for h, (per, st) in zip(sorted_hands, layouts, strict=True)]
    widest = max((w for w, _ in sizes), default=MINI_W)
    width = max(x_total + 118, x_cards + widest) + PAD + 8  # one more than the picture
    heights = [line_h + h + 10 for _, h in sizes]
    pal = _palette_faces(MINI_W)
    canvas = _filter_canvas(pal, (width, PAD * 2 + sum(heights)))
    draw = ImageDraw.Draw(canvas)
    best = max(scores, default=0)
    y = PAD
    for i in range(n):
        row_h = heights[i]
        bg = TABLE
        if i % 2 == 1:
            bg = STRIPE
            draw.rounded_rectangle((1 + PAD // 2, y, width - PAD // 2, y + row_h - 1),
                                   radius=8, fill=pal.stripe_index)
        cy = y + line_h // 2 + 2
        img, mask, (dx, dy) = _name_piece(shown[i], bg)
        canvas.paste(img, (x_name + dx, cy + dy), mask)
        if round_scores is not None:
            img, mask = _results_piece("chip", round_scores[i], False, bg)
            canvas.paste(img, (x_chip, cy - img.height // 2), mask)
        img, mask = _results_piece("total", scores[i], scores[i] == best and n > 1, bg)
        canvas.paste(img, (x_total, cy - img.height // 2), mask)
        hand = sorted_hands[i]
        if not hand:
            img, mask = _results_piece("empty", 0, False, bg)
            canvas.paste(img, (x_cards, y + line_h), mask)
        per_row, step = layouts[i]
        _paste_strips(canvas, hand, x_cards, y + line_h, MINI_W, step, per_row, bg)
        y += row_h
    return canvas, pal


def results_alt(names: list[str], hands: list[list[str]], scores: list[int],
                round_scores: list[int] | None = None) -> str:
    """Alternative text for `results_png`: per player `name: cards (round, Σ total)`."""
    rows = []
    for i, name in enumerate(names):
        nums = ([_signed(round_scores[i])] if round_scores is not None else [])
        nums.append(f"Σ {_signed(scores[i], False)}")
        rows.append(f"{name}: {cards_text(sort_cards(hands[i]))} ({', '.join(nums)})")
    return "; ".join(rows)


_PIECE_CACHES = (_panel_piece, _card_strip, _hand_strip, _results_piece, _name_piece,
                 _name_width)


def piece_cache_size() -> int:
    """How many pieces (panel pieces, card strips, results pieces, names) are cached now."""
    return sum(cache.cache_info().currsize for cache in _PIECE_CACHES)


def larry_count(cards: Iterable[str]) -> int:
    return sum(1 for c in cards if INDEX[c] == LARRY)


def pile_sum(cards: Iterable[str]) -> int:
    """The true sum of a pile: number cards' values (Larry and action cards count 0)."""
    return sum(VALUES[INDEX[c]] for c in cards)
