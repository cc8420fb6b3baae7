"""The Kniffel coach on Discord through the double (issue 53): after every game one review
per human player in the table's language (its figures, then its three costliest decisions,
each with a small PNG of its dice), the same reviews privately by `/kniffel review
game:<n>` for any finished game of this server, under that game's own rules (one roll a
turn, no jokers: another table); a table with `hints`: a Hint button on the player's turn
answering privately with the optimal move and the worth of the two best choices, the game
stored unrated; and while the optimal table is not ready, the hint and the after-game review
say when it will be (the review then follows by itself).

The tables come from pytest's cache folder (tests/kniffel_tables.py): computed once on a
machine, read in a moment after that."""

from __future__ import annotations

import io
import random
import sqlite3

import pytest
from PIL import Image

from cogs.kniffel.coach import hint_text
from discord_double import MessageRecord
from larry_core.games.kniffel import optimal
from larry_core.games.kniffel.coach import Review, advice, review_log
from larry_core.games.kniffel.coach_text import amount, decision_line, move_words
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.text import decimal, t
from tests.bot_fixtures import BotEnv, bot_env, private_text
from tests.front_end.test_bot_kniffel import button, kn, make, open_kn, play_until, turn_message
from tests.kniffel_tables import (
    DEFAULT,
    ONE_ROLL,
    default_table,
    kniffel_cache,
    one_roll_table,
)

__all__ = ["bot_env", "default_table", "kniffel_cache", "one_roll_table"]
Table = optimal.OptimalTable


def reviews_of(env: BotEnv, name: str, loc: str = "en") -> list[MessageRecord]:
    title = t("kn-coach-title", loc, name=name)
    return [m for m in env.posted() if m.embeds and m.embeds[0].get("title") == title]


def check_review(msg: MessageRecord, review: Review, seat: int, loc: str, tag: str) -> None:
    """One player's review: the figures as the coach has them, then one embed per costly
    decision, each with its dice as a PNG (described for screen readers)."""
    s = review.seats[seat]
    head = msg.embeds[0]["description"]
    assert f"**{s.score}**" in head and f"**{decimal(review.optimum, loc)}**" in head
    assert amount(s.lost, loc) in head and amount(s.lost_keeps, loc) in head
    assert amount(s.luck, loc, sign=True) in head
    costly = s.costliest()
    assert len(msg.embeds) == 1 + len(costly) and len(msg.attachments) == len(costly)
    for rank, (d, embed, picture) in enumerate(
            zip(costly, msg.embeds[1:], msg.attachments, strict=True), 1):
        assert embed["description"] == decision_line(rank, d, loc)
        assert picture["filename"] == f"kn-coach-{tag}-{seat}-{rank}.png"
        assert embed["image"]["url"] == f"attachment://{picture['filename']}"
        img = Image.open(io.BytesIO(picture["data"]))
        img.load()
        assert img.format == "PNG" and img.size[0] > 4 * img.size[1]  # a row of 5 dice
        assert picture["description"].startswith(
            t("kn-coach-picture-alt", loc, rank=rank, dice=""))


async def test_after_the_game_every_human_gets_the_coachs_review_and_review_repeats_it(
        bot_env: BotEnv, default_table: Table) -> None:
    env = bot_env
    await open_kn(env, ["Alice", "Bob"])
    await play_until(env, random.Random(41))
    table = env.table()
    assert table.status == "finished"
    review = review_log(2, DEFAULT, table.record.seed, table.moves, default_table)
    assert any(s.costliest() for s in review.seats)  # the players slipped now and then
    final = await env.wait_posted(lambda m: "**Final scores**" in m.content)
    for name in ("Alice", "Bob"):
        def reviewed(name: str = name) -> list[MessageRecord] | None:
            return reviews_of(env, name) or None

        await env.double.wait_for(reviewed, 10)
        [msg] = reviews_of(env, name)
        assert msg.id > final.id and msg.pinged == []
        check_review(msg, review, env.seat(name), "en", str(table.id))
    # /kniffel review: the same, privately, for anyone on the server
    r = await env.user("Carol").slash("kniffel review", game=table.id)
    got = await r.wait_followup(2)
    assert all(m.ephemeral for m in got)
    assert got[0].content == t("kn-coach-review-head", "en", table=table.id)
    for msg, seat in zip(got, range(2), strict=True):
        assert msg.embeds[0]["title"] == t("kn-coach-title", "en", name=env.name(seat))
        check_review(msg, review, seat, "en", f"r{table.id}")
    # an unknown game, and the history's hint
    r = await env.user("Carol").slash("kniffel review", game=table.id + 50)
    assert await private_text(r) == t("kn-coach-review-unknown", "en", table=table.id + 50)
    listed = await private_text(await env.user("Bob").slash("kniffel history"))
    assert "/kniffel review game:<number>" in listed


async def test_a_game_under_other_rules_is_reviewed_with_its_own_table_in_german(
        bot_env: BotEnv, one_roll_table: Table) -> None:
    """One roll a turn, no jokers, in German, Alice against an AI seat: only Alice is
    reviewed, against that game's optimum (127,4, not 248,3)."""
    env = bot_env
    env.lang = "de"
    await open_kn(env, ["Alice"], ais=1, language="de", rolls=1, further_kniffel="none")
    await play_until(env, random.Random(3))
    table = env.table()
    review = review_log(2, ONE_ROLL, table.record.seed, table.moves, one_roll_table)
    assert round(review.optimum, 1) == 127.4
    await env.double.wait_for(lambda: reviews_of(env, "Alice", "de") or None, 10)
    [msg] = reviews_of(env, "Alice", "de")
    check_review(msg, review, env.seat("Alice"), "de", str(table.id))
    assert "**127,4**" in msg.embeds[0]["description"]
    assert "Deine Entscheidungen haben dich" in msg.embeds[0]["description"]
    ai = next(i for i, s in enumerate(table.seats) if s.get("ai"))
    assert not [m for m in env.posted() if m.embeds and env.name(ai) in
                str(m.embeds[0].get("title", ""))]


