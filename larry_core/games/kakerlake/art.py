"""Kakerlakenpoker card faces, a player's display and a hand, drawn with Pillow by our own code.

Every face is readable without colour: the animal's silhouette small in the top-left corner
(the part that stays visible in a fanned hand; a royal card adds a crown under it), the
card's name along the bottom (from the catalogue,
in the reader's language) and a large silhouette of the animal in the middle. Royal cards
add a crown above the animal and a double gold frame; the joker is a crossed-out crown, the
blank a plain black card. Colours (Okabe–Ito, safe with colour-vision deficiencies) are only
a second cue.

Faces are drawn at 3× and scaled down, then cached per (code, width, locale).
"""

from __future__ import annotations

import io
import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from larry_core.games import phone
from larry_core.games.base import Picture
from larry_core.games.kakerlake.cards import ANIMAL_OF, ANIMALS, CODES, INDEX, IS_ROYAL
from larry_core.games.kakerlake.views import KpPublicView
from larry_core.text import DEFAULT_LOCALE, t

CARD_W = 120  # face width in pixels; the height is 7/5 of it
SS = 3
RGB = tuple[int, int, int]

PAPER: RGB = (252, 249, 242)
INK: RGB = (28, 32, 40)
GOLD: RGB = (214, 164, 40)
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (18, 18, 22)
# One colour per animal (Okabe–Ito, darkened for contrast on paper)
COLOURS: dict[str, RGB] = {
    "bat": (86, 70, 140), "fly": (0, 98, 160), "rat": (105, 110, 118),
    "cockroach": (150, 80, 20), "toad": (0, 128, 90), "scorpion": (200, 70, 0),
    "stinkbug": (160, 90, 150),
}


@lru_cache(maxsize=32)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def card_name(code: str, locale: str = DEFAULT_LOCALE) -> str:
    return t(f"kp-card-{code}", locale)


_UMLAUT_CHARS = "äöüÄÖÜ"
_UMLAUTS = str.maketrans(_UMLAUT_CHARS, "aouAOU")


class _Pen:
    """Draws in card units (pixels of the final face) on a supersampled canvas."""

    def __init__(self, draw: ImageDraw.ImageDraw, k: float) -> None:
        self.d, self.k = draw, k

    def p(self, *xy: float) -> list[tuple[float, float]]:
        return [(xy[i] * self.k, xy[i + 1] * self.k) for i in range(0, len(xy), 2)]

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, fill: RGB | None,
                outline: RGB | None = None, width: float = 0) -> None:
        self.d.ellipse(self.p(cx - rx, cy - ry, cx + rx, cy + ry), fill=fill, outline=outline,
                       width=max(1, round(width * self.k)) if outline else 0)

    def poly(self, points: list[float], fill: RGB | None, outline: RGB | None = None,
             width: float = 0) -> None:
        self.d.polygon(self.p(*points), fill=fill, outline=outline,
                       width=max(1, round(width * self.k)) if outline else 0)

    def line(self, points: list[float], fill: RGB, width: float) -> None:
        self.d.line(self.p(*points), fill=fill, width=max(1, round(width * self.k)),
                    joint="curve")

    def text(self, x: float, y: float, text: str, size: float, fill: RGB,
             anchor: str = "la") -> None:
        """Text; umlauts (missing from Pillow's bundled font) are drawn as a vowel + dots."""
        f = _font(round(size * self.k))
        plain = text.translate(_UMLAUTS)
        self.d.text((x * self.k, y * self.k), plain, font=f, fill=fill, anchor=anchor)
        if plain == text:
            return
        left = self.d.textbbox((x * self.k, y * self.k), plain, font=f,
                                            anchor=anchor)[0]
        base = y * self.k if anchor[1] == "s" else self.d.textbbox(
            (0, 0), plain, font=f, anchor=anchor[0] + "s")[3] + y * self.k
        for i, ch in enumerate(text):
            if ch not in _UMLAUT_CHARS:
                continue
            cx = (left + self.d.textlength(plain[:i], font=f)
                  + self.d.textlength(plain[i], font=f) / 2)
            top = self.d.textbbox((0, 0), plain[i], font=f, anchor="ls")[1] + base
            gap, r = size * self.k * 0.13, size * self.k * 0.07
            for dx in (-gap, gap):
                self.d.ellipse((cx + dx - r, top - 2.6 * r - r, cx + dx + r, top - 2.6 * r + r),
                               fill=fill)

    def text_width(self, text: str, size: float) -> float:
        return self.d.textlength(text, font=_font(round(size * self.k))) / self.k


