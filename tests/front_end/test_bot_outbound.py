"""The rate-limit aware outbound path, through the Discord double: a 429 never breaks a game or
loses the latest state, edits of one message coalesce while rate-limited, and non-exempt
traffic stays under Discord's global 50 requests per second."""

from __future__ import annotations

import asyncio
import itertools
import re
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from cogs.tables import outbound
from cogs.tables.publisher import Publisher
from tests.bot_fixtures import TURN_ID, BotEnv, bot_env, private_text, take_turn
from tests.step_clock import StepClock

__all__ = ["bot_env"]
CHANNEL_POST = "POST /channels/{channel_id}/messages"
CHANNEL_PATCH = "PATCH /channels/{channel_id}/messages/{message_id}"
WEBHOOK_PATCH = "PATCH /webhooks/{app_id}/{token}/messages/{message_id}"


def publisher(env: BotEnv) -> Publisher:
    assert env.bot is not None
    cog = env.bot.get_cog("Tables")
    assert cog is not None
    return cog.publisher  # type: ignore[attr-defined, no-any-return]


async def play_out(env: BotEnv, human: str = "Alice") -> None:
    """Play the human's turns (the table's buttons and the own screen) until the game is over."""
    for _ in range(500):
        table = env.table()
        if table.status != "playing":
            return
        game = table.game
        assert game is not None
        seat = game.to_move
        if seat is not None and env.name(seat) == human and not table.is_ai(seat):
            await take_turn(env)
        else:
            version = table.version
            await env.double.wait_for(lambda v=version: env.table().version > v  # type: ignore[misc]
                                      or env.table().status != "playing", 15)
    raise AssertionError("the game did not end")


def live_turn_buttons(env: BotEnv) -> list[int]:
    return [m.id for m in env.channel.messages() for c in m.all_components()
            if TURN_ID.match(c.get("custom_id", "")) and not c.get("disabled")]


