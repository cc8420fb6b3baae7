"""A thread per table (issue 51, item 5) through the Discord double: the lobby a line in the
channel, the table in a thread made from it (its lobby, table message, pings and results
there), the thread archived once the table ends, a restart in between; and where the bot may
not make threads, the table in the channel and its host told why once per server."""

from __future__ import annotations

import asyncio

import pytest

from cogs.tables import threads
from discord_double import ChannelDriver, InteractionResult, MessageRecord
from larry_core.tables.settings import GuildSettings, SettingsError
from tests.bot_fixtures import BotEnv, bot_env, private_text

__all__ = ["bot_env"]

MANAGE_SERVER = 1 << 5


def thread_of(env: BotEnv) -> ChannelDriver:
    made = env.double.threads("general")
    assert len(made) == 1, made
    return made[0]


def line(env: BotEnv) -> MessageRecord:
    """The one line the channel shows for the table."""
    shown = env.channel.messages()
    assert len(shown) == 1, shown
    return shown[0]


async def opened_here(r: InteractionResult) -> str:
    """The host's private answer to a `/… new` whose lobby follows it in the channel (a
    public followup of the same command)."""
    assert r.responded and r.ephemeral, r
    msgs = await r.wait_followup()
    return msgs[0].content


async def lobby_in(env: BotEnv, thread: ChannelDriver) -> MessageRecord:
    return await thread.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("larry:l:")
                      for c in m.all_components()))


def table_in(env: BotEnv, thread: ChannelDriver) -> object:
    table = env.service.in_channel(thread.id)
    assert table is not None
    return table


@pytest.mark.parametrize("bot_env", [0.05], indirect=True)
async def test_a_table_in_a_thread_from_lobby_to_its_end(bot_env: BotEnv) -> None:
    env = bot_env
    alice, bob = env.user("Alice"), env.user("Bob")
    opened = await private_text(await alice.slash("larry new", thread=True, rounds=1))
    thread = thread_of(env)
    assert opened == f"Your table is open in <#{thread.id}>. Others join there with the " \
        "**Join** button."
    state = thread.record.thread
    assert state is not None and not state.archived and state.owner_id != alice.id
    # the line: the thread is made from it (its id), and says who sits at the table
    the_line = line(env)
    assert the_line.id == thread.id and not the_line.components and not the_line.embeds
    await env.shows(the_line, f"is looking for players (seated so far: Alice) · join in "
                              f"<#{thread.id}>")
    lobby = await lobby_in(env, thread)
    assert await private_text(await bob.click(lobby, "Join")) == "You joined the table."
    await env.shows(the_line, "seated so far: Alice, Bob")
    # the table's commands work in its thread, not in the channel
    assert "no open Larry table" in await private_text(await bob.slash("larry hand"))
    await private_text(await alice.click(lobby, "Start"))
    table = env.service.in_channel(thread.id)
    assert table is not None and table.record.channel_id == thread.id
    await env.shows(the_line, f"now playing: {', '.join(s['name'] for s in table.seats)} · "
                              f"in <#{thread.id}>")
    first = await thread.wait_for_message(lambda m: m.v2 and m.title().startswith("Larry"))
    assert first.channel_id == thread.id and first.pinged in ([alice.id], [bob.id])
    assert [m.id for m in env.channel.messages()] == [the_line.id]  # nothing else here

    await env.restart()  # the table is found in its thread again
    for name in ("Alice", "Bob"):
        left = await private_text(await env.user(name).slash("larry leave", channel=thread))
        assert "AI" in left, left
    await env.double.wait_for(lambda: env.service.in_channel(thread.id) is None, 30)
    await env.double.wait_for(lambda: state.archived, 10)
    assert not state.locked  # the players may still say "good game" there
    done = env.double.registry.messages[the_line.id]
    assert "the results are in" in done.text() and f"<#{thread.id}>" in done.text()
    posted = [m for m in env.double.registry.messages.values()
              if m.channel_id == thread.id and not m.ephemeral]
    assert posted[-1].content, posted[-1]  # the results, the thread's last word
    assert [m.id for m in env.channel.messages()] == [the_line.id]
    assert not env.double.take_violations()


