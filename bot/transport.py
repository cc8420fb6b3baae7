"""Discord's HTTP connections, each request written to the socket in one piece.

aiohttp writes a request as it builds it: the headers with the first piece of the body, then
for a file upload every part's boundary, headers, content and line end as separate writes,
and the event loop sends each write at once (`TCP_NODELAY`). A request carrying a picture
(the Play form, a hand DM: two per move) became nine socket writes, nine TCP segments (nine
TLS records on Discord) and nine system calls, for the bot and for the other end; the CPU
this saves the bot is small (docs/benchmarks.md, "HTTP requests in one write").

`connector()` makes discord.py's connector (`aiohttp.TCPConnector(limit=0)`, as discord.py
makes it) whose connections hold what is written during one turn of the event loop and
send it as one write just after (`CoalescingTransport`): every request is one write,
whatever aiohttp does inside. Nothing waits longer than the turn of the loop that wrote it.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import Any

import aiohttp
from aiohttp.client_proto import ResponseHandler

log = logging.getLogger(__name__)


class CoalescingTransport:
    """A transport that sends what it is given during one turn of the event loop as one
    write at the end of that turn. Everything else is the wrapped transport's: closing
    first sends what is held, aborting drops it, like the transport itself would."""

    __slots__ = ("_held", "_loop", "_transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._held: list[bytes] = []

    @property
    def wrapped(self) -> asyncio.Transport:
        return self._transport

    def write(self, data: Any) -> None:
        if not data:
            return
        if not self._held:
            self._loop.call_soon(self.flush)
        # bytes as they are; a bytearray or memoryview may be reused by the writer: copied
        self._held.append(data if type(data) is bytes else bytes(data))

    def writelines(self, chunks: Any) -> None:
        for chunk in chunks:
            self.write(chunk)

    def flush(self) -> None:
        """Send what is held (the end of the loop's turn, or before closing)."""
        held = self._held
        if not held:
            return
        self._held = []
        if self._transport.is_closing():
            return  # closed under it (the peer went away): as a closed transport drops it
        self._transport.write(held[0] if len(held) == 1 else b"".join(held))

    def is_closing(self) -> bool:
        return self._transport.is_closing()

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return self._transport.get_extra_info(name, default)

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + sum(len(b) for b in self._held)

    def write_eof(self) -> None:
        self.flush()
        self._transport.write_eof()

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def abort(self) -> None:
        self._held = []
        self._transport.abort()

    # aiohttp pauses and resumes reading around every response: named here, not looked up
    # through __getattr__ each time
    def pause_reading(self) -> None:
        self._transport.pause_reading()

    def resume_reading(self) -> None:
        self._transport.resume_reading()

    def is_reading(self) -> bool:
        return self._transport.is_reading()

    def __getattr__(self, name: str) -> Any:
        # set_write_buffer_limits, set_protocol, ...
        return getattr(self._transport, name)


class CoalescingHandler(ResponseHandler):
    """aiohttp's connection protocol, writing through a `CoalescingTransport`."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        if self.transport is not None:
            self.transport = CoalescingTransport(  # type: ignore[assignment]
                self.transport, self._loop)


def connector() -> aiohttp.TCPConnector:
    """discord.py's connector, its connections made with `CoalescingHandler`. (aiohttp names
    no public way to choose a connection's protocol; if its private `_factory` is ever gone,
    this is discord.py's plain connector, with a warning.)"""
    made = aiohttp.TCPConnector(limit=0)
    factory = getattr(made, "_factory", None)
    if not isinstance(factory, functools.partial) or factory.func is not ResponseHandler:
        log.warning("aiohttp's connector has changed: requests are written piece by piece")
        return made
    made._factory = functools.partial(CoalescingHandler, *factory.args,  # type: ignore[assignment]
                                      **factory.keywords)
    return made
