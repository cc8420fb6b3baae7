"""A small TCP proxy on loopback between the bot and PostgreSQL, to play a database outage.

    proxy = PgProxy("127.0.0.1", 5432)
    await proxy.start()                    # listens on 127.0.0.1:proxy.port
    url = proxy.url(PG_URL)                # the same URL, through the proxy
    await proxy.cut()                      # every connection dropped, new ones refused
    await proxy.restore()                  # listening again on the same port
    proxy.cut_after_commit()               # the next commit reaches the server, its answer
                                           # never reaches the client (a commit in doubt)

It runs in the test's event loop (or in its own thread with `ThreadedPgProxy`, when the
test's loop is busy with the bot in-process).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from urllib.parse import urlsplit, urlunsplit


def messages(data: bytes) -> list[tuple[bytes, bytes]]:
    """The protocol messages a packet starts with, (type, body): each message is a type byte,
    then its length (four bytes that count themselves), then the body."""
    out, i = [], 0
    while i + 5 <= len(data):
        end = i + 1 + int.from_bytes(data[i + 1:i + 5], "big")
        out.append((data[i:i + 1], data[i + 5:end]))
        i = end
    return out


def sends_execute(data: bytes) -> bool:
    """Whether a client's packet holds an Execute message of the extended query protocol."""
    return any(kind == b"E" for kind, _ in messages(data))


def idle_after(data: bytes, before: bool) -> bool:
    """Whether the server is outside a transaction after this answer of its (the status of
    its last ReadyForQuery: I idle, T in a transaction, E in a failed one)."""
    for kind, body in messages(data):
        if kind == b"Z":
            before = body == b"I"
    return before


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class PgProxy:
    def __init__(self, host: str, port: int, listen_port: int | None = None) -> None:
        self.host, self.target_port = host, port
        self.port = listen_port or free_port()
        self.server: asyncio.Server | None = None
        self.pipes: set[asyncio.StreamWriter] = set()
        self.connections = 0
        self.cuts = 0
        self._cut_on_commit = False
        self._muted: set[tuple[asyncio.StreamWriter, asyncio.StreamWriter]] = set()
        # connections that have written rows: a statement they execute outside a
        # transaction (`_idle`: the server said so last) is a commit
        self._writers: set[tuple[asyncio.StreamWriter, asyncio.StreamWriter]] = set()
        self._idle: set[tuple[asyncio.StreamWriter, asyncio.StreamWriter]] = set()
        self.commits_cut = 0

    def url(self, url: str) -> str:
        """`url` (postgresql://user@host:port/db?...) pointed at the proxy."""
        parts = urlsplit(url)
        user = f"{parts.username}@" if parts.username else ""
        if parts.password:
            user = f"{parts.username}:{parts.password}@"
        return urlunsplit(parts._replace(netloc=f"{user}127.0.0.1:{self.port}"))

    async def start(self) -> None:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", self.port,
                                                 reuse_address=True)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            up_reader, up_writer = await asyncio.open_connection(self.host, self.target_port)
        except OSError:
            writer.close()
            return
        self.pipes.update((writer, up_writer))
        pair = (writer, up_writer)
        await asyncio.gather(self._pump(reader, up_writer, pair, client=True),
                             self._pump(up_reader, writer, pair, client=False),
                             return_exceptions=True)

    async def _pump(self, src: asyncio.StreamReader, dst: asyncio.StreamWriter,
                    pair: tuple[asyncio.StreamWriter, asyncio.StreamWriter], *,
                    client: bool) -> None:
        try:
            while data := await src.read(65536):
                if not client and pair in self._muted:
                    continue  # the answer to a cut-off COMMIT never arrives
                if not client:
                    if idle_after(data, pair in self._idle):
                        self._idle.add(pair)
                    else:
                        self._idle.discard(pair)
                if client and (b"INSERT INTO" in data or b"UPDATE " in data):
                    self._writers.add(pair)
                # a commit: COMMIT itself, or a statement run outside a transaction (its own)
                # on a connection that writes (the storage writes a move's rows that way)
                cutting = client and self._cut_on_commit and (
                    b"COMMIT" in data.upper()
                    or (pair in self._writers and pair in self._idle and sends_execute(data)))
                if cutting:
                    self._cut_on_commit = False
                    self._muted.add(pair)
                dst.write(data)
                await dst.drain()
                if cutting:
                    # the server has the COMMIT; drop both sides, its answer unseen
                    self.commits_cut += 1
                    await asyncio.sleep(0.05)  # let the server commit it
                    for w in pair:
                        w.transport.abort()
                    return
        except (ConnectionError, OSError):
            pass
        finally:
            self._writers.discard(pair)
            self._idle.discard(pair)
            for w in pair:
                self.pipes.discard(w)
                w.close()

    def cut_after_commit(self) -> None:
        """The next commit a client sends (a COMMIT, or a statement a connection that writes
        runs on its own) is delivered, then the connection is dropped."""
        self._cut_on_commit = True

    async def cut(self) -> None:
        """Drop every connection and refuse new ones (the server is "down")."""
        self.cuts += 1
        if self.server is not None:
            self.server.close()
            self.server = None
        for w in list(self.pipes):
            w.transport.abort()
        self.pipes.clear()
        await asyncio.sleep(0)

    async def restore(self) -> None:
        """Listen again on the same port (the server is "back")."""
        if self.server is None:
            await self.start()

    async def close(self) -> None:
        await self.cut()


class ThreadedPgProxy:
    """A `PgProxy` on its own event loop thread, driven from any thread or loop."""

    def __init__(self, host: str, port: int) -> None:
        self.loop = asyncio.new_event_loop()
        self.proxy = PgProxy(host, port)
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True,
                                       name="pg-proxy")

    def _call(self, coro: object) -> None:
        asyncio.run_coroutine_threadsafe(coro, self.loop).result(10)  # type: ignore[arg-type]

    def start(self) -> None:
        self.thread.start()
        self._call(self.proxy.start())

    def url(self, url: str) -> str:
        return self.proxy.url(url)

    def cut(self) -> None:
        self._call(self.proxy.cut())

    def restore(self) -> None:
        self._call(self.proxy.restore())

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._call(self.proxy.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
