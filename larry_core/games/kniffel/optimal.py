"""The optimal solitaire Kniffel strategy (issue 41): dynamic programming over the scorecard.

**The state** between two turns is (the filled boxes as a 13-bit mask, the upper sum capped
at 63, whether the Kniffel box holds 50). With the filled mask, the last bit gives the
Kniffel box's three states of A6: free, 50 or a crossed-out 0. The bit is kept only where it
changes a score (`hasbro`, and `schmidt` without `zero_kniffel_bonus`); elsewhere it is
always 0 and the state space is half as large. `OptimalTable.values[index(mask, up, flag)]`
is the expected number of points still to come from that state with optimal play (the upper
bonus included: a full scorecard is worth 35 when its upper sum reached 63, else 0).

**One turn** (the "widget") is solved for a whole batch of states at once with numpy, over
the 252 sorted rolls and the 210 keeps of 0–4 dice: `W0[r]` is the best entry of roll `r`
(its points, its extra points and the value of the state it leads to); with `t` rolls left
`W_t[r]` is the better of entering now and the best keep, a keep worth the mean of `W_{t-1}`
over what its roll can bring. The table is filled layer by layer, from 12 filled boxes down
to the empty scorecard, whose value is the optimum (`OptimalTable.expected()`): 248.3210 for
the default rules; Hasbro's rules give Verhoeff's 254.59 (254.5877 with A6's forced order
1 → 2 → 3; his own reading, where a further Yahtzee may go into any free box, gives his
254.5896 exactly; tests/engines/kniffel/test_kniffel_optimal.py checks both).

The scores of A3 are the engine's own `boxes.SCORES` / `SCORES_FHK` and `boxes.joker_points`;
the three cases of A6 (and `extra_kniffel`, `zero_kniffel_bonus`) are vectorised here and
checked against `KnGame.entries` for every option by the tests. A decision in a game
(`OptimalTable.choose`) scores the boxes the engine offers (`view.options`) and so uses the
engine's entries directly.

**Where the table lives**: it is computed once per rule set (about 17 s on one quiet core
for the default rules: 536,320 reachable states, the upper sums cut to those the filled
upper boxes can hold) and cached on disk as `<cache dir>/optimal-v1-<rules>.bin`, the cache
dir being `$LARRY_KNIFFEL_CACHE`, else `$XDG_CACHE_HOME/larry/kniffel`, else
`~/.cache/larry/kniffel`. A file is written to a temporary name and renamed (atomic); on
reading, its magic, header, rule set, length, SHA-256 and values are checked, and a file that
fails any check is recomputed, never trusted. Nothing is shipped in the package: the default
table is 2.4 MB even compressed (over the 2 MB a shipped file may have), and single
precision would change the optimum's fourth decimal.

**Never on an event loop**: `prepare(rules)` loads or computes a table and blocks (call it in
a thread: `asyncio.to_thread(prepare, rules)`); `prepare_in_background(rules)` starts that in
a daemon thread once per rule set; `ready(rules)` returns the table if it is in memory, else
None, at once. The `reasoned` AI (ai.py) plays the table when it is ready and the one-roll-
ahead `greedy` player until then.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import threading
import time
import zlib
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from larry_core.games.kniffel.boxes import (
    ALL_ROLLS,
    BONUS_AT,
    BOXES,
    INDEX,
    KNIFFEL,
    KNIFFEL_POINTS,
    SCORES,
    SCORES_FHK,
    UPPER_BONUS,
    joker_points,
)
from larry_core.games.kniffel.moves import ROLL, SCORE, KnMove
from larry_core.games.kniffel.rules import HASBRO, NONE, SCHMIDT, KnRules

if TYPE_CHECKING:
    from numpy.typing import NDArray

    from larry_core.games.kniffel.views import KnSeatView

    Floats = NDArray[np.float64]
    Ints = NDArray[np.int64]

log = logging.getLogger(__name__)

FORMAT = 1
MAGIC = b"LARRY-KNIFFEL-OPTIMAL\n"
CACHE_ENV = "LARRY_KNIFFEL_CACHE"
N_BOXES = len(BOXES)
FULL = (1 << N_BOXES) - 1
N_STATES = (FULL + 1) << 7  # mask · 64 upper sums · 2 flags
LOWER_JOKER = (6, 7, 8, 9, 10, 12)  # the lower boxes a joker may go into (not the Kniffel)
PENALTY = -1e9  # added to the value of a filled box: never the best entry
CHUNK = 4096  # states per batch
TIE = 1e-9  # an entry is preferred to a roll worth no more than this above it


def index(mask: int, up: int, flag: int) -> int:
    """The table index of a state: filled mask, capped upper sum, Kniffel box holds 50."""
    return (mask << 7) | (up << 1) | flag


# ---------------------------------------------------------------------- the dice
ROLL_INDEX = {roll: i for i, roll in enumerate(ALL_ROLLS)}
KEEPS_BY_SIZE: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(combinations_with_replacement(range(1, 7), size)) for size in range(5))
KEEP_LIST = tuple(k for level in KEEPS_BY_SIZE for k in level)  # 210 keeps of 0–4 dice
KEEP_INDEX = {keep: i for i, keep in enumerate(KEEP_LIST)}
KEEP_OFFSETS = tuple(sum(len(level) for level in KEEPS_BY_SIZE[:s]) for s in range(6))


def _outcomes(count: int) -> list[tuple[tuple[int, ...], float]]:
    out = []
    for combo in combinations_with_replacement(range(1, 7), count):
        ways = factorial(count)
        for c in Counter(combo).values():
            ways //= factorial(c)
        out.append((combo, ways / 6**count))
    return out


def _transitions() -> Floats:
    """`T[k, r]`: the probability that keeping `k` and rolling the other dice gives `r`."""
    table = np.zeros((len(KEEP_LIST), len(ALL_ROLLS)))
    for k, keep in enumerate(KEEP_LIST):
        for new, p in _outcomes(5 - len(keep)):
            table[k, ROLL_INDEX[tuple(sorted(keep + new))]] += p
    return table


def _parents(level: Sequence[tuple[int, ...]], below: Sequence[tuple[int, ...]]) -> Ints:
    """For each multiset of `level`, the indices in `below` of the multisets one die
    smaller (padded to 5 columns by repeating the first)."""
    where = {m: i for i, m in enumerate(below)}
    rows = []
    for m in level:
        found = sorted({where[m[:i] + m[i + 1:]] for i in range(len(m))})
        rows.append((found * 5)[:5])
    return np.array(rows, dtype=np.int64)


TRANS = _transitions()
TRANS_T = np.ascontiguousarray(TRANS.T)
FIRST_ROLL = TRANS[0]  # the probabilities of the 252 rolls of five dice
# PARENTS[s - 1]: the keeps of s - 1 dice inside each keep of s dice (s = 5: each roll)
LEVELS = (*KEEPS_BY_SIZE, ALL_ROLLS)
PARENTS = tuple(_parents(LEVELS[s], LEVELS[s - 1]) for s in range(1, 6))
COUNTS = np.array([[roll.count(v) for v in range(1, 7)] for roll in ALL_ROLLS], dtype=np.int64)
IS_KNIFFEL = np.array([roll[0] == roll[4] for roll in ALL_ROLLS], dtype=np.int64)
KNIFFEL_ROLLS = np.array([ROLL_INDEX[(v,) * 5] for v in range(1, 7)], dtype=np.int64)


def _reachable_ups() -> list[list[int]]:
    """For each mask of filled upper boxes, the capped upper sums it can hold."""
    out = []
    for umask in range(64):
        sums = {0}
        for box in range(6):
            if umask >> box & 1:
                k = box + 1
                sums = {min(BONUS_AT, s + k * c) for s in sums for c in range(6)}
        out.append(sorted(sums))
    return out


REACHABLE_UPS = _reachable_ups()


# ---------------------------------------------------------------------- rule sets
def normalized(rules: KnRules) -> KnRules:
    """The rule set with the options that change nothing here set to their defaults
    (`zero_kniffel_bonus` counts only with `schmidt`), so equal games share one table."""
    zero = rules.zero_kniffel_bonus and rules.extra_kniffel == SCHMIDT
    return KnRules(rolls=rules.rolls, extra_kniffel=rules.extra_kniffel,
                   zero_kniffel_bonus=zero, full_house_kniffel=rules.full_house_kniffel)


def rules_key(rules: KnRules) -> str:
    """A file-name-safe name of a rule set, e.g. `r3-schmidt-z0-f0`."""
    r = normalized(rules)
    return (f"r{r.rolls}-{r.extra_kniffel}-z{int(r.zero_kniffel_bonus)}"
            f"-f{int(r.full_house_kniffel)}")


def flag_matters(rules: KnRules) -> bool:
    """Whether a 50 in the Kniffel box (rather than a 0) changes any later score."""
    return rules.extra_kniffel == HASBRO or (
        rules.extra_kniffel == SCHMIDT and not rules.zero_kniffel_bonus)


# ---------------------------------------------------------------------- the widget
class TurnSolver:
    """The turn-level DP over a batch of states, given the values of later states."""

    def __init__(self, rules: KnRules, values: Floats) -> None:
        self.rules = normalized(rules)
        self.values = values
        self.fm = 1 if flag_matters(self.rules) else 0
        table = SCORES_FHK if self.rules.full_house_kniffel else SCORES
        self.points = np.array([table[roll] for roll in ALL_ROLLS], dtype=np.float64)

    def entry_values(self, mask: Ints, up: Ints, flag: Ints) -> Floats:
        """`W0[s, r]`: the best entry of roll r in state s (points, extra points and the
        value of the next state; A3 and A6)."""
        v = self.values
        free_pen = [np.where((mask >> b) & 1, PENALTY, 0.0) for b in range(N_BOXES)]
        best = np.full((len(mask), len(ALL_ROLLS)), PENALTY)
        for b in range(N_BOXES):
            nmask = (mask | (1 << b)) << 7
            if b < 6:
                face = b + 1
                ups = np.minimum(BONUS_AT, up[:, None] + face * np.arange(6)[None, :])
                nxt = v[nmask[:, None] | (ups << 1) | flag[:, None]] + free_pen[b][:, None]
                cand = nxt[:, COUNTS[:, b]] + self.points[:, b]
            elif b == KNIFFEL:
                base = nmask | (up << 1)
                nxt = np.stack([v[base | flag], v[base | self.fm]], axis=1)
                nxt += free_pen[b][:, None]
                cand = nxt[:, IS_KNIFFEL] + self.points[:, b]
            else:
                nxt = v[nmask | (up << 1) | flag] + free_pen[b]
                cand = nxt[:, None] + self.points[:, b]
            np.maximum(best, cand, out=best)
        if self.rules.extra_kniffel != NONE:
            further = (mask >> KNIFFEL) & 1 == 1
            if further.any():
                jokers = self._further(mask, up, flag, free_pen)
                cols = best[:, KNIFFEL_ROLLS]
                best[:, KNIFFEL_ROLLS] = np.where(further[:, None], jokers, cols)
        return best

    def _further(self, mask: Ints, up: Ints, flag: Ints, free_pen: list[Floats]) -> Floats:
        """The value of a further Kniffel of each face (A6 cases 1 → 2 → 3), per state
        (meaningful where the Kniffel box is filled)."""
        v, rules = self.values, self.rules
        if rules.extra_kniffel == HASBRO:
            extra_upper = extra_other = 100.0 * flag
        else:  # schmidt: 50 in case 1 over a 50 (or over a 0 under zero_kniffel_bonus)
            extra_upper = np.where((flag == 1) | rules.zero_kniffel_bonus, 50.0, 0.0)
            extra_other = np.zeros(len(mask))
        same = (up << 1) | flag
        lower_free = np.zeros(len(mask), dtype=bool)
        for b in LOWER_JOKER:
            lower_free |= (mask >> b) & 1 == 0
        strike = np.full(len(mask), PENALTY)  # case 3: cross out a free upper box
        for b in range(6):
            np.maximum(strike, v[((mask | (1 << b)) << 7) | same] + free_pen[b], out=strike)
        out = np.empty((len(mask), 6))
        for face in range(1, 7):
            ub = face - 1
            upper_free = (mask >> ub) & 1 == 0
            case1 = (5 * face + extra_upper
                     + v[((mask | (1 << ub)) << 7) | (np.minimum(BONUS_AT, up + 5 * face) << 1)
                         | flag])
            case2 = np.full(len(mask), PENALTY)
            for b in LOWER_JOKER:
                np.maximum(case2, joker_points(b, face) + v[((mask | (1 << b)) << 7) | same]
                           + free_pen[b], out=case2)
            out[:, ub] = np.where(upper_free, case1,
                                  np.where(lower_free, case2, strike) + extra_other)
        return out

    def turn(self, mask: Ints, up: Ints, flag: Ints) -> list[Floats]:
        """`[W0, W1, …, W_{rolls-1}]` of each state: `W_t[s, r]` the value of holding roll r
        with t rolls left."""
        ws = [self.entry_values(mask, up, flag)]
        for _ in range(1, self.rules.rolls):
            ws.append(np.maximum(ws[0], _best_keep(ws[-1] @ TRANS_T)))
        return ws

    def expected(self, mask: Ints, up: Ints, flag: Ints) -> Floats:
        """The value of each state before its turn's first roll."""
        return self.turn(mask, up, flag)[-1] @ FIRST_ROLL


