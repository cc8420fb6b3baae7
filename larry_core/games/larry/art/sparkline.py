"""A player's rating history as a small picture: a sparkline of their ordinal after each
game, the zero line dashed, the latest value large at the right with an arrow for the last
change. Numbers only (no words), like every picture of larry_core.games.larry.art.

    sparkline_png(values) -> PNG bytes; sparkline_alt(values) -> its alternative text
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from larry_core.games.larry.art.faces import (
    GOLD,
    GREEN,
    GREY,
    NIGHT,
    SKY,
    SS,
    VERMILION,
    WHITE,
    Pen,
)
from larry_core.games.larry.art.pictures import encode

WIDTH, HEIGHT = 360, 96
PAD = 10
LABEL_W = 92  # the latest value's column at the right
MAX_POINTS = 200  # longer histories show their latest games


def _value(v: float) -> str:
    """One decimal, with a real minus sign never shown as "-0.0"."""
    text = f"{v:.1f}"
    return "0.0" if text == "-0.0" else text


def sparkline_png(values: Sequence[float], width: int = WIDTH, height: int = HEIGHT) -> bytes:
    """The picture of `values` (oldest first; at least one). ValueError for none."""
    if not values:
        raise ValueError("a sparkline needs at least one value")
    if width < 160 or height < 48:
        raise ValueError("a sparkline needs at least 160 x 48 pixels")
    vals = list(values)[-MAX_POINTS:]
    big = Image.new("RGB", (width * SS, height * SS), NIGHT)
    pen = Pen(ImageDraw.Draw(big), SS)
    x0, x1 = PAD, width - LABEL_W
    y0, y1 = PAD + 4, height - PAD - 4
    lo, hi = min(*vals, 0.0), max(*vals, 0.0)
    span = hi - lo or 1.0

    def y(v: float) -> float:
        return y1 - (v - lo) / span * (y1 - y0)

    step = (x1 - x0) / max(len(vals) - 1, 1)
    pts = [(x0 + i * step if len(vals) > 1 else (x0 + x1) / 2, y(v))
           for i, v in enumerate(vals)]
    zero = y(0.0)
    dash = 6.0
    x = float(x0)
    while x < x1:  # the zero line, where every new player starts
        pen.line([(x, zero), (min(x + dash, x1), zero)], GREY, 1.2)
        x += dash * 2
    if len(pts) > 1:
        pen.poly([(pts[0][0], zero), *pts, (pts[-1][0], zero)], (38, 62, 92))
        pen.line(pts, SKY, 2.4)
    if len(pts) <= 40:
        for px, py in pts[:-1]:
            pen.ellipse((px - 2.2, py - 2.2, px + 2.2, py + 2.2), SKY)
    lx, ly = pts[-1]
    pen.ellipse((lx - 4.5, ly - 4.5, lx + 4.5, ly + 4.5), GOLD, outline=NIGHT, width=1.5)
    cx = width - LABEL_W / 2
    pen.text((cx, height / 2 - 8), _value(vals[-1]), 22, WHITE, bold=0.4)
    if len(vals) > 1:
        delta = round(vals[-1] - vals[-2], 1)  # as shown: a change below 0.05 is flat
        colour = GREEN if delta > 0 else VERMILION if delta < 0 else GREY
        ay = height / 2 + 20
        if delta:
            up = delta > 0
            tip, base = (ay - 7, ay + 5) if up else (ay + 7, ay - 5)
            pen.poly([(cx - 30, base), (cx - 22, tip), (cx - 14, base)], colour)
        sign = "+" if delta > 0 else ""
        pen.text((cx + 8, ay), f"{sign}{_value(delta)}", 14, colour)
    return encode(big.resize((width, height), Image.Resampling.LANCZOS))


def sparkline_alt(values: Sequence[float]) -> str:
    """Alternative text: the values shown, oldest first (the latest ones if there are many)."""
    shown = [_value(v) for v in list(values)[-MAX_POINTS:]]
    return " → ".join(shown[-12:]) if len(shown) <= 12 else \
        "… → " + " → ".join(shown[-12:])
