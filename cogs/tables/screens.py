"""A game's front end as a screen, not a program: `ScreenFront` says, in pure functions of
one committed table, what its lobby, its table and a seat's own part show and what the seat
to act may do (choice groups, `cogs.tables.choices`); `ScreenPresenter` does everything else
for it as for every game — the outbox, the lobby, the live table message (`turns.show`:
edited while the same player acts, posted anew with a ping when the turn passes to another
human), the presses (`cogs.tables.choosing`), My hand and the hand DMs.

A game whose front end is a `ScreenFront` gives no presenter, no buttons and no press code
of its own; its texts are its catalogue's.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import choosing, ids, lang, private_views, turns
from cogs.tables import render as shared
from cogs.tables.choices import first_held
from cogs.tables.front import GameFront
from cogs.tables.layout import AnyView, Control, Screen, layout
from cogs.tables.replies import answer
from larry_core.tables.table import Change, Table
from larry_core.text import has, t

if TYPE_CHECKING:
    from cogs.tables.attachments import Files
    from cogs.tables.publisher import Publisher


@dataclass(frozen=True, slots=True)
class Shown:
    """What a game's table shows of one committed state: its title and state (text blocks,
    and a picture where the table has pictures), what the turn line says (who must act and
    how), and once the game is over its results."""

    title: str
    blocks: tuple[str, ...]
    turn: str = ""
    results: str | None = None
    pictures: Files | None = None
    text_table: str | None = None  # what the pictures show, where none can be shown
    continues: bool = False  # the player to act goes on with the last drawing's decision
    # the player to act begins a new turn: posted anew with a ping, even if they acted last
    new_turn: bool = False
    # what just happened as the turn line tells it (None: every line of the changes)
    told: tuple[str, ...] | None = None


class ScreenFront(GameFront):
    """A game's front end as pure functions (see the module's docstring). A subclass gives
    `accent`, `lobby`, `narrate`, `shown` and `choices`; one with private hands also
    `own` and `hand_key` (`private`)."""

    accent: int = shared.COLOUR.value  # the game's colour (0xRRGGBB)
    private: bool = False  # each seat holds something of its own (a hand DM, My hand)

    def __init__(self) -> None:
        self.presenter = ScreenPresenter(self)

    # --------------------------------------------------------------- the game's
    def lobby(self, table: Table, loc: str) -> tuple[str, str, str]:
        """The lobby's title, its line of rules and options, and its footer: by default the
        catalogue's ``<keys>lobby-title`` (of the table), ``<keys>lobby-rules`` (of the
        table's option values and seconds a turn) and ``<keys>lobby-footer``."""
        values = table.options.kind.option_values(table.options.rules)
        return (t(self.key("lobby-title"), loc, table=table.id),
                t(self.key("lobby-rules"), loc, seconds=table.options.turn_seconds, **values),
                t(self.key("lobby-footer"), loc))

    def started(self, table: Table, names: Sequence[str], loc: str) -> str:
        """The line of the game's start: who plays, in which order (who starts), in the
        game's own words (``<keys>dc-started``) where its catalogue has them."""
        own = self.key("dc-started")
        return t(own if has(own) else "dc-game-started", loc, seats=shared.seat_order(names))

    def narrate(self, table: Table, change: Change, names: Sequence[str],
                loc: str) -> list[str]:
        """The public sentences of a committed move's events."""
        raise NotImplementedError

    def shown(self, table: Table, who: str, lines: Sequence[str], loc: str) -> Shown:
        """The table now: `who` names the seat to act (with its ping), `lines` are what just
        happened."""
        raise NotImplementedError

    def shown_of(self, table: Table, who: str, changes: Sequence[Change],
                 lines: Sequence[str], loc: str) -> Shown:
        """`shown`, for a game whose table also tells something of the announced `changes`
        themselves (who moved last, which lines the turn leaves out); by default `shown`
        of their lines alone."""
        return self.shown(table, who, lines, loc)

    def extras(self, table: Table, seat: int, loc: str) -> Sequence[Control]:
        """Controls of the game's own beside the choices of `seat`, the human to act (a
        button its own item answers, such as a hint); none by default."""
        return ()

    def own(self, table: Table, seat: int, loc: str) -> str | None:
        """`seat`'s own part of the table, for its eyes only (None: the game has not
        started)."""
        return None

    def seat_shown(self, table: Table, seat: int, loc: str) -> Shown | None:
        """`seat`'s own screen (a game with `private` hands): what only it sees, above its
        choices, private ones included (None: the game has not started). By default its
        own part (`own`) alone."""
        text = self.own(table, seat, loc)
        return Shown("", (text,)) if text is not None else None

    def hand_key(self, table: Table, seat: int) -> tuple[str, ...] | None:
        """What `seat`'s hand DM shows, cheaply (None: no DM)."""
        return None

    def dm(self, table: Table, seat: int, loc: str) -> str | None:
        """`seat`'s hand DM: by default the catalogue's ``<keys>dm`` of the table, its
        channel and the seat's own part (`own`)."""
        return t(self.key("dm"), loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 hand=self.own(table, seat, loc))

    def dm_pictures(self, table: Table, seat: int, loc: str) -> Files | None:
        """The pictures of `seat`'s hand DM (None: text alone)."""
        return None

    # ----------------------------------------------------------------- shared
    def table_controls(self, table: Table, seat: int | None, loc: str,
                       held: frozenset[str] | None = None) -> choosing.Drawn:
        """The table's controls with `seat` to act (`held`: as shown; None: as its request
        holds them first): its public choice groups and the game's own controls while it is
        a human's, and My hand (Your move, when its choices are private) while the game
        runs."""
        acts = seat is not None and table.open and not table.is_ai(seat)
        groups = self.held_choices(table, seat, loc, held or frozenset()) \
            if acts and seat is not None else ()
        drawn = choosing.controls(groups, table.id, self.turn_version(table),
                                  first_held(groups) if held is None else held)
        buttons = list(drawn.controls)
        if acts and seat is not None:
            buttons += self.extras(table, seat, loc)
        if self.private and table.open and table.game is not None \
                and not table.game.over:
            # the seat to act makes a private choice on its own screen: the button says so
            mine = any(g.private for g in groups)
            buttons.append((choosing.hand_id(table.id), t("btn-act" if mine else "btn-hand", loc),
                            "primary" if mine else "secondary"))
        return choosing.Drawn(buttons, drawn.greyed)

    def own_screen(self, table: Table, seat: int, loc: str, held: frozenset[str], *,
                   note: str = "") -> tuple[AnyView, Files | None] | None:
        """`seat`'s own screen as a message (`seat_shown`) and its pictures, with its
        choices when it may act now (`held`: as shown; empty: as the request holds them
        first) under the line `seat_turn` says; `note` on top (a refused move's reason)."""
        shown = self.seat_shown(table, seat, loc) if table.game is not None else None
        if shown is None:
            return None
        if note:
            shown = replace(shown, blocks=(f"-# {note}", *shown.blocks))
        acts = table.open and seat in table.game.actors()
        groups = self.held_choices(table, seat, loc, held) if acts else ()
        held = held or first_held(groups)
        drawn = choosing.controls(groups, table.id, self.turn_version(table), held, own=True)
        turn = self.seat_turn(table, seat, loc, held) if groups else None
        return layout(Screen(shown.title, self.accent, shown.blocks,
                             shown.turn if turn is None else turn, drawn.controls,
                             pictures=shown.pictures, text_table=shown.text_table,
                             greyed=drawn.greyed)), shown.pictures

    def seat_turn(self, table: Table, seat: int, loc: str, held: frozenset[str]) -> str | None:
        """The line above `seat`'s choices on its own screen, with `held` held (a step's
        question: which card, to whom); None: `seat_shown`'s turn line."""
        return None

    def private_view(self, table: Table, seat: int, loc: str, held: frozenset[str], *,
                     note: str = "") -> AnyView | None:
        """`seat`'s own screen as a message (`own_screen`; its pictures, attached when it
        was sent, stay with it)."""
        made = self.own_screen(table, seat, loc, held, note=note)
        return made[0] if made is not None else None

    def seat_key(self, table: Table, seat: int, user: int) -> Hashable:
        """What `seat`'s own screen shows, cheaply: it is redrawn when this changes. A seat
        that is not to act sees its hand alone (`seat_shown`), so the moves of others do
        not redraw it unless they change that hand."""
        acting = table.open and table.game is not None and seat in table.game.actors()
        return (self.turn_version(table) if acting else None, table.open,
                self.hand_key(table, seat))

    def seat_fields(self, table: Table, seat: int, user: int,
                    loc: str) -> dict[str, Any] | None:
        """An edit of `seat`'s own screen to the current state, its pictures anew."""
        made = self.own_screen(table, seat, loc, frozenset())
        if made is None:
            return None
        view, pictures = made
        return {"view": view, "attachments": pictures() if pictures is not None else []}

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """My hand: the seat's own part privately; a game with private hands shows its own
        screen (`own_screen`), kept current while it is open (`private_views`)."""
        loc = lang.private(interaction, table)
        if not self.private:
            text = self.own(table, seat, loc)
            await answer(interaction, text if text is not None else t("not-started", loc))
            return
        key = self.seat_key(table, seat, interaction.user.id)
        made = self.own_screen(table, seat, loc, frozenset())
        if made is None:
            await answer(interaction, t("not-started", loc))
            return
        view, pictures = made
        extra: dict[str, Any] = {"files": pictures()} if pictures is not None else {}
        if interaction.response.is_done():
            sent = await interaction.followup.send(view=view, ephemeral=True, wait=True,
                                                   **extra)
            message_id: int | None = sent.id
        else:
            done = await interaction.response.send_message(view=view, ephemeral=True, **extra)
            message_id = done.message_id
        private_views.remember(self, interaction, message_id, table, seat, loc,
                               private_views.Shown(self.seat_key, self.seat_fields), key)

    async def hand_asked(self, interaction: discord.Interaction, table: Table,
                         seat: int) -> None:
        """My hand or `/… hand`: the seat's own screen, and its hand DM tried again (whose
        DMs were closed may have opened them). **Your move** (the same button while the
        seat has a private choice to make) is a decision, not a wish for the hand: its own
        screen only, so a closed DM is not tried again at every move."""
        deciding = interaction.type is discord.InteractionType.component \
            and table.game is not None and seat in table.game.actors() \
            and any(g.private for g in self.choices(table, seat, table.options.language))
        if not self.private or deciding:
            await self.show_hand(interaction, table, seat)
            return
        await super().hand_asked(interaction, table, seat)


