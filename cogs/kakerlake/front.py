"""Kakerlakenpoker Royal's Discord front end: a screen, not a program (`cogs.tables.screens`).

Its lobby, its table (the penalty pile, the card on offer by its route and claims, each
display and hand size, the laid-out cards' picture), the turn line, the narration and the
results are pure functions of one committed table, read from the game's public view; what
the seat to act may do is choice groups of its request (`KpRequest`):

- an offer: the card (from the hand), the receiver and the claim, on the seat's own screen
  (private): select the card, select the receiver, press a claim (a submit naming both);
- an answer: True or False on the table (a choose group); **Look and pass** is a button of
  the game's own (`extras`): the look is played and the seat's own screen answers at once,
  showing the card and the pass;
- a pass after the look: the receiver and the claim, privately (the card is seen there);
- a penalty's lay-out: the first card, then a second one or the first alone
  (`held_choices`: what may go beside the card selected).

The shared tables draw them, answer their presses, keep the seat's own screen current (its
hand, the card it has seen, the hand's picture) and send the hand DMs (with their picture).
Its commands are the shared group's (`/kakerlake new`, `hand`, `table`, ...).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from cogs.kakerlake import render
from cogs.tables import ids, turns
from cogs.tables import render as shared
from cogs.tables.choices import CHOOSE, SELECT, SUBMIT, Choice, Group
from cogs.tables.front import settings_shown
from cogs.tables.items import PressItem
from cogs.tables.layout import Control
from cogs.tables.replies import answer, explain, origin
from cogs.tables.screens import ScreenFront, Shown
from larry_core.errors import IllegalMove
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.moves import CALL, LAY, LOOK, OFFER, PASS, format_body
from larry_core.games.kakerlake.request import KpRequest
from larry_core.games.kakerlake.views import KpSeatView
from larry_core.storage.base import LeaderRow
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Table, TableError
from larry_core.text import percent, t

if TYPE_CHECKING:
    from cogs.tables.attachments import Files

log = logging.getLogger(__name__)
PREFIX = "kp"
_LOOK = re.compile(r"kp:t:(\d{1,19}):(\d{1,9}):look")


@dataclass(frozen=True, slots=True)
class Look:
    """A press of Look and pass: the table and the version it was drawn at."""

    table: int
    version: int


def look_id(table: int, version: int) -> str:
    return f"{PREFIX}:t:{table}:{version}:look"


def parse(custom_id: str) -> Look | None:
    m = _LOOK.fullmatch(custom_id)
    return Look(int(m[1]), int(m[2])) if m else None


class KpButton(PressItem, template=r"kp:(?P<rest>.{0,97})"):
    """Look and pass, and the shared lobby, page and forget-me ids under ``kp:`` (forged
    ones too)."""

    async def press(self, front: KpFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, PREFIX, parse, front.look)


# --------------------------------------------------------------------- the seat
def seat_view(table: Table, seat: int) -> KpSeatView | None:
    return table.game.seat_view(seat) if table.game is not None else None


def request(table: Table, seat: int) -> KpRequest:
    return table.game.request(seat)


def held_key(held: frozenset[str], group: str) -> str | None:
    """The key held in `group` (``<group>:<key>``), if any."""
    return next((h.split(":", 1)[1] for h in held if h.split(":", 1)[0] == group), None)


def card_label(code: str, hand: Sequence[str], loc: str) -> str:
    n = hand.count(code)
    return render.card(code, loc) + (f" ×{n}" if n > 1 else "")


def receivers(targets: Sequence[int], names: Sequence[str], placeholder: str) -> Group:
    return Group("to", SELECT, tuple(Choice(str(s), names[s], str(s), "primary")
                                     for s in targets), placeholder, private=True)


def claims(req: KpRequest, move: str, loc: str) -> Group:
    """The claims, each a submit of `move` (a format naming the groups it takes)."""
    return Group("claim", SUBMIT, tuple(
        Choice(word, render.claim(word, loc), style="primary", held_move=move + f" {word}")
        for word in req.claims()), private=True)


def prompt(table: Table, seat: int, held: frozenset[str], loc: str) -> str:
    """What the seat's own screen asks of it now, step by step as today's forms did."""
    if table.game is None or not table.open or seat not in table.game.actors():
        return ""
    verbs, names = request(table, seat).verbs(), shared.seat_names(table, loc)
    card, to = held_key(held, "card"), held_key(held, "to")
    target = names[int(to)] if to is not None and to.isdigit() and int(to) < len(names) \
        else None
    pub = render.public(table)
    if OFFER in verbs:
        if card is None:
            return t("kp-dc-form-card", loc)
        if target is None:
            return t("kp-dc-form-target", loc, card=render.chip(card, loc))
        return t("kp-dc-form-claim", loc, card=render.chip(card, loc), name=target)
    if PASS in verbs:
        return t("kp-dc-form-pass-claim", loc, name=target) if target is not None \
            else t("kp-dc-form-pass-target", loc)
    if LAY in verbs:
        what = render.claim(pub.pending.claim if pub is not None and pub.pending is not None
                            else "royal", loc)
        return t("kp-dc-form-lay-second", loc, card=render.chip(card, loc), claim=what) \
            if card is not None else t("kp-dc-form-lay", loc, claim=what)
    return ""


class KpFront(ScreenFront, texts="kp-"):
    game = "kakerlakenpoker"
    group = "kakerlake"
    prefix = PREFIX
    rules_key = "kp-dc-rules"
    start_key = "started"  # the shared answer to the host's Start
    option_texts: Mapping[str, str] = {
        "special_cards": "kp-cmd-opt-special", "royal_chain": "kp-cmd-opt-chain",
        "penalty_special": "kp-cmd-opt-penalty-special", "joker_wild": "kp-cmd-opt-joker"}
    choice_texts: Mapping[str, Mapping[str, str]] = {
        "penalty_special": {"display": "kp-cmd-choice-display", "hand": "kp-cmd-choice-hand"}}
    items = (KpButton,)
    accent = 0x7D3C98  # Kakerlakenpoker Royal's purple: the table's colour
    private = True

    def stats_line(self, stats: LeaderRow, loc: str) -> str:
        return t("kp-dc-stats-line", loc, games=stats.games, wins=stats.wins,
                 rate=percent(stats.win_rate, loc))

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        pictures = pictures_default if settings.pictures is None else settings.pictures
        kp = settings.options(self.game)
        return settings_shown(self, settings, loc, server_language, pictures=pictures,
                              seconds=settings.turn_seconds, special=kp["special_cards"],
                              chain=kp["royal_chain"],
                              where=t(f"kp-cmd-choice-{kp['penalty_special']}", loc),
                              joker=kp["joker_wild"])

    # ------------------------------------------------------------- the table
    def lobby(self, table: Table, loc: str) -> tuple[str, str, str]:
        return render.lobby_texts(table)

    def narrate(self, table: Table, change: Change, names: Sequence[str],
                loc: str) -> list[str]:
        pub = render.public(table)
        return render.event_lines(change.events, names, loc,
                                  pub.set_limit if pub is not None else 4)

    def shown(self, table: Table, who: str, lines: Sequence[str], loc: str) -> Shown:
        pub = render.public(table)
        assert pub is not None, "a started table"
        names = shared.seat_names(table, loc)
        seat = table.game.turn()
        req = request(table, seat) if seat is not None else None
        over = table.game.over
        return Shown(t("kp-dc-table-title", loc, table=table.id),
                     render.table_blocks(table, pub, table.status),
                     render.turn_line(table, pub, req, names, turns.mention(table, seat)),
                     results=render.results_text(table, pub, lines, names) if over else None,
                     pictures=render.table_picture(table, pub),
                     continues=pub.phase == "pass")  # looked at the card: now passes it on

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        return self.held_choices(table, seat, loc, frozenset())

    def held_choices(self, table: Table, seat: int, loc: str,
                     held: frozenset[str]) -> Sequence[Group]:
        mine = seat_view(table, seat)
        if mine is None:
            return ()
        req, hand = request(table, seat), list(mine.hand)
        verbs, names = req.verbs(), shared.seat_names(table, loc)
        if OFFER in verbs:
            return (Group("card", SELECT, tuple(
                        Choice(c, card_label(c, hand, loc), c, "primary")
                        for c in req.cards(OFFER)), t("kp-dc-form-card", loc), private=True),
                    receivers(req.targets(OFFER), names, ""),
                    claims(req, "offer {to} {card}", loc))
        if CALL in verbs:
            return (Group("call", CHOOSE, (
                Choice("true", t("kp-btn-true", loc), "call true", "success"),
                Choice("false", t("kp-btn-false", loc), "call false", "danger"))),)
        if PASS in verbs:
            return (receivers(req.targets(PASS), names, t("kp-dc-form-pass-target", loc)),
                    claims(req, "pass {to}", loc))
        if LAY not in verbs:
            return ()
        pub = mine.public
        what = render.claim(pub.pending.claim if pub.pending is not None else "royal", loc)
        firsts = req.cards(LAY)
        groups = [Group("card", SELECT, tuple(
            Choice(c, card_label(c, hand, loc), c, "primary") for c in firsts),
            t("kp-dc-form-lay", loc, claim=what), private=True)]
        first = held_key(held, "card")
        if first is not None and first in firsts:
            lays: list[tuple[str, str | None]] = [(first, None)] if req.alone(first) else []
            lays += [(first, c) for c in req.cards(LAY, first)]
            made = [(second, move) for f, second in lays
                    if (move := req.resolve(LAY, card=f, second=second)) is not None]
            groups.append(Group("lay", SUBMIT, tuple(
                Choice("alone", t("kp-btn-lay-alone", loc, card=render.card(first, loc)),
                       format_body(move), "success") if second is None else
                Choice(second, card_label(second, hand, loc), format_body(move), "primary")
                for second, move in made), private=True))
        return tuple(groups)

    def extras(self, table: Table, seat: int, loc: str) -> Sequence[Control]:
        """Look and pass: the look is played and the seat's own screen answers with the card
        and the pass at once (no choice group answers with a private screen)."""
        if table.game is None or not request(table, seat).can_look():
            return ()
        return ((look_id(table.id, table.version), t("kp-btn-look", loc), "primary"),)

    # ---------------------------------------------------------- its own part
    def own(self, table: Table, seat: int, loc: str) -> str | None:
        """The hand and, for a seat that has seen it, the card on offer."""
        mine = seat_view(table, seat)
        if mine is None:
            return None
        parts = [render.hand_text(list(mine.hand), loc)]
        if mine.offer_card is not None:
            parts.append(render.seen_text(mine.offer_card, loc))
        return "\n".join(parts)

    def seat_shown(self, table: Table, seat: int, loc: str) -> Shown | None:
        text, mine = self.own(table, seat, loc), seat_view(table, seat)
        if text is None or mine is None:
            return None
        return Shown("", (text,), pictures=render.hand_picture(table, list(mine.hand), loc))

    def hand_key(self, table: Table, seat: int) -> tuple[str, ...] | None:
        mine = seat_view(table, seat)
        return tuple(mine.hand) if mine is not None else None

    def dm(self, table: Table, seat: int, loc: str) -> str | None:
        mine = seat_view(table, seat)
        if mine is None:
            return None
        return t("kp-dc-dm-hand", loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 hand=render.hand_text(list(mine.hand), loc))

    def seat_key(self, table: Table, seat: int, user: int) -> Hashable:
        mine = seat_view(table, seat)
        return (self.turn_version(table), table.open, self.hand_key(table, seat),
                mine.offer_card if mine is not None else None)

    def seat_turn(self, table: Table, seat: int, loc: str, held: frozenset[str]) -> str | None:
        """The step's question above the choices (which card, to whom, what to claim)."""
        return prompt(table, seat, held, loc)

    def dm_pictures(self, table: Table, seat: int, loc: str) -> Files | None:
        """The hand DM's picture of the cards."""
        mine = seat_view(table, seat)
        return render.hand_picture(table, list(mine.hand), loc) if mine is not None else None

    async def look(self, interaction: discord.Interaction, press: Look) -> None:
        """Look and pass: the look is committed first (the card is shown only to a seat that
        has seen it), then the seat's own screen answers privately with the card and the
        pass."""
        found = await self.pressed_turn(interaction, press.table, press.version,
                                        "kp-dc-no-table", lambda tb: tb.game,
                                        KpGame.turn)
        if found is None:
            return
        table, game, seat, loc = found
        if not game.request(seat).can_look():  # current, but not this turn's
            await answer(interaction, t(self.garbled_key, loc))
            return
        svc, uid = self.bot.service, interaction.user.id
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await svc.play(table.id, uid, LOOK, press.version, origin(interaction))
        except (TableError, IllegalMove) as exc:
            await answer(interaction, explain(exc, loc, table))
            return
        except Exception:
            log.exception("table %d: a look failed", table.id)
            await answer(interaction, t("something-wrong", loc))
            return
        now = svc.find(table.id) or table
        await self.show_hand(interaction, now, seat)


KAKERLAKE_FRONT = KpFront()
