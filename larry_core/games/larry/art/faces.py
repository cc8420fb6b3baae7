"""Card faces of Larry, drawn with Pillow by the project's own code (no image files).

Every face shows its kind twice, so colour is never the only cue: the value or an icon in
the top-left corner (the part that stays visible in a fanned hand) and a large centre
picture. Number cards carry a shape for their sign (▼ below zero, ◆ zero, ▲ above); action
cards are dark with a light icon, number cards light, the Larry card green-framed with a big
Larry face. Each scoring card shows its Larry symbols (docs/rules.md §8, `SYMBOLS`) as small
Larry faces in a pill at the bottom left.

Faces are drawn once per (code, width) at 3× and scaled down (smooth edges), then kept in a
module-level cache: `face(code, width)` returns the cached RGBA image (do not modify it).
Only Pillow's own font is used (`ImageFont.load_default(size=...)`, Pillow ≥ 10.1), and only
for ASCII digits and "+": minus signs and every symbol are drawn as shapes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from larry_core.games.larry.cards import CODES, INDEX, SYMBOLS

CARD_W = 120  # default face width in pixels; height is 7/5 of it
SS = 3  # supersampling factor

RGB = tuple[int, int, int]

# Okabe–Ito colours (distinguishable with the common colour-vision deficiencies), darkened
# where white text sits on them.
BLUE: RGB = (0, 98, 160)
ORANGE: RGB = (214, 120, 0)
VERMILION: RGB = (200, 70, 0)
GREEN: RGB = (0, 138, 100)
SKY: RGB = (86, 180, 233)
PURPLE: RGB = (190, 100, 160)
YELLOW: RGB = (240, 200, 40)
GREY: RGB = (105, 110, 118)
INK: RGB = (28, 32, 40)
PAPER: RGB = (252, 249, 242)
NIGHT: RGB = (33, 43, 60)
WHITE: RGB = (255, 255, 255)
TONGUE: RGB = (232, 90, 110)
GOLD: RGB = (226, 178, 60)

LIMIT_FACES: tuple[str, ...] = ("limit-7-cw", "limit-5-ccw")
"""The limit card's two sides as the game shows them (7 clockwise, 5 counter-clockwise)."""


def limit_code(limit: int, direction: str) -> str:
    """The face code of the limit card showing `limit` (7 or 5) and `direction` (cw/ccw)."""
    if limit not in (5, 7) or direction not in ("cw", "ccw"):
        raise ValueError(f"no limit card for {limit!r}, {direction!r}")
    return f"limit-{limit}-{direction}"


ALL_FACES: tuple[str, ...] = (*CODES, "limit-7-cw", "limit-5-ccw", "limit-7-ccw", "limit-5-cw")
"""Every face this module draws: the 13 card kinds, then the limit card's combinations."""


def symbols(code: str) -> int:
    """Larry symbols on a card (0 for the limit card)."""
    return SYMBOLS[INDEX[code]] if code in INDEX else 0


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's bundled scalable font at `size` pixels."""
    return ImageFont.load_default(size=size)


