"""Fixtures and user-side helpers for the bot's end-to-end tests through the Discord double.

`bot_env` starts the double and a real `LarryBot` on a temporary SQLite file with fast
pacing. Helpers act only as users do (slash commands, clicks, selects, modals); tests may
peek at the table's state to *choose* moves, never to make them.
"""
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.app import LarryBot
from bot.config import Config
from cogs.larry import render
from discord_double import (
    ChannelDriver,
    DiscordDouble,
    InteractionResult,
    MessageRecord,
    UserDriver,
)
from discord_double.models import Callback
from discord_double.scripted import offered
from larry_core.games.larry.cards import INDEX, LOWEST_CLAIM, VALUES
from larry_core.games.larry.engine import Game
from larry_core.storage.base import TableRecord
from larry_core.tables.service import TableService
from larry_core.tables.table import LANGUAGES, Table, TableOptions
from larry_core.text import t

MEMBERS = ("Alice", "Bob", "Carol", "Dave")
# a table's turn controls: a choice (tb:c:<table>:<version>:), Catch! (larry:t:…), and
# Your move / My hand (tb:h:<table>: no version)
TURN_ID = re.compile(r"(?:tb:c|larry:t):(\d+):(\d+):|tb:h:(\d+)$")
HELD_STYLE = 3  # a held toggle's button (success)
TABLE_NUMBER = re.compile(r"(?:#|n°) ?\d+")  # a table's number in a title, any language


def test_config(db: Path, time_scale: float = 1.0, edit_gap: float = 0.05) -> Config:
    """A bot whose test players press at machine speed: short AI and round pauses, and
    table messages written up to 20 times a second (players who press faster than a person
    would; the one-second gap itself is tested on its own). Its texts are compiled at
    their first use (`warm_texts=False`, as `LARRY_WARM_TEXTS=off`): compiling every
    language whole takes some 13 s of CPU, again after each test that adds or removes a
    game's catalogue (tests/test_text compiles each language whole and checks that a text
    compiled alone reads the same)."""
    return Config(token="double-token", db_path=str(db), time_scale=time_scale,
                  ai_delay=(0.01, 0.02), round_pause=0.05, guild_ready_timeout=0.05,
                  settle_heap=False, edit_gap=edit_gap, warm_texts=False)


test_config.__test__ = False  # type: ignore[attr-defined]


