"""The interaction webhook's requests (`bot/callbacks.py`): the bot's CPU per request with
discord.py's `AsyncWebhookAdapter.request`, with the bot's `CallbackAdapter.request` over
aiohttp's client (as before issue 13's ninth pass), and with it over the bot's own
keep-alive connections (`bot/webhook_http.py`, as the bot sends them now).

Three requests as a move makes them: the Play form's answer with the hand's picture (a
multipart callback), the new turn message (a JSON followup, `?wait=1`) and a delete, each
built by discord.py's own parameter helpers and sent through the adapter's `request` over
the bot's connector (`bot/transport.py`), against an aiohttp server in another process on
loopback, ten at a time. CPU is the client process's own (`time.process_time`), the two
adapters measured in turns.

Run: `python bench/webhook_requests.py` (`--write` updates docs/benchmarks.md's section).
"""

from __future__ import annotations

import asyncio
import io
import platform
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp
import discord
from discord.http import Route, handle_message_parameters
from discord.webhook.async_ import AsyncWebhookAdapter

from bench import loopback
from bench.http_writes import HAND  # the same picture as there
from bot import transport
from bot.callbacks import CallbackAdapter
from larry_core.art import hand_png

TOKEN = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OnNvbWUtbG9uZy10b2tlbi1saWtlLWRpc2NvcmRz"
SERVER = """
import sys
from aiohttp import web
async def callback(request):
    await request.read()
    return web.Response(status=204)
async def post(request):
    await request.read()
    return web.json_response({"id": "1", "content": "turn", "channel_id": "2"})
app = web.Application()
app.router.add_post("/api/v10/interactions/{id}/{token}/callback", callback)
app.router.add_post("/api/v10/webhooks/{app}/{token}", post)
app.router.add_delete("/api/v10/webhooks/{app}/{token}/messages/{id}", callback)
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=lambda *a: print("up", flush=True))
"""
KINDS = ("picture callback", "JSON followup", "delete")


def requests(adapter: AsyncWebhookAdapter, session: aiohttp.ClientSession, picture: bytes,
             ) -> dict[str, Callable[[], Awaitable[Any]]]:
    """One request of each kind, as the bot makes them, through `adapter`."""
    async def picture_callback() -> None:
        file = discord.File(io.BytesIO(picture), filename="hand.png", description="Your hand")
        with handle_message_parameters(content="Your hand: -2 0 3 4 7 Larry Gift",
                                       file=file) as params:
            route = Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback",
                          webhook_id=1234567890123456789, webhook_token=TOKEN)
            await adapter.request(route, session, multipart=params.multipart,
                                  files=params.files)

    async def followup() -> None:
        embed = discord.Embed(title="Table 12 · round 1 of 3", description="Claim **14**")
        with handle_message_parameters(content="<@123> it is your turn", embed=embed) as params:
            route = Route("POST", "/webhooks/{webhook_id}/{webhook_token}",
                          webhook_id=987654321098765432, webhook_token=TOKEN)
            await adapter.request(route, session, payload=params.payload,
                                  params={"wait": 1})

    async def delete() -> None:
        route = Route("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
                      webhook_id=987654321098765432, webhook_token=TOKEN,
                      message_id=1122334455667788990)
        await adapter.request(route, session)

    return dict(zip(KINDS, (picture_callback, followup, delete), strict=True))


async def measure(which: str, picture: bytes, n: int) -> dict[str, tuple[float, int]]:
    """Per kind: ms of CPU per request over `n` of it (ten at a time), and how many requests
    of it were answered in all (each one that fails raises)."""
    adapter = (CallbackAdapter() if which == "bot" else
               CallbackAdapter(own_connections=False) if which == "aiohttp" else
               AsyncWebhookAdapter())
    out: dict[str, tuple[float, int]] = {}
    async with aiohttp.ClientSession(connector=transport.connector()) as session:
        for kind, make in requests(adapter, session, picture).items():
            warm = await asyncio.gather(*(make() for _ in range(20)))  # connections, code
            start = time.process_time()
            timed = [await asyncio.gather(*(make() for _ in range(10))) for _ in range(n // 10)]
            cpu = (time.process_time() - start) / n * 1000
            out[kind] = cpu, len(warm) + sum(len(batch) for batch in timed)
    if isinstance(adapter, CallbackAdapter):
        adapter.close()
    return out


def run(port: int, n: int, rounds: int, loop_kind: str) -> dict[str, Any]:
    Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    picture = hand_png(HAND)
    run_loop = loopback.runner(loop_kind)
    adapters = ("discord", "aiohttp", "bot")
    cpu: dict[str, dict[str, list[float]]] = {w: {k: [] for k in KINDS} for w in adapters}
    sent = {w: dict.fromkeys(KINDS, 0) for w in adapters}
    for _ in range(rounds):
        for which in adapters:
            for kind, (ms, answered) in run_loop(measure(which, picture, n)).items():
                cpu[which][kind].append(ms)
                sent[which][kind] += answered
    return {"cpu": {w: {k: statistics.median(v) for k, v in by.items()} for w, by in cpu.items()},
            "sent": sent, "bytes": len(picture)}


def body(r: dict[str, Any], n: int, rounds: int, loop_kind: str) -> str:
    cpu = r["cpu"]
    rows = ["| client CPU per request | discord.py's adapter | the bot's, over aiohttp "
            "| the bot's, own connections (`bot/webhook_http.py`) | less than discord.py's |",
            "|---|---:|---:|---:|---:|"]
    for kind in KINDS:
        before, between, after = (cpu[w][kind] for w in ("discord", "aiohttp", "bot"))
        rows.append(f"| {kind} | {before:.3f} ms | {between:.3f} ms | {after:.3f} ms | "
                    f"{(before - after) / before * 100:.0f} % |")
    mean_before = statistics.mean(cpu["discord"].values())
    mean_between = statistics.mean(cpu["aiohttp"].values())
    mean_after = statistics.mean(cpu["bot"].values())
    return (
        f"`python bench/webhook_requests.py` on CPython {platform.python_version()}, "
        f"{platform.machine()}, {loop_kind}: {n} requests of each kind (the Play form's answer "
        f"with a {r['bytes']:,}-byte hand picture, a turn message as a JSON followup, a "
        "delete), each built by discord.py's parameter helpers and sent through the adapter's "
        "`request` to an aiohttp server in another process on loopback, ten at a time (aiohttp's "
        "client over the bot's connector, `bot/transport.py`, or the bot's own connections); "
        f"median of {rounds} rounds, the three in turns.\n\n"
        + "\n".join(rows) + "\n\n"
        f"On average {mean_before:.3f} (discord.py's) → {mean_between:.3f} (the bot's, over "
        f"aiohttp) → {mean_after:.3f} ms per request (own connections: "
        f"{(mean_between - mean_after) / mean_between * 100:.0f} % less than over aiohttp). "
        "A move makes about six such requests.\n"
    )


def main() -> int:
    return loopback.main(__doc__, count="requests", default=2000, smoke=50, server=SERVER,
                         run=run, body=body, tag="WEBHOOK-REQUESTS-RESULT ",
                         section=("webhook-requests", "Interaction webhook requests"))

if __name__ == "__main__":
    sys.exit(main())