class Pen:
    """Draws on a supersampled canvas in card units (pixels of the final face)."""

    def __init__(self, draw: ImageDraw.ImageDraw, scale: float) -> None:
        self.d = draw
        self.k = scale

    def p(self, v: float) -> int:
        return round(v * self.k)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[int, int, int, int]:
        return (self.p(x0), self.p(y0), self.p(x1), self.p(y1))

    def rrect(self, box: tuple[float, float, float, float], r: float, fill: RGB | None,
              outline: RGB | None = None, width: float = 0) -> None:
        self.d.rounded_rectangle(self.box(*box), radius=self.p(r), fill=fill, outline=outline,
                                 width=self.p(width) if outline else 0)

    def ellipse(self, box: tuple[float, float, float, float], fill: RGB | None,
                outline: RGB | None = None, width: float = 0) -> None:
        self.d.ellipse(self.box(*box), fill=fill, outline=outline,
                       width=self.p(width) if outline else 0)

    def poly(self, pts: list[tuple[float, float]], fill: RGB | None,
             outline: RGB | None = None, width: float = 0) -> None:
        self.d.polygon([(self.p(x), self.p(y)) for x, y in pts], fill=fill, outline=outline,
                       width=self.p(width) if outline else 0)

    def line(self, pts: list[tuple[float, float]], fill: RGB, width: float) -> None:
        self.d.line([(self.p(x), self.p(y)) for x, y in pts], fill=fill, width=self.p(width),
                    joint="curve")

    def arc(self, box: tuple[float, float, float, float], start: float, end: float, fill: RGB,
            width: float) -> None:
        self.d.arc(self.box(*box), start, end, fill=fill, width=self.p(width))

    def text(self, xy: tuple[float, float], text: str, size: float, fill: RGB,
             anchor: str = "mm", bold: float = 0.0, outline: RGB | None = None,
             outline_w: float = 0) -> None:
        """ASCII text centred (by default) on xy; `bold` thickens it by a stroke."""
        f = font(self.p(size))
        pos = (self.p(xy[0]), self.p(xy[1]))
        if outline is not None and outline_w:
            self.d.text(pos, text, font=f, fill=outline, anchor=anchor,
                        stroke_width=self.p(bold + outline_w), stroke_fill=outline)
        self.d.text(pos, text, font=f, fill=fill, anchor=anchor,
                    stroke_width=self.p(bold), stroke_fill=fill)

    def text_width(self, text: str, size: float, bold: float = 0.0) -> float:
        f = font(self.p(size))
        x0, _, x1, _ = f.getbbox(text, anchor="lm", stroke_width=self.p(bold))
        return (x1 - x0) / self.k

    def numeral_width(self, value: int, size: float, bold: float = 0.0) -> float:
        width = self.text_width(str(abs(value)), size, bold)
        return width + (size * 0.43 if value < 0 else 0.0)

    def numeral(self, cx: float, cy: float, value: int, size: float, fill: RGB,
                bold: float = 0.0, outline: RGB | None = None, outline_w: float = 0) -> None:
        """A signed number centred on (cx, cy); the minus sign is a drawn bar."""
        digits = str(abs(value))
        dw = self.text_width(digits, size, bold)
        bar_w, bar_h, gap = size * 0.36, max(size * 0.095, bold * 2 + 1), size * 0.07
        total = dw + (bar_w + gap if value < 0 else 0)
        left = cx - total / 2
        if value < 0:
            y0, y1 = cy - bar_h / 2, cy + bar_h / 2
            if outline is not None and outline_w:
                o = outline_w
                self.rrect((left - o, y0 - o, left + bar_w + o, y1 + o), bar_h / 2 + o, outline)
            self.rrect((left, y0, left + bar_w, y1), bar_h / 2, fill)
            left += bar_w + gap
        self.text((left + dw / 2, cy), digits, size, fill, anchor="mm", bold=bold,
                  outline=outline, outline_w=outline_w)


# --- icons (all centred on (cx, cy), sized by s = their height) -------------------------

def larry_face(pen: Pen, cx: float, cy: float, s: float, ring: RGB = INK) -> None:
    """The Larry symbol: a green face sticking out its tongue ("Ätsch!")."""
    r = s / 2
    lw = max(s * 0.07, 0.9)
    pen.ellipse((cx - r, cy - r, cx + r, cy + r), GREEN, ring, lw)
    # eyes: white with dark pupils looking sideways
    for dx in (-0.34, 0.22):
        ex, ey, er = cx + dx * s, cy - 0.14 * s, 0.13 * s
        pen.ellipse((ex - er, ey - er, ex + er + 0.1 * s, ey + er), WHITE)
        pr = 0.075 * s
        px = ex + 0.08 * s
        pen.ellipse((px - pr, ey - pr + 0.02 * s, px + pr, ey + pr + 0.02 * s), INK)
    # grin and tongue
    mouth = (cx - 0.3 * s, cy - 0.12 * s, cx + 0.3 * s, cy + 0.3 * s)
    pen.arc(mouth, 15, 165, INK, max(s * 0.065, 0.9))
    tw = 0.13 * s
    pen.rrect((cx - tw + 0.04 * s, cy + 0.14 * s, cx + tw + 0.04 * s, cy + 0.42 * s), tw,
              TONGUE, INK, max(s * 0.04, 0.6))


