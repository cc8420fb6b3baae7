"""Discord's rate limits in the double: per-route buckets and the global limit.

What Discord documents (https://discord.com/developers/docs/topics/rate-limits):

- *Per-route* limits, counted per bot token and per top-level resource of the path (the
  "major parameter": ``channel_id``, ``guild_id``, or a webhook's id and token); routes
  that share a limit share the ``X-RateLimit-Bucket`` hash, which leaves the top-level
  resource out. Every answer carries ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``
  (epoch seconds), ``-Reset-After`` (seconds) and ``-Bucket``; a 429 also
  ``X-RateLimit-Scope`` (``user``, ``global`` or ``shared``) and ``Retry-After``, and its
  body is ``{"message", "retry_after", "global"}`` (with ``X-RateLimit-Global`` for the
  global limit).
- The *global* limit: 50 requests per second per bot token. Interaction endpoints
  (callbacks, and the interaction webhook: followups and their edits) are not bound to it.
- Discord does not publish each route's figures ("should not be hard coded"); clients read
  the headers. The double's figures (``DISCORD``) are the widely observed ones:

  ============================================  ==========  ==============================
  route                                          limit       source
  ============================================  ==========  ==============================
  ``POST /channels/{channel_id}/messages``       5 per 5 s   per channel; javacord's wiki
                                                             ("Send Messages 5 / 5s per
                                                             channel"), bots' observed
                                                             headers
  ``PATCH /channels/{c}/messages/{m}``           5 per 5 s   per channel, its own bucket
                                                             (the same figure, observed)
  ``POST /webhooks/{app}/{token}`` and           5 per 2 s   per interaction token, in
  ``PATCH /webhooks/{app}/{token}/messages/…``               ``DISCORD``: measured for
                                                             followups ("5/2s per
                                                             interaction",
                                                             discord-api-docs#2701), and
                                                             Discord's staff there: "identical
                                                             to webhook rate limits" (5 per
                                                             2 s per webhook, birdie0's
                                                             webhook guide);
                                                             ``CHANNELS_ONLY`` gives headers
                                                             only (50 per 1 s)
  any other route                                50 per 1 s  the double's own: headers
                                                             for clients, never binding
                                                             before the global limit
  global (non-exempt routes, per bot token)      50 per 1 s  Discord's documentation
  ============================================  ==========  ==============================

A bucket is a fixed window that opens with its first request and lasts ``per`` seconds
(as Discord's ``Reset`` reads); the global limit is a fixed one-second window per token.

A 429 is the double's answer either way; it is recorded as a *violation* (the bot's fault)
only when the client was told: the double had already answered that token's bucket with
``Remaining: 0`` (or a 429) in the current window, or the request broke the global limit
(Discord gives no global headers to read: the bot must budget it). Other 429s (requests
already in flight when the bucket emptied) are only counted in ``Buckets.limited``.
"""

from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass, field, replace

from aiohttp import web

from .rest import jresp

MAJOR = ("channel_id", "guild_id", "app_id", "interaction_id", "token")  # top-level resources
CHANNEL_POST = "POST /channels/{channel_id}/messages"
CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
WEBHOOK_POST = "POST /webhooks/{app_id}/{token}"
WEBHOOK_EDIT = "PATCH /webhooks/{app_id}/{token}/messages/{message_id}"


@dataclass(frozen=True, slots=True)
class Limit:
    """``limit`` requests per ``per`` seconds for each major parameter of ``routes``
    (route keys as the double writes them, e.g. ``"POST /channels/{channel_id}/messages"``)."""

    name: str
    routes: tuple[str, ...]
    limit: int
    per: float
    scope: str = "user"
    hash: str = field(init=False, repr=False, compare=False)  # its X-RateLimit-Bucket

    def __post_init__(self) -> None:
        # the same for every channel, as Discord's (computed once: every answer carries it)
        object.__setattr__(self, "hash", hashlib.sha1(self.name.encode()).hexdigest()[:32])


