"""JSON text for stored rows: orjson where it can, the standard library where it cannot.

Every committed move writes a table's seats, options and state notes as JSON (three or
more documents per commit), and orjson writes them several times faster than `json.dumps`.
Both read back alike with `json.loads`: orjson writes no spaces and keeps non-ASCII text as
UTF-8 instead of ``\\u`` escapes. orjson refuses an integer past 64 bits (a typed claim can
be any size before the engine refuses it); such a document is written by the standard
library. Integer dictionary keys become strings in both. NaN and the infinities, which no
stored row holds, orjson would write as null.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(value: Any) -> str:
    """`value` as JSON text, read back by `json.loads` as `json.dumps(value)` would be."""
    try:
        return orjson.dumps(value, option=_OPTIONS).decode()
    except TypeError:  # orjson.JSONEncodeError: an integer past 64 bits, a type it lacks
        return json.dumps(value)