def sign_shape(pen: Pen, cx: float, cy: float, s: float, value: int, fill: RGB) -> None:
    """▼ below zero, ◆ zero, ▲ above zero."""
    h = s / 2
    if value < 0:
        pen.poly([(cx - h, cy - h * 0.8), (cx + h, cy - h * 0.8), (cx, cy + h * 0.9)], fill)
    elif value == 0:
        pen.poly([(cx, cy - h), (cx + h * 0.8, cy), (cx, cy + h), (cx - h * 0.8, cy)], fill)
    else:
        pen.poly([(cx - h, cy + h * 0.8), (cx + h, cy + h * 0.8), (cx, cy - h * 0.9)], fill)


def eye_icon(pen: Pen, cx: float, cy: float, s: float, fg: RGB, bg: RGB) -> None:
    """An open eye (the `open` card: the target's cards go face up)."""
    w, h = s * 0.62, s * 0.36
    pts = []
    for i in range(33):
        t = math.pi * i / 32
        pts.append((cx - w * math.cos(t), cy - h * math.sin(t)))
    for i in range(1, 32):
        t = math.pi * i / 32
        pts.append((cx + w * math.cos(t), cy + h * math.sin(t)))
    pen.poly(pts, WHITE, fg, s * 0.07)
    r = s * 0.22
    pen.ellipse((cx - r, cy - r, cx + r, cy + r), fg)
    r2 = s * 0.1
    pen.ellipse((cx - r2, cy - r2, cx + r2, cy + r2), bg)
    r3 = s * 0.045
    pen.ellipse((cx + r2 * 0.6 - r3, cy - r2 * 0.8 - r3, cx + r2 * 0.6 + r3, cy - r2 * 0.8 + r3),
                WHITE)


def two_cards_icon(pen: Pen, cx: float, cy: float, s: float, fg: RGB, bg: RGB) -> None:
    """Two cards fanned, "+2" on the front one (the `draw2` card)."""
    w, h = s * 0.52, s * 0.74
    pen.rrect((cx - w * 0.85, cy - h / 2 - s * 0.1, cx + w * 0.15, cy + h / 2 - s * 0.1),
              s * 0.07, bg, fg, s * 0.05)
    pen.rrect((cx - w * 0.4, cy - h / 2 + s * 0.06, cx + w * 0.6, cy + h / 2 + s * 0.06),
              s * 0.07, fg, bg, s * 0.04)
    pen.text((cx + w * 0.1, cy + s * 0.07), "+2", s * 0.34, bg, bold=s * 0.012)


def gift_icon(pen: Pen, cx: float, cy: float, s: float, fg: RGB, bg: RGB) -> None:
    """A wrapped present (the `gift` card: give one card away)."""
    w = s * 0.72
    top = cy - s * 0.18
    pen.rrect((cx - w / 2, top + s * 0.16, cx + w / 2, cy + s * 0.45), s * 0.04, fg)
    pen.rrect((cx - w / 2 - s * 0.05, top, cx + w / 2 + s * 0.05, top + s * 0.18), s * 0.04, fg)
    rb = s * 0.07
    pen.d.rectangle(pen.box(cx - rb, top, cx + rb, cy + s * 0.45), fill=bg)
    pen.d.rectangle(pen.box(cx - w / 2 - s * 0.05, top + s * 0.16, cx + w / 2 + s * 0.05,
                            top + s * 0.2), fill=bg)
    # bow: two loops
    for sgn in (-1, 1):
        pen.poly([(cx, top), (cx + sgn * s * 0.3, top - s * 0.24),
                  (cx + sgn * s * 0.3, top - s * 0.02)], None, fg, s * 0.06)
    pen.ellipse((cx - s * 0.06, top - s * 0.08, cx + s * 0.06, top + s * 0.03), fg)


