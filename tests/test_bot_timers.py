"""Turn timers and AI seats through the Discord double, with the real bot and short times.

`time_scale` shrinks every table time: at 0.02 the minimum turn time of 30 s passes in 0.6 s,
and the 15-minute lobby expiry at 0.002 in 1.8 s. Everything asserted is what users see in
#general (public announcements, lobby message, buttons) or get as private answers.
"""
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import re

import pytest

from discord_double import ComponentError, MessageRecord
from tests.bot_fixtures import BotEnv, bot_env, fix_deal, private_text, take_turn

__all__ = ["bot_env"]

TIMED_OUT = "{} ran out of time, so the AI played for them."
PLACED = r"{} places a card face down and says \*\*-?\d+\*\*\."


def scale(factor: float) -> pytest.MarkDecorator:
    """Run the test's bot with this `time_scale`."""
    return pytest.mark.parametrize("bot_env", [factor], indirect=True)


def said(env: BotEnv, text: str) -> list[MessageRecord]:
    """Public channel messages whose content contains `text`, oldest first."""
    return [m for m in env.posted() if text in m.content]


async def wait_said(env: BotEnv, text: str, count: int = 1,
                    timeout: float = 5.0) -> MessageRecord:
    """Wait until `count` public messages contain `text`; return the newest of them."""
    found = await env.double.wait_for(lambda: len(said(env, text)) >= count and said(env, text),
                                      timeout)
    return found[-1]


async def next_prompt(env: BotEnv, after: MessageRecord, name: str) -> MessageRecord:
    """The first public message after `after` that asks `name` to move."""
    def find() -> MessageRecord | None:
        return next((m for m in env.posted()
                     if m.id > after.id and m.content.endswith(f"{name}, your move.")), None)

    return await env.double.wait_for(find, 5)


NUMBERS = {"Alice": ["1", "2", "3", "4"], "Bob": ["1", "2", "3", "4"]}


# ------------------------------------------------------------------ timeouts
@scale(0.02)
async def test_a_turn_that_runs_out_is_played_by_the_ai_and_announced(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, NUMBERS, start="Alice")
    first = await env.start_game(["Alice", "Bob"], turn_seconds=30)
    record = env.table().record
    due = record.deadline  # stored with the start (after the table opened): the whole turn
    assert due is not None and due >= record.created_at + 30 * env.time_scale
    assert first.content.startswith("**The game begins!**") and not said(env, "ran out")
    note = await wait_said(env, TIMED_OUT.format("Alice"))
    later = env.table().record.deadline  # Bob's turn: a deadline of its own, set after it
    assert later is not None and later > due
    # one public announcement: what happened, the move the AI made for Alice, who is next
    assert not note.ephemeral
    lines = note.content.split("\n")
    assert lines[0] == TIMED_OUT.format("Alice")
    assert re.fullmatch(PLACED.format("Alice"), lines[1]), note.content
    assert lines[-1] == f"{env.mention('Bob')} Bob, your move."  # Bob is pinged
    table_text = env.table_message().text()
    assert "**Alice** — 3 cards" in table_text and "**Bob** — 4 cards" in table_text
    assert note.labels() == ["Play", "Doubt", "My hand"]
    # the old buttons are retired, and Alice keeps her seat (she is not replaced yet)
    assert env.retired(first)
    assert (await env.press("Alice", "My hand", note)).startswith("Your hand (3 cards)")
    assert not said(env, "missed") and "Alice (AI)" not in env.table_message().text()


@scale(0.01)
async def test_three_timeouts_in_a_row_hand_the_seat_to_an_ai_for_good(
        bot_env: BotEnv) -> None:
    env = bot_env
    await env.start_game(["Alice", "Bob"], short_game=True, turn_seconds=30)
    gone = {name: await wait_said(env, f"{name} missed 3 turns in a row", timeout=10)
            for name in ("Alice", "Bob")}
    assert ("Alice missed 3 turns in a row; an AI plays in their place from now on."
            in gone["Alice"].content.splitlines())
    over = await env.channel.wait_for_message(lambda m: "Game over" in m.content, 10)
    for name in ("Alice", "Bob"):
        # exactly three timeouts, then the AI seat plays on, announced under its AI name
        assert len(said(env, TIMED_OUT.format(name))) == 3
        later = [m for m in env.posted() if gone[name].id < m.id <= over.id]
        assert any(re.match(f"{name} \\(AI\\) (places|doubts|accepts|plays)", m.content)
                   for m in later), f"no move by {name}'s AI seat after the replacement"
        assert not any(m.content.startswith(TIMED_OUT.format(name)) for m in later)
    assert re.search(r"\*\*Game over!\*\* (Alice|Bob) \(AI\) wins", over.content), over.content
    # both played the game, but a replaced player is never credited with the win
    for name in ("Alice", "Bob"):
        r = await env.user(name).slash("larry stats")
        assert r.message is not None
        stats = r.message.text()
        assert "games **1**" in stats and "wins **0**" in stats, stats
    board = await env.user("Carol").slash("larry leaderboard")
    assert board.message is not None and "Larrybot" not in board.message.text()


