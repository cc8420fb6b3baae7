"""Plain data kept by the Discord double: users, channels, messages, interactions."""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import orjson

from .v2 import IS_COMPONENTS_V2, media_of, shaped, text_displays, walk

DISCORD_EPOCH_MS = 1420070400000
EPHEMERAL = 64
LOADING = 128
HAS_THREAD = 32  # a thread was made from the message (Discord sets it, keeps it on edits)
_counter = itertools.count(1)


def snowflake() -> int:
    """Return a new, unique, time-ordered Discord snowflake."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (next(_counter) & 0x3FFFFF)


def dumps(data: Any) -> bytes:
    """JSON as Discord sends it (compact UTF-8). orjson: the double answers every request
    of a load benchmark, and the standard library's encoder was a tenth of its CPU there;
    the standard library only for what orjson refuses (integers past 64 bits)."""
    try:
        return orjson.dumps(data)
    except TypeError:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()


def loads(raw: str | bytes) -> Any:
    """Parse a JSON text or body (a malformed one raises ValueError, as `json.loads` does)."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return json.loads(raw)  # integers past 64 bits (and the standard library's error)


def iso_now() -> str:
    """Current UTC time in Discord's ISO-8601 format."""
    return datetime.now(UTC).isoformat()


@dataclass
class UserRecord:
    """A Discord user (a guild member, or the bot itself)."""

    id: int
    name: str
    bot: bool = False
    dms_closed: bool = False
    dms_refused: int = 0  # the bot's DMs refused because they are closed (50007)
    locale: str = "en-US"  # the Discord client's language, sent with each interaction
    permissions: int = 2248473465835073  # as a guild member (no Manage Server: 1 << 5)

    def payload(self) -> dict[str, Any]:
        """The user object Discord sends."""
        return {
            "id": str(self.id),
            "username": self.name.lower().replace(" ", "_"),
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": None,
        }

    def member_payload(self, joined_at: str, *, with_user: bool = True) -> dict[str, Any]:
        """The guild member object Discord sends."""
        data: dict[str, Any] = {
            "roles": [],
            "joined_at": joined_at,
            "flags": 0,
            "deaf": False,
            "mute": False,
            "nick": None,
            "avatar": None,
            "banner": None,
            "communication_disabled_until": None,
            "premium_since": None,
            "pending": False,
            "permissions": str(self.permissions),
        }
        if with_user:
            data["user"] = self.payload()
        return data


PUBLIC_THREAD = 11  # a public thread's channel type


@dataclass
class ThreadState:
    """What a thread has beyond a channel (Discord's thread metadata): its parent channel,
    who made it (`owner_id`), whether it is archived or locked, its inactivity timeout."""

    parent_id: int
    owner_id: int
    auto_archive_duration: int = 1440  # minutes: 60, 1440, 4320 or 10080
    archived: bool = False
    locked: bool = False
    archive_timestamp: str = field(default_factory=iso_now)
    create_timestamp: str = field(default_factory=iso_now)
    message_count: int = 0
    total_message_sent: int = 0
    members: set[int] = field(default_factory=set)  # user ids in the thread

    def metadata(self) -> dict[str, Any]:
        """The ``thread_metadata`` object Discord sends."""
        return {"archived": self.archived, "archive_timestamp": self.archive_timestamp,
                "auto_archive_duration": self.auto_archive_duration, "locked": self.locked,
                "create_timestamp": self.create_timestamp}


@dataclass
class ChannelRecord:
    """A guild text channel (type 0), a DM channel (type 1) or a public thread (type 11,
    with its `thread` state)."""

    id: int
    name: str
    type: int = 0
    guild_id: int | None = None
    recipient: UserRecord | None = None
    position: int = 0
    thread: ThreadState | None = None

    def payload(self) -> dict[str, Any]:
        """The channel object Discord sends."""
        if self.thread is not None:
            th = self.thread
            return {
                "id": str(self.id),
                "type": self.type,
                "name": self.name,
                "guild_id": str(self.guild_id),
                "parent_id": str(th.parent_id),
                "owner_id": str(th.owner_id),
                "last_message_id": None,
                "flags": 0,
                "rate_limit_per_user": 0,
                "thread_metadata": th.metadata(),
                "message_count": th.message_count,
                "member_count": min(len(th.members), 50),
                "total_message_sent": th.total_message_sent,
            }
        if self.type == 1:
            assert self.recipient is not None
            return {
                "id": str(self.id),
                "type": 1,
                "last_message_id": None,
                "flags": 0,
                "recipients": [self.recipient.payload()],
            }
        return {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "guild_id": str(self.guild_id),
            "position": self.position,
            "permission_overwrites": [],
            "parent_id": None,
            "nsfw": False,
            "topic": None,
            "rate_limit_per_user": 0,
            "last_message_id": None,
            "flags": 0,
        }