@dataclass(frozen=True, slots=True)
class RouteLimits:
    """What the double enforces: per-route ``buckets``, a ``default`` bucket for every other
    route (None: no headers there), and ``global_per_second`` for non-exempt routes per
    token (None: no global limit)."""

    buckets: tuple[Limit, ...] = ()
    default: Limit | None = None
    global_per_second: int | None = None

    def scaled(self, factor: float) -> RouteLimits:
        """These limits for a run whose clock is `factor` times Discord's (a test at time
        scale 0.02 plays 50 times as fast): every window `factor` times as long, the
        global limit per second divided by it, so the bot meets them as it would meet
        Discord's at its real pace."""
        def of(limit: Limit | None) -> Limit | None:
            return None if limit is None else replace(limit, per=limit.per * factor)
        return RouteLimits(
            buckets=tuple(replace(b, per=b.per * factor) for b in self.buckets),
            default=of(self.default),
            global_per_second=None if self.global_per_second is None
            else max(1, round(self.global_per_second / factor)))

    def for_route(self, key: str) -> Limit | None:
        for limit in self.buckets:
            if key in limit.routes:
                return limit
        if self.default is None:
            return None
        return Limit(f"route {key}", (key,), self.default.limit, self.default.per,
                     self.default.scope)


CHANNEL_MESSAGES = (
    Limit("channel message create", (CHANNEL_POST,), 5, 5.0),
    Limit("channel message edit", (CHANNEL_EDIT,), 5, 5.0),
)
WEBHOOK_MESSAGES = Limit("webhook messages", (WEBHOOK_POST, WEBHOOK_EDIT), 5, 2.0)
DISCORD = RouteLimits(buckets=(*CHANNEL_MESSAGES, WEBHOOK_MESSAGES),
                      default=Limit("route", (), 50, 1.0), global_per_second=50)
"""The double's default: Discord's figures (see the module's table), the interaction
webhook's posts and edits included at 5 per 2 s per interaction, as Discord holds them
(measured, discord-api-docs#2701: "5/2s per interaction"; Discord's staff there: "identical
to webhook rate limits"). A test that runs the bot's clock faster scales them with it
(`RouteLimits.scaled`)."""
WITH_WEBHOOKS = DISCORD  # the name earlier runs gave these figures
CHANNELS_ONLY = RouteLimits(buckets=CHANNEL_MESSAGES, default=DISCORD.default,
                            global_per_second=50)
"""``DISCORD`` without the interaction webhook's bucket (it answers that with 50 per 1 s
headers only): the double's default before it held the webhook's."""
BY_NAME = {"discord": DISCORD, "webhooks": DISCORD, "channels": CHANNELS_ONLY}
"""The figures ``DISCORD_DOUBLE_LIMITS`` may name (``0`` turns rate limiting off)."""


@dataclass(slots=True)
class Window:
    """One bucket's current window for one token and major parameter."""

    reset_at: float  # monotonic
    remaining: int
    told_until: float = 0.0  # the client was told "Remaining: 0" for this window


@dataclass(frozen=True, slots=True)
class Limited:
    """A 429 the double answered by a bucket: when (monotonic), the route, the bucket
    (``"global"`` for the global limit), the major parameter, the token, and whether the
    client had been told (``ignored``: a violation)."""

    at: float
    route: str
    bucket: str
    major: str
    token: str
    ignored: bool


@dataclass(frozen=True, slots=True)
class Admission:
    """What ``Buckets.admit`` decided: ``refused`` (a 429 to answer instead) or the
    ``headers`` of the answer; ``emptied``: the window this request emptied."""

    refused: web.Response | None = None
    headers: dict[str, str] = field(default_factory=dict)
    emptied: Window | None = None

    def answered(self) -> None:
        """The answer that says ``Remaining: 0`` is out: the client has been told."""
        if self.emptied is not None:
            self.emptied.told_until = self.emptied.reset_at


