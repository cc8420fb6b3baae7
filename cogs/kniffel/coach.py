"""Kniffel's coach on Discord (issue 53): after every game, one review per human player in
the table's language (its figures, then its three costliest decisions, each with a small
picture of the dice drawn by the game's own dice art); `/kniffel review game:<n>` for any
finished game of this server, privately; and, at a table opened with `hints`, a Hint
button on the player's turn whose private answer names the optimal keep or box and what
the two best choices are worth.

The optimal table of a game's rules is loaded or computed in a daemon thread
(`optimal.prepare_in_background`, as the AI's), never on the event loop: while it is not in
memory, the after-game review says when it will come (then waits for it without blocking
anything but this finished table's announcements), a review asked for and a hint say when
it will be ready. The review itself runs in a worker thread. The AI never reads a hint: a
hint reads the table the AI reads (`optimal.ready`), with the values the AI plays by.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import re
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.tables import ids, lang, tokens
from cogs.tables.attachments import Files, files
from cogs.tables.commands import keyword
from cogs.tables.items import PressItem
from cogs.tables.lang import cmd
from cogs.tables.layout import Control
from cogs.tables.render import COLOUR, seat_names
from cogs.tables.replays import MAX_TABLE_ID, names_of
from cogs.tables.replies import answer, defer_private
from larry_core.games.dice_art import dice_alt, dice_png
from larry_core.games.kniffel import optimal
from larry_core.games.kniffel.coach import CoachError, Review, SeatReview, advice, review_log
from larry_core.games.kniffel.coach_text import (
    COMPUTE_SECONDS,
    decision_line,
    kept_positions,
    move_words,
    summary_lines,
)
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.request import KnRequest
from larry_core.games.kniffel.rules import KnRules
from larry_core.storage.base import GameNotFinished
from larry_core.tables.table import Table, TableError, TableOptions
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.kniffel.front import KnFront
    from cogs.tables.publisher import Publisher

log = logging.getLogger(__name__)

HINT_PREFIX = "knh"  # the Hint button's namespace, beside the shared ids' `kn:`
_HINT = re.compile(r"knh:(\d{1,19}):(\d{1,9})")
DIE = 40  # px: a decision's dice, small
WAIT_MAX = 600.0  # seconds the after-game review waits for its table at most
POLL = 0.5  # seconds between two looks at whether the table is ready
_asked: dict[str, float] = {}  # rule set -> when a table was first asked for (the ETA)


# ---------------------------------------------------------------------- the table
def table_or_eta(rules: KnRules) -> tuple[optimal.OptimalTable | None, float]:
    """The optimal table of `rules` if it is in memory (never blocks), else None and when
    it should be (wall-clock): its preparation is started in a daemon thread."""
    table = optimal.ready(rules)
    if table is not None:
        return table, 0.0
    optimal.prepare_in_background(rules)
    now = time.time()
    asked = _asked.setdefault(optimal.rules_key(rules), now)
    return None, max(asked + COMPUTE_SECONDS.get(rules.rolls, 30), now + 5)


def warm(rules: KnRules) -> None:
    """Have the table of a game being played ready by its end (a thread, once per rules)."""
    if optimal.ready(rules) is None:
        table_or_eta(rules)


async def wait_ready(rules: KnRules, most: float = WAIT_MAX) -> optimal.OptimalTable | None:
    """The table of `rules`, waited for (asleep, looking every `POLL` s) at most `most`
    seconds; None if it is not ready by then (its computation failed, say)."""
    until = time.monotonic() + most
    while True:
        table, _ = table_or_eta(rules)
        if table is not None or time.monotonic() >= until:
            return table
        await asyncio.sleep(POLL)


def when(at: float) -> str:
    """A Discord timestamp, relative: each reader sees "in 20 seconds" in their language."""
    return f"<t:{int(at)}:R>"


def human(seat: Mapping[str, Any]) -> bool:
    """A seat a person played (one an AI took over when they left too; a forgotten player's
    anonymous seat too)."""
    return seat.get("user_id") is not None or bool(seat.get("forgotten"))


# ---------------------------------------------------------------------- the review
def review_embeds(review: Review, seat: SeatReview, name: str, loc: str, tag: str
                  ) -> tuple[list[discord.Embed], Files | None]:
    """One player's review: an embed of its figures and verdict, then an embed per costly
    decision (one line, its dice as a small picture: the roll, the dice kept marked)."""
    lines = summary_lines(review, seat, loc)
    costly = seat.costliest()
    lines.append(t("kn-coach-costliest" if costly else "kn-coach-none-costly", loc))
    embeds = [discord.Embed(title=t("kn-coach-title", loc, name=name),
                            description="\n".join(lines)[:4096], colour=COLOUR)]
    pictures: list[tuple[bytes, str, str]] = []
    for rank, d in enumerate(costly, 1):
        kept = kept_positions(d)
        name_png = f"kn-coach-{tag}-{seat.seat}-{rank}.png"
        alt = t("kn-coach-picture-alt", loc, rank=rank,
                dice=dice_alt(d.dice, kept, words={"kept": t("kn-coach-kept", loc)}))
        pictures.append((dice_png(d.dice, kept, size=DIE), name_png, alt))
        embed = discord.Embed(description=decision_line(rank, d, loc), colour=COLOUR)
        embed.set_image(url=f"attachment://{name_png}")
        embeds.append(embed)
    return embeds, files(pictures)


async def review_in_thread(players: int, rules: KnRules, seed: int, moves: Sequence[str],
                           table: optimal.OptimalTable) -> Review:
    """A stored game reviewed in a worker thread (numpy and the engine off the loop)."""
    return await asyncio.to_thread(review_log, players, rules, seed, list(moves), table)


async def after_game(publisher: Publisher, table: Table, box: dict[str, Any]) -> None:
    """After the game: each human player's review in the channel, in the table's language,
    once (`box` keeps which are out). While the table of the rules is not ready, a note
    says when the reviews will follow, and they follow once it is."""
    if box.get("coach"):
        return
    humans = [i for i, s in enumerate(table.seats) if human(s)]
    posted = set(box.get("coach_posted", []))
    rules = table.options.rules
    assert isinstance(rules, KnRules)
    loc = table.options.language
    found, eta = table_or_eta(rules)
    if found is None:
        await asyncio.sleep(0.2)  # a table on disk is read in a moment: no note for that
        found, eta = table_or_eta(rules)
    if found is None and humans:
        if not box.get("coach_wait"):
            box["coach_wait"] = (await publisher.send(
                table, t("kn-coach-wait", loc, when=when(eta)))).id
        found = await wait_ready(rules)
        if found is None:
            await publisher.edit(table, int(box["coach_wait"]), content=t(
                "kn-coach-wait-failed", loc, table=table.id))
            box["coach"] = True
            return
    if found is not None and humans:
        try:
            review = await review_in_thread(len(table.seats), rules, table.record.seed,
                                            table.moves, found)
        except CoachError as exc:
            log.warning("table %d: no coach's review (%s)", table.id, exc)
            humans = []
        else:
            names = seat_names(table, loc)
            for seat in humans:
                if seat in posted:
                    continue
                embeds, pictures = review_embeds(review, review.seats[seat], names[seat],
                                                 loc, str(table.id))
                await publisher.send(table, None, embeds=embeds, files=pictures)
                posted.add(seat)
                box["coach_posted"] = sorted(posted)
    wait = box.pop("coach_wait", None)
    if wait:
        await publisher.delete(table, int(wait))
    box.pop("coach_posted", None)
    box["coach"] = True


# ------------------------------------------------------------------ /kniffel review
async def show_review(front: KnFront, interaction: discord.Interaction, table_id: int) -> None:
    """`/kniffel review game:<n>`: every human player's review of a finished Kniffel game
    of this server, privately, in the reader's language, under that game's own rules."""
    loc = lang.private(interaction)
    guild_id = tokens.home(interaction)  # a server's, or a group DM's own (its channel)
    if guild_id is None:
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return
    await defer_private(interaction)
    try:
        found = await front.bot.storage.load_finished(table_id, guild_id)
    except GameNotFinished:
        await answer(interaction, t("kn-coach-review-running", loc, table=table_id))
        return
    if found is None or found.summary.game != front.game:
        await answer(interaction, t("kn-coach-review-unknown", loc, table=table_id))
        return
    try:
        options = TableOptions.from_dict(found.record.options)
    except TableError:
        options = None
    if options is None or not isinstance(options.rules, KnRules):
        await answer(interaction, t("kn-coach-review-corrupt", loc, table=table_id))
        return
    seats = found.record.seats
    humans = [i for i, s in enumerate(seats) if human(s)]
    if not humans:
        await answer(interaction, t("kn-coach-review-nobody", loc, table=table_id))
        return
    table, eta = table_or_eta(options.rules)
    if table is None:
        await answer(interaction, t("kn-coach-not-ready", loc, when=when(eta)))
        return
    try:
        review = await review_in_thread(len(seats), options.rules, found.record.seed,
                                        found.moves, table)
    except CoachError:
        await answer(interaction, t("kn-coach-review-corrupt", loc, table=table_id))
        return
    names = names_of(seats, loc)
    head = t("kn-coach-review-head", loc, table=table_id)
    for i, seat in enumerate(humans):
        embeds, pictures = review_embeds(review, review.seats[seat], names[seat], loc,
                                         f"r{table_id}")
        extra: dict[str, Any] = {"files": pictures()} if pictures is not None else {}
        if i == 0:
            extra["content"] = head
        await interaction.followup.send(embeds=embeds, ephemeral=True, **extra)


def review_command(front: KnFront) -> app_commands.Command[Any, Any, Any]:
    """`/kniffel review game:<n>` (its texts are the coach's own, `kn-coach-*`)."""
    async def callback(interaction: discord.Interaction, game: int) -> None:
        await show_review(front, interaction, game)

    interaction = inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                    annotation=discord.Interaction)
    callback.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [interaction, keyword("game", app_commands.Range[int, 1, MAX_TABLE_ID])])
    app_commands.rename(game=cmd("cmd-opt-game"))(callback)
    app_commands.describe(game=cmd("kn-coach-cmd-opt-game-desc"))(callback)
    return app_commands.Command(name=cmd("kn-coach-cmd-review"),
                                description=cmd("kn-coach-cmd-review-desc"),
                                callback=callback)


