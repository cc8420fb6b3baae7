"""After a game of Larry: the bluff report, a finished game replayed move by move, and the
server's settings as Larry shows them. The bluff report is part of the public results message
(`report_lines`); a replay is private. The computations are the core's
(`larry_core.games.larry.report`, `review`).

Buttons (custom_ids, routed by `components.LarryButton`):
  ``larry:rv:<table>:<step>``        a finished game at one step (Previous / Next)
  ``larry:rj:<table>``               jump: asks for a move number
Nothing in an id is trusted: the game is loaded again (this server's, finished) on each press.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.larry import render
from cogs.tables import lang, tokens
from cogs.tables.items import button, view_of
from cogs.tables.render import clip
from cogs.tables.replies import answer, read_in_time, reply
from larry_core.games.base import finishing_order
from larry_core.games.documents import CorruptLog
from larry_core.games.larry import review as rv
from larry_core.games.larry.report import GameNotOver, log_from_record, report, walk
from larry_core.storage.base import (
    GameNotFinished,
)
from larry_core.tables.table import Table
from larry_core.text import Renderer, t

if TYPE_CHECKING:
    from cogs.larry.front import LarryFront

log = logging.getLogger(__name__)
REVIEWS_KEPT = 64  # finished games kept replayed in memory for Previous/Next presses


def report_lines(table: Table, names: Sequence[str], loc: str) -> list[str]:
    """The bluff report of a finished game (public), from its stored input log; nothing
    while it runs."""
    if table.status != "finished" or table.game is None or not table.game.over:
        return []
    try:
        rep = report(log_from_record(table.record, table.moves))
    except (GameNotOver, CorruptLog):
        log.warning("table %d: no bluff report (the log does not replay to its end)",
                    table.id)
        return []
    say = Renderer(loc, names)
    return [say(msg) for msg in rep.messages()]


# ----------------------------------------------------------------------- replay
class Reviews:
    """Finished games replayed once and kept (a few) for their Previous/Next presses."""

    def __init__(self) -> None:
        self.kept: OrderedDict[int, tuple[rv.Review, list[dict[str, Any]]]] = OrderedDict()

    async def get(self, front: LarryFront, table_id: int,
                  guild_id: int) -> tuple[rv.Review, list[dict[str, Any]]] | str:
        """The review of a finished game of this server, or the catalogue key of why not."""
        kept = self.kept.get(table_id)
        if kept is not None:
            self.kept.move_to_end(table_id)
            return kept
        try:
            found = await front.bot.storage.load_finished(table_id, guild_id)
        except GameNotFinished:
            return "dc-replay-running"
        if found is None:
            return "dc-replay-unknown"
        if found.summary.game != "larry":
            return "dc-replay-unknown"
        try:
            review = rv.review(walk(log_from_record(found.record, found.moves)))
        except (GameNotOver, CorruptLog):
            return "dc-replay-corrupt"
        self.kept[table_id] = (review, found.record.seats)
        while len(self.kept) > REVIEWS_KEPT:
            self.kept.popitem(last=False)
        return review, found.record.seats


def replay_text(table_id: int, review: rv.Review, seats: Sequence[dict[str, Any]],
                number: int, loc: str, viewer: int) -> str:
    names = rv.seat_names(seats, loc)
    you = next((i for i, s in enumerate(seats) if s.get("user_id") == viewer), None)
    say = Renderer(loc, names, you)
    head = t("dc-replay-title", loc, table=table_id)
    if not len(review):
        return f"{head}\n{t('dc-replay-no-moves', loc)}"
    step = review.step(number)
    body = rv.step_lines(step, say)
    if number >= len(review):  # the last move: the final standings and the bluff report
        body.append("\n".join(f"{place}. {'🏆 ' if i in review.winners else ''}{names[i]}: "
                              f"{render.signed(review.scores[i])}"
                              for place, i in finishing_order(review.scores, review.winners)))
        body += [say(msg) for msg in review.report.messages()]
    return clip("\n".join([head, *body]))


def replay_view(table_id: int, number: int, total: int, loc: str) -> discord.ui.View:
    return view_of([[
        button(f"larry:rv:{table_id}:{max(number - 1, 1)}", t("btn-prev", loc),
               disabled=number <= 1),
        button(f"larry:rv:{table_id}:{min(number + 1, max(total, 1))}",
               t("btn-next", loc), "primary", disabled=number >= total),
        button(f"larry:rj:{table_id}", t("btn-jump", loc)),
    ]])


async def show_replay(front: LarryFront, interaction: discord.Interaction, table_id: int,
                      number: int, *, edit: bool = False) -> None:
    loc = lang.private(interaction)
    home = tokens.home(interaction)  # a server's, or a group DM's own (its channel)
    if home is None:
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return
    got = await read_in_time(interaction, front.reviews.get(front, table_id, home),
                             update=edit)
    if isinstance(got, str):
        await answer(interaction, t(got, loc, table=table_id))
        return
    review, seats = got
    number = min(max(number, 1), max(len(review), 1))
    text = replay_text(table_id, review, seats, number, loc, interaction.user.id)
    view = replay_view(table_id, number, len(review), loc)
    await reply(interaction, edit=edit, content=text, view=view)


class JumpModal(discord.ui.Modal):
    """Jump to a move number of the replay shown in the message pressed."""

    def __init__(self, front: LarryFront, table_id: int, loc: str) -> None:
        super().__init__(title=t("dc-replay-jump-title", loc), timeout=600)
        self.front, self.table_id, self.loc = front, table_id, loc
        self.number: discord.ui.TextInput[JumpModal] = discord.ui.TextInput(
            label=t("dc-replay-jump-label", loc), custom_id="move", max_length=6)
        self.add_item(self.number)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        text = str(self.number.value).strip()
        if not text.isascii() or not text.isdigit():
            await answer(interaction, t("dc-replay-jump-bad", self.loc, text=text[:12]))
            return
        await show_replay(self.front, interaction, self.table_id, int(text), edit=True)


# --------------------------------------------------------------------- settings
def settings_text(settings: Any, loc: str, server_language: str, pictures_default: bool) -> str:
    language = settings.language or server_language
    pictures = pictures_default if settings.pictures is None else settings.pictures
    larry = settings.options("larry")
    return t("dc-settings-shown", loc,
             language=t(f"language-{language}", loc),
             language_set=str(settings.language is not None).lower(),
             pictures=str(pictures).lower(),
             seconds=settings.turn_seconds, rounds=larry["rounds"],
             short=str(larry["short_game"]).lower(),
             call=t(f"dc-call-{larry['larry_call']}", loc))
