"""The Discord double's own tests: the real discord.py client against the loopback double."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from discord_double import CommandError, ComponentError, DiscordDouble


class DoubtButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"larry:doubt:(?P<table>\d+)"
):
    """A persistent button routed by custom_id alone."""

    def __init__(self, table: int) -> None:
        super().__init__(discord.ui.Button(label="Doubt", custom_id=f"larry:doubt:{table}"))
        self.table = table

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DoubtButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            f"{interaction.user.display_name} doubts table {self.table}", ephemeral=True
        )


class NameModal(discord.ui.Modal, title="Your name"):
    """A one-field modal."""

    name: discord.ui.TextInput[NameModal] = discord.ui.TextInput(label="Name", custom_id="nm")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.name.value}")


class PickView(discord.ui.View):
    """A non-persistent view: routed by the message id the double returned."""

    @discord.ui.select(
        placeholder="Pick a card",
        options=[
            discord.SelectOption(label="Ace", value="A"),
            discord.SelectOption(label="King", value="K"),
        ],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"picked {select.values[0]}", view=None)

    @discord.ui.button(label="Locked", disabled=True)
    async def locked(
        self, interaction: discord.Interaction, button: discord.ui.Button[Any]
    ) -> None:
        await interaction.response.send_message("should never happen")

    @discord.ui.button(label="Twice")
    async def twice(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        results = await asyncio.gather(
            interaction.response.send_message("one"),
            interaction.response.send_message("two"),
            return_exceptions=True,
        )
        interaction.client.errors.extend(r for r in results if isinstance(r, Exception))  # type: ignore[attr-defined]


class TestBot(commands.AutoShardedBot):
    """A small bot using the discord.py features the Larry bot will use."""

    __test__ = False

    def __init__(self) -> None:
        super().__init__(
            command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05
        )
        self.errors: list[Exception] = []
        group = app_commands.Group(name="larry", description="Larry tables")

        @group.command(name="new", description="Open a table")
        async def new(
            interaction: discord.Interaction, seats: app_commands.Range[int, 2, 6]
        ) -> None:
            view = discord.ui.View(timeout=None).add_item(DoubtButton(7))
            await interaction.response.send_message(f"table 7 with {seats} seats", view=view)

        @group.command(name="pick", description="Pick a card")
        async def pick(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("pick one", view=PickView())

        @group.command(name="name", description="Modal")
        async def name(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(NameModal())

        @group.command(name="slow", description="Too slow")
        async def slow(interaction: discord.Interaction) -> None:
            await asyncio.sleep(3.2)
            try:
                await interaction.response.send_message("late")
            except discord.HTTPException as exc:
                self.errors.append(exc)

        @group.command(name="dm", description="DM me")
        async def dm(interaction: discord.Interaction) -> None:
            try:
                view = discord.ui.View(timeout=None).add_item(DoubtButton(9))
                await interaction.user.send("your hand: A K", view=view)
            except discord.Forbidden as exc:
                self.errors.append(exc)
                await interaction.response.send_message("open your DMs", ephemeral=True)
                return
            await interaction.response.send_message("sent", ephemeral=True)

        @group.command(name="post", description="Defer, then post in the channel")
        async def post(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True)
            assert isinstance(interaction.channel, discord.TextChannel)
            msg = await interaction.channel.send("round 1")
            await msg.edit(content="round 1 (edited)")
            await interaction.followup.send("posted", ephemeral=True)

        @group.command(name="leak", description="The deferral hand leak")
        async def leak(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            await interaction.followup.send("secret hand", ephemeral=True)

        @group.command(name="big", description="Too long")
        async def big(interaction: discord.Interaction) -> None:
            try:
                await interaction.response.send_message("x" * 2001)
            except discord.HTTPException as exc:
                self.errors.append(exc)
                await interaction.response.send_message("too long")

        self.tree.add_command(group)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(DoubtButton)
        await self.tree.sync()


@pytest.fixture
async def env() -> AsyncIterator[tuple[DiscordDouble, TestBot]]:
    async with DiscordDouble(members=["Alice", "Bob", "Carol"], closed_dms=["Carol"]) as double:
        bot = TestBot()
        async with double.running(bot, token="test-token"):
            yield double, bot


async def test_login_reaches_ready_and_commands_sync(env: tuple[DiscordDouble, TestBot]) -> None:
    double, bot = env
    assert bot.is_ready() and bot.user is not None
    assert bot.user.id == double.registry.bot.id
    guild = bot.get_guild(double.registry.guild_id)
    assert guild is not None and guild.member_count == 4  # no members intent: only counts
    assert guild.get_channel(double.channel().id) is not None
    [larry] = [c for c in double.commands if c["name"] == "larry"]
    assert {o["name"] for o in larry["options"]} >= {"new", "pick", "name", "slow", "dm"}
    assert double.route_counts["PUT /applications/{app_id}/commands"] == 1
    assert double.route_counts["GET /gateway/bot"] == 1
    assert double.gateway.stats.identifies == 1


async def test_slash_and_persistent_button_with_ephemeral(
    env: tuple[DiscordDouble, TestBot],
) -> None:
    double = env[0]
    alice, bob = double.user("Alice"), double.user("Bob")
    r = await alice.slash("larry new", seats=4)
    assert r.kind == "message" and not r.ephemeral and r.failures == []
    assert r.message is not None and r.message.content == "table 7 with 4 seats"
    assert r.message.labels() == ["Doubt"]
    assert double.channel().messages()[-1].id == r.message.id
    assert r.record.responded and "late_response" not in r.record.failures
    [answer] = r.record.callbacks  # discord.py asks for the message it made (with_response)
    assert answer.resource and answer.status == 200 and answer.message_id == r.message.id
    click = await bob.click(r.message, "Doubt")
    assert click.kind == "message" and click.ephemeral
    assert click.message is not None and click.message.content == "Bob doubts table 7"
    assert bob.can_see(click.message) and not alice.can_see(click.message)
    assert click.message not in double.channel().messages()
    assert [m.content for m in bob.ephemerals()] == ["Bob doubts table 7"]
    with pytest.raises(CommandError):
        await alice.slash("larry new", seats=9)  # Range max is 6: Discord refuses
    with pytest.raises(CommandError):
        await alice.slash("larry new", chairs=4)
    with pytest.raises(ComponentError):
        await alice.click(click.message, "Doubt")  # not visible to Alice


async def test_select_modal_and_disabled_button(env: tuple[DiscordDouble, TestBot]) -> None:
    double = env[0]
    alice = double.user("Alice")
    r = await alice.slash("larry pick")
    assert r.message is not None
    with pytest.raises(ComponentError, match="disabled"):
        await alice.click(r.message, "Locked")
    with pytest.raises(ComponentError):
        await alice.select(r.message, "Pick a card", ["Q"])
    s = await alice.select(r.message, "Pick a card", ["K"])
    assert s.kind == "update" and s.message is not None and s.message.id == r.message.id
    assert s.message.content == "picked K" and s.message.components == []
    m = await alice.slash("larry name")
    assert m.is_modal and m.modal is not None and m.modal["title"] == "Your name"
    sub = await alice.submit_modal(m, {"Name": "Zed"})
    assert sub.kind == "message" and sub.message is not None and sub.message.content == "hello Zed"


async def test_three_second_rule(env: tuple[DiscordDouble, TestBot]) -> None:
    double, bot = env
    r = await double.user("Alice").slash("larry slow")
    assert not r.responded and r.failures == ["unanswered"]
    await double.wait_for(lambda: "late_response" in r.record.failures, timeout=3)
    await double.wait_for(lambda: bot.errors, timeout=2)
    assert isinstance(bot.errors[0], discord.NotFound) and bot.errors[0].code == 10062
    assert {f.kind for f in double.take_failures()} == {"unanswered", "late_response"}


async def test_second_initial_response_gets_40060(env: tuple[DiscordDouble, TestBot]) -> None:
    double, bot = env
    r = await double.user("Alice").slash("larry pick")
    assert r.message is not None
    t = await double.user("Bob").click(r.message, "Twice")
    assert t.kind == "message"
    await double.wait_for(lambda: bot.errors, timeout=2)
    assert [getattr(e, "code", None) for e in bot.errors] == [40060]
    assert [f.kind for f in double.take_failures()] == ["double_response"]


async def test_dm_and_closed_dm(env: tuple[DiscordDouble, TestBot]) -> None:
    double, bot = env
    alice, carol = double.user("Alice"), double.user("Carol")
    r = await alice.slash("larry dm")
    assert r.message is not None and r.message.content == "sent"
    assert [m.content for m in alice.dms()] == ["your hand: A K"]
    assert alice.dms()[0] in alice.visible_messages()
    assert alice.dms()[0] not in double.user("Bob").visible_messages()
    d = await alice.click(alice.dms()[0], "Doubt")  # a button in a DM
    assert d.message is not None and d.message.content == "Alice doubts table 9"
    assert d.message.channel_id == alice.dms()[0].channel_id and d.ephemeral
    r = await carol.slash("larry dm")
    assert r.message is not None and r.message.content == "open your DMs" and r.ephemeral
    assert carol.dms() == []
    assert isinstance(bot.errors[0], discord.Forbidden) and bot.errors[0].code == 50007


async def test_multipart_messages_read_like_discord(env: tuple[DiscordDouble, TestBot]) -> None:
    """Uploads as discord.py and other clients write them: payload_json as text or as
    application/json, files with escaped names; each header parsed once per distinct value
    (`rest._disposition`), with the same names aiohttp's own form reading gives."""
    from discord_double import rest

    double, _ = env
    channel = double.channel()
    png = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8
    url = f"{double.base_url}/channels/{channel.id}/messages"
    async with aiohttp.ClientSession(headers={"Authorization": "Bot test-token"}) as http:
        for ctype, name in (("application/json", 'hä"nd.png'), ("text/plain", "pile.png")):
            form = aiohttp.FormData(quote_fields=False)
            form.add_field("payload_json", json.dumps({"content": f"as {ctype}"}),
                           content_type=ctype)
            form.add_field("files[0]", png, filename=name, content_type="image/png")
            async with http.post(url, data=form) as resp:
                assert resp.status == 200, await resp.text()
    first, second = channel.messages()[-2:]
    assert (first.content, second.content) == ("as application/json", "as text/plain")
    assert [(a["filename"], a["size"], a["png"]) for a in first.attachments] == [
        ('hä"nd.png', len(png), True)]
    assert second.attachments[0]["filename"] == "pile.png"
    header = 'form-data; name="files[0]"; filename="hand.png"'
    hits = rest._disposition.cache_info().hits
    assert rest._disposition(header) == rest._disposition(header) == ("files[0]", "hand.png")
    assert rest._disposition.cache_info().hits >= hits + 1


