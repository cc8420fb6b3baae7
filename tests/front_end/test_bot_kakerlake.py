"""Kakerlakenpoker Royal on Discord through the double (issue 16): whole games by buttons and
forms with leak checks (no public message, label or attachment, and no other player's
private answer, shows a hand or the card on offer to a seat that has not seen it, in any
state a message went through), the one live table message (posted anew with a ping when a
decision passes to a human, edited in place otherwise), refusals (the wrong player, a stale
button, forged ids), a restart while a card is being passed, and a game in German. Users
act only as users do; the tests peek at the state only to choose their moves and to know
what must stay hidden."""
# ruff: noqa: ASYNC109

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field

import pytest

from cogs.kakerlake import render
from discord_double import MessageRecord
from discord_double.v2 import text_displays
from larry_core.games.grammar import split_seat
from larry_core.games.kakerlake.cards import CODES
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.moves import KpMove
from larry_core.games.kakerlake.rules import KpRules
from larry_core.storage.base import TableRecord
from larry_core.tables.service import TableService
from larry_core.tables.table import LANGUAGES, TableOptions
from larry_core.text import t
from tests.bot_fixtures import (
    BotEnv,
    bot_env,
    public_records,
    public_texts,
    redrawn_by,
    views_waiting,
)
from tests.table_checks import game_messages

__all__ = ["bot_env"]

# the live table's controls: the shared choices and My hand (`cogs.tables.choosing`), and the
# game's own Look and pass
CHOICE_ID = re.compile(r"tb:([cp]):(\d+):(\d+):([a-z]+)(?::([a-z0-9_-]+))?")
LOOK_ID = re.compile(r"kp:t:(\d+):(\d+):look")
HAND_ID = re.compile(r"tb:h:(\d+)")
# the private sentence that names the card on offer, in every language
SEEN = re.compile("|".join(
    "(?:" + "(.+?)".join(map(re.escape, t("kp-dc-seen", loc, card="\x00").split("\x00"))) + ")"
    for loc in LANGUAGES))


MADE: dict[str, int] = {}  # moves made by buttons and forms, by verb (this session)


def kp(env: BotEnv) -> KpGame:
    game = env.table().game
    assert isinstance(game, KpGame)
    return game


@dataclass
class Watch:
    """What each user may know, collected as the game goes: the hands they held and the
    cards on offer they had seen (by seat, then by user)."""

    hands: dict[int, set[str]] = field(default_factory=dict)  # user -> hand texts they had
    seen: set[tuple[int, str]] = field(default_factory=set)  # (user, card name) they saw
    all_hands: list[list[str]] = field(default_factory=list)
    # table message id -> the users it asked to act when a human's decision was made on it
    asked: dict[int, set[int]] = field(default_factory=dict)

    def note(self, env: BotEnv) -> None:
        table, game = env.table(), kp(env)
        # every hand each seat held, however fast the AI went on: the stored moves replayed
        # from the table's seed (an open own screen is redrawn at every change)
        kind = table.options.kind
        replayed = kind.new(len(table.seats), table.options.rules, table.record.seed)
        states = [replayed.hand(seat) for seat in range(len(table.seats))]
        held = [[hand] for hand in states]
        for line in table.moves:
            seat, body = split_seat(line, len(table.seats))
            replayed.apply(seat, kind.parse(body))
            for s, hands in enumerate(held):
                hands.append(replayed.hand(s))
        for seat, info in enumerate(table.seats):
            user = info.get("user_id")
            hand = game.hand(seat)
            if len(hand) >= 2 and hand not in self.all_hands:
                self.all_hands.append(hand)
            if user is None:
                continue
            for loc in LANGUAGES:
                self.hands.setdefault(int(user), set()).update(
                    render.hand_text(h, loc) for h in [hand, *held[seat]])
            offer = game.offer
            if offer is not None and seat in offer.seen:
                for loc in LANGUAGES:
                    self.seen.add((int(user), render.chip(CODES[offer.card], loc)))
        # and from the moves, however fast the AI went on: who offered or looked at a card
        card = None
        for move in table.moves:
            head, verb, *rest = move.split()
            user = table.seats[int(head.rstrip(":"))].get("user_id")
            card = rest[1] if verb == "offer" else card
            if verb in ("offer", "look") and card is not None and user is not None:
                for loc in LANGUAGES:
                    self.seen.add((int(user), render.chip(card, loc)))


