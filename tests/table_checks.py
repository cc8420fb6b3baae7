"""What the dice games' bot tests check alike of the one live table message (issue 50):
finding it across its delete and repost, the states the channel showed, to whom the turn
passed, and the public messages a whole game created (at most the turn passes + 2, each
table message pinging exactly the human whose turn began)."""

# ruff: noqa: ASYNC109  (timeout= parameters, like the double's driver)

from __future__ import annotations

from collections import Counter

from discord_double import MessageRecord
from larry_core.games.grammar import split_seat
from larry_core.text import t
from tests.bot_fixtures import BotEnv


def is_offer(message: MessageRecord) -> bool:
    """Whether `message` is the offer of another game that follows a finished game's results
    (`cogs.tables.again`), in any language, its buttons live or retired."""
    offers = [t("again-offer", loc) for loc in ("en", "de", "fr")]
    return any(offer in state for state in message.seen for offer in offers)


def game_messages(messages: list[MessageRecord]) -> list[MessageRecord]:
    """The messages a game itself made: everything but the offer of another game."""
    return [m for m in messages if not is_offer(m)]


async def table_message(env: BotEnv, title: str) -> MessageRecord:
    """The live table message (its title begins with `title`), waited for over the moment
    between its delete and its repost."""
    found: MessageRecord = await env.double.wait_for(
        lambda: next((m for m in reversed(env.channel.messages())
                      if m.title().startswith(title)), None))
    return found


async def state_with(env: BotEnv, text: str, timeout: float = 5.0) -> str:
    """The first state of a public message that showed `text` (an edited table message's
    earlier states and deleted messages included)."""
    found: str = await env.double.wait_for(
        lambda: next((s for m in env.posted() for s in m.seen if text in s), None), timeout)
    return found


def turn_passes(env: BotEnv) -> Counter[int | None]:
    """To whom the turn came from someone else, and how often, by user id: the game's first
    turn (None when an AI's), then each move of a human seat after another seat's move."""
    table = env.table()
    movers = [split_seat(m, len(table.seats))[0] for m in table.moves]
    passes: Counter[int | None] = Counter()
    for i, seat in enumerate(movers):
        if i == 0 or (seat != movers[i - 1] and not table.is_ai(seat)):
            passes[None if table.is_ai(seat) else int(table.seats[seat]["user_id"])] += 1
    return passes


def check_created(env: BotEnv, title: str) -> tuple[int, int]:
    """The public messages the game created (deleted ones too): the lobby, a table message
    per turn pass, each pinging exactly the human whose turn began (nobody for an AI's first
    turn), and the results; so no more than the turn passes + 2. Return how many messages
    were created and the turn passes."""
    passes = turn_passes(env)
    created = game_messages(env.posted())  # the offer of another game follows, not the game's
    tables = [m for m in created if m.v2 and m.title().startswith(title)]
    others = [m for m in created if m not in tables]
    # the lobby (deleted when a human begins; when an AI begins, it became the first table
    # message, pinging nobody) and the results
    lobby = created[0]
    assert (lobby.deleted and lobby.embeds) or (lobby.v2 and lobby is tables[0]), lobby
    assert others == ([] if lobby.v2 else [lobby]) + [created[-1]], others
    assert created[-1].content and not created[-1].v2
    assert len(created) <= sum(passes.values()) + 2, (len(created), passes)
    humans = {int(s["user_id"]) for s in env.table().seats if not s.get("ai")}
    for m in tables:  # the ping: the human its first state asks to act, or nobody
        asked = [uid for uid in sorted(humans) if f"<@{uid}>" in m.seen[0]]
        assert len(asked) <= 1 and m.pinged == asked, (m.seen[0], m.pinged)
    # a table message of their own for each pass to a human (and for an AI's first turn)
    assert Counter(m.pinged[0] if m.pinged else None for m in tables) == passes
    return len(created), sum(passes.values())
