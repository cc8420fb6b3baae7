"""Würfel-Ligretto's Discord front end for the shared tables, a screen (`ScreenFront`): the
lobby, the table message and the narration are pure functions of the committed table
(`render`), drawn by the shared presenter (`presenter.LgPresenter`, which adds the race's
own round messages); its commands are the shared group's (`/ligretto new`, `hand`,
`table`, ...), built from the game's options, and its own `/ligretto replay` (`replay`).

Everybody plays at once (the kind is simultaneous): nobody has a turn, and the one button of
the table message is the shared My hand, labelled **My cup**. It opens the presser's cup,
the seat's own screen drawn by the shared code (`ScreenFront.own_screen`: `seat_shown`, the
cup's text, above its private choice groups, `choices`: a button per die, the ones that fit
now green and marked ✓, and **Reroll all**), a message only they see, kept current while it
is open. Its presses are the shared ``tb:c:`` ones (`cogs.tables.choosing`): each names the
round its cup showed (`turn_version`), is one service call with that round, and is answered
in place with the cup as it is after it, a refusal noted on top (a die no longer in the cup
or that does not fit: `illegal_keys`; the round was stopped; the round's short pause). A
die that fitted at the player's last look and that another racer took first is named on
the cup (`lost`, the presenter's `seen`). The table service takes the presses in the order
they reach it, and the engine places the die exactly once, or refuses it when the die is
gone from the cup or its field was taken first; it refuses a press on the cup of a round
that was stopped, and one in the short pause before a round opens for everybody (its AI
seats wait it too).

After a crash (`kill -9`) and a restart the round resumes from the last committed action,
never restarted: each cup holds the dice it last showed, and the buttons of cups opened
before the crash keep working (the shared persistent dynamic items); see docs/operations.md.
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
from cogs.tables import choosing
from cogs.tables.choices import CHOOSE, Choice, Group
from cogs.tables.choosing import Drawn
from cogs.tables.front import settings_shown
from cogs.tables.layout import AnyView
from cogs.tables.replays import replay_command
from cogs.tables.screens import ScreenFront, Shown
from larry_core.games.ligretto.ai import LEVEL_NAMES
from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.moves import ROLL_MOVE, format_body
from larry_core.games.ligretto.narration import die_text
from larry_core.games.ligretto.views import LgPublicView
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Table
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
    pub = game.public_view()
    request = game.request(seat)
    paused = table.open and time.time() < table.round_opens
    return (table.open, render.over(pub), pub.round, pub.rounds,
            tuple(pub.next_number(colour) for colour in COLOURS), Seen.of(request),
            bool(request.legal), table.round_opens if paused else None)


class LgFront(ScreenFront, texts="lg-"):
    game = "ligretto"
    group = "ligretto"
    prefix = c.PREFIX
    rules_key = "lg-dc-rules"
    illegal_keys = "lg-dc-refused-"  # a refused move, noted on top of the cup
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
        over. A die's key names its colour, number and which of its twins it is
        (`components.die_choice`): placing another die leaves it the same."""
        game = render.state(table)
        request = game.request(seat) if game is not None else None
        if request is None or not request.legal:
            return ()
        twins: Counter[tuple[str, int]] = Counter()
        dice = []
        for d in request.dice:
            dice.append(c.die_choice(d.colour, d.value, twins[d.colour, d.value], d.fits, loc))
            twins[d.colour, d.value] += 1
        roll = Choice("all", t("lg-btn-reroll", loc), format_body(ROLL_MOVE), "primary")
        return (Group(c.DICE, CHOOSE, tuple(dice), private=True),
                Group(c.ROLL, CHOOSE, (roll,), private=True))

    def seat_shown(self, table: Table, seat: int, loc: str) -> Shown | None:
        """The seat's cup as it is now: a line for each die that fitted at the player's
        last look and no longer does because another player took its field (`lost`), the
        round, the board's next numbers, its dice and which of them fit, and while a round
        waits to open, until when (Discord counts it down)."""
        game = render.state(table)
        if game is None:
            return None
        pub = game.public_view()
        request = game.request(seat)
        pause = [t("lg-dc-round-pause", loc, round=pub.round,
                   when=f"<t:{math.ceil(table.round_opens)}:R>")] \
            if table.open and time.time() < table.round_opens else []
        lines: list[str] = []
        seen = self.presenter.seen.get(table.id, {}).get(seat)
        if seen is not None and table.open and not render.over(pub):
            lines = [self.taken_line(pub, colour, value, loc)
                     for colour, value in lost(seen, Seen.of(request))]
        return Shown("", (render.cup_text(pub, request, loc, [*lines, *pause]),))

    def seat_key(self, table: Table, seat: int, user: int) -> Hashable:
        return cup_key(table, seat, user)

    def looked(self, table: Table, seat: int) -> None:
        """The seat's player looks at their cup now (My cup, a press's answer): what it
        shows is what their next look compares with (`lost`); an open cup kept current
        is not a look."""
        game = render.state(table)
        if game is None or not table.open or game.over:
            self.presenter.seen.pop(table.id, None)
            return
        self.presenter.seen.setdefault(table.id, {})[seat] = \
            Seen.of(game.request(seat))

    def private_view(self, table: Table, seat: int, loc: str, held: frozenset[str], *,
                     note: str = "") -> AnyView | None:
        """The cup redrawn in a press's answer (the shared one), which is a look."""
        view = super().private_view(table, seat, loc, held, note=note)
        self.looked(table, seat)
        return view

    async def hand_asked(self, interaction: discord.Interaction, table: Table,
                         seat: int) -> None:
        """`/ligretto hand` and the table's **My cup**: the cup, privately, as the seat's own
        screen kept current while it is open (nothing goes by DM); a look."""
        game = render.state(table)
        shows = Seen.of(game.request(seat)) \
            if game is not None and table.open and not game.over else None
        await self.show_hand(interaction, table, seat)
        if shows is not None and table.open:
            self.presenter.seen.setdefault(table.id, {})[seat] = shows
        else:
            self.presenter.seen.pop(table.id, None)

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
        """A finished game's round (`replay`): the game's one button of its own."""
        assert isinstance(press, c.Page)
        await replay.show(self, interaction, press.table, press.round, edit=True)


LIGRETTO_FRONT = LgFront()
