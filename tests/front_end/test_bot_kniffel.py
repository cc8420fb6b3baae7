"""Kniffel on Discord through the double (issue 41): whole games by buttons and the Score…
menu (two players in English, one player and an AI seat in German), the turn as a player
sees it (one live table message, posted anew with a ping for its player alone when the turn
comes to them and edited in place while they roll and while an AI plays; one interaction
per decision: a die toggle edits the table message in place, Roll and a box are moves, a
box picked in the Score… menu while a roll is left, or pressed after the last roll), stale
and forged presses and picks answered privately and changing nothing, and a restart between
two rolls (the kept dice are read back from the table message's die buttons).

Users act only as users do; the tests peek at the state only to choose their moves."""
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import copy
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
from larry_core.games.kniffel.moves import KnMove
from larry_core.storage.base import TableRecord
from larry_core.tables.service import TableService
from larry_core.tables.table import TableOptions
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text

__all__ = ["bot_env"]

# the shared choices' ids (`cogs.tables.choosing`): a die is a toggle of group `keep`
TURN_ID = re.compile(r"tb:c:(\d+):(\d+):(keep|roll|box):(\w+)")
PICK_ID = re.compile(r"tb:p:(\d+):(\d+):score")
MADE: Counter[str] = Counter()  # how moves were made (this session)
SEEN: set[str] = set()  # the labels of the buttons and Score… options the players were shown
# per double: the table message of the turn being played and its player's user id
TURN_MSG: dict[int, tuple[int, int]] = {}


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
    """The live table message with the turn buttons of `version`, once the one it replaces
    is gone (waiting through the moment the table message is being posted anew)."""
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
    """The id of a turn button: a ``die`` (its position), ``roll``, a ``box``."""
    action = "keep" if action == "die" else action
    for m in turn_ids(msg):
        if m[3] == action and (arg is None or m[4] == arg):
            return m[0]
    raise AssertionError(f"no {action} {arg} button: {msg.labels()}")


def kept_of(msg: MessageRecord) -> set[int]:
    """The dice kept on a turn message, as its die buttons show them (the kept style)."""
    return {int(m[4]) for c in msg.all_components() if c.get("type") == 2
            and c.get("style") == 3 and (m := TURN_ID.fullmatch(str(c.get("custom_id", ""))))
            and m[3] == "keep"}


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
    move = KnReasonedStrategy().choose(game.seat_view(seat), legal, [], rng)
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
    SEEN.update([*turn.labels(), *picks(turn)])
    # the ping: the table was posted anew when the turn came to its player, pinging only
    # them (these tests never seat one human alone); their own rolls edit it in place
    first = game.phase == "roll"
    assert turn.pinged == [user.id], (turn.text(), turn.pinged)
    before = TURN_MSG.get(id(env.double))
    if first:
        assert before is None or before[0] != turn.id, "the turn's table was not posted anew"
        TURN_MSG[id(env.double)] = (turn.id, user.id)
    elif before is not None and before[1] == user.id:
        assert turn.id == before[0], "a roll of the same player posted the table anew"
    assert len(live_turn_messages(env)) == 1
    clicks = 0
    if move.verb in ("roll", "keep"):
        if first:
            assert [c for c in turn_ids(turn)] and len(turn_ids(turn)) == 1
            assert env.mention(name) in turn.text()
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
            options = game.request(env.seat(name)).options
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
    # this move (an AI may have moved after it already)
    assert env.table().moves[version] == f"{env.seat(name)}: {move}"
    return clicks


async def play_until(env: BotEnv, rng: random.Random, *, steps: int = 2000,
                     stop: object = None) -> None:
    for _ in range(steps):
        table, game = env.table(), kn(env)
        if game.over or table.status != "playing" or (callable(stop) and stop(game)):
            return
        if game.to_move is not None and table.is_ai(game.to_move):
            def moved(version: int = table.version) -> bool:
                return env.table().version > version

            await env.double.wait_for(moved)
            continue
        move = choose(game, rng)
        clicks = await make(env, move)
        # one interaction per decision: a toggle per die changed, then Roll; a box at once,
        # picked in the Score… menu or pressed after the last roll
        assert clicks <= 6 and (move.verb != "score" or clicks == 1), (move, clicks)


def table_now(env: BotEnv, title: str = "Kniffel · table") -> MessageRecord | None:
    """The live table message (the lobby before the game), None in the moment between its
    deletion and its repost at the bottom."""
    found = [m for m in env.channel.messages() if m.title().startswith(title)]
    return found[-1] if found else None


