"""Moves through buttons and the Play form, with known hands (2 players: the turn alternates
whatever the seat shuffle)."""

from __future__ import annotations

import asyncio
import re

import pytest

from tests.bot_fixtures import BotEnv, bot_env, fix_deal, private_text

__all__ = ["bot_env"]


async def test_play_with_claim_then_doubt_both_ways(bot_env: BotEnv,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "4", "7", "larry", "-1"],
                           "Bob": ["1", "2", "3", "0", "4", "4"]}, start="Alice")
    first = await env.start_game(["Alice", "Bob"])
    assert first.labels() == ["Play", "My hand"]  # nothing to doubt on an empty pile
    done = await env.play("Alice", "3", 3)
    assert done == ""  # the form closed itself: no "Done" message
    msg = await env.wait_version(1)
    # one live table message, posted anew for Bob (it pings him); the old one is gone
    assert msg.v2 and msg.content == "" and msg.id != first.id and env.retired(first)
    assert msg.title() == f"Larry · table #{env.table().id} · round 1/3"
    assert ("Alice places a card face down and says **3**.\n"
            f"{env.mention('Bob')}, your move.") in msg.text()
    assert msg.pinged == [env.user("Bob").id]
    assert msg.labels() == ["Play", "Doubt", "My hand"]
    # a correct claim: the doubter draws 2 and starts the next pile
    assert await env.press("Bob", "Doubt") == ""
    turn = msg
    msg = await env.wait_version(2)
    assert msg.id == turn.id  # Bob goes on (he starts the next pile): edited in place
    assert "Bob doubts!" in msg.text()
    assert "The pile is turned over: **3**. The sum is **3**" in msg.text()
    assert "the claim was **3**: **right**" in msg.text() and "Bob draws 2 cards." in msg.text()
    # the revealed pile as a picture in the table
    assert [a["filename"] for a in msg.shown_attachments()] == ["reveal.png"]
    assert len(env.hand("Bob")) == 8 and env.to_move() == "Bob"
    # a wrong claim: the responsible player draws 2
    await env.play("Bob", "1", 5)
    await env.wait_version(3)
    await env.press("Alice", "Doubt")
    msg = await env.wait_version(4)
    assert "The sum is **1**" in msg.text() and "**wrong**" in msg.text()
    assert "Bob draws 2 cards." in msg.text() and len(env.hand("Bob")) == 9


async def test_illegal_claim_and_wrong_players_change_nothing(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "4"], "Bob": ["1", "2", "3"]}, start="Alice")
    await env.start_game(["Alice", "Bob"])
    posted = len(env.posted())
    text = await env.play("Alice", "4", 9, typed=True)
    assert text.startswith("⚠️ The claim is above the limit of **7**.") and "**Your move**" in text
    bad = await env.play("Alice", "4", "x", typed=True)  # type: ignore[arg-type]
    assert "whole number" in bad
    assert env.table().version == 0 and len(env.posted()) == posted
    assert await env.press("Bob", "Play") == "It's not your turn: Alice is to move."
    assert await env.press("Carol", "Play") == "You are not playing at this table."
    assert await env.press("Carol", "My hand") == "You are not playing at this table."
    assert await env.press("Bob", "My hand") == "Your hand (3 cards): `1` `2` `3`"
    await env.play("Alice", "4", 4)
    await env.wait_version(1)
    # Alice doubting on Bob's turn: refused by the engine, explained in names
    assert await env.press("Alice", "Doubt") == "It's not your turn: Bob is to move."
    assert env.table().version == 1


async def test_action_cards_with_targets(bot_env: BotEnv,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["draw2", "gift", "open", "reverse", "3", "2", "1"],
                           "Bob": ["4", "4", "3", "2", "2", "1", "-2"]}, start="Alice",
             draw=["0", "0", "1", "1"])
    await env.start_game(["Alice", "Bob"])
    await env.play("Alice", "draw2", face_up=True, target="Bob")
    msg = await env.wait_version(1)
    assert "Alice plays **draw two** on Bob." in msg.text() and "Bob draws 2 cards" in msg.text()
    assert len(env.hand("Bob")) == 9
    await env.play("Bob", "2", 2)
    await env.wait_version(2)
    await env.play("Alice", "gift", face_up=True, target="Bob", gift="3")
    msg = await env.wait_version(3)
    assert "Alice plays **gift** and gives Bob a card." in msg.text()
    assert "`3`" not in msg.text() and env.hand("Bob").count("3") == 2
    await env.play("Bob", "-2", 0)
    await env.wait_version(4)
    await env.play("Alice", "open", face_up=True, target="Bob")
    msg = await env.wait_version(5)
    assert "Alice plays **open** on Bob" in msg.text()
    assert re.search(r"\*\*Bob\*\* — \d+ cards · 0 pts · 🔓 open mark", msg.text())  # players
    form = await env.play("Bob", "4", None)  # the claim is forced: 0 + 4
    assert form == ""
    msg = await env.wait_version(6)
    assert "Bob places **4** face up (open mark): the sum is now **4**" in msg.text()
    await env.play("Alice", "reverse", face_up=True)
    msg = await env.wait_version(7)
    assert "Alice plays **reverse**.\nPlay now goes counter-clockwise; the limit is **5**." \
        in msg.text()


