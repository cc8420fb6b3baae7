"""Discord's rate limits in the double (`discord_double.buckets`): per-route buckets per
channel with their headers, the global 50/s with interaction routes exempt, and a 429 that
counts against the client only when the client had been told. The real discord.py client
reads the headers and waits on its own: no 429 reaches it."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator

import aiohttp
import discord
import pytest

from cogs.tables.publisher import Publisher
from discord_double import (
    DISCORD,
    WITH_WEBHOOKS,
    DiscordDouble,
    Limit,
    RouteLimits,
    max_in_window,
)
from discord_double.buckets import (
    CHANNEL_EDIT,
    CHANNEL_POST,
    CHANNELS_ONLY,
    WEBHOOK_EDIT,
    WEBHOOK_POST,
    Buckets,
)
from tests.bot_fixtures import BotEnv, bot_env, private_text

__all__ = ["bot_env"]
CHANNEL = {"channel_id": "10", "message_id": "99"}
FAST = RouteLimits(buckets=(Limit("posts", (CHANNEL_POST,), 3, 0.5),
                            Limit("edits", (CHANNEL_EDIT,), 3, 0.5)))


# ------------------------------------------------------------------ the buckets alone
def test_a_bucket_counts_down_then_refuses_until_its_window_resets() -> None:
    buckets = Buckets(DISCORD)
    seen = []
    for _ in range(5):
        admission = buckets.admit(CHANNEL_POST, CHANNEL, "t", exempt=False, now=100.0)
        assert admission.refused is None
        seen.append(admission.headers["X-RateLimit-Remaining"])
        admission.answered()
    assert seen == ["4", "3", "2", "1", "0"]
    assert admission.headers["X-RateLimit-Limit"] == "5"
    assert admission.headers["X-RateLimit-Reset-After"] == "5.000"
    refused = buckets.admit(CHANNEL_POST, CHANNEL, "t", exempt=False, now=102.0).refused
    assert refused is not None and refused.status == 429
    assert refused.headers["X-RateLimit-Reset-After"] == "3.000"
    assert refused.headers["X-RateLimit-Scope"] == "user" and refused.headers["Via"]
    assert [x.ignored for x in buckets.limited] == [True]  # it had read Remaining: 0
    # another channel, another token, the edit route: buckets of their own
    assert buckets.admit(CHANNEL_POST, {"channel_id": "11"}, "t", exempt=False,
                         now=102.0).refused is None
    assert buckets.admit(CHANNEL_POST, CHANNEL, "u", exempt=False, now=102.0).refused is None
    assert buckets.admit(CHANNEL_EDIT, CHANNEL, "t", exempt=False, now=102.0).refused is None
    after = buckets.admit(CHANNEL_POST, CHANNEL, "t", exempt=False, now=105.0)
    assert after.refused is None and after.headers["X-RateLimit-Remaining"] == "4"


def test_a_429_before_the_client_read_remaining_zero_is_not_its_fault() -> None:
    buckets = Buckets(DISCORD)
    for _ in range(5):  # five in flight together: none answered yet
        assert buckets.admit(CHANNEL_POST, CHANNEL, "t", exempt=False, now=1.0).refused is None
    assert buckets.admit(CHANNEL_POST, CHANNEL, "t", exempt=False, now=1.0).refused is not None
    assert [x.ignored for x in buckets.limited] == [False]
    # the 429 told it: the next one before the reset is ignored
    assert buckets.admit(CHANNEL_POST, CHANNEL, "t", exempt=False, now=2.0).refused is not None
    assert [x.ignored for x in buckets.limited] == [False, True]


def test_the_global_limit_counts_only_routes_that_are_not_interaction_routes() -> None:
    buckets = Buckets(DISCORD)
    hook = {"app_id": "1", "token": "abc", "message_id": "5"}
    for i in range(50):
        assert buckets.admit("GET /users/@me", {}, "t", exempt=False, now=7.01 + i / 100
                             ).refused is None
        # interaction webhook edits between them: their own bucket, never the global one
        buckets.admit("PATCH /webhooks/{app_id}/{token}/messages/{message_id}",
                      hook | {"token": f"tok{i}"}, "t", exempt=True, now=7.01 + i / 100)
    refused = buckets.admit("GET /channels/{channel_id}", CHANNEL, "t", exempt=False,
                            now=7.9).refused
    assert refused is not None and refused.headers["X-RateLimit-Global"] == "true"
    assert refused.headers["X-RateLimit-Scope"] == "global"
    assert buckets.limited[-1].bucket == "global" and buckets.limited[-1].ignored
    assert buckets.admit("GET /users/@me", {}, "other", exempt=False, now=7.9).refused is None
    assert buckets.admit("GET /users/@me", {}, "t", exempt=False, now=8.05).refused is None


def test_interaction_webhooks_are_held_to_discords_5_per_2_s_by_default() -> None:
    hook = {"app_id": "1", "token": "abc", "message_id": "5"}
    channels, discords = Buckets(CHANNELS_ONLY), Buckets(DISCORD)
    for route in (WEBHOOK_POST, WEBHOOK_EDIT, WEBHOOK_POST, WEBHOOK_EDIT, WEBHOOK_POST):
        assert channels.admit(route, hook, "", exempt=True, now=3.0).refused is None
        assert discords.admit(route, hook, "", exempt=True, now=3.0).refused is None
    admission = channels.admit(WEBHOOK_EDIT, hook, "", exempt=True, now=3.0)
    assert admission.refused is None and admission.headers["X-RateLimit-Limit"] == "50"
    refused = discords.admit(WEBHOOK_EDIT, hook, "", exempt=True, now=3.0).refused
    assert refused is not None and refused.headers["X-RateLimit-Reset-After"] == "2.000"
    assert discords.admit(WEBHOOK_EDIT, hook | {"token": "other"}, "", exempt=True,
                          now=3.0).refused is None  # another interaction's token
    assert discords.admit(WEBHOOK_EDIT, hook, "", exempt=True, now=5.0).refused is None
    assert WITH_WEBHOOKS is DISCORD


def test_a_faster_clock_scales_discords_limits_with_it() -> None:
    """A test at time scale 0.02 (its bot's timers 50 times as fast) meets Discord's
    figures at the pace its bot keeps: every window 0.02 times as long, the global limit
    50 times as high."""
    fast = DISCORD.scaled(0.02)
    assert fast.global_per_second == 2500 and fast.default is not None
    assert fast.default.per == pytest.approx(0.02)
    assert [(b.name, b.limit, b.per) for b in fast.buckets] == [
        (b.name, b.limit, pytest.approx(b.per * 0.02)) for b in DISCORD.buckets]
    hook = {"app_id": "1", "token": "abc", "message_id": "5"}
    buckets = Buckets(fast)
    for _ in range(5):
        assert buckets.admit(WEBHOOK_EDIT, hook, "", exempt=True, now=3.0).refused is None
    refused = buckets.admit(WEBHOOK_EDIT, hook, "", exempt=True, now=3.0).refused
    assert refused is not None
    assert float(refused.headers["X-RateLimit-Reset-After"]) == pytest.approx(0.04, abs=0.002)
    assert buckets.admit(WEBHOOK_EDIT, hook, "", exempt=True, now=3.05).refused is None


@pytest.mark.parametrize(("env", "expected"), [
    (None, DISCORD), ("discord", DISCORD), ("1", DISCORD), ("webhooks", DISCORD),
    ("channels", CHANNELS_ONLY), ("0", None)])
def test_the_environment_chooses_the_figures_of_a_double_that_does_not_say(
        monkeypatch: pytest.MonkeyPatch, env: str | None, expected: RouteLimits | None) -> None:
    if env is None:
        monkeypatch.delenv("DISCORD_DOUBLE_LIMITS", raising=False)
    else:
        monkeypatch.setenv("DISCORD_DOUBLE_LIMITS", env)
    assert DiscordDouble().buckets.limits is expected
    assert DiscordDouble(limits=FAST).buckets.limits is (FAST if env != "0" else None)
    assert DiscordDouble(enforce_limits=False).buckets.limits is None
    assert DiscordDouble(limits=FAST, enforce_limits=True).buckets.limits is FAST
    monkeypatch.setenv("DISCORD_DOUBLE_LIMITS", "fast")
    with pytest.raises(ValueError, match="DISCORD_DOUBLE_LIMITS"):
        DiscordDouble()


def test_windows_that_are_over_are_forgotten() -> None:
    buckets = Buckets(DISCORD, prune_every=10)
    for i in range(9):  # nine interactions' callbacks: a window each
        buckets.admit("POST /interactions/{interaction_id}/{token}/callback",
                      {"interaction_id": str(i), "token": f"t{i}"}, "", exempt=True, now=1.0)
    assert len(buckets.windows) == 9
    buckets.admit(CHANNEL_POST, CHANNEL, "t", exempt=False, now=3.0)  # the tenth: a sweep
    assert list(buckets.windows) == [("t", "channel message create", "10")]


def test_off_means_no_429_and_no_headers() -> None:
    buckets = Buckets(None)
    for _ in range(100):
        admission = buckets.admit(CHANNEL_POST, CHANNEL, "t", exempt=False, now=1.0)
        assert admission.refused is None and admission.headers == {}


# ------------------------------------------------------------- through the real server
async def raw_posts(double: DiscordDouble, n: int,
                    token: str = "raw") -> list[aiohttp.ClientResponse]:
    """`n` posts to #general by a client that reads no headers."""
    url = f"{double.base_url}/channels/{double.channel().id}/messages"
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {token}"}) as http:
        async def one(i: int) -> aiohttp.ClientResponse:
            async with http.post(url, json={"content": f"spam {i}"}) as resp:
                await resp.read()
                return resp
        out = []
        for i in range(n):  # one after the other: each answer is read before the next
            out.append(await one(i))
        return out


async def test_a_client_that_ignores_the_headers_gets_429s_that_are_violations() -> None:
    async with DiscordDouble(members=["Alice"]) as double:
        answers = await raw_posts(double, 7)
        assert [r.status for r in answers] == [200] * 5 + [429] * 2
        assert answers[0].headers["X-RateLimit-Remaining"] == "4"
        assert answers[0].headers["X-RateLimit-Bucket"] == answers[4].headers["X-RateLimit-Bucket"]
        assert answers[5].headers["X-RateLimit-Scope"] == "user"
        assert len(double.channel().messages()) == 5
        assert [x.ignored for x in double.limited] == [True, True]
        violations = double.take_violations()
        assert len(violations) == 2 and "Remaining: 0" in str(violations[0])


async def test_limits_can_be_turned_off() -> None:
    async with DiscordDouble(members=["Alice"], enforce_limits=False) as double:
        answers = await raw_posts(double, 8)
        assert {r.status for r in answers} == {200}
        assert "X-RateLimit-Remaining" not in answers[0].headers
        assert not double.limited


class Client(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)


@pytest.fixture
async def client_on_fast_limits() -> AsyncIterator[tuple[DiscordDouble, Client]]:
    async with DiscordDouble(members=["Alice"], limits=FAST) as double:
        client = Client()
        async with double.running(client, token="real-client"):
            yield double, client


async def test_discord_py_waits_on_remaining_zero_and_never_meets_a_429(
        client_on_fast_limits: tuple[DiscordDouble, Client]) -> None:
    double, client = client_on_fast_limits
    channel = client.get_partial_messageable(double.channel().id)
    posted = await asyncio.gather(*(channel.send(f"post {i}") for i in range(8)))
    await asyncio.gather(*(m.edit(content=f"edited {i}") for i, m in enumerate(posted)))
    assert not double.limited  # it read the headers: not one 429
    assert sorted(m.text() for m in double.channel().messages()) == \
        sorted(f"edited {i}" for i in range(8))
    # and the bucket held: at most 3 posts, 3 edits in each of its 0.5 s windows (fixed
    # windows, each opened by its first request: two back to back may hold 6 in 0.5 s)
    for route in (CHANNEL_POST, CHANNEL_EDIT):
        times = [r.at for r in double.requests if r.route == route]
        assert len(times) == 8
        assert max(fixed_windows(times, 0.5)) <= 3, route
        assert max_in_window(times, 0.5) <= 6, route


def fixed_windows(times: list[float], per: float) -> list[int]:
    """Requests per fixed window as the double's buckets count them: a window opens with
    the first request after the last one closed and lasts `per` seconds."""
    counts: list[int] = []
    end = float("-inf")
    for t in sorted(times):
        if t >= end:
            end = t + per
            counts.append(0)
        counts[-1] += 1
    return counts


# ------------------------------------------------------------ the bot's public board
def publisher(env: BotEnv) -> Publisher:
    assert env.bot is not None
    cog = env.bot.get_cog("Tables")
    assert cog is not None
    return cog.publisher  # type: ignore[attr-defined]


async def churn(env: BotEnv, route: str) -> None:
    """Twelve changes of a lobby within a second or two (joins and leaves), then Cancel:
    the latest board wins, the closed table (the stop) is shown, fewer edits of `route`
    than changes went out, every press was answered in time, and not one 429 was met."""
    pub = publisher(env)
    lobby = await env.open_table("Alice")
    before = env.double.route_counts.get(route, 0)
    changes = 0
    for round_ in range(2):
        for name in ("Bob", "Carol", "Dave"):
            assert await private_text(await env.user(name).click(lobby, "Join")) == \
                "You joined the table."
            changes += 1
        for name in ("Bob", "Carol", "Dave")[: 3 if round_ == 0 else 1]:
            await private_text(await env.user(name).click(lobby, "Leave"))
            changes += 1

    def board() -> str:
        return env.double.registry.messages[lobby.id].text()

    await env.double.wait_for(lambda: "2. Carol" in board() and "Bob" not in board(), 30)
    assert "3. Dave" in board()
    await private_text(await env.user("Alice").click(lobby, "Cancel"))
    await env.double.wait_for(lambda: "The table was closed." in board(), 30)
    await env.double.wait_for(lambda: not pub.outbound.slots, 30)
    # one edit per change would pass the bucket too (in a few windows): fewer is coalescing
    edits = env.double.route_counts.get(route, 0) - before
    assert 0 < edits < changes + 1, f"{edits} edits for {changes + 1} changes"
    assert not env.double.limited, env.double.limited  # discord.py read the headers
    presses = env.double.interactions  # each answered in time (the strict double checks)
    assert len(presses) == changes + 2 and all(p.first_response_at for p in presses)


async def test_a_burst_of_board_changes_in_one_channel_coalesces_within_its_limits(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """No interaction carries the board (as for AI turns long after the last submission):
    every edit goes through the channel's bucket of 5 per 5 s."""
    monkeypatch.setattr(sys.modules["cogs.tables.outbound"], "TOKEN_USABLE", 0.0)
    await churn(bot_env, CHANNEL_EDIT)


async def test_a_burst_through_the_interaction_webhook_coalesces_within_5_per_2_s(
        bot_env: BotEnv) -> None:
    """The board edited through `/larry new`'s webhook, held to Discord's 5 per 2 s per
    interaction: discord.py's webhook adapter reads the headers too."""
    bot_env.double.buckets.limits = WITH_WEBHOOKS
    await churn(bot_env, WEBHOOK_EDIT)
