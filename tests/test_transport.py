"""`bot.transport`: each HTTP request reaches the socket as one write, byte for byte what
aiohttp would have written piece by piece; closing sends what is held, aborting drops it.

A real aiohttp server on loopback receives a file upload built as discord.py builds one
(`aiohttp.FormData`); the test counts the writes reaching the real transport underneath
(asyncio's own socket transport, its `write` wrapped by a counter that still writes)."""

from __future__ import annotations

import asyncio
import contextlib
from asyncio import selector_events
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from aiohttp.client_proto import ResponseHandler

from bot import transport, webhook_http
from tests.bot_fixtures import BotEnv, bot_env, take_turn
from tests.test_bot_outbound import publisher

__all__ = ["bot_env"]

PICTURE = bytes(range(256)) * 300  # 76,800 bytes: more than aiohttp's 64 KiB write limit
PAYLOAD = '{"content": "Your turn", "attachments": [{"id": 0, "filename": "hand.png"}]}'


@pytest.fixture
async def server() -> AsyncIterator[tuple[str, list[dict[str, Any]]]]:
    received: list[dict[str, Any]] = []

    async def upload(request: web.Request) -> web.Response:
        parts: dict[str, Any] = {}
        async for part in await request.multipart():
            assert isinstance(part, aiohttp.BodyPartReader)
            parts[part.name or ""] = (part.filename, await part.read())
        received.append(parts)
        return web.json_response({"id": "1"})

    async def delete(request: web.Request) -> web.Response:
        received.append({"deleted": request.match_info["id"]})
        return web.Response(status=204)

    app = web.Application()
    app.router.add_post("/upload", upload)
    app.router.add_delete("/messages/{id}", delete)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}", received
    finally:
        await runner.cleanup()


def form() -> aiohttp.FormData:
    """A message with a picture, as discord.py sends one."""
    data = aiohttp.FormData(quote_fields=False)
    data.add_field("payload_json", PAYLOAD)
    data.add_field("files[0]", PICTURE, filename="hand.png", content_type="image/png")
    return data


class SocketWrites:
    """The writes reaching asyncio's socket transports (Python objects: `write` and
    `writelines` wrapped at the class, and still called), by the class of the connection's
    protocol; the gateway's (upgraded) connection left out."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.by: Counter[type] = Counter()
        sockets: Any = selector_events._SelectorSocketTransport  # type: ignore[attr-defined]
        for name in ("write", "writelines"):
            monkeypatch.setattr(sockets, name, self._counted(getattr(sockets, name)))

    def _counted(self, real: Any) -> Any:
        def counted(tr: Any, data: Any) -> None:
            proto = tr._protocol
            if not getattr(proto, "_upgraded", False):
                self.by[type(proto)] += 1
            real(tr, data)

        return counted

    def client(self) -> int:
        """Writes of HTTP client connections (aiohttp's protocol or the bot's)."""
        return sum(n for cls, n in self.by.items() if issubclass(cls, ResponseHandler))


@pytest.fixture
def writes(monkeypatch: pytest.MonkeyPatch) -> SocketWrites:
    return SocketWrites(monkeypatch)


async def upload_twice(connector: aiohttp.BaseConnector, url: str, writes: SocketWrites) -> int:
    """Two uploads on one kept-alive connection; the writes of the second (and a delete)."""
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.post(f"{url}/upload", data=form()) as resp:
            assert resp.status == 200
        before = writes.client()
        async with session.post(f"{url}/upload", data=form()) as resp:
            assert resp.status == 200
        async with session.delete(f"{url}/messages/7") as resp:
            assert resp.status == 204
        return writes.client() - before


async def test_an_upload_is_one_write_and_arrives_whole(server: Any,
                                                        writes: SocketWrites) -> None:
    url, received = server
    written = await upload_twice(transport.connector(), url, writes)
    assert written == 2  # the upload, then the delete: one write each
    assert received[:2] == [{"payload_json": (None, PAYLOAD.encode()),
                             "files[0]": ("hand.png", PICTURE)}] * 2
    assert received[2] == {"deleted": "7"}


async def test_without_it_an_upload_is_many_writes(server: Any, writes: SocketWrites) -> None:
    """What the connector is for: aiohttp's own writes the upload in pieces."""
    url, received = server
    written = await upload_twice(aiohttp.TCPConnector(limit=0), url, writes)
    assert written >= 6
    assert received[1]["files[0]"] == ("hand.png", PICTURE)


async def test_closing_sends_what_is_held_and_aborting_drops_it() -> None:
    got: asyncio.Queue[bytes] = asyncio.Queue()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await got.put(await reader.read())  # up to EOF
        writer.close()

    srv = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = srv.sockets[0].getsockname()[1]
    loop = asyncio.get_running_loop()
    try:
        tr, _ = await loop.create_connection(asyncio.Protocol, "127.0.0.1", port)
        held = transport.CoalescingTransport(tr, loop)
        held.write(b"one ")
        held.writelines([bytearray(b"two "), memoryview(b"three")])
        assert held.get_write_buffer_size() == len(b"one two three")
        held.close()  # before the loop's turn ends
        assert await asyncio.wait_for(got.get(), 5) == b"one two three"

        tr, _ = await loop.create_connection(asyncio.Protocol, "127.0.0.1", port)
        held = transport.CoalescingTransport(tr, loop)
        held.write(b"never sent")
        held.abort()
        await asyncio.sleep(0)  # the turn's end: nothing left to send
        assert await asyncio.wait_for(got.get(), 5) == b""
    finally:
        srv.close()
        await srv.wait_closed()


async def test_every_request_the_bot_makes_in_a_game_is_one_write(
        bot_env: BotEnv, writes: SocketWrites) -> None:
    """Through the double, a few turns of a game (Play forms with their pictures, hand DMs,
    turn messages): the writes reaching the bot's sockets, outside the gateway, are exactly
    the REST requests the double received."""
    env = bot_env
    await env.start_game(["Alice", "Bob", "Carol"])
    for name in ("Alice", "Bob", "Carol"):
        await env.user(name).wait_for_dm()
    pub = publisher(env)

    async def settled() -> None:
        """Until the bot has sent all it will (its DMs too)."""
        await env.double.wait_for(lambda: not pub.dm_queue and (
            pub.dm_worker is None or pub.dm_worker.done()), 10)
        count = -1
        while count != len(env.double.requests):
            count = len(env.double.requests)
            await asyncio.sleep(0.3)

    await settled()

    def http_writes() -> int:
        """discord.py's requests (aiohttp, `bot.transport`) and the interaction webhook's
        (`bot.webhook_http`)."""
        return writes.by[transport.CoalescingHandler] + writes.by[webhook_http._Connection]

    seen, before, webhook = len(env.double.requests), http_writes(), \
        writes.by[webhook_http._Connection]
    for _ in range(4):
        await take_turn(env)
    await settled()
    # a request written just before the quiet spell may still be on its way to the double
    with contextlib.suppress(TimeoutError):
        await env.double.wait_for(
            lambda: http_writes() - before <= len(env.double.requests) - seen, 5)
    requests = env.double.requests[seen:]
    assert any(r.route.startswith("PATCH /channels") for r in requests)  # a DM with a picture
    assert http_writes() - before == len(requests) > 8
    exempt = sum(r.exempt for r in requests)  # the presses' answers, followups, deletes
    assert writes.by[webhook_http._Connection] - webhook == exempt > 4
