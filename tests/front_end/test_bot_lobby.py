"""The lobby through the Discord double: join, leave, cancel, host-only start, one table
per channel."""

from __future__ import annotations

from tests.bot_fixtures import BotEnv, bot_env, private_text

__all__ = ["bot_env"]


async def test_lobby_join_leave_and_cancel(bot_env: BotEnv) -> None:
    env = bot_env
    lobby = await env.open_table("Alice", rounds=2, larry_call="catch")
    assert lobby.labels() == ["Join", "Leave", "Start", "Add AI", "Cancel"]
    assert "Larry call: **catch**" in lobby.text() and "1. Alice (host)" in lobby.text()
    assert await private_text(await env.user("Bob").click(lobby, "Join")) == \
        "You joined the table."
    await env.shows(lobby, "2. Bob")
    again = await private_text(await env.user("Bob").click(lobby, "Join"))
    assert "already have a seat" in again
    assert await private_text(await env.user("Bob").click(lobby, "Leave")) == \
        "You left the table."
    await env.double.wait_for(lambda: "Bob" not in env.double.registry.messages[lobby.id].text())
    refused = await private_text(await env.user("Bob").click(lobby, "Cancel"))
    assert refused == "Only the host can do that."
    assert await private_text(await env.user("Alice").click(lobby, "Cancel")) == \
        "The table is closed."
    closed = env.double.registry.messages[lobby.id]  # edited after the commit
    await env.double.wait_for(lambda: closed.components == [] and "closed" in closed.text())
    assert env.service.in_channel(env.channel.id) is None


async def test_only_the_host_starts_and_a_second_table_is_refused(bot_env: BotEnv) -> None:
    env = bot_env
    lobby = await env.open_table("Alice")
    too_few = await private_text(await env.user("Alice").click(lobby, "Start"))
    assert "needs 2 to 8 players" in too_few
    await private_text(await env.user("Bob").click(lobby, "Join"))
    assert await private_text(await env.user("Bob").click(lobby, "Start")) == \
        "Only the host can do that."
    assert await private_text(await env.user("Bob").click(lobby, "Add AI")) == \
        "Only the host can do that."
    second = await env.user("Carol").slash("larry new")
    assert "already has an open Larry table" in await private_text(second)
    assert len([m for m in env.channel.messages() if m.embeds]) == 1
    assert env.table().status == "lobby"


async def test_host_adds_an_ai_seat_marked_as_a_bot(bot_env: BotEnv) -> None:
    env = bot_env
    lobby = await env.open_table("Alice")
    assert await private_text(await env.user("Alice").click(lobby, "Add AI")) == \
        "An AI player sat down."
    await env.shows(lobby, "2. Larrybot Ada (AI)")


async def test_rules_are_private_and_name_the_key_numbers(bot_env: BotEnv) -> None:
    text = await private_text(await bot_env.user("Dave").slash("larry rules"))
    for fact in ("−12", "limit", "7↔5", "draws 2", "+2", "Larry"):
        assert fact in text
    no_table = await private_text(await bot_env.user("Dave").slash("larry hand"))
    assert "no open Larry table" in no_table
