"""Würfelpoker on Discord through the double (issue 41): whole games by buttons (two players
in English, one player and an AI seat in German), the turn as a player sees it (one live table
message at the bottom of the channel, edited while the same player acts or an AI plays, posted
anew with one ping when a decision comes to a human from someone else; one interaction per
decision: a die toggle redraws the table message in place, Roll, Stand and each bet are
moves; no more public messages than the lobby, one per turn pass and the results), the
raising variant's bets as buttons with only the legal amounts, stale and forged presses
answered privately and changing nothing, a restart between two rolls (the kept dice are
read back from the table message's held buttons and survive it), and the showdown ranked
with each hand's combination in the reader's language.

The turn's controls are the shared choices (`cogs.tables.choosing`,
``tb:c:<table>:<version>:<group>:<key>``): the dice are the toggles of group ``keep`` (key:
the die's position), Roll the submit ``roll:roll``, every other decision a choice of group
``move`` (``stand``, ``pass``, ``raise-<n>``, ``call``, ``fold``).

Users act only as users do; the tests peek at the state only to choose their moves."""
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import random
import re
from collections import Counter
from typing import Any

import pytest

from cogs.wuerfelpoker import front as wp_front
from discord_double import MessageRecord
from larry_core.games.grammar import split_seat
from larry_core.games.wuerfelpoker.ai import WpReasonedStrategy
from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.kind import TABLE_ROUNDS, WUERFELPOKER
from larry_core.games.wuerfelpoker.moves import WpMove, format_body
from larry_core.storage.base import TableRecord
from larry_core.tables.service import TableService
from larry_core.tables.table import TableOptions
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text
from tests.table_checks import check_created, state_with, table_message

__all__ = ["bot_env"]

# a turn's control: its table, version, action (die, roll, stand, raise, pass, call, fold)
# and argument (a die's position, a raise's amount)
TURN_ID = re.compile(r"tb:c:(\d+):(\d+):(?:keep:(?P<die>\d)|roll:roll|"
                     r"move:(?P<move>stand|pass|call|fold|raise-(?P<amount>\d+)))")
MADE: Counter[str] = Counter()  # how moves were made (this test)
CLICKS: list[int] = []  # interactions per decision (this session)
SHOWN: dict[str, int] = {}  # the table message of the last human decision ("id"), this test
LABELS: set[str] = set()  # the labels of the buttons the players pressed among, this test


def wp(env: BotEnv) -> WpGame:
    game = env.table().game
    assert isinstance(game, WpGame)
    return game


def turn_ids(msg: MessageRecord) -> list[re.Match[str]]:
    return [m for c in msg.all_components() if c.get("type") == 2 and not c.get("disabled")
            and (m := TURN_ID.fullmatch(str(c.get("custom_id", ""))))]


def live_turn_messages(env: BotEnv) -> list[MessageRecord]:
    return [m for m in env.channel.messages() if turn_ids(m)]


async def turn_message(env: BotEnv, version: int, timeout: float = 5.0) -> MessageRecord:
    """The live table message with the buttons of `version`, once no message offers an
    older version's (between a delete and its repost: none yet, waited for)."""
    def ready() -> MessageRecord | None:
        found, older = None, False
        for msg in reversed(env.channel.messages()):
            for m in turn_ids(msg):
                found = found or (msg if int(m[2]) == version else None)
                older = older or int(m[2]) < version
        return None if older else found

    found: MessageRecord = await env.double.wait_for(ready, timeout)
    return found


def action_of(m: re.Match[str]) -> tuple[str, str | None]:
    """What a turn control does: its action and its argument (a die, an amount)."""
    if m["die"] is not None:
        return "die", m["die"]
    if m["move"] is None:
        return "roll", None
    if m["amount"] is not None:
        return "raise", m["amount"]
    return m["move"], None


def button(msg: MessageRecord, action: str, arg: str | None = None) -> str:
    for m in turn_ids(msg):
        did, given = action_of(m)
        if did == action and (arg is None or given == arg):
            return m[0]
    raise AssertionError(f"no {action} {arg} button: {msg.labels()}")


def kept_of(msg: MessageRecord) -> set[int]:
    """The dice kept on a table message, as its die buttons show them (the kept style)."""
    return {int(m["die"]) for c in msg.all_components() if c.get("type") == 2
            and c.get("style") == 3 and (m := TURN_ID.fullmatch(str(c.get("custom_id", ""))))
            and m["die"] is not None}


