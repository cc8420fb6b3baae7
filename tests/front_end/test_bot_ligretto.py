"""Würfel-Ligretto on Discord through the double (issue 42, part 2): whole games of two and
of four players who all press at the same moment (each press placed exactly once, in the
order the table service takes them), a field taken first (the other player is told which
die is no longer placeable, at their next press and at their next look), a forged die, a
press on a die already placed and presses after the stop, each changing nothing and saying
why, a game against an AI racer, and the host's choice of the racers' speed.

The table message is one live Components V2 message in Ligretto's colour (the board as a
picture inline, the standings, the latest moves, the state of the race, **My cup**): the
lobby turns into it, and however fast the racers press it is edited at most once a second
(the real gap between two writes of a message), never posted anew.

Users act only as users do: the public table message's **My cup** opens their cup (only they
see it), whose buttons edit it in place. The tests peek at the state only to check it."""

from __future__ import annotations

import asyncio
import math
import random
import re
import time
from itertools import pairwise
from typing import Any

import pytest

from cogs.ligretto.presenter import LgPresenter
from cogs.ligretto.render import board_alt
from discord_double import InteractionResult, MessageRecord
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.rules import LgRules
from larry_core.storage.base import TableRecord
from larry_core.tables.service import TableService
from larry_core.text import t
from tests.bot_fixtures import MEMBERS, BotEnv, bot_env, private_text, redrawn_by, redraws
from tests.table_checks import game_messages

__all__ = ["bot_env"]

# the cup's dice and Reroll all: the shared choices of the round (`tb:c:<table>:<round>:…`)
DIE_ID = re.compile(r"tb:c:(\d+):(\d+):dice:([a-z]+)-(\d)-(\d+)")
ROLL_ID = re.compile(r"tb:c:(\d+):(\d+):roll:all")
SQUARES = {"red": "🟥", "yellow": "🟨", "green": "🟩", "blue": "🟦"}


def lg(env: BotEnv) -> LgGame:
    game = env.table().game
    assert isinstance(game, LgGame)
    return game


async def open_lg(env: BotEnv, names: list[str], ais: int = 0, **options: Any) -> None:
    r = await env.user(names[0]).slash("ligretto new", **options)
    assert r.responded and r.ephemeral, r
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("lg:l:") for c in m.all_components()))
    for name in names[1:]:
        await (await env.user(name).click(lobby, t("btn-join", env.lang))).wait_followup()
    for _ in range(ais):
        await (await env.user(names[0]).click(lobby, t("btn-ai", env.lang))).wait_followup()
    await (await env.user(names[0]).click(lobby, t("btn-start", env.lang))).wait_followup()
    await env.double.wait_for(lambda: env.table().status == "playing")
    # round 1, like every round, opens for everybody after the service's round pause
    await asyncio.sleep(env.service.round_pause * env.service.time_scale)


async def table_message(env: BotEnv) -> MessageRecord:
    cid = f"tb:h:{env.table().id}"
    found: MessageRecord = await env.channel.wait_for_message(
        lambda m: any(c.get("custom_id") == cid for c in m.all_components()))
    return found


async def open_cup(env: BotEnv, name: str) -> MessageRecord:
    """**My cup** on the table message: the cup, a message only its player sees."""
    r = await env.user(name).click(await table_message(env), t("lg-btn-cup", env.lang))
    cup = r.message
    assert cup is not None and r.ephemeral and cup.ephemeral_to == env.user(name).id, r
    assert cup.v2, cup  # the seat's own screen, drawn by the shared code
    return cup


def dice(cup: MessageRecord) -> list[tuple[str, str, int, bool]]:
    """The cup's die buttons: (custom_id, colour, value, marked as placeable)."""
    return [(m[0], m[3], int(m[4]), c.get("style") == 3) for c in cup.all_components()
            if (m := DIE_ID.fullmatch(str(c.get("custom_id", ""))))]


