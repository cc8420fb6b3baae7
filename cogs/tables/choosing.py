"""The presses of every game's choice groups (`cogs.tables.choices`): their custom_ids, how
they are drawn, and what a press does, for every game alike.

custom_id scheme (shared by every game, ≤ 100 chars):
  ``tb:c:<table>:<version>:<group>:<key>``   a choice's button (choose, toggle, select,
                                             submit)
  ``tb:p:<table>:<version>:<group>``         a pick's or a long select's menu (the value:
                                             a key)
  ``tb:h:<table>``                           My hand / Your move: the seat's own screen
The version is the table's (`GameFront.turn_version`); a race's is its round, as every
racer's move changes the version.

A press is checked, in this order, and refused privately with nothing changed: no such open
table (or not started), a game not served now, not seated, an older version (stale; in a
race, a stopped round), not among the seats to act now, a group or choice that the presser's
request does not hold now (a damaged or forged id). Then a toggle or a selection is held or
released in the pressed message itself (through its own interaction response), and any
other choice plays its move: one service call, which checks it again. A move made on the
table is acknowledged quietly (the table's change says it); one made on the seat's own
screen redraws that screen to what the seat may do next, a refusal noted on top.

What is held in each drawing of a table's current turn is kept per message (`Holds`: the
table's, each own screen's), each tap read and changed under the table's own lock, so two
quick taps from one drawing both count and two screens of one player hold their own. After a
restart it is read back from the pressed message (its choices in the held style, its menus'
picked options).
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

import discord

from cogs.tables import lang, outbound, private_views, turns
from cogs.tables.choices import (
    BUTTONS,
    HELD_STYLE,
    HOLDING,
    PICK,
    SELECT,
    SUBMIT,
    TOGGLE,
    Group,
    first_held,
    hold,
    move_of,
)
from cogs.tables.choices import group as group_named
from cogs.tables.items import PickItem, PressItem, carried
from cogs.tables.layout import ROW, Control, Menu
from cogs.tables.render import seat_names
from cogs.tables.replies import age, answer, explain, origin, quiet
from larry_core.errors import IllegalMove
from larry_core.games.base import SIMULTANEOUS
from larry_core.tables.table import Origin, Table, TableError
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront, Tables

log = logging.getLogger(__name__)
T = TypeVar("T")
# a move on a seat's own screen is answered with the screen redrawn if it is played this
# many seconds into the press's life, else deferred first (measured at 1,000 tables: waiting
# up to 2 s, with the process behind, answered 13,000 presses past 3 s)
ANSWER_BY = 0.5
PREFIX = "tb"
_BUTTON = re.compile(r"tb:c:(\d{1,19}):(\d{1,9}):([a-z]{1,8}):([a-z0-9_-]{1,24})")
_MENU = re.compile(r"tb:p:(\d{1,19}):(\d{1,9}):([a-z]{1,8})")
_HAND = re.compile(r"tb:h:(\d{1,19})")


def button_id(table: int, version: int, group: str, key: str) -> str:
    return f"{PREFIX}:c:{table}:{version}:{group}:{key}"


def menu_id(table: int, version: int, group: str) -> str:
    return f"{PREFIX}:p:{table}:{version}:{group}"


def hand_id(table: int) -> str:
    return f"{PREFIX}:h:{table}"


class Drawn(NamedTuple):
    """Choice groups as a message's controls, and the ids among them shown greyed out."""

    controls: list[Control]
    greyed: frozenset[str]