async def test_a_closed_lobby_archives_its_thread_and_a_new_table_there_follows_on_the_line(
        bot_env: BotEnv) -> None:
    env = bot_env
    alice = env.user("Alice")
    await private_text(await alice.slash("larry new", thread=True))
    thread = thread_of(env)
    state = thread.record.thread
    assert state is not None
    lobby = await lobby_in(env, thread)
    assert await private_text(await alice.click(lobby, "Cancel")) == "The table is closed."
    await env.double.wait_for(lambda: state.archived)
    the_line = line(env)
    assert "closed without a game" in the_line.text()  # by the time the thread is archived
    state.archived = False  # somebody wrote in the thread, which reopened it
    r = await alice.slash("larry new", channel=thread)  # a new table in that thread
    assert (await r.wait_followup())[0].ephemeral
    second = await env.double.wait_for(lambda: env.service.in_channel(thread.id))
    await env.shows(the_line, f"table {second.id} is looking for players")
    await private_text(await alice.slash("larry end", channel=thread))
    await env.double.wait_for(lambda: state.archived)
    await env.shows(the_line, f"table {second.id} · closed without a game")
    assert len(env.double.threads()) == 1  # no new thread for the new table


async def test_without_the_permission_the_table_plays_here_and_the_host_is_told_once(
        bot_env: BotEnv) -> None:
    env = bot_env
    alice = env.user("Alice")
    alice.record.permissions |= MANAGE_SERVER
    saved = await private_text(await alice.slash("larry settings", thread=True))
    assert "Tables in threads: **on**" in saved
    env.double.deny("general", "create_public_threads")
    first = await opened_here(await alice.slash("larry new"))
    assert first.startswith("Your table is open.")
    assert "I need **Create Public Threads** and **Send Messages in Threads**" in first
    assert env.double.threads() == []
    lobby = await env.channel.wait_for_message(lambda m: bool(m.embeds))
    await private_text(await alice.click(lobby, "Cancel"))
    await env.double.wait_for(lambda: env.service.in_channel(env.channel.id) is None)
    await env.restart()  # remembered with the server's settings
    again = await opened_here(await alice.slash("larry new"))
    assert again == "Your table is open. Others can join with the **Join** button."
    assert env.double.threads() == []


async def test_a_refusal_from_discord_plays_here_too(bot_env: BotEnv,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The interaction's permissions said yes, Discord says 50013 when the thread is made:
    the line goes, the table plays in the channel, the host is told."""
    env = bot_env
    env.double.deny("general", "create_public_threads")
    monkeypatch.setattr(threads, "allowed", lambda permissions: True)
    answer = await opened_here(await env.user("Carol").slash("larry new", thread=True))
    assert "I may not open threads here" in answer
    lobby = await env.channel.wait_for_message(lambda m: bool(m.embeds))
    assert [m.id for m in env.channel.messages()] == [lobby.id]  # the line was taken back
    assert env.service.in_channel(env.channel.id) is not None


def test_the_server_option_and_its_note_are_kept_with_the_settings() -> None:
    on = GuildSettings().updated("kniffel", threads=True)
    assert on.threads and not GuildSettings().threads  # off by default
    told = on.telling(threads.NOTE)
    stored = told.to_dict()
    assert stored["threads"] is True and stored["told"] == ["threads"]
    back = GuildSettings.from_dict(stored)
    assert back == told and back.games == {}  # "told" is not read as one of Larry's options
    assert GuildSettings.from_dict({"threads": "yes"}).threads is False
    with pytest.raises(SettingsError):
        GuildSettings().updated("larry", threads="yes")
    assert threads.wanted(on, None) and not threads.wanted(on, False)
    assert threads.wanted(GuildSettings(), True) and not threads.wanted(GuildSettings(), None)


async def test_a_thread_kept_open_for_what_follows_the_game_is_archived_after_it(
        bot_env: BotEnv) -> None:
    """What stays after a game in its thread a while (an offer of another game) keeps the
    thread open (`Threads.keep_open`) until it is done."""
    env = bot_env
    alice = env.user("Alice")
    await private_text(await alice.slash("larry new", thread=True))
    thread = thread_of(env)
    state = thread.record.thread
    assert state is not None
    table = env.service.in_channel(thread.id)
    assert table is not None
    offer: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    tables = env.bot.get_cog("Tables") if env.bot is not None else None
    tables.threads.keep_open(table.id, offer)  # type: ignore[attr-defined]
    await private_text(await alice.slash("larry end", channel=thread))
    await env.shows(line(env), "closed without a game")
    await asyncio.sleep(0.3)
    assert not state.archived
    offer.set_result(None)
    await env.double.wait_for(lambda: state.archived)
