"""`TokenBucket.set_budget`, what `Outbound.set_share` changes a process's budget with:
the tokens earned so far are credited at the old rate and within the old burst, then
capped to the new burst; a raise gives nothing for the past."""

from __future__ import annotations

import pytest

from cogs.tables.outbound import Outbound, TokenBucket, budget
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
