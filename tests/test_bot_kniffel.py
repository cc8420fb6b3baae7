"""Kniffel on Discord through the double (issue 41): whole games by buttons and the Score…
menu (two players in English, one player and an AI seat in German), the turn as a player
sees it (one live turn message, a ping only when the turn comes to its player, one
interaction per decision: a die toggle edits the turn message's buttons in place, Roll and
a box are moves, a box picked in the Score… menu while a roll is left, or pressed after the
last roll), stale and forged presses and picks answered privately and changing nothing, and
a restart between two rolls (the kept dice are in the turn message's custom_ids and survive
it).

Users act only as users do; the tests peek at the state only to choose their moves."""
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import io
import random
import re
from collections import Counter
from typing import Any

import pytest
from PIL import Image

from discord_double import MessageRecord
from larry_core.games.kniffel import art
from larry_core.games.kniffel.ai import KnReasonedStrategy
from larry_core.games.kniffel.boxes import BOXES
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.moves import KnMove
from larry_core.storage.base import TableRecord
from larry_core.tables.service import TableService
from larry_core.tables.table import TableOptions
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text

__all__ = ["bot_env"]

TURN_ID = re.compile(r"kn:t:(\d+):(\d+):(die|roll|box)(?::(\w+))?")
PICK_ID = re.compile(r"kn:t:(\d+):(\d+):pick")
MADE: Counter[str] = Counter()  # how moves were made (this session)


def kn(env: BotEnv) -> KnGame:
    game = env.table().game
    assert isinstance(game, KnGame)
    return game


def turn_ids(msg: MessageRecord) -> list[re.Match[str]]:
    return [m for c in msg.all_components() if c.get("type") == 2 and not c.get("disabled")
            and (m := TURN_ID.fullmatch(str(c.get("custom_id", ""))))]


def menu(msg: MessageRecord) -> dict[str, Any] | None:
    """The turn message's Score… menu, if it has one (its options: the boxes to pick)."""
    return next((c for c in msg.all_components()
                 if c.get("type") == 3 and PICK_ID.fullmatch(str(c.get("custom_id", "")))),
                None)


def picks(msg: MessageRecord) -> list[str]:
    """The labels of the Score… menu's options."""
    found = menu(msg)
    return [o["label"] for o in found["options"]] if found is not None else []


def live_turn_messages(env: BotEnv) -> list[MessageRecord]:
    return [m for m in env.channel.messages() if turn_ids(m)]


async def turn_message(env: BotEnv, version: int, timeout: float = 5.0) -> MessageRecord:
    """The live turn message of `version`, once the one it replaces is gone."""
    def ready() -> MessageRecord | None:
        found, older = None, False
        for msg in reversed(env.channel.messages()):
            for m in turn_ids(msg):
                found = found or (msg if int(m[2]) == version else None)
                older = older or int(m[2]) < version
        return None if older else found

    found: MessageRecord = await env.double.wait_for(ready, timeout)
    return found


def button(msg: MessageRecord, action: str, arg: str | None = None) -> str:
    for m in turn_ids(msg):
        if m[3] == action and (arg is None or m[4] == arg):
            return m[0]
    raise AssertionError(f"no {action} {arg} button: {msg.labels()}")


def kept_of(msg: MessageRecord) -> set[int]:
    """The dice kept on a turn message, as its die buttons show them (the kept style)."""
    return {int(m[4]) for c in msg.all_components() if c.get("type") == 2
            and c.get("style") == 3 and (m := TURN_ID.fullmatch(str(c.get("custom_id", ""))))
            and m[3] == "die"}


async def open_kn(env: BotEnv, names: list[str], ais: int = 0, **options: Any) -> None:
    r = await env.user(names[0]).slash("kniffel new", **options)
    assert r.responded and r.ephemeral, r
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("kn:l:") for c in m.all_components()))
    for name in names[1:]:
        await (await env.user(name).click(lobby, t("btn-join", env.lang))).wait_followup()
    for _ in range(ais):
        await (await env.user(names[0]).click(lobby, t("btn-ai", env.lang))).wait_followup()
    await (await env.user(names[0]).click(lobby, t("btn-start", env.lang))).wait_followup()
    await env.double.wait_for(lambda: env.table().status == "playing")