def leaks_publicly(env: BotEnv, watch: Watch) -> list[str]:
    """Public texts (content, edit history, embeds, labels, attachment descriptions, and the
    text of every state an edited or deleted table message showed) that show a hand or name a
    card on offer."""
    out = []
    for msg in public_records(env.double):
        texts = public_texts(msg) + list(msg.seen) + [
            str(a.get("description", "")) for a in msg.attachments]
        for text in texts:
            if SEEN.search(text):
                out.append(text)
            for hand in watch.all_hands:
                if any(render.hand_text(hand, loc) in text for loc in LANGUAGES):
                    out.append(text)
    return out


def leaks_privately(env: BotEnv, watch: Watch) -> list[str]:
    """Private answers that showed a user a hand not theirs or a card on offer they had not
    seen."""
    out = []
    for msg in env.double.registry.messages.values():
        if msg.ephemeral_to is None:
            continue
        user = msg.ephemeral_to
        for text in [msg.content, *msg.history, *msg.seen, msg.text()]:
            for line in text.split("\n"):
                if SEEN.search(line):
                    shown = next(g for g in SEEN.search(line).groups() if g)  # type: ignore[union-attr]
                    if (user, shown) not in watch.seen:
                        out.append(f"{user}: {line}")
                hand_line = any(line.startswith(t("kp-dc-hand", loc, hand="").strip())
                                for loc in LANGUAGES)
                if hand_line and line not in watch.hands.get(user, set()):
                    out.append(f"{user}: {line}")
    return out


# --------------------------------------------------------------------------- driving
async def open_kp(env: BotEnv, names: list[str], ais: int = 0, **options: object
                  ) -> MessageRecord:
    r = await env.user(names[0]).slash("kakerlake new", **options)
    assert r.responded and r.ephemeral, r
    await r.wait_followup()
    lobby = await env.channel.wait_for_message(
        lambda m: any(str(c.get("custom_id", "")).startswith("kp:l:") for c in m.all_components()))
    for name in names[1:]:
        await (await env.user(name).click(lobby, t("btn-join", env.lang))).wait_followup()
    for _ in range(ais):
        await (await env.user(names[0]).click(lobby, t("btn-ai", env.lang))).wait_followup()
    await (await env.user(names[0]).click(lobby, t("btn-start", env.lang))).wait_followup()
    return await current_table(env)


def live_ids(msg: MessageRecord) -> list[str]:
    """The ids of `msg`'s live turn controls (choices, Look and pass, My hand)."""
    return [cid for c in msg.all_components() if not c.get("disabled")
            if (cid := str(c.get("custom_id", ""))) and (
                CHOICE_ID.fullmatch(cid) or LOOK_ID.fullmatch(cid) or HAND_ID.fullmatch(cid))]


def live_tables(env: BotEnv) -> list[MessageRecord]:
    """The channel's table messages with live turn controls (deleted ones left out)."""
    return [m for m in env.channel.messages() if live_ids(m)]


async def current_table(env: BotEnv, timeout: float = 5.0) -> MessageRecord:
    """The live table message of the table's current version, once it is shown (an AI
    that moves first may be past version 0 before it ever is)."""
    return await turn_message(env, None, timeout)


