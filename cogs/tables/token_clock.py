"""The clock by which the bot judges how old an interaction token is.

Discord lets an interaction's token live 15 minutes; the publisher uses a token only while it
is younger than `outbound.TOKEN_USABLE`, and a table that lives on tokens alone shows its
**Continue** line before its last token runs out (`cogs.tables.tokens`). Both read `now()`:
the machine's monotonic time plus a skew that only a test moves (`advance`), so that a test
can let a quarter of an hour pass for the bot's tokens without sleeping (the Discord double
ages its own tokens likewise: `DiscordDouble.age_tokens`). `sleep_until` wakes early when
the clock is moved past its time.
"""

from __future__ import annotations

import asyncio
import time


class TokenClock:
    def __init__(self) -> None:
        self.skew = 0.0
        self.sleepers: set[asyncio.Future[None]] = set()

    def now(self) -> float:
        return time.monotonic() + self.skew

    def advance(self, seconds: float) -> None:
        """Let `seconds` pass at once (tests): every `sleep_until` looks at the time again."""
        self.skew += seconds
        for sleeper in self.sleepers:
            if not sleeper.done():
                sleeper.set_result(None)

    async def sleep_until(self, when: float) -> None:
        """Return once `now()` has reached `when`."""
        while (left := when - self.now()) > 0:
            woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            self.sleepers.add(woken)
            try:
                await asyncio.wait({woken}, timeout=left)
            finally:
                self.sleepers.discard(woken)
                woken.cancel()


CLOCK = TokenClock()


def now() -> float:
    return CLOCK.now()