async def open_wp(env: BotEnv, names: list[str], ais: int = 0, **options: Any) -> MessageRecord:
    r = await env.user(names[0]).slash("wuerfelpoker new", **options)
    assert r.responded and r.ephemeral, r
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("wp:l:") for c in m.all_components()))
    for name in names[1:]:
        await (await env.user(name).click(lobby, t("btn-join", env.lang))).wait_followup()
    for _ in range(ais):
        await (await env.user(names[0]).click(lobby, t("btn-ai", env.lang))).wait_followup()
    shown = env.double.registry.messages[lobby.id].text()
    await (await env.user(names[0]).click(lobby, t("btn-start", env.lang))).wait_followup()
    await env.double.wait_for(lambda: env.table().status == "playing")
    lobby.history.append(shown)  # the lobby as the players saw it before the start
    SHOWN.clear()
    LABELS.clear()
    MADE.clear()
    return lobby


def choose(game: WpGame, rng: random.Random) -> WpMove:
    """A good move for the player to move (the AI's own greedy choice, now and then a
    plain roll of all five)."""
    seat = game.to_move
    assert seat is not None
    legal = game.legal_moves(seat)
    move = WpReasonedStrategy().choose(game.seat_view(seat), legal, [], rng)
    if move.verb == "keep" and rng.random() < 0.1:
        return WpMove("roll")
    return move


def positions(dice: tuple[int, ...], values: tuple[int, ...], prefer: set[int]) -> set[int]:
    """Positions of the current dice showing `values`, the kept ones first."""
    out: set[int] = set()
    for value in values:
        free = [i for i, d in enumerate(dice) if d == value and i not in out]
        out.add(next((i for i in free if i in prefer), free[0]))
    return out


def last_mover(env: BotEnv) -> int | None:
    moves = env.table().moves
    return split_seat(moves[-1], len(env.table().seats))[0] if moves else None


async def make(env: BotEnv, move: WpMove) -> int:
    """Make `move` for the player to move as a user does; return the interactions used."""
    name, version = env.to_move(), env.table().version
    made = len(env.table().moves)
    game = wp(env)
    turn = await turn_message(env, version)
    user = env.user(name)
    # when the decision comes from someone else: the table message posted anew at the
    # bottom, pinging its player only; while the same player goes on: the same message,
    # edited in place (its ping the one of its creation)
    fresh = last_mover(env) != env.seat(name)
    if fresh:
        assert turn.id != SHOWN.get("id") and turn.pinged == [user.id], \
            (turn.text(), turn.pinged)
        assert turn.id == env.channel.messages()[-1].id  # at the bottom
    else:
        assert turn.id == SHOWN.get("id"), (turn.text(), SHOWN)
    SHOWN["id"] = turn.id
    assert turn.v2 and turn.content == "" and turn.embeds == []
    assert turn.title().startswith(WUERFELPOKER_TITLE[env.lang])
    assert env.mention(name) in turn.text()
    assert len(live_turn_messages(env)) == 1
    LABELS.update(turn.labels())
    clicks = 0
    if move.verb in ("roll", "keep"):
        if game.phase == "roll":
            assert len(turn_ids(turn)) == 1
        else:
            current = kept_of(turn)
            want = positions(game.dice, move.dice, current)
            # a die per press, the whole table message redrawn in place through the press's
            # own response (released ones first)
            for i in [*sorted(current - want), *sorted(want - current)]:
                r = await user.click(turn, button(turn, "die", str(i)))
                clicks += 1
                assert r.kind == "update" and r.message is not None and not r.ephemeral, r
                assert r.message.id == turn.id and turn.v2
                current ^= {i}
                assert kept_of(turn) == current
            labels = turn.labels()[:5]
            assert [lab.endswith("✓") for lab in labels] == [i in want for i in range(5)]
        r = await user.click(turn, button(turn, "roll"))
        MADE["first" if game.phase == "roll" else "keep" if move.dice else "reroll"] += 1
    elif move.verb == "raise":
        r = await user.click(turn, button(turn, "raise", str(move.amount)))
        MADE["raise"] += 1
    else:
        r = await user.click(turn, button(turn, move.verb))
        MADE[move.verb] += 1
    clicks += 1
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: env.table().version > version)
    # this move (an AI seat may already have moved after it)
    assert env.table().moves[made] == f"{env.seat(name)}: {format_body(move)}"
    CLICKS.append(clicks)
    return clicks


