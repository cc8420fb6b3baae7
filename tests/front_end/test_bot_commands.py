"""The other `/larry` commands: table, leave (an AI takes the seat), end, leaderboard pages,
and a game against an AI seat."""

from __future__ import annotations

import re

import pytest

from tests.bot_fixtures import BotEnv, bot_env, fix_deal, private_text, take_turn

__all__ = ["bot_env"]


async def test_table_reposts_and_retires_the_old_buttons(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["4", "4", "1"]}, start="Alice")
    first = await env.start_game(["Alice", "Bob"])
    table_msg = env.table_message()
    assert table_msg.id == first.id and table_msg.v2  # one live table message, its buttons
    assert "Only the table's players" in await private_text(
        await env.user("Carol").slash("larry table"))  # not at the table: refused
    assert "Posted" in await private_text(await env.user("Bob").slash("larry table"))
    again = env.turn_message()
    assert again.id != first.id and f"{env.mention('Alice')}, your move." in again.text()
    assert again.pinged == []  # nothing new: it names Alice without notifying her again
    assert env.retired(first) and env.double.registry.messages[table_msg.id].deleted
    assert env.table_message().id == again.id  # posted anew, below
    assert env.channel.messages()[-1].id == again.id
    assert "try in" in await private_text(await env.user("Bob").slash("larry table"))
    await env.play("Alice", "3", 3)
    await env.wait_version(1)


async def test_leave_mid_game_hands_the_seat_to_an_ai(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1", "4"], "Bob": ["4", "4", "1", "2"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    left = await private_text(await env.user("Bob").slash("larry leave"))
    assert "an AI plays your seat" in left
    await env.wait_said("Bob left the table")  # on the live table message
    await env.play("Alice", "3", 3)
    msg = await env.wait_version(2)  # the AI answered through the same move path
    assert any(line.startswith("Bob (AI) ") for line in msg.text().splitlines())
    # the seat is the AI's now: Bob's own screen (Your move / My hand) is not his any more
    assert await env.press("Bob", f"tb:h:{env.table().id}") == \
        "You are not playing at this table."


async def test_end_is_for_the_host_or_a_server_manager(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["4", "4", "1"]}, start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    # the double's members carry Manage Server; take it away from Bob for this check
    bob = env.user("Bob")
    perms = int(bob.record.member_payload("x")["permissions"]) & ~(1 << 5)
    monkeypatch.setattr(type(bob.record), "member_payload",
                        lambda self, joined_at, with_user=True: {
                            "roles": [], "joined_at": joined_at, "flags": 0, "deaf": False,
                            "mute": False, "nick": None, "avatar": None, "pending": False,
                            "permissions": str(perms),
                            **({"user": self.payload()} if with_user else {})})
    assert "Only the host" in await private_text(await bob.slash("larry end"))
    assert await private_text(await env.user("Alice").slash("larry end")) == \
        "The table was ended."
    note = await env.channel.wait_for_message(lambda m: "was ended" in m.content)
    assert "No leaderboard change" in note.content
    assert env.retired(turn)
    assert "no open Larry table" in await private_text(await bob.slash("larry end"))


async def test_game_against_an_ai_seat(bot_env: BotEnv) -> None:
    env = bot_env
    lobby = await env.open_table("Alice", rounds=1)
    await private_text(await env.user("Alice").click(lobby, "Add AI"))
    await private_text(await env.user("Alice").click(lobby, "Start"))
    await env.wait_version(0)
    for _ in range(300):
        game = env.game()
        if game.over:
            break
        version = env.table().version
        if env.to_move() == "Alice":
            await take_turn(env)
        await env.double.wait_for(lambda v=version: env.table().version > v  # type: ignore[misc]
                                  or env.game().over, 5)
    assert env.game().over
    await env.channel.wait_for_message(lambda m: "Game over" in m.content)
    board = await env.user("Alice").slash("larry leaderboard", page=3)
    assert board.message is not None
    text = board.message.text()
    # rated: rating, wins, games, win rate; the AI seat is rated too (hide_ai leaves it out)
    assert re.search(r"\*\*Alice\*\* — \*\*\u2212?\d+\.\d\*\* · [01] · 1 · ", text), text
    assert "Larrybot Ada (AI, reasoned)" in text and "Page 1 of 1" in text
    assert board.message.labels() == [] and board.ephemeral  # one page: no pager


@pytest.mark.parametrize("group", ["larry", "kakerlake"])
async def test_table_has_one_cooldown_for_every_game_and_a_repost_pings_nobody(
        bot_env: BotEnv, group: str) -> None:
    """Three `/… table` at once by a seated player: one repost, two refusals (the same
    cooldown in every game's group), and the reposted turn message mentions the player to
    act without notifying them again (their turn's ping was the first post's)."""
    import asyncio

    env = bot_env
    if group == "larry":
        await env.start_game(["Alice", "Bob"])
    else:
        from tests.front_end.test_bot_kakerlake import open_kp

        await open_kp(env, ["Alice", "Bob"])
    before = {m.id for m in env.posted()}
    runs = await asyncio.gather(*(env.user("Bob").slash(f"{group} table") for _ in range(3)))
    texts = [await private_text(r) for r in runs]
    assert sum("Posted" in text for text in texts) == 1, texts
    assert sum("try in" in text for text in texts) == 2, texts
    new = [m for m in env.posted() if m.id not in before]
    assert 1 <= len(new) <= 2, new  # the table and turn messages, posted anew once
    assert all(m.pinged == [] for m in new), [(m.content, m.pinged) for m in new]
