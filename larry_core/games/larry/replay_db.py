"""`larry replay --db PATH <game id>` of a finished Larry game: move by move, with each
claim's truth, then the bluff report, as plain text in the reader's language.

The platform's `larry_core.replay_db` finds the game in the database (and refuses a running
game, an unknown id or another game's) and hands the stored table here through Larry's
commands (`LarryCommands.replay_stored`).
"""

from __future__ import annotations

from collections.abc import Sequence

from larry_core.games.larry.report import StoredTable, log_from_record
from larry_core.games.larry.review import review, seat_names, step_lines
from larry_core.text import Renderer


def stored_text(record: StoredTable, moves: Sequence[str], locale: str) -> str:
    """The text of the finished game stored as `record` with the input log `moves`: each
    move's lines, a blank line after each, then the bluff report; CorruptLog if the moves no
    longer replay."""
    rv = review(log_from_record(record, moves))
    render = Renderer(locale, seat_names(record.seats, locale), plain=True)
    steps = ["\n".join(step_lines(step, render)) for step in rv.steps]
    report = "\n".join(render(msg) for msg in rv.report.messages())
    return "\n\n".join([*steps, report])
