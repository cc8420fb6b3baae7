"""Va banque on Discord through the double (issue 41): whole games by buttons (two players in
English, one player and an AI seat in German), the turn as a player sees it (one live table
message at the bottom of the channel with the throw, the calculation so far and a button for
exactly each operation the engine allows; posted anew with one ping only when the banker
starts throwing for a player who did not just move, else edited in place; one press per
decision; no more public messages than the lobby, one per turn pass and the results), forged
and stale presses answered privately and changing nothing, and a restart mid-round after
which the state, the live buttons and the round's totals are all still there.

Users act only as users do; the tests peek at the state only to choose their moves."""
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import random
import re
from typing import Any

import pytest

from cogs.vabanque import render
from discord_double import InteractionResult, MessageRecord
from larry_core.games.vabanque.ai import get_strategy
from larry_core.games.vabanque.engine import VbGame
from larry_core.games.vabanque.moves import SYMBOLS
from larry_core.games.vabanque.narration import Narrator, steps_text
from larry_core.games.vabanque.rules import VbRules
from larry_core.storage.base import TableRecord
from larry_core.tables.service import TableService
from larry_core.tables.table import TableOptions
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text
from tests.table_checks import check_created, game_messages, state_with, table_message

__all__ = ["bot_env"]

# the shared choices (`cogs.tables.choosing`): the operations are group "op"
TURN_ID = re.compile(r"tb:c:(\d+):(\d+):op:(add|sub|mul|div)")
MINUS = "\u2212"
TITLE = {"en": "Va banque · table", "de": "Va banque · Tisch"}
SHOWN: dict[str, int] = {}  # the table message of the last human decision ("id"), this test


def vb(env: BotEnv) -> VbGame:
    game = env.table().game
    assert isinstance(game, VbGame)
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


def button(msg: MessageRecord, op: str) -> str:
    for m in turn_ids(msg):
        if m[3] == op:
            return m[0]
    raise AssertionError(f"no {op} button: {msg.labels()}")


def shown(value: int) -> str:
    return str(value).replace("-", MINUS)


async def open_vb(env: BotEnv, names: list[str], ais: int = 0, **options: Any) -> None:
    r = await env.user(names[0]).slash("vabanque new", **options)
    assert r.responded and r.ephemeral, r
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("vb:l:") for c in m.all_components()))
    for name in names[1:]:
        await (await env.user(name).click(lobby, t("btn-join", env.lang))).wait_followup()
    for _ in range(ais):
        await (await env.user(names[0]).click(lobby, t("btn-ai", env.lang))).wait_followup()
    await (await env.user(names[0]).click(lobby, t("btn-start", env.lang))).wait_followup()
    await env.double.wait_for(lambda: env.table().status == "playing")
    SHOWN.clear()


def choose(game: VbGame, rng: random.Random) -> str:
    """A good operation for the player to move (the AI's own choice, now and then any)."""
    seat = game.to_move
    assert seat is not None
    legal = game.legal_moves(seat)
    if rng.random() < 0.2:
        return rng.choice(legal)
    return str(get_strategy("reasoned").choose(game.seat_view(seat), legal, [], rng))


def fixed_dice(monkeypatch: pytest.MonkeyPatch, rolls: list[int], start: str) -> None:
    """Known throws (then the seeded ones) and a known first banker, by player name."""
    def new_game(service: TableService, record: TableRecord) -> VbGame:
        names = [str(s["name"]) for s in record.seats]
        rules = TableOptions.from_dict(record.options).rules
        return VbGame(len(names), rules, record.seed, start=names.index(start), rolls=rolls)

    monkeypatch.setattr(TableService, "_new_game", new_game)


