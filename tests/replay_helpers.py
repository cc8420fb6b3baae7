"""Shared helpers of the rule scenario tests: build a replay document, run it, read it.

Expected values in those tests are worked out by hand from docs/rules.md and
docs/conformance.md; these helpers only shape documents and results.
"""

from __future__ import annotations

from typing import Any

from larry_core.games.larry.replay import replay_document

DECK = {
    "-2": 4, "-1": 4, "0": 4, "1": 5, "2": 6, "3": 6, "4": 6, "7": 3,
    "larry": 3, "open": 3, "draw2": 3, "gift": 3, "reverse": 4,
}  # fmt: skip
ORDER = list(DECK)


def make_doc(
    hands: list[list[str]],
    moves: list[str],
    *,
    draw: list[str] | None = None,
    start: int = 0,
    rules: dict[str, Any] | None = None,
    seed: int = 0,
) -> dict[str, Any]:
    """A replay document with an explicit deal (unlisted cards start in the discard pile)."""
    doc: dict[str, Any] = {
        "players": len(hands),
        "seed": seed,
        "deal": {"hands": [list(h) for h in hands], "draw": list(draw or [])},
        "start": start,
        "moves": list(moves),
    }
    if rules is not None:
        doc["rules"] = rules
    return doc


def replay(doc: dict[str, Any]) -> dict[str, Any]:
    out = replay_document(doc)
    assert out["ok"] is True, out
    return out


def run(hands: list[list[str]], moves: list[str], **kw: Any) -> dict[str, Any]:
    return replay(make_doc(hands, moves, **kw))


def rejections(out: dict[str, Any]) -> list[tuple[int, str]]:
    return [(r["index"], r["code"]) for r in out["rejected"]]


def card_total(state: dict[str, Any]) -> int:
    """Cards accounted for: hands, draw, discard, centre pile, `open` cards before marks."""
    return (
        sum(len(h) for h in state["hands"])
        + state["draw"]
        + state["discard"]
        + len(state["pile"])
        + len(state["marks"])
    )
