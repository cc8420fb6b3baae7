"""`/play`, one entry to every game: a private list of the games the bot serves (each with
its player counts and its own command, one line each, in the user's language) and a button
per game. Pressing one opens that game's lobby in the channel exactly as its own `/… new`
does with no options given (the server's settings: `commands.open_new`). Which games there
are is the registry's (the `Tables` cog's added fronts, in registry order): nothing here
names a game.

Buttons: ``play:<game>`` (the game's registry name). An id naming no served game is
answered privately and opens nothing; a lobby refused (the channel has a table) is answered
as `/… new` answers it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.tables import commands, lang, tokens
from cogs.tables.items import PressItem, buttons_view
from cogs.tables.lang import cmd
from cogs.tables.replies import answer, command_failed
from larry_core.games.base import GameKind
from larry_core.games.registry import GAMES
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront, Tables

PREFIX = "play"
_PICK = re.compile(r"play:([a-z0-9_]{1,40})")


def pick_id(game: str) -> str:
    return f"{PREFIX}:{game}"


def served(tables: Tables) -> list[GameFront]:
    """The fronts of the games the bot serves now, in the registry's order."""
    return [tables.fronts[name] for name in GAMES if name in tables.fronts]


def players(kind: GameKind, loc: str) -> str:
    """How many play `kind` ("2–8 players")."""
    if kind.min_players == kind.max_players:
        return t("play-players-exact", loc, count=kind.max_players)
    return t("play-players", loc, min=kind.min_players, max=kind.max_players)


def game_line(front: GameFront, loc: str) -> str:
    """One game's line: its name, how many play, its own command."""
    return t("play-line", loc, game=front.title(loc), players=players(front.kind, loc),
             group=front.group)


def picker(fronts: Sequence[GameFront], loc: str, head: str,
           button_id: Any = pick_id) -> dict[str, Any]:
    """A private picker's message: `head`, a line per game, a button per game
    (`button_id(game)` its custom_id)."""
    lines = [head, *(game_line(front, loc) for front in fronts)]
    view = buttons_view([(button_id(front.game), front.title(loc), "primary")
                         for front in fronts])
    return {"content": "\n".join(lines), "view": view}


def command(tables: Tables) -> app_commands.Command[Any, Any, Any]:
    """`/play`: the games, privately, a button each."""

    async def callback(interaction: discord.Interaction) -> None:
        loc = lang.private(interaction)
        if tokens.home(interaction) is None:
            await answer(interaction, t("play-not-in-guild", loc))
            return
        fronts = served(tables)
        await interaction.response.send_message(
            ephemeral=True, **picker(fronts, loc, t("play-title", loc)))

    # in servers, the bot's DM and group DMs, as every game's own commands
    play: app_commands.Command[Any, Any, Any] = app_commands.Command(
        name=cmd("play-cmd"), description=cmd("play-cmd-desc"), callback=callback,
        allowed_contexts=tokens.EVERYWHERE, allowed_installs=tokens.INSTALLS)

    @play.error
    async def failed(interaction: discord.Interaction,
                     error: app_commands.AppCommandError) -> None:
        await command_failed(interaction, error)

    return play


class PlayButton(PressItem, template=r"play:(?P<rest>.{0,95})"):
    """A game picked in `/play`'s list: its lobby opened as its `/… new` opens it."""

    async def press(self, front: Any, interaction: discord.Interaction,
                    custom_id: str) -> None:
        tables: Tables = front
        m = _PICK.fullmatch(custom_id)
        game = tables.fronts.get(m[1]) if m else None
        if game is None:
            await answer(interaction, t("play-unknown-game", lang.private(interaction)))
            return
        await commands.open_new(game, interaction, {})


ITEMS: tuple[type[PressItem], ...] = (PlayButton,)
