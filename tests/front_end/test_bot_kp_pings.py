"""Look and pass is one decision (issue 39 point 6): when the decision passes to the receiver,
the table message is posted anew at the bottom pinging them once; their look edits it in place
(it still names them, no new message, no new ping) to ask them to pass the card on; when the
card is passed on, the decision passes to the next receiver, who gets the table message posted
anew with a ping of their own."""

from __future__ import annotations

from tests.bot_fixtures import BotEnv, bot_env
from tests.front_end.test_bot_kakerlake import choose_on, kp, make, open_kp, submit_on, turn_button
from tests.front_end.test_bot_kakerlake import turn_message as kp_turn

__all__ = ["bot_env"]


async def test_look_and_pass_pings_the_receiver_once(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kp(env, ["Alice", "Bob", "Carol"])
    offerer = kp(env).to_move
    assert offerer is not None
    offer = next(m for m in kp(env).legal_moves(offerer) if m.verb == "offer")
    started = await make(env, offer)  # checks that its table message pinged the offerer
    receiver = env.name(offer.target)
    rid = env.user(receiver).id
    asked = await kp_turn(env, 1)
    # the decision (answer, or look and pass) passed to the receiver: the table message is
    # posted anew below, pinging them, and the offerer's is gone
    assert asked.id > started.id and env.double.registry.messages[started.id].deleted
    assert asked.pinged == [rid]
    assert env.mention(receiver) in asked.text()
    edits = asked.edits
    r = await env.user(receiver).click(asked, turn_button(asked, "look"))
    screen = (await r.wait_followup())[-1]  # their own screen: the card, and the pass
    passing = await kp_turn(env, 2)
    # the look continues their decision: the same message, edited in place
    assert passing.id == asked.id and passing.edits > edits
    assert not env.double.registry.messages[asked.id].deleted
    assert env.mention(receiver) in passing.text()  # still named as the one to act
    assert passing.pinged == [rid], passing.text()  # as when it was posted for them
    # but not notified a second time: no other message pinged them
    assert [m.id for m in env.posted() if rid in m.pinged] == [asked.id]
    target = next(s for s in range(3) if s not in (offerer, offer.target))
    tid = env.user(env.name(target)).id
    await choose_on(env, receiver, screen, "to", target)
    await submit_on(env, receiver, screen, "claim", "rat", 2)
    answer = await kp_turn(env, 3)
    # a new decision for another human: posted anew with a ping for them only
    assert answer.id > asked.id and env.double.registry.messages[asked.id].deleted
    assert answer.pinged == [tid]
    assert env.mention(env.name(target)) in answer.text()
    assert [m.id for m in env.posted() if tid in m.pinged] == [answer.id]
    assert [m.id for m in env.posted() if rid in m.pinged] == [asked.id]
