"""Kniffel's Discord texts: the lobby, the table message (every player's column of the
Kniffel block: the upper section, its sum and bonus, the lower section, the extra points and
the totals), the narration of the game's events, the turn line, the results, and a player's
own column (`/kniffel hand`).

Everything here reads the game's public view (`KnPublicView`) and the mover's request
(`KnRequest`): Kniffel hides nothing (docs/dice-protocol.md §2.3), and no rule is worked out
here — the points of each box come from the request's options.

Where the table's `pictures` option allows it, the table message also carries the block as
a picture (`block_picture`, drawn by larry_core/games/kniffel/art.py), above the same block
as text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cogs.tables import render as shared
from cogs.tables.attachments import Files
from cogs.tables.reader import TableReader
from cogs.tables.render import COLOUR, clip, seat_names
from larry_core.games.base import finishing_order
from larry_core.games.kniffel import art
from larry_core.games.kniffel.boxes import BOXES
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.request import KnRequest
from larry_core.games.kniffel.rules import KnRules
from larry_core.games.kniffel.views import KnOption, KnPublicView
from larry_core.tables.table import Table
from larry_core.text import join_list, t

__all__ = ["COLOUR", "seat_names"]
ROUNDS = len(BOXES)  # one entry per turn: 13 rounds
UPPER = BOXES[:6]
LOWER = BOXES[6:]
FREE = "·"  # a free box on the block
BLOCK_FILE = "kniffel-block.png"  # the block's picture on the table message


READER = TableReader(KnGame, KnGame.public_view, KnRules)
state, public, rules = READER.readers()


def box_name(box: str, loc: str) -> str:
    return t(f"kn-box-{box}", loc)


def dice_text(dice: Sequence[int]) -> str:
    """The dice as every message writes them: their values, ascending."""
    return " ".join(str(v) for v in dice)


def round_of(pub: KnPublicView, seat: int) -> int:
    """The round `seat` plays (or last played): its entries so far, plus one."""
    return min(sum(v is not None for v in pub.sheets[seat]) + 1, ROUNDS)


# ----------------------------------------------------------------------- the block
def column_names(table: Table, players: int) -> list[str]:
    """The players' names as the block's column heads, shortened to fit a phone."""
    width = 8 if players <= 3 else 6 if players <= 5 else 4
    out = []
    for seat in range(players):
        name = str(table.seats[seat]["name"]) if seat < len(table.seats) else "?"
        out.append(name if len(name) <= width else name[:width - 1] + "…")
    return out


def block(pub: KnPublicView, heads: Sequence[str], loc: str, seats: Sequence[int] | None = None
          ) -> str:
    """The Kniffel block as a code block: a row per box (free boxes as ·), the upper sum and
    bonus after Sixes, the extra points and the totals at the bottom; a column per seat
    (the player to move marked ▶)."""
    cols = list(seats) if seats is not None else list(range(pub.players))

    def cell(value: int | None) -> str:
        return FREE if value is None else str(value)

    rows: list[tuple[str, list[str]] | None] = []
    for i, box in enumerate(BOXES):
        rows.append((box_name(box, loc), [cell(pub.sheets[s][i]) for s in cols]))
        if i == 5:
            rows.append(None)
            rows.append((t("kn-dc-block-upper", loc), [str(pub.upper[s]) for s in cols]))
            rows.append((t("kn-dc-block-bonus", loc),
                         [bonus_cell(pub, s) for s in cols]))
            rows.append(None)
    rows.append(None)
    if pub.rules.extra_kniffel != "none":
        rows.append((t("kn-dc-block-extra", loc), [str(pub.extra[s]) for s in cols]))
    rows.append((t("kn-dc-block-total", loc), [str(pub.totals[s]) for s in cols]))
    marked = ["▶" + heads[s] if pub.to_move == s else heads[s] for s in cols]
    label_w = max(len(r[0]) for r in rows if r is not None)
    widths = [max(len(h), 3) for h in marked]
    lines = [" " * label_w + " " + " ".join(h.rjust(w) for h, w in zip(marked, widths,
                                                                       strict=True))]
    rule = "─" * (label_w + sum(w + 1 for w in widths))
    for row in rows:
        if row is None:
            if lines[-1] != rule:
                lines.append(rule)
            continue
        label, cells = row
        lines.append(label.ljust(label_w) + " " + " ".join(
            c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    return "```\n" + "\n".join(lines) + "\n```"


def text_block(table: Table, pub: KnPublicView) -> str:
    """Every player's column of the block, as text."""
    return block(pub, column_names(table, pub.players), table.options.language)


