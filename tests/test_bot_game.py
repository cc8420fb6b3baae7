"""Whole games through the double: a 3-player game by buttons and forms to the end, with
the leaderboard; hidden information never shown publicly or logged; restart mid-game."""

from __future__ import annotations

import logging
import re
import sys

import pytest

from cogs.larry import render
from tests.bot_fixtures import (
    BotEnv,
    bot_env,
    fix_deal,
    leaks,
    public_records,
    public_texts,
    take_turn,
)

__all__ = ["bot_env"]


def snapshot_hands(env: BotEnv, seen: list[list[str]]) -> None:
    for name in ("Alice", "Bob", "Carol"):
        hand = env.hand(name)
        if hand not in seen:
            seen.append(hand)


async def test_three_players_play_a_whole_game_by_buttons(
        bot_env: BotEnv, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    env = bot_env
    await env.start_game(["Alice", "Bob", "Carol"], rounds=2)
    for name in ("Alice", "Bob", "Carol"):
        dm = await env.user(name).wait_for_dm()
        assert render.hand_text(env.hand(name), "en") in dm.content
    seen: list[list[str]] = []
    rounds_seen = set()
    for _ in range(600):
        if env.game().over:
            break
        snapshot_hands(env, seen)
        rounds_seen.add(env.game().round)
        await take_turn(env)
    game = env.game()
    assert game.over and rounds_seen == {1, 2}
    final = await env.channel.wait_for_message(lambda m: "Game over" in m.content)
    assert final.labels() == []
    winners = [env.name(s) for s in game.winners or ()]
    assert all(w in final.content for w in winners)
    # one hand DM per player and game, edited as the hand changed (round 2 included)
    assert all(len(env.user(n).dms()) == 1 for n in ("Alice", "Bob", "Carol"))
    assert all(env.user(n).dms()[0].edits >= 2 for n in ("Alice", "Bob", "Carol"))
    # the leaderboard has all three, with the game counted once
    board = await env.user("Dave").slash("larry leaderboard")
    assert board.message is not None
    text = board.message.text()
    for name in ("Alice", "Bob", "Carol"):  # rating · wins · games (one each) · win rate
        assert re.search(rf"\*\*{name}\*\* — \*\*\u2212?\d+\.\d\*\* · [01] · 1 · ", text), text
    # hidden information: no public message, embed, label or log record shows a hand
    public = [t for m in public_records(env.double) for t in public_texts(m)]
    assert not any("Your hand" in t for t in public)
    assert not any(leaks(public, hand) for hand in seen)
    logged = [r.getMessage() for r in caplog.records]
    assert not any("Your hand" in t for t in logged)
    assert not any(leaks(logged, hand) for hand in seen)


async def test_the_leak_check_would_catch_a_hand_shown_publicly(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: a renderer that shows the mover's hand is caught."""
    env = bot_env
    original = render.prompt

    def leaky(pv, names, loc, **kw):  # type: ignore[no-untyped-def]
        hand = env.game().hand(pv.to_move) if pv.to_move is not None else []
        return f"{original(pv, names, loc, **kw)} {render.hand_text(hand, loc)}"

    # the bot (re)loads its extension: patch the render module its publisher really uses
    assert env.bot is not None
    publisher = env.bot.get_cog("Tables").publisher  # type: ignore[union-attr]
    presenter = publisher.presenters["larry"]
    monkeypatch.setattr(sys.modules[type(presenter).__module__].render, "prompt", leaky)
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["4", "4", "1"]}, start="Alice")
    await env.start_game(["Alice", "Bob"])
    await env.play("Alice", "3", 3)
    await env.wait_version(1)
    public = [t for m in public_records(env.double) for t in public_texts(m)]
    assert leaks(public, ["1", "4", "4"])


async def test_restart_mid_game_and_continue_with_the_old_buttons(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1", "4"], "Bob": ["4", "4", "1", "2"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    await env.play("Alice", "3", 5)
    old = await env.wait_version(1)
    table_id = env.table().id
    await env.restart()  # a new LarryBot on the same database
    assert env.table().id == table_id and env.table().version == 1
    assert await env.press("Bob", "My hand", old) == "Your hand (4 cards): `1` `2` `4` `4`"
    assert await env.press("Bob", "Doubt", old) == ""
    msg = await env.wait_version(2)
    assert "**wrong**" in msg.content and "Alice draws 2 cards." in msg.content
    assert env.retired(old)
    await env.play("Alice", env.hand("Alice")[0], 1)
    await env.wait_version(3)
    # the form is in process memory: one opened before a restart says it is gone (instead of
    # failing silently), a new one works
    opened = await env.user("Bob").click(env.turn_message(), "Play")
    assert opened.message is not None and opened.ephemeral
    await env.restart()
    late = await env.user("Bob").click(opened.message, "4 ×2")
    assert late.responded and late.kind == "update"
    assert "This form has expired" in env.double.registry.messages[opened.message.id].content
    assert env.table().version == 3
    assert "Play" in (await env.wait_version(3)).labels()
    await env.play("Bob", "4", 5)
    await env.wait_version(4)
