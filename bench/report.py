"""Writes one benchmark's section of docs/benchmarks.md, leaving the others untouched."""

from __future__ import annotations

from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "benchmarks.md"
HEADER = "# Benchmarks\n\nEach section is written by the script it names; re-run it to refresh.\n"


def write_section(key: str, title: str, body: str, doc: Path = DOC) -> None:
    start, end = f"<!-- {key}:start -->", f"<!-- {key}:end -->"
    block = f"{start}\n## {title}\n\n{body.rstrip()}\n{end}"
    text = doc.read_text(encoding="utf-8") if doc.exists() else HEADER
    if start in text and end in text:
        before, rest = text.split(start, 1)
        _, after = rest.split(end, 1)
        text = before + block + after
    else:
        text = text.rstrip() + "\n\n" + block + "\n"
    doc.parent.mkdir(parents=True, exist_ok=True)
    doc.write_text(text, encoding="utf-8")