def block_picture(table: Table, pub: KnPublicView) -> Files | None:
    """The block of every player as a picture for the table message, described for screen
    readers in the table's language; None when the table shows no pictures."""
    return shared.table_files(table, BLOCK_FILE,
                              lambda names, loc: art.block_png(pub, names, loc),
                              lambda names, loc: art.block_alt(pub, names, loc))


def bonus_cell(pub: KnPublicView, seat: int) -> str:
    """35 once earned; 0 once every upper box is filled without it; else still open."""
    if pub.upper_bonus[seat]:
        return str(pub.upper_bonus[seat])
    return "0" if all(v is not None for v in pub.sheets[seat][:6]) else FREE


def status_line(pub: KnPublicView, names: Sequence[str], loc: str, status: str, *,
                dice: bool = True) -> str:
    """The round and whose turn it is; the dice too unless the turn below shows them."""
    if status in ("cancelled", "ended"):
        return t("kn-dc-table-ended", loc)
    if pub.to_move is None:
        return t("kn-dc-table-over", loc)
    seat = pub.to_move
    line = t("kn-dc-table-round", loc, round=round_of(pub, seat), rounds=ROUNDS,
             name=names[seat])
    if pub.dice and dice:
        line += "\n" + t("kn-dc-table-dice", loc, dice=dice_text(pub.dice),
                         roll=pub.rolls_used, rolls=pub.rules.rolls)
    return line


def rules_line(r: KnRules, loc: str) -> str:
    return t("kn-dc-rules-line", loc, rolls=r.rolls, extra=r.extra_kniffel,
             zero=str(r.zero_kniffel_bonus).lower(), full=str(r.full_house_kniffel).lower())


def board(table: Table, pub: KnPublicView, status: str, *,
          pictured: bool = False) -> tuple[str, tuple[str, ...]]:
    """The table message's title and text blocks: whose turn and the dice, every player's
    column (`pictured`: not in text, the block's picture shows it; `text_block` where the
    picture cannot be), then the rules (and that hints are on) in small print."""
    loc = table.options.language
    names = seat_names(table, loc)
    # a human's turn shows the dice with their buttons: not twice
    mover = pub.to_move
    desc = status_line(pub, names, loc, status,
                       dice=mover is None or table.is_ai(mover) or status != "playing")
    if not pictured:
        desc += "\n" + text_block(table, pub)
    footer = rules_line(pub.rules, loc)
    if table.options.hints:  # the coach's Hint button (issue 53): the game is not rated
        footer += "\n" + t("kn-coach-hints-on", loc)
    return (t("kn-dc-table-title", loc, table=table.id),
            (desc[:4096], "\n".join(f"-# {line}" for line in footer.splitlines())))


def lobby(table: Table) -> tuple[str, str, str]:
    """The lobby's title, its lines of rules and options, and its footer."""
    loc = table.options.language
    # the coach's Hint button (issue 53): the game is not rated
    hints = [t("kn-coach-hints-on", loc)] if table.options.hints else []
    lines = [rules_line(rules(table), loc), shared.lobby_timer(table, "kn-"), *hints]
    return (t("kn-dc-lobby-title", loc, table=table.id), "\n".join(lines),
            t("kn-dc-lobby-footer", loc))


