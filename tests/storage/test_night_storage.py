"""Game nights in storage, on both backends (the storage contract's `backend` fixture: SQLite on
a temporary file, PostgreSQL on the test server): a night's games and seats read back as
written and survive a reopen, a table joins one night once, `/night end` ends it once,
forget-me deletes a player's night results and leaves the others'; and `Nights` applies the
rules to what is stored."""

from __future__ import annotations

import time
from dataclasses import replace

from larry_core.storage.base import NightGame, NightSeat, PlayerResult, TableRecord
from larry_core.storage.ratings import ai_user_id
from larry_core.storage.select import BotStorage
from larry_core.storage.shards import Shards, shard_of
from larry_core.tables.night import Nights, standings, swallowed
from tests.storage.test_storage_contract import (
    ALICE,
    BOB,
    CHANNEL,
    CY,
    GUILD,
    Backend,
    backend,
    change,
    new_table,
    opened,
    record,
    results,
    step,
)

__all__ = ["backend"]
DAN, EVE = 2**62 + 103, 2**62 + 104


async def finished(storage: BotStorage, channel: int, scores: dict[int, int], winner: int,
                   *, opened_at: float, extra: tuple[PlayerResult, ...] = ()) -> TableRecord:
    """A finished table of `channel` (opened at `opened_at`) with its results stored."""
    rec = replace(record(channel), created_at=opened_at)
    rec.id = await storage.create_table(rec, change(0, "opened"))
    done = step(rec, status="finished", deadline=None)
    await storage.commit(done, change(1), results=[*results(scores, winner), *extra],
                         game="larry")
    return done


def seat(user: int, place: int, half: int, ai: str | None = None) -> NightSeat:
    return NightSeat(user, f"user {user % 1000}", place, half, ai)


