"""High card's Discord front end, in the tests only (issue 37 point 3): a `GameFront` for the
shared tables (`cogs.tables.front`), its presenter, its turn buttons, its hand. Loaded into a
running test bot by the extension `tests.highcard.cog`; no platform module names it.

Its texts are its own catalogue, `tests/highcard/locales` (``hc-`` keys, English only),
added with `larry_core.text.add_catalogue` for a test only (`LOCALES`; the shipped
catalogues hold none of it); the platform's own keys (the lobby buttons' labels, the
refusals, the acknowledgements) are the platform's.

custom_id scheme (namespaced, <= 100 chars):
  ``hc:t:<table>:<version>:<reveal|fold|hand>``   turn buttons
beside the shared ones (`cogs.tables.ids`: lobby, leaderboard and history pages, forget-me).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord

from cogs.tables import ids, lang, turns
from cogs.tables import render as shared
from cogs.tables.front import GameFront
from cogs.tables.items import PressItem, buttons_view
from cogs.tables.replies import answer, quiet
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Change, Table
from larry_core.text import t
from tests.highcard.game import FOLD, REVEAL, HighCardGame

if TYPE_CHECKING:
    from cogs.tables.attachments import Files
    from cogs.tables.publisher import Publisher

LOCALES = Path(__file__).resolve().parent / "locales"  # the game's own catalogue
PREFIX = "hc"
TURN_ACTIONS = (REVEAL, FOLD, "hand")
_TURN = re.compile(r"t:(\d{1,19}):(\d{1,9}):(" + "|".join(TURN_ACTIONS) + r")")


# ------------------------------------------------------------------ texts
def state(table: Table) -> HighCardGame | None:
    """The table's high card state (None before the game starts)."""
    game: object = table.game
    return game if isinstance(game, HighCardGame) else None


def card_text(card: int) -> str:
    """A card as every message writes it (the tests look for this mark)."""
    return f"🂠{card}"


def score_text(scores: Sequence[int]) -> str:
    return "–".join(str(s) for s in scores)


def hand_text(game: HighCardGame, seat: int, loc: str) -> str:
    """A seat's own card, for its eyes only (an answer, a DM)."""
    if game.over:
        return t("hc-hand-none", loc)
    return t("hc-hand", loc, round=game.round + 1, rounds=game.rules.rounds,
             card=card_text(game.cards[seat]))


def event_line(ev: Mapping[str, Any], names: Sequence[str], loc: str) -> str | None:
    """One public event as a sentence (None for a private one: a dealt card)."""
    if ev.get("private") is not None:
        return None
    kind = ev["type"]
    if kind == "revealed":
        return t("hc-ev-revealed", loc, name=names[ev["seat"]], card=card_text(ev["card"]))
    if kind == "folded":
        return t("hc-ev-folded", loc, name=names[ev["seat"]])
    if kind == "round_won":
        winner, score = ev["winner"], score_text(ev["scores"])
        if winner is None:
            return t("hc-ev-round-tie", loc, round=ev["round"] + 1, score=score)
        return t("hc-ev-round-won", loc, name=names[winner], round=ev["round"] + 1,
                 score=score)
    if kind == "round_started":
        return t("hc-ev-round-started", loc, round=ev["round"] + 1,
                 name=names[ev["starter"]])
    return None  # game_over: the results message says it


def narrate(ch: Change, names: Sequence[str], loc: str) -> list[str]:
    told = [line for ev in ch.events if (line := event_line(ev, names, loc)) is not None] \
        if ch.kind == "moved" else []
    return shared.change_lines(ch, names, loc, told)


def lobby_embed(table: Table, closed: str | None = None) -> discord.Embed:
    loc = table.options.language
    game_rules: Any = table.options.rules
    desc = t("hc-lobby-rules", loc, rounds=game_rules.rounds,
             seconds=table.options.turn_seconds)
    return shared.seats_embed(table, loc, t("hc-lobby-title", loc, table=table.id), desc,
                              closed or t("hc-lobby-footer", loc), 2)


