"""A local Discord double: the real discord.py client against a loopback Discord.

Usage::

    async with DiscordDouble(members=["Alice", "Bob"], closed_dms=["Bob"]) as double:
        bot = MyBot(guild_ready_timeout=0.05)          # small, or on_ready waits 2 s
        async with double.running(bot, token="x"):    # patches Route.BASE + gateway URL
            alice = double.user("Alice")
            r = await alice.slash("larry new", seats=4)   # validated vs synced commands
            await double.user("Bob").click(r.message, "Join")
            msg = await double.channel().wait_for_message(lambda m: "started" in m.text())

What the bot must do: sync its tree (``await self.tree.sync()`` in ``setup_hook``), be
built with a small ``guild_ready_timeout``. Faults: ``closed_dms=``,
``double.rate_limit(route, times=, retry_after=)``, ``double.hold_public(edits=)`` (429s for
the bot's public messages until ``rule.release()``), ``double.stall_public()`` (shown, but
answered only once released), ``await double.disconnect(mode, shard)``.
Several guilds and shards: ``double.add_guild(name, channels, shard=1, shard_count=2)``;
the gateway routes each guild by ``(guild_id >> 22) % shard_count`` to the session that
IDENTIFYed with that shard (several bot processes may share the double). The global rate:
``double.max_global_per_second()`` (non-exempt requests in any 1 s, all processes) and
per token (``double.max_global_per_second(token)``). Discord's rate limits are enforced
(``discord_double.buckets``: per-route buckets such as 5 posts and 5 edits per 5 s per
channel, their ``X-RateLimit-*`` headers on every answer, the global 50/s with interaction
routes exempt, and Discord's 5 followups and edits per 2 s per interaction, all by default;
``RouteLimits.scaled`` runs them at a test's faster clock); a 429 the bot could have
avoided is a violation, every 429 is in ``double.limited``;
``DiscordDouble(limits=RouteLimits(...))`` changes the figures, ``enforce_limits=False``
turns them off.
Components V2 (``discord_double.v2``): a layout is checked as Discord checks it (40
components, 4,000 characters of text, ``attachment://`` references to files of the request
or kept by the edit, no content beside the flag); ``message.text()`` shows its Text
Displays, ``labels()`` and clicks reach buttons inside containers.
Strict by default: leaving the ``async with`` fails on recorded violations (limits,
unknown routes) or interaction failures (late, unanswered, double response) the test did
not take with ``take_violations()`` / ``take_failures()``.
"""

from .buckets import DISCORD, WITH_WEBHOOKS, Limit, Limited, RouteLimits
from .commands import CommandError
from .driver import ChannelDriver, ComponentError, InteractionResult, UserDriver
from .models import Failure, InteractionRecord, MessageRecord, UserRecord, Violation
from .server import DiscordDouble, HoldRule, RateLimitRule, Request, max_in_window

__all__ = [
    "DISCORD",
    "WITH_WEBHOOKS",
    "ChannelDriver",
    "CommandError",
    "ComponentError",
    "DiscordDouble",
    "Failure",
    "HoldRule",
    "InteractionRecord",
    "InteractionResult",
    "Limit",
    "Limited",
    "MessageRecord",
    "RateLimitRule",
    "Request",
    "RouteLimits",
    "UserDriver",
    "UserRecord",
    "Violation",
    "max_in_window",
]
