"""The optimal solitaire Kniffel strategy (issue 41): the DP's optimum (Hasbro's rules give
Verhoeff's 254.59), small known facts, its entries cross-checked against the engine for
every option, legal play through the engine, the `reasoned` AI's fallback while its table is
computed in the background, and a corrupt cache file recomputed."""

from __future__ import annotations

import io
import random
import time
import zlib
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest

np = pytest.importorskip("numpy")  # the optimal table's dependency

from bench.kniffel_optimum import main as bench_main  # noqa: E402
from larry_core.games.ai_seats import AiSeats  # noqa: E402
from larry_core.games.kniffel import optimal  # noqa: E402
from larry_core.games.kniffel.ai import get_strategy  # noqa: E402
from larry_core.games.kniffel.boxes import (  # noqa: E402
    ALL_ROLLS,
    BOXES,
    CHANCE,
    KNIFFEL,
    SCORES,
    joker_points,
)
from larry_core.games.kniffel.engine import KnGame  # noqa: E402
from larry_core.games.kniffel.kind import KNIFFEL as KIND  # noqa: E402
from larry_core.games.kniffel.moves import ROLL_MOVE  # noqa: E402
from larry_core.games.kniffel.rules import KnRules  # noqa: E402
from tests.kniffel_tables import (  # noqa: E402
    HASBRO,
    ONE_ROLL,
    hasbro_table,
    kniffel_cache,
    one_roll_table,
)

__all__ = ["hasbro_table", "kniffel_cache", "one_roll_table"]

CHEAP = ONE_ROLL  # the quickest table to compute
ALL_OPTIONS = [KnRules(rolls=r, extra_kniffel=e, zero_kniffel_bonus=z, full_house_kniffel=f)
               for r in (1, 3) for e in ("schmidt", "hasbro", "none")
               for z in (False, True) for f in (False, True)]


@pytest.fixture
def hasbro(hasbro_table: optimal.OptimalTable) -> optimal.OptimalTable:
    """Hasbro's table (the session's: computed once, `tests.kniffel_tables`)."""
    return hasbro_table


@pytest.fixture
def own_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
              one_roll_table: optimal.OptimalTable) -> Path:
    """A fresh cache folder (LARRY_KNIFFEL_CACHE) holding only CHEAP's table (the session's
    values, written by `optimal.save`), and no table of CHEAP in memory."""
    monkeypatch.setenv(optimal.CACHE_ENV, str(tmp_path))
    optimal.save(optimal.cache_path(CHEAP), CHEAP, one_roll_table.values)
    optimal.forget(CHEAP)
    return tmp_path


def all_but(*boxes: int) -> int:
    return optimal.FULL & ~sum(1 << b for b in boxes)


# ------------------------------------------------------------------ known values
def test_hasbro_rules_give_verhoeffs_optimum(hasbro: optimal.OptimalTable) -> None:
    assert round(hasbro.expected(), 2) == 254.59


def test_small_known_facts(hasbro: optimal.OptimalTable) -> None:
    # Chance alone: keep 5s and 6s with two rolls left, 4s too with one: 5 × 14/3
    assert hasbro.expected(all_but(CHANCE), 0) == pytest.approx(70 / 3, abs=1e-9)
    # with the upper bonus already earned, it is added at the end
    assert hasbro.expected(all_but(CHANCE), 63) == pytest.approx(70 / 3 + 35, abs=1e-9)
    # the Kniffel box alone: 50 × P(five equal dice within three rolls)
    p_kniffel = 2_783_176 / 60_466_176  # ≈ 0.04603
    assert hasbro.expected(all_but(KNIFFEL), 0) == pytest.approx(50 * p_kniffel, abs=1e-9)
    # a full scorecard: the upper bonus or nothing
    assert hasbro.expected(optimal.FULL, 63) == 35 and hasbro.expected(optimal.FULL, 62) == 0


def test_the_default_rules_table_is_a_different_game(hasbro: optimal.OptimalTable) -> None:
    """Schmidt's extra points are rarer than Hasbro's: a table per rule set, and the cache
    names tell them apart."""
    assert optimal.rules_key(KnRules()) == "r3-schmidt-z0-f0"
    assert optimal.rules_key(KnRules(extra_kniffel="none", zero_kniffel_bonus=True)) \
        == optimal.rules_key(KnRules(extra_kniffel="none"))
    assert optimal.cache_path(HASBRO).parent == optimal.cache_dir()