async def test_rate_limit_is_retried(env: tuple[DiscordDouble, TestBot]) -> None:
    double = env[0]
    double.rate_limit("POST /channels/{channel_id}/messages", times=2, retry_after=0.05)
    r = await double.user("Alice").slash("larry post")
    assert r.kind == "deferred" and r.ephemeral
    posted = await double.channel().wait_for_message(lambda m: m.content.startswith("round 1"))
    await r.wait_followup()
    assert posted.content == "round 1 (edited)" and posted.edits == 1
    assert double.route_counts["POST /channels/{channel_id}/messages"] == 3
    assert r.message is not None and r.message.content == "posted" and r.ephemeral


async def test_deferral_hand_leak_is_public(env: tuple[DiscordDouble, TestBot]) -> None:
    double = env[0]
    r = await double.user("Alice").slash("larry leak")
    [msg] = await r.wait_followup()
    assert msg.content == "secret hand" and not msg.ephemeral  # as on real Discord
    assert double.user("Bob").can_see(msg)


async def test_disconnect_then_resume_replays_events(env: tuple[DiscordDouble, TestBot]) -> None:
    double = env[0]
    await double.disconnect("resume")
    r = await double.user("Alice").slash("larry new", seats=3)  # sent while disconnected
    assert r.responded and r.message is not None and r.message.content == "table 7 with 3 seats"
    stats = double.gateway.stats
    assert stats.resumes == 1 and stats.identifies == 1 and stats.replayed == 1