def table_message(env: BotEnv, title: str = "Kniffel · table") -> MessageRecord:
    """The table message where no repost can be under way (the game is over)."""
    found = table_now(env, title)
    assert found is not None, f"no {title!r} message"
    return found


def human_passes(env: BotEnv) -> list[int]:
    """The seats of the turns that came to a human whom the table message did not ask last
    (each an occasion to post the table anew with a ping), in order: a turn begins with the
    game and after each box entered; an AI's turn asks nobody."""
    table = env.table()
    moves = table.moves
    starts = [int(m.split(":")[0]) for i, m in enumerate(moves)
              if i == 0 or moves[i - 1].split(": ", 1)[1].startswith("score")]
    passes: list[int] = []
    asked: int | None = None
    for seat in starts:
        if table.is_ai(seat):
            asked = None
        elif seat != asked:
            passes.append(seat)
            asked = seat
    return passes


def check_table_messages(env: BotEnv, final: MessageRecord, title: str) -> tuple[int, int]:
    """The public messages the game created (deleted ones too): the lobby (gone once a
    human's turn came), a table message each time the turn passed to a human whom the table
    did not ask last, pinging that human alone and mentioning them (an AI's turn pings
    nobody: it creates no message), and the results; so no more than the passes + 2.
    Return how many messages were created and the passes."""
    table = env.table()
    passes = human_passes(env)
    created = [m for m in env.posted() if m.id <= final.id]
    lobby, *tables, results = created
    assert results is final and final.pinged == [] and lobby.pinged == []
    assert lobby.deleted
    assert all(m.v2 and m.title().startswith(title) and m.content == "" and m.embeds == []
               for m in tables), [m.seen[0][:60] for m in tables]
    assert [m.pinged for m in tables] == [[int(table.seats[seat]["user_id"])] for seat in passes]
    for m, seat in zip(tables, passes, strict=True):
        assert env.mention(env.name(seat)) in m.seen[0], m.seen[0]
    assert all(m.deleted for m in tables[:-1])  # one live table message at a time
    assert len(created) <= len(passes) + 2, (len(created), len(passes))
    return len(created), len(passes)


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
    pub = game.public_view()
    final = await env.channel.wait_for_message(lambda m: "**Final scores**" in m.content)
    assert "Game over!" in final.content and final.labels() == []
    order = sorted(range(2), key=lambda s: -pub.totals[s])
    assert final.content.index(env.name(order[0])) < final.content.rindex(env.name(order[1]))
    for seat in range(2):
        assert f"{env.name(seat)} — {pub.totals[seat]} points" in final.content
    # no turn button is live any more
    assert live_turn_messages(env) == []
    # the messages of the game: the lobby, the table posted anew (pinging that player
    # alone) each time the turn passed to the other player, the results; nothing else
    created, passes = check_table_messages(env, final, "Kniffel · table")
    assert passes == 26  # two humans take turns: every turn is a pass
    print(f"Kniffel, two players: {created} public messages, {passes} turn passes")
    # the table message: the block as a picture (described with every total), no text
    # copy of it; one table message is left, above the results
    [table] = [m for m in env.channel.messages() if m.title().startswith("Kniffel · table")]
    assert "Game over." in table.text() and "Upper sum" not in table.text()
    [picture] = table.shown_attachments()
    assert picture["filename"] == "kniffel-block.png"
    for seat in range(2):
        assert f"{env.name(seat)}: {pub.totals[seat]} points" in picture["description"]
    # nothing follows the results but the coach's reviews (one per human, posted after them)
    coach = t("kn-coach-title", "en", name="Alice").split("·")[0]  # "🎓 Coach "
    later = [m for m in env.channel.messages() if m.id > final.id]
    assert all(m.text().startswith(coach) for m in later), [m.text()[:40] for m in later]
    # the result is on Kniffel's board
    board = await env.user("Carol").slash("kniffel leaderboard")
    assert board.message is not None and "Alice" in board.message.text()
    played = await private_text(await env.user("Bob").slash("kniffel history"))
    assert f"#{env.table().id}" in played and "Alice" in played