def choose(game: KnGame, rng: random.Random) -> KnMove:
    """A good move for the player to move (the AI's own choice, now and then a plain roll
    of all five, or a box scored before the last roll: the Score… menu is used whether or
    not the AI's optimal table is ready yet, without which it seldom scores early)."""
    seat = game.to_move
    assert seat is not None
    legal = game.legal_moves(seat)
    move = KnReasonedStrategy().choose(KNIFFEL.seat_view(game, seat), legal, [], rng)
    early = [m for m in legal if m.verb == "score"] if game.rolls_left() else []
    if move.verb == "keep" and early and rng.random() < 0.2:
        return rng.choice(early)
    if move.verb == "keep" and rng.random() < 0.1:
        return KnMove("roll")
    return move


def positions(dice: tuple[int, ...], values: tuple[int, ...], prefer: set[int]) -> set[int]:
    """Positions of the current dice showing `values`, the kept ones first."""
    out: set[int] = set()
    for value in values:
        free = [i for i, d in enumerate(dice) if d == value and i not in out]
        out.add(next((i for i in free if i in prefer), free[0]))
    return out


async def make(env: BotEnv, move: KnMove) -> int:
    """Make `move` for the player to move as a user does; return the interactions used."""
    name, version = env.to_move(), env.table().version
    game = kn(env)
    turn = await turn_message(env, version)
    user = env.user(name)
    # the ping: only when the turn comes to its player, and only them
    first = game.phase == "roll"
    assert turn.pinged == ([user.id] if first else []), (turn.content, turn.pinged)
    assert len(live_turn_messages(env)) == 1
    clicks = 0
    if move.verb in ("roll", "keep"):
        if first:
            assert [c for c in turn_ids(turn)] and len(turn_ids(turn)) == 1
            assert env.mention(name) in turn.content
        else:
            current = kept_of(turn)
            want = positions(game.roll, move.values, current)
            # a die per press, the message edited in place (released ones first)
            for i in [*sorted(current - want), *sorted(want - current)]:
                r = await user.click(turn, button(turn, "die", str(i)))
                clicks += 1
                assert r.kind == "update" and r.message is not None and not r.ephemeral, r
                current ^= {i}
                assert kept_of(turn) == current
            labels = turn.labels()[:5]
            assert [lab.endswith("✓") for lab in labels] == [i in want for i in range(5)]
        r = await user.click(turn, button(turn, "roll"))
        clicks += 1
        assert r.kind == "deferred_update", r
        MADE["first" if first else "keep" if move.values else "reroll"] += 1
    else:
        box = BOXES[move.box]
        if game.rolls_left():  # the Score… menu on the turn message: one pick
            found = menu(turn)
            assert found is not None and found["placeholder"] == t("kn-btn-score", env.lang)
            options = KNIFFEL.request(game, env.seat(name)).options
            assert [o["value"] for o in found["options"]] == [o.box for o in options]
            assert not any(m[3] == "box" for m in turn_ids(turn))
            r = await user.select(turn, found["custom_id"], box)
            clicks += 1
            assert r.kind == "deferred_update" and not r.ephemeral, r
            MADE["score…"] += 1
        else:  # no roll left: the boxes are on the turn message
            assert menu(turn) is None
            await user.click(turn, button(turn, "box", box))
            clicks += 1
            MADE["box"] += 1
    await env.double.wait_for(lambda: env.table().version > version)
    assert env.table().moves[-1] == f"{env.seat(name)}: {move}"
    return clicks


async def play_until(env: BotEnv, rng: random.Random, *, steps: int = 2000,
                     stop: object = None) -> None:
    for _ in range(steps):
        table, game = env.table(), kn(env)
        if game.over or table.status != "playing" or (callable(stop) and stop(game)):
            return
        if game.to_move is not None and table.is_ai(game.to_move):
            await env.double.wait_for(lambda v=table.version: env.table().version > v)
            continue
        move = choose(game, rng)
        clicks = await make(env, move)
        # one interaction per decision: a toggle per die changed, then Roll; a box at once,
        # picked in the Score… menu or pressed after the last roll
        assert clicks <= 6 and (move.verb != "score" or clicks == 1), (move, clicks)


def table_message(env: BotEnv, title: str) -> MessageRecord:
    return next(m for m in env.channel.messages()
                if any(e.get("title", "").startswith(title) for e in m.embeds))