def arrow(pen: Pen, x0: float, x1: float, y: float, s: float, fill: RGB) -> None:
    """A horizontal arrow from x0 to x1 (either way) at height y; s is the shaft width."""
    sgn = 1 if x1 > x0 else -1
    head = s * 2.1
    pen.line([(x0, y), (x1 - sgn * head * 0.8, y)], fill, s)
    pen.poly([(x1, y), (x1 - sgn * head, y - head * 0.75), (x1 - sgn * head, y + head * 0.75)],
             fill)


def reverse_icon(pen: Pen, cx: float, cy: float, s: float, fg: RGB) -> None:
    """Two opposed arrows ⇄ (the `reverse` card: direction and limit turn)."""
    w = s * 0.5
    arrow(pen, cx - w, cx + w, cy - s * 0.2, s * 0.12, fg)
    arrow(pen, cx + w, cx - w, cy + s * 0.2, s * 0.12, fg)


def turn_arrow(pen: Pen, cx: float, cy: float, r: float, width: float, clockwise: bool,
               fill: RGB) -> None:
    """A circular arrow of radius r around (cx, cy) turning clockwise or not."""
    start, end = (-60.0, 230.0)  # degrees, Pillow's angles run clockwise from 3 o'clock
    pen.arc((cx - r, cy - r, cx + r, cy + r), start, end, fill, width)
    tip_deg = end + 22 if clockwise else start - 22
    base_deg = end - 4 if clockwise else start + 4
    tip = math.radians(tip_deg)
    base = math.radians(base_deg)
    hw = width * 1.45
    bx, by = cx + r * math.cos(base), cy + r * math.sin(base)
    nx, ny = math.cos(base), math.sin(base)
    pen.poly([(cx + r * math.cos(tip), cy + r * math.sin(tip)),
              (bx + nx * hw, by + ny * hw), (bx - nx * hw, by - ny * hw)], fill)


# --- faces ---------------------------------------------------------------------------------

def _number_colour(value: int) -> RGB:
    if value < 0:
        return BLUE
    if value == 0:
        return GREY
    return VERMILION if value == 7 else ORANGE


def _symbol_column(pen: Pen, n: int, h: float, dark: bool) -> None:
    """n Larry symbols stacked up from the bottom-left corner (visible in a fanned hand)."""
    s, step = 21.0, 23.0
    cx = 21.0
    for i in range(n):
        cy = h - 20 - i * step
        if dark:
            r = s / 2 + 1.6
            pen.ellipse((cx - r, cy - r, cx + r, cy + r), WHITE)
        larry_face(pen, cx, cy, s)


def _draw_face(pen: Pen, code: str, w: float, h: float) -> None:
    if code.startswith("limit-"):
        _limit_face(pen, code, w, h)
        return
    idx = INDEX[code]
    if idx < INDEX["larry"]:
        value = int(code)
        col = _number_colour(value)
        pen.rrect((0, 0, w, h), 11, PAPER, col, 4.5)
        # corner: value and sign shape
        pen.numeral(21, 22, value, 30, col, bold=0.8)
        sign_shape(pen, 21, 46, 12, value, col)
        # centre: a tilted oval with the big white value
        cx, cy = w / 2 + 8, h / 2 - 4
        pen.ellipse((cx - 38, cy - 46, cx + 38, cy + 46), col)
        pen.numeral(cx, cy, value, 58, WHITE, bold=1.6)
        _symbol_column(pen, symbols(code), h, dark=False)
        return
    if code == "larry":
        pen.rrect((0, 0, w, h), 11, (232, 246, 238), GREEN, 4.5)
        larry_face(pen, 21, 22, 25)
        larry_face(pen, w / 2 + 8, h / 2 - 6, 74, INK)
        _symbol_column(pen, symbols(code), h, dark=False)
        return
    fg = {"open": SKY, "draw2": (255, 130, 80), "gift": (236, 140, 200),
          "reverse": YELLOW}[code]
    pen.rrect((0, 0, w, h), 11, NIGHT, fg, 4.5)
    icon: Callable[[float, float, float], None]
    if code == "open":
        def icon(x: float, y: float, s: float) -> None:
            eye_icon(pen, x, y, s, fg, NIGHT)
    elif code == "draw2":
        def icon(x: float, y: float, s: float) -> None:
            two_cards_icon(pen, x, y, s, fg, NIGHT)
    elif code == "gift":
        def icon(x: float, y: float, s: float) -> None:
            gift_icon(pen, x, y, s, fg, NIGHT)
    else:
        def icon(x: float, y: float, s: float) -> None:
            reverse_icon(pen, x, y, s, fg)
    if code == "draw2":
        pen.text((22, 22), "+2", 24, fg, bold=0.8)
    else:
        icon(21, 22, 28)
    icon(w / 2 + 8, h / 2 - 6, 72)
    _symbol_column(pen, symbols(code), h, dark=True)