# ------------------------------------------------------------------ animals
# Each draws the animal centred at (cx, cy) in a box of about 80 x 70 card units.
def _bat(p: _Pen, cx: float, cy: float, c: RGB) -> None:
    wing = [cx, cy - 6, cx - 14, cy - 20, cx - 40, cy - 16, cx - 34, cy - 6, cx - 28, cy + 4,
            cx - 18, cy - 2, cx - 10, cy + 10, cx, cy + 4]
    p.poly(wing, c)
    p.poly([2 * cx - wing[i] if i % 2 == 0 else wing[i] for i in range(len(wing))], c)
    p.ellipse(cx, cy - 2, 8, 13, c)
    p.poly([cx - 7, cy - 12, cx - 5, cy - 22, cx - 1, cy - 13], c)  # ears
    p.poly([cx + 7, cy - 12, cx + 5, cy - 22, cx + 1, cy - 13], c)
    p.ellipse(cx - 3, cy - 6, 1.6, 1.6, WHITE)
    p.ellipse(cx + 3, cy - 6, 1.6, 1.6, WHITE)


def _fly(p: _Pen, cx: float, cy: float, c: RGB) -> None:
    p.ellipse(cx - 13, cy - 10, 13, 8, (200, 225, 240), outline=c, width=1.2)  # wings
    p.ellipse(cx + 13, cy - 10, 13, 8, (200, 225, 240), outline=c, width=1.2)
    for dy in (-2, 4, 10):  # legs
        p.line([cx - 6, cy + dy, cx - 18, cy + dy + 8], c, 1.4)
        p.line([cx + 6, cy + dy, cx + 18, cy + dy + 8], c, 1.4)
    p.ellipse(cx, cy + 4, 8, 14, c)
    p.ellipse(cx, cy - 14, 8, 6, c)
    p.ellipse(cx - 5, cy - 15, 3.5, 3.5, (200, 40, 40))  # big red eyes
    p.ellipse(cx + 5, cy - 15, 3.5, 3.5, (200, 40, 40))


def _rat(p: _Pen, cx: float, cy: float, c: RGB) -> None:
    tail = [cx + 18, cy + 6]
    for i in range(1, 9):
        tail += [cx + 18 + i * 2.6, cy + 6 - 10 * math.sin(i / 8 * math.pi)]
    p.line(tail, c, 2)
    p.ellipse(cx + 2, cy + 4, 20, 12, c)
    p.poly([cx - 12, cy - 4, cx - 32, cy + 6, cx - 12, cy + 12], c)  # head
    p.ellipse(cx - 12, cy - 6, 5, 5, c)  # ear
    p.ellipse(cx - 12, cy - 6, 2.5, 2.5, (230, 170, 170))
    p.ellipse(cx - 20, cy + 3, 1.6, 1.6, WHITE)
    p.ellipse(cx - 32, cy + 6, 1.8, 1.8, INK)  # nose
    p.line([cx - 6, cy + 15, cx - 8, cy + 20], c, 2)
    p.line([cx + 12, cy + 15, cx + 14, cy + 20], c, 2)


def _cockroach(p: _Pen, cx: float, cy: float, c: RGB) -> None:
    for dy, spread in ((-6, 16), (2, 20), (10, 18)):  # legs
        p.line([cx - 6, cy + dy, cx - spread, cy + dy - 4, cx - spread - 4, cy + dy + 6], c, 1.6)
        p.line([cx + 6, cy + dy, cx + spread, cy + dy - 4, cx + spread + 4, cy + dy + 6], c, 1.6)
    p.line([cx - 3, cy - 18, cx - 14, cy - 30, cx - 22, cy - 32], c, 1.2)  # antennae
    p.line([cx + 3, cy - 18, cx + 14, cy - 30, cx + 22, cy - 32], c, 1.2)
    p.ellipse(cx, cy + 2, 10, 18, c)
    p.ellipse(cx, cy - 16, 6, 4.5, c)
    p.line([cx, cy - 10, cx, cy + 18], PAPER, 0.8)


