"""One entry and one more game, through the double (issue 51, items 2 and 3): `/play` lists
every served game (from the registry, in the user's language) and opens the picked game's
lobby as its `/… new` does; after a game the offer below it starts a **Rematch** once every
seated human confirmed, ends it politely when one is out, and opens a **Next game** with the
seats that fit; stale and forged presses are answered once and change nothing."""

from __future__ import annotations

import asyncio

import pytest

from discord_double import InteractionResult, MessageRecord
from larry_core.games.registry import GAMES
from larry_core.tables.settings import GuildSettings, table_options
from larry_core.tables.table import Table
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text, take_turn

__all__ = ["bot_env"]

# a bot whose tables' times run ten times faster (an offer is open for a minute)
FAST = pytest.mark.parametrize("bot_env", [0.1], indirect=True)
OFFER = "Another game?"


def fronts(env: BotEnv) -> dict:  # type: ignore[type-arg]
    tables = env.bot.get_cog("Tables") if env.bot is not None else None
    return tables.fronts  # type: ignore[attr-defined,no-any-return]


async def once(env: BotEnv, r: InteractionResult) -> str:
    """The one private answer to a press (no second answer follows)."""
    text = await private_text(r)
    await asyncio.sleep(0.05)
    assert len([c for c in r.record.callbacks if c.kind == "callback"]) == 1, r
    return text


async def finish(env: BotEnv, names: tuple[str, ...] = ("Alice", "Bob"), ais: int = 1) -> Table:
    """A one-round Larry game of `names` (the first hosts) and `ais` AI seats, played to
    its end through the buttons; the finished table."""
    lobby = await env.open_table(names[0], rounds=1)
    for name in names[1:]:
        await private_text(await env.user(name).click(lobby, "Join"))
    for _ in range(ais):
        await private_text(await env.user(names[0]).click(lobby, "Add AI"))
    await private_text(await env.user(names[0]).click(lobby, "Start"))
    table = env.table()
    for _ in range(2000):
        if table.game is None or table.game.over:
            break
        seat = table.game.to_move
        if seat is not None and table.is_ai(seat):
            version = table.version
            await env.double.wait_for(lambda v=version: table.version > v, 10)
            continue
        await take_turn(env)
    assert table.status == "finished"
    return table


async def offer_of(env: BotEnv, table: Table) -> MessageRecord:
    """The offer below `table`'s results."""
    found: MessageRecord = await env.channel.wait_for_message(
        lambda m: OFFER in m.content and f"again:r:{table.id}" in
        [c.get("custom_id") for c in m.all_components()], 10.0)
    return found


async def first(r: InteractionResult) -> str:
    """The private answer to a press that opened a table (the table's messages may follow
    it as public followups of the same interaction)."""
    msgs = await r.wait_followup()
    assert msgs[0].ephemeral, msgs
    return msgs[0].content


def now(env: BotEnv, msg: MessageRecord) -> MessageRecord:
    return env.double.registry.messages[msg.id]


async def test_play_lists_every_game_and_opens_the_picked_ones_lobby(bot_env: BotEnv) -> None:
    env = bot_env
    served = fronts(env)
    r = await env.user("Alice").slash("play")
    assert r.ephemeral and r.message is not None, r
    lines = r.message.content.splitlines()
    assert len(lines) == 1 + len(GAMES)  # the question, then one line per registered game
    for line, (name, kind) in zip(lines[1:], GAMES.items(), strict=True):
        front = served[name]
        assert line == f"**{front.title('en')}** · {kind.min_players}–{kind.max_players} " \
            f"players · `/{front.group} new`"
    assert r.message.labels() == [served[name].title("en") for name in GAMES]

    # German, privately: the same list in the user's language
    env.user("Carol").record.locale = "de"
    german = await env.user("Carol").slash("play")
    assert german.message is not None
    assert german.message.content.startswith("**Was spielen wir?**")
    assert "Spieler · `/kniffel neu`" in german.message.content

    # a picked game opens its lobby as `/kniffel new` does: the server's settings
    kniffel = served["kniffel"].title("en")
    opened = await env.user("Alice").click(r.message, kniffel)
    assert await first(opened) == t("opened", "en")
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("kn:l:")
                      for c in m.all_components()))
    assert "1. Alice (host)" in lobby.text()
    table = env.table()
    assert table.options.game == "kniffel" and table.record.host_id == env.user("Alice").id
    assert table.options == table_options(GuildSettings(), "kniffel", server_language="en",
                                          default_pictures=env.bot.config.pictures)  # type: ignore[union-attr]

    # a second pick here is refused as a second `/… new` is; a forged game opens nothing
    busy = await once(env, await env.user("Alice").click(r.message, served["larry"].title("en")))
    assert "already has an open Kniffel table" in busy
    forged = await once(env, await env.user("Alice").press_as_shown(r.message, "play:chess"))
    assert forged == t("play-unknown-game", "en")
    assert env.table().id == table.id and env.table().rev == table.rev


