"""What every game's presenter does around its own part of `announce`: the table read once,
before the first await (`Moment`), its changes told, and the lobby shown in place of a turn
until the game has started (`Moment.playing`), then whose turn it is (`Moment.turn`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

import discord

from cogs.tables import ids, turns
from cogs.tables.reader import TableReader
from cogs.tables.render import seat_names
from larry_core.games.base import PublicView
from larry_core.tables.table import Change, Table

if TYPE_CHECKING:
    from cogs.tables.publisher import Publisher

S = TypeVar("S")  # a game's state
V = TypeVar("V", bound=PublicView)  # its public view
Q = TypeVar("Q")  # the request of a seat to act


class Lobby(NamedTuple):
    """A game's lobby message: its embed (of the table, and why it closed if it did) and its
    buttons (Join, Leave, Start, Add AI, Cancel: `ids.lobby_view`)."""

    embed: Callable[[Table, str | None], discord.Embed]
    prefix: str  # the game's custom_id namespace

    def buttons(self, table: int, loc: str) -> discord.ui.View:
        return ids.lobby_view(self.prefix, table, loc)


class Turn(NamedTuple, Generic[S, V, Q]):
    """A started game as an announce shows it: its state and public view, the seat to act
    (None: nobody, the game is over), whether an AI plays it, and else the request of the
    human who does (None while an AI or nobody acts)."""

    game: S
    pub: V
    seat: int | None
    is_ai: bool
    request: Q | None


class Moment(NamedTuple, Generic[S, V]):
    """A table as one announce shows it, read at once before the first await (the table
    changes under later awaits: what is shown is one committed state). A presenter unpacks
    it: ``loc, names, game, pub, is_open, version, status = Moment.of(table, READER)``."""

    loc: str  # the table's language
    names: list[str]  # its seats' names, in that language
    game: S | None  # the game's state (None before the game starts)
    pub: V | None  # what everybody may know of it (None before the game starts)
    is_open: bool
    version: int
    status: str

    @classmethod
    def of(cls, table: Table, reader: TableReader[S, V, Any]) -> Moment[S, V]:
        loc = table.options.language
        return cls(loc, seat_names(table, loc), reader.state(table), reader.public(table),
                   table.open, table.version, table.status)

    def told(self, changes: Sequence[Change], started: str,
             narrate: Callable[[Change], list[str]]) -> tuple[list[str], str | None]:
        """What the turn message tells of `changes`, and the lobby's closing note, if it
        was closed (`turns.change_lines`)."""
        return turns.change_lines(changes, self.loc, playing=self.game is not None,
                                  started=started, narrate=narrate)

    async def playing(self, publisher: Publisher, table: Table, box: dict[str, Any],
                      closed: str | None, lobby: Lobby, *,
                      repost: bool) -> tuple[S, V] | None:
        """The first awaits of an announce: a repost's old messages cleared; then the game's
        state and public view, once it has started, or else the lobby shown (`closed`: why
        it closed, if it did) and None."""
        if repost:
            await turns.clear(publisher, table, box)
        if self.game is None or self.pub is None:
            await publisher.show_lobby(table, box, closed, self.status, lobby=lobby.embed,
                                       buttons=lobby.buttons)
            return None
        return self.game, self.pub

    async def turn(self, publisher: Publisher, table: Table, box: dict[str, Any],
                   closed: str | None, lobby: Lobby, request: Callable[[S, int], Q], *,
                   repost: bool) -> Turn[S, V, Q] | None:
        """`playing`, and whose turn it is: `request` gives the request of a human seat to
        act. None: the lobby is shown."""
        playing = await self.playing(publisher, table, box, closed, lobby, repost=repost)
        if playing is None:
            return None
        game, pub = playing
        seat = pub.to_move
        is_ai = seat is not None and table.is_ai(seat)
        return Turn(game, pub, seat, is_ai,
                    request(game, seat) if seat is not None and not is_ai else None)


class HandsPresenter:
    """The parts of a presenter for a game whose hands are private, each sent to its player
    by DM (Kakerlakenpoker, Larry): the hand DMs are sent again when the game starts and
    after each move (each edited only if that hand changed); its turn buttons' ids begin
    ``<prefix>:t:<table>:``. A subclass gives `prefix`, `hand_cards`, `hand_dm` and
    `announce`."""

    prefix: str = ""  # the game's custom_id namespace

    def turn_prefix(self, table: Table) -> str:
        return f"{self.prefix}:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        if change.kind in ("started", "moved"):
            publisher.send_hands(table)
