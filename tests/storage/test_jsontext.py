"""`larry_core.storage.jsontext.dumps`: what the stores write reads back as `json.dumps` would."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from larry_core.storage import jsontext

scalars = (st.none() | st.booleans() | st.integers()  # any size: past 64 bits too
           | st.floats(allow_nan=False, allow_infinity=False) | st.text())
documents = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8) | st.integers(-10**6, 10**6), inner, max_size=4),
    max_leaves=20,
)


@given(documents)
def test_reads_back_as_the_standard_library_writes(value: Any) -> None:
    assert json.loads(jsontext.dumps(value)) == json.loads(json.dumps(value))


def test_huge_integers_and_integer_keys() -> None:
    huge = {"claim": 10**30, 7: [-(2**64), "Größe"]}
    text = jsontext.dumps(huge)
    assert json.loads(text) == {"claim": 10**30, "7": [-(2**64), "Größe"]}
    assert jsontext.dumps({1: "ü"}) == '{"1":"ü"}'  # orjson's: compact, UTF-8 as it is
