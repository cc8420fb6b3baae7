"""A table in a group DM, where the bot can only answer interactions (issue 51, items 1 and
6): the whole game lives on interaction tokens, through the Discord double (a group DM the
bot is not in: its own channel routes answer 403 50001; tokens that run out after 15
minutes: 401 50027) and the real bot. The tokens' quarter of an hour passes at once on both
sides (`DiscordDouble.age_tokens`, the bot's `Tokens.clock`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from cogs.tables import tokens
from cogs.tables.outbound import TOKEN_USABLE
from cogs.tables.token_clock import TokenClock
from discord_double import ChannelDriver, DiscordDouble, MessageRecord
from larry_core.text import t
from tests.bot_fixtures import MEMBERS, BotEnv, bot_env, private_text, take_turn

__all__ = ["bot_env"]

WAITING = t("tokens-waiting", "en")
FRIENDS = ("Alice", "Bob", "Carol")


@dataclass
class GroupEnv(BotEnv):
    """A bot and the double, the table played in a group DM of `FRIENDS`."""

    place: ChannelDriver | None = None

    @property
    def channel(self) -> ChannelDriver:  # type: ignore[override]
        assert self.place is not None
        return self.place


@pytest.fixture
async def group_env(tmp_path: Path) -> AsyncIterator[GroupEnv]:
    async with DiscordDouble(members=list(MEMBERS)) as double:
        env = GroupEnv(double, tmp_path / "larry.sqlite3",
                       place=double.group_dm("friends", list(FRIENDS)))
        await env.start_bot()
        try:
            yield env
        finally:
            await env.stop_bot()


def bot_routes(env: GroupEnv) -> list[str]:
    """The bot's requests to routes other than the interaction routes, after start-up."""
    return [r.route for r in env.double.requests
            if "/interactions/" not in r.route and "/webhooks/" not in r.route
            and "/commands" not in r.route and not r.route.startswith("GET /users/@me")
            and "/oauth2/" not in r.route and "/gateway" not in r.route]


def clock(env: BotEnv) -> TokenClock:
    """The running bot's token clock (its modules are imported anew with each bot)."""
    assert env.bot is not None
    return env.bot.get_cog("Tables").publisher.tokens.clock  # type: ignore[union-attr,no-any-return]


async def lobby_of(env: GroupEnv) -> MessageRecord:
    found: MessageRecord = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("larry:l:")
                      for c in m.all_components()))
    return found


async def humans_turn(env: GroupEnv) -> MessageRecord:
    """The live table message once the AI seats have moved and a human is to act."""
    table = env.table()
    while table.game is not None and table.game.to_move is not None \
            and table.is_ai(table.game.to_move):
        version = table.version
        await env.double.wait_for(lambda v=version: table.version > v, 10)
    return await env.wait_version(table.version)


