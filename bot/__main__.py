"""`larry-bot` / `python -m bot`: check the configuration and the database, then run the bot.

Everything that can be checked without Discord is checked before connecting; each problem
is one line on stderr: exit 2 for configuration the user must fix, 1 when Discord cannot be
reached (or, with shards, when another running process holds them).

    larry-bot [--shards 0-3 --shard-count 8]

The flags win over `LARRY_SHARDS` / `LARRY_SHARD_COUNT` (docs/operations.md). uvloop runs the
event loop where it is installed.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence

import aiohttp
import discord

from bot.config import Config, ConfigError, check_database, load_config


def silence_voice_warnings() -> None:
    """The bot has no voice: discord.py need not warn that PyNaCl or davey is missing."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


def use_uvloop() -> bool:
    """Run asyncio on uvloop when it is installed (not on Windows): less CPU per event."""
    try:
        import uvloop
    except ImportError:
        return False
    asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
    return True


def parse_flags(argv: Sequence[str] | None) -> dict[str, str]:
    """The command line as configuration overrides (`--shards` -> LARRY_SHARDS, ...)."""
    ap = argparse.ArgumentParser(prog="larry-bot", description="Run the Larry Discord bot.")
    ap.add_argument("--shards", metavar="IDS",
                    help="the shards this process runs, e.g. 0-3 or 0,2,4 (LARRY_SHARDS)")
    ap.add_argument("--shard-count", metavar="N",
                    help="the number of shards of all processes together (LARRY_SHARD_COUNT)")
    args = ap.parse_args(argv)
    out = {}
    if args.shards is not None:
        out["LARRY_SHARDS"] = args.shards
    if args.shard_count is not None:
        out["LARRY_SHARD_COUNT"] = args.shard_count
    return out


def fail(message: str, code: int) -> int:
    print(f"larry-bot: {message}", file=sys.stderr)
    return code


def run(config: Config) -> int:
    """Run the bot until it stops; the exit status."""
    from bot.app import LarryBot, quiet_payload_loggers
    from larry_core.storage.shards import ShardsTaken

    quiet_payload_loggers()
    use_uvloop()
    silence_voice_warnings()
    bot = LarryBot(config)
    try:
        bot.run(config.token, log_handler=None)
    except ShardsTaken as exc:
        return fail(f"{exc}: stop that process first, or run other shards "
                    "(docs/operations.md).", 1)
    except discord.LoginFailure:
        return fail("Discord refused the token: copy it again from the Developer Portal's "
                    "Bot page.", 2)
    except discord.PrivilegedIntentsRequired:
        return fail("Discord refused the requested intents.", 2)
    except (discord.NotFound, discord.Forbidden) as exc:
        # start-up requests are the login and the command sync; only a guild sync can miss
        if config.dev_guild:
            return fail(f"LARRY_DEV_GUILD={config.dev_guild}: the bot is not in that server "
                        "(or it does not exist): invite the bot there (docs/discord-setup.md) "
                        "or leave LARRY_DEV_GUILD empty for global commands.", 2)
        return fail(f"Discord refused a start-up request: {exc}", 1)
    except (aiohttp.ClientError, OSError, TimeoutError, discord.GatewayNotFound,
            discord.DiscordServerError) as exc:
        return fail(f"cannot reach Discord: {exc or type(exc).__name__}", 1)
    if bot.lease_lost:
        return fail("another process took over this process's shards (their lease ran out "
                    "while this one could not renew it); stopped.", 1)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Check, then run; `argv` holds the flags (none by default)."""
    overrides = parse_flags(argv or [])
    try:
        config = load_config(overrides=overrides)
        check_database(config.db_path)  # opens and migrates it, before any login
    except ConfigError as exc:
        return fail(str(exc), 2)
    logging.basicConfig(level=config.log_level,
                        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    return run(config)


def cli() -> int:
    """The `larry-bot` command: `main` with the command line's flags."""
    return main(sys.argv[1:])


if __name__ == "__main__":
    raise SystemExit(cli())
