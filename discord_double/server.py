"""``DiscordDouble``: the aiohttp app, fault injection, metrics, and running a real client."""
# ruff: noqa: ASYNC109  (timeout= parameters are the documented driver API)

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

import discord
import yarl
from aiohttp import web

from .buckets import BY_NAME, DISCORD, Buckets, Limited, RouteLimits
from .driver import ChannelDriver, UserDriver
from .gateway import Gateway
from .interactions import InteractionRoutes
from .models import EPHEMERAL, Failure, InteractionRecord, Violation, loads
from .openapi import Found, spec
from .registry import Registry
from .rest import API, Rest, error, invalid, jresp, read_payload
from .threads import PERMISSION_BITS, ThreadRoutes, thread_of


@dataclass
class RateLimitRule:
    """Answer ``times`` requests of ``route`` ("POST /channels/{channel_id}/messages") with 429."""

    route: str
    times: int
    retry_after: float
    scope: str
    is_global: bool
    hits: int = 0


PUBLIC_POSTS = ("POST /channels/{channel_id}/messages", "POST /webhooks/{app_id}/{token}")
PUBLIC_EDITS = (
    "PATCH /channels/{channel_id}/messages/{message_id}",
    "PATCH /webhooks/{app_id}/{token}/messages/{message_id}",
)


@dataclass(frozen=True, slots=True)
class Request:
    """One REST request the bot made: when (monotonic), its route key, whether Discord
    exempts it from the global limit, and the token it carried (its process, in tests)."""

    at: float
    route: str
    exempt: bool
    token: str


def chosen_limits(limits: RouteLimits | None, enforce: bool | None) -> RouteLimits | None:
    """The figures a double enforces (None: none): what the constructor says, else what
    ``DISCORD_DOUBLE_LIMITS`` names (``0`` off, ``channels``, ``discord`` or its old name
    ``webhooks``; unset: ``DISCORD``)."""
    env = os.environ.get("DISCORD_DOUBLE_LIMITS", "discord").strip().lower() or "discord"
    if enforce is None:
        enforce = env != "0"
    if not enforce:
        return None
    if limits is not None:
        return limits
    if env in ("1", "on"):
        return DISCORD
    if env not in BY_NAME:
        raise ValueError(f"DISCORD_DOUBLE_LIMITS={env!r}: use 0, discord or channels")
    return BY_NAME[env]


def is_exempt(route: str) -> bool:
    """Interaction callbacks and interaction webhooks (followups, their edits) are outside
    Discord's global 50 requests per second."""
    return route.startswith("POST /interactions/") or " /webhooks/" in route


def max_in_window(times: list[float], window: float = 1.0) -> int:
    """The most of `times` (sorted or not) inside any `window`-second interval."""
    ordered, best, lo = sorted(times), 0, 0
    for hi, t in enumerate(ordered):
        while t - ordered[lo] >= window:
            lo += 1
        best = max(best, hi - lo + 1)
    return best


@dataclass
class HoldRule:
    """Hold back the bot's *public* guild-channel messages until :meth:`release`.

    Held: new channel messages and public interaction followups, and with ``edits`` also
    edits of public messages (channel or interaction webhook). Never held: interaction
    callbacks, ephemeral followups and edits, DMs. A 429 rule (``stall=False``) answers
    429 with ``retry_after``; a stall rule lets the request through (the message is shown)
    but holds back the *answer* until released. ``until`` (monotonic time) ends the rule
    by itself. ``held`` lists the route of every request held.
    """

    retry_after: float
    edits: bool = False
    channel_id: int | None = None
    until: float | None = None
    stall: bool = False
    released: bool = False
    held: list[str] = field(default_factory=list)
    _freed: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    @property
    def active(self) -> bool:
        """True while requests are still being held."""
        return not self.released and (self.until is None or time.monotonic() < self.until)

    @property
    def hits(self) -> int:
        """How many requests were held so far."""
        return len(self.held)

    def release(self) -> None:
        """Stop holding: the next request goes through, stalled answers go out."""
        self.released = True
        self._freed.set()

    async def wait_released(self) -> None:
        """Wait until released (or ``until`` passes)."""
        left = None if self.until is None else max(self.until - time.monotonic(), 0.0)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._freed.wait(), left)


