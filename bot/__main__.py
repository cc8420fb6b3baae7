"""`larry-bot` / `python -m bot`: check the configuration and the database, then run the bot.

Everything that can be checked without Discord is checked before connecting; each problem
is one line on stderr: exit 2 for configuration the user must fix, 1 when Discord cannot be
reached.
"""

from __future__ import annotations

import logging
import sys

import aiohttp
import discord

from bot.config import Config, ConfigError, check_database, load_config


def silence_voice_warnings() -> None:
    """The bot has no voice: discord.py need not warn that PyNaCl or davey is missing."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


def fail(message: str, code: int) -> int:
    print(f"larry-bot: {message}", file=sys.stderr)
    return code


def run(config: Config) -> int:
    """Run the bot until it stops; the exit status."""
    from bot.app import LarryBot, quiet_payload_loggers

    quiet_payload_loggers()
    silence_voice_warnings()
    bot = LarryBot(config)
    try:
        bot.run(config.token, log_handler=None)
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
    return 0


def main() -> int:
    try:
        config = load_config()
        check_database(config.db_path)  # opens and migrates it, before any login
    except ConfigError as exc:
        return fail(str(exc), 2)
    logging.basicConfig(level=config.log_level,
                        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    return run(config)


if __name__ == "__main__":
    raise SystemExit(main())
