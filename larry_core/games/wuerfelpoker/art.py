"""Würfelpoker's table as a picture (Pillow, our own drawing), and its alternative text.

    table_png(pub, names, kept, locale) -> bytes    the table of a public view
    table_alt(pub, names, kept, locale) -> str      what it shows, for screen readers
    TEXT_SIZES                                      every text size the picture uses (px)

A band at the top names the round and the pot (and an open raise); then a row per seat: its
number and name (▶ for the player to move), its chips, and below them its dice — the
mover's current dice with the kept ones framed and padlocked (`dice_art.row_image`), or the
seat's hand of this round with its combination, or that it folded or has not rolled yet.

Readable on a phone (larry_core/games/phone.py): `WIDTH` px wide, every text at least
`phone.min_text(WIDTH)` px. Readable without colour: the mover's row is framed and marked ▶.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PIL import Image, ImageDraw

from larry_core.games import dice_art, phone
from larry_core.games.wuerfelpoker.views import WpPublicView
from larry_core.text import DEFAULT_LOCALE, t

RGB = tuple[int, int, int]
WIDTH = 480
TEXT = phone.min_text(WIDTH)  # the smallest text: 15 px at 480 px
NAME = TEXT + 5  # names, chips, the head band
TEXT_SIZES = (TEXT, NAME)
DIE = 56
PAD = 12
LINE = NAME + 14  # a name line's height
BAND = NAME + 22

FELT: RGB = (22, 84, 52)  # Würfelpoker's green baize
ROW: RGB = (28, 98, 62)
MOVER: RGB = (44, 122, 80)
WHITE: RGB = (255, 255, 255)
PALE: RGB = (214, 232, 220)
GOLD: RGB = (255, 214, 92)
INK: RGB = (28, 32, 40)


def _rows(pub: WpPublicView, kept: frozenset[int]
          ) -> list[tuple[str, tuple[int, ...], frozenset[int], str | None]]:
    """Per seat: (state, dice, kept positions, combination): state one of "dice" (the
    mover's current roll), "hand", "folded", "waiting"."""
    out: list[tuple[str, tuple[int, ...], frozenset[int], str | None]] = []
    for seat in range(pub.players):
        hand = pub.hands[seat]
        if seat in pub.folded:
            out.append(("folded", (), frozenset(), None))
        elif pub.to_move == seat and pub.dice and hand is None:
            out.append(("dice", tuple(pub.dice), kept, None))
        elif hand is not None:
            out.append(("hand", tuple(hand.dice), frozenset(), hand.combo))
        else:
            out.append(("waiting", (), frozenset(), None))
    return out


def head_text(pub: WpPublicView, names: Sequence[str], locale: str) -> str:
    limit = pub.rules.rounds
    text = t("wp-dc-round", locale, round=pub.round, rounds=limit if limit is not None else 0)
    if pub.bet is not None:
        text += " · " + t("wp-pic-raise", locale, name=names[pub.bet.seat],
                          amount=pub.bet.amount)
    return text


def table_image(pub: WpPublicView, names: Sequence[str], kept: Iterable[int] = (),
                locale: str = DEFAULT_LOCALE) -> Image.Image:
    """The table picture (see the module's docstring), RGB, `WIDTH` px wide."""
    if len(names) != pub.players:
        raise ValueError("one name per seat")
    rows = _rows(pub, frozenset(kept))
    dice_h = DIE + 2 * round(dice_art.PAD * DIE / dice_art.DIE)
    heights = [LINE + (dice_h if state in ("dice", "hand") else TEXT + 6) + 8
               for state, _, _, _ in rows]  # a seat without dice: a line of words
    height = PAD + BAND + PAD + sum(h + 6 for h in heights) + PAD
    img = Image.new("RGB", (WIDTH, height), FELT)
    d = ImageDraw.Draw(img)
    drawn = [phone.name(n) or str(i + 1) for i, n in enumerate(names)]  # in the band
    bold, plain = phone.font(NAME, True), phone.font(NAME)
    small = phone.font(TEXT)
    phone.head_band(d, (PAD, PAD, WIDTH - PAD, PAD + BAND), head_text(pub, drawn, locale),
                    t("wp-pic-pot", locale, pot=pub.pot), bold)
    y = PAD + BAND + PAD
    for seat, (state, dice, held, combo) in enumerate(rows):
        moving = pub.to_move == seat
        row_h = heights[seat]
        box = (PAD, y, WIDTH - PAD, y + row_h)
        d.rounded_rectangle(box, radius=10, fill=MOVER if moving else ROW,
                            outline=GOLD if moving else None, width=3)
        chips = t("wp-pic-chips", locale, chips=pub.chips[seat])
        chips_w = plain.getlength(chips)
        d.text((WIDTH - PAD - 12, y + LINE / 2 + 2), chips, font=plain, fill=WHITE,
               anchor="rm")
        label = f"{'▶ ' if moving else ''}{seat + 1} {phone.name(names[seat])}"
        d.text((PAD + 12, y + LINE / 2 + 2),
               phone.fit(label, bold, WIDTH - 2 * PAD - 36 - chips_w), font=bold,
               fill=GOLD if moving else WHITE, anchor="lm")
        dy = y + LINE
        if state in ("dice", "hand"):
            row = dice_art.row_image(sorted(dice) if state == "hand" else dice, held,
                                     size=DIE)
            img.paste(row, (PAD + 6, dy), row)
            if combo is not None:
                x = PAD + 6 + row.width + 10
                d.text((x, dy + dice_h / 2), phone.fit(t(f"wp-combo-{combo}", locale), small,
                                                       WIDTH - PAD - 10 - x),
                       font=small, fill=PALE, anchor="lm")
        else:
            word = t("wp-pic-folded" if state == "folded" else "wp-pic-waiting", locale)
            d.text((PAD + 12, dy + TEXT / 2 + 2), phone.fit(word, small, WIDTH - 3 * PAD - 20),
                   font=small, fill=PALE, anchor="lm")
        y += row_h + 6
    return img


def table_png(pub: WpPublicView, names: Sequence[str], kept: Iterable[int] = (),
              locale: str = DEFAULT_LOCALE) -> bytes:
    """`table_image` as PNG bytes."""
    return phone.encode(table_image(pub, names, kept, locale))


def table_alt(pub: WpPublicView, names: Sequence[str], kept: Iterable[int] = (),
              locale: str = DEFAULT_LOCALE) -> str:
    """The picture for a screen reader: the round and pot, then each seat's chips and dice."""
    words = {"kept": t("wp-pic-kept", locale)}
    parts = []
    for seat, (state, dice, held, combo) in enumerate(_rows(pub, frozenset(kept))):
        if state == "dice":
            shown = dice_art.dice_alt(dice, held, words=words)
        elif state == "hand":
            shown = t(f"wp-combo-{combo}", locale) + " " + dice_art.dice_alt(sorted(dice))
        else:
            shown = t("wp-pic-folded" if state == "folded" else "wp-pic-waiting", locale)
        parts.append(t("wp-pic-alt-seat", locale, name=names[seat], chips=pub.chips[seat],
                       dice=shown, moving="yes" if pub.to_move == seat else "no"))
    head = head_text(pub, names, locale) + " · " + t("wp-pic-pot", locale, pot=pub.pot)
    return t("wp-pic-alt", locale, head=head, seats="; ".join(parts))
