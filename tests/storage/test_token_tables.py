"""A table that lives on interaction tokens (a group DM, issue 51) in storage, on both
backends: it is kept under its channel as its server (`cogs.tables.tokens.home`), its mark
(`tokens.META` in its meta) survives a restart, and its results and ratings are that group
DM's own, apart from every server's."""

from __future__ import annotations

import random

from larry_core.games.larry.moves import format_body
from larry_core.games.larry.simulate import random_move
from larry_core.tables.service import TableService
from larry_core.tables.table import TableOptions
from tests.storage.test_storage_contract import ALICE, BOB, CY, GUILD, Backend, backend, opened

__all__ = ["backend"]
GROUP_DM = 2**62 + 4242  # a group DM's channel id: also the key of its results
MARK = {"tokens": True}  # cogs.tables.tokens.META, as the front end sets it


async def test_a_group_dm_table_keeps_its_mark_and_its_results_apart(backend: Backend) -> None:
    async with opened(backend) as storage:
        svc = TableService(storage, outbox=True)
        await svc.start()
        table = await svc.open_table(GROUP_DM, GROUP_DM, ALICE, "Alice", TableOptions(),
                                     seed=5, meta=MARK)
        await svc.join(table.id, BOB, "Bob")
        await svc.join(table.id, CY, "Cy")
        await svc.start_game(table.id, ALICE)
        assert table.record.meta["tokens"] is True
        await svc.stop()
    async with opened(backend) as storage:  # a restart: still a token table, in its place
        svc = TableService(storage, outbox=True)
        await svc.start()
        table = svc.get(table.id)
        assert table.record.meta["tokens"] is True
        assert (table.record.guild_id, table.record.channel_id) == (GROUP_DM, GROUP_DM)
        assert svc.in_channel(GROUP_DM) is table
        rng = random.Random(6)
        while table.status == "playing":
            assert table.game is not None and table.game.to_move is not None
            seat = table.game.to_move
            await svc.play(table.id, table.seats[seat]["user_id"],
                           format_body(random_move(table.game, seat, rng)), table.version)
        await svc.stop()
        assert table.record.meta["tokens"] is True  # kept through every move
        board = await storage.leaderboard(GROUP_DM, 0, 10, game="larry")
        assert {r.user_id for r in board} == {ALICE, BOB, CY}
        assert await storage.leaderboard(GUILD, 0, 10, game="larry") == []
        [summary] = await storage.recent_games(GROUP_DM, game="larry")
        assert summary.table_id == table.id
        assert await storage.recent_games(GUILD, game="larry") == []
