"""`bot.app.sweep_buckets_sparingly`: discord.py's look for idle rate-limit buckets, which it
made on every new bucket once it held 256, happens at most once a minute, and still drops
the idle ones."""

from __future__ import annotations

import asyncio

import discord
import pytest

import bot.app
from bot.app import sweep_buckets_sparingly


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def looks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many buckets discord.py asked whether they are idle."""
    asked = [0]
    original = discord.http.Ratelimit.is_inactive

    def counted(self: discord.http.Ratelimit) -> bool:
        asked[0] += 1
        return original(self)

    monkeypatch.setattr(discord.http.Ratelimit, "is_inactive", counted)
    return asked


async def test_discord_py_alone_walks_every_bucket_for_each_new_one(looks: list[int]) -> None:
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    for i in range(1000):
        http.get_ratelimit(f"PATCH /channels/{{channel_id}}:{i}")
    assert looks[0] > 200_000  # each of the last 745 new buckets walked all the others


async def test_buckets_are_looked_through_at_most_once_a_minute(
        looks: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(bot.app.time, "monotonic", clock)
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    sweep_buckets_sparingly(http)
    for i in range(1000):
        http.get_ratelimit(f"PATCH /channels/{{channel_id}}:{i}")
    assert looks[0] == 0 and len(http._buckets) == 1000
    # buckets unused for 300 s are idle: after a minute, the next new bucket drops them
    loop_time = asyncio.get_running_loop().time()
    for bucket in list(http._buckets.values())[:600]:
        bucket._last_request = loop_time - 301
    clock.now += 30
    http.get_ratelimit("POST /channels/{channel_id}/messages:early")
    assert looks[0] == 0 and len(http._buckets) == 1001  # not yet a minute
    clock.now += 30
    http.get_ratelimit("POST /channels/{channel_id}/messages:late")
    assert looks[0] == 1002 and len(http._buckets) == 402  # one look; the idle 600 gone
    http.get_ratelimit("POST /channels/{channel_id}/messages:next")
    assert looks[0] == 1002  # and none again until the next minute
