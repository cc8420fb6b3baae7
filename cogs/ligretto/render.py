"""Würfel-Ligretto's Discord texts and its board picture: the lobby, the table message (a
`Shown` for the shared screens, `cogs.tables.screens`: the round, the board as a picture,
or its four rows as text where the table shows no pictures, every player's count of dice
left, rerolls in the round and total, the latest placements, stops and results, and the
state of the race, paused before a round opens and by whose "Ligretto Stopp"), each
finished round's message (its board at the stop, as text and picture, its points and
rerolls), the narration of the public events, a player's private cup, and the results.

Hidden information: a cup is its player's. Public messages show of a cup only how many dice
are left in it and how often it was rerolled (a roll is never told with its dice); only the
cup message, which its player alone sees, shows the dice themselves.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from cogs.tables.attachments import Files, factory
from cogs.tables.reader import TableReader
from cogs.tables.render import COLOUR, clip, seat_names
from cogs.tables.screens import Shown
from larry_core.games import dice_art
from larry_core.games.base import finishing_order
from larry_core.games.ligretto.ai import get_strategy
from larry_core.games.ligretto.colours import COLOURS, SYMBOLS
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.narration import Narrator, colour_name, die_text
from larry_core.games.ligretto.request import LgRequest
from larry_core.games.ligretto.rules import LgRules
from larry_core.games.ligretto.views import LgPublicView
from larry_core.tables.table import Table
from larry_core.text import join_list, signed, t

__all__ = ["COLOUR", "seat_names"]
BOARD_FILE = "ligretto-board.png"  # the board's picture on the table message
ROW = 6  # fields on a row
BOARD_DIE = 64  # px: a row of six is 459 px wide, whole in Discord's preview
ACCENT = 0xC0392B  # Ligretto's red: the table's colour


READER = TableReader(LgGame, LgGame.public_view, LgRules)
state, public, rules = READER.readers()


def over(pub: LgPublicView) -> bool:
    return pub.phase == "over"


# -------------------------------------------------------------------- the board
def final_row_line(colour: str, k: int, loc: str) -> str:
    """One row of a finished round's board: "♥ red: 1 2 3" (or "empty")."""
    fields = " ".join(str(v) for v in range(1, k + 1)) or t("lg-dc-row-empty", loc)
    return t("lg-dc-final-row", loc, symbol=SYMBOLS[colour], colour=colour_name(colour, loc),
             fields=fields)


def round_end_text(pub: LgPublicView, number: int, names: Sequence[str], loc: str) -> str:
    """The message of a finished round (`number`, from 1): who called "Ligretto Stopp",
    the board as the stop left it, the round's points and totals, and each player's
    rerolls in it (how often, never the dice)."""
    index = number - 1
    scores = pub.round_scores[index]
    stopper = max(range(len(scores)), key=lambda s: (scores[s], -s))  # the one who scored
    lines = [t("lg-dc-round-end", loc, round=number, rounds=pub.rounds, name=names[stopper])]
    lines += [final_row_line(colour, k, loc)
              for colour, k in zip(COLOURS, pub.final_boards[index], strict=True)]
    totals = [sum(r[s] for r in pub.round_scores[:number]) for s in range(pub.players)]
    narrator = Narrator(loc, names.__getitem__, None, pub.rounds)
    lines.append(narrator.text({"type": "round_over", "round": number, "scores": list(scores),
                                "totals": totals}))
    rerolls = pub.round_rerolls[index]
    lines += [t("lg-dc-replay-rerolls", loc, who=names[s], count=rerolls[s])
              for s in range(pub.players) if rerolls[s]]
    return clip("\n".join(lines))


def row_line(pub: LgPublicView, colour: str, loc: str) -> str:
    """One row: "♥ red: 1 2 3 · · · (next: 4)"."""
    k = pub.board[COLOURS.index(colour)]
    fields = " ".join([str(v) for v in range(1, k + 1)] + ["·"] * (ROW - k))
    return t("lg-term-row", loc, symbol=SYMBOLS[colour], colour=colour_name(colour, loc),
             fields=fields, next=pub.next_number(colour) or 0)


def board_text(pub: LgPublicView, loc: str) -> str:
    return "\n".join(row_line(pub, colour, loc) for colour in COLOURS)