async def moved(env: BotEnv, version: int) -> None:
    """Wait for the table to move past `version` (an AI seat's move)."""
    await env.double.wait_for(lambda: env.table().version > version)


async def play_until(env: BotEnv, rng: random.Random, *, steps: int = 3000) -> None:
    for _ in range(steps):
        table, game = env.table(), wp(env)
        if game.over or table.status != "playing":
            return
        if game.to_move is not None and table.is_ai(game.to_move):
            await moved(env, table.version)
            continue
        move = choose(game, rng)
        if "stand" not in MADE and game.round >= 2 and WpMove("stand") in \
                game.legal_moves(game.to_move or 0):
            move = WpMove("stand")  # Stand pressed at least once (the strategy may not)
        clicks = await make(env, move)
        # one interaction per decision: a toggle per die changed, then Roll; one for the rest
        assert clicks <= 6, (move, clicks)


WUERFELPOKER_TITLE = {"en": "Würfelpoker · table", "de": "Würfelpoker · Tisch"}


def fix_dice(monkeypatch: pytest.MonkeyPatch, start: str, rolls: list[int],
             chips: dict[str, int] | None = None) -> None:
    """Known dice (then the seed's) and a known start player, by name."""
    def new_game(service: TableService, record: TableRecord) -> WpGame:
        names = [str(s["name"]) for s in record.seats]
        rules = TableOptions.from_dict(record.options).rules
        assert isinstance(rules, type(WUERFELPOKER.rules({})))
        return WpGame(len(names), rules, record.seed, start=names.index(start), rolls=rolls,
                      chips=[chips[n] for n in names] if chips else None)

    monkeypatch.setattr(TableService, "_new_game", new_game)


# ----------------------------------------------------------------------------- tests
async def test_a_whole_game_of_two_by_buttons(bot_env: BotEnv) -> None:
    env = bot_env
    lobby = await open_wp(env, ["Alice", "Bob"], rounds=6)
    assert "6 rounds (or until someone cannot pay)" in lobby.history[-1]
    await play_until(env, random.Random(41))
    game = wp(env)
    assert game.over and env.table().status == "finished"
    assert {"first", "keep", "stand"} <= set(MADE), MADE
    # the results: every seat's chips, most first, and the rounds played
    pub = game.public_view()
    final = await env.channel.wait_for_message(lambda m: "**Chips at the end**" in m.content)
    assert final.labels() == [] and "Game over" in final.content
    assert f"({pub.round} rounds)" in final.content
    order = sorted(range(2), key=lambda s: -pub.chips[s])
    assert final.content.index(env.name(order[0])) < final.content.rindex(env.name(order[1]))
    for seat in range(2):
        assert f"{env.name(seat)} — {pub.chips[seat]} chips" in final.content
    assert live_turn_messages(env) == []
    # what is left in the channel: the table message and the results below it, nothing else
    # (the lobby was deleted when the game started)
    table = await table_message(env, "Würfelpoker · table")
    left = [m for m in env.channel.messages() if not m.deleted and not m.ephemeral]
    assert [m.id for m in left] == [table.id, final.id], [m.text()[:60] for m in left]
    assert env.double.registry.messages[lobby.id].deleted
    # the table message: chips and the last pot, ranked with each hand's combination
    text = await env.shows(table, "Game over.")
    assert "Last pot" in text and table.labels() == []
    for seat in range(2):
        assert f"**{env.name(seat)}** · {pub.chips[seat]} chips" in text
    assert pub.showdown is not None
    for hand in pub.showdown.ranking:
        combo = t(f"wp-combo-{hand.combo}", "en")
        assert f"{hand.place}. {env.name(hand.seat)}: {combo} (" in text
    # every ping was for a human, one each; the messages created: the lobby, a table
    # message per turn pass pinging the player whose turn began, the results
    assert all(len(m.pinged) <= 1 for m in env.posted())
    created, passes = check_created(env, "Würfelpoker · table")
    print(f"Würfelpoker, two players: {created} public messages, {passes} turn passes")
    # the result is on Würfelpoker's board and in its history
    board = await env.user("Carol").slash("wuerfelpoker leaderboard")
    assert board.message is not None and "Alice" in board.message.text()
    played = await private_text(await env.user("Bob").slash("wuerfelpoker history"))
    assert f"#{env.table().id}" in played and "Alice" in played
    assert "/wuerfelpoker replay game:<number>" in played
    # the game watched again, round by round, privately, by somebody who did not play it
    table_id, rounds = env.table().id, pub.round
    r = await env.user("Carol").slash("wuerfelpoker replay", game=table_id)
    page = r.message
    assert page is not None and page.ephemeral, r
    assert page.content.startswith(f"**Würfelpoker #{table_id}** · round 1 of {rounds}")
    assert "Seats, drawn at random" in page.content and "Round 1: everybody pays 1" in page.content
    assert page.labels() == ["Previous", "Next"]
    await env.user("Carol").click(page, "Next")
    await env.shows(page, f"round 2 of {rounds}")
    r = await env.user("Carol").slash("wuerfelpoker replay", game=table_id, round=rounds)
    last = await private_text(r)
    assert "**Chips at the end**" in last and f"Round {rounds}: " in last
    for seat in range(2):
        assert f"{env.name(seat)} — {pub.chips[seat]} chips" in last
    assert await private_text(await env.user("Carol").slash("wuerfelpoker replay",
                                                            game=table_id + 1)) == \
        t("wp-dc-replay-unknown", "en", table=table_id + 1)


