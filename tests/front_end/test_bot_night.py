"""Game nights through the double (issue 51, item 4): whole games of the test-only high card
game (one round each: the loser folds, so who wins is the test's to say) in one channel
form a night; after its second game and each one after it the standings are posted (ties
share a place, an AI seat is named as AI, a picture with its description), `/night show`
shows them privately or shared; an hour's pause (made short here) and `/night end` end a
night; a restart keeps it; forget-me takes a player out of it."""

from __future__ import annotations

import asyncio
import sqlite3

from discord_double import MessageRecord
from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text
from tests.front_end.test_highcard_discord import hc_env, move, open_hc, to_move

__all__ = ["bot_env", "hc_env"]

HEAD = "🌙 **Game night**: the standings after"
RULE = t("night-rule", "en")


async def game(env: BotEnv, host: str, other: str | None, loser: str,
               ai: bool = False) -> None:
    """One high card game of one round at `host`'s table, with `other` (or an AI seat):
    `loser` folds on their turn, the other human reveals; played to its end."""
    lobby = await open_hc(env, host, [other] if other else [], ais=int(ai), rounds=1)
    assert await private_text(await env.user(host).click(lobby, t("btn-start", "en"))) \
        == t("started", "en")
    table = env.table()
    while table.status == "playing":
        game = table.game
        if game is not None and game.to_move is not None and not table.is_ai(game.to_move):
            await move(env, "fold" if to_move(env) == loser else "reveal")
        else:  # the AI's move
            before = table.version
            await env.double.wait_for(lambda v=before: table.version > v  # type: ignore[misc]
                                      or table.status != "playing")
    assert table.status == "finished"


def night_posts(env: BotEnv) -> list[MessageRecord]:
    return [m for m in env.channel.messages() if m.content.startswith(HEAD)]


async def night_post(env: BotEnv, games: int) -> MessageRecord:
    found: MessageRecord = await env.channel.wait_for_message(
        lambda m: m.content.startswith(f"{HEAD} {games} games"))
    return found


def lines(text: str) -> list[str]:
    """A standings text's player lines."""
    return [line for line in text.splitlines() if line[:1].isdigit()]


async def shown(env: BotEnv, name: str, **options: object) -> str:
    return await private_text(await env.user(name).slash("night show", **options))


async def test_a_night_over_three_games_with_a_tie_and_an_ai_seat(hc_env: BotEnv) -> None:
    env = hc_env
    await game(env, "Alice", "Bob", loser="Bob")
    text = await shown(env, "Bob")  # one game: shown on demand, not posted
    assert text.startswith("🌙 **Game night** in this channel since <t:")
    assert "the standings after one game" in text.splitlines()[0]
    assert lines(text) == ["1. **Alice** — 2 points", "2. **Bob** — 1 point"]
    assert text.splitlines()[-1] == RULE
    await game(env, "Bob", "Alice", loser="Alice")
    post = await night_post(env, 2)
    # one game each: a tie, sharing first place (2 + 1 = 3 points each)
    assert lines(post.content) == ["1. **Alice** — 3 points", "1. **Bob** — 3 points"]
    assert post.pinged == [] and post.labels() == []
    [picture] = post.attachments
    assert picture["filename"] == "night.png"
    assert picture["description"] == (
        "The game night's standings after 2 games, each player's points per game and in all:"
        " 1. Alice, 3 points (2, 1); 1. Bob, 3 points (1, 2)")
    # the results came first: the standings follow the game's last messages
    results = [m for m in env.channel.messages() if "**Game over!**" in m.content]
    assert results and results[-1].id < post.id
    await game(env, "Bob", None, loser="Bob", ai=True)
    third = await night_post(env, 3)
    got = lines(third.content)
    table = env.table()
    ai = next(str(seat["name"]) for seat in table.seats if seat.get("ai"))
    bob_won = table.seats[table.game.winners[0]]["name"] == "Bob"  # the AI may fold first
    assert got == (["1. **Bob** — 5 points", "2. **Alice** — 3 points",
                    f"3. **{ai} (AI)** — 1 point"] if bob_won else
                   ["1. **Bob** — 4 points", "2. **Alice** — 3 points",
                    f"3. **{ai} (AI)** — 2 points"])
    assert len(night_posts(env)) == 2  # after the second and the third game
    shared = await env.user("Carol").slash("night show", share=True)
    assert shared.message is not None and not shared.ephemeral
    assert shared.message.content.splitlines()[0].endswith("the standings after 3 games")
    assert lines(shared.message.content) == got
    assert [a["filename"] for a in shared.message.attachments] == ["night.png"]
    # in German, privately
    env.user("Dave").record.locale = "de"
    german = await shown(env, "Dave")
    assert german.startswith("🌙 **Spieleabend** in diesem Kanal seit")
    assert lines(german)[1] == "2. **Alice** – 3 Punkte"
    assert f"3. **{ai} (KI)** – " in german


