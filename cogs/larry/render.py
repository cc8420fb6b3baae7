"""Pure rendering: engine events, public state and hands as Discord text and embeds.

Only public events are ever turned into public text: an event carrying a "to" key is private
to the seats listed there and is skipped here. A hand is rendered only by `hand_text`, and
its callers send that text to its owner alone (ephemeral message or DM).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from cogs.larry import strings as s
from larry_core.storage import LeaderRow
from larry_core.table import Change, Table
from larry_core.text import Renderer, narrate, t
from larry_core.views import PublicView

COLOUR = discord.Colour.dark_teal()
LOCALE = "en"  # the table's language (issue 12 makes it a table option)


def card_name(code: str) -> str:
    return s.CARD_NAMES.get(code, code)


def card_chip(code: str) -> str:
    return f"`{card_name(code)}`"


def hand_text(hand: Sequence[str]) -> str:
    """A hand for its owner's eyes only."""
    if not hand:
        return "Your hand is empty."
    return f"Your hand ({len(hand)} cards): " + " ".join(card_chip(c) for c in hand)


def seat_names(table: Table) -> list[str]:
    out = []
    for info in table.seats:
        name = str(info["name"])
        out.append(f"{name} (AI)" if info.get("ai") else name)
    return out


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n).replace("-", "−")


def claim_text(claim: int | None) -> str:
    return "none (empty pile)" if claim is None else f"**{claim}**"


# ------------------------------------------------------------------ events
def describe(events: Sequence[dict[str, Any]], names: Sequence[str],
             pv: PublicView) -> list[str]:
    """The public narration of one move (the core's narrator, rendered from the catalogue),
    and the final standings once the game is over."""
    say = Renderer(LOCALE, names)
    lines = [say(msg) for msg in narrate(events, None)]
    if any(ev["type"] == "game_over" for ev in events):
        order = sorted(range(len(names)), key=lambda i: -pv.scores[i])
        lines.append("\n".join(f"{rank}. {names[i]}: {signed(pv.scores[i])}"
                               for rank, i in enumerate(order, 1)))
    return lines


def change_lines(ch: Change, names: Sequence[str], pv: PublicView | None) -> list[str]:
    """What one committed change says in the channel (moves, replacements, the end)."""
    out: list[str] = []
    who = names[ch.seat] if ch.seat is not None and 0 <= ch.seat < len(names) else "?"
    if ch.kind == "moved":
        if ch.by == "timeout":
            out.append(t("change-timed-out", LOCALE, name=ch.params.get("name", who),
                         count=ch.params.get("count", 1), replaced="false"))
        if pv is not None:
            out += describe(ch.events, names, pv)
        if ch.params.get("replaced"):
            out.append(t("change-replaced", LOCALE, name=ch.params.get("name", who),
                         reason="timeouts", count=ch.params.get("count", 0)))
    elif ch.kind == "replaced":
        out.append(t("change-replaced", LOCALE, name=ch.params.get("name", who),
                     reason="left", count=0))
    elif ch.kind == "ended":
        out.append(s.TABLE_ENDED)
    return out


def cancel_note(ch: Change) -> str:
    """Why a table closed before its game started (the lobby message's footer)."""
    return t("change-cancelled", LOCALE, name=ch.params.get("name", "?"),
             reason=ch.params.get("reason", "closed"))


def prompt(pv: PublicView, names: Sequence[str]) -> str | None:
    if pv.to_move is None or pv.phase == "over":
        return None
    if pv.phase == "final" and pv.went_out is not None:
        return f"{names[pv.to_move]}: **Doubt** or **Accept** {names[pv.went_out]}'s last claim?"
    return f"{names[pv.to_move]}, your move."


def announcement(lines: Sequence[str], pv: PublicView, names: Sequence[str],
                 note: str | None = None) -> str:
    parts = [note] if note else []
    parts += list(lines)
    ask = prompt(pv, names)
    if ask:
        parts.append(ask)
    text = "\n".join(parts)
    return text if len(text) <= 2000 else text[:1990] + " …"


# ------------------------------------------------------------------- embeds
def state_embed(table: Table, pv: PublicView) -> discord.Embed:
    names = seat_names(table)
    desc = (f"Limit **{pv.limit}** · {s.DIRECTIONS[pv.direction]} · claim "
            f"{claim_text(pv.claim)} · pile {pv.pile_size} card{'s' if pv.pile_size != 1 else ''}")
    if pv.pile_face_up:
        desc += "\nFace up in the pile: " + " ".join(card_chip(c) for c in pv.pile_face_up)
    title = f"Larry · table #{table.id} · round {pv.round}/{pv.rounds}"
    if pv.short_game:
        title += " (short game)"
    embed = discord.Embed(title=title, description=desc, colour=COLOUR)
    rows = []
    for i, name in enumerate(names):
        arrow = "▶ " if pv.to_move == i else ""
        mark = " · 🔓 open mark" if i in pv.marks else ""
        rows.append(f"{arrow}**{name}** — {pv.hand_sizes[i]} cards · {signed(pv.scores[i])} "
                    f"pts{mark}")
    embed.add_field(name="Players", value="\n".join(rows)[:1024], inline=False)
    embed.set_footer(text=f"Larry call: {pv.larry_call} · draw pile {pv.draw_size} · "
                          f"move {pv.moves_applied}")
    return embed


def lobby_embed(table: Table, closed: str | None = None) -> discord.Embed:
    o = table.options
    rules = o.rules
    desc = (f"Rounds: **{rules.total_rounds}**{' (short game)' if rules.short_game else ''} · "
            f"Larry call: **{rules.larry_call}** · turn time: **{o.turn_seconds} s**")
    embed = discord.Embed(title=f"Larry table #{table.id} — lobby", description=desc,
                          colour=COLOUR)
    host = table.record.host_id
    seats = []
    for i, name in enumerate(seat_names(table)):
        tag = " (host)" if table.seats[i].get("user_id") == host else ""
        seats.append(f"{i + 1}. {name}{tag}")
    embed.add_field(name=f"Seats ({len(seats)}/8)", value="\n".join(seats) or "—", inline=False)
    embed.set_footer(text=closed or "Join, then the host presses Start (2–8 players).")
    return embed


def leaderboard_embed(rows: Sequence[LeaderRow], page: int, pages: int,
                      guild: str) -> discord.Embed:
    embed = discord.Embed(title=f"Larry leaderboard · {guild}", colour=COLOUR)
    if not rows:
        embed.description = "No finished games yet."
    else:
        lines = [f"`{'#':>3}` player — games · wins · win rate · points"]
        for r in rows:
            lines.append(f"`{r.rank:>3}` **{r.name}** — {r.games} · {r.wins} · "
                         f"{r.win_rate:.0%} · {signed(r.points)}")
        embed.description = "\n".join(lines)
    embed.set_footer(text=f"Page {page + 1} of {max(pages, 1)}")
    return embed


def stats_embed(row: LeaderRow | None, name: str) -> discord.Embed:
    embed = discord.Embed(title=f"Larry stats · {name}", colour=COLOUR)
    if row is None:
        embed.description = f"{name} has not finished a game on this server yet."
        return embed
    embed.description = (f"Rank **{row.rank}** · games **{row.games}** · wins **{row.wins}** · "
                         f"win rate **{row.win_rate:.0%}** · points **{signed(row.points)}**")
    return embed