def _best_keep(keeps: Floats) -> Floats:
    """From the values of the 210 keeps, the best keep inside each of the 252 rolls."""
    o = KEEP_OFFSETS
    best = keeps[:, o[0]:o[1]]
    for size in range(1, 5):
        here = keeps[:, o[size]:o[size + 1]].copy()
        for col in range(5):
            np.maximum(here, best[:, PARENTS[size - 1][:, col]], out=here)
        best = here
    out = best[:, PARENTS[4][:, 0]]
    for col in range(1, 5):
        np.maximum(out, best[:, PARENTS[4][:, col]], out=out)
    return out


def _layer(filled: int, fm: int) -> tuple[Ints, Ints, Ints]:
    """Every reachable state with `filled` boxes filled: (masks, upper sums, flags)."""
    masks, ups, flags = [], [], []
    for mask in range(FULL + 1):
        if mask.bit_count() != filled:
            continue
        sums = REACHABLE_UPS[mask & 63]
        for flag in ((0, 1) if fm and mask >> KNIFFEL & 1 else (0,)):
            masks.extend([mask] * len(sums))
            ups.extend(sums)
            flags.extend([flag] * len(sums))
    return (np.array(masks, dtype=np.int64), np.array(ups, dtype=np.int64),
            np.array(flags, dtype=np.int64))


