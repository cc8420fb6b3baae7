"""Private views stay current (issue 50, item 5): a player's open **My hand** (Larry,
Kakerlakenpoker) and **My cup** (Würfel-Ligretto), ephemeral answers only they see, are
edited through their own interaction when what they show changes; one whose seat changed
hands is left alone; no hand ever shows in a public message.

Users act only as users do; the tests peek at the state to choose moves and to check."""

from __future__ import annotations

import importlib
import random

import pytest

from cogs.kakerlake import render as kp_render
from cogs.larry import render
from discord_double import InteractionResult, MessageRecord
from discord_double.scripted import offered
from larry_core.games.larry import art
from larry_core.games.larry.cards import INDEX, LOWEST_CLAIM, NUMBER_KINDS, VALUES
from larry_core.games.ligretto.rules import LgRules
from larry_core.text import t
from tests.bot_fixtures import (
    BotEnv,
    bot_env,
    fix_deal,
    leaks,
    private_text,
    public_records,
    public_texts,
    redrawn_by,
    take_turn,
)
from tests.front_end.test_bot_kakerlake import (
    choose_on,
    kp,
    open_kp,
    own_screen,
    own_text,
    submit_on,
    turn_message,
)
from tests.front_end.test_bot_ligretto import dice, die_button, fixed_game, open_cup, open_lg, press

__all__ = ["bot_env"]


def current(env: BotEnv, msg: MessageRecord) -> MessageRecord:
    """`msg` as the double holds it now (with every edit applied)."""
    return env.double.registry.messages[msg.id]


def public(env: BotEnv) -> list[str]:
    return [text for m in public_records(env.double) for text in public_texts(m)]


async def moved(env: BotEnv, version: int) -> None:
    """Wait for the move after `version` (an AI's)."""
    await env.double.wait_for(lambda: env.table().version > version, 10)


async def my_hand(env: BotEnv, name: str) -> MessageRecord:
    """**My hand** on the current table message (it reads **Your move** while the player to
    act has a card to play): the player's own screen, a message only they see, showing
    their hand and its picture."""
    table = env.table()
    r = await env.user(name).click(await env.wait_version(table.version), f"tb:h:{table.id}")
    msg = r.message
    assert msg is not None and r.ephemeral and msg.v2, r
    assert msg.ephemeral_to == env.user(name).id, r
    assert holds(msg, env.hand(name)), msg.text()
    return msg


def holds(msg: MessageRecord, hand: list[str]) -> bool:
    """Whether an own screen shows `hand`: its text (alone, or in the header while it is
    the player's turn) and its one picture."""
    return render.hand_text(hand, "en") in msg.text().split("\n") and \
        [a.get("data") for a in msg.shown_attachments()] == [art.hand_png(list(hand))]


async def shows_hand(env: BotEnv, msg: MessageRecord, name: str) -> None:
    """Wait until `name`'s open screen `msg` shows the hand they hold now (edited in the
    background, at most once a second)."""
    await env.double.wait_for(lambda: holds(current(env, msg), env.hand(name)) or None)


async def play_on(env: BotEnv, name: str, screen: MessageRecord, card: str,
                  claim: int) -> None:
    """`name` plays `card` on their open own screen `screen` (once it shows this turn's
    choices: it is redrawn to them without a press), as a user does: the card, then the
    claim's button (else the menu of every claim); an action card that takes no claim is
    played face up, or given, as the screen first offers."""
    table, user = env.table(), env.user(name)
    tid, version = table.id, table.version
    head, menu = f"tb:c:{tid}:{version}:", f"tb:p:{tid}:{version}:"
    await env.double.wait_for(lambda: offered(current(env, screen), head) or None)

    async def choose(group: str, key: str) -> InteractionResult:
        button = f"{head}{group}:{key}"
        return await (user.click(screen, button) if offered(screen, button)
                      else user.select(screen, f"{menu}{group}", key))

    assert (await choose("card", card)).kind == "update"
    if offered(screen, f"{head}claim:{claim}"):
        r = await choose("claim", str(claim))
    elif offered(screen, f"{menu}other"):
        r = await choose("other", str(claim))
    elif offered(screen, f"{head}claim:"):  # the one claim under an open mark
        r = await user.click(screen, offered(screen, f"{head}claim:")[0]["custom_id"])
    elif offered(screen, f"{head}up:"):
        r = await user.click(screen, offered(screen, f"{head}up:")[0]["custom_id"])
    else:  # the gift: to whom, then the card given
        assert (await user.click(screen, offered(screen, f"{head}to:")[0]["custom_id"])
                ).kind == "update"
        [give] = offered(screen, f"{menu}give")
        r = await user.select(screen, give["custom_id"], give["options"][0]["value"])
    await redrawn_by(r)
    await moved(env, version)


