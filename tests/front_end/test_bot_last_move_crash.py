"""A crash between a game's last move and its announcement (found while closing the game
nights' crash gap, issue 51 item 4): the last move is stored, the table is finished, but
the channel never saw it. README promises that "what a crash kept from the channel is
announced when the bot is back": a start also loads the closed tables whose outbox still
holds a change not yet announced (`Storage.load_unannounced_closed`, this process's shards),
and the publisher announces them once (`TableService.recovering`, `Publisher.recover`),
then lets them go: they are not open tables again."""

from __future__ import annotations

import asyncio

from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text
from tests.front_end.test_highcard_discord import hc_env, move, open_hc

__all__ = ["bot_env", "hc_env"]


async def test_a_games_last_move_kept_from_the_channel_by_a_crash_is_announced_after_it(
        hc_env: BotEnv) -> None:
    env = hc_env
    assert env.bot is not None
    lobby = await open_hc(env, "Alice", ["Bob"], rounds=1)
    assert await private_text(await env.user("Alice").click(lobby, t("btn-start", "en"))) \
        == t("started", "en")
    table = env.table()
    await env.double.wait_for(lambda: table.announced >= table.rev)
    # the crash: the game's last move (a fold ends the one round) is stored, never shown
    publisher = env.bot.get_cog("Tables").publisher  # type: ignore[union-attr]
    env.bot.service.listeners.remove(publisher.on_change)
    await move(env, "fold")
    assert table.status == "finished"
    assert table.announced < table.rev
    assert not [m for m in env.channel.messages() if "**Game over!**" in m.content]
    bot = await env.restart()
    await bot.load_extension("tests.highcard.cog")
    await env.channel.wait_for_message(lambda m: "**Game over!**" in m.content)
    # shown once, then let go: not an open table, no timer, nothing left to recover
    again = bot.service.find(table.id)
    assert again is not None and not again.open
    await env.double.wait_for(lambda: again.announced == again.rev
                              and not bot.service.recovering)
    assert table.id not in bot.service.tables and bot.service.in_channel(env.channel.id) is None
    stored = await bot.storage.load_unannounced_closed()
    assert [s.record.id for s in stored] == []
    bot = await env.restart()  # a later start finds nothing to announce
    await bot.load_extension("tests.highcard.cog")
    assert bot.service.recovering == [] and bot.service.find(table.id) is None
    await asyncio.sleep(0.5)
    assert len([m for m in env.channel.messages() if "**Game over!**" in m.content]) == 1
