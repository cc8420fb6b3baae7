"""After the game, through the double: the public bluff report, /larry history and replay
(Previous, Next, Jump; a running game refused), the rated leaderboard and stats with their
picture, /larry settings (Manage Server only, used by /larry new) and /larry forget-me."""

from __future__ import annotations

import re

import pytest

from larry_core.text import t
from tests.bot_fixtures import BotEnv, bot_env, private_text, take_turn
from tests.table_checks import game_messages

__all__ = ["bot_env"]

MANAGE_GUILD = 1 << 5


async def finish(env: BotEnv, names: tuple[str, ...] = ("Alice", "Bob"),
                 ai: bool = True) -> int:
    """Play a one-round game to its end (names plus an AI seat); return the table id."""
    lobby = await env.open_table(names[0], rounds=1)
    for name in names[1:]:
        await private_text(await env.user(name).click(lobby, "Join"))
    if ai:
        await private_text(await env.user(names[0]).click(lobby, "Add AI"))
    await private_text(await env.user(names[0]).click(lobby, "Start"))
    table_id = env.table().id
    for _ in range(800):
        table = env.service.find(table_id)
        if table is None or table.game is None or table.game.over:
            break
        if table.is_ai(table.game.to_move) if table.game.to_move is not None else False:
            version = table.version
            await env.double.wait_for(lambda v=version: env.table().version > v, 10)
            continue
        await take_turn(env)
    await env.channel.wait_for_message(lambda m: "Bluff report" in m.content, 10)
    return table_id


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_a_finished_game_can_be_revisited_and_is_reported(bot_env: BotEnv) -> None:
    env = bot_env
    table_id = await finish(env)
    results = game_messages(env.channel.messages())[-1]  # the offer of another game may follow
    assert "Bluff report" in results.content
    for name in ("Alice", "Bob", "Larrybot Ada"):
        assert re.search(rf"\*\*{re.escape(name)}[^*]*\*\*: \d+ claims?", results.content), name
    assert "got away" in results.content

    # the server's finished games
    listing = await private_text(await env.user("Bob").slash("larry history"))
    assert f"`#{table_id}`" in listing and "Alice" in listing

    # move by move, privately
    r = await env.user("Bob").slash("larry replay", game=table_id)
    shown = r.message
    assert shown is not None and r.ephemeral
    moves = len(env.service.find(table_id).moves)  # type: ignore[union-attr]
    assert f"Move 1 of {moves}" in shown.content
    await env.user("Bob").click(shown, "Next")
    await env.double.wait_for(lambda: f"Move 2 of {moves}" in shown.content)
    modal = await env.user("Bob").click(shown, "Jump…")
    assert modal.is_modal
    await env.user("Bob").submit_modal(modal, {"move": str(moves)})
    await env.double.wait_for(lambda: f"Move {moves} of {moves}" in shown.content)
    assert "Bluff report" in shown.content  # the last move ends with the report
    assert next(b for b in shown.all_components() if b.get("label") == "Next")["disabled"]
    # a claim's truth is told: honest or bluff, for some move of the game
    seen = []
    for number in range(1, moves + 1):
        r = await env.user("Bob").slash("larry replay", game=table_id, move=number)
        assert r.message is not None
        seen.append(r.message.content)
        if any(("True: the sum" in s or "Bluff: the sum" in s) for s in seen):
            break
    assert any(("True: the sum" in s or "Bluff: the sum" in s) for s in seen)


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_a_running_game_cannot_be_replayed_or_reported(bot_env: BotEnv) -> None:
    env = bot_env
    await env.start_game(["Alice", "Bob"])
    table_id = env.table().id
    refusal = await private_text(await env.user("Bob").slash("larry replay", game=table_id))
    assert refusal == t("dc-replay-running", "en", table=table_id)
    unknown = await private_text(await env.user("Bob").slash("larry replay", game=99999))
    assert unknown == t("dc-replay-unknown", "en", table=99999)
    listing = await private_text(await env.user("Bob").slash("larry history"))
    assert listing == t("dc-history-empty", "en")
    # no public message of the running game carries a report or a claim's truth
    texts = " ".join(m.text() for m in env.channel.messages())
    assert "Bluff report" not in texts and "Bluff: the sum" not in texts


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_ratings_rank_the_board_and_stats_show_their_history(bot_env: BotEnv) -> None:
    env = bot_env
    await finish(env)
    await finish(env)
    r = await env.user("Alice").slash("larry leaderboard")
    board = r.message
    assert board is not None and r.ephemeral
    text = board.text()
    assert "rating" in text and "Larrybot Ada (AI, reasoned)" in text
    ratings = [float(x.replace("\u2212", "-"))  # read with the typographic minus
               for x in re.findall(r"— \*\*(\u2212?\d+\.\d)\*\*", text)]
    assert len(ratings) == 3 and ratings == sorted(ratings, reverse=True)
    hidden = (await env.user("Alice").slash("larry leaderboard", hide_ai=True)).message
    assert hidden is not None and "Larrybot" not in hidden.text()
    assert len(re.findall(r"— \*\*(\u2212?\d+\.\d)\*\*", hidden.text())) == 2
    by_games = (await env.user("Alice").slash("larry leaderboard", sort="games")).message
    assert by_games is not None and "sorted by games" in by_games.text()

    stats = (await env.user("Bob").slash("larry stats")).message
    assert stats is not None
    assert re.search(r"Rating \*\*\u2212?\d+\.\d\*\* \(rank \*\*\d\*\*", stats.text())
    picture = [a for a in stats.attachments if a["filename"] == "rating.png"]
    assert picture and picture[0]["png"] and "over 2 games" in picture[0]["description"]

    # numbers as the reader's language writes them: 2,9 and 50 % in German, 2,9 in French
    env.user("Carol").record.locale = "de"
    german = (await env.user("Carol").slash("larry leaderboard")).message
    assert german is not None
    rows = re.findall(r"— \*\*(\u2212?\d+,\d)\*\* · \d+ · \d+ · \d+\u00a0%", german.text())
    assert len(rows) == 3, german.text()
    env.user("Bob").record.locale = "fr"
    french = (await env.user("Bob").slash("larry stats")).message
    assert french is not None
    assert re.search(r"Cote \*\*\u2212?\d+,\d\*\*", french.text()), french.text()
    assert re.search(r"\d+\u00a0%", french.text()), french.text()


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_settings_need_manage_server_and_start_new_tables(bot_env: BotEnv) -> None:
    env = bot_env
    refused = await private_text(await env.user("Bob").slash("larry settings", rounds=2))
    assert refused == t("dc-settings-not-allowed", "en")
    shown = await private_text(await env.user("Bob").slash("larry settings"))
    assert shown == refused  # not even shown: it is a moderator's page
    env.user("Alice").record.permissions |= MANAGE_GUILD
    saved = await private_text(await env.user("Alice").slash(
        "larry settings", language="de", turn_seconds=45, rounds=2))
    assert saved.startswith("**Saved.**") and "Deutsch" in saved and "45 s" in saved
    again = await private_text(await env.user("Alice").slash("larry settings"))
    assert "Deutsch" in again and "rounds: **2**" in again
    # a new table starts from them; /larry new's options override them
    env.lang = "de"
    await env.start_game(["Alice", "Bob"])
    options = env.table().options
    assert (options.language, options.turn_seconds, options.rules.rounds) == ("de", 45, 2)
    await private_text(await env.user("Alice").slash("larry end"))
    env.lang = "en"
    await env.start_game(["Alice", "Bob"], language="en", rounds=1)
    options = env.table().options
    assert (options.language, options.turn_seconds, options.rules.rounds) == ("en", 45, 1)


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_forget_me_asks_first_and_keeps_the_others_results(bot_env: BotEnv) -> None:
    env = bot_env
    table_id = await finish(env, ai=False)
    before = (await env.user("Alice").slash("larry history")).message
    assert before is not None and "Bob" in before.content

    # without a confirmation nothing is removed
    r = await env.user("Bob").slash("larry forget-me")
    ask = r.message
    assert ask is not None and r.ephemeral and "cannot be undone" in ask.content
    await env.user("Bob").click(ask, "Keep my data")
    await env.double.wait_for(lambda: ask.content == t("dc-forget-kept", "en"))
    stats = (await env.user("Bob").slash("larry stats")).message
    assert stats is not None and "Rating" in stats.text()

    # seated at an open table: refused, nothing removed
    await env.start_game(["Alice", "Bob"])
    ask = (await env.user("Bob").slash("larry forget-me")).message
    assert ask is not None
    await env.user("Bob").click(ask, "Forget me")
    await env.double.wait_for(lambda: "still have a seat" in ask.content)
    await private_text(await env.user("Alice").slash("larry end"))

    ask = (await env.user("Bob").slash("larry forget-me")).message
    assert ask is not None
    await env.user("Bob").click(ask, "Forget me")
    await env.double.wait_for(lambda: ask.content.startswith("Done:"))
    stats = (await env.user("Bob").slash("larry stats")).message
    assert stats is not None and "has not finished a game" in stats.text()
    after = (await env.user("Alice").slash("larry history")).message
    assert after is not None and "Bob" not in after.content
    assert "former player" in after.content and "Alice" in after.content
    board = (await env.user("Alice").slash("larry leaderboard")).message
    assert board is not None and "Alice" in board.text() and "Bob" not in board.text()
    replay = (await env.user("Alice").slash("larry replay", game=table_id)).message
    assert replay is not None and "Bob" not in replay.content



@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_forged_after_game_buttons_change_nothing(bot_env: BotEnv) -> None:
    """Buttons rewritten by a client: a replay step of the running game, another player's
    forget-me confirmation."""
    env = bot_env
    await finish(env, ai=False)
    turn = await env.start_game(["Alice", "Bob"])
    running = env.table().id
    # the new game's first turn offers one button (Your move: no claim stands to doubt);
    # the client rewrites its id, once for each forgery
    button = next(c for c in env.double.registry.messages[turn.id].all_components()
                  if c.get("type") == 2)
    assert button["label"] == t("btn-act", "en")
    alice = env.user("Alice").id
    button["custom_id"] = f"larry:rv:{running}:1"
    assert await env.press("Bob", button["label"], turn) == t("dc-replay-running", "en",
                                                              table=running)
    button["custom_id"] = f"larry:fm:{alice}:yes"
    assert await env.press("Bob", button["label"], turn) == t("dc-forget-not-yours", "en")
    stats = (await env.user("Alice").slash("larry stats")).message
    assert stats is not None and "Rating" in stats.text()  # Alice was not forgotten
    assert env.table().status == "playing"