async def test_a_game_in_german_against_an_ai_seat(bot_env: BotEnv) -> None:
    env = bot_env
    env.lang = "de"
    lobby = await open_wp(env, ["Alice"], ais=1, language="de", rounds=4)
    assert "4 Runden" in lobby.history[-1]
    ai_seat = next(i for i, s in enumerate(env.table().seats) if s.get("ai"))
    await play_until(env, random.Random(7))
    game = wp(env)
    assert game.over
    assert any(m.startswith(f"{ai_seat}: ") for m in env.table().moves)  # the AI played
    final = await env.channel.wait_for_message(lambda m: "**Chips am Ende**" in m.content)
    assert "Spielende" in final.content
    text = await env.shows(await table_message(env, "Würfelpoker · Tisch"), "Spielende.")
    assert "Letzter Pott" in text
    # the buttons Alice chose among (the table message keeps none at the end)
    labels = LABELS
    assert t("wp-btn-stand", "de") in labels and t("wp-btn-stand", "en") not in labels
    assert any(label.startswith("🎲 Alle fünf würfeln") for label in labels)
    # the AI's turns pinged nobody; Alice's only Alice, once each time her turn began
    alice = env.user("Alice").id
    assert all(m.pinged in ([], [alice]) for m in env.posted())
    created, passes = check_created(env, "Würfelpoker · Tisch")
    print(f"Würfelpoker, Alice and an AI: {created} public messages, {passes} turn passes")
    said = env.said()
    assert t("dc-ai-name", "de", name=env.name(ai_seat)) in said
    assert "Wurf von" in said  # the hands narrated in German


