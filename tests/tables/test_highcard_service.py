"""A third game through the real platform (issue 37, point 3): High card exists only in
`tests/highcard`, is registered by these tests alone, and is opened, played, timed, stored,
announced and rebuilt after a restart by the table service without a line of platform code
naming it. Every service test runs on SQLite and on PostgreSQL (skipped when unreachable)."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from larry_core.errors import IllegalMove
from larry_core.games import registry
from larry_core.games.base import GameKind
from larry_core.games.larry.rules import RuleSet
from larry_core.storage.select import open_storage
from larry_core.tables.service import TableService
from larry_core.tables.settings import GuildSettings, table_options
from larry_core.tables.table import Change, Origin, Table, TableError, TableOptions
from tests.highcard import HIGHCARD, HighCardGame, HighCardRules
from tests.highcard.game import MOVES
from tests.storage.test_storage_contract import need_postgres, postgres_schema

ROOT = Path(__file__).resolve().parents[2]
GAME = HIGHCARD.name
GUILD, CHANNEL = 1, 10
ALICE, BOB, CY = 100, 101, 102
SCALE = 0.01  # as the other timer tests: 30 "seconds" of turn time pass in 0.3 s
FAST = {"ai_delay": (0.01, 0.02), "round_pause": 1.0, "time_scale": SCALE}


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """High card is playable for one test only."""
    assert GAME not in registry.GAMES
    monkeypatch.setitem(registry.GAMES, GAME, HIGHCARD)
    yield


@pytest.fixture(params=["sqlite", "postgresql"])
async def db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """Where the storage lives: a SQLite file, or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield str(tmp_path / "highcard.sqlite3")
        return
    need_postgres()
    async with postgres_schema() as url:
        yield url


@contextlib.asynccontextmanager
async def running(db: str, **settings: Any) -> AsyncIterator[TableService]:
    """A started service on its own opened storage, stopped and closed afterwards."""
    storage = open_storage(db)
    await storage.open()
    svc = TableService(storage, **settings)
    await svc.start()
    try:
        yield svc
    finally:
        await svc.stop()
        await storage.close()


def highcard(rounds: int = 3, turn_seconds: int = 0) -> TableOptions:
    return TableOptions(rules=HighCardRules(rounds=rounds), game=GAME,
                        turn_seconds=turn_seconds)


async def two_humans(svc: TableService, options: TableOptions | None = None,
                     seed: int = 7) -> Table:
    table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", options or highcard(),
                                 seed=seed)
    await svc.join(table.id, BOB, "Bob")
    await svc.start_game(table.id, ALICE)
    return table


def state(table: Table) -> HighCardGame:
    game: object = table.game
    assert isinstance(game, HighCardGame)
    return game


def mover(table: Table) -> tuple[int, int]:
    seat = state(table).to_move
    assert seat is not None
    return seat, int(table.seats[seat]["user_id"])


def seat_of(table: Table, user_id: int) -> int:
    return next(i for i, s in enumerate(table.seats) if s["user_id"] == user_id)


async def play_by_hand(svc: TableService, table: Table, rng: random.Random,
                       count: int = 10_000) -> list[Change]:
    """Up to `count` human moves (reveal or fold at random), each at the table's version."""
    changes = []
    for _ in range(count):
        if table.status != "playing":
            break
        _seat, user = mover(table)
        changes.append(await svc.play(table.id, user, rng.choice(MOVES), table.version))
    return changes


async def wait_until(predicate: Callable[[], bool], within: float = 15.0) -> None:
    deadline = time.monotonic() + within
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached in time")
        await asyncio.sleep(0.01)


def heard(svc: TableService) -> list[Change]:
    """Every change the service tells its listeners of, from now on."""
    changes: list[Change] = []

    def listen(table: Table, change: Change, origin: Origin) -> None:
        changes.append(change)

    svc.subscribe(listen)
    return changes


# ----------------------------------------------------------------- the seam
def test_no_platform_code_names_the_game() -> None:
    kind: GameKind = HIGHCARD  # the seam's Protocol is all it implements (checked by mypy)
    assert registry.game(GAME) is kind
    for package in ("larry_core", "bot", "cogs", "bench"):
        for path in (ROOT / package).rglob("*.py"):
            text = path.read_text(encoding="utf-8").lower()
            assert "highcard" not in text and "high card" not in text, path