@dataclass
class BotEnv:
    double: DiscordDouble
    db: Path
    bot: LarryBot | None = None
    time_scale: float = 1.0  # turn and lobby times are multiplied by it
    lang: str = "en"  # the table's language: the labels of its public buttons
    stack: contextlib.AsyncExitStack = field(default_factory=contextlib.AsyncExitStack)

    def __post_init__(self) -> None:
        # a test that runs the bot's clock faster runs Discord's rate limits with it: the
        # double holds the bot to Discord's figures at the pace the bot really keeps
        limits = self.double.buckets.limits
        if limits is not None and self.time_scale < 1.0:
            self.double.buckets.limits = limits.scaled(self.time_scale)

    # -------------------------------------------------------------- process
    async def start_bot(self) -> LarryBot:
        self.stack = contextlib.AsyncExitStack()
        bot = LarryBot(test_config(self.db, self.time_scale))
        await self.stack.enter_async_context(self.double.running(bot, token="double-token"))
        self.bot = bot
        return bot

    async def stop_bot(self) -> None:
        await self.stack.aclose()
        self.bot = None

    async def restart(self) -> LarryBot:
        await self.stop_bot()
        return await self.start_bot()

    # ---------------------------------------------------------------- views
    def loc(self, name: str) -> str:
        """The language of `name`'s private answers (their client's, else the table's)."""
        code = self.user(name).record.locale.split("-")[0]
        return code if code in LANGUAGES else self.lang

    def user(self, name: str) -> UserDriver:
        return self.double.user(name)

    @property
    def channel(self) -> ChannelDriver:
        return self.double.channel()

    @property
    def service(self) -> TableService:
        assert self.bot is not None
        return self.bot.service

    def table(self) -> Table:
        """The channel's open table, or else its most recent one (a finished game)."""
        table = self.service.in_channel(self.channel.id)
        if table is None:
            known = [*self.service.tables.values(), *self.service.closed.values()]
            here = [t for t in known if t.record.channel_id == self.channel.id]
            assert here, "no table in #general"
            table = max(here, key=lambda t: t.id)
        return table

    def game(self) -> Game:
        game = self.table().game
        assert game is not None
        return game

    def seat(self, name: str) -> int:
        return [s["name"] for s in self.table().seats].index(name)

    def name(self, seat: int) -> str:
        return str(self.table().seats[seat]["name"])

    def to_move(self) -> str:
        seat = self.game().to_move
        assert seat is not None
        return self.name(seat)

    def hand(self, name: str) -> list[str]:
        return self.game().hand(self.seat(name))

    # ------------------------------------------------------------- messages
    def mention(self, name: str) -> str:
        """How a message mentions (and so pings) a member."""
        return f"<@{self.user(name).id}>"

    def posted(self) -> list[MessageRecord]:
        """Every public message the channel has shown, oldest first, also the ones the bot
        deleted since (a replaced turn message was seen by everyone while it lived)."""
        return sorted((m for m in self.double.registry.messages.values()
                       if m.channel_id == self.channel.id and not m.ephemeral),
                      key=lambda m: m.id)

    async def wait_posted(self, predicate: Any, timeout: float = 5.0) -> MessageRecord:
        """The first public message matching `predicate` that the channel has shown, even if
        it was replaced (deleted) since, as a turn message is each turn."""
        found: MessageRecord = await self.double.wait_for(
            lambda: next((m for m in self.posted() if predicate(m)), None), timeout)
        return found

    def said(self) -> str:
        """Everything the channel has shown, in every state of every public message (an
        edited table message's earlier states and deleted messages included), in order."""
        return "\n".join(text for m in self.posted() for text in m.seen)

    async def wait_said(self, text: str, timeout: float = 5.0) -> str:
        """Wait until the channel has shown `text` in any state of any public message."""
        found: str = await self.double.wait_for(
            lambda: self.said() if text in self.said() else None, timeout)
        return found

    def retired(self, msg: MessageRecord) -> bool:
        """Whether a turn message no longer offers live buttons (deleted or disabled)."""
        current = self.double.registry.messages[msg.id]
        return current.deleted or all(c.get("disabled") for c in current.all_components()
                                      if c.get("type") == 2)

    async def shows(self, msg: MessageRecord, text: str, timeout: float = 5.0) -> str:
        """Wait until `msg` (edited after the fact: the outbox publishes after the commit)
        shows `text`; return its text."""
        def current() -> str | None:
            body = self.double.registry.messages[msg.id].text()
            return body if text in body else None

        found: str = await self.double.wait_for(current, timeout)
        return found

    def table_message(self, game: str = "Larry") -> MessageRecord:
        """The table's message: the lobby (an embed titled `game`…), then the game's one
        live table (Components V2, its heading `game` · table …). Between the deletion of a
        table message and its repost below (a turn passed to another human) no table is
        live: then the newest one the channel showed (`wait_table_message` waits for a live
        one)."""
        found = self.find_table_message(game)
        if found is None:
            shown = [m for m in self.posted() if is_table(m, game)]
            assert shown, "no table message"
            found = shown[-1]
        return found

    def find_table_message(self, game: str = "Larry") -> MessageRecord | None:
        """The newest live (not deleted) table message of `game`, if any."""
        return next((m for m in reversed(self.channel.messages()) if is_table(m, game)), None)

    async def wait_table_message(self, predicate: Any = lambda m: True, game: str = "Larry",
                                 timeout: float = 5.0) -> MessageRecord:
        """Wait for a live table message of `game` that matches `predicate` (across the
        gap of a repost: the old one deleted, the new one not yet posted)."""
        def ready() -> MessageRecord | None:
            found = self.find_table_message(game)
            return found if found is not None and predicate(found) else None

        msg: MessageRecord = await self.double.wait_for(ready, timeout)
        return msg

    def turn_message(self) -> MessageRecord:
        """The newest public message with live turn buttons (the table's choices, Your
        move / My hand, Catch!)."""
        for msg in reversed(self.channel.messages()):
            if any(TURN_ID.match(c.get("custom_id", "")) for c in offered(msg, "")):
                return msg
        raise AssertionError("no message with live turn buttons")

    async def wait_version(self, version: int, timeout: float = 5.0) -> MessageRecord:
        """Wait for the table message of `version` (posted after the move is committed):
        the table announced at that version, its newest live message offering that
        version's choices (or only Your move / My hand), and no older drawing left."""
        table = self.table()
        tid = table.id

        def ready() -> MessageRecord | None:
            if table.version != version or table.announced < table.rev:
                return None
            found = [m for m in self.channel.messages()
                     if any(TURN_ID.match(c.get("custom_id", "")) for c in offered(m, ""))]
            if not found:
                return None
            drawn = {int(m[2]) for msg in found for c in offered(msg, "")
                     if (m := TURN_ID.match(c.get("custom_id", ""))) and m[2] is not None
                     and int(m[1]) == tid}
            return found[-1] if drawn <= {version} else None

        return await self.double.wait_for(ready, timeout)

    # -------------------------------------------------------------- actions
    async def open_table(self, host: str = "Alice", **options: Any) -> MessageRecord:
        r = await self.user(host).slash("larry new", **options)
        assert r.responded and r.ephemeral, r
        await r.wait_followup()
        return await self.channel.wait_for_message(
            lambda m: any(str(c.get("custom_id", "")).startswith("larry:l:")
                          for c in m.all_components()))

    async def start_game(self, names: Iterable[str] = ("Alice", "Bob", "Carol"),
                         **options: Any) -> MessageRecord:
        names = list(names)
        lobby = await self.open_table(names[0], **options)
        for name in names[1:]:
            r = await self.user(name).click(lobby, t("btn-join", self.lang))
            await r.wait_followup()
        r = await self.user(names[0]).click(lobby, t("btn-start", self.lang))
        await r.wait_followup()
        return await self.wait_version(0)

    async def press(self, name: str, label: str, message: MessageRecord | None = None
                    ) -> str:
        """Click a turn button; return the private answer the user got ("" when a doubt,
        accept or catch simply went through: its answer is the public turn message)."""
        table = self.table()
        before = table.rev
        if message is None:  # the turn message of the current move, once it is shown
            message = await self.wait_version(table.version) if table.status == "playing" \
                else self.turn_message()
        r = await self.user(name).click(message, label)
        if r.kind != "deferred_update":
            return await private_text(r)

        changed: list[float] = []

        def outcome() -> tuple[str] | None:
            private = [m for m in r.followups if m.ephemeral]
            if private:
                return (private[-1].content,)
            if table.rev == before:
                return None
            # the table changed: by this press if it carries a public followup; else give
            # this press's own refusal (a second press of the same button) a moment to come
            if any(not m.ephemeral for m in r.followups):
                return ("",)
            changed.append(time.monotonic())
            return ("",) if changed[-1] - changed[0] > REFUSAL_GRACE else None

        answer: tuple[str] = await self.double.wait_for(outcome)
        return answer[0]

    async def play(self, name: str, card: str, claim: int | None = None, *,
                   target: str | None = None, gift: str | None = None, larry: bool = False,
                   face_up: bool | None = None, typed: bool = False) -> str:
        """Play on the player's own screen as a user does: **Your move**, the card, then the
        claim's button (a claim the buttons do not offer, or `typed`: the menu of every
        claim), the face-up play (`face_up`, `target`) or, for a gift, the opponent then
        the card (`gift`). With `claim` None on a number card, its one (forced) claim.
        `larry`: whether to say Larry where the screen offers the call (it is said by
        default, so False holds it back). Return "" once the move was played, else what
        the redrawn screen says (a refusal noted on top)."""
        user, table = self.user(name), self.table()
        tid, version = table.id, table.version
        r = await user.click(await self.wait_version(version), f"tb:h:{tid}")
        screen = r.message
        assert screen is not None and r.ephemeral and screen.v2, f"no own screen: {r!r}"
        head = f"tb:c:{tid}:{version}:"

        def ids() -> list[str]:
            return [str(c.get("custom_id")) for c in offered(screen, "")]

        async def press(group: str, key: object) -> InteractionResult:
            """A choice of `group`: its button, else the group's menu."""
            button = f"{head}{group}:{key}"
            if button in ids():
                return await user.click(screen, button)
            return await user.select(screen, f"tb:p:{tid}:{version}:{group}", str(key))

        await press("card", card)
        if gift is not None:
            assert target is not None, "a gift needs a target"
            await press("to", self.seat(target))
            group, key = "give", gift
        elif face_up:
            group, key = "up", "none" if target is None else str(self.seat(target))
        elif claim is None:
            claims = [i for i in ids() if i.startswith(f"{head}claim:")]
            assert len(claims) == 1, f"no claim given and none forced: {screen.text()}"
            group, key = "claim", claims[0].rsplit(":", 1)[1]
        else:
            typed = typed or f"{head}claim:{claim}" not in ids()
            group, key = ("other" if typed else "claim"), str(claim)
        quiet = next((c for c in offered(screen, f"{head}larry:")), None)
        if quiet is not None and (quiet.get("style") == HELD_STYLE) == larry:
            await user.click(screen, quiet["custom_id"])  # say it, or hold it back
        await redrawn_by(await press(group, key))
        return "" if self.table().version > version else screen.text()

