"""Crash safety end to end (issue 9): the bot runs in its own process and is `kill -9`ed at
unlucky moments, then restarted on the same SQLite file. After every restart the players
must see every committed move, exactly one message must carry live turn buttons (for the
current version), those buttons must work, and nothing committed may be lost.

The unlucky moments: a move's public announcement held back by 429s (the double's
`hold_public`), the instant between a move's commit and its announcement, a doubt's
reveal held back, and an announcement shown whose answer never reached the bot (the
double's `stall_public`). A control test restarts at a quiet moment. Users act only
through the double (harness: `tests/bot_process.py`); the tests read state only from what
users see and from the SQLite file.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import aiohttp

from discord_double import DiscordDouble, MessageRecord
from larry_core.text import card_name
from tests.bot_process import (
    ProcEnv,
    Stored,
    bot_proc,
    describe_live,
    lobby_button,
    readable_lines,
    says_number,
    stored_moves,
)

__all__ = ["bot_proc"]

RESTART_SHOWS = 10.0  # seconds a restarted bot has to show the table right
MORE_MOVES = 3  # moves played on with the live buttons after each restart


# ------------------------------------------------------------------------- helpers
async def kill_and_restart(env: ProcEnv, *, hold_release: Callable[[], None] | None = None
                           ) -> list[str]:
    """Kill -9 the bot, note the stored moves, release any hold, start it again on the
    same file. Returns the moves stored at the kill."""
    await env.bot.kill()
    moves = stored_moves(env.db, env.stored().table_id)
    if hold_release is not None:
        hold_release()
    await env.bot.start()
    return moves


def narrates_place(msg: MessageRecord, name: str, claim: int) -> bool:
    """A line of `msg` names the player and the number they claimed."""
    return any(name in line and says_number(line, claim) for line in readable_lines(msg))


def narrates_reveal(msg: MessageRecord, doubter: str, reveal: dict[str, Any]) -> bool:
    """`msg` tells the doubt: who doubted, the pile's cards, the true sum and the verdict."""
    lines = readable_lines(msg)
    text = "\n".join(lines)
    verdict = "right" if reveal["correct"] else "wrong"
    cards = [card_name(c) for c in reveal["cards"]]
    return (doubter in text and verdict in text.lower()
            and all(card in text for card in cards)
            and any(says_number(line, reveal["sum"]) for line in lines))


def placed_shown(env: ProcEnv, snap: dict[int, str], name: str, claim: int
                 ) -> list[MessageRecord]:
    """Messages new or changed since `snap` that narrate `name` claiming `claim`."""
    return [m for m in env.changed_since(snap) if narrates_place(m, name, claim)]


def reveal_shown(env: ProcEnv, snap: dict[int, str], doubter: str, reveal: dict[str, Any]
                 ) -> list[MessageRecord]:
    """Messages new or changed since `snap` that narrate the doubt and its reveal."""
    return [m for m in env.changed_since(snap) if narrates_reveal(m, doubter, reveal)]


async def wait_shown(env: ProcEnv, version: int, shown: Callable[[], object], what: str
                     ) -> MessageRecord:
    """After a restart: wait until `shown()` finds the narration and exactly one message
    has live buttons of `version`; fail with what the channel shows otherwise."""
    def done() -> bool:
        return bool(shown()) and env.one_live(version) is not None

    try:
        await env.double.wait_for(done, RESTART_SHOWS)
    except TimeoutError:
        problems = []
        if not shown():
            problems.append(f"no public message shows {what}")
        if env.one_live(version) is None:
            problems.append(f"not exactly one message with live buttons of version "
                            f"{version}: {describe_live(env.double)}")
        raise AssertionError(f"{RESTART_SHOWS}s after the restart: " + "; ".join(problems)
                             ) from None
    await env.wait_quiet()  # and it stays that way once the bot settled (no second one)
    msg = env.one_live(version)
    assert msg is not None, f"the live message did not stay single: {describe_live(env.double)}"
    return msg


async def play_on(env: ProcEnv, moves_at_kill: list[str]) -> Stored:
    """Nothing committed was lost; the live buttons work for a few more moves."""
    stored = env.stored()
    assert stored.moves == moves_at_kill, "the restart changed the committed moves"
    for _ in range(MORE_MOVES):
        if stored.game is None or stored.game.over:
            break
        stored = await env.take_turn()
    assert stored.moves[:len(moves_at_kill)] == moves_at_kill
    assert stored.version >= len(moves_at_kill) + min(MORE_MOVES, 1)
    return stored


