"""Private views that stay current: a player's open **My hand** / **My cup** (an ephemeral
answer only they see) is edited when what it shows changes, so it is never stale.

A game's front end says how one of its private views is shown (`Shown`: a cheap `key` of
what it shows, e.g. the hand's cards, and the `render`ed fields of an edit) and, whenever it
answers a player with that view, remembers the answer (`remember`): by (table, seat, user),
the latest one only, through the webhook of the interaction that made it and the message's
id; the one it replaces is removed, so a player's private answers never pile up. The
publisher tells `changed` about each committed change of a table (one line in its
`on_change`); a view whose key changed is edited in the background, through that
interaction's token (exempt from the global rate limit), at most once a `gap` per view, the
latest state winning (changes in between coalesce). The game and the publisher never wait
for it, and its failures are logged, not raised.

A view is forgotten when its seat changes hands (the player left, an AI plays it: nothing
of the seat is shown to them any more), once its table is closed (after a last edit, if the
close changed what it shows), when its token is about to expire (Discord lets an
interaction's token live 15 minutes), and when an edit finds the message gone or refused
(its user dismissed it).
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import replies, token_clock
from cogs.tables.outbound import TOKEN_USABLE

if TYPE_CHECKING:
    from cogs.tables.front import GameFront
    from cogs.tables.publisher import Publisher
    from larry_core.tables.table import Change, Table

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Shown:
    """How a game shows one kind of private view, read from the table's committed state.

    `key(table, seat, user)`: what the view shows, cheaply (compared, never shown or
    logged); `render(table, seat, user, loc)`: the edit's fields (content, view,
    attachments...), None when there is nothing to show any more; `until(table)`: a wall
    clock time at which what it shows changes with time alone (e.g. a pause that ends), or
    None."""

    key: Callable[[Table, int, int], Hashable]
    render: Callable[[Table, int, int, str], dict[str, Any] | None]
    until: Callable[[Table], float | None] | None = None


@dataclass(eq=False, slots=True)
class Open:
    """One open private view: the message that shows it and how to edit it."""

    table: Table
    seat: int
    user: int
    loc: str
    shown: Shown
    edit: Callable[..., Awaitable[object]]  # the message's edit through its interaction
    key: Hashable  # what it shows now (as last sent)
    delete: Callable[[], Awaitable[object]] | None = None  # the message's removal, likewise
    since: float = field(default_factory=token_clock.now)  # when its token was made
    last: float = field(default_factory=time.monotonic)  # when it was last written
    task: asyncio.Task[None] | None = None
    message: int | None = None  # the message's id

    def fresh(self) -> bool:
        return token_clock.now() - self.since < TOKEN_USABLE


class PrivateViews:
    """The open private views of one publisher's tables."""

    gap = 1.0  # seconds between two edits of one view

    def __init__(self, closed: Callable[[], bool]) -> None:
        self.closed = closed  # whether the bot is closed (nothing is sent then)
        self.views: dict[int, dict[tuple[int, int], Open]] = {}  # table -> (seat, user)
        self.timers: dict[int, asyncio.TimerHandle] = {}  # table -> a time-only change
        self.dismissing: set[asyncio.Task[None]] = set()  # earlier views being removed

    # ------------------------------------------------------------------ views
    def remember(self, interaction: discord.Interaction, message_id: int | None, table: Table,
                 seat: int, loc: str, shown: Shown, key: Hashable) -> None:
        """`interaction` has just answered with the seat's view (message `message_id`, which
        shows `key`, read before the answer went out): keep it current. It replaces that
        player's earlier view of the seat."""
        if message_id is None or not table.open or not table.holds(seat, interaction.user.id):
            return
        user = interaction.user.id
        age = max(0.0, replies.age(interaction))
        hook = interaction.followup

        def edit(**fields: Any) -> Awaitable[object]:
            return hook.edit_message(message_id, **fields)

        def delete() -> Awaitable[object]:
            return hook.delete_message(message_id)

        # an earlier view's task (if any) sees that it is no longer live and ends
        mine = self.views.setdefault(table.id, {})
        earlier = mine.get((seat, user))
        view = mine[(seat, user)] = Open(table, seat, user, loc, shown, edit, key, delete,
                                         since=token_clock.now() - age, message=message_id)
        if shown.key(table, seat, user) != key:  # changed while the answer went out
            self._wake(view)
        self._time(table)
        if earlier is not None and earlier.fresh() and earlier.delete is not None:
            # the player's earlier view goes: their private answers never pile up
            task = asyncio.create_task(self._dismiss(earlier),
                                       name=f"larry-private-view-gone-{table.id}")
            self.dismissing.add(task)
            task.add_done_callback(self.dismissing.discard)

    def redraw_of(self, table: Table, seat: int, user: int, message_id: int,
                  loc: str) -> tuple[Hashable, dict[str, Any]] | None:
        """What the seat's open view (message `message_id`) would show of `table` and the
        fields of the edit that shows it, its pictures anew (`Shown.render`), read from one
        state; None: that message is not the seat's open view, or shows nothing now."""
        view = self.views.get(table.id, {}).get((seat, user))
        if view is None or view.message != message_id:
            return None
        fields = view.shown.render(table, seat, user, loc)
        return (view.shown.key(table, seat, user), fields) if fields is not None else None

    def drawn(self, table_id: int, seat: int, user: int, message_id: int,
              key: Hashable) -> None:
        """The seat's open view (message `message_id`) was just redrawn to show `key` by a
        press's own answer: it is not edited again for what it already shows."""
        view = self.views.get(table_id, {}).get((seat, user))
        if view is None or view.message != message_id:
            return
        view.key, view.last = key, time.monotonic()
        if view.task is not None and not view.task.done() and \
                view.shown.key(view.table, seat, user) == key:
            view.task.cancel()  # an edit of the same state, waiting for its gap

    def forget(self, view: Open) -> None:

        mine = self.views.get(view.table.id)
        if mine is not None and mine.get((view.seat, view.user)) is view:
            del mine[(view.seat, view.user)]
            if not mine:
                del self.views[view.table.id]
                timer = self.timers.pop(view.table.id, None)
                if timer is not None:
                    timer.cancel()

    def live(self, view: Open) -> bool:
        return self.views.get(view.table.id, {}).get((view.seat, view.user)) is view

    def of_table(self, table_id: int) -> list[Open]:
        return list(self.views.get(table_id, {}).values())

    # ---------------------------------------------------------------- changes
    def changed(self, table: Table) -> None:
        """A committed change of `table` (synchronously, must not block): wake each of its
        open views whose key changed; forget those that may no longer be shown."""
        for view in self.of_table(table.id):
            if view.table is not table:
                view.table = table  # the service's table object is the current one
            if not table.holds(view.seat, view.user) or not view.fresh() or self.closed():
                self.forget(view)
                continue
            try:
                key = view.shown.key(table, view.seat, view.user)
            except Exception:
                log.exception("table %d: a private view's key failed", table.id)
                self.forget(view)
                continue
            if key != view.key:
                self._wake(view)
            elif not table.open and (view.task is None or view.task.done()):
                self.forget(view)
        self._time(table)

    def _wake(self, view: Open) -> None:
        """Have `view` edited to the latest state (one task a view, at a time)."""
        if view.task is None or view.task.done():
            view.task = asyncio.create_task(self._run(view),
                                            name=f"larry-private-view-{view.table.id}")

    def _time(self, table: Table) -> None:
        """Look at the table's views again when what one shows changes with time alone."""
        old = self.timers.pop(table.id, None)
        if old is not None:
            old.cancel()
        whens = [when for view in self.of_table(table.id) if view.shown.until is not None
                 and (when := view.shown.until(table)) is not None]
        if not whens or not table.open:
            return
        delay = max(0.0, min(whens) - time.time()) + 0.05
        self.timers[table.id] = asyncio.get_running_loop().call_later(
            delay, self._timed, table)

    def _timed(self, table: Table) -> None:
        self.timers.pop(table.id, None)
        self.changed(table)

    async def _dismiss(self, view: Open) -> None:
        """Remove `view`'s message (replaced by a newer one; best effort: its user may
        have dismissed it already)."""
        if view.task is not None and not view.task.done():
            view.task.cancel()
        try:
            if view.delete is not None:
                await view.delete()
        except discord.HTTPException:
            pass  # dismissed or gone already, or its token expired

    async def _run(self, view: Open) -> None:
        """Edit `view` to the latest state, at most once a `gap`, until it shows it."""
        try:
            while True:
                wait = view.last + self.gap - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                table = view.table
                if not self.live(view):
                    return
                if self.closed() or not view.fresh() or not table.holds(view.seat, view.user):
                    self.forget(view)
                    return
                # the key and the fields are read from one committed state (no await between)
                key = view.shown.key(table, view.seat, view.user)
                if key == view.key:
                    break
                fields = view.shown.render(table, view.seat, view.user, view.loc)
                if fields is None:
                    self.forget(view)
                    return
                view.key, view.last = key, time.monotonic()
                try:
                    await view.edit(**fields)
                except (discord.NotFound, discord.Forbidden):
                    self.forget(view)  # dismissed by its user, or gone
                    return
                except discord.HTTPException as exc:
                    log.warning("table %d: a private view could not be edited (status %s)",
                                table.id, exc.status)
                    view.key = None  # tried again at the next change
                    return
            if not view.table.open:
                self.forget(view)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %d: editing a private view failed", view.table.id)
            self.forget(view)