class VerhoeffJoker(optimal.TurnSolver):
    """Verhoeff's reading of Hasbro's joker (his rules page): a further Yahtzee may always go
    into any free box — scored as an ordinary roll while its upper box is free, with the
    joker's lower values (and 0 in an upper box) once that box is filled — and earns 100
    extra points over a 50 wherever it goes. (This project's `hasbro` forces cases 1 → 2 → 3
    of A6 instead: a little less, 254.5877.)"""

    def _further(self, mask: Any, up: Any, flag: Any, free_pen: list[Any]) -> Any:
        v = self.values
        out = np.empty((len(mask), 6))
        for face in range(1, 7):
            upper_free = (mask >> (face - 1)) & 1 == 0
            best = np.full(len(mask), optimal.PENALTY)
            for b in range(13):
                if b == KNIFFEL:
                    continue
                ordinary = SCORES[(face,) * 5][b]
                joker = (0 if b < 6 else joker_points(b, face))
                points = np.where(upper_free, ordinary, joker)
                ups = np.minimum(63, up + points) if b < 6 else up
                value = points + v[((mask | (1 << b)) << 7) | (ups << 1) | flag]
                np.maximum(best, value + free_pen[b], out=best)
            out[:, face - 1] = best + 100.0 * flag
        return out


@pytest.mark.slow
def test_verhoeffs_reading_gives_his_254_5896_to_four_decimals() -> None:
    values = optimal.compute(HASBRO, VerhoeffJoker)
    assert f"{values[0]:.4f}" == "254.5896"


# ------------------------------------------------------ the DP against the engine
def random_sheet(rng: random.Random, density: float, kniffel: int | None = None
                 ) -> list[int | None]:
    """A sheet the engine accepts, each box filled with probability `density` (the Kniffel
    box with `kniffel` if given), one box at least free."""
    sheet: list[int | None] = []
    for box in range(13):
        if rng.random() >= density:
            sheet.append(None)
        elif box < 6:
            sheet.append((box + 1) * rng.randrange(6))
        elif box == CHANCE:
            sheet.append(rng.randrange(5, 31))
        else:
            sheet.append(rng.choice([0, 0, {6: 17, 7: 23, 8: 25, 9: 30, 10: 40, 11: 50}[box]]))
    if kniffel is not None:
        sheet[KNIFFEL] = kniffel
    if all(e is not None for e in sheet):
        sheet[rng.choice([b for b in range(13) if b != KNIFFEL])] = None
    return sheet


@pytest.mark.parametrize("rules", [r for r in ALL_OPTIONS if r.rolls == 3],
                         ids=lambda r: optimal.rules_key(r))
def test_every_entry_value_matches_the_engines_entries(rules: KnRules) -> None:
    """For random state values, the DP's best entry of every roll in many sheets (W0) is the
    best of the engine's own entries (`KnGame.entries`: points, extra points, which boxes)
    plus the value of the state each leads to."""
    rng = random.Random(optimal.rules_key(rules))
    values = np.random.default_rng(7).uniform(0, 100, optimal.N_STATES)
    table = optimal.OptimalTable(rules, values)
    for case in range(24):
        # every third sheet with its Kniffel box filled: further Kniffels are jokers there
        held = rng.choice([0, 50]) if case % 3 == 0 else None
        sheet = random_sheet(rng, (0.3, 0.6, 0.85, 0.95)[case % 4], held)
        upper = sum(e for e in sheet[:6] if e is not None)
        state = table.state(sheet, upper)
        dp = table.turn_values(state)[0]
        for r, roll in enumerate(ALL_ROLLS):
            game = KnGame(1, rules, sheets=[dict(zip(BOXES, sheet, strict=True))],
                          rolls=list(roll))
            game.apply(0, ROLL_MOVE)
            best = max(e.points + e.bonus + table.after(state, e.box, e.points)
                       for e in game.entries(0))
            assert dp[r] == pytest.approx(best, abs=1e-9), (sheet, roll)


# ------------------------------------------------------------- play in the engine
@pytest.mark.parametrize("rules", ALL_OPTIONS, ids=lambda r: optimal.rules_key(r))
def test_the_tables_moves_are_always_legal(hasbro: optimal.OptimalTable,
                                           rules: KnRules) -> None:
    """Whole games through the engine for every option (a table of Hasbro's values stands
    in for each rule set's own: the moves come from the engine's options all the same)."""
    table = optimal.OptimalTable(rules, hasbro.values)
    for seed in range(3):
        game = KnGame(2, rules, seed)
        while not game.over:
            seat = game.to_move
            assert seat is not None
            legal = game.legal_moves(seat)
            move = table.choose(game.seat_view(seat), legal)
            assert move in legal
            game.apply(seat, move)


def test_reasoned_plays_the_table_and_scores_like_it(hasbro: optimal.OptimalTable) -> None:
    """`reasoned` with a ready table: 60 solitaire games through AiSeats and the engine; the
    mean lies near the optimum (a loose bound: the spread of one game is about 60 points)."""
    totals = []
    for seed in range(60):
        game = KnGame(1, HASBRO, seed)
        seats = AiSeats(KIND, game, {0: "reasoned"})
        while not game.over:
            move = seats.choose(game, 0)
            view, legal = game.seat_view(0), game.legal_moves(0)
            if view.public.phase == "choose":
                assert move == hasbro.choose(view, legal)
            seats.observe(0, move, game.apply(0, move))
        totals.append(game.totals()[0])
    assert 254.59 - 30 < sum(totals) / len(totals) < 254.59 + 30