# --------------------------------------------------------------------------- tests
async def test_hold_public_holds_only_public_messages() -> None:
    """The double's faults: public posts (and edits, if asked) get 429 until released,
    DMs and ephemeral followups go through; a stalled post is shown but answered late."""
    async with DiscordDouble(members=["Alice"]) as double:
        reg, base = double.registry, double.base_url
        general = double.channel().id
        alice = double.user("Alice").record
        dm = reg.dm_channel(alice).id
        press = reg.new_interaction(3, alice, reg.channels[general], {"custom_id": "x"})
        press.response_type = 6  # as if the bot had deferred the press
        hook = f"{base}/webhooks/{reg.application_id}/{press.token}"
        hold = double.hold_public(retry_after=0.25)
        async with aiohttp.ClientSession() as http:
            async def send(url: str, body: dict[str, Any], method: str = "POST"
                           ) -> tuple[int, dict[str, Any]]:
                async with http.request(method, url, json=body) as resp:
                    return resp.status, json.loads(await resp.text())

            status, body = await send(f"{base}/channels/{general}/messages", {"content": "a"})
            assert (status, body["retry_after"]) == (429, 0.25)
            assert (await send(hook, {"content": "b"}))[0] == 429  # a public followup
            assert (await send(hook, {"content": "c", "flags": 64}))[0] == 200  # ephemeral
            assert (await send(f"{base}/channels/{dm}/messages", {"content": "d"}))[0] == 200
            old = reg.create_message(general, {"content": "e"})
            edit = f"{base}/channels/{general}/messages/{old.id}"
            assert (await send(edit, {"content": "f"}, "PATCH"))[0] == 200  # edits pass
            edits = double.hold_public(edits=True)
            assert (await send(edit, {"content": "g"}, "PATCH"))[0] == 429
            assert (hold.hits, edits.hits) == (2, 1)
            hold.release()
            edits.release()
            assert (await send(f"{base}/channels/{general}/messages", {"content": "h"}))[0] \
                == 200
            stall = double.stall_public()
            late = asyncio.create_task(send(f"{base}/channels/{general}/messages",
                                            {"content": "i"}))
            await double.wait_for(lambda: stall.hits == 1, 5)
            await asyncio.sleep(0.1)
            assert not late.done()  # shown to users, but the sender waits for its answer
            assert double.channel().messages()[-1].content == "i"
            stall.release()
            assert (await asyncio.wait_for(late, 5))[0] == 200
        assert [m.content for m in double.channel().messages()] == ["f", "h", "i"]


async def test_control_restart_without_hold(bot_proc: ProcEnv) -> None:
    """Harness check: the narration detectors recognise a normal move's and a normal
    doubt's announcement; a kill at a quiet moment (the last move announced and
    acknowledged), then a restart: one live message of the current version, play goes on."""
    env = bot_proc
    await env.start_game()
    snap = env.snapshot()
    first = await env.take_turn()
    who, move = first.last_move()
    assert placed_shown(env, snap, who, move.claim), "the detector missed a normal move"
    before = await env.take_turn()
    doubter = before.to_move()
    snap = env.snapshot()
    press = await env.press(doubter, "doubt")
    stored = await env.wait_db(lambda t: t.version == before.version + 1)
    await env.wait_one_live(stored.version)
    assert reveal_shown(env, snap, doubter, stored.reveal()), "the detector missed a reveal"
    # the press is answered (the table edited through it, or posted anew by its webhook
    # when the turn passed on) and the bot has settled: all is quiet
    await env.double.wait_for(lambda: press.responded or None, 10)
    await env.wait_quiet()
    moves = await kill_and_restart(env)
    assert moves == stored.moves
    await wait_shown(env, stored.version, lambda: True, "the table")
    await play_on(env, moves)


async def test_kill_after_the_announcement_before_its_answer(bot_proc: ProcEnv) -> None:
    """A move's announcement reached the channel but Discord's answer did not reach the bot
    (stalled); kill -9; restart: still exactly one message with live buttons, not two."""
    env = bot_proc
    await env.start_game()
    before = await env.take_turn()
    stall = env.double.stall_public()
    await env.play(before.to_move())
    await env.double.wait_for(lambda: env.one_live(before.version + 1), 10)
    assert stall.hits >= 1, "the announcement went out without being stalled"
    moves = await kill_and_restart(env, hold_release=stall.release)
    assert len(moves) == before.version + 1
    await wait_shown(env, len(moves), lambda: True, "the table")
    await play_on(env, moves)