async def test_a_game_in_german_against_an_ai_seat(bot_env: BotEnv) -> None:
    env = bot_env
    env.lang = "de"
    await open_kn(env, ["Alice"], ais=1, language="de", pictures=False)  # the block in text
    ai_seat = next(i for i, s in enumerate(env.table().seats) if s.get("ai"))
    SEEN.clear()
    await play_until(env, random.Random(7))
    game = kn(env)
    assert game.over
    # the AI seat played its 13 turns by itself
    assert sum(m.startswith(f"{ai_seat}: score") for m in env.table().moves) == 13
    final = await env.channel.wait_for_message(lambda m: "**Endstand**" in m.content)
    assert "Spielende!" in final.content
    text = table_message(env, "Kniffel · Tisch").text()
    assert all(word in text for word in ("Einser", "Dreierpasch", "Kleine Straße", "Gesamt"))
    # what Alice was offered while she played (the table is edited in place)
    assert any(label.startswith("Chance: ") for label in SEEN)
    assert any(label.startswith("🎲 Alle fünf würfeln") for label in SEEN)
    # the AI's turns pinged nobody (the table edited in place while it played); each of
    # Alice's 13 turns posted the table anew pinging only her
    alice = env.user("Alice").id
    assert all(m.pinged in ([], [alice]) for m in env.posted())
    created, passes = check_table_messages(env, final, "Kniffel · Tisch")
    assert passes == 13
    print(f"Kniffel, Alice and an AI: {created} public messages, {passes} turn passes")
    assert t("dc-ai-name", "de", name=env.name(ai_seat)) in env.said()


