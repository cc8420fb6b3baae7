"""`/ligretto replay` through the Discord double (issue 42): a finished Würfel-Ligretto game
watched again round by round, privately, with Previous / Next; refused, changing nothing and
saying why, for an unknown number, a game still running, another game's table, another
server's game and a forged page button.

The game is fixed (known draws and rolls, through the kind's `new`, which the table service
and the replay both use) and played by its users through their cups, as users play it; the
replay's pages are read as a user reads them: the round, the dice placed in order, who
stopped the round, each player's points (what the rules give: the stopper a point for every
die the others still hold, the others a point less for each of theirs) and the totals."""

from __future__ import annotations

import asyncio
import re

import pytest

from discord_double import InteractionResult, MessageRecord
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.kind import Ligretto
from larry_core.games.ligretto.rules import LgRules
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text, redrawn_by, redraws
from tests.front_end.test_bot_ligretto import open_lg

__all__ = ["bot_env"]

DIE_ID = re.compile(r"tb:c:\d+:\d+:dice:([a-z]+)-(\d)-\d+")  # the cup's shared choices
ROLL_ID = re.compile(r"tb:c:\d+:\d+:roll:all")
ROUND_LINE = re.compile(r"^\*\*Round (\d+): (.+)\. Totals: (.+)\.\*\*$", re.M)
RULES = LgRules(rounds=2, dice=(2, 2))
# seat 0 holds two red dice each round, seat 1 two blue ones
DRAWS = [[["red", "red"], ["blue", "blue"]]] * 2
# every die rolled, in the order the script below rolls them: round 1's start rolls (seat 0
# red 1 2, seat 1 blue 1 3), seat 1's reroll (blue 2); round 2's start rolls (seat 0 red 1 3,
# seat 1 blue 2 5), seat 1's two rerolls (blue 4 6, blue 3 3), seat 0's reroll (red 2)
ROLLS = [1, 2, 1, 3, 2, 1, 3, 2, 5, 4, 6, 3, 3, 2]
# (seat, the die placed or None for Reroll all)
SCRIPT: list[tuple[int, tuple[str, int] | None]] = [
    (0, ("red", 1)), (1, ("blue", 1)), (1, None), (1, ("blue", 2)),  # seat 1 stops round 1
    (0, ("red", 1)), (1, None), (1, None), (0, None), (0, ("red", 2)),  # seat 0 stops round 2
]


