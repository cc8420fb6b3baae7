"""Run a real `LarryBot` in its own process against a local Discord double (bench harness).

Shared by `bench/load.py` and `bench/crash.py`: the bench process runs the double, this
process runs the bot, so the bot can be measured (CPU, RSS) or `kill -9`ed on its own.

    python bench/run_bot.py PORT DB [TOKEN]

or with `LARRY_DOUBLE_PORT`, `LARRY_DB`, `DISCORD_TOKEN` in the environment. Pacing knobs
(optional): `LARRY_BENCH_TIME_SCALE` (multiplies every turn/lobby deadline; default 1),
`LARRY_BENCH_AI_DELAY` ("lo,hi" seconds; default "0.01,0.02"), `LARRY_BENCH_ROUND_PAUSE`
(seconds; default 0.05), `LARRY_LOG_LEVEL` (default WARNING, to stderr).
Prints `LARRY-BOT-READY <pid>` on stdout (flushed) each time on_ready fires.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord
import yarl

from bot.app import LarryBot, quiet_payload_loggers
from bot.config import Config

READY_LINE = "LARRY-BOT-READY"


def config_from(argv: list[str], env: dict[str, str] | os._Environ[str]) -> tuple[int, Config]:
    """The double's port and the bot's Config from argv (PORT DB [TOKEN]) or the environment."""
    port = int(argv[0] if argv else env["LARRY_DOUBLE_PORT"])
    db = argv[1] if len(argv) > 1 else env["LARRY_DB"]
    token = argv[2] if len(argv) > 2 else env.get("DISCORD_TOKEN", "double-token")
    lo, hi = (float(x) for x in env.get("LARRY_BENCH_AI_DELAY", "0.01,0.02").split(","))
    return port, Config(token=token, db_path=db,
                        time_scale=float(env.get("LARRY_BENCH_TIME_SCALE", "1")),
                        ai_delay=(lo, hi),
                        round_pause=float(env.get("LARRY_BENCH_ROUND_PAUSE", "0.05")),
                        guild_ready_timeout=0.05)


def point_at_double(port: int) -> None:
    """Send discord.py's REST and gateway traffic to the double on 127.0.0.1:port."""
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")


def main(argv: list[str] | None = None) -> int:
    port, config = config_from(sys.argv[1:] if argv is None else argv, os.environ)
    logging.basicConfig(level=os.environ.get("LARRY_LOG_LEVEL", "WARNING"), stream=sys.stderr,
                        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    quiet_payload_loggers()
    point_at_double(port)
    bot = LarryBot(config)

    async def on_ready() -> None:
        print(f"{READY_LINE} {os.getpid()}", flush=True)

    bot.add_listener(on_ready, "on_ready")
    bot.run(config.token, log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
