"""`larry-bot` / `python -m bot`: read the configuration, set up logging, run the bot."""

from __future__ import annotations

import logging
import sys

import discord

from bot.config import ConfigError, load_config


def main() -> int:
    try:
        config = load_config()
    except ConfigError as exc:
        print(f"larry-bot: {exc}", file=sys.stderr)
        sys.exit(2)
    logging.basicConfig(level=config.log_level,
                        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    from bot.app import LarryBot, quiet_payload_loggers

    quiet_payload_loggers()
    bot = LarryBot(config)
    try:
        bot.run(config.token, log_handler=None)
    except discord.LoginFailure:
        print("larry-bot: Discord refused the token: copy it again from the Developer "
              "Portal's Bot page.", file=sys.stderr)
        sys.exit(2)
    except discord.PrivilegedIntentsRequired:
        print("larry-bot: Discord refused the requested intents.", file=sys.stderr)
        sys.exit(2)
    return 0


if __name__ == "__main__":
    main()
