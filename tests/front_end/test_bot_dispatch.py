"""`LarryBot.dispatch`: the event type the gateway announces before each event is dropped
while nothing listens for it, and still reaches a listener, a `wait_for` and an
`on_socket_event_type` method as soon as there is one."""

from __future__ import annotations

import asyncio

from tests.bot_fixtures import BotEnv, bot_env, take_turn

__all__ = ["bot_env"]  # the fixture


async def test_event_types_reach_listeners_and_waiters(bot_env: BotEnv) -> None:
    env = bot_env
    await env.start_game(["Alice", "Bob"])
    bot = env.bot
    assert bot is not None
    heard: list[str] = []

    async def on_type(kind: str) -> None:
        heard.append(kind)

    waiter = asyncio.ensure_future(bot.wait_for(
        "socket_event_type", check=lambda kind: kind == "INTERACTION_CREATE", timeout=10))
    await asyncio.sleep(0)
    bot.add_listener(on_type, "on_socket_event_type")
    await take_turn(env)
    assert await waiter == "INTERACTION_CREATE"
    await env.double.wait_for(lambda: "INTERACTION_CREATE" in heard or None, 10)
    bot.remove_listener(on_type, "on_socket_event_type")
    count = len(heard)
    await take_turn(env)  # nothing listens any more: nothing more heard
    assert len(heard) == count


async def test_an_on_socket_event_type_method_is_called(bot_env: BotEnv) -> None:
    env = bot_env
    bot = env.bot
    assert bot is not None
    heard: list[str] = []

    async def on_socket_event_type(kind: str) -> None:
        heard.append(kind)

    bot.on_socket_event_type = on_socket_event_type  # type: ignore[attr-defined]
    await env.start_game(["Alice", "Bob"])
    await env.double.wait_for(lambda: "INTERACTION_CREATE" in heard or None, 10)
