"""The public board under Discord's rate limits (issue 42): bursts of changes to many tables'
boards, in one channel and in several, through the Discord double's per-route buckets.

Each table is a lobby in its own channel (a channel holds one open table). Its host opens
it with `/larry new`; three players then join and leave in quick succession (`--changes`
presses, `--gap` seconds apart, each a change of the board), and the host presses Cancel:
the stop, which must be shown. That is repeated `--rounds` times per table. The bot is a
real `LarryBot` in this process (so that the bench can take the interactions' webhooks
away from it), against a double that enforces Discord's limits (`discord_double.buckets`):
5 posts and 5 edits per 5 s per channel, the global 50 requests per second.

Modes (each a row of the report):
- `carrier`: as the bot runs, the board is edited through the `/larry new` interaction's
  webhook (exempt from the global limit; Discord publishes no per-route figure for it);
- `carrier, 5/2s webhooks`: the same with an ordinary webhook's observed 5 per 2 s
  (`discord_double.WITH_WEBHOOKS`), a pessimistic reading;
- `channel`: no fresh interaction (as for AI and timeout turns 14 minutes after the last
  human submission, or after a restart): every edit goes through the channel's bucket
  and the global budget.

Reported per mode: board changes, board edits Discord received (the lobby messages'
edits), the changes coalesced (changes − edits), 429s (those the client could have
avoided are the double's violations), how many reached a user's press (an interaction
callback), the most non-exempt requests in any second, and the delay from the last change
(the Cancel's answer) to the board showing the closed table: p50, p99, max.

    python bench/board.py                  # 1, 20 and 40 channels; prints the table
    python bench/board.py --write          # ... and writes its section of docs/benchmarks.md
    python bench/board.py --smoke          # CI: a short run, no docs
A `BOARD-RESULT {json}` line on stdout carries the figures; exit 0 iff every stop was shown,
no 429 reached a press and the double recorded no violation.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.report import write_section  # noqa: E402
from bot.app import LarryBot  # noqa: E402
from bot.config import Config  # noqa: E402
from discord_double import DISCORD, WITH_WEBHOOKS, DiscordDouble, MessageRecord  # noqa: E402
from discord_double.buckets import RouteLimits  # noqa: E402

TAG = "BOARD-RESULT "
CLOSED = "The table was closed."
PLAYERS = 4  # the host and three who join and leave
MODES: dict[str, tuple[bool, RouteLimits]] = {  # name -> (carrier, limits)
    "carrier": (True, DISCORD),
    "carrier, 5/2s webhooks": (True, WITH_WEBHOOKS),
    "channel": (False, DISCORD),
}


@dataclass
class Measured:
    """One mode's run."""

    changes: int = 0
    boards: list[MessageRecord] = field(default_factory=list)
    delays: list[float] = field(default_factory=list)  # last change -> the stop shown
    stuck: int = 0  # stops never shown within the wait


def lobby_of(msg: MessageRecord) -> bool:
    return any(str(c.get("custom_id", "")).startswith("larry:l:") for c in msg.all_components())


async def table(double: DiscordDouble, index: int, args: argparse.Namespace,
                out: Measured, rng: random.Random) -> None:
    """One table's rounds: open, a burst of joins and leaves, Cancel; wait for the stop."""
    channel = double.channel(f"c{index}")
    host, *others = (double.user(f"T{index}P{k}") for k in range(PLAYERS))
    for _ in range(args.rounds):
        known = {m.id for m in channel.messages()}
        await host.slash("larry new", channel=channel)
        board = await channel.wait_for_message(
            lambda m, old=known: m.id not in old and lobby_of(m),  # type: ignore[misc]
            timeout=60)
        seated: set[str] = set()
        for k in range(args.changes):
            user = others[k % len(others)]
            label = "Leave" if user.name in seated else "Join"
            await user.click(board, label)
            seated ^= {user.name}
            out.changes += 1
            await asyncio.sleep(rng.uniform(0, 2 * args.gap))
        await host.click(board, "Cancel")
        last = time.monotonic()
        out.changes += 1
        out.boards.append(board)
        try:
            await double.wait_for(lambda b=board: CLOSED in b.text(),  # type: ignore[misc]
                                  timeout=args.wait, interval=0.005)
        except TimeoutError:
            out.stuck += 1
            continue
        out.delays.append(time.monotonic() - last)