# ----------------------------------------------------------------------------- tests
async def test_a_whole_game_of_two_by_buttons(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kn(env, ["Alice", "Bob"])
    MADE.clear()
    await play_until(env, random.Random(41))
    game = kn(env)
    assert game.over and env.table().status == "finished"
    assert {"first", "keep", "score…", "box"} <= set(MADE), MADE
    # the results: the winner and every total, best first
    pub = KNIFFEL.public_view(game)
    final = await env.channel.wait_for_message(lambda m: "**Final scores**" in m.content)
    assert "Game over!" in final.content and final.labels() == []
    order = sorted(range(2), key=lambda s: -pub.totals[s])
    assert final.content.index(env.name(order[0])) < final.content.rindex(env.name(order[1]))
    for seat in range(2):
        assert f"{env.name(seat)} — {pub.totals[seat]} points" in final.content
    # no turn button is live any more
    assert live_turn_messages(env) == []
    # the table message: both columns of the block, its sums and totals
    text = table_message(env, "Kniffel · table").text()
    for label in ("Ones", "Sixes", "Upper sum", "Bonus (63+)", "Three of a kind",
                  "Chance", "Total", "Game over."):
        assert label in text, label
    totals = next(line for line in text.splitlines() if line.startswith("Total"))
    assert totals.split()[1:] == [str(v) for v in pub.totals]
    # the result is on Kniffel's board
    board = await env.user("Carol").slash("kniffel leaderboard")
    assert board.message is not None and "Alice" in board.message.text()
    played = await private_text(await env.user("Bob").slash("kniffel history"))
    assert f"#{env.table().id}" in played and "Alice" in played


async def test_a_game_in_german_against_an_ai_seat(bot_env: BotEnv) -> None:
    env = bot_env
    env.lang = "de"
    await open_kn(env, ["Alice"], ais=1, language="de")
    ai_seat = next(i for i, s in enumerate(env.table().seats) if s.get("ai"))
    await play_until(env, random.Random(7))
    game = kn(env)
    assert game.over
    # the AI seat played its 13 turns by itself
    assert sum(m.startswith(f"{ai_seat}: score") for m in env.table().moves) == 13
    final = await env.channel.wait_for_message(lambda m: "**Endstand**" in m.content)
    assert "Spielende!" in final.content
    text = table_message(env, "Kniffel · Tisch").text()
    assert all(word in text for word in ("Einser", "Dreierpasch", "Kleine Straße", "Gesamt"))
    labels = {label for m in env.posted() for label in m.labels()}
    menus = {str(c.get("placeholder")) for m in env.posted() for c in m.all_components()
             if c.get("type") == 3}
    assert menus == {t("kn-btn-score", "de")}
    assert any(label.startswith("Chance: ") for m in env.posted() for label in picks(m))
    assert any(label.startswith("🎲 Alle fünf würfeln") for label in labels)
    # the AI's turns pinged nobody; Alice's only Alice
    alice = env.user("Alice").id
    assert all(m.pinged in ([], [alice]) for m in env.posted())
    said = "\n".join(m.content for m in env.posted())
    assert t("dc-ai-name", "de", name=env.name(ai_seat)) in said


async def test_stale_and_forged_presses_change_nothing(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kn(env, ["Alice", "Bob", "Carol"])
    first = env.to_move()
    others = [n for n in ("Alice", "Bob", "Carol") if n != first]
    await make(env, KnMove("roll"))
    old = await turn_message(env, 1)
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 2)
    table_id = env.table().id
    shown = [dict(c) for c in turn.all_components()]

    async def refused(name: str, msg: MessageRecord, cid: str, same: bool = True) -> str:
        before = env.table().rev
        r = await env.user(name).click(msg, cid)
        text = await private_text(r)
        assert env.table().rev == before and env.table().version == 2
        if same:  # the turn message's buttons as they were (no toggle went through)
            assert [dict(c) for c in
                    env.double.registry.messages[turn.id].all_components()] == shown
        return text

    # a die button of an old roll: its message was replaced, a client may still show it
    old.deleted = False
    die = button(old, "die", "0")
    assert await refused(first, old, die) == t("stale", "en")
    assert await refused(first, old, button(old, "roll")) == t("stale", "en")
    old.deleted = True
    # the others may not touch the mover's dice; a bystander is not playing
    text = await refused(others[0], turn, button(turn, "die", "0"))
    assert text == t("not-your-turn", "en", name=first)
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

    assert await forged(f"kn:t:{table_id}:2:explode") == t("kn-dc-garbled", "en")
    assert await forged(f"kn:t:{table_id}:2:box:nonsense") == t("kn-dc-garbled", "en")
    assert await forged("kn:t:999:2:roll:00000") == t("kn-dc-no-table", "en")
    assert "don't recognise" in await forged(f"larry:t:{table_id}:2:doubt")  # Larry's own
    assert await forged(f"kn:t:{table_id}:2:roll:11111") == \
        t("kn-illegal-nothing_to_roll", "en")
    # a box already filled: the mover enters Chance, then tries it again next turn
    await make(env, KnMove("score", box=BOXES.index("chance")))
    while env.to_move() != first:
        await make(env, KnMove("roll"))
        await make(env, KnMove("score", box=BOXES.index("chance")))
    await make(env, KnMove("roll"))
    version = env.table().version
    turn = await turn_message(env, version)
    shown = [dict(c) for c in turn.all_components()]
    comps = [c for c in env.double.registry.messages[turn.id].all_components()
             if c.get("type") == 2]
    comps[0]["custom_id"] = cid = f"kn:t:{table_id}:{version}:box:chance"
    r = await env.user(first).click(turn, cid)  # a quiet press: the refusal follows it
    said = await r.wait_followup()
    assert said[-1].ephemeral and said[-1].content == t("kn-illegal-box_filled", "en")
    assert env.table().version == version
    # Score… lists only the free boxes
    assert not any(label.startswith("Chance") for label in picks(turn))
    assert len(picks(turn)) == 12


@pytest.mark.parametrize("bot_env", [1.0], indirect=True)
async def test_a_restart_between_two_rolls_keeps_the_kept_dice(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kn(env, ["Alice", "Bob"])
    name = env.to_move()
    user = env.user(name)
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 1)
    dice = kn(env).roll
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
    # set-aside dice stay aside: the next turn message shows them kept
    turn = await turn_message(env, 2)
    now = kn(env).roll
    held = kept_of(turn)
    assert len(held) == 2 and sorted(now[i] for i in held) == list(kept)
    assert turn.pinged == []  # her own roll: no new ping
    assert len(live_turn_messages(env)) == 1
    # the Score… menu is answered after the restart too
    found = menu(turn)
    assert found is not None
    box = found["options"][0]["value"]
    r = await user.select(turn, found["custom_id"], box)
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: env.table().version == 3)
    assert env.table().moves[-1] == f"{env.seat(name)}: score {box}"