def test_options_and_server_settings_carry_the_game_and_its_rules() -> None:
    options = highcard(rounds=5)
    doc = options.to_dict()
    assert doc["game"] == GAME and doc["rules"] == {"rounds": 5}
    assert TableOptions.from_dict(doc) == options
    assert TableOptions(game=GAME).rules == HighCardRules(rounds=3)  # the option's default
    with pytest.raises(TypeError):
        TableOptions(rules=RuleSet(), game=GAME)  # another game's rules
    for bad in ({"rounds": 10}, {"rounds": "3"}, {"rounds": 3, "extra": 1}, None):
        with pytest.raises(TableError) as err:
            TableOptions.from_dict({**doc, "rules": bad})
        assert err.value.code == "corrupt"
    settings = GuildSettings().updated(GAME, rounds=4)
    assert settings.options(GAME) == {"rounds": 4}
    assert GuildSettings.from_dict(settings.to_dict()) == settings
    made = table_options(settings, GAME, turn_seconds=60)
    assert made.rules == HighCardRules(rounds=4) and made.game == GAME
    assert table_options(settings, GAME, rounds=9).rules == HighCardRules(rounds=9)


async def test_the_table_seats_two_players_only(db: str) -> None:
    async with running(db) as svc:
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice", highcard())
        with pytest.raises(TableError) as few:
            await svc.start_game(table.id, ALICE)
        assert few.value.code == "not_enough_players" and few.value.params == {"min": 2, "max": 2}
        await svc.join(table.id, BOB, "Bob")
        with pytest.raises(TableError) as full:
            await svc.join(table.id, CY, "Cy")
        assert full.value.code == "table_full" and full.value.params == {"max": 2}


# -------------------------------------------------------------- whole games
async def test_humans_play_a_whole_game_and_its_results_are_stored_for_the_game(
        db: str) -> None:
    async with running(db) as svc:
        table = await two_humans(svc, highcard(rounds=5))
        assert svc.kind_of(table.options) is HIGHCARD and state(table).n == 2
        changes = await play_by_hand(svc, table, random.Random(1))
        game = state(table)
        assert table.status == "finished" and game.over and game.round == 5
        assert changes[-1].events[-1]["type"] == "game_over"
        assert svc.in_channel(CHANNEL) is None and svc.find(table.id) is table
        storage = svc.storage
        assert await storage.load_moves(table.id) == table.moves
        assert all(m.split(": ")[1] in MOVES for m in table.moves)
        board = await storage.leaderboard(GUILD, 0, 10, game=GAME)
        winners = {table.seats[s]["user_id"] for s in game.winners}
        assert {row.user_id for row in board} == {ALICE, BOB}
        assert {row.user_id for row in board if row.wins} == winners
        assert {row.user_id: row.points for row in board} == {
            table.seats[s]["user_id"]: game.scores[s] for s in range(2)}
        assert len(await storage.rating_board(GUILD, game=GAME)) == 2
        assert [g.table_id for g in await storage.recent_games(GUILD, game=GAME)] == [table.id]
        finished = await storage.load_finished(table.id)
        assert finished is not None and finished.moves == table.moves
        assert finished.record.options["game"] == GAME
        # nothing lands on the other games' boards
        assert await storage.leaderboard(GUILD, 0, 10, game="larry") == []
        assert await storage.recent_games(GUILD, game="kakerlakenpoker") == []
        with pytest.raises(TableError):
            await svc.play(table.id, ALICE, "reveal", table.version)


async def test_ai_seats_play_their_turns_on_the_timers_to_the_end(db: str) -> None:
    async with running(db, **FAST) as svc:
        changes = heard(svc)
        table = await svc.open_table(GUILD, CHANNEL, ALICE, "Alice",
                                     highcard(rounds=9, turn_seconds=600), seed=3)
        await svc.add_ai(table.id, ALICE)
        await svc.start_game(table.id, ALICE)
        alice = seat_of(table, ALICE)
        ai = 1 - alice
        assert table.is_ai(ai) and table.seats[ai]["ai"] == "reasoned"
        rng = random.Random(2)
        for _ in range(5000):  # Alice by hand; the AI on its own deadlines
            if table.status != "playing":
                break
            if state(table).to_move == alice:
                await svc.play(table.id, ALICE, rng.choice(MOVES), table.version)
            else:
                await asyncio.sleep(0.005)
        assert table.status == "finished" and state(table).round == 9
        by_ai = [c for c in changes if c.by == "ai"]
        assert by_ai and all(c.seat == ai for c in by_ai)
        assert {c.seat for c in changes if c.kind == "moved" and c.by == "player"} == {alice}
        assert [c.by for c in changes if c.kind == "moved"].count("ai") == \
            sum(m.startswith(f"{ai}:") for m in table.moves)
        assert [row.user_id for row in await svc.storage.leaderboard(GUILD, 0, 10, game=GAME)] \
            == [ALICE]  # people only; the AI seat is on the rated board
        rated = await svc.storage.rating_board(GUILD, game=GAME)
        assert {row.ai for row in rated} == {None, "reasoned"}