def die_button(cup: MessageRecord, colour: str, value: int) -> str:
    return next(cid for cid, c, v, _ in dice(cup) if (c, v) == (colour, value))


async def press(env: BotEnv, name: str, cup: MessageRecord, cid: str) -> InteractionResult:
    """One press on a cup button; back once the cup was answered: redrawn in place by the
    interaction's own response (the shared press of a seat's own screen: the cup as it is
    after the move, a refusal noted on top; deferred first if the move was slow), once.
    Besides, only the table's public messages the press caused, posted through its webhook
    (a round's end): never a second private answer (`redrawn_by`)."""
    r = await env.user(name).click(cup, cid)
    await redrawn_by(r)
    return r


async def refused(env: BotEnv, name: str, cup: MessageRecord, cid: str) -> str:
    """A press the shared checks refuse before any move (an old round, a choice the cup
    does not hold): answered privately, the cup left as it was; the answer's text."""
    r = await env.user(name).click(cup, cid)
    text = await private_text(r)
    assert r.message is not None and r.message.id != cup.id, r
    return text


def forge(env: BotEnv, cup: MessageRecord, cid: str) -> None:
    """Put `cid` on the cup's first button (as a modified client could)."""
    comps = [c for c in env.double.registry.messages[cup.id].all_components()
             if c.get("type") == 2]
    comps[0]["custom_id"] = cid


async def step(env: BotEnv, name: str, cup: MessageRecord) -> bool:
    """What a quick player does: the first die marked placeable, else Reroll all; whether
    they pressed anything (a cup without buttons: the game is over). A press of a round
    another racer stopped meanwhile is refused (the service's "round over") and changes
    nothing; the open cup is then redrawn to the next round (kept current)."""
    marked = [cid for cid, _, _, fits in dice(cup) if fits]
    roll = next((str(c["custom_id"]) for c in cup.all_components()
                 if ROLL_ID.fullmatch(str(c.get("custom_id", "")))), None)
    cid = marked[0] if marked else roll
    if cid is None:
        return False
    shown = int(cid.split(":")[3])  # the round of the cup pressed
    edits = cup.edits
    r = await env.user(name).click(cup, cid)
    if redraws(r):
        await redrawn_by(r)
        return True
    text = await private_text(r)
    if text == t("lobby-closed", "en"):  # another racer's press ended the game meanwhile
        assert env.table().status != "playing"
        return True
    assert lg(env).round > shown, r  # refused before any move: only as a stopped round's
    assert text == t("error-round_over", "en", round=shown)
    await env.double.wait_for(lambda: cup.edits > edits or env.table().status != "playing"
                              or None, 5)
    return True


def fixed_game(monkeypatch: pytest.MonkeyPatch, rules: LgRules,
               draws: list[list[list[str]]], rolls: dict[str, list[int]]) -> None:
    """Known draws, and each player's start rolls by name (whatever their seat)."""
    def new_game(service: TableService, record: TableRecord) -> LgGame:
        values = [v for s in record.seats for v in rolls[str(s["name"])]]
        return LgGame(len(record.seats), rules, record.seed, draws=draws, rolls=values)

    monkeypatch.setattr(TableService, "_new_game", new_game)


def public_text(env: BotEnv) -> str:
    return "\n".join(m.text() for m in env.channel.messages())


def board_shown(board: MessageRecord) -> list[str | None]:
    """What the pictures of the table message show (their alt texts)."""
    return [a.get("description") for a in board.shown_attachments()]


