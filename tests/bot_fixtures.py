"""Fixtures and user-side helpers for the bot's end-to-end tests through the Discord double.

`bot_env` starts the double and a real `LarryBot` on a temporary SQLite file with fast
pacing. Helpers act only as users do (slash commands, clicks, selects, modals); tests may
peek at the table's state to *choose* moves, never to make them.
"""
# ruff: noqa: ASYNC109

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.app import LarryBot
from bot.config import Config
from cogs.larry import render
from larry_core.cards import INDEX, LOWEST_CLAIM, VALUES
from larry_core.engine import Game
from larry_core.service import TableService
from larry_core.storage import TableRecord
from larry_core.table import Table, TableOptions
from tests.discord_double import (
    ChannelDriver,
    DiscordDouble,
    InteractionResult,
    MessageRecord,
    UserDriver,
)

MEMBERS = ("Alice", "Bob", "Carol", "Dave")
TURN_ID = re.compile(r"larry:t:(\d+):(\d+):")


def test_config(db: Path, time_scale: float = 1.0) -> Config:
    return Config(token="double-token", db_path=str(db), time_scale=time_scale,
                  ai_delay=(0.01, 0.02), round_pause=0.05, guild_ready_timeout=0.05)


test_config.__test__ = False  # type: ignore[attr-defined]


@dataclass
class BotEnv:
    double: DiscordDouble
    db: Path
    bot: LarryBot | None = None
    time_scale: float = 1.0  # turn and lobby times are multiplied by it
    stack: contextlib.AsyncExitStack = field(default_factory=contextlib.AsyncExitStack)

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
    def turn_message(self) -> MessageRecord:
        """The newest public message with live turn buttons."""
        for msg in reversed(self.channel.messages()):
            live = [c for c in msg.all_components()
                    if c.get("type") == 2 and TURN_ID.match(c.get("custom_id", ""))
                    and not c.get("disabled")]
            if live:
                return msg
        raise AssertionError("no message with live turn buttons")

    async def wait_version(self, version: int, timeout: float = 5.0) -> MessageRecord:
        """Wait for the turn message of `version` (posted after the move is committed)."""
        def ready() -> MessageRecord | None:
            for msg in reversed(self.channel.messages()):
                for comp in msg.all_components():
                    m = TURN_ID.match(comp.get("custom_id", ""))
                    if m and int(m[2]) == version and not comp.get("disabled"):
                        return msg
            return None

        return await self.double.wait_for(ready, timeout)

    # -------------------------------------------------------------- actions
    async def open_table(self, host: str = "Alice", **options: Any) -> MessageRecord:
        r = await self.user(host).slash("larry new", **options)
        assert r.responded and r.ephemeral, r
        await r.wait_followup()
        return await self.channel.wait_for_message(
            lambda m: any("lobby" in e.get("title", "") for e in m.embeds))

    async def start_game(self, names: Iterable[str] = ("Alice", "Bob", "Carol"),
                         **options: Any) -> MessageRecord:
        names = list(names)
        lobby = await self.open_table(names[0], **options)
        for name in names[1:]:
            r = await self.user(name).click(lobby, "Join")
            await r.wait_followup()
        r = await self.user(names[0]).click(lobby, "Start")
        await r.wait_followup()
        return await self.wait_version(0)

    async def press(self, name: str, label: str, message: MessageRecord | None = None
                    ) -> str:
        """Click a turn button; return the private answer the user got."""
        r = await self.user(name).click(message or self.turn_message(), label)
        return await private_text(r)

    async def play(self, name: str, card: str, claim: int | None = None, *,
                   target: str | None = None, gift: str | None = None, larry: bool = False,
                   face_up: bool | None = None, typed: bool = False) -> str:
        """Fill and submit the Play form; return what the form finally says."""
        user = self.user(name)
        r = await user.click(self.turn_message(), "Play")
        form = r.message
        assert form is not None and r.ephemeral, f"no form: {r!r}"
        await user.select(form, "Choose a card from your hand", card)
        if face_up is None and claim is not None and self._has(form, "Place it face down"):
            face_up = False
        if face_up is not None:
            await user.select(form, "Place it face down, or play it face up?",
                              "action" if face_up else "place")
        if target is not None:
            await user.select(form, "Choose the opponent", str(self.seat(target)))
        if gift is not None:
            await user.select(form, "Choose the card to give away", gift)
        if larry:
            await user.click(form, "Say Larry: no")
        before = form.edits
        if typed:
            m = await user.click(form, "Type a claim…")
            assert m.is_modal
            sub = await user.submit_modal(m, {"claim": str(claim)})
            if sub.kind == "message":  # refused before reaching the table
                return await private_text(sub)
        else:
            if claim is not None and self._forced_claim_missing(form):
                await user.select(form, self._claim_placeholder(form), str(claim))
            await user.click(form, "Submit")
        await self.double.wait_for(
            lambda: form.edits > before and not _pending(self.double, form), 5)
        msg = self.double.registry.messages[form.id]
        return msg.content

    def _has(self, form: MessageRecord, placeholder: str) -> bool:
        msg = self.double.registry.messages[form.id]
        return any(str(c.get("placeholder", "")).startswith(placeholder)
                   for c in msg.all_components())

    @staticmethod
    def _claim_placeholder(form: MessageRecord) -> str:
        for comp in form.all_components():
            if comp.get("type") == 3 and str(comp.get("placeholder", "")).startswith("Your claim"):
                return str(comp["placeholder"])
        raise AssertionError(f"no claim select on {form!r}")

    @staticmethod
    def _forced_claim_missing(form: MessageRecord) -> bool:
        for comp in form.all_components():
            if comp.get("type") == 3 and str(comp.get("placeholder", "")).startswith("Your claim"):
                return not any(o.get("default") for o in comp.get("options", []))
        return True


