"""A clock for tests of pacing (token buckets): it moves only when something sleeps on it.

    clock = StepClock()
    bucket = TokenBucket(rate, burst, clock=clock, sleep=clock.sleep)

`sleep(d)` moves the clock d seconds on and yields to the event loop once, so what a test
stamps with `clock()` is where the paced code put each grant on its own timeline, whatever
the machine's speed: a window of "one second" is one second of that timeline.
"""

from __future__ import annotations

import asyncio


class StepClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, delay: float) -> None:
        # at least a microsecond, as any real wait takes: a delay below the clock's float
        # resolution would otherwise leave it where it is, and the sleeper waiting forever
        self.now += max(delay, 1e-6)
        await asyncio.sleep(0)
