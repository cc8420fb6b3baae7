"""Look and pass is one decision (issue 39 point 6): the receiver who looks is pinged once,
by the turn message that asked them to answer, not again by the one that asks them to pass
the card on; the next receiver is pinged as usual."""

from __future__ import annotations

from tests.bot_fixtures import BotEnv, bot_env
from tests.test_bot_kakerlake import click_form, form_button, kp, make, open_kp, turn_button
from tests.test_bot_kakerlake import turn_message as kp_turn

__all__ = ["bot_env"]


async def test_look_and_pass_pings_the_receiver_once(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kp(env, ["Alice", "Bob", "Carol"])
    offerer = kp(env).to_move
    assert offerer is not None
    offer = next(m for m in kp(env).legal_moves(offerer) if m.verb == "offer")
    await make(env, offer)  # checks that its turn message pinged the offerer
    receiver = env.name(offer.target)
    asked = await kp_turn(env, 1)
    assert asked.pinged == [env.user(receiver).id]  # the decision: answer, or look and pass
    r = await env.user(receiver).click(asked, turn_button(asked, "look"))
    form = (await r.wait_followup())[-1]
    passing = await kp_turn(env, 2)
    assert env.mention(receiver) in passing.content  # still named as the one to act
    assert passing.pinged == [], passing.content  # but not notified a second time
    target = next(s for s in range(3) if s not in (offerer, offer.target))
    await click_form(env, receiver, form, form_button(form, "to", target))
    await click_form(env, receiver, form, form_button(form, "claim", "rat"))
    answer = await kp_turn(env, 3)
    assert answer.pinged == [env.user(env.name(target)).id]  # a new decision, a new ping
