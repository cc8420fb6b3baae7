"""Würfelpoker behind the seam: the kind's options and rules, the public view (chips, pot,
hands with their combinations and places, the last showdown ranked), the request's groups
(die buttons, raise amounts, call/fold) each resolving to a legal move, the AI strategies,
the terminal game and the simulator."""

from __future__ import annotations

import random
from typing import Any

import pytest

from larry_core.games import registry
from larry_core.games.ai_seats import AiSeats
from larry_core.games.base import Option
from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.kind import TABLE_ROUNDS, WUERFELPOKER
from larry_core.games.wuerfelpoker.moves import (
    CALL,
    FOLD,
    PASS,
    RAISE,
    ROLL,
    STAND,
    WpMove,
    format_body,
    keep,
    parse_body,
)
from larry_core.games.wuerfelpoker.rules import WpRules
from larry_core.games.wuerfelpoker.simulate import simulate
from larry_core.games.wuerfelpoker.terminal import event_text, play_terminal
from larry_core.text import t


def defaults() -> dict[str, Any]:
    return {o.name: o.default for o in WUERFELPOKER.options}


def test_registered_with_its_commands() -> None:
    assert registry.game("wuerfelpoker") is WUERFELPOKER
    assert registry.COMMANDS["wuerfelpoker"].protocol_doc == "docs/dice-protocol.md"
    assert (WUERFELPOKER.min_players, WUERFELPOKER.max_players) == (2, 5)


def test_table_rounds_default_fits_an_evening_but_the_protocol_keeps_null() -> None:
    options = {o.name: o for o in WUERFELPOKER.options}
    assert options["rounds"].default == TABLE_ROUNDS == 20
    assert WUERFELPOKER.rules(defaults()).rounds == 20
    assert WpRules().rounds is None  # the replay protocol's default (§4.1)
    assert WUERFELPOKER.rules({**defaults(), "rounds": 0}).rounds is None  # the printed end
    for option in WUERFELPOKER.options:
        assert isinstance(option, Option)
        option.check(option.default)


def test_rules_and_option_values_round_trip() -> None:
    values = {"chips": 12, "ante": 2, "rolls": 2, "first_sets_rolls": True, "rounds": 0,
              "raising": True, "raise_limit": 3}
    rules = WUERFELPOKER.rules(values)
    assert WUERFELPOKER.option_values(rules) == values
    assert WUERFELPOKER.rules_from_dict(rules.to_dict()) == rules
    assert WUERFELPOKER.rules({}) == WUERFELPOKER.rules(defaults())


