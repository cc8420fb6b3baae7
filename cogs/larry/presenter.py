"""What the shared publisher (`cogs.tables.publisher.Publisher`) shows of a Larry table: the
lobby (edited in place), then one turn message replaced each turn (what just happened, a
mention of the player who must act, the state and earlier moves, the buttons), and at the
end the final state and one results message with the bluff report."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.larry import after, pictures, render
from cogs.larry import components as c
from cogs.tables import render as shared
from cogs.tables.attachments import Files, files
from cogs.tables.items import buttons_view
from larry_core.games.larry.views import PublicView
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher

MAX_FILES = 10  # Discord's limit of attachments per message


class LarryPresenter:
    """Larry's tables: the publisher's own rendering (`render`, `components`, DMs)."""

    accent = 0xD35400  # Larry's orange: the table's colour

    def turn_prefix(self, table: Table) -> str:
        return f"larry:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        if change.kind in ("started", "moved"):
            publisher.send_hands(table)  # each DM is edited only if that hand changed

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        await announce(publisher, table, changes, box, repost=repost)

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        return tuple(table.game.hand(seat)) if table.game is not None else None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        if table.game is None:
            return None
        view = table.game.view_for(seat)
        text = t("dc-dm-hand", loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 round=view.public.round, hand=render.hand_text(view.hand, loc))
        return tuple(view.hand), text, pictures.hand(table, view.hand, loc)




async def announce(publisher: Publisher, table: Table, changes: list[Change],
                   box: dict[str, Any], *, repost: bool) -> None:
    """Render the (Larry) table's latest committed state and what happened since the last
    announcement; `box` (the publisher's row) is updated in place.

    The channel keeps one live message per table: the lobby (edited in place), then,
    from the start, the turn message: what just happened, a mention of the player who
    must act, the table's state and earlier moves (an embed) and the buttons, replaced
    each turn so that it is always the newest and its mention notifies. Replacing it
    costs a delete and a post per turn, the same as a short turn message did, and saves
    the edit of a separate table message. A finished game leaves its last state (the
    last turn message, edited) and one results message."""
    loc = table.options.language
    names = render.seat_names(table, loc)
    pv = table.game.public_view() if table.game is not None else None
    is_open, version, status = table.open, table.version, table.status
    lines: list[str] = []
    shown: list[tuple[bytes, str, str]] = []  # pictures of revealed piles and results
    closed: str | None = None
    acted: set[int] = set()
    for ch in changes:
        if ch.kind == "cancelled":
            closed = shared.cancel_note(ch, loc)
        elif ch.kind == "ended" and table.game is None:
            closed = t("lobby-closed", loc)
        elif ch.kind == "started":
            lines.append(t("game-started", loc, seats=shared.seat_order(names)))
        elif ch.kind not in ("opened", "joined", "left", "ai_added"):
            lines += render.change_lines(ch, names, pv, loc)
            if ch.kind == "moved":
                shown += pictures.for_change(table, ch.events, names, loc)
            if ch.kind == "moved" and ch.seat is not None:
                acted.add(ch.seat)
    shown = shown[-MAX_FILES:]
    if repost:
        await publisher.delete(table, box.pop("table", None))
        await publisher.delete(table, box.pop("turn", None))
        box.pop("buttons", None)
    if pv is None:
        await publisher.show_lobby(table, box, closed, status, lobby=render.lobby_embed,
                                   buttons=c.lobby_view)
        return
    box["log"] = (list(box.get("log", [])) + lines)[-shared.LOG_LINES:]
    if is_open:
        # the lobby (or an older layout's table message) gives way to the turn message
        await publisher.delete(table, box.pop("table", None))
        if lines or repost or not box.get("turn"):
            await post_turn(publisher, table, lines, box, pv, version, acted, shown)
        else:  # nothing to tell, the state changed (e.g. an AI took a player's seat)
            await publisher.edit(table, int(box["turn"]),
                            embed=turn_embed(table, pv, box, box.get("told", 0)))
    else:
        # the last turn message becomes the final state (no buttons, no mention)
        turn = box.pop("turn", None)
        box.pop("buttons", None)
        if turn and not box.get("table"):
            box["table"] = turn
            embed = render.table_embed(table, pv, box["log"], status)
            await publisher.edit(table, int(turn), content=None, embed=embed, view=None,
                            attachments=[])
        else:
            await publisher.delete(table, turn)
            await show_table(publisher, table, box, pv, status)
        if not box.get("results"):  # the end of the game, and its bluff report
            text = shared.results_text([*lines, *after.report_lines(table, names, loc)],
                                       loc)
            sent = await publisher.send(table, text, files=files(shown))
            box["results"] = sent.id



async def show_table(publisher: Publisher, table: Table, box: dict[str, Any], pv: PublicView,
                     status: str) -> None:
    """The table message: the game's state and its recent log, edited in place."""
    embed = render.table_embed(table, pv, box.get("log", []), status)
    mid = box.get("table")
    if mid:
        await publisher.edit(table, int(mid), content=None, embed=embed, view=None)
        return
    sent = await publisher.send(table, None, embed=embed)
    box["table"] = sent.id

async def post_turn(publisher: Publisher, table: Table, lines: list[str], box: dict[str, Any],
                    pv: PublicView, version: int, acted: set[int] | None = None,
                    shown: list[tuple[bytes, str, str]] | None = None) -> None:
    """Replace the turn message: what happened since the last one (with the pictures
    of a revealed pile or a round's results), a mention of the player who must act
    (once per turn), the table's state with its earlier moves, and the buttons for
    `version`."""
    loc = table.options.language
    names = render.seat_names(table, loc)
    spec = c.turn_buttons(table.id, version, pv, loc)
    mention = mention_of(table, box, pv, acted or set())
    old = box.pop("turn", None)
    box.pop("buttons", None)
    await publisher.delete(table, old)  # first: at no moment two messages offer live buttons
    content = render.turn_text(lines, pv, names, loc, mention,
                               ai=pv.to_move is not None and table.is_ai(pv.to_move))
    box["told"] = len(lines)  # the text tells these newest lines; the embed the rest
    embed = turn_embed(table, pv, box, len(lines))
    pings = discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                    users=[discord.Object(mention)] if mention else False)
    msg = await publisher.send(table, content, embed=embed,
                          view=buttons_view(spec) if spec else None,
                          mentions=pings, files=files(shown or []))
    box["turn"], box["buttons"] = msg.id, spec

def turn_embed(table: Table, pv: PublicView, box: dict[str, Any],
                told: int) -> discord.Embed:
    """The turn message's embed: the state, and the log without the `told` newest lines
    (the message's own text shows those)."""
    log_lines = box.get("log", [])
    earlier = log_lines[:max(len(log_lines) - told, 0)]
    return render.table_embed(table, pv, earlier, table.status, earlier=True)

def mention_of(table: Table, box: dict[str, Any], pv: PublicView,
             acted: set[int]) -> int | None:
    """The user to ping: the human who must act, once per turn (again only after they
    acted themselves, or when the turn passed to someone else)."""
    if pv.to_move is None or pv.phase == "over" or table.is_ai(pv.to_move):
        box.pop("ping", None)
        return None
    seat = pv.to_move
    user = table.seats[seat].get("user_id")
    if user is None:
        return None
    if box.get("ping") == seat and seat not in acted:
        return None  # already told this turn (e.g. a catch happened in between)
    box["ping"] = seat
    return int(user)
