"""A finished game to revisit move by move: what the table was shown at each step (the
public narration), the cards the rules made public (revealed piles, face-up cards, the
hands scored openly at a round's end) and, since the game is over, each claim's truth.

What the rules keep hidden stays hidden: a step's private events (drawn cards, a gift's
card) are never narrated here. `review` refuses a game that is not over (`GameNotOver`).

Front ends page through `Review.steps` (Previous / Next / Jump) and render each step's
messages with `larry_core.text.Renderer` (names from `seat_names`); `Review.report` is the
game's bluff report.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from larry_core.games.larry.events import visible
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.narrator import narrate
from larry_core.games.larry.report import BluffReport, Claim, GameNotOver, Step, Walk, report, walk
from larry_core.text import DEFAULT_LOCALE, Msg, Renderer, t

__all__ = ["GameNotOver", "Review", "ReviewStep", "review", "seat_names", "step_lines"]


@dataclass(frozen=True, slots=True)
class ReviewStep:
    index: int  # the move's number in the input log (0-based)
    seat: int  # who moved
    round: int
    messages: tuple[Msg, ...]  # the step header first, then the narration with truths
    claim: Claim | None = None


@dataclass(frozen=True, slots=True)
class Review:
    steps: tuple[ReviewStep, ...]
    report: BluffReport
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def __len__(self) -> int:
        return len(self.steps)

    def step(self, number: int) -> ReviewStep:
        """Step `number` counted from 1 (a Jump target), clamped to the game's steps."""
        if not self.steps:
            raise IndexError("a finished game has at least one move")
        return self.steps[min(max(number, 1), len(self.steps)) - 1]


def _truth(claim: Claim) -> Msg:
    params = {"seat": claim.seat, "claim": claim.claim, "truth": claim.truth}
    if claim.forced:
        return Msg("review-truth-forced", params)
    return Msg("review-truth-bluff" if claim.bluff else "review-truth-honest", params)


def _messages(step: Step, total: int) -> tuple[Msg, ...]:
    public = [ev for ev in step.events if visible(ev, None)]
    out = [Msg("review-step", {"number": step.index + 1, "total": total,
                               "round": step.round})]
    for i, ev in enumerate(public):
        # a missed Larry call is worded by what follows it (punished at once, or catchable)
        out.extend(narrate(public[i:], None)[:1] if ev["type"] == "larry_missed"
                   else narrate([ev], None))
        if ev["type"] == "placed" and step.claim is not None:
            out.append(_truth(step.claim))
        elif ev["type"] == "round_over":
            for seat, cards in enumerate(ev.get("hands", ())):  # scored openly
                out.append(Msg("review-hand", {"seat": seat, "cards": list(cards)})
                           if cards else Msg("review-hand-empty", {"seat": seat}))
    return tuple(out)


def review(game: GameLog | Walk) -> Review:
    """Every step of a finished game (GameNotOver for a running one)."""
    w = game if isinstance(game, Walk) else walk(game)
    total = len(w.steps)
    steps = tuple(ReviewStep(s.index, s.seat, s.round, _messages(s, total), s.claim)
                  for s in w.steps)
    return Review(steps, report(w), w.scores, w.winners)


def seat_names(seats: Sequence[Mapping[str, Any]], locale: str = DEFAULT_LOCALE) -> list[str]:
    """The names of a stored table's seats; a player who asked to be forgotten is shown
    as an anonymous seat."""
    return [t("seat-forgotten", locale, number=i + 1)
            if seat.get("forgotten") or not seat.get("name") else str(seat["name"])
            for i, seat in enumerate(seats)]


def step_lines(step: ReviewStep, renderer: Renderer) -> list[str]:
    """One step as lines of text for a reader (the renderer holds locale and names)."""
    return [renderer(msg) for msg in step.messages]
