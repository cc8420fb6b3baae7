"""The coach's review in words (issue 53), for every front end: the catalogue's `kn-coach-*`
texts filled from a `coach.SeatReview`; `larry coach kniffel FILE` (words or `--json`);
and the terminal game's `--coach`, the review of the human's play printed after the game.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from larry_core.games.kniffel.boxes import BOXES
from larry_core.games.kniffel.coach import (
    CoachError,
    Decision,
    Review,
    SeatReview,
    moves_of,
    review_document,
    review_game,
)
from larry_core.games.kniffel.moves import KEEP, SCORE, KnMove
from larry_core.text import DEFAULT_LOCALE, decimal, strip_markdown, t

if TYPE_CHECKING:
    from larry_core.games.kniffel.engine import KnGame
    from larry_core.games.kniffel.optimal import OptimalTable

COMPUTE_SECONDS = {1: 10, 2: 15, 3: 30}  # about how long a table takes, by rolls a turn


# ------------------------------------------------------------------ figures in words
def amount(value: float, loc: str, *, sign: bool = False) -> str:
    """An amount of points as `loc` writes it, one decimal ("12.4 points"; with `sign`,
    "+3.0 points" / "−3.0 points")."""
    shown = decimal(abs(value) if sign else value, loc)
    if sign and shown != decimal(0.0, loc):
        shown = ("+" if value > 0 else "\u2212") + shown
    # French says "1,5 point" (one below 2); English and German "1.0 points"
    unit = "singular" if loc == "fr" and abs(value) < 2 else "plural"
    return t("kn-coach-points", loc, value=shown, unit=unit)


def dice_words(dice: Sequence[int]) -> str:
    return " ".join(str(v) for v in dice)


def move_words(move: KnMove, points: int | None, loc: str) -> str:
    """What a move does, as the review and a hint name it: roll all five again, keep 6 6,
    enter 25 in Full house."""
    if move.verb == SCORE:
        return t("kn-coach-do-score", loc, box=t(f"kn-box-{BOXES[move.box]}", loc),
                 points=points if points is not None else 0)
    if move.verb == KEEP and move.values:
        return t("kn-coach-do-keep", loc, dice=dice_words(move.values))
    return t("kn-coach-do-roll", loc)


def luck_sign(luck: float) -> str:
    rounded = round(luck, 1)
    return "plus" if rounded > 0 else "minus" if rounded < 0 else "zero"


def summary_lines(review: Review, seat: SeatReview, loc: str) -> list[str]:
    """A player's figures: score and optimum, what the decisions cost (keeps, boxes),
    luck, and the verdict (Discord markdown)."""
    play, fate = seat.verdict()
    return [
        t("kn-coach-score", loc, score=seat.score, optimum=decimal(review.optimum, loc)),
        t("kn-coach-lost", loc, lost=amount(seat.lost, loc),
          keeps=amount(seat.lost_keeps, loc), boxes=amount(seat.lost_boxes, loc)),
        t("kn-coach-luck", loc, luck=amount(seat.luck, loc, sign=True),
          sign=luck_sign(seat.luck)),
        t("kn-coach-verdict", loc, play=play, fate=fate),
    ]


def decision_line(rank: int, d: Decision, loc: str) -> str:
    """One costly decision in one line: the roll, what was chosen, what the optimum does,
    what it cost."""
    return t("kn-coach-decision", loc, rank=rank, dice=dice_words(d.dice), left=d.rolls_left,
             chosen=move_words(d.move, d.points, loc),
             best=move_words(d.best, d.best_points, loc), cost=amount(d.lost, loc))


def kept_positions(d: Decision) -> list[int]:
    """The positions of the dice a keep decision set aside (none for a roll or a box)."""
    if d.move.verb != KEEP:
        return []
    wanted, out = list(d.move.values), []
    for i, value in enumerate(d.dice):
        if value in wanted:
            wanted.remove(value)
            out.append(i)
    return out


def review_lines(review: Review, seat: SeatReview, name: str, loc: str) -> list[str]:
    """A player's whole review in plain lines (the terminal and the command line)."""
    lines = [t("kn-coach-title", loc, name=name), *summary_lines(review, seat, loc),
             t("kn-coach-sum", loc, score=seat.score, optimum=decimal(review.optimum, loc),
               luck=decimal(seat.luck, loc), lost=decimal(seat.lost, loc))]
    costly = seat.costliest()
    if costly:
        lines.append(t("kn-coach-costliest", loc))
        lines += [decision_line(rank, d, loc) for rank, d in enumerate(costly, 1)]
    else:
        lines.append(t("kn-coach-none-costly", loc))
    return [strip_markdown(line) for line in lines]