def fixed_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every Würfel-Ligretto game dealt from DRAWS and rolled from ROLLS (two dice each, two
    rounds), for the table service and for the replay alike."""
    def new(self: Ligretto, players: int, rules: LgRules | None, seed: int) -> LgGame:
        return LgGame(players, RULES, seed, draws=DRAWS, rolls=ROLLS)

    monkeypatch.setattr(Ligretto, "new", new)


async def open_cup(env: BotEnv, name: str) -> MessageRecord:
    """**My cup** on the table message: the cup, a message only its player sees."""
    cid = f"tb:h:{env.table().id}"
    table: MessageRecord = await env.channel.wait_for_message(
        lambda m: any(c.get("custom_id") == cid for c in m.all_components()))
    r = await env.user(name).click(table, t("lg-btn-cup", env.lang))
    cup = r.message
    assert cup is not None and r.ephemeral, r
    return cup


async def act(env: BotEnv, name: str, die: tuple[str, int] | None) -> None:
    """`name` opens their cup and presses the die (or Reroll all); pressed again from a
    fresh cup while the next round is still in its short pause after the stop."""
    moves = len(env.table().moves)
    for _ in range(100):
        cup = await open_cup(env, name)
        ids = [str(c.get("custom_id", "")) for c in cup.all_components()]
        if die is None:
            cid = next(i for i in ids if ROLL_ID.fullmatch(i))
        else:
            cid = next(i for i in ids if (m := DIE_ID.fullmatch(i))
                       and (m[1], int(m[2])) == die)
        r = await env.user(name).click(cup, cid)
        assert r.responded, r
        if redraws(r):  # played: the cup is redrawn once the move is done
            await redrawn_by(r)
        if len(env.table().moves) > moves:
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"{name}'s press of {die} never landed")


def points_of(text: str) -> list[int]:
    """ "Alice −1, Bob +1" as [-1, 1] (the seats' order)."""
    return [int(p.rsplit(" ", 1)[1].replace("−", "-")) for p in text.split(", ")]


async def finished_game(env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> tuple[int, list[str]]:
    """The fixed game played to its end by Alice and Bob; its number and the seats' names."""
    fixed_game(monkeypatch)
    await open_lg(env, ["Alice", "Bob"])
    names = [env.name(0), env.name(1)]
    table_id = env.table().id
    # a game still running is not shown yet
    assert await private_text(await env.user("Carol").slash("ligretto replay", game=table_id)) \
        == t("lg-dc-replay-running", "en", table=table_id)
    for seat, die in SCRIPT:
        await act(env, names[seat], die)
    await env.double.wait_for(lambda: env.table().status == "finished")
    game = env.table().game
    assert isinstance(game, LgGame) and game.round_scores == [[-1, 1], [2, -2]]
    return table_id, names


# ----------------------------------------------------------------------------- tests
async def test_a_finished_game_round_by_round_with_its_page_buttons(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    table_id, (first, second) = await finished_game(env, monkeypatch)
    played = await private_text(await env.user("Carol").slash("ligretto history"))
    assert f"#{table_id}" in played and "/ligretto replay game:<number>" in played
    # watched by somebody who did not play, privately: round 1
    r = await env.user("Carol").slash("ligretto replay", game=table_id)
    page = r.message
    assert page is not None and r.ephemeral and page.ephemeral_to == env.user("Carol").id
    text = page.content
    lines = text.splitlines()
    assert lines[:3] == [f"**Würfel-Ligretto #{table_id}** · round 1 of 2",
                         f"Players: 1. {first}, 2. {second}",
                         "Round 1 of 2: Ligretto Start! Everyone rolls all their dice."]
    # the dice placed in the order the table took them, then who stopped the round
    assert lines[3:7] == [f"{first} places ♥ red 1.", f"{second} places ● blue 1.",
                          f"{second} places ● blue 2.",
                          f"Ligretto Stopp! {second} has placed the last die."]
    # rerolls are counted, their dice (a cup's) never shown
    assert f"{second} rerolled once this round." in lines
    assert f"{first} rerolled" not in text and "rerolls" not in text and "dice:" not in text
    assert "Round 2" not in text and "Game over" not in text
    rounds = ROUND_LINE.findall(text)
    assert [int(n) for n, _, _ in rounds] == [1]
    points = points_of(rounds[0][1])
    # the rules: the stopper gains a point for each die the others hold, each other loses one
    assert points == [-1, 1] and sum(points) == 0
    assert points_of(rounds[0][2]) == points
    assert page.labels() == ["Previous", "Next"]
    assert [c.get("disabled", False) for c in page.all_components() if c.get("type") == 2] \
        == [True, False]
    # Next: round 2, which ends with the winner and the final totals
    await env.user("Carol").click(page, "Next")
    text = await env.shows(page, f"**Würfel-Ligretto #{table_id}** · round 2 of 2")
    assert "Round 2 of 2: Ligretto Start!" in text and "Round 1 of 2" not in text
    assert f"{first} places ♥ red 1.\n{first} places ♥ red 2.\n" \
        f"Ligretto Stopp! {first} has placed the last die." in text
    assert f"{first} rerolled once this round." in text
    assert f"{second} rerolled 2 times this round." in text
    rounds = ROUND_LINE.findall(text)
    assert [int(n) for n, _, _ in rounds] == [2]
    points, totals = points_of(rounds[0][1]), points_of(rounds[0][2])
    assert points == [2, -2] and sum(points) == 0
    assert totals == [-1 + 2, 1 - 2]  # the running totals: round 1's and round 2's points
    assert f"Game over! {first} wins with +1 point." in text
    assert f"**Final totals**\n1. {first} — +1 point\n2. {second} — −1 point" in text
    assert [c.get("disabled", False) for c in page.all_components() if c.get("type") == 2] \
        == [False, True]
    await env.user("Carol").click(page, "Previous")
    await env.shows(page, "round 1 of 2")
    # a round to begin with (past the last: the last)
    last = await private_text(await env.user("Bob").slash("ligretto replay", game=table_id,
                                                          round=2))
    assert last.startswith(f"**Würfel-Ligretto #{table_id}** · round 2 of 2")
    past = await private_text(await env.user("Bob").slash("ligretto replay", game=table_id,
                                                          round=99))
    assert past == last
    # in German, for a German client
    env.user("Dave").record.locale = "de"
    german = await private_text(await env.user("Dave").slash("ligretto replay", game=table_id))
    assert german.startswith(f"**Würfel-Ligretto #{table_id}** · Runde 1 von 2")
    assert f"Ligretto Stopp! {second} hat den letzten Würfel abgelegt." in german
    assert f"{second} hat in dieser Runde einmal neu gewürfelt." in german


async def test_refusals_change_nothing_and_say_why(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    table_id, _ = await finished_game(env, monkeypatch)  # refuses the running game too
    # an unknown number
    assert await private_text(await env.user("Carol").slash("ligretto replay",
                                                            game=table_id + 1)) == \
        t("lg-dc-replay-unknown", "en", table=table_id + 1)
    # another game's table: a Va banque table is no Würfel-Ligretto game, and the other way
    r = await env.user("Carol").slash("vabanque new")
    await r.wait_followup()
    other = env.table().id
    assert other != table_id and env.table().options.game == "vabanque"
    assert await private_text(await env.user("Carol").slash("ligretto replay", game=other)) \
        == t("lg-dc-replay-running", "en", table=other)
    await (await env.user("Carol").slash("vabanque end")).wait_followup()
    await env.double.wait_for(lambda: not env.table().open)
    assert await private_text(await env.user("Carol").slash("ligretto replay", game=other)) \
        == t("lg-dc-replay-unknown", "en", table=other)
    assert await private_text(await env.user("Carol").slash("vabanque replay",
                                                            game=table_id)) == \
        t("vb-dc-replay-unknown", "en", table=table_id)
    # a forged page button: the game is loaded again and refused as any other
    page = (await env.user("Carol").slash("ligretto replay", game=table_id)).message
    assert page is not None
    forged = f"lg:g:{table_id + 1}:1"
    comps = [c for c in env.double.registry.messages[page.id].all_components()
             if c.get("type") == 2]
    comps[1]["custom_id"] = forged
    r = await env.user("Carol").click(page, forged)
    assert await refusal(r) == t("lg-dc-replay-unknown", "en", table=table_id + 1)
    # another server's game
    env.double.registry.add_guild("Elsewhere", ["elsewhere"])
    await env.restart()
    assert await private_text(await env.user("Carol").slash(
        "ligretto replay", channel="elsewhere", game=table_id)) == \
        t("lg-dc-replay-unknown", "en", table=table_id)


async def refusal(r: InteractionResult) -> str:
    """The private answer to a press (a message of its own, the pressed one unchanged)."""
    assert r.responded, r
    if r.kind in ("deferred", "deferred_update"):
        msgs = await r.wait_followup()
        assert all(m.ephemeral for m in msgs), msgs
        return msgs[-1].content
    assert r.kind == "message" and r.ephemeral, r
    assert r.message is not None
    return r.message.content