def hint_ids(msg: MessageRecord) -> list[str]:
    return [str(c["custom_id"]) for c in msg.all_components()
            if str(c.get("custom_id", "")).startswith("knh:")]


async def test_hints_answer_the_player_to_act_privately_and_the_game_is_not_rated(
        bot_env: BotEnv, default_table: Table) -> None:
    env = bot_env
    synced = {c["name"]: c for c in env.double.registry.commands_for(None)}
    subs = {o["name"]: o for o in synced["kniffel"]["options"]}
    hints = next(o for o in subs["new"]["options"] if o["name"] == "hints")
    assert hints["type"] == 5 and hints["name_localizations"]["de"] == "tipps"
    assert subs["review"]["name_localizations"]["fr"] == "bilan"
    await open_kn(env, ["Alice", "Bob"], hints=True)
    table = env.table()
    assert table.options.hints
    lobby = next(m for m in env.posted() if m.embeds and "Kniffel" in m.embeds[0]["title"])
    assert t("kn-coach-hints-on", "en") in lobby.text()
    first = await turn_message(env, 0)
    assert hint_ids(first) == []  # the turn's first roll: nothing to decide yet
    name = env.to_move()
    other = next(n for n in ("Alice", "Bob") if n != name)
    await make(env, KNIFFEL.parse("roll"))
    turn = await turn_message(env, 1)
    assert hint_ids(turn) == [f"knh:{table.id}:1"]
    assert turn.labels()[-1] == t("kn-coach-hint-button", "en")
    game, seat = kn(env), env.seat(name)
    best = default_table.choose(game.seat_view(seat), game.legal_moves(seat))
    r = await env.user(name).click(turn, f"knh:{table.id}:1")
    text = await private_text(r)
    [(first_move, total, points), (_, total2, _)] = advice(default_table, game, seat)
    assert first_move == best  # the move the AI makes, from the table the AI reads
    assert text == hint_text(default_table, game, seat, "en")
    assert text.startswith(f"💡 Best now: **{move_words(best, points, 'en')}**, about "
                           f"{round(total)} points at the end. Next best: ")
    assert text.endswith(f", about {round(total2)}.") and total >= total2
    assert env.table().version == 1  # a hint changes nothing
    # only the player to act may ask; the others are told why
    r = await env.user(other).click(turn, f"knh:{table.id}:1")
    assert await private_text(r) == t("not-your-turn", "en", name=name)
    r = await env.user("Carol").click(turn, f"knh:{table.id}:1")
    assert await private_text(r) == t("not-playing", "en")
    # a die toggled: the turn message keeps its Hint button
    r = await env.user(name).click(turn, button(turn, "die", "0"))
    assert r.kind == "update"
    assert hint_ids(env.double.registry.messages[turn.id]) == [f"knh:{table.id}:1"]
    # the game played out: its results say it is not rated, and it is not
    await play_until(env, random.Random(9))
    assert env.table().status == "finished"
    final = await env.wait_posted(lambda m: "**Final scores**" in m.content)
    assert t("kn-coach-hints-on", "en") in final.content
    board = await env.user("Carol").slash("kniffel leaderboard")
    assert board.message is not None
    assert t("dc-board-empty", "en") in board.message.text()
    with sqlite3.connect(env.db) as db:
        rated = db.execute("SELECT rated FROM results WHERE table_id = ?",
                           (table.id,)).fetchall()
        assert rated == [(2,)]
        assert db.execute("SELECT COUNT(*) FROM rating_history").fetchone() == (0,)
    played = await private_text(await env.user("Bob").slash("kniffel history"))
    assert f"#{table.id}" in played  # listed all the same
    await env.double.wait_for(lambda: reviews_of(env, name) or None, 10)  # and reviewed


async def test_while_the_table_is_not_ready_the_hint_and_the_review_say_when(
        bot_env: BotEnv, one_roll_table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    monkeypatch.setattr(optimal, "ready", lambda rules: None)
    monkeypatch.setattr(optimal, "prepare_in_background", lambda rules: None)
    await open_kn(env, ["Alice", "Bob"], hints=True, rolls=1, further_kniffel="none")
    name = env.to_move()
    await make(env, KNIFFEL.parse("roll"))
    turn = await turn_message(env, 1)
    [hint] = hint_ids(turn)
    text = await private_text(await env.user(name).click(turn, hint))
    ready = t("kn-coach-not-ready", "en", when="<t:0:R>")
    assert text.startswith(ready.split("<t:")[0]) and text.endswith(":R>. Ask again then.")
    await play_until(env, random.Random(4))
    waiting = await env.wait_posted(
        lambda m: m.content.startswith(t("kn-coach-wait", "en", when="<t:0:R>").split("<t:")[0]),
        10)
    assert "<t:" in waiting.content and reviews_of(env, "Alice") == []
    monkeypatch.undo()  # the table is ready now: the reviews follow by themselves
    await env.double.wait_for(
        lambda: (reviews_of(env, "Alice") and reviews_of(env, "Bob")) or None, 10)
    await env.double.wait_for(lambda: env.double.registry.messages[waiting.id].deleted, 5)