def controls(groups: Sequence[Group], table: int, version: int, held: frozenset[str], *,
             own: bool = False) -> Drawn:
    """The controls of `groups` at `version`, the choices `held` (``<group>:<key>``) shown
    held: a button per choice (a held one in the held style, with its held label; a submit
    labelled for the number of toggles held, greyed where it makes no move then), a pick's
    choices in a select menu, and a select group's too beyond `BUTTONS` choices. `own`: on
    the seat's own screen (its private groups too, each group in rows of its own); else on
    the table (never those)."""
    out: list[Control] = []
    greyed: set[str] = set()
    count = sum(1 for g in groups if g.kind == TOGGLE for c in g.choices
                if f"{g.name}:{c.key}" in held)
    for g in groups:
        if g.private and not own:
            continue
        if own:
            out.append(ROW)
        if g.kind == PICK or (g.kind == SELECT and len(g.choices) > BUTTONS):
            chosen = next((c.key for c in g.choices if f"{g.name}:{c.key}" in held), "")
            out.append(Menu(menu_id(table, version, g.name), g.placeholder,
                            tuple((c.key, c.label) for c in g.choices), chosen))
            continue
        for c in g.choices:
            cid = button_id(table, version, g.name, c.key)
            label, style = c.label, c.style
            if g.kind in HOLDING and f"{g.name}:{c.key}" in held:
                label, style = c.held_label or c.label, HELD_STYLE
            elif g.kind == SUBMIT:
                if c.by_held:
                    label = c.by_held[min(count, len(c.by_held) - 1)] or c.label
                    if not c.by_held[min(count, len(c.by_held) - 1)]:
                        greyed.add(cid)
                if move_of(groups, g, c, held) is None:
                    greyed.add(cid)
            out.append((cid, label, style))
    return Drawn(out, frozenset(greyed))


def shown_held(message: discord.Message | None, table: int, version: int) -> frozenset[str]:
    """What `message` shows held at `version`: its choice buttons in the held style, and the
    option its menus show picked."""
    held: set[str] = set()
    for item in carried(message.components) if message is not None else ():
        custom_id = getattr(item, "custom_id", None) or ""
        if (m := _BUTTON.fullmatch(custom_id)) and (int(m[1]), int(m[2])) == (table, version) \
                and getattr(item, "style", None) == discord.ButtonStyle[HELD_STYLE]:
            held.add(f"{m[3]}:{m[4]}")
        elif (m := _MENU.fullmatch(custom_id)) and (int(m[1]), int(m[2])) == (table, version):
            held |= {f"{m[3]}:{o.value}" for o in getattr(item, "options", ()) if o.default}
    return frozenset(held)


class Holds:
    """The choices held in each drawing of a table's current turn: the table message's
    (one per table) and each player's own screen's (one per message: a player may have two
    open, each holding its own card)."""

    def __init__(self) -> None:
        # table -> (the pressed message's id, or 0) -> (version, held)
        self._held: dict[int, dict[int, tuple[int, frozenset[str]]]] = {}
        self._locks: dict[int, asyncio.Lock] = {}

    @asynccontextmanager
    async def locked(self, table: int) -> AsyncIterator[None]:
        """The table's taps one at a time: read, change and answer each in turn."""
        async with self._locks.setdefault(table, asyncio.Lock()):
            yield

    def held(self, table: int, version: int, groups_of: Callable[[frozenset[str]],
                                                                 Sequence[Group]],
             message: discord.Message | None) -> frozenset[str]:
        """What `message` holds now at `version`: as tapped in this process, else as the
        message shows it (after a restart: only what the seat's choice groups, given what
        is held, may hold), else as the request holds it first (`groups_of`: the seat's
        choice groups with the given choices held)."""
        got = self._held.get(table, {}).get(message.id if message is not None else 0)
        if got is not None and got[0] == version:
            return got[1]
        drawn = any(_BUTTON.fullmatch(getattr(i, "custom_id", None) or "")
                    or _MENU.fullmatch(getattr(i, "custom_id", None) or "")
                    for i in carried(message.components)) if message is not None else False
        if not drawn:
            return first_held(groups_of(frozenset()))
        shown, held = shown_held(message, table, version), frozenset[str]()
        for _ in range(3):  # a held choice may offer further ones (a card, then its call)
            holding = {f"{g.name}:{c.key}" for g in groups_of(held) if g.kind in HOLDING
                       for c in g.choices}
            if shown & holding == held:
                break
            held = frozenset(shown & holding)
        return held

    def hold(self, table: int, version: int, message: discord.Message | None,
             held: frozenset[str]) -> None:
        self._held.setdefault(table, {})[message.id if message is not None else 0] = \
            (version, held)
        drawings = self._held[table]
        for old in [k for k, (v, _) in drawings.items() if v != version]:
            del drawings[old]  # an earlier turn's drawings hold nothing any more

    def forget(self, table: int) -> None:
        """The table is closed: nothing is held in it any more."""
        self._held.pop(table, None)
        self._locks.pop(table, None)


