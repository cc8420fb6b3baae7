"""What the shared publisher (`cogs.tables.publisher.Publisher`) shows of a Kakerlakenpoker
table: the lobby, then one table message edited in place (displays grouped by animal, hand
sizes, the penalty pile's top, the card on offer by its route and claims only), one turn
message replaced each move that pings only the player who must act and carries that
move's buttons, and a results message at the end. Everything shown is read from one
committed state before the first await (the game's state object is never changed in place).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from cogs.kakerlake import components as c
from cogs.kakerlake import render
from cogs.tables import render as shared
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.larry.pictures import Files
    from cogs.tables.publisher import Publisher


def narrate(ch: Change, names: list[str], loc: str, limit: int) -> list[str]:
    """What one committed change says in the channel."""
    told = render.event_lines(ch.events, names, loc, limit) if ch.kind == "moved" else []
    return shared.change_lines(ch, names, loc, told)


class KpPresenter:
    def turn_prefix(self, table: Table) -> str:
        return f"kp:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        if change.kind in ("started", "moved"):
            publisher.send_hands(table)  # each DM is edited only if that hand changed

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        game = render.state(table)
        return tuple(game.hand(seat)) if game is not None else None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        """The hand DM: the cards and their picture (the card on offer is not in it)."""
        game = render.state(table)
        if game is None:
            return None
        hand = game.hand(seat)
        text = t("kp-dc-dm-hand", loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 hand=render.hand_text(hand, loc))
        return tuple(hand), text, render.hand_picture(table, list(hand), loc)

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        loc = table.options.language
        names = render.seat_names(table, loc)
        game = render.state(table)
        is_open, version, status = table.open, table.version, table.status
        limit = game.set_limit if game is not None else 4
        lines: list[str] = []
        closed: str | None = None
        for ch in changes:
            if ch.kind == "cancelled":
                closed = shared.cancel_note(ch, loc)
            elif ch.kind == "ended" and game is None:
                closed = t("lobby-closed", loc)
            elif ch.kind == "started":
                lines.append(t("kp-dc-started", loc, seats=shared.seat_order(names)))
            elif ch.kind not in ("opened", "joined", "left", "ai_added"):
                lines += narrate(ch, names, loc, limit)
        if repost:
            await publisher.delete(table, box.pop("table", None))
            await publisher.delete(table, box.pop("turn", None))
            box.pop("buttons", None)
        if game is None:
            await self.show_lobby(publisher, table, box, closed, status)
            return
        box["log"] = (list(box.get("log", [])) + lines)[-render.LOG_LINES:]
        embed = render.table_embed(table, game, box["log"], status)
        spec = c.turn_buttons(table.id, version, game, loc)
        mention = None
        if game.to_move is not None and not table.is_ai(game.to_move):
            user = table.seats[game.to_move].get("user_id")
            mention = int(user) if user is not None else None
        turn = render.turn_text(table, game, lines, names, mention)
        results = render.results_text(table, game, lines, names) if game.over else None
        # ---- only now the awaits: what is shown above is one committed state
        mid = box.get("table")
        if mid:
            await publisher.edit(table, int(mid), content=None, embed=embed, view=None)
        else:
            box["table"] = (await publisher.send(table, None, embed=embed)).id
        if is_open:
            if lines or repost or not box.get("turn"):
                old = box.pop("turn", None)
                box.pop("buttons", None)
                await publisher.delete(table, old)
                pings = discord.AllowedMentions(
                    everyone=False, roles=False, replied_user=False,
                    users=[discord.Object(mention)] if mention else False)
                msg = await publisher.send(table, turn, view=c.view(spec) if spec else None,
                                           mentions=pings)
                box["turn"], box["buttons"] = msg.id, spec
            return
        await publisher.delete(table, box.pop("turn", None))
        box.pop("buttons", None)
        if not box.get("results"):
            text = results if results is not None else \
                shared.results_text(lines, loc)
            box["results"] = (await publisher.send(table, text)).id

    async def show_lobby(self, publisher: Publisher, table: Table, box: dict[str, Any],
                         closed: str | None, status: str) -> None:
        await publisher.show_lobby(table, box, closed, status, lobby=render.lobby_embed,
                                   buttons=c.lobby_view)
