"""What every game's table messages share: the colour, seat names (AI seats marked), the
lobby's seat list, message-length clipping and paging, and the sentences of changes that are
no game's own (a table cancelled or ended)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import discord

from cogs.tables.attachments import Files, factory
from larry_core.tables.table import Change, Table
from larry_core.text import t

COLOUR = discord.Colour.dark_teal()
LOG_LINES = 12  # lines of recent moves the table message shows


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


def cancel_note(ch: Change, loc: str) -> str:
    """Why a table closed before its game started (the lobby message's footer)."""
    return t("change-cancelled", loc, name=ch.params.get("name", "?"),
             reason=ch.params.get("reason", "closed"))


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


def change_lines(ch: Change, names: Sequence[str], loc: str,
                 told: Sequence[str] = ()) -> list[str]:
    """What one committed change says in the channel: a move's own sentences (`told`, the
    game's narration of its events) after a turn timer ran out and before an AI took the
    seat over; a seat taken over by an AI; the end of the table."""
    out: list[str] = []
    who = names[ch.seat] if ch.seat is not None and 0 <= ch.seat < len(names) else "?"
    if ch.kind == "moved":
        if ch.by == "timeout":
            out.append(t("change-timed-out", loc, name=ch.params.get("name", who),
                         count=ch.params.get("count", 1), replaced="false"))
        out += told
        if ch.params.get("replaced"):
            out.append(t("change-replaced", loc, name=ch.params.get("name", who),
                         reason="timeouts", count=ch.params.get("count", 0)))
    elif ch.kind == "replaced":
        out.append(t("change-replaced", loc, name=ch.params.get("name", who),
                     reason="left", count=0))
    elif ch.kind == "ended":
        out.append(t("table-ended", loc))
    return out


def add_latest(embed: discord.Embed, log: Sequence[str], loc: str) -> None:
    """A table embed's field of the latest moves: the last `LOG_LINES` of `log`, if any."""
    if log:
        text = "\n".join(log[-LOG_LINES:])
        embed.add_field(name=t("dc-table-latest", loc), value=text[-1024:], inline=False)


def game_lobby(table: Table, keys: str, max_seats: int, closed: str | None,
               *lines: str) -> discord.Embed:
    """A game's lobby embed (`seats_embed`) from its catalogue keys (`keys`: their prefix):
    its title ``<keys>dc-lobby-title``, `lines` (the table's rules), the seats, and its
    footer, why it closed (`closed`) or else ``<keys>dc-lobby-footer``."""
    loc = table.options.language
    return seats_embed(table, loc, t(f"{keys}dc-lobby-title", loc, table=table.id),
                       "\n".join(lines), closed or t(f"{keys}dc-lobby-footer", loc), max_seats)


def lobby_timer(table: Table, keys: str) -> str:
    """A lobby's line of the turn time and the table's language (``<keys>dc-lobby-timer``)."""
    loc = table.options.language
    return t(f"{keys}dc-lobby-timer", loc, seconds=table.options.turn_seconds,
             language=t(f"language-{loc}", loc))


def table_files(table: Table, file: str, png: Callable[[list[str], str], bytes],
                alt: Callable[[list[str], str], str]) -> Files | None:
    """A picture of the table for its message (`file`: its name), drawn by `png` and
    described for screen readers by `alt`, both given the seats' names and the table's
    language; None when the table shows no pictures."""
    if not table.options.pictures:
        return None
    loc = table.options.language
    names = seat_names(table, loc)
    return factory(png(names, loc), file, alt(names, loc))
