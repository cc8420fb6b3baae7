"""After the game, for every game: the rated leaderboard, a player's stats, the server's
finished games, and forgetting a player. Every answer is private unless shared.

Buttons (custom_ids in the game's namespace, routed by `cogs.tables.ids`):
  ``<prefix>:lb:<page>:<sort>:<0|1>``   leaderboard page, its sort, whether AI seats are hidden
  ``<prefix>:hs:<page>:<user|0>``       a page of this server's finished games (one player's)
  ``<prefix>:fm:<user>:<yes|no>``       forget-me, confirmed or not (only that user may press)
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import lang, tokens
from cogs.tables.items import button, view_of
from cogs.tables.render import COLOUR, clip, signed
from cogs.tables.replies import answer, read_in_time, reply
from larry_core.games.base import finishing_order
from larry_core.storage.base import GameSummary, LeaderRow, RatingPoint, RatingRow, StillSeated
from larry_core.text import decimal, percent, t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront

PAGE_SIZE = 10


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
def leaderboard_embed(rows: Sequence[RatingRow], page: int, pages: int, title: str,
                      sort: str, loc: str) -> discord.Embed:
    embed = discord.Embed(title=title, colour=COLOUR)
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


def leaderboard_view(front: GameFront, page: int, pages: int, sort: str, hide_ai: bool,
                     loc: str) -> discord.ui.View | None:
    if pages <= 1:
        return None
    tail = f":{sort}:{int(hide_ai)}"
    return view_of([[
        button(f"{front.prefix}:lb:{max(page - 1, 0)}{tail}", t("btn-prev", loc),
               disabled=page <= 0),
        button(f"{front.prefix}:lb:{page + 1}{tail}", t("btn-next", loc),
               disabled=page + 1 >= pages)]])


async def show_leaderboard(front: GameFront, interaction: discord.Interaction, page: int, *,
                           sort: str = "rating", hide_ai: bool = False, edit: bool = False,
                           share: bool = False) -> None:
    loc = lang.server(interaction) if share else lang.private(interaction)
    guild_id = tokens.home(interaction)  # a server's, or a group DM's own (its channel)
    if guild_id is None:
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return
    storage, game = front.bot.storage, front.game

    async def read() -> tuple[int, int, list[RatingRow]]:
        number, pages = paged(page, await storage.rating_board_size(
            guild_id, hide_ai=hide_ai, game=game))
        rows = await storage.rating_board(guild_id, sort=sort, hide_ai=hide_ai,
                                          offset=number * PAGE_SIZE, limit=PAGE_SIZE,
                                          game=game)
        return number, pages, list(rows)

    page, pages, rows = await read_in_time(interaction, read(), update=edit,
                                           ephemeral=not share)
    guild = interaction.guild.name if interaction.guild and interaction.guild.name \
        else getattr(interaction.channel, "name", None) or "—"  # a group DM: its name
    title = t(front.key("dc-board-title"), loc, guild=guild)
    embed = leaderboard_embed(rows, page, pages, title, sort, loc)
    view = leaderboard_view(front, page, pages, sort, hide_ai, loc)
    await reply(interaction, edit=edit, ephemeral=not share, embed=embed, view=view)


# ------------------------------------------------------------------------ stats
async def show_stats(front: GameFront, interaction: discord.Interaction,
                     who: discord.User | discord.Member, share: bool) -> None:
    loc = lang.server(interaction) if share else lang.private(interaction)
    guild_id = tokens.home(interaction)  # a server's, or a group DM's own (its channel)
    if guild_id is None:
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return
    storage, game = front.bot.storage, front.game

    async def read() -> tuple[RatingRow | None, LeaderRow | None, list[RatingPoint]]:
        row = await storage.player_rating(guild_id, who.id, game=game)
        stats = await storage.player_stats(guild_id, who.id, game=game)
        if row is None or stats is None:
            return row, stats, []
        return row, stats, list(await storage.rating_history(guild_id, who.id, limit=50,
                                                             game=game))

    row, stats, history = await read_in_time(interaction, read(), ephemeral=not share)
    embed = discord.Embed(title=t(front.key("dc-stats-title"), loc, name=who.display_name),
                          colour=COLOUR)
    if row is None or stats is None:
        embed.description = t("dc-stats-none", loc, name=who.display_name)
        await reply(interaction, ephemeral=not share, embed=embed)
        return
    embed.description = "\n".join((
        t("dc-stats-rating", loc, rating=rating_text(row, loc), rank=row.rank,
          mu=decimal(row.mu, loc), sigma=decimal(row.sigma, loc)),
        front.stats_line(stats, loc)))
    files: list[discord.File] = []
    values = [p.ordinal for p in history]
    picture = front.rating_picture(values) if len(values) >= 2 else None
    if picture is not None:
        files.append(discord.File(io.BytesIO(picture), filename="rating.png",
                                  description=t("dc-stats-history-alt", loc,
                                                count=len(values),
                                                first=decimal(values[0], loc),
                                                last=decimal(values[-1], loc))))
        embed.set_image(url="attachment://rating.png")
        embed.set_footer(text=t("dc-stats-history", loc, count=len(values)))
    await reply(interaction, ephemeral=not share, embed=embed, files=files)


# ---------------------------------------------------------------------- history
def _history_player(place: int, row: Mapping[str, Any], loc: str) -> str:
    """One player of a finished game in the history: place, 🏆 for a winner, name, score."""
    name = (str(row.get("name")) if row.get("name")
            else t("seat-forgotten", loc, number=int(row.get("seat", 0)) + 1))
    return f"{place}. {'🏆 ' if row.get('won') else ''}{name} {signed(int(row.get('score', 0)))}"


def history_text(front: GameFront, games: Sequence[GameSummary], page: int, pages: int,
                 loc: str) -> str:
    if not games:
        return t("dc-history-empty", loc)
    lines = [t("dc-history-title", loc, page=page + 1, pages=pages)]
    for g in games:
        rows = g.standings  # placed as the ratings place them: equal results share a place
        order = finishing_order([int(s.get("score", 0)) for s in rows],
                                [i for i, s in enumerate(rows) if s.get("won")])
        people = ", ".join(_history_player(place, rows[i], loc) for place, i in order)
        lines.append(t("dc-history-game", loc, table=g.table_id, when=when(g.finished_at),
                       players=people))
    hint = front.history_hint
    if hint:
        lines.append(t(hint, loc))
    return "\n".join(lines)


async def show_history(front: GameFront, interaction: discord.Interaction, page: int,
                       user_id: int | None, *, edit: bool = False) -> None:
    loc = lang.private(interaction)
    guild_id = tokens.home(interaction)  # a server's, or a group DM's own (its channel)
    if guild_id is None:
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return
    storage, game = front.bot.storage, front.game

    async def read() -> tuple[int, int, list[GameSummary]]:
        number, pages = paged(page, await storage.recent_games_size(
            guild_id, user_id=user_id, game=game))
        games = await storage.recent_games(guild_id, user_id=user_id, game=game,
                                           offset=number * PAGE_SIZE, limit=PAGE_SIZE)
        return number, pages, list(games)

    page, pages, games = await read_in_time(interaction, read(), update=edit)
    text = clip(history_text(front, games, page, pages, loc))
    who = user_id or 0
    view = None if pages <= 1 else view_of([[
        button(f"{front.prefix}:hs:{max(page - 1, 0)}:{who}", t("btn-prev", loc),
               disabled=page <= 0),
        button(f"{front.prefix}:hs:{page + 1}:{who}", t("btn-next", loc),
               disabled=page + 1 >= pages)]])
    await reply(interaction, edit=edit, content=text, view=view)


# -------------------------------------------------------------------- forget me
def forget_view(front: GameFront, user_id: int, loc: str) -> discord.ui.View:
    return view_of([[
        button(f"{front.prefix}:fm:{user_id}:yes", t("btn-forget-yes", loc), "danger"),
        button(f"{front.prefix}:fm:{user_id}:no", t("btn-forget-no", loc))]])


async def forget(front: GameFront, interaction: discord.Interaction, user_id: int,
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
        done = await front.bot.storage.forget_user(user_id)
    except StillSeated as exc:
        await interaction.edit_original_response(
            content=t("forget-still-seated", loc, tables=", ".join(map(str, exc.tables))),
            view=None)
        return
    await interaction.edit_original_response(
        content=t("dc-forget-done", loc, servers=done.players, tables=done.tables), view=None)

