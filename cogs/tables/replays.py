"""A finished game watched again page by page, privately, for any game whose replay is a
list of pages of lines (`/<game> replay game:<number>`, then Previous / Next).

The game gives its page buttons' ids and how its stored game is told as pages (its text
keys are ``dc-replay-…`` after its key prefix); this module loads the game (this server's,
finished) in time, clamps the page, draws Previous / Next and replies. Nothing in an id is
trusted: the game is loaded again on each press. `replay_command` builds the game's
`/<game> replay` itself (its options `game` and `start`, named and described by the game's
``cmd-opt-game-desc`` and ``cmd-opt-round`` keys).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands

from cogs.tables import lang, tokens
from cogs.tables.commands import command, keyword
from cogs.tables.items import button, view_of
from cogs.tables.render import clip
from cogs.tables.replies import answer, read_in_time, reply
from larry_core.errors import IllegalMove
from larry_core.games.base import GameKind
from larry_core.games.grammar import split_seat
from larry_core.storage.base import GameNotFinished
from larry_core.tables.table import TableOptions
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront

R = TypeVar("R")
F = TypeVar("F", bound="GameFront")
MAX_TABLE_ID = 2**53 - 1  # a table's number as Discord's integer options carry it
# how a game tells a stored game: (players, rules, seed, moves, names, loc) -> pages of lines
Told = Callable[[int, R, int, Sequence[str], Sequence[str], str], list[list[str]] | None]


def names_of(seats: Sequence[Mapping[str, Any]], loc: str) -> list[str]:
    """A stored table's seat names, AI seats marked; a player who asked to be forgotten is
    an anonymous seat."""
    out = []
    for i, seat in enumerate(seats):
        if seat.get("forgotten") or not seat.get("name"):
            out.append(t("seat-forgotten", loc, number=i + 1))
        elif seat.get("ai"):
            out.append(t("dc-ai-name", loc, name=str(seat["name"])))
        else:
            out.append(str(seat["name"]))
    return out


async def show(front: GameFront, interaction: discord.Interaction, table_id: int,
               number: int, *, edit: bool, rules: type[R], told: Told[R],
               page_id: Callable[[int, int], str]) -> None:
    """Page `number` of a finished game of this server, privately (or the pressed replay
    message edited to it). `told(players, rules, seed, moves, names, loc)` tells the stored
    game as pages (None if its log does not replay); a game whose rules are not a `rules`
    is unknown. The game's texts: ``dc-replay-running``, ``-unknown``, ``-corrupt`` and
    ``-title`` (`$table`, `$round`, `$rounds`) after its key prefix."""
    loc = lang.private(interaction)
    guild_id = tokens.home(interaction)  # a server's, or a group DM's own (its channel)
    if guild_id is None:
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return

    async def read() -> list[list[str]] | str:
        try:
            found = await front.bot.storage.load_finished(table_id, guild_id)
        except GameNotFinished:
            return front.key("dc-replay-running")
        if found is None or found.summary.game != front.game:
            return front.key("dc-replay-unknown")
        options = TableOptions.from_dict(found.record.options)
        if not isinstance(options.rules, rules):
            return front.key("dc-replay-unknown")
        seats = found.record.seats
        pages = told(len(seats), options.rules, found.record.seed, found.moves,
                     names_of(seats, loc), loc)
        return pages if pages is not None else front.key("dc-replay-corrupt")

    got = await read_in_time(interaction, read(), update=edit)
    if isinstance(got, str):
        await answer(interaction, t(got, loc, table=table_id))
        return
    number = min(max(number, 1), len(got))
    head = t(front.key("dc-replay-title"), loc, table=table_id, round=number, rounds=len(got))
    view = view_of([[
        button(page_id(table_id, max(number - 1, 1)), t("btn-prev", loc),
               disabled=number <= 1),
        button(page_id(table_id, min(number + 1, len(got))), t("btn-next", loc), "primary",
               disabled=number >= len(got))]])
    await reply(interaction, edit=edit, content=clip("\n".join([head, *got[number - 1]])),
                view=view)


def replay_command(front: F, show: Callable[[F, discord.Interaction, int, int],
                                             Awaitable[None]], *,
                   rounds: int, tables: int = MAX_TABLE_ID
                   ) -> app_commands.Command[Any, Any, Any]:
    """`/<group> replay game:<number> [start:<page>]` of `front`: `show(front, interaction,
    game, start)` (its replay module's `show`). `game` runs from 1 to `tables`, `start`
    (default 1) from 1 to `rounds`; `game` is named by the shared ``cmd-opt-game`` and
    described by the game's ``cmd-opt-game-desc``, `start` named and described by the
    game's ``cmd-opt-round`` (and ``-desc``); the command by the game's ``cmd-replay-desc``."""
    async def callback(interaction: discord.Interaction, game: int, start: int = 1) -> None:
        await show(front, interaction, game, start)

    return command(front, "replay", callback,
                   params=[keyword("game", app_commands.Range[int, 1, tables]),
                           keyword("start", app_commands.Range[int, 1, rounds], 1)],
                   names={"game": "cmd-opt-game", "start": front.key("cmd-opt-round")},
                   descriptions={"game": front.key("cmd-opt-game-desc")})


def replayed(kind: GameKind, game: Any, players: int, moves: Sequence[str],
             tell: Callable[[list[dict[str, Any]]], object]) -> bool:
    """A stored game played again: each of its `moves` (``<seat> <body>``) applied to `game`
    through its `kind`, the events of each told (`tell`). False when a move does not apply
    (a damaged log) or the game does not reach its end."""
    try:
        for text in moves:
            seat, body = split_seat(text, players)
            tell(game.apply(seat, kind.parse(body)))
    except (IllegalMove, ValueError):
        return False
    return bool(game.over)
