"""The front end of a game whose turn is rolls with dice kept between them (Kniffel,
Würfelpoker): `DiceFront`, what a press of its turn buttons shares — the presser's request
once the press is theirs to make, a die's tap (it toggles in the pressed message itself) and
the dice Roll rolls (those not kept), both through the game's `Keeps`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

import discord

from cogs.tables import lang, own_ids
from cogs.tables.front import OpenGameFront
from cogs.tables.keeps import Keeps
from cogs.tables.layout import AnyView
from cogs.tables.replies import answer
from larry_core.tables.table import Table
from larry_core.text import t


class Moving(Protocol):
    """A game's state as far as a turn press needs it: the seat that acts in it."""

    @property
    def to_move(self) -> int | None: ...


class DicePress(Protocol):
    """A press of a turn button as far as a die's tap or Roll needs it."""

    @property
    def table(self) -> int: ...
    @property
    def version(self) -> int: ...
    @property
    def die(self) -> int: ...  # the die a keep toggles (-1: an older id's whole kept pattern)
    @property
    def kept(self) -> frozenset[int] | None: ...  # an older id's kept dice


G = TypeVar("G", bound=Moving)  # a game's state
Q = TypeVar("Q")  # the request of the seat to act


class DiceFront(OpenGameFront):
    """A game's front end whose turn is rolls with dice kept between them: its
    `turn_press` reads the press with `pressed_request`, and a die's tap and Roll with
    `tap` and `kept_to_roll`."""

    keeps: Keeps  # each table's dice kept in the turn being played

    async def pressed_request(self, interaction: discord.Interaction, press: DicePress,
                              state: Callable[[Table], G | None],
                              request: Callable[[G, int], Q]) -> tuple[Table, Q, str] | None:
        """A turn press's table, the presser's `request` and the answer's language, if the
        press is the presser's move on the current version (`pressed_turn`: no open table
        of the game is ``<keys>dc-no-table``); else None, the press answered."""
        pressed = await self.pressed_turn(interaction, press.table, press.version,
                                          self.key("dc-no-table"), state, lambda g: g.to_move)
        if pressed is None:
            return None
        table, game, seat, loc = pressed
        return table, request(game, seat), loc

    def turn_of(self, table: int, version: int) -> str:
        """What the ids of the turn buttons of `version` begin with."""
        return own_ids.turn_id(self.prefix, table, version, "")

    async def tap(self, interaction: discord.Interaction, table: Table, press: DicePress,
                  can_keep: bool, view: Callable[[frozenset[int]], AnyView]) -> None:
        """Keep or release a die: the turn message's buttons, edited in this interaction's
        response to `view` of the dice kept then (one interaction; `cogs.tables.keeps`);
        stale unless a die `can_keep` now (else the message is of another move)."""
        if not can_keep:
            await answer(interaction, t("stale", lang.private(interaction, table)))
            return
        await self.keeps.toggle(interaction, table.id, press.version,
                                self.turn_of(table.id, press.version), press.die, press.kept,
                                view)

    async def kept_to_roll(self, interaction: discord.Interaction, table: Table,
                           press: DicePress) -> frozenset[int]:
        """The dice kept as Roll is pressed: the ones not kept are rolled."""
        return await self.keeps.to_roll(interaction, table.id, press.version,
                                        self.turn_of(table.id, press.version), press.kept)
