"""Würfel-Ligretto at the table service (SQLite): a human and two AI racers play a whole
game — the AI seats act on their deadlines while the human acts whenever they like (no turn,
no turn timer: `turn` is None), even a human acting faster than the AI's pace does not put
the AI seats' moves off (the kind is `simultaneous`), a human's action is checked by the
engine when it arrives (the earlier action wins: a press made after another seat's
placement may come too late), and the finished game replays from its log."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator
from pathlib import Path

from larry_core.errors import IllegalMove
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.kind import LIGRETTO
from larry_core.games.ligretto.moves import parse_move
from larry_core.games.ligretto.rules import LgRules
from larry_core.storage.select import open_storage
from larry_core.tables.service import TableService
from larry_core.tables.table import TableError, TableOptions

GUILD, CHANNEL, ALICE = 1, 10, 100
FAST = {"ai_delay": (0.005, 0.01), "round_pause": 0.0, "time_scale": 1.0}


@contextlib.asynccontextmanager
async def running(path: Path) -> AsyncIterator[TableService]:
    storage = open_storage(str(path))
    await storage.open()
    svc = TableService(storage, **FAST)  # type: ignore[arg-type]
    await svc.start()
    try:
        yield svc
    finally:
        await svc.stop()
        await storage.close()


async def test_a_human_and_two_racers_play_a_whole_game(tmp_path: Path) -> None:
    async with running(tmp_path / "ligretto.sqlite3") as svc:
        options = TableOptions(rules=LgRules(rounds=2), game="ligretto", turn_seconds=30)
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", options, seed=3)
        await svc.add_ai(table.id, ALICE)
        await svc.add_ai(table.id, ALICE)
        await svc.start_game(table.id, ALICE)
        game = table.game
        assert isinstance(game, LgGame)
        assert LIGRETTO.turn(game) is None and sorted(LIGRETTO.actors(game)) == [0, 1, 2]
        me = table.seat_of(ALICE)
        assert me is not None
        rng = random.Random(5)
        placed = 0
        for _ in range(5000):
            if table.status != "playing":
                break
            game = table.game
            assert isinstance(game, LgGame)
            legal = LIGRETTO.request(game, me).moves()
            body = next((m for m in legal if m != "roll"), "roll")
            await asyncio.sleep(0.002 * rng.random())  # the racers act meanwhile
            try:
                await svc.play(table.id, ALICE, body, None)
                placed += body != "roll"
            except IllegalMove as exc:  # another seat took the field first
                assert exc.code in ("not_next", "no_such_die", "game_over")
            except TableError as exc:  # a racer's action during our pause ended the game
                assert exc.code == "not_playing"
        assert table.status == "finished"
        game = table.game
        assert isinstance(game, LgGame) and game.over and len(game.round_scores) == 2
        assert placed > 0
        by_seat = {seat for seat, _ in (parse_move(m, 3) for m in table.moves)}
        assert by_seat == {0, 1, 2}  # the racers played on their deadlines, the human between
        # the log replays to the same game
        again = LgGame(3, LgRules(rounds=2), table.record.seed)
        for text in table.moves:
            again.apply(*parse_move(text, 3))
        assert again.state_dict() == game.state_dict()
