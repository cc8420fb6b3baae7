"""`TokenBucket.set_budget`, what `Outbound.set_share` changes a process's budget with:
the tokens earned so far are credited at the old rate and within the old burst, then
capped to the new burst; a raise gives nothing for the past. A lane (a Discord route's
bucket) takes its global token only when its turn comes."""

from __future__ import annotations

import asyncio

import pytest

from cogs.tables.outbound import Outbound, Superseded, TokenBucket, budget
from tests.step_clock import StepClock


def test_a_new_budget_credits_the_old_rate_then_caps_to_the_new_burst() -> None:
    clock = StepClock()
    bucket = TokenBucket(10.0, 5.0, clock=clock, sleep=clock.sleep)
    bucket.tokens = 0.0
    clock.now += 0.2  # two tokens earned at the old rate
    bucket.set_budget(1.0, 1.5)
    assert (bucket.rate, bucket.burst) == (1.0, 1.5)
    assert bucket.tokens == pytest.approx(1.5)  # capped to the new burst
    clock.now += 1.0  # one more earned at 1 per second, but the burst holds 1.5
    bucket.set_budget(20.0, 10.0)
    assert bucket.tokens == pytest.approx(1.5)  # a raise gives no tokens for the past
    clock.now += 0.1
    bucket.set_budget(20.0, 10.0)
    assert bucket.tokens == pytest.approx(3.5)  # the new rate applies from the change on


async def test_a_share_sets_the_buckets_budget() -> None:
    out = Outbound()
    out.set_share(0.5)
    assert (out.bucket.rate, out.bucket.burst) == budget(0.5)
    assert out.bucket.tokens <= out.bucket.burst


async def test_a_lane_takes_its_global_token_only_when_its_turn_comes() -> None:
    """discord.py may hold a call back until its route's bucket resets (here: until
    `resets` is set); the next call of that lane waits for it *before* taking a token of the
    global budget, so no token is spent seconds before its request goes; other lanes go on."""
    out = Outbound()
    resets = asyncio.Event()
    sent: list[str] = []

    async def held() -> None:
        await resets.wait()
        sent.append("first")

    async def now(name: str) -> None:
        sent.append(name)

    first = asyncio.create_task(out.call(held, exempt=False, lane=("edit", 1)))
    second = asyncio.create_task(out.call(lambda: now("second"), exempt=False, lane=("edit", 1)))
    await out.call(lambda: now("other channel"), exempt=False, lane=("edit", 2))
    await asyncio.sleep(0.01)
    assert sent == ["other channel"]
    assert out.bucket.granted == 2  # the first call's and the other channel's, not the second's
    newer = [False]
    third = asyncio.create_task(out.call(lambda: now("stale"), exempt=False, lane=("edit", 1),
                                         superseded=lambda: newer[0]))
    await asyncio.sleep(0.01)
    newer[0] = True  # a newer state came while it queued: it is dropped, no token spent
    resets.set()
    await asyncio.gather(first, second)
    with pytest.raises(Superseded):
        await third
    assert sent == ["other channel", "first", "second"]
    assert out.bucket.granted == 3
    assert not out.lanes  # nothing kept for lanes nobody uses