async def make(env: BotEnv, op: str) -> MessageRecord:
    """Name `op` for the player to move as a user does: one press on the table message, which
    shows the throw, the calculation so far and exactly the operations allowed now; return
    that table message."""
    name, version = env.to_move(), env.table().version
    game = vb(env)
    seat = env.seat(name)
    turn = await turn_message(env, version)
    user = env.user(name)
    assert len(live_turn_messages(env)) == 1
    # one ping: when the banker starts throwing for a player who did not just move, the
    # table message posted anew at the bottom pinging them only; else the same message,
    # edited in place (its ping the one of its creation)
    moves = env.table().moves
    fresh = len(game.throws) == 2 and not (moves and moves[-1].startswith(f"{seat}:"))
    if fresh:
        assert turn.id != SHOWN.get("id") and turn.pinged == [user.id], \
            (turn.text(), turn.pinged)
        assert turn.id == env.channel.messages()[-1].id  # at the bottom
    else:
        assert turn.id == SHOWN.get("id"), (turn.text(), SHOWN)
    SHOWN["id"] = turn.id
    assert turn.v2 and turn.content == "" and turn.embeds == []
    assert turn.title().startswith(TITLE[env.lang])
    text = turn.text()
    assert env.mention(name) in text
    # the throw, the running calculation, a button per legal operation with its step
    calc = game.public_view().current
    assert calc is not None
    done = steps_text(type(calc)(calc.seat, calc.throws[:-1], calc.ops, calc.values))
    assert f"**{done.replace('-', MINUS)}**" in text, text
    assert f"**{game.throws[-1]}**" in text
    legal = game.legal_moves(seat)
    assert [m[3] for m in turn_ids(turn)] == legal
    labels = turn.labels()
    for label, legal_op in zip(labels, legal, strict=True):
        assert label.startswith(f"{shown(game.total)} {SYMBOLS[legal_op]} {game.throws[-1]} = ")
    r = await user.click(turn, button(turn, op))
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: env.table().version > version)
    assert env.table().moves[version] == f"{seat}: {op}"
    return turn


async def shows(env: BotEnv, msg: MessageRecord, text: str) -> None:
    """Wait until `msg` (edited in place) shows `text`."""
    await env.double.wait_for(lambda: text in msg.text())


async def moved_on(env: BotEnv, version: int) -> None:
    """Wait for the move after `version` (an AI's)."""
    await env.double.wait_for(lambda: env.table().version > version)


async def play_until(env: BotEnv, rng: random.Random, *, steps: int = 500) -> None:
    for _ in range(steps):
        table, game = env.table(), vb(env)
        if game.over or table.status != "playing":
            return
        if game.to_move is not None and table.is_ai(game.to_move):
            await moved_on(env, table.version)
            continue
        await make(env, choose(game, rng))


async def round_result(env: BotEnv, number: int) -> tuple[str, str]:
    """How banker round `number`'s result was told where the channel first showed it: its
    totals line, then the line after it (who took the pot)."""
    state = await state_with(env, f"**Round {number} totals:** ")
    lines = state.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(f"**Round {number} totals:** "))
    assert at + 1 < len(lines), state
    return lines[at], lines[at + 1]


# ----------------------------------------------------------------------------- tests
def test_each_announcement_tells_its_steps_from_its_own_events() -> None:
    """The channel tells a move's steps from that move's events alone (a new `Told` each
    announcement, as after a restart), the same sentences as a narrator that read the whole
    game; with negative totals, forfeits and the fifth throw's rounding toward zero."""
    names = ["Ada", "Bo", "Cy"]
    rules = VbRules(forfeit=True, cycles=2)
    for seed in range(30):
        rng = random.Random(seed)
        game = VbGame(3, rules, seed)
        whole = Narrator("en", names.__getitem__, None, rules, game.rounds)
        for ev in game.setup_events:
            whole.text(ev)
        box: dict[str, Any] = {}
        while not game.over:
            seat = game.to_move
            assert seat is not None
            events = game.apply(seat, rng.choice(game.legal_moves(seat)))
            expected = [line for ev in events if (line := whole.text(ev)) and ev["type"] == "op"]
            told = render.Told(rules, names, "en", box).events(events)
            assert [line for line in told if line in expected] == expected, seed
            assert "-" not in " ".join(told)  # negative numbers have the typographic minus