async def test_a_turn_timeout_is_played_by_the_ai_for_the_player(db: str) -> None:
    async with running(db, **FAST) as svc:
        changes = heard(svc)
        table = await two_humans(svc, highcard(turn_seconds=30))
        starter, _user = mover(table)
        await wait_until(lambda: any(c.by == "timeout" for c in changes))
        timed_out = next(c for c in changes if c.by == "timeout")
        assert timed_out.seat == starter and timed_out.version == 1
        assert timed_out.params == {"name": table.name(starter), "count": 1,
                                    "replaced": False}
        moves = await svc.storage.load_moves(table.id)
        assert moves[0] in (f"{starter}: reveal", f"{starter}: fold")
        assert not table.is_ai(starter)  # one timeout does not hand the seat over


async def test_repeated_timeouts_hand_both_seats_to_the_ai_which_finishes_the_game(
        db: str) -> None:
    async with running(db, timeouts_before_replacement=2, **FAST) as svc:
        changes = heard(svc)
        table = await two_humans(svc, highcard(rounds=5, turn_seconds=30))
        await wait_until(lambda: table.status == "finished", within=30)
        replaced = [c for c in changes if c.params.get("replaced")]
        assert sorted(c.seat for c in replaced if c.seat is not None) == [0, 1]
        assert all(c.params["count"] == 2 for c in replaced)
        assert {c.by for c in changes if c.kind == "moved"} <= {"timeout", "ai"}
        board = await svc.storage.leaderboard(GUILD, 0, 10, game=GAME)
        assert {row.user_id for row in board} == {ALICE, BOB}
        assert all(row.wins == 0 for row in board)  # a seat the AI took over cannot win


# ---------------------------------------------------------- refused moves
async def test_a_stale_version_is_refused_and_changes_nothing(db: str) -> None:
    async with running(db) as svc:
        table = await two_humans(svc)
        await play_by_hand(svc, table, random.Random(4), count=2)
        _seat, user = mover(table)
        before = state(table).state_dict(), table.version, table.rev
        with pytest.raises(TableError) as err:
            await svc.play(table.id, user, "reveal", table.version - 1)
        assert err.value.code == "stale"
        assert (state(table).state_dict(), table.version, table.rev) == before
        assert len(await svc.storage.load_moves(table.id)) == table.version == 2


async def test_forged_and_illegal_moves_are_refused_and_change_nothing(db: str) -> None:
    async with running(db, outbox=True) as svc:
        table = await two_humans(svc)
        seat, user = mover(table)
        other = int(table.seats[1 - seat]["user_id"])
        before = (state(table).state_dict(), table.version, table.rev, list(table.pending))
        stored = await svc.storage.load_table(table.id)
        for who, body, code in ((other, "reveal", "not_your_turn"),
                                (user, "peek", "bad_move"),
                                (user, "reveal 13", "bad_move"),
                                (user, f"{seat}: reveal", "bad_move"),
                                (user, "", "bad_move")):
            with pytest.raises(IllegalMove) as err:
                await svc.play(table.id, who, body, table.version)
            assert err.value.code == code, body
        with pytest.raises(TableError) as outsider:
            await svc.play(table.id, CY, "reveal", table.version)
        assert outsider.value.code == "not_seated"
        # a move object the grammar never makes is refused by the game itself
        with pytest.raises(IllegalMove) as forged:
            state(table).copy().apply(seat, "win")
        assert forged.value.code == "bad_move"
        assert (state(table).state_dict(), table.version, table.rev,
                list(table.pending)) == before
        assert await svc.storage.load_moves(table.id) == []
        assert await svc.storage.load_table(table.id) == stored
        await svc.play(table.id, user, "reveal", table.version)  # the right move still works
        assert table.version == 1