async def test_a_whole_game_in_a_group_dm_lives_on_interaction_tokens(
        group_env: GroupEnv) -> None:
    env, double = group_env, group_env.double
    alice, bob, carol = (env.user(n) for n in FRIENDS)
    opened = await alice.slash("larry new", channel=env.channel, rounds=1)
    answered = (await opened.wait_followup())[0]  # the lobby follows as a public followup
    assert answered.ephemeral and answered.content == t("opened", "en")
    lobby = await lobby_of(env)
    assert lobby.id in opened.record.followup_ids  # the lobby: a followup of /larry new
    table = env.table()
    assert table.record.guild_id == env.channel.id and tokens.Tokens.only(table)
    assert await private_text(await bob.click(lobby, "Join")) == t("joined", "en")
    assert await private_text(await carol.click(lobby, "Join")) == t("joined", "en")
    await private_text(await alice.click(lobby, "Add AI"))
    started = await private_text(await alice.click(lobby, "Start"))
    assert started == t("tokens-started", "en")  # no hand goes by DM here
    # a hand is a private answer, never a DM
    hand = await bob.click(await humans_turn(env), f"tb:h:{table.id}")
    assert hand.ephemeral and hand.message is not None

    for _ in range(3):  # a few moves, each shown through its own press
        await humans_turn(env)
        await take_turn(env)

    # a long pause: the table's message says so before its last token runs out ...
    live = await humans_turn(env)
    clock(env).advance(TOKEN_USABLE - tokens.WARN_AHEAD + 1)
    await env.shows(live, WAITING)
    assert "tk:" in str(double.registry.messages[live.id].all_components())
    # ... and runs out: whoever is to act leaves, an AI takes the seat and moves on
    double.age_tokens(15 * 60 + 1)
    clock(env).advance(tokens.WARN_AHEAD)
    seat = table.game.to_move
    assert seat is not None and not table.is_ai(seat)
    leaver = env.name(seat)
    version, refused = table.version, len(double.refused)
    left = await private_text(await env.user(leaver).slash("larry leave", channel=env.channel))
    assert "AI" in left, left
    await double.wait_for(lambda: table.version > version, 10)
    publisher = env.bot.get_cog("Tables").publisher  # type: ignore[union-attr]
    await double.wait_for(lambda: table.id in publisher.tokens.waiting, 10)
    assert table.announced < table.rev  # kept in the outbox, not lost
    assert len(double.refused) == refused  # no expired token was even tried
    shown = double.registry.messages[live.id]
    assert WAITING in shown.text() and not shown.deleted
    # Continue: the table goes on, everything that happened meanwhile shown at once
    before = env.said()
    stayer = next(n for n in FRIENDS if n != leaver)
    go = await env.user(stayer).click(shown, t("tokens-continue", "en"))
    assert go.kind == "deferred_update"  # answered through its own interaction
    await double.wait_for(lambda: table.announced == table.rev, 10)
    meanwhile = env.said()[len(before):]
    gone = t("change-replaced", "en", name=leaver, reason="left", count=0)
    assert gone in meanwhile, meanwhile
    live = await env.wait_version(table.version)
    assert WAITING not in live.text() and "tk:" not in str(live.all_components())
    assert len(double.refused) == refused

    # a stale Continue, and a forged one: one clear private answer each
    stale = await env.user(stayer).press_as_shown(env.table_message(), f"tk:{table.id}")
    assert await private_text(stale) == t("tokens-continue-stale", "en")
    forged = await env.user(stayer).press_as_shown(env.table_message(), "tk:424242")
    assert await private_text(forged) == t("tokens-continue-unknown", "en")

    for _ in range(2000):  # the game to its end
        if table.game is None or table.game.over:
            break
        seat = table.game.to_move
        if seat is not None and table.is_ai(seat):
            version = table.version
            await double.wait_for(lambda v=version: table.version > v, 10)
            continue
        await take_turn(env)
    await double.wait_for(lambda: table.status == "finished" and table.announced == table.rev,
                          10)
    assert not [u for u in FRIENDS if env.user(u).dms()]  # no hand went by DM
    assert bot_routes(env) == []  # nothing through the bot's own routes: no channel, no DM
    assert not double.refused  # and no token used past its time or its followups
    results = [m for m in env.posted() if not m.v2 and not m.embeds and m.content]
    assert results, "no results"

    # the group DM's own board: its players, under its name
    r = await alice.slash("larry leaderboard", channel=env.channel)
    board = r.message if r.kind == "message" else (await r.wait_followup())[-1]
    assert board is not None and board.ephemeral
    assert "friends" in str(board.embeds) and "Carol" in str(board.embeds)

    # the offer of another game follows, and a rematch opens here, on tokens again
    offer = await env.channel.wait_for_message(
        lambda m: f"again:r:{table.id}" in [c.get("custom_id") for c in m.all_components()])
    players = [n for n in FRIENDS if n != leaver]
    for name in players:
        await env.user(name).click(offer, t("again-btn-rematch", "en"))
    await double.wait_for(lambda: env.table().id != table.id, 10)
    rematch = env.table()
    assert tokens.Tokens.only(rematch)
    await double.wait_for(lambda: rematch.status == "playing" and rematch.announced == rematch.rev
                          and rematch.announced >= 0, 10)
    await humans_turn(env)
    assert bot_routes(env) == [] and not double.refused
    assert not double.take_violations()


