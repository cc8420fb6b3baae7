"""CI smoke of `bench/load.py --game ligretto` (racing Würfel-Ligretto tables, handed over to
`bench/load_ligretto.py`), in the style of tests/benchmarks/test_bench_smoke.py: marked
`slow`, so the README's test command skips it and `.ci/run` runs it with the others."""

from __future__ import annotations

import pytest

from tests.benchmarks.test_bench_smoke import run_smoke

pytestmark = pytest.mark.slow


def test_load_ligretto_smoke() -> None:
    """4 tables of 4 racing users played to the end through the double, the bot in its own
    process: every press answered within 3 s, nothing rejected by the double, no 429 on a
    press; and what the users read from their cups adds up: every press placed a die,
    rerolled or was refused, and the dice placed and the rerolls are exactly the moves the
    bot committed."""
    res = run_smoke("load.py", "LOAD-RESULT ", "--game", "ligretto")
    assert res["game"] == "ligretto", res
    assert res["finished"] == res["tables"] == 4, res
    assert res["past_3s"] == 0 and not res["failures"] and res["violations"] == 0, res
    assert res["limited_on_presses"] == 0 and res["rest_global_peak_1s"] <= 50, res
    out = res["outcomes"]
    assert out.get("placed", 0) > 0 and out.get("rerolled", 0) > 0, out
    assert sum(out.values()) == res["presses"] == res["latency_by_kind"]["die"]["count"] + \
        res["latency_by_kind"]["reroll"]["count"], res
    assert out["placed"] + out["rerolled"] == res["stored_moves"], res
    assert res["press_p99_ms"] is not None and res["press_max_ms"] < 3000, res