def is_table(msg: MessageRecord, game: str = "Larry") -> bool:
    """Whether `msg` is a table message of `game`: its live table (V2, titled
    "<game> · table #3 …" in every language) or its lobby (an embed whose title names the
    game and the table's number, e.g. "Larry table #3 — lobby", "Table de Larry n° 3 …";
    not a shared leaderboard's)."""
    if msg.v2:
        return msg.title().startswith(game)
    return any(game in str(e.get("title", "")) and TABLE_NUMBER.search(str(e.get("title")))
               for e in msg.embeds)


REFUSAL_GRACE = 0.5  # seconds a press waits for its own refusal once the table changed


async def take_turn(env: BotEnv) -> None:
    """A sensible move for whoever is to move, chosen from the peeked state and made
    through the table's buttons and the player's own screen: honest claims, doubts of
    wrong claims."""
    game = env.game()
    pv = game.public_view()
    name = env.to_move()
    version = env.table().version
    await env.wait_version(version)
    if pv.phase == "final":
        wrong = not game.pile_truth()[2]
        await env.press(name, t("btn-doubt" if wrong else "btn-accept", env.lang))
    elif pv.pile_size and not game.pile_truth()[2]:
        await env.press(name, t("btn-doubt", env.lang))
    else:
        hand = env.hand(name)
        base = pv.claim or 0
        fits = [c for c in hand if LOWEST_CLAIM <= base + VALUES[INDEX[c]] <= pv.limit]
        card = fits[0] if fits else hand[-1]
        claim = base + VALUES[INDEX[card]]
        if env.seat(name) in pv.marks and INDEX[card] < 8:
            claim = base + VALUES[INDEX[card]]  # forced, shown preselected
        elif not LOWEST_CLAIM <= claim <= pv.limit:
            claim = max(LOWEST_CLAIM, min(claim, pv.limit))  # the nearest bluff
        await env.play(name, card, claim, larry=len(hand) == 2)
    await env.double.wait_for(lambda: env.table().version > version)