def lobby_view(table: int, loc: str) -> discord.ui.View:
    return buttons_view([(ids.lobby_id(PREFIX, table, "join"), t("btn-join", loc), "success"),
                         (ids.lobby_id(PREFIX, table, "leave"), t("btn-leave", loc),
                          "secondary"),
                         (ids.lobby_id(PREFIX, table, "start"), t("btn-start", loc),
                          "primary"),
                         (ids.lobby_id(PREFIX, table, "ai"), t("btn-ai", loc), "secondary"),
                         (ids.lobby_id(PREFIX, table, "cancel"), t("btn-cancel", loc),
                          "danger")])


def table_embed(table: Table, game: HighCardGame, log: Sequence[str],
                status: str) -> discord.Embed:
    """The table's one message: the round, each seat's score and revealed card, the log."""
    loc = table.options.language
    names = shared.seat_names(table, loc)
    head = t("hc-table-over", loc) if game.over else \
        t("hc-table-round", loc, round=game.round + 1, rounds=game.rules.rounds)
    if status == "ended":
        head = t("hc-table-ended", loc)
    cards = []
    for seat, name in enumerate(names):
        shown = game.shown[seat] if not game.over else None
        if shown is not None:
            cards.append(t("hc-table-shows", loc, name=name, card=card_text(shown)))
        elif not game.over:
            cards.append(t("hc-table-face-down", loc, name=name))
    embed = discord.Embed(title=t("hc-table-title", loc, table=table.id),
                          description="\n".join([head, *cards]), colour=shared.COLOUR)
    for seat, name in enumerate(names):
        won = " 🏆" if game.over and seat in game.winners else ""
        embed.add_field(name=name, value=t("hc-table-won", loc, count=game.scores[seat]) + won)
    if log:
        embed.add_field(name=t("hc-table-recent", loc), value=shared.clip("\n".join(log), 1024),
                        inline=False)
    return embed


def turn_buttons(table: int, version: int, game: HighCardGame,
                 loc: str) -> list[tuple[str, str, str]]:
    if game.over or game.to_move is None:
        return []
    return [(turn_id(table, version, REVEAL), t("hc-btn-reveal", loc), "success"),
            (turn_id(table, version, FOLD), t("hc-btn-fold", loc), "danger"),
            (turn_id(table, version, "hand"), t("hc-btn-card", loc), "secondary")]


def turn_text(game: HighCardGame, lines: Sequence[str], names: Sequence[str],
              mention: int | None, loc: str) -> str:
    parts = list(lines)
    seat = game.to_move
    if seat is not None:
        who = f"<@{mention}> {names[seat]}" if mention is not None else names[seat]
        parts.append(t("hc-your-move", loc, who=who))
    return shared.clip("\n".join(parts))


def results_text(game: HighCardGame, lines: Sequence[str], names: Sequence[str],
                 loc: str) -> str:
    score = score_text(game.scores)
    if len(game.winners) == 1:
        head = t("hc-over-win", loc, name=names[game.winners[0]], score=score)
    else:
        head = t("hc-over-draw", loc, score=score)
    return shared.clip("\n".join([*lines, head]))


# ------------------------------------------------------------------ buttons
@dataclass(frozen=True, slots=True)
class Press:
    table: int
    version: int
    action: str


def turn_id(table: int, version: int, action: str) -> str:
    return f"{PREFIX}:t:{table}:{version}:{action}"


def parse(custom_id: str) -> Press | None:
    """The turn press a custom_id names; None for one no message of ours carries."""
    if m := _TURN.fullmatch(custom_id.removeprefix(f"{PREFIX}:")):
        return Press(int(m[1]), int(m[2]), m[3])
    return None


class HighCardButton(PressItem, template=r"hc:(?P<rest>.{0,97})"):
    """Every high card button, the shared ones too (a forged one gets an answer)."""

    async def press(self, front: HighCardFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, PREFIX, parse, front.turn_press)