async def run_mode(name: str, tables: int, args: argparse.Namespace) -> dict[str, Any]:
    carrier, limits = MODES[name]
    members = [f"T{t}P{k}" for t in range(tables) for k in range(PLAYERS)]
    double = DiscordDouble(members=members, channels=[f"c{t}" for t in range(tables)],
                           strict=False, limits=limits)
    out = Measured()
    with tempfile.TemporaryDirectory() as tmp:
        config = Config(token="board-bench", db_path=str(Path(tmp) / "larry.sqlite3"),
                        ai_delay=(0.01, 0.02), round_pause=0.05, guild_ready_timeout=0.05,
                        settle_heap=False, pictures=False)
        async with double:
            bot = LarryBot(config)
            async with double.running(bot, token="board-bench"):
                # the module as the running bot loaded it: without a usable interaction
                # token, the board goes through the channel
                outbound: Any = sys.modules["cogs.tables.outbound"]
                usable = outbound.TOKEN_USABLE
                if not carrier:
                    outbound.TOKEN_USABLE = 0.0
                started = time.monotonic()
                try:
                    rng = random.Random(args.seed)
                    await asyncio.gather(*(table(double, t, args, out, rng)
                                           for t in range(tables)))
                finally:
                    outbound.TOKEN_USABLE = usable
                seconds = time.monotonic() - started
                stats = dict(bot.get_cog("Tables").publisher.outbound.stats)  # type: ignore[union-attr]
    edits = sum(b.edits for b in out.boards)
    limited = double.limited
    delays = sorted(out.delays)

    def pct(q: float) -> float:
        return round(1000 * delays[min(len(delays) - 1, int(q * len(delays)))], 0)

    return {
        "mode": name, "tables": tables, "changes": out.changes, "edits": edits,
        "coalesced": out.changes - edits, "seconds": round(seconds, 1),
        "limited": len(limited), "ignored": sum(x.ignored for x in limited),
        "on_presses": sum(x.route.startswith("POST /interactions/") for x in limited),
        "violations": len(double.violations), "failures": len(double.failures),
        "max_global_per_s": double.max_global_per_second("board-bench"),
        "stuck": out.stuck,
        "p50_ms": pct(0.5) if delays else None, "p99_ms": pct(0.99) if delays else None,
        "max_ms": round(1000 * delays[-1], 0) if delays else None,
        "median_ms": round(1000 * statistics.median(delays), 0) if delays else None,
        "outbound": {k: stats.get(k, 0) for k in ("coalesced", "backgrounded", "retried")},
    }


def report(rows: list[dict[str, Any]], args: argparse.Namespace) -> str:
    lines = [
        f"`python bench/board.py` (`--changes {args.changes} --gap {args.gap} --rounds "
        f"{args.rounds}`): per table, {args.changes} joins and leaves about {args.gap * 1000:.0f}"
        " ms apart, then Cancel (the stop), against the double's Discord limits (5 posts and"
        " 5 edits per 5 s per channel, 50/s global). *Edits*: what the boards received;"
        " *coalesced*: changes shown by a later edit instead of their own. *Non-exempt/s*: the"
        " most requests outside the interaction routes in any one second (sliding). *Delay*:"
        " from the Cancel's answer to the board showing the closed table.",
        "",
        "| channels | board edited through | changes | edits | coalesced | 429s (avoidable)"
        " | 429s on presses | most non-exempt/s | delay p50 / p99 / max |",
        "|---:|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        delay = (f"{r['p50_ms']:.0f} / {r['p99_ms']:.0f} / {r['max_ms']:.0f} ms"
                 if r["p50_ms"] is not None else "—")
        lines.append(f"| {r['tables']} | {r['mode']} | {r['changes']} | {r['edits']} | "
                     f"{r['coalesced']} | {r['limited']} ({r['ignored']}) | {r['on_presses']} "
                     f"| {r['max_global_per_s']} | {delay} |")
    lines += [
        "",
        "Through the channel, a burst is coalesced into the channel's 5 edits per 5 s (the"
        " publisher shows the latest committed state; discord.py waits on `Remaining: 0`), so"
        " the stop waits for the bucket's reset, up to 5 s, never for a 429; no token of the"
        " global budget is spent while a request waits for its channel (the outbound path's"
        " lanes). The interaction's webhook has no per-channel bucket: every change is its own"
        f" edit, delayed only by the machine (the bot, the double and {PLAYERS} users per table"
        " share one process here). With one channel the percentiles rest on"
        f" {args.rounds} stops.",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--tables", type=int, nargs="+", default=[1, 20, 40],
                    help="channels (one table each) per run: one run per figure")
    ap.add_argument("--changes", type=int, default=9, help="joins and leaves per round")
    ap.add_argument("--gap", type=float, default=0.05, help="mean seconds between changes")
    ap.add_argument("--rounds", type=int, default=3, help="lobbies per table, one after another")
    ap.add_argument("--modes", nargs="+", default=list(MODES), choices=list(MODES))
    ap.add_argument("--wait", type=float, default=60.0, help="seconds a stop may take")
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--smoke", action="store_true", help="CI: a short run, no docs")
    ap.add_argument("--write", action="store_true", help="update docs/benchmarks.md")
    args = ap.parse_args(argv)
    if args.smoke:
        args.tables, args.rounds, args.changes, args.write = [2], 1, 4, False
    rows = [asyncio.run(run_mode(mode, tables, args))
            for tables in args.tables for mode in args.modes]
    text = report(rows, args)
    print(text)
    print(TAG + json.dumps(rows), flush=True)
    if args.write:
        write_section("board", "The public board under Discord's rate limits", text)
    ok = all(r["stuck"] == 0 and r["on_presses"] == 0 and r["violations"] == 0
             and r["failures"] == 0 for r in rows)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
