"""The double's world: guilds (one by default), their channels and members, messages, DMs,
interactions. Every member belongs to every guild; channel names are unique across guilds."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

from .contexts import Contexts
from .models import (
    EPHEMERAL,
    LOADING,
    ChannelRecord,
    Failure,
    InteractionRecord,
    MessageRecord,
    UserRecord,
    Violation,
    iso_now,
    snowflake,
)

# the bot's permissions in every channel, as a member's but Manage Channels, Manage Server
# and Manage Threads; `Registry.denied` takes some away in one channel (and its threads)
BOT_PERMISSIONS = 2248473465835073
Emit = Callable[[str, dict[str, Any]], Awaitable[object]]


class Registry:
    """All state of the double; the REST handlers and the driver both read and write it."""

    def __init__(self, members: list[str], channels: list[str], guild_name: str) -> None:
        self.bot = UserRecord(id=snowflake(), name="Larry Bot", bot=True)
        self.application_id = self.bot.id
        self.guild_id = snowflake()  # the first guild (single-guild tests use only it)
        self.guild_name = guild_name
        self.guilds: dict[int, str] = {self.guild_id: guild_name}  # id -> name
        self.guild_locale = "en-US"  # the server's preferred locale (Community settings)
        self.no_attach_files: set[int] = set()  # channels where the bot lacks Attach Files
        self.denied: dict[int, int] = {}  # channel -> permission bits the bot lacks there
        self.threads: dict[int, ChannelRecord] = {}  # every thread, archived ones too
        self.emit_hook: Emit | None = None  # sends a gateway event (set by the server)
        self.joined_at = iso_now()
        self.users: dict[int, UserRecord] = {}
        for name in members:
            self.add_user(name)
        self.channels: dict[int, ChannelRecord] = {}
        for pos, name in enumerate(channels):
            cid = snowflake()
            self.channels[cid] = ChannelRecord(cid, name, 0, self.guild_id, position=pos)
        self.dm_channels: dict[int, ChannelRecord] = {}  # user id -> DM channel
        self._dm_by_id: dict[int, ChannelRecord] = {}  # DM channel id -> DM channel
        self.messages: dict[int, MessageRecord] = {}
        self.interactions: dict[int, InteractionRecord] = {}
        self.by_token: dict[str, InteractionRecord] = {}
        self.global_commands: list[dict[str, Any]] = []
        self.guild_commands: dict[int, list[dict[str, Any]]] = {}
        self.violations: list[Violation] = []
        self.failures: list[Failure] = []
        self.route_counts: Counter[str] = Counter()
        self.contexts = Contexts()  # group DMs, servers without the bot, tokens' ages

    # -- guilds -------------------------------------------------------------
    def add_guild(self, name: str, channels: list[str], *, shard: int | None = None,
                  shard_count: int = 1) -> int:
        """Add a guild with text channels (before the bot connects); with ``shard``, its id
        is chosen so that Discord routes it to that shard: ``(id >> 22) % shard_count``."""
        gid = guild_snowflake(shard, shard_count)
        self.guilds[gid] = name
        for pos, cname in enumerate(channels):
            if any(c.name == cname for c in self.channels.values()):
                raise ValueError(f"duplicate channel name {cname!r}")
            cid = snowflake()
            self.channels[cid] = ChannelRecord(cid, cname, 0, gid, position=pos)
        return gid

    def guild_of(self, channel_id: int) -> int | None:
        """The guild a channel belongs to (None for a DM or an unknown channel)."""
        ch = self.any_channel(channel_id)
        return ch.guild_id if ch is not None else None

    # -- users and channels -------------------------------------------------
    def add_user(self, name: str, *, dms_closed: bool = False) -> UserRecord:
        """Add a guild member (before the bot connects, so GUILD_CREATE lists it)."""
        if self.user_named(name) is not None:
            raise ValueError(f"duplicate member name {name!r}")
        user = UserRecord(id=snowflake(), name=name, dms_closed=dms_closed)
        self.users[user.id] = user
        return user

    def user_named(self, name: str) -> UserRecord | None:
        """The member with this display name, if any."""
        return next((u for u in self.users.values() if u.name == name), None)

    def channel_named(self, name: str) -> ChannelRecord:
        """The guild text channel with this name."""
        for ch in self.channels.values():
            if ch.name == name:
                return ch
        raise KeyError(f"no channel {name!r}; have {[c.name for c in self.channels.values()]}")

    def any_channel(self, cid: int) -> ChannelRecord | None:
        """A guild channel, thread or DM channel by id."""
        if cid in self.channels:
            return self.channels[cid]
        if cid in self.threads:
            return self.threads[cid]
        return self._dm_by_id.get(cid) or self.contexts.group_dms.get(cid)

    def bot_permissions(self, cid: int) -> int:
        """The bot's permissions in a channel (a thread: its parent's), what Discord sends
        as an interaction's ``app_permissions``."""
        ch = self.any_channel(cid)
        parent = ch.thread.parent_id if ch is not None and ch.thread is not None else cid
        return BOT_PERMISSIONS & ~self.denied.get(parent, 0)

    async def emit(self, event: str, data: dict[str, Any]) -> None:
        """Send a gateway event (no-op before the server is up)."""
        if self.emit_hook is not None:
            await self.emit_hook(event, data)

    def dm_channel(self, user: UserRecord) -> ChannelRecord:
        """The DM channel between the bot and ``user`` (created on first use)."""
        ch = self.dm_channels.get(user.id)
        if ch is None:
            ch = ChannelRecord(snowflake(), f"dm-{user.name}", 1, None, recipient=user)
            self.dm_channels[user.id] = self._dm_by_id[ch.id] = ch
        return ch

    # -- messages -------------------------------------------------------------
    def create_message(
        self,
        channel_id: int,
        body: dict[str, Any],
        *,
        author: UserRecord | None = None,
        interaction: InteractionRecord | None = None,
        loading: bool = False,
    ) -> MessageRecord:
        """Store a new message built from a create body; flag 64 makes it ephemeral."""
        ch = self.any_channel(channel_id)
        flags = int(body.get("flags") or 0)
        msg = MessageRecord(
            id=snowflake(),
            channel_id=channel_id,
            guild_id=ch.guild_id if ch else None,
            author=author or self.bot,
            flags=(flags & EPHEMERAL) | (LOADING if loading else 0),
        )
        if interaction is not None:
            msg.interaction_id = interaction.id
            msg.interaction_user = interaction.user
            if flags & EPHEMERAL:
                msg.ephemeral_to = interaction.user.id
        msg.apply(body, edit=False)
        self.messages[msg.id] = msg
        return msg

    def channel_messages(
        self, channel_id: int, *, include_ephemeral: bool = False
    ) -> list[MessageRecord]:
        """Messages of a channel, oldest first, deleted ones left out."""
        return [
            m
            for m in self.messages.values()
            if m.channel_id == channel_id
            and not m.deleted
            and (include_ephemeral or not m.ephemeral)
        ]

    def visible_to(self, user: UserRecord, channel_id: int | None = None) -> list[MessageRecord]:
        """Public messages plus the ephemerals addressed to ``user`` (optionally one channel)."""
        out, dm = [], self.dm_channels.get(user.id)
        for m in self.messages.values():
            if m.deleted or (channel_id is not None and m.channel_id != channel_id):
                continue
            if m.guild_id is None and (dm is None or m.channel_id != dm.id) \
                    and not self.contexts.sees(user, m):
                continue
            if m.ephemeral_to in (None, user.id):
                out.append(m)
        return out

    # -- interactions -------------------------------------------------------
    def new_interaction(
        self,
        itype: int,
        user: UserRecord,
        channel: ChannelRecord,
        data: dict[str, Any],
        message: MessageRecord | None = None,
    ) -> InteractionRecord:
        """Build and store the INTERACTION_CREATE payload for a user action."""
        iid, token = snowflake(), f"itoken-{snowflake()}"
        payload: dict[str, Any] = {
            "id": str(iid),
            "type": itype,
            "token": token,
            "version": 1,
            "application_id": str(self.application_id),
            "attachment_size_limit": 8 * 1024 * 1024,
            "data": data,
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "locale": user.locale,
            "app_permissions": str(self.bot_permissions(channel.id)),
            "entitlements": [],
            "authorizing_integration_owners": {},
        }
        if channel.guild_id is not None:
            payload["guild_id"] = str(channel.guild_id)
            payload["guild_locale"] = self.guild_locale
            payload["guild"] = {"id": str(channel.guild_id), "locale": self.guild_locale,
                                "features": []}
            payload["member"] = user.member_payload(self.joined_at)
            payload["context"] = 0
            payload["authorizing_integration_owners"] = {"0": str(channel.guild_id)}
        else:
            payload["user"] = user.payload()
            payload["context"] = 1
        if message is not None:
            payload["message"] = message.payload()
        self.contexts.adapt(self, payload, user, channel, message)
        rec = InteractionRecord(
            id=iid,
            token=token,
            type=itype,
            user=user,
            channel_id=channel.id,
            payload=payload,
            sent_at=time.monotonic(),
            source_message_id=message.id if message else None,
        )
        self.interactions[iid] = rec
        self.by_token[token] = rec
        return rec

    def fail(self, rec: InteractionRecord, kind: str, detail: str = "") -> None:
        """Record an interaction failure (late, unanswered, double response…)."""
        rec.failures.append(kind)
        self.failures.append(Failure(rec.id, kind, detail))

    # -- gateway payloads -----------------------------------------------------
    def guild_create(self, *, all_members: bool = True, guild_id: int | None = None
                     ) -> dict[str, Any]:
        """The GUILD_CREATE payload of a guild (default: the first); without the members
        intent only the bot is listed."""
        guild = self.guild_id if guild_id is None else guild_id
        gid = str(guild)
        everyone = {
            "id": gid,
            "name": "@everyone",
            "permissions": "2248473465835073",
            "position": 0,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "icon": None,
            "unicode_emoji": None,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        people = [self.bot, *self.users.values()] if all_members else [self.bot]
        members = [u.member_payload(self.joined_at) for u in people]
        return {
            "id": gid,
            "name": self.guilds[guild],
            "icon": None,
            "splash": None,
            "owner_id": str(next(iter(self.users), self.bot.id)),
            "roles": [everyone],
            "emojis": [],
            "stickers": [],
            "features": [],
            "channels": [c.payload() for c in self.channels.values() if c.guild_id == guild],
            "members": members,
            "member_count": len(self.users) + 1,
            "large": False,
            "unavailable": False,
            "joined_at": self.joined_at,
            "threads": [t.payload() for t in self.threads.values()
                        if t.guild_id == guild and t.thread is not None
                        and not t.thread.archived],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "premium_tier": 0,
            "nsfw_level": 0,
            "afk_timeout": 300,
            "system_channel_id": None,
            "preferred_locale": self.guild_locale,
            "premium_subscription_count": 0,
            "description": None,
            "home_header": None,
            "discovery_splash": None,
            "banner": None,
            "application_id": None,
            "region": "deprecated",
            "afk_channel_id": None,
            "system_channel_flags": 0,
            "widget_enabled": False,
            "widget_channel_id": None,
            "max_presences": None,
            "max_members": 25000000,
            "max_stage_video_channel_users": 50,
            "max_video_channel_users": 25,
            "vanity_url_code": None,
            "rules_channel_id": None,
            "safety_alerts_channel_id": None,
            "public_updates_channel_id": None,
            "premium_progress_bar_enabled": False,
            "nsfw": False,
            "incidents_data": None,
        }

    def commands_for(self, guild_id: int | None) -> list[dict[str, Any]]:
        """Commands a user in ``guild_id`` sees: the guild's first, then global ones."""
        guild = self.guild_commands.get(guild_id, []) if guild_id else []
        names = {c["name"] for c in guild}
        return guild + [c for c in self.global_commands if c["name"] not in names]


def guild_snowflake(shard: int | None, shard_count: int) -> int:
    """A new snowflake; with ``shard``, one that ``(id >> 22) % shard_count`` maps to it."""
    sid = snowflake()
    if shard is None:
        return sid
    if not 0 <= shard < shard_count:
        raise ValueError(f"shard {shard} is not one of 0..{shard_count - 1}")
    stamp = sid >> 22
    stamp += (shard - stamp) % shard_count
    return (stamp << 22) | (sid & 0x3FFFFF)