class Pressed(NamedTuple):
    """A press that passed the checks: the table, the front end of its game, the presser's
    seat and the answer's language."""

    table: Table
    front: GameFront
    seat: int
    loc: str


async def checked(tables: Tables, interaction: discord.Interaction, table_id: int,
                  version: int) -> Pressed | None:
    """The press's table, its game's front end and the presser's seat, if the press is
    theirs to make at the current version; else refused privately (nothing changes) and
    None."""
    table = tables.bot.service.find(table_id)
    loc = lang.private(interaction, table)
    if table is None or not table.open or table.game is None:
        await answer(interaction, t("lobby-closed", loc))
        return None
    front = tables.fronts.get(table.options.game)
    if front is None:
        await answer(interaction, t("garbled-game", loc))
        return None
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await answer(interaction, t("not-playing", loc))
        return None
    now = front.turn_version(table)
    if version != now:
        race = getattr(table.options.kind, SIMULTANEOUS, False)
        if race and not 1 <= version < now:  # a round not played yet, or none: forged
            await answer(interaction, t(front.garbled_key, loc))
        else:
            await answer(interaction, explain(TableError("round_over", round=version), loc,
                                              table) if race else t("stale", loc))
        return None
    if seat not in table.game.actors():
        acting = table.game.turn()
        who = seat_names(table, loc)[acting] if acting is not None else "?"
        await answer(interaction, t("not-your-turn", loc, name=who))
        return None
    return Pressed(table, front, seat, loc)


async def press(tables: Tables, interaction: discord.Interaction, table_id: int,
                version: int, name: str, key: str) -> None:
    """A press of choice `key` in group `name` (a pick's: the one value picked)."""
    ok = await checked(tables, interaction, table_id, version)
    if ok is None:
        return
    holds = tables.publisher.holds
    message = interaction.message
    own = message is not None and message.flags.ephemeral  # the seat's own screen
    async with holds.locked(table_id):
        held = holds.held(table_id, version,
                          lambda h: ok.front.held_choices(ok.table, ok.seat, ok.loc, h),
                          message)
        groups = ok.front.held_choices(ok.table, ok.seat, ok.loc, held)
        chosen = group_named(groups, name)
        choice = chosen.choice(key) if chosen is not None else None
        if chosen is None or choice is None:  # no such choice now: a damaged or forged id
            await answer(interaction, t(ok.front.garbled_key, ok.loc))
            return
        if chosen.kind in HOLDING:
            held = hold(chosen, key, held)
            groups = ok.front.held_choices(ok.table, ok.seat, ok.loc, held)
            held = frozenset(h for h in held if any(  # what the new groups no longer offer
                g.name == h.split(":")[0] and g.choice(h.split(":")[1]) for g in groups))
            holds.hold(table_id, version, message, held)
            if own:
                view = ok.front.private_view(ok.table, ok.seat, ok.loc, held)
            else:  # the table: its other controls too (the game's own, My hand)
                drawn = ok.front.table_controls(ok.table, ok.seat, ok.loc, held)
                view = turns.redrawn(tables.publisher, table_id, message, drawn.controls,
                                     greyed=drawn.greyed.__contains__)
            await interaction.response.edit_message(view=view)
            return
    move = move_of(groups, chosen, choice, held)
    if move is None or (chosen.kind == SUBMIT and
                        button_id(table_id, version, name, key)
                        in controls(groups, table_id, version, held, own=True).greyed):
        await answer(interaction, t("stale", ok.loc))
        return
    table, uid, svc = ok.table, interaction.user.id, tables.bot.service
    race = bool(getattr(table.options.kind, SIMULTANEOUS, False))

    def play(o: Origin) -> Awaitable[object]:
        # a race's press names its round (every racer's move changes the version)
        return svc.play(table.id, uid, move, None, o, round_=version) if race else \
            svc.play(table.id, uid, move, version, o)
    if not own:
        await quiet(interaction, play, table)
        return
    # from the seat's own screen: redrawn to what it may do now, a refusal noted on top,
    # as the press's own answer (one request); deferred first only if the move is slow
    note = ""
    answered = asyncio.Event()
    via = outbound.Acting(interaction, carry=True, answering=answered)
    shows = None
    try:
        try:
            await in_time(interaction, play(origin(interaction, via)))
        except (TableError, IllegalMove) as exc:
            # a press the game moved past (a second click of the same choice, or another's
            # move first) is not a refusal to show: the redrawn screen shows the game as it is
            if not (isinstance(exc, TableError) and exc.code == "stale"):
                note = explain(exc, ok.loc, table)
        now = svc.find(table.id) or table
        # the seat's open view, kept current (`private_views`), is redrawn as it would edit
        # itself: its pictures anew (the move changed the hand they show), and what it shows
        # now read with them, before an await; any other screen keeps its pictures
        kept = None if note or message is None else private_views.redraw_of(
            tables.publisher, now, ok.seat, uid, message.id, ok.loc)
        if kept is not None:
            shows, fields = kept
        else:
            fields = {"view": ok.front.private_view(now, ok.seat, ok.loc, frozenset(),
                                                    note=note)}
        try:
            if interaction.response.is_done():
                await interaction.edit_original_response(**fields)
            else:
                await interaction.response.edit_message(**fields)
        except discord.HTTPException as exc:
            log.warning("table %d: a seat's own screen could not be redrawn (%s)",
                        table.id, exc.status)
            return
    finally:
        answered.set()  # the publisher may carry the table's messages through it now
    if message is not None and shows is not None:  # kept current from what it shows now
        private_views.drawn(tables.publisher, table.id, ok.seat, uid, message.id, shows)


