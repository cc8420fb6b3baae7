"""A command or page press that reads the database before it can answer (a leaderboard,
stats, a history, a replay, the game log) answers in one response when the read is quick,
and defers first when it is slow, so a slow database delays the answer instead of losing it
past Discord's deadline. The double's deadline is shortened to 1 s (and the bot's wait
before deferring with it) so that a read slower than the deadline stays quick to test."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from discord_double import DiscordDouble
from larry_core.text import t
from tests.bot_fixtures import MEMBERS, BotEnv
from tests.front_end.test_bot_after import finish

DEADLINE = 1.0  # the double's: no first response after it is accepted
SLOW = 1.1  # how long each slowed read takes: past the deadline (it starts after the
# interaction was created)


@pytest.fixture
async def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[BotEnv]:
    async with DiscordDouble(members=list(MEMBERS), interaction_deadline=DEADLINE) as double:
        env = BotEnv(double, tmp_path / "larry.sqlite3", time_scale=0.02)
        await env.start_bot()
        # the loaded extension's module (a bot that stops unloads it, and the next one
        # imports it anew): its wait before deferring, scaled to the double's deadline
        replies = sys.modules["cogs.tables.replies"]
        monkeypatch.setattr(replies, "READ_WAIT", 0.2)
        monkeypatch.setattr(replies, "DEFER_BY", 0.5)
        try:
            yield env
        finally:
            await env.stop_bot()


def slow_down(env: BotEnv, monkeypatch: pytest.MonkeyPatch, *names: str) -> list[str]:
    """Make the bot's storage take SLOW seconds more for each read named; returns the
    names of the reads made since (to check that the slowed reads were the ones used)."""
    assert env.bot is not None
    storage, used = env.bot.storage, []

    def slowed(name: str, read: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            used.append(name)
            await asyncio.sleep(SLOW)
            return await read(*args, **kwargs)
        return wrapper

    for name in names:
        monkeypatch.setattr(storage, name, slowed(name, getattr(storage, name)))
    return used


async def test_quick_reads_answer_in_one_response(env: BotEnv) -> None:
    table_id = await finish(env)
    for command, options in (("larry leaderboard", {}), ("larry stats", {}),
                             ("larry history", {}), ("larry replay", {"game": table_id}),
                             ("kakerlake leaderboard", {})):
        r = await env.user("Bob").slash(command, **options)
        assert r.kind == "message" and r.ephemeral, (command, r)  # no "thinking…" first


async def test_slow_reads_defer_then_answer(env: BotEnv,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    table_id = await finish(env)
    used = slow_down(env, monkeypatch, "rating_board", "player_rating", "recent_games",
                     "load_finished", "load_changes")

    # private answers: deferred privately, then filled with what the quick read shows
    for command, options, shown in (
            ("larry leaderboard", {}, "Larrybot Ada"),
            ("larry stats", {}, "Rating **"),
            ("larry history", {}, f"`#{table_id}`"),
            ("larry replay", {"game": table_id}, "Move 1 of"),
            ("kakerlake leaderboard", {}, "Kakerlakenpoker")):
        r = await env.user("Bob").slash(command, **options)
        assert r.kind == "deferred" and r.ephemeral, (command, r)
        filled = await r.wait_followup(timeout=SLOW + 5)
        assert all(m.ephemeral for m in filled), command
        text = filled[-1].text()
        assert shown in text, (command, text)
    assert used == ["rating_board", "player_rating", "recent_games", "load_finished",
                    "rating_board"]

    # a shared leaderboard is deferred publicly: the "thinking…" becomes the board
    r = await env.user("Bob").slash("larry leaderboard", share=True)
    assert r.kind == "deferred" and not r.ephemeral, r
    board = (await r.wait_followup(timeout=SLOW + 5))[-1]
    assert not board.ephemeral and "Larrybot Ada" in board.text()

    # a page press (Next on a replay) is deferred silently, then the message is changed
    replay = (await env.user("Bob").slash("larry replay", game=table_id)).message
    assert replay is not None
    await env.double.wait_for(lambda: "Move 1 of" in replay.content, SLOW + 5)
    sys.modules["cogs.larry.front"].LARRY_FRONT.reviews.kept.clear()
    r = await env.user("Bob").click(replay, "Next")
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: "Move 2 of" in replay.content, SLOW + 5)
    assert not r.followups  # the replay itself changed; nothing new was sent
    # and so is a jump to a move number (a modal's answer)
    sys.modules["cogs.larry.front"].LARRY_FRONT.reviews.kept.clear()
    modal = await env.user("Bob").click(replay, "Jump…")
    assert modal.is_modal
    r = await env.user("Bob").submit_modal(modal, {"move": "3"})
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: "Move 3 of" in replay.content, SLOW + 5)

    # the running game's log
    await env.start_game(["Alice", "Bob"])
    r = await env.user("Alice").slash("larry log")
    assert r.kind == "deferred" and r.ephemeral, r
    log = (await r.wait_followup(timeout=SLOW + 5))[-1].content
    assert log.startswith(t("log-header", "en", table=env.table().id, page=1, pages=1))
