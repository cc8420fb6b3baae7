"""The optimal Kniffel tables for the tests (issues 41 and 53), each computed once: the
session's `LARRY_KNIFFEL_CACHE` is a folder in pytest's own cache (`.pytest_cache/d/`, kept
between runs; a temporary folder under `-p no:cacheprovider`) named by a digest of the code
that computes a table (`optimal.py` and what it reads: the boxes' scores, the rules), so a
table is computed once per machine and per version of that code (about 20 s for the settled
or Hasbro's rules, 5 s for one roll without jokers) and read in a moment by every other test
module, worker and later run; a change to the DP gets a fresh folder, never an old table.
The folder stays set for the rest of the session: other tests' AI players then read the
same cached tables.

Import the fixtures into a test module: ``from tests.kniffel_tables import ...``.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from larry_core.games.kniffel import boxes, optimal, rules
from larry_core.games.kniffel.rules import KnRules

DEFAULT = KnRules()
HASBRO = KnRules(extra_kniffel="hasbro")
ONE_ROLL = KnRules(rolls=1, extra_kniffel="none")  # the quickest table: other rules


def code_digest() -> str:
    """A digest of the sources a table's values follow from."""
    digest = hashlib.sha256()
    for module in (optimal, boxes, rules):
        assert module.__file__ is not None
        digest.update(Path(module.__file__).read_bytes())
    return digest.hexdigest()[:16]


@pytest.fixture(scope="session")
def kniffel_cache(request: pytest.FixtureRequest,
                  tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    cache = getattr(request.config, "cache", None)  # None under -p no:cacheprovider
    name = f"kniffel-optimal-{code_digest()}"
    folder = Path(cache.mkdir(name)) if cache is not None else tmp_path_factory.mktemp(name)
    before = os.environ.get(optimal.CACHE_ENV)
    os.environ[optimal.CACHE_ENV] = str(folder)
    yield folder
    if before is None:
        os.environ.pop(optimal.CACHE_ENV, None)
    else:
        os.environ[optimal.CACHE_ENV] = before


@pytest.fixture(scope="session")
def default_table(kniffel_cache: Path) -> optimal.OptimalTable:
    """The table of the settled rules (the AI's, in memory for the rest of the session)."""
    return optimal.prepare(DEFAULT)


@pytest.fixture(scope="session")
def hasbro_table(kniffel_cache: Path) -> optimal.OptimalTable:
    return optimal.prepare(HASBRO)


@pytest.fixture(scope="session")
def one_roll_table(kniffel_cache: Path) -> optimal.OptimalTable:
    return optimal.prepare(ONE_ROLL)