@FAST
async def test_a_rematch_starts_when_everyone_has_confirmed(bot_env: BotEnv) -> None:
    env = bot_env
    old = await finish(env)
    offer = await offer_of(env, old)
    assert offer.labels() == ["Rematch", "Next game", "I'm out"]
    assert "Waiting for: Alice and Bob" in offer.content \
        or "Waiting for: Bob and Alice" in offer.content
    alice, bob = env.user("Alice"), env.user("Bob")

    assert await once(env, await alice.click(offer, "Rematch")) == t("again-ack-confirmed", "en")
    await env.shows(offer, "Ready for the rematch: Alice")
    assert "Waiting for: Bob" in now(env, offer).content
    assert await once(env, await alice.click(offer, "Rematch")) == t("again-ack-already", "en")
    outsider = await once(env, await env.user("Carol").click(offer, "Rematch"))
    assert outsider == t("again-not-player", "en")

    last = await bob.click(offer, "Rematch")
    assert await first(last) == t("again-ack-start", "en")
    await env.double.wait_for(lambda: env.table().id != old.id
                              and env.table().status == "playing", 10)
    new = env.table()
    assert sorted(s["name"] for s in new.seats) == sorted(s["name"] for s in old.seats)
    assert [bool(s.get("ai")) for s in sorted(new.seats, key=lambda s: s["name"])] == \
        [bool(s.get("ai")) for s in sorted(old.seats, key=lambda s: s["name"])]
    assert new.options == old.options and new.record.channel_id == old.record.channel_id
    assert new.record.host_id == old.record.host_id
    closed = await env.shows(offer, f"the rematch is on at table #{new.id}")
    assert now(env, offer).components == [], closed

    # the old offer's buttons, pressed from a stale drawing: answered once, nothing changes
    rev = new.rev
    stale = await once(env, await alice.press_as_shown(offer, f"again:r:{old.id}"))
    assert stale == t("again-over", "en")
    assert env.table().id == new.id and new.rev >= rev


@FAST
async def test_a_player_who_is_out_ends_the_rematch_politely(bot_env: BotEnv) -> None:
    env = bot_env
    old = await finish(env, ("Alice", "Bob", "Carol"), ais=1)
    offer = await offer_of(env, old)
    alice, bob = env.user("Alice"), env.user("Bob")
    await once(env, await alice.click(offer, "Rematch"))
    assert await once(env, await bob.click(offer, "I'm out")) == t("again-ack-out", "en")
    text = await env.shows(offer, "Bob won't play again this time, so there is no rematch. "
                                  "Thanks for playing!")
    assert "Waiting for" not in text
    assert now(env, offer).labels() == ["Next game", "I'm out"]
    # a Rematch pressed on the older drawing: the rematch is off, nothing opens
    off = await once(env, await env.user("Carol").press_as_shown(offer, f"again:r:{old.id}"))
    assert off.startswith("There is no rematch: Bob won't play again this time.")
    assert await once(env, await bob.press_as_shown(offer, f"again:n:{old.id}")) == \
        t("again-you-are-out", "en")
    assert env.service.in_channel(env.channel.id) is None

    # the others go on to another game: Bob is not carried over, the AI seat is
    picker = await alice.click(offer, "Next game")
    assert picker.ephemeral and picker.message is not None
    assert len(picker.message.content.splitlines()) == len(GAMES)  # the others, a line each
    assert "Larry" not in picker.message.labels()
    kakerlake = fronts(env)["kakerlakenpoker"].title("en")
    assert await first(await alice.click(picker.message, kakerlake)) == t("opened", "en")
    await env.double.wait_for(lambda: env.service.in_channel(env.channel.id) is not None
                              and len(env.table().seats) == 3)
    lobby = env.table()
    assert lobby.options.game == "kakerlakenpoker" and lobby.status == "lobby"
    assert [s["name"] for s in lobby.seats][:2] == ["Alice", "Carol"]
    assert lobby.is_ai(2) and lobby.record.host_id == alice.id
    await env.shows(offer, f"Next game: Kakerlakenpoker Royal at table #{lobby.id}")
    assert now(env, offer).components == []


@FAST
async def test_a_next_game_with_fewer_seats_names_who_has_none(bot_env: BotEnv) -> None:
    env = bot_env
    env.double.add_member("Eve")
    await env.restart()
    old = await finish(env, ("Alice", "Bob", "Carol", "Dave", "Eve"), ais=0)
    offer = await offer_of(env, old)
    dave = env.user("Dave")
    picker = await dave.click(offer, "Next game")
    assert picker.message is not None
    ligretto = fronts(env)["ligretto"].title("en")
    assert "2–4 players" in picker.message.content
    assert await first(await dave.click(picker.message, ligretto)) == t("opened", "en")
    await env.double.wait_for(lambda: env.service.in_channel(env.channel.id) is not None
                              and len(env.table().seats) == 4)
    lobby = env.table()
    order = [s["name"] for s in old.seats]
    others = [n for n in order if n != "Dave"]
    assert [s["name"] for s in lobby.seats] == ["Dave", *others[:3]]
    left = others[3]
    await env.shows(offer, f"Ligretto seats at most 4 players, so there is no seat for {left} "
                           "this time. If a seat frees up in the lobby, **Join** takes it.")
    # the picker's list, pressed again once the lobby is open: the offer is closed
    again = await once(env, await dave.click(picker.message, ligretto))
    assert again == t("again-over", "en")
    assert env.table().id == lobby.id and len(env.table().seats) == 4


