"""After the game: the bluff report, finished games to revisit, ratings, server settings and
forgetting a player, as Discord messages. Every answer here is private (the bluff report is
part of the public results message, `report_lines`); the computations are the core's
(`larry_core.games.larry.report`, `review`, `ratings`, `settings`, storage).

Buttons (custom_ids, routed by `components.LarryButton`):
  ``larry:lb:<page>:<sort>:<0|1>``   leaderboard page, its sort and whether AI seats are hidden
  ``larry:hs:<page>:<user|0>``       a page of this server's finished games (one player's)
  ``larry:rv:<table>:<step>``        a finished game at one step (Previous / Next)
  ``larry:rj:<table>``               jump: asks for a move number
  ``larry:fm:<user>:<yes|no>``       forget-me, confirmed or not (only that user may press)
Nothing in an id is trusted: the game is loaded again (this server's, finished) on each press.
"""

from __future__ import annotations

import io
import logging
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.larry import render
from cogs.tables import lang
from cogs.tables.items import button, view_of
from cogs.tables.replies import answer, read_in_time, reply
from larry_core.games.documents import CorruptLog
from larry_core.games.larry import review as rv
from larry_core.games.larry.art.sparkline import sparkline_png
from larry_core.games.larry.report import GameNotOver, log_from_record, report, walk
from larry_core.storage.base import (
    GameNotFinished,
    GameSummary,
    LeaderRow,
    RatingPoint,
    RatingRow,
    StillSeated,
)
from larry_core.tables.table import Table
from larry_core.text import Renderer, decimal, percent, t

if TYPE_CHECKING:
    from cogs.larry.commands import LarryCog

log = logging.getLogger(__name__)
PAGE_SIZE = 10
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