async def test_a_nights_games_read_back_as_written_and_last_past_a_reopen(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        assert await storage.latest_night(CHANNEL) is None
        first = await finished(storage, CHANNEL, {ALICE: 3, BOB: 1}, ALICE, opened_at=50.0)
        second = await finished(storage, CHANNEL, {ALICE: 1, BOB: 3, CY: 3}, BOB,
                                opened_at=150.0)
        one = NightGame(first.id, "larry", 100.0, 2, (seat(ALICE, 1, 4), seat(BOB, 2, 2)))
        night_id = await storage.add_night_game(None, GUILD, CHANNEL, 50.0, one)
        two = NightGame(second.id, "kniffel", 200.0, 3,
                        (seat(BOB, 1, 6), seat(CY, 2, 4), seat(ALICE, 3, 2)))
        assert await storage.add_night_game(night_id, GUILD, CHANNEL, 150.0, two) == night_id
        # told again (a restart announcing it twice): it stays where it is, once
        assert await storage.add_night_game(None, GUILD, CHANNEL, 150.0, two) == night_id
    async with opened(backend) as storage:
        night = await storage.latest_night(CHANNEL)
        assert night is not None
        assert (night.id, night.guild_id, night.channel_id, night.started_at, night.last_at,
                night.ended_at) == (night_id, GUILD, CHANNEL, 50.0, 200.0, None)
        assert night.games == (one, two)
        assert await storage.latest_night(CHANNEL + 1) is None
        assert await backend.execute("SELECT COUNT(*) FROM night_seats") == [(5,)]


async def test_the_newest_night_of_a_channel_and_ending_it_once(backend: Backend) -> None:
    async with opened(backend) as storage:
        old = await finished(storage, CHANNEL, {ALICE: 1, BOB: 0}, ALICE, opened_at=1.0)
        new = await finished(storage, CHANNEL, {CY: 1, BOB: 0}, CY, opened_at=2.0)
        there = await finished(storage, CHANNEL + 1, {CY: 1, ALICE: 0}, CY, opened_at=3.0)
        first = await storage.add_night_game(None, GUILD, CHANNEL, 1.0, NightGame(
            old.id, "larry", 10.0, 2, (seat(ALICE, 1, 4), seat(BOB, 2, 2))))
        second = await storage.add_night_game(None, GUILD, CHANNEL, 2.0, NightGame(
            new.id, "larry", 20.0, 2, (seat(CY, 1, 4), seat(BOB, 2, 2))))
        elsewhere = await storage.add_night_game(None, GUILD, CHANNEL + 1, 3.0, NightGame(
            there.id, "larry", 30.0, 2, (seat(CY, 1, 4), seat(ALICE, 2, 2))))
        assert len({first, second, elsewhere}) == 3
        latest = await storage.latest_night(CHANNEL)
        assert latest is not None and latest.id == second
        assert [g.table_id for g in latest.games] == [new.id]
        assert await storage.end_night(second, 25.0)
        assert not await storage.end_night(second, 26.0)  # already ended: unchanged
        latest = await storage.latest_night(CHANNEL)
        assert latest is not None and latest.ended_at == 25.0
        other = await storage.latest_night(CHANNEL + 1)
        assert other is not None and other.ended_at is None


async def test_forget_me_deletes_a_players_night_results_and_keeps_the_others(
        backend: Backend) -> None:
    async with opened(backend) as storage:
        table = await finished(storage, CHANNEL, {ALICE: 2, BOB: 1, CY: 0}, ALICE,
                               opened_at=1.0)
        game = NightGame(table.id, "larry", 10.0, 3,
                         (seat(ALICE, 1, 6), seat(BOB, 2, 4), seat(CY, 3, 2)))
        await storage.add_night_game(None, GUILD, CHANNEL, 1.0, game)
        report = await storage.forget_user(ALICE)
        assert report.nights == 1
        night = await storage.latest_night(CHANNEL)
        assert night is not None and night.games == (replace(game, results=game.results[1:]),)
        assert await backend.execute(
            f"SELECT COUNT(*) FROM night_seats WHERE user_id = {ALICE}") == [(0,)]
        assert await backend.execute(
            "SELECT COUNT(*) FROM night_seats WHERE name = 'user 100'") == [(0,)]
        assert (await storage.forget_user(ALICE)).nights == 0


async def test_nights_group_a_channels_games_by_the_rules(backend: Backend) -> None:
    now = time.time()
    ai = PlayerResult(ai_user_id("reasoned", "Ada"), "Ada", 0, False, ai="reasoned")
    async with opened(backend) as storage:
        nights = Nights(storage, pause=100.0)
        one = await finished(storage, CHANNEL, {ALICE: 2, BOB: 1}, ALICE, opened_at=now - 50)
        night = await nights.game_over(one)
        assert night is not None and [g.table_id for g in night.games] == [one.id]
        # Bob again, with Cy and an AI seat, opened within the pause: the same night
        two = await finished(storage, CHANNEL, {BOB: 3, CY: 1}, BOB, opened_at=now, extra=(ai,))
        night = await nights.game_over(two)
        assert night is not None and [g.table_id for g in night.games] == [one.id, two.id]
        assert await nights.game_over(two) == night  # told twice: added once
        # Bob 1 + 3, Alice 2 (a win), Cy 2, the AI 1: Alice and Cy share second place
        assert [(s.place, s.user_id, s.points, s.ai) for s in standings(night)] == [
            (1, BOB, 4.0, None), (2, ALICE, 2.0, None), (2, CY, 2.0, None),
            (4, ai.user_id, 1.0, "reasoned")]
        on, running = await nights.current(CHANNEL)
        assert on == night and running
        # other people in the channel: a new night
        three = await finished(storage, CHANNEL, {DAN: 1, EVE: 0}, DAN, opened_at=now + 1)
        fresh = await nights.game_over(three)
        assert fresh is not None and fresh.id != night.id
        assert [g.table_id for g in fresh.games] == [three.id]
        # opened after the pause: a new night again, even with Dan
        four = await finished(storage, CHANNEL, {DAN: 1, BOB: 2}, BOB, opened_at=now + 500)
        later = await nights.game_over(four)
        assert later is not None and later.id not in (night.id, fresh.id)
        ended = await nights.end(CHANNEL, open_since=now + 500)
        assert ended is not None and ended.ended_at is not None
        assert await nights.end(CHANNEL) is None  # nothing on any more
        five = await finished(storage, CHANNEL, {DAN: 1, BOB: 2}, BOB, opened_at=now + 501)
        after = await nights.game_over(five)
        assert after is not None and after.id != later.id  # an ended night takes no game


async def test_the_games_a_crash_left_outside_their_nights_read_back_in_finishing_order(
        backend: Backend) -> None:
    """`games_outside_nights`: finished games (results stored) in no night, the oldest
    first, with their outbox rows (a thread table's channel); those in a night, those that
    finished before `since` and other shards' are not listed."""
    now = time.time()
    async with opened(backend) as storage:
        told = await finished(storage, CHANNEL, {ALICE: 2, BOB: 1}, ALICE, opened_at=now)
        await Nights(storage).game_over(told)
        first = await finished(storage, CHANNEL, {ALICE: 1, BOB: 2}, BOB, opened_at=now)
        thread = await finished(storage, CHANNEL + 1, {CY: 1, BOB: 0}, CY, opened_at=now)
        box = {"thread": {"parent": CHANNEL, "line": 77}, "table": 78}
        await storage.mark_announced(thread.id, thread.rev, box)
        await new_table(storage)  # open: no results, never listed
        missing = await storage.games_outside_nights(now - 60)
        assert [(g.record.id, g.record.status, g.record.channel_id) for g in missing] == [
            (first.id, "finished", CHANNEL), (thread.id, "finished", CHANNEL + 1)]
        assert [g.outbox for g in missing] == [{}, box]
        assert missing[0].finished_at <= missing[1].finished_at
        assert missing[0].finished_at >= now - 60
        assert await storage.games_outside_nights(time.time() + 60) == []
        # those that finished before a time (`Nights.missing`'s until), within its lookback
        assert await Nights(storage).missing(until=missing[0].finished_at) == []
        assert await Nights(storage).missing(until=missing[1].finished_at + 1) == missing
        assert await Nights(storage, lookback=0.0, clock=lambda: now + 3600).missing() == []
        mine = Shards(frozenset({shard_of(GUILD, 2)}), 2)
        theirs = Shards(frozenset({1 - shard_of(GUILD, 2)}), 2)
        assert [g.record.id for g in await storage.games_outside_nights(now - 60, mine)] \
            == [first.id, thread.id]
        assert await storage.games_outside_nights(now - 60, theirs) == []
        # once in their nights, they are not listed again
        nights = Nights(storage)
        await nights.recover([(g.record, g.record.channel_id) for g in missing])
        assert await storage.games_outside_nights(now - 60) == []
        assert await nights.missing() == []


async def test_recovered_games_join_their_nights_and_only_a_swallowed_post_is_due(
        backend: Backend) -> None:
    """`Nights.recover` adds the games by the rules, in order; the standings are due late
    only for a channel whose night was shown before the crash and is still on; run twice
    it adds nothing more and answers the same."""
    now = time.time()
    clock = [now]
    async with opened(backend) as storage:
        nights = Nights(storage, pause=100.0, clock=lambda: clock[0])
        one = await finished(storage, CHANNEL, {ALICE: 2, BOB: 1}, ALICE, opened_at=now - 10)
        await nights.game_over(one)  # told as usual: a night of one game
        two = await finished(storage, CHANNEL, {ALICE: 1, BOB: 2}, BOB, opened_at=now - 5)
        # another channel: two games, both stored before their nights (e.g. an upgrade)
        old = await finished(storage, CHANNEL + 1, {CY: 1, DAN: 0}, CY, opened_at=now - 9)
        new = await finished(storage, CHANNEL + 1, {CY: 0, DAN: 1}, DAN, opened_at=now - 4)
        games = [(g.record, g.record.channel_id) for g in await nights.missing()]
        assert [r.id for r, _ in games] == [two.id, old.id, new.id]
        late = await nights.recover(games)
        assert [(r.id, home, [g.table_id for g in night.games]) for r, home, night in late] \
            == [(two.id, CHANNEL, [one.id, two.id])]
        there = await storage.latest_night(CHANNEL + 1)
        assert there is not None and [g.table_id for g in there.games] == [old.id, new.id]
        assert await nights.recover(games) == late  # idempotent
        assert await backend.execute("SELECT COUNT(*) FROM night_games") == [(4,)]
        # the same, once the night is over (the bot was away past the pause): no post
        clock[0] = now + 1000
        assert await nights.recover(games) == []
        assert not swallowed(late[0][2], two.id, [two.id], now + 1000, pause=100.0)
        assert swallowed(late[0][2], two.id, [two.id], now, pause=100.0)
        assert not swallowed(late[0][2], one.id, [one.id], now, pause=100.0)  # not the last
        assert not swallowed(late[0][2], two.id, [one.id, two.id], now, pause=100.0)
