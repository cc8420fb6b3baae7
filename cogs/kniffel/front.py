"""Kniffel's Discord front end: a screen, not a program (`cogs.tables.screens`). For a
committed table it says what the lobby, the table and a player's own column show (the texts
are `render`'s) and what the player to act may do, as choice groups that the shared tables
draw and answer (`cogs.tables.choosing`). Its commands are the shared group's (`/kniffel
new`, `hand`, `table`, ...), built from the game's options, and the coach's review.

A turn, one interaction per decision: **Roll**; a die button per die to keep or release it
(a toggle, edited in the pressed message; the dice the last roll kept aside start kept);
**Roll** again (the dice not kept); then a box: picked in the **Score…** menu (the free
boxes with their points) while a roll is left, or pressed among the box buttons after the
last roll. The coach's **Hint** beside them is the game's own (`coach`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from discord import app_commands

from cogs.kniffel import coach, render
from cogs.kniffel.presenter import KnPresenter
from cogs.tables import render as shared
from cogs.tables import turns
from cogs.tables.choices import CHOOSE, PICK, SUBMIT, TOGGLE, Choice, Group
from cogs.tables.front import settings_shown
from cogs.tables.layout import Control
from cogs.tables.screens import ScreenFront, Shown
from larry_core.games.kniffel.moves import KEEP, ROLL_MOVE, format_body, score
from larry_core.games.kniffel.request import KnRequest
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Table
from larry_core.text import t

DICE = 5
ACCENT = 0x2471A3  # Kniffel's blue: the table's colour


def request_of(table: Table, seat: int | None) -> KnRequest | None:
    """The request of `seat`, a human to act (None: an AI's turn, or nobody's)."""
    game = render.state(table)
    if game is None or seat is None or table.is_ai(seat):
        return None
    return game.request(seat)


def roll_label(request: KnRequest, kept: int, loc: str) -> str:
    return t("kn-btn-roll", loc, count=DICE - kept, left=request.rolls_left)


def choice_groups(request: KnRequest, loc: str) -> tuple[Group, ...]:
    """The turn's controls for the seat to act: the turn's first roll is one Roll; later,
    while a roll is left, a die per die (held: kept, ✓; the dice the last roll kept aside
    start held), Roll (the dice not kept, the rolls left; greyed with all five kept), and
    the Score… menu (the free boxes with their points: one pick enters the roll); with no
    roll left, the boxes themselves as buttons (a crossing-out in grey), all in sight."""
    if not request.legal:
        return ()
    roll = format_body(ROLL_MOVE)
    if request.first:
        return (Group("roll", CHOOSE, (Choice("roll", roll_label(request, 0, loc), roll,
                                              "primary"),)),)
    if not request.can_keep():
        return (Group("box", CHOOSE, tuple(
            Choice(o.box, render.option_label(o, loc), format_body(score(o.box)),
                   "success" if o.points or o.bonus else "secondary")
            for o in request.options)),)
    dice = Group("keep", TOGGLE, tuple(
        Choice(str(i), str(value), str(value), held_label=t("kn-btn-die-kept", loc, value=value),
               held=i in request.kept) for i, value in enumerate(request.dice)))
    again = Group("roll", SUBMIT, (Choice(
        "roll", roll_label(request, DICE, loc), roll, "primary", held_move=f"{KEEP} {{}}",
        by_held=(*(roll_label(request, n, loc) for n in range(DICE)), "")),))
    boxes = Group("score", PICK, tuple(
        Choice(o.box, render.option_label(o, loc), format_body(score(o.box)))
        for o in request.options), placeholder=t("kn-btn-score", loc))
    return dice, again, boxes


def narrated(change: Change, names: Sequence[str], loc: str,
             rolling: int | None = None) -> list[str]:
    """What one committed move says (`rolling`: a seat whose rolls are left out, as the
    turn shows its dice itself)."""
    return render.event_lines([ev for ev in change.events if not (
        ev.get("type") == "rolled" and ev.get("seat") == rolling)], names, loc)


class KnFront(ScreenFront, texts="kn-"):
    game = "kniffel"
    group = "kniffel"
    prefix = "kn"
    accent = ACCENT
    option_texts: Mapping[str, str] = {
        "rolls": "kn-cmd-opt-rolls", "extra_kniffel": "kn-cmd-opt-extra",
        "zero_kniffel_bonus": "kn-cmd-opt-zero-bonus",
        "full_house_kniffel": "kn-cmd-opt-full-house"}
    choice_texts: Mapping[str, Mapping[str, str]] = {
        "extra_kniffel": {"schmidt": "kn-cmd-choice-schmidt", "hasbro": "kn-cmd-choice-hasbro",
                          "none": "kn-cmd-choice-none"}}
    items = (coach.KnButton,)
    hints_text = "kn-coach-opt-hints"  # `/kniffel new hints:` (the coach, issue 53)
    history_hint = "kn-coach-history-hint"
    presenter: KnPresenter

    def __init__(self) -> None:
        self.presenter = KnPresenter(self)

    def commands(self) -> list[app_commands.Command[Any, Any, Any]]:
        """`/kniffel review game:<n>`: the coach's review of a finished game."""
        return [coach.review_command(self)]

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        kn = settings.options(self.game)
        return settings_shown(self, settings, loc, server_language,
                              seconds=settings.turn_seconds, rolls=kn["rolls"],
                              extra=kn["extra_kniffel"], zero=kn["zero_kniffel_bonus"],
                              full=kn["full_house_kniffel"])

    # ----------------------------------------------------------------- screen
    def lobby(self, table: Table, loc: str) -> tuple[str, str, str]:
        return render.lobby(table)

    def narrate(self, table: Table, change: Change, names: Sequence[str],
                loc: str) -> list[str]:
        return narrated(change, names, loc)

    def told(self, table: Table, changes: Sequence[Change], loc: str) -> tuple[str, ...] | None:
        """What the turn line tells of `changes`: a player's own rolls left out while they
        roll (the turn shows their dice); None: every line (another turn, or an AI's)."""
        seat = table.game.turn() if table.game is not None else None
        request = request_of(table, seat)
        if request is None or request.first:
            return None
        names = render.seat_names(table, loc)
        return tuple(turns.change_lines(
            changes, loc, playing=True, started=self.started(table, names, loc),
            narrate=lambda ch: shared.change_lines(
                ch, names, loc, narrated(ch, names, loc, seat) if ch.kind == "moved"
                else []))[0])

    def shown(self, table: Table, who: str, lines: Sequence[str], loc: str) -> Shown:
        return self.shown_of(table, who, (), lines, loc)

    def shown_of(self, table: Table, who: str, changes: Sequence[Change],
                 lines: Sequence[str], loc: str) -> Shown:
        pub, game = render.public(table), render.state(table)
        assert pub is not None and game is not None
        names = render.seat_names(table, loc)
        seat = pub.to_move
        request = request_of(table, seat)
        is_ai = seat is not None and table.is_ai(seat)
        # the turn's first roll pings its player (the table is posted anew), not each roll
        mention = turns.mention(table, seat) if request is not None and request.first \
            else None
        picture = render.block_picture(table, pub)
        title, blocks = render.board(table, pub, table.status, pictured=picture is not None)
        results = render.results_text(pub, lines, names, loc)
        if table.options.hints:  # the coach (issue 53): the game is not rated
            results += "\n" + t("kn-coach-hints-on", loc)
        return Shown(title, blocks,
                     render.turn_text(pub, request, (), names, mention, is_ai, loc),
                     results=results if game.over else None, pictures=picture,
                     text_table=render.text_block(table, pub) if picture is not None else None,
                     told=self.told(table, changes, loc) if changes else None,
                     new_turn=request is not None and request.first)

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        request = request_of(table, seat)
        return choice_groups(request, loc) if request is not None else ()

    def extras(self, table: Table, seat: int, loc: str) -> Sequence[Control]:
        """The coach's Hint, where the table gives hints and the player holds a roll."""
        return coach.hint_button(table, request_of(table, seat), loc)

    def own(self, table: Table, seat: int, loc: str) -> str | None:
        """The player's own column, and what the roll scores now."""
        pub = render.public(table)
        if pub is None:
            return None
        game = render.state(table)
        request = game.request(seat) if game is not None and pub.to_move == seat \
            else None
        return render.own_column(pub, seat, str(table.seats[seat]["name"]), request, loc)


KNIFFEL_FRONT = KnFront()
