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
from larry_core.events import visible
from larry_core.storage import LeaderRow
from larry_core.table import Change, Table
from larry_core.views import PublicView

COLOUR = discord.Colour.dark_teal()


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
    """Plain sentences for the public events of one move, in order."""
    lines: list[str] = []
    for ev in events:
        if not visible(ev, None):  # private to some seats: never public
            continue
        line = _describe_one(ev, names, pv)
        if line:
            lines.append(line)
    return lines


def _describe_one(ev: dict[str, Any], names: Sequence[str], pv: PublicView) -> str | None:
    kind = ev["type"]
    who = names[ev["seat"]] if isinstance(ev.get("seat"), int) else ""
    where = f"(limit {pv.limit}, {s.DIRECTIONS[pv.direction]})"
    if kind == "placed":
        if "card" in ev:
            return (f"{who} placed {card_chip(ev['card'])} face up (open mark) and says "
                    f"**{ev['claim']}** {where}.")
        return f"{who} placed a card and says **{ev['claim']}** {where}."
    if kind == "bust":
        return f"That is over the limit: {who} busts, and the pile is cleared."
    if kind == "drew":
        got = f"{ev['count']} card" + ("s" if ev["count"] != 1 else "")
        return f"{who} draws {got}."
    if kind == "action":
        card, target = ev["card"], ev.get("target")
        if card == "reverse":
            return (f"{who} plays **reverse**: now {s.DIRECTIONS[pv.direction]}, "
                    f"limit **{pv.limit}**.")
        them = names[target] if isinstance(target, int) else "?"
        if card == "draw2":
            return f"{who} plays **draw two** on {them}."
        if card == "gift":
            return f"{who} plays **gift** and gives {them} a card."
        return f"{who} plays **open** on {them}: their next number card goes face up."
    if kind == "larry_said":
        return f"{who} says **Larry!**"
    if kind == "larry_missed":
        if pv.larry_call == "catch":
            return (f"{who} has one card left and did not say Larry: anyone may press "
                    "**Catch!** before the next move.")
        return f"{who} has one card left but forgot to say Larry: 2 cards penalty."
    if kind == "went_out":
        return f"{who} played their last card!"
    if kind == "doubted":
        return f"{who} doubts!"
    if kind == "revealed":
        cards = " ".join(card_chip(c) for c in ev["cards"])
        said = f"**{ev['claim']}**" if ev.get("claim") is not None else "the claim"
        verdict = "correct" if ev["correct"] else "wrong"
        larries = ev["larries"]
        why = " (an odd number of Larry cards makes any claim true)" if larries % 2 else ""
        return (f"The pile: {cards}. True sum **{ev['sum']}**, Larry cards: {larries}. "
                f"The claim {said} was **{verdict}**{why}.")
    if kind == "accepted":
        return f"{who} accepts."
    if kind == "caught":
        return f"{names[ev['by']]} caught {who} without a Larry call!"
    if kind == "reshuffled":
        return "The discard pile is shuffled into a new draw pile."
    if kind == "round_over":
        scores = ", ".join(f"{names[i]} {signed(p)}" for i, p in enumerate(ev["scores"]))
        totals = ", ".join(f"{names[i]} {signed(p)}" for i, p in enumerate(pv.scores))
        return f"**Round {ev['round']} is over.** Round scores: {scores}. Totals: {totals}."
    if kind == "game_over":
        winners = " and ".join(names[i] for i in ev["winners"])
        order = sorted(range(len(names)), key=lambda i: -pv.scores[i])
        table = "\n".join(f"{rank}. {names[i]}: {signed(pv.scores[i])}"
                          for rank, i in enumerate(order, 1))
        return f"🏆 **Game over!** Winner: **{winners}**.\nFinal standings:\n{table}"
    if kind == "round_started":
        return (f"**Round {ev['round']}** begins: new hands are dealt (check your DMs or "
                f"**My hand**). {names[ev['start']]} starts.")
    return None


def change_lines(ch: Change, names: Sequence[str], pv: PublicView | None) -> list[str]:
    """What one committed change says in the channel (moves, replacements, the end)."""
    out: list[str] = []
    who = names[ch.seat] if ch.seat is not None and 0 <= ch.seat < len(names) else "?"
    if ch.kind == "moved":
        if ch.by == "timeout":
            out.append(s.TIMED_OUT.format(name=ch.params.get("name", who)))
        if pv is not None:
            out += describe(ch.events, names, pv)
        if ch.params.get("replaced"):
            out.append(s.REPLACED_AFTER_TIMEOUTS.format(name=ch.params.get("name", who),
                                                        count=ch.params.get("count", 0)))
    elif ch.kind == "replaced":
        out.append(s.REPLACED_LEFT.format(name=ch.params.get("name", who)))
    elif ch.kind == "ended":
        out.append(s.TABLE_ENDED)
    return out


def cancel_note(ch: Change) -> str:
    """Why a table closed before its game started (the lobby message's footer)."""
    reason = ch.params.get("reason")
    if reason == "expired":
        return s.LOBBY_EXPIRED
    if reason == "host_left":
        return s.HOST_LEFT.format(name=ch.params.get("name", "?"))
    return s.LOBBY_CLOSED


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
