"""High card on Discord through the double (issue 37 point 3): a game that exists only in
`tests/highcard` is registered for these tests alone, its front end (`tests.highcard.front`)
is loaded into the running test bot as an extension, and whole games are played through the
shared tables' generic commands (`/highcard new`, `hand`, `table`, `end`, `rules`,
`settings`, `leaderboard`, `stats`, `history`), lobby buttons, the outbox publisher, storage
and the timers, without a line of platform code naming the game.

Users act only as users do; the tests peek at the state only to choose their moves, and
replay the stored moves to know which cards stayed hidden: no public message, label or
embed (at any moment) shows one, and no private answer or DM shows a user a card not theirs.
"""
# ruff: noqa: ASYNC109

from __future__ import annotations

import contextlib
import itertools
import random
import re
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from discord_double import CommandError, MessageRecord
from larry_core.games import registry
from larry_core.games.grammar import split_seat
from larry_core.tables.table import Table
from larry_core.text import add_catalogue, has, remove_catalogue, t
from tests.bot_fixtures import (
    BotEnv,
    bot_env,
    private_text,
    public_records,
    public_texts,
    redrawn_by,
)
from tests.highcard import HIGHCARD, HighCardGame, HighCardRules
from tests.highcard.front import LOCALES

__all__ = ["bot_env"]

GAME = HIGHCARD.name
TURN_ID = re.compile(r"tb:c:(\d+):(\d+):move:(reveal|fold)")  # the shared choices' ids
HAND_ID = re.compile(r"tb:h:\d+")  # the shared My hand
CARD = "🂠"
SAID = re.compile(rf"(.+) (?:reveals|shows) {CARD}(\d+)\.?")  # a public card, by its owner
OWN = re.compile(rf"Your card in round (\d+) of \d+: {CARD}(\d+)")  # a private one
MANAGE_GUILD = 1 << 5


@contextlib.contextmanager
def highcard_texts() -> Iterator[None]:
    """High card's own catalogue (tests/highcard/locales) for one test, removed after it."""
    assert not has("hc-rules")  # no shipped catalogue holds the test game's texts
    add_catalogue(LOCALES)
    try:
        yield
    finally:
        remove_catalogue(LOCALES)
        assert not has("hc-rules")


@pytest.fixture
async def hc_env(monkeypatch: pytest.MonkeyPatch, bot_env: BotEnv) -> AsyncIterator[BotEnv]:
    """The test bot, serving high card too: the game in the registry and its texts in the
    catalogue for this test only (both undone after the bot stopped), its extension
    loaded, `/highcard` synced."""
    env = bot_env
    assert GAME not in registry.GAMES
    monkeypatch.setitem(registry.GAMES, GAME, HIGHCARD)
    with highcard_texts():
        assert env.bot is not None
        await env.bot.load_extension("tests.highcard.cog")
        await env.bot.tree.sync()
        yield env
        await env.stop_bot()  # before its texts go (bot_env's own stop is then a no-op)


def scale(factor: float) -> pytest.MarkDecorator:
    """Run the test's bot with this `time_scale`."""
    return pytest.mark.parametrize("bot_env", [factor], indirect=True)


# ------------------------------------------------------------------ peeking
def hc(env: BotEnv) -> HighCardGame:
    game = env.table().game
    assert isinstance(game, HighCardGame)
    return game


def to_move(env: BotEnv) -> str:
    seat = hc(env).to_move
    assert seat is not None
    return env.name(seat)


@dataclass
class Deal:
    """What a finished (or running) table dealt, from its stored seed and moves replayed:
    each (seat, round)'s card, and the (name, card)s revealed in public."""

    names: list[str]
    cards: dict[tuple[int, int], int] = field(default_factory=dict)
    revealed: set[tuple[str, int]] = field(default_factory=set)
    shown: set[tuple[int, int]] = field(default_factory=set)  # the (seat, round)s revealed

    @classmethod
    def of(cls, table: Table) -> Deal:
        rules = table.options.rules
        assert isinstance(rules, HighCardRules)
        deal = cls([str(s["name"]) for s in table.seats])
        ai_names = [t("dc-ai-name", table.options.language, name=n) for n in deal.names]
        game = HIGHCARD.new(len(deal.names), rules, table.record.seed)
        deal.note(game)
        for line in table.moves:
            seat, body = split_seat(line, len(deal.names))
            round_ = game.round
            for ev in game.apply(seat, HIGHCARD.parse(body)):
                if ev["type"] == "revealed":  # shown under the seat's name or its AI name
                    deal.shown.add((seat, round_))
                    deal.revealed |= {(deal.names[seat], ev["card"]),
                                      (ai_names[seat], ev["card"])}
            if not game.over:
                deal.note(game)
        return deal

    def note(self, game: HighCardGame) -> None:
        for seat, card in enumerate(game.cards):
            self.cards[seat, game.round] = card

    def hidden(self) -> set[tuple[int, int]]:
        """The (seat, round)s whose card was never revealed (a fold's, and its opponent's
        when the fold came first)."""
        return set(self.cards) - self.shown


