"""The garbage collector's pauses in a process, by generation, for the benchmarks' reports.

A full collection walks every object still tracked and stops the event loop while it does:
in a process whose heap keeps growing (a bot with a thousand tables, the Discord double with
every message it was sent) these pauses grow with it.
"""

from __future__ import annotations

import gc
import time


class GcPauses:
    """The collector's pauses in this process, by generation (gc.callbacks): a full
    collection walks every object still tracked, and stops the event loop while it does."""

    def __init__(self) -> None:
        self.started = 0.0
        self.cpu_started = 0.0
        self.cpu = [0.0, 0.0, 0.0]  # CPU time of this thread (a pause also counts time
        # the process waited for a core; this does not)
        self.count = [0, 0, 0]
        self.total = [0.0, 0.0, 0.0]
        self.longest = [0.0, 0.0, 0.0]
        gc.callbacks.append(self.callback)

    def callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.started = time.perf_counter()
            self.cpu_started = time.thread_time()
            return
        gen, took = info["generation"], time.perf_counter() - self.started
        self.cpu[gen] += time.thread_time() - self.cpu_started
        self.count[gen] += 1
        self.total[gen] += took
        self.longest[gen] = max(self.longest[gen], took)

    def figures(self) -> dict[str, object]:
        return {"count": self.count, "total_ms": [round(x * 1000) for x in self.total],
                "max_ms": [round(x * 1000, 1) for x in self.longest],
                "cpu_ms": [round(x * 1000) for x in self.cpu]}

    def close(self) -> None:
        if self.callback in gc.callbacks:
            gc.callbacks.remove(self.callback)