async def test_every_command_is_offered_in_servers_dms_and_group_dms(bot_env: BotEnv) -> None:
    synced = {c["name"]: c for c in bot_env.double.registry.global_commands}
    assert {"larry", "kakerlake", "play", "night"} <= set(synced)
    for name, command in synced.items():
        assert command["integration_types"] == [0, 1], name  # to a server, to a user
        assert command["contexts"] == [0, 1, 2], name  # servers, the bot's DM, group DMs


async def test_in_a_group_dm_play_opens_a_table_and_settings_point_to_new(
        group_env: GroupEnv) -> None:
    env = group_env
    bob = env.user("Bob")
    bob.record.locale = "de"  # a group DM has no server language: the table speaks Bob's
    refused = await private_text(await bob.slash("larry settings", channel=env.channel))
    assert refused == t("tokens-settings-server", "de", group="larry")
    picker = await bob.slash("play", channel=env.channel)
    assert picker.ephemeral and picker.message is not None
    opened = await bob.click(picker.message, t("dc-game-name", "de"))
    answered = (await opened.wait_followup())[0]  # the lobby follows as a public followup
    assert answered.ephemeral and answered.content == t("opened", "de")
    lobby = await lobby_of(env)
    assert lobby.id in opened.record.followup_ids and tokens.Tokens.only(env.table())
    assert env.table().options.language == "de"
    assert bot_routes(env) == [] and not env.double.refused


async def test_in_a_server_without_the_bot_a_table_lives_on_tokens_too(tmp_path: Path) -> None:
    async with DiscordDouble(members=list(MEMBERS)) as double:
        elsewhere = double.foreign_guild("Elsewhere", ["lounge"])
        env = GroupEnv(double, tmp_path / "larry.sqlite3", place=double.channel("lounge"))
        await env.start_bot()
        try:
            alice, bob = env.user("Alice"), env.user("Bob")
            opened = await alice.slash("larry new", channel=env.channel, rounds=1)
            assert (await opened.wait_followup())[0].ephemeral
            lobby = await lobby_of(env)
            table = env.table()
            assert tokens.Tokens.only(table) and table.record.guild_id == elsewhere
            await private_text(await bob.click(lobby, "Join"))
            assert await private_text(await alice.click(lobby, "Start")) == \
                t("tokens-started", "en")
            for _ in range(4):
                await humans_turn(env)
                await take_turn(env)
            assert bot_routes(env) == [] and not double.refused
            assert not alice.dms() and not bob.dms()
        finally:
            await env.stop_bot()


async def test_after_a_restart_the_table_waits_and_goes_on_at_any_press(
        group_env: GroupEnv) -> None:
    """A restart leaves no token: what happens next waits, and a press of any of the table's
    buttons (here My hand, answered privately) shows it, posted anew below through that
    press (no token reaches the old message any more)."""
    env, double = group_env, group_env.double
    alice, bob = env.user("Alice"), env.user("Bob")
    opened = await alice.slash("larry new", channel=env.channel, rounds=1)
    await opened.wait_followup()
    lobby = await lobby_of(env)
    await private_text(await bob.click(lobby, "Join"))
    await private_text(await alice.click(lobby, "Add AI"))
    await private_text(await alice.click(lobby, "Start"))
    await humans_turn(env)
    await take_turn(env)
    old = await humans_turn(env)
    bot = await env.restart()
    table = env.table()
    leaver = env.to_move()
    stayer = next(n for n in ("Alice", "Bob") if n != leaver)
    version = table.version
    await private_text(await env.user(leaver).slash("larry leave", channel=env.channel))
    await double.wait_for(lambda: table.version > version, 10)
    publisher = bot.get_cog("Tables").publisher  # type: ignore[union-attr]
    await double.wait_for(lambda: table.id in publisher.tokens.waiting, 10)
    assert double.registry.messages[old.id].text() == old.text()  # nothing shown yet
    hand = await env.user(stayer).click(double.registry.messages[old.id],
                                        f"tb:h:{table.id}")
    assert hand.ephemeral and hand.message is not None  # its own answer, privately
    await double.wait_for(lambda: table.announced == table.rev, 10)
    live = env.table_message()
    assert live.id != old.id and live.id in hand.record.followup_ids
    gone = t("change-replaced", "en", name=leaver, reason="left", count=0)
    assert gone in env.said()
    assert bot_routes(env) == [] and not double.refused


