"""REST endpoints: users, application, commands, guild, channels, messages, DMs."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from aiohttp import hdrs, web
from aiohttp.multipart import (
    BodyPartReader,
    content_disposition_filename,
    parse_content_disposition,
)

from . import threads
from .commands import validate_command_defs
from .limits import check_message, nest_errors
from .models import EPHEMERAL, MessageRecord, Violation, dumps, loads, snowflake
from .registry import Registry

API = "/api/v10"


def jresp(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """A JSON answer with exactly ``Content-Type: application/json`` (what discord.py checks)."""
    hdrs = {"Content-Type": "application/json", **(headers or {})}
    return web.Response(body=dumps(data), status=status, headers=hdrs)


def error(
    status: int, code: int, message: str, errors: dict[str, Any] | None = None
) -> web.Response:
    """A Discord JSON error body."""
    body: dict[str, Any] = {"code": code, "message": message}
    if errors:
        body["errors"] = errors
    return jresp(body, status)


@dataclass(frozen=True, slots=True)
class Upload:
    """A file part of a multipart body."""

    filename: str | None
    data: bytes


@functools.lru_cache(maxsize=256)
def _disposition(raw: str) -> tuple[str | None, str | None]:
    """(name, filename) of a part's Content-Disposition, by aiohttp's parser, once per
    distinct header (a load benchmark's uploads repeat a few; aiohttp's own form reading
    parsed each header two or three times, a tenth of the double's CPU)."""
    _, params = parse_content_disposition(raw)
    return (content_disposition_filename(params, "name"),
            content_disposition_filename(params, "filename"))


async def read_form(request: web.Request) -> dict[str, str | Upload]:
    """A multipart/form-data body's fields by name: text (in the part's charset, UTF-8 by
    default) or, for a part with a filename, an `Upload`."""
    reader = await request.multipart()
    form: dict[str, str | Upload] = {}
    while (part := await reader.next()) is not None:
        if not isinstance(part, BodyPartReader):  # a nested multipart: Discord takes none
            raise web.HTTPBadRequest(text="nested multipart body")
        name, filename = _disposition(part.headers.get(hdrs.CONTENT_DISPOSITION, ""))
        data = bytes(await part.read(decode=True))
        if name is None:
            continue
        form[name] = (Upload(filename, data) if filename is not None
                      else data.decode(part.get_charset(default="utf-8")))
    return form


Parsed = tuple[Any, dict[str, "str | Upload"]]
PARSED = web.RequestKey("discord_double.parsed", tuple)  # a request's body, read_payload's


async def read_payload(request: web.Request) -> Parsed:
    """The request's JSON document — the body, or a multipart body's ``payload_json`` —
    (None without one) and its multipart fields, read once per request: the spec check
    and the handler share it. Malformed JSON raises ValueError."""
    cached: Parsed | None = request.get(PARSED)
    if cached is not None:
        return cached
    payload: Any = None
    form: dict[str, str | Upload] = {}
    if request.body_exists:
        if request.content_type.startswith("multipart/"):
            form = await read_form(request)
            raw = form.get("payload_json")
            payload = loads(raw) if isinstance(raw, str) else None
        else:
            raw_bytes = await request.read()  # bytes: no decoding to text first
            payload = loads(raw_bytes) if raw_bytes else None
    request[PARSED] = (payload, form)
    return payload, form


async def read_body(request: web.Request) -> Any:
    """The JSON body, or ``payload_json`` of a multipart body (messages with files) with the
    uploaded files merged into its attachments; ``{}`` without a body."""
    payload, form = await read_payload(request)
    body = payload if payload is not None else {}
    if request.content_type.startswith("multipart/"):
        return with_files(body, form)
    return body


def with_files(body: dict[str, Any], form: dict[str, str | Upload]) -> dict[str, Any]:
    """`body` with the uploaded files (``files[n]`` parts) merged into its ``attachments``:
    each new one gets an id, its filename, size and description, as Discord stores them
    (and its bytes, `data`, for a test to look at)."""
    # an interaction callback carries its message in "data"
    target = body["data"] if isinstance(body.get("data"), dict) and "type" in body else body
    listed = {str(a.get("id")): a for a in target.get("attachments") or []}
    out = [a for a in target.get("attachments") or [] if str(a.get("id")) not in
           {k.removeprefix("files[").removesuffix("]") for k in form}]
    for key, part in form.items():
        if not key.startswith("files[") or not isinstance(part, Upload):
            continue
        index = key.removeprefix("files[").removesuffix("]")
        meta = listed.get(index, {})
        data = part.data
        out.append({"id": snowflake(), "filename": meta.get("filename") or part.filename,
                    "size": len(data), "description": meta.get("description"),
                    "png": data[:8] == b"\x89PNG\r\n\x1a\n",
                    "data": data})  # the bytes, for tests to open (never sent back)
    target["attachments"] = out
    return body


def invalid(reg: Registry, request: web.Request, errors: Sequence[str], body: Any) -> web.Response:
    """Record a violation and answer 400/50035 like Discord."""
    route = f"{request.method} {request.path.removeprefix(API)}"
    reg.violations.append(Violation(route, list(errors), body))
    return error(400, 50035, "Invalid Form Body", nest_errors(errors))


class Rest:
    """Handlers for the non-interaction REST routes."""

    def __init__(self, registry: Registry, base_url: str, ws_url: str) -> None:
        self.reg = registry
        self.base_url = base_url
        self.ws_url = ws_url

    def routes(self) -> list[web.RouteDef]:
        """aiohttp route table."""
        r = web
        ch, msg = (
            API + "/channels/{channel_id}",
            API + "/channels/{channel_id}/messages/{message_id}",
        )
        return [
            r.get(API + "/gateway", self.gateway),
            r.get(API + "/gateway/bot", self.gateway_bot),
            r.get(API + "/users/@me", self.me),
            r.post(API + "/users/@me/channels", self.create_dm),
            r.get(API + "/users/{user_id}", self.get_user),
            r.get(API + "/oauth2/applications/@me", self.application),
            r.get(API + "/applications/@me", self.application),
            r.get(API + "/applications/{app_id}/commands", self.get_commands),
            r.put(API + "/applications/{app_id}/commands", self.put_commands),
            r.get(API + "/applications/{app_id}/guilds/{guild_id}/commands", self.get_commands),
            r.put(API + "/applications/{app_id}/guilds/{guild_id}/commands", self.put_commands),
            r.get(API + "/guilds/{guild_id}", self.get_guild),
            r.get(API + "/guilds/{guild_id}/channels", self.guild_channels),
            r.get(API + "/guilds/{guild_id}/members/{user_id}", self.get_member),
            r.get(ch, self.get_channel),
            r.post(ch + "/typing", self.no_content),
            r.get(ch + "/messages", self.list_messages),
            r.post(ch + "/messages", self.post_message),
            r.get(msg, self.get_message),
            r.patch(msg, self.edit_message),
            r.delete(msg, self.delete_message),
            r.put(msg + "/reactions/{emoji}/@me", self.no_content),
            r.delete(msg + "/reactions/{emoji}/@me", self.no_content),
        ]

    async def no_content(self, request: web.Request) -> web.Response:
        """204 for routes whose effect the double does not model (typing, reactions)."""
        return web.Response(status=204)

    async def gateway(self, request: web.Request) -> web.Response:
        """GET /gateway."""
        return jresp({"url": self.ws_url})

    async def gateway_bot(self, request: web.Request) -> web.Response:
        """GET /gateway/bot (AutoShardedClient asks it for the shard count)."""
        limit = {"total": 1000, "remaining": 999, "reset_after": 14400000, "max_concurrency": 1}
        return jresp({"url": self.ws_url, "shards": 1, "session_start_limit": limit})

    async def me(self, request: web.Request) -> web.Response:
        """GET /users/@me."""
        return jresp(self.reg.bot.payload() | {"verified": True, "mfa_enabled": False,
                                                "locale": "en-US"})

    async def get_user(self, request: web.Request) -> web.Response:
        """GET /users/{id}."""
        uid = int(request.match_info["user_id"])
        user = self.reg.users.get(uid) or (self.reg.bot if uid == self.reg.bot.id else None)
        return jresp(user.payload()) if user else error(404, 10013, "Unknown User")

    async def application(self, request: web.Request) -> web.Response:
        """GET /oauth2/applications/@me."""
        reg = self.reg
        owner = next(iter(reg.users.values()), reg.bot)
        return jresp(
            {
                "id": str(reg.application_id),
                "name": reg.bot.name,
                "type": None,
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": owner.payload(),
                "verify_key": "00" * 32,
                "flags": 0,
                "flags_new": "0",
                "interactions_endpoint_url": None,
                "role_connections_verification_url": None,
                "summary": "",
                "team": None,
                "bot": reg.bot.payload(),
                "rpc_origins": [],
                "tags": [],
                "redirect_uris": [],
                "approximate_guild_count": 1,
                "approximate_user_install_count": 0,
                "approximate_user_authorization_count": 0,
                "explicit_content_filter": 0,
                "eligible_oauth2_scopes": [],
            }
        )

    def _command_list(self, request: web.Request) -> tuple[int | None, list[dict[str, Any]] | None]:
        gid = request.match_info.get("guild_id")
        if gid is None:
            return None, self.reg.global_commands
        if int(gid) not in self.reg.guilds:
            return int(gid), None
        return int(gid), self.reg.guild_commands.setdefault(int(gid), [])

    async def get_commands(self, request: web.Request) -> web.Response:
        """GET application commands (global or guild)."""
        _, cmds = self._command_list(request)
        return jresp(cmds) if cmds is not None else error(404, 10004, "Unknown Guild")

    async def put_commands(self, request: web.Request) -> web.Response:
        """PUT (bulk overwrite) application commands, as ``tree.sync()`` does."""
        gid, cmds = self._command_list(request)
        if cmds is None:
            return error(404, 10004, "Unknown Guild")
        body = await read_body(request)
        errors = validate_command_defs(body)
        if errors:
            return invalid(self.reg, request, errors, body)
        old = {(c["name"], c.get("type", 1)): c["id"] for c in cmds}
        new = []
        for c in body:
            cid = old.get((c["name"], c.get("type", 1))) or str(snowflake())
            new.append(
                c
                | {
                    "id": cid,
                    "application_id": str(self.reg.application_id),
                    "version": str(snowflake()),
                    "type": c.get("type", 1),
                    "default_member_permissions": c.get("default_member_permissions"),
                    "dm_permission": c.get("dm_permission", True),
                    "nsfw": c.get("nsfw", False),
                    "integration_types": c.get("integration_types") or [0],
                    "contexts": c.get("contexts"),
                    **({"guild_id": str(gid)} if gid else {}),
                }
            )
        cmds[:] = new
        return jresp(new)

    async def get_guild(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}."""
        gid = int(request.match_info["guild_id"])
        if gid not in self.reg.guilds:
            return error(404, 10004, "Unknown Guild")
        data = self.reg.guild_create(guild_id=gid)
        for key in ("channels", "members", "threads", "voice_states", "presences"):
            data.pop(key)
        return jresp(data)

    async def guild_channels(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}/channels."""
        gid = int(request.match_info["guild_id"])
        return jresp([c.payload() for c in self.reg.channels.values() if c.guild_id == gid])

    async def get_member(self, request: web.Request) -> web.Response:
        """GET /guilds/{g}/members/{u}."""
        user = self.reg.users.get(int(request.match_info["user_id"]))
        if user is None:
            return error(404, 10007, "Unknown Member")
        return jresp(user.member_payload(self.reg.joined_at))

    async def get_channel(self, request: web.Request) -> web.Response:
        """GET /channels/{id}."""
        ch = self.reg.any_channel(int(request.match_info["channel_id"]))
        return jresp(ch.payload()) if ch else error(404, 10003, "Unknown Channel")

    async def create_dm(self, request: web.Request) -> web.Response:
        """POST /users/@me/channels (works even when the user's DMs are closed)."""
        body = await read_body(request)
        user = self.reg.users.get(int(body.get("recipient_id", 0)))
        if user is None:
            return error(404, 10013, "Unknown User")
        return jresp(self.reg.dm_channel(user).payload())

    def _message(self, request: web.Request) -> MessageRecord | None:
        """A public message of the channel in the URL (ephemerals are not reachable here)."""
        msg = self.reg.messages.get(int(request.match_info["message_id"]))
        cid = int(request.match_info["channel_id"])
        if msg is None or msg.deleted or msg.ephemeral or msg.channel_id != cid:
            return None
        return msg

    async def list_messages(self, request: web.Request) -> web.Response:
        """GET /channels/{id}/messages (newest first; ``limit``, ``before``, ``after``)."""
        cid = int(request.match_info["channel_id"])
        if self.reg.any_channel(cid) is None:
            return error(404, 10003, "Unknown Channel")
        msgs = self.reg.channel_messages(cid)
        if "before" in request.query:
            msgs = [m for m in msgs if m.id < int(request.query["before"])]
        if "after" in request.query:
            msgs = [m for m in msgs if m.id > int(request.query["after"])]
        limit = int(request.query.get("limit", 50))
        return jresp([m.payload() for m in reversed(msgs)][:limit])

    async def post_message(self, request: web.Request) -> web.Response:
        """POST /channels/{id}/messages (``channel.send``, ``user.send``)."""
        ch = self.reg.any_channel(int(request.match_info["channel_id"]))
        if ch is None:
            return error(404, 10003, "Unknown Channel")
        body = await read_body(request)
        errors = check_message(body)
        if errors:
            return invalid(self.reg, request, errors, body)
        if ch.type == 1 and ch.recipient is not None and ch.recipient.dms_closed:
            ch.recipient.dms_refused += 1
            return error(403, 50007, "Cannot send messages to this user")
        if ch.id in self.reg.no_attach_files and any("size" in a for a in
                                                     body.get("attachments") or []):
            return error(403, 50013, "Missing Permissions")  # the bot lacks Attach Files
        refused = threads.refused_post(self.reg, ch)  # a thread: its permission, its lock
        if refused is not None:
            return refused
        body = body | {"flags": int(body.get("flags") or 0) & ~EPHEMERAL}
        msg = self.reg.create_message(ch.id, body)
        if ch.thread is not None:
            ch.thread.message_count += 1
            ch.thread.total_message_sent += 1
            if threads.unarchived(self.reg, ch):  # a message unarchives its thread
                await self.reg.emit("THREAD_UPDATE", ch.payload())
        return jresp(msg.payload())

    async def get_message(self, request: web.Request) -> web.Response:
        """GET /channels/{c}/messages/{m}."""
        msg = self._message(request)
        return jresp(msg.payload()) if msg else error(404, 10008, "Unknown Message")

    async def edit_message(self, request: web.Request) -> web.Response:
        """PATCH /channels/{c}/messages/{m} (``message.edit``)."""
        msg = self._message(request)
        if msg is None:
            return error(404, 10008, "Unknown Message")
        if msg.author.id != self.reg.bot.id:
            return error(403, 50005, "Cannot edit a message authored by another user")
        home = self.reg.any_channel(msg.channel_id)
        if home is not None and home.thread is not None and home.thread.archived:
            return threads.archived_thread()
        body = await read_body(request)
        errors = check_message(body, require_body=False, editing=msg)
        if errors:
            return invalid(self.reg, request, errors, body)
        if msg.channel_id in self.reg.no_attach_files and any(
                "size" in a for a in body.get("attachments") or []):
            return error(403, 50013, "Missing Permissions")  # new files need Attach Files
        msg.apply(body, edit=True)
        return jresp(msg.payload())

    async def delete_message(self, request: web.Request) -> web.Response:
        """DELETE /channels/{c}/messages/{m}."""
        msg = self._message(request)
        if msg is None:
            return error(404, 10008, "Unknown Message")
        msg.deleted = True
        return web.Response(status=204)
