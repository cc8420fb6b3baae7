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

import discord

from larry_core.games.larry.narrator import narrate
from larry_core.games.larry.rules import RuleSet
from larry_core.games.larry.views import PublicView
from larry_core.tables.table import MAX_SEATS, Change, Table
from larry_core.text import Renderer, t
from larry_core.text.render import card_name as _card_name

COLOUR = discord.Colour.dark_teal()
LOG_LINES = 12  # lines of recent moves the table message shows


def card_name(code: str, loc: str) -> str:
    return _card_name(code, loc)


def card_chip(code: str, loc: str) -> str:
    return f"`{card_name(code, loc)}`"


def hand_text(hand: Sequence[str], loc: str) -> str:
    """A hand for its owner's eyes only."""
    if not hand:
        return t("dc-hand-empty", loc)
    return t("dc-hand", loc, count=len(hand), cards=" ".join(card_chip(c, loc) for c in hand))


def seat_names(table: Table, loc: str | None = None) -> list[str]:
    """The seats' names; AI seats marked in `loc` (the table's language by default)."""
    loc = loc or table.options.language
    out = []
    for info in table.seats:
        name = str(info["name"])
        out.append(t("dc-ai-name", loc, name=name) if info.get("ai") else name)
    return out


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n).replace("-", "−")


def claim_text(claim: int | None, loc: str) -> str:
    return t("dc-no-claim", loc) if claim is None else f"**{claim}**"


# ------------------------------------------------------------------ events
def describe(events: Sequence[dict[str, Any]], names: Sequence[str],
             pv: PublicView, loc: str) -> list[str]:
    """The public narration of one move (the core's narrator, rendered from the catalogue),
    and the final standings once the game is over."""
    say = Renderer(loc, names)
    lines = [say(msg) for msg in narrate(events, None)]
    if any(ev["type"] == "game_over" for ev in events):
        order = sorted(range(len(names)), key=lambda i: -pv.scores[i])
        lines.append("\n".join(f"{rank}. {names[i]}: {signed(pv.scores[i])}"
                               for rank, i in enumerate(order, 1)))
    return lines


def change_lines(ch: Change, names: Sequence[str], pv: PublicView | None,
                 loc: str) -> list[str]:
    """What one committed change says in the channel (moves, replacements, the end)."""
    out: list[str] = []
    who = names[ch.seat] if ch.seat is not None and 0 <= ch.seat < len(names) else "?"
    if ch.kind == "moved":
        if ch.by == "timeout":
            out.append(t("change-timed-out", loc, name=ch.params.get("name", who),
                         count=ch.params.get("count", 1), replaced="false"))
        if pv is not None:
            out += describe(ch.events, names, pv, loc)
        if ch.params.get("replaced"):
            out.append(t("change-replaced", loc, name=ch.params.get("name", who),
                         reason="timeouts", count=ch.params.get("count", 0)))
    elif ch.kind == "replaced":
        out.append(t("change-replaced", loc, name=ch.params.get("name", who),
                     reason="left", count=0))
    elif ch.kind == "ended":
        out.append(t("table-ended", loc))
    return out


def cancel_note(ch: Change, loc: str) -> str:
    """Why a table closed before its game started (the lobby message's footer)."""
    return t("change-cancelled", loc, name=ch.params.get("name", "?"),
             reason=ch.params.get("reason", "closed"))


def prompt(pv: PublicView, names: Sequence[str], loc: str) -> str | None:
    if pv.to_move is None or pv.phase == "over":
        return None
    if pv.phase == "final" and pv.went_out is not None:
        return t("dc-prompt-final", loc, name=names[pv.to_move], out=names[pv.went_out])
    return t("dc-prompt-move", loc, name=names[pv.to_move])


def turn_text(lines: Sequence[str], pv: PublicView, names: Sequence[str], loc: str,
              mention: int | None = None) -> str:
    """The turn message: what happened since the last one, then who must act (mentioned)."""
    parts = list(lines)
    ask = prompt(pv, names, loc)
    if ask:
        parts.append(f"<@{mention}> {ask}" if mention else ask)
    return clip("\n".join(parts))


