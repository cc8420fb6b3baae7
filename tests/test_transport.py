"""`bot.transport`: each HTTP request reaches the socket as one write, byte for byte what
aiohttp would have written piece by piece; closing sends what is held, aborting drops it.

A real aiohttp server on loopback receives a file upload built as discord.py builds one
(`aiohttp.FormData`); the test counts the writes reaching the real transport underneath
(asyncio's own socket transport, its `write` wrapped by a counter that still writes)."""

from __future__ import annotations

import asyncio
from asyncio import selector_events
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest
from aiohttp import web

from bot import transport
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


class WriteCounter:
    """Counts the writes reaching each real socket transport of a session (asyncio's
    transports are Python objects: their `write` is wrapped and still called)."""

    def __init__(self) -> None:
        self.writes = 0
        self.seen: set[int] = set()

    def watch(self, session: aiohttp.ClientSession) -> None:
        for conns in session.connector._conns.values():  # type: ignore[union-attr]
            for proto, _ in conns:
                self._wrap(proto.transport)

    def _wrap(self, tr: Any) -> None:
        real = tr.wrapped if isinstance(tr, transport.CoalescingTransport) else tr
        if id(real) in self.seen:
            return
        self.seen.add(id(real))
        write, writelines = real.write, real.writelines

        def counted_write(data: Any) -> None:
            self.writes += 1
            write(data)

        def counted_writelines(chunks: Any) -> None:
            self.writes += 1
            writelines(chunks)

        real.write, real.writelines = counted_write, counted_writelines  # type: ignore[method-assign]


async def upload_twice(connector: aiohttp.BaseConnector, url: str) -> int:
    """Two uploads on one kept-alive connection; the writes of the second counted."""
    counter = WriteCounter()
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.post(f"{url}/upload", data=form()) as resp:
            assert resp.status == 200
        counter.watch(session)
        async with session.post(f"{url}/upload", data=form()) as resp:
            assert resp.status == 200
        async with session.delete(f"{url}/messages/7") as resp:
            assert resp.status == 204
    return counter.writes


async def test_an_upload_is_one_write_and_arrives_whole(server: Any) -> None:
    url, received = server
    writes = await upload_twice(transport.connector(), url)
    assert writes == 2  # the upload, then the delete: one write each
    assert received[:2] == [{"payload_json": (None, PAYLOAD.encode()),
                             "files[0]": ("hand.png", PICTURE)}] * 2
    assert received[2] == {"deleted": "7"}


async def test_without_it_an_upload_is_many_writes(server: Any) -> None:
    """What the connector is for: aiohttp's own writes the upload in pieces."""
    url, received = server
    writes = await upload_twice(aiohttp.TCPConnector(limit=0), url)
    assert writes >= 6
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
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the double, a few turns of a game (Play forms with their pictures, hand DMs,
    turn messages): the writes reaching the bot's sockets, outside the gateway, are exactly
    the REST requests the double received."""
    env = bot_env
    await env.start_game(["Alice", "Bob", "Carol"])
    for name in ("Alice", "Bob", "Carol"):
        await env.user(name).wait_for_dm()
    writes = 0
    sockets: Any = selector_events._SelectorSocketTransport  # type: ignore[attr-defined]
    real_write, real_writelines = sockets.write, sockets.writelines

    def bot_rest(tr: Any) -> bool:
        proto = tr._protocol
        return isinstance(proto, transport.CoalescingHandler) and not proto._upgraded

    def write(self: Any, data: Any) -> None:
        nonlocal writes
        writes += bot_rest(self)
        real_write(self, data)

    def writelines(self: Any, chunks: Any) -> None:
        nonlocal writes
        writes += bot_rest(self)
        real_writelines(self, chunks)

    monkeypatch.setattr(sockets, "write", write)
    monkeypatch.setattr(sockets, "writelines", writelines)
    pub = publisher(env)
    seen = len(env.double.requests)
    for _ in range(4):
        await take_turn(env)
    await env.double.wait_for(lambda: not pub.dm_queue and (
        pub.dm_worker is None or pub.dm_worker.done()), 10)
    count = -1
    while count != len(env.double.requests):  # until the bot has sent all it will
        count = len(env.double.requests)
        await asyncio.sleep(0.3)
    requests = env.double.requests[seen:]
    assert any(r.route.startswith("PATCH /channels") for r in requests)  # a DM with a picture
    assert writes == len(requests) > 8