@lru_cache(maxsize=16)
def slot_image(colour: str, size: int, next_: bool) -> Image.Image:
    """A free field of `colour`'s row: the outline of a die in the row's colour, dimmed; the
    field the row needs next in full colour and thicker (drawn at 4×, then scaled down)."""
    big = size * dice_art.SS
    body = dice_art.DIE_COLOURS[colour][0]
    mix = 1.0 if next_ else 0.45
    ink = tuple(round(p * (1 - mix) + b * mix) for p, b in zip(dice_art.PANEL, body,
                                                               strict=True))
    width = round(big * (0.06 if next_ else 0.035))
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    ImageDraw.Draw(img).rounded_rectangle((0, 0, big - 1, big - 1), radius=big * 0.18,
                                          outline=(*ink, 255), width=width)
    return img.resize((size, size), Image.Resampling.LANCZOS)


# Boards seen by the races of many tables repeat (all start empty and fill row by row): of
# the 7^4 = 2,401 boards, 1,024 kept (about 20 MB of PNGs) spare 84 % of the drawing in
# simulated races (256 kept: 44 %).
@lru_cache(maxsize=1024)
def board_png(board: tuple[int, ...]) -> bytes:
    """The four rows, one below the other on the dark panel: each row's placed numbers as
    dice of its colour (1 … k), then its free fields as outlines, the next one brighter."""
    size = BOARD_DIE
    gap, pad = round(dice_art.GAP * size / dice_art.DIE), round(dice_art.PAD * size / dice_art.DIE)
    img = Image.new("RGBA", (2 * pad + ROW * size + (ROW - 1) * gap,
                             len(COLOURS) * (size + pad) + pad), (*dice_art.PANEL, 255))
    for row, (colour, k) in enumerate(zip(COLOURS, board, strict=True)):
        y = pad + row * (size + pad)
        for field in range(ROW):
            x = pad + field * (size + gap)
            tile = dice_art.die_image(field + 1, size, colour) if field < k \
                else slot_image(colour, size, field == k)
            img.alpha_composite(tile, (x, y))
    return dice_art.encode(img.convert("RGB"))


def board_alt(board: Sequence[int], loc: str) -> str:
    """The board picture for a screen reader, row by row."""
    parts = []
    for colour, k in zip(COLOURS, board, strict=True):
        placed = ", ".join(str(v) for v in range(1, k + 1)) or t("lg-dc-row-empty", loc)
        parts.append(f"{SYMBOLS[colour]} {colour_name(colour, loc)}: {placed}")
    return t("lg-dc-board-alt", loc, rows="; ".join(parts))


def board_picture(table: Table, board: tuple[int, ...]) -> Files | None:
    """A board as a picture (the table message's, a finished round's); None when the table
    shows none."""
    if not table.options.pictures:
        return None
    return factory(board_png(board), BOARD_FILE, board_alt(board, table.options.language))


def seat_line(pub: LgPublicView, seat: int, name: str, loc: str) -> str:
    """A player's dice left, rerolls in this round (when any) and total."""
    line = t("lg-dc-seat", loc, name=name, count=len(pub.dice[seat]),
             total=signed(pub.totals[seat]), size=abs(pub.totals[seat]))
    rerolls = pub.rerolls[seat] if seat < len(pub.rerolls) else 0
    if rerolls:
        line += " · " + t("lg-dc-seat-rerolls", loc, count=rerolls)
    return line


def pause_line(table: Table, pub: LgPublicView, names: Sequence[str], loc: str) -> str | None:
    """While the round waits to open for everybody (the round pause): the race is paused,
    by whose "Ligretto Stopp", and when it goes on, as a timestamp each client counts down;
    None once it runs (`LgPresenter` shows the board again when the round opens)."""
    if not table.open or over(pub) or time.time() >= table.round_opens:
        return None
    when = f"<t:{math.ceil(table.round_opens)}:R>"
    if pub.stopper is None or not pub.round_scores:  # the first round's start
        return t("lg-dc-table-start", loc, round=pub.round, when=when)
    return t("lg-dc-table-paused", loc, name=names[pub.stopper], round=pub.round, when=when)


def last_round_line(pub: LgPublicView, names: Sequence[str], loc: str) -> str | None:
    if not pub.round_scores:
        return None
    points = ", ".join(f"{names[s]} {signed(p)}" for s, p in enumerate(pub.round_scores[-1]))
    stopper = names[pub.stopper] if pub.stopper is not None else "?"
    return t("lg-dc-last-round", loc, round=len(pub.round_scores), name=stopper,
             points=points)


def status_line(pub: LgPublicView, loc: str, status: str) -> str:
    if status in ("cancelled", "ended"):
        return t("lg-dc-table-ended", loc)
    if over(pub):
        return t("lg-dc-table-over", loc)
    return t("lg-dc-table-round", loc, round=pub.round, rounds=pub.rounds)