class ScreenPresenter:
    """What the shared publisher shows of a `ScreenFront`'s table."""

    def __init__(self, front: ScreenFront) -> None:
        self.front = front
        self.accent = front.accent

    def turn_prefix(self, table: Table) -> str:
        return f"{choosing.PREFIX}:c:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        if self.front.private and change.kind in ("started", "moved"):
            publisher.send_hands(table)

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        return self.front.hand_key(table, seat) if table.game is not None else None

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        shown, text = self.hand_cards(table, seat), self.front.dm(table, seat, loc)
        if shown is None or text is None:
            return None
        return shown, text, self.front.dm_pictures(table, seat, loc)

    def lobby_embed(self, table: Table, closed: str | None) -> discord.Embed:
        loc = table.options.language
        title, rules, footer = self.front.lobby(table, loc)
        return shared.seats_embed(table, loc, title, rules, closed or footer,
                                  table.options.kind.max_players)

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        # everything shown is read from one committed state, before the first await
        loc = table.options.language
        names = shared.seat_names(table, loc)
        game, is_open, status = table.game, table.open, table.status
        lines, closed = self.told(table, changes, names, loc)
        screen = self.screen(table, names, lines, box, loc, changes=changes) \
            if game is not None else None
        if repost:
            await turns.clear(publisher, table, box)
        if screen is None:
            await self.lobby(publisher, table, box, closed, status)
            return
        await turns.show(publisher, table, box, screen, is_open=is_open, lines=lines,
                         repost=repost, loc=loc)

    async def lobby(self, publisher: Publisher, table: Table, box: dict[str, Any],
                    closed: str | None, status: str) -> None:
        """The lobby shown (posted, or edited to the latest seats; `closed`: why it closed)."""
        front = self.front
        await publisher.show_lobby(table, box, closed, status, lobby=self.lobby_embed,
                                   buttons=lambda tid, lc: ids.lobby_view(front.prefix, tid, lc))

    def told(self, table: Table, changes: Sequence[Change], names: Sequence[str],
             loc: str) -> tuple[list[str], str | None]:
        """What `changes` tell (the game's start and moves in its words, a timeout, an AI
        taking a seat over, the end), and the lobby's closing note, if it was closed."""
        front = self.front
        return turns.change_lines(
            changes, loc, playing=table.game is not None,
            started=front.started(table, names, loc),
            narrate=lambda ch: shared.change_lines(
                ch, names, loc, front.narrate(table, ch, names, loc) if ch.kind == "moved"
                else []))

    def screen(self, table: Table, names: Sequence[str], lines: Sequence[str],
               box: dict[str, Any], loc: str, *,
               changes: Sequence[Change] = ()) -> turns.TurnScreen:
        """The live table message of the committed state (`lines`: what `changes` tell)."""
        front = self.front
        seat = table.game.turn()
        mention = turns.mention(table, seat)
        who = "" if seat is None else \
            f"<@{mention}> {names[seat]}" if mention is not None else names[seat]
        shown = front.shown_of(table, who, changes, lines, loc)
        over = table.game.over
        drawn = front.table_controls(table, seat, loc)
        told = lines if shown.told is None else shown.told
        return turns.TurnScreen(
            embed=turns.Board(shown.title, shown.blocks, tuple(turns.log_lines(box, lines))),
            turn=shared.clip("\n".join([*told, shown.turn]).strip()), buttons=drawn.controls,
            mention=mention, results=shown.results if over else None,
            continues=shown.continues, files=shown.pictures, text_table=shown.text_table,
            greyed=drawn.greyed, new_turn=shown.new_turn)