async def test_stale_and_forged_presses_change_nothing(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kn(env, ["Alice", "Bob", "Carol"])
    first = env.to_move()
    others = [n for n in ("Alice", "Bob", "Carol") if n != first]
    await make(env, KnMove("roll"))
    old = await turn_message(env, 1)
    # the buttons of roll 1 as a client drew them (the message is edited by the next roll)
    old_die, old_roll = button(old, "die", "0"), button(old, "roll")
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 2)
    assert turn.id == old.id  # the same player rolled again: edited in place
    table_id = env.table().id
    shown = [dict(c) for c in turn.all_components()]

    async def refused(name: str, msg: MessageRecord, cid: str, same: bool = True,
                      drawn: bool = False) -> str:
        """A press that must change nothing (`drawn`: from an out-of-date drawing of
        `msg`); its private answer."""
        before = env.table().rev
        user = env.user(name)
        r = await (user.press_as_shown(msg, cid) if drawn else user.click(msg, cid))
        text = await private_text(r)
        assert env.table().rev == before and env.table().version == 2
        if same:  # the turn message's buttons as they were (no toggle went through)
            assert [dict(c) for c in
                    env.double.registry.messages[turn.id].all_components()] == shown
        return text

    # a die button of an old roll: the message was edited since, a client may still show
    # it as it was
    assert old_die not in {c.get("custom_id") for c in turn.all_components()}
    assert await refused(first, turn, old_die, drawn=True) == t("stale", "en")
    assert await refused(first, turn, old_roll, drawn=True) == t("stale", "en")
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
    assert await forged(f"tb:c:{table_id}:2:keep:7") == t("kn-dc-garbled", "en")
    assert await forged(f"tb:c:{table_id}:2:box:nonsense") == t("kn-dc-garbled", "en")
    assert await forged(f"knh:{table_id}:2:x") == t("kn-dc-garbled", "en")
    assert await forged("tb:c:999:2:roll:roll") == t("lobby-closed", "en")
    assert "don't recognise" in await forged(f"larry:t:{table_id}:2:doubt")  # Larry's own
    # all five dice kept: Roll is greyed out, and a press of it from a client that still
    # shows it live rolls nothing
    for i in range(5):
        await env.user(first).click(turn, button(turn, "die", str(i)))
    assert kept_of(turn) == set(range(5))
    greyed = next(c for c in env.double.registry.messages[turn.id].all_components()
                  if c.get("custom_id") == f"tb:c:{table_id}:2:roll:roll")
    assert greyed.get("disabled"), greyed
    assert await refused(first, turn, greyed["custom_id"], same=False, drawn=True) == \
        t("stale", "en")
    assert kept_of(env.double.registry.messages[turn.id]) == set(range(5))
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
    # a box already filled is no choice the player holds now: refused, nothing changes
    comps[0]["custom_id"] = cid = f"tb:c:{table_id}:{version}:score:chance"
    r = await env.user(first).click(turn, cid)
    assert await private_text(r) == t("kn-dc-garbled", "en")
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
    # set-aside dice stay aside: the table message, edited by her roll, shows them kept
    rolled = turn.id
    turn = await turn_message(env, 2)
    now = kn(env).roll
    held = kept_of(turn)
    assert len(held) == 2 and sorted(now[i] for i in held) == list(kept)
    # her own roll: the same message edited in place, no new ping (only its first one)
    assert turn.id == rolled and turn.pinged == [user.id]
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
    [lobby] = [m for m in env.posted() if m.embeds and m.title().startswith("Kniffel · table")]
    assert "One roll a turn" in lobby.text()
    name = env.to_move()
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 1)
    assert len(turn.labels()) == 13 and "Chance: " in " ".join(turn.labels())
    assert not any(m[3] in ("keep", "roll") for m in turn_ids(turn))
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
    said = await env.wait_said("ran out of time", timeout=10)  # in the table message
    line = next(line for line in said.splitlines() if "ran out of time" in line)
    assert any(name in line for name in ("Alice", "Bob")), line


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
    await env.wait_said("Alice enters 40 in Large straight (a further Kniffel as a joker).")
    await make(env, KnMove("roll"))
    turn = await turn_message(env, 3)
    assert picks(turn) == ["Threes: 15 +50 extra"]
    await env.user("Bob").select(turn, t("kn-btn-score", "en"), "threes")
    await env.double.wait_for(lambda: env.table().version == 4)
    assert kn(env).public_view().extra[env.seat("Bob")] == 50


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
    old_picks, old_menu = picks(old), copy.deepcopy(menu(old))  # as a client drew them
    assert old_menu is not None
    assert old_picks == ["Ones: 1", "Twos: 2", "Threes: 3", "Fours: 4",
                          "Fives: cross out (0)", "Sixes: 6", "Three of a kind: cross out (0)",
                          "Four of a kind: cross out (0)", "Full house: cross out (0)",
                          "Small straight: 30", "Large straight: cross out (0)",
                          "Kniffel: cross out (0)"]
    # a die toggled: the menu stays below the buttons, as it was
    r = await alice.click(old, button(old, "die", "0"))  # the 1 kept …
    assert r.kind == "update" and menu(env.double.registry.messages[old.id]) == old_menu
    await make(env, KnMove("keep", values=(1, 2, 3, 4)))  # … 2 3 4 too; the 6 rolled: 5
    turn = await turn_message(env, 2)
    assert turn.id == old.id  # her own roll: the table message edited in place
    assert "Large straight: 40" in picks(turn) and "Large straight: 40" not in old_picks
    table_id, version = env.table().id, env.table().version

    async def refused(name: str, msg: MessageRecord, values: list[str],
                      drawn: str | None = None) -> str:
        """A pick that must change nothing (`drawn`: in a menu of that id, from an
        out-of-date drawing of `msg`); its private answer."""
        before = env.table().rev
        found = menu(msg)
        assert found is not None
        user = env.user(name)
        r = await (user.press_as_shown(msg, drawn, component_type=3, values=values) if drawn
                   else user.select(msg, found["custom_id"], values))
        if r.kind == "deferred_update":  # a quiet pick: the refusal follows it
            said = (await r.wait_followup())[-1]
            assert said.ephemeral
            text = said.content
        else:
            text = await private_text(r)
        assert env.table().rev == before and env.table().version == version
        assert env.table().moves[-1] == f"{env.seat('Alice')}: keep 1 2 3 4"
        return text

    # the menu of an old roll (the message edited since, a client may still show it)
    assert old_menu["custom_id"] != menu(turn)["custom_id"]  # type: ignore[index]
    assert await refused("Alice", turn, ["small_straight"], drawn=old_menu["custom_id"]) == \
        t("stale", "en")
    # a pick by the other player, or by someone not playing
    assert await refused("Bob", turn, ["large_straight"]) == \
        t("not-your-turn", "en", name="Alice")
    assert await refused("Carol", turn, ["large_straight"]) == t("not-playing", "en")
    # forged values: the client was made to send what the menu does not offer
    found = menu(env.double.registry.messages[turn.id])
    assert found is not None and found["custom_id"] == f"tb:p:{table_id}:{version}:score"
    saved = [dict(o) for o in found["options"]], found.get("max_values")
    try:
        found["options"][0]["value"] = "chance"  # filled: no choice she holds now
        assert await refused("Alice", turn, ["chance"]) == t("kn-dc-garbled", "en")
        found["options"][0]["value"] = "Chance!"  # no box at all
        assert await refused("Alice", turn, ["Chance!"]) == t("kn-dc-garbled", "en")
        found["options"][0]["value"] = "nonsense"
        assert await refused("Alice", turn, ["nonsense"]) == t("kn-dc-garbled", "en")
        found["options"][0]["value"] = "ones"
        found["max_values"] = 2  # two boxes at once
        assert await refused("Alice", turn, ["ones", "twos"]) == t("unknown-button", "en")
    finally:
        found["options"], found["max_values"] = saved
    # her own pick: one interaction, the roll entered, the next turn Bob's
    r = await alice.select(turn, t("kn-btn-score", "en"), "large_straight")
    assert r.kind == "deferred_update" and not r.ephemeral, r
    await env.double.wait_for(lambda: env.table().version == version + 1)
    assert env.table().moves[-1] == f"{env.seat('Alice')}: score large_straight"
    assert kn(env).public_view().totals[env.seat("Alice")] == 20 + 40
    await env.wait_said("Alice enters 40 in Large straight")
    assert env.to_move() == "Bob"