def public_leaks(texts: Iterable[str], deal: Deal) -> list[str]:
    """Lines of public texts that show a card other than as one its owner revealed."""
    out = []
    for text in texts:
        for line in text.split("\n"):
            if CARD not in line:
                continue
            m = SAID.fullmatch(line)
            if m is None or line.count(CARD) != 1 or (m[1], int(m[2])) not in deal.revealed:
                out.append(line)
    return out


def private_leaks(env: BotEnv, deal: Deal, table: Table) -> list[str]:
    """Private answers and DMs that showed a user a card that was not theirs."""
    out = []
    seats = {int(s["user_id"]): i for i, s in enumerate(table.seats) if s.get("user_id")}
    dm_channels = {c.id: uid for uid, c in env.double.registry.dm_channels.items()}
    for msg in env.double.registry.messages.values():
        user = msg.ephemeral_to if msg.ephemeral_to is not None \
            else dm_channels.get(msg.channel_id)
        if user is None:
            continue
        for text in (msg.content, *msg.history):
            for m in OWN.finditer(text):
                seat = seats.get(user)
                if seat is None or deal.cards.get((seat, int(m[1]) - 1)) != int(m[2]):
                    out.append(f"{user}: {m[0]}")
    return out


def seen_publicly(env: BotEnv) -> list[str]:
    """Everything public right now (embeds are only kept as they are now: snapshot often)."""
    return [text for msg in public_records(env.double) for text in public_texts(msg)]


# ------------------------------------------------------------------ driving
def lobby_of(msg: MessageRecord) -> bool:
    return any(str(c.get("custom_id", "")).startswith("hc:l:") for c in msg.all_components())


async def open_hc(env: BotEnv, host: str, joiners: list[str], ais: int = 0,
                  **options: Any) -> MessageRecord:
    r = await env.user(host).slash("highcard new", **options)
    assert r.responded and r.ephemeral, r
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(lobby_of)
    for name in joiners:
        assert await private_text(await env.user(name).click(lobby, t("btn-join", "en"))) \
            == t("joined", "en")
    for _ in range(ais):
        assert await private_text(await env.user(host).click(lobby, t("btn-ai", "en"))) \
            == t("ai-added", "en")
    return lobby


async def turn_message(env: BotEnv, version: int, timeout: float = 5.0) -> MessageRecord:
    """The live turn message of `version` (posted after the move is committed), once the
    one it replaces is gone."""
    def ready() -> MessageRecord | None:
        found, older = None, False
        for msg in reversed(env.channel.messages()):
            for comp in msg.all_components():
                m = TURN_ID.fullmatch(str(comp.get("custom_id", "")))
                if m and not comp.get("disabled"):
                    found = found or (msg if int(m[2]) == version else None)
                    older = older or int(m[2]) < version
        return None if older else found

    found: MessageRecord = await env.double.wait_for(ready, timeout)
    return found


def button(msg: MessageRecord, action: str) -> str:
    for comp in msg.all_components():
        cid = str(comp.get("custom_id", ""))
        m = TURN_ID.fullmatch(cid)
        if (m and m[3] == action) or (action == "hand" and HAND_ID.fullmatch(cid)):
            return str(comp["custom_id"])
    raise AssertionError(f"no {action} button: {msg.labels()}")


