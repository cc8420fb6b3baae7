"""bench/cpu_sampler.py: samples are taken by CPU time and land on the code that spent it."""

from __future__ import annotations

import time
from pathlib import Path

from bench.cpu_sampler import Sampler, activities, self_shares


def spin_in_the_table_core(seconds: float) -> int:
    """Burn `seconds` of this process's CPU time."""
    end, n = time.process_time() + seconds, 0
    while time.process_time() < end:
        n += 1
    return n


def test_samples_fall_on_the_code_that_spent_the_cpu(tmp_path: Path) -> None:
    sampler = Sampler(0.001)
    sampler.start()
    try:
        spin_in_the_table_core(0.4)
        time.sleep(0.3)  # waiting costs no CPU: no samples
    finally:
        sampler.stop()
    out = tmp_path / "prof.txt"
    sampler.write(out)
    lines = out.read_text(encoding="utf-8").splitlines()
    total = sum(int(line.rpartition(" ")[2]) for line in lines)
    assert total == sampler.samples >= 10  # the kernel's tick may be as coarse as 10 ms
    spun = sum(int(line.rpartition(" ")[2]) for line in lines
               if "test_cpu_sampler.py:spin_in_the_table_core" in line)
    assert spun >= 0.8 * total
    # the summaries: by the innermost frame's part, and by the first activity on the stack
    shares = self_shares(out, {"spin": ("spin_in_the_table_core",)})
    assert shares["spin"] == spun / total and abs(sum(shares.values()) - 1) < 1e-9
    acts = activities(out, {"spinning": ("spin_in_the_table_core",), "testing": ("test_",)})
    assert acts["spinning"] == spun / total and acts["testing"] == 1 - spun / total
