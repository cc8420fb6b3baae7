"""What the AI benchmarks share: `bench/ai.py` (Larry, Kakerlakenpoker) and `bench/ai_dice.py`
(the dice games, which `bench/ai.py --game …` hands over to). The 95 % Wilson interval of a
win rate, and the writing of one marked section of docs/benchmarks.md. Both scripts import
this module and `bench/ai_dice.py` does not import `bench/ai.py`: no import cycle
(pyproject.toml's import-linter contract "No import cycles in bench")."""

from __future__ import annotations

import math
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "benchmarks.md"


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (fractional successes allowed)."""
    if n == 0:
        return 0.0, 1.0
    phat = successes / n
    denom = 1 + z * z / n
    centre = (phat + z * z / (2 * n)) / denom
    half = z * math.sqrt(phat * (1 - phat) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


def write_section(body: str, start: str, end: str, title: str, doc: Path = DOC) -> None:
    """Replace (or append) only the section of docs/benchmarks.md between `start` and `end`."""
    section = f"{start}\n## {title}\n\n{body}\n{end}"
    text = doc.read_text(encoding="utf-8") if doc.exists() else "# Benchmarks\n"
    if start in text and end in text:
        head, rest = text.split(start, 1)
        _, tail = rest.split(end, 1)
        text = head + section + tail
    else:
        text = text.rstrip("\n") + "\n\n" + section + "\n"
    doc.parent.mkdir(parents=True, exist_ok=True)
    doc.write_text(text, encoding="utf-8")