async def move(env: BotEnv, action: str, *, quiet: int | None = None) -> int:
    """The player to move presses Reveal or Fold on the live table message, which pinged
    only them (`quiet`: the id of a repost by /highcard table, which names them and pings
    nobody, edited in place while they go on acting); the next state (or the end)
    follows. Returns the id of the message pressed."""
    name, version = to_move(env), env.table().version
    turn = await turn_message(env, version)
    user = env.user(name)
    assert turn.pinged == ([] if turn.id == quiet else [user.id]), (turn.text(), turn.pinged)
    assert turn_line(turn) == f"{env.mention(name)} {name}, your move: **Reveal** or " \
        "**Fold**.", turn.text()
    assert turn.labels() == ["Reveal", "Fold", "My hand"]
    r = await user.click(turn, button(turn, action))
    assert r.kind == "deferred_update" and not r.followups, r  # the table's change says it
    await env.double.wait_for(lambda: env.table().version > version)
    return turn.id


def turn_line(msg: MessageRecord) -> str:
    """The last line of a live table message's turn text (who must act), above its deadline
    line if the turn has one: the table message is Components V2, all its text in its text
    displays and none in its content."""
    assert msg.v2 and msg.content == "" and not msg.embeds, msg
    lines = msg.text().splitlines()
    if lines and lines[-1].startswith("⏳"):
        lines.pop()
    assert lines, msg
    return lines[-1]


async def results(env: BotEnv, timeout: float = 5.0) -> MessageRecord:
    found: MessageRecord = await env.channel.wait_for_message(
        lambda m: m.content.startswith("**Game over!**")
        or "\n**Game over!**" in m.content, timeout)
    return found


# -------------------------------------------------------------------- tests
async def test_the_commands_are_the_shared_group_built_from_the_options(hc_env: BotEnv
                                                                       ) -> None:
    env = hc_env
    synced = {c["name"]: c for c in env.double.registry.commands_for(None)}
    assert {"larry", "kakerlake", "highcard"} <= set(synced)
    subs = {o["name"]: o for o in synced["highcard"]["options"]}
    assert set(subs) == {"new", "hand", "table", "leave", "end", "rules", "leaderboard",
                         "stats", "history", "settings"}
    rounds = next(o for o in subs["new"]["options"] if o["name"] == "rounds")
    assert (rounds["min_value"], rounds["max_value"]) == (1, 9)  # HighCard.options
    with pytest.raises(CommandError):  # the client refuses it: nothing reaches the bot
        await env.user("Alice").slash("highcard new", rounds=10)
    # nothing open yet: the generic commands say so, privately
    assert await private_text(await env.user("Alice").slash("highcard hand")) == \
        t("hc-no-table-here", "en")
    assert await private_text(await env.user("Alice").slash("highcard rules")) == \
        t("hc-rules", "en")
    desc = {o["name"]: o["description"] for o in subs.values()}
    assert desc["new"] == t("hc-cmd-new-desc", "en") and "rounds (1-9" in rounds["description"]
    # /highcard settings: Manage Server only; its `rounds` is high card's, not Larry's
    assert await private_text(await env.user("Alice").slash("highcard settings", rounds=2)) \
        == t("dc-settings-not-allowed", "en")
    env.user("Alice").record.permissions |= MANAGE_GUILD
    saved = await private_text(await env.user("Alice").slash("highcard settings", rounds=2,
                                                             turn_seconds=45))
    assert saved.startswith("**Saved.**") and "2 rounds · 45 s a turn" in saved, saved
    guild = env.channel.record.guild_id
    assert env.bot is not None and guild is not None
    stored = await env.bot.storage.guild_settings(guild)
    assert stored["games"] == {GAME: {"rounds": 2}}  # beside Larry's, which keep theirs
    # a new table starts from them; the host ends it from the lobby with /highcard end
    lobby = await open_hc(env, "Alice", [])
    assert "2 rounds · 45 s a turn" in lobby.text()
    assert env.table().options.rules == HighCardRules(rounds=2)
    assert await private_text(await env.user("Alice").slash("highcard end")) == \
        t("ended", "en")
    await env.double.wait_for(lambda: t("lobby-closed", "en") in
                              env.double.registry.messages[lobby.id].text())
    assert env.double.registry.messages[lobby.id].labels() == []
    assert env.service.in_channel(env.channel.id) is None


