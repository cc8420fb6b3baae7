"""The double answers in the shapes Discord sends: a sample of its answers to the real
discord.py client — messages, interaction callbacks and followups, channels, users, guilds,
members, the application, synced commands — checked against the response schemas of
Discord's OpenAPI spec (``DiscordDouble(check_responses=True)``)."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands

from discord_double import DiscordDouble
from discord_double.openapi import spec

EXPECTED = {
    "get_my_user", "get_my_oauth2_application", "bulk_set_application_commands",
    "get_channel", "get_guild", "list_guild_channels", "get_guild_member", "get_user",
    "create_dm", "create_message", "update_message", "get_message", "list_messages",
    "create_interaction_response", "execute_webhook", "update_original_webhook_message",
    "get_original_webhook_message",
}


class Pressed(discord.ui.View):
    @discord.ui.button(label="Press", custom_id="sample:press")
    async def press(self, interaction: discord.Interaction, button: discord.ui.Button[Any]
                    ) -> None:
        await interaction.response.edit_message(content="pressed", view=None)


class SampleBot(discord.Client):
    """Answers a slash command each way the Larry bot does: a message with a button, a
    deferral filled by a followup and edited, a file upload."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)

        @self.tree.command(name="show", description="A message with a button")
        async def show(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(
                "hello", embed=discord.Embed(title="Table", description="seats"),
                view=Pressed())

        @self.tree.command(name="slow", description="Deferred, then filled and edited")
        async def slow(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await interaction.followup.send("done", ephemeral=True)
            await interaction.edit_original_response(content="done, edited")
            await interaction.original_response()

        @self.tree.command(name="card", description="A picture")
        async def card(interaction: discord.Interaction) -> None:
            picture = discord.File(io.BytesIO(b"\x89PNG\r\n\x1a\n"), filename="card.png")
            await interaction.response.send_message("card", file=picture)

    async def setup_hook(self) -> None:
        await self.tree.sync()


async def test_a_sample_of_the_doubles_answers_matches_the_spec() -> None:
    async with DiscordDouble(members=["Alice", "Bob"], check_responses=True) as double:
        bot = SampleBot()
        async with double.running(bot, ready_timeout=60):
            alice = double.user("Alice")
            shown = await alice.slash("show")
            assert shown.message is not None
            pressed = await double.user("Bob").click(shown.message, "Press")
            assert pressed.kind == "update"
            slow = await alice.slash("slow")
            await double.wait_for(lambda: slow.message is not None
                                  and slow.message.content == "done, edited")
            assert (await alice.slash("card")).message is not None

            http, guild = bot.http, double.registry.guild_id
            channel, member = double.channel().id, double.user("Bob").id
            await http.get_channel(channel)
            await http.get_guild(guild)
            await http.get_all_guild_channels(guild)
            await http.get_member(guild, member)
            await http.get_user(member)
            dm = await http.start_private_message(member)
            with discord.http.handle_message_parameters(content="a DM") as params:
                sent = await http.send_message(int(dm["id"]), params=params)
            with discord.http.handle_message_parameters(content="edited") as params:
                await http.edit_message(int(dm["id"]), int(sent["id"]), params=params)
            await http.get_message(int(dm["id"]), int(sent["id"]))
            await http.logs_from(channel, 50)
        assert double.response_violations == [], "\n".join(map(str, double.response_violations))
        missing = EXPECTED - set(double.responses_checked)
        assert not missing, missing


def test_the_response_check_names_what_departs() -> None:
    """The check is not vacuous: a message without its content, or with a user whose id
    is no snowflake, is named."""
    from discord_double.models import MessageRecord, UserRecord

    message = MessageRecord(id=2, channel_id=3, guild_id=4,
                            author=UserRecord(id=5, name="Larry Bot", bot=True),
                            content="hello").payload()
    found = spec().match("GET", "/channels/3/messages/2")
    assert not isinstance(found, str)
    op = found.operation
    assert op.check_response(200, message) == []
    del message["content"]
    assert [str(e) for e in op.check_response(200, message)] == [
        "content: This field is required"]
    message["content"] = "hello"
    message["author"]["id"] = "Larry"
    assert [e.path for e in op.check_response(200, message)] == [("author", "id")]