async def turn_message(env: BotEnv, version: int | None, timeout: float = 5.0
                       ) -> MessageRecord:
    """The live table message showing the decision of `version` (None: the current one),
    once that version is shown (announced: the old message gone, the new one drawn)."""
    def ready() -> MessageRecord | None:
        table = env.table()
        if (version is not None and table.version != version) or table.announced < table.rev:
            return None
        found = live_tables(env)
        return found[-1] if found else None
    found: MessageRecord = await env.double.wait_for(ready, timeout)
    return found


def turn_button(msg: MessageRecord, action: str) -> str:
    """The id of a table's (or an own screen's) control: ``true``/``false`` (the answer),
    ``look`` (Look and pass), ``hand`` (My hand, Your move), or ``<group>:<key>``."""
    want = {"true": "call:true", "false": "call:false"}.get(action, action)
    for comp in msg.all_components():
        cid = str(comp.get("custom_id", ""))
        if (action == "hand" and HAND_ID.fullmatch(cid)) or \
                (action == "look" and LOOK_ID.fullmatch(cid)) or \
                (CHOICE_ID.fullmatch(cid) and cid.endswith(f":{want}")):
            return cid
    raise AssertionError(f"no {action} button: {msg.labels()}")


def own_text(msg: MessageRecord) -> str:
    """A seat's own screen's first text: its hand and the card on offer it has seen."""
    return text_displays(msg.components)[0] if msg.v2 else msg.content


async def own_screen(env: BotEnv, name: str, turn: MessageRecord) -> MessageRecord:
    """`name` presses My hand (Your move when a private choice is theirs): their own screen."""
    r = await env.user(name).click(turn, turn_button(turn, "hand"))
    assert r.ephemeral and r.message is not None and r.message.v2, r
    return r.message


async def choose_on(env: BotEnv, name: str, screen: MessageRecord, group: str,
                    key: object) -> None:
    """Select `key` in `group` on `name`'s own screen (a button, or its menu beyond five
    choices): the screen is redrawn in place."""
    before = screen.edits
    user = env.user(name)
    menu = next((str(c["custom_id"]) for c in screen.all_components() if c.get("type") == 3
                 and str(c.get("custom_id", "")).endswith(f":{group}")), None)
    if menu is not None:
        r = await user.select(screen, menu, str(key))
    else:
        r = await user.click(screen, turn_button(screen, f"{group}:{key}"))
    assert r.kind == "update", r
    await env.double.wait_for(lambda: screen.edits > before, 5)


async def submit_on(env: BotEnv, name: str, screen: MessageRecord, group: str, key: object,
                    version: int) -> None:
    """Press the submit `key` of `group` on the own screen: the move is played, and the
    screen is redrawn to the state after it (it no longer offers that version's choices)."""
    await redrawn_by(await env.user(name).click(screen, turn_button(screen, f"{group}:{key}")))
    await env.double.wait_for(lambda: env.table().version > version, 5)
    stale = f"tb:c:{env.table().id}:{version}:"
    await env.double.wait_for(lambda: not any(
        str(c.get("custom_id", "")).startswith(stale) for c in screen.all_components()), 5)


