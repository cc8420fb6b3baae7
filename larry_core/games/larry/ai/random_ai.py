"""The baseline: a uniformly random legal move (Larry calls stay as legal moves pre-set them)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from larry_core.games.larry.legal import LegalMoves
from larry_core.games.larry.moves import Move
from larry_core.games.larry.views import SeatView


class RandomStrategy:
    """Uniform over `legal`; deterministic for a given `rng` state."""

    name = "random"

    def choose(self, view: SeatView, legal: LegalMoves, history: Sequence[Mapping[str, Any]],
               rng: random.Random) -> Move:
        if not len(legal):
            raise ValueError("no legal move to choose from")
        return legal[rng.randrange(len(legal))]