def compute(rules: KnRules, solver_class: type[TurnSolver] | None = None) -> Floats:
    """The value of every reachable state under `rules` (unreachable ones are 0);
    `solver_class` a variant of `TurnSolver` (the tests' reading of other rules)."""
    rules = normalized(rules)
    values = np.zeros(N_STATES)
    ups = np.arange(64)
    for flag in (0, 1):
        values[(FULL << 7) | (ups << 1) | flag] = np.where(ups >= BONUS_AT, UPPER_BONUS, 0)
    solver = (solver_class or TurnSolver)(rules, values)
    for filled in range(N_BOXES - 1, -1, -1):
        masks, up, flags = _layer(filled, solver.fm)
        for start in range(0, len(masks), CHUNK):
            part = slice(start, start + CHUNK)
            m, u, f = masks[part], up[part], flags[part]
            values[(m << 7) | (u << 1) | f] = solver.expected(m, u, f)
    return values


# ---------------------------------------------------------------------- the table
class OptimalTable:
    """The state values of one rule set, and the optimal move of a seat."""

    def __init__(self, rules: KnRules, values: Floats) -> None:
        self.rules = normalized(rules)
        self.values = values
        self.fm = 1 if flag_matters(self.rules) else 0
        self._solver = TurnSolver(self.rules, values)
        self._turns = lru_cache(maxsize=256)(self._turn)

    def expected(self, mask: int = 0, up: int = 0, flag: int = 0) -> float:
        """The expected points still to come from a state (the empty scorecard: the
        optimum)."""
        return float(self.values[index(mask, min(up, BONUS_AT), flag & self.fm)])

    def state(self, sheet: Sequence[int | None], upper: int) -> tuple[int, int, int]:
        """(mask, capped upper sum, flag) of a seat's sheet."""
        mask = sum(1 << b for b, e in enumerate(sheet) if e is not None)
        flag = self.fm if sheet[KNIFFEL] == KNIFFEL_POINTS else 0
        return mask, min(upper, BONUS_AT), flag

    def after(self, state: tuple[int, int, int], box: int, points: int) -> float:
        """The value of the state after entering `points` in `box`."""
        mask, up, flag = state
        if box < 6:
            up = min(BONUS_AT, up + points)
        if box == KNIFFEL and points == KNIFFEL_POINTS:
            flag = self.fm
        return float(self.values[index(mask | 1 << box, up, flag)])

    def _turn(self, state: tuple[int, int, int]) -> tuple[Floats, ...]:
        arrays = [np.array([x], dtype=np.int64) for x in state]
        return tuple(w[0] for w in self._solver.turn(*arrays))

    def turn_values(self, state: tuple[int, int, int]) -> tuple[Floats, ...]:
        """`W_t[r]` of one state for t = 0 … rolls-1 (cached)."""
        result: tuple[Floats, ...] = self._turns(state)
        return result

    def move_values(self, view: KnSeatView, legal: Sequence[KnMove]) -> dict[KnMove, float]:
        """The expected final points (from this turn on) of each move in `legal`, in the
        `choose` phase: an entry by the engine's own points and extra points
        (`view.options`), a roll or keep by the table."""
        pub = view.public
        state = self.state(pub.sheets[view.seat], pub.upper[view.seat])
        options = {INDEX[o.box]: o for o in view.options}
        keeps = None
        values: dict[KnMove, float] = {}
        for move in legal:
            if move.verb == SCORE:
                o = options[move.box]
                values[move] = o.points + o.bonus + self.after(state, move.box, o.points)
                continue
            if keeps is None:
                keeps = TRANS @ self.turn_values(state)[pub.rolls_left - 1]
            values[move] = float(keeps[KEEP_INDEX[move.values]])  # roll: values == ()
        return values

    def choose(self, view: KnSeatView, legal: Sequence[KnMove]) -> KnMove:
        """The optimal move among `legal`; an entry wins a tie with rolling on."""
        if not legal:
            raise ValueError("no legal move to choose from")
        if view.public.phase != "choose":
            return next(m for m in legal if m.verb == ROLL)
        return best_of(self.move_values(view, legal), legal)