# ------------------------------------------------------------------ the command line
def coach_file(path: str, *, as_json: bool, locale: str = DEFAULT_LOCALE) -> int:
    """`larry coach kniffel PATH|-`: read the replay document (at most the protocol's
    size) and review it (`coach_document`); a file that cannot be read, or is no JSON,
    is refused like a document the protocol refuses."""
    from larry_core.games.documents import MAX_DOCUMENT_BYTES, read_document

    def refused(error: str) -> int:
        print(t("kn-coach-cli-refused", locale, error=error), file=sys.stderr)
        return 2

    try:
        data = read_document(path)
        if len(data) > MAX_DOCUMENT_BYTES:
            return refused(t("kn-coach-cli-too-large", locale,
                             limit=f"{MAX_DOCUMENT_BYTES:,}"))
        doc = json.loads(data.decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        return refused(" ".join(str(exc).split())[:200])
    return coach_document(doc, as_json=as_json, locale=locale)


def coach_document(doc: Any, *, as_json: bool, locale: str = DEFAULT_LOCALE,
                   out: Callable[[str], None] = print,
                   err: Callable[[str], None] | None = None) -> int:
    """`larry coach kniffel`: review a replay document and print it (words in `locale`, or
    the JSON of `Review.to_json`); a document the protocol refuses, or whose game has not
    ended, is one line on standard error and exit status 2."""
    from larry_core.games.documents import DocumentError
    from larry_core.games.kniffel import optimal

    def say_error(line: str) -> int:
        (err or (lambda s: print(s, file=sys.stderr)))(line)
        return 2

    def table_for(rules: Any) -> OptimalTable:
        if optimal.ready(rules) is None and not optimal.cache_path(rules).exists():
            (err or (lambda s: print(s, file=sys.stderr)))(
                t("kn-coach-cli-computing", locale,
                  seconds=COMPUTE_SECONDS.get(rules.rolls, 30)))
        return optimal.prepare(rules)

    try:
        review = review_document(doc, table_for)
    except DocumentError as exc:
        return say_error(t("kn-coach-cli-refused", locale, error=str(exc)))
    except CoachError:
        return say_error(t("kn-coach-cli-not-over", locale))
    if as_json:
        out(json.dumps(review.to_json(), indent=2))
        return 0
    for i, seat in enumerate(review.seats):
        if i:
            out("")
        name = t("kn-pic-player", locale, number=seat.seat + 1)
        for line in review_lines(review, seat, name, locale):
            out(line)
    return 0


# ------------------------------------------------------------------ the terminal game
def play_coached(terminal: type[Any], kind: Any, game: KnGame, ai: str, delay: float,
                 locale: str, read: Callable[[str], str | None] | None,
                 out: Callable[[str], None] | None,
                 shape: Callable[[str], str] = str) -> int:
    """`larry play --game kniffel --coach`: the terminal game (`terminal`, the game's
    console class; `shape` prepares a text for the screen), then, once it has ended, the
    coach's review of the human's play (the table of the rules is prepared in a thread
    while the game is played)."""
    from larry_core.games.console import HUMAN, play
    from larry_core.games.kniffel import optimal

    start = game.copy()
    events: list[dict[str, Any]] = []

    class Coached(terminal):
        def narrate(self, evs: Sequence[dict[str, Any]]) -> None:
            events.extend(evs)
            super().narrate(evs)

    optimal.prepare_in_background(game.rules)
    status = play(Coached, kind, game, ai, delay, locale, read, out, shape=shape)
    if not game.over:
        return status
    write = out or (lambda text: print(shape(text), flush=True))
    table = optimal.prepare(game.rules)  # ready by now, or soon: waited for here
    steps = [(i, seat, move) for i, (seat, move) in enumerate(moves_of(events))]
    review = review_game(start, steps, table)
    write("")
    for line in review_lines(review, review.seats[HUMAN], t("kn-term-you", locale), locale):
        write(line)
    return status
