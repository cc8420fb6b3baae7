"""Würfelpoker's Discord texts: the lobby, the table message (every seat's chips and this
round's hand, the pot, the dice being rolled, the last showdown ranked, the latest moves), the
narration of the game's events, the turn line, the results, and a player's own view
(`/wuerfelpoker hand`).

Everything here reads the game's public view (`WpPublicView`) and the mover's request
(`WpRequest`): every roll is public (docs/dice-rules.md B3), and no rule is worked out here —
combinations, places and the legal amounts come from the engine. Sentences of events are the
terminal's (`larry_core.games.wuerfelpoker.terminal.event_text`), so both read the same.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cogs.tables import render as shared
from cogs.tables.attachments import Files
from cogs.tables.reader import TableReader
from cogs.tables.render import clip, seat_names
from larry_core.games.base import finishing_order
from larry_core.games.wuerfelpoker import art
from larry_core.games.wuerfelpoker.engine import RAISE_PHASE, REROLL, RESPOND, ROLL_PHASE, WpGame
from larry_core.games.wuerfelpoker.hands import HANDS
from larry_core.games.wuerfelpoker.request import WpRequest
from larry_core.games.wuerfelpoker.rules import WpRules
from larry_core.games.wuerfelpoker.terminal import dice_text, event_text
from larry_core.games.wuerfelpoker.views import WpHandView, WpPublicView, WpShowdownView
from larry_core.tables.table import Table
from larry_core.text import join_list, t

__all__ = ["dice_text", "seat_names"]
TABLE_FILE = "wuerfelpoker-table.png"  # the table's picture on the table message


READER = TableReader(WpGame, WpGame.public_view, WpRules)
state, public, rules = READER.readers()


def combo_name(combo: str, loc: str) -> str:
    return t(f"wp-combo-{combo}", loc)


def hand_text(dice: Sequence[int], loc: str) -> str:
    """A hand as every message names it: its combination, then its dice."""
    ordered = tuple(sorted(dice))
    return t("wp-dc-hand", loc, combo=combo_name(HANDS[ordered].combo, loc),
             dice=dice_text(ordered))


def held(table: Table, pub: WpPublicView) -> frozenset[int]:
    """The positions of the current dice that the mover kept before this roll (their
    request says it): kept dice stay pressed until they are released. Empty after a roll of
    all five, and whenever no keep is possible."""
    game = state(table)
    if game is None or pub.phase != REROLL or pub.to_move is None:
        return frozenset()
    return game.request(pub.to_move).kept


# ---------------------------------------------------------------------- the table
def table_picture(table: Table, pub: WpPublicView) -> Files | None:
    """Every seat's chips and dice (the mover's kept dice marked) and the pot as a picture
    for the table message (larry_core/games/wuerfelpoker/art.py), described for screen
    readers in the table's language; None when the table shows no pictures."""
    kept = held(table, pub)
    return shared.table_files(table, TABLE_FILE,
                              lambda names, loc: art.table_png(pub, names, kept, loc),
                              lambda names, loc: art.table_alt(pub, names, kept, loc))


def rounds_text(pub: WpPublicView, loc: str) -> str:
    limit = pub.rules.rounds
    return t("wp-dc-round", loc, round=pub.round, rounds=limit if limit is not None else 0)


def status_line(pub: WpPublicView, names: Sequence[str], loc: str, status: str) -> str:
    if status in ("cancelled", "ended"):
        return t("wp-dc-table-ended", loc)
    if pub.to_move is None:
        return t("wp-dc-table-over", loc)
    line = t("wp-dc-table-round", loc, round=rounds_text(pub, loc), pot=pub.pot,
             name=names[pub.to_move])
    if pub.dice:
        line += "\n" + t("wp-dc-table-dice", loc, hand=hand_text(pub.dice, loc),
                         roll=pub.rolls_used, rolls=pub.max_rolls or pub.rules.rolls)
    return line