async def make(env: BotEnv, move: KpMove, *, pinged: bool = True,
               watch: Watch | None = None) -> MessageRecord:
    """Make `move` for the player to move, as a user does: the table message's button, then
    their own screen's; return the table message pressed. `pinged`: whether that message
    was posted with a ping for them (when the decision passed to them; it stays so while it
    is edited as they go on acting, as in a pass after their look); False for a message
    posted again with nothing new, which names them without notifying them again. `watch`:
    noted as soon as a look shows them the card (an AI may take it out of play before
    their next turn)."""
    name, version = env.to_move(), env.table().version
    turn = await turn_message(env, version)
    user = env.user(name)
    # one live table message (Components V2, no content) holds the turn and its buttons
    assert turn.v2 and turn.content == "" and turn.embeds == [], turn
    assert [m.id for m in live_tables(env)] == [turn.id], live_tables(env)
    # it was posted pinging the one player who must act, and nobody else, and names them
    assert turn.pinged == ([user.id] if pinged else []), (turn.text(), turn.pinged)
    assert user.id in map(int, re.findall(r"<@(\d+)>", turn.text())), turn.text()
    MADE[move.verb] = MADE.get(move.verb, 0) + 1
    if move.verb == "call":
        r = await user.click(turn, turn_button(turn, "true" if move.call else "false"))
        assert r.kind == "deferred_update", r
    elif move.verb == "offer":  # Your move, then the card, the receiver and the claim
        assert turn.labels() == [t("btn-act", env.lang)], turn.labels()
        screen = await own_screen(env, name, turn)
        await choose_on(env, name, screen, "card", move.card)
        await choose_on(env, name, screen, "to", move.target)
        await submit_on(env, name, screen, "claim", move.claim, version)
    elif move.verb == "pass":
        game = kp(env)
        if game.phase == "answer":  # Look and pass: the look is played, the screen follows
            r = await user.click(turn, turn_button(turn, "look"))
            msgs = await r.wait_followup()
            screen = msgs[-1]
            assert screen.ephemeral and SEEN.search(own_text(screen)), screen.text()
            await env.double.wait_for(lambda: env.table().version > version)
            if watch is not None:  # their pass is still to come: nothing else has moved
                watch.note(env)
        else:
            screen = await own_screen(env, name, turn)
        now = env.table().version
        await choose_on(env, name, screen, "to", move.target)
        await submit_on(env, name, screen, "claim", move.claim, now)
    elif move.verb == "lay":
        screen = await own_screen(env, name, turn)
        await choose_on(env, name, screen, "card", move.cards[0])
        second = "alone" if len(move.cards) == 1 else move.cards[1]
        await submit_on(env, name, screen, "lay", second, version)
    else:
        raise AssertionError(move)
    await env.double.wait_for(lambda: env.table().version > version)
    return turn


def choose(game: KpGame, rng: random.Random) -> KpMove:
    """A move for the player to move (no bare look: Look and pass is one choice here)."""
    seat = game.to_move
    assert seat is not None
    moves = [m for m in game.legal_moves(seat) if m.verb != "look"]
    passes = [m for m in moves if m.verb == "pass"]
    if passes and rng.random() < 0.5:
        return rng.choice(passes)
    calls = [m for m in moves if m.verb == "call"]
    return rng.choice(calls or moves)


async def play_until(env: BotEnv, watch: Watch, rng: random.Random, *, steps: int = 400,
                     stop: object = None) -> None:
    for _ in range(steps):
        table, game = env.table(), kp(env)
        watch.note(env)
        if game.over or table.status != "playing" or (callable(stop) and stop(game)):
            return
        if game.to_move is not None and table.is_ai(game.to_move):
            await env.double.wait_for(lambda v=table.version: env.table().version > v)
            continue
        user = env.user(env.to_move()).id
        turn = await make(env, choose(game, rng), watch=watch)
        watch.asked.setdefault(turn.id, set()).add(user)
    watch.note(env)