async def private_text(r: InteractionResult) -> str:
    """The text of the ephemeral answer to `r` (after a deferral: its followup); of a
    Components V2 answer (a seat's own screen), its text displays."""
    assert r.responded, f"unanswered: {r!r}"
    if r.kind == "deferred":
        msgs = await r.wait_followup()
        assert all(m.ephemeral for m in msgs), f"a private answer became public: {msgs}"
        return msgs[-1].text() if msgs[-1].v2 else msgs[-1].content
    assert r.message is not None and r.ephemeral, f"expected a private answer: {r!r}"
    return r.message.text() if r.message.v2 else r.message.content


def redraws(r: InteractionResult) -> bool:
    """Whether `r`, a press on a seat's own screen (Larry's, a cup), was answered as a move
    made there is: by redrawing the pressed message (its update, type 7, or a deferred
    update that an edit fills), not by a private answer of its own (a refusal before any
    move). `redrawn_by` waits for that redraw."""
    return r.kind in ("update", "deferred_update")


async def redrawn_by(r: InteractionResult, timeout: float = 5.0) -> MessageRecord:
    """Return the pressed message (a seat's own screen) once the press's own answer has
    redrawn it: its update (type 7, the move played before the answer), or a deferred
    update (the move was slow) and then exactly one edit of the original response. Never
    a second private answer: its followups, if any, are the table's public messages the
    press carried (a round's end)."""
    assert r.responded, f"unanswered: {r.failures}"
    assert redraws(r), f"the pressed screen was not redrawn: {r!r}"
    record = r.record
    pressed = record.source_message_id
    assert pressed is not None and record.original_message_id == pressed, r

    def edits() -> list[Callback]:
        """The edits of the pressed message through the press (or failed edits), not
        those of the public followups it carried."""
        return [c for c in record.callbacks if c.kind == "edit"
                and (c.message_id == pressed or c.status != 200)]

    if r.kind == "deferred_update":
        await r.double.wait_for(lambda: edits() or None, timeout)
    kinds = [c.kind for c in record.callbacks]
    assert kinds[0] == "callback" and kinds.count("callback") == 1, record.callbacks
    assert len(edits()) == (1 if r.kind == "deferred_update" else 0), record.callbacks
    assert all(c.status == 200 for c in edits()), record.callbacks
    assert not any(r.double.registry.messages[m].ephemeral for m in record.followup_ids), r
    msg = r.message
    assert msg is not None and msg.ephemeral, r
    return msg


