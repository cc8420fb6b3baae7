"""The double's threads as the real discord.py client meets them (`discord_double.threads`):
a public thread made from a message (its id the message's, THREAD_CREATE, the thread in the
client's cache), sending in it, archiving it as its owner (and the edit of a message in an
archived thread refused, a message sent there unarchiving it), locking refused without
Manage Threads, Discord's 50013 without Create Public Threads or Send Messages in Threads,
the bot's permissions as an interaction's ``app_permissions``; every answer in the shape
Discord's spec gives."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from discord_double import DiscordDouble


class ThreadBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents(guilds=True), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.seen: list[discord.Permissions] = []

        @self.tree.command(name="perms", description="The bot's permissions here")
        async def perms(interaction: discord.Interaction) -> None:
            self.seen.append(interaction.app_permissions)
            await interaction.response.send_message("ok", ephemeral=True)

    async def setup_hook(self) -> None:
        await self.tree.sync()


async def test_a_thread_from_a_message_archived_by_its_owner() -> None:
    async with DiscordDouble(members=["Alice"], check_responses=True) as double:
        bot = ThreadBot()
        async with double.running(bot, ready_timeout=60):
            channel = bot.get_channel(double.channel().id)
            assert isinstance(channel, discord.TextChannel)
            line = await channel.send("a line")
            thread = await line.create_thread(name="Kniffel · Alice", auto_archive_duration=60)
            assert thread.id == line.id and thread.parent_id == channel.id
            assert thread.owner_id == bot.user.id and not thread.archived  # type: ignore[union-attr]
            await double.wait_for(lambda: channel.guild.get_thread(thread.id) is not None)
            record = double.thread(thread.id).record
            assert record.thread is not None and record.thread.auto_archive_duration == 60
            with pytest.raises(discord.HTTPException) as twice:
                await line.create_thread(name="again")
            assert twice.value.code == 160004
            inside = await thread.send("in the thread")
            assert double.thread(thread.id).messages()[-1].id == inside.id
            assert double.registry.messages[line.id].flags & 32  # has a thread

            with pytest.raises(discord.Forbidden) as lock:
                await thread.edit(locked=True)  # needs Manage Threads
            assert lock.value.code == 50013
            archived = await thread.edit(archived=True)  # its owner may
            assert archived.archived and record.thread.archived and not record.thread.locked
            with pytest.raises(discord.HTTPException) as edit:
                await inside.edit(content="too late")
            assert edit.value.code == 50083
            await thread.send("good game")  # unarchives it, as Discord does
            assert not record.thread.archived
            fetched = await bot.fetch_channel(thread.id)
            assert isinstance(fetched, discord.Thread) and fetched.parent_id == channel.id
        assert double.response_violations == [], double.response_violations
        assert {"create_thread_from_message", "update_channel", "get_channel"} <= \
            set(double.responses_checked)


async def test_without_the_permissions_discord_refuses_with_50013() -> None:
    async with DiscordDouble(members=["Alice"]) as double:
        bot = ThreadBot()
        async with double.running(bot, ready_timeout=60):
            channel = bot.get_channel(double.channel().id)
            assert isinstance(channel, discord.TextChannel)
            await double.user("Alice").slash("perms")
            double.deny("general", "create_public_threads")
            await double.user("Alice").slash("perms")
            assert bot.seen[0].create_public_threads and bot.seen[0].send_messages_in_threads
            assert not bot.seen[0].manage_threads
            assert not bot.seen[1].create_public_threads
            line = await channel.send("a line")
            with pytest.raises(discord.Forbidden) as made:
                await line.create_thread(name="no")
            assert made.value.code == 50013
            double.allow("general", "create_public_threads")
            thread = await line.create_thread(name="yes")
            double.deny("general", "send_messages_in_threads")
            with pytest.raises(discord.Forbidden) as sent:
                await thread.send("no")
            assert sent.value.code == 50013


async def test_a_reconnecting_client_finds_the_active_threads() -> None:
    async with DiscordDouble(members=["Alice"]) as double:
        first = ThreadBot()
        async with double.running(first, ready_timeout=60):
            channel = first.get_channel(double.channel().id)
            assert isinstance(channel, discord.TextChannel)
            live = await (await channel.send("live")).create_thread(name="live")
            gone = await (await channel.send("gone")).create_thread(name="gone")
            await gone.edit(archived=True)
        second = ThreadBot()
        async with double.running(second, ready_timeout=60):
            guild = second.get_guild(double.registry.guild_id)
            assert guild is not None
            assert guild.get_thread(live.id) is not None and guild.get_thread(gone.id) is None