# one registry per publisher (a bot has one; tests start several bots in one process)
_BY_PUBLISHER: weakref.WeakKeyDictionary[Publisher, PrivateViews] = weakref.WeakKeyDictionary()


def of(publisher: Publisher) -> PrivateViews:
    """The private views of `publisher`'s tables."""
    views = _BY_PUBLISHER.get(publisher)
    if views is None:
        views = _BY_PUBLISHER[publisher] = PrivateViews(publisher.bot.is_closed)
    return views


def changed(publisher: Publisher, table: Table, change: Change) -> None:
    """The publisher's hook (`Publisher.on_change`): a committed change of `table`."""
    views = _BY_PUBLISHER.get(publisher)
    if views is not None:
        views.changed(table)


def redraw_of(publisher: Publisher, table: Table, seat: int, user: int, message_id: int,
              loc: str) -> tuple[Hashable, dict[str, Any]] | None:
    """The seat's open view redrawn to `table` (`PrivateViews.redraw_of`)."""
    views = _BY_PUBLISHER.get(publisher)
    return views.redraw_of(table, seat, user, message_id, loc) if views is not None else None


def drawn(publisher: Publisher, table_id: int, seat: int, user: int, message_id: int,
          key: Hashable) -> None:
    """A press on the seat's open view answered by redrawing it (`PrivateViews.drawn`)."""
    views = _BY_PUBLISHER.get(publisher)
    if views is not None:
        views.drawn(table_id, seat, user, message_id, key)


