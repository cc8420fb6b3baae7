"""Moves through the table's buttons and each player's own screen (**Your move**), with
known hands (2 players: the turn alternates whatever the seat shuffle)."""

from __future__ import annotations

import asyncio
import re

import discord
import pytest

from discord_double import InteractionResult, MessageRecord
from discord_double.scripted import offered
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, fix_deal, private_text, redrawn_by
from tests.table_checks import game_messages

__all__ = ["bot_env"]

STALE = "That button is out of date: the game has moved on. Use the newest message."
GARBLED = t("garbled", "en")  # a damaged or forged choice: "I don't recognise that button"


def choice_ids(msg: MessageRecord, table: int, version: int) -> list[str]:
    """The ids of the choices `msg` offers at `version` (buttons and menus)."""
    return [str(c["custom_id"]) for c in offered(msg, "")
            if str(c["custom_id"]).startswith((f"tb:c:{table}:{version}:",
                                               f"tb:p:{table}:{version}:"))]


def menu_values(msg: MessageRecord, custom_id: str) -> list[str]:
    menu = next(c for c in msg.all_components() if c.get("custom_id") == custom_id)
    return [str(o["value"]) for o in menu.get("options", [])]


async def own_screen(env: BotEnv, name: str, msg: MessageRecord | None = None
                     ) -> InteractionResult:
    """`name` presses the table's **Your move** / **My hand** (`tb:h:<table>`): their own
    screen, privately."""
    table = env.table()
    if msg is None:
        msg = await env.wait_version(table.version)
    return await env.user(name).click(msg, f"tb:h:{table.id}")


async def redrawn(env: BotEnv, screen: MessageRecord, edits: int) -> MessageRecord:
    """`screen` once it was edited after `edits` edits."""
    await env.double.wait_for(lambda: screen.edits > edits or None, 5)
    return screen


async def test_play_with_claim_then_doubt_both_ways(bot_env: BotEnv,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "4", "7", "larry", "-1"],
                           "Bob": ["1", "2", "3", "0", "4", "4"]}, start="Alice")
    first = await env.start_game(["Alice", "Bob"])
    tid, alice = env.table().id, env.user("Alice")
    # nothing to doubt on an empty pile: Alice's one button opens her own screen
    assert first.labels() == ["Your move"]
    earlier = [m.id for m in alice.ephemerals()]  # her answers about the lobby
    r = await own_screen(env, "Alice", first)
    screen = r.message
    assert screen is not None and r.ephemeral and screen.v2 and screen.ephemeral_to == alice.id
    assert "**Your move** (limit 7, clockwise; standing claim: none)" in screen.text()
    assert "Choose the card to play." in screen.text()
    # six kinds of card: one menu of them (a card is selected, no move yet)
    assert choice_ids(screen, tid, 0) == [f"tb:p:{tid}:0:card"]
    assert sorted(menu_values(screen, f"tb:p:{tid}:0:card")) == \
        sorted(["3", "2", "4", "7", "larry", "-1"])
    edits = screen.edits
    r = await alice.select(screen, f"tb:p:{tid}:0:card", "3")
    assert r.kind == "update"  # the own screen edited in place
    await redrawn(env, screen, edits)
    assert "Announce a sum: the honest one is **3**." in screen.text()
    # the honest sum and the nearest bluffs as buttons, every allowed claim in a menu
    ids = choice_ids(screen, tid, 0)
    assert [i for i in ids if ":claim:" in i] == [f"tb:c:{tid}:0:claim:{n}" for n in range(7)]
    assert menu_values(screen, f"tb:p:{tid}:0:other") == [str(n) for n in range(-12, 8)]
    assert env.table().version == 0
    r = await alice.click(screen, f"tb:c:{tid}:0:claim:3")
    assert await redrawn_by(r) is screen
    msg = await env.wait_version(1)
    # the own screen is redrawn to the state after the move: her hand, no choices left; no
    # other private message ("Done") for her
    await env.double.wait_for(lambda: not choice_ids(screen, tid, 0) or None, 5)
    assert choice_ids(screen, tid, 1) == [] and not screen.deleted
    assert "Your hand (5 cards)" in screen.text()
    assert [m.id for m in alice.ephemerals()] == [*earlier, screen.id]
    # one live table message, posted anew for Bob (it pings him); the old one is gone
    assert msg.v2 and msg.content == "" and msg.id != first.id and env.retired(first)
    assert msg.title() == f"Larry · table #{env.table().id} · round 1/3"
    assert ("Alice places a card face down and says **3**.\n"
            f"{env.mention('Bob')}, your move.") in msg.text()
    assert msg.pinged == [env.user("Bob").id]
    # Doubt on the table; Bob's card (would he play on) on his own screen
    assert msg.labels() == ["Doubt", "Your move"]
    assert [c["custom_id"] for c in offered(msg, "tb:c:")] == [f"tb:c:{tid}:1:call:doubt"]
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
    assert msg.labels() == ["Your move"]  # an empty pile again: nothing to doubt
    # a wrong claim: the responsible player draws 2
    assert await env.play("Bob", "1", 5) == ""
    await env.wait_version(3)
    await env.press("Alice", "Doubt")
    msg = await env.wait_version(4)
    assert "The sum is **1**" in msg.text() and "**wrong**" in msg.text()
    assert "Bob draws 2 cards." in msg.text() and len(env.hand("Bob")) == 9


