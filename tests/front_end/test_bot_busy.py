"""A press that reaches the bot too late to be worked on in time (issue 54 point 1): the
process was behind (a burst of tables, a collector pause), so the press is answered at once,
privately, that the table is busy, and changes nothing; the same press made again in time
is played as usual. Discord never shows "This interaction failed" for it."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import discord
import pytest

from discord_double import InteractionResult
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, fix_deal, private_text
from tests.front_end.test_bot_double_click import handling
from tests.front_end.test_bot_kakerlake import turn_button

__all__ = ["bot_env"]


async def press_made_ago(env: BotEnv, name: str, message_id: int, custom_id: str,
                         seconds: float) -> InteractionResult:
    """`name` presses `custom_id` on the message, as Discord would deliver a press it
    created `seconds` ago (the interaction's snowflake carries its creation time)."""
    reg = env.double.registry
    msg = reg.messages[message_id]
    channel = reg.any_channel(msg.channel_id)
    assert channel is not None
    rec = reg.new_interaction(3, env.user(name).record, channel,
                              {"custom_id": custom_id, "component_type": 2}, msg)
    old = rec.id
    rec.id = discord.utils.time_snowflake(discord.utils.utcnow() - timedelta(seconds=seconds))
    rec.payload["id"] = str(rec.id)
    reg.interactions[rec.id] = reg.interactions.pop(old)
    await env.double.dispatch_interaction(rec)
    await asyncio.wait_for(rec.answered.wait(), 5)
    return InteractionResult(env.double, rec)


async def test_a_press_the_bot_reaches_late_is_answered_busy_and_changes_nothing(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["4", "4", "1"]}, start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    table = env.table()
    version, rev = table.version, table.rev
    hand = turn_button(turn, "hand")  # Your move
    late = await press_made_ago(env, "Alice", turn.id, hand, 2.0)
    assert late.responded and len(late.record.callbacks) == 1, late.record.callbacks
    assert late.ephemeral
    assert await private_text(late) == t("table-busy", "en")
    assert late.record.failures == [], late.record.failures
    await env.double.wait_for(lambda: not handling(hand) or None, 5)  # the handler is done
    assert (env.table().version, env.table().rev) == (version, rev)
    again = await env.user("Alice").click(turn, hand)  # pressed again: her own screen
    assert again.ephemeral and again.message is not None and again.message.v2
    assert await private_text(again) != t("table-busy", "en")
