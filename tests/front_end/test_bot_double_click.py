"""Two clicks at once on the last step of a move on a player's own screen (issue 39 point 3):
the move is played once, no callback fails, and the screen (redrawn, never deleted) ends on
the state after the move. The second click should only be acknowledged: neither refused by
the version check nor shown as a refusal of the move that was played."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest

from discord_double import InteractionResult, MessageRecord
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, fix_deal
from tests.front_end.test_bot_kakerlake import (
    choose_on,
    open_kp,
    own_screen,
    turn_button,
    turn_message,
)

__all__ = ["bot_env"]

Setup = Callable[[BotEnv, pytest.MonkeyPatch], Awaitable[tuple[str, MessageRecord, str]]]


def redrawn(form: MessageRecord, table: int, version: int) -> bool:
    """A seat's own screen after its move: it no longer offers that version's choices."""
    return not any(str(c.get("custom_id", "")).startswith(f"tb:c:{table}:{version}:")
                   for c in form.all_components())


def handling(custom_id: str) -> list[asyncio.Task[object]]:
    """The bot's tasks still answering presses of `custom_id` (discord.py runs each press of
    a dynamic item in a task named after its custom_id)."""
    return [task for task in asyncio.all_tasks() if not task.done()
            and task.get_name().startswith("discord-ui-dynamic-item-")
            and task.get_name().endswith(f"-{custom_id}")]


async def twice(env: BotEnv, name: str, form: MessageRecord, cid: str
                ) -> list[InteractionResult]:
    """`name` clicks `cid` on their own screen `form` twice at once; return both clicks once
    the bot has finished answering them."""
    version = env.table().version
    user = env.user(name)
    clicks = await asyncio.gather(user.click(form, cid), user.click(form, cid))
    await env.double.wait_for(lambda: (env.table().version > version and
                              redrawn(form, env.table().id, version)) or None, 5)
    await env.double.wait_for(lambda: not handling(cid) or None, 5)  # both answered fully
    assert env.table().version == version + 1  # one move
    return list(clicks)


def clean(clicks: list[InteractionResult], form: MessageRecord) -> None:
    for r in clicks:
        assert r.responded, r
        failed = [c for c in r.record.callbacks if c.status >= 400]
        assert failed == [], failed  # e.g. a 404 for an edit of a deleted message
        assert r.record.failures == [], r.record.failures
    assert not form.deleted


async def larry_claim(env: BotEnv, monkeypatch: pytest.MonkeyPatch
                      ) -> tuple[str, MessageRecord, str]:
    """Alice's own screen with her 3 selected: the claim 3 is the move's last click."""
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["4", "4", "1"]}, start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    screen = await own_screen(env, "Alice", turn)  # Your move
    await choose_on(env, "Alice", screen, "card", "3")
    return "Alice", screen, turn_button(screen, "claim:3")


async def kp_claim(env: BotEnv, monkeypatch: pytest.MonkeyPatch
                   ) -> tuple[str, MessageRecord, str]:
    """The starting player's own screen with a card and its receiver selected: the claim is
    the offer's last click."""
    await open_kp(env, ["Alice", "Bob"])
    name = env.to_move()
    other = "Bob" if name == "Alice" else "Alice"
    turn = await turn_message(env, 0)
    screen = await own_screen(env, name, turn)  # Your move: the offer on their own screen
    await choose_on(env, name, screen, "card", env.hand(name)[0])
    await choose_on(env, name, screen, "to", env.seat(other))
    return name, screen, turn_button(screen, "claim:rat")


async def test_two_clicks_on_a_larry_claim_play_it_once(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    name, screen, cid = await larry_claim(env, monkeypatch)
    version = env.table().version
    clicks = await twice(env, name, screen, cid)
    clean(clicks, screen)
    # one card left Alice's hand, and the table tells one move
    assert sorted(env.hand("Alice")) == ["1", "2"] and env.to_move() == "Bob"
    msg = await env.wait_version(version + 1)
    assert msg.text().count("Alice places a card face down and says **3**.") == 1
    # the screen shows the state after the move: her hand, nothing to choose
    assert redrawn(screen, env.table().id, version) and "Your hand (2 cards)" in screen.text()


async def test_two_clicks_on_a_kakerlakenpoker_claim_play_it_once(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    name, screen, cid = await kp_claim(env, monkeypatch)
    version = env.table().version
    clicks = await twice(env, name, screen, cid)
    clean(clicks, screen)
    # the screen shows the state after the move
    assert redrawn(screen, env.table().id, version) and not screen.deleted


@pytest.mark.parametrize("setup", [larry_claim, kp_claim], ids=["larry", "kakerlakenpoker"])
async def test_the_second_click_is_not_shown_as_a_refusal(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch, setup: Setup) -> None:
    env = bot_env
    name, screen, cid = await setup(env, monkeypatch)
    clicks = await twice(env, name, screen, cid)
    clean(clicks, screen)
    stale = t("stale", env.loc(name))
    assert stale not in screen.text(), screen.text()
    for r in clicks:
        private = [m.text() for m in r.followups if m.ephemeral]
        if r.kind == "message" and r.message is not None:
            private.append(r.message.text())
        assert not any(stale in text for text in private), private
