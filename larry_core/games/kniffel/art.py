"""The Kniffel block as a picture (Pillow, our own drawing): every player's column of the
score sheet, as the paper block has it, and its alternative text.

    block_png(pub, names, locale) -> bytes     the block of a public view (cached)
    block_alt(pub, names, locale) -> str       what it shows, for screen readers

The block reads top to bottom: the upper section (Ones … Sixes, each with its die), the upper
sum, the bonus and the upper total; the lower section (Three of a kind … Chance), the extra
points (unless the rules have none), the lower total, the upper total again and the grand
total. Box and row names are the catalogue's, in the reader's language. A column per
player, headed by its number and name; the player to move has a framed head with a ▶ and a
tinted column.

After a roll, each box the player to move may enter it in shows what it scores there, in
grey oblique figures in a dotted frame (entered scores are upright, black, unframed).

Readable without colour: an empty box is blank, a filled one shows its points, a struck
box (entered with 0) shows a bold 0 on a hatched cell, the sums are on grey bands with bold
numbers and the grand total is larger under a double rule. Readable on a phone: every size
follows from the smallest text `TEXT`, and the picture stays within `WIDTH_MAX` px.

Names are drawn with DejaVu Sans where the system has it (Debian's fonts-dejavu-core), else
with Pillow's own font (accents dropped). A name the font cannot draw (a script it lacks,
right-to-left without a shaping library) is shown as "Player 2"; symbols it lacks (emoji)
are left out; a long name is set smaller, then cut with "…". The alt text has every name in
full. Pictures are cached by what they show.
"""

from __future__ import annotations

import io
import os
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from larry_core.games import phone
from larry_core.games.dice_art import die_image
from larry_core.games.kniffel.boxes import BOXES, UPPER_BONUS
from larry_core.games.kniffel.views import KnPublicView
from larry_core.text import DEFAULT_LOCALE, t

RGB = tuple[int, int, int]
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

PAPER: RGB = (252, 250, 244)
INK: RGB = (28, 32, 40)
GRID: RGB = (176, 172, 162)
SUM_BAND: RGB = (228, 225, 216)
BAND: RGB = (47, 49, 54)  # a section's heading (Discord's dark grey, white text)
MOVER: RGB = (255, 236, 179)  # the column of the player to move (a second cue only)
MOVER_SUM: RGB = (240, 218, 150)  # its sums
HATCH: RGB = (160, 156, 148)
MUTED: RGB = (96, 100, 110)
WHITE: RGB = (255, 255, 255)

# Readable on a phone (larry_core/games/phone.py): every size derives from the smallest text,
# `TEXT`, and the picture is never wider than `WIDTH_MAX` = phone.max_width(TEXT) (the
# columns narrow, then the row names are cut, to stay within it)
TEXT = 18  # px: the smallest text (row names, heads, section bands, the roll's scores)
NUMBER = TEXT + 2  # the entries
TOTAL = TEXT + 4  # the grand total
TEXT_SIZES = tuple(range(TEXT, TOTAL + 1))  # a number too wide is set smaller, to TEXT
WIDTH_MAX = phone.max_width(TEXT)  # 600 px
PAD = 8
ROW_H = round(TEXT * 1.65)
HEAD_H = round(TEXT * 3.5)
BAND_H = round(TEXT * 1.55)
LABEL_MAX = TEXT * 11  # px of the widest row name (a longer one is cut)
ICON = TEXT + 2  # the upper boxes' dice
COLUMN_MIN, COLUMN_MAX = round(TEXT * 2.9), round(TEXT * 4.4)
MAX_PLAYERS = 8
PREVIEW: RGB = (110, 114, 124)  # the roll's score in an open box (grey, oblique, dotted frame)

_FONTS = {False: ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                  "/usr/share/fonts/dejavu/DejaVuSans.ttf"),
          True: ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                 "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf")}


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> tuple[Font, bool]:
    """(font, full Unicode?): DejaVu Sans (Bold) where the system has it, else Pillow's own
    font, which covers ASCII only."""
    for path in _FONTS[bold]:
        if os.path.exists(path):
            return ImageFont.truetype(path, size), True
    return ImageFont.load_default(size=size), False