async def test_illegal_claim_and_wrong_players_change_nothing(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """No claim can be typed any more: the screen offers the allowed claims only (−12 up to
    the limit). A press naming another claim (a forged id or menu value) is answered
    privately and changes nothing; so are presses by the wrong players."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "4"], "Bob": ["1", "2", "3"]}, start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    tid, alice = env.table().id, env.user("Alice")
    posted = len(env.posted())
    screen = (await own_screen(env, "Alice", turn)).message
    assert screen is not None
    await alice.click(screen, f"tb:c:{tid}:0:card:4")
    shown = await env.double.wait_for(
        lambda: choice_ids(screen, tid, 0) if f"tb:p:{tid}:0:other" in choice_ids(
            screen, tid, 0) else None, 5)
    # above the limit of 7 (or below −12) is not offered, in the buttons or the menu
    assert menu_values(screen, f"tb:p:{tid}:0:other") == [str(n) for n in range(-12, 8)]
    assert not any(i.endswith((":claim:8", ":claim:9")) for i in shown)
    text, edits = screen.text(), screen.edits
    for cid, kind, values in ((f"tb:p:{tid}:0:other", 3, ["9"]),
                              (f"tb:p:{tid}:0:other", 3, ["-13"]),
                              (f"tb:p:{tid}:0:other", 3, ["x"]),
                              (f"tb:c:{tid}:0:claim:9", 2, None),
                              (f"tb:c:{tid}:0:claim:x", 2, None)):
        r = await alice.press_as_shown(screen, cid, component_type=kind, values=values)
        assert r.kind == "message" and await private_text(r) == GARBLED, (cid, values)
    # nothing changed: the table, the channel, Alice's screen (the card still selected)
    assert env.table().version == 0 and len(env.posted()) == posted
    assert screen.edits == edits and screen.text() == text
    assert choice_ids(screen, tid, 0) == shown
    # Bob presses Alice's choices (as a client would send them): not his turn
    bob, carol = env.user("Bob"), env.user("Carol")
    for cid in (f"tb:c:{tid}:0:card:1", f"tb:c:{tid}:0:claim:4"):
        r = await bob.press_as_shown(turn, cid)
        assert await private_text(r) == "It's not your turn: Alice is to move."
    # Carol is not seated: neither the choices nor the own screen are hers
    r = await carol.press_as_shown(turn, f"tb:c:{tid}:0:card:3")
    assert await private_text(r) == "You are not playing at this table."
    assert await env.press("Carol", "Your move") == "You are not playing at this table."
    # the same button shows Bob his own screen: his hand, and nothing to choose
    r = await own_screen(env, "Bob", turn)
    assert r.message is not None and r.message.text() == "Your hand (3 cards): `1` `2` `3`"
    assert choice_ids(r.message, tid, 0) == []
    assert env.table().version == 0 and len(env.posted()) == posted
    # Alice's own choice still plays (her screen as it was)
    r = await alice.click(screen, f"tb:c:{tid}:0:claim:4")
    await redrawn_by(r)
    await env.wait_version(1)
    # Alice doubting on Bob's turn: refused, explained in names
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
    assert not msg.deleted and \
        [m.id for m in game_messages(env.channel.messages())][-2:] == [msg.id, final.id]
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
    assert await env.play("Alice", "3", 3) == ""  # "Don't say Larry" held on her screen
    msg = await env.wait_version(1)
    assert "anyone may catch them before the next move" in msg.text()
    assert msg.labels() == ["Doubt", "Your move", "Catch!"]
    catch = [c["custom_id"] for c in offered(msg, "larry:t:")]
    assert catch == [f"larry:t:{env.table().id}:1:catch:{env.seat('Alice')}"]
    # her own missed call: a refusal that says so, not the generic "choose another player"
    assert await env.press("Alice", "Catch!") == \
        "You can't catch yourself: only the other players can catch your missed “Larry”."
    assert await env.press("Carol", "Catch!") == "You are not playing at this table."
    assert env.table().version == 1
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
    tid = env.table().id
    await env.play("Alice", "3", 3)
    turn = await env.wait_version(1)
    doubt = f"tb:c:{tid}:1:call:doubt"
    assert doubt in choice_ids(turn, tid, 1)
    # two presses of one Doubt button at once: exactly one counts
    a, b = await asyncio.gather(env.press("Bob", "Doubt", turn), env.press("Bob", "Doubt", turn))
    assert sorted([a, b]) == ["", STALE]
    assert env.table().version == 2 and len(env.hand("Bob")) == 6
    # Bob goes on (he starts the next pile): the table is edited in place; a client still
    # showing its earlier drawing presses its Doubt: refused, nothing changes
    assert (await env.wait_version(2)).id == turn.id
    bob = env.user("Bob")
    r = await bob.press_as_shown(turn, doubt)
    assert await private_text(r) == STALE
    # its Your move names no version: it opens Bob's own screen as it is now
    r = await bob.press_as_shown(turn, f"tb:h:{tid}")
    assert r.message is not None and choice_ids(r.message, tid, 2)
    assert env.table().version == 2 and len(env.hand("Bob")) == 6
    # the turn passes to Alice: the table is posted anew below (pinging her) and the old
    # one deleted; a client still showing the deleted one is refused too
    await env.play("Bob", "1", 1)
    moved = await env.wait_version(3)
    assert moved.id != turn.id and moved.pinged == [env.user("Alice").id]
    old = env.double.registry.messages[turn.id]
    await env.double.wait_for(lambda: old.deleted or None)
    old.deleted = False
    r = await env.user("Alice").press_as_shown(old, doubt)
    assert await private_text(r) == STALE
    r = await env.user("Alice").press_as_shown(old, f"tb:c:{tid}:2:card:1")
    assert await private_text(r) == STALE
    assert env.table().version == 3


async def test_a_screen_opened_before_the_game_moved_is_stale(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Alice opens her own screen and selects a card, then plays from a newer one: the first
    (no longer kept current) still shows version 0's choices; each press there is refused
    as out of date, and changes nothing."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    tid, alice = env.table().id, env.user("Alice")
    old = (await own_screen(env, "Alice", turn)).message
    assert old is not None
    edits = old.edits
    assert (await alice.click(old, f"tb:c:{tid}:0:card:2")).kind == "update"
    await redrawn(env, old, edits)
    assert f"tb:c:{tid}:0:claim:2" in choice_ids(old, tid, 0)
    assert await env.play("Alice", "3", 3) == ""  # from a newer own screen
    await env.wait_version(1)
    await env.double.wait_for(lambda: old.deleted)  # the newer screen replaced it
    old.deleted = False  # a client that still shows it (its removal raced the press)
    edits, text = old.edits, old.text()
    for cid in (f"tb:c:{tid}:0:claim:2", f"tb:c:{tid}:0:card:1"):
        r = await alice.click(old, cid)  # the game moved on since this screen showed it
        assert r.ephemeral and await private_text(r) == STALE, cid
    r = await alice.select(old, f"tb:p:{tid}:0:other", "5")
    assert await private_text(r) == STALE
    assert env.table().version == 1 and sorted(env.hand("Alice")) == ["1", "2"]
    assert old.edits == edits and old.text() == text


async def test_forged_and_garbled_custom_ids_get_an_answer(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    tid = env.table().id
    unknown = t("unknown-button", "en")
    cases: list[tuple[str, str, int, list[str] | None, str]] = [
        # Larry's own ids: an unknown table, an unknown action, a lobby's on a game
        ("Bob", "larry:t:999:0:doubt", 2, None, "This table is closed."),
        ("Bob", f"larry:t:{tid}:0:explode", 2, None, "don't recognise that button"),
        ("Bob", f"larry:l:{tid}:cancel", 2, None, "already started"),
        # a Doubt as tables drew it before their screen: out of date
        ("Alice", f"larry:t:{tid}:0:doubt", 2, None, STALE),
        # the shared ids: no such table
        ("Bob", "tb:c:999:0:call:doubt", 2, None, "This table is closed."),
        ("Bob", "tb:h:999", 2, None, "This table is closed."),
        ("Bob", "tb:p:999:0:card", 3, ["1"], "This table is closed."),
        # choices the presser's request does not hold now (Alice is to move)
        ("Alice", f"tb:c:{tid}:0:call:doubt", 2, None, GARBLED),  # an empty pile
        ("Alice", f"tb:c:{tid}:0:card:joker", 2, None, GARBLED),
        ("Alice", f"tb:c:{tid}:0:card:4", 2, None, GARBLED),  # not in her hand
        ("Alice", f"tb:c:{tid}:0:explode:now", 2, None, GARBLED),
        ("Alice", f"tb:c:{tid}:0:claim:3", 2, None, GARBLED),  # no card selected
        ("Alice", f"tb:p:{tid}:0:card", 3, ["joker"], GARBLED),
        # ids no message of ours carries
        ("Alice", "tb:c:garbage", 2, None, unknown),
        ("Alice", f"tb:p:{tid}:0:card", 3, [], unknown),
        ("Alice", f"tb:p:{tid}:0:card", 3, ["1", "2"], unknown),
    ]
    for name, cid, kind, values, said in cases:
        r = await env.user(name).press_as_shown(turn, cid, component_type=kind, values=values)
        text = await private_text(r)
        assert said in text, (cid, values, text)
    # a forged Catch! (nobody missed a call): answered privately, nothing changes
    r = await env.user("Bob").press_as_shown(turn, f"larry:t:{tid}:0:catch:{env.seat('Alice')}")
    assert r.kind == "deferred_update"
    answers = await env.double.wait_for(
        lambda: [m.content for m in r.followups if m.ephemeral] or None)
    assert answers == ["Alice has no missed “Larry” to catch."]
    assert env.table().status == "playing" and env.table().version == 0
    assert sorted(env.hand("Alice")) == ["1", "2", "3"]


async def test_closed_dms_fall_back_to_the_my_hand_button(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    env.user("Bob").dms_closed = True
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "4"]}, start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    note = await env.channel.wait_for_message(lambda m: "direct messages" in m.content)
    assert f"<@{env.user('Bob').id}>" in note.content and "**My hand**" in note.content
    dm = await env.user("Alice").wait_for_dm()
    assert "Your hand (3 cards): `1` `2` `3`" in dm.content
    assert env.user("Bob").dms() == []
    # the table's one button for each player's own part (Your move while Alice acts)
    assert turn.labels() == ["Your move"]
    assert await env.press("Bob", "Your move") == "Your hand (3 cards): `1` `1` `4`"
    assert await private_text(await env.user("Bob").slash("larry hand")) == \
        "Your hand (3 cards): `1` `1` `4`"
    assert env.user("Bob").dms() == []


async def test_my_hand_again_replaces_the_answer_before_and_keeps_no_interaction(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second **My hand** (Your move) takes over from the first private answer: only the
    latest is kept current (edited when what it shows changes), the first is removed. What
    the bot keeps to edit it is that answer's webhook and id, not the interaction (which
    holds the whole pressed message: a table's worth per player, for 15 minutes)."""
    import importlib

    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"])
    tid = env.table().id
    first = (await own_screen(env, "Bob")).message
    assert first is not None and first.ephemeral and not first.deleted
    second = (await own_screen(env, "Bob")).message
    assert second is not None and second.id != first.id and not second.deleted
    assert first.text() == second.text() == "Your hand (3 cards): `1` `1` `4`"
    # the bot's own copy of the module (unloading an extension drops its modules)
    views = importlib.import_module("cogs.tables.private_views").of(
        env.bot.get_cog("Tables").publisher)  # type: ignore[union-attr]
    kept = views.of_table(tid)
    assert [(v.seat, v.user) for v in kept] == [(env.seat("Bob"), env.user("Bob").id)]
    view = kept[0]
    held = [getattr(view, name) for name in type(view).__slots__]
    held += [cell.cell_contents for cell in view.edit.__closure__ or ()]
    assert not any(isinstance(part, discord.Interaction) for part in held), held
    assert second.id in held and first.id not in held
    assert any(isinstance(part, discord.Webhook) for part in held), held
    # the first answer is removed (a player's private answers never pile up); Alice's move
    # makes it Bob's: the second one now offers his choices
    await env.double.wait_for(lambda: first.deleted)
    assert await env.play("Alice", "3", 3) == ""
    await env.wait_version(1)
    await env.double.wait_for(lambda: choice_ids(second, tid, 1) or None, 5)
    assert "**Your move** (limit 7, clockwise; standing claim: 3)" in second.text()
