"""Würfel-Ligretto at the table service (SQLite): a human and two AI racers play a whole
game — the AI seats act on their deadlines while the human acts whenever they like (no turn,
no turn timer: `turn` is None), even a human acting faster than the AI's pace does not put
the AI seats' moves off (the kind is `simultaneous`), each racer is paced by its own level's
reaction time, a round opens for everybody after the round pause and a press made in a
round that was stopped is refused, a human's action is checked by the
engine when it arrives (the earlier action wins: a press made after another seat's
placement may come too late), and the finished game replays from its log."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from larry_core.errors import IllegalMove
from larry_core.games.ligretto.ai import LEVELS
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import parse_move
from larry_core.games.ligretto.rules import LgRules
from larry_core.storage.select import open_storage
from larry_core.tables.service import TableService
from larry_core.tables.table import TableError, TableOptions

GUILD, CHANNEL, ALICE = 1, 10, 100
# the racers' reaction times (2 s for a `normal` placement) scaled down to milliseconds
FAST = {"ai_delay": (0.005, 0.01), "round_pause": 0.0, "time_scale": 0.003}


@contextlib.asynccontextmanager
async def running(path: Path, **options: Any) -> AsyncIterator[TableService]:
    storage = open_storage(str(path))
    await storage.open()
    svc = TableService(storage, **{**FAST, **options})
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
        assert game.turn() is None and sorted(game.actors()) == [0, 1, 2]
        me = table.seat_of(ALICE)
        assert me is not None
        rng = random.Random(5)
        placed = 0
        for _ in range(5000):
            if table.status != "playing":
                break
            game = table.game
            assert isinstance(game, LgGame)
            legal = game.request(me).moves()
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


@pytest.mark.parametrize("level", ["slow", "fast"])
async def test_each_racer_is_paced_by_its_own_reaction_time(tmp_path: Path, level: str) -> None:
    """A racer's next action is due at least half its level's mean reaction after the
    round opens (`ai.reaction`: half fixed, half exponential), each seat on its own; a
    human's action puts no racer's off."""
    async with running(tmp_path / "pace.sqlite3", time_scale=1.0, round_pause=0.0) as svc:
        options = TableOptions(rules=LgRules(rounds=1), game="ligretto", ai=level)
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", options, seed=8)
        for _ in range(3):
            await svc.add_ai(table.id, ALICE)
        started = time.time()
        await svc.start_game(table.id, ALICE)
        due = dict(table.record.meta["ai_due"])
        racers = {str(i) for i, s in enumerate(table.seats) if s.get("ai")}
        assert set(due) == racers and len(racers) == 3
        quickest = min(LEVELS[level].place_ms, LEVELS[level].reroll_ms) / 2000
        assert all(when >= started + quickest for when in due.values()), (due, started)
        assert table.record.deadline == min(due.values())
        assert len(set(due.values())) == 3  # drawn for each seat
        await svc.play(table.id, ALICE, "roll", None, round_=1)  # before any racer's time
        assert table.record.meta["ai_due"] == due and table.moves[-1].endswith(": roll")


async def test_a_round_opens_after_the_pause_and_a_stopped_rounds_press_is_refused(
        tmp_path: Path) -> None:
    async with running(tmp_path / "rounds.sqlite3", round_pause=1.0, time_scale=0.2) as svc:
        options = TableOptions(rules=LgRules(rounds=2, dice=(3, 3)), game="ligretto")
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", options, seed=4)
        await svc.join(table.id, 200, "Bob")
        await svc.start_game(table.id, ALICE)
        rev = table.rev
        with pytest.raises(TableError) as refused:  # "Ligretto Start": in a moment
            await svc.play(table.id, ALICE, "roll", None, round_=1)
        assert refused.value.code == "round_pause" and refused.value.params["round"] == 1
        await asyncio.sleep(0.2)
        await svc.play(table.id, ALICE, "roll", None, round_=1)
        assert table.rev == rev + 1
        # play round 1 to its stop (the seat that empties its cup first)
        users = {seat: user for user in (ALICE, 200) if (seat := table.seat_of(user)) is not None}
        while isinstance(table.game, LgGame) and table.game.round == 1:
            game = table.game
            placements = [(user, m) for seat, user in users.items()
                          for m in game.request(seat).moves() if m != "roll"]
            user, body = placements[0] if placements else (ALICE, "roll")
            await svc.play(table.id, user, body, None, round_=1)
        rev = table.rev
        # a press made in round 1 that arrives after its stop changes nothing
        with pytest.raises(TableError) as late:
            await svc.play(table.id, ALICE, "roll", None, round_=1)
        assert late.value.code == "round_over" and table.rev == rev
        with pytest.raises(TableError) as early:  # round 2 opens after the pause
            await svc.play(table.id, ALICE, "roll", None, round_=2)
        assert early.value.code == "round_pause" and table.rev == rev
        await asyncio.sleep(0.2)
        await svc.play(table.id, ALICE, "roll", None, round_=2)
        assert table.rev == rev + 1
