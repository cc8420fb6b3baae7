"""A table friends enjoy, measured as they would see it: a whole 3-round game of five
players through the Discord double, counting what is left in the channel, the clicks per
move, who gets pinged, and the private clutter."""

from __future__ import annotations

import re

from discord_double import MessageRecord
from tests.bot_fixtures import TURN_ID, BotEnv, bot_env, take_turn

__all__ = ["bot_env"]

FRIENDS = ("Alice", "Bob", "Carol", "Dave", "Eve")
# the turn's last line, asking the player to act by mention (the deadline's line follows)
PROMPT = re.compile(r"<@(\d+)>(?:, your move\.|: \*\*Doubt\*\* or \*\*Accept\*\* .*)")


async def test_five_friends_play_three_rounds_in_a_readable_channel(bot_env: BotEnv) -> None:
    env = bot_env
    env.double.add_member("Eve")
    ids = {name: env.user(name).id for name in FRIENDS}
    await env.start_game(FRIENDS, rounds=3)
    clicks: list[int] = []  # interactions the mover sent for each ordinary (place) move
    extra: list[tuple[str, list[str]]] = []  # the moves that took more, for the message
    for _ in range(2000):
        if env.game().over:
            break
        mover, version = env.to_move(), env.table().version
        sent = len([r for r in env.double.interactions if r.user.id == ids[mover]])
        await take_turn(env)
        await env.double.wait_for(lambda v=version: env.table().version > v, 5)
        if env.table().moves[version].split(": ", 1)[1].startswith("place"):
            used = [r for r in env.double.interactions if r.user.id == ids[mover]][sent:]
            clicks.append(len(used))
            if len(used) > 3:
                extra.append((env.table().moves[version],
                              [str(r.payload.get("data", {}).get("custom_id")) for r in used]))
    assert env.game().over and env.game().round == 3
    await env.channel.wait_for_message(lambda m: "Game over" in m.content, 10)

    # 1. the channel stays readable: a handful of messages left for the whole game
    left = env.channel.messages()
    assert len(left) <= 10, [m.text()[:60] for m in left]
    assert not any(c.get("type") == 2 and not c.get("disabled")
                   for m in left for c in m.all_components()
                   if TURN_ID.match(c.get("custom_id", "")))

    # 2. every table message posted for a turn pings exactly the player it asks to act,
    # nobody else (each is one live V2 message, posted anew when the turn passes)
    def asked_line(msg: MessageRecord) -> str:
        """The line asking a player to act that the message had when it was posted (when
        its mention notified; it is later edited, at last into the final state): its first
        state's turn, below the table's small print ("-# …"), before the deadline line."""
        posted = msg.seen[0] if msg.seen else msg.text()
        turn = posted.rsplit("\n-# ", 1)[-1].splitlines()[1:]
        return next((line for line in reversed(turn) if PROMPT.fullmatch(line)), "")

    turns = [m for m in env.posted() if PROMPT.fullmatch(asked_line(m))]
    assert len(turns) > 30
    assert all(m.v2 and m.content == "" for m in turns)
    for msg in turns:
        asked = PROMPT.fullmatch(asked_line(msg))
        assert asked is not None
        assert int(asked[1]) in ids.values()
        assert msg.pinged == [int(asked[1])], msg.seen[0]
    others = [m for m in env.posted() if m not in turns and m.pinged]
    assert not others, [m.text() for m in others]

    # 3. an ordinary move takes three interactions: Play, the card, the claim
    assert clicks and max(clicks) <= 3, (clicks, extra)

    # 4. no private clutter: no "Done" answer, no finished form left behind
    private = [m for m in env.double.registry.messages.values()
               if m.ephemeral and not m.deleted]
    assert not any(m.content.startswith("Done") for m in private)
    assert not any(c.get("custom_id", "").startswith("larry-form")
                   for m in private for c in m.all_components())

    # the hand DM is one message per player, edited as the hand changed
    assert all(len(env.user(name).dms()) == 1 for name in FRIENDS)
