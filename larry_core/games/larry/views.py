"""What one seat may know, and what everybody may know.

A renderer or an AI gets one of these, never the `Game`: a view cannot leak a hand it was
never given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from larry_core.games.larry.cards import CODES, hand_codes

if TYPE_CHECKING:
    from larry_core.games.larry.engine import Game


@dataclass(frozen=True, slots=True)
class PublicView:
    players: int
    round: int
    rounds: int
    phase: str
    to_move: int | None
    limit: int
    direction: str
    claim: int | None
    responsible: int | None
    pile_size: int
    pile_face_up: tuple[str, ...]  # face-up cards in the pile (open-mark placements)
    hand_sizes: tuple[int, ...]
    marks: tuple[int, ...]
    draw_size: int
    discard_size: int
    scores: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...] | None
    went_out: int | None
    catchable: int | None
    larry_call: str
    short_game: bool
    moves_applied: int


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    hand: tuple[str, ...]
    public: PublicView

    @property
    def to_move(self) -> bool:
        return self.public.to_move == self.seat

    @property
    def marked(self) -> bool:
        return self.seat in self.public.marks


def public_view(game: Game) -> PublicView:
    return PublicView(
        players=game.n,
        round=game.round,
        rounds=game.rules.total_rounds,
        phase=game.phase,
        to_move=game.to_move,
        limit=game.limit,
        direction="cw" if game.direction == 1 else "ccw",
        claim=game.claim,
        responsible=game.responsible,
        pile_size=len(game.pile),
        pile_face_up=tuple(CODES[c] for c, up in zip(game.pile, game.pile_up, strict=True) if up),
        hand_sizes=tuple(game.sizes),
        marks=tuple(sorted(game.marks)),
        draw_size=len(game.draw),
        discard_size=len(game.discard),
        scores=tuple(game.scores),
        round_scores=tuple(tuple(r) for r in game.round_scores),
        winners=tuple(game.winners) if game.winners is not None else None,
        went_out=game.went_out,
        catchable=game.catchable,
        larry_call=game.rules.larry_call,
        short_game=game.rules.short_game,
        moves_applied=game.moves_applied,
    )


def seat_view(game: Game, seat: int) -> SeatView:
    return SeatView(seat=seat, hand=tuple(hand_codes(game.hands[seat])), public=public_view(game))
