"""The Discord double holds requests to Discord's published API (its OpenAPI spec) and to the
rules Discord enforces beyond it: each rejected request is answered 400/50035 with Discord's
nested errors naming the field, and recorded as a violation. Requests go over real HTTP to
the real double; the command sync case goes through the real discord.py client."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands

from discord_double import DiscordDouble
from discord_double.openapi import spec

API_ERRORS = {"code": 50035, "message": "Invalid Form Body"}


@pytest.fixture
async def double() -> AsyncIterator[DiscordDouble]:
    async with DiscordDouble(members=["Alice", "Bob"]) as d:
        yield d


async def call(double: DiscordDouble, method: str, path: str, body: Any = None, *,
               query: dict[str, str] | None = None,
               files: dict[str, bytes] | None = None) -> tuple[int, Any]:
    """One HTTP request to the double, as a bot sends it; (status, parsed JSON or None)."""
    headers = {"Authorization": "Bot spec-test"}
    data: Any = None
    if files is not None:
        data = aiohttp.FormData()
        data.add_field("payload_json", json.dumps(body), content_type="application/json")
        for i, (name, blob) in enumerate(files.items()):
            data.add_field(f"files[{i}]", blob, filename=name)
    async with aiohttp.ClientSession() as http, http.request(
        method, double.base_url + path, params=query, headers=headers,
        json=body if files is None and body is not None else None, data=data,
    ) as resp:
        text = await resp.text()
        return resp.status, json.loads(text) if text else None


def field(errors: dict[str, Any], path: str) -> list[dict[str, str]]:
    """The ``_errors`` of one field in Discord's nested ``errors`` (path like "a.0.b")."""
    node = errors
    for part in path.split("."):
        assert part in node, f"no errors for {path!r} in {errors}"
        node = node[part]
    return list(node["_errors"])


def button(i: int = 0, **over: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": f"b{i}", "custom_id": f"c{i}"} | over


def row(*children: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(children)}


def select(custom_id: str = "s") -> dict[str, Any]:
    return {"type": 3, "custom_id": custom_id, "options": [{"label": "A", "value": "a"}]}


async def rejected(double: DiscordDouble, method: str, path: str, body: Any, where: str,
                   **kw: Any) -> dict[str, str]:
    """Send a request Discord rejects; check the answer and the violation both name
    ``where``; the first error there."""
    status, answer = await call(double, method, path, body, **kw)
    assert status == 400, answer
    assert {k: answer[k] for k in ("code", "message")} == API_ERRORS
    [violation] = double.take_violations()
    assert where in str(violation), str(violation)
    return field(answer["errors"], where)[0]


def messages(double: DiscordDouble) -> str:
    return f"/channels/{double.channel().id}/messages"


# -- what the issue names: each caught, naming the field -------------------------------------

async def test_a_custom_id_of_101_characters(double: DiscordDouble) -> None:
    body = {"components": [row(button(custom_id="i" * 101))]}
    status, answer = await call(double, "POST", messages(double), body)
    assert status == 400
    assert answer == API_ERRORS | {"errors": {"components": {"0": {"components": {"0": {
        "custom_id": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
                                   "message": "Must be 100 or fewer in length."}]}}}}}}}
    [violation] = double.take_violations()
    assert violation.route == f"POST {messages(double)}"
    assert "components.0.components.0.custom_id" in str(violation)


