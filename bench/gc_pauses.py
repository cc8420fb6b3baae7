"""The garbage collector's pauses in a process, by generation, and what is alive on its heap,
for the benchmarks' reports.

A full collection walks every object still tracked and stops the event loop while it does:
in a process whose heap keeps growing (a bot with a thousand tables, the Discord double with
every message it was sent) these pauses grow with it.
"""

from __future__ import annotations

import gc
import time
import tracemalloc
from collections import Counter


class GcPauses:
    """The collector's pauses in this process, by generation (gc.callbacks): a full
    collection walks every object still tracked, and stops the event loop while it does."""

    def __init__(self) -> None:
        self.started = 0.0
        self.cpu_started = 0.0
        # CPU time of this thread (a pause also counts time the process waited for a
        # core; this does not): `reset` sets it and the counts
        self.reset()
        gc.callbacks.append(self.callback)

    def reset(self) -> None:
        """Count from now on (e.g. once a bot is ready: its start-up's collections, before
        any table, keep nobody waiting)."""
        self.cpu = [0.0, 0.0, 0.0]
        self.count = [0, 0, 0]
        self.total = [0.0, 0.0, 0.0]
        self.longest = [0.0, 0.0, 0.0]
        self.longest_cpu = [0.0, 0.0, 0.0]  # the CPU time of the longest pause of each
        self.over = [0, 0, 0]  # pauses of 50 ms or more
        self.collected = [0, 0, 0]  # unreachable objects found

    def callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.started = time.perf_counter()
            self.cpu_started = time.thread_time()
            return
        gen, took = info["generation"], time.perf_counter() - self.started
        cpu = time.thread_time() - self.cpu_started
        self.cpu[gen] += cpu
        self.count[gen] += 1
        self.total[gen] += took
        self.collected[gen] += info.get("collected", 0)
        if took >= 0.05:
            self.over[gen] += 1
        if took > self.longest[gen]:
            self.longest[gen], self.longest_cpu[gen] = took, cpu

    def figures(self) -> dict[str, object]:
        return {"count": self.count, "total_ms": [round(x * 1000) for x in self.total],
                "max_ms": [round(x * 1000, 1) for x in self.longest],
                "max_cpu_ms": [round(x * 1000, 1) for x in self.longest_cpu],
                "over_50ms": self.over, "collected": self.collected,
                "cpu_ms": [round(x * 1000) for x in self.cpu]}

    def close(self) -> None:
        if self.callback in gc.callbacks:
            gc.callbacks.remove(self.callback)


def dump_heap(path: str, top: int = 40) -> None:
    """After a full collection: what is alive (frozen objects aside), by type, and (with
    tracemalloc on) where it was allocated, to `path` (counts and sizes only: no values,
    so no hands)."""
    young = Counter(type(o).__qualname__ for gen in (0, 1) for o in gc.get_objects(gen))
    gc.collect()
    by_type = Counter(type(o).__qualname__ for o in gc.get_objects())
    lines = [f"tracked objects: {sum(by_type.values())}"]
    lines += [f"{n:9d}  {name}" for name, n in by_type.most_common(top)]
    lines.append(f"young (the two younger generations, before the collection): "
                 f"{sum(young.values())}")
    lines += [f"{n:9d}  {name}" for name, n in young.most_common(top)]
    if tracemalloc.is_tracing():
        snap = tracemalloc.take_snapshot()
        stats = snap.statistics("traceback")
        lines.append(f"traced: {sum(s.size for s in stats) / 2**20:.1f} MB")
        for stat in stats[:top]:
            lines.append(f"{stat.size / 1024:10.1f} KB {stat.count:8d} blocks")
            lines += [f"        {frame.filename}:{frame.lineno}" for frame in stat.traceback]
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")
