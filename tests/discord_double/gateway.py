"""The gateway websocket: HELLO, heartbeats, IDENTIFY/READY, RESUME, dispatch, faults."""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .registry import Registry

log = logging.getLogger(__name__)

HELLO, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, REQUEST_MEMBERS = 10, 1, 2, 6, 7, 8
INVALID_SESSION, HEARTBEAT_ACK, DISPATCH = 9, 11, 0


@dataclass
class Session:
    """One gateway session: sequence numbers and the buffer RESUME replays from."""

    id: str
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


class Gateway:
    """Plays Discord's gateway for one shard (shard 0 of 1)."""

    def __init__(self, registry: Registry, ws_url: str) -> None:
        self.registry = registry
        self.ws_url = ws_url
        self.session: Session | None = None
        self.stats = GatewayStats()
        self.reject_next_resume = False
        self._sockets: set[web.WebSocketResponse] = set()

    @property
    def connected(self) -> bool:
        """True while the bot holds an identified, open gateway connection."""
        return (
            self.session is not None and self.session.ws is not None and not self.session.ws.closed
        )

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        """aiohttp handler for ``GET /gateway``."""
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.stats.connections += 1
        self._sockets.add(ws)
        await ws.send_str(json.dumps({"op": HELLO, "d": {"heartbeat_interval": 41250}}))
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                await self._on_frame(ws, json.loads(msg.data))
        finally:
            self._sockets.discard(ws)
            if self.session is not None and self.session.ws is ws:
                self.session.ws = None
        return ws

    async def _on_frame(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            self.stats.heartbeats += 1
            await ws.send_str(json.dumps({"op": HEARTBEAT_ACK}))
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
        if self.session is not None and self.session.ws is not None and self.session.ws is not ws:
            await self.session.ws.close(code=4005, message=b"Already authenticated")
        reg = self.registry
        self.session = Session(id=uuid.uuid4().hex, ws=ws)
        ready = {
            "v": 10,
            "user": reg.bot.payload() | {"verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(reg.guild_id), "unavailable": True}],
            "session_id": self.session.id,
            "resume_gateway_url": self.ws_url,
            "shard": data.get("shard") or [0, 1],
            "application": {"id": str(reg.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "user_settings": {},
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
        }
        await self.dispatch("READY", ready)
        members_intent = bool(int(data.get("intents") or 0) & (1 << 1))
        await self.dispatch("GUILD_CREATE", reg.guild_create(all_members=members_intent))

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        s = self.session
        if self.reject_next_resume or s is None or data.get("session_id") != s.id:
            self.reject_next_resume = False
            self.stats.invalid_sessions += 1
            self.session = None
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))
            return
        self.stats.resumes += 1
        s.ws = ws
        last = int(data.get("seq") or 0)
        async with s.lock:
            for frame in s.buffer:
                if frame["s"] > last:
                    self.stats.replayed += 1
                    await ws.send_str(json.dumps(frame))
        await self.dispatch("RESUMED", {})

    async def _members_chunk(self, data: dict[str, Any]) -> None:
        reg = self.registry
        members = [u.member_payload(reg.joined_at) for u in [reg.bot, *reg.users.values()]]
        chunk = {
            "guild_id": str(reg.guild_id),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
            "presences": [],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await self.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    async def dispatch(self, event: str, data: dict[str, Any]) -> bool:
        """Send a DISPATCH frame (buffered for RESUME); False if the bot is not connected."""
        s = self.session
        if s is None:
            log.warning("gateway: dropping %s, no session", event)
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
                await s.ws.send_str(json.dumps(frame))
            except (ConnectionError, RuntimeError):
                return False
        return True

    async def disconnect(self, mode: str = "resume") -> None:
        """Fault: drop the connection.

        ``resume``: close with 4000 (the client RESUMEs); ``reconnect``: send op 7;
        ``invalid_session``: send op 9 (the client IDENTIFYs afresh);
        ``resume_rejected``: close with 4000, then answer the RESUME with op 9.
        """
        s = self.session
        if s is None or s.ws is None:
            raise RuntimeError("the bot is not connected to the gateway")
        ws = s.ws
        if mode == "resume":
            await ws.close(code=4000, message=b"double: unknown error")
        elif mode == "reconnect":
            await ws.send_str(json.dumps({"op": RECONNECT, "d": None}))
        elif mode == "invalid_session":
            self.stats.invalid_sessions += 1
            self.session = None
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))
        elif mode == "resume_rejected":
            self.reject_next_resume = True
            await ws.close(code=4000, message=b"double: unknown error")
        else:
            raise ValueError(f"unknown disconnect mode {mode!r}")

    async def close_all(self) -> None:
        """Close every open socket (server shutdown)."""
        for ws in list(self._sockets):
            await ws.close(code=1001)