class DiscordDouble:
    """A local Discord for one guild, to run the real discord.py client against.

    ``async with DiscordDouble(members=["Alice", "Bob"]) as double:`` starts the server
    on a free port of 127.0.0.1; ``double.running(client, token)`` runs a client on it.
    Leaving the block fails with AssertionError if violations or interaction failures
    were recorded and not taken with :meth:`take_violations` / :meth:`take_failures`
    (``strict=False`` turns that off).

    Every REST request is checked against Discord's published API (``spec/openapi.json``,
    see :mod:`discord_double.openapi`) before it is handled: a route Discord does not have
    is answered 404, a method it does not take there 405, and parameters or a body its
    schema rejects 400 (code 50035, the rejected fields in ``errors``), each recorded as a
    violation; ``check_spec=False`` turns this off (by default it is on unless the
    environment variable ``DISCORD_DOUBLE_CHECK_SPEC`` is ``0``). ``check_responses=True``
    also checks the double's own JSON answers against the spec's response schemas and
    records departures in :attr:`response_violations` (the double's faults, not the bot's).

    Discord's rate limits are enforced (:mod:`discord_double.buckets`): per-route buckets
    per token and channel (or webhook), their headers on every answer, and the global 50
    requests per second for routes that are not interaction routes. ``limits`` chooses the
    figures (``DISCORD`` by default, Discord's own: the interaction webhook's 5 per 2 s
    included; a test that runs the bot's clock faster scales them with it,
    ``RouteLimits.scaled``); ``enforce_limits=False`` turns rate limiting off (no 429s, no
    headers). For every double that does not say, the environment variable
    ``DISCORD_DOUBLE_LIMITS`` chooses: ``0`` off, ``channels`` (``CHANNELS_ONLY``: the
    interaction webhook unbound), ``discord`` or unset ``DISCORD``.
    A 429 the client could have avoided (it had been told the bucket was empty, or it broke
    the global limit) is a violation; every 429 is listed in :attr:`limited`.
    """

    def __init__(
        self,
        members: list[str] | tuple[str, ...] = ("Alice", "Bob", "Carol"),
        *,
        channels: list[str] | tuple[str, ...] = ("general",),
        guild_name: str = "Larry Test Guild",
        closed_dms: list[str] | tuple[str, ...] = (),
        interaction_deadline: float = 3.0,
        strict: bool = True,
        check_spec: bool | None = None,
        check_responses: bool = False,
        limits: RouteLimits | None = None,
        enforce_limits: bool | None = None,
    ) -> None:
        self.registry = Registry(list(members), list(channels), guild_name)
        for name in closed_dms:
            self.user(name).record.dms_closed = True
        self.interaction_deadline = interaction_deadline
        self.strict = strict
        if check_spec is None:  # on unless the environment turns it off (to measure its cost)
            check_spec = os.environ.get("DISCORD_DOUBLE_CHECK_SPEC", "1") != "0"
        self.check_spec = check_spec
        self.check_responses = check_responses
        self.buckets = Buckets(chosen_limits(limits, enforce_limits))
        self.response_violations: list[Violation] = []  # the double's answers vs the spec
        self.responses_checked: Counter[str] = Counter()  # operationId -> answers checked
        self.rate_limits: list[RateLimitRule] = []
        self.holds: list[HoldRule] = []
        self.port = 0
        self.gateway: Gateway
        self.requests: list[Request] = []  # every REST request, oldest first
        self._runner: web.AppRunner | None = None
        self._timers: list[asyncio.TimerHandle] = []

    # -- lifecycle ----------------------------------------------------------
    @property
    def base_url(self) -> str:
        """REST base to put into ``discord.http.Route.BASE``."""
        return f"http://127.0.0.1:{self.port}{API}"

    @property
    def gateway_url(self) -> str:
        """Websocket URL to put into ``DiscordWebSocket.DEFAULT_GATEWAY``."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        """Bind a free port on 127.0.0.1 and serve."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        app = web.Application(middlewares=[self._middleware])
        self.gateway = Gateway(self.registry, self.gateway_url)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_routes(Rest(self.registry, self.base_url, self.gateway_url).routes())
        app.router.add_routes(InteractionRoutes(self.registry, self.interaction_deadline).routes())
        app.router.add_routes(ThreadRoutes(self.registry).routes())
        self.registry.emit_hook = self.gateway.dispatch
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        await web.SockSite(self._runner, sock).start()

    async def stop(self) -> None:
        """Close sockets and the server (stalled answers are let go first)."""
        for timer in self._timers:
            timer.cancel()
        for rule in self.holds:
            rule.release()
        if self._runner is not None:
            await self.gateway.close_all()
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> DiscordDouble:
        await self.start()
        return self

    async def __aexit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        await self.stop()
        if self.strict and exc_type is None:
            self.assert_clean()

    @contextlib.asynccontextmanager
    async def running(
        self, client: discord.Client, token: str = "double-token", *, ready_timeout: float = 30.0
    ) -> AsyncIterator[discord.Client]:
        """Run ``client`` against the double until the block ends.

        Patches ``Route.BASE`` and ``DiscordWebSocket.DEFAULT_GATEWAY`` (restored after),
        starts ``client.start(token)``, waits for on_ready. Build the client with a small
        ``guild_ready_timeout`` (e.g. 0.05) and without the members intent, or on_ready
        comes late. `ready_timeout` leaves room for a bot that compiles every game's
        catalogues in every language before it connects (a few seconds on a busy machine).
        """
        old_base = discord.http.Route.BASE
        old_gw = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        discord.http.Route.BASE = self.base_url
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        task = asyncio.create_task(client.start(token), name="discord-double-client")
        try:
            ready = asyncio.create_task(client.wait_until_ready())
            done, _ = await asyncio.wait(
                {ready, task}, timeout=ready_timeout, return_when=asyncio.FIRST_COMPLETED
            )
            if ready not in done:
                ready.cancel()
                if task.done():
                    task.result()
                raise TimeoutError(f"client not ready after {ready_timeout}s")
            yield client
            if task.done():
                task.result()
        finally:
            await client.close()
            try:
                await asyncio.wait_for(task, timeout=5)
            except (asyncio.CancelledError, TimeoutError):
                pass
            finally:
                discord.http.Route.BASE = old_base
                discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gw

    # -- several guilds and shards ------------------------------------------------
    def add_guild(self, name: str, channels: list[str] | tuple[str, ...], *,
                  shard: int | None = None, shard_count: int = 1) -> int:
        """Add a guild with text channels (before the bot connects); with ``shard`` its id
        routes to that shard of ``shard_count``. Every member is in every guild."""
        return self.registry.add_guild(name, list(channels), shard=shard,
                                       shard_count=shard_count)

    # -- the global rate limit, measured ---------------------------------------------
    def global_requests(self, token: str | None = None) -> list[float]:
        """When each non-exempt REST request came (monotonic), all processes together or
        those made with ``token``."""
        return [r.at for r in self.requests
                if not r.exempt and (token is None or r.token == token)]

    def max_global_per_second(self, token: str | None = None, window: float = 1.0) -> int:
        """The most non-exempt requests in any ``window`` seconds (Discord allows 50 per
        second per bot token, however many processes share it)."""
        return max_in_window(self.global_requests(token), window)

    def request_tokens(self) -> dict[str, int]:
        """Requests per token (each test process may use its own to tell them apart)."""
        out: dict[str, int] = {}
        for r in self.requests:
            out[r.token] = out.get(r.token, 0) + 1
        return out

    # -- driver access ----------------------------------------------------------
    def user(self, name: str) -> UserDriver:
        """The member called ``name`` (acts like a person in the Discord client)."""
        rec = self.registry.user_named(name)
        if rec is None:
            raise KeyError(
                f"no member {name!r}; have {[u.name for u in self.registry.users.values()]}"
            )
        return UserDriver(self, rec)

    def add_member(self, name: str, *, dms_closed: bool = False) -> UserDriver:
        """Add a member; do it before the bot connects (no GUILD_MEMBER_ADD is sent)."""
        return UserDriver(self, self.registry.add_user(name, dms_closed=dms_closed))

    def channel(self, name: str = "general") -> ChannelDriver:
        """A guild text channel by name."""
        return ChannelDriver(self, self.registry.channel_named(name))

    # -- where an app installed to a user runs (`discord_double.contexts`) ----------------
    def group_dm(self, name: str, members: list[str]) -> ChannelDriver:
        """A group DM of the members named (the first one its owner); the bot is not in it."""
        people = [self.registry.user_named(n) for n in members]
        if any(p is None for p in people):
            raise KeyError(f"no member among {members!r}")
        return ChannelDriver(self, self.registry.contexts.add_group_dm(
            self.registry, name, [p for p in people if p is not None]))

    def foreign_guild(self, name: str, channels: list[str]) -> int:
        """A server the bot is not in (every member is), with text channels: its id."""
        return self.registry.contexts.add_foreign_guild(self.registry, name, channels)

    def age_tokens(self, seconds: float) -> None:
        """Every interaction token issued so far is `seconds` older: past 15 minutes its
        webhook routes answer 401 50027, as Discord's do."""
        self.registry.contexts.age(self.registry, seconds)

    @property
    def refused(self) -> list[Any]:
        """The requests refused in these contexts (`contexts.Refusal`), oldest first."""
        return list(self.registry.contexts.refused)

    def thread(self, key: str | int) -> ChannelDriver:
        """A thread by id or name (the newest of that name); its `record.thread` is its
        state (parent, owner, archived, locked: `discord_double.threads`)."""
        return ChannelDriver(self, thread_of(self.registry, key))

    def threads(self, parent: str | None = None) -> list[ChannelDriver]:
        """Every thread (of the channel named `parent`), oldest first."""
        home = self.registry.channel_named(parent).id if parent is not None else None
        return [ChannelDriver(self, t) for t in self.registry.threads.values()
                if t.thread is not None and home in (None, t.thread.parent_id)]

    def deny(self, channel: str, *permissions: str) -> None:
        """Take `permissions` (discord.py's names: ``create_public_threads``,
        ``send_messages_in_threads``, ``manage_threads``) from the bot in the channel named
        `channel` and its threads, as an overwrite would; `allow` gives them back."""
        cid = self.registry.channel_named(channel).id
        bits = sum(PERMISSION_BITS[name] for name in permissions)
        self.registry.denied[cid] = self.registry.denied.get(cid, 0) | bits

    def allow(self, channel: str, *permissions: str) -> None:
        """Give back permissions taken by `deny`."""
        cid = self.registry.channel_named(channel).id
        bits = sum(PERMISSION_BITS[name] for name in permissions)
        self.registry.denied[cid] = self.registry.denied.get(cid, 0) & ~bits

    @property
    def commands(self) -> list[dict[str, Any]]:
        """Synced commands visible in the guild (guild ones first, then global)."""
        return self.registry.commands_for(self.registry.guild_id)

    @property
    def interactions(self) -> list[InteractionRecord]:
        """Every interaction dispatched, oldest first (metrics: sent_at, latency)."""
        return list(self.registry.interactions.values())

    @property
    def limited(self) -> list[Limited]:
        """Every 429 the double's rate limits answered, oldest first (``ignored``: the
        client had been told; those are violations too)."""
        return list(self.buckets.limited)

    @property
    def route_counts(self) -> dict[str, int]:
        """Requests per route, e.g. ``{"POST /channels/{channel_id}/messages": 3}``."""
        return dict(self.registry.route_counts)

    async def dispatch_interaction(self, rec: InteractionRecord) -> None:
        """Send INTERACTION_CREATE and arm the 3-second "unanswered" check."""
        rec.sent_at = time.monotonic()
        await self.gateway.dispatch("INTERACTION_CREATE", rec.payload)

        def expire() -> None:
            if not rec.responded and "unanswered" not in rec.failures:
                self.registry.fail(
                    rec, "unanswered", f"no response in {self.interaction_deadline}s"
                )
                rec.answered.set()

        loop = asyncio.get_running_loop()
        self._timers.append(loop.call_later(self.interaction_deadline, expire))

    # -- waiting, checks --------------------------------------------------------
    async def wait_for(
        self, predicate: Callable[[], Any], timeout: float = 5.0, interval: float = 0.01
    ) -> Any:
        """Poll ``predicate`` until it returns something truthy; return it."""
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"condition not met within {timeout}s")
            await asyncio.sleep(interval)

    @property
    def violations(self) -> list[Violation]:
        """Requests Discord would have rejected (limits, bad shapes, unknown routes)."""
        return list(self.registry.violations)

    @property
    def failures(self) -> list[Failure]:
        """Interaction failures: ``late_response``, ``unanswered``, ``double_response``."""
        return list(self.registry.failures)

    def take_violations(self) -> list[Violation]:
        """Return and clear violations (for tests that provoke them on purpose)."""
        out, self.registry.violations[:] = list(self.registry.violations), []
        return out

    def take_failures(self) -> list[Failure]:
        """Return and clear interaction failures."""
        out, self.registry.failures[:] = list(self.registry.failures), []
        return out

    def assert_no_violations(self) -> None:
        """Fail loudly if the bot sent anything Discord would reject."""
        if self.registry.violations:
            lines = "\n  ".join(str(v) for v in self.registry.violations)
            raise AssertionError(f"Discord double recorded violations:\n  {lines}")

    def assert_clean(self) -> None:
        """No violations, no interaction failures, no answers of the double's own that
        depart from the spec (with ``check_responses``)."""
        self.assert_no_violations()
        if self.response_violations:
            lines = "\n  ".join(str(v) for v in self.response_violations)
            raise AssertionError(f"Discord double answered against the spec:\n  {lines}")
        if self.registry.failures:
            lines = "\n  ".join(str(f) for f in self.registry.failures)
            raise AssertionError(f"Discord double recorded interaction failures:\n  {lines}")

    # -- faults ---------------------------------------------------------------
    def rate_limit(
        self,
        route: str,
        *,
        times: int = 1,
        retry_after: float = 0.05,
        scope: str = "user",
        is_global: bool = False,
    ) -> RateLimitRule:
        """Answer the next ``times`` requests of ``route`` with 429 (``Via`` header set)."""
        rule = RateLimitRule(route, times, retry_after, scope, is_global)
        self.rate_limits.append(rule)
        return rule

    def hold_public(
        self,
        *,
        edits: bool = False,
        retry_after: float = 0.5,
        channel: str | None = None,
        seconds: float | None = None,
    ) -> HoldRule:
        """Hold back the bot's public messages with 429s until ``rule.release()`` (or for
        ``seconds``): new messages in guild channels (``channel.send``, public followups)
        and, with ``edits=True``, edits of public messages. Private traffic (callbacks,
        ephemeral followups, DMs) goes through, so interactions are still answered. See
        also :meth:`stall_public`."""
        rule = HoldRule(
            retry_after,
            edits,
            self.registry.channel_named(channel).id if channel is not None else None,
            time.monotonic() + seconds if seconds is not None else None,
        )
        self.holds.append(rule)
        return rule

    def stall_public(
        self, *, edits: bool = False, channel: str | None = None, seconds: float = 60.0
    ) -> HoldRule:
        """Let the bot's public messages through (users see them) but hold back the HTTP
        answers until ``rule.release()`` (at most ``seconds``): the bot does not know yet
        that its message was accepted. Same scope as :meth:`hold_public`."""
        rule = self.hold_public(edits=edits, channel=channel, seconds=seconds)
        rule.stall = True
        return rule

    async def _public_channel(self, request: web.Request, key: str, edits: bool) -> int | None:
        """The guild channel a public message write goes to (None: not one to hold)."""
        reg, info = self.registry, request.match_info
        if key == PUBLIC_POSTS[0] or (edits and key == PUBLIC_EDITS[0]):
            cid = int(info["channel_id"])
            return cid if cid in reg.channels else None
        rec = reg.by_token.get(info.get("token", ""))
        if rec is None or rec.channel_id not in reg.channels:
            return None
        if key == PUBLIC_POSTS[1]:
            original = reg.messages.get(rec.original_message_id or 0)
            if rec.response_type == 5 and original is not None and original.loading:
                return None if original.ephemeral else rec.channel_id  # fills the deferral
            if not request.content_type.startswith("application/json"):
                return rec.channel_id  # multipart (files): flags unknown, treat as public
            raw = await request.read()  # aiohttp keeps it for the handler
            body = loads(raw) if raw else {}
            return None if int(body.get("flags") or 0) & EPHEMERAL else rec.channel_id
        if edits and key == PUBLIC_EDITS[1]:
            mid = info["message_id"]
            msg = reg.messages.get(
                (rec.original_message_id or 0) if mid == "@original" else int(mid)
            )
            return None if msg is None or msg.ephemeral else rec.channel_id
        return None

    async def _held(self, request: web.Request, key: str) -> HoldRule | None:
        for rule in self.holds:
            if not rule.active or key not in PUBLIC_POSTS + PUBLIC_EDITS:
                continue
            cid = await self._public_channel(request, key, rule.edits)
            if cid is not None and rule.channel_id in (None, cid):
                rule.held.append(key)
                return rule
        return None

    async def disconnect(self, mode: str = "resume", shard: int = 0) -> None:
        """Drop a shard's gateway connection; see :meth:`Gateway.disconnect` for modes."""
        await self.gateway.disconnect(mode, shard)

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Any) -> web.StreamResponse:
        resource = request.match_info.route.resource
        canonical = resource.canonical if resource is not None else request.path
        key = f"{request.method} {canonical.removeprefix(API)}"
        self.registry.route_counts[key] += 1
        token = request.headers.get("Authorization", "").removeprefix("Bot ")
        self.requests.append(Request(time.monotonic(), key, is_exempt(key), token))
        found: Found | None = None
        if self.check_spec and request.path.startswith(API + "/"):
            match = spec().match(request.method, request.path.removeprefix(API))
            if not isinstance(match, Found):
                self.registry.violations.append(Violation(key, [f"{match}: not in Discord's API"]))
                if match == "method not allowed":
                    return error(405, 0, "405: Method Not Allowed")
                return error(404, 0, "404: Not Found")
            found = match
        if resource is None:
            self.registry.violations.append(Violation(key, ["route not implemented by the double"]))
            return error(404, 0, "404: Not Found")
        refused = self.registry.contexts.refuse(  # group DMs, servers without the bot, tokens
            self.registry, request.method, key.split(" ", 1)[1], dict(request.match_info))
        if refused is not None:
            return refused
        hold = await self._held(request, key)
        if hold is not None and hold.stall:
            response = await self._handle(request, handler, found)
            await hold.wait_released()
            return response
        if hold is not None:
            return too_many_requests(key, hold.retry_after, "user", is_global=False)
        for rule in self.rate_limits:
            if rule.route == key and rule.hits < rule.times:
                rule.hits += 1
                return too_many_requests(key, rule.retry_after, rule.scope, rule.is_global)
        admission = self.buckets.admit(key, dict(request.match_info), token,
                                       exempt=is_exempt(key))
        if admission.refused is not None:
            last = self.buckets.limited[-1]
            if last.ignored:
                why = ("the global limit: more than "
                       f"{self.buckets.limits.global_per_second if self.buckets.limits else 0}"
                       " non-exempt requests in one second" if last.bucket == "global" else
                       f"429 on bucket {last.bucket!r} ({last.major}): sent after the "
                       "double answered X-RateLimit-Remaining: 0 for this window")
                self.registry.violations.append(Violation(key, [why]))
            return admission.refused
        response = await self._handle(request, handler, found)
        response.headers.update(admission.headers)
        admission.answered()
        return response

    async def _handle(self, request: web.Request, handler: Any,
                      found: Found | None) -> web.StreamResponse:
        """Check a request against its operation in the spec (``found``), then handle it;
        a rejected one is answered as Discord answers it and recorded as a violation."""
        if found is not None:
            try:
                payload, _ = await read_payload(request)
            except ValueError:
                route = f"{request.method} {request.path.removeprefix(API)}"
                self.registry.violations.append(Violation(route, ["body: invalid JSON"]))
                return error(400, 50109, "The request body contains invalid JSON.")
            errors = found.operation.check(found.path_params, request.query, payload,
                                           has_body=payload is not None)
            if errors:
                return invalid(self.registry, request, errors, payload)
        response = await handler(request)
        if found is not None and self.check_responses:
            self._check_response(request, found, response)
        return response

    def _check_response(self, request: web.Request, found: Found,
                        response: web.StreamResponse) -> None:
        """Record where a JSON answer of the double departs from the spec's schema."""
        if not isinstance(response, web.Response) or response.content_type != "application/json":
            return
        if not isinstance(response.body, bytes) or not 200 <= response.status < 300:
            return
        op = found.operation
        self.responses_checked[op.operation_id] += 1
        errors = op.check_response(response.status, loads(response.body))
        if errors:
            route = f"{request.method} {request.path.removeprefix(API)} -> {response.status}"
            self.response_violations.append(Violation(route, list(errors)))


def too_many_requests(key: str, retry_after: float, scope: str, is_global: bool) -> web.Response:
    """A 429 as Discord sends it (``Via`` set, so discord.py takes it for a rate limit)."""
    body = {
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": is_global,
        "code": 0,
    }
    return jresp(
        body,
        429,
        {
            "Via": "1.1 google",
            "X-RateLimit-Scope": scope,
            "Retry-After": str(max(1, round(retry_after))),
            "X-RateLimit-Limit": "5",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset-After": str(retry_after),
            "X-RateLimit-Bucket": f"double-{abs(hash(key)) % 10**8}",
            **({"X-RateLimit-Global": "true"} if is_global else {}),
        },
    )
