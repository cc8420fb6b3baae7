"""The interaction webhook's requests over the bot's own keep-alive HTTP/1.1 connections.

A move makes about six requests to Discord's interaction webhook (the presses' answers, the
turn message's delete and post, the form's removal). Through aiohttp each one built a
`ClientRequest`, a `ClientResponse`, a stream reader, a writer task, timers, a cookie
filter and a connection key, and parsed its URL: at 1,000 busy tables the HTTP client was
38 % of the bot's CPU, more than the game, its texts and its pictures together
(docs/benchmarks.md, "A ninth pass"). These requests need none of that: one origin, a
method, a path already quoted by discord.py, a body that is already bytes, and an answer
whose status, headers and body are read whole.

`Connections.request` writes the request in one piece on an idle connection to the URL's
origin (or a new one) and awaits the answer, parsed by httptools (llhttp, the parser Node.js
uses: Content-Length, chunked bodies, keep-alive). What is kept from aiohttp's behaviour:

- a connection idle for `IDLE_SECONDS` (aiohttp's default keep-alive) or closed by the server
  is not used again; one the answer says to close (``Connection: close``, HTTP/1.0) is closed;
- errors are aiohttp's kinds, so every caller handles them as before: a connection that
  cannot be made is `aiohttp.ClientOSError` (its errno kept), one that drops before the
  answer is complete `aiohttp.ServerDisconnectedError`, an answer that is not HTTP
  `MalformedResponse` (an `aiohttp.ClientError`); no answer within `TIMEOUT` is
  `TimeoutError`;
- nothing asks for a compressed answer, and TLS is the standard library's default context
  with the host's name checked, as aiohttp's default.

A request cancelled while it waits aborts its connection (what it was sent is unknown), so
no later request can read another's answer. `CallbackAdapter` (`bot/callbacks.py`) sends
through here unless discord.py was given a proxy, which aiohttp's session handles.
"""

from __future__ import annotations

import asyncio
import ssl
import sys
from dataclasses import dataclass

import aiohttp
import discord
import httptools

IDLE_SECONDS = 15.0  # a connection idle longer is closed, not reused (aiohttp's default)
TIMEOUT = 60.0  # seconds for the whole answer to one request
CONNECT_TIMEOUT = 30.0  # seconds to open a connection (aiohttp's sock_connect for discord.py)
USER_AGENT = (f"DiscordBot (https://github.com/Rapptz/discord.py {discord.__version__}) "
              f"Python/{sys.version_info[0]}.{sys.version_info[1]} "
              f"httptools/{httptools.__version__}")


class MalformedResponse(aiohttp.ClientError):
    """The server's answer is not HTTP/1.1 that llhttp can read."""


class Headers(dict[str, str]):
    """An answer's headers, looked up by any case of their name (names are stored
    lower-cased; a repeated header's values joined by ", ")."""

    __slots__ = ()

    def get(self, name: str, default: str | None = None) -> str | None:  # type: ignore[override]
        return dict.get(self, name.lower(), default)

    def __getitem__(self, name: str) -> str:
        return dict.__getitem__(self, name.lower())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and dict.__contains__(self, name.lower())


@dataclass(slots=True)
class Response:
    """What discord.py's errors and rate-limit helpers read of an answer: `status`,
    `reason` and `headers`; and its whole `body`."""

    status: int
    reason: str
    headers: Headers
    body: bytes
    method: str

    @property
    def content_type(self) -> str:
        """The media type without its parameters, lower-cased (aiohttp's `content_type`)."""
        value = self.headers.get("content-type")
        if not value:
            return "application/octet-stream"
        return value.split(";", 1)[0].strip().lower()

    def __repr__(self) -> str:
        # no URL: an interaction webhook's URL holds its token, which no log may show
        return f"<Response {self.method} [{self.status} {self.reason}]>"


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a URL's requests go: host and port, TLS or not, and its Host header."""

    host: str
    port: int
    tls: bool
    host_header: str