async def take_turn(env: BotEnv) -> None:
    """A sensible move for whoever is to move, chosen from the peeked state and made
    through buttons and the Play form: honest claims, doubts of wrong claims."""
    game = env.game()
    pv = game.public_view()
    name = env.to_move()
    version = env.table().version
    await env.wait_version(version)
    if pv.phase == "final":
        wrong = not game.pile_truth()[2]
        await env.press(name, "Doubt" if wrong else "Accept")
    elif pv.pile_size and not game.pile_truth()[2]:
        await env.press(name, "Doubt")
    else:
        hand = env.hand(name)
        base = pv.claim or 0
        fits = [c for c in hand if LOWEST_CLAIM <= base + VALUES[INDEX[c]] <= pv.limit]
        card = fits[0] if fits else hand[-1]
        claim = base + VALUES[INDEX[card]]
        if env.seat(name) in pv.marks and INDEX[card] < 8:
            claim = base + VALUES[INDEX[card]]  # forced, shown preselected
        elif not LOWEST_CLAIM <= claim <= pv.limit:
            claim = pv.limit  # a bluff
        await env.play(name, card, claim, larry=len(hand) == 2)
    await env.double.wait_for(lambda: env.table().version > version)


def _pending(double: DiscordDouble, form: MessageRecord) -> bool:
    msg = double.registry.messages[form.id]
    return msg.content.startswith("**Your move**") and not msg.content.startswith("⚠️")


async def private_text(r: InteractionResult) -> str:
    """The text of the ephemeral answer to `r` (after a deferral: its followup)."""
    assert r.responded, f"unanswered: {r!r}"
    if r.kind == "deferred":
        msgs = await r.wait_followup()
        assert all(m.ephemeral for m in msgs), f"a private answer became public: {msgs}"
        return msgs[-1].content
    assert r.message is not None and r.ephemeral, f"expected a private answer: {r!r}"
    return r.message.content


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


PUBLIC_CARDS = re.compile(r"(The pile:|Face up in the pile:)[^\n]*")


def leaks(texts: Iterable[str], hand: list[str]) -> bool:
    """True if a text shows `hand` as the bot renders hands, or its cards in hand order
    (2+ cards) outside the lines that show cards publicly by the rules (doubt reveals)."""
    if len(hand) < 2:
        return False
    shown = render.hand_text(hand)
    chips = " ".join(render.card_chip(c) for c in hand)
    return any(shown in t or chips in PUBLIC_CARDS.sub("", t) for t in texts)


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
