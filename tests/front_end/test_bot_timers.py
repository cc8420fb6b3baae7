"""Turn timers and AI seats through the Discord double, with the real bot and short times.

`time_scale` shrinks every table time: at 0.02 the minimum turn time of 30 s passes in 0.6 s,
and the 15-minute lobby expiry at 0.002 in 1.8 s. Everything asserted is what users see in
#general (public announcements, lobby message, buttons) or get as private answers.
"""
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass

import pytest

from discord_double import ComponentError, MessageRecord
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, fix_deal, private_text, take_turn

__all__ = ["bot_env"]

TIMED_OUT = "{} ran out of time, so the AI played for them."
PLACED = r"{} places a card face down and says \*\*-?\d+\*\*\."
# the table's buttons while a human is to act on a standing claim: Doubt, and Your move (the
# seat's own screen: the card and its claim; every player's own screen, the hand, opens with
# it: it reads My hand only while nobody has a card to choose)
ANSWER_BUTTONS = [t("btn-doubt", "en"), t("btn-act", "en")]


def scale(factor: float) -> pytest.MarkDecorator:
    """Run the test's bot with this `time_scale`."""
    return pytest.mark.parametrize("bot_env", [factor], indirect=True)


@dataclass(frozen=True)
class Shown:
    """One state of a public message as the channel showed it: of Larry's live table
    message, its turn (the lines below its title and state, players, latest moves and the
    rules' small print: what just happened, then who must act; the deadline left out), of
    any other message its whole text. `at` orders the states as they came (a message's states
    all come before the next message's: the table is edited in place until it is posted
    anew below, the old one deleted)."""

    msg: MessageRecord
    text: str
    at: tuple[int, int]


def turn_of(state: str, v2: bool) -> str:
    """The turn of a table message's state: the text below its state's small print (the
    "-# …" lines that close the state, after the players and the latest moves)."""
    if not v2:
        return state
    lines = state.split("\n")
    foot = max((i for i, line in enumerate(lines) if line.startswith("-# ")), default=-1)
    return "\n".join(line for line in lines[foot + 1:] if not line.startswith("⏳"))


def shown(env: BotEnv) -> list[Shown]:
    """Every state of every public message, in order; an edit that left the turn as it was
    (the state alone changed) is not a turn of its own."""
    out: list[Shown] = []
    for m in env.posted():
        last = None
        for k, state in enumerate(m.seen):
            text = turn_of(state, m.v2)
            if text != last:
                out.append(Shown(m, text, (m.id, k)))
            last = text
    return out


def said(env: BotEnv, text: str) -> list[Shown]:
    """The states of public messages whose turn (or text) tells `text`, oldest first."""
    return [s for s in shown(env) if text in s.text]


async def wait_said(env: BotEnv, text: str, count: int = 1,
                    timeout: float = 5.0) -> Shown:
    """Wait until `count` states of public messages tell `text`; return the newest."""
    found = await env.double.wait_for(lambda: len(said(env, text)) >= count and said(env, text),
                                      timeout)
    return found[-1]


async def next_prompt(env: BotEnv, after: Shown, name: str) -> Shown:
    """The first state after `after` that asks `name` to move."""
    def find() -> Shown | None:
        return next((s for s in shown(env) if s.at > after.at
                     and s.text.endswith(f"{env.mention(name)}, your move.")), None)

    return await env.double.wait_for(find, 5)


async def own_screen(env: BotEnv, name: str, msg: MessageRecord) -> str:
    """The text of `name`'s own screen, opened from the table message `msg` (its Your move
    or My hand button: the one button of a seat's own screen, whoever is to act)."""
    return await env.press(name, f"tb:h:{env.table().id}", msg)


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
    assert first.v2 and turn_of(first.seen[0], True).startswith("**The game begins!**")
    assert not said(env, "ran out")
    note = await wait_said(env, TIMED_OUT.format("Alice"))
    later = env.table().record.deadline  # Bob's turn: a deadline of its own, set after it
    assert later is not None and later > due
    # one public announcement: what happened, the move the AI made for Alice, who is next
    assert not note.msg.ephemeral
    lines = note.text.split("\n")
    assert lines[0] == TIMED_OUT.format("Alice")
    assert re.fullmatch(PLACED.format("Alice"), lines[1]), note.text
    # the table is posted anew for Bob, and pings him
    assert lines[-1] == f"{env.mention('Bob')}, your move." and note.at[1] == 0
    assert note.msg.pinged == [env.user("Bob").id]
    table_text = note.msg.text()
    assert "**Alice** — 3 cards" in table_text and "**Bob** — 4 cards" in table_text
    assert note.msg.labels() == ANSWER_BUTTONS
    # the old buttons are retired, and Alice keeps her seat (she is not replaced yet)
    assert env.retired(first)
    assert (await own_screen(env, "Alice", note.msg)).startswith("Your hand (3 cards)")
    assert not said(env, "missed") and "Alice (AI)" not in note.msg.text()