def test_new_game_start_from_the_seed_and_copies() -> None:
    rules = WUERFELPOKER.rules(defaults())
    starts = {WUERFELPOKER.new(4, rules, seed).first for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    game = WUERFELPOKER.new(3, rules, 7)
    twin = game.copy()
    assert twin.to_move is not None
    twin.apply(twin.to_move, WUERFELPOKER.parse("roll"))
    assert game.rolls_used == 0 and twin.rolls_used == 1
    assert WUERFELPOKER.format(2, keep(6, 1)) == "2: keep 1 6"


def test_public_view_hands_places_and_the_last_showdown() -> None:
    # seat 0: 1-1-2-3-4 (pair), seat 1: 2-2-5-5-6 (two pairs), seat 2: 6-6-1-2-3 (pair)
    rolls = [1, 1, 2, 3, 4, 2, 2, 5, 5, 6, 6, 6, 1, 2, 3]
    game = WpGame(3, WpRules(), 0, 0, None, rolls)
    for seat in (0, 1):
        game.apply(seat, parse_body("roll"))
        game.apply(seat, parse_body("stand"))
    view = game.public_view()
    assert view.scores == view.chips == (7, 7, 7) and view.pot == 3
    assert [(h.seat, h.combo, h.place) for h in view.ranking] == [(1, "two_pairs", 1),
                                                                  (0, "pair", 2)]
    hand0 = view.hands[0]
    assert hand0 is not None and hand0.dice == (1, 1, 2, 3, 4) and hand0.ranks == (1, 4, 3, 2)
    assert view.hands[2] is None and view.best() is not None and view.best(excluding=1) == hand0
    assert view.to_move == 2 and view.dice == () and view.rolls_left == 3
    game.apply(2, parse_body("roll"))
    assert game.public_view().dice == (1, 2, 3, 6, 6)
    game.apply(2, parse_body("stand"))
    view = game.public_view()
    assert view.round == 2 and view.hands == (None, None, None) and view.ranking == ()
    last = view.showdown
    assert last is not None and last.reason == "showdown" and last.winners == (1,)
    assert last.shares == (3,) and last.pot == 3
    assert [(h.seat, h.place) for h in last.ranking] == [(1, 1), (2, 2), (0, 3)]
    seat_view = game.seat_view(2)
    assert seat_view.seat == 2 and seat_view.hand == () and seat_view.public == view


def test_equal_hands_share_a_place() -> None:
    rolls = [5, 5, 2, 3, 4, 2, 3, 4, 5, 5, 1, 1, 2, 3, 4]
    game = WpGame(3, WpRules(), 0, 0, None, rolls)
    for seat in (0, 1):
        game.apply(seat, parse_body("roll"))
        game.apply(seat, parse_body("stand"))
    view = game.public_view()
    assert [(h.seat, h.place) for h in view.ranking] == [(0, 1), (1, 1)]


def test_folded_seats_leave_the_ranking() -> None:
    game = WpGame(3, WpRules(raising=True), 0, 0, None, [6, 6, 1, 2, 3])
    for text in ("roll", "stand", "raise 1"):
        game.apply(0, parse_body(text))
    view = game.public_view()
    assert view.bet is not None and (view.bet.seat, view.bet.amount, view.bet.waiting) == (
        0, 1, (1, 2))
    game.apply(1, parse_body("fold"))
    view = game.public_view()
    assert view.folded == (1,) and view.in_round() == (0, 2)


def _all_resolved(request: Any) -> set[WpMove]:
    found: set[WpMove] = set()
    for verb in (ROLL, STAND, PASS, CALL, FOLD):
        if (move := request.resolve(verb)) is not None:
            found.add(move)
    for amount in request.raise_amounts():
        move = request.resolve(RAISE, amount)
        assert move is not None
        found.add(move)
    n = len(request.dice)
    for mask in range(1, 2**n - 1):
        kept = [i for i in range(n) if mask >> i & 1]
        move = request.roll_keeping(kept)
        assert move is not None
        found.add(move)
    if n:
        assert request.roll_keeping(list(range(n))) is None
        assert request.roll_keeping([0, 0]) is None and request.roll_keeping([n]) is None
    return found


@pytest.mark.parametrize("raising", [False, True])
def test_every_legal_move_is_reachable_through_the_request(raising: bool) -> None:
    rules = WpRules(raising=raising, raise_limit=3, rounds=6)
    for seed in range(4):
        game = WpGame(2 + seed % 4, rules, seed)
        rng = random.Random(seed)
        while not game.over:
            for seat in range(game.n):
                request = game.request(seat)
                legal = set(game.legal_moves(seat))
                assert request.moves() == [format_body(m) for m in game.legal_moves(seat)]
                assert _all_resolved(request) == legal
                assert request.verbs() == {m.verb for m in legal}
                assert request.resolve(RAISE, 0) is None and request.resolve("dance") is None
                if request.phase == "respond":
                    assert request.call_amount == game.raise_amount >= 1
            mover = game.to_move
            assert mover is not None
            legal_moves = game.legal_moves(mover)
            game.apply(mover, legal_moves[rng.randrange(len(legal_moves))])


@pytest.mark.parametrize("name", ["random", "reasoned"])
def test_strategies_choose_legal_moves_to_the_end(name: str) -> None:
    for players, raising in ((2, True), (3, False), (5, True)):
        rules = WpRules(raising=raising, rounds=15)
        game = WpGame(players, rules, players)
        seats = AiSeats(WUERFELPOKER, game, {s: name for s in range(players)})
        while not game.over:
            decision = seats.next_move(game)
            assert decision is not None
            seat, move = decision
            assert move in game.legal_moves(seat)
            seats.observe(seat, move, game.apply(seat, move))


def test_reasoned_beats_random() -> None:
    wins = 0
    rules = WpRules(raising=True, rounds=30)
    for seed in range(16):
        game = WpGame(2, rules, seed, seed % 2)
        seats = AiSeats(WUERFELPOKER, game, {0: "reasoned", 1: "random"})
        while not game.over:
            decision = seats.next_move(game)
            assert decision is not None
            seats.observe(*decision, game.apply(*decision))
        wins += game.chips[0] > game.chips[1]
    assert wins >= 11


def test_reasoned_stands_on_a_winner_and_chases_a_better_hand() -> None:
    strategy = WUERFELPOKER.strategy("reasoned")
    game = WpGame(2, WpRules(), 0, 0, None, [6, 6, 6, 6, 6, 1, 1, 2, 3, 4])
    game.apply(0, parse_body("roll"))
    view = game.seat_view(0)
    assert strategy.choose(view, game.legal_moves(0), [], random.Random(0)) == parse_body(
        "stand")
    game.apply(0, parse_body("stand"))
    game.apply(1, parse_body("roll"))  # 1-1-2-3-4 against five sixes: keep nothing useful
    move = strategy.choose(game.seat_view(1), game.legal_moves(1), [],
                           random.Random(0))
    assert move.verb in (ROLL, "keep") and move != parse_body("stand")


def test_narration_of_every_event_in_every_language() -> None:
    rules = WpRules(raising=True, rounds=4)
    game = WpGame(3, rules, 11)
    seats = AiSeats(WUERFELPOKER, game, {s: "random" for s in range(3)})
    events = list(game.setup_events)
    while not game.over:
        decision = seats.next_move(game)
        assert decision is not None
        step = game.apply(*decision)
        seats.observe(*decision, step)
        events += step
    kinds = {ev["type"] for ev in events}
    assert {"round_started", "rolled", "hand", "pot_won", "game_over"} <= kinds
    for locale in ("en", "de", "fr"):
        for ev in events:
            for reader in (None, 0):
                text = event_text(ev, locale, lambda s: f"P{s}", reader)
                assert text and "{" not in text
    for code, name in (("full_house", "Full House"), ("four_kind", "Poker")):
        assert t(f"wp-combo-{code}", "de") == name
    assert "Pott" in t("wp-ev-raised", "de", who="Bo", me="no", amount=2, pot=5)


def test_terminal_game_to_the_end() -> None:
    lines: list[str] = []
    answers = iter(["help", "rules", "state", "x", "1"] + ["1"] * 5000)
    status = play_terminal(2, 3, "random", 0, rules=WpRules(rounds=3), locale="en",
                           read=lambda prompt: next(answers), out=lines.append)
    text = "\n".join(lines)
    assert status == 0
    assert "Choose a number" in text and "Würfelpoker in short" in text
    assert "Round 3" in text and "Game over after the last round" in text


def test_terminal_quits_politely() -> None:
    lines: list[str] = []
    answers = iter(["quit"])
    assert play_terminal(3, 1, "reasoned", 0, locale="de", read=lambda p: next(answers),
                         out=lines.append) == 0
    assert lines[0].startswith("Würfelpoker mit 3 Spielern")


def test_simulate_summary() -> None:
    summary = simulate(2, 20, 0)
    assert summary.games == 20 and summary.rounds >= 20 and summary.moves > 0
    assert sum(summary.wins.values()) >= 20
    for locale in ("en", "de", "fr"):
        assert len(summary.lines(locale)) == 6
