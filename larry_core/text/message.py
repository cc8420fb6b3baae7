"""`Msg`: what a narrator gives a renderer, a catalogue key and its raw parameters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Msg:
    """A sentence to show: a catalogue key and its raw parameters (seats, card codes, ints)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
