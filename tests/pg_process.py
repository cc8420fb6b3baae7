"""`tests/bot_process.py` on PostgreSQL: bot processes sharing one database, each running
some shards, with users in a channel of a guild on one of those shards.

`PgEnv` is a `ProcEnv` whose stored state is read from PostgreSQL (through a reader on its
own thread, so the polling stays synchronous like the SQLite one) instead of a file.
"""
# ruff: noqa: ASYNC109

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench.crash_db import PgReader
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.rules import RuleSet
from tests.bot_process import WAIT, BotProcess, ProcEnv, Stored


def stored_table_pg(reader: PgReader, channel_id: int) -> Stored | None:
    """The newest table of a channel, as `tests.bot_process.stored_table` reads SQLite."""
    rows = reader.fetch("SELECT id, status, seats, seed, options FROM tables WHERE "
                        "channel_id=$1 ORDER BY id DESC LIMIT 1", channel_id)
    if not rows:
        return None
    table_id, status, seats_json, seed, options = rows[0]
    moves = [m for (m,) in reader.fetch(
        "SELECT move FROM moves WHERE table_id=$1 ORDER BY idx", table_id)]
    names = [str(s["name"]) for s in json.loads(seats_json)]
    rules = RuleSet.from_dict(json.loads(options).get("rules"))
    game = None
    if status in ("playing", "finished") and len(names) >= 2:
        game = GameLog(len(names), rules, seed, moves=moves).replay()
    return Stored(table_id, status, names, moves, rules, seed, game)


@dataclass
class PgEnv(ProcEnv):
    """A channel's users and the bot process serving its guild, on PostgreSQL."""

    reader: PgReader | None = None

    def stored(self) -> Stored:
        assert self.reader is not None
        table = stored_table_pg(self.reader, self.channel_id)
        assert table is not None, "no table stored for the channel"
        return table

    async def wait_db(self, predicate: Callable[[Stored], bool], timeout: float = WAIT,
                      interval: float = 0.02) -> Stored:
        assert self.reader is not None
        reader = self.reader

        def check() -> Stored | None:
            table = stored_table_pg(reader, self.channel_id)
            return table if table is not None and predicate(table) else None

        try:
            got: Stored = await self.double.wait_for(check, timeout, interval)
        except TimeoutError:
            table = stored_table_pg(reader, self.channel_id)
            raise AssertionError(f"the stored table did not get there within {timeout}s: "
                                 f"{table.moves if table else None}") from None
        return got


def shard_bot(port: int, url: str, log: Path, shards: str, count: int, *,
              token: str = "double-token", lease: float = 3.0,
              time_scale: float = 10.0) -> BotProcess:
    """A bot process running `shards` of `count` on the database at `url`."""
    bot = BotProcess(port, Path("unused"), log, time_scale=time_scale,
                     env={"LARRY_SHARDS": shards, "LARRY_SHARD_COUNT": str(count),
                          "LARRY_LEASE_SECONDS": str(lease), "LARRY_BENCH_TOKEN": token})
    bot.db = url  # type: ignore[assignment]  # passed on as the LARRY_DB argument
    return bot
