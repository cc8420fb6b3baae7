"""The double's group DMs and servers without the bot (`discord_double.contexts`), with the
real discord.py client: what an app installed to a user may do there, as Discord answers."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from discord_double import ChannelDriver, CommandError, DiscordDouble
from discord_double.contexts import FOLLOWUPS, TOKEN_LIFETIME

EVERYWHERE = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
BOTH = app_commands.AppInstallationType(guild=True, user=True)


class ContextBot(commands.Bot):
    """A bot with one command group usable everywhere and one for servers only."""

    __test__ = False

    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.none(),
                         guild_ready_timeout=0.05)
        self.seen: list[discord.Interaction] = []
        self.errors: list[discord.HTTPException] = []
        group = app_commands.Group(name="play", description="Everywhere",
                                   allowed_contexts=EVERYWHERE, allowed_installs=BOTH)

        @group.command(name="where", description="Where am I")
        async def where(interaction: discord.Interaction) -> None:
            self.seen.append(interaction)
            await interaction.response.defer(ephemeral=True)
            await interaction.followup.send("here", ephemeral=True)

        @group.command(name="post", description="Post in the channel")
        async def post(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True)
            channel = self.get_partial_messageable(interaction.channel_id or 0)
            try:
                await channel.send("hello")
            except discord.HTTPException as exc:
                self.errors.append(exc)
            await interaction.followup.send("tried", ephemeral=True)

        @group.command(name="many", description="Many followups")
        async def many(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("first")
            for i in range(FOLLOWUPS + 1):
                try:
                    await interaction.followup.send(f"more {i}")
                except discord.HTTPException as exc:
                    self.errors.append(exc)

        self.tree.add_command(group)

        @app_commands.command(name="home", description="Servers only")
        @app_commands.guild_only()
        async def home(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("home")

        self.tree.add_command(home)

    async def setup_hook(self) -> None:
        await self.tree.sync()


@pytest.fixture
async def env() -> AsyncIterator[tuple[DiscordDouble, ContextBot]]:
    # the double's own answers checked against the spec too (the synced commands' fields)
    async with DiscordDouble(members=["Alice", "Bob", "Carol"], check_responses=True) as double:
        double.group_dm("friends", ["Alice", "Bob"])
        double.foreign_guild("Elsewhere", ["lounge"])
        bot = ContextBot()
        async with double.running(bot, token="context-token"):
            yield double, bot


async def test_commands_carry_where_they_may_be_used(
        env: tuple[DiscordDouble, ContextBot]) -> None:
    double, _ = env
    synced = {c["name"]: c for c in double.registry.global_commands}
    assert synced["play"]["integration_types"] == [0, 1]
    assert synced["play"]["contexts"] == [0, 1, 2]
    assert synced["home"]["contexts"] == [0]
    assert double.responses_checked["bulk_set_application_commands"] == 1
    assert not double.response_violations
    friends = double.registry.contexts.group_dms
    [group] = friends.values()
    with pytest.raises(CommandError, match="not offered here"):
        await double.user("Alice").slash("home", channel=ChannelDriver(double, group))
    with pytest.raises(CommandError, match="not offered here"):
        await double.user("Alice").slash("home", channel="lounge")


async def test_an_interaction_says_where_it_comes_from(
        env: tuple[DiscordDouble, ContextBot]) -> None:
    double, bot = env
    [group] = double.registry.contexts.group_dms.values()
    friends = ChannelDriver(double, group)
    r = await double.user("Bob").slash("play where", channel=friends)
    await r.wait_followup()
    assert r.record.payload["context"] == 2
    assert r.record.payload["authorizing_integration_owners"] == {"1": str(double.user("Bob").id)}
    seen = bot.seen[-1]
    assert seen.guild_id is None and seen.is_user_integration() \
        and not seen.is_guild_integration()
    assert isinstance(seen.channel, discord.GroupChannel)
    assert [m.content for m in double.user("Bob").visible_messages(friends)] == ["here"]
    assert double.user("Carol").visible_messages(friends) == []  # not a member
    await double.user("Alice").slash("play where", channel="lounge")
    elsewhere = bot.seen[-1]
    assert elsewhere.guild_id is not None and elsewhere.is_user_integration() \
        and not elsewhere.is_guild_integration()
    await double.user("Alice").slash("play where")  # a server with the bot
    assert bot.seen[-1].is_guild_integration()


async def test_the_bot_has_no_access_to_a_group_dm_or_a_server_it_is_not_in(
        env: tuple[DiscordDouble, ContextBot]) -> None:
    double, bot = env
    [group] = double.registry.contexts.group_dms.values()
    for channel in (ChannelDriver(double, group), double.channel("lounge")):
        r = await double.user("Alice").slash("play post", channel=channel)
        await r.wait_followup()
        assert channel.messages() == []
    assert [(e.status, e.code) for e in bot.errors] == [(403, 50001), (403, 50001)]
    assert [r.code for r in double.refused] == [50001, 50001]
    await (await double.user("Alice").slash("play post")).wait_followup()  # the bot's server
    assert [m.content for m in double.channel().messages()] == ["hello"]


async def test_a_user_installed_interaction_has_five_followups(
        env: tuple[DiscordDouble, ContextBot]) -> None:
    double, bot = env
    [group] = double.registry.contexts.group_dms.values()
    friends = ChannelDriver(double, group)
    r = await double.user("Alice").slash("play many", channel=friends)
    await double.wait_for(lambda: bot.errors, 5)
    assert len(r.followups) == FOLLOWUPS
    assert [e.code for e in bot.errors] == [40094]
    bot.errors.clear()
    await double.user("Alice").slash("play many")  # installed to the server: no such limit
    await double.wait_for(lambda: len(double.channel().messages()) == FOLLOWUPS + 2, 5)
    assert bot.errors == []


async def test_a_token_runs_out_after_fifteen_minutes(
        env: tuple[DiscordDouble, ContextBot]) -> None:
    double, bot = env
    [group] = double.registry.contexts.group_dms.values()
    r = await double.user("Alice").slash("play where", channel=ChannelDriver(double, group))
    interaction = bot.seen[-1]
    await interaction.followup.send("still fine", ephemeral=True)
    double.age_tokens(TOKEN_LIFETIME - 60)
    await interaction.edit_original_response(content="a minute left")
    double.age_tokens(61)
    with pytest.raises(discord.HTTPException) as late:
        await interaction.followup.send("too late", ephemeral=True)
    assert (late.value.status, late.value.code) == (401, 50027)
    with pytest.raises(discord.HTTPException) as edit:
        await interaction.edit_original_response(content="too late")
    assert edit.value.code == 50027
    last = r.record.callbacks[-1]  # nothing got through after the token ran out
    assert (last.kind, last.status) == ("edit", 200)
    fresh = await double.user("Alice").slash("play where", channel=ChannelDriver(double, group))
    assert fresh.responded  # a new interaction's token is new


async def test_the_spec_check_covers_where_a_command_may_be_used(
        env: tuple[DiscordDouble, ContextBot]) -> None:
    double, _ = env
    path = f"/applications/{double.registry.application_id}/commands"
    bad: list[dict[str, Any]] = [{"name": "odd", "description": "odd", "type": 1,
                                  "contexts": [0, 5], "integration_types": [3]}]
    async with aiohttp.ClientSession() as http, http.put(
            double.base_url + path, json=bad,
            headers={"Authorization": "Bot context-token"}) as resp:
        status, body = resp.status, json.loads(await resp.text())
    assert status == 400 and body["code"] == 50035
    assert {"contexts", "integration_types"} <= set(body["errors"]["0"])
    taken = double.take_violations()
    assert taken and "contexts" in str(taken[0])