async def test_an_hours_pause_ends_a_night(hc_env: BotEnv) -> None:
    env = hc_env
    await game(env, "Alice", "Bob", loser="Bob")
    await game(env, "Alice", "Bob", loser="Alice")
    await night_post(env, 2)
    cog = env.bot.get_cog("Night") if env.bot is not None else None
    assert cog is not None
    cog.nights.pause = 0.3  # type: ignore[attr-defined]  # the hour, made short
    await asyncio.sleep(0.4)
    text = await shown(env, "Alice")
    assert text.startswith("🌙 The last **game night** in this channel ended <t:")
    assert ", after 2 games. Its standings:" in text.splitlines()[0]
    assert lines(text) == ["1. **Alice** — 3 points", "1. **Bob** — 3 points"]
    assert await private_text(await env.user("Alice").slash("night end")) \
        == t("night-end-none", "en")
    await game(env, "Alice", "Bob", loser="Bob")  # opened after the pause: a new night
    await asyncio.sleep(0.2)
    assert len(night_posts(env)) == 1
    cog.nights.pause = 3600.0  # type: ignore[attr-defined]
    text = await shown(env, "Bob")
    assert "in this channel since" in text and "after one game" in text
    assert lines(text) == ["1. **Alice** — 2 points", "2. **Bob** — 1 point"]


async def test_night_end_ends_it_for_a_player_of_the_night(hc_env: BotEnv) -> None:
    env = hc_env
    await game(env, "Alice", "Bob", loser="Bob")
    await game(env, "Bob", "Alice", loser="Bob")
    await night_post(env, 2)
    assert await private_text(await env.user("Carol").slash("night end")) \
        == t("night-end-not-allowed", "en")
    r = await env.user("Bob").slash("night end")
    assert r.message is not None and not r.ephemeral
    assert r.message.content.startswith(
        "🌙 Bob ended the game night. The final standings after 2 games:")
    assert lines(r.message.content) == ["1. **Alice** — 4 points", "2. **Bob** — 2 points"]
    assert [a["filename"] for a in r.message.attachments] == ["night.png"]
    assert await private_text(await env.user("Alice").slash("night end")) \
        == t("night-end-none", "en")
    text = await shown(env, "Alice")
    assert text.startswith("🌙 The last **game night** in this channel ended <t:")
    await game(env, "Alice", "Bob", loser="Alice")  # the next game starts a new night
    await asyncio.sleep(0.2)
    assert len(night_posts(env)) == 1
    assert lines(await shown(env, "Alice")) == ["1. **Bob** — 2 points",
                                                "2. **Alice** — 1 point"]


async def test_a_restart_keeps_the_night_and_forget_me_takes_a_player_out(
        hc_env: BotEnv) -> None:
    env = hc_env
    await game(env, "Alice", "Bob", loser="Bob")
    bot = await env.restart()
    await bot.load_extension("tests.highcard.cog")
    await bot.tree.sync()
    assert lines(await shown(env, "Alice")) == ["1. **Alice** — 2 points",
                                                "2. **Bob** — 1 point"]
    await game(env, "Bob", "Alice", loser="Bob")  # after the restart: the same night
    post = await night_post(env, 2)
    assert lines(post.content) == ["1. **Alice** — 4 points", "2. **Bob** — 2 points"]
    # Bob is forgotten: his night results go, Alice's points stay as they were
    r = await env.user("Bob").slash("larry forget-me")
    assert r.message is not None
    done = await env.user("Bob").click(r.message, t("btn-forget-yes", "en"))
    await done.wait_followup() if done.kind == "deferred" else None
    await env.double.wait_for(lambda: "Bob" not in (done.message.content
                                                     if done.message else "Bob"))
    text = await shown(env, "Alice")
    assert lines(text) == ["1. **Alice** — 4 points"]
    with sqlite3.connect(env.db) as conn:
        rows = conn.execute("SELECT user_id, name FROM night_seats").fetchall()
    bob = env.user("Bob").id
    assert all(user != bob and name != "Bob" for user, name in rows) and len(rows) == 2


async def test_a_game_a_crash_kept_out_of_its_night_joins_it_at_the_next_start(
        hc_env: BotEnv) -> None:
    """`kill -9` between a game's last move and its night: the results are stored, the game
    is in no night. The next start adds it and posts the standings that crash swallowed,
    once; a start after that posts nothing again."""
    env = hc_env
    await game(env, "Alice", "Bob", loser="Bob")
    await game(env, "Bob", "Alice", loser="Bob")
    await night_post(env, 2)
    assert env.bot is not None
    cog = env.bot.get_cog("Night")
    assert cog is not None
    # the kill: the game's last move is stored, but its night never hears of it
    env.bot.service.listeners.remove(cog.on_change)  # type: ignore[attr-defined]
    await game(env, "Alice", "Bob", loser="Alice")
    third = env.table().id
    with sqlite3.connect(env.db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM results WHERE table_id = ?",
                            (third,)).fetchone() == (1,)
        assert conn.execute("SELECT COUNT(*) FROM night_games WHERE table_id = ?",
                            (third,)).fetchone() == (0,)
    before = len(night_posts(env))
    bot = await env.restart()
    await bot.load_extension("tests.highcard.cog")
    await bot.tree.sync()
    post = await night_post(env, 3)  # late, after the game's own messages
    results = [m for m in env.channel.messages() if "**Game over!**" in m.content]
    assert results[-1].id < post.id
    assert lines(post.content) == ["1. **Alice** — 5 points", "2. **Bob** — 4 points"]
    assert lines(await shown(env, "Bob")) == lines(post.content)
    with sqlite3.connect(env.db) as conn:
        assert conn.execute("SELECT COUNT(DISTINCT night_id), COUNT(*) FROM night_games"
                            ).fetchone() == (1, 3)
    # another start: the night is whole, nothing is posted again
    bot = await env.restart()
    again = bot.get_cog("Night")
    await env.double.wait_for(lambda: getattr(again, "recovery", None) is not None
                              and again.recovery.done())  # type: ignore[union-attr]
    await asyncio.sleep(0.3)
    assert len(night_posts(env)) == before + 1
