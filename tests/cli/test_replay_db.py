"""`larry replay --db PATH <game id>` (issue 15): a stored finished game move by move, with
each claim's truth and the bluff report; a running game, an unknown id, a bad id and a
missing database are refused with one line and exit 2."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from larry_core.__main__ import main
from larry_core.games.larry.moves import format_body
from larry_core.games.larry.report import log_from_record, walk
from larry_core.games.larry.simulate import random_move
from larry_core.storage.sqlite import SQLiteStorage
from larry_core.tables.service import TableService
from larry_core.tables.table import TableOptions

ALICE, BOB = 2**62 + 1, 2**62 + 2


async def stored_games(path: str) -> tuple[int, int]:
    """A finished two-player game and a running one in the database at `path`."""
    storage = SQLiteStorage(path)
    await storage.open()
    try:
        svc = TableService(storage)
        await svc.start()
        ids = []
        for channel, stop in ((10, None), (11, 4)):
            table = await svc.open_table(1, channel, ALICE, "Alice",
                                         TableOptions(turn_seconds=0), seed=channel)
            await svc.join(table.id, BOB, "Bob")
            await svc.start_game(table.id, ALICE)
            rng = random.Random(channel)
            played = 0
            while table.status == "playing" and (stop is None or played < stop):
                assert table.game is not None and table.game.to_move is not None
                seat = table.game.to_move
                await svc.play(table.id, table.seats[seat]["user_id"],
                               format_body(random_move(table.game, seat, rng)), table.version)
                played += 1
            ids.append(table.id)
        await svc.stop()
        return ids[0], ids[1]
    finally:
        await storage.close()


async def finished_walk(path: str, table_id: int):  # type: ignore[no-untyped-def]
    storage = SQLiteStorage(path)
    await storage.open()
    try:
        game = await storage.load_finished(table_id)
        assert game is not None
        return walk(log_from_record(game.record, game.moves))
    finally:
        await storage.close()


def test_a_finished_game_prints_move_by_move_with_truths_and_the_report(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "larry.sqlite3")
    done, _ = asyncio.run(stored_games(db))
    w = asyncio.run(finished_walk(db, done))
    capsys.readouterr()
    assert main(["replay", "--db", db, str(done)]) == 0
    out = capsys.readouterr().out.splitlines()
    total = len(w.steps)
    assert out[0] == f"Move 1 of {total} (round 1)"
    assert sum(line.startswith("Move ") for line in out) == total
    truths = [line for line in out if line.startswith("↳")]
    assert len(truths) == len(w.claims)
    bluffs = [c for c in w.claims if c.bluff and not c.forced]
    assert sum(line.startswith("↳ Bluff") for line in truths) == len(bluffs)
    assert "Bluff report" in out
    assert any(line.startswith("Alice: ") for line in out)
    assert out[-1].startswith(("Boldest bluff that got away:", "No bluff got away."))
    assert "**" not in "\n".join(out)


def test_refusals_are_one_line_and_exit_2(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "larry.sqlite3")
    _, running = asyncio.run(stored_games(db))
    capsys.readouterr()
    cases = [
        ([str(running)], f"Game {running} is not over yet"),
        (["999"], "There is no finished game 999"),
        (["abc"], "'abc' is not a game id"),
        (["0"], "'0' is not a game id"),
    ]
    for args, message in cases:
        assert main(["replay", "--db", db, *args]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith(message), lines
    missing = tmp_path / "nothing.sqlite3"
    assert main(["replay", "--db", str(missing), "1"]) == 2
    assert "Cannot read the database" in capsys.readouterr().err
    assert not missing.exists()  # a missing database is not created
