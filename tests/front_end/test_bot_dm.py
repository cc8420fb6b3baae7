"""Hand DMs: one per player and game, sent only to whoever holds the seat when it goes out."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot_fixtures import BotEnv, bot_env, fix_deal, private_text, take_turn

__all__ = ["bot_env"]

CHANNEL_POST = "POST /channels/{channel_id}/messages"  # DMs use it (public posts go by webhook)


async def test_a_queued_hand_dm_never_reaches_a_player_who_left_the_seat(
        bot_env: BotEnv) -> None:
    """A DM waits out 429s; meanwhile its player leaves and an AI takes the seat: the DM is
    dropped at send time instead of showing the AI's (the seat's current) hand."""
    env = bot_env
    limit = env.double.rate_limit(CHANNEL_POST, times=12, retry_after=0.1)
    await env.start_game(["Alice", "Bob"])
    left = await private_text(await env.user("Bob").slash("larry leave"))
    assert "an AI plays your seat" in left
    await env.double.wait_for(lambda: limit.hits >= 12, 20)
    await env.user("Alice").wait_for_dm(timeout=10)
    assert env.user("Bob").dms() == []
    assert len(env.user("Alice").dms()) == 1
    assert env.table().is_ai(env.seat("Bob"))


DM_ROUTES = ("POST /users/@me/channels", CHANNEL_POST,
             "PATCH /channels/{channel_id}/messages/{message_id}")


async def test_a_hand_dm_is_edited_only_when_that_hand_changed(bot_env: BotEnv) -> None:
    """Every change queues each human's hand DM, but only a hand that changed is sent: an
    unchanged one takes no token of the global budget (each token granted is a request
    Discord saw) and leaves its DM alone."""
    from tests.front_end.test_bot_outbound import publisher

    env = bot_env
    await env.start_game(["Alice", "Bob", "Carol"])
    names = ("Alice", "Bob", "Carol")
    for name in names:
        await env.user(name).wait_for_dm()
    pub = publisher(env)
    changes = {name: 0 for name in names}
    for _ in range(6):
        before = {name: env.hand(name) for name in names}
        await take_turn(env)
        for name in names:
            changes[name] += env.hand(name) != before[name]
    await env.double.wait_for(lambda: not pub.dm_queue and (
        pub.dm_worker is None or pub.dm_worker.done()), 10)
    table = env.table()
    for name in names:  # the DM was posted once, then edited once per change of that hand
        dm = await env.user(name).wait_for_dm()
        assert dm.edits == changes[name], (name, dm.edits, changes)
        # and shows the hand held now: its text, and one picture (replaced, not added)
        seat = env.seat(name)
        shown = pub.presenter(table).hand_dm(table, seat, "en")
        assert shown is not None and dm.content == shown[1]
        assert [a["filename"] for a in dm.attachments] == ["hand.png"]
        assert shown[2] is not None
        [picture] = shown[2]()
        assert dm.attachments[0]["description"] == picture.description  # the cards held now
    assert sum(changes.values()) < 6 * len(names)  # most turns left most hands as they were
    sent = [r for r in env.double.requests if not r.exempt and r.route in DM_ROUTES]
    assert pub.outbound.bucket.granted == len(sent)


async def test_after_restarts_each_player_still_has_one_hand_dm_showing_the_hand_now(
        bot_env: BotEnv) -> None:
    """The ids of the hand DMs are stored with the table's outbox row: a restarted bot edits
    the DM it sent before instead of sending another (which would leave the old one
    showing a hand long gone)."""
    from tests.front_end.test_bot_outbound import publisher

    env = bot_env
    names = ("Alice", "Bob", "Carol")
    await env.start_game(names)
    for name in names:
        await env.user(name).wait_for_dm()
    for _ in range(2):
        await env.restart()
        for _ in range(3):
            await take_turn(env)
    await dms_settled(env)
    pub, table = publisher(env), env.table()
    for name in names:
        shown = pub.presenter(table).hand_dm(table, env.seat(name), "en")
        assert shown is not None
        await env.double.wait_for(
            lambda n=name, s=shown: env.user(n).dms()[-1].content == s[1] or None, 5)
        assert len(env.user(name).dms()) == 1, name


def closed_notes(env: BotEnv) -> list[Any]:
    """The public notes that a player's DMs are closed (every one the channel showed)."""
    return [m for m in env.posted() if "direct messages" in m.content]