@FAST
async def test_forged_presses_and_a_restart(bot_env: BotEnv) -> None:
    env = bot_env
    old = await finish(env)
    offer = await offer_of(env, old)
    alice, bob = env.user("Alice"), env.user("Bob")
    garbled = t("again-garbled", "en")
    for forged in ("again:r:999999", "again:zz:1", f"again:q:{old.id}", "again:r:abc"):
        assert await once(env, await alice.press_as_shown(offer, forged)) == garbled, forged
    assert await once(env, await alice.press_as_shown(offer, f"again:g:{old.id}:chess")) == \
        t("play-unknown-game", "en")
    assert await once(env, await alice.press_as_shown(offer, f"again:g:{old.id}:larry")) == \
        t("again-same-game", "en")
    assert env.service.in_channel(env.channel.id) is None

    # an open table's id is no finished table's offer
    lobby = await env.open_table("Carol")
    table = env.table()
    assert await once(env, await alice.press_as_shown(offer, f"again:r:{table.id}")) == garbled
    # ... and a new table here closed this offer
    await env.shows(offer, "A new table has opened in this channel")
    assert await once(env, await alice.press_as_shown(offer, f"again:r:{old.id}")) == \
        t("again-over", "en")
    await private_text(await env.user("Carol").click(lobby, "Cancel"))
    await env.double.wait_for(lambda: env.service.in_channel(env.channel.id) is None)

    # after a restart the offer is rebuilt from the stored game: still closed (a newer
    # table opened here since), and the stale press answered once
    await env.restart()
    assert await once(env, await bob.press_as_shown(offer, f"again:r:{old.id}")) == \
        t("again-over", "en")
    assert await once(env, await bob.press_as_shown(offer, f"again:g:{old.id + 1}:kniffel")) \
        == t("again-pick-again", "en")
    assert env.service.in_channel(env.channel.id) is None


@FAST
async def test_an_offer_survives_a_restart(bot_env: BotEnv) -> None:
    env = bot_env
    old = await finish(env)
    offer = await offer_of(env, old)
    await env.restart()
    alice, bob = env.user("Alice"), env.user("Bob")
    picker = await alice.click(offer, "Next game")  # the offer rebuilt from the stored game
    assert picker.ephemeral and picker.message is not None
    assert picker.message.content.startswith("**Next game?**")
    assert await once(env, await bob.click(offer, "Rematch")) == t("again-ack-confirmed", "en")
    await env.shows(offer, "Ready for the rematch: Bob")
    assert await first(await alice.click(offer, "Rematch")) == t("again-ack-start", "en")
    await env.double.wait_for(lambda: env.service.in_channel(env.channel.id) is not None
                              and env.table().status == "playing", 10)
    assert env.table().id != old.id


@pytest.mark.parametrize("bot_env", [0.01], indirect=True)
async def test_an_offer_expires(bot_env: BotEnv) -> None:
    env = bot_env  # an offer open for 6 seconds
    old = await finish(env)
    await env.wait_said(t("again-closed-expired", "en"), timeout=20)
    offer = next(m for m in env.posted() if OFFER in "\n".join(m.seen))
    assert now(env, offer).components == []
    assert await once(env, await env.user("Alice").press_as_shown(offer, f"again:r:{old.id}")) \
        == t("again-over", "en")
    assert env.service.in_channel(env.channel.id) is None


@FAST
async def test_a_rematch_in_a_thread_keeps_its_thread_open(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    await private_text(await env.user("Alice").slash("larry new", thread=True, rounds=1))
    made = env.double.threads("general")
    assert len(made) == 1
    thread = made[0]
    state = thread.record.thread
    assert state is not None
    monkeypatch.setattr(BotEnv, "channel", property(lambda self: thread))  # the table's
    lobby = await thread.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("larry:l:")
                      for c in m.all_components()))
    await private_text(await env.user("Bob").click(lobby, "Join"))
    await private_text(await env.user("Alice").click(lobby, "Start"))
    table = env.table()
    while table.game is not None and not table.game.over:
        await take_turn(env)
    offer = await offer_of(env, table)
    assert offer.channel_id == thread.id
    await once(env, await env.user("Alice").click(offer, "Rematch"))
    await first(await env.user("Bob").click(offer, "Rematch"))
    await env.double.wait_for(lambda: env.table().id != table.id
                              and env.table().status == "playing", 10)
    await asyncio.sleep(1.0)  # the old table's thread closing, had it gone on
    assert env.table().record.channel_id == thread.id and env.table().status == "playing"
    assert not state.archived