# ------------------------------------------------------------------ the block as a picture
def block_shown(env: BotEnv, title: str = "Kniffel · table") -> MessageRecord | None:
    """The table message once it shows the latest state's block in text (its Total row)."""
    pub = kn(env).public_view()
    msg = table_now(env, title)
    if msg is None:  # being posted anew
        return None
    totals = next((line for line in msg.text().splitlines() if line.startswith("Total")), "")
    return msg if totals.split()[1:] == [str(v) for v in pub.totals] else None


async def test_the_table_message_carries_the_block_as_a_picture(bot_env: BotEnv) -> None:
    """The one table message carries the block as a PNG inline (one picture, replaced as
    boxes fill and by each roll's scores; a die tap does not upload it again), the size
    art.py draws, described for screen readers; no text copy of the block beside it."""
    env = bot_env
    await open_kn(env, ["Alice", "Bob"])
    await play_until(env, random.Random(5), stop=lambda g: sum(g.filled) >= 3)
    pub = kn(env).public_view()
    names = [env.name(seat) for seat in range(2)]
    want = art.block_png(pub, names, "en")

    def shown() -> MessageRecord | None:
        msg = table_now(env)
        return msg if msg and [a.get("data") for a in msg.shown_attachments()] == [want] \
            else None

    msg = await env.double.wait_for(shown, 10)
    [picture] = msg.attachments
    assert picture["filename"] == "kniffel-block.png" and picture["png"]
    img = Image.open(io.BytesIO(picture["data"]))
    img.load()  # a whole, valid PNG
    assert img.format == "PNG" and img.size == art.block_size(2)
    assert picture["description"] == art.block_alt(pub, names, "en")
    assert "Alice: " in picture["description"] and "of 13 boxes filled" in picture["description"]
    assert "Upper sum" not in msg.text()  # no text copy of the picture
    tables = [m for m in env.channel.messages() if m.title().startswith("Kniffel · table")]
    assert tables == [msg]  # one live table message
    assert [m for m in env.channel.messages() if m.attachments] == [msg]
    # the turn's rolls: the table message (posted anew for the player to act when the turn
    # passed) is edited in place, its one picture replaced by the block showing what the
    # roll scores in each free box (described so too); never a message more
    posted, player = msg.id, env.to_move()
    for roll in (1, 2):
        edits = msg.edits
        await make(env, KnMove("roll"))
        pub = kn(env).public_view()
        want = art.block_png(pub, names, "en")

        def rolled(msg: MessageRecord = msg, edits: int = edits, roll: int = roll,
                   want: bytes = want) -> MessageRecord | None:
            ok = msg.edits > edits and f"roll {roll} of 3" in msg.text()
            return msg if ok and [a.get("data") for a in msg.shown_attachments()] == [want] \
                else None

        msg = await env.double.wait_for(rolled, 10)
        assert msg.id == posted and not msg.deleted and msg.pinged == [env.user(player).id]
        [picture] = msg.attachments
        assert picture["description"] == art.block_alt(pub, names, "en")
        assert [m for m in env.channel.messages() if m.attachments] == [msg]
    # a die tap changes nothing the picture shows: the message keeps it (not uploaded again)
    r = await env.user(player).click(msg, button(msg, "die", "0"))
    assert r.kind == "update" and kept_of(msg) == {0}
    assert [a["id"] for a in msg.attachments] == [picture["id"]]
    assert [a["id"] for a in msg.shown_attachments()] == [picture["id"]]


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
