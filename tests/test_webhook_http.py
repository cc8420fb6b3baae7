"""`bot.webhook_http`: the interaction webhook's own keep-alive connections, against real
servers on loopback (aiohttp's web server, and raw asyncio servers for answers a proper
server never gives)."""

from __future__ import annotations

import asyncio
import errno
import hashlib
import shutil
import socket
import ssl
import subprocess
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import aiohttp
import pytest
from aiohttp import web

from bot.webhook_http import (
    IDLE_SECONDS,
    Connections,
    Headers,
    MalformedResponse,
    Origin,
    parse_origin,
    split_url,
)
from cogs.larry.outbound import retryable


async def serve_app(handler: Callable[[web.Request], Awaitable[web.StreamResponse]], *,
                    tls: ssl.SSLContext | None = None,
                    keepalive_timeout: float = 75.0) -> tuple[web.AppRunner, int]:
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", handler)
    runner = web.AppRunner(app, keepalive_timeout=keepalive_timeout)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0, ssl_context=tls)
    await site.start()
    return runner, site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]


async def echo(request: web.Request) -> web.StreamResponse:
    body = await request.read()
    if request.path == "/chunked":
        resp = web.StreamResponse(headers={"X-Ratelimit-Remaining": "4"})
        await resp.prepare(request)
        for piece in (b'{"a"', b": 1", b"}"):
            await resp.write(piece)
        await resp.write_eof()
        return resp
    if request.path == "/none":
        return web.Response(status=204)
    if request.path == "/close":
        return web.json_response({"closing": True}, headers={"Connection": "close"})
    return web.json_response({
        "method": request.method, "path": request.rel_url.raw_path_qs,
        "sha256": hashlib.sha256(body).hexdigest(), "length": len(body),
        "content_type": request.headers.get("Content-Type"),
        "content_length": request.headers.get("Content-Length"),
        "host": request.headers.get("Host"), "agent": request.headers.get("User-Agent"),
        "encoding": request.headers.get("Accept-Encoding"),
    }, headers={"X-Ratelimit-Remaining": "0", "Set-Cookie": "a=1"})


@pytest.fixture
async def app_port() -> AsyncIterator[int]:
    runner, port = await serve_app(echo)
    try:
        yield port
    finally:
        await runner.cleanup()


async def test_requests_and_answers_read_whole_over_one_connection(app_port: int) -> None:
    conns = Connections()
    base = f"http://127.0.0.1:{app_port}"
    body = bytes(range(256)) * 400  # 100 KB: written in one piece, read whole by the server
    r = await conns.request("POST", f"{base}/api/v10/webhooks/1/tok%2Fen?wait=1", body,
                            {"Content-Type": "application/octet-stream"})
    assert r.status == 200 and r.reason == "OK" and r.content_type == "application/json"
    assert repr(r) == "<Response POST [200 OK]>"  # no URL: a webhook's holds its token
    got = r.body.decode()
    assert hashlib.sha256(body).hexdigest() in got
    assert '"path": "/api/v10/webhooks/1/tok%2Fen?wait=1"' in got  # the quoting kept
    assert f'"host": "127.0.0.1:{app_port}"' in got
    assert '"agent": "DiscordBot (https://github.com/Rapptz/discord.py' in got
    assert '"encoding": null' in got  # nothing compressed is asked for
    # headers by any case of their name, as discord.py's helpers read them
    assert r.headers.get("x-ratelimit-remaining") == "0"
    assert r.headers["X-RateLimit-Remaining"] == "0" and "SET-COOKIE" in r.headers
    assert r.headers.get("Retry-After") is None

    # a DELETE without a body says no length; a POST without one says 0
    r = await conns.request("DELETE", f"{base}/x")
    assert '"content_length": null' in r.body.decode() and '"length": 0' in r.body.decode()
    r = await conns.request("POST", f"{base}/x")
    assert '"content_length": "0"' in r.body.decode()
    # no body (204), and a chunked one
    r = await conns.request("POST", f"{base}/none", b"{}")
    assert (r.status, r.body) == (204, b"")
    r = await conns.request("GET", f"{base}/chunked")
    assert r.body == b'{"a": 1}' and r.headers.get("transfer-encoding") == "chunked"
    assert conns.opened == 1 and conns.idle_count() == 1  # every request on one connection

    # ten at a time: ten connections, each kept for the next requests
    answers = await asyncio.gather(*(conns.request("POST", f"{base}/{n}", str(n).encode())
                                     for n in range(10)))
    assert [f'"path": "/{n}"' in a.body.decode() for n, a in enumerate(answers)] == [True] * 10
    assert conns.opened == 10 and conns.idle_count() == 10
    await asyncio.gather(*(conns.request("DELETE", f"{base}/again") for _ in range(10)))
    assert conns.opened == 10
    conns.close()
    assert conns.idle_count() == 0


