"""Larry's own screen (issue 11, items 3, 4 and 6; issue 10's bad values), as a player uses
it through the Discord double: **Your move** on the table opens it; the card is selected in
place, then its claim (the honest sum marked, the bluffs nearest to it, every allowed claim
in a menu), its face-up play or, for the gift, whom to and which card; the Larry call is
said unless held back; a move is three interactions and leaves the screen without choices;
a refused move is noted on the redrawn screen, and every forged, stale or foreign press is
answered once, privately, and changes nothing.

The pure parts (`cogs.larry.playing`: the claim window, the choice groups, the step's
prompt) are checked against real games first."""

from __future__ import annotations

import asyncio
import random
import sys
from typing import Any

import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st

from cogs.larry import render
from cogs.larry.playing import CLAIM_BUTTONS, QUIET, claim_window, groups, prompt
from cogs.tables import choosing
from cogs.tables.choices import PICK, SELECT, SUBMIT, TOGGLE, Group
from discord_double import InteractionResult, MessageRecord
from discord_double.scripted import offered
from larry_core.games.larry.cards import INDEX, LOWEST_CLAIM
from larry_core.games.larry.engine import Game
from larry_core.games.larry.kind import LARRY
from larry_core.games.larry.moves import ACTION, PLACE, format_body
from larry_core.games.larry.rules import RuleSet
from larry_core.tables.service import TableService
from larry_core.text import t
from tests.bot_fixtures import (
    BotEnv,
    bot_env,
    fix_deal,
    private_text,
    public_records,
    public_texts,
    redrawn_by,
    redraws,
    take_turn,
    views_waiting,
)

__all__ = ["bot_env"]
PRIMARY, SUCCESS, DANGER = 1, 3, 4  # button styles
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


# ------------------------------------------------------------------------ the pure parts
@given(st.lists(st.integers(-12, 7), unique=True, min_size=1), st.integers(-20, 20))
def test_the_claim_window_holds_the_honest_sum_and_its_neighbours(claims: list[int],
                                                                  honest: int) -> None:
    window = claim_window(claims, honest)
    assert window == sorted(window) and set(window) <= set(claims)
    assert len(window) == min(CLAIM_BUTTONS, len(claims)) == min(7, len(claims))
    if honest in claims:
        assert honest in window
    others = set(claims) - set(window)
    assert all(abs(o - honest) >= abs(w - honest) for o in others for w in window)


def named(shown: tuple[Group, ...], name: str) -> Group | None:
    return next((g for g in shown if g.name == name), None)


def reachable(game: Game, seat: int, held: frozenset[str] = frozenset()
              ) -> tuple[dict[str, set[str]], set[str]]:
    """Every move the seat's own screen offers with `held` (``larry:quiet`` or not): by
    card, the moves of its claim, other, up and give groups (each `to` choice held in turn),
    and the set of all of them; each group checked on the way."""
    req, view = game.request(seat), game.seat_view(seat)
    names = NAMES[:game.n]
    pv = view.public
    first = groups(req, view, names, held, "en")
    card = named(first, "card")
    assert card is not None and card.kind == SELECT and card.private
    assert [c.key for c in card.choices] == req.cards()
    call = named(first, "call")
    assert (call is not None) == (pv.pile_size > 0)
    assert [g.name for g in first] == (["call"] if pv.pile_size else []) + ["card"]
    by_card: dict[str, set[str]] = {}
    for code in req.cards():
        shown = groups(req, view, names, held | {f"card:{code}"}, "en")
        moves: set[str] = set()
        claim, other = named(shown, "claim"), named(shown, "other")
        forced = req.forced(code)
        if forced is not None:  # an open mark: one claim, no menu of others
            assert claim is not None and [c.key for c in claim.choices] == [str(forced)]
            assert claim.choices[0].style == ("danger" if forced > pv.limit else "success")
            assert other is None
        elif req.claims(code):
            assert claim is not None and other is not None
            assert claim.kind == SUBMIT and other.kind == PICK
            honest = req.honest(code)
            assert [int(c.key) for c in claim.choices] == claim_window(req.claims(code), honest)
            assert [c.label for c in claim.choices if c.style == "success"] == \
                ([t("btn-claim-honest", "en", claim=honest)] if honest in req.claims(code)
                 else [])
            # every allowed claim, -12 up to the limit, in the menu
            assert [int(c.key) for c in other.choices] == list(range(LOWEST_CLAIM,
                                                                     pv.limit + 1))
            assert {c.move for c in claim.choices} <= {c.move for c in other.choices}
        for g in (claim, other, named(shown, "up")):
            moves |= {c.move for c in g.choices} if g is not None else set()
        to = named(shown, "to")
        assert (to is not None) == (code == "gift" and bool(req.targets("gift")))
        if to is not None:
            assert named(shown, "up") is None
            for target in to.choices:
                gifts = groups(req, view, names, held | {f"card:{code}", f"to:{target.key}"},
                               "en")
                give = named(gifts, "give")
                assert give is not None and give.kind == PICK
                assert [c.key for c in give.choices] == req.gift_cards(int(target.key))
                moves |= {c.move for c in give.choices}
                said_larry(gifts, held)
        said_larry(shown, held)
        by_card[code] = moves
    return by_card, set().union(*by_card.values())


