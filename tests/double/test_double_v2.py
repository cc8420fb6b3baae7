"""Components V2 in the Discord double, driven by the real discord.py client: a
``LayoutView`` (a container in an accent colour, text displays, a media gallery showing an
uploaded picture, an action row of buttons) is stored and its text, buttons and picture are
visible to tests; what Discord refuses (41 components, 4,001 characters of text, a media
reference to a file not uploaded, content beside the V2 flag, a V1 message turned V2
without clearing its content) is answered 400/50035 and discord.py raises HTTPException —
on channel messages, their edits, interaction responses and the interaction webhook; a
button inside a container reaches a ``DynamicItem`` in the bot."""

from __future__ import annotations

import io
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import discord
import pytest
from discord import app_commands

from discord_double import DiscordDouble, MessageRecord, Violation
from discord_double.limits import FieldError, check_message

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32
ACCENT = 0x2E8B57


def picture(name: str = "board.png") -> discord.File:
    return discord.File(io.BytesIO(PNG), filename=name)


class Press(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"v2:press:(?P<n>\d+)"):
    """A button the bot knows by its custom_id alone (as the game tables' press items)."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Press {n}", custom_id=f"v2:press:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Press:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = interaction.client
        assert isinstance(bot, V2Bot)
        bot.pressed.append((interaction.user.name, self.n))
        await interaction.response.send_message(f"pressed {self.n}", ephemeral=True)


def table(*lines: str, media: str = "attachment://board.png",
          rows: int = 1) -> discord.ui.LayoutView:
    """A game table as issue 50 draws it: one container in the accent colour holding a
    title, text, the picture inline and a row of press buttons."""
    view = discord.ui.LayoutView(timeout=None)
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=ACCENT)
    box.add_item(discord.ui.TextDisplay("## The table"))
    for line in lines:
        box.add_item(discord.ui.TextDisplay(line))
    box.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(media, description="dice")))
    for r in range(rows):
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        row.add_item(Press(2 * r + 1))
        row.add_item(Press(2 * r + 2))
        box.add_item(row)
    view.add_item(box)
    return view


class Raw(discord.ui.LayoutView):
    """A layout whose components are given as Discord's JSON: what discord.py would refuse
    to build (it counts to 40 itself) still reaches the double, as a bot building its own
    JSON (or another library) sends it."""

    def __init__(self, components: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self.add_item(discord.ui.TextDisplay("stand-in"))  # makes discord.py set the V2 flag
        self.raw = components

    def to_components(self) -> list[dict[str, Any]]:
        return self.raw


def texts(n: int, size: int = 5) -> list[dict[str, Any]]:
    return [{"type": 10, "content": f"{i:0{size}d}"} for i in range(n)]


@dataclass
class Answers:
    """What the bot's slash commands met (the HTTPExceptions discord.py raised)."""

    errors: list[discord.HTTPException] = field(default_factory=list)