async def turn_on(env: BotEnv, screens: dict[str, MessageRecord], *,
                  bluff: bool = False) -> None:
    """`take_turn`, but a player with an open screen in `screens` plays a card on it (a
    press of Your move would open another one, which the bot then keeps current instead),
    a number card where they hold one, with a false claim where one is allowed (`bluff`)."""
    name = env.to_move()
    game = env.game()
    pv = game.public_view()
    if name not in screens or pv.phase == "final" or \
            (pv.pile_size and not game.pile_truth()[2]):
        await take_turn(env)  # a doubt or an accept: on the table
        return
    hand, base = env.hand(name), pv.claim or 0
    numbers = [c for c in hand if INDEX[c] < NUMBER_KINDS]
    card = next((c for c in numbers if LOWEST_CLAIM <= base + VALUES[INDEX[c]] <= pv.limit),
                numbers[-1] if numbers else hand[-1])
    honest = base + VALUES[INDEX[card]]
    claim = max(LOWEST_CLAIM, min(honest, pv.limit))
    if bluff and env.seat(name) not in pv.marks:  # a marked seat's claim is forced
        claim = honest + 1 if honest < pv.limit else pv.limit - 1
    await play_on(env, name, screens[name], card, claim)


async def test_an_open_larry_hand_is_edited_to_the_hand_held_now(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bob opens My hand while Alice is to move; then it is his turn, he plays a card on
    it, and Alice doubts (he draws, or she does): each time his open screen shows the cards
    he holds (text and picture) without a press of My hand; never publicly."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1", "4"], "Bob": ["4", "4", "1", "2"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    hand = await my_hand(env, "Bob")
    assert own_text(hand) == render.hand_text(["1", "2", "4", "4"], "en")
    held = [env.hand("Bob")]
    await env.play("Alice", "3", 3)
    await env.wait_version(1)
    # his turn: the open screen offers his choices (the header shows the hand)
    await env.double.wait_for(lambda: offered(current(env, hand), "tb:c:") or None)
    assert holds(current(env, hand), ["1", "2", "4", "4"])
    await play_on(env, "Bob", hand, "1", 4)  # honest: the pile says 4 and it is 4
    assert env.hand("Bob") == ["2", "4", "4"]
    await shows_hand(env, hand, "Bob")
    held.append(env.hand("Bob"))
    # Alice plays on; Bob bluffs on his screen and Alice doubts the bluff: he draws
    drawn = 0  # changes of his hand that Alice made (no press of his)
    for _ in range(6):
        if env.table().status != "playing":
            break
        before, by_alice = env.hand("Bob"), env.to_move() == "Alice"
        await turn_on(env, {"Bob": hand}, bluff=True)
        if env.hand("Bob") not in held:
            held.append(env.hand("Bob"))
        drawn += by_alice and env.hand("Bob") != before
        await shows_hand(env, hand, "Bob")
    assert len(held) >= 3, held  # his hand changed more than once, and the view followed
    assert drawn, held  # once by a doubt of Alice's
    assert current(env, hand).edits >= len(held) - 1
    assert not any(leaks(public(env), cards) for cards in held)


async def test_a_hand_whose_seat_an_ai_took_is_no_longer_edited(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bob's open screen follows his hand while he plays; once he left (an AI plays his
    seat) it is forgotten at once, and stays as it was while the AI's hand changes, while
    Alice's open screen goes on following hers."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1", "4"], "Bob": ["4", "4", "1", "2"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    bob = await my_hand(env, "Bob")
    await env.play("Alice", "3", 3)
    seat = env.seat("Bob")
    await play_on(env, "Bob", bob, "1", 4)
    await shows_hand(env, bob, "Bob")  # it follows his hand
    alice = await my_hand(env, "Alice")
    left = await private_text(await env.user("Bob").slash("larry leave"))
    assert "an AI plays your seat" in left
    assert env.table().is_ai(seat)
    table = env.table()
    # the bot's own copy of the module (unloading an extension drops its modules)
    views = importlib.import_module("cogs.tables.private_views").of(
        env.bot.get_cog("Tables").publisher)  # type: ignore[union-attr]
    assert [(v.seat, v.user) for v in views.of_table(table.id)] == \
        [(env.seat("Alice"), env.user("Alice").id)]
    edits, text = current(env, bob).edits, current(env, bob).text()
    ai_hand = env.game().hand(seat)
    # Alice plays, then the AI in Bob's seat: both hands change; Alice's view follows hers
    while env.game().hand(seat) == ai_hand and env.table().status == "playing":
        if env.game().to_move == seat:
            await moved(env, env.table().version)
        else:
            await turn_on(env, {"Alice": alice})
            await shows_hand(env, alice, "Alice")
    assert env.game().hand(seat) != ai_hand
    await shows_hand(env, alice, "Alice")
    if env.table().status == "playing" and env.game().to_move != seat:
        await turn_on(env, {"Alice": alice})  # one more change after the AI's: Alice's
        await shows_hand(env, alice, "Alice")  # view shows it
    assert current(env, bob).edits == edits and current(env, bob).text() == text
    assert not leaks(public(env), env.game().hand(seat))


async def test_an_open_kakerlake_hand_is_edited_when_its_player_offers_a_card(
        bot_env: BotEnv) -> None:
    """The player to move opens My hand (Your move: their own screen), then offers a card
    from it: their open screen shows the cards left and the card on offer."""
    env = bot_env
    await open_kp(env, ["Alice", "Bob", "Carol"])
    name = env.to_move()
    turn = await turn_message(env, env.table().version)
    hand = await own_screen(env, name, turn)
    assert hand.ephemeral_to == env.user(name).id
    before = env.hand(name)
    assert own_text(hand) == kp_render.hand_text(before, "en")
    offers = [m for m in kp(env).legal_moves(env.seat(name)) if m.verb == "offer"]
    offer = random.Random(5).choice(offers)
    version = env.table().version
    await choose_on(env, name, hand, "card", offer.card)
    await choose_on(env, name, hand, "to", offer.target)
    await submit_on(env, name, hand, "claim", offer.claim, version)
    after = env.hand(name)
    assert after != before
    # the cards they hold now, and the card they offered (they know it)
    shown = kp_render.hand_text(after, "en") + "\n" + kp_render.seen_text(offer.card, "en")
    await env.double.wait_for(lambda: own_text(current(env, hand)) == shown or None)
    assert not any(kp_render.hand_text(cards, "en") in text
                   for text in public(env) for cards in (before, after))


async def test_an_open_ligretto_cup_follows_the_other_racers_and_the_rounds(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Alice takes the red 1: Bob's open cup (he presses nothing) says so and marks his red
    2 as placeable; Alice places her last dice (her stop): Bob's cup shows round 2 and,
    once its pause is over, no longer says it is paused."""
    env = bot_env
    draws = [[["red", "red", "blue"], ["red", "red", "blue"]]] * 2
    fixed_game(monkeypatch, LgRules(rounds=2, dice=(3, 3)), draws,
               {"Alice": [1, 2, 1], "Bob": [1, 2, 6]})
    await open_lg(env, ["Alice", "Bob"])
    alice, bob = await open_cup(env, "Alice"), await open_cup(env, "Bob")
    assert [(c, v, f) for _, c, v, f in dice(bob)] == \
        [("red", 1, True), ("red", 2, False), ("blue", 6, False)]
    await press(env, "Alice", alice, die_button(alice, "red", 1))
    taken = "⚠ ♥ red 1 is no longer placeable: the red row needs a 2 now."
    await env.double.wait_for(lambda: taken in current(env, bob).text() or None)
    assert [(c, v, f) for _, c, v, f in dice(current(env, bob))] == \
        [("red", 1, False), ("red", 2, True), ("blue", 6, False)]
    # his next look still names the die he lost (the open cup's edit was not his look)
    bob = await open_cup(env, "Bob")
    assert taken in current(env, bob).text()
    env.service.round_pause = 1.0  # the pause after the stop, long enough to see
    await press(env, "Alice", alice, die_button(alice, "red", 2))
    await press(env, "Alice", alice, die_button(alice, "blue", 1))
    await env.double.wait_for(lambda: "round 2 of 2" in current(env, bob).text() or None)
    paused = t("lg-dc-round-pause", "en", round=2, when="").split(":")[0]
    await env.double.wait_for(lambda: paused not in current(env, bob).text() or None)
    assert "round 2 of 2" in current(env, bob).text()
    assert dice(current(env, bob))  # live buttons of round 2