@dataclass
class Buckets:
    """The double's rate-limit state: ``admit`` before a request is handled, ``headers``
    for its answer."""

    limits: RouteLimits | None = DISCORD
    windows: dict[tuple[str, str, str], Window] = field(default_factory=dict)
    seconds: dict[str, tuple[int, int]] = field(default_factory=dict)  # token -> (second, n)
    limited: list[Limited] = field(default_factory=list)
    prune_every: int = 4096  # admissions between two sweeps of windows that are over
    _routes: dict[str, Limit | None] = field(default_factory=dict, repr=False)
    _routes_of: RouteLimits | None = field(default=None, repr=False)
    _admitted: int = 0

    def _limit(self, limits: RouteLimits, key: str) -> Limit | None:
        """The bucket of route `key` (looked up once per route while `limits` stay)."""
        if self._routes_of is not limits:
            self._routes.clear()
            self._routes_of = limits
        try:
            return self._routes[key]
        except KeyError:
            limit = self._routes[key] = limits.for_route(key)
            return limit

    def _prune(self, now: float) -> None:
        """Forget windows that are over (a load benchmark opens one per interaction)."""
        self.windows = {k: w for k, w in self.windows.items() if w.reset_at > now}

    def admit(self, key: str, match: dict[str, str], token: str, *, exempt: bool,
              now: float | None = None) -> Admission:
        """Count a request: a 429 to answer instead, or the headers of its answer (call
        ``answered`` once that answer is out: a client may only be blamed for a later
        request once it has read ``Remaining: 0``)."""
        limits = self.limits
        if limits is None:
            return Admission()
        now = time.monotonic() if now is None else now
        self._admitted += 1
        if self._admitted % self.prune_every == 0:
            self._prune(now)
        major = "+".join(match[k] for k in MAJOR if k in match)
        per_second = limits.global_per_second
        if not exempt and per_second is not None:
            second = math.floor(now)
            start, count = self.seconds.get(token, (second, 0))
            count = count + 1 if start == second else 1
            self.seconds[token] = (second, count)
            if count > per_second:
                self.limited.append(Limited(now, key, "global", major, token, True))
                return Admission(too_many(second + 1 - now, "global"))
        limit = self._limit(limits, key)
        if limit is None:
            return Admission()
        wkey = (token, limit.name, major)
        window = self.windows.get(wkey)
        if window is None or now >= window.reset_at:
            window = self.windows[wkey] = Window(now + limit.per, limit.limit)
        left = window.reset_at - now
        if window.remaining <= 0:
            ignored = now < window.told_until
            self.limited.append(Limited(now, key, limit.name, major, token, ignored))
            window.told_until = window.reset_at  # this 429 says so
            return Admission(too_many(left, limit.scope, limit))
        window.remaining -= 1
        return Admission(None, headers(limit, window.remaining, left),
                         window if window.remaining == 0 else None)

    @property
    def ignored(self) -> list[Limited]:
        """The 429s of requests sent although the double had said the bucket was empty."""
        return [x for x in self.limited if x.ignored]


def _seconds(value: float) -> str:
    """Seconds rounded *up* to the millisecond: a client that waits them is never early."""
    return f"{math.ceil(max(value, 0.0) * 1000) / 1000:.3f}"


def headers(limit: Limit, remaining: int, left: float) -> dict[str, str]:
    """The rate-limit headers of an answer (discord.py reads Limit, Remaining, Reset-After
    or Reset, and Bucket)."""
    return {
        "X-RateLimit-Limit": str(limit.limit),
        "X-RateLimit-Remaining": str(remaining),
        "X-RateLimit-Reset": _seconds(time.time() + left),
        "X-RateLimit-Reset-After": _seconds(left),
        "X-RateLimit-Bucket": limit.hash,
    }


def too_many(retry_after: float, scope: str, limit: Limit | None = None) -> web.Response:
    """A 429 as Discord sends it: the body ``{"message", "retry_after", "global"}``, the
    ``Via`` header (without it discord.py takes a 429 for a Cloudflare ban), ``Retry-After``,
    ``X-RateLimit-Scope``, and the bucket's headers (``X-RateLimit-Global`` for the global)."""
    is_global = limit is None
    body = {"message": "You are being rate limited.", "retry_after": float(_seconds(retry_after)),
            "global": is_global}
    extra = {
        "Via": "1.1 google",
        "Retry-After": str(max(1, math.ceil(retry_after))),
        "X-RateLimit-Scope": scope,
    }
    if limit is None:
        extra["X-RateLimit-Global"] = "true"
    else:
        extra |= headers(limit, 0, retry_after)
    return jresp(body, 429, extra)