async def test_six_action_rows(double: DiscordDouble) -> None:
    body = {"content": "x", "components": [row(button(i)) for i in range(6)]}
    err = await rejected(double, "POST", messages(double), body, "components")
    assert err == {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 5 or fewer in length."}


async def test_a_button_label_of_81_characters(double: DiscordDouble) -> None:
    body = {"components": [row(button(label="L" * 81))]}
    err = await rejected(double, "POST", messages(double), body,
                         "components.0.components.0.label")
    assert err["code"] == "BASE_TYPE_MAX_LENGTH" and "80" in err["message"]


async def test_content_of_2001_characters(double: DiscordDouble) -> None:
    # the spec allows 4,000 here; Discord holds a bot to 2,000
    err = await rejected(double, "POST", messages(double), {"content": "x" * 2001}, "content")
    assert err == {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}
    status, _ = await call(double, "POST", messages(double), {"content": "x" * 2000})
    assert status == 200


async def test_an_unknown_route(double: DiscordDouble) -> None:
    status, answer = await call(double, "GET", "/channels/1/nonsense")
    assert (status, answer) == (404, {"message": "404: Not Found", "code": 0})
    [violation] = double.take_violations()
    assert violation.route == "GET /channels/1/nonsense"
    assert "not in Discord's API" in str(violation)


async def test_a_method_the_route_does_not_take(double: DiscordDouble) -> None:
    status, answer = await call(double, "DELETE", "/users/@me")
    assert (status, answer) == (405, {"message": "405: Method Not Allowed", "code": 0})
    [violation] = double.take_violations()
    assert "method not allowed" in str(violation)


async def test_an_interaction_callback_of_type_99(double: DiscordDouble) -> None:
    reg = double.registry
    rec = reg.new_interaction(2, double.user("Alice").record, double.channel().record,
                              {"id": "1", "name": "x", "type": 1})
    path = f"/interactions/{rec.id}/{rec.token}/callback"
    err = await rejected(double, "POST", path, {"type": 99, "data": {"content": "x"}}, "type")
    assert err["code"] == "UNION_TYPE_CHOICES" and "4" in err["message"]
    assert not rec.responded


async def test_an_embed_title_of_257_characters(double: DiscordDouble) -> None:
    body = {"embeds": [{"title": "T" * 257, "description": "d"}]}
    err = await rejected(double, "POST", messages(double), body, "embeds.0.title")
    assert err == {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 256 or fewer in length."}


class RangeBot(discord.Client):
    """A client whose one slash command has an integer option bounded by ``high``."""

    def __init__(self, high: int) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.sync_error: discord.HTTPException | None = None

        async def replay(interaction: discord.Interaction, game: int) -> None:
            await interaction.response.send_message(str(game))

        # evaluated here: this module's annotations are strings, `high` is a local
        replay.__annotations__ = {"interaction": discord.Interaction,
                                  "game": app_commands.Range[int, 1, high], "return": None}
        self.tree.command(name="replay", description="Replay a game")(replay)

    async def setup_hook(self) -> None:
        try:
            await self.tree.sync()
        except discord.HTTPException as exc:
            self.sync_error = exc


async def test_a_max_value_of_2_to_the_53_in_a_command_sync() -> None:
    async with DiscordDouble(members=["Alice"]) as double:
        bot = RangeBot(2**53)
        async with double.running(bot, ready_timeout=60):
            assert bot.sync_error is not None and bot.sync_error.code == 50035
            # discord.py reads Discord's nested errors back to the command's parameter
            assert "In parameter 'game'\n    max_value: int value" in str(bot.sync_error)
            assert double.commands == []  # Discord registers none of them
        [violation] = double.take_violations()
        assert "PUT" in violation.route and "0.options.0.max_value" in str(violation)
        assert "9007199254740991" in str(violation)

        fixed = RangeBot(2**53 - 1)
        async with double.running(fixed, ready_timeout=60):
            assert fixed.sync_error is None
            assert [c["name"] for c in double.commands] == ["replay"]


# -- parameters, uploads, malformed bodies ---------------------------------------------------

async def test_path_and_query_parameters_are_checked(double: DiscordDouble) -> None:
    err = await rejected(double, "GET", "/channels/general/messages", None, "channel_id")
    assert err["code"] == "NUMBER_TYPE_COERCE"
    err = await rejected(double, "GET", messages(double), None, "limit", query={"limit": "500"})
    assert err["code"] == "NUMBER_TYPE_MAX"


async def test_payload_json_of_an_upload_is_checked(double: DiscordDouble) -> None:
    body = {"content": "card", "attachments": [{"id": 0, "filename": "c.png"}],
            "components": [row(button(custom_id="u" * 101))]}
    await rejected(double, "POST", messages(double), body,
                   "components.0.components.0.custom_id", files={"c.png": b"\x89PNG\r\n"})
    body["components"] = [row(button())]
    status, answer = await call(double, "POST", messages(double), body,
                                files={"c.png": b"\x89PNG\r\n"})
    assert status == 200 and answer["attachments"][0]["filename"] == "c.png"


async def test_malformed_json_is_refused(double: DiscordDouble) -> None:
    async with aiohttp.ClientSession() as http, http.post(
        double.base_url + messages(double), data=b"{not json",
        headers={"Content-Type": "application/json"},
    ) as resp:
        assert resp.status == 400 and (await resp.json())["code"] == 50109
    [violation] = double.take_violations()
    assert "invalid JSON" in str(violation)


# -- the rules Discord enforces that the spec does not state ---------------------------------

@pytest.mark.parametrize(("body", "where", "code"), [
    pytest.param({"components": [row(select(), button())]}, "components.0.components",
                 "COMPONENT_LAYOUT_WIDTH_EXCEEDED", id="select-not-alone"),
    pytest.param({"components": [row(button(1)), row(button(2, custom_id="c1"))]},
                 "components.1.components.0.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED",
                 id="duplicate-custom-id"),
    pytest.param({"components": [row(button(style=5, url="https://example.org"))]},
                 "components.0.components.0.custom_id", "BASE_TYPE_INVALID",
                 id="link-button-with-custom-id"),
    pytest.param({"components": [row(button(style=5, custom_id=None))]},
                 "components.0.components.0.url", "BASE_TYPE_REQUIRED",
                 id="link-button-without-url"),
    pytest.param({"components": [row({"type": 2, "style": 1, "label": "no id"})]},
                 "components.0.components.0.custom_id", "BASE_TYPE_REQUIRED",
                 id="button-without-custom-id"),
    pytest.param({"components": [row(button(style=7))]},
                 "components.0.components.0.style", "BASE_TYPE_CHOICES", id="style-out-of-range"),
    pytest.param({"embeds": [{"description": "d" * 4000}, {"description": "e" * 2001}]},
                 "embeds", "MAX_EMBED_SIZE_EXCEEDED", id="embeds-over-6000"),
    pytest.param({"content": "x", "flags": 1 << 15,
                  "components": [{"type": 10, "content": "text"}]},
                 "content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                 id="content-with-components-v2"),
    pytest.param({"embeds": [{"title": "t"}], "flags": 1 << 15,
                  "components": [{"type": 10, "content": "text"}]},
                 "embeds", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                 id="embeds-with-components-v2"),
])
async def test_rules_beyond_the_spec(double: DiscordDouble, body: dict[str, Any], where: str,
                                     code: str) -> None:
    err = await rejected(double, "POST", messages(double), body, where)
    assert err["code"] == code


async def test_components_v2_lifts_the_five_rows(double: DiscordDouble) -> None:
    body = {"flags": 1 << 15, "components": [row(button(i)) for i in range(6)]}
    status, answer = await call(double, "POST", messages(double), body)
    assert status == 200, answer
    assert len(answer["components"]) == 6


async def test_a_modal_of_six_rows(double: DiscordDouble) -> None:
    rec = double.registry.new_interaction(2, double.user("Alice").record,
                                          double.channel().record,
                                          {"id": "1", "name": "x", "type": 1})
    inputs = [row({"type": 4, "custom_id": f"f{i}", "label": "L", "style": 1})
              for i in range(6)]
    body = {"type": 9, "data": {"custom_id": "m", "title": "Form", "components": inputs}}
    err = await rejected(double, "POST", f"/interactions/{rec.id}/{rec.token}/callback", body,
                         "data.components")
    assert "5" in err["message"]
    body["data"]["components"] = inputs[:5]
    status, _ = await call(double, "POST", f"/interactions/{rec.id}/{rec.token}/callback", body)
    assert status == 204 and rec.modal is not None


# -- what Discord accepts beyond the letter of the spec --------------------------------------

async def test_integer_snowflakes_are_accepted(double: DiscordDouble) -> None:
    status, answer = await call(double, "POST", "/users/@me/channels",
                                {"recipient_id": double.user("Bob").id})
    assert status == 200 and answer["type"] == 1
    err = await rejected(double, "POST", "/users/@me/channels", {"recipient_id": "bob"},
                         "recipient_id")
    assert err["code"] == "NUMBER_TYPE_COERCE"


@pytest.mark.parametrize("flag", ["1", "0", "true", "false"])
async def test_query_booleans_as_discord_reads_them(double: DiscordDouble, flag: str) -> None:
    rec = double.registry.new_interaction(2, double.user("Alice").record,
                                          double.channel().record,
                                          {"id": "1", "name": "x", "type": 1})
    status, answer = await call(double, "POST", f"/interactions/{rec.id}/{rec.token}/callback",
                                {"type": 4, "data": {"content": "ok"}},
                                query={"with_response": flag})
    assert status == (200 if flag in ("1", "true") else 204), answer


async def test_a_query_boolean_that_is_no_boolean(double: DiscordDouble) -> None:
    rec = double.registry.new_interaction(2, double.user("Alice").record,
                                          double.channel().record,
                                          {"id": "1", "name": "x", "type": 1})
    err = await rejected(double, "POST", f"/interactions/{rec.id}/{rec.token}/callback",
                         {"type": 4, "data": {"content": "ok"}}, "with_response",
                         query={"with_response": "maybe"})
    assert err["code"] == "BOOLEAN_TYPE_COERCE"


async def test_fields_discord_ignores_are_accepted(double: DiscordDouble) -> None:
    status, msg = await call(double, "POST", messages(double),
                             {"content": "x", "embeds": [{"title": "t", "flags": 0}]})
    assert status == 200
    status, _ = await call(double, "PATCH", f"{messages(double)}/{msg['id']}",
                           {"content": "y", "tts": False, "embeds": [{"title": "t", "flags": 0}]})
    assert status == 200


def test_each_operation_is_compiled_once() -> None:
    found = spec().match("POST", "/channels/1/messages")
    assert not isinstance(found, str)
    op = found.operation
    assert op.check({"channel_id": "1"}, {}, {"content": "x"}, has_body=True) == []
    compiled = op._validators["body"]
    assert op.check({"channel_id": "1"}, {}, {"content": "y"}, has_body=True) == []
    assert op._validators["body"] is compiled
    again = spec().match("POST", "/channels/2/messages")
    assert not isinstance(again, str) and again.operation is op