async def test_a_429_on_the_channel_message_routes_never_breaks_a_game(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    # no fresh interaction to carry the messages: every post and edit goes through the
    # channel routes (as for AI turns long after the last human submission). Patch the module
    # the running bot loaded (reloading the extension re-imports it).
    monkeypatch.setattr(sys.modules["cogs.tables.outbound"], "TOKEN_USABLE", 0.0)
    lobby = await env.open_table("Alice", short_game=True)
    assert await private_text(await env.user("Alice").click(lobby, "Add AI")) == \
        "An AI player sat down."
    await private_text(await env.user("Alice").click(lobby, "Start"))
    # started (not `wait_version(0)`: when the AI seat moves first, version 0 may be gone
    # before it is seen)
    await env.double.wait_for(lambda: env.table().status == "playing", 5)
    # more 429s in a row than discord.py retries (5), on both routes, twice during the game
    posts = env.double.rate_limit(CHANNEL_POST, times=7, retry_after=0.01)
    edits = env.double.rate_limit(CHANNEL_PATCH, times=7, retry_after=0.01)
    await play_out(env)
    table = env.table()
    assert table.status == "finished"
    last = await env.channel.wait_for_message(lambda m: "Game over" in m.content, timeout=10)

    def footer() -> str:
        """The live table's small print (the V2 table's "-# …" lines: the move count)."""
        return "\n".join(line for line in env.table_message().text().splitlines()
                         if line.startswith("-# "))

    await env.double.wait_for(lambda: re.search(rf"move {table.version}\b", footer()), 10)
    # the game can end while an exhausted edit waits for its retry: only once the last state
    # of the table message is delivered must every 429 have been met
    assert posts.hits == 7 and edits.hits == 7
    # the results are the game's last word; only the offer of another game follows them
    assert all("again:r:" in str(m.all_components()) for m in env.channel.messages()
               if m.id > last.id)
    await env.double.wait_for(lambda: not live_turn_buttons(env), 10)  # all buttons retired
    # past discord.py's own retries the outbound path retried (an exhausted edit may instead
    # be superseded by a newer state of the same message, which is delivered)
    assert publisher(env).outbound.stats["retried"] >= 1


async def test_edits_of_one_message_coalesce_while_rate_limited(bot_env: BotEnv) -> None:
    env = bot_env
    pub = publisher(env)
    pub.edit_wait = 0.01  # listeners do not wait for a slow edit: it goes on in the background
    lobby = await env.open_table("Alice")
    rule = env.double.rate_limit(WEBHOOK_PATCH, times=1, retry_after=0.4)
    before = env.double.route_counts.get(WEBHOOK_PATCH, 0)
    for name in ("Bob", "Carol", "Dave"):  # three updates of the lobby within the 429's wait
        assert await private_text(await env.user(name).click(lobby, "Join")) == \
            "You joined the table."
    await env.double.wait_for(
        lambda: "4. Dave" in env.double.registry.messages[lobby.id].text(), 5)
    await env.double.wait_for(lambda: not pub.outbound.slots, 5)
    patches = env.double.route_counts.get(WEBHOOK_PATCH, 0) - before - rule.hits
    assert rule.hits == 1
    assert patches < 3, f"{patches} PATCHes delivered for 3 updates"
    assert pub.outbound.stats["coalesced"] >= 1
    text = env.double.registry.messages[lobby.id].text()
    assert all(f"{i}. {n}" in text for i, n in enumerate(("Alice", "Bob", "Carol", "Dave"), 1))


async def test_non_exempt_calls_stay_under_the_global_limit() -> None:
    clock = StepClock()  # the bucket's own time: the machine's speed cannot change it
    bucket = outbound.TokenBucket(clock=clock, sleep=clock.sleep)
    stamps: list[float] = []

    async def one(priority: int) -> None:
        await bucket.acquire(priority)
        stamps.append(clock())

    await asyncio.gather(*(one(i % 3) for i in range(70)))
    stamps.sort()
    worst = max(sum(1 for t in stamps if s <= t < s + 1.0) for s in stamps)
    assert worst <= 50, worst
    assert bucket.granted == 70


async def test_one_message_is_written_at_most_once_a_second_the_latest_state_last() -> None:
    """The real default gap (`EDIT_GAP`, one second): 30 states of one message set within
    about half a second go out as two writes, the first at once and the last one a second
    later; the states between are dropped, and every caller's wait ends once a state at
    least as new as theirs is written. Measured on the event loop's clock at each write:
    a slow machine only lengthens the gaps, and the bound on the writes follows the time
    the 30 states actually took to set."""
    out = outbound.Outbound()
    assert out.edit_gap == outbound.EDIT_GAP == 1.0
    loop = asyncio.get_running_loop()
    writes: list[tuple[float, int]] = []  # (when the write began, which state)

    async def send(payload: dict[str, Any]) -> None:
        writes.append((loop.time(), int(payload["n"])))
        await asyncio.sleep(0)

    start = loop.time()
    waits = []
    for n in range(30):
        waits.append(out.edit(7, send, {"n": n}, exempt=True))
        await asyncio.sleep(0.5 / 30)
    span = loop.time() - start
    await asyncio.wait_for(asyncio.gather(*waits), 10)
    states = [n for _, n in writes]
    assert states[0] == 0 and states[-1] == 29, states  # at once, and the latest one last
    assert states == sorted(states) and len(set(states)) == len(states), states
    # writes while the states came are a second apart, plus the last state after them
    assert len(writes) <= 2 + int(span // out.edit_gap), (writes, span)
    if span < out.edit_gap:
        assert len(writes) == 2, (writes, span)
    gaps = [b - a for (a, _), (b, _) in itertools.pairwise(writes)]
    assert all(gap >= out.edit_gap - 1e-3 for gap in gaps), gaps
    assert out.stats["spaced"] >= 1 and out.stats["coalesced"] >= 28 - len(writes)
    assert out.slots == {}  # nothing left pending


async def test_the_gap_is_per_message() -> None:
    """Two messages are each written at once: the gap spaces writes of one message, not
    the bot's writes (the bucket paces those)."""
    out = outbound.Outbound()
    writes: list[int] = []

    def sender(key: int) -> Callable[[dict[str, Any]], Awaitable[None]]:
        async def send(payload: dict[str, Any]) -> None:
            writes.append(key)
        return send

    await asyncio.gather(out.edit(1, sender(1), {}, exempt=True),
                         out.edit(2, sender(2), {}, exempt=True))
    await asyncio.gather(out.edit(3, sender(3), {}, exempt=True))
    assert sorted(writes) == [1, 2, 3]
    assert out.stats["spaced"] == 0  # none of them waited for another's gap


async def test_the_real_gap_holds_through_the_double(bot_env: BotEnv) -> None:
    """The same one-second gap on a running bot (the test config shortens it; here it is
    set back to the real default): three joins in quick succession edit the lobby, and
    the double receives its edits at least a second apart (its own clock at each edit it
    received, the first write of a state to the last), the last one showing every seat."""
    env = bot_env
    pub = publisher(env)
    pub.outbound.edit_gap = outbound.EDIT_GAP
    pub.edit_wait = 0.01  # the presses' answers do not wait for a spaced edit
    lobby = await env.open_table("Alice")
    for name in ("Bob", "Carol", "Dave"):
        assert await private_text(await env.user(name).click(lobby, "Join")) == \
            "You joined the table."
    record = env.double.registry.messages[lobby.id]
    await env.double.wait_for(lambda: "4. Dave" in record.text(), 10)
    await env.double.wait_for(lambda: not pub.outbound.slots, 10)
    times = record.edit_times
    assert times, record
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert all(gap >= outbound.EDIT_GAP - 1e-3 for gap in gaps), gaps
    assert len(times) <= 3  # one write per join at most; while spaced, fewer
    text = record.text()
    assert all(f"{i}. {n}" in text for i, n in enumerate(("Alice", "Bob", "Carol", "Dave"), 1))
