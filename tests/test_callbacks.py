"""`bot.callbacks`: the interaction webhook adapter's own request path, against a real HTTP
server on loopback (aiohttp's, which parses multipart bodies as Discord's edge would)."""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
from aiohttp import web
from discord.http import Route

from bot.callbacks import CallbackAdapter, multipart_body


class Server:
    """Answers each request with the next planned response, and keeps what it was sent."""

    def __init__(self, *, own_connections: bool = True) -> None:
        self.plan: list[web.Response] = []
        self.seen: list[dict[str, Any]] = []
        self.own_connections = own_connections

    async def send(self, route: Route, **kwargs: Any) -> Any:
        """`route` sent through a `CallbackAdapter` (over its own connections or aiohttp's)."""
        adapter = CallbackAdapter(own_connections=self.own_connections)
        assert (adapter.connections is not None) == self.own_connections
        try:
            async with aiohttp.ClientSession() as session:
                return await adapter.request(route, session, **kwargs)
        finally:
            adapter.close()

    async def handle(self, request: web.Request) -> web.Response:
        got: dict[str, Any] = {"method": request.method, "path": request.rel_url.raw_path,
                               "query": dict(request.query),
                               "content_type": request.content_type}
        if request.content_type.startswith("multipart/"):
            form = await request.post()
            got["fields"] = {
                name: ({"filename": v.filename, "sha256": hashlib.sha256(v.file.read()).hexdigest()}
                       if isinstance(v, web.FileField) else v)
                for name, v in form.items()}
        elif request.body_exists:
            got["json"] = json.loads(await request.read())
        self.seen.append(got)
        return self.plan.pop(0) if self.plan else web.Response(status=204)


@pytest.fixture(params=["own connections", "aiohttp"])
async def server(request: pytest.FixtureRequest,
                 monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Server]:
    """The server; and each test runs twice: requests over the bot's own connections
    (`bot.webhook_http`) and over aiohttp's session (as with a proxy)."""
    srv = Server(own_connections=request.param == "own connections")
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", srv.handle)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    monkeypatch.setattr(Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    try:
        yield srv
    finally:
        await runner.cleanup()


def followup(token: str = "tok/en?") -> Route:
    return Route("POST", "/webhooks/{webhook_id}/{webhook_token}",
                 webhook_id=123, webhook_token=token)


async def test_a_multipart_body_reads_back_exactly(server: Server) -> None:
    # a file holding the first boundaries the body could have, and names needing escapes
    picture = b"\x89PNG\r\n" + b"".join(
        f"\r\n--larry-part-{n:x}-boundary\r\n".encode() for n in range(3))
    payload = {"content": "Zoë's hand \u2014 \"quoted\"", "attachments": [{"id": 0}]}
    parts: list[dict[str, Any]] = [{"name": "payload_json", "value": json.dumps(payload)},
             {"name": "files[0]", "value": io.BytesIO(picture), "filename": 'hä"nd.png',
              "content_type": "application/octet-stream"}]
    body, ctype = multipart_body(parts)
    assert ctype.startswith("multipart/form-data; boundary=")
    assert ctype == "multipart/form-data; boundary=larry-part-3-boundary"
    async with aiohttp.ClientSession() as session:
        async with session.post(f"{Route.BASE}/x", data=body,
                                headers={"Content-Type": ctype}) as resp:
            assert resp.status == 204
    [got] = server.seen
    assert json.loads(got["fields"]["payload_json"]) == payload
    assert got["fields"]["files[0]"] == {"filename": "hä%22nd.png",
                                         "sha256": hashlib.sha256(picture).hexdigest()}
    # nor may a filename hold the boundary; a body without any has the first one, so
    # nearly every body has the same Content-Type
    name = "--larry-part-0-boundary.png"
    body, ctype = multipart_body([{"name": "files[0]", "value": b"x", "filename": name}])
    assert ctype == "multipart/form-data; boundary=larry-part-1-boundary"
    assert multipart_body(parts[:1])[1] == "multipart/form-data; boundary=larry-part-0-boundary"


async def test_files_sent_through_the_adapter_arrive_whole(server: Server) -> None:
    data = bytes(range(256)) * 40
    file = discord.File(io.BytesIO(data), filename="hand.png")
    params = discord.http.handle_message_parameters(content="yours", file=file)
    with params:
        await server.send(followup(), multipart=params.multipart, files=params.files,
                   params={"wait": 1})
    [got] = server.seen
    assert got["method"] == "POST" and got["query"] == {"wait": "1"}
    assert got["path"] == "/api/v10/webhooks/123/tok%2Fen%3F"  # the token quoted by Route
    assert json.loads(got["fields"]["payload_json"])["content"] == "yours"
    assert got["fields"]["files[0]"]["sha256"] == hashlib.sha256(data).hexdigest()


