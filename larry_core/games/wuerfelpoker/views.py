"""What everybody may know of a Würfelpoker game (docs/dice-rules.md B3: every roll is public).

Dice games hide nothing, so a seat's view is the public view and an empty `hand`. The public
view carries the chips and the pot, the mover's dice, each seat's hand of this round shown so
far with its combination and its place among the hands still in the round, the open raise,
and how the last pot was won (the showdown ranked), so that a front end shows a finished round
while the next one begins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from larry_core.games.wuerfelpoker.hands import Hand, ranked
from larry_core.games.wuerfelpoker.phases import OVER, REROLL, RESPOND, ROLL_PHASE
from larry_core.games.wuerfelpoker.rules import WpRules

if TYPE_CHECKING:
    from larry_core.games.wuerfelpoker.engine import WpGame


@dataclass(frozen=True, slots=True)
class WpHandView:
    """One seat's hand: `dice` ascending, `combo` its code (§4.7), `ranks` its comparison
    list (B6), the `rolls` used, and its `place` among the hands compared (1 the best; equal
    hands share a place; None for a seat that folded)."""

    seat: int
    dice: tuple[int, ...]
    combo: str
    ranks: tuple[int, ...]
    rolls: int
    place: int | None


@dataclass(frozen=True, slots=True)
class WpRaiseView:
    """An open raise (B9.2): `seat` raised by `amount`; `waiting` the seats still to answer,
    in order."""

    seat: int
    amount: int
    waiting: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class WpShowdownView:
    """How a pot was won: `reason` "showdown" or "folds", the `winners` ascending with their
    `shares`, `ranking` the hands still in the round best first, `folded` the seats out."""

    round: int
    reason: str
    pot: int
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    ranking: tuple[WpHandView, ...]
    folded: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class WpPublicView:
    players: int
    rules: WpRules
    phase: str  # roll, reroll, raise, respond, over (§4.5)
    round: int
    first: int | None
    to_move: int | None
    chips: tuple[int, ...]
    pot: int
    dice: tuple[int, ...]  # the mover's current dice (phases roll/reroll)
    rolls_used: int
    max_rolls: int | None
    hands: tuple[WpHandView | None, ...]  # per seat: this round's hand, if shown
    ranking: tuple[WpHandView, ...]  # the hands shown of the seats still in, best first
    folded: tuple[int, ...]
    bet: WpRaiseView | None  # the open raise (phase respond)
    raise_max: int  # phase raise: the largest raise allowed now (B9.1), else 0
    showdown: WpShowdownView | None  # how the last pot was won
    reason: str | None  # why the game ended: "broke" or "rounds"
    winners: tuple[int, ...] | None
    moves_applied: int

    @property
    def scores(self) -> tuple[int, ...]:
        """The chips of each seat."""
        return self.chips

    @property
    def rolls_left(self) -> int:
        """Rolls the mover may still make this turn (0 outside phases roll/reroll)."""
        return 0 if self.max_rolls is None else self.max_rolls - self.rolls_used

    def in_round(self) -> tuple[int, ...]:
        """The seats still in the round, ascending."""
        return tuple(s for s in range(self.players) if s not in self.folded)

    def best(self, excluding: int | None = None) -> WpHandView | None:
        """The best hand shown so far among the seats still in the round (the first of equal
        ones), leaving out `excluding`'s."""
        return next((h for h in self.ranking if h.seat != excluding), None)


@dataclass(frozen=True, slots=True)
class WpSeatView:
    seat: int
    hand: tuple[str, ...]  # always empty: there is no hidden information
    public: WpPublicView


def _hand_views(hands: dict[int, Hand], rolls: tuple[int, ...] | list[int],
                out: dict[int, int | None]) -> list[WpHandView]:
    """The hands best first, each with its place; `out` the places by seat (filled in)."""
    views = []
    for seat, place in ranked(hands):
        hand = hands[seat]
        out[seat] = place
        views.append(WpHandView(seat, hand.dice, hand.combo, hand.ranks, rolls[seat], place))
    return views


def public_view(game: WpGame) -> WpPublicView:
    n = game.n
    contenders = {s: h for s, h in enumerate(game.hands) if h is not None and not game.folded[s]}
    places: dict[int, int | None] = {}
    ranking = _hand_views(contenders, game.hand_rolls, places)
    hands = tuple(None if h is None else WpHandView(s, h.dice, h.combo, h.ranks,
                                                   game.hand_rolls[s], places.get(s))
                  for s, h in enumerate(game.hands))
    turn = game.phase in (ROLL_PHASE, REROLL)
    bet = None
    if game.phase == RESPOND and game.raise_seat is not None:
        bet = WpRaiseView(game.raise_seat, game.raise_amount, tuple(game.waiting))
    showdown = None
    if game.showdown is not None:
        last = game.showdown
        showdown = WpShowdownView(
            last.round, last.reason, last.pot, last.seats, last.shares,
            tuple(_hand_views(last.contenders(), last.rolls, {})),
            tuple(s for s in range(n) if last.folded[s]))
    return WpPublicView(
        players=n,
        rules=game.rules,
        phase=game.phase,
        round=game.round,
        first=game.first,
        to_move=game.to_move,
        chips=tuple(game.chips),
        pot=game.pot,
        dice=game.dice if turn else (),
        rolls_used=game.rolls_used if turn else 0,
        max_rolls=game.max_rolls if turn else None,
        hands=hands,
        ranking=tuple(ranking),
        folded=tuple(s for s in range(n) if game.folded[s]),
        bet=bet,
        raise_max=game.allowed if game.phase != OVER else 0,
        showdown=showdown,
        reason=game.reason,
        winners=None if game.winners is None else tuple(game.winners),
        moves_applied=game.moves_applied,
    )


def seat_view(game: WpGame, seat: int) -> WpSeatView:
    return WpSeatView(seat=seat, hand=(), public=public_view(game))
