"""Threads: public threads made from a message or without one, archived and locked by
`PATCH /channels/{id}`, and the bot's permissions that Discord checks on the way.

As Discord documents it (<https://discord.com/developers/docs/resources/channel>,
<https://discord.com/developers/docs/topics/threads>):

- `POST /channels/{channel_id}/messages/{message_id}/threads` makes a public thread whose
  id is the message's; it needs Create Public Threads in a text channel (type 0 or 5: else
  `400 50024`), the message in that channel (`404 10008`) and no thread made from it yet
  (`400 160004`); without the permission `403 50013 Missing Permissions`.
- `POST /channels/{channel_id}/threads` makes one without a message (type 12, private,
  unless the body says 11; Create Private Threads for a private one).
- A thread's creator is its owner and a member; `THREAD_CREATE` (`newly_created`) goes out,
  and `GUILD_CREATE` lists the guild's active (unarchived) threads.
- `PATCH /channels/{thread_id}`: locking or unlocking needs Manage Threads; archiving, a
  new name or auto-archive time the thread's owner or Manage Threads (Discord lets the
  creator of a thread archive it); unarchiving an unlocked thread Send Messages in Threads,
  a locked one Manage Threads; an archived thread takes no other change unless the same
  request unarchives it (`400 50083`). `THREAD_UPDATE` goes out.
- Sending in a thread needs Send Messages in Threads (`403 50013`); a message sent in an
  archived thread unarchives it, unless it is locked (then only with Manage Threads, else
  `400 50083`); a message in an archived thread cannot be edited (`400 50083`).

The bot's permissions in a channel are `Registry.bot_permissions` (every permission of a
member but Manage Threads, Manage Channels and Manage Server; `DiscordDouble.deny` takes
some away in one channel, its threads included), also sent as an interaction's
``app_permissions``.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from . import rest  # rest imports this module too: its names are read at call time
from .models import (
    HAS_THREAD,
    PUBLIC_THREAD,
    ChannelRecord,
    ThreadState,
    Violation,
    iso_now,
    snowflake,
)
from .registry import Registry

PRIVATE_THREAD = 12
TEXT_CHANNELS = (0, 5)  # a guild text channel, an announcement channel
# the permission bits Discord checks here (its Permissions table)
MANAGE_CHANNELS = 1 << 4
SEND_MESSAGES = 1 << 11
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
PERMISSION_BITS = {"manage_channels": MANAGE_CHANNELS, "send_messages": SEND_MESSAGES,
                   "manage_threads": MANAGE_THREADS,
                   "create_public_threads": CREATE_PUBLIC_THREADS,
                   "create_private_threads": CREATE_PRIVATE_THREADS,
                   "send_messages_in_threads": SEND_MESSAGES_IN_THREADS}
ARCHIVED = 50083  # "Operation cannot be performed on an archived thread."


def missing_permissions() -> web.Response:
    return rest.error(403, 50013, "Missing Permissions")


def archived_thread() -> web.Response:
    return rest.error(400, ARCHIVED, "Operation cannot be performed on an archived thread.")


def unarchived(reg: Registry, thread: ChannelRecord) -> bool:
    """The state change a message sent in `thread` makes: an archived, unlocked thread is
    unarchived (True when it was)."""
    th = thread.thread
    if th is None or not th.archived:
        return False
    th.archived = False
    th.archive_timestamp = iso_now()
    return True


def refused_post(reg: Registry, channel: ChannelRecord) -> web.Response | None:
    """Why the bot may not send a message in `channel` if it is a thread (None: it may)."""
    th = channel.thread
    if th is None:
        return None
    perms = reg.bot_permissions(channel.id)
    if not perms & SEND_MESSAGES_IN_THREADS:
        return missing_permissions()
    if th.archived and th.locked and not perms & MANAGE_THREADS:
        return archived_thread()
    return None


class ThreadRoutes:
    """Handlers for the thread routes (and `PATCH /channels/{id}`)."""

    def __init__(self, registry: Registry) -> None:
        self.reg = registry

    def routes(self) -> list[web.RouteDef]:
        ch = rest.API + "/channels/{channel_id}"
        return [
            web.post(ch + "/messages/{message_id}/threads", self.from_message),
            web.post(ch + "/threads", self.without_message),
            web.patch(ch, self.update_channel),
        ]

    def _parent(self, request: web.Request) -> ChannelRecord | web.Response:
        cid = int(request.match_info["channel_id"])
        parent = self.reg.any_channel(cid)
        if parent is None:
            return rest.error(404, 10003, "Unknown Channel")
        if parent.type not in TEXT_CHANNELS or parent.guild_id is None:
            return rest.error(400, 50024, "Cannot execute action on this channel type")
        return parent

    async def _made(self, thread: ChannelRecord) -> web.Response:
        self.reg.threads[thread.id] = thread
        await self.reg.emit("THREAD_CREATE", thread.payload() | {"newly_created": True})
        return rest.jresp(thread.payload(), 201)

    async def from_message(self, request: web.Request) -> web.Response:
        """POST /channels/{c}/messages/{m}/threads (``Message.create_thread``)."""
        parent = self._parent(request)
        if isinstance(parent, web.Response):
            return parent
        if not self.reg.bot_permissions(parent.id) & CREATE_PUBLIC_THREADS:
            return missing_permissions()
        msg = self.reg.messages.get(int(request.match_info["message_id"]))
        if msg is None or msg.deleted or msg.ephemeral or msg.channel_id != parent.id:
            return rest.error(404, 10008, "Unknown Message")
        if msg.id in self.reg.threads:
            return rest.error(400, 160004, "A thread has already been created for this message")
        body = await rest.read_body(request)
        msg.flags |= HAS_THREAD
        return await self._made(self._thread(msg.id, parent, body, PUBLIC_THREAD))

    async def without_message(self, request: web.Request) -> web.Response:
        """POST /channels/{c}/threads (``TextChannel.create_thread`` without a message)."""
        parent = self._parent(request)
        if isinstance(parent, web.Response):
            return parent
        body = await rest.read_body(request)
        kind = int(body.get("type") or PRIVATE_THREAD)
        need = CREATE_PUBLIC_THREADS if kind == PUBLIC_THREAD else CREATE_PRIVATE_THREADS
        if not self.reg.bot_permissions(parent.id) & need:
            return missing_permissions()
        return await self._made(self._thread(snowflake(), parent, body, kind))

    def _thread(self, tid: int, parent: ChannelRecord, body: dict[str, Any],
                kind: int) -> ChannelRecord:
        state = ThreadState(parent.id, self.reg.bot.id,
                            int(body.get("auto_archive_duration") or 1440),
                            members={self.reg.bot.id})
        return ChannelRecord(tid, str(body["name"]), kind, parent.guild_id, thread=state)

    async def update_channel(self, request: web.Request) -> web.Response:
        """PATCH /channels/{id}: a thread's archive, lock, name, auto-archive time (Thread
        .edit); any other channel needs Manage Channels, which the bot does not have."""
        cid = int(request.match_info["channel_id"])
        channel = self.reg.any_channel(cid)
        if channel is None:
            return rest.error(404, 10003, "Unknown Channel")
        th = channel.thread
        perms = self.reg.bot_permissions(cid)
        if th is None:
            if not perms & MANAGE_CHANNELS:
                return missing_permissions()
            route = f"PATCH /channels/{cid}"
            self.reg.violations.append(Violation(route, ["only threads are modelled"]))
            return rest.error(404, 0, "404: Not Found")
        body = await rest.read_body(request)
        manage = bool(perms & MANAGE_THREADS)
        owner = th.owner_id == self.reg.bot.id
        archived = body.get("archived")
        locked = body.get("locked")
        if th.archived and archived is not False:
            return archived_thread()
        if locked is not None and locked != th.locked and not manage:
            return missing_permissions()
        if archived is True and not th.archived and not (owner or manage):
            return missing_permissions()
        if archived is False and th.archived:
            will_lock = th.locked if locked is None else bool(locked)
            if will_lock and not manage:
                return missing_permissions()
            if not perms & SEND_MESSAGES_IN_THREADS:
                return missing_permissions()
        if any(body.get(k) is not None for k in ("name", "auto_archive_duration")) \
                and not (owner or manage):
            return missing_permissions()
        if body.get("name"):
            channel.name = str(body["name"])
        if body.get("auto_archive_duration") is not None:
            th.auto_archive_duration = int(body["auto_archive_duration"])
        if locked is not None:
            th.locked = bool(locked)
        if archived is not None and bool(archived) != th.archived:
            th.archived = bool(archived)
            th.archive_timestamp = iso_now()
        await self.reg.emit("THREAD_UPDATE", channel.payload())
        return rest.jresp(channel.payload())


def thread_of(reg: Registry, key: str | int) -> ChannelRecord:
    """A thread by id or name (the newest of that name)."""
    for th in reversed(list(reg.threads.values())):
        if th.id == key or th.name == key:
            return th
    raise KeyError(f"no thread {key!r}; have {[t.name for t in reg.threads.values()]}")


__all__ = ["PERMISSION_BITS", "ThreadRoutes", "ThreadState", "refused_post", "thread_of",
           "unarchived"]