async def dms_settled(env: BotEnv) -> None:
    from tests.front_end.test_bot_outbound import publisher

    pub = publisher(env)
    await env.double.wait_for(lambda: not pub.dm_queue and (
        pub.dm_worker is None or pub.dm_worker.done()), 10)


async def test_closed_dms_are_remembered_said_once_with_a_ping_and_retried_for_a_reason(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Closed DMs cost one notifying note per table and one try per reason (the game's
    start, a new round, the player asking for their hand), not a note and a request per
    move; the bot remembers them across a restart, and sends the DM once they open."""
    env = bot_env
    bob = env.user("Bob")
    bob.dms_closed = True
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"], rounds=2)
    note = await env.channel.wait_for_message(lambda m: "direct messages" in m.content)
    assert f"<@{bob.id}>" in note.content and note.pinged == [bob.id]  # it reaches him
    await env.user("Alice").wait_for_dm()
    await dms_settled(env)
    assert bob.dms_refused == 1  # the one try at Bob's, at the game's start
    await env.play("Alice", "3", 3, larry=True)
    await env.play("Bob", "1", 4)
    await dms_settled(env)
    assert bob.dms_refused == 1  # no reason to try Bob again
    await env.restart()  # the bot remembers: closed DMs are stored, as is the note
    await env.play("Alice", "2", 6)
    await env.wait_version(3)
    await dms_settled(env)
    assert bob.dms_refused == 1 and len(env.user("Alice").dms()) == 1
    assert "Your hand" in await env.press("Bob", "My hand")  # he asks: one more try
    await dms_settled(env)
    assert bob.dms_refused == 2
    await env.press("Bob", "Doubt")  # right: round 2 begins, a reason to try again
    await env.wait_version(4)
    assert env.game().round == 2
    await dms_settled(env)
    assert bob.dms_refused == 3
    assert len(closed_notes(env)) == 1 and bob.dms() == []
    bob.dms_closed = False  # he opens his DMs and asks for his hand: the DM follows
    assert "Your hand" in await private_text(await bob.slash("larry hand"))
    dm = await bob.wait_for_dm()
    assert f"#{env.table().id}**" in dm.content
    before = {name: env.hand(name) for name in ("Alice", "Bob")}
    await take_turn(env)
    await dms_settled(env)
    if env.hand("Bob") != before["Bob"]:  # from now on his DM is kept up to date
        await env.double.wait_for(lambda: dm.edits > 0 or None, 5)
    assert len(bob.dms()) == 1 and len(closed_notes(env)) == 1


async def test_closed_dms_at_a_kakerlakenpoker_table_cost_one_note_that_pings(
        bot_env: BotEnv) -> None:
    """The same rule for every game (the shared publisher's): Kakerlakenpoker too."""
    import random

    from tests.front_end.test_bot_kakerlake import Watch, open_kp, play_until

    env = bot_env
    bob = env.user("Bob")
    bob.dms_closed = True
    await open_kp(env, ["Alice", "Bob"])
    await env.user("Alice").wait_for_dm()
    await dms_settled(env)
    assert bob.dms_refused == 1  # tried at the game's start
    await play_until(env, Watch(), random.Random(3), steps=8)
    await dms_settled(env)
    assert bob.dms_refused == 1  # and not again: no reason to
    [note] = closed_notes(env)
    assert note.pinged == [bob.id] and bob.dms() == []
