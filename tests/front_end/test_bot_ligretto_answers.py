"""Würfel-Ligretto's answers and board on Discord through the double (issue 49, item 4): a cup
warns only about what got worse for its player (a field another player took), never about
the twin of the die they placed themselves nor about a die they just rolled; a forged press
for a round that has not begun is refused; each round's last board is shown in a message of its
own, before the next round's; the table message shows the pause between two rounds (whose
stop, when the next one opens) until the round opens; and its log tells placements, stops
and results, each player's rerolls only as a count.

Users act only as users do; the tests peek at the state only to check it."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pytest

from cogs.ligretto.render import board_alt
from discord_double import MessageRecord
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.rules import LgRules
from larry_core.storage.base import TableRecord
from larry_core.tables.service import TableService
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env
from tests.front_end.test_bot_ligretto import (
    ROLL_ID,
    dice,
    die_button,
    forge,
    lg,
    open_cup,
    open_lg,
    press,
    refused,
    table_message,
)

__all__ = ["bot_env"]


def current(env: BotEnv, msg: MessageRecord) -> MessageRecord:
    """`msg` as the double holds it now (with every edit applied)."""
    return env.double.registry.messages[msg.id]


def fixed(monkeypatch: pytest.MonkeyPatch, rounds: int, draws: dict[str, list[str]],
          rolls: dict[str, list[int]], then: Sequence[int] = ()) -> None:
    """Known draws every round and each player's start rolls, by name (whatever their seat),
    then `then`: the values of the rolls that follow (rerolls, in the order made)."""
    def new_game(service: TableService, record: TableRecord) -> LgGame:
        names = [str(s["name"]) for s in record.seats]
        rules = LgRules(rounds=rounds, dice=tuple(len(draws[n]) for n in names))
        values = [v for n in names for v in rolls[n]] + list(then)
        return LgGame(len(names), rules, record.seed, draws=[[draws[n] for n in names]] * rounds,
                      rolls=values)

    monkeypatch.setattr(TableService, "_new_game", new_game)


def roll_button(cup: MessageRecord) -> str:
    return next(str(c["custom_id"]) for c in cup.all_components()
                if ROLL_ID.fullmatch(str(c.get("custom_id", ""))))


async def test_a_cup_warns_only_about_dice_another_player_took(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    # Alice: ♥ red 1, red 1, ● blue 1; Bob: ★ yellow 3, ▲ green 3, ● blue 1. Alice's
    # reroll (her red 1 and blue 1 left) shows red 1 and blue 1 again
    fixed(monkeypatch, 2, {"Alice": ["red", "red", "blue"], "Bob": ["yellow", "green", "blue"]},
          {"Alice": [1, 1, 1], "Bob": [3, 3, 1]}, then=[1, 1])
    await open_lg(env, ["Alice", "Bob"])
    alice, bob = await open_cup(env, "Alice"), await open_cup(env, "Bob")
    assert [(c, v, f) for _, c, v, f in dice(alice)] == \
        [("red", 1, True), ("red", 1, True), ("blue", 1, True)]
    # Alice places one red 1: her other red 1 no longer fits, but she did that herself
    await press(env, "Alice", alice, die_button(alice, "red", 1))
    assert lg(env).board == [1, 0, 0, 0]
    assert [(c, v, f) for _, c, v, f in dice(alice)] == [("red", 1, False), ("blue", 1, True)]
    assert "⚠" not in alice.text(), alice.text()
    # Bob takes the blue 1 that fitted in Alice's cup; Alice rerolls before she looks again:
    # her new blue 1 does not fit, and it is a new die (no warning about the one she rolled)
    await press(env, "Bob", bob, die_button(bob, "blue", 1))
    assert lg(env).board == [1, 0, 0, 1]
    await press(env, "Alice", alice, roll_button(alice))
    assert [(c, v, f) for _, c, v, f in dice(alice)] == [("red", 1, False), ("blue", 1, False)]
    assert "⚠" not in alice.text(), alice.text()
    # Bob placed his only blue 1 himself: nothing to warn him about either
    assert "⚠" not in bob.text(), bob.text()


async def test_a_forged_press_for_a_round_that_has_not_begun(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fixed(monkeypatch, 2, {"Alice": ["red", "blue"], "Bob": ["yellow", "green"]},
          {"Alice": [1, 4], "Bob": [3, 3]})
    await open_lg(env, ["Alice", "Bob"])
    cup = await open_cup(env, "Alice")
    table_id, rev = env.table().id, env.table().rev
    # a round not played yet (or none) is refused by the shared checks before any move, as
    # a damaged or forged button: no round of it was ever shown
    for forged in (f"tb:c:{table_id}:2:dice:red-1-0",
                   f"tb:c:{table_id}:7:roll:all",  # the game has two rounds
                   f"tb:c:{table_id}:0:roll:all"):  # and no round 0
        forge(env, cup, forged)
        assert await refused(env, "Alice", cup, forged) == t("lg-dc-garbled", "en"), forged
    # a cup button of before the shared cup: not a button of ours
    forge(env, cup, f"lg:r:{table_id}:1")
    assert await refused(env, "Alice", cup, f"lg:r:{table_id}:1") == t("lg-dc-garbled", "en")
    assert "round 1 of 2" in current(env, cup).text()  # and the cup as it is
    assert env.table().rev == rev and lg(env).board == [0, 0, 0, 0]


async def test_the_stopped_rounds_board_the_pause_and_a_log_without_rerolls(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    # Alice: ♥ red 1, ★ yellow 1 (she stops round 1 with them); Bob: ▲ green 4, ● blue 5,
    # and twice the same again when he rerolls
    fixed(monkeypatch, 2, {"Alice": ["red", "yellow"], "Bob": ["green", "blue"]},
          {"Alice": [1, 1], "Bob": [4, 5]}, then=[4, 5, 4, 5])
    await open_lg(env, ["Alice", "Bob"])
    table = await table_message(env)
    alice, bob = await open_cup(env, "Alice"), await open_cup(env, "Bob")
    await press(env, "Bob", bob, roll_button(bob))
    await press(env, "Bob", bob, roll_button(bob))
    await press(env, "Alice", alice, die_button(alice, "red", 1))
    # the log: the placement, no reroll; Bob's rerolls counted on his line
    text = await env.shows(table, "Alice places ♥ red 1.")
    assert "Bob — 2 dice left · 0 points · rerolled 2 times" in text, text
    assert "reroll" not in text.replace("rerolled 2 times", ""), text
    # the pause after the stop is long enough to be seen (the race goes on after it)
    env.service.round_pause = 3.0
    await press(env, "Alice", alice, die_button(alice, "yellow", 1))
    game = lg(env)
    assert game.round == 2 and game.final_boards == [(1, 1, 0, 0)]
    # round 1's last board, in a message of its own: text and picture
    end = await env.wait_posted(lambda m: "**Round 1 of 2 is over**" in m.content)
    assert "**Alice** placed their last die (Ligretto Stopp)" in end.content
    for row in ("♥ red: 1", "★ yellow: 1", "▲ green: empty", "● blue: empty"):
        assert row in end.content, end.content
    assert "Round 1: Alice +2, Bob −2. Totals: Alice +2, Bob −2." in end.content \
        or "Round 1: Bob −2, Alice +2. Totals: Bob −2, Alice +2." in end.content, end.content
    assert "Bob rerolled 2 times this round." in end.content
    assert [a["description"] for a in end.attachments] == [board_alt((1, 1, 0, 0), "en")]
    assert end.id > table.id  # below the table message, which goes on to round 2
    # the table message: round 2, paused by Alice's stop, until round 2 opens (the state
    # line, below the latest moves), its board the new round's empty one
    paused = "⏸ The race is paused: **Alice** placed their last die (Ligretto Stopp)."
    text = await env.shows(table, paused)
    assert "Round 2 of 2" in text and "Start of round 2: <t:" in text
    assert text.index("Alice places ★ yellow 1.") < text.index(paused)
    assert text.endswith(paused + " Start of round 2: "
                         f"<t:{math.ceil(env.table().round_opens)}:R>."), text
    assert "rerolled" not in text  # a new round: nobody has rerolled in it
    await env.double.wait_for(
        lambda: [a["description"] for a in table.shown_attachments()]
        == [board_alt((0, 0, 0, 0), "en")])
    picture = [a["id"] for a in table.shown_attachments()]
    # nobody presses: the table message drops the pause once round 2 opens, the race on;
    # the same board, so its picture is not uploaded again (the message keeps its own)
    await env.double.wait_for(lambda: paused not in table.text(), timeout=15.0)
    assert lg(env).round == 2 and "Round 2 of 2" in table.text()
    assert table.text().endswith(t("lg-dc-table-hint", "en")), table.text()
    assert [a["id"] for a in table.shown_attachments()] == picture
    assert table.labels() == [t("lg-btn-cup", "en")]
    # no message shows round 1's board twice
    assert sum("**Round 1 of 2 is over**" in m.content for m in env.posted()) == 1