def said_larry(shown: tuple[Group, ...], held: frozenset[str]) -> None:
    """The Larry toggle is shown where a move shown leaves one card (held: held back, and
    none of the moves says it)."""
    calls = [LARRY.parse(c.move).larry for g in shown if g.kind in (PICK, SUBMIT)
             for c in g.choices]
    larry = named(shown, "larry")
    if QUIET in held:
        assert not any(calls)
        return
    assert (larry is not None) == any(calls), shown
    if larry is not None:
        assert larry.kind == TOGGLE and [c.key for c in larry.choices] == ["quiet"]


def _legal_of(game: Game, seat: int, code: str) -> set[str]:
    return {format_body(m) for m in game.legal_moves(seat)
            if m.kind in (PLACE, ACTION) and m.card == INDEX[code]}


def test_every_legal_move_is_one_choice_of_the_screen_and_nothing_else() -> None:
    """For many real positions, the moves the own screen's choices make (with the Larry
    call said, the default) are exactly the engine's legal card moves; held back, the same
    moves without the call; and every choice key fits a custom_id."""
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        game = LARRY.new(2 + seed % 5, RuleSet(larry_call=("auto", "catch")[seed % 2]), seed)
        for _ in range(rng.randrange(0, 40)):
            if game.over:
                break
            seat = game.to_move
            assert seat is not None
            game.apply(seat, rng.choice(list(game.legal_moves(seat))))
        if game.over or game.phase == "final":
            continue
        seat = game.to_move
        assert seat is not None
        legal = {format_body(m) for m in game.legal_moves(seat) if m.kind in (PLACE, ACTION)}
        by_card, offered_moves = reachable(game, seat)
        assert offered_moves == legal, seed
        for code, moves in by_card.items():
            assert moves == _legal_of(game, seat, code)
        _, quiet = reachable(game, seat, frozenset({QUIET}))
        assert quiet == {format_body(LARRY.parse(m)._replace(larry=False)) for m in legal}
        for code in game.request(seat).cards():
            for g in groups(game.request(seat), game.seat_view(seat),
                            NAMES[:game.n], frozenset({f"card:{code}", "to:0"}), "en"):
                for c in g.choices:
                    assert len(choosing.button_id(10**18, 10**8, g.name, c.key)) <= 100
        checked += 1
    assert checked > 30


def dealt(hands: list[list[str]], *, larry_call: str = "auto",
          draw: list[str] | None = None) -> Game:
    return Game(len(hands), RuleSet(larry_call=larry_call),
                deal=([[INDEX[c] for c in h] for h in hands], [INDEX[c] for c in draw or []]),
                start=0)


def said(game: Game, held: set[str], seat: int = 0) -> str:
    req, view = game.request(seat), game.seat_view(seat)
    return prompt(req, view, NAMES[:game.n], frozenset(held), "en")


def chip(code: str) -> str:
    return render.card_chip(code, "en")


def test_the_prompt_says_each_step() -> None:
    game = dealt([["3", "4", "gift", "draw2", "1"], ["1", "2", "3", "4"]])
    assert said(game, set()) == t("form-pick-card", "en")
    assert said(game, {"card:7"}) == t("form-pick-card", "en")  # not in the hand
    assert said(game, {"card:3"}) == t("form-claim-step", "en", card=chip("3"), honest=3)
    assert "the honest one is **3**" in said(game, {"card:3"})
    up = said(game, {"card:draw2"})
    assert up == t("form-action-step", "en", card=chip("draw2"),
                   effect=t("action-effect-draw2", "en"), honest=0)
    assert "face up" in up and "face down" in up
    assert said(game, {"card:gift", "to:1"}) == t("form-gift-step", "en", name="Ben")
    # the honest sum above the limit: whatever is announced is a bluff
    game.apply(0, LARRY.parse("place 4 6"))
    game.apply(1, LARRY.parse("place 1 6"))
    assert said(game, {"card:3"}) == t("form-no-honest", "en", card=chip("3"), honest=9,
                                       limit=7)
    # the gift with fewer than three cards in hand goes face down only
    two = dealt([["gift", "3"], ["1", "2", "3"]])
    assert said(two, {"card:gift"}).startswith(t(
        "form-face-down-only", "en", card=chip("gift"), effect=t("action-effect-gift", "en"),
        honest=0))


@pytest.mark.parametrize("mode", ["auto", "catch"])
def test_the_prompt_says_the_larry_call(mode: str) -> None:
    game = dealt([["3", "2"], ["1", "1", "1"]], larry_call=mode)
    on = said(game, {"card:3"})
    assert on.endswith("\n" + t("form-larry-on", "en"))
    off = said(game, {"card:3", QUIET})
    assert off.endswith("\n" + t(f"form-larry-off-{mode}", "en"))
    assert t("form-larry-on", "en") not in off
    assert said(dealt([["3", "2", "1"], ["1"]], larry_call=mode), {"card:3"}) == \
        t("form-claim-step", "en", card=chip("3"), honest=3)