async def test_a_whole_game_through_the_double(hc_env: BotEnv) -> None:
    env = hc_env
    lobby = await open_hc(env, "Alice", ["Bob"], rounds=5)
    await env.double.wait_for(lambda: "Bob" in lobby.text())  # edited after the join
    assert "5 rounds" in lobby.text() and "1. Alice" in lobby.text()
    # a third player finds the table full; then the host starts
    full = await private_text(await env.user("Carol").click(lobby, t("btn-join", "en")))
    assert full == t("error-table_full", "en", max=2) and len(env.table().seats) == 2
    assert await private_text(await env.user("Alice").click(lobby, t("btn-start", "en"))) \
        == t("started", "en")
    await turn_message(env, 0)
    assert env.table().options.rules == HighCardRules(rounds=5)
    rng = random.Random(37)
    public: list[str] = []
    last: tuple[str, int] | None = None  # who pressed, on which message
    quiet: int | None = None  # the repost's message (it pinged nobody)
    movers = []
    own: dict[str, MessageRecord] = {}  # each player's own screen, opened at version 2
    while env.table().status == "playing":
        version = env.table().version
        now = await turn_message(env, version)  # this version is announced: what shows it
        public += seen_publicly(env)
        mover = to_move(env)
        movers.append(mover)
        if last is not None and last[0] == mover:  # the same player goes on: edited
            assert now.id == last[1], (last, now)
        elif last is not None:  # another player's turn: posted anew, the old one deleted
            assert now.id > last[1] and env.double.registry.messages[last[1]].deleted
        other = next(n for n in ("Alice", "Bob") if n != mover)
        if version == 1:
            await the_refusals(env, mover, other)
        if version == 2:  # /highcard hand and My hand: privately, one's own card
            for name in ("Alice", "Bob"):
                mine = hand_line(env, name)
                assert await private_text(await env.user(name).slash("highcard hand")) == mine
                # the one hand DM of the game (edited in place) shows this round's card
                await env.user(name).wait_for_dm(ending(mine))
                assert len(env.user(name).dms()) == 1
                turn = await turn_message(env, version)
                r = await env.user(name).click(turn, button(turn, "hand"))
                # the seat's own screen: its card, and the choices of the seat to act
                assert r.ephemeral and r.message is not None and r.message.v2
                assert r.message.text() == mine
                assert r.message.labels() == (["Reveal", "Fold"] if name == mover else [])
                own[name] = r.message
            # a bystander is not playing
            assert await private_text(await env.user("Carol").slash("highcard hand")) == \
                t("not-playing", "en")
            # /highcard table posts the table and its live turn message anew
            turn = await turn_message(env, version)
            assert await private_text(await env.user("Bob").slash("highcard table")) == \
                t("reposted", "en")
            again = await turn_message(env, version)
            assert again.id != turn.id and env.double.registry.messages[turn.id].deleted
            # it names the player to act, whose turn's ping was the first post's
            assert turn_line(again).startswith(f"{env.mention(mover)} {mover}, your move")
            assert again.pinged == []
            quiet = again.id
        if version == 3:  # the mover plays from their own screen (My hand) this time
            tid = env.table().id
            if own[mover].labels() == ["Reveal", "Fold"]:  # opened at version 2: stale now
                r = await env.user(mover).click(own[mover], button(own[mover], "reveal"))
                assert r.message is not None and r.message.content == t("stale", "en")
            r = await env.user(mover).click(now, button(now, "hand"))
            screen = r.message
            assert screen is not None and screen.labels() == ["Reveal", "Fold"], r
            r = await env.user(mover).click(screen, button(screen, "fold"))
            await redrawn_by(r)
            await env.double.wait_for(lambda v=version: env.table().version > v)
            # the screen pressed is redrawn to the state after the move
            drawn = f"tb:c:{tid}:{version}:"  # the ids of the decision just made
            await env.double.wait_for(lambda s=screen, d=drawn: not any(
                str(c.get("custom_id", "")).startswith(d) for c in s.all_components()))
            assert screen.text().startswith("Your card in round")
            last = (mover, now.id)
            continue
        # a fold first (a card that is never shown), a reveal next, then either
        action = {0: "fold", 1: "reveal"}.get(version) or rng.choice(("reveal", "reveal",
                                                                      "fold"))
        last = (mover, await move(env, action, quiet=quiet))
    # both ways were taken: a player acting twice in a row, and the turn changing hands
    assert any(a == b for a, b in itertools.pairwise(movers))
    assert any(a != b for a, b in itertools.pairwise(movers))
    game = hc(env)
    assert game.over and env.table().status == "finished" and game.round == 5
    final = await results(env)
    public += seen_publicly(env)
    names = [env.name(0), env.name(1)]
    score = "–".join(map(str, game.scores))
    winner = f"{names[game.winners[0]]} wins {score}." if len(game.winners) == 1 \
        else f"A draw, {score}."
    assert final.content.endswith(winner) and final.labels() == []
    # no live turn button is left
    assert not any(TURN_ID.fullmatch(str(c.get("custom_id", ""))) and not c.get("disabled")
                   for m in env.channel.messages() for c in m.all_components())
    dm = (await env.user("Alice").wait_for_dm(lambda m: CARD in m.content))
    assert dm.content.startswith(f"High card, table #{env.table().id}")
    # nothing hidden was public at any moment; nobody was shown a card not theirs
    deal = Deal.of(env.table())
    assert deal.hidden() and deal.revealed  # the game had folds and reveals
    assert public_leaks(public, deal) == []
    assert private_leaks(env, deal, env.table()) == []
    assert public_leaks([dm.content], deal)  # the check catches a private card shown
    # the game is on high card's board and in its history, not on Larry's
    board = await env.user("Carol").slash("highcard leaderboard")
    assert board.message is not None and board.ephemeral
    assert board.message.embeds[0]["title"].startswith("High card ratings")
    assert "Alice" in board.message.text() and "Bob" in board.message.text()
    larry = await env.user("Carol").slash("larry leaderboard")
    assert larry.message is not None and "Alice" not in larry.message.text()
    history = await private_text(await env.user("Bob").slash("highcard history"))
    assert f"`#{env.table().id}`" in history and "Alice" in history and "Bob" in history
    assert f"`#{env.table().id}`" not in await private_text(
        await env.user("Bob").slash("larry history"))
    stats = await env.user("Alice").slash("highcard stats")
    assert stats.message is not None and "Games **1**" in stats.message.text()
    # the table is closed: its commands say so
    assert await private_text(await env.user("Alice").slash("highcard hand")) == \
        t("hc-no-table-here", "en")