# -------------------------------------------------------------------- narration
def event_line(ev: Mapping[str, Any], names: Sequence[str], loc: str) -> str | None:
    """One event of the game as a sentence (every event is public)."""
    kind = ev.get("type")
    if kind == "game_over":
        winners = [int(s) for s in ev.get("winners", ())]
        if not winners:
            return None
        return t("kn-ev-over", loc, names=join_list([names[s] for s in winners], loc),
                 several="yes" if len(winners) > 1 else "no",
                 total=ev["totals"][winners[0]], me="no")
    who = names[int(ev["seat"])]
    if kind == "rolled":
        dice = f"**{dice_text(ev['dice'])}**"
        if ev.get("kept"):
            return t("kn-ev-rolled-kept", loc, who=who, me="no", kept=dice_text(ev["kept"]),
                     new=dice_text(ev["new"]), dice=dice)
        return t("kn-ev-rolled", loc, who=who, me="no", dice=dice, roll=ev.get("roll", 1))
    if kind == "scored":
        return t("kn-ev-scored", loc, who=who, me="no", box=box_name(str(ev["box"]), loc),
                 points=ev["points"], rule=ev.get("rule", "normal"))
    if kind == "kniffel_bonus":
        return t("kn-ev-kniffel-bonus", loc, who=who, me="no", points=ev["points"])
    if kind == "upper_bonus":
        return t("kn-ev-upper-bonus", loc, who=who, me="no", points=ev["points"])
    return None


def event_lines(events: Sequence[Mapping[str, Any]], names: Sequence[str],
                loc: str) -> list[str]:
    return [line for ev in events if (line := event_line(ev, names, loc))]


# ------------------------------------------------------------------------ turns
def option_label(option: KnOption, loc: str) -> str:
    """A box of the Score… choice: its name and what the roll scores there now, the extra
    points with it, a joker entry marked (docs/dice-rules.md A6)."""
    key = "kn-dc-option-zero" if option.points == 0 and not option.bonus else "kn-dc-option"
    label = t(key, loc, box=box_name(option.box, loc), points=option.points)
    if option.bonus:
        label += t("kn-dc-mark-bonus", loc, bonus=option.bonus)
    if option.rule in ("joker", "strike"):
        label += t(f"kn-dc-mark-{option.rule}", loc)
    return label


def turn_text(pub: KnPublicView, request: KnRequest | None, lines: Sequence[str],
              names: Sequence[str], mention: int | None, is_ai: bool, loc: str) -> str:
    """The turn message: what just happened, then who must do what now."""
    out = list(lines)
    seat = pub.to_move
    if seat is not None:
        who = f"<@{mention}>" if mention is not None else f"**{names[seat]}**"
        if is_ai or request is None:
            out.append(t("kn-dc-turn-ai", loc, who=names[seat]))
        elif request.first:
            out.append(t("kn-dc-turn-first", loc, who=who, round=round_of(pub, seat),
                         rounds=ROUNDS))
        else:
            key = "kn-dc-turn-keep" if request.can_keep() else "kn-dc-turn-score"
            out.append(t("kn-dc-turn-dice", loc, dice=dice_text(pub.dice),
                         roll=pub.rolls_used, rolls=pub.rules.rolls))
            out.append(t(key, loc, who=who, left=request.rolls_left))
    return clip("\n".join(out))


def results_text(pub: KnPublicView, lines: Sequence[str], names: Sequence[str],
                 loc: str) -> str:
    """The results: what the last turn did and who won, then every total, best first."""
    standings = [t("kn-dc-standing", loc, place=place, name=names[seat],
                   total=pub.totals[seat])
                 for place, seat in finishing_order(pub.totals, pub.winners or ())]
    return clip("\n".join([*lines, t("kn-dc-results-head", loc), *standings]))


def own_column(pub: KnPublicView, seat: int, name: str, request: KnRequest | None,
               loc: str) -> str:
    """A player's own column, privately (`/kniffel hand`), and what the roll scores now."""
    parts = [t("kn-dc-hand-title", loc, total=pub.totals[seat]),
             block(pub, [name[:8]] * pub.players, loc, seats=[seat])]
    if request is not None and request.options:
        parts.append(t("kn-dc-hand-options", loc, dice=dice_text(request.dice)))
        parts += [f"• {option_label(o, loc)}" for o in request.options]
    return clip("\n".join(parts))
