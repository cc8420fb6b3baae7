"""Würfel-Ligretto's Discord front end for the shared tables, a screen (`ScreenFront`): the
lobby, the table message and the narration are pure functions of the committed table
(`render`), drawn by the shared presenter (`presenter.LgPresenter`, which adds the race's
own round messages); its commands are the shared group's (`/ligretto new`, `hand`,
`table`, ...), built from the game's options, and its own `/ligretto replay` (`replay`).

Everybody plays at once (the kind is simultaneous): nobody has a turn, and the one button of
the table message is the shared My hand, labelled **My cup**. It opens the presser's cup,
the seat's own screen (`seat_shown`), a message only they see, kept current while it is
open: a button per die (the ones that fit now green and marked ✓) and **Reroll all**, the
private choice groups of the seat's request (`choices`), and **Look again**. Their presses
are the game's own (`components`), not the shared ``tb:c:`` ones: a press of a die is one
service call without a version (every action of every player changes it) but with the
round its cup showed (`turn_version`), and the cup is answered at once, in the
interaction's response, with what is left and, on a refusal, why (notes on top: the field
was taken first, the die is not in the cup, the round was stopped). The table service takes
the presses in the order they reach it, and the engine places the die exactly once, or
refuses it when the die is gone from the cup or its field was taken first; it refuses a
press on the cup of a round that was stopped, and one in the short pause before a round
opens for everybody (its AI seats wait it too).

After a crash (`kill -9`) and a restart the round resumes from the last committed action,
never restarted: each cup holds the dice it last showed, and the buttons of cups opened
before the crash keep working (persistent dynamic items); see docs/operations.md.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.ligretto import components as c
from cogs.ligretto import render, replay
from cogs.ligretto.presenter import LgPresenter, Seen
from cogs.tables import choosing, lang, private_views
from cogs.tables.choices import CHOOSE, Choice, Group
from cogs.tables.choosing import Drawn
from cogs.tables.front import settings_shown
from cogs.tables.layout import AnyView
from cogs.tables.render import seat_order
from cogs.tables.replays import replay_command
from cogs.tables.replies import answer, explain, origin
from cogs.tables.screens import ScreenFront, Shown
from larry_core.errors import IllegalMove
from larry_core.games.ligretto.ai import LEVEL_NAMES
from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.kind import LIGRETTO
from larry_core.games.ligretto.moves import ROLL_MOVE, format_body, place
from larry_core.games.ligretto.narration import die_text
from larry_core.games.ligretto.views import LgPublicView
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Table, TableError
from larry_core.text import t


def lost(before: Seen, after: Seen) -> list[tuple[str, int]]:
    """The dice of a cup that fitted `before` (the player's last look) and no longer do
    `after`, in canonical order: only the same dice (the same throw: no reroll since, which
    makes every die a new one) and only those whose field another player took — not the
    twin of a die the player placed themselves (they filled that field)."""
    if before.throw != after.throw:
        return []
    had, has = Counter(before.dice), Counter(after.dice)
    return sorted(((colour, value) for colour, value in before.fitting - after.fitting
                   if 0 < has[colour, value] == had[colour, value]),
                  key=lambda d: (COLOURS.index(d[0]), d[1]))


def cup_key(table: Table, seat: int, user: int) -> Hashable:
    """What an open cup shows, cheaply: whether the table is open and the game over, the
    round, the numbers each row needs, the cup's dice (its throw, those that fit), its
    buttons (whether any move is left), and while a round waits to open, until when."""
    game = render.state(table)
    if game is None:
        return None
    pub = LIGRETTO.public_view(game)
    request = LIGRETTO.request(game, seat)
    paused = table.open and time.time() < table.round_opens
    return (table.open, render.over(pub), pub.round, pub.rounds,
            tuple(pub.next_number(colour) for colour in COLOURS), Seen.of(request),
            bool(request.legal), table.round_opens if paused else None)


def pause_end(table: Table) -> float | None:
    """When a round's pause ends (its cups then no longer say it is paused)."""
    return table.round_opens if time.time() < table.round_opens else None


class LgFront(ScreenFront, texts="lg-"):
    game = "ligretto"
    group = "ligretto"
    prefix = c.PREFIX
    rules_key = "lg-dc-rules"
    illegal_keys = ""  # a refused move is answered in the shared words
    history_hint = "lg-dc-history-hint"
    option_texts: Mapping[str, str] = {"rounds": "lg-cmd-opt-rounds"}
    ai_choices: Mapping[str, str] = {level: f"lg-level-{level}" for level in LEVEL_NAMES}
    ai_text = "lg-cmd-opt-ai"
    items = (c.LgButton,)
    accent = render.ACCENT
    private = True  # each racer's cup is theirs alone
    presenter: LgPresenter

    def __init__(self) -> None:
        self.presenter = LgPresenter(self)

    # ---------------------------------------------------------------- the table
    def turn_version(self, table: Table) -> int:
        """The round: every racer's move changes the table's version, a cup stays the
        round's (a die that no longer fits is refused by the engine itself)."""
        game = render.state(table)
        return game.round if game is not None else table.version

    def lobby(self, table: Table, loc: str) -> tuple[str, str, str]:
        return render.lobby_texts(table)

    def started(self, table: Table, names: Sequence[str], loc: str) -> str:
        return t("lg-dc-started", loc, seats=seat_order(names))

    def narrate(self, table: Table, change: Change, names: Sequence[str],
                loc: str) -> list[str]:
        pub = render.public(table)
        return render.event_lines(change.events, names, pub.rounds if pub is not None else 0,
                                  loc)

    def shown(self, table: Table, who: str, lines: Sequence[str], loc: str) -> Shown:
        pub = render.public(table)
        assert pub is not None  # shown once the game has started
        return render.table_shown(table, pub)

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        return settings_shown(self, settings, loc, server_language,
                              rounds=settings.options(self.game)["rounds"])

    def commands(self) -> list[app_commands.Command[Any, Any, Any]]:
        """`/ligretto replay`: a finished game of this server, round by round (only its
        user sees it)."""
        return [replay_command(self, replay.show, rounds=replay.MAX_ROUNDS)]

    # ------------------------------------------------------------------ the cup
    def table_controls(self, table: Table, seat: int | None, loc: str,
                       held: frozenset[str] | None = None) -> Drawn:
        """The table's one control, the shared My hand labelled **My cup** (primary)."""
        drawn = super().table_controls(table, seat, loc, held)
        mine = choosing.hand_id(table.id)
        return Drawn([(mine, t("lg-btn-cup", loc), "primary")
                      if isinstance(b, tuple) and b[0] == mine else b
                      for b in drawn.controls], drawn.greyed)

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        """The seat's cup, for its eyes only (private): a choice per die (canonical order;
        those that fit now green and marked) and **Reroll all**; none once the game is
        over. Drawn under the game's own ids (`components.cup_controls`)."""
        game = render.state(table)
        request = LIGRETTO.request(game, seat) if game is not None else None
        if request is None or not request.legal:
            return ()
        dice = tuple(c.die_choice(d.colour, d.value, slot, d.fits, loc)
                     for slot, d in enumerate(request.dice))
        roll = Choice("all", t("lg-btn-reroll", loc), format_body(ROLL_MOVE), "primary")
        return (Group(c.DICE, CHOOSE, dice, private=True),
                Group(c.ROLL, CHOOSE, (roll,), private=True))

    def seat_shown(self, table: Table, seat: int, loc: str) -> Shown | None:
        """The seat's cup as it is now: the round, the board's next numbers, its dice and
        which of them fit, and while a round waits to open, until when (Discord counts it
        down)."""
        game = render.state(table)
        if game is None:
            return None
        pub = LIGRETTO.public_view(game)
        pause = [t("lg-dc-round-pause", loc, round=pub.round,
                   when=f"<t:{math.ceil(table.round_opens)}:R>")] \
            if table.open and time.time() < table.round_opens else []
        return Shown("", (render.cup_text(pub, LIGRETTO.request(game, seat), loc, pause),))

    async def hand_asked(self, interaction: discord.Interaction, table: Table,
                         seat: int) -> None:
        """`/ligretto hand` and the table's **My cup**: the cup, privately (nothing goes by
        DM)."""
        await self.show_hand(interaction, table, seat)

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """The cup as the seat's own screen, a message only its player sees, kept current
        while it is open."""
        loc = lang.private(interaction, table)
        if render.state(table) is None:
            await answer(interaction, t("not-started", loc))
            return
        key = self.seat_key(table, seat, interaction.user.id)
        content, view = self.cup(table, seat, interaction.user.id, loc)
        await private_views.send(self, interaction, table, seat, loc, self.live_cup, key,
                                 content, view=view)

    @property
    def live_cup(self) -> private_views.Shown:
        """How an open cup is kept current (`private_views`): edited when another racer's
        move, a stop or a new round changes what it shows, and when a round's pause ends."""
        return private_views.Shown(self.seat_key, self.seat_fields, pause_end)

    def seat_key(self, table: Table, seat: int, user: int) -> Hashable:
        return cup_key(table, seat, user)

    def seat_fields(self, table: Table, seat: int, user: int,
                    loc: str) -> dict[str, Any] | None:
        """An open cup as it is now, for its edit (not a look of the player: what they
        last looked at stays what `lost` compares with)."""
        if render.state(table) is None:
            return None
        content, view = self.cup(table, seat, user, loc, look=False)
        return {"content": content, "view": view}

    def private_view(self, table: Table, seat: int, loc: str, held: frozenset[str], *,
                     note: str = "") -> AnyView | None:
        """The cup's buttons (its text is its message's content: `cup`)."""
        return self.cup_buttons(table, seat, loc)

    def cup_buttons(self, table: Table, seat: int, loc: str) -> discord.ui.View | None:
        """The cup's choices as its buttons while the table is open (each die's in its
        colour), and Look again; none once the game is over."""
        groups = self.choices(table, seat, loc) if table.open else ()
        return c.cup_view(c.cup_controls(table.id, self.turn_version(table), groups, loc))

    def cup(self, table: Table, seat: int, user: int, loc: str, notes: Sequence[str] = (),
            *, look: bool = True) -> tuple[str, discord.ui.View | None]:
        """The seat's cup as it is now (one committed state: `seat_shown`), with `notes`
        on top and a line for each die that fitted at the player's last look and no longer
        does because another player took its field (`lost`). `look`: the player looks at
        it now (what it shows is what the next look compares with); else it is an open cup
        kept current."""
        game = render.state(table)
        shown = self.seat_shown(table, seat, loc)
        assert game is not None and shown is not None
        pub = LIGRETTO.public_view(game)
        now = Seen.of(LIGRETTO.request(game, seat))
        lines = list(notes)
        seen = self.presenter.seen.get(table.id, {}).get(user)
        if seen is not None and not render.over(pub):
            for colour, value in lost(seen, now):
                line = self.taken_line(pub, colour, value, loc)
                if line not in lines:
                    lines.append(line)
        if look and (render.over(pub) or not table.open):
            self.presenter.seen.pop(table.id, None)
        elif look:
            self.presenter.seen.setdefault(table.id, {})[user] = now
        return "\n".join([*lines, *shown.blocks]), self.cup_buttons(table, seat, loc)

    @staticmethod
    def taken_line(pub: LgPublicView, colour: str, value: int, loc: str) -> str:
        """Why a die of the cup does not fit: its field was taken (or its row is full), or
        its row does not need its number yet."""
        needed = pub.next_number(colour)
        if needed is not None and value > needed:
            return t("lg-dc-not-yet", loc, die=die_text(colour, value, loc),
                     row=t(f"lg-row-{colour}", loc), needed=needed)
        return t("lg-dc-not-placeable", loc, die=die_text(colour, value, loc),
                 row=t(f"lg-row-{colour}", loc), needed=needed or 0)

    # ------------------------------------------------------------------ presses
    async def own_press(self, interaction: discord.Interaction, press: c.Own) -> None:
        if isinstance(press, c.Page):  # a finished game's round (`replay`)
            await replay.show(self, interaction, press.table, press.round, edit=True)
            return
        svc = self.bot.service
        found = svc.find(press.table)
        table = found if found is not None and found.options.game == self.game else None
        loc = lang.private(interaction, table)
        if table is None:  # no such table, or another game's (a forged id)
            await answer(interaction, t(self.garbled_key if found is not None else
                                        "lg-dc-no-table", loc))
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await answer(interaction, t("not-playing", loc))
            return
        notes = await self.act(interaction, table, seat, press, loc)
        # the answer is the cup itself, edited in the interaction's one response
        if render.state(table) is None:
            await interaction.response.edit_message(content=t("lg-dc-no-table", loc),
                                                    view=None)
            return
        key = self.seat_key(table, seat, interaction.user.id)
        content, view = self.cup(table, seat, interaction.user.id, loc, notes)
        await interaction.response.edit_message(content=content, view=view)
        if interaction.message is not None:  # the cup, kept current through this press
            private_views.remember(self, interaction, interaction.message.id, table, seat, loc,
                                   self.live_cup, key)

    async def act(self, interaction: discord.Interaction, table: Table, seat: int,
                  press: c.Own, loc: str) -> list[str]:
        """The press's one service call (none for Look again); what the cup should say
        about it: nothing when it was done, else why nothing changed."""
        if isinstance(press, c.Look):
            return []
        game = render.state(table)
        if not table.open or game is None or game.over:
            return [t("lg-dc-after-over", loc)]
        assert isinstance(press, (c.Die, c.Roll))
        if press.round > game.round:  # no cup of ours names it (a forged press): rounds only
            # grow, so it had not begun when pressed
            return [t("lg-dc-future-round", loc, round=press.round, current=game.round,
                      exists="yes" if press.round <= game.rounds else "no")]
        move = place(press.colour, press.value) if isinstance(press, c.Die) else ROLL_MOVE
        try:  # the service checks the press's round under the table's lock
            await self.bot.service.play(table.id, interaction.user.id, format_body(move),
                                        None, origin(interaction), round_=press.round)
        except IllegalMove as exc:
            return [self.refusal(table, exc.code, press, loc)]
        except TableError as exc:
            if exc.code == "round_over":
                return [t("lg-dc-after-stop", loc, round=press.round)]
            if exc.code == "round_pause":
                return []  # the cup says when the round opens
            if exc.code == "not_playing":
                return [t("lg-dc-after-over", loc)]
            return [explain(exc, loc, table)]
        return []

    def refusal(self, table: Table, code: str, press: c.Die | c.Roll, loc: str) -> str:
        """Why the engine refused the press (the state is the one that refused it)."""
        pub = render.public(table)
        if code == "game_over" or pub is None:
            return t("lg-dc-after-over", loc)
        if isinstance(press, c.Die) and code == "no_such_die":
            return t("lg-dc-no-such-die", loc, die=die_text(press.colour, press.value, loc))
        if isinstance(press, c.Die) and code == "not_next":
            return self.taken_line(pub, press.colour, press.value, loc)
        return t("lg-dc-garbled", loc)


LIGRETTO_FRONT = LgFront()
