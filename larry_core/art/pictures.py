"""Pictures where players look: a hand, the revealed pile after a doubt, the results.

Each function returns PNG bytes; `*_alt` gives the matching alternative text. Pictures carry
no words of their own (numbers, card codes and drawn symbols only), so they need no
translation: where a word helps, the caller passes it already translated.

Cards come from the face cache (`faces.face`); a hand picture is also kept whole in an LRU
keyed by its sorted cards. PNGs are palette images (at most 256 colours) so that every
picture stays well under 60 KB.
"""

from __future__ import annotations

import io
import math
import os
import unicodedata
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from larry_core.art.faces import (
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
from larry_core.cards import INDEX, LARRY, VALUES

TABLE: RGB = (26, 70, 52)  # felt green behind the cards
PAD = 10
HAND_STEP = 54  # px of each covered card left visible (corner value, sign, Larry symbols)
MIN_STEP = 44
MAX_WIDTH = 960  # a hand wider than this wraps into further rows
ROW_GAP = 10
MINI_W = 64  # card width in the results picture
MINI_STEP = 30

HAND_CACHE_SIZE = 512
_hands: OrderedDict[tuple[str, ...], bytes] = OrderedDict()


def sort_cards(cards: Iterable[str]) -> list[str]:
    """Cards in the canonical order of docs/rules.md §1; KeyError for an unknown code."""
    return sorted(cards, key=INDEX.__getitem__)


# --- encoding ------------------------------------------------------------------------------

MAX_BYTES = 60_000  # the size every picture stays under
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


def encode_palette(img: Image.Image, level: int = 3) -> bytes:
    """A palette image as PNG (no quantizing); fewer colours only if over `MAX_BYTES`."""
    out = io.BytesIO()
    img.save(out, format="PNG", compress_level=level)
    data = out.getvalue()
    return data if len(data) < MAX_BYTES else encode(img.convert("RGB"))


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


def _paste_cards(canvas: Image.Image, cards: Sequence[str], x: int, y: int, width: int,
                 step: int, per_row: int) -> None:
    for i, code in enumerate(cards):
        row, col = divmod(i, per_row)
        img = face(code, width)
        canvas.paste(img, (x + col * step, y + row * (img.height + ROW_GAP)), img)


def _cards_size(n: int, width: int, step: int, per_row: int) -> tuple[int, int]:
    height = round(width * 7 / 5)
    if n == 0:
        return width, height
    cols = min(n, per_row)
    rows = (n + per_row - 1) // per_row
    return width + (cols - 1) * step, rows * height + (rows - 1) * ROW_GAP


# --- hand ----------------------------------------------------------------------------------

def hand_png(cards: list[str], width: int = CARD_W) -> bytes:
    """A player's hand as PNG, sorted canonically, cards overlapped left to right (rows wrap
    past `MAX_WIDTH`). Cached by the sorted cards (an LRU of `HAND_CACHE_SIZE` pictures)."""
    key = (str(width), *sort_cards(cards))
    png = _hands.get(key)
    if png is not None:
        _hands.move_to_end(key)
        return png
    png = encode_palette(hand_image(key[1:], width))
    _hands[key] = png
    if len(_hands) > HAND_CACHE_SIZE:
        _hands.popitem(last=False)
    return png


def hand_image(cards: Sequence[str], width: int = CARD_W) -> Image.Image:
    """The hand picture as a palette image (cards in the order given): faces already
    reduced to the shared palette are pasted by index, so no per-picture quantizing."""
    step = round(HAND_STEP * width / CARD_W)
    per_row, step = _row_layout(len(cards), width, step, round(MIN_STEP * width / CARD_W),
                                MAX_WIDTH)
    w, h = _cards_size(len(cards), width, step, per_row)
    pal = _palette_faces(width)
    canvas = Image.new("P", (w + 2 * PAD, h + 2 * PAD), pal.table_index)
    canvas.putpalette(pal.palette)
    if not cards:
        empty, mask = pal.empty
        canvas.paste(empty, (PAD, PAD), mask)
    for i, code in enumerate(cards):
        row, col = divmod(i, per_row)
        img, mask = pal.faces[code]
        canvas.paste(img, (PAD + col * step, PAD + row * (img.height + ROW_GAP)), mask)
    return canvas


class _PaletteFaces:
    """Every face of one width on the felt, reduced once to one shared 256-colour palette,
    with a mask of its card shape (pixels outside the rounded corners are left out)."""

    palette: list[int]
    table_index: int
    faces: dict[str, tuple[Image.Image, Image.Image]]
    empty: tuple[Image.Image, Image.Image]

    def __init__(self, width: int) -> None:
        from larry_core.art.faces import ALL_FACES

        flat = {code: _on_table(face(code, width)) for code in ALL_FACES}
        flat[""] = _on_table(_empty_card(width))
        height = flat["-2"][0].height
        sheet = Image.new("RGB", (width * (len(flat) + 1), height), TABLE)  # a felt column
        for i, (img, _) in enumerate(flat.values(), start=1):
            sheet.paste(img, (i * width, 0))
        ref = sheet.quantize(colors=256, method=Image.Quantize.MEDIANCUT,
                             dither=Image.Dither.NONE)
        self.palette = ref.getpalette() or []
        index = ref.getpixel((0, 0))
        assert isinstance(index, int)
        self.table_index = index
        self.faces = {}
        for code, (img, mask) in flat.items():
            self.faces[code] = (img.quantize(palette=ref, dither=Image.Dither.NONE), mask)
        self.empty = self.faces.pop("")


def _on_table(img: Image.Image) -> tuple[Image.Image, Image.Image]:
    """(the RGBA face over the felt as RGB, a 1-bit mask of its visible pixels)."""
    flat = Image.new("RGB", img.size, TABLE)
    flat.paste(img, (0, 0), img)
    mask = img.getchannel("A").point(lambda a: 255 if a > 0 else 0).convert("1")
    return flat, mask


@lru_cache(maxsize=8)
def _palette_faces(width: int) -> _PaletteFaces:
    return _PaletteFaces(width)


def prepare(width: int = CARD_W) -> None:
    """Draw every face of `width` and its palette now (e.g. at start-up), not on first use."""
    _palette_faces(width)


def clear_hand_cache() -> None:
    _hands.clear()


def clear_caches() -> None:
    """Forget faces, palette faces and hand pictures (for benchmarks)."""
    from larry_core.art.faces import clear_cache

    clear_cache()
    _palette_faces.cache_clear()
    _empty_card.cache_clear()
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


def _empty_slot(canvas: Image.Image, x: int, y: int, width: int) -> None:
    img = _empty_card(width)
    canvas.paste(img, (x, y), img)


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


REVEAL_PANEL_W = 230


@lru_cache(maxsize=256)
def _verdict_panel(claim: int | None, total: int, correct: bool, larrys: int,
                   height: int) -> Image.Image:
    """Σ total, = or ≠, the claim in a speech bubble; below, ✓ or ✗ (and the Larry faces
    when an odd number of them made the claim correct)."""
    w, h = REVEAL_PANEL_W, height
    big, pen = _sprite_canvas(w, h)
    mid = h * 0.34
    sigma(pen, 8, mid - 17, 34, WHITE)
    pen.numeral(68, mid, total, 40, WHITE, bold=1.0)
    if claim is not None:
        relation(pen, 116, mid, 26, claim == total, WHITE)
        bubble(pen, (142, mid - 30, w - 6, mid + 28), WHITE, INK, 2)
        pen.numeral((142 + w - 6) / 2, mid - 1, claim, 38, INK, bold=1.0)
    vy = h * 0.76
    if correct:
        check_mark(pen, 32, vy, 27)
    else:
        cross_mark(pen, 32, vy, 25)
    if larrys % 2 == 1:
        for i in range(larrys):
            larry_face(pen, 80 + i * 34, vy, 30)
    return _finish(big, w, h)


@lru_cache(maxsize=256)
def _reveal_panel(claim: int | None, total: int, correct: bool, larrys: int,
                  height: int) -> Image.Image:
    """The verdict panel drawn at the full card height (its layout's own), then scaled to
    `height` for smaller cards; few distinct panels exist, so they are kept."""
    full = round(CARD_W * 7 / 5)
    panel = _verdict_panel(claim, total, correct, larrys, full)
    if height == full:
        return panel
    return panel.resize((round(panel.width * height / full), height),
                        Image.Resampling.LANCZOS)


def reveal_png(cards: list[str], claim: int | None, total: int, correct: bool,
               width: int = CARD_W) -> bytes:
    """The pile turned over after a doubt (cards in pile order, overlapped), then the true
    sum Σ against the standing claim (in a speech bubble) and ✓ correct / ✗ wrong."""
    sort_cards(cards)  # KeyError for an unknown code
    step = round(HAND_STEP * width / CARD_W)
    per_row, step = _row_layout(len(cards), width, step, round(MIN_STEP * width / CARD_W),
                                MAX_WIDTH - REVEAL_PANEL_W)
    cw, ch = _cards_size(len(cards), width, step, per_row)
    card_h = round(width * 7 / 5)
    panel = _reveal_panel(claim, total, correct, cards.count("larry"), card_h)
    canvas = Image.new("RGB", (PAD + cw + 14 + panel.width + PAD, ch + 2 * PAD), TABLE)
    if cards:
        _paste_cards(canvas, cards, PAD, PAD, width, step, per_row)
    else:
        _empty_slot(canvas, PAD, PAD, width)
    canvas.paste(panel, (PAD + cw + 14, PAD + (ch - card_h) // 2), panel)
    return encode(canvas, level=3)  # made on the bot's hot path: cheaper zlib


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


@lru_cache(maxsize=64)
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
        pen.numeral(45, cy, delta, 24, WHITE, bold=0.5)
    else:
        pen.text((45, cy), f"{sign}{delta}", 24, WHITE, bold=0.5)
    return _finish(big, w, height)


@lru_cache(maxsize=256)
def _total(total: int, leader: bool, height: int) -> Image.Image:
    """A game total: Σ and the number, a gold star before it for the leader(s)."""
    w = 118
    big, pen = _sprite_canvas(w, height)
    cy = height / 2
    if leader:
        star(pen, 13, cy, 12, (240, 190, 40))
    sigma(pen, 30, cy - 11, 22, (200, 220, 210))
    pen.numeral(60 + pen.numeral_width(total, 32, 0.9) / 2, cy, total, 32, WHITE, bold=0.9)
    return _finish(big, w, height)


def star(pen: Pen, cx: float, cy: float, r: float, fill: RGB) -> None:
    pts = []
    for i in range(10):
        a = math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy - rr * math.sin(a)))
    pen.poly(pts, fill, INK, r * 0.08)


RESULT_NAME_W = 170


def results_png(names: list[str], hands: list[list[str]], scores: list[int],
                round_scores: list[int] | None = None) -> bytes:
    """One row per player: name, the round's score (if given), the game total (a star for
    the leader), and the cards left in hand (sorted; an empty outline when none)."""
    n = len(names)
    if len(hands) != n or len(scores) != n or (round_scores is not None
                                                 and len(round_scores) != n):
        raise ValueError("names, hands, scores and round_scores must have the same length")
    card_h = round(MINI_W * 7 / 5)
    row_h = card_h + 12
    sorted_hands = [sort_cards(h) for h in hands]
    fnt, unicode_ok = name_font(24)
    shown = [name if unicode_ok else _ascii(name) for name in names]
    measure = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    name_w = min(RESULT_NAME_W, max((round(measure.textlength(s, font=fnt)) for s in shown),
                                    default=0))
    x_name = PAD + 8
    x_chip = x_name + max(name_w, 40) + 16
    x_total = x_chip + (82 if round_scores is not None else 0)
    x_cards = x_total + 126
    room = MAX_WIDTH - x_cards - PAD
    layouts = [_row_layout(len(h), MINI_W, MINI_STEP, 14, room + 2 * PAD + MINI_W)
               for h in sorted_hands]
    widest = max((_cards_size(len(h), MINI_W, st, len(h) or 1)[0]
                  for h, (_, st) in zip(sorted_hands, layouts, strict=True)), default=MINI_W)
    width = x_cards + widest + PAD + 4
    canvas = Image.new("RGB", (width, PAD * 2 + n * row_h), TABLE)
    draw = ImageDraw.Draw(canvas)
    best = max(scores, default=0)
    for i in range(n):
        y = PAD + i * row_h
        if i % 2 == 1:
            draw.rounded_rectangle((PAD // 2, y, width - PAD // 2, y + row_h - 1), radius=8,
                                   fill=(32, 82, 62))
        cy = y + row_h // 2
        draw.text((x_name, cy), _fit(draw, shown[i], fnt, RESULT_NAME_W), font=fnt, fill=WHITE,
                  anchor="lm")
        if round_scores is not None:
            chip = _score_chip(round_scores[i], 34)
            canvas.paste(chip, (x_chip, cy - chip.height // 2), chip)
        tot = _total(scores[i], scores[i] == best and n > 1, 44)
        canvas.paste(tot, (x_total, cy - tot.height // 2), tot)
        hand = sorted_hands[i]
        _, st = layouts[i]
        if hand:
            _paste_cards(canvas, hand, x_cards, y + 6, MINI_W, st, len(hand))
        else:
            _empty_slot(canvas, x_cards, y + 6, MINI_W)
    return encode(canvas, level=3)


def results_alt(names: list[str], hands: list[list[str]], scores: list[int],
                round_scores: list[int] | None = None) -> str:
    """Alternative text for `results_png`: per player `name: cards (round, Σ total)`."""
    rows = []
    for i, name in enumerate(names):
        nums = ([_signed(round_scores[i])] if round_scores is not None else [])
        nums.append(f"Σ {_signed(scores[i], False)}")
        rows.append(f"{name}: {cards_text(sort_cards(hands[i]))} ({', '.join(nums)})")
    return "; ".join(rows)


def larry_count(cards: Iterable[str]) -> int:
    return sum(1 for c in cards if INDEX[c] == LARRY)


def pile_sum(cards: Iterable[str]) -> int:
    """The true sum of a pile: number cards' values (Larry and action cards count 0)."""
    return sum(VALUES[INDEX[c]] for c in cards)