def _ascii(text: str) -> str:
    """Accents dropped (é → e, ß → ss), anything else outside ASCII left out."""
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss"))
    return "".join(ch for ch in text if 32 <= ord(ch) < 127)


@lru_cache(maxsize=4096)
def drawable(ch: str) -> bool:
    """Whether the names' font draws `ch` (not its empty box for a missing glyph)."""
    fnt, unicode_ok = font(phone.PROBE_SIZE, True)
    return phone.draws(ch, fnt, unicode_ok)


def shown_name(name: str, seat: int, locale: str = DEFAULT_LOCALE) -> str:
    """A player's name as the block's head shows it: what the font can draw of it; "Player
    n" when it cannot draw a letter of it (or nothing is left)."""
    text = unicodedata.normalize("NFC", name)
    kept = "".join(ch for ch in text if drawable(ch))
    lost_letter = any(not drawable(ch) and unicodedata.category(ch)[0] in "LN" for ch in text)
    kept = " ".join(kept.split())
    if lost_letter or not any(ch.isalnum() for ch in kept):
        return t("kn-pic-player", locale, number=seat + 1)
    return kept


def _text_font(text: str, width: float, size: int, smallest: int,
               bold: bool) -> tuple[str, Font]:
    """`text` and a font of at most `size` px in which it fits `width` (cut with "…" at the
    smallest size)."""
    for s in range(size, smallest - 1, -1):
        fnt, _ = font(s, bold)
        if fnt.getlength(text) <= width:
            return text, fnt
    fnt, _ = font(smallest, bold)
    while text and fnt.getlength(text.rstrip() + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…", fnt


def head_lines(name: str, width: float) -> tuple[list[str], Font]:
    """A column head in one line (`TEXT` + 1 px or `TEXT`), else in two lines broken at a
    space or after a hyphen (`TEXT`), else cut with "…" (the alt text has every name)."""
    for s in (TEXT + 1, TEXT):
        fnt, _ = font(s, True)
        if fnt.getlength(name) <= width:
            return [name], fnt
    fnt, _ = font(TEXT, True)
    breaks = [i + 1 for i, ch in enumerate(name) if ch in " -" and 0 < i < len(name) - 1]
    for i in reversed(breaks):
        first, second = name[:i].strip(), name[i:].strip()
        if fnt.getlength(first) <= width:
            second, fnt2 = _text_font(second, width, TEXT, TEXT, True)
            return [first, second], fnt2
    text, fnt = _text_font(name, width, TEXT, TEXT, True)
    return [text], fnt


def _widths(players: int, widest: float) -> tuple[int, int]:
    """(row names' column, each player's column) in px: as wide as the names and numbers
    need, within `WIDTH_MAX` (the players' columns narrow first, then the names' column)."""
    label_w = round(min(LABEL_MAX, widest)) + 2 * PAD
    room = WIDTH_MAX - 2 * PAD - label_w
    col_w = max(COLUMN_MIN, min(COLUMN_MAX, room // max(players, 1)))
    label_w = min(label_w, WIDTH_MAX - 2 * PAD - players * col_w)
    return label_w, col_w


def _dotted(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], fill: RGB) -> None:
    """A dotted frame: the roll's score in an open box, not yet entered."""
    x0, y0, x1, y1 = (round(v) for v in box)
    for x in range(x0, x1 + 1, 4):
        d.point([(x, y0), (x, y1)], fill=fill)
    for y in range(y0, y1 + 1, 4):
        d.point([(x0, y), (x1, y)], fill=fill)


# the rows of the block: (kind, key); kinds: band, box, sum, total
Row = tuple[str, str]


def _rows(extra: bool) -> list[Row]:
    rows: list[Row] = [("band", "kn-pic-upper-section")]
    rows += [("box", box) for box in BOXES[:6]]
    rows += [("sum", "kn-dc-block-upper"), ("sum", "kn-dc-block-bonus"),
             ("sum", "kn-pic-upper-total"), ("band", "kn-pic-lower-section")]
    rows += [("box", box) for box in BOXES[6:]]
    if extra:
        rows.append(("sum", "kn-dc-block-extra"))
    rows += [("sum", "kn-pic-lower-total"), ("sum", "kn-pic-upper-total"),
             ("total", "kn-pic-grand-total")]
    return rows


Sheet = tuple[int | None, ...]


def _values(key: str, sheet: Sheet, bonus: int, extra: int) -> int | None:
    """The number a sum row shows for one sheet (None: the bonus is still open)."""
    upper = sum(v for v in sheet[:6] if v is not None)
    lower = sum(v for v in sheet[6:] if v is not None) + extra
    if key == "kn-dc-block-upper":
        return upper
    if key == "kn-dc-block-bonus":
        return bonus if bonus or all(v is not None for v in sheet[:6]) else None
    if key == "kn-pic-upper-total":
        return upper + bonus
    if key == "kn-dc-block-extra":
        return extra
    if key == "kn-pic-lower-total":
        return lower
    return upper + bonus + lower  # the grand total


def _hatch(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> None:
    """Diagonal hatching inside `box`: a struck box."""
    x0, y0, x1, y1 = box
    step = 7
    for k in range(-(y1 - y0), x1 - x0, step):
        a = (x0 + max(k, 0), y0 + max(-k, 0))
        length = min(x1 - a[0], y1 - a[1])
        d.line((a, (a[0] + length, a[1] + length)), fill=HATCH, width=1)


@lru_cache(maxsize=64)
def _block(heads: tuple[str, ...], sheets: tuple[Sheet, ...], bonuses: tuple[int, ...],
           extras: tuple[int, ...], mover: int | None, show_extra: bool,
           locale: str, preview: Sheet = ()) -> bytes:
    n = len(heads)
    rows = _rows(show_extra)
    labels = {key: t(key if kind != "box" else f"kn-box-{key}", locale) for kind, key in rows}
    _, unicode_ok = font(TEXT)
    if not unicode_ok:
        labels = {k: _ascii(v) for k, v in labels.items()}
    label_font, _ = font(TEXT, True)
    widest = max(label_font.getlength(v) for v in labels.values()) + ICON + 8
    label_w, col_w = _widths(n, widest)
    width = PAD + label_w + n * col_w + PAD
    body_h = sum(BAND_H if kind == "band" else ROW_H + (6 if kind == "total" else 0)
                 for kind, _ in rows)
    height = PAD + HEAD_H + body_h + PAD
    img = Image.new("RGB", (width, height), PAPER)
    d = ImageDraw.Draw(img)
    x_cols = [PAD + label_w + i * col_w for i in range(n)]
    right = x_cols[-1] + col_w if n else PAD + label_w
    top = PAD + HEAD_H
    if mover is not None and 0 <= mover < n:  # the mover's column, tinted all the way down
        d.rectangle((x_cols[mover], PAD, x_cols[mover] + col_w, height - PAD), fill=MOVER)
    # the heads: the seat's number (▶ for the player to move) over the name
    small, _ = font(TEXT, True)
    for i, head in enumerate(heads):
        x, cx = x_cols[i], x_cols[i] + col_w / 2
        mark = f"▶ {i + 1}" if i == mover else str(i + 1)
        d.text((cx, PAD + TEXT * 0.75), mark, font=small, fill=INK if i == mover else MUTED,
               anchor="mm")
        lines, fnt = head_lines(head, col_w - 6)
        for k, line in enumerate(lines):
            d.text((cx, PAD + (TEXT * 2.3 if len(lines) == 1 else TEXT * (1.85 + 1.05 * k))),
                   line, font=fnt, fill=INK, anchor="mm")
        if i == mover:
            d.rectangle((x + 1, PAD + 1, x + col_w - 1, top - 1), outline=INK, width=2)
    d.line((PAD, top, right, top), fill=INK, width=2)
    y = top
    for kind, key in rows:
        h = BAND_H if kind == "band" else ROW_H + (6 if kind == "total" else 0)
        if kind == "band":
            d.rectangle((PAD, y, right, y + h), fill=BAND)
            fnt, _ = font(TEXT, True)
            band = _text_font(labels[key].upper(), right - PAD - 16, TEXT, TEXT, True)[0]
            d.text((PAD + 8, y + h / 2), band, font=fnt, fill=WHITE, anchor="lm")
            y += h
            continue
        if kind != "box":
            d.rectangle((PAD, y, PAD + label_w, y + h), fill=SUM_BAND)
            for i, x in enumerate(x_cols):
                d.rectangle((x, y, x + col_w, y + h), fill=MOVER_SUM if i == mover else SUM_BAND)
        if kind == "total":
            d.line((PAD, y + 1, right, y + 1), fill=INK, width=1)
            d.line((PAD, y + 4, right, y + 4), fill=INK, width=1)
        # the row's name, a die before each upper box
        x_text = PAD + 8
        if kind == "box" and key in BOXES[:6]:
            icon = die_image(BOXES.index(key) + 1, ICON)
            img.paste(icon, (x_text, round(y + (h - ICON) / 2)), icon)
            x_text += ICON + 7
        bold = kind != "box"
        size = TEXT + 1 if kind == "total" else TEXT
        text, fnt = _text_font(labels[key], PAD + label_w - x_text - 6, size, TEXT, bold)
        d.text((x_text, y + h / 2 + (2 if kind == "total" else 0)), text, font=fnt, fill=INK,
               anchor="lm")
        for i, x in enumerate(x_cols):
            cell = (x, y, x + col_w, y + h)
            if kind == "box":
                value = sheets[i][BOXES.index(key)]
                if value is None:
                    score = preview[BOXES.index(key)] if i == mover and preview else None
                    if score is not None:  # what the roll scores here: grey, oblique
                        _dotted(d, (x + 4, y + 3, x + col_w - 4, y + h - 3), PREVIEW)
                        d.text((x + col_w / 2, y + h / 2), str(score),
                               font=phone.font(TEXT, False, True), fill=PREVIEW, anchor="mm")
                    continue  # an empty box stays blank
                if value == 0:
                    _hatch(d, (x + 3, y + 3, x + col_w - 3, y + h - 3))
                    fnt, _ = font(NUMBER, True)
                    box = d.textbbox((x + col_w / 2, y + h / 2), "0", font=fnt, anchor="mm")
                    d.rectangle((box[0] - 4, box[1] - 3, box[2] + 4, box[3] + 3),
                                fill=MOVER if i == mover else PAPER)
                    d.text((x + col_w / 2, y + h / 2), "0", font=fnt, fill=INK, anchor="mm")
                    continue
                fnt, _ = font(NUMBER)
                d.text((x + col_w / 2, y + h / 2), str(value), font=fnt, fill=INK,
                       anchor="mm")
                continue
            shown = _values(key, sheets[i], bonuses[i], extras[i])
            if shown is None:
                continue
            _, fnt = _text_font(str(shown), col_w - 8, TOTAL if kind == "total" else NUMBER,
                                TEXT, True)
            d.text((cell[0] + col_w / 2, y + h / 2 + (2 if kind == "total" else 0)),
                   str(shown), font=fnt, fill=INK, anchor="mm")
        y += h
        d.line((PAD, y, right, y), fill=GRID if kind == "box" else INK, width=1)
    # the grid: the label column's edge and every column's
    d.line((PAD + label_w, PAD, PAD + label_w, height - PAD), fill=INK, width=2)
    for x in x_cols[1:]:
        d.line((x, PAD, x, height - PAD), fill=GRID, width=1)
    d.rectangle((PAD, PAD, right, height - PAD), outline=INK, width=2)
    buf = io.BytesIO()  # a palette of 64 colours, zlib's level 6: some 18 KB in 3 ms
    img.quantize(colors=64, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).save(
        buf, "PNG", compress_level=6)
    return buf.getvalue()


def _check(pub: KnPublicView, names: Sequence[str]) -> None:
    if len(names) != pub.players or not 1 <= pub.players <= MAX_PLAYERS:
        raise ValueError(f"one name per player (1 to {MAX_PLAYERS}), not {len(names)} for "
                         f"{pub.players}")


def block_png(pub: KnPublicView, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> bytes:
    """The Kniffel block of every player as PNG bytes (see the module's docstring)."""
    _check(pub, names)
    heads = tuple(shown_name(name, seat, locale) for seat, name in enumerate(names))
    return _block(heads, tuple(pub.sheets), tuple(pub.upper_bonus), tuple(pub.extra),
                  pub.to_move, pub.rules.extra_kniffel != "none", locale, preview(pub))


def preview(pub: KnPublicView) -> Sheet:
    """What the current roll scores in each box the mover may enter it in now (None for
    the others; empty when no roll waits to be entered), from the view's options."""
    if pub.to_move is None or pub.phase != "choose" or not pub.options:
        return ()
    points = {o.box: o.points for o in pub.options}
    return tuple(points.get(box) for box in BOXES)


def block_size(players: int, show_extra: bool = True,
               locale: str = DEFAULT_LOCALE) -> tuple[int, int]:
    """The picture's size in px (width, height) for `players` columns."""
    data = _block(tuple(str(i) for i in range(players)), ((None,) * len(BOXES),) * players,
                  (0,) * players, (0,) * players, None, show_extra, locale)
    with Image.open(io.BytesIO(data)) as img:
        return img.size


def block_alt(pub: KnPublicView, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> str:
    """The block's alternative text: each player's total, boxes filled and section sums."""
    _check(pub, names)
    rows = []
    for seat, name in enumerate(names):
        sheet = pub.sheets[seat]
        rows.append(t("kn-pic-alt-row", locale, name=name, total=pub.totals[seat],
                      filled=sum(v is not None for v in sheet), upper=pub.upper[seat],
                      bonus=pub.upper_bonus[seat],
                      lower=sum(v for v in sheet[6:] if v is not None) + pub.extra[seat],
                      extra=pub.extra[seat]))
    text = t("kn-pic-alt", locale, rows="; ".join(rows))
    scores = preview(pub)
    if scores and pub.to_move is not None:
        boxes = ", ".join(f"{t(f'kn-box-{box}', locale)} {points}"
                          for box, points in zip(BOXES, scores, strict=True)
                          if points is not None)
        text += " " + t("kn-pic-alt-roll", locale, name=names[pub.to_move], boxes=boxes)
    return text


__all__ = ["UPPER_BONUS", "block_alt", "block_png", "block_size", "drawable", "shown_name"]


# ------------------------------------------------------------------ a sample (larry cards)
SAMPLE_NAMES = ("Anna", "Bastien", "Chloé", "Dörte-Marie Schmidt-Hagen", "山田 花子")
_SAMPLE_SHEETS: tuple[Sheet, ...] = (
    (3, 8, 12, 16, 15, 24, 27, 0, 25, 30, None, 50, None),  # the bonus earned, a struck box
    (2, 6, 9, None, 20, 18, None, 22, 25, None, 40, 0, 23),  # the bonus still open
    (1, 4, 6, 8, 10, 12, 0, 0, None, 30, None, 50, 19),  # every upper box, no bonus
    (None, None, 9, None, None, None, None, None, None, None, None, None, None),
    (4, 6, 12, 12, 15, 24, 30, 24, 25, 30, 40, 50, 22),  # a full sheet, one extra Kniffel
)


def sample_view() -> KnPublicView:
    """A block in the middle of a game of five, for `larry cards`: filled, empty and struck
    boxes, a bonus earned, missed and still open, extra points, a long and a non-Latin name."""
    from larry_core.games.kniffel.rules import KnRules

    extra = (0, 0, 0, 0, 50)
    upper = tuple(sum(v for v in s[:6] if v is not None) for s in _SAMPLE_SHEETS)
    bonus = tuple(UPPER_BONUS if u >= 63 else 0 for u in upper)
    totals = tuple(u + b + sum(v for v in s[6:] if v is not None) + e
                   for u, b, s, e in zip(upper, bonus, _SAMPLE_SHEETS, extra, strict=True))
    return KnPublicView(players=5, rules=KnRules(), phase="roll", to_move=1, rolls_used=0,
                        rolls_left=3, dice=(), sheets=_SAMPLE_SHEETS, upper=upper,
                        upper_bonus=bonus, extra=extra, totals=totals, options=(),
                        winners=None, moves_applied=0)
