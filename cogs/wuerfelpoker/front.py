"""Würfelpoker's Discord front end: a screen, not a program (`cogs.tables.screens`). Its
commands are the shared group's (`/wuerfelpoker new`, `hand`, `table`, ...), built from the
game's options (a table plays 20 rounds by default:
`larry_core.games.wuerfelpoker.kind.TABLE_ROUNDS`; `rounds: 0` plays to the printed end), and
`/wuerfelpoker replay` (`replay`).

What the table shows is read from the game's public view and the mover's request; what the
mover may do is choice groups (`groups`), drawn and answered by the shared tables. A turn,
one interaction per decision: **Roll**; a die button per die to keep or release it (a
toggle, redrawn in the pressed message; the dice kept before this roll begin held); **Roll**
again (the dice not kept) or **Stand**. In the raising variant, after the turn: **No raise**
or **Raise n** for each legal amount; answering a raise: **Call** or **Fold**.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from discord import app_commands

from cogs.tables import render as shared
from cogs.tables import turns
from cogs.tables.choices import CHOOSE, SUBMIT, TOGGLE, Choice, Group
from cogs.tables.front import settings_shown
from cogs.tables.items import PER_ROW, ROWS
from cogs.tables.replays import replay_command
from cogs.tables.screens import ScreenFront, Shown
from cogs.wuerfelpoker import render, replay
from larry_core.games.wuerfelpoker.engine import RAISE_PHASE, REROLL, RESPOND, ROLL_PHASE
from larry_core.games.wuerfelpoker.moves import CALL, FOLD, PASS, ROLL_MOVE, STAND, WpMove
from larry_core.games.wuerfelpoker.moves import format_body as body
from larry_core.games.wuerfelpoker.request import WpRequest
from larry_core.games.wuerfelpoker.views import WpShowdownView
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Table
from larry_core.text import t

if TYPE_CHECKING:
    pass

DICE = 5
# a message holds 25 buttons: No raise and at most 24 amounts
MAX_RAISES = ROWS * PER_ROW - 1


def shown_raises(amounts: list[int]) -> list[int]:
    """The raise amounts that get a button: all of them (the usual limit is 2), or for a
    table whose limit is above 24, 24 of them spread from the least to the most (each one
    legal)."""
    if len(amounts) <= MAX_RAISES:
        return amounts
    last = len(amounts) - 1
    picks = sorted({round(i * last / (MAX_RAISES - 1)) for i in range(MAX_RAISES)})
    return [amounts[i] for i in picks]


def groups(request: WpRequest, kept: frozenset[int], loc: str) -> tuple[Group, ...]:
    """The choices of `request` (`kept`: the dice kept before this roll, held at first):
    the turn's first roll is one Roll; later a die per die (held: kept, ✓), then Roll (the
    dice not kept, the rolls left; greyed with all five kept: Stand is) and Stand; after
    the turn, No raise and Raise by each legal amount; answering a raise, Call and Fold."""
    def roll(count: int) -> str:
        return t("wp-btn-roll", loc, count=count, left=request.rolls_left)

    if request.phase == ROLL_PHASE:
        return (Group("roll", SUBMIT, (Choice("roll", roll(DICE), body(ROLL_MOVE),
                                              "primary"),)),)
    if request.phase == REROLL:
        dice = tuple(Choice(str(i), str(value), str(value), held=i in kept,
                            held_label=t("wp-btn-die-kept", loc, value=value))
                     for i, value in enumerate(request.dice))
        # with all five held Roll is greyed and shows its label (count 0: all five kept)
        submit = Choice("roll", roll(0), body(ROLL_MOVE), "primary", held_move="keep {}",
                        by_held=(*(roll(DICE - n) for n in range(DICE)), ""))
        return (Group("keep", TOGGLE, dice), Group("roll", SUBMIT, (submit,)),
                Group("move", CHOOSE, (Choice("stand", t("wp-btn-stand", loc),
                                              body(WpMove(STAND))),)))
    if request.phase == RAISE_PHASE:
        bets = [Choice("pass", t("wp-btn-pass", loc), body(WpMove(PASS))),
                *(Choice(f"raise-{n}", t("wp-btn-raise", loc, amount=n),
                         body(WpMove("raise", amount=n)), "primary")
                  for n in shown_raises(request.raise_amounts()))]
        return (Group("move", CHOOSE, tuple(bets)),)
    if request.phase == RESPOND:
        return (Group("move", CHOOSE, (
            Choice("call", t("wp-btn-call", loc, amount=request.call_amount),
                   body(WpMove(CALL)), "success"),
            Choice("fold", t("wp-btn-fold", loc), body(WpMove(FOLD)), "danger"))),)
    return ()


def narrate(ch: Change, names: Sequence[str], loc: str, showdown: WpShowdownView | None,
            rolling: int | None = None, *, ante: int = 1) -> list[str]:
    """What one committed change says (`rolling`: a seat whose rolls are left out, as the
    turn shows its dice itself; `showdown`: the last pot's, shown ranked)."""
    events = [ev for ev in ch.events
              if not (ev.get("type") == "rolled" and ev.get("seat") == rolling)]
    told = render.event_lines(events, names, loc, showdown, ante=ante) \
        if ch.kind == "moved" else []
    return shared.change_lines(ch, names, loc, told)


class WpFront(ScreenFront, texts="wp-"):
    game = "wuerfelpoker"
    group = "wuerfelpoker"
    prefix = replay.PREFIX
    accent = 0x1E8449  # Würfelpoker's green baize: the table's colour
    history_hint = "wp-dc-history-hint"
    option_texts: Mapping[str, str] = {
        "chips": "wp-cmd-opt-chips", "ante": "wp-cmd-opt-ante", "rolls": "wp-cmd-opt-rolls",
        "first_sets_rolls": "wp-cmd-opt-first-sets-rolls", "rounds": "wp-cmd-opt-rounds",
        "raising": "wp-cmd-opt-raising", "raise_limit": "wp-cmd-opt-raise-limit"}
    items = (replay.WpButton,)

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        wp = settings.options(self.game)
        return settings_shown(self, settings, loc, server_language,
                              seconds=settings.turn_seconds, chips=wp["chips"],
                              ante=wp["ante"], rolls=wp["rolls"], first=wp["first_sets_rolls"],
                              rounds=wp["rounds"], raising=wp["raising"],
                              limit=wp["raise_limit"])

    def commands(self) -> list[app_commands.Command[Any, Any, Any]]:
        """`/wuerfelpoker replay`: a finished game of this server, round by round (only its
        user sees it)."""
        return [replay_command(self, replay.show, rounds=replay.MAX_ROUNDS,
                               tables=replay.MAX_TABLE_ID)]

    # ---------------------------------------------------------------- the screen
    def lobby(self, table: Table, loc: str) -> tuple[str, str, str]:
        return (t("wp-dc-lobby-title", loc, table=table.id), render.lobby_lines(table),
                t("wp-dc-lobby-footer", loc))

    def started(self, table: Table, names: Sequence[str], loc: str) -> str:
        """The seats, then the first round's antes and who begins."""
        game = render.state(table)
        return "\n".join([t("wp-dc-started", loc, seats=shared.seat_order(list(names))),
                          *render.event_lines(game.setup_events if game else [], names,
                                              loc)])

    def narrate(self, table: Table, change: Change, names: Sequence[str],
                loc: str) -> list[str]:
        """A move's events, a pot won in one line (the table's "Last pot" ranks it)."""
        game = render.state(table)
        return render.event_lines(change.events, names, loc,
                                  ante=game.rules.ante if game else 1)

    def shown(self, table: Table, who: str, lines: Sequence[str], loc: str) -> Shown:
        return self.shown_of(table, who, (), lines, loc)

    def shown_of(self, table: Table, who: str, changes: Sequence[Change],
                 lines: Sequence[str], loc: str) -> Shown:
        """The table; the turn line tells `changes` otherwise than the latest moves (a pot
        won ranked; the mover's own roll left to the dice the turn shows)."""
        game, pub = render.state(table), render.public(table)
        assert game is not None and pub is not None
        names = render.seat_names(table, loc)
        seat = pub.to_move
        is_ai = seat is not None and table.is_ai(seat)
        request = game.request(seat) if seat is not None and not is_ai else None
        mention = turns.mention(table, seat) if request is not None else None
        # the player goes on with what they were doing (their next roll, their raise after
        # their turn, their turn after their answer): named, not pinged again
        movers = [ch.seat for ch in changes if ch.kind == "moved"]
        continues = seat is not None and bool(movers) and movers[-1] == seat
        told: tuple[str, ...] | None = None
        ranked = list(lines)
        if changes:
            showdown, ante = pub.showdown, game.rules.ante
            start = self.started(table, names, loc)

            def tell(rolling: int | None) -> list[str]:
                return turns.change_lines(
                    changes, loc, playing=True, started=start,
                    narrate=lambda ch: narrate(ch, names, loc, showdown, rolling,
                                               ante=ante))[0]

            ranked = tell(None)
            # the turn of a player's own roll shows the dice once, not its narration too
            rolling = seat if request is not None and request.phase == REROLL else None
            told = tuple(tell(rolling) if rolling is not None else ranked)
        title, blocks = render.table_board(table, pub, loc)
        return Shown(title, blocks,
                     render.turn_text(pub, request, [], names, mention, is_ai, loc),
                     results=render.results_text(pub, ranked, names, loc),
                     pictures=render.table_picture(table, pub), continues=continues,
                     told=told)

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        game, pub = render.state(table), render.public(table)
        if game is None or pub is None:
            return ()
        return groups(game.request(seat), render.held(table, pub)
                      if pub.to_move == seat else frozenset(), loc)

    def own(self, table: Table, seat: int, loc: str) -> str | None:
        """The player's own view (`/wuerfelpoker hand`)."""
        pub = render.public(table)
        return render.own_view(pub, seat, render.seat_names(table, loc), loc) \
            if pub is not None else None


WUERFELPOKER_FRONT = WpFront()