def _toad(p: _Pen, cx: float, cy: float, c: RGB) -> None:
    p.ellipse(cx - 20, cy + 12, 9, 5, c)  # feet
    p.ellipse(cx + 20, cy + 12, 9, 5, c)
    p.ellipse(cx, cy + 2, 26, 15, c)
    p.ellipse(cx - 11, cy - 12, 6.5, 6.5, c)
    p.ellipse(cx + 11, cy - 12, 6.5, 6.5, c)
    p.ellipse(cx - 11, cy - 12, 3.5, 3.5, WHITE)
    p.ellipse(cx + 11, cy - 12, 3.5, 3.5, WHITE)
    p.ellipse(cx - 11, cy - 12, 1.6, 1.6, INK)
    p.ellipse(cx + 11, cy - 12, 1.6, 1.6, INK)
    p.line([cx - 12, cy + 1, cx, cy + 5, cx + 12, cy + 1], PAPER, 1.2)  # mouth
    for dx, dy in ((-14, 8), (6, 10), (16, 4), (-4, 12)):  # warts
        p.ellipse(cx + dx, cy + dy, 1.8, 1.8, PAPER)


def _scorpion(p: _Pen, cx: float, cy: float, c: RGB) -> None:
    seg = []
    for i in range(7):  # the tail arcs up and over the body
        a = math.pi * (0.1 + 0.85 * i / 6)
        seg.append((cx + 10 + 18 * math.cos(a) * -1 + 8, cy + 4 - 24 * math.sin(a)))
    for x, y in seg:
        p.ellipse(x, y, 4.2, 4.2, c)
    x, y = seg[-1]
    p.poly([x - 2, y - 3, x - 10, y + 2, x - 2, y + 4], c)  # stinger
    for dx in (-8, -2, 4, 10):  # legs
        p.line([cx + dx - 6, cy + 10, cx + dx - 10, cy + 18], c, 1.4)
    p.ellipse(cx - 8, cy + 8, 16, 7, c)
    for sign in (-1, 1):  # pincers
        base_y = cy + 8 + sign * 4
        p.line([cx - 22, base_y, cx - 30, base_y + sign * 8], c, 2.2)
        p.poly([cx - 30, base_y + sign * 8 - 4, cx - 42, base_y + sign * 6,
                cx - 36, base_y + sign * 12, cx - 30, base_y + sign * 8 + 4], c)


def _stinkbug(p: _Pen, cx: float, cy: float, c: RGB) -> None:
    for dy in (-4, 4, 12):  # legs
        p.line([cx - 10, cy + dy, cx - 24, cy + dy + 6], c, 1.6)
        p.line([cx + 10, cy + dy, cx + 24, cy + dy + 6], c, 1.6)
    p.line([cx - 4, cy - 18, cx - 12, cy - 30], c, 1.4)  # antennae
    p.line([cx + 4, cy - 18, cx + 12, cy - 30], c, 1.4)
    p.poly([cx - 20, cy - 10, cx + 20, cy - 10, cx + 16, cy + 8, cx, cy + 22, cx - 16, cy + 8], c)
    p.poly([cx - 8, cy - 10, cx + 8, cy - 10, cx + 5, cy - 19, cx - 5, cy - 19], c)  # head
    p.poly([cx - 9, cy - 6, cx + 9, cy - 6, cx, cy + 10], PAPER)  # the shield's triangle
    for dx in (-26, 26):  # the smell
        p.line([cx + dx, cy + 16, cx + dx * 1.1, cy + 22, cx + dx, cy + 28], (150, 150, 60), 1.2)


DRAWERS = {"bat": _bat, "fly": _fly, "rat": _rat, "cockroach": _cockroach, "toad": _toad,
           "scorpion": _scorpion, "stinkbug": _stinkbug}


def _crown(p: _Pen, cx: float, cy: float, w: float, fill: RGB) -> None:
    h = w * 0.55
    p.poly([cx - w / 2, cy + h / 2, cx - w / 2, cy - h / 2, cx - w / 4, cy,
            cx, cy - h / 2 - 2, cx + w / 4, cy, cx + w / 2, cy - h / 2, cx + w / 2, cy + h / 2],
           fill, outline=INK, width=1)
    for dx in (-w / 2, 0, w / 2):
        p.ellipse(cx + dx, cy - h / 2 - (2 if dx == 0 else 0), 2.2, 2.2, fill, outline=INK,
                  width=0.8)


# ------------------------------------------------------------------ faces
CORNER = (26.0, 25.0, 0.5)  # the corner symbol's centre (card units) and its scale


