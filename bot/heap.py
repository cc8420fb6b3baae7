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
# 2nd young collection, the oldest every 10th of those. Chosen by measurement
# (`bench/load.py`, 300 tables, the collector's figures per generation): most of what
# survives a young collection is an interaction in flight that dies soon after, as cyclic
# garbage (discord.py's interactions, messages and views hold cycles); with a middle
# collection every 100th young one, one middle collection freed 600,000 such objects in a
# single 1.2 s pause (CPU), every 10th: 150 ms, every 2nd: 45 ms, for about the same CPU in
# all. A young collection's pause grows with the first threshold (50,000: 90 ms) and its
# CPU does not shrink with it: it is the garbage it frees.
COLLECT_AFTER = (10_000, 2, 10)


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