async def test_going_out_accepted_ends_the_game_and_updates_the_leaderboard(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"], rounds=1)
    await env.play("Alice", "3", 3, larry=True)
    assert "Alice says **“Larry!”**" in (await env.wait_version(1)).text()
    await env.play("Bob", "1", 4)
    await env.wait_version(2)
    await env.play("Alice", "2", 6)
    msg = await env.wait_version(3)
    assert "Alice played their last card!" in msg.text()
    assert msg.labels() == ["Doubt", "Accept", "My hand"]
    assert f"{env.mention('Bob')}: **Doubt** or **Accept** Alice's last claim?" in msg.text()
    assert await env.press("Bob", "Accept") == ""
    # the results: one plain message below the table, which keeps its final state unpressable
    final = await env.channel.wait_for_message(
        lambda m: not m.v2 and "Game over" in m.content)
    assert "**Game over!** Alice wins." in final.content and "1. Alice: +2" in final.content
    assert "Round 1 is over." in final.content and final.labels() == []
    await env.shows(msg, "finished")
    assert msg.title() == f"Larry · table #{env.table().id} · finished" and msg.labels() == []
    assert not msg.deleted and [m.id for m in env.channel.messages()][-2:] == [msg.id, final.id]
    # the round's results as a picture in the final table
    assert [a["filename"] for a in msg.shown_attachments()] == ["round-1.png"]
    board = await env.user("Bob").slash("larry leaderboard")
    assert board.message is not None and board.ephemeral  # private unless shared
    shared = await env.user("Bob").slash("larry leaderboard", share=True)
    assert shared.message is not None and not shared.ephemeral
    text = board.message.text()
    assert re.search(r"`  1` \*\*Alice\*\* — \*\*\d+\.\d\*\* · 1 · 1 · 100%", text), text
    assert re.search(r"`  2` \*\*Bob\*\* — \*\*\u2212\d+\.\d\*\* · 0 · 1 · 0%", text), text
    stats = await env.user("Carol").slash("larry stats", user=env.user("Alice"))
    assert stats.message is not None and "wins **1**" in stats.message.text()


async def test_going_out_doubted_wrong_claim_goes_on(bot_env: BotEnv,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice",
             draw=["4", "4"])
    await env.start_game(["Alice", "Bob"], rounds=1)
    await env.play("Alice", "3", 3)  # forgot Larry (auto mode): 2 cards penalty
    msg = await env.wait_version(1)
    assert "Alice draws 2 cards for not saying “Larry”" in msg.text()
    assert len(env.hand("Alice")) == 3
    await env.play("Bob", "1", 4)
    await env.wait_version(2)
    while env.game().phase != "final":
        hand = env.hand("Alice")
        await env.play("Alice", hand[0], 5, larry=len(hand) == 2)
        await env.wait_version(env.table().version)
        if env.game().phase == "final":
            break
        await env.play("Bob", env.hand("Bob")[0], 5)
        await env.wait_version(env.table().version)
    assert env.game().phase == "final"
    await env.press("Bob", "Doubt")
    msg = await env.wait_version(env.table().version)
    assert "**wrong**" in msg.text() and "Alice draws 2 cards." in msg.text()
    assert env.game().phase == "play" and env.to_move() == "Alice"


async def test_going_out_doubted_correct_claim_ends_the_round(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"], rounds=2)
    await env.play("Alice", "3", 3, larry=True)
    await env.play("Bob", "1", 4)
    await env.play("Alice", "2", 6)
    await env.wait_version(3)
    await env.press("Bob", "Doubt")
    msg = await env.wait_version(4)
    assert "**right**" in msg.text() and "Bob draws 2 cards." in msg.text()
    assert "Round 1 is over." in msg.text() and "**Round 2** begins" in msg.text()
    assert msg.title() == f"Larry · table #{env.table().id} · round 2/2"
    # the revealed pile and round 1's results, as pictures in the table
    assert [a["filename"] for a in msg.shown_attachments()] == ["reveal.png", "round-1.png"]
    assert env.game().round == 2


async def test_catch_mode_offers_catch_to_the_others(bot_env: BotEnv,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"], larry_call="catch")
    await env.play("Alice", "3", 3)
    msg = await env.wait_version(1)
    assert "anyone may catch them before the next move" in msg.text()
    assert msg.labels() == ["Play", "Doubt", "My hand", "Catch!"]
    # her own missed call: a refusal that says so, not the generic "choose another player"
    assert await env.press("Alice", "Catch!") == \
        "You can't catch yourself: only the other players can catch your missed “Larry”."
    assert await env.press("Carol", "Catch!") == "You are not playing at this table."
    assert await env.press("Bob", "Catch!") == ""
    msg = await env.wait_version(2)
    assert "Bob caught Alice without a “Larry” call!" in msg.text()
    assert "Catch!" not in msg.labels() and len(env.hand("Alice")) == 3


async def test_stale_buttons_and_a_double_press_change_state_once(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    await env.play("Alice", "3", 3)
    turn = await env.wait_version(1)
    doubt, play = (next(c["custom_id"] for c in turn.all_components()
                        if c.get("label") == label) for label in ("Doubt", "Play"))
    # two presses of one Doubt button at once: exactly one counts
    a, b = await asyncio.gather(env.press("Bob", "Doubt", turn), env.press("Bob", "Doubt", turn))
    assert sorted([a, b]) == ["", "That button is out of date: the game has "
                              "moved on. Use the newest message."]
    assert env.table().version == 2 and len(env.hand("Bob")) == 6
    # Bob goes on (he starts the next pile): the table is edited in place; a client still
    # showing its earlier drawing presses the old buttons: refused, nothing changes
    assert (await env.wait_version(2)).id == turn.id
    bob = env.user("Bob")
    for old_id in (doubt, play):
        r = await bob.press_as_shown(turn, old_id)
        if r.kind == "deferred_update":  # a doubt: refused in a private followup
            answers = await env.double.wait_for(
                lambda r=r: [m.content for m in r.followups if m.ephemeral] or None)
            stale = answers[-1]
        else:  # Play: its form's private answer says so at once
            stale = await private_text(r)
        assert "out of date" in stale, stale
    assert env.table().version == 2
    # the turn passes to Alice: the table is posted anew below (pinging her) and the old
    # one deleted; a client still showing the deleted one is refused too
    await env.play("Bob", "1", 1)
    moved = await env.wait_version(3)
    assert moved.id != turn.id and moved.pinged == [env.user("Alice").id]
    old = env.double.registry.messages[turn.id]
    await env.double.wait_for(lambda: old.deleted or None)
    old.deleted = False
    assert "out of date" in await env.press("Alice", "Play", old)
    assert env.table().version == 3


async def test_a_form_opened_before_the_game_moved_is_stale(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    alice = env.user("Alice")
    old = await alice.click(env.turn_message(), "Play")
    assert old.message is not None
    await env.play("Alice", "3", 3)
    await env.wait_version(1)
    await alice.click(old.message, "2")  # the game moved on since the form opened
    await env.double.wait_for(lambda: "out of date" in
                              env.double.registry.messages[old.message.id].content)
    assert env.double.registry.messages[old.message.id].components == []
    assert env.table().version == 1


async def test_forged_and_garbled_custom_ids_get_an_answer(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    comps = [c for c in env.double.registry.messages[turn.id].all_components()
             if c.get("type") == 2]
    comps[0]["custom_id"] = "larry:t:999:0:doubt"
    comps[1]["custom_id"] = "larry:t:1:0:explode"
    assert await env.press("Bob", "Play", turn) == "This table is closed."
    assert "don't recognise that button" in await env.press("Bob", "My hand", turn)
    comps[0]["custom_id"] = f"larry:l:{env.table().id}:cancel"
    assert "already started" in await env.press("Bob", "Play", turn)
    assert env.table().status == "playing"


async def test_closed_dms_fall_back_to_the_my_hand_button(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    env.user("Bob").dms_closed = True
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"])
    note = await env.channel.wait_for_message(lambda m: "direct messages" in m.content)
    assert f"<@{env.user('Bob').id}>" in note.content and "**My hand**" in note.content
    dm = await env.user("Alice").wait_for_dm()
    assert "Your hand (3 cards): `1` `2` `3`" in dm.content
    assert env.user("Bob").dms() == []
    assert await env.press("Bob", "My hand") == "Your hand (3 cards): `1` `1` `4`"
    assert await private_text(await env.user("Bob").slash("larry hand")) == \
        "Your hand (3 cards): `1` `1` `4`"


async def test_my_hand_again_removes_the_answer_before_and_keeps_no_interaction(
        bot_env: BotEnv) -> None:
    """A second **My hand** deletes the first private answer (they never pile up); what the
    bot keeps to do so is that answer's webhook and id, not the interaction (which holds the
    whole pressed message: four per table at a busy table, for 15 minutes)."""
    import sys

    import discord

    env = bot_env
    await env.start_game(["Alice", "Bob"])
    first = (await env.user("Bob").click(env.channel.messages()[-1], "My hand")).message
    assert first is not None and first.ephemeral and not first.deleted
    second = (await env.user("Bob").click(env.channel.messages()[-1], "My hand")).message
    assert second is not None and not second.deleted
    await env.double.wait_for(lambda: first.deleted or None, 5)
    actions = sys.modules["cogs.larry.front"].LARRY_FRONT.actions
    kept = list(actions.hands_shown.values())
    assert len(kept) == 1 and kept[0][1] == second.id
    assert not any(isinstance(part, discord.Interaction) for entry in kept for part in entry)