# ------------------------------------------------------ restart and outbox
async def test_a_restart_rebuilds_the_table_mid_game_from_its_moves_and_it_plays_on(
        db: str) -> None:
    async with running(db) as svc:
        table = await two_humans(svc, highcard(rounds=4))
        await play_by_hand(svc, table, random.Random(5), count=3)
        game = state(table)
        assert not game.over and table.version == 3
        before = game.state_dict(), [game.seat_view(s) for s in range(2)]
        moves, seats, rev = list(table.moves), list(table.seats), table.rev
    async with running(db) as again:
        back = again.get(table.id)
        assert back is not table and back.options == table.options
        assert back.moves == moves and back.seats == seats and back.rev == rev
        restored = state(back)
        assert (restored.state_dict(), [restored.seat_view(s) for s in range(2)]) == before
        assert back.ai is not None  # every seat's history is fed again from the log
        for s in range(2):
            assert all(e.get("private", [s]) == [s] for e in back.ai.histories[s])
        await play_by_hand(again, back, random.Random(6))
        assert back.status == "finished" and state(back).round == 4
        assert len(await again.storage.load_moves(back.id)) == back.version
        assert len(await again.storage.leaderboard(GUILD, 0, 10, game=GAME)) == 2


async def test_a_table_of_a_game_no_longer_registered_is_reported_then_back_with_it(
        db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    async with running(db) as svc:
        table = await two_humans(svc)
        await play_by_hand(svc, table, random.Random(7), count=1)
    monkeypatch.delitem(registry.GAMES, GAME)
    async with running(db) as without:  # the service starts; the table is unreadable
        assert table.id not in without.tables and CHANNEL in without.broken
    monkeypatch.setitem(registry.GAMES, GAME, HIGHCARD)
    async with running(db) as again:  # nothing was written meanwhile: it is whole again
        back = again.get(table.id)
        assert back.moves == table.moves and state(back).state_dict() == \
            state(table).state_dict()


async def test_the_outbox_keeps_each_change_public_until_announced_across_a_restart(
        db: str) -> None:
    async with running(db, outbox=True) as svc:
        table = await two_humans(svc, highcard(rounds=3))
        await play_by_hand(svc, table, random.Random(8), count=4)
        kinds = [c.kind for c in table.unannounced()]
        assert kinds[:3] == ["opened", "joined", "started"]
        assert kinds[3:] == ["moved"] * 4 and table.pending == table.unannounced()
        moved = table.unannounced()[3:]
        assert [c.version for c in moved] == [1, 2, 3, 4]
        # no hidden card is in what the channel is told: "dealt" only in the live events
        assert all(e["type"] != "dealt" for c in moved for e in c.events)
        deals = [e for c in moved for e in c.live if e["type"] == "dealt"]
        if state(table).round > 0:
            assert deals and all(e["private"] == [e["seat"]] for e in deals)
        started = table.unannounced()[2].rev
        await svc.mark_announced(table, started, {"message": 123})  # shown up to the start
        assert [c.kind for c in table.unannounced()] == ["moved"] * 4
        events = [c.events for c in moved]
    async with running(db, outbox=True) as again:
        back = again.get(table.id)
        assert back.announced == started and back.outbox == {"message": 123}
        pending = back.unannounced()
        assert [(c.kind, c.version) for c in pending] == [("moved", v) for v in (1, 2, 3, 4)]
        assert [c.events for c in pending] == events
        await again.mark_announced(back, back.rev, {"message": 456})
        assert back.unannounced() == [] and back.pending == []
    async with running(db, outbox=True) as third:
        assert third.get(table.id).unannounced() == []


async def test_a_dealt_card_reaches_its_owner_alone(db: str) -> None:
    async with running(db) as svc:
        changes = heard(svc)
        table = await two_humans(svc, highcard(rounds=2))
        while state(table).round == 0:  # play the first round out
            _seat, user = mover(table)
            await svc.play(table.id, user, "reveal", table.version)
        ended = changes[-1]
        assert {e["type"] for e in ended.events} >= {"round_won", "round_started"}
        assert all(e["type"] != "dealt" for e in ended.events)
        dealt = [e for e in ended.live if e["type"] == "dealt"]
        game = state(table)
        assert sorted((e["seat"], e["card"]) for e in dealt) == [(0, game.cards[0]),
                                                                 (1, game.cards[1])]
        for s in range(2):
            assert game.seat_view(s).card == game.cards[s]
            assert game.seat_view(s).public.shown == (None, None)
            assert [HIGHCARD.visible(e, s) for e in dealt] == [e["seat"] == s for e in dealt]
            assert not any(HIGHCARD.visible(e, None) for e in dealt)
