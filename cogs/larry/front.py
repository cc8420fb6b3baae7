"""Larry's Discord front end: a screen, not a program (`cogs.tables.screens`).

Its lobby, its table (the round, the limit, the claim and the pile, every player's cards and
points, the pictures of the latest revealed pile or round's results), the turn line (who
starts, who must act), the narration and the results with the bluff report are pure
functions of one committed table, read from the game's public view. What the player to act
may do is choice groups of their request (`cogs.larry.playing`): Doubt and Accept on the table,
the card to play and its claim or face-up play on their own screen (**Your move**). The
shared tables draw them, answer their presses, keep the player's own screen current (their
hand and its picture) and send the hand DMs.

Its own parts: **Catch!**, which anyone but the one caught may press (no seat's request holds
it), a finished game's replay, the stats line, the rating picture and its commands (log,
replay, forget-me) beside the shared group's.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.larry import after, commands, pictures, playing, render
from cogs.larry.components import LarryButton, Press, catch_control
from cogs.tables import choosing, lang, tokens, turns, unclaimed
from cogs.tables import render as shared
from cogs.tables.attachments import Files, files
from cogs.tables.choices import Group
from cogs.tables.render import signed
from cogs.tables.replies import answer, explain, quiet
from cogs.tables.screens import ScreenFront, Shown
from larry_core.games.larry.art.sparkline import sparkline_png
from larry_core.games.larry.request import Request
from larry_core.games.larry.views import PublicView, SeatView
from larry_core.storage.base import LeaderRow
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Table, TableError
from larry_core.text import percent, t

log = logging.getLogger(__name__)
MAX_FILES = 10  # Discord's limit of attachments per message (and of a media gallery)
Picture = tuple[bytes, str, str]  # a public picture: png, file name, description


class LarryFront(ScreenFront):
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
    items = (LarryButton,)
    accent = 0xD35400  # Larry's orange: the table's colour
    private = True

    def __init__(self) -> None:
        super().__init__()
        self.reviews = after.Reviews()
        # each table's latest public pictures (a revealed pile, a round's results) and the
        # move count when they were shown: they stay on the table until every player had a
        # turn since (an AI's next move comes within seconds), or newer ones replace them.
        # Kept in memory only: after a restart the moves' text tells the same.
        self.pictures: dict[int, tuple[int, list[Picture]]] = {}

    async def prepare(self) -> None:
        await asyncio.to_thread(pictures.prepare)

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

    # ------------------------------------------------------------- the table
    def lobby(self, table: Table, loc: str) -> tuple[str, str, str]:
        return render.lobby_texts(table)

    def started(self, table: Table, names: Sequence[str], loc: str) -> str:
        """The line of the game's start: the playing order, and who starts."""
        pv = public(table)
        who = names[pv.to_move] if pv is not None and pv.to_move is not None else "?"
        # a table that lives on interaction tokens sends no hand by DM
        key = "game-started-tokens" if tokens.Tokens.only(table) else "game-started"
        return t(key, loc, seats=shared.seat_order(names), starter=who)

    def narrate(self, table: Table, change: Change, names: Sequence[str],
                loc: str) -> list[str]:
        pv = public(table)
        return render.describe(change.events, names, pv, loc) if pv is not None else []

    def shown_of(self, table: Table, who: str, changes: Sequence[Change],
                 lines: Sequence[str], loc: str) -> Shown:
        pv = public(table)
        assert pv is not None, "a started table"
        names = shared.seat_names(table, loc)
        new = [p for ch in changes if ch.kind == "moved"
               for p in pictures.for_change(table, ch.events, names, loc)]
        acting = pv.to_move if pv.phase != "over" else None
        ask = render.prompt(pv, names, loc, ai=acting is not None and table.is_ai(acting),
                            mention=turns.mention(table, acting))
        over = pv.phase == "over"
        return Shown(render.table_title(table, pv, table.status), render.table_blocks(table, pv),
                     ask or "",
                     results=shared.results_text(
                         [*lines, *after.report_lines(table, names, loc)], loc) if over
                     else None,
                     pictures=files(self.on_table(table, pv, new)))

    def on_table(self, table: Table, pv: PublicView, shown: list[Picture]) -> list[Picture]:
        """The pictures the table shows now: `shown`, the ones these changes call for, else
        the latest earlier ones until every player had a turn since them."""
        if not table.open:
            self.pictures.pop(table.id, None)
            return shown[-MAX_FILES:]
        if shown:
            self.pictures[table.id] = (pv.moves_applied, shown[-MAX_FILES:])
        kept = self.pictures.get(table.id)
        if kept is None or pv.moves_applied - kept[0] >= len(pv.hand_sizes):
            self.pictures.pop(table.id, None)
            return []
        return kept[1]

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        return self.held_choices(table, seat, loc, frozenset())

    def held_choices(self, table: Table, seat: int, loc: str,
                     held: frozenset[str]) -> Sequence[Group]:
        mine = seat_view(table, seat)
        if mine is None or mine.public.to_move != seat or mine.public.phase == "over":
            return ()
        assert table.game is not None
        return playing.groups(Request(table.game, seat, mine), mine,
                              shared.seat_names(table, loc), held, loc)

    def table_controls(self, table: Table, seat: int | None, loc: str,
                       held: frozenset[str] | None = None) -> choosing.Drawn:
        """The shared controls, and Catch! while a missed Larry call may be caught."""
        drawn = super().table_controls(table, seat, loc, held)
        pv = public(table)
        if pv is None or pv.catchable is None or not table.open:
            return drawn
        return choosing.Drawn([*drawn.controls, catch_control(table.id, table.version,
                                                              pv.catchable, loc)], drawn.greyed)

    # ---------------------------------------------------------- its own part
    def seat_shown(self, table: Table, seat: int, loc: str) -> Shown | None:
        """The hand (with the state of play above it while the seat is to act) and its
        picture."""
        mine = seat_view(table, seat)
        if mine is None:
            return None
        acting = mine.public.to_move == seat and mine.public.phase not in ("over", "final")
        text = playing.header(mine, loc) if acting else render.hand_text(mine.hand, loc)
        return Shown("", (text,), pictures=pictures.hand(table, mine.hand, loc))

    def own(self, table: Table, seat: int, loc: str) -> str | None:
        mine = seat_view(table, seat)
        return render.hand_text(mine.hand, loc) if mine is not None else None

    def seat_turn(self, table: Table, seat: int, loc: str,
                  held: frozenset[str]) -> str | None:
        mine = seat_view(table, seat)
        if mine is None or table.game is None or mine.public.phase == "final":
            return None
        return playing.prompt(Request(table.game, seat, mine), mine,
                              shared.seat_names(table, loc), held, loc)

    def hand_key(self, table: Table, seat: int) -> tuple[str, ...] | None:
        mine = seat_view(table, seat)
        return tuple(mine.hand) if mine is not None else None

    def dm(self, table: Table, seat: int, loc: str) -> str | None:
        mine = seat_view(table, seat)
        if mine is None:
            return None
        return t("dc-dm-hand", loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 round=mine.public.round, hand=render.hand_text(mine.hand, loc))

    def dm_pictures(self, table: Table, seat: int, loc: str) -> Files | None:
        mine = seat_view(table, seat)
        return pictures.hand(table, mine.hand, loc) if mine is not None else None

    # ---------------------------------------------------------- its presses
    async def on_press(self, interaction: discord.Interaction, press: Press) -> None:
        if press.kind == "review":
            await after.show_replay(self, interaction, press.table, press.arg or 1, edit=True)
        elif press.kind == "jump":
            await unclaimed.open_modal(
                interaction, after.JumpModal(self, press.table, lang.private(interaction)))
        else:
            await self.turn_press(interaction, press)

    async def turn_press(self, interaction: discord.Interaction, press: Press) -> None:
        """Catch!, or a button of a table drawn by an earlier version (My hand still shows
        the hand; the others are out of date: the table shows today's)."""
        svc, uid = self.bot.service, interaction.user.id
        try:
            table = svc.get(press.table)  # committed state only
        except TableError as exc:
            await answer(interaction, explain(exc, lang.private(interaction)))
            return
        loc = lang.private(interaction, table)
        if table.options.game != self.game:  # a forged id naming another game's table
            await answer(interaction, t(self.garbled_key, loc))
            return
        seat = table.seat_of(uid)
        if seat is None:
            await answer(interaction, t("not-playing", loc))
            return
        if press.action == "hand":
            await self.hand_asked(interaction, table, seat)
        elif press.action != "catch":
            await answer(interaction, t("stale", loc))
        else:
            await quiet(interaction, lambda o: svc.play(table.id, uid, f"catch {press.arg}",
                                                        press.version, o), table)


def public(table: Table) -> PublicView | None:
    return table.game.public_view() if table.game is not None else None


def seat_view(table: Table, seat: int) -> SeatView | None:
    return table.game.seat_view(seat) if table.game is not None else None


LARRY_FRONT = LarryFront()
