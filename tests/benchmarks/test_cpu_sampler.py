"""bench/cpu_sampler.py: samples are taken by CPU time and land on the code that spent it;
bench/gc_pauses.py: the collector's pauses are counted by generation."""

from __future__ import annotations

import gc
import tracemalloc
from pathlib import Path

import pytest

from bench.cpu_sampler import Sampler, activities, main, self_shares
from bench.gc_pauses import GcPauses

SAMPLES = 30


def spin_in_the_table_core(sampler: Sampler) -> None:
    """Spend CPU until the sampler has taken `SAMPLES` samples (or a few seconds' worth of
    work have gone by without them: a sampler that never samples)."""
    n = 0
    while sampler.samples < SAMPLES and n < 50_000_000:
        n += 1


def test_samples_fall_on_the_code_that_spent_the_cpu(tmp_path: Path) -> None:
    sampler = Sampler(0.001)
    sampler.start()
    try:
        spin_in_the_table_core(sampler)
    finally:
        sampler.stop()
    out = tmp_path / "prof.txt"
    sampler.write(out)
    lines = out.read_text(encoding="utf-8").splitlines()
    total = sum(int(line.rpartition(" ")[2]) for line in lines)
    assert total == sampler.samples >= SAMPLES
    spun = sum(int(line.rpartition(" ")[2]) for line in lines
               if "test_cpu_sampler.py:spin_in_the_table_core" in line)
    assert spun >= 0.8 * total
    # the summaries: by the innermost frame's part, and by the first activity on the stack
    shares = self_shares(out, {"spin": ("spin_in_the_table_core",)})
    assert shares["spin"] == spun / total and abs(sum(shares.values()) - 1) < 1e-9
    acts = activities(out, {"spinning": ("spin_in_the_table_core",), "testing": ("test_",)})
    assert acts["spinning"] == spun / total
    assert acts["testing"] == pytest.approx(1 - spun / total)


def test_the_command_line_sums_a_sample_file_and_refuses_a_missing_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "prof.txt"
    out.write_text("main;aiohttp/client.py:_request 3\n"
                   "main;larry_core/games/larry/engine.py:apply 1\n", encoding="utf-8")
    main([str(out), "1"])
    text = capsys.readouterr().out
    assert text.startswith("4 samples")
    assert " 75.0%  HTTP client" in text and " 25.0%  table core" in text
    assert text.rstrip().endswith("75.0%  aiohttp/client.py:_request")  # the top 1 only
    with pytest.raises(SystemExit) as stop:
        main([str(tmp_path / "none.txt")])
    assert stop.value.code == 2 and "no sample file" in capsys.readouterr().err


def test_the_collectors_pauses_are_counted_by_generation() -> None:
    pauses = GcPauses()
    try:
        gc.collect()  # one full collection
        gc.collect(0)  # and one of the youngest generation
        figures = pauses.figures()
    finally:
        pauses.close()
    assert figures["count"][2] >= 1 and figures["count"][0] >= 1  # counted, not timed
    assert len(figures["cpu_ms"]) == 3  # reported by generation (its values are not checked)
    assert pauses.callback not in gc.callbacks


class Holder:
    """A tracked object of a type no other test makes, to be found in the dump."""


def test_the_heap_dump_counts_live_objects_by_type_and_site(tmp_path: Path) -> None:
    from bench.gc_pauses import dump_heap

    kept = [Holder() for _ in range(3000)]
    tracemalloc.start(2)
    try:
        late = [Holder() for _ in range(2000)]
        dump_heap(str(tmp_path / "heap.txt"), top=200)
    finally:
        tracemalloc.stop()
    text = (tmp_path / "heap.txt").read_text()
    alive = text[:text.index("young (")]  # what is alive after the collection, by type
    counts = {line.split()[1]: int(line.split()[0]) for line in alive.splitlines()
              if line.startswith(" ") and line.split()[0].isdigit()}
    assert counts.get("Holder", 0) >= len(kept) + len(late)
    assert "traced:" in text and "test_cpu_sampler.py" in text  # where `late` was made