def ending(text: str) -> Callable[[MessageRecord], bool]:
    return lambda msg: msg.content.endswith(text)


def hand_line(env: BotEnv, name: str) -> str:
    game = hc(env)
    card = game.cards[env.seat(name)]
    return f"Your card in round {game.round + 1} of {game.rules.rounds}: {CARD}{card}"


async def the_refusals(env: BotEnv, mover: str, other: str) -> None:
    """At version 1: the wrong player, a stale button, forged ids; nothing changes."""
    table = env.table()
    turn = await turn_message(env, 1)
    before = (table.version, table.rev)
    # the wrong player presses Reveal: refused privately, naming who is to move
    r = await env.user(other).click(turn, button(turn, "reveal"))
    assert r.ephemeral and r.message is not None
    assert r.message.content == t("not-your-turn", "en", name=mover)
    # a client still showing the replaced turn message (deleted since): out of date
    old = next(m for m in env.double.registry.messages.values() if not m.ephemeral and any(
        str(c.get("custom_id", "")).startswith(f"tb:c:{table.id}:0:")
        for c in m.all_components()))
    assert old.deleted
    old.deleted = False
    r = await env.user(mover).click(old, button(old, "reveal"))
    assert r.ephemeral and r.message is not None and r.message.content == t("stale", "en")
    old.deleted = True
    # forged ids on the live message: no such table, no such choice, a damaged shared id,
    # the shared lobby id of this (started) table, and other games' ids naming it
    comps = [c for c in env.double.registry.messages[turn.id].all_components()
             if c.get("type") == 2]
    real = [str(c["custom_id"]) for c in comps]
    forged = {
        "tb:c:999999:1:move:reveal": t("lobby-closed", "en"),
        f"tb:c:{table.id}:1:move:explode": t("hc-garbled", "en"),
        f"tb:c:{table.id}:1:bets:reveal": t("hc-garbled", "en"),
        f"tb:c:{table.id}:1:Move": t("unknown-button", "en"),
        f"hc:t:{table.id}:1:reveal": t("hc-garbled", "en"),
        f"hc:l:{table.id}:cancel": None,  # the service's refusal: "already started"
        f"larry:t:{table.id}:1:doubt": t("garbled", "en"),
        f"kp:t:{table.id}:1:true": t("kp-dc-garbled", "en"),
        f"kp:l:{table.id}:join": t("kp-dc-garbled", "en"),
        "hc:" + "x" * 97: t("hc-garbled", "en"),
    }
    for cid, expected in forged.items():
        comps[0]["custom_id"] = cid
        said = await private_text(await env.user(mover).click(turn, cid))
        if expected is None:
            assert "already started" in said, (cid, said)
        else:
            assert said == expected, (cid, said)
    for comp, cid in zip(comps, real, strict=True):
        comp["custom_id"] = cid
    assert (env.table().version, env.table().rev) == before