class V2Bot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.pressed: list[tuple[str, int]] = []
        self.answers = Answers()

        @self.tree.command(name="show", description="A V2 table as the response")
        async def show(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(view=table("Alice to play"),
                                                    file=picture())

        @self.tree.command(name="overfull", description="41 components as the response")
        async def overfull(interaction: discord.Interaction) -> None:
            try:
                await interaction.response.send_message(
                    view=Raw([{"type": 17, "components": texts(40)}]))
            except discord.HTTPException as exc:
                self.answers.errors.append(exc)
                await interaction.response.send_message("refused", ephemeral=True)

        @self.tree.command(name="later", description="Deferred, then a V2 followup and edit")
        async def later(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            await interaction.followup.send(view=table("first"), file=picture())
            try:  # the picture is not uploaded again and the edit drops the kept one
                await interaction.edit_original_response(view=table("second"), attachments=[])
            except discord.HTTPException as exc:
                self.answers.errors.append(exc)
            await interaction.edit_original_response(view=table("third"))  # kept: fine

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Press)
        await self.tree.sync()


@pytest.fixture
async def env() -> AsyncIterator[tuple[DiscordDouble, V2Bot, discord.PartialMessageable]]:
    async with DiscordDouble(members=["Alice", "Bob"]) as double:
        bot = V2Bot()
        async with double.running(bot, token="v2-bot"):
            yield double, bot, bot.get_partial_messageable(double.channel().id)


def stored(double: DiscordDouble, message: discord.Message) -> MessageRecord:
    return double.registry.messages[message.id]


def refusal(double: DiscordDouble, exc: discord.HTTPException, code: str) -> str:
    """The 400/50035 discord.py raised names Discord's error ``code``; the double recorded
    the violation (taken here); the violation's text."""
    assert exc.status == 400 and exc.code == 50035, exc
    [violation] = double.take_violations()
    assert code in codes(violation), str(violation)
    return str(violation)


def codes(violation: Violation) -> list[str]:
    """Discord's error codes of a recorded violation (discord.py's exception shows only
    the messages)."""
    return [e.code for e in violation.errors if isinstance(e, FieldError)]


# -- a valid layout: stored, its text, buttons and picture visible -----------------------------

async def test_a_layout_view_is_stored_with_its_text_buttons_and_picture(env: Any) -> None:
    double, _bot, channel = env
    sent = await channel.send(view=table("Alice to play", "Bob waits"), file=picture())
    msg = stored(double, sent)
    assert msg.v2 and msg.content == "" and not msg.embeds
    assert msg.text() == "## The table\nAlice to play\nBob waits"
    assert msg.labels() == ["Press 1", "Press 2"]
    [container] = msg.components
    assert container["type"] == 17 and container["accent_color"] == ACCENT
    [shown] = msg.shown_attachments()
    assert shown["filename"] == "board.png" and shown["data"] == PNG
    gallery = next(c for c in msg.all_components() if c["type"] == 12)
    media = gallery["items"][0]["media"]
    assert media["attachment_id"] == str(shown["id"]) and media["url"].endswith("/board.png")
    # discord.py read the answer back: the same layout, the picture resolved
    assert isinstance(sent.components[0], discord.components.Container)
    assert sent.flags.components_v2


async def test_an_edit_keeps_the_picture_it_does_not_upload_again(env: Any) -> None:
    double, _bot, channel = env
    sent = await channel.send(view=table("round 1"), file=picture())
    edited = await sent.edit(view=table("round 2"))  # no file: board.png is kept
    msg = stored(double, edited)
    assert msg.text().splitlines()[1] == "round 2" and msg.edits == 1
    assert [a["filename"] for a in msg.shown_attachments()] == ["board.png"]
    # a new picture under the same name replaces the old one
    again = await edited.edit(view=table("round 3"), attachments=[picture()])
    assert [a["filename"] for a in stored(double, again).shown_attachments()] == ["board.png"]
    assert len(stored(double, again).attachments) == 1


# -- what Discord refuses ------------------------------------------------------------------------

async def test_41_components_are_refused(env: Any) -> None:
    double, _bot, channel = env
    with pytest.raises(discord.HTTPException) as caught:  # a container and 40 texts
        await channel.send(view=Raw([{"type": 17, "components": texts(40)}]))
    assert "41" in refusal(double, caught.value, "COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED")
    assert not double.channel().messages()
    # 40 pass: the container and 39 texts
    ok = await channel.send(view=Raw([{"type": 17, "components": texts(39)}]))
    assert len(stored(double, ok).all_components()) == 40


async def test_4001_characters_of_text_are_refused(env: Any) -> None:
    double, _bot, channel = env
    half = [{"type": 10, "content": "x" * 2000}, {"type": 10, "content": "y" * 2001}]
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send(view=Raw([{"type": 17, "components": half}]))
    assert "4001" in refusal(double, caught.value, "COMPONENT_MAX_TOTAL_TEXT_LENGTH_EXCEEDED")
    half[1]["content"] = "y" * 2000  # 4,000 together: taken
    ok = await channel.send(view=Raw([{"type": 17, "components": half}]))
    assert len(stored(double, ok).text()) == 4001  # the two texts and the newline between


async def test_a_media_reference_to_a_file_not_uploaded_is_refused(env: Any) -> None:
    double, _bot, channel = env
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send(view=table("x", media="attachment://missing.png"), file=picture())
    where = refusal(double, caught.value, "UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND")
    assert "components.0.components.2.items.0.media.url" in where and "missing.png" in where
    # no file at all
    with pytest.raises(discord.HTTPException):
        await channel.send(view=table("x"))
    double.take_violations()
    # an edit that drops the kept picture while the layout still shows it
    sent = await channel.send(view=table("x"), file=picture())
    with pytest.raises(discord.HTTPException) as caught:
        await sent.edit(view=table("y"), attachments=[])
    refusal(double, caught.value, "UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND")
    assert stored(double, sent).text().splitlines()[1] == "x"  # unchanged


async def test_content_beside_the_v2_flag_is_refused(env: Any) -> None:
    double, _bot, channel = env
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send("hello", view=table("x"), file=picture())
    refusal(double, caught.value, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2")
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send(embed=discord.Embed(title="t"), view=table("x"), file=picture())
    refusal(double, caught.value, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2")
    # a V2 message stays V2: an edit with content is refused too
    sent = await channel.send(view=table("x"), file=picture())
    with pytest.raises(discord.HTTPException) as caught:
        await sent.edit(content="plain again")
    refusal(double, caught.value, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2")
    assert stored(double, sent).v2


async def test_a_v1_message_turned_v2_must_clear_its_content(env: Any) -> None:
    """The lobby message becoming the table: Discord takes the V2 flag on an edit only
    when the edit sets the content (and embeds) to null."""
    double, _bot, channel = env
    lobby = await channel.send("Lobby: Alice, Bob", embed=discord.Embed(title="Lobby"))
    with pytest.raises(discord.HTTPException) as caught:
        await lobby.edit(view=table("started"), attachments=[picture()])
    where = refusal(double, caught.value, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2")
    assert "set it to null" in where
    turned = await lobby.edit(content=None, embed=None, view=table("started"),
                              attachments=[picture()])
    msg = stored(double, turned)
    assert msg.v2 and msg.text() == "## The table\nstarted" and msg.labels()[0] == "Press 1"


@pytest.mark.parametrize(("components", "where", "code"), [
    pytest.param([{"type": 11, "media": {"url": "https://example.org/a.png"}}],
                 "components.0.type", "UNION_TYPE_CHOICES", id="thumbnail-at-top-level"),
    pytest.param([{"type": 17, "accent_color": 0x1000000, "components": texts(1)}],
                 "components.0.accent_color", "NUMBER_TYPE_MAX", id="accent-colour-too-big"),
    pytest.param([{"type": 17, "components": [{"type": 17, "components": texts(1)}]}],
                 "components.0.components.0.type", "UNION_TYPE_CHOICES",
                 id="container-in-container"),
    pytest.param([{"type": 1, "components": [
        {"type": 2, "style": 1, "label": str(i), "custom_id": f"b{i}"} for i in range(6)]}],
                 "components.0.components", "BASE_TYPE_MAX_LENGTH", id="six-buttons"),
    pytest.param([{"type": 17, "components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "s", "options": [{"label": "A", "value": "a"}]},
        {"type": 2, "style": 1, "label": "B", "custom_id": "b"}]}]}],
                 "components.0.components.0.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                 id="select-beside-a-button-in-a-container"),
    pytest.param([{"type": 17, "components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "A", "custom_id": "same"}]},
        {"type": 9, "components": texts(1),
         "accessory": {"type": 2, "style": 2, "label": "B", "custom_id": "same"}}]}],
                 "components.0.components.1.accessory.custom_id",
                 "COMPONENT_CUSTOM_ID_DUPLICATED", id="custom-id-twice-across-the-tree"),
    pytest.param([{"type": 9, "components": texts(4),
                   "accessory": {"type": 11, "media": {"url": "https://example.org/a.png"}}}],
                 "components.0.components", "BASE_TYPE_MAX_LENGTH", id="section-of-4-texts"),
    pytest.param([{"type": 13, "file": {"url": "https://example.org/a.pdf"}}],
                 "components.0.file.url", "URL_TYPE_INVALID_SCHEME", id="file-not-attached"),
    pytest.param([{"type": 12, "items": [{"media": {"url": "ftp://example.org/a.png"}}]}],
                 "components.0.items.0.media.url", "URL_TYPE_INVALID_SCHEME", id="ftp-media"),
    pytest.param([{"type": 10, "content": "a", "id": 7}, {"type": 10, "content": "b", "id": 7}],
                 "components", "COMPONENT_ID_DUPLICATED", id="component-id-twice"),
])
@pytest.mark.parametrize("check_spec", [True, False], ids=["spec", "no-spec"])
async def test_each_layout_rule_holds_with_or_without_the_spec_check(
        components: list[dict[str, Any]], where: str, code: str, check_spec: bool) -> None:
    """Each rule, sent by discord.py; the double's own rules (``v2.py``) hold also when the
    OpenAPI check (which states some of them) is off."""
    async with DiscordDouble(members=["Alice"], check_spec=check_spec) as double:
        bot = V2Bot()
        async with double.running(bot, token="v2-bot"):
            channel = bot.get_partial_messageable(double.channel().id)
            with pytest.raises(discord.HTTPException) as caught:
                await channel.send(view=Raw(components))
            assert caught.value.status == 400
            [violation] = double.take_violations()
            assert where in str(violation), str(violation)
            assert code in codes(violation), str(violation)


def test_the_rules_alone() -> None:
    """``check_message`` without a server: a valid layout passes; every reference and
    count is checked against what the request uploads."""
    upload = {"id": 1, "filename": "board.png", "size": 40}
    body = {"flags": 1 << 15, "attachments": [upload], "components": [
        {"type": 17, "accent_color": 0, "components": [
            *texts(3),
            {"type": 9, "components": texts(2, 3),
             "accessory": {"type": 11, "media": {"url": "attachment://board.png"}}},
            {"type": 14, "spacing": 2, "divider": False},
            {"type": 12, "items": [{"media": {"url": "attachment://board.png"}},
                                   {"media": {"url": "https://example.org/x.png"}}]},
            {"type": 13, "file": {"url": "attachment://board.png"}},
            {"type": 1, "components": [{"type": 2, "style": 5, "label": "Rules",
                                        "url": "https://example.org"}]},
        ]}]}
    assert check_message(body) == []
    assert check_message(body | {"attachments": []})  # the references name no upload
    assert check_message(body | {"flags": 0})  # without the flag: rows only


# -- interaction responses and the interaction webhook -----------------------------------------

async def test_an_interaction_response_and_the_webhook_take_and_check_v2(env: Any) -> None:
    double, bot, _channel = env
    alice = double.user("Alice")
    shown = await alice.slash("show")
    msg = shown.message
    assert msg is not None and msg.v2 and "Alice to play" in msg.text()
    assert [a["filename"] for a in msg.shown_attachments()] == ["board.png"]

    refused = await alice.slash("overfull")  # the callback's 400, then a plain answer
    [exc] = bot.answers.errors
    assert refusal(double, exc, "COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED").startswith(
        "POST /interactions/")
    assert refused.message is not None and refused.message.text() == "refused"

    later = await alice.slash("later")
    await double.wait_for(lambda: later.message is not None
                          and "third" in later.message.text(), 10)
    [_, exc] = bot.answers.errors
    assert "PATCH /webhooks/" in refusal(double, exc, "UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND")
    assert later.message is not None
    assert [a["filename"] for a in later.message.shown_attachments()] == ["board.png"]


async def test_a_button_in_a_container_reaches_a_dynamic_item(env: Any) -> None:
    double, bot, channel = env
    sent = await channel.send(view=table("press one", rows=2), file=picture())
    msg = stored(double, sent)
    assert msg.labels() == ["Press 1", "Press 2", "Press 3", "Press 4"]
    answer = await double.user("Bob").click(msg, "Press 3")
    assert answer.responded and answer.ephemeral and answer.message is not None
    assert answer.message.text() == "pressed 3"
    assert bot.pressed == [("bob", 3)]


async def test_the_answers_are_in_discords_response_shape() -> None:
    """A V2 message as the double answers it passes the spec's response schemas (every
    field a response requires: accent_color, spoiler, the unfurled media's id and urls)."""
    async with DiscordDouble(members=["Alice"], check_responses=True) as double:
        bot = V2Bot()
        async with double.running(bot, token="v2-bot"):
            channel = bot.get_partial_messageable(double.channel().id)
            sent = await channel.send(view=Raw([
                {"type": 17, "components": [
                    {"type": 9, "components": texts(1), "accessory": {
                        "type": 11, "media": {"url": "attachment://board.png"}}},
                    {"type": 14}, {"type": 13, "file": {"url": "attachment://board.png"}}]},
                {"type": 12, "items": [{"media": {"url": "https://example.org/a.png"}}]}]),
                file=picture())
            file = next(c for c in stored(double, sent).all_components() if c["type"] == 13)
            assert file["name"] == "board.png" and file["size"] == len(PNG)
            await sent.edit(view=table("edited"))
            await double.user("Alice").slash("show")
            assert double.responses_checked["create_message"] == 1
            assert double.responses_checked["update_message"] == 1
            assert double.responses_checked["create_interaction_response"] == 1
            assert not double.response_violations, double.response_violations