def remember(front: GameFront, interaction: discord.Interaction, message_id: int | None,
             table: Table, seat: int, loc: str, shown: Shown, key: Hashable) -> None:
    """Keep the private view of `front`'s game that `interaction` has just answered with
    current (`PrivateViews.remember`); `key`: what it shows (`shown.key`, read with what
    the answer shows, before it went out)."""
    if front.tables is not None:
        of(front.tables.publisher).remember(interaction, message_id, table, seat, loc, shown,
                                            key)


async def send(front: GameFront, interaction: discord.Interaction, table: Table, seat: int,
               loc: str, shown: Shown, key: Hashable, content: str, *,
               files: list[discord.File] | None = None,
               view: discord.ui.View | None = None) -> int | None:
    """Answer `interaction` privately with a private view of `front`'s game (`content`, its
    `files` and `view`), as its response or, once that is done, a followup, and keep it
    current (`remember`; `key`: what it shows). The answer's message id (None: unknown)."""
    extra: dict[str, Any] = {"files": files} if files else {}
    if view is not None:
        extra["view"] = view
    if interaction.response.is_done():
        sent = await interaction.followup.send(content, ephemeral=True, wait=True, **extra)
        message_id: int | None = sent.id
    else:
        done = await interaction.response.send_message(content, ephemeral=True, **extra)
        message_id = done.message_id
    remember(front, interaction, message_id, table, seat, loc, shown, key)
    return message_id