def best_of(values: dict[KnMove, float], legal: Sequence[KnMove]) -> KnMove:
    """The optimal move of `legal` by their `move_values`: the highest value, an entry
    winning a tie with rolling on (what the AI plays, what a hint and the coach name)."""
    return max(legal, key=lambda m: values[m] + (TIE if m.verb == SCORE else 0.0))


# ---------------------------------------------------------------------- the cache
def cache_dir() -> Path:
    """`$LARRY_KNIFFEL_CACHE`, else `$XDG_CACHE_HOME/larry/kniffel`, else
    `~/.cache/larry/kniffel`."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "larry" / "kniffel"


def cache_path(rules: KnRules) -> Path:
    return cache_dir() / f"optimal-v{FORMAT}-{rules_key(rules)}.bin"


def save(path: Path, rules: KnRules, values: Floats) -> None:
    """Write a table atomically: a temporary file in the same folder, then a rename."""
    raw = np.ascontiguousarray(values, dtype="<f8").tobytes()
    header = {"format": FORMAT, "rules": rules_key(rules), "count": len(values),
              "sha256": hashlib.sha256(raw).hexdigest(), "optimum": float(values[0])}
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(MAGIC)
            out.write(json.dumps(header, sort_keys=True).encode() + b"\n")
            out.write(zlib.compress(raw, 6))
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(path: Path, rules: KnRules) -> Floats | None:
    """A cached table, or None when the file is missing or fails any check."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    try:
        if not data.startswith(MAGIC):
            raise ValueError("no magic")
        head_end = data.index(b"\n", len(MAGIC))
        header: dict[str, Any] = json.loads(data[len(MAGIC):head_end])
        if header.get("format") != FORMAT or header.get("rules") != rules_key(rules):
            raise ValueError("another format or rule set")
        raw = zlib.decompress(data[head_end + 1:])
        if (header.get("count") != N_STATES or len(raw) != 8 * N_STATES
                or hashlib.sha256(raw).hexdigest() != header.get("sha256")):
            raise ValueError("length or checksum")
        values = np.frombuffer(raw, dtype="<f8").astype(np.float64)
        if not np.isfinite(values).all() or float(values[0]) != header.get("optimum"):
            raise ValueError("values")
    except (ValueError, zlib.error, UnicodeDecodeError) as exc:
        log.warning("kniffel table %s is corrupt (%s); computing it again", path, exc)
        return None
    return values