def _corner(p: _Pen, code: str, fg: RGB) -> None:
    """The card's symbol small in its top-left corner, the part of a face that an overlapped
    hand or display leaves visible: the animal's silhouette (a royal card adds a gold crown
    below it), the joker's crossed-out crown, the blank card's empty frame."""
    x, y, scale = CORNER
    small = _Pen(p.d, p.k * scale)
    animal = ANIMAL_OF[INDEX[code]]
    if animal:
        DRAWERS[animal](small, x / scale, y / scale, COLOURS[animal])
        if IS_ROYAL[INDEX[code]]:
            _crown(p, x, y + 26, 18, GOLD)
    elif code == "joker":
        _crown(small, x / scale, y / scale, 54, GOLD)
        p.line([x - 14, y + 8, x + 14, y - 12], (190, 30, 30), 2.2)
    else:
        p.d.rounded_rectangle(p.p(x - 12, y - 15, x + 12, y + 15), radius=round(3 * p.k),
                              outline=fg, width=round(1.5 * p.k))


def _draw_face(code: str, locale: str, named: bool = True) -> Image.Image:
    w, h = CARD_W, CARD_W * 7 / 5
    img = Image.new("RGBA", (round(w * SS), round(h * SS)), (0, 0, 0, 0))
    p = _Pen(ImageDraw.Draw(img), SS)
    r = 9 * SS
    animal = ANIMAL_OF[INDEX[code]]
    royal = IS_ROYAL[INDEX[code]]
    if code == "blank":
        p.d.rounded_rectangle((0, 0, img.width - 1, img.height - 1), r, fill=BLACK,
                              outline=(90, 90, 96), width=2 * SS)
        fg: RGB = (200, 200, 205)
    else:
        colour = COLOURS[animal] if animal else INK
        p.d.rounded_rectangle((0, 0, img.width - 1, img.height - 1), r, fill=PAPER,
                              outline=GOLD if royal or code == "joker" else colour,
                              width=round((5 if royal else 3) * SS))
        if royal:
            p.d.rounded_rectangle((7 * SS, 7 * SS, img.width - 7 * SS, img.height - 7 * SS),
                                  r // 2, outline=GOLD, width=SS)
        fg = colour
        cy = h * 0.5
        if animal:
            DRAWERS[animal](p, w / 2, cy + (6 if royal else 0), colour)
            if royal:
                _crown(p, w / 2, 34, 30, GOLD)
        else:  # joker: a crossed-out crown, stars for "every animal"
            _crown(p, w / 2, cy - 6, 54, GOLD)
            p.line([w / 2 - 34, cy + 18, w / 2 + 34, cy - 30], (190, 30, 30), 5)
            for i, a in enumerate(ANIMALS):
                ang = 2 * math.pi * i / len(ANIMALS)
                p.ellipse(w / 2 + 40 * math.cos(ang), cy - 6 + 34 * math.sin(ang), 3.5, 3.5,
                          COLOURS[a])
    # the corner symbol: what stays visible in the overlapped hand and display
    _corner(p, code, fg)
    if not named:  # the table picture: the animal and the crown only, its words beside it
        return img.resize((CARD_W, round(h)), Image.Resampling.LANCZOS)
    name = card_name(code, locale)
    size = 13.0
    while size > 7 and p.text_width(name, size) > w - 14:
        size -= 0.5
    p.text(w / 2, h - 10, name, size, fg, anchor="ms")
    return img.resize((CARD_W, round(h)), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def face(code: str, width: int = CARD_W, locale: str = DEFAULT_LOCALE,
         named: bool = True) -> Image.Image:
    """The face of `code` (RGBA, `width` wide, 7/5 as high); `named`: with the card's name
    along the bottom (too small to read in the table picture, which leaves it out); cached:
    do not modify it."""
    if code not in INDEX:
        raise ValueError(f"unknown card code {code!r}")
    img = _draw_face(code, locale, named)
    if width != CARD_W:
        img = img.resize((width, round(width * 7 / 5)), Image.Resampling.LANCZOS)
    return img


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def encode(img: Image.Image) -> bytes:
    """A PNG made on every move (the table picture): `phone.encode`'s palette PNG."""
    return phone.encode(img)


def face_png(code: str, width: int = CARD_W, locale: str = DEFAULT_LOCALE) -> bytes:
    return png(face(code, width, locale))


# ------------------------------------------------------------------ groups
BG: RGB = (47, 49, 54)  # Discord's dark background


def group_by_animal(cards: list[str]) -> list[list[str]]:
    """A display's cards in columns: one per animal (canonical order, plain before royal),
    then the special cards, which count for no animal."""
    columns = [[c for c in cards if ANIMAL_OF[INDEX[c]] == a] for a in ANIMALS]
    columns.append([c for c in cards if ANIMAL_OF[INDEX[c]] is None])
    order = {code: i for i, code in enumerate(CODES)}
    return [sorted(col, key=order.__getitem__) for col in columns if col]


def display_image(cards: list[str], width: int = 80, locale: str = DEFAULT_LOCALE,
                  named: bool = True) -> Image.Image:
    """A player's display: one column per animal, its cards overlapping downwards, so the
    count of each animal can be read at a glance (the corner marks stay visible); `named`:
    the faces with their names."""
    columns = group_by_animal(cards)
    h = round(width * 7 / 5)
    step = round(h * 0.28)
    gap = max(4, width // 10)
    rows = max((len(col) for col in columns), default=0)
    W = gap + max(1, len(columns)) * (width + gap)
    H = gap * 2 + (h + step * (rows - 1) if rows else h // 2)
    img = Image.new("RGBA", (W, H), (*BG, 255))
    for i, col in enumerate(columns):
        for j, code in enumerate(col):
            card = face(code, width, locale, named)
            img.alpha_composite(card, (gap + i * (width + gap), gap + j * step))
    return img


def hand_image(cards: list[str], width: int = 80, locale: str = DEFAULT_LOCALE,
               named: bool = True) -> Image.Image:
    """A hand in canonical order as an overlapping row (each corner mark stays visible);
    `named`: the faces with their names (too small to read on a phone at this width: the
    hand's text names the cards)."""
    order = {code: i for i, code in enumerate(CODES)}
    cards = sorted(cards, key=order.__getitem__)
    h = round(width * 7 / 5)
    step = round(width * 0.42)
    gap = max(4, width // 10)
    W = gap * 2 + (width + step * (len(cards) - 1) if cards else width // 2)
    img = Image.new("RGBA", (W, h + gap * 2), (*BG, 255))
    for i, code in enumerate(cards):
        img.alpha_composite(face(code, width, locale, named), (gap + i * step, gap))
    return img


def display_alt(cards: list[str], locale: str = DEFAULT_LOCALE) -> str:
    """The alt text of a display picture: the animals with their counts."""
    from larry_core.games.kakerlake.terminal import display_text
    return display_text(cards, locale)


def hand_alt(cards: list[str], locale: str = DEFAULT_LOCALE) -> str:
    from larry_core.text import join_list
    order = {code: i for i, code in enumerate(CODES)}
    return join_list([card_name(c, locale) for c in sorted(cards, key=order.__getitem__)],
                     locale, final=False)


# ------------------------------------------------------------------ the table picture
# Every player's display as the table message shows it (issue 50): readable on a phone
# (larry_core/games/phone.py), `TABLE_W` px wide, every text at least phone.min_text(TABLE_W).
TABLE_W = 580
TABLE_TEXT = phone.min_text(TABLE_W)  # the smallest text: 18 px at 580 px
TABLE_NAME = TABLE_TEXT + 4  # names, the counts under the columns
TABLE_SIZES = (TABLE_TEXT, TABLE_NAME)
TABLE_CARD = 58  # px: a face in the table picture (no name on it: the counts say it)
_T_PAD, _T_GAP = 12, 8
FELT: RGB = (58, 30, 72)  # Kakerlakenpoker Royal's purple, dark
SEAT: RGB = (74, 42, 92)
MOVING: RGB = (100, 60, 122)
DANGER: RGB = (230, 159, 0)  # Okabe–Ito's orange: one more card of this animal loses
PALE: RGB = (226, 214, 236)


def _column_animal(col: list[str]) -> str | None:
    return ANIMAL_OF[INDEX[col[0]]]


def table_image(pub: KpPublicView, names: list[str], locale: str = DEFAULT_LOCALE
                ) -> Image.Image:
    """A row per player: number and name (▶ for the player to move) and the cards in hand,
    then the display face up — a column per animal, its cards overlapping, the column's
    count under it (with a "!" on an orange badge when one more of that animal loses)."""
    if len(names) != pub.players:
        raise ValueError("one name per seat")
    bold, plain = phone.font(TABLE_NAME, True), phone.font(TABLE_TEXT)
    card_h = round(TABLE_CARD * 7 / 5)
    step = round(card_h * 0.28)
    line = TABLE_NAME + 14
    layouts = [group_by_animal(list(d)) for d in pub.displays]
    heights = []
    for cols in layouts:
        deepest = max((len(c) for c in cols), default=0)
        heights.append(line + (card_h + step * (deepest - 1) + TABLE_NAME + 12 if deepest
                               else TABLE_TEXT + 14) + 8)
    height = _T_PAD + sum(h + 6 for h in heights) + _T_PAD - 6
    img = Image.new("RGBA", (TABLE_W, height), (*FELT, 255))
    d = ImageDraw.Draw(img)
    y = _T_PAD
    for seat, cols in enumerate(layouts):
        moving = pub.to_move == seat
        d.rounded_rectangle((_T_PAD, y, TABLE_W - _T_PAD, y + heights[seat]), radius=10,
                            fill=MOVING if moving else SEAT,
                            outline=GOLD if moving else None, width=3)
        hand = t("kp-pic-hand", locale, size=pub.hand_sizes[seat])
        d.text((TABLE_W - _T_PAD - 12, y + line / 2 + 2), hand, font=plain, fill=WHITE,
               anchor="rm")
        label = f"{'▶ ' if moving else ''}{seat + 1} {phone.name(names[seat])}"
        d.text((_T_PAD + 12, y + line / 2 + 2),
               phone.fit(label, bold, TABLE_W - 2 * _T_PAD - 36 - plain.getlength(hand)),
               font=bold, fill=GOLD if moving else WHITE, anchor="lm")
        top = y + line
        if not cols:
            d.text((_T_PAD + 16, top + TABLE_TEXT / 2 + 2), t("kp-pic-empty", locale),
                   font=plain, fill=PALE, anchor="lm")
        deepest = max((len(c) for c in cols), default=0)
        for i, col in enumerate(cols):
            x = _T_PAD + 10 + i * (TABLE_CARD + _T_GAP)
            for j, code in enumerate(col):
                img.alpha_composite(face(code, TABLE_CARD, locale, False), (x, top + j * step))
            animal = _column_animal(col)
            near = animal is not None and pub.count(seat, animal) >= pub.set_limit - 1
            count = f"{len(col)}!" if near else str(len(col))
            cy = top + card_h + step * (deepest - 1) + 6 + TABLE_NAME / 2 + 2
            if near:
                d.rounded_rectangle((x + 4, cy - TABLE_NAME / 2 - 3, x + TABLE_CARD - 4,
                                     cy + TABLE_NAME / 2 + 3), radius=6, fill=DANGER)
            d.text((x + TABLE_CARD / 2, cy), count, font=bold, fill=INK if near else WHITE,
                   anchor="mm")
        y += heights[seat] + 6
    return img.convert("RGB")


def table_alt(pub: KpPublicView, names: list[str], locale: str = DEFAULT_LOCALE) -> str:
    """The table picture for a screen reader: each player's hand size and display."""
    from larry_core.games.kakerlake.terminal import display_text
    seats = [t("kp-pic-alt-seat", locale, name=names[s], size=pub.hand_sizes[s],
               moving="yes" if pub.to_move == s else "no",
               display=display_text(list(pub.displays[s]), locale, "kp-dc-display-empty"))
             for s in range(pub.players)]
    return t("kp-pic-alt", locale, seats="; ".join(seats))


SAMPLE_DISPLAY = ["rat", "rat", "royal_rat", "bat", "toad", "toad", "scorpion", "joker"]
SAMPLE_HAND = ["fly", "royal_cockroach", "stinkbug", "stinkbug", "blank", "bat", "toad"]


class KpCards:
    """Kakerlakenpoker's cards for `larry cards --game kakerlakenpoker` (a `CardPictures`):
    every face, kp-card-<code>.png, a sample display and hand, kp-display.png and
    kp-hand.png, their alt texts in kp-alt.txt."""

    alt_file = "kp-alt.txt"
    width = CARD_W

    def names(self) -> list[str]:
        return [*(f"kp-card-{code}.png" for code in CODES), "kp-display.png", "kp-hand.png"]

    def files(self, width: int, locale: str = DEFAULT_LOCALE) -> list[Picture]:
        files = [(f"kp-card-{code}.png", face_png(code, width, locale), card_name(code, locale))
                 for code in CODES]
        files.append(("kp-display.png", png(display_image(SAMPLE_DISPLAY, width, locale)),
                      display_alt(SAMPLE_DISPLAY, locale)))
        files.append(("kp-hand.png", png(hand_image(SAMPLE_HAND, width, locale)),
                      hand_alt(SAMPLE_HAND, locale)))
        return files


KP_CARDS = KpCards()