async def test_a_quiet_lobby_shows_continue_before_its_token_runs_out(
        group_env: GroupEnv) -> None:
    env = group_env
    opened = await env.user("Alice").slash("larry new", channel=env.channel)
    await opened.wait_followup()
    lobby = await lobby_of(env)
    await env.shows(lobby, "Alice")
    clock(env).advance(TOKEN_USABLE - tokens.WARN_AHEAD + 1)
    await env.shows(lobby, WAITING)  # in the lobby's embed, the Continue button below
    shown = env.double.registry.messages[lobby.id]
    assert t("tokens-continue", "en") in shown.labels() and t("btn-join", "en") in shown.labels()
    go = await env.user("Bob").click(shown, t("tokens-continue", "en"))
    assert go.kind == "deferred_update"
    await env.double.wait_for(lambda: WAITING not in env.double.registry.messages[lobby.id]
                              .text(), 5)
    assert await private_text(await env.user("Bob").click(lobby, "Join")) == \
        t("joined", "en")
    await env.shows(lobby, "Bob")
    # Discord refuses the tokens before the bot's clock says they ran out: Carol's seat is
    # kept, shown once a press carries the table: `/larry table`, through its own
    env.double.age_tokens(15 * 60 + 1)
    assert await private_text(await env.user("Carol").click(lobby, "Join")) == \
        t("joined", "en")
    publisher = env.bot.get_cog("Tables").publisher  # type: ignore[union-attr]
    await env.double.wait_for(lambda: env.table().id in publisher.tokens.waiting, 5)
    assert [r.code for r in env.double.refused] == [50027]  # the one edit it tried
    again = await env.user("Bob").slash("larry table", channel=env.channel)
    answered = (await again.wait_followup())[0]
    assert answered.ephemeral and answered.content == t("reposted", "en")
    anew = await env.double.wait_for(lambda: next(
        (m for m in env.channel.messages() if m.id in again.record.followup_ids), None), 5)
    assert "Carol" in anew.text() and t("btn-join", "en") in anew.labels()
    # each token that reached the old lobby was tried once (the Continue press made on it,
    # then the command that posted it, in the repost's deletion), none again
    assert [r.code for r in env.double.refused] == [50027, 50027]
    assert bot_routes(env) == []


async def test_a_kakerlakenpoker_table_in_a_group_dm_shows_hands_only_privately(
        group_env: GroupEnv) -> None:
    from tests.front_end.test_bot_kakerlake import current_table, own_screen
    env = group_env
    alice, bob = env.user("Alice"), env.user("Bob")
    opened = await alice.slash("kakerlake new", channel=env.channel)
    await opened.wait_followup()
    lobby = await env.channel.wait_for_message(lambda m: any(
        str(c.get("custom_id", "")).startswith("kp:l:") for c in m.all_components()))
    await private_text(await bob.click(lobby, t("btn-join", "en")))
    assert await private_text(await alice.click(lobby, t("btn-start", "en"))) == \
        t("tokens-started", "en")
    table = await current_table(env)
    screen = await own_screen(env, "Bob", table)  # the hand: a private answer
    assert screen.ephemeral_to == bob.id
    publisher = env.bot.get_cog("Tables").publisher  # type: ignore[union-attr]
    assert not publisher.dm_queue and not alice.dms() and not bob.dms()
    assert bot_routes(env) == [] and not env.double.refused
