"""Dice drawn with Pillow by our own code, for every dice game: a die face 1–6 with pips, and a
row of dice with the kept ones marked. No discord import: the bot attaches the bytes (with the
alt text) where it wants them.

    die_image(value, size, colour, kept) -> PIL image     one die (RGBA, transparent corners)
    die_png(value, size, colour, kept) -> bytes           the same as PNG (cached)
    dice_png(dice, kept, colours, size) -> bytes          a row of dice on a panel (cached)
    die_alt(...) / dice_alt(...)                          the matching alternative texts

Everything is readable without colour:

- a **kept** die (set aside before the next roll) is drawn on a raised tile in a thick light
  frame, with a padlock badge on the middle of its top edge (where no face has a pip); a die
  in play has none of these;
- a **coloured** die (Würfel-Ligretto's red, yellow, green and blue, docs/dice-rules.md part D;
  `colour` is optional, None is the ordinary white die) has pips of its colour's own shape:
  red ♥, yellow ★, green ▲, blue ● — the symbols Würfel-Ligretto's texts write
  (larry_core/games/ligretto/colours.py; a test keeps the two tables equal), so two dice of
  different colours differ in shape too. The bodies are Okabe–Ito's vermilion, yellow, bluish
  green and blue (told apart with the common colour-vision deficiencies).

Dice are drawn at 4× and scaled down (smooth edges at every size); each die image is cached
per (value, size, colour, kept), each PNG by its arguments, like the card faces.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

RGB = tuple[int, int, int]

DIE = 80  # a die's side in pixels (a row of five is about 470 px: whole in Discord's preview)
SS = 4  # drawn at this many times the size, then scaled down
GAP = 14  # px between dice in a row (at DIE; scaled with the size)
PAD = 12  # px around the row

INK: RGB = (28, 32, 40)
IVORY: RGB = (250, 248, 240)
EDGE: RGB = (60, 64, 74)
PANEL: RGB = (47, 49, 54)  # Discord's dark background, behind a row of dice
KEPT_TILE: RGB = (92, 96, 106)  # the raised tile a kept die lies on
KEPT_FRAME: RGB = (255, 214, 92)  # its frame (light amber: bright on the panel, any vision)
WHITE: RGB = (255, 255, 255)

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")
# (body, pips, pip shape) per colour; Okabe–Ito's vermilion, yellow, bluish green and blue
DIE_COLOURS: dict[str, tuple[RGB, RGB, str]] = {
    "red": ((213, 94, 0), WHITE, "heart"),
    "yellow": ((240, 228, 66), INK, "star"),
    "green": ((0, 158, 115), WHITE, "triangle"),
    "blue": ((0, 114, 178), WHITE, "dot"),
}
SYMBOLS: dict[str, str] = {"red": "♥", "yellow": "★", "green": "▲", "blue": "●"}

# pip centres in die units (0–1), the classic layout
_L, _M, _H = 0.26, 0.5, 0.74
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((_M, _M),),
    2: ((_H, _L), (_L, _H)),
    3: ((_H, _L), (_M, _M), (_L, _H)),
    4: ((_L, _L), (_H, _L), (_L, _H), (_H, _H)),
    5: ((_L, _L), (_H, _L), (_M, _M), (_L, _H), (_H, _H)),
    6: ((_L, _L), (_H, _L), (_L, _M), (_H, _M), (_L, _H), (_H, _H)),
}

ENGLISH: dict[str, str] = {"kept": "kept", "red": "red", "yellow": "yellow",
                           "green": "green", "blue": "blue"}


def _check(value: int, colour: str | None) -> None:
    if value not in PIPS:
        raise ValueError(f"a die shows 1 to 6, not {value!r}")
    if colour is not None and colour not in DIE_COLOURS:
        raise ValueError(f"a die's colour is one of {', '.join(COLOURS)}, not {colour!r}")


def _pip(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, shape: str,
         fill: RGB) -> None:
    """One pip of `shape` centred at (cx, cy), about 2r across."""
    if shape == "dot":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif shape == "square":
        s = r * 0.9
        d.rectangle((cx - s, cy - s, cx + s, cy + s), fill=fill)
    elif shape == "triangle":
        s = r * 1.25
        d.polygon([(cx, cy - s), (cx + s * 0.98, cy + s * 0.72), (cx - s * 0.98, cy + s * 0.72)],
                  fill=fill)
    elif shape == "heart":
        s = r * 1.35
        lobe = s * 0.52
        for dx in (-lobe, lobe):
            d.ellipse((cx + dx - lobe, cy - s * 0.62 - lobe * 0.2, cx + dx + lobe,
                       cy - s * 0.62 + lobe * 1.8), fill=fill)
        d.polygon([(cx - s * 1.03, cy - s * 0.2), (cx + s * 1.03, cy - s * 0.2),
                   (cx, cy + s * 1.02)], fill=fill)
    elif shape == "star":
        pts = []
        for i in range(10):
            ang = -math.pi / 2 + i * math.pi / 5
            rr = r * 1.3 if i % 2 == 0 else r * 0.55
            pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
        d.polygon(pts, fill=fill)
    else:
        raise ValueError(shape)


def _padlock(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A round badge (ink ring on white) with a padlock in it, centred at (cx, cy), radius r."""
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)
    ri = r * 0.84
    d.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill=WHITE)
    bw, bh = r * 0.92, r * 0.66  # the lock's body
    top = cy - bh * 0.15
    d.rounded_rectangle((cx - bw / 2, top, cx + bw / 2, top + bh), radius=r * 0.12, fill=INK)
    sw, sh = bw * 0.62, r * 0.62  # the shackle: an arch above the body
    d.arc((cx - sw / 2, top - sh, cx + sw / 2, top + sh * 0.5), 180, 360, fill=INK,
          width=max(1, round(r * 0.17)))
    d.line((cx - sw / 2 + r * 0.08, top - sh * 0.25, cx - sw / 2 + r * 0.08, top), fill=INK,
           width=max(1, round(r * 0.17)))
    d.line((cx + sw / 2 - r * 0.08, top - sh * 0.25, cx + sw / 2 - r * 0.08, top), fill=INK,
           width=max(1, round(r * 0.17)))
    kr = r * 0.11  # the keyhole
    d.ellipse((cx - kr, top + bh * 0.38 - kr, cx + kr, top + bh * 0.38 + kr), fill=WHITE)