@scale(0.01)
async def test_an_ai_seat_game_played_by_the_timers_to_its_end(hc_env: BotEnv) -> None:
    """Alice opens, adds an AI seat and starts, then never presses: her turn timer runs out
    each time (the AI plays for her, then takes her seat), the AI seat plays on its own
    delay, and the game ends, announced, stored and rated, through the double."""
    env = hc_env
    lobby = await open_hc(env, "Alice", [], ais=1, rounds=3, turn_seconds=30)
    await env.double.wait_for(lambda: "(AI)" in lobby.text())  # the lobby shows the seat
    assert await private_text(await env.user("Alice").click(lobby, t("btn-start", "en"))) \
        == t("started", "en")
    public: list[str] = []

    def finished() -> bool:
        public.extend(seen_publicly(env))
        return env.table().status == "finished"

    await env.double.wait_for(finished, 20)
    final = await results(env)
    table = env.table()
    game = hc(env)
    assert game.over and game.round == 3 and len(table.moves) >= 3
    said = [text for m in env.posted() for text in m.seen]  # every state of every message
    ran_out = [c for c in said if "Alice ran out of time" in c]
    assert ran_out, said
    ai = t("dc-ai-name", "en", name=next(s["name"] for s in table.seats if s.get("ai")))
    assert any(re.search(rf"^{re.escape(ai)} (reveals|folds)", c, re.M) for c in said), said
    # the AI seat was never pinged (it has nobody to ping); Alice's turns pinged Alice only
    alice = env.user("Alice").id
    assert all(m.pinged in ([], [alice]) for m in env.posted())
    assert "**Game over!**" in final.content and final.labels() == []
    deal = Deal.of(table)
    public.extend(seen_publicly(env))
    assert public_leaks(public, deal) == []
    assert private_leaks(env, deal, table) == []
    stats = await env.user("Alice").slash("highcard stats")
    assert stats.message is not None and "Games **1**" in stats.message.text()


async def test_a_game_goes_on_after_a_restart_once_its_front_end_is_loaded_again(
        hc_env: BotEnv) -> None:
    """The bot restarts mid-game. Its own extensions come back by themselves; the test game's
    front end is loaded again as an operator would, and the same table goes on: the turn
    message posted before the restart still takes the press, and the game ends with its
    results, every card still where it belongs."""
    env = hc_env
    lobby = await open_hc(env, "Alice", ["Bob"], rounds=3)
    assert await private_text(await env.user("Alice").click(lobby, t("btn-start", "en"))) \
        == t("started", "en")
    await move(env, "reveal")
    table_id, version = env.table().id, env.table().version
    before = await turn_message(env, version)
    bot = await env.restart()
    assert bot.service.find(table_id) is not None  # rebuilt from its stored moves
    await bot.load_extension("tests.highcard.cog")
    await bot.tree.sync()
    turn = await turn_message(env, version)
    assert turn.id == before.id  # nothing changed while the bot was away: no new message
    name = to_move(env)
    r = await env.user(name).click(turn, button(turn, "reveal"))
    assert r.kind == "deferred_update", r
    await env.double.wait_for(lambda: env.table().version > version)
    while env.table().status == "playing":
        await move(env, "reveal")
    final = await results(env)
    game = hc(env)
    assert game.over and final.labels() == []
    deal = Deal.of(env.table())
    assert public_leaks(seen_publicly(env), deal) == []
    assert private_leaks(env, deal, env.table()) == []