def seat_lines(pub: WpPublicView, names: Sequence[str], loc: str) -> list[str]:
    """A line per seat: the mover marked ▶, the chips, this round's hand or folded."""
    out = []
    for seat in range(pub.players):
        hand = pub.hands[seat]
        if seat in pub.folded:
            shown, what = "", "folded"
        elif hand is not None:
            shown, what = hand_text(hand.dice, loc), "hand"
        else:
            shown, what = "", "none"
        out.append(t("wp-dc-seat", loc, name=names[seat], chips=pub.chips[seat], hand=shown,
                     state=what, moving="yes" if pub.to_move == seat else "no"))
    return out


def showdown_lines(showdown: WpShowdownView, names: Sequence[str], loc: str) -> list[str]:
    """How a pot was won: who won it (and their shares), then the hands still in the round
    ranked best first, each named by its combination, then those who folded."""
    winners = join_list([names[s] for s in showdown.winners], loc)
    shares = join_list([f"{names[s]} {share}" for s, share in
                        zip(showdown.winners, showdown.shares, strict=True)], loc, final=False)
    out = [t("wp-dc-showdown", loc, round=showdown.round, names=winners, pot=showdown.pot,
             count=len(showdown.winners), shares=shares, reason=showdown.reason)]
    if showdown.reason == "showdown":
        out += [ranked_line(h, names, loc) for h in showdown.ranking]
    if showdown.folded:
        out.append(t("wp-dc-folded", loc, names=join_list([names[s] for s in showdown.folded],
                                                           loc),
                     count=len(showdown.folded)))
    return out


def ranked_line(hand: WpHandView, names: Sequence[str], loc: str) -> str:
    return t("wp-dc-ranked", loc, place=hand.place or 0, name=names[hand.seat],
             hand=hand_text(hand.dice, loc))


def rules_line(r: WpRules, loc: str) -> str:
    return t("wp-dc-rules-line", loc, chips=r.chips, ante=r.ante, rolls=r.rolls,
             rounds=r.rounds if r.rounds is not None else 0,
             first=str(r.first_sets_rolls).lower(), raising=str(r.raising).lower(),
             limit=r.raise_limit)


def table_board(table: Table, pub: WpPublicView, loc: str) -> tuple[str, tuple[str, ...]]:
    """The table message's title and state: the round, the pot and whose turn; the dice
    being rolled; every seat's chips and hand; the last showdown; the rules in small
    print."""
    names = seat_names(table, loc)
    desc = "\n".join([status_line(pub, names, loc, table.status), "",
                      *seat_lines(pub, names, loc)])
    blocks = [desc[:4096]]
    if pub.showdown is not None:
        last = "\n".join(showdown_lines(pub.showdown, names, loc))[:1024]
        blocks.append(f"**{t('wp-dc-last-round', loc)}**\n{last}")
    blocks.append("\n".join(f"-# {line}" for line in rules_line(pub.rules, loc).splitlines()))
    return t("wp-dc-table-title", loc, table=table.id), tuple(blocks)


def lobby_lines(table: Table) -> str:
    """The lobby's lines of the table's rules, its turn time and language."""
    return "\n".join([rules_line(rules(table), table.options.language),
                      shared.lobby_timer(table, "wp-")])


# -------------------------------------------------------------------- narration
def event_lines(events: Sequence[Mapping[str, Any]], names: Sequence[str], loc: str,
                showdown: WpShowdownView | None = None, *, ante: int = 1) -> list[str]:
    """The events as sentences (every event is public). A pot won at a showdown is the
    ranked showdown when `showdown` is that pot's (the last pot_won of `events`); `ante`:
    the game's, to name who cannot pay it."""
    last = max((i for i, ev in enumerate(events) if ev.get("type") == "pot_won"), default=None)
    out: list[str] = []
    for i, ev in enumerate(events):
        if i == last and showdown is not None:
            out += showdown_lines(showdown, names, loc)
        else:
            out.append(event_text(ev, loc, lambda s: names[s], ante=ante))
    return out


# ------------------------------------------------------------------------ turns
def to_beat(pub: WpPublicView, seat: int, names: Sequence[str], loc: str) -> str | None:
    """The best hand shown this round by another seat still in it, if any."""
    best = pub.best(excluding=seat)
    if best is None:
        return None
    return t("wp-dc-to-beat", loc, hand=hand_text(best.dice, loc), name=names[best.seat])


