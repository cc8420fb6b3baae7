"""Every component interaction gets exactly one answer within Discord's 3 seconds (issue 49,
item 7), at every game's table: lobby buttons pressed after the start, another game's ids,
ids of an older format, malformed ids and picks, ids the message no longer carries (a client
that has not drawn an edit yet), and a non-player pressing every live button. None of them
changes the table.

Each press is sent as a client would send it from its own drawing of the message
(`press_as_shown`): Discord hands the bot the message as it is now, so discord.py drops any
id the message does not carry; the bot must answer those itself."""

from __future__ import annotations

import asyncio

import pytest

from discord_double import MessageRecord
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env

__all__ = ["bot_env"]

# game: (command group, custom_id prefix, a turn action of another shape than its own)
GAMES = {
    "larry": ("larry", "larry"),
    "kakerlake": ("kakerlake", "kp"),
    "kniffel": ("kniffel", "kn"),
    "wuerfelpoker": ("wuerfelpoker", "wp"),
    "vabanque": ("vabanque", "vb"),
    "ligretto": ("ligretto", "lg"),
}
LOBBY_ACTIONS = ("join", "leave", "start", "ai", "cancel")


def live_ids(msg: MessageRecord) -> list[str]:
    return [str(c["custom_id"]) for c in msg.all_components()
            if c.get("type") == 2 and c.get("custom_id") and not c.get("disabled")]


async def open_and_start(env: BotEnv, group: str, prefix: str) -> MessageRecord:
    r = await env.user("Alice").slash(f"{group} new")
    assert r.responded, r
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith(f"{prefix}:l:")
                      for c in m.all_components()))
    await (await env.user("Bob").click(lobby, t("btn-join", "en"))).wait_followup()
    await (await env.user("Alice").click(lobby, t("btn-start", "en"))).wait_followup()
    await env.double.wait_for(lambda: env.table().status == "playing")
    # the start shown: the lobby became the table, or gave way to it (a human begins)
    await env.double.wait_for(lambda: env.table().announced >= env.table().rev)
    return lobby


async def newest_with_buttons(env: BotEnv) -> MessageRecord:
    found: MessageRecord = await env.double.wait_for(
        lambda: next((m for m in reversed(env.channel.messages()) if live_ids(m)), None))
    return found


async def answered_once(env: BotEnv, who: str, msg: MessageRecord, custom_id: str,
                        component_type: int = 2, values: list[str] | None = None) -> None:
    r = await env.user(who).press_as_shown(msg, custom_id, component_type=component_type,
                                           values=values)
    assert r.responded, f"{custom_id!r} by {who}: no answer"
    await asyncio.sleep(0.05)  # a second answer, had there been one, would be in by now
    first = [c for c in r.record.callbacks if c.kind == "callback"]
    assert len(first) == 1 and first[0].status < 300, (custom_id, r.record.callbacks)
    assert r.failures == [], (custom_id, r.failures)


@pytest.mark.parametrize("game", list(GAMES))
async def test_every_unclaimed_stale_and_malformed_press_is_answered_once(
        bot_env: BotEnv, game: str) -> None:
    env = bot_env
    group, prefix = GAMES[game]
    lobby = await open_and_start(env, group, prefix)
    table = env.table()
    tid, version, rev = table.id, table.version, table.rev
    other = "kp" if prefix == "larry" else "larry"
    shown = lobby if not env.double.registry.messages[lobby.id].deleted \
        else await newest_with_buttons(env)
    turn = await newest_with_buttons(env)
    presses = [
        # the lobby's buttons, pressed after the start from a client that still shows them
        *((who, shown, f"{prefix}:l:{tid}:{action}") for action in LOBBY_ACTIONS
          for who in ("Alice", "Bob", "Dave")),
        # another game's button, older formats, a table that does not exist
        ("Alice", turn, f"{other}:t:{tid}:{version}:doubt"),
        ("Alice", turn, f"{prefix}:t:{tid}:0:true"),
        ("Alice", turn, f"{prefix}:t:{tid}:{version}:keep:10000"),
        ("Alice", turn, f"{prefix}:l:{tid + 5}:join"),
        ("Alice", turn, f"{prefix}:t:{tid + 5}:{version}:roll"),
        # malformed ids
        ("Alice", turn, f"{prefix}:t:abc"),
        ("Alice", turn, f"{prefix}:"),
        ("Alice", turn, "zzz:1:2"),
        ("Bob", turn, f"{prefix}:t:{tid}:{version}:" + "x" * 80),
        ("Bob", turn, f"{prefix}-form:{'0' * 32}:card:abc"),
        # a stale version of this table's turn
        ("Alice", turn, f"{prefix}:t:{tid}:{version + 7}:roll"),
        # a non-player presses every live button of the table
        *(("Dave", turn, cid) for cid in live_ids(turn)),
    ]
    for who, msg, cid in presses:
        await answered_once(env, who, msg, cid)
    # picks in menus no message carries, with malformed values
    for values in (["nonsense"], ["'; drop"], []):
        await answered_once(env, "Alice", turn, f"{prefix}:t:{tid}:{version}:pick", 3, values)
    assert env.table().rev == rev and env.table().version == version
    assert env.table().status == "playing"


async def test_a_press_nobody_claims_names_its_game(bot_env: BotEnv) -> None:
    """An id of no game: the answer of the bot itself; a damaged id of a game: that game's."""
    env = bot_env
    await open_and_start(env, "kniffel", "kn")
    turn = await newest_with_buttons(env)
    r = await env.user("Dave").press_as_shown(turn, "zzz:1:2")
    assert r.message is not None and r.ephemeral
    assert r.message.content == t("kn-dc-garbled", "en")  # this channel's table's game
    r = await env.user("Dave").press_as_shown(turn, "vb:t:abc")
    assert r.message is not None and r.message.content == t("vb-dc-garbled", "en")


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_start_answer_says_what_is_true_of_the_game(
        bot_env: BotEnv, game: str, lang: str) -> None:
    """Issue 49, item 2: only the card games have hands; Ligretto's dice are in the cup."""
    env = bot_env
    group, prefix = GAMES[game]
    r = await env.user("Alice").slash(f"{group} new", language=lang)
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith(f"{prefix}:l:")
                      for c in m.all_components()))
    await (await env.user("Bob").click(lobby, t("btn-join", lang))).wait_followup()
    said = (await (await env.user("Alice").click(lobby, t("btn-start", lang)))
            .wait_followup())[-1].content
    hand = t("btn-hand", "en")
    if game in ("larry", "kakerlake"):
        assert said == t("started", "en") and hand in said
    else:
        assert hand not in said and said == t(f"{prefix}-dc-start-ack", "en")
    if game == "ligretto":
        assert t("lg-btn-cup", "en") in said
