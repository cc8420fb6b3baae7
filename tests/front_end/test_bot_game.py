"""Whole games through the double: a 3-player game by the table's buttons and the
players' own screens to the end, with the leaderboard; hidden information never shown
publicly or logged; restart mid-game."""

from __future__ import annotations

import logging
import re
import sys

import pytest

from cogs.larry import render
from discord_double.scripted import offered
from larry_core.games.larry.moves import parse_move
from larry_core.text import t
from tests.bot_fixtures import (
    BotEnv,
    bot_env,
    fix_deal,
    leaks,
    private_text,
    public_records,
    public_texts,
    redrawn_by,
    take_turn,
)

__all__ = ["bot_env"]


def snapshot_hands(env: BotEnv, seen: list[list[str]]) -> None:
    """Every seat's hand now (AI seats' too: no hand is public)."""
    game = env.game()
    for seat in range(len(env.table().seats)):
        hand = game.hand(seat)
        if hand not in seen:
            seen.append(hand)


def human_turns_began(env: BotEnv) -> int:
    """How often the turn came to a human who had not just been playing: the moves' seats
    in order (each move is made by the seat to move: no catches here), a run of one human's
    moves counted once; an AI's move ends a run."""
    table = env.table()
    seats = [parse_move(move, len(table.seats))[0] for move in table.moves]
    return sum(1 for i, seat in enumerate(seats)
               if not table.is_ai(seat) and (i == 0 or seats[i - 1] != seat))


def check_one_table_message(env: BotEnv, seen: list[list[str]]) -> None:
    """The channel's messages of a whole game: the lobby, one live table message (V2) posted
    anew only when the turn came to another human, pinging exactly that human (an AI's turn
    pings nobody), one results message and the offer of another game below it
    (`cogs.tables.again`); no state of any of them shows a hand."""
    table = env.table()
    ids = {table.seats[s]["user_id"] for s in range(len(table.seats)) if not table.is_ai(s)}
    posted = env.posted()
    tables = [m for m in posted if m.v2]  # the lobby becomes the table if an AI begins
    assert "lobby" in posted[0].seen[0] and posted[0].pinged == []
    ai_first = table.is_ai(parse_move(table.moves[0], len(table.seats))[0])
    began = human_turns_began(env)
    assert len(tables) <= began + ai_first, (len(tables), began)
    assert len(posted) <= began + ai_first + 3, [m.text()[:60] for m in posted]
    for m in tables:
        assert m.content == "" and m.title().startswith(f"Larry · table #{table.id}")
        first = next(state for state in m.seen if state.startswith("### Larry"))
        asked = re.findall(r"<@(\d+)>", first.rsplit("\n", 2)[-2])
        if asked:  # posted for a human's turn: it pinged them, and only them
            assert m.pinged == [int(asked[0])] and int(asked[0]) in ids, (m.pinged, first)
        else:  # an AI's turn (the game's first move): nobody is pinged
            assert "🤖" in first and m.pinged == [], first
    assert all(m.deleted for m in tables[:-1]) and not tables[-1].deleted
    assert tables[-1].labels() == [] and "finished" in tables[-1].title()
    # hidden information: no state of any public message shows a hand
    shown = [text for m in public_records(env.double) for text in [*public_texts(m), *m.seen]]
    assert not any("Your hand" in text for text in shown)
    assert not any(leaks(shown, hand) for hand in seen)


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
    assert final.labels() == [] and not final.v2
    winners = [env.name(s) for s in game.winners or ()]
    assert all(w in final.content for w in winners)
    check_one_table_message(env, seen)
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
    public = [t for m in public_records(env.double) for t in [*public_texts(m), *m.seen]]
    assert not any("Your hand" in t for t in public)
    assert not any(leaks(public, hand) for hand in seen)
    logged = [r.getMessage() for r in caplog.records]
    assert not any("Your hand" in t for t in logged)
    assert not any(leaks(logged, hand) for hand in seen)


async def test_a_whole_game_with_an_ai_seat_keeps_one_table_message(bot_env: BotEnv) -> None:
    """Two players and an AI to the end: the AI's turns edit the table in place and ping
    nobody; the table is posted anew only when the turn comes to the other human."""
    env = bot_env
    lobby = await env.open_table("Alice", rounds=1)
    await private_text(await env.user("Bob").click(lobby, "Join"))
    await private_text(await env.user("Alice").click(lobby, "Add AI"))
    await private_text(await env.user("Alice").click(lobby, "Start"))
    await env.double.wait_for(lambda: env.table().game is not None or None)
    seen: list[list[str]] = []
    for _ in range(800):
        game = env.game()
        if game.over:
            break
        snapshot_hands(env, seen)
        if game.to_move is not None and env.table().is_ai(game.to_move):
            version = env.table().version
            await env.double.wait_for(lambda v=version: env.table().version > v or None, 10)
            continue
        await take_turn(env)
    assert env.game().over
    await env.channel.wait_for_message(lambda m: "Game over" in m.content)
    check_one_table_message(env, seen)
    # the start named who starts (the first move's player), and the AI was seen thinking
    table = env.table()
    names = render.seat_names(table, "en")
    first = names[parse_move(table.moves[0], len(names))[0]]
    assert f"playing order: {', '.join(f'{i}. {n}' for i, n in enumerate(names, 1))}. " \
           f"**{first}** starts." in env.said()
    ai = next(s for s in range(len(names)) if table.is_ai(s))
    assert t("dc-ai-thinking", "en", name=names[ai]) in env.said()


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
    monkeypatch.setattr(sys.modules[type(presenter.front).__module__].render, "prompt", leaky)
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
    # Your move on the table drawn before the restart opens Bob's own screen: his hand
    shown = await env.press("Bob", t("btn-act", "en"), old)
    assert "Your hand (4 cards): `1` `2` `4` `4`" in shown, shown
    assert await env.press("Bob", "Doubt", old) == ""
    msg = await env.wait_version(2)
    assert "**wrong**" in msg.text() and "Alice draws 2 cards." in msg.text()
    # the turn came to Alice: the table was posted anew below, pinging her
    assert msg.v2 and msg.id != old.id and msg.pinged == [env.user("Alice").id]
    assert env.retired(old)
    await env.play("Alice", env.hand("Alice")[0], 1)
    await env.wait_version(3)
    # an own screen holds nothing in process memory (its ids name the table and version,
    # what is held is drawn on it): one opened before a restart goes on working after it
    tid = env.table().id
    opened = await env.user("Bob").click(await env.wait_version(3), f"tb:h:{tid}")
    screen = opened.message
    assert screen is not None and opened.ephemeral and screen.v2, opened
    await env.restart()
    assert t("btn-act", "en") in (await env.wait_version(3)).labels()
    card = await env.user("Bob").click(screen, f"tb:c:{tid}:3:card:4")
    assert card.kind == "update", card
    assert env.table().version == 3
    assert f"tb:c:{tid}:3:claim:5" in [str(c.get("custom_id")) for c in offered(screen, "")]
    played = await env.user("Bob").click(screen, f"tb:c:{tid}:3:claim:5")
    await redrawn_by(played)
    await env.wait_version(4)
    assert env.game().public_view().claim == 5 and env.hand("Bob") == ["1", "2", "4"]
    # and the screen he played on is redrawn to the state after his move: no choices
    await env.double.wait_for(lambda: not offered(screen, f"tb:c:{tid}:3:") or None)
    assert "Your hand (3 cards): `1` `2` `4`" in screen.text(), screen.text()