async def test_kill_after_a_first_turn_is_shown_before_its_answer(bot_proc: ProcEnv) -> None:
    """As above, where the table shown offers only **Your move** (no claim stands: the
    game's first turn, `tb:h:<table>` and no version in any id): after the restart that
    message is retired too, exactly one message has live controls."""
    env = bot_proc
    lobby = await env.open_table()
    for name in ("Bob", "Carol"):
        r = await env.double.user(name).click(lobby, lobby_button(lobby, "join"))
        await r.wait_followup()
    stall = env.double.stall_public()
    await env.double.user("Alice").click(lobby, lobby_button(lobby, "start"))
    await env.double.wait_for(lambda: env.one_live(0), 10)  # shown, its answer held back
    assert stall.hits >= 1, "the first turn went out without being stalled"
    moves = await kill_and_restart(env, hold_release=stall.release)
    assert moves == []
    await wait_shown(env, 0, lambda: True, "the table")
    await play_on(env, moves)


async def test_kill_while_announcement_is_held_by_429(bot_proc: ProcEnv) -> None:
    """A move is committed but its announcement waits out 429s; kill -9; restart. The move
    must be narrated and one message must carry live buttons of the new version."""
    env = bot_proc
    await env.start_game()
    before = await env.take_turn()
    mover = before.to_move()
    hold = env.double.hold_public(retry_after=0.5)
    move, _screen = await env.play(mover)
    stored = await env.wait_db(lambda t: t.version == before.version + 1)
    await env.wait_held(hold)  # the bot is waiting out a 429
    assert stored.last_move() == (mover, move)
    snap = env.snapshot()
    moves = await kill_and_restart(env, hold_release=hold.release)
    assert moves == stored.moves
    await wait_shown(env, stored.version, lambda: placed_shown(env, snap, mover, move.claim),
                     f"{mover}'s claim of {move.claim}")
    await play_on(env, moves)


async def test_kill_between_commit_and_publish(bot_proc: ProcEnv) -> None:
    """Kill -9 the instant the move's row is in SQLite, before anything about it (post or
    edit) could reach the channel; restart: the move is shown, one message is live."""
    env = bot_proc
    await env.start_game()
    before = await env.take_turn()
    mover = before.to_move()
    hold = env.double.hold_public(retry_after=0.5, edits=True)
    move, _screen = await env.play(mover)
    stored = await env.wait_db(lambda t: t.version == before.version + 1, interval=0.001)
    snap = env.snapshot()
    moves = await kill_and_restart(env, hold_release=hold.release)
    assert moves == stored.moves and stored.last_move() == (mover, move)
    await wait_shown(env, stored.version, lambda: placed_shown(env, snap, mover, move.claim),
                     f"{mover}'s claim of {move.claim}")
    await play_on(env, moves)


async def test_kill_during_a_reveal(bot_proc: ProcEnv) -> None:
    """A doubt is committed but its reveal waits out 429s; kill -9; restart. The reveal
    (the pile's cards, the sum, whether the claim was right) must be shown publicly."""
    env = bot_proc
    await env.start_game()
    await env.take_turn()
    before = await env.take_turn()
    assert before.game is not None and before.game.public_view().pile_size > 0
    doubter = before.to_move()
    # the reveal is the table posted anew, or edited in place when the doubter goes on
    hold = env.double.hold_public(retry_after=0.5, edits=True)
    await env.press(doubter, "doubt")
    stored = await env.wait_db(lambda t: t.version == before.version + 1)
    await env.wait_held(hold)
    reveal = stored.reveal()
    snap = env.snapshot()
    moves = await kill_and_restart(env, hold_release=hold.release)
    assert moves == stored.moves
    await wait_shown(env, stored.version, lambda: reveal_shown(env, snap, doubter, reveal),
                     f"{doubter}'s doubt and the reveal {reveal['cards']} (sum {reveal['sum']}, "
                     f"{'correct' if reveal['correct'] else 'wrong'})")
    await play_on(env, moves)
