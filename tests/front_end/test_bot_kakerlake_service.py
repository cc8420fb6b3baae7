"""Kakerlakenpoker tables through the shared table service (issue 16): a table's game is in
its options, its moves go through that game's seam, it is stored, reloads after a restart
with its own game, its AI seats play, and its results land on that game's boards only."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from larry_core.errors import IllegalMove
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.moves import format_body
from larry_core.games.kakerlake.rules import KpRules
from larry_core.games.larry.rules import RuleSet
from larry_core.storage.sqlite import SQLiteStorage
from larry_core.tables.service import TableService
from larry_core.tables.table import Table, TableError, TableOptions

GUILD, CHANNEL = 1, 10
ALICE, BOB, CY = 100, 101, 102
KP = "kakerlakenpoker"


def kp_options(**rules: Any) -> TableOptions:
    return TableOptions(rules=KpRules(**rules), game=KP, turn_seconds=0)


@contextlib.asynccontextmanager
async def running(db: str, **options: Any) -> AsyncIterator[TableService]:
    storage = SQLiteStorage(db)
    await storage.open()
    svc = TableService(storage, ai_delay=(0.001, 0.002), **options)
    await svc.start()
    try:
        yield svc
    finally:
        await svc.stop()
        await storage.close()


def state(table: Table) -> KpGame:
    game: object = table.game
    assert isinstance(game, KpGame)
    return game


async def humans_table(svc: TableService) -> Table:
    table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", kp_options())
    await svc.join(table.id, BOB, "Bob")
    await svc.join(table.id, CY, "Cy")
    await svc.start_game(table.id, ALICE)
    return table


def mover(table: Table) -> tuple[int, int]:
    seat = state(table).to_move
    assert seat is not None
    return seat, int(table.seats[seat]["user_id"])


def test_options_keep_the_game_and_its_rules() -> None:
    options = kp_options(royal_chain=False, set_size=3)
    doc = options.to_dict()
    assert doc["game"] == KP and doc["rules"]["set_size"] == 3
    back = TableOptions.from_dict(doc)
    assert back == options and isinstance(back.rules, KpRules)
    # a Larry table's options read and write as before: no game key, Larry's rules
    larry = TableOptions().to_dict()
    assert "game" not in larry and isinstance(TableOptions.from_dict(larry).rules, RuleSet)
    # damaged options are refused as corrupt, never half-read
    for bad in ({**doc, "game": "chess"}, {**doc, "rules": {"set_size": 99}},
                {**doc, "rules": {"rounds": 2}}):
        with pytest.raises(TableError) as err:
            TableOptions.from_dict(bad)
        assert err.value.code == "corrupt"
    with pytest.raises(TypeError):
        TableOptions(rules=RuleSet(), game=KP)


async def test_a_kakerlake_table_plays_through_the_service_and_reloads(tmp_path: Path) -> None:
    db = str(tmp_path / "kp.sqlite3")
    async with running(db) as svc:
        table = await humans_table(svc)
        game = state(table)
        assert game.n == 3 and svc.kind_of(table.options).name == KP
        # the table's own grammar: a Larry move is a bad move here
        seat, user = mover(table)
        with pytest.raises(IllegalMove) as bad:
            await svc.play(table.id, user, "place 3 5", table.version)
        assert bad.value.code == "bad_move"
        seen = 0
        for _ in range(6):
            seat, user = mover(table)
            move = state(table).legal_moves(seat)[0]
            change = await svc.play(table.id, user, format_body(move), table.version)
            # the card on offer is in the private events only (the offerer's card_seen)
            assert all(e["type"] != "card_seen" for e in change.events)
            seen += sum(e["type"] == "card_seen" for e in change.live)
            if move.verb == "offer":
                assert any(e["type"] == "offered" and e["to"] == move.target
                           for e in change.events)
        assert seen >= 1
        moves, before = list(table.moves), state(table).state_dict()
    async with running(db) as again:  # a restart: the table comes back as Kakerlakenpoker
        back = again.get(table.id)
        assert back.options.game == KP and back.moves == moves
        assert state(back).state_dict() == before
        seat, user = mover(back)
        move = state(back).legal_moves(seat)[0]
        await again.play(back.id, user, format_body(move), back.version)
        assert back.version == len(moves) + 1


async def test_a_full_game_with_ai_seats_is_rated_on_its_own_board(tmp_path: Path) -> None:
    db = str(tmp_path / "kp.sqlite3")
    async with running(db) as svc:
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", kp_options())
        await svc.add_ai(table.id, ALICE)
        await svc.add_ai(table.id, ALICE)
        await svc.start_game(table.id, ALICE)
        for _ in range(2000):  # the AI seats move on their own deadlines; Alice by hand
            if table.status != "playing":
                break
            game = state(table)
            if game.to_move is not None and not table.is_ai(game.to_move):
                move = game.legal_moves(game.to_move)[0]
                await svc.play(table.id, ALICE, format_body(move), table.version)
            else:
                await asyncio.sleep(0.005)
        assert table.status == "finished" and state(table).over
        ais = [i for i in range(3) if table.is_ai(i)]
        assert len(ais) == 2 and any(
            m.startswith(f"{s}:") for s in ais for m in table.moves)
        storage = svc.storage
        kp_board = await storage.rating_board(GUILD, game=KP)
        assert ALICE in {row.user_id for row in kp_board} and len(kp_board) == 3
        assert await storage.rating_board(GUILD, game="larry") == []
        finished = await storage.recent_games(GUILD, game=KP)
        assert [g.table_id for g in finished] == [table.id]


async def test_seat_limits_follow_the_game(tmp_path: Path) -> None:
    async with running(str(tmp_path / "kp.sqlite3")) as svc:
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", kp_options())
        with pytest.raises(TableError) as few:
            await svc.start_game(table.id, ALICE)
        assert few.value.code == "not_enough_players" and few.value.params["max"] == 6
        for _ in range(5):
            await svc.add_ai(table.id, ALICE)
        with pytest.raises(TableError) as full:
            await svc.add_ai(table.id, ALICE)
        assert full.value.code == "table_full" and full.value.params["max"] == 6
