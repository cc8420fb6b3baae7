"""Pictures readable on a phone (issue 50): no picture wider than `MAX_WIDTH` px, and no text
smaller than `PHONE_TEXT` px when the picture is shown `PHONE_WIDTH` px wide — so a text
drawn `h` px high in a picture `w` px wide needs ``h * PHONE_WIDTH / w >= PHONE_TEXT``.

Every game's art derives its font sizes from its picture's width (`min_text`) or its width
from its smallest text (`max_width`), so the rule holds by construction; each art module
exposes the text sizes it uses for the tests to check (`readable`).

Text is drawn with DejaVu Sans where the system has it (Debian's fonts-dejavu-core), else
with Pillow's own scalable font.
"""

from __future__ import annotations

import io
import math
import os
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont, features

MAX_WIDTH = 1000  # px: the widest picture
PHONE_WIDTH = 400  # px: how wide a phone shows a picture
PHONE_TEXT = 12  # px: the smallest text there
PROBE_SIZE = 24  # px: the font `drawable` tests glyphs with (off the picture: never drawn)

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
_DIR = ("/usr/share/fonts/truetype/dejavu/", "/usr/share/fonts/dejavu/")
_FILES = {(False, False): "DejaVuSans.ttf", (True, False): "DejaVuSans-Bold.ttf",
          (False, True): "DejaVuSans-Oblique.ttf", (True, True): "DejaVuSans-BoldOblique.ttf"}


def encode(img: Image.Image, colours: int = 128) -> bytes:
    """A picture made on every move as a small PNG: a palette of `colours` (fast octree, no
    dithering), zlib's level 6."""
    buf = io.BytesIO()
    img.convert("RGB").quantize(colors=colours, method=Image.Quantize.FASTOCTREE,
                                dither=Image.Dither.NONE).save(buf, "PNG", compress_level=6)
    return buf.getvalue()


def min_text(width: int) -> int:
    """The smallest text size (px) allowed in a picture `width` px wide."""
    return math.ceil(PHONE_TEXT * width / PHONE_WIDTH)


def max_width(text: float) -> int:
    """The widest picture (px) whose smallest text is `text` px high."""
    return min(MAX_WIDTH, math.floor(text * PHONE_WIDTH / PHONE_TEXT))


def readable(width: int, sizes: Iterable[float]) -> bool:
    """Whether a picture `width` px wide with texts of `sizes` px meets the rule."""
    return width <= MAX_WIDTH and all(s * PHONE_WIDTH >= PHONE_TEXT * width for s in sizes)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, italic: bool = False) -> Font:
    """DejaVu Sans (bold, oblique) at `size` px where the system has it, else Pillow's own."""
    for folder in _DIR:
        path = folder + _FILES[bold, italic]
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    return ImageFont.load_default(size=size)


def fit(text: str, fnt: Font, width: float) -> str:
    """`text` cut with "…" to fit `width` px in `fnt` (whole when it fits)."""
    if fnt.getlength(text) <= width:
        return text
    while text and fnt.getlength(text.rstrip() + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


_SHAPING = features.check("raqm")  # right-to-left text needs it to be drawn right


def _glyph(ch: str, fnt: Font) -> bytes:
    img = Image.new("L", (64, 64))
    ImageDraw.Draw(img).text((8, 8), ch, font=fnt, fill=255)
    return img.tobytes()


@lru_cache(maxsize=4096)
def drawable(ch: str) -> bool:
    """Whether the pictures' font draws `ch` (not its empty box for a missing glyph)."""
    fnt = font(PROBE_SIZE, True)
    return draws(ch, fnt, isinstance(fnt, ImageFont.FreeTypeFont))


def draws(ch: str, fnt: Font, unicode_ok: bool) -> bool:
    """Whether `fnt` draws `ch` (`unicode_ok`: it has more than ASCII's glyphs): a mark or
    a space always; right-to-left letters only where Pillow can shape them; else whether
    its drawing differs from a character no font has."""
    if not unicode_ok:
        return 32 <= ord(ch) < 127
    if ch.isspace() or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return True
    if not _SHAPING and unicodedata.bidirectional(ch) in ("R", "AL"):
        return False
    return _glyph(ch, fnt) != _glyph("\U0010fffd", fnt)  # a private character: no glyph


def name(text: str) -> str:
    """A player's name as a picture draws it: what the font can draw of it, or "" when it
    cannot draw a letter of it (the picture then shows the seat's number alone; the
    description names the player)."""
    text = unicodedata.normalize("NFC", text)
    kept = " ".join("".join(ch for ch in text if drawable(ch)).split())
    lost = any(not drawable(ch) and unicodedata.category(ch)[0] in "LN" for ch in text)
    return "" if lost or not any(ch.isalnum() for ch in kept) else kept


BAND_INK = (28, 32, 40)  # a head band's ground
BAND_GOLD = (255, 214, 92)  # its figure on the right (a pot)
BAND_WHITE = (255, 255, 255)  # its words on the left


def head_band(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], left: str,
              right: str, fnt: Font) -> None:
    """A picture's head band in `box` (x0, y0, x1, y1): `left` in white (cut to fit beside
    the figure), `right` in gold, on a dark rounded ground."""
    x0, y0, x1, y1 = box
    middle = (y0 + y1) / 2
    d.rounded_rectangle(box, radius=8, fill=BAND_INK)
    d.text((x1 - 10, middle), right, font=fnt, fill=BAND_GOLD, anchor="rm")
    d.text((x0 + 10, middle), fit(left, fnt, x1 - x0 - 36 - fnt.getlength(right)), font=fnt,
           fill=BAND_WHITE, anchor="lm")

