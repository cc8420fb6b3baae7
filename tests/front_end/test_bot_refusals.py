"""Every refusal names the game and the command of the table at hand (issue 39 point 5):
each game's group answers for its own game where there is no table, and names the other
game's table, and its command, where that one is open."""

from __future__ import annotations

import pytest

from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, fix_deal, private_text
from tests.front_end.test_bot_kakerlake import open_kp

__all__ = ["bot_env"]

COMMANDS = ("hand", "table", "leave", "end")


async def test_every_refusal_names_the_game_and_the_command_of_the_table_at_hand(
        bot_env: BotEnv) -> None:
    env = bot_env
    for command in COMMANDS:  # no table here: how to open one of this game
        text = await private_text(await env.user("Bob").slash(f"kakerlake {command}"))
        assert "Kakerlakenpoker" in text and "`/kakerlake new`" in text, text
        assert "Larry" not in text and "/larry" not in text, text
        text = await private_text(await env.user("Bob").slash(f"larry {command}"))
        assert "Larry" in text and "`/larry new`" in text, text
        assert "akerlake" not in text, text
    await open_kp(env, ["Alice", "Bob"])
    for group in ("kakerlake", "larry"):  # a table is open: its game and its command
        text = await private_text(await env.user("Carol").slash(f"{group} new"))
        assert "Kakerlakenpoker" in text and "`/kakerlake table`" in text, text
        assert "Larry" not in text and "/larry" not in text, text
    for command in COMMANDS:  # another game's commands at this table: this table's
        text = await private_text(await env.user("Bob").slash(f"larry {command}"))
        assert "Kakerlakenpoker" in text and f"`/kakerlake {command}`" in text, text
        assert "/larry" not in text, text
    assert env.table().options.game == "kakerlakenpoker" and env.table().status == "playing"


async def test_a_forged_pass_or_lay_press_in_the_offer_phase_says_what_is_wrong(
        bot_env: BotEnv) -> None:
    """A press whose version is current but whose move is not this turn's is not "out of
    date": it says the button is not one of this turn's (the shared choices' answer to a
    choice the request does not hold: the game's garbled answer)."""
    env = bot_env
    turn = await open_kp(env, ["Alice", "Bob"])
    name = env.name(env.table().game.to_move)  # type: ignore[union-attr]
    tid, version = env.table().id, env.table().version
    button = next(c for c in env.double.registry.messages[turn.id].all_components()
                  if str(c.get("custom_id", "")) == f"tb:h:{tid}")  # Your move
    for forged in (f"tb:c:{tid}:{version}:to:7", f"tb:c:{tid}:{version}:lay:alone",
                   f"tb:c:{tid}:{version}:call:true"):  # no such seat, a lay-out, an answer
        button["custom_id"] = forged
        text = await private_text(await env.user(name).click(turn, forged))
        assert text == t("kp-dc-garbled", "en") and "out of date" not in text, text
    assert env.table().version == 0


async def test_settings_name_the_new_command_of_their_own_game(bot_env: BotEnv) -> None:
    env = bot_env
    env.user("Alice").record.permissions |= 1 << 5  # Manage Server
    for group in ("kakerlake", "larry"):
        text = await private_text(await env.user("Alice").slash(f"{group} settings",
                                                                  turn_seconds=60))
        assert f"`/{group} new`" in text, text


async def test_negative_numbers_read_with_one_minus_sign(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 39 point 7: one typographic minus (U+2212) wherever a player reads a negative
    number: the round's scores, the standings, the table."""
    import re

    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"], rounds=2)
    await env.play("Alice", "3", 3, larry=True)
    await env.play("Bob", "1", 4)
    await env.play("Alice", "2", 6)
    await env.wait_version(3)
    await env.press("Bob", "Doubt")
    msg = await env.wait_version(4)
    assert "Round 1 is over." in msg.text()
    texts = [t for m in env.posted() for t in [m.text(), *m.history, *m.seen]]
    assert any("\u2212" in t for t in texts), texts  # Bob's negative points
    hyphens = [t for t in texts if re.search(r"(?<![\w`])-\d", t)]
    assert hyphens == [], hyphens