def test_the_prompt_says_a_forced_claim_and_a_bust() -> None:
    game = dealt([["open", "3", "2", "1"], ["7", "4", "2", "1"]])
    game.apply(0, LARRY.parse("place 3 3"))
    game.apply(1, LARRY.parse("place 1 4"))
    game.apply(0, LARRY.parse("action open 1"))
    assert said(game, {"card:7"}, 1) == "\n".join([t("form-forced", "en", claim=11),
                                                   t("form-over", "en")])
    assert said(game, {"card:2"}, 1) == t("form-forced", "en", claim=6)


# ----------------------------------------------------------------- through the double
def sent_by(env: BotEnv, name: str) -> int:
    """How many interactions `name` has sent so far (clicks, selects, commands)."""
    uid = env.user(name).id
    return sum(1 for r in env.double.registry.interactions.values() if r.user.id == uid)


def head(env: BotEnv) -> str:
    """The choice ids' start at the table's current version."""
    return f"tb:c:{env.table().id}:{env.table().version}:"


def buttons(env: BotEnv, screen: MessageRecord, group: str) -> list[dict[str, Any]]:
    return offered(screen, f"{head(env)}{group}:")


def labels(env: BotEnv, screen: MessageRecord, group: str) -> list[str]:
    """The labels of a group's buttons (a negative claim with the minus sign, −3)."""
    return [str(b["label"]) for b in buttons(env, screen, group)]


def menu(env: BotEnv, screen: MessageRecord, group: str) -> dict[str, Any] | None:
    tid, version = env.table().id, env.table().version
    return next(iter(offered(screen, f"tb:p:{tid}:{version}:{group}")), None)


def choices_left(screen: MessageRecord) -> list[str]:
    return [str(c["custom_id"]) for c in offered(screen, "tb:c:") + offered(screen, "tb:p:")]


async def open_screen(env: BotEnv, name: str) -> MessageRecord:
    """**Your move** (or My hand) on the table: the player's own screen."""
    table = await env.wait_version(env.table().version)
    r = await env.user(name).click(table, f"tb:h:{env.table().id}")
    assert r.ephemeral and r.message is not None and r.message.v2, r
    return r.message


async def choose(env: BotEnv, name: str, screen: MessageRecord, group: str,
                 key: str) -> InteractionResult:
    """A choice on the own screen: its button, else its group's menu."""
    button = f"{head(env)}{group}:{key}"
    user = env.user(name)
    if any(b["custom_id"] == button for b in offered(screen, button)):
        r = await user.click(screen, button)
    else:
        found = menu(env, screen, group)
        assert found is not None, (group, key, screen.text())
        r = await user.select(screen, str(found["custom_id"]), key)
    assert r.responded and r.ephemeral, r
    return r


async def held_in_place(env: BotEnv, name: str, screen: MessageRecord, group: str,
                        key: str) -> None:
    """A selection or toggle: the own screen is edited in place by the press's answer."""
    r = await choose(env, name, screen, group, key)
    assert r.kind == "update" and r.message is not None and r.message.id == screen.id, r


async def played(env: BotEnv, name: str, screen: MessageRecord, group: str,
                 key: str) -> None:
    """A move on the own screen: played, and the screen redrawn by the press's own answer
    to the new state: without choices once it is another player's turn."""
    tid, version = env.table().id, env.table().version
    r = await choose(env, name, screen, group, key)
    await redrawn_by(r)
    assert r.followups == [], r
    await env.double.wait_for(lambda: env.table().version > version)
    drawn = (f"tb:c:{tid}:{version}:", f"tb:p:{tid}:{version}:")
    await env.double.wait_for(lambda: not any(i.startswith(drawn)
                                              for i in choices_left(screen)))
    if env.to_move() != name:
        await env.double.wait_for(lambda: choices_left(screen) == [])


async def stored(env: BotEnv) -> list[str]:
    return await env.service.storage.load_moves(env.table().id)


def public_text(env: BotEnv) -> str:
    return "\n".join(t for m in public_records(env.double) for t in public_texts(m))


