"""Pure rendering: engine events, public state and hands as Discord text and embeds.

Only public events are ever turned into public text: an event carrying a "to" key is private
to the seats listed there and is skipped here. A hand is rendered only by `hand_text`, and
its callers send that text to its owner alone (ephemeral message or DM).

Every function takes the reader's locale (`loc`): the table's language for public messages,
the user's for private ones (see `cogs.tables.lang`). Every sentence comes from the catalogue.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cogs.tables.render import change_lines as shared_change_lines
from cogs.tables.render import seat_names, signed
from larry_core.games.base import finishing_order
from larry_core.games.larry.narrator import narrate
from larry_core.games.larry.rules import RuleSet
from larry_core.games.larry.views import PublicView
from larry_core.tables.table import Change, Table
from larry_core.text import Renderer, t
from larry_core.text.render import card_name as _card_name
from larry_core.text.render import number


def card_name(code: str, loc: str) -> str:
    return _card_name(code, loc)


def card_chip(code: str, loc: str) -> str:
    return f"`{card_name(code, loc)}`"


def hand_text(hand: Sequence[str], loc: str) -> str:
    """A hand for its owner's eyes only."""
    if not hand:
        return t("dc-hand-empty", loc)
    return t("dc-hand", loc, count=len(hand), cards=" ".join(card_chip(c, loc) for c in hand))


def claim_text(claim: int | None, loc: str) -> str:
    return t("dc-no-claim", loc) if claim is None else f"**{number(claim)}**"


# ------------------------------------------------------------------ events
def describe(events: Sequence[dict[str, Any]], names: Sequence[str],
             pv: PublicView, loc: str) -> list[str]:
    """The public narration of one move (the core's narrator, rendered from the catalogue),
    and the final standings once the game is over."""
    say = Renderer(loc, names)
    lines = [say(msg) for msg in narrate(events, None)]
    if any(ev["type"] == "game_over" for ev in events):
        lines.append("\n".join(f"{place}. {names[i]}: {signed(pv.scores[i])}"
                               for place, i in finishing_order(pv.scores, pv.winners or ())))
    return lines


def change_lines(ch: Change, names: Sequence[str], pv: PublicView | None,
                 loc: str) -> list[str]:
    """What one committed change says in the channel (moves, replacements, the end)."""
    told = describe(ch.events, names, pv, loc) if ch.kind == "moved" and pv is not None else []
    return shared_change_lines(ch, names, loc, told)


def prompt(pv: PublicView, names: Sequence[str], loc: str, *, ai: bool = False,
           mention: int | None = None) -> str | None:
    """Who must act now: addressed by their mention (which pings them where the message is
    posted anew) or else by name, or narrated for an AI seat (`ai`)."""
    if pv.to_move is None or pv.phase == "over":
        return None
    if ai:
        return t("dc-ai-thinking", loc, name=names[pv.to_move])
    who = f"<@{mention}>" if mention is not None else f"**{names[pv.to_move]}**"
    if pv.phase == "final" and pv.went_out is not None:
        return t("dc-prompt-final", loc, name=who, out=names[pv.went_out])
    return t("dc-prompt-move", loc, name=who)


# ------------------------------------------------------------------ the table
def table_title(table: Table, pv: PublicView, status: str) -> str:
    loc = table.options.language
    if pv.phase == "over":
        return t("dc-table-title-over", loc, table=table.id)
    if status == "cancelled":
        return t("dc-table-title-ended", loc, table=table.id)
    return t("dc-table-title", loc, table=table.id, round=pv.round, rounds=pv.rounds,
             short=str(bool(pv.short_game)).lower())


def table_blocks(table: Table, pv: PublicView) -> tuple[str, ...]:
    """The table's state: the limit, the direction, the claim and the pile (its face-up
    cards), every player's cards and points (the player to act marked), and the rules in
    small print."""
    loc = table.options.language
    names = seat_names(table, loc)
    state = t("dc-table-state", loc, limit=pv.limit,
              direction=t(f"direction-{pv.direction}", loc), claim=claim_text(pv.claim, loc),
              pile=pv.pile_size)
    if pv.pile_face_up:
        state += "\n" + t("dc-table-face-up", loc,
                          cards=" ".join(card_chip(c, loc) for c in pv.pile_face_up))
    rows = [("▶ " if pv.to_move == i else "")
            + t("dc-table-player", loc, name=name, count=pv.hand_sizes[i],
                points=signed(pv.scores[i]), marked=str(i in pv.marks).lower())
            for i, name in enumerate(names)]
    footer = t("dc-table-footer", loc, call=t(f"dc-call-{pv.larry_call}", loc),
               draw=pv.draw_size, move=pv.moves_applied)
    return (state, f"**{t('dc-table-players', loc)}**\n" + "\n".join(rows),
            "\n".join(f"-# {line}" for line in footer.splitlines()))


def lobby_texts(table: Table) -> tuple[str, str, str]:
    """The lobby's title, its rules and options, and its footer."""
    loc = table.options.language
    o = table.options
    rules = o.rules
    assert isinstance(rules, RuleSet), "a Larry table's lobby"
    desc = t("dc-lobby-rules", loc, rounds=rules.total_rounds,
             short=str(bool(rules.short_game)).lower(),
             call=t(f"dc-call-{rules.larry_call}", loc), seconds=o.turn_seconds,
             language=t(f"language-{loc}", loc))
    return t("dc-lobby-title", loc, table=table.id), desc, t("dc-lobby-footer", loc)