def clip(text: str, limit: int = 2000) -> str:
    """Discord's message limit: keep the end (the prompt), cut the oldest lines."""
    if len(text) <= limit:
        return text
    return "…\n" + text[-(limit - 2):].split("\n", 1)[-1]


def pages(lines: Sequence[str], size: int) -> list[str]:
    """Lines grouped into pages of at most `size` characters, oldest first."""
    out: list[str] = []
    current = ""
    for line in lines:
        line = line[:size]
        if current and len(current) + 1 + len(line) > size:
            out.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


def seat_order(names: Sequence[str]) -> str:
    return ", ".join(f"{i}. {name}" for i, name in enumerate(names, 1))


def results_text(lines: Sequence[str], loc: str) -> str:
    """The one message a finished (or ended) game leaves below its table message."""
    parts = list(lines) or [t("table-ended", loc)]
    return clip("\n".join(parts))


# ------------------------------------------------------------------- embeds
def table_embed(table: Table, pv: PublicView, log: Sequence[str],
                status: str = "playing", *, earlier: bool = False) -> discord.Embed:
    """The table's state, players, and the last lines of the game's log (`earlier`: the
    lines before the ones the message's own text tells, titled so)."""
    loc = table.options.language
    names = seat_names(table, loc)
    desc = t("dc-table-state", loc, limit=pv.limit, direction=t(f"direction-{pv.direction}", loc),
             claim=claim_text(pv.claim, loc), pile=pv.pile_size)
    if pv.pile_face_up:
        desc += "\n" + t("dc-table-face-up", loc,
                         cards=" ".join(card_chip(c, loc) for c in pv.pile_face_up))
    if pv.phase == "over":
        title = t("dc-table-title-over", loc, table=table.id)
    elif status == "cancelled":
        title = t("dc-table-title-ended", loc, table=table.id)
    else:
        title = t("dc-table-title", loc, table=table.id, round=pv.round, rounds=pv.rounds,
                  short=str(bool(pv.short_game)).lower())
    embed = discord.Embed(title=title, description=desc, colour=COLOUR)
    rows = []
    for i, name in enumerate(names):
        arrow = "▶ " if pv.to_move == i else ""
        rows.append(arrow + t("dc-table-player", loc, name=name, count=pv.hand_sizes[i],
                              points=signed(pv.scores[i]),
                              marked=str(i in pv.marks).lower()))
    embed.add_field(name=t("dc-table-players", loc), value="\n".join(rows)[:1024], inline=False)
    if log:
        text = "\n".join(log)
        while len(text) > 1024 and "\n" in text:
            text = text.split("\n", 1)[1]
        embed.add_field(name=t("dc-table-earlier" if earlier else "dc-table-latest", loc),
                        value=text[-1024:], inline=False)
    embed.set_footer(text=t("dc-table-footer", loc, call=t(f"dc-call-{pv.larry_call}", loc),
                            draw=pv.draw_size, move=pv.moves_applied))
    return embed


def lobby_embed(table: Table, closed: str | None = None) -> discord.Embed:
    loc = table.options.language
    o = table.options
    rules = o.rules
    assert isinstance(rules, RuleSet), "a Larry table's lobby"
    desc = t("dc-lobby-rules", loc, rounds=rules.total_rounds,
             short=str(bool(rules.short_game)).lower(),
             call=t(f"dc-call-{rules.larry_call}", loc), seconds=o.turn_seconds,
             language=t(f"language-{loc}", loc))
    return seats_embed(table, loc, t("dc-lobby-title", loc, table=table.id), desc,
                       closed or t("dc-lobby-footer", loc), MAX_SEATS)


def seats_embed(table: Table, loc: str, title: str, description: str, footer: str,
                max_seats: int) -> discord.Embed:
    """A lobby (any game's): its options, the seats taken (the host marked), a footer."""
    embed = discord.Embed(title=title, description=description, colour=COLOUR)
    host = table.record.host_id
    seats = []
    for i, name in enumerate(seat_names(table, loc)):
        if table.seats[i].get("user_id") == host:
            name = t("dc-lobby-host", loc, name=name)
        seats.append(f"{i + 1}. {name}")
    embed.add_field(name=t("dc-lobby-seats", loc, count=len(seats), max=max_seats),
                    value="\n".join(seats) or "—", inline=False)
    embed.set_footer(text=footer)
    return embed