def fix_deal(monkeypatch: pytest.MonkeyPatch, hands: dict[str, list[str]], start: str,
             draw: list[str] | None = None) -> None:
    """Deal known hands by player name (whatever the seat shuffle) and pick the start."""
    def new_game(service: TableService, record: TableRecord) -> Game:
        names = [str(s["name"]) for s in record.seats]
        deal = ([[INDEX[c] for c in hands[n]] for n in names],
                [INDEX[c] for c in (draw or [])])
        rules = TableOptions.from_dict(record.options).rules
        return Game(len(names), rules, record.seed, deal=deal, start=names.index(start))

    monkeypatch.setattr(TableService, "_new_game", new_game)


def views_waiting() -> list[asyncio.Task[Any]]:
    """Tasks in which discord.py waits out a view's timeout: it keeps each view it was
    given in an ephemeral answer for 15 minutes unless the view says it is finished."""
    return [task for task in asyncio.all_tasks()
            if task.get_coro().__qualname__.endswith("__timeout_task_impl")]


def public_records(double: DiscordDouble) -> list[MessageRecord]:
    """Every message other users could see: channel messages (with edit history)."""
    return [m for m in double.registry.messages.values() if not m.ephemeral
            and m.channel_id not in {c.id for c in double.registry.dm_channels.values()}]


def public_texts(msg: MessageRecord) -> list[str]:
    """All text of a public message a bystander can read: content, history, embeds, labels."""
    out = [msg.text(), *msg.history]
    for comp in msg.all_components():
        out.append(str(comp.get("label", "")))
        out.append(str(comp.get("placeholder", "")))
        out.extend(str(o.get("label", "")) for o in comp.get("options", []))
    return out


# lines that show cards publicly by the rules (the face-up cards in the pile), any language
PUBLIC_CARDS = re.compile("(" + "|".join(
    re.escape(t("dc-table-face-up", loc, cards="").strip()) for loc in LANGUAGES) + ")[^\n]*")


def leaks(texts: Iterable[str], hand: list[str]) -> bool:
    """True if a text shows `hand` as the bot renders hands, or its cards in hand order
    (2+ cards) outside the lines that show cards publicly by the rules (doubt reveals)."""
    if len(hand) < 2:
        return False
    texts = list(texts)
    for loc in LANGUAGES:
        shown = render.hand_text(hand, loc)
        chips = " ".join(render.card_chip(c, loc) for c in hand)
        if any(shown in text or chips in PUBLIC_CARDS.sub("", text) for text in texts):
            return True
    return False


@pytest.fixture
async def bot_env(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[BotEnv]:
    """The double and a running bot; `time_scale` by indirect parametrization, e.g.
    ``@pytest.mark.parametrize("bot_env", [0.01], indirect=True)`` (default 1.0)."""
    async with DiscordDouble(members=list(MEMBERS)) as double:
        env = BotEnv(double, tmp_path / "larry.sqlite3",
                     time_scale=float(getattr(request, "param", 1.0)))
        await env.start_bot()
        try:
            yield env
        finally:
            await env.stop_bot()