# ----------------------------------------------------------------------------- tests
@pytest.mark.parametrize("players", [2, 4])
async def test_all_players_press_at_once_through_a_whole_game(bot_env: BotEnv,
                                                              players: int) -> None:
    env = bot_env
    everybody = list(MEMBERS[:players])
    count = {2: 12, 3: 8, 4: 6}[players]  # the printed dice per player (D3)
    await open_lg(env, everybody, rounds=2)
    table = await table_message(env)
    # one live V2 message in Ligretto's red: the title, the round, the board as a picture
    # inline (not as text: the picture shows it), every racer's dice left, My cup
    assert table.v2 and not table.embeds and not table.content
    assert table.components[0]["accent_color"] == LgPresenter.accent
    assert table.title() == f"Würfel-Ligretto · table {env.table().id}"
    assert "Round 1 of 2" in table.text() and f"{count} dice left" in table.text()
    for name in everybody:
        assert f"{name} — {count} dice left · 0 points" in table.text()
    assert [a["filename"] for a in table.shown_attachments()] == ["ligretto-board.png"]
    assert board_shown(table) == [board_alt((0, 0, 0, 0), "en")]
    assert "♥ red:" not in table.text()
    assert table.labels() == [t("lg-btn-cup", "en")]
    cups = {name: await open_cup(env, name) for name in everybody}
    for name, cup in cups.items():
        assert f"**Your cup** · round 1 of 2 · {count} dice" in cup.text()
        assert len(dice(cup)) == count
        hand = sorted((c, v) for _, c, v, _ in dice(cup))
        # each die's colour as a coloured square beside the symbol of its label
        for comp in cup.all_components():
            m = DIE_ID.fullmatch(str(comp.get("custom_id", "")))
            if m:
                assert str(comp["label"]).startswith(SQUARES[m[3]] + " "), comp
        seat = env.seat(name)
        assert hand == sorted(tuple(d) for d in lg(env).state_dict()["dice"][seat])
    rng = random.Random(42)
    for _ in range(600):
        if env.table().status != "playing":
            break
        names = list(everybody)
        rng.shuffle(names)
        await asyncio.gather(*(step(env, n, cups[n]) for n in names))
    assert env.table().status == "finished"
    game = lg(env)
    assert game.over and len(game.round_scores) == 2
    assert all(sum(points) == 0 for points in game.round_scores)
    # each die placed exactly once: a round's placements are its dice less those left at
    # the stop (the stopper's points)
    placed = [m for m in env.table().moves if " place " in m]
    assert len(placed) == sum(players * count - max(points) for points in game.round_scores)
    final = await env.channel.wait_for_message(lambda m: "**Final totals**" in m.content)
    for seat in range(players):
        assert env.name(seat) in final.content
    # the table message ends on the last state: over, the last board, no button
    await env.shows(table, t("lg-dc-table-over", "en"))
    await env.double.wait_for(lambda: board_shown(table) == [board_alt(tuple(game.board), "en")])
    assert table.labels() == [] and not table.deleted
    said = env.said()  # every state of every public message
    assert "Ligretto Stopp!" in said and "Game over." in said
    # nothing of a cup in public: rolls are told without their dice
    assert "'s dice:" not in said and " rerolls all" not in said
    # a press after the game is over changes nothing and says so (the table is closed)
    owner = next((name for name in everybody if dice(cups[name])), None)
    moves = len(env.table().moves)
    if owner is not None:
        assert await refused(env, owner, cups[owner], dice(cups[owner])[0][0]) == \
            t("lobby-closed", "en")
    assert len(env.table().moves) == moves
    # every open cup ends on the game's end, without buttons (kept current)
    for cup in cups.values():
        await env.double.wait_for(lambda c=cup: t("lg-dc-cup-over", "en") in c.text() or None)
        assert dice(cup) == []