def turn_text(pub: WpPublicView, request: WpRequest | None, lines: Sequence[str],
              names: Sequence[str], mention: int | None, is_ai: bool, loc: str) -> str:
    """The turn message: what just happened, then who must do what now (with the pot, and
    the hand to beat)."""
    out = list(lines)
    seat = pub.to_move
    if seat is None:
        return clip("\n".join(out))
    who = f"<@{mention}>" if mention is not None else f"**{names[seat]}**"
    if is_ai or request is None or request.phase is None:
        out.append(t("wp-dc-turn-ai", loc, who=names[seat]))
        return clip("\n".join(out))
    beat = to_beat(pub, seat, names, loc)
    if request.phase == ROLL_PHASE:
        out.append(t("wp-dc-turn-first", loc, who=who, round=rounds_text(pub, loc),
                     pot=pub.pot))
        if pub.max_rolls is not None and pub.max_rolls < pub.rules.rolls:
            out.append(t("wp-dc-turn-limited", loc, rolls=pub.max_rolls))
    elif request.phase == REROLL:
        out.append(t("wp-dc-turn-dice", loc, hand=hand_text(pub.dice, loc),
                     roll=pub.rolls_used, rolls=pub.max_rolls or 0, pot=pub.pot))
        out.append(t("wp-dc-turn-keep", loc, who=who, left=request.rolls_left))
    elif request.phase == RAISE_PHASE:
        own = pub.hands[seat]
        out.append(t("wp-dc-turn-raise", loc, who=who, pot=pub.pot,
                     hand=hand_text(own.dice, loc) if own is not None else "?",
                     most=pub.raise_max))
        beat = None  # a raise comes after the hand is fixed: the ranking is on the table
    elif request.phase == RESPOND and pub.bet is not None:
        own = pub.hands[seat]
        out.append(t("wp-dc-turn-respond", loc, who=who, name=names[pub.bet.seat],
                     amount=pub.bet.amount, pot=pub.pot, chips=pub.chips[seat],
                     hand=hand_text(own.dice, loc) if own is not None else "",
                     rolled="yes" if own is not None else "no"))
    if beat is not None:
        out.append(beat)
    return clip("\n".join(out))


def standings(pub: WpPublicView, names: Sequence[str], loc: str) -> list[str]:
    """Every seat's chips, most first (equal chips share a place)."""
    return [t("wp-dc-standing", loc, place=place, name=names[seat], chips=pub.chips[seat])
            for place, seat in finishing_order(pub.chips, pub.winners or ())]


def results_text(pub: WpPublicView, lines: Sequence[str], names: Sequence[str],
                 loc: str) -> str:
    """The results: what the last turn did and who won, then every seat's chips."""
    return clip("\n".join([*lines, t("wp-dc-results-head", loc, rounds=pub.round),
                           *standings(pub, names, loc)]))


def own_view(pub: WpPublicView, seat: int, names: Sequence[str], loc: str) -> str:
    """A player's own view, privately (`/wuerfelpoker hand`), in their language: their
    chips and the pot, their hand this round (or their dice), what they must beat, and the
    last showdown ranked."""
    parts = [t("wp-dc-own-title", loc, chips=pub.chips[seat], pot=pub.pot,
               round=rounds_text(pub, loc))]
    own = pub.hands[seat]
    if seat in pub.folded:
        parts.append(t("wp-dc-own-folded", loc))
    elif own is not None:
        parts.append(t("wp-dc-own-hand", loc, hand=hand_text(own.dice, loc)))
    elif pub.to_move == seat and pub.dice:
        parts.append(t("wp-dc-own-dice", loc, hand=hand_text(pub.dice, loc),
                       left=pub.rolls_left))
    beat = to_beat(pub, seat, names, loc)
    if beat is not None and own is None and seat not in pub.folded:
        parts.append(beat)
    if pub.showdown is not None:
        parts += ["", f"**{t('wp-dc-last-round', loc)}**",
                  *showdown_lines(pub.showdown, names, loc)]
    return clip("\n".join(parts))