def arrowheads(pen: Pen, cx: float, cy: float, r: float, width: float, clockwise: bool,
               fill: RGB, count: int = 3) -> None:
    """`count` arrowheads spaced round a circle of radius r, pointing the way it turns."""
    hw, length = width * 1.45, width * 2.4
    sign = 1.0 if clockwise else -1.0
    for i in range(count):
        a = math.radians(90.0 + i * 360.0 / count)  # Pillow's angles run clockwise
        bx, by = cx + r * math.cos(a), cy + r * math.sin(a)
        tx, ty = -math.sin(a) * sign, math.cos(a) * sign  # the tangent it turns along
        nx, ny = math.cos(a), math.sin(a)
        pen.poly([(bx + tx * length, by + ty * length), (bx + nx * hw, by + ny * hw),
                  (bx - nx * hw, by - ny * hw)], fill)


def _limit_face(pen: Pen, code: str, w: float, h: float) -> None:
    """The limit card: its number big in a ring of arrows turning the way play goes. The
    two directions look different at a glance, in colour or not: clockwise is a dark card
    with light ink, counter-clockwise a light card with dark ink, and each names its way in
    its corner arrows."""
    _, lim, direction = code.split("-")
    value, clockwise = int(lim), direction == "cw"
    if clockwise:
        bg, fg = INK, (GOLD if value == 7 else (150, 200, 235))
    else:
        bg, fg = PAPER, ((150, 100, 0) if value == 7 else BLUE)
    pen.rrect((0, 0, w, h), 11, bg, fg, 4.5)
    pen.rrect((8, 8, w - 8, h - 8), 7, None, fg, 1.2)
    cx, cy = w / 2, h / 2
    pen.arc((cx - 40, cy - 40, cx + 40, cy + 40), 0, 360, fg, 6)
    arrowheads(pen, cx, cy, 40, 6, clockwise, fg)
    pen.numeral(cx, cy + 1, value, 56, fg, bold=1.4)
    pen.numeral(22, 24, value, 24, fg, bold=0.6)
    turn_arrow(pen, w - 23, 24, 10, 3.6, clockwise, fg)
    turn_arrow(pen, 23, h - 24, 10, 3.6, clockwise, fg)
    turn_arrow(pen, w - 23, h - 24, 10, 3.6, clockwise, fg)


def _check(code: str) -> None:
    if code not in ALL_FACES:
        raise KeyError(f"no card face {code!r}")


_FACES: dict[tuple[str, int], Image.Image] = {}


def face(code: str, width: int = CARD_W) -> Image.Image:
    """The face of card `code` (a code of `CODES` or `limit_code(...)`), `width` pixels
    wide, RGBA with transparent rounded corners. Drawn once per (code, width) and cached:
    the returned image is shared, do not modify it."""
    key = (code, width)
    img = _FACES.get(key)
    if img is None:
        _check(code)
        img = draw_face(code, width)
        _FACES[key] = img
    return img


def draw_face(code: str, width: int = CARD_W) -> Image.Image:
    """Draws a face without the cache (for benchmarks); see `face`."""
    _check(code)
    height = round(width * 7 / 5)
    big = Image.new("RGBA", (width * SS, height * SS), (0, 0, 0, 0))
    pen = Pen(ImageDraw.Draw(big), SS * width / CARD_W)
    _draw_face(pen, code, CARD_W, CARD_W * 7 / 5)
    return big.resize((width, height), Image.Resampling.LANCZOS)


def clear_cache() -> None:
    """Forget every drawn face (for benchmarks)."""
    _FACES.clear()