async def test_connections_the_server_ends_or_that_idle_too_long_are_not_reused(
        app_port: int) -> None:
    base = f"http://127.0.0.1:{app_port}"
    conns = Connections()
    r = await conns.request("POST", f"{base}/close")
    assert r.status == 200 and conns.idle_count() == 0  # "Connection: close" is obeyed
    await conns.request("DELETE", f"{base}/x")
    assert conns.opened == 2
    conns.close()

    conns = Connections()
    await conns.request("DELETE", f"{base}/x")
    for idle in conns._idle.values():  # as if it had waited longer than IDLE_SECONDS
        for conn in idle:
            conn.idle_since -= IDLE_SECONDS + 1
    await conns.request("DELETE", f"{base}/x")
    assert conns.opened == 2  # the first one idled past its time: a fresh one
    conns.close()

    # a server that ends idle connections itself: the next request opens a new one
    runner, port = await serve_app(echo, keepalive_timeout=0.05)
    try:
        conns = Connections()
        await conns.request("DELETE", f"http://127.0.0.1:{port}/x")
        # until the server has closed it (its close is seen by the connection, which has no
        # event of its own to wait on)
        async with asyncio.timeout(30):
            while conns.idle_count():  # noqa: ASYNC110
                await asyncio.sleep(0.01)
        r = await conns.request("DELETE", f"http://127.0.0.1:{port}/x")
        assert r.status == 200 and conns.opened == 2
        conns.close()
    finally:
        await runner.cleanup()


async def raw_server(answer: Callable[[asyncio.StreamReader, asyncio.StreamWriter],
                                      Awaitable[None]]) -> tuple[asyncio.Server, int]:
    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    return server, server.sockets[0].getsockname()[1]


async def read_request(reader: asyncio.StreamReader) -> bytes:
    head = await reader.readuntil(b"\r\n\r\n")
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            await reader.readexactly(int(line.split(b":")[1]))
    return head


