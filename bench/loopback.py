"""What the HTTP micro-benchmarks share (`bench/http_writes.py`, `bench/webhook_requests.py`):
an aiohttp server script run in another process on a loopback port, and the event loop the
bot would use (uvloop where installed)."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from typing import Any


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def loop_kind() -> str:
    """"uvloop" where it is installed (as the bot runs), else "asyncio"."""
    try:
        import uvloop  # noqa: F401
    except ImportError:
        return "asyncio"
    return "uvloop"


def runner(kind: str) -> Callable[[Coroutine[Any, Any, Any]], Any]:
    """`asyncio.run`, or `uvloop.run` for "uvloop"."""
    if kind == "uvloop":
        import uvloop

        return uvloop.run
    return asyncio.run


@contextmanager
def serving(script: str, port: int) -> Iterator[None]:
    """Run the server `script` (Python source taking the port as its argument and printing
    "up" once it listens) in another process for the duration of the block."""
    server = subprocess.Popen([sys.executable, "-c", script, str(port)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        if server.stdout.readline().strip() != "up":
            raise SystemExit("the server did not start")
        yield
    finally:
        server.terminate()
        server.wait(10)
