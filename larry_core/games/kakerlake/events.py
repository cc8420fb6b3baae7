"""Who may see a Kakerlakenpoker event.

Every event of the replay protocol is public (docs/kakerlakenpoker-protocol.md §7: no event
names a card that is not face up). The engine adds one private kind, `card_seen`, telling the
offerer and each passer which card they now know; it carries `"private": [seat]`. (The
protocol's events use `"to"` for a target seat, so Larry's "a `to` key is private" rule does
not apply to this game.)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

Event = Mapping[str, Any]


def visible(event: Event, seat: int | None) -> bool:
    """Whether `seat` may see `event`; `seat=None` is the public."""
    only = event.get("private")
    return only is None or (seat is not None and seat in only)


def visible_events(events: Iterable[Event], seat: int | None) -> list[Event]:
    return [ev for ev in events if visible(ev, seat)]