async def in_time(interaction: discord.Interaction, work: Awaitable[T]) -> T:
    """Await `work`, deferring the press silently (a deferred update) if it is still
    running `ANSWER_BY` seconds into the press's life, so that the answer that follows it
    is never past Discord's 3 seconds: a move commits in milliseconds, but a process that
    is behind takes a while for every await, the deferral's included."""
    task = asyncio.ensure_future(work)
    wait = max(ANSWER_BY - age(interaction), 0.0)
    done, _ = await asyncio.wait((task,), timeout=wait)
    if not done and not interaction.response.is_done():
        await interaction.response.defer()
    return await task


async def hand(tables: Tables, interaction: discord.Interaction, table_id: int) -> None:
    """My hand: the presser's own part of the table, privately."""
    table = tables.bot.service.find(table_id)
    loc = lang.private(interaction, table)
    front = tables.fronts.get(table.options.game) if table is not None else None
    if table is None or not table.open or front is None:
        await answer(interaction, t("lobby-closed", loc))
        return
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await answer(interaction, t("not-playing", loc))
        return
    await front.hand_asked(interaction, table, seat)


class ChoiceButton(PressItem, template=r"tb:[ch]:(?P<rest>.{0,94})"):
    """Every choice's button and every My hand of every game (forged ones too)."""

    async def press(self, front: Tables, interaction: discord.Interaction,
                    custom_id: str) -> None:
        if m := _BUTTON.fullmatch(custom_id):
            await press(front, interaction, int(m[1]), int(m[2]), m[3], m[4])
        elif m := _HAND.fullmatch(custom_id):
            await hand(front, interaction, int(m[1]))
        else:
            await answer(interaction, t("unknown-button", lang.private(interaction)))


class ChoiceMenu(PickItem, template=r"tb:p:(?P<rest>.{0,94})"):
    """Every pick group's menu of every game: the one value picked is the choice's key."""

    async def pick(self, front: Tables, interaction: discord.Interaction, custom_id: str,
                   values: list[str]) -> None:
        m = _MENU.fullmatch(custom_id)
        if m is None or len(values) != 1:
            await answer(interaction, t("unknown-button", lang.private(interaction)))
            return
        await press(front, interaction, int(m[1]), int(m[2]), m[3], values[0])


ITEMS: tuple[type[Any], ...] = (ChoiceButton, ChoiceMenu)