def split_url(url: str) -> tuple[str, str]:
    """(origin, target) of an absolute http(s) URL: ``https://discord.com`` and
    ``/api/v10/...?wait=1``. ValueError for anything else."""
    scheme, sep, rest = url.partition("://")
    if not sep or scheme not in ("http", "https"):
        raise ValueError(f"not an http(s) URL: {url!r}")
    slash = rest.find("/")
    netloc, target = (rest, "/") if slash < 0 else (rest[:slash], rest[slash:])
    if not netloc or "@" in netloc:
        raise ValueError(f"no host, or credentials, in {url!r}")
    return f"{scheme}://{netloc}", target


def parse_origin(origin: str) -> Origin:
    scheme, _, netloc = origin.partition("://")
    tls = scheme == "https"
    host, port = netloc, 443 if tls else 80
    if netloc.startswith("["):  # an IPv6 literal, perhaps with a port
        end = netloc.find("]")
        host = netloc[1:end]
        if netloc[end + 1:end + 2] == ":":
            port = int(netloc[end + 2:])
    elif ":" in netloc:
        host, _, digits = netloc.rpartition(":")
        port = int(digits)
    return Origin(host, port, tls, netloc)


class _Connection(asyncio.Protocol):
    """One keep-alive connection: at most one request in flight, its answer parsed as the
    bytes arrive."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.parser = httptools.HttpResponseParser(self)
        self.waiter: asyncio.Future[tuple[int, str, Headers, bytes]] | None = None
        self.reason: list[bytes] = []
        self.headers = Headers()
        self.body: list[bytes] = []
        self.keep_alive = False
        self.lost = False
        self.idle_since = 0.0

    # asyncio.Protocol
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        if exc is None or not isinstance(exc, OSError):
            self._fail(aiohttp.ServerDisconnectedError())
        else:
            self._fail(aiohttp.ClientOSError(exc.errno, f"connection lost: {exc}"))

    def data_received(self, data: bytes) -> None:
        if self.waiter is None:  # bytes nobody asked for: this connection cannot be trusted
            self.abort()
            return
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self._fail(MalformedResponse(f"malformed HTTP answer: {exc}"))
            self.abort()

    # httptools' callbacks
    def on_status(self, reason: bytes) -> None:
        if self.waiter is None:  # an answer after the answer, in the same bytes: not reused
            self.lost = True
        self.reason.append(reason)

    def on_header(self, name: bytes, value: bytes) -> None:
        key = name.decode("latin-1").lower()
        text = value.decode("latin-1")
        old = dict.get(self.headers, key)
        dict.__setitem__(self.headers, key, text if old is None else f"{old}, {text}")

    def on_body(self, body: bytes) -> None:
        self.body.append(body)

    def on_message_complete(self) -> None:
        waiter, self.waiter = self.waiter, None
        self.keep_alive = self.parser.should_keep_alive()
        answer = (self.parser.get_status_code(), b"".join(self.reason).decode("latin-1"),
                  self.headers, b"".join(self.body))
        self.reason, self.headers, self.body = [], Headers(), []
        if waiter is not None and not waiter.done():
            waiter.set_result(answer)

    # ours
    def _fail(self, exc: BaseException) -> None:
        waiter, self.waiter = self.waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_exception(exc)

    def time_out(self) -> None:
        self._fail(TimeoutError())
        self.abort()

    def abort(self) -> None:
        self.lost = True
        if self.transport is not None:
            self.transport.abort()

    def close(self) -> None:
        self.lost = True
        if self.transport is not None:
            self.transport.close()


class Connections:
    """Keep-alive connections per origin, for the event loop they were made on."""

    def __init__(self, *, idle_seconds: float = IDLE_SECONDS, timeout: float = TIMEOUT,
                 tls: ssl.SSLContext | None = None) -> None:
        """`tls`: the context for https origins (default: the standard library's default
        context, made on first use: system certificates, host names checked)."""
        self.idle_seconds, self.timeout = idle_seconds, timeout
        self._idle: dict[Origin, list[_Connection]] = {}
        self._origins: dict[str, Origin] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._tls = tls
        self.opened = 0  # connections made, for tests and benchmarks
        self.closed = False

    def _origin(self, origin: str) -> Origin:
        try:
            return self._origins[origin]
        except KeyError:
            if len(self._origins) > 64:  # Route.BASE changed many times (tests): start over
                self._origins.clear()
            parsed = self._origins[origin] = parse_origin(origin)
            return parsed

    def _take(self, origin: Origin, now: float) -> _Connection | None:
        idle = self._idle.get(origin)
        if not idle:
            return None
        oldest = idle[0]  # the least used one expires first: checked on every take
        if oldest.lost or now - oldest.idle_since > self.idle_seconds:
            idle.pop(0).close()
        while idle:
            conn = idle.pop()
            if not conn.lost and now - conn.idle_since <= self.idle_seconds:
                return conn
            conn.close()
        return None

    async def _connect(self, origin: Origin, loop: asyncio.AbstractEventLoop) -> _Connection:
        tls: ssl.SSLContext | None = None
        if origin.tls:
            if self._tls is None:
                self._tls = ssl.create_default_context()
            tls = self._tls
        try:
            async with asyncio.timeout(CONNECT_TIMEOUT):
                _, conn = await loop.create_connection(
                    _Connection, origin.host, origin.port, ssl=tls,
                    server_hostname=origin.host if tls else None)
        except OSError as exc:
            raise aiohttp.ClientOSError(
                exc.errno, f"cannot connect to {origin.host_header}: {exc}") from exc
        self.opened += 1
        return conn

    async def request(self, method: str, url: str, body: bytes | None = None,
                      headers: dict[str, str] | None = None) -> Response:
        """Send one request and read its whole answer (any status)."""
        self.closed = False  # used again after `close`: connections are kept again
        loop = asyncio.get_running_loop()
        if loop is not self._loop:  # first use, or a new event loop (tests): none carries over
            self._idle.clear()
            self._loop = loop
        base, target = split_url(url)
        origin = self._origin(base)
        head = [f"{method} {target} HTTP/1.1\r\nHost: {origin.host_header}\r\n"
                f"User-Agent: {USER_AGENT}\r\n"]
        for name, value in (headers or {}).items():
            if "\r" in value or "\n" in value or "\r" in name or "\n" in name:
                raise ValueError(f"a line break in the header {name!r}")
            head.append(f"{name}: {value}\r\n")
        if body is not None or method in ("POST", "PUT", "PATCH"):
            head.append(f"Content-Length: {len(body or b'')}\r\n")
        head.append("\r\n")
        data = "".join(head).encode("latin-1")
        conn = self._take(origin, loop.time()) or await self._connect(origin, loop)
        waiter = conn.waiter = loop.create_future()
        assert conn.transport is not None
        conn.transport.write(data + body if body else data)
        timer = loop.call_later(self.timeout, conn.time_out)
        try:
            status, reason, got, content = await waiter
        except BaseException:
            conn.abort()  # cancelled or failed midway: what this connection holds is unknown
            raise
        finally:
            timer.cancel()
        if conn.keep_alive and not conn.lost and not self.closed:
            conn.idle_since = loop.time()
            self._idle.setdefault(origin, []).append(conn)
        else:
            conn.close()
        return Response(status, reason, got, content, method)

    def close(self) -> None:
        """Close every idle connection; a request in flight closes its own when answered
        (unless a new request comes first: then connections are kept again)."""
        self.closed = True
        for idle in self._idle.values():
            for conn in idle:
                conn.close()
        self._idle.clear()

    def idle_count(self) -> int:
        """Idle connections that a request could still use."""
        return sum(not conn.lost for idle in self._idle.values() for conn in idle)