async def test_invalid_session_identifies_again(env: tuple[DiscordDouble, TestBot]) -> None:
    double, bot = env

    async def no_identify_delay(shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py sleeps 5 s before a non-initial IDENTIFY; skip it here."""

    bot.before_identify_hook = no_identify_delay  # type: ignore[method-assign]
    await double.disconnect("invalid_session")
    await double.wait_for(lambda: double.gateway.stats.identifies == 2 and double.gateway.connected)
    assert double.gateway.stats.invalid_sessions == 1
    r = await double.user("Bob").slash("larry new", seats=2)
    assert r.responded and double.gateway.stats.resumes == 0


async def test_limit_violation_is_recorded_and_loud(env: tuple[DiscordDouble, TestBot]) -> None:
    double, bot = env
    r = await double.user("Alice").slash("larry big")
    assert r.message is not None and r.message.content == "too long"
    assert isinstance(bot.errors[0], discord.HTTPException) and bot.errors[0].code == 50035
    with pytest.raises(AssertionError, match="content"):
        double.assert_no_violations()
    [v] = double.take_violations()
    assert "2000" in str(v)
    double.assert_no_violations()


async def test_unknown_route_is_a_violation(env: tuple[DiscordDouble, TestBot]) -> None:
    double, bot = env
    with pytest.raises(discord.NotFound):
        await bot.http.request(discord.http.Route("GET", "/stickers/{sticker_id}", sticker_id=1))
    [v] = double.take_violations()
    assert v.route == "GET /stickers/1" and "not implemented" in str(v)


async def test_clean_shutdown_restores_patches_and_leaves_no_tasks() -> None:
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    async with DiscordDouble(members=["Alice"]) as double:
        bot = TestBot()
        async with double.running(bot):
            assert discord.http.Route.BASE == double.base_url
            await double.user("Alice").slash("larry new", seats=2)
        assert bot.is_closed()
    await asyncio.sleep(0)
    assert discord.http.Route.BASE == base
    assert discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY == gateway
    assert [t for t in asyncio.all_tasks() if t is not asyncio.current_task()] == []


async def test_strict_exit_fails_on_unconsumed_failures() -> None:
    with pytest.raises(AssertionError, match="unanswered"):
        async with DiscordDouble(members=["Alice"], interaction_deadline=0.1) as double:
            bot = TestBot()
            async with double.running(bot):
                alice = double.user("Alice")
                # a custom_id no message carries: discord.py drops it, nobody answers
                fake = double.registry.create_message(
                    double.channel().id,
                    {
                        "content": "x",
                        "components": [
                            {
                                "type": 1,
                                "components": [
                                    {
                                        "type": 2,
                                        "style": 1,
                                        "label": "Ghost",
                                        "custom_id": "ghost:1",
                                    }
                                ],
                            }
                        ],
                    },
                )
                r = await alice.click(fake, "Ghost")
                assert not r.responded and r.failures == ["unanswered"]


def _button(i: int, label: str = "b") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": f"c{i}"}


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ({"content": "x" * 2001}, "content"),
        ({"embeds": [{"title": "t"}] * 11}, "embeds"),
        ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "6000"),
        ({"components": [{"type": 1, "components": [_button(i)]} for i in range(6)]}, "5 or fewer"),
        ({"components": [{"type": 1, "components": [_button(i) for i in range(6)]}]}, "5 or fewer"),
        ({"components": [{"type": 1, "components": [_button(0, "L" * 81)]}]}, "label"),
        (
            {"components": [{"type": 1, "components": [_button(0) | {"custom_id": "i" * 101}]}]},
            "custom_id",
        ),
        (
            {
                "components": [
                    {
                        "type": 1,
                        "components": [
                            {
                                "type": 3,
                                "custom_id": "s",
                                "options": [{"label": str(i), "value": str(i)} for i in range(26)],
                            }
                        ],
                    }
                ]
            },
            "options",
        ),
        ({"content": ""}, "empty"),
    ],
)
def test_limits_reject_what_discord_rejects(body: dict[str, Any], needle: str) -> None:
    from discord_double.limits import check_message

    errors = check_message(body)
    assert errors and any(needle in e for e in errors), errors
    ok = {
        "content": "fine",
        "components": [{"type": 1, "components": [_button(i) for i in range(5)]}],
    }
    assert check_message(ok) == []