async def test_a_field_taken_first_forged_dice_and_presses_after_the_stop(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    draws = [[["red", "red", "blue"], ["red", "red", "blue"]]] * 2
    # round 1's start rolls: Alice red 1, red 2, blue 1; Bob red 1, red 2, blue 6
    fixed_game(monkeypatch, LgRules(rounds=2, dice=(3, 3)), draws,
               {"Alice": [1, 2, 1], "Bob": [1, 2, 6]})
    await open_lg(env, ["Alice", "Bob"])
    alice, bob = await open_cup(env, "Alice"), await open_cup(env, "Bob")
    assert [(c, v, f) for _, c, v, f in dice(alice)] == \
        [("red", 1, True), ("red", 2, False), ("blue", 1, True)]
    assert [(c, v, f) for _, c, v, f in dice(bob)] == \
        [("red", 1, True), ("red", 2, False), ("blue", 6, False)]
    assert "Fits now: ♥ red 1" in bob.text()
    # Alice takes the red 1: her cup is answered at once with what is left
    await press(env, "Alice", alice, die_button(alice, "red", 1))
    assert lg(env).board == [1, 0, 0, 0]
    assert "2 dice" in alice.text() and len(dice(alice)) == 2
    assert [(c, v, f) for _, c, v, f in dice(alice)] == [("red", 2, True), ("blue", 1, True)]
    # Bob's open cup tells him (kept current), and so does his next look
    taken = "⚠ ♥ red 1 is no longer placeable: the red row needs a 2 now."
    await env.double.wait_for(lambda: taken in bob.text() or None)
    bob = await open_cup(env, "Bob")
    assert taken in bob.text()
    assert [(c, v, f) for _, c, v, f in dice(bob)] == \
        [("red", 1, False), ("red", 2, True), ("blue", 6, False)]
    # both press their red 2 at the same moment: exactly one is placed
    version = env.table().version
    await asyncio.gather(press(env, "Alice", alice, die_button(alice, "red", 2)),
                         press(env, "Bob", bob, die_button(bob, "red", 2)))
    assert lg(env).board == [2, 0, 0, 0] and env.table().version == version + 1
    winner = env.table().moves[-1].split(":")[0]
    won, lost = ("Alice", "Bob") if winner == str(env.seat("Alice")) else ("Bob", "Alice")
    cups = {"Alice": alice, "Bob": bob}
    late = "⚠ ♥ red 2 is no longer placeable: the red row needs a 3 now."
    assert t("lg-dc-refused-not_next", "en") in cups[lost].text(), cups[lost].text()
    assert cups[lost].text().count(late) == 1, cups[lost].text()
    assert late not in cups[won].text()
    assert ("red", 2) not in [(c, v) for _, c, v, _ in dice(cups[won])]
    # a die already placed, a forged die, a garbled id: nothing changes, each says why (a
    # choice the cup does not hold now: the shared answer to a damaged or forged button)
    rev = env.table().rev
    table_id = env.table().id
    for forged in (f"tb:c:{table_id}:1:dice:red-2-0", f"tb:c:{table_id}:1:dice:green-4-0",
                   f"tb:c:{table_id}:1:dice:purple-4-0", f"lg:p:{table_id}:1:red:2:0"):
        forge(env, cups[won], forged)
        assert await refused(env, won, cups[won], forged) == t("lg-dc-garbled", "en"), forged
    cups[won] = await open_cup(env, won)  # a fresh look: the real buttons
    assert env.table().rev == rev and lg(env).board == [2, 0, 0, 0]
    # a look kept aside from round 1; then the round is played to its stop
    kept = await open_cup(env, "Alice")
    assert dice(kept)
    # the pause after the stop, long enough to see (the open cup's redraw waits up to a
    # second: at most one edit of a private view a second)
    env.service.round_pause = 3.0
    rng = random.Random(3)
    for _ in range(300):
        if lg(env).round == 2:
            break
        name = rng.choice(["Alice", "Bob"])
        await step(env, name, cups[name])
    game = lg(env)
    assert game.round == 2 and len(game.round_scores) == 1
    # the round ended for everyone, with its points, in the table message (once shown)
    said = await env.wait_said("**Round 1: ")
    assert "Ligretto Stopp!" in said
    # a die of Alice's round-1 cup pressed after the stop, one she holds (and that fits,
    # if one does) in round 2: the press changes nothing and says why
    mine = [(COLOURS_BY_INDEX[c], v) for c, v in game.cups[env.seat("Alice")]]
    colour, value = next((d for d in mine if d[1] == game.board[COLOURS_BY_INDEX.index(d[0])]
                          + 1), mine[0])
    stale = f"tb:c:{table_id}:1:dice:{colour}-{value}-0"
    forge(env, kept, stale)
    rev = env.table().rev
    assert await refused(env, "Alice", kept, stale) == t("error-round_over", "en", round=1)
    await env.double.wait_for(lambda: "round 2 of 2" in kept.text() or None)  # kept current
    assert env.table().rev == rev and lg(env).board == [0, 0, 0, 0]
    # round 2 begins for everybody after the short pause: a press before it changes nothing
    # (the cup says when, as a Discord timestamp each client counts down)
    fresh = await open_cup(env, "Alice")
    start = t("lg-dc-round-pause", "en", round=2,
              when=f"<t:{math.ceil(env.table().round_opens)}:R>")
    assert start in fresh.text()  # the cup is in the pause before round 2
    await press(env, "Alice", fresh, t("lg-btn-reroll", "en"))
    assert t("error-round_pause", "en", round=2) in fresh.text()
    assert fresh.text().count(start) == 1
    assert env.table().rev == rev
    await asyncio.sleep(max(0.0, env.table().round_opens - time.time()) + 0.05)
    await press(env, "Alice", fresh, t("lg-btn-reroll", "en"))
    assert env.table().rev == rev + 1 and env.table().moves[-1].endswith(": roll")


COLOURS_BY_INDEX = ("red", "yellow", "green", "blue")


async def test_the_board_is_one_message_written_at_most_once_a_second(bot_env: BotEnv) -> None:
    """A whole race with the real gap between two writes of a message (1 s; the other tests
    shorten it): the racers press as fast as the double answers, every press changes the
    board, and the table message is still written at most once a second, only ever edited
    (no message is posted per press: only the round's and the results), ending on the last
    state."""
    env = bot_env
    assert env.bot is not None
    gap = 1.0
    env.bot.get_cog("Tables").publisher.outbound.edit_gap = gap  # type: ignore[union-attr]
    everybody = list(MEMBERS[:4])
    await open_lg(env, everybody, rounds=2)
    board = await table_message(env)
    cups = {name: await open_cup(env, name) for name in everybody}
    rng = random.Random(5)
    presses = 0
    began = time.monotonic()  # the double notes each edit's arrival on this clock
    for _ in range(600):
        if env.table().status != "playing":
            break
        names = list(everybody)
        rng.shuffle(names)
        presses += sum(await asyncio.gather(*(step(env, n, cups[n]) for n in names)))
    raced = time.monotonic()
    assert env.table().status == "finished" and presses > 12
    await env.wait_posted(lambda m: "**Final totals**" in m.content)
    game = lg(env)
    # the last state is shown (it may come up to a gap after the last press)
    await env.shows(board, t("lg-dc-table-over", "en"))
    await env.double.wait_for(lambda: board_shown(board) == [board_alt(tuple(game.board), "en")])
    # never two writes of the board within the gap (the lobby's edits, its turning into the
    # board and every state of the race alike): so during the race at most one write per
    # gap, however many presses it took
    times = board.edit_times
    assert all(b - a >= gap - 0.01 for a, b in pairwise(times)), times
    during = [when for when in times if began <= when <= raced]
    assert len(during) <= (raced - began) / gap + 1, (len(during), raced - began)
    # one message: edited, never posted anew; below it only the round's and the results
    assert not board.deleted and board.v2
    below = [m for m in game_messages(env.posted()) if m.id > board.id]
    assert [(m.content.startswith(("**Round 1 of 2 is over**", "**Round 2 of 2 is over**")),
             "**Final totals**" in m.content) for m in below] == \
        [(True, False), (True, False), (False, True)], below
    print(f"\n{presses} presses in {raced - began:.1f} s: the board edited {len(during)} "
          f"times meanwhile, {board.edits} in all")


async def test_without_pictures_the_board_is_shown_in_text(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table without pictures: the table message shows the board's rows as text where
    the picture would be (below the round, above the racers), and no attachment."""
    env = bot_env
    fixed_game(monkeypatch, LgRules(rounds=1, dice=(3, 3)), [[["red", "red", "blue"]] * 2],
               {"Alice": [1, 2, 1], "Bob": [1, 2, 6]})
    await open_lg(env, ["Alice", "Bob"], pictures=False)
    board = await table_message(env)
    assert board.v2 and board.attachments == [] and board.shown_attachments() == []
    text = board.text()
    assert "♥ red: · · · · · · (next: 1)" in text, text
    assert text.index("Round 1 of 1") < text.index("♥ red:") < text.index("● blue:") \
        < text.index("Alice — 3 dice left")
    alice = await open_cup(env, "Alice")
    await press(env, "Alice", alice, die_button(alice, "red", 1))
    await env.shows(board, "♥ red: 1 · · · · · (next: 2)")
    assert "Alice — 2 dice left" in board.text() and board.attachments == []


async def test_a_game_against_an_ai_racer(bot_env: BotEnv) -> None:
    env = bot_env
    env.service.time_scale = 0.002  # the racer's reaction (2 s a placement) in milliseconds
    await open_lg(env, ["Alice"], ais=1, rounds=1)
    ai_seat = next(i for i, s in enumerate(env.table().seats) if s.get("ai"))
    cup = await open_cup(env, "Alice")
    text = await private_text(await env.user("Dave").click(await table_message(env),
                                                           t("lg-btn-cup", "en")))
    assert text == t("not-playing", "en")
    for _ in range(600):
        if env.table().status != "playing":
            break
        await step(env, "Alice", cup)
        await asyncio.sleep(0.005)
    assert env.table().status == "finished"
    game = lg(env)
    assert game.over and len(game.round_scores) == 1
    assert any(m.startswith(f"{ai_seat}: ") for m in env.table().moves)
    final = await env.channel.wait_for_message(lambda m: "**Final totals**" in m.content)
    assert "Alice" in final.content
    # the open cup ends on the game's end, without buttons (kept current)
    await env.double.wait_for(lambda: t("lg-dc-cup-over", "en") in cup.text() or None)
    assert dice(cup) == []
    # My cup of a finished game says so; a bystander has no cup
    assert env.table().status == "finished"


async def test_the_host_chooses_how_fast_the_ai_racers_are(bot_env: BotEnv) -> None:
    """`/ligretto new ai_speed:` offers the racers' levels (localised choices); the lobby
    says which, and every AI seat added races at that level, paced by its reaction time."""
    env = bot_env
    command = next(c for c in env.double.registry.commands_for(None)
                   if c["name"] == "ligretto")
    new = next(o for o in command["options"] if o["name"] == "new")
    ai = next(o for o in new["options"] if o["name"] == "ai_speed")
    assert [c["value"] for c in ai["choices"]] == ["slow", "normal", "fast"]
    assert ai["name_localizations"]["de"] == "ki_tempo"
    assert [c["name_localizations"]["fr"] for c in ai["choices"]] == ["lent", "normal", "rapide"]
    r = await env.user("Alice").slash("ligretto new", ai_speed="fast")
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("lg:l:") for c in m.all_components()))
    await (await env.user("Alice").click(lobby, t("btn-ai", env.lang))).wait_followup()
    await env.double.wait_for(lambda: "AI racers: fast" in lobby.text())
    racers = [s for s in env.table().seats if s.get("ai")]
    assert [s["ai"] for s in racers] == ["fast"] and env.table().options.ai == "fast"