def paged(page: int, size: int) -> tuple[int, int]:
    """(the page asked for, kept within the list; how many pages) for `size` rows."""
    pages = max((size + PAGE_SIZE - 1) // PAGE_SIZE, 1)
    return min(max(page, 0), pages - 1), pages


def when(at: float) -> str:
    """A Discord timestamp: each reader sees it in their own time zone and language."""
    return f"<t:{int(at)}:R>"


def rating_text(row: RatingRow, loc: str) -> str:
    """The rating shown (the estimated skill less three times its uncertainty)."""
    return decimal(row.mu - 3 * row.sigma, loc)


def row_name(row: RatingRow, loc: str) -> str:
    if row.ai:
        return t("rating-ai-name", loc, name=row.name, strategy=row.ai)
    return row.name


# ------------------------------------------------------------------ leaderboard
def leaderboard_embed(rows: Sequence[RatingRow], page: int, pages: int, guild: str,
                      sort: str, loc: str) -> discord.Embed:
    embed = discord.Embed(title=t("dc-board-title", loc, guild=guild), colour=render.COLOUR)
    if not rows:
        embed.description = t("dc-board-empty", loc)
    else:
        lines = [f"`{'#':>3}` " + t("dc-board-rated-header", loc)]
        for r in rows:
            rate = r.wins / r.games if r.games else 0.0
            lines.append(f"`{r.rank:>3}` **{row_name(r, loc)}** — **{rating_text(r, loc)}** · "
                         f"{r.wins} · {r.games} · {percent(rate, loc)}")
        embed.description = "\n".join(lines)
    embed.set_footer(text=t("dc-board-footer", loc, page=page + 1, pages=max(pages, 1),
                            sort=t(f"dc-sort-{sort}", loc)))
    return embed


def leaderboard_view(page: int, pages: int, sort: str, hide_ai: bool,
                     loc: str) -> discord.ui.View | None:
    if pages <= 1:
        return None
    flag = int(hide_ai)
    return _view([
        button(f"larry:lb:{max(page - 1, 0)}:{sort}:{flag}", t("btn-prev", loc),
               disabled=page <= 0),
        button(f"larry:lb:{page + 1}:{sort}:{flag}", t("btn-next", loc),
               disabled=page + 1 >= pages),
    ])


def _view(buttons: list[discord.ui.Button[Any]]) -> discord.ui.View:
    return view_of([buttons])


async def show_leaderboard(cog: LarryCog, interaction: discord.Interaction, page: int, *,
                           sort: str = "rating", hide_ai: bool = False, edit: bool = False,
                           share: bool = False) -> None:
    loc = lang.server(interaction) if share else lang.private(interaction)
    if interaction.guild_id is None:
        await answer(interaction, t("not-in-guild", loc))
        return
    storage, guild_id = cog.bot.storage, interaction.guild_id

    async def read() -> tuple[int, int, list[RatingRow]]:
        number, pages = paged(page, await storage.rating_board_size(guild_id,
                                                                    hide_ai=hide_ai))
        rows = await storage.rating_board(guild_id, sort=sort, hide_ai=hide_ai,
                                          offset=number * PAGE_SIZE, limit=PAGE_SIZE)
        return number, pages, list(rows)

    page, pages, rows = await read_in_time(interaction, read(), update=edit,
                                           ephemeral=not share)
    guild = interaction.guild.name if interaction.guild else "—"
    embed = leaderboard_embed(rows, page, pages, guild, sort, loc)
    view = leaderboard_view(page, pages, sort, hide_ai, loc)
    await reply(interaction, edit=edit, ephemeral=not share, embed=embed, view=view)


# ------------------------------------------------------------------------ stats
async def show_stats(cog: LarryCog, interaction: discord.Interaction,
                     who: discord.User | discord.Member, share: bool) -> None:
    loc = lang.server(interaction) if share else lang.private(interaction)
    if interaction.guild_id is None:
        await answer(interaction, t("not-in-guild", loc))
        return
    storage, guild_id = cog.bot.storage, interaction.guild_id

    async def read() -> tuple[RatingRow | None, LeaderRow | None, list[RatingPoint]]:
        row = await storage.player_rating(guild_id, who.id)
        stats = await storage.player_stats(guild_id, who.id)
        if row is None or stats is None:
            return row, stats, []
        return row, stats, list(await storage.rating_history(guild_id, who.id, limit=50))

    row, stats, history = await read_in_time(interaction, read(), ephemeral=not share)
    embed = discord.Embed(title=t("dc-stats-title", loc, name=who.display_name),
                          colour=render.COLOUR)
    if row is None or stats is None:
        embed.description = t("dc-stats-none", loc, name=who.display_name)
        await reply(interaction, ephemeral=not share, embed=embed)
        return
    rate = percent(stats.win_rate, loc)
    embed.description = "\n".join((
        t("dc-stats-rating", loc, rating=rating_text(row, loc), rank=row.rank,
          mu=decimal(row.mu, loc), sigma=decimal(row.sigma, loc)),
        t("dc-stats-line", loc, rank=stats.rank, games=stats.games, wins=stats.wins,
          rate=rate, points=render.signed(stats.points))))
    files: list[discord.File] = []
    if len(history) >= 2:
        values = [p.ordinal for p in history]
        files.append(discord.File(io.BytesIO(sparkline_png(values)), filename="rating.png",
                                  description=t("dc-stats-history-alt", loc,
                                                count=len(values),
                                                first=decimal(values[0], loc),
                                                last=decimal(values[-1], loc))))
        embed.set_image(url="attachment://rating.png")
        embed.set_footer(text=t("dc-stats-history", loc, count=len(values)))
    await reply(interaction, ephemeral=not share, embed=embed, files=files)


# ---------------------------------------------------------------------- history
def history_text(games: Sequence[GameSummary], page: int, pages: int, loc: str) -> str:
    if not games:
        return t("dc-history-empty", loc)
    lines = [t("dc-history-title", loc, page=page + 1, pages=pages)]
    for g in games:
        rows = sorted(g.standings, key=lambda s: -int(s.get("score", 0)))
        people = ", ".join(
            ("🏆 " if s.get("won") else "") + (str(s.get("name")) if s.get("name")
                                              else t("seat-forgotten", loc,
                                                     number=int(s.get("seat", 0)) + 1))
            + f" {render.signed(int(s.get('score', 0)))}" for s in rows)
        lines.append(t("dc-history-game", loc, table=g.table_id, when=when(g.finished_at),
                       players=people))
    lines.append(t("dc-history-hint", loc))
    return "\n".join(lines)


async def show_history(cog: LarryCog, interaction: discord.Interaction, page: int,
                       user_id: int | None, *, edit: bool = False) -> None:
    loc = lang.private(interaction)
    if interaction.guild_id is None:
        await answer(interaction, t("not-in-guild", loc))
        return
    storage, guild_id = cog.bot.storage, interaction.guild_id

    async def read() -> tuple[int, int, list[GameSummary]]:
        number, pages = paged(page, await storage.recent_games_size(guild_id,
                                                                    user_id=user_id))
        games = await storage.recent_games(guild_id, user_id=user_id,
                                           offset=number * PAGE_SIZE, limit=PAGE_SIZE)
        return number, pages, list(games)

    page, pages, games = await read_in_time(interaction, read(), update=edit)
    text = render.clip(history_text(games, page, pages, loc))
    who = user_id or 0
    view = None if pages <= 1 else _view([
        button(f"larry:hs:{max(page - 1, 0)}:{who}", t("btn-prev", loc),
               disabled=page <= 0),
        button(f"larry:hs:{page + 1}:{who}", t("btn-next", loc),
               disabled=page + 1 >= pages)])
    await reply(interaction, edit=edit, content=text, view=view)


# ----------------------------------------------------------------------- replay
class Reviews:
    """Finished games replayed once and kept (a few) for their Previous/Next presses."""

    def __init__(self) -> None:
        self.kept: OrderedDict[int, tuple[rv.Review, list[dict[str, Any]]]] = OrderedDict()

    async def get(self, cog: LarryCog, table_id: int,
                  guild_id: int) -> tuple[rv.Review, list[dict[str, Any]]] | str:
        """The review of a finished game of this server, or the catalogue key of why not."""
        kept = self.kept.get(table_id)
        if kept is not None:
            self.kept.move_to_end(table_id)
            return kept
        try:
            found = await cog.bot.storage.load_finished(table_id, guild_id)
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
        order = sorted(range(len(names)), key=lambda i: -review.scores[i])
        body.append("\n".join(f"{'🏆 ' if i in review.winners else ''}{names[i]}: "
                              f"{render.signed(review.scores[i])}" for i in order))
        body += [say(msg) for msg in review.report.messages()]
    return render.clip("\n".join([head, *body]))


def replay_view(table_id: int, number: int, total: int, loc: str) -> discord.ui.View:
    return _view([
        button(f"larry:rv:{table_id}:{max(number - 1, 1)}", t("btn-prev", loc),
               disabled=number <= 1),
        button(f"larry:rv:{table_id}:{min(number + 1, max(total, 1))}",
               t("btn-next", loc), "primary", disabled=number >= total),
        button(f"larry:rj:{table_id}", t("btn-jump", loc)),
    ])


async def show_replay(cog: LarryCog, interaction: discord.Interaction, table_id: int,
                      number: int, *, edit: bool = False) -> None:
    loc = lang.private(interaction)
    if interaction.guild_id is None:
        await answer(interaction, t("not-in-guild", loc))
        return
    got = await read_in_time(interaction, cog.reviews.get(cog, table_id, interaction.guild_id),
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

    def __init__(self, cog: LarryCog, table_id: int, loc: str) -> None:
        super().__init__(title=t("dc-replay-jump-title", loc), timeout=600)
        self.cog, self.table_id, self.loc = cog, table_id, loc
        self.number: discord.ui.TextInput[JumpModal] = discord.ui.TextInput(
            label=t("dc-replay-jump-label", loc), custom_id="move", max_length=6)
        self.add_item(self.number)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        text = str(self.number.value).strip()
        if not text.isascii() or not text.isdigit():
            await answer(interaction, t("dc-replay-jump-bad", self.loc, text=text[:12]))
            return
        await show_replay(self.cog, interaction, self.table_id, int(text), edit=True)


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


# -------------------------------------------------------------------- forget me
def forget_view(user_id: int, loc: str) -> discord.ui.View:
    return _view([
        button(f"larry:fm:{user_id}:yes", t("btn-forget-yes", loc), "danger"),
        button(f"larry:fm:{user_id}:no", t("btn-forget-no", loc)),
    ])


async def forget(cog: LarryCog, interaction: discord.Interaction, user_id: int,
                 confirmed: bool) -> None:
    loc = lang.private(interaction)
    if interaction.user.id != user_id:
        await interaction.response.send_message(t("dc-forget-not-yours", loc), ephemeral=True)
        return
    if not confirmed:
        await interaction.response.edit_message(content=t("dc-forget-kept", loc), view=None)
        return
    await interaction.response.defer()
    try:
        done = await cog.bot.storage.forget_user(user_id)
    except StillSeated as exc:
        await interaction.edit_original_response(
            content=t("forget-still-seated", loc, tables=", ".join(map(str, exc.tables))),
            view=None)
        return
    await interaction.edit_original_response(
        content=t("dc-forget-done", loc, servers=done.players, tables=done.tables), view=None)