async def test_the_raising_variant_offers_only_the_legal_bets(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Raise limit 3, but Bob has only 2 chips after the ante: Alice may raise 1 or 2. Bob
    calls or folds; a bet pressed again or forged (raise 3) is refused privately."""
    env = bot_env
    fix_dice(monkeypatch, "Alice", [6, 6, 6, 6, 2, 1, 3, 4, 6, 6], {"Alice": 8, "Bob": 3})
    await open_wp(env, ["Alice", "Bob"], raising=True, raise_limit=3, rolls=1)
    first = await turn_message(env, 0)
    await make(env, WpMove("roll"))  # one roll a turn: her turn ends; her bet is next
    turn = await turn_message(env, 1)
    text = await env.shows(turn, "up to 2 chips")
    assert "Four of a kind (2-6-6-6-6)" in text
    assert turn.labels() == ["No raise", "Raise 1", "Raise 2"]
    # still her decision: the message of her turn edited in place, no second ping
    assert turn.id == first.id and turn.edits > 0 and turn.pinged == [env.user("Alice").id]
    table_id = env.table().id

    async def refused(name: str, msg: MessageRecord, cid: str) -> str:
        before = env.table().rev
        r = await env.user(name).click(msg, cid)
        text = await private_text(r)
        assert env.table().rev == before
        return text

    comps = [c for c in env.double.registry.messages[turn.id].all_components()
             if c.get("type") == 2]
    comps[0]["custom_id"] = f"tb:c:{table_id}:1:move:raise-3"  # more than Bob could call
    assert await refused("Alice", turn, f"tb:c:{table_id}:1:move:raise-3") == \
        t("wp-dc-garbled", "en")  # no choice of her decision
    comps[0]["custom_id"] = f"tb:c:{table_id}:1:move:pass"
    assert await refused("Bob", turn, button(turn, "raise", "2")) == \
        t("not-your-turn", "en", name="Alice")
    await make(env, WpMove("raise", amount=2))
    answer = await turn_message(env, 2)
    # the old bet again: no longer legal (its message, replaced for Bob's answer, is of an
    # older move; a client may still show it)
    assert turn.deleted
    turn.deleted = False
    assert await refused("Alice", turn, button(turn, "raise", "1")) == t("stale", "en")
    turn.deleted = True
    assert answer.pinged == [env.user("Bob").id]
    assert answer.labels() == ["Call 2", "Fold"]
    assert answer.id == env.channel.messages()[-1].id  # posted anew at the bottom
    text = await env.shows(answer, "Alice raises by 2 (pot 4)")
    assert "You have 2 chips and have not rolled yet." in text
    table = await table_message(env, "Würfelpoker · table")
    assert table.id == answer.id  # the table and the turn: one message
    await env.shows(table, "pot **4**")
    await make(env, WpMove("call"))
    turn = await turn_message(env, 3)  # Bob's own turn now, right after his answer
    # his answer's message edited in place: no second ping
    assert turn.id == answer.id and turn.pinged == [env.user("Bob").id]
    await env.shows(turn, "To beat: **Four of a kind (2-6-6-6-6)** (Alice)")
    await make(env, WpMove("roll"))  # Bob has no chip left to raise: the showdown at once
    said = await state_with(env, "Round 1: Alice wins the pot of 6.")
    assert "1. Alice: Four of a kind (2-6-6-6-6)" in said
    assert "2. Bob: One pair (1-3-4-6-6)" in said
    final = await env.channel.wait_for_message(lambda m: "**Chips at the end**" in m.content)
    assert "Alice — 11 chips" in final.content and "Bob — 0 chips" in final.content


async def test_stale_and_forged_presses_change_nothing(bot_env: BotEnv) -> None:
    env = bot_env
    await open_wp(env, ["Alice", "Bob", "Carol"])
    first = env.to_move()
    others = [n for n in ("Alice", "Bob", "Carol") if n != first]
    await make(env, WpMove("roll"))
    old = await turn_message(env, 1)
    stale = {action: button(old, action, arg) for action, arg in (("die", "0"), ("stand", None))}
    await make(env, WpMove("roll"))
    turn = await turn_message(env, 2)
    assert turn.id == old.id  # the same player's roll: the message edited in place
    table_id = env.table().id
    before_all = env.table().rev
    shown = [dict(c) for c in turn.all_components()]

    async def refused(name: str, msg: MessageRecord, cid: str, same: bool = True,
                      as_shown: bool = False) -> str:
        before = env.table().rev
        user = env.user(name)
        r = await (user.press_as_shown(msg, cid) if as_shown else user.click(msg, cid))
        text = await private_text(r)
        assert env.table().rev == before and env.table().version == 2
        if same:  # the turn message's buttons as they were (no toggle went through)
            assert [dict(c) for c in
                    env.double.registry.messages[turn.id].all_components()] == shown
        return text

    # the buttons of an old roll: the message was redrawn since, a client may still show
    # its earlier drawing
    assert await refused(first, turn, stale["die"], as_shown=True) == t("stale", "en")
    assert await refused(first, turn, stale["stand"], as_shown=True) == t("stale", "en")
    # the others may not touch the mover's dice; a bystander is not playing
    assert await refused(others[0], turn, button(turn, "die", "0")) == \
        t("not-your-turn", "en", name=first)
    assert await refused("Dave", turn, button(turn, "roll")) == t("not-playing", "en")

    comps = [c for c in env.double.registry.messages[turn.id].all_components()
             if c.get("type") == 2]

    async def forged(cid: str) -> str:
        saved = comps[0]["custom_id"]
        comps[0]["custom_id"] = cid
        try:
            return await refused(first, turn, cid, same=False)
        finally:
            comps[0]["custom_id"] = saved
            assert [dict(c) for c in
                    env.double.registry.messages[turn.id].all_components()] == shown

    assert await forged(f"tb:c:{table_id}:2:move:explode") == t("wp-dc-garbled", "en")
    assert await forged(f"tb:c:{table_id}:2:move:raise-x") == t("wp-dc-garbled", "en")
    assert await forged(f"tb:c:{table_id}:2:keep:7") == t("wp-dc-garbled", "en")
    assert await forged("tb:c:999:2:roll:roll") == t("lobby-closed", "en")
    # the turn ids of older messages (Würfelpoker's own, before the shared choices)
    assert await forged(f"wp:t:{table_id}:2:roll") == t("wp-dc-garbled", "en")
    assert await forged(f"wp:t:{table_id}:2:raise:x") == t("wp-dc-garbled", "en")
    assert "don't recognise" in await forged(f"larry:t:{table_id}:2:doubt")  # Larry's own
    # a bet without the raising variant, an answer to no raise: not moves of this decision
    assert await forged(f"tb:c:{table_id}:2:move:raise-1") == t("wp-dc-garbled", "en")
    assert await forged(f"tb:c:{table_id}:2:move:call") == t("wp-dc-garbled", "en")
    # all five dice kept: Roll is greyed out ("All five kept"), and a press of it (an older
    # drawing) rolls nothing
    user = env.user(first)
    for i in range(5):
        await user.click(turn, button(turn, "die", str(i)))
    roll = f"tb:c:{table_id}:2:roll:roll"
    [greyed] = [c for c in turn.all_components() if c.get("custom_id") == roll]
    assert greyed.get("disabled") and greyed["label"].startswith("🎲 All five kept")
    r = await user.press_as_shown(turn, roll)
    assert await private_text(r) == t("stale", "en")
    assert env.table().rev == before_all and env.table().version == 2
    # the mover's own keep and stand still work afterwards
    await make(env, WpMove("keep", (game_die(env),)))


def game_die(env: BotEnv) -> int:
    return wp(env).dice[0]


@pytest.mark.parametrize("bot_env", [1.0], indirect=True)
async def test_a_restart_between_two_rolls_keeps_the_kept_dice(bot_env: BotEnv) -> None:
    env = bot_env
    await open_wp(env, ["Alice", "Bob"])
    name = env.to_move()
    user = env.user(name)
    await make(env, WpMove("roll"))
    turn = await turn_message(env, 1)
    dice = wp(env).dice
    await user.click(turn, button(turn, "die", "0"))  # two dice kept, one press each
    await user.click(turn, button(turn, "die", "1"))
    assert kept_of(turn) == {0, 1}
    await env.restart()
    # the same message, its buttons as the player left them; the only live turn message
    assert live_turn_messages(env) == [turn]
    turn = env.double.registry.messages[turn.id]
    assert kept_of(turn) == {0, 1} and turn.labels()[0].endswith("✓")
    r = await user.click(turn, button(turn, "roll"))
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: env.table().version == 2)
    kept = tuple(sorted(dice[:2]))
    assert env.table().moves[-1] == f"{env.seat(name)}: keep {' '.join(map(str, kept))}"
    # kept dice stay kept: the table message shows them pressed
    pressed = turn
    turn = await turn_message(env, 2)
    now = wp(env).dice
    held = kept_of(turn)
    assert len(held) == 2 and sorted(now[i] for i in held) == list(kept)
    # her own roll: the message she pressed, edited in place (not posted anew, no new ping)
    assert turn.id == pressed.id == env.channel.messages()[-1].id
    assert len(live_turn_messages(env)) == 1


async def test_the_showdown_names_each_hand_in_the_readers_language(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """A German table: the showdown ranked in German in the channel; a French player's
    `/wuerfelpoker hand` ranks it in French, an English one's in English."""
    env = bot_env
    env.lang = "de"
    fix_dice(monkeypatch, "Alice", [2, 2, 5, 2, 5, 3, 1, 3, 6, 4])
    env.user("Bob").record.locale = "fr"
    await open_wp(env, ["Alice", "Bob"], language="de", rolls=1)
    await make(env, WpMove("roll"))
    await make(env, WpMove("roll"))
    said = await state_with(env, "Runde 1: Alice gewinnt den Pott von 2.")
    assert "1. Alice: Full House (2-2-2-5-5)\n2. Bob: Ein Paar (1-3-3-4-6)" in said
    table = await table_message(env, "Würfelpoker · Tisch")
    text = await env.shows(table, "Letzter Pott")
    assert "1. Alice: Full House (2-2-2-5-5)" in text and "**Alice** · 8 Chips" in text
    mine = await private_text(await env.user("Bob").slash("wuerfelpoker hand"))
    assert "**Vos jetons\u00a0: 6**" in mine and "Dernier pot" in mine
    assert "1. Alice\u00a0: Full (2-2-2-5-5)\n2. Bob\u00a0: Une paire (1-3-3-4-6)" in mine
    theirs = await private_text(await env.user("Alice").slash("wuerfelpoker hand"))
    assert "**Your chips: 8**" in theirs
    assert "1. Alice: Full house (2-2-2-5-5)\n2. Bob: One pair (1-3-3-4-6)" in theirs
    assert await private_text(await env.user("Carol").slash("wuerfelpoker hand")) == \
        t("not-playing", "en")
    assert env.user("Bob").dms() == [] and env.user("Alice").dms() == []  # nothing by DM


async def test_commands_options_and_the_tables_rounds(bot_env: BotEnv) -> None:
    env = bot_env
    synced = {c["name"]: c for c in env.double.registry.commands_for(None)}
    subs = {o["name"]: o for o in synced["wuerfelpoker"]["options"]}
    assert set(subs) == {"new", "hand", "table", "leave", "end", "rules", "leaderboard",
                         "stats", "history", "settings", "replay"}
    new = {o["name"]: o for o in subs["new"]["options"]}
    assert (new["rounds"]["min_value"], new["rounds"]["max_value"]) == (0, 10_000)
    assert new["rounds"]["name_localizations"]["de"] == "runden"
    assert new["rounds"]["name_localizations"]["fr"] == "manches"
    assert f"default: {TABLE_ROUNDS}" in new["rounds"]["description"]
    assert {"chips", "ante", "rolls", "first_sets_rolls", "raising", "raise_limit"} <= set(new)
    assert await private_text(await env.user("Alice").slash("wuerfelpoker rules")) == \
        t("wp-rules", "en")
    # the server's default rounds, set once, shown by a new table's lobby
    env.user("Alice").record.permissions |= 1 << 5  # Manage Server
    said = await private_text(await env.user("Alice").slash("wuerfelpoker settings",
                                                            rounds=0))
    assert "rounds: **until someone cannot pay**" in said
    lobby = await open_wp(env, ["Alice", "Bob"])
    assert "until someone cannot pay the ante" in lobby.history[-1]
    assert wp(env).rules.rounds is None
    await env.user("Alice").slash("wuerfelpoker end")


async def test_a_tables_default_is_twenty_rounds(bot_env: BotEnv) -> None:
    env = bot_env
    lobby = await open_wp(env, ["Alice", "Bob"])
    assert f"{TABLE_ROUNDS} rounds (or until someone cannot pay)" in lobby.history[-1]
    assert wp(env).rules.rounds == TABLE_ROUNDS
    table = await table_message(env, "Würfelpoker · table")
    text = await env.shows(table, f"Round 1 of {TABLE_ROUNDS}")
    assert "pot **2**" in text and "7 chips" in text


@pytest.mark.parametrize("bot_env", [0.01], indirect=True)
async def test_turn_timers_play_for_a_player_who_does_not_act(bot_env: BotEnv) -> None:
    """30 s a move, scaled to 0.3 s: the shared timers play the seat's move for it."""
    env = bot_env
    await open_wp(env, ["Alice", "Bob"], turn_seconds=30)
    await env.double.wait_for(lambda: env.table().version >= 2, timeout=10)
    said = await state_with(env, "ran out of time", timeout=20)
    assert any(f"{name} ran out of time" in said for name in ("Alice", "Bob")), said


async def test_the_first_players_rolls_limit_the_others(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """first_sets_rolls: Alice stands after one roll; Bob is told he has one roll, and his
    roll ends his turn (no die buttons, no Stand)."""
    env = bot_env
    fix_dice(monkeypatch, "Alice", [6, 6, 6, 2, 3, 1, 1, 2, 4, 5])
    await open_wp(env, ["Alice", "Bob"], first_sets_rolls=True)
    first = await turn_message(env, 0)
    assert "Round 1: everybody pays 1 into the pot (2 in it). Alice begins." in first.text()
    await make(env, WpMove("roll"))
    await make(env, WpMove("stand"))
    turn = await turn_message(env, 2)
    assert "The round's first player used one roll: that is your most this round." \
        in turn.text()
    assert turn.labels() == ["🎲 Roll all five (1 left)"]
    await make(env, WpMove("roll"))
    said = await state_with(env, "Round 1: Alice wins the pot of 2.")
    assert "Hand of Bob: One pair (1-1-2-4-5)." in said


def test_a_high_raise_limit_shows_24_legal_amounts() -> None:
    """A message holds 25 buttons: with 100 legal amounts, No raise and 24 of them, from the
    least to the most, each one legal."""
    rules = WUERFELPOKER.rules({"raising": True, "raise_limit": 100, "chips": 1000,
                                "rolls": 1})
    game = WpGame(2, rules, seed=1, start=0)
    game.apply(0, WpMove("roll"))
    request = game.request(0)
    assert request.raise_amounts() == list(range(1, 101))
    [bets] = wp_front.groups(request, frozenset(), "en")
    spec = bets.choices
    assert len(spec) == 25 and spec[0].label == "No raise"
    amounts = [int(c.key.removeprefix("raise-")) for c in spec[1:]]
    assert amounts[0] == 1 and amounts[-1] == 100 and amounts == sorted(set(amounts))
    assert all(WpMove("raise", amount=a) in request.legal for a in amounts)
    # each choice is a legal move of the decision, its key a valid id's
    assert all(WUERFELPOKER.parse(c.move) in request.legal for c in spec)
    assert all(TURN_ID.fullmatch(f"tb:c:7:1:{bets.name}:{c.key}") for c in spec)


async def test_a_double_press_makes_one_move(bot_env: BotEnv) -> None:
    """Stand pressed twice at once (a double click, two devices): one move; the other press
    is answered privately."""
    env = bot_env
    await open_wp(env, ["Alice", "Bob"])
    name = env.to_move()
    await make(env, WpMove("roll"))
    turn = await turn_message(env, 1)
    stand = button(turn, "stand")
    first, second = await asyncio.gather(env.user(name).click(turn, stand),
                                         env.user(name).click(turn, stand))
    await env.double.wait_for(lambda: env.table().version == 2)

    def refusal() -> str | None:
        for r in (first, second):
            said = [m for m in ([r.message] if r.message else []) + r.followups
                    if m.ephemeral]
            if said:
                return said[-1].content
        return None

    text: str = await env.double.wait_for(refusal)
    assert text == t("stale", "en")
    assert env.table().moves[1:] == [f"{env.seat(name)}: stand"]
    assert env.table().version == 2


async def test_quick_taps_from_one_drawing_keep_every_die_tapped(bot_env: BotEnv) -> None:
    """Issue 49: two taps sent at once from one drawing of the turn message keep both dice;
    a tap from that old drawing after the message changed is answered and keeps its die;
    Roll from it rolls only the dice not kept."""
    env = bot_env
    await open_wp(env, ["Alice", "Bob"])
    name = env.to_move()
    user = env.user(name)
    await make(env, WpMove("roll"))
    turn = await turn_message(env, 1)
    dice = wp(env).dice
    drawn = [button(turn, "die", str(i)) for i in range(5)]
    roll = button(turn, "roll")
    first, second = await asyncio.gather(user.press_as_shown(turn, drawn[3]),
                                         user.press_as_shown(turn, drawn[4]))
    assert first.kind == second.kind == "update", (first, second)
    third = await user.press_as_shown(turn, drawn[0])
    assert third.kind == "update", third
    assert kept_of(env.double.registry.messages[turn.id]) == {0, 3, 4}
    r = await user.press_as_shown(turn, roll)
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: env.table().version == 2)
    kept = " ".join(map(str, sorted((dice[0], dice[3], dice[4]))))
    assert env.table().moves[-1] == f"{env.seat(name)}: keep {kept}"