# ------------------------------------------------------------ tables in memory
_tables: dict[str, OptimalTable] = {}
_locks: dict[str, threading.Lock] = {}
_pending: set[str] = set()
_guard = threading.Lock()


def ready(rules: KnRules) -> OptimalTable | None:
    """The table of `rules` if it is in memory; never blocks."""
    return _tables.get(rules_key(rules))


def prepare(rules: KnRules, *, use_cache: bool = True) -> OptimalTable:
    """The table of `rules`: from memory, else from the disk cache, else computed (and
    cached). Blocks for up to a minute: call it in a thread from an event loop."""
    key = rules_key(rules)
    with _guard:
        lock = _locks.setdefault(key, threading.Lock())
    with lock:
        table = _tables.get(key)
        if table is not None:
            return table
        path = cache_path(rules)
        values = load(path, rules) if use_cache else None
        if values is None:
            start = time.perf_counter()
            values = compute(rules)
            log.info("kniffel table %s computed in %.1f s (optimum %.4f)", key,
                     time.perf_counter() - start, values[0])
            if use_cache:
                try:
                    save(path, rules, values)
                except OSError as exc:
                    log.warning("cannot cache the kniffel table at %s: %s", path, exc)
        table = OptimalTable(rules, values)
        _tables[key] = table
        return table


def prepare_in_background(rules: KnRules) -> None:
    """Start `prepare(rules)` in a daemon thread, once per rule set; returns at once."""
    key = rules_key(rules)
    with _guard:
        if key in _tables or key in _pending:
            return
        _pending.add(key)

    def work() -> None:
        try:
            prepare(rules)
        except Exception:  # a failed table stays failed in this process: the fallback plays
            log.exception("computing the kniffel table %s failed", key)

    threading.Thread(target=work, name=f"kniffel-table-{key}", daemon=True).start()


def forget(rules: KnRules) -> None:
    """Drop a table from memory (tests)."""
    with _guard:
        _tables.pop(rules_key(rules), None)
        _pending.discard(rules_key(rules))
