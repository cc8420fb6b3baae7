"""Va banque's table as a picture (Pillow, our own drawing), and its alternative text.

    table_png(pub, names, locale) -> bytes    the table of a public view
    table_alt(pub, names, locale) -> str      what it shows, for screen readers
    TEXT_SIZES                                every text size the picture uses (px)

A band at the top names the banker round and the pot; below it the calculation under way:
the player the banker throws for (▶), the numbers thrown as dice with the operations chosen
between them and the running value, the newest die — still waiting for its operation —
framed, a "?" before it. Then a row per seat: its number, name and chips, and its part in
the round (banker, sitting out, waiting, its final total, forfeited).

Readable on a phone (larry_core/games/phone.py): `WIDTH` px wide, every text at least
`phone.min_text(WIDTH)` px. Readable without colour: the mover is marked ▶ and framed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from larry_core.games import dice_art, phone
from larry_core.games.vabanque.moves import SYMBOLS
from larry_core.games.vabanque.narration import steps_text
from larry_core.games.vabanque.views import VbCalcView, VbPublicView
from larry_core.text import DEFAULT_LOCALE, t
from larry_core.text.render import MINUS, number

RGB = tuple[int, int, int]
WIDTH = 480
TEXT = phone.min_text(WIDTH)  # the smallest text: 15 px at 480 px
NAME = TEXT + 5  # names, chips, the head band, the running value
SIGN = 32  # the operations between the dice
TEXT_SIZES = (TEXT, NAME, SIGN)
DIE = 54
SLOT = 34  # px between two dice: an operation's sign
PAD = 12
LINE = NAME + 14
BAND = NAME + 22

BAIZE: RGB = (92, 64, 12)  # Va banque's gold, dark
ROW: RGB = (112, 80, 20)
MOVER: RGB = (140, 104, 30)
WHITE: RGB = (255, 255, 255)
PALE: RGB = (240, 226, 190)
GOLD: RGB = (255, 214, 92)
INK: RGB = (28, 32, 40)


def part(pub: VbPublicView, seat: int, locale: str) -> str:
    """A seat's part in the round, in words (empty once the game is over)."""
    if pub.phase == "over":
        return ""
    if seat == pub.banker:
        return t("vb-pic-banker", locale)
    if seat not in pub.staked:
        return t("vb-pic-out", locale)
    calc = pub.current if pub.current is not None and pub.current.seat == seat \
        else pub.results[seat]
    if calc is None:
        return t("vb-pic-waiting", locale)
    if not calc.finished:
        return t("vb-pic-running", locale, total=number(calc.total))
    return t("vb-pic-total", locale, total=number(calc.total),
             forfeit="yes" if calc.forfeit else "no")


def head_text(pub: VbPublicView, names: Sequence[str], locale: str) -> str:
    return t("vb-pic-head", locale, round=pub.round, rounds=pub.rounds,
             banker=names[pub.banker])


def _calc_row(calc: VbCalcView, d: ImageDraw.ImageDraw, img: Image.Image, x: int,
              y: int) -> None:
    """The dice thrown with the operations between them; the waiting die framed."""
    sign = phone.font(SIGN, True)
    for i, die in enumerate(calc.throws):
        if i:
            cx = x + SLOT / 2
            if i <= len(calc.ops):
                d.text((cx, y + DIE / 2), SYMBOLS[calc.ops[i - 1]], font=sign, fill=WHITE,
                       anchor="mm")
            else:  # no operation chosen yet
                d.ellipse((cx - 14, y + DIE / 2 - 14, cx + 14, y + DIE / 2 + 14),
                          outline=GOLD, width=2)
                d.text((cx, y + DIE / 2), "?", font=phone.font(NAME, True), fill=GOLD,
                       anchor="mm")
            x += SLOT
        if i == len(calc.ops) + 1:  # the die waiting for its operation: framed
            d.rounded_rectangle((x - 4, y - 4, x + DIE + 3, y + DIE + 3), radius=12,
                                outline=GOLD, width=3)
        face = dice_art.die_image(die, DIE)
        img.paste(face, (x, y), face)
        x += DIE


