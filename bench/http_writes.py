"""HTTP requests written in one piece (`bot/transport.py`): the bot's CPU per request, and
socket writes per request, with aiohttp's own connector and with the bot's.

A request like the bot's heaviest ones (a message with a hand picture, sent as discord.py
sends it: `aiohttp.FormData` with `payload_json` and the PNG) followed by a delete (no
body), against an aiohttp server in another process on loopback, ten at a time. CPU is the
client process's own (`time.process_time`), the two connectors measured in turns.

Run: `python bench/http_writes.py` (`--write` updates docs/benchmarks.md's section).
"""

from __future__ import annotations

import asyncio
import platform
import statistics
import sys
import time
from asyncio import selector_events
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp

from bench import loopback
from bot import transport
from larry_core.art import hand_png

HAND = ["-2", "0", "3", "4", "7", "larry", "gift"]
PAYLOAD = '{"content":"Your hand","attachments":[{"id":0,"filename":"hand.png"}]}'
SERVER = """
import sys
from aiohttp import web
async def take(request):
    await request.read()
    return web.json_response({"id": "1", "content": "Your hand"})
app = web.Application()
app.router.add_post("/messages", take)
app.router.add_delete("/messages/1", take)
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=lambda *a: print("up", flush=True))
"""


def form(picture: bytes) -> aiohttp.FormData:
    data = aiohttp.FormData(quote_fields=False)
    data.add_field("payload_json", PAYLOAD)
    data.add_field("files[0]", picture, filename="hand.png", content_type="image/png")
    return data


class Writes:
    """Counts writes reaching asyncio's socket transports (a wrapper that still writes)."""

    def __init__(self) -> None:
        self.count = 0
        sockets: Any = selector_events._SelectorSocketTransport  # type: ignore[attr-defined]
        write, writelines = sockets.write, sockets.writelines

        def counted_write(tr: Any, data: Any) -> None:
            self.count += 1
            write(tr, data)

        def counted_writelines(tr: Any, chunks: Any) -> None:
            self.count += 1
            writelines(tr, chunks)

        sockets.write, sockets.writelines = counted_write, counted_writelines


async def measure(kind: str, url: str, picture: bytes, n: int,
                  writes: Writes | None) -> tuple[float, float]:
    """(ms of CPU, socket writes) per request, over `n` upload+delete pairs."""
    made = transport.connector() if kind == "coalescing" else aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=made) as session:
        async def pair() -> None:
            async with session.post(f"{url}/messages", data=form(picture)) as r:
                await r.read()
            async with session.delete(f"{url}/messages/1") as r:
                await r.read()

        await asyncio.gather(*(pair() for _ in range(20)))  # connections open, code warm
        before = writes.count if writes else 0
        start = time.process_time()
        for _ in range(n // 10):
            await asyncio.gather(*(pair() for _ in range(10)))
        cpu = time.process_time() - start
        written = (writes.count - before) if writes else 0
    return cpu / (2 * n) * 1000, written / (2 * n)


def run(port: int, pairs: int, rounds: int, loop_kind: str) -> dict[str, Any]:
    url = f"http://127.0.0.1:{port}"
    picture = hand_png(HAND)
    cpu: dict[str, list[float]] = {"aiohttp": [], "coalescing": []}
    written: dict[str, float] = {}
    run_loop = loopback.runner(loop_kind)
    for _ in range(rounds):
        for kind in cpu:
            ms, _ = run_loop(measure(kind, url, picture, pairs, None))
            cpu[kind].append(ms)
    counter = Writes()  # asyncio's own loop: its socket transports are Python objects
    for kind in cpu:
        _, written[kind] = asyncio.run(measure(kind, url, picture, 200, counter))
    return {"cpu": {k: statistics.median(v) for k, v in cpu.items()}, "writes": written,
            "bytes": len(picture)}


def body(r: dict[str, Any], pairs: int, rounds: int, loop_kind: str) -> str:
    cpu, writes = r["cpu"], r["writes"]
    rows = [
        "| per request (upload with picture, then a delete) | aiohttp's connector | the bot's "
        "(`bot/transport.py`) |",
        "|---|---|---|",
        f"| client CPU | {cpu['aiohttp']:.3f} ms | {cpu['coalescing']:.3f} ms |",
        f"| socket writes | {writes['aiohttp']:.1f} | {writes['coalescing']:.1f} |",
    ]
    saved = cpu["aiohttp"] - cpu["coalescing"]
    return (
        f"`python bench/http_writes.py` on CPython {platform.python_version()}, "
        f"{platform.machine()}, {loop_kind}: {pairs} pairs of requests (a message with a "
        f"{r['bytes']:,}-byte hand picture as discord.py sends it, then a delete) to an "
        f"aiohttp server in another process on loopback, ten pairs at a time; median of "
        f"{rounds} rounds, the two connectors in turns. Writes counted on asyncio's own "
        "loop.\n\n" + "\n".join(rows) + "\n\n"
        f"{saved:.3f} ms less CPU per request on average ({saved / cpu['aiohttp'] * 100:.0f} %): "
        f"an upload is one write instead of {2 * writes['aiohttp'] - 1:.0f} (the request's "
        "headers with the first part, then each part's boundary, headers, content and line "
        "end), a delete was one already. The CPU saved is small beside the rest of a request; "
        "what goes is the number of system calls and TCP segments for both ends (on Discord "
        "each write is also a TLS record).\n"
    )


def main() -> int:
    return loopback.main(__doc__, count="pairs", default=2000, smoke=100, server=SERVER,
                         run=run, body=body, tag="HTTP-WRITES-RESULT ",
                         section=("http-writes", "HTTP requests in one write"))

if __name__ == "__main__":
    sys.exit(main())