@scale(0.03)
async def test_a_press_in_time_resets_the_timeout_count(bot_env: BotEnv) -> None:
    env = bot_env
    lobby = await env.open_table("Alice", turn_seconds=30)
    await private_text(await env.user("Alice").click(lobby, "Add AI"))
    await private_text(await env.user("Alice").click(lobby, "Start"))
    first = await wait_said(env, TIMED_OUT.format("Alice"))           # timeout 1
    await next_prompt(env, first, "Alice")
    await take_turn(env)                                              # Alice presses in time
    pressed = env.posted()[-1]  # the newest message at the press (deleted ones too)
    await wait_said(env, TIMED_OUT.format("Alice"), count=3, timeout=8)  # timeouts 2 and 3
    third = said(env, TIMED_OUT.format("Alice"))[-1]
    assert third.id > pressed.id
    prompt = await next_prompt(env, third, "Alice")
    # 3 timeouts, but not in a row: Alice still plays her own seat
    assert not said(env, "missed") and not said(env, "Alice (AI)")
    assert (await env.press("Alice", "My hand", prompt)).startswith("Your hand (")


@scale(0.02)
async def test_a_pending_deadline_fires_after_a_restart(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, NUMBERS, start="Alice")
    first = await env.start_game(["Alice", "Bob"], turn_seconds=30)
    await env.stop_bot()
    assert not said(env, "ran out of time")
    await asyncio.sleep(0.7)  # the 0.6 s deadline passes while the bot is down
    assert not said(env, "ran out of time")
    await env.start_bot()
    note = await wait_said(env, TIMED_OUT.format("Alice"))
    assert re.fullmatch(PLACED.format("Alice"), note.content.split("\n")[1]), note.content
    assert note.content.endswith("Bob, your move.") and len(said(env, "ran out")) == 1
    # the new instance retired the old buttons; the new ones work for Bob
    assert env.retired(first)
    assert (await env.press("Bob", "My hand", note)).startswith("Your hand (4 cards)")


# --------------------------------------------------------------------- lobby
@scale(0.002)
async def test_an_abandoned_lobby_closes_itself_and_frees_the_channel(bot_env: BotEnv) -> None:
    env = bot_env
    lobby = await env.open_table("Alice")
    record = env.table().record
    due = record.deadline  # stored when the lobby opened: its whole time from then
    assert due == record.created_at + env.table().options.lobby_seconds * env.time_scale
    assert await private_text(await env.user("Bob").click(lobby, "Join")) == \
        "You joined the table."
    closed = await env.channel.wait_for_message(
        lambda m: m.id == lobby.id and "Nobody started the game in time" in m.text())
    assert env.table().status == "cancelled" and env.table().record.deadline is None
    assert "2. Bob" in closed.text() and closed.components == []
    with pytest.raises(ComponentError):
        await env.user("Carol").click(closed, "Join")
    assert "no open Larry table" in await private_text(await env.user("Bob").slash("larry hand"))
    fresh = await env.open_table("Carol")
    assert fresh.id != lobby.id and "1. Carol (host)" in fresh.text()
    assert await private_text(await env.user("Dave").click(fresh, "Join")) == \
        "You joined the table."


# ------------------------------------------------------------------ AI seats
async def test_host_adds_an_ai_whose_moves_are_announced_like_a_humans(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["-2", "-1", "0", "1"],
                           "Larrybot Ada": ["1", "2", "3", "4"]}, start="Larrybot Ada")
    lobby = await env.open_table("Alice")
    assert await private_text(await env.user("Bob").click(lobby, "Add AI")) == \
        "Only the host can do that."
    assert await private_text(await env.user("Alice").click(lobby, "Add AI")) == \
        "An AI player sat down."
    text = await env.shows(lobby, "2. Larrybot Ada (AI)")
    assert "Bob" not in text
    await private_text(await env.user("Alice").click(lobby, "Start"))
    begins = await env.wait_posted(lambda m: "The game begins" in m.content)
    assert "Larrybot Ada (AI)" in begins.content
    ai = await env.wait_version(1)  # the AI started, after its short delay
    ai_lines = ai.content.split("\n")
    assert re.fullmatch(PLACED.format(r"Larrybot Ada \(AI\)"), ai_lines[0]), ai.content
    assert ai_lines[1:] == [f"{env.mention('Alice')} Alice, your move."]
    claim = env.game().public_view().claim
    assert claim is not None and f"**{claim}**" in ai_lines[0]
    await env.play("Alice", "-2", claim - 2)
    human = await env.double.wait_for(lambda: next(
        (m for m in env.posted() if m.content.startswith("Alice places")), None))
    # the same public announcement and buttons for a human's and an AI's move; nobody is
    # pinged when an AI is to move
    assert re.fullmatch(PLACED.format("Alice"), human.content.split("\n")[0]), human.content
    # an AI's turn is narrated, never addressed (issue 49)
    assert human.content.split("\n")[1:] == ["🤖 Larrybot Ada (AI) is thinking…"]
    assert "your move" not in human.content
    assert ai.labels() == human.labels() == ["Play", "Doubt", "My hand"]
    assert ai.author.id == human.author.id and not ai.ephemeral and not human.ephemeral
