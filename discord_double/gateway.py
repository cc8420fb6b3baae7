"""The gateway websocket: HELLO, heartbeats, IDENTIFY/READY, RESUME, dispatch, faults.

Sharded like Discord: IDENTIFY's ``shard`` ``[id, count]`` (default ``[0, 1]``) opens that
shard's session; READY and GUILD_CREATE list only the guilds with
``(guild_id >> 22) % count == id``, and a guild's events go to its shard's session (DMs to
shard 0). Several bot processes may each hold some shards.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .models import Violation, dumps, loads
from .registry import Registry

log = logging.getLogger(__name__)

HELLO, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, REQUEST_MEMBERS = 10, 1, 2, 6, 7, 8
INVALID_SESSION, HEARTBEAT_ACK, DISPATCH = 9, 11, 0


def _text(frame: dict[str, Any]) -> str:
    """A gateway frame as the text of a websocket message."""
    return dumps(frame).decode()


@dataclass
class Session:
    """One gateway session: sequence numbers and the buffer RESUME replays from."""

    id: str
    shard: int = 0
    seq: int = 0
    buffer: list[dict[str, Any]] = field(default_factory=list)
    ws: web.WebSocketResponse | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


@dataclass
class GatewayStats:
    """Counters a test can assert on."""

    connections: int = 0
    identifies: int = 0
    resumes: int = 0
    invalid_sessions: int = 0
    heartbeats: int = 0
    dispatched: int = 0
    replayed: int = 0
    identified_shards: list[tuple[int, int]] = field(default_factory=list)  # (id, count)


class Gateway:
    """Plays Discord's gateway: one session per shard (shard 0 of 1 unless the bot says)."""

    def __init__(self, registry: Registry, ws_url: str) -> None:
        self.registry = registry
        self.ws_url = ws_url
        self.sessions: dict[int, Session] = {}  # shard id -> its session
        self.shard_count = 1  # as the bot's IDENTIFYs said
        self.stats = GatewayStats()
        self.reject_next_resume = False
        self._sockets: set[web.WebSocketResponse] = set()

    @property
    def session(self) -> Session | None:
        """Shard 0's session (a single-shard bot's only one)."""
        return self.sessions.get(0)

    def shard_of(self, guild_id: int | None) -> int:
        """The shard a guild's events go to (DMs: shard 0)."""
        return 0 if guild_id is None else (guild_id >> 22) % self.shard_count

    def shard_connected(self, shard: int) -> bool:
        s = self.sessions.get(shard)
        return s is not None and s.ws is not None and not s.ws.closed

    @property
    def connected(self) -> bool:
        """True while the bot holds an identified, open connection on every shard it
        identified (at least one)."""
        return bool(self.sessions) and all(self.shard_connected(i) for i in self.sessions)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        """aiohttp handler for ``GET /gateway``."""
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.stats.connections += 1
        self._sockets.add(ws)
        await ws.send_str(_text({"op": HELLO, "d": {"heartbeat_interval": 41250}}))
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                await self._on_frame(ws, loads(msg.data))
        finally:
            self._sockets.discard(ws)
            for s in self.sessions.values():
                if s.ws is ws:
                    s.ws = None
        return ws

    async def _on_frame(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            self.stats.heartbeats += 1
            await ws.send_str(_text({"op": HEARTBEAT_ACK}))
        elif op == IDENTIFY:
            await self._identify(ws, data)
        elif op == RESUME:
            await self._resume(ws, data)
        elif op == REQUEST_MEMBERS:
            await self._members_chunk(data)
        else:
            log.debug("gateway: ignoring op %s", op)

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        self.stats.identifies += 1
        shard, count = (int(x) for x in (data.get("shard") or [0, 1]))
        if not 0 <= shard < count:
            await ws.close(code=4010, message=b"Invalid shard")
            return
        if self.sessions and count != self.shard_count:
            self.registry.violations.append(Violation(
                "IDENTIFY", [f"shard count {count} differs from the {self.shard_count} other "
                             "sessions identified with"]))
        self.shard_count = count
        self.stats.identified_shards.append((shard, count))
        old = self.sessions.get(shard)
        if old is not None and old.ws is not None and old.ws is not ws:
            await old.ws.close(code=4005, message=b"Already authenticated")
        reg = self.registry
        session = self.sessions[shard] = Session(id=uuid.uuid4().hex, shard=shard, ws=ws)
        guilds = [gid for gid in reg.guilds if self.shard_of(gid) == shard]
        ready = {
            "v": 10,
            "user": reg.bot.payload() | {"verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(gid), "unavailable": True} for gid in guilds],
            "session_id": session.id,
            "resume_gateway_url": self.ws_url,
            "shard": [shard, count],
            "application": {"id": str(reg.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "user_settings": {},
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
        }
        await self.dispatch("READY", ready, shard=shard)
        members_intent = bool(int(data.get("intents") or 0) & (1 << 1))
        for gid in guilds:
            await self.dispatch("GUILD_CREATE",
                                reg.guild_create(all_members=members_intent, guild_id=gid),
                                shard=shard)

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        s = next((x for x in self.sessions.values() if x.id == data.get("session_id")), None)
        if self.reject_next_resume or s is None:
            self.reject_next_resume = False
            self.stats.invalid_sessions += 1
            if s is not None:
                del self.sessions[s.shard]
            await ws.send_str(_text({"op": INVALID_SESSION, "d": False}))
            return
        self.stats.resumes += 1
        s.ws = ws
        last = int(data.get("seq") or 0)
        async with s.lock:
            for frame in s.buffer:
                if frame["s"] > last:
                    self.stats.replayed += 1
                    await ws.send_str(_text(frame))
        await self.dispatch("RESUMED", {}, shard=s.shard)

    async def _members_chunk(self, data: dict[str, Any]) -> None:
        reg = self.registry
        members = [u.member_payload(reg.joined_at) for u in [reg.bot, *reg.users.values()]]
        gid = int(data.get("guild_id") or reg.guild_id)
        chunk = {
            "guild_id": str(gid),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
            "presences": [],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await self.dispatch("GUILD_MEMBERS_CHUNK", chunk, shard=self.shard_of(gid))

    async def dispatch(self, event: str, data: dict[str, Any], *, shard: int | None = None
                       ) -> bool:
        """Send a DISPATCH frame on a shard's session (default: the shard of the payload's
        ``guild_id``, shard 0 without one), buffered for RESUME; False if that shard is not
        connected."""
        if shard is None:
            gid = data.get("guild_id")
            shard = self.shard_of(int(gid) if gid else None)
        s = self.sessions.get(shard)
        if s is None:
            log.warning("gateway: dropping %s, no session on shard %d", event, shard)
            return False
        async with s.lock:
            s.seq += 1
            frame = {"op": DISPATCH, "t": event, "s": s.seq, "d": data}
            s.buffer.append(frame)
            del s.buffer[:-500]
            self.stats.dispatched += 1
            if s.ws is None or s.ws.closed:
                return False
            try:
                await s.ws.send_str(_text(frame))
            except (ConnectionError, RuntimeError):
                return False
        return True

    async def disconnect(self, mode: str = "resume", shard: int = 0) -> None:
        """Fault: drop a shard's connection (default shard 0).

        ``resume``: close with 4000 (the client RESUMEs); ``reconnect``: send op 7;
        ``invalid_session``: send op 9 (the client IDENTIFYs afresh);
        ``resume_rejected``: close with 4000, then answer the RESUME with op 9.
        """
        s = self.sessions.get(shard)
        if s is None or s.ws is None:
            raise RuntimeError(f"the bot is not connected to the gateway on shard {shard}")
        ws = s.ws
        if mode == "resume":
            await ws.close(code=4000, message=b"double: unknown error")
        elif mode == "reconnect":
            await ws.send_str(_text({"op": RECONNECT, "d": None}))
        elif mode == "invalid_session":
            self.stats.invalid_sessions += 1
            del self.sessions[shard]
            await ws.send_str(_text({"op": INVALID_SESSION, "d": False}))
        elif mode == "resume_rejected":
            self.reject_next_resume = True
            await ws.close(code=4000, message=b"double: unknown error")
        else:
            raise ValueError(f"unknown disconnect mode {mode!r}")

    async def close_all(self) -> None:
        """Close every open socket (server shutdown)."""
        for ws in list(self._sockets):
            await ws.close(code=1001)
