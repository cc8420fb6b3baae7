"""An answer Discord refuses because it came after the interaction's 3 seconds is told apart
from a real failure (it is logged as a warning, without a traceback)."""

from types import SimpleNamespace

import discord

from cogs.tables.outbound import too_late


def _not_found(code: int) -> discord.NotFound:
    response = SimpleNamespace(status=404, reason="Not Found")  # what discord.py reads of it
    return discord.NotFound(response, {"code": code, "message": "..."})  # type: ignore[arg-type]


def test_unknown_interaction_is_too_late() -> None:
    assert too_late(_not_found(10062))


def test_other_errors_are_not() -> None:
    assert not too_late(_not_found(10008))  # unknown message: a real failure to look at
    assert not too_late(RuntimeError("boom"))
