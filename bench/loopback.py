"""What the HTTP micro-benchmarks share (`bench/http_writes.py`, `bench/webhook_requests.py`):
an aiohttp server script run in another process on a loopback port, and the event loop the
bot would use (uvloop where installed)."""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import subprocess
import sys
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from typing import Any

from bench.report import write_section


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


def main(doc: str | None, *, count: str, default: int, smoke: int, server: str,
         run: Callable[[int, int, int, str], dict[str, Any]],
         body: Callable[[dict[str, Any], int, int, str], str],
         tag: str, section: tuple[str, str]) -> int:
    """A micro-benchmark's command line: `--<count>` requests (`smoke` of them with
    `--smoke`, one round, no docs), `--rounds`, `--port`; `run(port, n, rounds, loop)`
    against `server`, its `body` printed and with `--write` put in docs/benchmarks.md
    (`section`: key and title), and `tag` + the result as JSON for CI's smoke test."""
    ap = argparse.ArgumentParser(description=doc)
    ap.add_argument(f"--{count}", type=int, default=default, dest="n")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--port", type=int, default=0, help="the server's (default: a free one)")
    ap.add_argument("--smoke", action="store_true", help="CI: a short run, no docs")
    ap.add_argument("--write", action="store_true", help="update docs/benchmarks.md")
    args = ap.parse_args()
    if args.smoke:
        args.n, args.rounds, args.write = smoke, 1, False
    port, kind = args.port or free_port(), loop_kind()
    with serving(server, port):
        result = run(port, args.n, args.rounds, kind)
    text = body(result, args.n, args.rounds, kind)
    print(text)
    print(tag + json.dumps(result), flush=True)
    if args.write:
        write_section(*section, text)
    return 0
