"""Card pictures: ms per hand picture (cold, cached faces, cached picture) and bytes per
picture (issue 12: < 5 ms per cached-face hand composite, < 60 KB per picture).

Run: `python bench/images.py` (`--write` updates docs/benchmarks.md's images section).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import PIL

from bench.report import write_section
from larry_core.art import faces, hand_png, pictures, pile_sum, results_png, reveal_png
from larry_core.cards import BASE_COUNTS, CODES, DEFAULT_ACTIONS, HAND_SIZE

DECK = [c for c, k in zip(CODES, (*BASE_COUNTS, *DEFAULT_ACTIONS.values()), strict=True)
        for _ in range(k)]
TARGET_MS, TARGET_BYTES = 5.0, 60_000


def timed_each(sample: list[list[str]], before: Callable[[], None]) -> float:
    """Median ms of `hand_png` over the hands of `sample`, `before` run untimed first."""
    times = []
    for hand in sample:
        before()
        t = time.perf_counter()
        hand_png(hand)
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def hands(n: int, count: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, n) for _ in range(count)]


def measure(repeats: int) -> dict[str, object]:
    rows = []
    for n in (5, 7, 12, 20):
        sample = hands(n, repeats, n)
        cold_ms = timed_each(sample[:20], pictures.clear_caches)
        for h in sample:  # every face drawn
            hand_png(h)
        warm_ms = timed_each(sample, pictures.clear_hand_cache)
        hand_png(sample[0])
        hit_ms = timed_each([sample[0]] * repeats, lambda: None)
        sizes = [len(hand_png(h)) for h in sample[:50]]
        rows.append({"cards": n, "cold_ms": cold_ms, "warm_ms": warm_ms, "hit_ms": hit_ms,
                     "bytes_mean": statistics.mean(sizes), "bytes_max": max(sizes)})
    rng = random.Random(1)
    pile = rng.sample(DECK, 8)
    t = time.perf_counter()
    reveal = reveal_png(pile, 9, pile_sum(pile), False)
    reveal_ms = (time.perf_counter() - t) * 1000
    names = ["Anna", "Bastien", "Chloé", "Dörte"]
    t = time.perf_counter()
    res4 = results_png(names, hands(7, 4, 2), [3, -4, 2, -9], [2, -6, -3, -11])
    res4_ms = (time.perf_counter() - t) * 1000
    res8 = results_png([f"Player {i}" for i in range(8)], hands(27, 8, 3), [0] * 8, [0] * 8)
    faces.clear_cache()
    t = time.perf_counter()
    for code in faces.ALL_FACES:
        faces.face(code)
    faces_ms = (time.perf_counter() - t) * 1000
    return {"hands": rows, "reveal": (len(reveal), reveal_ms), "results4": (len(res4), res4_ms),
            "results8": len(res8), "faces_ms": faces_ms}


def report(res: dict[str, object], repeats: int) -> str:
    rows = res["hands"]
    assert isinstance(rows, list)
    lines = [
        f"Measured by `python bench/images.py` on CPython {platform.python_version()}, "
        f"{platform.machine()}, Pillow {PIL.__version__}; medians of {repeats} random hands "
        "per size (cards 120 px wide). *Cold*: every cache emptied before the call, so it "
        "draws all faces and their shared palette first (a process's first picture; "
        "`larry_core.art.prepare()` does this at start-up); *cached faces*: the hand picture "
        "composed from cached faces and PNG-encoded; *cached picture*: the same hand again "
        "(LRU hit).",
        "",
        "| cards in hand | cold ms | cached faces ms | cached picture ms | bytes (mean) "
        "| bytes (max) |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(f"| {r['cards']} | {r['cold_ms']:.1f} | {r['warm_ms']:.2f} | "
                     f"{r['hit_ms'] * 1000:.1f} µs | {r['bytes_mean']:,.0f} | "
                     f"{r['bytes_max']:,} |")
    reveal, results4, results8 = res["reveal"], res["results4"], res["results8"]
    assert isinstance(reveal, tuple) and isinstance(results4, tuple)
    assert isinstance(results8, int)
    rb, rms = reveal
    sb, sms = results4
    lines += [
        "",
        f"All {len(faces.ALL_FACES)} faces drawn from nothing: {res['faces_ms']:.0f} ms. "
        f"Reveal of 8 cards: {rb:,} bytes ({rms:.1f} ms); results of 4 players with 7 cards: "
        f"{sb:,} bytes ({sms:.1f} ms); results of 8 players holding the whole deck: "
        f"{results8:,} bytes.",
        "",
    ]
    worst_ms = max(r["warm_ms"] for r in rows if r["cards"] <= max(HAND_SIZE.values()))
    worst_b = max([r["bytes_max"] for r in rows] + [rb, sb, results8])
    lines.append(f"Target < {TARGET_MS:g} ms per cached-face hand composite (up to 12 cards): "
                 f"**{'met' if worst_ms < TARGET_MS else 'not met'}** ({worst_ms:.2f} ms).")
    lines.append(f"Target < {TARGET_BYTES // 1000} KB per picture: "
                 f"**{'met' if worst_b < TARGET_BYTES else 'not met'}** ({worst_b:,} bytes).")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=200, help="hands per size (default 200)")
    parser.add_argument("--write", action="store_true", help="update docs/benchmarks.md's section")
    args = parser.parse_args()
    res = measure(args.repeats)
    body = report(res, args.repeats)
    print(body)
    if args.write:
        write_section("images", "Images", body)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