async def test_broken_answers_raise_aiohttp_errors_the_bot_retries() -> None:
    async def garbage(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(b"SPDY/9 what\r\n\r\n")
        await writer.drain()

    async def hang_up(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc")  # 3 of 10 bytes
        await writer.drain()
        writer.close()

    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        await reader.read()  # never answers; done when the client hangs up

    async def twice(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)  # one request, two answers in one write
        writer.write(b"HTTP/1.1 204 No Content\r\n\r\n" * 2)
        await writer.drain()
        await reader.read()

    server, port = await raw_server(twice)
    conns = Connections()
    try:
        r = await conns.request("DELETE", f"http://127.0.0.1:{port}/x")
        assert r.status == 204 and conns.idle_count() == 0  # the second answer: not reused
    finally:
        conns.close()
        server.close()

    for handler, kind in ((garbage, MalformedResponse),
                          (hang_up, aiohttp.ServerDisconnectedError),
                          (silent, TimeoutError)):
        server, port = await raw_server(handler)
        # no answer ever comes from the silent server: its request times out
        conns = Connections(timeout=0.5) if handler is silent else Connections()
        try:
            with pytest.raises(kind) as info:
                await conns.request("POST", f"http://127.0.0.1:{port}/x", b"{}")
            assert retryable(info.value)  # the publisher tries again, as with aiohttp
            assert conns.idle_count() == 0  # that connection is never used again
        finally:
            server.close()
            await server.wait_closed()

    # nobody listening: aiohttp's connection error, the errno kept
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(aiohttp.ClientOSError) as refused:
        await Connections().request("DELETE", f"http://127.0.0.1:{port}/x")
    assert refused.value.errno == errno.ECONNREFUSED and retryable(refused.value)


async def test_a_cancelled_request_never_hands_its_answer_to_the_next_one() -> None:
    served = 0
    received, release = asyncio.Event(), asyncio.Event()

    async def slow(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Answers each request with its number, once the test releases the answers."""
        nonlocal served
        try:
            while True:
                await read_request(reader)
                served += 1
                mine = str(served).encode()
                received.set()
                await release.wait()
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s"
                             % (len(mine), mine))
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    server, port = await raw_server(slow)
    conns = Connections()
    try:
        first = asyncio.create_task(conns.request("POST", f"http://127.0.0.1:{port}/1", b"1"))
        await received.wait()  # the server has the first request; its answer is held back
        first.cancel()
        with pytest.raises(asyncio.CancelledError):
            await first
        release.set()  # the first answer is sent now, after the cancel
        r = await conns.request("POST", f"http://127.0.0.1:{port}/2", b"2")
        assert r.body == b"2" and conns.opened == 2  # its own answer, on a new connection
    finally:
        conns.close()
        server.close()
        await server.wait_closed()


async def test_header_values_cannot_add_lines() -> None:
    with pytest.raises(ValueError, match="line break"):
        await Connections().request("POST", "http://127.0.0.1:9/x", b"",
                                    {"X-Audit-Log-Reason": "a\r\nX-Evil: 1"})


def test_urls_and_origins() -> None:
    assert split_url("https://discord.com/api/v10/webhooks/1/t?wait=1") == (
        "https://discord.com", "/api/v10/webhooks/1/t?wait=1")
    assert split_url("http://127.0.0.1:8080") == ("http://127.0.0.1:8080", "/")
    for bad in ("ftp://x/y", "discord.com/api", "https:///x", "https://u:p@host/x"):
        with pytest.raises(ValueError):
            split_url(bad)
    assert parse_origin("https://discord.com") == Origin("discord.com", 443, True,
                                                         "discord.com")
    assert parse_origin("http://127.0.0.1:8080") == Origin("127.0.0.1", 8080, False,
                                                           "127.0.0.1:8080")
    assert parse_origin("http://[::1]:9000") == Origin("::1", 9000, False, "[::1]:9000")
    assert parse_origin("https://[::1]") == Origin("::1", 443, True, "[::1]")
    headers = Headers({"content-type": "application/json"})
    assert headers.get("Content-Type") == "application/json" and 3 not in headers


def _certificate(directory: Path) -> tuple[Path, Path]:
    key, cert = directory / "key.pem", directory / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return key, cert


async def test_https_with_the_host_name_checked(tmp_path: Path) -> None:
    if shutil.which("openssl") is None:
        pytest.skip("no openssl command to make a test certificate")
    key, cert = _certificate(tmp_path)
    server_side = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_side.load_cert_chain(cert, key)
    runner, port = await serve_app(echo, tls=server_side)
    trusting = ssl.create_default_context(cafile=str(cert))
    try:
        conns = Connections(tls=trusting)
        r = await conns.request("POST", f"https://localhost:{port}/api", b"secret")
        assert r.status == 200 and hashlib.sha256(b"secret").hexdigest() in r.body.decode()
        await conns.request("DELETE", f"https://localhost:{port}/api")
        assert conns.opened == 1
        conns.close()
        # the default context does not trust this certificate: no request is sent
        with pytest.raises(aiohttp.ClientOSError, match="certificate"):
            await Connections().request("POST", f"https://localhost:{port}/api", b"x")
        # nor does the right certificate pass for another host name
        with pytest.raises(aiohttp.ClientOSError):
            await Connections(tls=trusting).request("POST", f"https://127.0.0.1:{port}/a")
    finally:
        await runner.cleanup()
