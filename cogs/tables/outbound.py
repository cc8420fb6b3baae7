"""The bot's outbound path to Discord: rate-limit aware, coalescing, never losing the latest state.

Discord counts a bot's REST calls against a global limit of 50 requests per second, except
interaction traffic: callbacks and the interaction webhook (followups, edits of its messages).
The publisher therefore sends what it can through an interaction webhook (see `Acting` and
`Publisher.carriers`), and routes the rest (AI and timeout turns with no fresh interaction,
DMs, edits of old messages) through `TokenBucket`, kept under the global limit by construction
(rate + burst <= 50 in any one-second window).

The limit is per bot token, not per process. Several processes split it by shard
(`Outbound.set_share`): a process running k of n shards gets k/n of the budget, so processes
that together run every shard once stay within 50 per second together. A split rather than
a shared counter (Redis, PostgreSQL): no extra round trip before each request and no new
thing that can fail; the cost is that one process's idle share cannot help another's burst
(docs/operations.md).

Discord's per-route limits (5 posts and 5 edits per 5 s per channel, as observed) are
discord.py's to keep: it reads each answer's rate-limit headers and holds a request back
until its bucket resets. A call that may be held so names its *lane* (the route's bucket:
the kind of request and the channel): calls of one lane run one at a time, and each takes
its global token only once the one before it has returned. A token taken before discord.py's
wait would be spent out of time (the request goes seconds later, together with fresh ones),
bunching non-exempt requests past the global 50 per second (`bench/board.py` measured 54).

Failures: discord.py already sleeps and retries a 429 a few times; when it gives up (or a 5xx
or a dropped connection surfaces) `Outbound.call` retries with backoff, so a rate limit slows a
table down but never breaks a game. Edits are coalesced per message (`Outbound.edit`): while one
is in flight or backing off, newer states replace the pending one and only the latest is sent;
and a message is written at most once a second (`EDIT_GAP`): a state that comes sooner waits
for the rest of that second, and only the latest of those waiting is sent. A reader cannot
follow faster redraws, and Discord's per-message budget would refuse them.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import aiohttp
import discord

from cogs.tables import token_clock

log = logging.getLogger(__name__)
T = TypeVar("T")

GLOBAL_LIMIT = 50.0  # Discord's global requests per second, per bot token
GLOBAL_RATE = 40.0  # tokens per second for non-exempt REST calls
GLOBAL_BURST = 10.0  # rate + burst stays within Discord's 50 requests in any one second
PRI_POST, PRI_EDIT, PRI_DM = 0, 1, 2  # lower is served first when the bucket is short
CANNOT_DM = 50007  # Discord's error code: the user does not accept DMs from this bot
UNKNOWN_INTERACTION = 10062  # Discord's error code: an interaction answered after its 3 s
TOKEN_USABLE = 14 * 60.0  # interaction tokens live 15 minutes; keep a minute of margin
EDIT_GAP = 1.0  # seconds between two writes to one message, at least
WRITTEN_KEPT = 4096  # messages whose last write is remembered (older ones are past the gap)


def too_late(exc: BaseException) -> bool:
    """Whether `exc` is Discord refusing an answer that came after the interaction's 3
    seconds (an overloaded or paused bot): nothing can reach that user through it any
    more, and it is no bug in the handler."""
    return isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_INTERACTION


class Superseded(Exception):
    """A coalesced edit was replaced by a newer state before it could be delivered."""


# ------------------------------------------------------------------ acting interaction
@dataclass(slots=True)
class Acting:
    """The interaction that caused a change, passed to the service as the change's origin
    (`Origin.handle`). `carry`: its followups may be public (a move on an own screen,
    `/larry new`), so the publisher may post the table's messages through its webhook,
    which Discord exempts from the global rate limit. `ack` is the private answer: whoever
    sends first (the handler or the publisher, under `lock`) sends it, so a public followup
    can never replace a private "thinking" answer."""

    interaction: discord.Interaction
    ack: str | None = None
    carry: bool = False
    acked: bool = False
    since: float = field(default_factory=token_clock.now)  # when its token was made
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # set once the handler's own answer is out, when that answer comes after the change
    # (a press answered by its message redrawn): the publisher waits for it before it
    # carries anything through this interaction
    answering: asyncio.Event | None = None

    async def send_ack(self) -> None:
        """Send the private answer once (a no-op if it was sent or there is none)."""
        async with self.lock:
            if self.acked or self.ack is None:
                return
            await self.interaction.followup.send(self.ack, ephemeral=True)
            self.acked = True


# ---------------------------------------------------------------------- token bucket
def budget(share: float) -> tuple[float, float]:
    """(rate, burst) for a process with `share` (0 < share <= 1) of the token's budget:
    rate + burst = share × 50, the burst a fifth of it but at least one request."""
    if not 0 < share <= 1:
        raise ValueError(f"a budget share is more than 0 and at most 1, not {share}")
    total = GLOBAL_LIMIT * share
    burst = max(1.0, total * GLOBAL_BURST / GLOBAL_LIMIT)
    return max(total - burst, 0.1), burst


class TokenBucket:
    """An asyncio token bucket with priorities: `await acquire(priority)` takes one token."""

    def __init__(self, rate: float = GLOBAL_RATE, burst: float = GLOBAL_BURST, *,
                 clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], Awaitable[None]] = asyncio.sleep) -> None:
        self.rate, self.burst = rate, burst
        self.clock, self.sleep = clock, sleep  # the machine's time (a test's own, in tests)
        self.tokens = burst
        self.stamp = clock()
        self._waiters: list[tuple[int, int, asyncio.Future[None]]] = []
        self._seq = itertools.count()
        self._drainer: asyncio.Task[None] | None = None
        self.granted = 0

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def set_budget(self, rate: float, burst: float) -> None:
        """Change the rate and burst from now on: the tokens earned so far are credited at
        the old rate, then capped to the new burst; waiters keep their places."""
        self._refill()
        self.rate, self.burst = rate, burst
        self.tokens = min(self.tokens, burst)

    @property
    def waiting(self) -> int:
        return sum(1 for *_, f in self._waiters if not f.done())

    async def acquire(self, priority: int = PRI_POST) -> None:
        self._refill()
        if not self._waiters and self.tokens >= 1:
            self.tokens -= 1
            self.granted += 1
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiters, (priority, next(self._seq), fut))
        if self._drainer is None or self._drainer.done():
            self._drainer = asyncio.create_task(self._drain(), name="larry-token-bucket")
        await fut

    async def _drain(self) -> None:
        while self._waiters:
            self._refill()
            if self.tokens < 1 and self.rate > 0:
                await self.sleep((1 - self.tokens) / self.rate)
                continue
            _, _, fut = heapq.heappop(self._waiters)
            if fut.done():  # its caller was cancelled
                continue
            self.tokens -= 1
            self.granted += 1
            fut.set_result(None)


# --------------------------------------------------------------------------- outbound
def _retry_after(exc: BaseException) -> float | None:
    if isinstance(exc, discord.RateLimited):
        return exc.retry_after
    if isinstance(exc, discord.HTTPException) and exc.status == 429:
        resp = exc.response
        try:
            return float(resp.headers.get("Retry-After", "") or 0) or None
        except (AttributeError, ValueError):
            return None
    return None


def retryable(exc: BaseException) -> bool:
    """A failure worth trying again: rate limited, server error, or a dropped connection."""
    if isinstance(exc, discord.RateLimited):
        return True
    if isinstance(exc, discord.HTTPException):
        return exc.status == 429 or exc.status >= 500
    return isinstance(exc, (aiohttp.ClientError, asyncio.TimeoutError, ConnectionError))


@dataclass(slots=True)
class _Slot:
    """The pending (latest) edit of one message and who waits for it."""

    send: Callable[[dict[str, Any]], Awaitable[object]] | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    exempt: bool = False
    lane: Hashable | None = None
    pending: bool = False
    waiters: list[asyncio.Future[None]] = field(default_factory=list)
    task: asyncio.Task[None] | None = None


class Outbound:
    """Every REST call of the publisher goes through here."""

    def __init__(self, *, rate: float = GLOBAL_RATE, burst: float = GLOBAL_BURST,
                 retry_base: float = 0.25, retry_max: float = 30.0,
                 max_attempts: int = 40) -> None:
        self.bucket = TokenBucket(rate, burst)
        self.retry_base, self.retry_max, self.max_attempts = retry_base, retry_max, max_attempts
        self.slots: dict[int, _Slot] = {}
        self.lanes: dict[Hashable, tuple[asyncio.Lock, int]] = {}  # lane -> (lock, users)
        self.written: dict[int, float] = {}  # message -> when an edit of it last went out
        self.edit_gap = EDIT_GAP
        self.stats: Counter[str] = Counter()

    def set_share(self, share: float) -> None:
        """Spend only `share` of the token's global budget (see `budget`); waiters keep
        their places, the new rate applies from now on."""
        self.bucket.set_budget(*budget(share))

    @contextlib.asynccontextmanager
    async def _lane(self, lane: Hashable | None) -> AsyncIterator[None]:
        """One call of `lane` at a time (no lane: no waiting); a lane nobody uses is dropped."""
        if lane is None:
            yield
            return
        lock, users = self.lanes.get(lane) or (asyncio.Lock(), 0)
        self.lanes[lane] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self.lanes[lane]
            if users > 1:
                self.lanes[lane] = (lock, users - 1)
            else:
                del self.lanes[lane]

    async def call(self, fn: Callable[[], Awaitable[T]], *, exempt: bool,
                   priority: int = PRI_POST,
                   superseded: Callable[[], bool] | None = None,
                   lane: Hashable | None = None) -> T:
        """Run one REST call (through the bucket unless `exempt`), retrying transient
        failures with backoff; raise `Superseded` if a newer state replaced this one.
        `lane`: the Discord bucket the call falls in (see the module's docstring); the
        call's turn in its lane comes before its global token."""
        delay = self.retry_base
        for attempt in itertools.count(1):
            if superseded is not None and superseded():
                raise Superseded
            async with self._lane(lane):
                if superseded is not None and superseded():  # replaced while it queued
                    raise Superseded
                if not exempt:
                    await self.bucket.acquire(priority)
                self.stats["exempt" if exempt else "global"] += 1
                try:
                    return await fn()
                except Exception as exc:
                    if not retryable(exc) or attempt >= self.max_attempts:
                        raise
                    wait = max(_retry_after(exc) or 0.0, delay)
                    delay = min(delay * 2, self.retry_max)
                    self.stats["retried"] += 1
                    log.warning("outbound call failed (%s), retrying in %.2fs",
                                type(exc).__name__, wait)
            await asyncio.sleep(wait)
        raise AssertionError("unreachable")

    def edit(self, key: int, send: Callable[[dict[str, Any]], Awaitable[object]],
             payload: dict[str, Any], *, exempt: bool,
             lane: Hashable | None = None) -> asyncio.Future[None]:
        """Set the latest state of message `key`; the future resolves once a state at least
        this new is delivered (or fails for good). Older pending states are dropped, also
        while the edit waits for its `lane` (see `call`)."""
        slot = self.slots.get(key)
        if slot is None:
            slot = self.slots[key] = _Slot()
        if slot.pending:
            self.stats["coalesced"] += 1
        slot.send, slot.payload, slot.exempt, slot.pending = send, payload, exempt, True
        slot.lane = lane
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        fut.add_done_callback(_consume)
        slot.waiters.append(fut)
        if slot.task is None:
            slot.task = asyncio.create_task(self._deliver(key, slot), name=f"larry-edit-{key}")
        return fut

    async def _deliver(self, key: int, slot: _Slot) -> None:
        try:
            while slot.pending:
                early = self.written.get(key, -self.edit_gap) + self.edit_gap - time.monotonic()
                if early > 0:  # written less than a second ago: the latest state then
                    self.stats["spaced"] += 1
                    await asyncio.sleep(early)
                send, payload, exempt, lane = slot.send, slot.payload, slot.exempt, slot.lane
                assert send is not None
                slot.pending = False
                waiters, slot.waiters = slot.waiters, []
                try:
                    await self.call(lambda s=send, p=payload: s(p),  # type: ignore[misc]
                                    exempt=exempt, priority=PRI_EDIT,
                                    superseded=lambda: slot.pending, lane=lane)
                except Superseded:
                    slot.waiters[:0] = waiters  # they are served by the newer state
                    continue
                except Exception as exc:
                    for fut in waiters:
                        if not fut.done():
                            fut.set_exception(exc)
                    continue
                self.wrote(key)
                for fut in waiters:
                    if not fut.done():
                        fut.set_result(None)
        finally:
            slot.task = None
            if not slot.pending and self.slots.get(key) is slot:
                del self.slots[key]

    def wrote(self, key: int) -> None:
        """Note that message `key` was just written (the gap to its next edit starts)."""
        self.written[key] = time.monotonic()
        if len(self.written) > WRITTEN_KEPT:
            past = time.monotonic() - self.edit_gap
            self.written = {k: w for k, w in self.written.items() if w > past}

    async def settle(self, fut: asyncio.Future[None], wait: float) -> None:
        """Wait up to `wait` seconds for an edit; past that it goes on in the background."""
        try:
            await asyncio.wait_for(asyncio.shield(fut), wait)
        except TimeoutError:
            self.stats["backgrounded"] += 1
        except discord.HTTPException as exc:
            log.warning("an edit was refused (status %s, code %s)", exc.status, exc.code)


def _consume(fut: asyncio.Future[None]) -> None:
    """Retrieve a background edit's exception (it was logged by the caller or not awaited)."""
    if not fut.cancelled() and fut.exception() is not None:
        log.warning("an edit failed for good: %s", type(fut.exception()).__name__)
