"""Sentences for refusals: a TableError or IllegalMove code and its parameters, in a language.

The engine keeps its own English `IllegalMove.message` for the replay protocol (those strings
are part of its output); what a player reads comes from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from larry_core.errors import REJECTION_CODES
from larry_core.text.catalog import DEFAULT_LOCALE
from larry_core.text.message import Msg
from larry_core.text.render import render


def problem_key(code: str) -> str:
    """`illegal-<code>` for a refused move (IllegalMove), `error-<code>` for a table refusal."""
    return f"illegal-{code}" if code in REJECTION_CODES else f"error-{code}"


def problem(code: str, *, variant: str | None = None, **params: Any) -> Msg:
    """A refusal as a message, for a renderer that knows the seats' names; `variant` (a
    refusal's own case, e.g. catching oneself) picks `<key>-<variant>`."""
    key = problem_key(code)
    return Msg(f"{key}-{variant}" if variant else key, dict(params))


def explain(code: str, locale: str = DEFAULT_LOCALE, *, names: Sequence[str] = (),
            you: int | None = None, plain: bool = False, **params: Any) -> str:
    """The refusal `code` as a sentence; seat parameters are named from `names`."""
    return render(problem(code, **params), locale, names, you, plain=plain)
