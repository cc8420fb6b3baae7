"""The Play form (issue 11, items 3, 4 and 6; issue 10's bad values): the hand as buttons,
a move in three interactions, the honest sum marked, the Larry call offered and on, the form
gone after a move, and every forged or stale value answered privately."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass

import discord
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cogs.larry.play_form import (
    PREFIX,
    Click,
    FormValueError,
    claim_window,
    form_id,
    parse_claim,
    parse_click,
    split_id,
)
from cogs.tables.forms import drop_expired
from discord_double import InteractionResult, MessageRecord
from larry_core.games.larry.cards import CODES, INDEX
from larry_core.games.larry.engine import Game
from larry_core.games.larry.moves import PLACE
from larry_core.games.larry.request import Request
from larry_core.games.larry.rules import RuleSet
from larry_core.text import t
from tests.bot_fixtures import (
    BotEnv,
    bot_env,
    fix_deal,
    private_text,
    public_records,
    public_texts,
    take_turn,
    views_waiting,
)

__all__ = ["bot_env"]
NONCE = "0" * 32


# ------------------------------------------------------------------ pure value parsing
@settings(max_examples=400)
@given(st.text(max_size=120))
def test_any_custom_id_tail_parses_or_is_a_bad_value(rest: str) -> None:
    try:
        click = parse_click(rest)
    except FormValueError as exc:
        assert isinstance(exc.value, str)
        return
    assert click.field in ("card", "claim", "up", "give", "other", "larry", "back")
    assert click.card is None or click.card in INDEX


@settings(max_examples=300)
@given(st.sampled_from(["card", "claim", "up", "give", "other"]),
       st.lists(st.one_of(st.sampled_from(CODES), st.text(max_size=12),
                          st.integers().map(str), st.just("-"), st.just("9" * 5000)),
                max_size=3))
def test_form_shaped_values_parse_or_are_bad_values(head: str, args: list[str]) -> None:
    try:
        click = parse_click(":".join([head, *args]))
    except FormValueError:
        return
    assert click.field == head and click.card in INDEX
    assert click.number is None or abs(click.number) <= 10**30


@given(st.text(max_size=200))
def test_split_id_never_raises(custom_id: str) -> None:
    got = split_id(custom_id)
    assert got is None or (len(got[0]) == 32 and custom_id.startswith(PREFIX))
    assert split_id(PREFIX + NONCE + ":" + custom_id[:80]) == (NONCE, custom_id[:80])


@given(st.text(max_size=60) | st.just("9" * 5000) | st.just("-" + "1" * 5000))
def test_a_typed_claim_is_a_number_or_none(text: str) -> None:
    claim = parse_claim(text)
    assert claim is None or abs(claim) <= 10**30


@given(st.integers(-10**6, 10**6))
def test_a_typed_number_reads_as_itself(n: int) -> None:
    assert parse_claim(f"  {n} ") == n
    assert parse_claim(str(n).replace("-", "−")) == n


def test_bad_values_named_in_issue_10() -> None:
    for rest in ("card:abc", "claim:3:abc", "claim:abc:3", "up:draw2:x", "give:1:zz",
                 "card", "claim:3", "larry:1", "explode:3", ""):
        with pytest.raises(FormValueError):
            parse_click(rest)
    assert parse_click("card:-1") == Click("card", "-1")  # a real card: checked against the hand
    assert parse_click("claim:4:" + "9" * 50) == Click("claim", "4", 10**30)
    assert parse_click("up:reverse:-") == Click("up", "reverse", None)
    assert parse_click("give:2:gift") == Click("give", "gift", 2)


def test_every_button_id_round_trips_and_resolves_to_an_engine_move() -> None:
    """For many real positions, each move of `legal_moves` has a button id that parses back
    to it (and a forged target or claim resolves to nothing)."""
    for seed in range(40):
        game = Game(2 + seed % 5, RuleSet(), seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 30)):
            if game.over:
                break
            moves = list(game.legal_moves(game.to_move))
            game.apply(game.to_move, rng.choice(moves))
        if game.over or game.phase == "final":
            continue
        seat = game.to_move
        assert seat is not None
        legal = game.legal_moves(seat)
        moves = [m for m in legal if m.kind in (PLACE, "action")]
        choices = Request(game, seat)
        for m in moves:
            code = CODES[m.card]
            if m.kind == PLACE:
                cid = form_id(NONCE, "claim", code, m.claim)
            elif code == "gift":
                cid = form_id(NONCE, "give", m.target, CODES[m.gift])
            else:
                cid = form_id(NONCE, "up", code, "-" if m.target < 0 else m.target)
            assert len(cid) <= 100
            parts = split_id(cid)
            assert parts is not None
            click = parse_click(parts[1])
            assert click.card is not None
            assert choices.resolve(click.field, click.card, click.number) == m
        assert choices.resolve("up", "draw2", 99) is None
        assert choices.resolve("claim", "3", 10**30) is None


@given(st.lists(st.integers(-12, 7), unique=True, min_size=1), st.integers(-20, 20))
def test_the_claim_window_holds_the_honest_sum_and_its_neighbours(claims: list[int],
                                                                  honest: int) -> None:
    window = claim_window(claims, honest)
    assert window == sorted(window) and set(window) <= set(claims)
    assert len(window) == min(7, len(claims))
    if honest in claims:
        assert honest in window
    others = set(claims) - set(window)
    assert all(abs(o - honest) >= abs(w - honest) for o in others for w in window)


# ---------------------------------------------------------------- through the double
def sent_by(env: BotEnv, name: str) -> int:
    """How many interactions `name` has sent so far (clicks, commands, modal submits)."""
    uid = env.user(name).id
    return sum(1 for r in env.double.registry.interactions.values() if r.user.id == uid)


def buttons(form: MessageRecord) -> list[dict[str, object]]:
    return [c for c in form.all_components() if c.get("type") == 2]


async def open_form(env: BotEnv, name: str) -> MessageRecord:
    r = await env.user(name).click(env.turn_message(), "Play")
    assert r.ephemeral and r.message is not None, r
    return r.message


async def gone(env: BotEnv, form: MessageRecord) -> None:
    await env.double.wait_for(lambda: env.double.registry.messages[form.id].deleted, 5)


def public_text(env: BotEnv) -> str:
    return "\n".join(t for m in public_records(env.double) for t in public_texts(m))


async def test_an_ordinary_move_takes_three_interactions_and_leaves_nothing_behind(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "4", "4", "larry", "-1"],
                           "Bob": ["1", "2", "3", "0", "4", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"])
    alice = env.user("Alice")
    before, private = sent_by(env, "Alice"), alice.ephemerals()
    form = await open_form(env, "Alice")
    # the hand as buttons, one per kind, in canonical order, with counts
    assert [b["label"] for b in buttons(form)] == ["-1", "2", "3", "4 ×2", "Larry"]
    assert all(str(b["custom_id"]).startswith(PREFIX) for b in buttons(form))
    await alice.click(form, "3")
    labels = [b["label"] for b in buttons(form)]
    # the honest sum (empty pile: 0 + 3) is marked, the bluffs next to it are offered
    assert labels == ["0", "1", "2", "3 (honest)", "4", "5", "6", "Other…", "Back"]
    honest = next(b for b in buttons(form) if b["label"] == "3 (honest)")
    assert honest["style"] == 3  # success
    assert "the honest one is **3**" in form.content and t("form-larry-on") not in form.content
    r = await alice.click(form, "3 (honest)")
    assert r.kind == "deferred_update"
    await gone(env, form)
    assert sent_by(env, "Alice") - before == 3
    await env.wait_version(1)
    assert "says **3**" in public_text(env)
    # no "Done" answer, no form: nothing private is left over
    assert alice.ephemerals() == private and env.table().version == 1
    # Back, then a Larry card: it counts 0, so the honest claim is the standing 3
    await env.play("Bob", "1", 4)
    await env.wait_version(2)
    form = await open_form(env, "Alice")
    await alice.click(form, "4 ×2")
    await alice.click(form, "Back")
    await alice.click(form, "Larry")
    assert "7" in [b["label"] for b in buttons(form)]  # nearest to 4, up to the limit
    assert "4 (honest)" in [b["label"] for b in buttons(form)]


async def test_action_cards_play_face_up_in_three_and_a_gift_in_four(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["draw2", "gift", "reverse", "3", "2", "1"],
                           "Bob": ["4", "4", "3", "2", "2", "1", "-2"]}, start="Alice",
             draw=["0", "0", "1", "1"])
    await env.start_game(["Alice", "Bob"])
    alice = env.user("Alice")
    before = sent_by(env, "Alice")
    form = await open_form(env, "Alice")
    await alice.click(form, "Draw two")
    labels = [b["label"] for b in buttons(form)]
    # face up on each opponent, or face down (counts 0) with the claims
    assert labels[0] == "Draw two → Bob" and "0 (honest)" in labels
    assert "face up" in form.content and "face down" in form.content
    await alice.click(form, "Draw two → Bob")
    await gone(env, form)
    assert sent_by(env, "Alice") - before == 3
    await env.wait_version(1)
    assert len(env.hand("Bob")) == 9
    await env.play("Bob", "2", 2)
    await env.wait_version(2)
    before = sent_by(env, "Alice")
    form = await open_form(env, "Alice")
    await alice.click(form, "Gift")
    await alice.click(form, "Gift → Bob")
    assert "Gift to Bob" in form.content
    assert [b["label"] for b in buttons(form)][:3] == ["1", "2", "3"]
    await alice.click(form, "3")
    await gone(env, form)
    assert sent_by(env, "Alice") - before == 4
    await env.wait_version(3)
    assert env.hand("Bob").count("3") == 2
    await env.play("Bob", "-2", 0)
    await env.wait_version(4)
    form = await open_form(env, "Alice")
    await alice.click(form, "Reverse")
    await alice.click(form, "Reverse (face up)")
    await gone(env, form)
    await env.wait_version(5)
    assert env.game().limit == 5


@pytest.mark.parametrize("mode", ["auto", "catch"])
async def test_say_larry_is_offered_and_on_when_one_card_would_remain(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch, mode: str) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2"], "Bob": ["1", "1", "1", "4"]}, start="Alice")
    await env.start_game(["Alice", "Bob"], larry_call=mode)
    alice = env.user("Alice")
    before = sent_by(env, "Alice")
    form = await open_form(env, "Alice")
    await alice.click(form, "3")
    assert t("form-larry-on") in form.content
    assert t("btn-skip-larry") in [b["label"] for b in buttons(form)]
    # turning it off says what it costs, in this table's mode; turning it on again
    await alice.click(form, t("btn-skip-larry"))
    off = t("form-larry-off-auto") if mode == "auto" else t("form-larry-off-catch")
    assert off in form.content and t("form-larry-on") not in form.content
    await alice.click(form, t("btn-say-larry"))
    assert t("form-larry-on") in form.content
    await alice.click(form, "3 (honest)")
    await gone(env, form)
    assert sent_by(env, "Alice") - before == 5  # 3, and the two toggles
    await env.wait_version(1)
    assert "“Larry!”" in public_text(env)
    assert len(env.hand("Alice")) == 1 and env.game().catchable is None


async def test_a_forced_claim_shows_one_button_and_warns_of_a_bust(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["open", "3", "2", "1"], "Bob": ["7", "4", "2", "1"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    await env.play("Alice", "3", 3)
    await env.wait_version(1)
    await env.play("Bob", "1", 4)
    await env.wait_version(2)
    await env.play("Alice", "open", face_up=True, target="Bob")
    await env.wait_version(3)
    bob = env.user("Bob")
    form = await open_form(env, "Bob")
    assert t("form-marked") in form.content
    await bob.click(form, "7")  # 4 + 7 is forced, over the limit 7
    assert [b["label"] for b in buttons(form)] == ["11", "Back"]
    assert buttons(form)[0]["style"] == 4  # danger
    assert t("form-forced", claim=11) in form.content and t("form-over") in form.content
    await bob.click(form, "Back")
    await bob.click(form, "2")  # 4 + 2: forced, within the limit
    assert [b["label"] for b in buttons(form)] == ["6", "Back"]
    assert t("form-over") not in form.content
    await bob.click(form, "Back")
    await bob.click(form, "7")
    await bob.click(form, "11")
    await gone(env, form)
    await env.wait_version(4)
    assert len(env.hand("Bob")) == 4  # busted: drew 2


async def forged(env: BotEnv, name: str, form: MessageRecord, tail: str) -> InteractionResult:
    """Click a form button whose custom_id a damaged client changed to end in `tail`."""
    comp = buttons(form)[0]
    nonce = str(comp["custom_id"]).split(":")[1]
    comp["custom_id"] = f"{PREFIX}{nonce}:{tail}"
    return await env.user(name).click(form, str(comp["custom_id"]))


@pytest.mark.parametrize(("tail", "said"), [
    ("card:abc", "can't use ('abc')"),
    ("card:-1", "You have no `-1` in your hand"),
    ("card:7", "You have no `7` in your hand"),
    ("claim:3:abc", "can't use ('abc')"),
    ("claim:3:" + "9" * 40, "not one of your options"),
    ("claim:3:99", "not one of your options"),
    ("up:draw2:7", "You have no `draw two` in your hand"),
    ("up:3:1", "not one of your options"),
    ("give:9:3", "not one of your options"),
    ("explode", "can't use ('explode')"),
])
async def test_forged_values_are_answered_privately_and_change_nothing(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch, tail: str, said: str) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    form = await open_form(env, "Alice")
    r = await forged(env, "Alice", form, tail)
    assert r.responded and r.kind == "update" and r.ephemeral, r
    assert said in form.content and form.content.startswith("⚠️"), form.content
    assert env.table().version == 0 and not env.double.registry.failures
    # the form still works afterwards
    await env.user("Alice").click(form, "3")
    await env.user("Alice").click(form, "3 (honest)")
    await gone(env, form)


async def test_typed_claims_forged_modal_values_stale_and_expired_forms(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1", "4"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    alice = env.user("Alice")
    form = await open_form(env, "Alice")
    await alice.click(form, "4")
    for typed, said in (("9", "above the limit of **7**"), ("x", "whole number"),
                        ("9" * 5000, "above the limit of **7**"), ("²", "whole number")):
        m = await alice.click(form, "Other…")
        assert m.is_modal and m.modal is not None
        # a modal value as a damaged client might send it (no length limit)
        data = {"custom_id": m.modal["custom_id"], "components": [{"type": 1, "components": [
            {"type": 4, "custom_id": "claim", "value": typed}]}]}
        reg = env.double.registry
        channel = reg.any_channel(form.channel_id)
        assert channel is not None
        rec = reg.new_interaction(5, alice.record, channel, data, form)
        edits = form.edits
        await env.double.dispatch_interaction(rec)
        await env.double.wait_for(lambda e=edits: form.edits > e, 5)
        assert said in form.content and "**Your move**" in form.content, form.content
        assert len(form.content) < 1000
    assert env.table().version == 0 and not env.double.registry.failures
    # a stale form: opened, then the game moved on through another form
    await alice.click(form, "Back")
    old = await open_form(env, "Alice")
    await alice.click(old, "2")  # its claim buttons are on screen…
    assert await env.play("Alice", "4", 4) == ""
    await env.wait_version(1)
    await alice.click(old, "2 (honest)")  # …and pressed after the game moved on
    await env.double.wait_for(lambda: "out of date" in old.content, 5)
    assert old.content == t("form-stale") and buttons(old) == []
    assert env.table().version == 1
    # a form opened before a restart says it is gone
    await env.play("Bob", "1", 5)
    await env.wait_version(2)
    before = await open_form(env, "Alice")
    await env.restart()
    late = await alice.click(before, "3")
    assert late.kind == "update" and late.ephemeral
    assert before.content == t("form-gone") and buttons(before) == []
    assert await env.play("Alice", "3", 5) == ""
    await env.wait_version(3)


async def test_a_double_click_on_a_claim_plays_once(bot_env: BotEnv,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["1", "1", "1", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    alice = env.user("Alice")
    form = await open_form(env, "Alice")
    await alice.click(form, "3")
    a, b = await asyncio.gather(alice.click(form, "3 (honest)"), alice.click(form, "3 (honest)"))
    assert a.responded and b.responded
    await gone(env, form)
    await env.wait_version(1)
    assert env.table().version == 1 and env.hand("Alice") == ["1", "2"]
    assert not env.double.registry.failures


async def test_sent_forms_leave_no_view_behind_in_discord_py(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every button is a DynamicItem: discord.py keeps no per-message view for a form (a
    plain Button would be stored for each form ever sent, a leak on a busy bot), and no
    view waits out a timeout (discord.py gives every view sent in an ephemeral answer a
    15-minute one: a sleeping task per form, holding the view)."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1", "0"], "Bob": ["1", "2", "3", "4"]},
             start="Alice")
    await env.start_game(["Alice", "Bob"])
    for version, (name, card, claim) in enumerate([("Alice", "3", 3), ("Bob", "1", 4),
                                                   ("Alice", "2", 6), ("Bob", "2", 7)]):
        await env.wait_version(version)
        assert await env.play(name, card, claim) == ""
    assert env.bot is not None
    store = env.bot._connection._view_store
    assert sum(len(v) for v in store._views.values()) == 0
    assert views_waiting() == []


async def test_a_press_reaches_its_handler_through_discord_py_with_the_pressed_message(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """A press of the turn message and of the (ephemeral) form goes through discord.py's
    own dispatch to the registered `DynamicItem`, whose callback reaches the handler with
    the pressed message as discord.py parsed it: its id, guild and ephemeral flag."""
    from cogs.larry import play_form
    from cogs.larry.actions import Actions

    env = bot_env
    seen: list[tuple[str, object]] = []
    on_press, on_click = Actions.on_press, play_form.PlayForm.on_click

    async def spy_press(self: Actions, interaction: object, press: object) -> None:
        seen.append(("turn", getattr(interaction, "message", None)))
        await on_press(self, interaction, press)  # type: ignore[arg-type]

    async def spy_click(self: play_form.PlayForm, interaction: object, rest: str) -> None:
        seen.append(("form", getattr(interaction, "message", None)))
        await on_click(self, interaction, rest)  # type: ignore[arg-type]

    await env.start_game(["Alice", "Bob"])
    turn = await env.wait_version(0)
    monkeypatch.setattr(Actions, "on_press", spy_press)
    monkeypatch.setattr(play_form.PlayForm, "on_click", spy_click)
    await take_turn(env)  # the first move: Play, then the form's card and claim
    kinds = [k for k, _ in seen]
    assert kinds == ["turn", "form", "form"], kinds
    assert all(isinstance(m, discord.Message) for _, m in seen), seen
    pressed = seen[0][1]
    assert isinstance(pressed, discord.Message)
    assert pressed.id == turn.id and not pressed.flags.ephemeral
    assert pressed.guild is not None and pressed.guild.id == env.double.registry.guild_id
    forms = [m for k, m in seen if k == "form" and isinstance(m, discord.Message)]
    assert len(forms) == 2 and all(m.flags.ephemeral for m in forms)
    assert len({m.id for m in forms}) == 1
    assert env.double.registry.messages[forms[0].id].ephemeral


async def test_a_component_left_to_discord_py_is_answered_by_its_item(
        bot_env: BotEnv) -> None:
    """The router answers the bot's own buttons without building an item (`answer`); any
    other component (here a select menu carrying a form's id, as forms of an older version
    had) goes through discord.py, which builds the item, whose callback answers the same
    way: privately, and nothing changes."""
    env = bot_env
    turn = await env.start_game(["Alice", "Bob"])
    version, rev = env.table().version, env.table().rev
    record = env.double.registry.messages[turn.id]
    buttons = [c for c in record.all_components() if c.get("type") == 2]
    select_id = f"larry-form:{'0' * 32}:card"
    record.components.append({"type": 1, "components": [  # added by a client: a select menu
        {"type": 3, "custom_id": select_id, "options": [{"label": "3", "value": "3"}]}]})
    buttons[1]["custom_id"] = f"larry:t:{env.table().id}:{version}:nonsense"
    r = await env.user("Alice").select(turn, select_id, "3")
    assert await private_text(r) == t("form-gone", "en")
    assert await env.press("Alice", str(buttons[1]["label"]), turn) == t("garbled", "en")
    assert (env.table().version, env.table().rev) == (version, rev)


@dataclass
class Opened:
    opened: float


@given(st.lists(st.tuples(st.floats(0, 100), st.booleans()), max_size=60),
       st.floats(0, 3000), st.floats(1, 900))
def test_expired_forms_are_dropped_and_only_they(steps: list[tuple[float, bool]],
                                                 now: float, lifetime: float) -> None:
    """`drop_expired`: the forms opened (in order) more than `lifetime` ago go, whichever
    others were used and removed in between; the rest stay, in order."""
    forms: dict[str, Opened] = {}
    at = 0.0
    for i, (gap, used) in enumerate(steps):
        at += gap
        forms[str(i)] = Opened(at)
        if used and i % 3 == 0:  # submitted: gone from the middle of the registry
            del forms[str(i)]
    expected_gone = [f for f in forms.values() if now - f.opened > lifetime]
    expected_kept = {n: f for n, f in forms.items() if now - f.opened <= lifetime}
    assert drop_expired(forms, lifetime, now) == expected_gone
    assert forms == expected_kept and list(forms) == list(expected_kept)
