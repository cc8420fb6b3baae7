"""The optimal Kniffel tables for the coach's tests (issue 53), fast: `LARRY_KNIFFEL_CACHE`
is pytest's own cache folder (`.pytest_cache/d/kniffel-optimal`, kept between runs, as
tests/test_kniffel_optimal.py keeps its tables in a cache folder), so a table is computed
once on a machine (about 20 s for the settled rules, 7 s for one roll without jokers) and
read in a moment on every later run. The folder stays set for the rest of the session:
other tests' AI players then read the same cached tables.

Import the fixtures into a test module: ``from tests.kniffel_tables import ...``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from larry_core.games.kniffel import optimal
from larry_core.games.kniffel.rules import KnRules

DEFAULT = KnRules()
ONE_ROLL = KnRules(rolls=1, extra_kniffel="none")  # the quickest table: other rules


@pytest.fixture(scope="session")
def kniffel_cache(request: pytest.FixtureRequest,
                  tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    cache = getattr(request.config, "cache", None)  # None under -p no:cacheprovider
    folder = Path(cache.mkdir("kniffel-optimal")) if cache is not None else \
        tmp_path_factory.mktemp("kniffel-optimal")
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
def one_roll_table(kniffel_cache: Path) -> optimal.OptimalTable:
    return optimal.prepare(ONE_ROLL)