# ---------------------------------------------------------------------- hints
def hint_id(table: int, version: int) -> str:
    return f"{HINT_PREFIX}:{table}:{version}"


def hint_button(table: Table, request: KnRequest | None, loc: str) -> list[Control]:
    """The Hint button beside the turn's choices, where the table gives hints and the
    player to act (`request`) holds a roll to decide on (not before the turn's first
    roll)."""
    if not (table.options.hints and request is not None and request.legal
            and not request.first):
        return []
    return [(hint_id(table.id, table.version), t("kn-coach-hint-button", loc), "secondary")]


def hint_text(table: optimal.OptimalTable, game: KnGame, seat: int, loc: str) -> str:
    """The private answer to Hint: the optimal move, and what the two best choices are worth
    (the final score each leads to, on average)."""
    best = advice(table, game, seat)
    first, total, points = best[0]
    if len(best) < 2:
        return t("kn-coach-hint-only", loc, best=move_words(first, points, loc))
    second, total2, points2 = best[1]
    return t("kn-coach-hint", loc, best=move_words(first, points, loc),
             total=round(total), second=move_words(second, points2, loc),
             total2=round(total2))


async def hint_pressed(front: KnFront, interaction: discord.Interaction, table_id: int,
                       version: int) -> None:
    """Hint: answered privately, only to the player to act on the current roll; never
    waits for the table (while it is not ready, says when it will be)."""
    from cogs.kniffel import render

    pressed = await front.pressed_turn(interaction, table_id, version, "kn-dc-no-table",
                                       render.state, lambda g: g.to_move)
    if pressed is None:
        return
    table, game, seat, loc = pressed
    if not table.options.hints:  # a forged id: this table gives no hints
        await answer(interaction, t("kn-coach-hint-off", loc))
        return
    if game.phase != "choose":
        await answer(interaction, t("kn-coach-hint-wait", loc))
        return
    rules = table.options.rules
    assert isinstance(rules, KnRules)
    found, eta = table_or_eta(rules)
    if found is None:
        await answer(interaction, t("kn-coach-not-ready", loc, when=when(eta)))
        return
    text = await asyncio.to_thread(hint_text, found, game.copy(), seat, loc)
    await answer(interaction, text)


class KnButton(PressItem, template=r"kn(?P<rest>h?:.{0,97})"):
    """Kniffel's own buttons, before and after a restart: the Hint of a turn (of a table
    with hints), and the lobby, leaderboard and history pages and forget-me under ``kn:``
    (`cogs.tables.ids`); a damaged or forged id gets the game's private answer."""

    async def press(self, front: KnFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, "kn", _HINT.fullmatch,
                        lambda i, m: hint_pressed(front, i, int(m[1]), int(m[2])))
