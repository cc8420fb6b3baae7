"""A local Discord double: the real discord.py client against a loopback Discord.

Usage::

    async with DiscordDouble(members=["Alice", "Bob"]) as double:
        async with double.running(bot, token="x"):
            alice = double.user("Alice")
            result = await alice.slash("larry new", seats=4)
            await alice.click(result.message, "Join")
"""

from .commands import CommandError
from .driver import ChannelDriver, ComponentError, InteractionResult, UserDriver
from .models import Failure, InteractionRecord, MessageRecord, UserRecord, Violation
from .server import DiscordDouble, RateLimitRule

__all__ = [
    "ChannelDriver",
    "CommandError",
    "ComponentError",
    "DiscordDouble",
    "Failure",
    "InteractionRecord",
    "InteractionResult",
    "MessageRecord",
    "RateLimitRule",
    "UserDriver",
    "UserRecord",
    "Violation",
]