async def test_a_whole_game_of_two_by_buttons(bot_env: BotEnv) -> None:
    env = bot_env
    await open_vb(env, ["Alice", "Bob"], cycles=2, stake=2)
    await play_until(env, random.Random(41))
    game = vb(env)
    assert game.over and env.table().status == "finished"
    assert len(env.table().moves) == 4 * 3  # two rounds each way, three choices a round
    pub = game.public_view()
    final = await env.channel.wait_for_message(lambda m: "**Final chips**" in m.content)
    assert "Game over!" in final.content and final.labels() == []
    for seat in range(2):
        assert f"{env.name(seat)} — {pub.chips[seat]} chips" in final.content
    assert sum(pub.chips) == 16  # chips are never made or lost
    # every banker round's result was told: the final total, then who took the pot (as the
    # state that first showed it tells it: the table message repeats it in its latest moves)
    told = [await round_result(env, number) for number in range(1, 5)]
    assert all("the pot of 2 with" in after or "share the pot" in after
               for _, after in told), told
    # no turn button is live any more; the channel keeps the table and the results only
    # (the lobby was deleted when the game started)
    assert live_turn_messages(env) == []
    table = await table_message(env, "Va banque · table")
    assert [m.id for m in game_messages(env.channel.messages())] == [table.id, final.id]
    text = await env.shows(table, "Game over.")
    assert "2 chips each" not in text and "stake 2" in text and table.labels() == []
    # each player was pinged once a banker round, when the banker started throwing for them
    for name in ("Alice", "Bob"):
        uid = env.user(name).id
        assert sum(uid in m.pinged for m in env.posted()) == 2, name
    assert all(len(m.pinged) <= 1 for m in env.posted())
    # the messages created: the lobby, a table message per turn pass, the results
    created, passes = check_created(env, "Va banque · table")
    print(f"Va banque, two players: {created} public messages, {passes} turn passes")
    # the result is on Va banque's board and in its history
    board = await env.user("Carol").slash("vabanque leaderboard")
    assert board.message is not None and "Alice" in board.message.text()
    table_id = env.table().id
    played = await private_text(await env.user("Bob").slash("vabanque history"))
    assert f"#{table_id}" in played and "Alice" in played and "/vabanque replay" in played
    # watched again round by round, privately, told as the channel told it
    r = await env.user("Bob").slash("vabanque replay", game=table_id)
    page = r.message
    assert page is not None and r.ephemeral
    assert page.content.startswith(f"**Va banque #{table_id}** · round 1 of 4")
    first = told[0][0]
    assert first in page.content and "**Round 2 totals:** " not in page.content
    for number in (2, 3, 4):
        await env.user("Bob").click(page, "Next")
        await shows(env, page, f"round {number} of 4")
    last = told[3][0]
    assert last in page.content and "**Final chips**" in page.content
    assert next(b for b in page.all_components() if b.get("label") == "Next")["disabled"]


async def test_a_game_in_german_against_an_ai_seat(bot_env: BotEnv) -> None:
    env = bot_env
    env.lang = "de"
    await open_vb(env, ["Alice"], ais=1, language="de")
    ai_seat = next(i for i, s in enumerate(env.table().seats) if s.get("ai"))
    await play_until(env, random.Random(7))
    game = vb(env)
    assert game.over
    # the AI seat chose its three operations by itself
    assert sum(m.startswith(f"{ai_seat}: ") for m in env.table().moves) == 3
    final = await env.channel.wait_for_message(lambda m: "**Endstand**" in m.content)
    assert "Spielende!" in final.content
    said = env.said()
    assert "**Endsummen der Runde 1:** " in said and "**Endsummen der Runde 2:** " in said
    assert "Bankhalter" in said and "deine Rechnung" in said
    assert f"🤖 {t('dc-ai-name', 'de', name=env.name(ai_seat))} wählt eine Rechenart für die " \
        in said
    assert t("dc-ai-name", "de", name=env.name(ai_seat)) in said
    table = await env.shows(await table_message(env, "Va banque · Tisch"), "Spielende.")
    assert "Chips" in table and "Einsatz 1" in table
    # the AI's turns pinged nobody; Alice's only Alice, once
    alice = env.user("Alice").id
    assert all(m.pinged in ([], [alice]) for m in env.posted())
    assert sum(bool(m.pinged) for m in env.posted()) == 1
    created, passes = check_created(env, "Va banque · Tisch")
    print(f"Va banque, Alice and an AI: {created} public messages, {passes} turn passes")