# ---------------------------------------------------------------- presenter
class HighCardPresenter:
    """What the shared publisher shows of a high card table: the lobby, then one table
    message edited in place, one turn message replaced each move (pinging only the player
    who must act, carrying that move's buttons), and a results message at the end. All of
    it is read from one committed state before the first await."""

    accent = shared.COLOUR.value  # the shared colour: a test game has none of its own

    def turn_prefix(self, table: Table) -> str:
        return f"{PREFIX}:t:{table.id}:"

    def on_change(self, publisher: Publisher, table: Table, change: Change) -> None:
        if change.kind in ("started", "moved"):
            publisher.send_hands(table)

    def hand_cards(self, table: Table, seat: int) -> tuple[str, ...] | None:
        game = state(table)
        if game is None or game.over:
            return None
        return (str(game.round), str(game.cards[seat]))

    def hand_dm(self, table: Table, seat: int,
                loc: str) -> tuple[tuple[str, ...], str, Files | None] | None:
        game = state(table)
        shown = self.hand_cards(table, seat)
        if game is None or shown is None:
            return None
        text = t("hc-dm", loc, table=table.id, channel=f"<#{table.record.channel_id}>",
                 hand=hand_text(game, seat, loc))
        return shown, text, None

    async def announce(self, publisher: Publisher, table: Table, changes: list[Change],
                       box: dict[str, Any], *, repost: bool) -> None:
        loc = table.options.language
        names = shared.seat_names(table, loc)
        game = state(table)
        is_open, version, status = table.open, table.version, table.status
        lines, closed = turns.change_lines(
            changes, loc, playing=game is not None,
            started=t("hc-started", loc, seats=shared.seat_order(names)),
            narrate=lambda ch: narrate(ch, names, loc))
        if repost:
            await turns.clear(publisher, table, box)
        if game is None:
            await publisher.show_lobby(table, box, closed, status, lobby=lobby_embed,
                                       buttons=lobby_view)
            return
        mention = turns.mention(table, game.to_move)
        screen = turns.TurnScreen(
            embed=table_embed(table, game, turns.log_lines(box, lines), status),
            turn=turn_text(game, lines, names, mention, loc),
            buttons=turn_buttons(table.id, version, game, loc),
            mention=mention,
            results=results_text(game, lines, names, loc) if game.over else None)
        await turns.show(publisher, table, box, screen, is_open=is_open, lines=lines,
                         repost=repost, loc=loc)


# -------------------------------------------------------------------- front
class HighCardFront(GameFront):
    game = "highcard"
    group = "highcard"
    prefix = PREFIX
    keys = "hc-"
    description = "hc-cmd-desc"
    rules_key = "hc-rules"
    no_table_key = "hc-no-table-here"
    garbled_key = "hc-garbled"
    illegal_keys = "hc-illegal-"
    option_texts: Mapping[str, str] = {"rounds": "hc-cmd-opt-rounds"}
    items = (HighCardButton,)

    def __init__(self) -> None:
        self.presenter = HighCardPresenter()

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        language = settings.language or server_language
        return t("hc-settings", loc, rounds=settings.options(self.game)["rounds"],
                 seconds=settings.turn_seconds, language=t(f"language-{language}", loc))

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        game = state(table)
        if game is None:
            await answer(interaction, t("not-started", lang.private(interaction, table)))
            return
        await answer(interaction, hand_text(game, seat, lang.private(interaction, table)))

    async def turn_press(self, interaction: discord.Interaction, press: Press) -> None:
        svc, uid = self.bot.service, interaction.user.id
        found = svc.find(press.table)
        table = found if found is not None and found.options.game == self.game else None
        loc = lang.private(interaction, table)
        if table is None:  # no such table, or another game's (a forged id)
            await answer(interaction, t(self.garbled_key if found is not None else "hc-closed",
                                        loc))
            return
        game = state(table)
        if not table.open or game is None:
            await answer(interaction, t("hc-closed", loc))
            return
        seat = table.seat_of(uid)
        if seat is None:
            await answer(interaction, t("not-playing", loc))
            return
        if press.action == "hand":
            await self.show_hand(interaction, table, seat)
            return
        if press.version != table.version:
            await answer(interaction, t("stale", loc))
            return
        if game.to_move != seat:
            who = shared.seat_names(table, loc)[game.to_move] \
                if game.to_move is not None else "?"
            await answer(interaction, t("not-your-turn", loc, name=who))
            return
        await quiet(interaction, lambda o: svc.play(table.id, uid, press.action,
                                                    press.version, o), table)


FRONT = HighCardFront()
