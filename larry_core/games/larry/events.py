"""Who may see an engine event: the one rule every front end, AI and log uses.

An event with a ``"to"`` key is private to the seats listed there (drawn cards, a gift's
card); every other event is public.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

Event = Mapping[str, Any]


def visible(event: Event, seat: int | None) -> bool:
    """Whether `seat` may see `event`; `seat=None` is the public (a channel, a spectator)."""
    to = event.get("to")
    return to is None or (seat is not None and seat in to)


def visible_events(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events `seat` may see (all public ones plus its own private ones), in order."""
    return [ev for ev in events if visible(ev, seat)]