def table_shown(table: Table, pub: LgPublicView) -> Shown:
    """The table message as the shared screens show it (`Shown`): the title, the round and,
    in small print, the rules; the board as a picture (as text where the table shows no
    pictures: `text_table`); every player's dice left, rerolls in the round and total, and
    the last round's points; below the latest moves the state of the race (on: press My
    cup; paused by whose "Ligretto Stopp", until when, counted down by Discord), never what
    just happened (the latest moves tell it); once the game is over, its results."""
    loc, status = table.options.language, table.status
    names = seat_names(table, loc)
    head = status_line(pub, loc, status) + "\n-# " + rules_line(pub.rounds, loc)
    standings = [seat_line(pub, s, names[s], loc) for s in range(pub.players)]
    last = last_round_line(pub, names, loc)
    if last is not None:
        standings += ["", last]
    racing = ""
    if status == "playing" and not over(pub):
        racing = pause_line(table, pub, names, loc) or t("lg-dc-table-hint", loc)
    return Shown(t("lg-dc-table-title", loc, table=table.id), (head, "\n".join(standings)),
                 racing, results=results_text(pub, names, loc) if over(pub) else None,
                 pictures=board_picture(table, pub.board), text_table=board_text(pub, loc),
                 told=())


def rules_line(rounds: int, loc: str) -> str:
    return t("lg-dc-rules-line", loc, rounds=rounds)


def lobby_texts(table: Table) -> tuple[str, str, str]:
    """The lobby's title, its rounds, language and (when any AI plays or it is not the
    normal racer) the AI racers' speed, and its footer."""
    loc = table.options.language
    r = rules(table)
    rounds = t("lg-dc-lobby-rounds", loc, rounds=r.rounds or 0)
    desc = rounds + "\n" + t("lg-dc-lobby-language", loc,
                             language=t(f"language-{loc}", loc))
    if any(seat.get("ai") for seat in table.seats) or table.options.ai != "reasoned":
        level = get_strategy(table.options.ai).name  # `reasoned` is the normal racer
        desc += "\n" + t("lg-dc-lobby-ai", loc, level=t(f"lg-level-{level}", loc))
    return (t("lg-dc-lobby-title", loc, table=table.id), desc, t("lg-dc-lobby-footer", loc))


# -------------------------------------------------------------------- narration
def event_line(ev: Mapping[str, Any], narrator: Narrator, loc: str) -> str | None:
    """One public event as a line; a roll not at all (a cup is private, and rerolls would
    bury the placements: the table message counts each player's rerolls instead)."""
    kind = ev["type"]
    if kind == "rolled":
        return None
    if kind == "round_over":
        return "**" + narrator.text(ev) + "**"
    return narrator.text(ev)


def event_lines(events: Sequence[Mapping[str, Any]], names: Sequence[str], rounds: int,
                loc: str) -> list[str]:
    narrator = Narrator(loc, names.__getitem__, None, rounds)
    return [line for ev in events if (line := event_line(ev, narrator, loc))]


def results_text(pub: LgPublicView, names: Sequence[str], loc: str) -> str:
    """The results message: who won, then the standings by total."""
    narrator = Narrator(loc, names.__getitem__, None, pub.rounds)
    head = narrator.text({"type": "game_over", "winners": list(pub.winners or (0,)),
                          "scores": list(pub.totals)})
    standings = [t("lg-dc-standing", loc, place=place, name=names[s],
                   total=signed(pub.totals[s]), size=abs(pub.totals[s]))
                 for place, s in finishing_order(pub.totals, pub.winners or ())]
    return clip("\n".join([head, t("lg-dc-results-head", loc), *standings]))


# ---------------------------------------------------------------------- the cup
def cup_text(pub: LgPublicView, request: LgRequest, loc: str,
             notes: Sequence[str] = ()) -> str:
    """A player's cup, for them alone: what happened to their last press or look (`notes`),
    the round, the board's next numbers, their dice and which of them fit now."""
    lines = list(notes)
    if over(pub):
        lines.append(t("lg-dc-cup-over", loc))
        return "\n".join(lines)
    lines.append(t("lg-dc-cup-title", loc, round=pub.round, rounds=pub.rounds,
                   count=len(request.dice)))
    needs = [f"{SYMBOLS[c]} {pub.next_number(c) or '✓'}" for c in COLOURS]
    lines.append(t("lg-dc-cup-needs", loc, needs=" · ".join(needs)))
    fits = [die_text(d.colour, d.value, loc) for d in request.dice if d.fits]
    lines.append(t("lg-dc-cup-fits", loc, dice=join_list(list(dict.fromkeys(fits)), loc))
                 if fits else t("lg-dc-cup-none", loc))
    return "\n".join(lines)