def _draw(value: int, size: int, colour: str | None, kept: bool) -> Image.Image:
    """One die `size` px square, drawn at `SS`×: a kept die inside its frame and badge (the
    die itself then a little smaller), a die in play alone, on a transparent ground."""
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    body, ink, shape = DIE_COLOURS[colour] if colour else (IVORY, INK, "dot")
    inset = 0.0
    if kept:  # a raised tile in a thick light frame; the die lies on it
        d.rounded_rectangle((0, 0, big - 1, big - 1), radius=big * 0.2, fill=KEPT_FRAME)
        f = big * 0.07
        d.rounded_rectangle((f, f, big - 1 - f, big - 1 - f), radius=big * 0.15,
                            fill=KEPT_TILE)
        inset = big * 0.12
    side = big - 2 * inset
    x0 = y0 = inset
    edge = max(2.0, side * 0.035)
    d.rounded_rectangle((x0, y0, x0 + side - 1, y0 + side - 1), radius=side * 0.18, fill=EDGE)
    d.rounded_rectangle((x0 + edge, y0 + edge, x0 + side - 1 - edge, y0 + side - 1 - edge),
                        radius=side * 0.15, fill=body)
    r = side * (0.095 if shape == "dot" else 0.088)
    for px, py in PIPS[value]:
        _pip(d, x0 + px * side, y0 + py * side, r, shape, ink)
    if kept:  # on the top edge's middle, where no face has a pip
        br = big * 0.18
        _padlock(d, big / 2, inset + edge, br)
    return img.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def die_image(value: int, size: int = DIE, colour: str | None = None,
              kept: bool = False) -> Image.Image:
    """One die showing `value` (RGBA, `size` px square); `colour` one of `COLOURS` or None
    (white); `kept`: framed with a padlock. Cached: do not modify it."""
    _check(value, colour)
    if not 16 <= size <= 1024:
        raise ValueError(f"a die from 16 to 1024 px, not {size!r}")
    return _draw(value, size, colour, kept)


def encode(img: Image.Image) -> bytes:
    """A PNG of `img` (zlib's level 6: nearly as small as Pillow's optimizer, ten times
    faster)."""
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=6)
    return buf.getvalue()


@lru_cache(maxsize=128)
def die_png(value: int, size: int = DIE, colour: str | None = None, kept: bool = False) -> bytes:
    """`die_image` as PNG bytes, transparent around the die's rounded corners."""
    return encode(die_image(value, size, colour, kept))


def _colours(n: int, colours: Sequence[str | None] | None) -> tuple[str | None, ...]:
    if colours is None:
        return (None,) * n
    if len(colours) != n:
        raise ValueError("one colour (or None) per die")
    return tuple(colours)


def row_image(dice: Sequence[int], kept: Iterable[int] = (),
              colours: Sequence[str | None] | None = None, size: int = DIE) -> Image.Image:
    """The dice in the order given, side by side on a dark panel; `kept`: the positions of
    the kept dice (each framed, with a padlock); `colours`: one per die (None: white)."""
    held = set(kept)
    tinted = _colours(len(dice), colours)
    gap, pad = round(GAP * size / DIE), round(PAD * size / DIE)
    n = max(1, len(dice))
    img = Image.new("RGBA", (2 * pad + n * size + (n - 1) * gap, 2 * pad + size),
                    (*PANEL, 255))
    for i, value in enumerate(dice):
        img.alpha_composite(die_image(value, size, tinted[i], i in held),
                            (pad + i * (size + gap), pad))
    return img


@lru_cache(maxsize=512)
def _row_png(dice: tuple[int, ...], kept: frozenset[int],
             colours: tuple[str | None, ...], size: int) -> bytes:
    return encode(row_image(dice, kept, colours, size).convert("RGB"))


def dice_png(dice: Sequence[int], kept: Iterable[int] = (),
             colours: Sequence[str | None] | None = None, size: int = DIE) -> bytes:
    """`row_image` as PNG bytes; cached by its arguments (a few hundred rows)."""
    for i, value in enumerate(dice):
        _check(value, _colours(len(dice), colours)[i])
    return _row_png(tuple(dice), frozenset(kept), _colours(len(dice), colours), size)


def die_alt(value: int, colour: str | None = None, kept: bool = False,
            words: Mapping[str, str] = ENGLISH) -> str:
    """One die for a screen reader: its number, its colour (and symbol), "kept" if it is;
    `words` gives "kept" and the colour names in the reader's language."""
    _check(value, colour)
    text = str(value)
    if colour is not None:
        text = f"{words.get(colour, colour)} {SYMBOLS[colour]} {text}"
    return f"{text} ({words.get('kept', 'kept')})" if kept else text


def dice_alt(dice: Sequence[int], kept: Iterable[int] = (),
             colours: Sequence[str | None] | None = None,
             words: Mapping[str, str] = ENGLISH) -> str:
    """A row of dice for a screen reader: each die as `die_alt`, in order, comma-separated."""
    held = set(kept)
    tinted = _colours(len(dice), colours)
    return ", ".join(die_alt(v, tinted[i], i in held, words) for i, v in enumerate(dice))
