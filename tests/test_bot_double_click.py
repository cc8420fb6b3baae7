"""Two clicks at once on a form's last step (issue 39 point 3): the first plays the move, the
second is only acknowledged; it is neither refused by the version check nor does it edit the
form the first one deleted (which would read "nothing was played" for a played move)."""

from __future__ import annotations

import asyncio

import pytest

from discord_double import InteractionResult, MessageRecord
from tests.bot_fixtures import BotEnv, bot_env, fix_deal, form_button
from tests.test_bot_kakerlake import choose_on, open_kp, own_screen, turn_button, turn_message

__all__ = ["bot_env"]


def redrawn(form: MessageRecord, table: int, version: int) -> bool:
    """A seat's own screen after its move: it no longer offers that version's choices."""
    return not any(str(c.get("custom_id", "")).startswith(f"tb:c:{table}:{version}:")
                   for c in form.all_components())


async def twice(env: BotEnv, name: str, form: MessageRecord, cid: str, *, own: bool = False
                ) -> list[InteractionResult]:
    """`own`: the form is the seat's own screen (Kakerlakenpoker): redrawn, not deleted."""
    version = env.table().version
    user = env.user(name)
    clicks = await asyncio.gather(user.click(form, cid), user.click(form, cid))
    await env.double.wait_for(lambda: env.table().version > version and (
        redrawn(form, env.table().id, version) if own else form.deleted), 5)
    await asyncio.sleep(0.5)  # whatever the second click would still do
    assert env.table().version == version + 1  # one move
    return list(clicks)


def clean(env: BotEnv, clicks: list[InteractionResult], form: MessageRecord, *,
          own: bool = False) -> None:
    for r in clicks:
        assert r.responded, r
        failed = [c for c in r.record.callbacks if c.status >= 400]
        assert failed == [], failed  # e.g. a 404 for an edit of the deleted form
        assert r.record.failures == [], r.record.failures
    assert own or form.deleted


async def test_two_clicks_on_a_larry_claim_play_it_once(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["4", "4", "1"]}, start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    form = (await env.user("Alice").click(turn, "Play")).message
    assert form is not None
    shown = form.edits
    await env.user("Alice").click(form, form_button(form, "card", "3"))
    await env.double.wait_for(lambda: form.edits > shown)
    clicks = await twice(env, "Alice", form, form_button(form, "claim", "3", 3))
    clean(env, clicks, form)


async def test_two_clicks_on_a_kakerlakenpoker_claim_play_it_once(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kp(env, ["Alice", "Bob"])
    name = env.to_move()
    other = "Bob" if name == "Alice" else "Alice"
    turn = await turn_message(env, 0)
    screen = await own_screen(env, name, turn)  # Your move: the offer on their own screen
    card = env.hand(name)[0]
    await choose_on(env, name, screen, "card", card)
    await choose_on(env, name, screen, "to", env.seat(other))
    version = env.table().version
    clicks = await twice(env, name, screen, turn_button(screen, "claim:rat"), own=True)
    clean(env, clicks, screen, own=True)
    # the screen shows the state after the move
    assert redrawn(screen, env.table().id, version) and not screen.deleted
