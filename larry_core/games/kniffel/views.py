"""What one seat may know, and what everybody may know. Kniffel hides nothing
(docs/dice-protocol.md §2.3: every event is public), so a seat's `hand` is empty and its view
is the public view: the dice, every sheet, and the boxes the mover may enter the current roll
in, with their points (§3.6). `KnSeatView.protocol()` is exactly the protocol's per-seat view,
its `legal` worked out from the view alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from larry_core.games.dice import legal_lines
from larry_core.games.kniffel.boxes import BOXES
from larry_core.games.kniffel.moves import KEEP_MOVES, ROLL_MOVE, KnMove, score
from larry_core.games.kniffel.rules import KnRules

if TYPE_CHECKING:
    from larry_core.games.kniffel.engine import KnGame


@dataclass(frozen=True, slots=True)
class KnOption:
    """A box the current roll may go into now: `points` the entry, `bonus` the extra
    Kniffel points with it (0, 50 or 100), `rule` which rule scores it: `normal` (A3),
    `upper`, `joker` or `strike` (the three cases of a further Kniffel, A6)."""

    box: str
    points: int
    bonus: int
    rule: str

    @property
    def joker(self) -> bool:
        """Whether A6 (a further Kniffel) decides this entry."""
        return self.rule != "normal"


@dataclass(frozen=True, slots=True)
class KnPublicView:
    players: int
    rules: KnRules
    phase: str  # "roll", "choose" or "over"
    to_move: int | None
    rolls_used: int
    rolls_left: int
    dice: tuple[int, ...]  # ascending; () before the turn's first roll
    sheets: tuple[tuple[int | None, ...], ...]  # per seat, 13 boxes in canonical order
    upper: tuple[int, ...]
    upper_bonus: tuple[int, ...]
    extra: tuple[int, ...]
    totals: tuple[int, ...]
    options: tuple[KnOption, ...]  # where the mover may enter the current roll now
    winners: tuple[int, ...] | None
    moves_applied: int

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's total (A5)."""
        return self.totals

    def sheet(self, seat: int) -> dict[str, int | None]:
        return dict(zip(BOXES, self.sheets[seat], strict=True))


@dataclass(frozen=True, slots=True)
class KnSeatView:
    seat: int
    public: KnPublicView
    hand: tuple[Any, ...] = ()  # nothing is hidden in Kniffel

    @property
    def options(self) -> tuple[KnOption, ...]:
        """The boxes this seat may enter the current roll in now (empty unless it is to
        move in phase `choose`)."""
        pub = self.public
        return pub.options if pub.to_move == self.seat and pub.phase == "choose" else ()

    def legal(self) -> list[KnMove]:
        """Every move this seat may make now: roll, the keeps, the boxes (the engine's
        `legal_moves` order)."""
        pub = self.public
        if pub.to_move != self.seat or pub.phase == "over":
            return []
        if pub.phase == "roll":
            return [ROLL_MOVE]
        moves = [ROLL_MOVE, *KEEP_MOVES[pub.dice]] if pub.rolls_left else []
        return moves + [score(o.box) for o in pub.options]

    def protocol(self) -> dict[str, Any]:
        """Exactly the per-seat view of the replay protocol (§2.4, §3.6)."""
        return {"seat": self.seat,
                "legal": legal_lines(self.seat, [str(m) for m in self.legal()]),
                "options": [{"box": o.box, "points": o.points, "bonus": o.bonus}
                            for o in self.options]}


def public_view(game: KnGame) -> KnPublicView:
    seat = game.to_move
    entries = game.entries(seat) if seat is not None else []
    n = game.n
    return KnPublicView(
        players=n,
        rules=game.rules,
        phase=game.phase,
        to_move=seat,
        rolls_used=game.rolls_used,
        rolls_left=game.rolls_left(),
        dice=game.roll,
        sheets=tuple(tuple(s) for s in game.sheets),
        upper=tuple(game.upper),
        upper_bonus=tuple(game.upper_bonus(s) for s in range(n)),
        extra=tuple(game.extra),
        totals=tuple(game.totals()),
        options=tuple(KnOption(BOXES[e.box], e.points, e.bonus, e.rule) for e in entries),
        winners=None if game.winners is None else tuple(game.winners),
        moves_applied=game.moves_applied,
    )


def seat_view(game: KnGame, seat: int) -> KnSeatView:
    return KnSeatView(seat=seat, public=public_view(game))