async def test_stale_and_forged_presses_change_nothing(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bob banks; the first throws for the player on his left are 3 and 2 (3 ÷ 2 leaves a
    remainder), then 4 (5 ÷ 4 neither)."""
    env = bot_env
    fixed_dice(monkeypatch, [3, 2, 4, 6, 1], start="Bob")
    await open_vb(env, ["Alice", "Bob", "Carol"])
    mover = env.to_move()
    other = next(n for n in ("Alice", "Carol") if n != mover)
    turn = await turn_message(env, 0)
    assert [m[3] for m in turn_ids(turn)] == ["add", "sub", "mul"]  # no ÷ for 3 by 2
    assert turn.labels() == ["3 + 2 = 5", "3 − 2 = 1", "3 × 2 = 6"]
    assert "No division: 3 ÷ 2 leaves a remainder." in turn.text()
    # the start (its order, the first stakes and throw) is told once: the latest moves do
    # not repeat what the turn tells
    assert turn.text().count("**The game begins!**") == 1
    assert turn.text().count("Throw 1 for ") == 1
    stale = button(turn, "sub")
    old = await make(env, "add")
    turn = await turn_message(env, 1)
    assert turn.id == old.id  # the same player's next throw: the message edited in place
    text = turn.text()
    assert "**3 + 2 = 5**" in text and "throw 3 is a **4**" in text
    assert [m[3] for m in turn_ids(turn)] == ["sub", "mul"]  # 5 ÷ 4: no
    table_id = env.table().id
    shown_now = [dict(c) for c in turn.all_components()]

    async def refused(name: str, msg: MessageRecord, cid: str, as_shown: bool = False) -> str:
        before = env.table().rev
        user = env.user(name)
        r = await (user.press_as_shown(msg, cid) if as_shown else user.click(msg, cid))
        text = await private_text(r)
        assert env.table().rev == before and env.table().version == 1
        return text

    # the button of an old throw: the message was redrawn since, a client may still show
    # its earlier drawing
    assert await refused(mover, turn, stale, as_shown=True) == t("stale", "en")
    # the others may not answer the mover's throws; a bystander is not playing
    assert await refused(other, turn, button(turn, "sub")) == \
        t("not-your-turn", "en", name=mover)
    assert await refused("Dave", turn, button(turn, "mul")) == t("not-playing", "en")
    comps = [c for c in env.double.registry.messages[turn.id].all_components()
             if c.get("type") == 2]

    async def forged(cid: str) -> str:
        saved = comps[0]["custom_id"]
        comps[0]["custom_id"] = cid
        try:
            return await refused(mover, turn, cid)
        finally:
            comps[0]["custom_id"] = saved

    # an operation already used, a division that leaves a remainder: choices the request
    # does not hold now, answered as the shared presses answer any such (a forged id)
    assert await forged(f"tb:c:{table_id}:1:op:add") == t("vb-dc-garbled", "en")
    assert await forged(f"tb:c:{table_id}:1:op:div") == t("vb-dc-garbled", "en")
    # ids no message of ours carries (a turn button of Va banque's own ids of before the
    # shared choices among them), and an older version's
    assert await forged(f"tb:c:{table_id}:1:op:pow") == t("vb-dc-garbled", "en")
    assert await forged(f"tb:c:{table_id}:1:keep:sub") == t("vb-dc-garbled", "en")
    assert await forged(f"vb:t:{table_id}:1:sub") == t("vb-dc-garbled", "en")
    assert await forged("tb:c:999:1:op:sub") == t("lobby-closed", "en")
    assert "don't recognise" in await forged(f"larry:t:{table_id}:1:doubt")
    assert await forged(f"tb:c:{table_id}:0:op:sub") == t("stale", "en")
    assert [dict(c) for c in env.double.registry.messages[turn.id].all_components()] == \
        shown_now
    # pressed twice at once (a double click): one operation is named, the other press is
    # answered privately
    user = env.user(mover)
    presses = await asyncio.gather(user.click(turn, button(turn, "mul")),
                                   user.click(turn, button(turn, "sub")))
    await env.double.wait_for(lambda: env.table().version == 2)
    answers = [await answer_of(r) for r in presses]
    assert sorted(answers) == ["", t("stale", "en")], answers
    seat = env.seat(mover)
    assert env.table().moves[0] == f"{seat}: add" and len(env.table().moves) == 2


async def answer_of(r: InteractionResult) -> str:
    """A press's private answer ("" for one that went through quietly)."""
    if r.kind != "deferred_update":
        return await private_text(r)
    try:
        said = await r.wait_followup(timeout=2.0)
    except TimeoutError:
        return ""
    private = [m.content for m in said if m.ephemeral]
    return private[-1] if private else ""


async def test_three_players_and_a_stake_forfeited_to_the_banker(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """The forfeit variant at a table of three, played to the end: Alice banks first; the
    player on her left never divides and the fifth throw's division leaves a remainder.
    The player who ends one round goes on with the next without a second ping (`make`)."""
    env = bot_env
    fixed_dice(monkeypatch, [3, 5, 6, 1, 5], start="Alice")
    await open_vb(env, ["Alice", "Bob", "Carol"], forfeit=True, stake=2)
    first = env.to_move()
    for op in ("add", "mul", "sub"):  # 3 + 5 = 8 × 6 = 48 − 1 = 47, then 47 ÷ 5
        await make(env, op)
    said = await state_with(env, "forfeits 2 chips to the banker")
    assert "Throw 5 takes the division left: 47 ÷ 5 = 9 (the remainder is dropped)." in said
    assert f"{first}'s division leaves a remainder: {first} forfeits 2 chips to the banker " \
        "Alice." in said
    assert vb(env).public_view().chips[env.seat("Alice")] == 10
    await play_until(env, random.Random(5))
    assert vb(env).over and sum(vb(env).chips) == 24
    result, after = await round_result(env, 1)
    assert result.startswith(f"**Round 1 totals:** {first} 9 (forfeited) · "), result
    assert "wins the pot of 2 with" in after or after.startswith("Every opponent forfeited")
    for number in (2, 3):
        await round_result(env, number)


@pytest.mark.parametrize("bot_env", [1.0], indirect=True)
async def test_a_restart_mid_round_keeps_the_state_and_the_buttons(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Alice banks for the two others: the first one's calculation is finished before the
    restart, the second's is half done; after it the buttons still work and the round's
    result names the total told before the restart."""
    env = bot_env
    fixed_dice(monkeypatch, [3, 5, 6, 1, 4, 2, 2, 3, 6, 5], start="Alice")
    await open_vb(env, ["Alice", "Bob", "Carol"])
    first = env.to_move()
    for op in ("add", "mul", "div"):  # 3 + 5 = 8 × 6 = 48 ÷ 1 = 48 − 4 = 44
        await make(env, op)
    second = env.to_move()
    assert {first, second} == {"Bob", "Carol"}
    await make(env, "add")  # 2 + 2 = 4
    turn = await turn_message(env, 4)
    assert "· best so far: **44**" in turn.text()  # what the first one reached
    await env.double.wait_for(lambda: env.table().announced >= env.table().rev)
    table_text = (await table_message(env, "Va banque · table")).text()
    assert "**44**" in table_text and "Best final total so far: **44**" in table_text
    await env.restart()
    # the same message, the only live turn message; the state as it was
    assert live_turn_messages(env) == [turn]
    game = vb(env)
    assert env.table().version == 4 and game.total == 4 and game.throws == [2, 2, 3]
    assert game.public_view().results[env.seat(first)].total == 44  # type: ignore[union-attr]
    turn = env.double.registry.messages[turn.id]
    await make(env, "mul")  # 4 × 3 = 12, then throw 4: a 6
    await make(env, "sub")  # 12 − 6 = 6, and throw 5 divides by 5: 6 ÷ 5 = 1
    said = await state_with(env, "**Round 1 totals:** ")
    assert f"**Round 1 totals:** {first} 44 · {second} 1" in said
    assert f"{first} wins the pot of 2 with 44." in said


async def test_commands_options_and_a_players_own_state(bot_env: BotEnv) -> None:
    env = bot_env
    synced = {c["name"]: c for c in env.double.registry.commands_for(None)}
    subs = {o["name"]: o for o in synced["vabanque"]["options"]}
    assert set(subs) == {"new", "hand", "table", "leave", "end", "rules", "leaderboard",
                         "stats", "history", "settings", "replay"}
    new = {o["name"]: o for o in subs["new"]["options"]}
    assert (new["chips"]["min_value"], new["chips"]["max_value"]) == (1, 1000)
    assert (new["stake"]["min_value"], new["stake"]["max_value"]) == (1, 100)
    assert new["stake"]["name_localizations"]["de"] == "einsatz"
    assert new["stake"]["name_localizations"]["fr"] == "mise"
    assert await private_text(await env.user("Alice").slash("vabanque hand")) == \
        t("vb-no-table-here", "en")
    assert await private_text(await env.user("Alice").slash("vabanque rules")) == \
        t("vb-rules", "en")
    assert await private_text(await env.user("Alice").slash("vabanque replay", game=99)) == \
        t("vb-dc-replay-unknown", "en", table=99)
    # the server's defaults (Manage Server), then a table from them and its own options
    env.user("Alice").record.permissions |= 1 << 5
    said = await private_text(await env.user("Alice").slash("vabanque settings", cycles=2,
                                                            stake=3))
    assert "stake: **3**" in said and "the bank goes round: **2×**" in said
    await open_vb(env, ["Alice", "Bob", "Carol"], chips=5, stake=2, forfeit=True)
    lobby = await table_message(env, "Va banque · table")
    assert "5 chips each · stake 2" in lobby.text() and "forfeits" in lobby.text()
    assert "the bank goes round 2 times" in lobby.text()
    assert vb(env).rounds == 6
    pub = vb(env).public_view()
    mover = env.to_move()
    banker = env.name(pub.banker)
    own = await private_text(await env.user(mover).slash("vabanque hand"))
    assert own.startswith("**Your chips: 3**") and "Your calculation: " in own
    mine = await private_text(await env.user(banker).slash("vabanque hand"))
    assert "You hold the bank" in mine
    assert await private_text(await env.user("Dave").slash("vabanque hand")) == \
        t("not-playing", "en")
    assert all(env.user(n).dms() == [] for n in ("Alice", "Bob", "Carol"))  # nothing by DM
    table_id = env.table().id
    assert await private_text(await env.user("Bob").slash("vabanque replay", game=table_id)) \
        == t("vb-dc-replay-running", "en", table=table_id)


@pytest.mark.parametrize("bot_env", [0.01], indirect=True)
async def test_turn_timers_play_for_a_player_who_does_not_act(bot_env: BotEnv) -> None:
    """30 s a move, scaled to 0.3 s: the shared timers choose the operation for the seat."""
    env = bot_env
    await open_vb(env, ["Alice", "Bob"], turn_seconds=30)
    await env.double.wait_for(lambda: env.table().version >= 2, timeout=10)
    said = await state_with(env, "ran out of time", timeout=10)
    assert any(f"{name} ran out of time" in said for name in ("Alice", "Bob")), said


async def test_a_stake_above_every_players_chips_is_refused_at_the_start(
        bot_env: BotEnv) -> None:
    """With 1 chip each and a stake of 5 nobody can ever stake: the game would be over before
    its first move. The host's Start is refused with a reason and the lobby stays open."""
    env = bot_env
    r = await env.user("Alice").slash("vabanque new", chips=1, stake=5)
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("vb:l:") for c in m.all_components()))
    await (await env.user("Bob").click(lobby, t("btn-join", env.lang))).wait_followup()
    refused = await env.user("Alice").click(lobby, t("btn-start", env.lang))
    text = await private_text(refused)
    assert "over before its first move" in text and "stake higher than the chips" in text
    assert env.table().status == "lobby"