async def test_an_ordinary_move_takes_three_interactions_and_leaves_no_choices(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "4", "4", "larry", "-1"],
                           "Bob": ["1", "2", "3", "0", "4", "4"]}, start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    tid = env.table().id
    alice = env.user("Alice")
    # the table offers Your move (nothing to doubt yet), not the cards
    assert [(c["custom_id"], c["label"], c["style"]) for c in offered(turn, "")] == \
        [(f"tb:h:{tid}", t("btn-act", "en"), PRIMARY)]
    before, private = sent_by(env, "Alice"), alice.ephemerals()
    screen = await open_screen(env, "Alice")
    text = screen.text()
    assert "**Your move** (limit 7, clockwise; standing claim: none)" in text
    assert render.hand_text(env.hand("Alice"), "en") in text
    assert text.endswith(t("form-pick-card", "en"))
    # the hand as buttons, one per kind, in canonical order, with counts
    assert labels(env, screen, "card") == ["-1", "2", "3", "4 ×2", "Larry"]
    assert choices_left(screen) == [f"{head(env)}card:{c}"
                                    for c in ("-1", "2", "3", "4", "larry")]
    await held_in_place(env, "Alice", screen, "card", "3")
    assert [b["style"] for b in buttons(env, screen, "card")] == \
        [PRIMARY, PRIMARY, SUCCESS, PRIMARY, PRIMARY]  # the card held
    # the honest sum (empty pile: 0 + 3) is marked, the bluffs next to it are offered
    assert labels(env, screen, "claim") == ["0", "1", "2", "3 (honest)", "4", "5", "6"]
    honest = next(b for b in buttons(env, screen, "claim") if b["label"] == "3 (honest)")
    assert honest["style"] == SUCCESS
    assert "the honest one is **3**" in screen.text()
    assert t("form-larry-on", "en") not in screen.text() and not buttons(env, screen, "larry")
    other = menu(env, screen, "other")
    assert other is not None and other["placeholder"] == t("btn-other-claim", "en")
    assert [o["value"] for o in other["options"]] == [str(c) for c in range(-12, 8)]
    await played(env, "Alice", screen, "claim", "3")
    assert sent_by(env, "Alice") - before == 3
    await env.wait_version(1)
    assert "says **3**" in public_text(env)
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place 3 3"]
    # no answer beside the screen itself, which shows the hand left and no choices
    assert alice.ephemerals() == [*private, screen]
    assert render.hand_text(["-1", "2", "4", "4", "larry"], "en") in screen.text()
    assert env.table().version == 1
    # another card replaces the selected one in place; a Larry card counts 0, so the honest
    # claim is the standing 4
    assert await env.play("Bob", "1", 4) == ""
    await env.wait_version(2)
    screen = await open_screen(env, "Alice")
    assert "(limit 7, clockwise; standing claim: 4)" in screen.text()
    await held_in_place(env, "Alice", screen, "card", "4")
    assert "8" not in labels(env, screen, "claim")  # nothing above the limit
    await held_in_place(env, "Alice", screen, "card", "larry")
    assert [b["style"] for b in buttons(env, screen, "card")] == \
        [PRIMARY, PRIMARY, PRIMARY, SUCCESS]
    assert labels(env, screen, "claim") == ["1", "2", "3", "4 (honest)", "5", "6", "7"]


async def test_six_kinds_of_card_are_a_menu_and_the_other_menu_plays_any_claim(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["-2", "-1", "0", "1", "2", "3"],
                           "Bob": ["1", "2", "3", "0", "4", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"])
    before = sent_by(env, "Alice")
    screen = await open_screen(env, "Alice")
    cards = menu(env, screen, "card")
    assert cards is not None and buttons(env, screen, "card") == []
    assert cards["placeholder"] == t("form-card-menu", "en")
    assert [o["value"] for o in cards["options"]] == ["-2", "-1", "0", "1", "2", "3"]
    await held_in_place(env, "Alice", screen, "card", "2")
    cards = menu(env, screen, "card")
    assert cards is not None
    assert [o["value"] for o in cards["options"] if o.get("default")] == ["2"]
    assert labels(env, screen, "claim") == ["−1", "0", "1", "2 (honest)", "3", "4", "5"]
    # a claim the buttons do not offer, from the menu of every allowed one
    await played(env, "Alice", screen, "other", "-12")
    assert sent_by(env, "Alice") - before == 3
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place 2 -12"]
    assert env.game().claim == -12 and "2" not in env.hand("Alice")


async def test_action_cards_play_face_up_in_three_and_a_gift_in_four(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["draw2", "gift", "reverse", "3", "2"],
                           "Bob": ["4", "4", "3", "2", "2", "1", "-2"]}, start="Alice",
             draw=["0", "0", "1", "1"])
    await env.start_game(["Alice", "Bob"])
    bob = env.seat("Bob")
    before = sent_by(env, "Alice")
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "draw2")
    # face up on each opponent, or face down (counts 0) with the claims
    assert [(b["custom_id"], b["label"]) for b in buttons(env, screen, "up")] == \
        [(f"{head(env)}up:{bob}", "Draw two → Bob")]
    assert "0 (honest)" in labels(env, screen, "claim")
    assert "face up" in screen.text() and "face down" in screen.text()
    await played(env, "Alice", screen, "up", str(bob))
    assert sent_by(env, "Alice") - before == 3
    assert len(env.hand("Bob")) == 9
    assert await env.play("Bob", "2", 2) == ""
    await env.wait_version(2)
    # the gift: whom to, then the card given, from a menu
    before = sent_by(env, "Alice")
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "gift")
    assert labels(env, screen, "to") == ["Gift → Bob"] and not buttons(env, screen, "up")
    assert menu(env, screen, "give") is None
    await held_in_place(env, "Alice", screen, "to", str(bob))
    assert [b["style"] for b in buttons(env, screen, "to")] == [SUCCESS]
    assert t("form-gift-step", "en", name="Bob") in screen.text()
    give = menu(env, screen, "give")
    assert give is not None and give["placeholder"] == t("form-card-menu", "en")
    assert [o["value"] for o in give["options"]] == ["2", "3", "reverse"]
    await played(env, "Alice", screen, "give", "3")
    assert sent_by(env, "Alice") - before == 4
    assert env.hand("Bob").count("3") == 2
    assert await env.play("Bob", "-2", 0) == ""
    await env.wait_version(4)
    # reverse goes face up at no one
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "reverse")
    assert [(b["custom_id"], b["label"]) for b in buttons(env, screen, "up")] == \
        [(f"{head(env)}up:none", "Reverse (face up)")]
    await played(env, "Alice", screen, "up", "none")
    assert env.game().limit == 5
    # it leaves one card: Larry is said with it
    assert [m.split(": ", 1)[1] for m in await stored(env)][-1] == "action reverse larry"
    # from now on the claims go up to the new limit
    assert await env.play("Bob", "1", 1) == ""
    await env.wait_version(6)
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "2")
    other = menu(env, screen, "other")
    assert other is not None
    assert [o["value"] for o in other["options"]] == [str(c) for c in range(-12, 6)]
    assert labels(env, screen, "claim") == ["−1", "0", "1", "2", "3 (honest)", "4", "5"]