async def test_json_answers_retries_and_errors_as_discord_py(server: Server) -> None:
    server.plan = [web.json_response({"id": "9", "content": "é"})]
    assert await server.send(followup(), payload={"content": "é"}) == {"id": "9", "content": "é"}
    assert server.seen[-1]["json"] == {"content": "é"}
    assert server.seen[-1]["content_type"] == "application/json"

    # a 5xx is retried (after a second), and a file is sent whole again
    data = b"picture" * 100
    file = discord.File(io.BytesIO(data), filename="a.png")
    params = discord.http.handle_message_parameters(content="again", file=file)
    server.plan = [web.Response(status=502), web.json_response({"id": "10"})]
    with params:
        assert await server.send(followup(), multipart=params.multipart, files=params.files) == {
            "id": "10"}
    assert [s["fields"]["files[0]"]["sha256"] for s in server.seen[-2:]] == [
        hashlib.sha256(data).hexdigest()] * 2

    # Discord's edge rate limit (a Via header): slept off, then retried
    server.plan = [web.json_response({"retry_after": 0.05, "global": False}, status=429,
                                     headers={"Via": "1.1 google"}), web.Response(status=204)]
    before = len(server.seen)
    assert await server.send(followup(), payload={"content": "x"}) == ""
    assert len(server.seen) == before + 2

    for status, error in ((404, discord.NotFound), (403, discord.Forbidden),
                          (400, discord.HTTPException)):
        server.plan = [web.json_response({"code": 10015, "message": "Unknown Webhook"},
                                         status=status)]
        with pytest.raises(error) as info:
            await server.send(followup(), payload={"content": "x"})
        assert info.value.status == status and info.value.code == 10015


def _message_json(mid: int) -> dict[str, Any]:
    """A message as Discord answers a followup posted with ``?wait=true``."""
    return {"id": str(mid), "channel_id": "77", "type": 0, "content": "x", "tts": False,
            "author": {"id": "123", "username": "Larry", "discriminator": "0000",
                       "avatar": None, "bot": True},
            "attachments": [], "embeds": [], "mentions": [], "mention_roles": [],
            "mention_everyone": False, "pinned": False, "flags": 0, "components": [],
            "timestamp": "2026-12-02T06:00:00+00:00", "edited_timestamp": None}


async def test_post_followup_sends_what_webhook_send_sends_and_returns_the_id(
        server: Server) -> None:
    """The publisher's turn-message post (`post_followup`) against discord.py's
    `Webhook.send(wait=True)`: the same request on the wire for the same message (text,
    embed, buttons, pings, a picture), and the id of the message Discord made."""
    from discord.webhook.async_ import async_context

    from cogs.larry import components as c
    from cogs.larry.publisher import post_followup

    adapter = CallbackAdapter(own_connections=server.own_connections)
    async_context.set(adapter)
    picture = bytes(range(256)) * 30

    def message() -> dict[str, Any]:
        return {"content": "<@42> Bob, your move.",
                "embed": discord.Embed(title="Table 7", description="Alice played 3 cards"),
                "view": c.buttons_view([("larry:t:7:3:play", "Play", "success"),
                                        ("larry:t:7:3:doubt", "Doubt", "danger")]),
                "allowed_mentions": discord.AllowedMentions(
                    everyone=False, roles=False, replied_user=False, users=[discord.Object(42)]),
                "files": [discord.File(io.BytesIO(picture), filename="reveal.png")]}

    try:
        async with aiohttp.ClientSession() as session:
            hook = discord.Webhook({"id": 123, "type": 3, "token": "tok/en?"}, session=session)
            server.plan = [web.json_response(_message_json(901)),
                           web.json_response(_message_json(902))]
            sent = await hook.send(wait=True, **message())
            posted = await post_followup(hook, **message())
    finally:
        adapter.close()
    assert sent.id == 901 and posted.id == 902
    by_send, by_post = server.seen
    assert by_post == by_send  # method, path, query, every multipart field and file
    assert by_post["query"] == {"wait": "1", "with_components": "1"}
    payload = json.loads(by_post["fields"]["payload_json"])
    pings = payload["allowed_mentions"]
    assert pings["parse"] == [] and pings["users"] == [42]
    assert [b["custom_id"] for b in payload["components"][0]["components"]] == [
        "larry:t:7:3:play", "larry:t:7:3:doubt"]
    assert by_post["fields"]["files[0]"]["sha256"] == hashlib.sha256(picture).hexdigest()


async def test_post_followup_refuses_a_webhook_without_a_token() -> None:
    from cogs.larry.publisher import post_followup

    async with aiohttp.ClientSession() as session:
        hook = discord.Webhook({"id": 123, "type": 3}, session=session)
        with pytest.raises(ValueError, match="token"):
            await post_followup(hook, content="x")
