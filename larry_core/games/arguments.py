"""Command-line argument types every game's options share (`larry simulate|play`): whole
numbers and seconds within bounds, refused in the reader's language with the text quoted
back briefly."""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable

from larry_core.text import DEFAULT_LOCALE, t

_WHOLE = re.compile(r"[+-]?[0-9]{1,30}")


def quoted(text: str, limit: int = 24) -> str:
    """`text` quoted for an error message, cut short: long input is never echoed in full."""
    shown = repr(text)
    return shown if len(shown) <= limit else shown[:limit] + "…"


def whole_number(lo: int, hi: int, locale: str = DEFAULT_LOCALE) -> Callable[[str], int]:
    """An argparse type: a whole number from `lo` to `hi` (ASCII digits)."""

    def parse(text: str) -> int:
        value = int(text) if _WHOLE.fullmatch(text.strip()) else None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(  # bounds as text: no digit grouping
                t("cli-whole-number", locale, lo=str(lo), hi=str(hi), text=quoted(text)))
        return value

    return parse


def seconds(hi: float, locale: str = DEFAULT_LOCALE) -> Callable[[str], float]:
    """An argparse type: a number of seconds from 0 to `hi`."""

    def parse(text: str) -> float:
        try:
            value: float | None = float(text) if len(text) <= 40 else None
        except ValueError:
            value = None
        if value is None or not math.isfinite(value) or not 0 <= value <= hi:
            raise argparse.ArgumentTypeError(
                t("cli-seconds", locale, max=f"{hi:g}", text=quoted(text)))
        return value

    return parse