# ----------------------------------------------------------------------------- tests
async def test_a_whole_game_by_buttons_shows_nothing_hidden(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kp(env, ["Alice", "Bob"], ais=1)
    watch = Watch()
    rng = random.Random(16)
    # everybody looks at their hand once, privately
    for name in ("Alice", "Bob"):
        turn = await current_table(env)
        r = await env.user(name).click(turn, turn_button(turn, "hand"))
        assert r.ephemeral and r.message is not None and r.message.v2
        assert own_text(r.message) == render.hand_text(env.hand(name), "en")
    MADE.clear()
    await play_until(env, watch, rng, steps=600)
    game, table = kp(env), env.table()
    assert game.over and table.status == "finished"
    # every kind of turn went through its buttons and forms
    assert {"offer", "call", "pass"} <= set(MADE), MADE
    loser = env.name(game.loser or 0)
    final = await env.channel.wait_for_message(lambda m: "Game over." in m.content)
    assert loser in final.content and final.labels() == [] and not final.v2
    # no table message is live now: the last one keeps the final state without buttons
    assert live_tables(env) == []
    assert leaks_publicly(env, watch) == []
    assert leaks_privately(env, watch) == []
    assert views_waiting() == []  # no form or hand answer kept by discord.py
    # the AI seat's turns were narrated, never addressed (issue 49)
    ai = next(env.name(i) for i in range(3) if table.is_ai(i))
    said = env.said().split("\n")
    assert any(f"🤖 {ai} (AI) is thinking…" in line for line in said)
    assert not any(line.startswith(f"**{ai} (AI)**,") for line in said)
    # the table showed the displays grouped by animal with counts and the hand sizes
    tables = [m for m in env.posted() if m.v2]
    assert tables and all(m.title() == f"Kakerlakenpoker Royal · table {table.id}"
                          and m.content == "" and m.embeds == [] for m in tables)
    text = tables[-1].text()
    assert "in hand" in text and "laid out" in text
    # the public messages the game made: the lobby, a table message each time a decision
    # passed to a human (the old one deleted), the results; and nothing else
    posted = game_messages(env.posted())
    notes = [m for m in posted if m.content in {
        t("dm-closed", "en", mention=env.mention(n)) for n in ("Alice", "Bob")}]
    movers = [int(move.split(":")[0]) for move in table.moves]
    passes = sum(1 for i, seat in enumerate(movers)  # the turn came to a human from another
                 if not table.is_ai(seat) and (i == 0 or movers[i - 1] != seat))
    ai_opened = table.is_ai(movers[0])  # the lobby becomes the table when the AI begins
    lobbies = [m for m in posted if not m.v2 and any(
        str(c.get("custom_id", "")).startswith("kp:l:") for c in m.all_components())]
    results = [m for m in posted if "Game over." in m.content]
    figures = (f"{len(table.moves)} moves, {passes} human decision passes, AI first: "
               f"{ai_opened}; {len(posted)} public messages created ({len(lobbies)} lobby, "
               f"{len(tables)} table, {len(results)} results, {len(notes)} DM notes)")
    assert len(posted) <= passes + 2 + len(notes), figures
    if posted[0].v2:  # the AI began: the lobby, edited into the first table message
        assert ai_opened and lobbies == [] and posted[0] is tables[0] and not posted[0].pinged
    else:  # the lobby, deleted when the table was posted with a ping
        assert len(lobbies) == 1 and lobbies[0].deleted and posted[0] is lobbies[0]
    assert results == [final] and posted[-1] is final
    assert len(posted) == len(lobbies) + len(tables) + 1 + len(notes)  # nothing else
    assert [m.deleted for m in tables] == [True] * (len(tables) - 1) + [False]
    # each table message was posted pinging exactly the human whose decision began on it
    # (every decision made on it was theirs); one posted for an AI's decision pinged nobody
    for i, m in enumerate(tables):
        if m.id in watch.asked:
            assert len(watch.asked[m.id]) == 1, (m.seen, watch.asked[m.id])
            assert m.pinged == list(watch.asked[m.id]), (m.seen[0], m.pinged)
        else:  # no human acted on it: only the lobby the AI's opening turn took over
            assert m.pinged == [] and i == 0 and ai_opened and m is posted[0], (m.seen, m.pinged)
            assert any(f"🤖 {ai} (AI) is thinking…" in s for s in m.seen), m.seen
    # at most one ping per decision passed (fewer if an AI's turn was never shown apart)
    assert sum(1 for m in tables if m.pinged) <= passes
    # the result is on this game's board only
    board = await env.user("Carol").slash("kakerlake leaderboard")
    assert board.message is not None and "Alice" in board.message.text()
    larry = await env.user("Carol").slash("larry leaderboard")
    assert larry.message is not None and "Alice" not in larry.message.text()


async def test_the_leak_checks_can_fail(bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch
                                        ) -> None:
    """A turn line that names the card on offer, and a hand shown to the wrong player, are
    caught by the checks above."""
    env = bot_env
    # the bot's own module (a bot's close unloads its extensions; the next one re-imports)
    live = sys.modules["cogs.kakerlake.render"]
    original = live.turn_line

    def leaky(table, pub, request, names, mention):  # type: ignore[no-untyped-def]
        text = original(table, pub, request, names, mention)
        game = table.game  # the whole state, where the public view has no card on offer
        if game.offer is not None:
            text += "\n" + render.seen_text(CODES[game.offer.card], "en")
        return text

    monkeypatch.setattr(live, "turn_line", leaky)
    await open_kp(env, ["Alice", "Bob", "Carol"])
    watch = Watch()
    game = kp(env)
    seat = game.to_move
    assert seat is not None
    target = (seat + 1) % 3
    await make(env, KpMove("offer", target, game.hand(seat)[0], "rat"))
    watch.note(env)
    await turn_message(env, 1)
    assert leaks_publicly(env, watch)
    watch.hands[env.user("Bob").id] = set()  # as if Bob had been shown someone else's
    turn = await turn_message(env, 1)
    await env.user("Bob").click(turn, turn_button(turn, "hand"))
    assert leaks_privately(env, watch)


async def test_refusals_wrong_player_stale_button_and_forged_ids(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kp(env, ["Alice", "Bob", "Carol"])
    game = kp(env)
    mover = env.to_move()
    other = next(n for n in ("Alice", "Bob", "Carol") if n != mover)
    target = next(s for s in range(3) if env.name(s) == other)
    await make(env, KpMove("offer", target, game.hand(env.seat(mover))[0], "bat"))
    turn = await turn_message(env, 1)
    # the wrong player presses True: refused privately, nothing changes
    third = next(n for n in ("Alice", "Bob", "Carol") if n not in (mover, other))
    r = await env.user(third).click(turn, turn_button(turn, "true"))
    assert r.ephemeral and other in r.message.content and env.table().version == 1
    # an old turn message's button is stale (the table message of version 0, its offer's
    # claim and a Look as a client that kept them)
    tid = env.table().id
    old = next(m for m in env.double.registry.messages.values() if not m.ephemeral
               and m.id < turn.id and f"tb:h:{tid}" in live_ids(m))
    comps = [c for c in old.all_components() if c.get("type") == 2]
    old.deleted = False
    for stale in (f"tb:c:{tid}:0:claim:rat", f"kp:t:{tid}:0:look"):
        comps[0]["custom_id"] = stale
        r = await env.user(mover).click(old, stale)
        assert r.ephemeral and "out of date" in r.message.content
    # forged ids: an unknown table, an unknown action, a Larry id naming this table
    cur = [c for c in env.double.registry.messages[turn.id].all_components()
           if c.get("type") == 2]
    for forged, said in (("kp:t:999:1:look", "closed"), ("tb:c:999:1:call:true", "closed"),
                         (f"kp:t:{tid}:1:explode", "don't recognise"),
                         (f"tb:c:{tid}:1:call:explode", "don't recognise"),
                         (f"tb:c:{tid}:1:claim:rat", "don't recognise"),  # not this turn's
                         (f"larry:t:{tid}:1:doubt", "don't recognise")):
        cur[0]["custom_id"] = forged
        r = await env.user(other).click(turn, forged)
        assert r.ephemeral and said in r.message.content, (forged, r.message.content)
    assert env.table().version == 1 and kp(env).offer is not None


@pytest.mark.parametrize("bot_env", [1.0], indirect=True)
async def test_restart_while_a_card_is_passed_resumes_with_one_live_turn(bot_env: BotEnv
                                                                        ) -> None:
    env = bot_env
    await open_kp(env, ["Alice", "Bob", "Carol"])
    game = kp(env)
    mover = env.seat(env.to_move())
    target = (mover + 1) % 3
    card = game.hand(mover)[0]
    await make(env, KpMove("offer", target, card, "toad"))
    # the receiver looks (the look is committed), then the bot stops before the pass
    name = env.to_move()
    receiver = env.user(name).id
    asked = await turn_message(env, 1)  # posted anew for the receiver, pinging them
    assert asked.pinged == [receiver]
    r = await env.user(name).click(asked, turn_button(asked, "look"))
    screen = (await r.wait_followup())[-1]  # their own screen: the card, and the pass
    assert render.chip(card, "en") in own_text(screen)
    await env.double.wait_for(lambda: env.table().version == 2)
    looked = await turn_message(env, 2)  # the look continues the decision: edited in place
    assert looked.id == asked.id and looked.pinged == [receiver]
    await env.restart()
    game = kp(env)
    assert game.phase == "pass" and env.table().version == 2
    # the own screen opened by the look still serves the pass (its choices are of the
    # current version); the turn message of version 2 is the one live table message
    nxt = next(s for s in range(3) if s not in game.offer.seen)  # type: ignore[union-attr]
    await choose_on(env, name, screen, "to", nxt)
    assert render.chip(card, "en") in own_text(screen)
    turn = await turn_message(env, 2, timeout=10)
    assert [m.id for m in live_tables(env)] == [turn.id]
    # the receiver was notified once for the whole decision, by the message that asked them
    # (still live, or posted again after the restart naming them without a new ping)
    assert [m.id for m in env.posted() if receiver in m.pinged] == [asked.id]
    await make(env, KpMove("pass", nxt, claim="fly"), pinged=turn.id == asked.id)
    assert kp(env).to_move == nxt and env.table().version == 3
    assert env.table().moves[-1] == f"{env.seat(name)}: pass {nxt} fly"


async def test_a_game_in_german(bot_env: BotEnv) -> None:
    env = bot_env
    env.lang = "de"
    await open_kp(env, ["Alice", "Bob"], ais=1, language="de")
    watch = Watch()
    await play_until(env, watch, random.Random(7), steps=600)
    assert kp(env).over
    table_msg = next(m for m in env.channel.messages()
                     if m.v2 and "Kakerlakenpoker Royal" in m.title())
    assert "auf der Hand" in table_msg.text() and "Tisch" in table_msg.title()
    labels = {label for m in env.posted() for label in m.labels()}
    assert {t("btn-hand", "de"), t("btn-act", "de"), t("kp-btn-true", "de")} <= labels
    assert not {t("btn-hand", "en"), t("btn-act", "en")} & labels
    final = await env.channel.wait_for_message(lambda m: "Spielende." in m.content)
    assert env.name(kp(env).loser or 0) in final.content
    assert leaks_publicly(env, watch) == [] and leaks_privately(env, watch) == []


def fix_kp_deal(monkeypatch: pytest.MonkeyPatch, hands: dict[str, list[str]], start: str,
                penalty: list[str]) -> None:
    """Deal known hands by player name (whatever the seat shuffle) and pick the start."""
    def new_game(service: TableService, record: TableRecord) -> KpGame:
        names = [str(s["name"]) for s in record.seats]
        rules = TableOptions.from_dict(record.options).rules
        assert isinstance(rules, KpRules)
        return KpGame(len(names), rules, record.seed,
                      deal=([hands[n] for n in names], penalty, None),
                      start=names.index(start))

    monkeypatch.setattr(TableService, "_new_game", new_game)


async def test_a_special_card_penalty_asks_for_a_match_or_two_others(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_kp_deal(monkeypatch, {"Alice": ["joker", "bat", "rat", "fly", "toad"],
                              "Bob": ["rat", "rat", "fly"], "Carol": ["toad", "bat", "fly"]},
                start="Alice", penalty=["scorpion", "stinkbug"])
    await open_kp(env, ["Alice", "Bob", "Carol"])
    await make(env, KpMove("offer", env.seat("Bob"), "joker", "bat"))
    await make(env, KpMove("call", call=True))  # a joker is every animal: Bob is right
    game = kp(env)
    assert game.phase == "penalty" and env.to_move() == "Alice"
    turn = await turn_message(env, 2)  # the decision passed from Bob to Alice: posted anew
    assert "“bat”" in turn.text() and turn.pinged == [env.user("Alice").id]
    assert turn.labels() == [t("btn-act", "en")]  # the lay-out is chosen on her own screen
    form = await own_screen(env, "Alice", turn)
    assert form.ephemeral
    # the joker just taken is not offered; a bat alone would pay, so it may go alone
    assert "joker" not in " ".join(form.labels()).lower()
    await choose_on(env, "Alice", form, "card", "bat")
    turn_button(form, "lay:alone")
    await choose_on(env, "Alice", form, "card", "rat")  # another card instead (Back)
    with pytest.raises(AssertionError):  # a rat does not match "bat": no lay-alone
        turn_button(form, "lay:alone")
    await submit_on(env, "Alice", form, "lay", "fly", 2)
    await env.double.wait_for(lambda: env.table().version == 3)
    seat, _, *cards = env.table().moves[-1].split()
    assert seat == f"{env.seat('Alice')}:" and sorted(cards) == ["fly", "rat"]
    assert kp(env).phase == "offer"


async def test_commands_hand_rules_stats_and_the_other_games_table(bot_env: BotEnv) -> None:
    env = bot_env
    await open_kp(env, ["Alice", "Bob"])
    r = await env.user("Bob").slash("kakerlake hand")
    assert r.ephemeral and r.message is not None
    assert render.hand_text(env.hand("Bob"), "en") in r.message.text()
    assert [a["filename"] for a in r.message.attachments] == ["hand.png"]
    # the hand DM: one per player, their own hand with its picture, nobody else's
    for name in ("Alice", "Bob"):
        dm = await env.user(name).wait_for_dm(timeout=5)
        assert render.hand_text(env.hand(name), "en") in dm.content
        assert [a["filename"] for a in dm.attachments] == ["hand.png"]
    assert env.user("Carol").dms() == []
    r = await env.user("Carol").slash("kakerlake hand")
    assert r.ephemeral and "not playing" in r.message.content  # type: ignore[union-attr]
    r = await env.user("Carol").slash("kakerlake rules")
    assert r.ephemeral and "Kakerlakenpoker Royal in short" in r.message.content  # type: ignore[union-attr]
    r = await env.user("Carol").slash("kakerlake stats")
    assert r.ephemeral and "Kakerlakenpoker" in r.message.text()  # type: ignore[union-attr]
    # Larry's commands leave this table alone; a Larry table can't open beside it
    r = await env.user("Bob").slash("larry hand")
    assert r.ephemeral and r.message is not None
    assert "plays Kakerlakenpoker Royal" in r.message.content
    assert "`/kakerlake hand`" in r.message.content
    r = await env.user("Carol").slash("larry new")
    msgs = await r.wait_followup()
    assert "already" in msgs[-1].content.lower() and msgs[-1].ephemeral
    assert env.table().options.game == "kakerlakenpoker"


@pytest.mark.parametrize("bot_env", [0.01], indirect=True)
async def test_turn_timers_play_for_a_player_who_does_not_act(bot_env: BotEnv) -> None:
    """30 s per turn, scaled to 0.3 s: the shared timers play the seat's move for it."""
    env = bot_env
    await open_kp(env, ["Alice", "Bob"], turn_seconds=30)
    await env.double.wait_for(lambda: env.table().version >= 2, timeout=10)
    said = await env.wait_said("ran out of time", timeout=10)  # told in the table message
    assert "⏳ Turn ends <t:" in said  # a human's turn on a timer showed its deadline
    told = [line for line in said.split("\n") if "ran out of time" in line]
    assert any(name in line for line in told for name in ("Alice", "Bob")), told
