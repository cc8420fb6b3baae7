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
LOG_LINES = 12  # lines of recent moves the table message shows
LOCALE = "en"  # the table's language (issue 12 makes it a table option)


def card_name(code: str) -> str:
    return s.CARD_NAMES.get(code, code)


def card_chip(code: str) -> str:
    return f"`{card_name(code)}`"


def hand_text(hand: Sequence[str]) -> str:
    """A hand for its owner's eyes only."""
    if not hand:
        return "Your hand is empty."
    return f"Your hand ({plural(len(hand), 'card', 'cards')}): " + " ".join(
        card_chip(c) for c in hand)


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


def turn_text(lines: Sequence[str], pv: PublicView, names: Sequence[str],
              mention: int | None = None) -> str:
    """The turn message: what happened since the last one, then who must act (mentioned)."""
    parts = list(lines)
    ask = prompt(pv, names)
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


def results_text(table: Table, lines: Sequence[str], pv: PublicView | None) -> str:
    """The one message a finished (or ended) game leaves below its table message."""
    parts = list(lines) or [s.TABLE_ENDED]
    return clip("\n".join(parts))


# ------------------------------------------------------------------- embeds
def plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def table_embed(table: Table, pv: PublicView, log: Sequence[str],
                status: str = "playing") -> discord.Embed:
    """The table message: state, players, and the last lines of the game's log."""
    names = seat_names(table)
    desc = (f"Limit **{pv.limit}** · {s.DIRECTIONS[pv.direction]} · claim "
            f"{claim_text(pv.claim)} · pile {plural(pv.pile_size, 'card', 'cards')}")
    if pv.pile_face_up:
        desc += "\nFace up in the pile: " + " ".join(card_chip(c) for c in pv.pile_face_up)
    title = f"Larry · table #{table.id} · round {pv.round}/{pv.rounds}"
    if pv.short_game:
        title += " (short game)"
    if pv.phase == "over":
        title = f"Larry · table #{table.id} · finished"
    elif status == "cancelled":
        title = f"Larry · table #{table.id} · ended"
    embed = discord.Embed(title=title, description=desc, colour=COLOUR)
    rows = []
    for i, name in enumerate(names):
        arrow = "▶ " if pv.to_move == i else ""
        mark = " · 🔓 open mark" if i in pv.marks else ""
        rows.append(f"{arrow}**{name}** — {plural(pv.hand_sizes[i], 'card', 'cards')} · "
                    f"{signed(pv.scores[i])} pts{mark}")
    embed.add_field(name="Players", value="\n".join(rows)[:1024], inline=False)
    if log:
        text = "\n".join(log)
        while len(text) > 1024 and "\n" in text:
            text = text.split("\n", 1)[1]
        embed.add_field(name="Latest moves", value=text[-1024:], inline=False)
    embed.set_footer(text=f"Larry call: {pv.larry_call} · draw pile {pv.draw_size} · "
                          f"move {pv.moves_applied} · /larry log shows every move")
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