async def test_commands_options_and_a_players_own_column(bot_env: BotEnv) -> None:
    env = bot_env
    synced = {c["name"]: c for c in env.double.registry.commands_for(None)}
    subs = {o["name"]: o for o in synced["kniffel"]["options"]}
    assert set(subs) == {"new", "hand", "table", "leave", "end", "rules", "leaderboard",
                         "stats", "history", "settings", "review"}
    new = {o["name"]: o for o in subs["new"]["options"]}
    assert (new["rolls"]["min_value"], new["rolls"]["max_value"]) == (1, 3)
    assert [c["value"] for c in new["further_kniffel"]["choices"]] == \
        ["schmidt", "hasbro", "none"]
    assert new["rolls"]["name_localizations"]["de"] == "würfe"
    assert await private_text(await env.user("Alice").slash("kniffel hand")) == \
        t("kn-no-table-here", "en")
    assert await private_text(await env.user("Alice").slash("kniffel rules")) == \
        t("kn-rules", "en")
    # one roll a turn: after it, the boxes are on the turn message at once
    await open_kn(env, ["Alice", "Bob"], rolls=1)
    lobby = next(m for m in env.channel.messages()
                 if any(e.get("title", "").startswith("Kniffel · table") for e in m.embeds))
    assert "One roll a turn" in lobby.text()
    name = env.to_move()
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 1)
    assert len(turn.labels()) == 13 and "Chance: " in " ".join(turn.labels())
    assert not any(m[3] in ("die", "roll") for m in turn_ids(turn))
    # /kniffel hand: the player's own column and what the roll scores now, privately
    own = await private_text(await env.user(name).slash("kniffel hand"))
    assert own.startswith("**Your scorecard**") and "This roll" in own and "• Chance: " in own
    other = next(n for n in ("Alice", "Bob") if n != name)
    theirs = await private_text(await env.user(other).slash("kniffel hand"))
    assert "This roll" not in theirs and "Total" in theirs
    assert await private_text(await env.user("Carol").slash("kniffel hand")) == \
        t("not-playing", "en")
    assert env.user(name).dms() == [] and env.user(other).dms() == []  # nothing by DM


