"""A scripted player: presses what a message offers, as a person would, knowing nothing of
the game but what the message shows.

`offered(msg, prefix)` lists a message's enabled controls whose custom_ids begin with
`prefix` (a game's turn controls, say ``kn:t:``); `ScriptedPlayer.press` picks one of them
and sends it as the user: a button (now and then one that only toggles something in place,
such as a die kept, at most `taps` times a decision, named by `toggles`), otherwise a move,
or one option of a select menu. It returns what it pressed, so that a caller can wait for
the move to land before the next decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .driver import InteractionResult, UserDriver
from .models import MessageRecord

BUTTON, SELECT = 2, 3


def offered(msg: MessageRecord, prefix: str) -> list[dict[str, Any]]:
    """The enabled buttons and select menus of `msg` whose custom_id begins with `prefix`."""
    return [c for c in msg.all_components() if c.get("type") in (BUTTON, SELECT)
            and str(c.get("custom_id", "")).startswith(prefix) and not c.get("disabled")]


@dataclass
class Pressed:
    """One press: its control, the value picked (a menu) and the interaction's result."""

    control: dict[str, Any]
    value: str | None
    result: InteractionResult
    toggle: bool  # it changed something in place (no move)


@dataclass
class ScriptedPlayer:
    """Presses what a message offers (see the module's docstring)."""

    rng: random.Random
    toggles: Callable[[str], bool] = lambda custom_id: False  # a control that is no move
    toggle_chance: float = 0.4
    taps: int = 3  # toggles at most per decision

    async def press(self, user: UserDriver, msg: MessageRecord, prefix: str,
                    tapped: int = 0) -> Pressed:
        """Press one of `msg`'s controls under `prefix` as `user`; `tapped`: the toggles
        already pressed in this decision. Raises LookupError when nothing is offered."""
        controls = offered(msg, prefix)
        toggles = [c for c in controls if c["type"] == BUTTON and self.toggles(c["custom_id"])]
        moves = [c for c in controls if c not in toggles]
        if not moves and not toggles:
            raise LookupError(f"message {msg.id} offers nothing under {prefix!r}")
        toggle = bool(toggles) and (not moves or (tapped < self.taps and
                                                  self.rng.random() < self.toggle_chance))
        pick = self.rng.choice(toggles if toggle else moves)
        if pick["type"] == SELECT:
            value = str(self.rng.choice(pick["options"])["value"])
            return Pressed(pick, value, await user.select(msg, pick["custom_id"], value), False)
        return Pressed(pick, None, await user.click(msg, pick["custom_id"]), toggle)