async def test_an_action_card_that_cannot_go_face_up_is_placed_face_down(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """The gift needs three cards in hand, itself included: with two it goes face down."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["gift", "3"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "gift")
    assert t("form-face-down-only", "en", card=chip("gift"),
             effect=t("action-effect-gift", "en"), honest=0) in screen.text()
    assert "cannot be played face up now" in screen.text()
    assert not buttons(env, screen, "to") and not buttons(env, screen, "up")
    assert labels(env, screen, "claim") == ["−3", "−2", "−1", "0 (honest)", "1", "2", "3"]
    await played(env, "Alice", screen, "claim", "0")
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place gift 0 larry"]


@pytest.mark.parametrize("mode", ["auto", "catch"])
async def test_larry_is_said_by_default_and_the_toggle_says_what_holding_it_back_costs(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch, mode: str) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"], larry_call=mode)
    before = sent_by(env, "Alice")
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "3")
    assert t("form-larry-on", "en") in screen.text()
    [quiet] = buttons(env, screen, "larry")
    assert quiet["custom_id"] == f"{head(env)}larry:quiet"
    assert (quiet["label"], quiet["style"]) == (t("btn-skip-larry", "en"), 2)
    # holding it back says what it costs, in this table's mode; releasing it says it again
    await held_in_place(env, "Alice", screen, "larry", "quiet")
    [quiet] = buttons(env, screen, "larry")
    assert (quiet["label"], quiet["style"]) == (t("btn-say-larry", "en"), SUCCESS)
    off = t(f"form-larry-off-{mode}", "en")
    assert off in screen.text() and t("form-larry-on", "en") not in screen.text()
    assert labels(env, screen, "claim")[3] == "3 (honest)"  # the card stays selected
    await held_in_place(env, "Alice", screen, "larry", "quiet")
    [quiet] = buttons(env, screen, "larry")
    assert (quiet["label"], quiet["style"]) == (t("btn-skip-larry", "en"), 2)
    assert t("form-larry-on", "en") in screen.text() and off not in screen.text()
    await played(env, "Alice", screen, "claim", "3")
    assert sent_by(env, "Alice") - before == 5  # 3, and the two toggles
    await env.wait_version(1)
    assert "“Larry!”" in public_text(env)
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place 3 3 larry"]
    assert len(env.hand("Alice")) == 1 and env.game().catchable is None


@pytest.mark.parametrize("mode", ["auto", "catch"])
async def test_a_larry_call_held_back_is_not_said(bot_env: BotEnv,
                                                  monkeypatch: pytest.MonkeyPatch,
                                                  mode: str) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice",
             draw=["0", "0", "1", "1"])
    await env.start_game(["Alice", "Bob"], larry_call=mode)
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "2")
    await held_in_place(env, "Alice", screen, "larry", "quiet")
    assert t(f"form-larry-off-{mode}", "en") in screen.text()
    await played(env, "Alice", screen, "claim", "2")
    turn = await env.wait_version(1)
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place 2 2"]
    assert "“Larry!”" not in public_text(env)
    alice = env.seat("Alice")
    if mode == "auto":  # the penalty is drawn at once
        assert len(env.hand("Alice")) == 3 and env.game().catchable is None
        assert not offered(turn, "larry:t:")
    else:  # anyone else may catch it before the next move
        assert len(env.hand("Alice")) == 1 and env.game().catchable == alice
        assert [c["custom_id"] for c in offered(turn, "larry:t:")] == \
            [f"larry:t:{env.table().id}:1:catch:{alice}"]


async def test_a_forced_claim_shows_one_button_and_warns_of_a_bust(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["open", "3", "2", "1"], "Bob": ["7", "4", "2", "1"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    assert await env.play("Alice", "3", 3) == ""
    await env.wait_version(1)
    assert await env.play("Bob", "1", 4) == ""
    await env.wait_version(2)
    assert await env.play("Alice", "open", face_up=True, target="Bob") == ""
    await env.wait_version(3)
    screen = await open_screen(env, "Bob")
    assert t("form-marked", "en") in screen.text()
    await held_in_place(env, "Bob", screen, "card", "7")  # 4 + 7 is forced, over the limit 7
    [forced] = buttons(env, screen, "claim")
    assert (forced["label"], forced["style"]) == ("11", DANGER)
    assert menu(env, screen, "other") is None
    assert t("form-forced", "en", claim=11) in screen.text()
    assert t("form-over", "en") in screen.text()
    await held_in_place(env, "Bob", screen, "card", "2")  # 4 + 2: forced, within the limit
    [forced] = buttons(env, screen, "claim")
    assert (forced["label"], forced["style"]) == ("6", SUCCESS)
    assert t("form-forced", "en", claim=6) in screen.text()
    assert t("form-over", "en") not in screen.text()
    await held_in_place(env, "Bob", screen, "card", "7")
    await played(env, "Bob", screen, "claim", "11")
    assert len(env.hand("Bob")) == 4  # busted: drew 2
    assert [m.split(": ", 1)[1] for m in await stored(env)][-1] == "place 7 11"


async def test_a_move_the_game_moved_past_changes_nothing_and_the_screen_shows_it_now(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table moves on between a claim's press and its play (here the player's own Doubt
    on the table, pressed meanwhile): the claim is refused by the table as out of date,
    nothing of it is played, and the own screen is redrawn to the game as it is now (an out
    of date press is no refusal to note: a double click's second press is one)."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["4", "1", "1", "1"]},
             start="Bob")
    await env.start_game(["Alice", "Bob"])
    assert await env.play("Bob", "4", 4) == ""
    await env.wait_version(1)
    alice = env.user("Alice")
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "3")
    arrived, go = asyncio.Event(), asyncio.Event()
    original = TableService.play

    async def late(self: TableService, table_id: int, user_id: int, body: str,
                   version: int | None, *args: Any, **kwargs: Any) -> Any:
        if user_id == alice.id and body.startswith("place"):
            arrived.set()
            await go.wait()
        return await original(self, table_id, user_id, body, version, *args, **kwargs)

    monkeypatch.setattr(TableService, "play", late)
    r = await alice.click(screen, "7 (honest)")
    assert r.kind == "deferred_update"
    await env.double.wait_for(arrived.is_set)
    assert await env.press("Alice", t("btn-doubt", "en")) == ""
    await env.double.wait_for(lambda: env.table().version == 2)
    moves = await stored(env)
    hand = env.hand("Alice")
    # the screen shows the new state before the late claim is answered
    await env.double.wait_for(lambda: not offered(screen, "tb:c:") or
                              offered(screen, head(env)))
    edits = screen.edits
    go.set()
    await env.double.wait_for(lambda: screen.edits > edits)
    assert not screen.text().startswith("-# ") and t("stale", "en") not in screen.text()
    assert r.followups == [] and len([c for c in r.record.callbacks
                                      if c.kind == "callback"]) == 1
    assert render.hand_text(hand, "en") in screen.text()
    assert "3" in hand and env.hand("Alice") == hand
    assert env.table().version == 2 and await stored(env) == moves
    assert moves[-1].endswith("doubt") and not env.double.registry.failures


async def answered_once(env: BotEnv, name: str, msg: MessageRecord, custom_id: str, *,
                        values: list[str] | None = None) -> str:
    """A press `name`'s client sends from `msg` as drawn (forged, stale or foreign): one
    private answer, a message of its own; `msg` and the table unchanged. Its text."""
    table = env.table()
    rev, version, text, edits = table.rev, table.version, msg.text(), msg.edits
    r = await env.user(name).press_as_shown(msg, custom_id, component_type=3 if values
                                            is not None else 2, values=values)
    assert r.responded and r.kind == "message" and r.ephemeral, (custom_id, r)
    assert r.message is not None and r.message.id != msg.id
    said = await private_text(r)
    await asyncio.sleep(0.05)  # a second answer, had there been one, would be in by now
    assert len([c for c in r.record.callbacks if c.kind == "callback"]) == 1, custom_id
    assert (env.table().rev, env.table().version) == (rev, version), custom_id
    assert (msg.text(), msg.edits) == (text, edits), custom_id
    return said


async def test_forged_presses_on_the_own_screen_are_answered_once_and_change_nothing(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "3")
    tid, c, p = env.table().id, head(env), f"tb:p:{env.table().id}:0:"
    garbled, unknown = t("garbled", "en"), t("unknown-button", "en")
    for custom_id, values, answer in [
        (f"{c}claim:99", None, garbled),  # above the limit
        (f"{c}claim:-13", None, garbled),  # below the lowest claim
        (f"{c}claim:abc", None, garbled),
        (f"{c}card:7", None, garbled),  # a card not in the hand
        (f"{c}card:xyz", None, garbled),
        (f"{c}up:1", None, garbled),  # a number card has no face-up play
        (f"{c}to:1", None, garbled),  # no gift selected
        (f"{c}larry:quiet", None, garbled),  # this move leaves two cards
        (f"{c}explode:3", None, garbled),
        (f"{c}call:doubt", None, garbled),  # nothing to doubt yet
        (f"{c}" + "x" * 30, None, unknown),
        (f"{c}claim:" + "9" * 40, None, unknown),
        (f"tb:c:{tid}:0", None, unknown),
        (f"{p}other", ["99"], garbled),
        (f"{p}other", ["8"], garbled),  # one above the limit
        (f"{p}other", ["-13"], garbled),
        (f"{p}other", ["abc"], garbled),
        (f"{p}other", ["9" * 40], garbled),
        (f"{p}other", ["3", "4"], unknown),
        (f"{p}other", [], unknown),
        (f"{p}give", ["3"], garbled),
        (f"{p}card", ["7"], garbled),
        (f"{p}nonsense", ["1"], garbled),
    ]:
        assert await answered_once(env, "Alice", screen, custom_id, values=values) == \
            answer, custom_id
    assert not env.double.registry.failures
    # the screen still works afterwards, the card still held
    assert labels(env, screen, "claim")[3] == "3 (honest)"
    await played(env, "Alice", screen, "claim", "3")
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place 3 3"]


async def test_presses_of_someone_elses_choices_are_refused_privately(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bob presses Alice's choices as her screen shows them (from his own screen, his
    client forging them) and Dave, who is not seated, from the table: each is told so,
    privately, once; nothing changes."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    turn = await env.start_game(["Alice", "Bob"])
    tid = env.table().id
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "3")
    hers = [str(c["custom_id"]) for c in offered(screen, "tb:c:")]
    assert f"{head(env)}claim:3" in hers
    mine = await open_screen(env, "Bob")  # My hand: his own screen, without choices
    assert choices_left(mine) == []
    assert render.hand_text(env.hand("Bob"), "en") in mine.text()
    not_yours = t("not-your-turn", "en", name="Alice")
    for custom_id in [*hers, f"{head(env)}larry:quiet"]:
        assert await answered_once(env, "Bob", mine, custom_id) == not_yours
        assert await answered_once(env, "Bob", turn, custom_id) == not_yours
    other = f"tb:p:{tid}:0:other"
    assert await answered_once(env, "Bob", mine, other, values=["3"]) == not_yours
    for msg in (turn,):
        assert await answered_once(env, "Dave", msg, f"{head(env)}claim:3") == \
            t("not-playing", "en")
        assert await answered_once(env, "Dave", msg, other, values=["3"]) == \
            t("not-playing", "en")
        assert await answered_once(env, "Dave", msg, f"tb:h:{tid}") == t("not-playing", "en")
    assert env.table().version == 0 and not env.double.registry.failures
    # Alice's screen is untouched by all this and plays
    assert labels(env, screen, "claim")[3] == "3 (honest)"
    await played(env, "Alice", screen, "claim", "3")


async def test_outdated_drawings_are_answered_privately_and_change_nothing(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """A choice of an earlier version (a screen's drawing before the move), a button of the
    old table (`larry:t:…:play`) and a press on a Play form of the previous version of the
    bot are each answered once, privately."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1", "4"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    tid = env.table().id
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "2")
    drawn = [str(c["custom_id"]) for c in offered(screen, "tb:c:")]
    assert await env.play("Alice", "4", 4) == ""  # on another screen of hers
    await env.wait_version(1)
    await env.double.wait_for(lambda: screen.deleted)  # the newer one replaced it
    screen.deleted = False  # a client that still shows it (its removal raced the press)
    # only her newest screen is kept current: this one still shows version 0's choices
    assert [str(c["custom_id"]) for c in offered(screen, "tb:c:")] == drawn
    stale = t("stale", "en")
    for custom_id in drawn:
        assert await answered_once(env, "Alice", screen, custom_id) == stale
    assert await answered_once(env, "Alice", screen, f"tb:p:{tid}:0:other",
                               values=["2"]) == stale
    turn = await env.wait_version(1)  # Bob's turn: the table posted anew
    assert await answered_once(env, "Bob", turn, f"larry:t:{tid}:0:play") == stale
    assert await answered_once(env, "Bob", turn, f"larry:t:{tid}:1:doubt") == stale
    assert await answered_once(env, "Alice", screen, f"larry-form:{'0' * 32}:card:3") == \
        t("garbled", "en")
    assert await answered_once(env, "Alice", screen, f"larry-form:{'0' * 32}:card",
                               values=["3"]) == t("garbled", "en")
    assert env.table().version == 1 and env.hand("Alice") == ["1", "2", "3"]
    assert await env.play("Bob", "1", 5) == ""


async def test_a_double_click_on_a_claim_plays_once(bot_env: BotEnv,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    alice = env.user("Alice")
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "3")
    a, b = await asyncio.gather(alice.click(screen, "3 (honest)"),
                                alice.click(screen, "3 (honest)"))
    assert a.responded and b.responded
    await env.double.wait_for(lambda: env.table().version == 1 and not choices_left(screen))
    await asyncio.sleep(0.1)
    assert env.table().version == 1 and env.hand("Alice") == ["1", "2"]
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place 3 3"]
    assert not env.double.registry.failures


async def test_an_earlier_screen_goes_and_the_newest_plays_what_it_shows(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Your move pressed twice: the earlier own screen is removed (a player's private
    answers never pile up), and what the newest holds is its own."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "4", "4"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    first = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", first, "card", "3")
    second = await open_screen(env, "Alice")
    assert first.id != second.id
    await env.double.wait_for(lambda: first.deleted)
    assert "You place" not in second.text()  # nothing held there yet
    await held_in_place(env, "Alice", second, "card", "4")
    assert "You place `4` face down" in second.text()
    await env.user("Alice").click(second, "4 (honest)")
    await env.double.wait_for(lambda: env.table().version == 1)
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place 4 4"]


async def test_a_screen_drawn_before_a_restart_still_plays_or_says_it_is_out_of_date(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    screen = await open_screen(env, "Alice")
    await held_in_place(env, "Alice", screen, "card", "3")
    await env.restart()
    r = await env.user("Alice").click(screen, "3 (honest)")
    assert r.responded and r.ephemeral
    if not redraws(r):  # not played: told so (not that the button is damaged)
        assert await private_text(r) == t("stale", "en")
        return
    await redrawn_by(r)
    await env.double.wait_for(lambda: env.table().version == 1)
    assert [m.split(": ", 1)[1] for m in await stored(env)] == ["place 3 3"]


async def test_sent_screens_leave_no_view_behind_in_discord_py(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every control is a DynamicItem: discord.py keeps no per-message view for an own
    screen (a view stored for each screen ever sent would leak on a busy bot), and no view
    waits out a timeout (discord.py gives every view sent in an ephemeral answer a
    15-minute one: a sleeping task per screen, holding the view)."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1", "0"], "Bob": ["1", "2", "3", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    for version, (name, card, claim) in enumerate([("Alice", "3", 3), ("Bob", "1", 4),
                                                   ("Alice", "2", 6), ("Bob", "2", 7)]):
        await env.wait_version(version)
        assert await env.play(name, card, claim) == ""
    await open_screen(env, "Alice")
    await open_screen(env, "Bob")
    assert env.bot is not None
    store = env.bot._connection._view_store
    assert sum(len(v) for v in store._views.values()) == 0
    assert views_waiting() == []


async def test_a_press_reaches_its_handler_through_discord_py_with_the_pressed_message(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """A press of the table's Your move and of the (ephemeral) own screen goes through
    discord.py's own dispatch to the registered `DynamicItem`, whose callback reaches the
    shared handler with the pressed message as discord.py parsed it: its id, guild and
    ephemeral flag."""
    env = bot_env
    seen: list[tuple[str, object]] = []
    await env.start_game(["Alice", "Bob"])
    turn = await env.wait_version(0)
    # the module as the running bot loaded it (an extension's modules are imported anew
    # each time a bot loads it)
    served = sys.modules["cogs.tables.choosing"]
    on_hand, on_press = served.hand, served.press

    async def spy_hand(tables: Any, interaction: discord.Interaction, *args: Any) -> None:
        seen.append(("hand", interaction.message))
        await on_hand(tables, interaction, *args)

    async def spy_press(tables: Any, interaction: discord.Interaction, *args: Any) -> None:
        seen.append(("press", interaction.message))
        await on_press(tables, interaction, *args)

    monkeypatch.setattr(served, "hand", spy_hand)
    monkeypatch.setattr(served, "press", spy_press)
    await take_turn(env)  # the first move: Your move, then the screen's card and claim
    kinds = [k for k, _ in seen]
    assert kinds == ["hand", "press", "press"], kinds
    assert all(isinstance(m, discord.Message) for _, m in seen), seen
    pressed = seen[0][1]
    assert isinstance(pressed, discord.Message)
    assert pressed.id == turn.id and not pressed.flags.ephemeral
    assert pressed.guild is not None and pressed.guild.id == env.double.registry.guild_id
    screens = [m for k, m in seen if k == "press" and isinstance(m, discord.Message)]
    assert len(screens) == 2 and all(m.flags.ephemeral for m in screens)
    assert len({m.id for m in screens}) == 1
    assert env.double.registry.messages[screens[0].id].ephemeral

