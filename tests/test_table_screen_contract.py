"""The one table screen's contract (issue 50), the same for every game whose decisions are all
on its table message, the test-only high card game included: two humans play a whole game
through the double pressing what the table offers, as people would, and every drawing
keeps the rules of the shared front end.

- the table is one Components V2 message: one container in the game's accent colour, its
  title, a turn line, "⏳ Turn ends <t:…:R>" while a human with a timer is to act, and that
  human's controls only;
- it is posted anew with a ping for exactly the human whose turn begins, edited in place
  while the same player acts; the game creates at most its turn passes + 2 public messages
  (the lobby, the results) and every press gets exactly one answer;
- a press from an out-of-date drawing, a forged id and another seat's press are each
  answered once, privately, and change nothing;
- at the end the table keeps its last state without controls, the results below it.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator

import pytest

from discord_double import MessageRecord
from discord_double.scripted import ScriptedPlayer, offered
from larry_core.games import registry
from tests.bot_fixtures import BotEnv, bot_env
from tests.highcard import HIGHCARD
from tests.test_highcard_discord import GAME as HIGHCARD_GAME
from tests.test_highcard_discord import highcard_texts

__all__ = ["bot_env"]

GAMES = {"kniffel": "kn", "wuerfelpoker": "wp", "vabanque": "vb", HIGHCARD_GAME: "hc"}
SHARED = "tb:c:"  # the shared choices' ids (`cogs.tables.choosing`): tb:c:<table>:<version>:


async def turn_ids(env: BotEnv, prefix: str, tid: int) -> str:
    """What the ids of table `tid`'s turn controls begin with: the shared choices' ids
    where the game's front end gives choice groups, else its own ``<prefix>:t:``, as the
    first table message shows them."""
    ways = (f"{SHARED}{tid}:", f"{prefix}:t:{tid}:")
    return str(await env.double.wait_for(lambda: next(
        (w for w in ways for m in env.channel.messages() if offered(m, w)), None)))


@pytest.fixture(params=list(GAMES))
async def game_env(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch,
                   bot_env: BotEnv) -> AsyncIterator[tuple[BotEnv, str]]:
    """The test bot and one game's name; high card registered and loaded for the test."""
    game = str(request.param)
    if game != HIGHCARD_GAME:
        yield bot_env, game
        return
    monkeypatch.setitem(registry.GAMES, HIGHCARD_GAME, HIGHCARD)
    with highcard_texts():
        assert bot_env.bot is not None
        await bot_env.bot.load_extension("tests.highcard.cog")
        await bot_env.bot.tree.sync()
        yield bot_env, game
        await bot_env.stop_bot()


def table_messages(env: BotEnv, turn: str) -> list[MessageRecord]:
    """The channel's messages offering turn controls under `turn`, newest last."""
    return [m for m in env.channel.messages() if offered(m, turn)]


async def answered_once(env: BotEnv, who: str, msg: MessageRecord, custom_id: str) -> None:
    """A press from `who`'s drawing of `msg`: one private answer, the table unchanged."""
    table = env.table()
    rev, version = table.rev, table.version
    r = await env.user(who).press_as_shown(msg, custom_id)
    assert r.responded and r.ephemeral, (custom_id, who, r)
    await asyncio.sleep(0.05)  # a second answer, had there been one, would be in by now
    assert len([c for c in r.record.callbacks if c.kind == "callback"]) == 1
    assert (env.table().rev, env.table().version) == (rev, version), custom_id


async def test_a_whole_game_keeps_the_table_screens_rules(
        game_env: tuple[BotEnv, str]) -> None:
    env, game = game_env
    prefix = GAMES[game]
    lobby = await env.user("Alice").slash(f"{game} new")
    assert lobby.responded
    first = await env.channel.wait_for_message(
        lambda m: bool(offered(m, f"{prefix}:l:")))
    await (await env.user("Bob").click(first, "Join")).wait_followup()
    await (await env.user("Alice").click(first, "Start")).wait_followup()
    await env.double.wait_for(lambda: env.table().status == "playing")
    table = env.table()
    kind, tid = table.options.kind, table.id
    tables = env.bot.get_cog("Tables") if env.bot is not None else None
    accent = tables.publisher.presenter(table).accent  # type: ignore[attr-defined]
    turn = await turn_ids(env, prefix, tid)  # the turn controls' ids: <turn><version>:...
    player = ScriptedPlayer(random.Random(50),
                            toggles=lambda cid: ":die:" in cid or ":keep:" in cid)
    last, passes, presses, checked = None, 0, 0, set()
    while table.open and not kind.over(table.game):
        seat, version = kind.turn(table.game), table.version
        name = table.name(seat)

        def live(v: int = version) -> MessageRecord | None:
            found = [m for m in table_messages(env, turn) if offered(m, f"{turn}{v}:")]
            return found[-1] if found else None
        msg: MessageRecord = await env.double.wait_for(live)
        # one live table message, V2, in the game's colour, with its turn and deadline
        assert table_messages(env, turn) == [msg]
        assert msg.v2 and msg.content == "" and msg.embeds == []
        [box] = msg.components
        assert box["type"] == 17 and box["accent_color"] == accent
        assert msg.title() and "⏳" in msg.text() and "<t:" in msg.text()
        user = env.user(name)
        assert msg.pinged == [user.id], (msg.text(), msg.pinged)  # posted for this human
        passes += seat != last
        last = seat
        if version not in checked and version % 5 == 1:  # now and then, the refusals
            checked.add(version)
            other = "Bob" if name == "Alice" else "Alice"
            await answered_once(env, other, msg, offered(msg, turn)[0]["custom_id"])
            await answered_once(env, name, msg, f"{turn}{version + 3}:roll")
            await answered_once(env, name, msg, f"{turn}{version}:" + "x" * 30)
        tapped = 0
        while table.version == version:
            pressed = await player.press(user, msg, turn, tapped)
            presses += 1
            assert pressed.result.responded, pressed
            assert pressed.result.kind in ("update", "deferred_update"), pressed.result
            if pressed.toggle:
                tapped += 1
                continue
            await env.double.wait_for(lambda v=version: table.version > v)  # type: ignore[misc]
        # an out-of-date drawing of the last decision's message (still there: the same
        # player goes on, or an AI): refused, nothing changes
        if version in checked and not env.double.registry.messages[msg.id].deleted:
            await answered_once(env, name, msg, str(pressed.control["custom_id"]))
    await env.double.wait_for(lambda: table.announced >= table.rev, timeout=10)
    results = int(table.outbox["results"])
    created = [m for m in env.posted() if m.id <= results]  # (Kniffel's coach follows)
    assert len(created) <= passes + 2, (len(created), passes)
    final = [m for m in created if not m.deleted]
    assert final[-1].id == results and final[-1].content and not final[-1].v2
    assert final[-2].v2 and offered(final[-2], turn) == []  # the last state
    assert presses >= passes
