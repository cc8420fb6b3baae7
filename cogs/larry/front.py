"""Larry's Discord front end for the shared tables: its presenter, its buttons and Play form,
its hand, its stats and settings lines, the rating picture, and its own commands (log,
replay, forget-me) beside the shared group's."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.larry import after, commands, pictures
from cogs.larry.actions import Actions
from cogs.larry.components import LarryButton, calls
from cogs.larry.play_form import FormButton
from cogs.larry.presenter import LarryPresenter
from cogs.tables.choices import Group
from cogs.tables.front import GameFront
from cogs.tables.render import signed
from larry_core.games.larry.art.sparkline import sparkline_png
from larry_core.games.larry.views import PublicView
from larry_core.storage.base import LeaderRow
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Table
from larry_core.text import percent, t


class LarryFront(GameFront):
    game = "larry"
    group = "larry"
    prefix = "larry"
    keys = ""
    description = "cmd-larry-desc"
    rules_key = "rules"
    no_table_key = "no-table-here"
    name_key = "dc-game-name"
    garbled_key = "garbled"
    history_hint = "dc-history-hint"
    option_texts: Mapping[str, str] = {"rounds": "cmd-opt-rounds",
                                       "short_game": "cmd-opt-short-game",
                                       "larry_call": "cmd-opt-larry-call"}
    choice_texts: Mapping[str, Mapping[str, str]] = {
        "larry_call": {mode: f"cmd-choice-call-{mode}" for mode in ("auto", "catch")}}
    items = (LarryButton, FormButton)

    def __init__(self) -> None:
        self.presenter = LarryPresenter()
        self.actions = Actions(self)
        self.reviews = after.Reviews()

    async def prepare(self) -> None:
        await asyncio.to_thread(pictures.prepare)

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        await self.actions.show_hand(interaction, table, seat)

    def stats_line(self, stats: LeaderRow, loc: str) -> str:
        return t("dc-stats-line", loc, rank=stats.rank, games=stats.games, wins=stats.wins,
                 rate=percent(stats.win_rate, loc), points=signed(stats.points))

    def rating_picture(self, values: Sequence[float]) -> bytes | None:
        return sparkline_png(values)

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        return after.settings_text(settings, loc, server_language, pictures_default)

    def commands(self) -> list[app_commands.Command[Any, Any, Any]]:
        return [commands.log_command(self), commands.replay_command(self),
                commands.forget_command(self)]

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        """The seat to act's answers to the standing claim (Doubt, Accept), played by the
        shared presses; a card is played through the game's own Play form."""
        view = table.options.kind.public_view(table.game) if table.game is not None else None
        if not isinstance(view, PublicView) or view.to_move != seat:
            return ()
        return calls(view, loc)


LARRY_FRONT = LarryFront()
