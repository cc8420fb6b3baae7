"""The garbage collector in a long-running bot: what survives a full collection is frozen.

A full collection walks every object the collector tracks, and stops the event loop while it
does. A bot with a thousand open tables tracks millions: each full collection would stop it
for seconds, and every interaction in flight would wait that out, past Discord's 3 s.

Right after a full collection, everything still tracked is reachable (the collection has
just shown it), so `HeapKeeper` moves it to the permanent generation (`gc.freeze`): later full
collections walk only what came after. Cyclic garbage that later forms among frozen objects
is out of their reach, so every `SWEEP_EVERY`th full collection is followed by `gc.unfreeze`
instead: the next one sweeps the whole heap, rarely, and what it leaves is frozen again.

`HeapKeeper.settle()` is the bot's one piece of collector configuration, made once it has
started: what start-up loaded (modules, catalogues, card faces, the command tree, the open
tables) is frozen at once, and young objects are collected after `COLLECT_AFTER[0]` more
allocations than frees instead of Python's 700, so each collection stops the event loop
less often for the short-lived objects of an interaction.

The freeze is done by the event loop shortly after the collection (the collector's callback
only notes it), never from inside the collector or from another thread's allocation.
"""

from __future__ import annotations

import asyncio
import gc
from typing import Any

SWEEP_EVERY = 10  # one full collection in this many is followed by a sweep of the whole heap
PERIOD = 0.5  # seconds between the event loop's looks at whether a freeze is due
# gc.set_threshold: young objects after 10,000 allocations, the middle generation every
# 100th young collection, the oldest every 10th of those. Measured (`bench/load.py`, 1,000
# tables): a middle collection every 2nd young one shortens each middle pause (most of what
# survives a young collection is an interaction in flight that dies soon after, as cyclic
# garbage) but promotes 50 times as much of it to the oldest generation: 65 full
# collections instead of 12 freed 13.9 million objects, each froze what was in flight
# (`HeapKeeper`), six swept the whole heap (the longest pause 2.9 s), and the collector took
# 19 % of the bot's CPU instead of 12 %. A young collection's CPU does not shrink with a
# larger first threshold either (50,000: 90 ms pauses): it is the garbage it frees.
COLLECT_AFTER = (10_000, 100, 10)


class HeapKeeper:
    """Freezes the survivors of each full collection (see the module's docstring)."""

    def __init__(self, sweep_every: int = SWEEP_EVERY) -> None:
        self.sweep_every = sweep_every
        self.full = 0  # full collections seen
        self.frozen = 0  # freezes done
        self.sweeps = 0  # unfreezes done (the next full collection sweeps everything)
        self.due = False
        gc.callbacks.append(self._collected)

    @classmethod
    def settle(cls) -> HeapKeeper:
        """Freeze everything alive now (start-up is done), set `COLLECT_AFTER`, and keep
        freezing the survivors of later full collections."""
        gc.collect()
        gc.freeze()
        gc.set_threshold(*COLLECT_AFTER)
        return cls()

    def _collected(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "stop" and info.get("generation") == 2:
            self.full += 1
            self.due = True

    def step(self) -> None:
        """Freeze (or, every `sweep_every`th full collection, unfreeze) if a full collection
        has happened since the last step."""
        if not self.due:
            return
        self.due = False
        if self.full % self.sweep_every == 0:
            gc.unfreeze()
            self.sweeps += 1
        else:
            gc.freeze()
            self.frozen += 1

    async def run(self, period: float = PERIOD) -> None:
        while True:
            await asyncio.sleep(period)
            self.step()

    def close(self) -> None:
        if self._collected in gc.callbacks:
            gc.callbacks.remove(self._collected)

    def figures(self) -> dict[str, int]:
        return {"full_collections": self.full, "freezes": self.frozen, "sweeps": self.sweeps,
                "frozen_objects": gc.get_freeze_count()}
