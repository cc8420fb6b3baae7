"""Hand DMs: one per player and game, sent only to whoever holds the seat when it goes out."""

from __future__ import annotations

from tests.bot_fixtures import BotEnv, bot_env, private_text

__all__ = ["bot_env"]

CHANNEL_POST = "POST /channels/{channel_id}/messages"  # DMs use it (public posts go by webhook)


async def test_a_queued_hand_dm_never_reaches_a_player_who_left_the_seat(
        bot_env: BotEnv) -> None:
    """A DM waits out 429s; meanwhile its player leaves and an AI takes the seat: the DM is
    dropped at send time instead of showing the AI's (the seat's current) hand."""
    env = bot_env
    limit = env.double.rate_limit(CHANNEL_POST, times=12, retry_after=0.1)
    await env.start_game(["Alice", "Bob"])
    left = await private_text(await env.user("Bob").slash("larry leave"))
    assert "an AI plays your seat" in left
    await env.double.wait_for(lambda: limit.hits >= 12, 20)
    await env.user("Alice").wait_for_dm(timeout=10)
    assert env.user("Bob").dms() == []
    assert len(env.user("Alice").dms()) == 1
    assert env.table().is_ai(env.seat("Bob"))