def table_image(pub: VbPublicView, names: Sequence[str],
                locale: str = DEFAULT_LOCALE) -> Image.Image:
    """The table picture (see the module's docstring), RGB, `WIDTH` px wide."""
    if len(names) != pub.players:
        raise ValueError("one name per seat")
    calc = pub.current if pub.phase != "over" else None
    calc_h = LINE + DIE + 20 if calc is not None else 0
    row_h = LINE + TEXT + 12 if pub.phase != "over" else LINE + 6  # over: no parts
    height = PAD + BAND + PAD + (calc_h + PAD if calc else 0) + pub.players * (row_h + 6) + PAD
    img = Image.new("RGB", (WIDTH, height), BAIZE)
    d = ImageDraw.Draw(img)
    drawn = [phone.name(n) or str(i + 1) for i, n in enumerate(names)]  # in the band
    bold, plain, small = phone.font(NAME, True), phone.font(NAME), phone.font(TEXT)
    phone.head_band(d, (PAD, PAD, WIDTH - PAD, PAD + BAND), head_text(pub, drawn, locale),
                    t("vb-pic-pot", locale, pot=pub.pot), bold)
    y = PAD + BAND + PAD
    if calc is not None:
        d.rounded_rectangle((PAD, y, WIDTH - PAD, y + calc_h), radius=10, fill=INK,
                            outline=GOLD, width=3)
        value = "= " + number(calc.total)
        d.text((WIDTH - PAD - 12, y + LINE / 2 + 2), value, font=bold, fill=GOLD, anchor="rm")
        who = f"▶ {calc.seat + 1} {phone.name(names[calc.seat])}"
        d.text((PAD + 12, y + LINE / 2 + 2),
               phone.fit(who, bold, WIDTH - 2 * PAD - 40 - bold.getlength(value)),
               font=bold, fill=GOLD, anchor="lm")
        _calc_row(calc, d, img, PAD + 12, y + LINE)
        y += calc_h + PAD
    for seat in range(pub.players):
        moving = pub.to_move == seat
        d.rounded_rectangle((PAD, y, WIDTH - PAD, y + row_h), radius=10,
                            fill=MOVER if moving else ROW,
                            outline=GOLD if moving else None, width=3)
        chips = t("vb-pic-chips", locale, chips=pub.chips[seat])
        d.text((WIDTH - PAD - 12, y + LINE / 2 + 2), chips, font=plain, fill=WHITE, anchor="rm")
        label = f"{'▶ ' if moving else ''}{seat + 1} {phone.name(names[seat])}"
        d.text((PAD + 12, y + LINE / 2 + 2),
               phone.fit(label, bold, WIDTH - 2 * PAD - 36 - plain.getlength(chips)),
               font=bold, fill=GOLD if moving else WHITE, anchor="lm")
        d.text((PAD + 12, y + LINE + TEXT / 2), phone.fit(part(pub, seat, locale), small,
                                                          WIDTH - 2 * PAD - 24),
               font=small, fill=PALE, anchor="lm")
        y += row_h + 6
    return img


def table_png(pub: VbPublicView, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> bytes:
    """`table_image` as PNG bytes."""
    return phone.encode(table_image(pub, names, locale))


def table_alt(pub: VbPublicView, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> str:
    """The picture for a screen reader: the round, the calculation under way, each seat."""
    parts = [head_text(pub, names, locale), t("vb-pic-pot", locale, pot=pub.pot)]
    calc = pub.current if pub.phase != "over" else None
    if calc is not None:
        parts.append(t("vb-pic-alt-calc", locale, name=names[calc.seat],
                       steps=steps_text(calc).replace("-", MINUS)))
    seats = [t("vb-pic-alt-seat", locale, name=names[s], chips=pub.chips[s],
               part=", " + part(pub, s, locale) if pub.phase != "over" else "")
             for s in range(pub.players)]
    return t("vb-pic-alt", locale, parts=" · ".join(parts), seats="; ".join(seats))