@scale(0.01)
async def test_three_timeouts_in_a_row_hand_the_seat_to_an_ai_for_good(
        bot_env: BotEnv) -> None:
    env = bot_env
    await env.start_game(["Alice", "Bob"], short_game=True, turn_seconds=30)
    gone = {name: await wait_said(env, f"{name} missed 3 turns in a row", timeout=10)
            for name in ("Alice", "Bob")}
    assert ("Alice missed 3 turns in a row; an AI plays in their place from now on."
            in gone["Alice"].text.splitlines())
    over = await env.channel.wait_for_message(
        lambda m: not m.v2 and "Game over" in m.content, 10)
    for name in ("Alice", "Bob"):
        # exactly three timeouts, then the AI seat plays on, announced under its AI name
        assert len(said(env, TIMED_OUT.format(name))) == 3
        later = [s for s in shown(env) if gone[name].at < s.at <= (over.id, 0)]
        assert any(re.search(f"^{name} \\(AI\\) (places|doubts|accepts|plays)", s.text,
                             re.M)
                   for s in later), f"no move by {name}'s AI seat after the replacement"
        assert not any(TIMED_OUT.format(name) in s.text for s in later)
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
    pressed = shown(env)[-1]  # what the channel showed last at the press
    await wait_said(env, TIMED_OUT.format("Alice"), count=3, timeout=8)  # timeouts 2 and 3
    third = said(env, TIMED_OUT.format("Alice"))[-1]
    assert third.at > pressed.at
    prompt = await next_prompt(env, third, "Alice")
    # 3 timeouts, but not in a row: Alice still plays her own seat
    assert not said(env, "missed") and not said(env, "Alice (AI)")
    assert "Your hand (" in await own_screen(env, "Alice", prompt.msg)


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
    assert re.fullmatch(PLACED.format("Alice"), note.text.split("\n")[1]), note.text
    assert note.text.endswith(f"{env.mention('Bob')}, your move.")
    assert len(said(env, "ran out")) == 1
    # the new instance retired the old buttons; the new ones work for Bob
    assert env.retired(first)
    assert "Your hand (4 cards)" in await own_screen(env, "Bob", note.msg)


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
    begins = await wait_said(env, "The game begins")
    assert "Larrybot Ada (AI)" in begins.text
    # the AI starts: its turn pings nobody (the lobby may become the table)
    assert begins.msg.pinged == [], begins.msg.seen
    ai = await env.wait_version(1)  # the AI started, after its short delay
    ai_lines = turn_of(ai.text(), True).split("\n")
    assert re.fullmatch(PLACED.format(r"Larrybot Ada \(AI\)"), ai_lines[0]), ai.text()
    assert ai_lines[1:] == [f"{env.mention('Alice')}, your move."]
    assert ai.pinged == [env.user("Alice").id]  # posted anew for Alice
    assert ai.labels() == ANSWER_BUTTONS
    claim = env.game().public_view().claim
    assert claim is not None and f"**{claim}**" in ai_lines[0]
    await env.play("Alice", "-2", claim - 2)
    human = await env.double.wait_for(lambda: next(
        (s for s in shown(env) if s.text.startswith("Alice places")), None))
    # the same public announcement for a human's and an AI's move; the AI's turn is the
    # table edited in place: nobody is pinged when an AI is to move
    assert re.fullmatch(PLACED.format("Alice"), human.text.split("\n")[0]), human.text
    assert human.msg.id == ai.id and human.at[1] > 0
    # an AI's turn is narrated, never addressed (issue 49)
    assert human.text.split("\n")[1:] == ["🤖 Larrybot Ada (AI) is thinking…"]
    assert "your move" not in human.text
    assert ai.author.id == human.msg.author.id and not ai.ephemeral
