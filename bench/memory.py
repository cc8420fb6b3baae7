"""Where a bot's memory goes, by owner: the open tables' own state, the publisher's
bookkeeping per table, the open private views, and what discord.py keeps (its message and
user caches, its views, its HTTP rate-limit buckets), for the load benchmark's report.

Each owner's size is the deep size of what it holds (`sys.getsizeof` of every object
reachable from it through `gc.get_referents`), an object counted once, for the first owner
that reaches it in the order below; modules, classes and functions are not followed (they
are the program, not its data). Sizes only: no value is read, so no hand is shown.

Walking the heap pauses the bot (about a second at 1,000 tables): `bench/run_bot.py` does it
only when asked (`LARRY_BENCH_OWNERS=1`), once, with the tables open.
"""

from __future__ import annotations

import gc
import sys
import types
from collections.abc import Iterable
from typing import Any

# not followed: the program itself, shared by every table
SKIP = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
        types.MethodType, types.CodeType, types.FrameType)


def deep_size(roots: Iterable[Any], seen: set[int]) -> int:
    """The bytes of everything reachable from `roots` not already in `seen` (added)."""
    total = 0
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, SKIP):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj, 0)
        stack.extend(gc.get_referents(obj))
    return total


def owners(bot: Any) -> dict[str, int]:
    """Bytes by owner (see the module's docstring); `shared` is what the bot process holds
    for no table (start-up's objects: catalogues, card faces, the command tree)."""
    import asyncio

    service = bot.service
    cog = bot.get_cog("Tables")
    publisher = getattr(cog, "publisher", None)
    # the machinery every table shares (an interaction refers to the client's state, its
    # HTTP session, the loop): its own size is counted last, as the bot's
    shared = [bot, bot._connection, bot.http, bot.tree, service, service.storage,
              asyncio.get_running_loop(), *bot.cogs.values(), *bot.extensions.values()]
    if publisher is not None:
        shared += [publisher, publisher.outbound, publisher.presenters]
    seen: set[int] = {id(o) for o in shared}
    out: dict[str, int] = {}
    tables = list(service.tables.values())
    out["tables: state (game, seats, options, record)"] = deep_size(
        [(t.game, t.seats, t.options, t.record) for t in tables], seen)
    out["tables: outbox rows and the rest of each table"] = deep_size(tables, seen)
    if publisher is not None:
        from cogs.tables import private_views

        views = private_views._BY_PUBLISHER.get(publisher)
        out["private views (open own screens)"] = deep_size(
            [views.views] if views is not None else [], seen)
        out["publisher: carriers (interactions kept to post through)"] = deep_size(
            [publisher.carriers, publisher.offered], seen)
        out["publisher: messages made, pictures, screens, holds"] = deep_size(
            [publisher.made_by, publisher.pictures, publisher.screens, publisher.holds], seen)
        out["publisher: hand DMs and the rest"] = deep_size(
            [publisher.dm_messages, publisher.dm_queue, publisher.dm_channels,
             publisher.pumps, publisher.box_locks, publisher.outbound.slots], seen)
    state = bot._connection  # measuring only: discord.py's caches have no public total
    out["discord.py: cached messages"] = deep_size([state._messages], seen)
    out["discord.py: users, members, guilds, channels"] = deep_size(
        [state._users, state._guilds, state._private_channels], seen)
    out["discord.py: views and modals"] = deep_size([state._view_store], seen)
    out["discord.py: HTTP rate-limit buckets"] = deep_size([bot.http._buckets], seen)
    for obj in shared:  # now the shared machinery itself, and what only it holds
        seen.discard(id(obj))
    out["the rest of the bot (start-up's, shared by every table)"] = deep_size(shared, seen)
    return out