def walk_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Flatten nested components (action rows, sections, containers) depth first, a
    section's texts before its accessory."""
    return list(walk(components))


def numbered(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of a message's component tree in which every component has its ``id``, as
    Discord numbers them: the ones the sender gave are kept, the others get the next free
    number, depth first."""
    copy = loads(dumps(components))
    flat = walk_components(copy)
    used = {c["id"] for c in flat if _given(c.get("id"))}
    free = itertools.count(1)
    for comp in flat:
        if not _given(comp.get("id")):
            comp["id"] = next(n for n in free if n not in used)
    return list(copy)


def _given(cid: Any) -> bool:
    """An ``id`` the sender chose (Discord replaces an id of 0, as a missing one)."""
    return isinstance(cid, int) and not isinstance(cid, bool) and cid != 0


@dataclass
class MessageRecord:
    """A message as the double stores it, with edits applied."""

    id: int
    channel_id: int
    guild_id: int | None
    author: UserRecord
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    ephemeral_to: int | None = None
    interaction_id: int | None = None
    interaction_user: UserRecord | None = None
    created_at: float = field(default_factory=time.monotonic)
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    edits: int = 0
    deleted: bool = False
    history: list[str] = field(default_factory=list)
    # the text a reader saw in each state of the message, oldest first (`text()` after its
    # creation and after each edit): what an edited table message showed on the way
    seen: list[str] = field(default_factory=list)
    # when each edit came (monotonic), but for the updates that answer a press made on the
    # message itself (a component interaction's response, type 7: counted in `answers`)
    edit_times: list[float] = field(default_factory=list)
    answers: int = 0
    pinged: list[int] = field(default_factory=list)  # users Discord notified on creation
    # files sent with the message: {"filename", "size", "description", "id"}
    attachments: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        """True if only ``ephemeral_to`` can see this message."""
        return self.ephemeral_to is not None

    @property
    def loading(self) -> bool:
        """True while this is a deferred "thinking…" placeholder."""
        return bool(self.flags & LOADING)

    def apply(self, data: dict[str, Any], *, edit: bool, answer: bool = False) -> None:
        """Apply a create/edit body (content, embeds, components, flags); `answer`: an edit
        that is a press's own response (type 7)."""
        if not edit and ("content" in data or "components" in data):
            # a V2 message mentions in its Text Displays (it has no content)
            shown = [data.get("content") or ""]
            if int(data.get("flags") or 0) & IS_COMPONENTS_V2:
                shown += text_displays(data.get("components") or [])
            self.pinged = pinged_users("\n".join(shown), data.get("allowed_mentions"))
        if edit:
            self.history.append(self.content)
            self.edits += 1
            if answer:
                self.answers += 1
            else:
                self.edit_times.append(time.monotonic())
            self.edited_timestamp = iso_now()
        if "content" in data:
            self.content = data["content"] or ""
        if "embeds" in data:
            self.embeds = list(data["embeds"] or [])
        if "attachments" in data:  # uploaded files (with a size), or old ones kept by id
            old = {str(a["id"]): a for a in self.attachments}
            self.attachments = [dict(a) if "size" in a else old[str(a.get("id"))]
                                for a in data["attachments"] or []
                                if "size" in a or str(a.get("id")) in old]
        if "flags" in data and data["flags"] is not None:
            # V2 stays once set, and so does a thread's mark
            keep = self.flags & (EPHEMERAL | LOADING | IS_COMPONENTS_V2 | HAS_THREAD)
            self.flags = (int(data["flags"]) & ~(EPHEMERAL | LOADING)) | keep
        if "components" in data:
            self.components = numbered(data["components"] or [])
            if self.v2:  # stored as Discord answers: media resolved to the attachments
                shaped(self.components, self.attachments, snowflake)
        now = self.text()
        if not self.seen or self.seen[-1] != now:
            self.seen.append(now)

    def all_components(self) -> list[dict[str, Any]]:
        """Every component of the message, flattened."""
        return walk_components(self.components)

    def labels(self) -> list[str]:
        """Labels of the buttons this message carries (nested ones included: in containers,
        as a section's accessory)."""
        return [c.get("label", "") for c in self.all_components() if c.get("type") == 2]

    @property
    def v2(self) -> bool:
        """True if this is a Components V2 message (its text is in Text Displays)."""
        return bool(self.flags & IS_COMPONENTS_V2)

    def text(self) -> str:
        """What a reader sees as text, for easy asserting: the content, embed
        titles/descriptions/fields/footers, and the Text Displays of a V2 layout in reading
        order (inside containers and sections too)."""
        parts = [self.content]
        for e in self.embeds:
            parts += [e.get("title", ""), e.get("description", "")]
            for f in e.get("fields", []):
                parts += [f.get("name", ""), f.get("value", "")]
            if e.get("footer"):
                parts.append(e["footer"].get("text", ""))
        parts += text_displays(self.components)
        return "\n".join(p for p in parts if p)

    def title(self) -> str:
        """The message's title: its first embed's, or the heading a V2 layout opens with
        (its first Text Display's first line, the Markdown heading marks taken off)."""
        if self.embeds:
            return str(self.embeds[0].get("title", ""))
        shown = text_displays(self.components)
        return shown[0].split("\n", 1)[0].lstrip("#").strip() if shown else ""

    def shown_attachments(self) -> list[dict[str, Any]]:
        """The attachments a V2 layout shows (media galleries, thumbnails, files), in
        reading order: Discord shows a V2 message's files only where a component puts them."""
        by_id = {str(a["id"]): a for a in self.attachments}
        out = []
        for comp in self.all_components():
            for media in media_of(comp):
                found = by_id.get(str(media.get("attachment_id")))
                if found is not None:
                    out.append(found)
        return out

    def payload(self) -> dict[str, Any]:
        """The message object Discord sends."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [
                {"id": str(a["id"]), "filename": a["filename"], "size": a["size"],
                 "url": f"https://cdn.double/{a['id']}/{a['filename']}",
                 "proxy_url": f"https://media.double/{a['id']}/{a['filename']}",
                 **({"description": a["description"]} if a.get("description") else {})}
                for a in self.attachments
            ],
            "embeds": self.embeds,
            "pinned": False,
            "type": 0,
            "flags": self.flags,
            "components": self.components,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.interaction_id is not None and self.interaction_user is not None:
            data["webhook_id"] = str(self.author.id)
            data["application_id"] = str(self.author.id)
            data["interaction_metadata"] = {
                "id": str(self.interaction_id),
                "type": 2,
                "user": self.interaction_user.payload(),
                "authorizing_integration_owners": {},
            }
        return data

    def __repr__(self) -> str:
        vis = f" ephemeral_to={self.ephemeral_to}" if self.ephemeral else ""
        text = self.text()[:60]
        return f"<Msg {self.id} ch={self.channel_id}{vis} {text!r} buttons={self.labels()}>"


@dataclass
class Callback:
    """One HTTP answer the bot gave to an interaction (callback, followup, edit)."""

    kind: str
    at: float
    type: int | None = None
    status: int = 200
    message_id: int | None = None
    resource: bool = False  # a callback asked for (and got) what it made: ?with_response


@dataclass
class InteractionRecord:
    """Everything the double knows about one interaction it dispatched."""

    id: int
    token: str
    type: int
    user: UserRecord
    channel_id: int
    payload: dict[str, Any]
    sent_at: float
    source_message_id: int | None = None
    first_response_at: float | None = None
    response_type: int | None = None
    original_message_id: int | None = None
    modal: dict[str, Any] | None = None
    callbacks: list[Callback] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    followup_ids: list[int] = field(default_factory=list)
    answered: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    @property
    def responded(self) -> bool:
        """True once a valid initial callback was accepted."""
        return self.response_type is not None

    @property
    def latency(self) -> float | None:
        """Seconds from INTERACTION_CREATE to the first accepted callback."""
        if self.first_response_at is None:
            return None
        return self.first_response_at - self.sent_at


@dataclass
class Violation:
    """A request Discord would have rejected (limits, bad shapes, unknown routes)."""

    route: str
    errors: list[str]
    body: Any = None

    def __str__(self) -> str:
        return f"{self.route}: {'; '.join(self.errors)}"


@dataclass
class Failure:
    """An interaction-level failure (late, unanswered, double response)."""

    interaction_id: int
    kind: str
    detail: str = ""

    def __str__(self) -> str:
        return f"interaction {self.interaction_id}: {self.kind} {self.detail}".strip()


def pinged_users(content: str, allowed: dict[str, Any] | None) -> list[int]:
    """The users a new message notifies, as Discord decides it: the user mentions in its
    content, filtered by `allowed_mentions` (absent: all of them; edits notify nobody)."""
    mentioned = [int(m) for m in re.findall(r"<@!?(\d+)>", content)]
    if allowed is None:
        return mentioned
    if "users" in allowed:
        permitted = {int(u) for u in allowed["users"] or []}
        return [u for u in mentioned if u in permitted]
    if "users" in (allowed.get("parse") or []):
        return mentioned
    return []