@pytest.mark.parametrize("bot_env", [0.01], indirect=True)
async def test_turn_timers_play_for_a_player_who_does_not_act(bot_env: BotEnv) -> None:
    """30 s a move, scaled to 0.3 s: the shared timers play the seat's move for it."""
    env = bot_env
    await open_kn(env, ["Alice", "Bob"], turn_seconds=30)
    await env.double.wait_for(lambda: env.table().version >= 2, timeout=10)
    said = await env.wait_posted(lambda m: "ran out of time" in m.content, timeout=10)
    assert any(name in said.content for name in ("Alice", "Bob"))


async def test_a_further_kniffel_is_offered_as_the_rules_say_and_marked(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Alice's Kniffel and Fives are filled: five 5s go into a lower box as a joker. Bob's
    Kniffel holds 50 and his Threes are free: five 3s must go there, for 50 extra points."""
    env = bot_env

    def new_game(service: TableService, record: TableRecord) -> KnGame:
        names = [str(s["name"]) for s in record.seats]
        rules = TableOptions.from_dict(record.options).rules
        sheets = {"Alice": {"kniffel": 50, "fives": 25}, "Bob": {"kniffel": 50}}
        return KnGame(len(names), rules, record.seed, start=names.index("Alice"),
                      rolls=[5] * 5 + [3] * 5, sheets=[sheets[n] for n in names])

    monkeypatch.setattr(TableService, "_new_game", new_game)
    await open_kn(env, ["Alice", "Bob"])
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 1)
    assert picks(turn) == [
        "Three of a kind: 25 · joker", "Four of a kind: 25 · joker", "Full house: 25 · joker",
        "Small straight: 30 · joker", "Large straight: 40 · joker", "Chance: 25 · joker"]
    await env.user("Alice").select(turn, t("kn-btn-score", "en"), "large_straight")
    await env.double.wait_for(lambda: env.table().version == 2)
    await env.wait_posted(lambda m: "Alice enters 40 in Large straight (a further Kniffel "
                                    "as a joker)." in m.content)
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 3)
    assert picks(turn) == ["Threes: 15 +50 extra"]
    await env.user("Bob").select(turn, t("kn-btn-score", "en"), "threes")
    await env.double.wait_for(lambda: env.table().version == 4)
    assert KNIFFEL.public_view(kn(env)).extra[env.seat("Bob")] == 50


async def test_a_score_by_the_menu_and_stale_or_forged_picks(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Alice's Chance is filled. Her Score… menu offers the twelve free boxes with what
    1 2 3 4 6 scores there now, and stays on the turn message while she toggles a die; a
    pick in the menu of an old roll's message, a forged value (a box already filled, no box
    at all, two boxes) and a pick by anyone but her are answered privately and change
    nothing; her own pick enters the roll in one interaction."""
    env = bot_env

    def new_game(service: TableService, record: TableRecord) -> KnGame:
        names = [str(s["name"]) for s in record.seats]
        rules = TableOptions.from_dict(record.options).rules
        sheets = {"Alice": {"chance": 20}, "Bob": {}}
        return KnGame(len(names), rules, record.seed, start=names.index("Alice"),
                      rolls=[1, 2, 3, 4, 6, 5], sheets=[sheets[n] for n in names])

    monkeypatch.setattr(TableService, "_new_game", new_game)
    await open_kn(env, ["Alice", "Bob"])
    alice = env.user("Alice")
    await make(env, KnMove("roll"))
    old = await turn_message(env, 1)
    assert picks(old) == ["Ones: 1", "Twos: 2", "Threes: 3", "Fours: 4",
                          "Fives: cross out (0)", "Sixes: 6", "Three of a kind: cross out (0)",
                          "Four of a kind: cross out (0)", "Full house: cross out (0)",
                          "Small straight: 30", "Large straight: cross out (0)",
                          "Kniffel: cross out (0)"]
    # a die toggled: the menu stays below the buttons, as it was
    shown = menu(old)
    r = await alice.click(old, button(old, "die", "0"))  # the 1 kept …
    assert r.kind == "update" and menu(env.double.registry.messages[old.id]) == shown
    await make(env, KnMove("keep", values=(1, 2, 3, 4)))  # … 2 3 4 too; the 6 rolled: 5
    turn = await turn_message(env, 2)
    assert "Large straight: 40" in picks(turn) and "Large straight: 40" not in picks(old)
    table_id, version = env.table().id, env.table().version

    async def refused(name: str, msg: MessageRecord, values: list[str]) -> str:
        """A pick that must change nothing; its private answer."""
        before = env.table().rev
        found = menu(msg)
        assert found is not None
        r = await env.user(name).select(msg, found["custom_id"], values)
        if r.kind == "deferred_update":  # a quiet pick: the refusal follows it
            said = (await r.wait_followup())[-1]
            assert said.ephemeral
            text = said.content
        else:
            text = await private_text(r)
        assert env.table().rev == before and env.table().version == version
        assert env.table().moves[-1] == f"{env.seat('Alice')}: keep 1 2 3 4"
        return text

    # the menu of an old roll's message (replaced, a client may still show it)
    old.deleted = False
    assert await refused("Alice", old, ["small_straight"]) == t("stale", "en")
    old.deleted = True
    # a pick by the other player, or by someone not playing
    assert await refused("Bob", turn, ["large_straight"]) == \
        t("not-your-turn", "en", name="Alice")
    assert await refused("Carol", turn, ["large_straight"]) == t("not-playing", "en")
    # forged values: the client was made to send what the menu does not offer
    found = menu(env.double.registry.messages[turn.id])
    assert found is not None and found["custom_id"] == f"kn:t:{table_id}:{version}:pick"
    saved = [dict(o) for o in found["options"]], found.get("max_values")
    try:
        found["options"][0]["value"] = "chance"  # filled
        assert await refused("Alice", turn, ["chance"]) == t("kn-illegal-box_filled", "en")
        found["options"][0]["value"] = "Chance!"  # no box at all
        assert await refused("Alice", turn, ["Chance!"]) == t("kn-dc-garbled", "en")
        found["options"][0]["value"] = "nonsense"
        assert await refused("Alice", turn, ["nonsense"]) == t("kn-dc-garbled", "en")
        found["options"][0]["value"] = "ones"
        found["max_values"] = 2  # two boxes at once
        assert await refused("Alice", turn, ["ones", "twos"]) == t("kn-dc-garbled", "en")
    finally:
        found["options"], found["max_values"] = saved
    # her own pick: one interaction, the roll entered, the next turn Bob's
    r = await alice.select(turn, t("kn-btn-score", "en"), "large_straight")
    assert r.kind == "deferred_update" and not r.ephemeral, r
    await env.double.wait_for(lambda: env.table().version == version + 1)
    assert env.table().moves[-1] == f"{env.seat('Alice')}: score large_straight"
    assert KNIFFEL.public_view(kn(env)).totals[env.seat("Alice")] == 20 + 40
    await env.wait_posted(lambda m: "Alice enters 40 in Large straight" in m.content)
    assert env.to_move() == "Bob"


# ------------------------------------------------------------------ the block as a picture
def block_shown(env: BotEnv, title: str = "Kniffel · table") -> MessageRecord | None:
    """The table message once it shows the latest state's block in text (its Total row)."""
    pub = KNIFFEL.public_view(kn(env))
    msg = table_message(env, title)
    totals = next((line for line in msg.text().splitlines() if line.startswith("Total")), "")
    return msg if totals.split()[1:] == [str(v) for v in pub.totals] else None


async def test_the_table_message_carries_the_block_as_a_picture(bot_env: BotEnv) -> None:
    """The one table message, edited in place, carries the block as a PNG (one picture,
    replaced as boxes fill, never a message more; a roll does not upload it again), the
    size art.py draws, described for screen readers; the block in text stays below it."""
    env = bot_env
    await open_kn(env, ["Alice", "Bob"])
    await play_until(env, random.Random(5), stop=lambda g: sum(g.filled) >= 3)
    pub = KNIFFEL.public_view(kn(env))
    names = [env.name(seat) for seat in range(2)]
    want = art.block_png(pub, names, "en")

    def shown() -> MessageRecord | None:
        msg = block_shown(env)
        return msg if msg and [a.get("data") for a in msg.attachments] == [want] else None

    msg = await env.double.wait_for(shown, 10)
    [picture] = msg.attachments
    assert picture["filename"] == "kniffel-block.png" and picture["png"]
    img = Image.open(io.BytesIO(picture["data"]))
    img.load()  # a whole, valid PNG
    assert img.format == "PNG" and img.size == art.block_size(2)
    assert picture["description"] == art.block_alt(pub, names, "en")
    assert "Alice: " in picture["description"] and "of 13 boxes filled" in picture["description"]
    assert msg.edits >= 3 and "Upper sum" in msg.text()  # edited in place, the text kept
    tables = [m for m in env.channel.messages()
              if any(e.get("title", "").startswith("Kniffel · table") for e in m.embeds)]
    assert tables == [msg]
    # the turn messages carry no picture
    assert [m for m in env.channel.messages() if m.attachments] == [msg]
    # a roll fills no box: the table message shows the dice, and keeps its picture (not
    # uploaded again)
    edits = msg.edits
    await make(env, KnMove("roll"))

    def rolled() -> MessageRecord | None:
        msg = table_message(env, "Kniffel · table")
        return msg if msg.edits > edits and "(roll 1 of 3)" in msg.text() else None

    msg = await env.double.wait_for(rolled, 10)
    assert [a["id"] for a in msg.attachments] == [picture["id"]]


async def test_pictures_off_shows_the_block_as_text_only(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kn(env, ["Alice", "Bob"], pictures=False)
    assert env.table().options.pictures is False
    await play_until(env, random.Random(6), stop=lambda g: sum(g.filled) >= 2)
    msg = await env.double.wait_for(lambda: block_shown(env), 10)
    assert "Upper sum" in msg.text() and msg.attachments == []
    assert all(m.attachments == [] for m in env.channel.messages())


async def test_without_attach_files_the_block_stays_in_text(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A channel where the bot may not attach files: the table message's edits through the
    channel (no fresh interaction to carry them) are refused with 50013 and go out again
    without the picture; the block is shown in text as ever."""
    env = bot_env
    from cogs.tables import publisher

    monkeypatch.setattr(publisher.Carrier, "fresh", lambda self: False)
    env.double.registry.no_attach_files.add(env.channel.id)
    await open_kn(env, ["Alice", "Bob"])
    await play_until(env, random.Random(8), stop=lambda g: sum(g.filled) >= 2)
    msg = await env.double.wait_for(lambda: block_shown(env), 10)
    assert "Upper sum" in msg.text() and msg.attachments == []
    assert not [m for m in env.channel.messages() if m.attachments]
    assert "cannot attach pictures" in caplog.text


async def test_quick_taps_from_one_drawing_keep_every_die_tapped(bot_env: BotEnv) -> None:
    """Issue 49: two taps sent at once from one drawing of the turn message keep both dice
    (a tap toggles its own die against the dice kept now, not a pattern the message
    carried); a third tap from that same old drawing is answered and keeps its die too;
    Roll from that drawing rolls only the dice not kept."""
    env = bot_env
    await open_kn(env, ["Alice", "Bob"])
    name = env.to_move()
    user = env.user(name)
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 1)
    dice = kn(env).roll
    drawn = [button(turn, "die", str(i)) for i in range(5)]  # the ids as the client drew them
    roll = button(turn, "roll")
    first, second = await asyncio.gather(user.press_as_shown(turn, drawn[0]),
                                         user.press_as_shown(turn, drawn[1]))
    assert first.kind == second.kind == "update", (first, second)
    assert kept_of(env.double.registry.messages[turn.id]) == {0, 1}
    third = await user.press_as_shown(turn, drawn[2])
    assert third.kind == "update" and third.responded, third
    assert kept_of(env.double.registry.messages[turn.id]) == {0, 1, 2}
    r = await user.press_as_shown(turn, roll)
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: env.table().version == 2)
    kept = " ".join(map(str, sorted(dice[:3])))
    assert env.table().moves[-1] == f"{env.seat(name)}: keep {kept}"