def test_the_table_keeps_a_kniffel_chase_and_takes_a_large_straight(
        hasbro: optimal.OptimalTable) -> None:
    rolls = [2, 3, 4, 5, 6]  # a large straight at once: enter it
    game = KnGame(1, HASBRO, rolls=rolls)
    game.apply(0, ROLL_MOVE)
    assert str(hasbro.choose(game.seat_view(0), game.legal_moves(0))) == "score large_straight"
    game = KnGame(1, HASBRO, rolls=[6, 6, 6, 6, 1])  # four sixes: roll the odd die
    game.apply(0, ROLL_MOVE)
    assert str(hasbro.choose(game.seat_view(0), game.legal_moves(0))) == "keep 6 6 6 6"


def test_greedy_stays_available_by_name() -> None:
    assert get_strategy("greedy").name == "greedy"
    assert get_strategy("reasoned").name == "reasoned"
    with pytest.raises(KeyError):
        get_strategy("optimal")


# --------------------------------------------------- background and the cache
def test_reasoned_plays_greedy_until_its_table_is_ready(own_cache: Path) -> None:
    game = KnGame(1, CHEAP, seed=11)
    game.apply(0, ROLL_MOVE)
    view, legal = game.seat_view(0), game.legal_moves(0)
    greedy = get_strategy("greedy").choose(view, legal, [], random.Random(0))
    reasoned = get_strategy("reasoned")
    assert reasoned.choose(view, legal, [], random.Random(0)) == greedy  # no table yet
    deadline = time.monotonic() + 600
    while optimal.ready(CHEAP) is None:  # prepared in a background thread meanwhile
        assert time.monotonic() < deadline, "the background table never came"
        time.sleep(0.2)
    table = optimal.ready(CHEAP)
    assert table is not None
    assert reasoned.choose(view, legal, [], random.Random(0)) == table.choose(view, legal)
    assert optimal.load(optimal.cache_path(CHEAP), CHEAP) is not None  # the cache kept


def test_a_corrupt_cache_file_is_never_trusted_and_is_recomputed(
        own_cache: Path, one_roll_table: optimal.OptimalTable) -> None:
    table = optimal.prepare(CHEAP)  # read from the folder
    assert np.array_equal(table.values, one_roll_table.values)
    path = optimal.cache_path(CHEAP)
    good = path.read_bytes()
    assert good.startswith(optimal.MAGIC)
    head_end = good.index(b"\n", len(optimal.MAGIC)) + 1
    raw = bytearray(zlib.decompress(good[head_end:]))
    raw[8 * 1000:8 * 1001] = np.float64(1.0).tobytes()  # a value changed, checksum kept
    wrong_rules = good.replace(b'"rules": "r1-none-z0-f0"', b'"rules": "r3-none-z0-f0"')
    assert wrong_rules != good
    corrupt = [b"", good[:50], good[:-7], b"garbage\n" + good,
               good[:head_end] + zlib.compress(bytes(raw)), wrong_rules,
               good[:head_end + 100] + bytes([good[head_end + 100] ^ 0xFF]) + good[head_end + 101:]]
    for bad in corrupt:
        path.write_bytes(bad)
        assert optimal.load(path, CHEAP) is None
    optimal.forget(CHEAP)
    again = optimal.prepare(CHEAP)  # recomputed, not read
    assert np.array_equal(again.values, table.values)
    assert path.read_bytes() == good  # and written again, whole


def test_the_cache_folder_follows_the_environment(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    monkeypatch.setenv(optimal.CACHE_ENV, str(tmp_path / "tables"))
    assert optimal.cache_dir() == tmp_path / "tables"
    monkeypatch.delenv(optimal.CACHE_ENV)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert optimal.cache_dir() == tmp_path / "larry" / "kniffel"


# ------------------------------------------------------------------- the bench
def test_the_bench_prints_the_optimum_last(hasbro: optimal.OptimalTable) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        code = bench_main(["--optimum", "--rules", '{"extra_kniffel": "hasbro"}',
                           "--games", "5", "--seed", "3"])
    lines = out.getvalue().splitlines()
    assert code == 0
    assert lines[-1] == f"kniffel optimum: {hasbro.expected():.4f}"
    assert lines[-1].startswith("kniffel optimum: 254.5")
    assert any(line.startswith("mean: ") and "95 % interval" in line for line in lines)
    assert any("latency p50" in line and "p99" in line for line in lines)
    with redirect_stdout(io.StringIO()):
        assert bench_main(["--optimum", "--rules", '{"rolls": 9}']) == 2
