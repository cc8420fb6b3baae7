"""Würfelpoker's AI players (larry_core/games/wuerfelpoker/ai.py): the reasoned player's keeps
are exactly optimal — checked against hand-counted probabilities and against a brute force
over every ordered roll that shares nothing with the solver's tables —, its bets follow its
chance of winning, the greedy player keeps its largest group, and every strategy only ever
chooses legal moves and chooses the same move from the same view."""

from __future__ import annotations

import random
import threading
from functools import cache
from itertools import combinations, pairwise, product

import pytest

from larry_core.games.ai_seats import AiSeats
from larry_core.games.wuerfelpoker.ai import (
    Goal,
    best_keep,
    get_strategy,
    greedy_keep,
    hold_table,
    plan,
)
from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.hands import HANDS
from larry_core.games.wuerfelpoker.kind import WUERFELPOKER
from larry_core.games.wuerfelpoker.moves import (
    CALL_MOVE,
    FOLD_MOVE,
    PASS_MOVE,
    ROLL_MOVE,
    STAND_MOVE,
    WpMove,
    keep,
    raise_by,
)
from larry_core.games.wuerfelpoker.rules import WpRules


def strength(*dice: int) -> int:
    return HANDS[tuple(sorted(dice))].strength


PAIR_OF_SIXES = strength(6, 6, 1, 2, 3)  # the lowest pair of sixes


# ------------------------------------------------------------ hand-checkable keeps
def test_a_pair_of_ones_against_a_pair_of_sixes() -> None:
    """1-1-2-3-4 against 6-6-1-2-3: keep the ones. With one roll left the turn wins unless
    the three new dice are all different and none is a 1 (5·4·3 of 216 rolls): 156/216;
    with two rolls left it fails only if both rolls fail: 1 − (60/216)²."""
    goal = Goal(PAIR_OF_SIXES, 0.5)
    assert best_keep((1, 1, 2, 3, 4), 1, goal) == (1, 1)
    assert best_keep((1, 1, 2, 3, 4), 2, goal) == (1, 1)
    solved = plan(goal, 3)
    assert solved.worth((1, 1, 2, 3, 4), 1) == pytest.approx(156 / 216, abs=1e-12)
    assert solved.worth((1, 1, 2, 3, 4), 2) == pytest.approx(1 - (60 / 216) ** 2, abs=1e-12)


def test_a_hand_that_wins_already_stands() -> None:
    goal = Goal(PAIR_OF_SIXES, 0.5)
    for dice in ((2, 3, 4, 5, 6), (1, 2, 4, 6, 6), (1, 1, 2, 2, 3)):
        for left in (1, 2):
            assert best_keep(dice, left, goal) is None
            assert plan(goal, 3).worth(dice, left) == pytest.approx(1.0, abs=1e-12)


def test_a_tie_counts_as_the_pot_is_split() -> None:
    """Against five sixes only five sixes tie: with four sixes kept and one roll left the
    chance is 1/6 of a tie, worth ½ of the pot against one such hand and ⅓ against two."""
    top = strength(6, 6, 6, 6, 6)
    for tie in (1 / 2, 1 / 3):
        goal = Goal(top, tie)
        assert best_keep((1, 6, 6, 6, 6), 1, goal) == (6, 6, 6, 6)
        assert plan(goal, 3).worth((1, 6, 6, 6, 6), 1) == pytest.approx(tie / 6, abs=1e-12)
        assert best_keep((6, 6, 6, 6, 6), 2, goal) is None  # nothing beats it: stand


def test_a_pair_of_fives_against_two_pairs() -> None:
    """5-5-1-2-3 against 4-4-2-2-1: keeping the fives fails only when the three new dice
    are all different and none is a 5 — the same 156/216 with one roll left."""
    goal = Goal(strength(4, 4, 2, 2, 1))
    assert best_keep((1, 2, 3, 5, 5), 1, goal) == (5, 5)
    assert plan(goal, 3).worth((1, 2, 3, 5, 5), 1) == pytest.approx(156 / 216, abs=1e-12)


# ------------------------------------------------------------------ brute force
def brute(dice: tuple[int, ...], left: int, target: int, tie: float) -> float:
    """The best chance with `left` rolls left, every keep tried on all 6^k ordered rolls."""
    @cache
    def value(d: tuple[int, ...], r: int) -> float:
        s = HANDS[d].strength
        best = 1.0 if s > target else tie if s == target else 0.0
        if r == 0:
            return best
        for size in range(5):
            for kept in set(combinations(d, size)):
                rolls = list(product(range(1, 7), repeat=5 - size))
                total = sum(value(tuple(sorted(kept + new)), r - 1) for new in rolls)
                best = max(best, total / len(rolls))
        return best

    return value(dice, left)


CASES = [((1, 2, 3, 4, 6), strength(2, 3, 4, 5, 6)), ((2, 2, 3, 3, 6), strength(3, 3, 3, 1, 2)),
         ((1, 3, 3, 3, 5), strength(4, 4, 4, 2, 2)), ((1, 2, 2, 4, 5), strength(1, 2, 3, 4, 5)),
         ((4, 4, 5, 6, 6), strength(6, 6, 6, 1, 2))]


@pytest.mark.parametrize(("dice", "target"), CASES)
def test_one_roll_left_matches_a_brute_force(dice: tuple[int, ...], target: int) -> None:
    goal = Goal(target, 0.5)
    solved = plan(goal, 3)
    expected = brute(dice, 1, target, 0.5)
    assert solved.worth(dice, 1) == pytest.approx(expected, abs=1e-12)
    kept = best_keep(dice, 1, goal)
    if kept is None:
        assert solved.stand[1][list(sorted(HANDS)).index(dice)] == pytest.approx(expected)
    else:  # the keep chosen reaches the optimum, counted by brute force over ordered rolls
        rolls = list(product(range(1, 7), repeat=5 - len(kept)))
        got = sum(brute(tuple(sorted(kept + new)), 0, target, 0.5) for new in rolls)
        assert got / len(rolls) == pytest.approx(expected, abs=1e-12)


def test_two_rolls_left_matches_a_brute_force() -> None:
    dice, target = (1, 2, 2, 4, 5), strength(3, 3, 1, 2, 4)
    assert plan(Goal(target, 0.5), 3).worth(dice, 2) == pytest.approx(
        brute(dice, 2, target, 0.5), abs=1e-12)


# ------------------------------------------------------------------ first to act
def test_first_to_act_aims_at_a_hand_that_holds() -> None:
    """No hand shown, one seat still to roll: a straight to 6 holds against most turns
    (hold_table: the chance that an exact turn of 3 rolls does not beat it) and stands; a
    pair of ones is likely beaten and is worked on."""
    goal = Goal(None, 1.0, 1, 3)
    hold = hold_table(3)
    assert hold[strength(6, 6, 6, 6, 6)] > 0.97  # only five sixes tie: half of ~4.6 %
    assert hold[strength(1, 2, 3, 4, 6)] < 0.01  # almost every turn beats nothing
    assert all(a <= b + 1e-12 for a, b in pairwise(hold))
    assert best_keep((2, 3, 4, 5, 6), 2, goal) is None
    assert best_keep((1, 1, 2, 3, 4), 2, goal) is not None
    # two seats still to roll: the worth of standing is the chance to hold against both
    assert plan(Goal(None, 1.0, 2, 3), 3).worth((2, 3, 4, 5, 6), 0) == pytest.approx(
        hold[strength(2, 3, 4, 5, 6)] ** 2)


# ----------------------------------------------------------------- through a game
def reasoned_move(game: WpGame, seat: int, seed: int = 0) -> WpMove:
    view = game.seat_view(seat)
    return get_strategy("reasoned").choose(view, game.legal_moves(seat), [],
                                           random.Random(seed))


def test_the_reasoned_seat_keeps_the_ones_against_a_pair_of_sixes() -> None:
    """Seat 0 shows 6-6-1-2-3; seat 1 throws 1-1-2-3-4 with two rolls left: keep 1 1,
    whatever its generator."""
    game = WpGame(2, WpRules(), 0, 0, None, [6, 6, 1, 2, 3, 1, 1, 2, 3, 4])
    game.apply(0, ROLL_MOVE)
    game.apply(0, STAND_MOVE)
    game.apply(1, ROLL_MOVE)
    assert {reasoned_move(game, 1, seed) for seed in range(5)} == {keep(1, 1)}


def test_bets_follow_the_chance_of_winning() -> None:
    """Raising variant, two players. Five sixes shown first: raise the most allowed; the
    other seat, not rolled yet, can at best tie (½ of about 4.6 %): fold. A hand of nothing
    shown first: pass; a raise on it is called."""
    rules = WpRules(raising=True)
    game = WpGame(2, rules, 0, 0, None, [6, 6, 6, 6, 6])
    game.apply(0, ROLL_MOVE)
    game.apply(0, STAND_MOVE)
    assert reasoned_move(game, 0) == raise_by(2)
    game.apply(0, raise_by(2))
    assert reasoned_move(game, 1) == FOLD_MOVE

    game = WpGame(2, rules, 0, 0, None, [1, 2, 3, 4, 6])
    game.apply(0, ROLL_MOVE)
    game.apply(0, STAND_MOVE)
    assert reasoned_move(game, 0) == PASS_MOVE
    game.apply(0, raise_by(1))
    assert reasoned_move(game, 1) == CALL_MOVE


@pytest.mark.parametrize(("first", "answer"), [((1, 2, 3, 4, 6), FOLD_MOVE),
                                               ((3, 3, 3, 6, 6), CALL_MOVE)])
def test_a_raise_is_called_only_by_a_hand_that_wins(first: tuple[int, ...],
                                                    answer: WpMove) -> None:
    """Two players, raising: seat 1 shows a pair of ones and raises. Nobody is left to roll:
    seat 0's shown hand of nothing has no chance and folds; its full house wins for sure
    and calls."""
    game = WpGame(2, WpRules(raising=True), 0, 0, None, [*first, 1, 1, 2, 3, 4])
    game.apply(0, ROLL_MOVE)
    game.apply(0, STAND_MOVE)
    game.apply(0, PASS_MOVE)
    game.apply(1, ROLL_MOVE)
    game.apply(1, STAND_MOVE)
    game.apply(1, raise_by(2))
    assert reasoned_move(game, 0) == answer


def test_a_shown_hand_beaten_by_a_shown_hand_folds() -> None:
    """Three players, raising: two pairs and a pair are shown, then five sixes raise; both
    shown hands are beaten with nobody left to roll, and both fold."""
    game = WpGame(3, WpRules(raising=True), 0, 0, None,
                  [2, 2, 5, 5, 1, 1, 1, 2, 3, 4, 6, 6, 6, 6, 6])
    for seat in range(3):
        game.apply(seat, ROLL_MOVE)
        game.apply(seat, STAND_MOVE)
        if seat < 2:
            game.apply(seat, PASS_MOVE)
    game.apply(2, raise_by(2))
    assert reasoned_move(game, 0) == FOLD_MOVE
    game.apply(0, FOLD_MOVE)
    assert reasoned_move(game, 1) == FOLD_MOVE


# --------------------------------------------------------------------------- greedy
@pytest.mark.parametrize(("dice", "kept"), [
    ((1, 1, 2, 3, 4), (1, 1)), ((2, 2, 5, 5, 6), (2, 2, 5, 5)), ((3, 3, 3, 3, 5), (3, 3, 3, 3)),
    ((1, 4, 6, 6, 6), (6, 6, 6)), ((1, 2, 3, 4, 6), ()), ((1, 2, 3, 4, 5), None),
    ((2, 2, 4, 4, 4), None), ((5, 5, 5, 5, 5), None)])
def test_greedy_keeps_its_largest_group(dice: tuple[int, ...],
                                        kept: tuple[int, ...] | None) -> None:
    assert greedy_keep(dice) == kept


def test_greedy_stands_on_a_hand_that_beats_every_hand_shown() -> None:
    game = WpGame(2, WpRules(), 0, 0, None, [1, 1, 2, 3, 4, 2, 2, 3, 4, 6])
    game.apply(0, ROLL_MOVE)
    game.apply(0, STAND_MOVE)
    game.apply(1, ROLL_MOVE)
    view = game.seat_view(1)
    move = get_strategy("greedy").choose(view, game.legal_moves(1), [], random.Random(0))
    assert move == STAND_MOVE  # a pair of twos beats the pair of ones


@pytest.mark.parametrize(("first", "bet"), [((2, 4, 4, 4, 6), raise_by(2)),
                                            ((1, 1, 5, 5, 6), PASS_MOVE)])
def test_greedy_raises_by_its_own_hand(first: tuple[int, ...], bet: WpMove) -> None:
    """Three of a kind or better raises the most allowed; two pairs pass."""
    game = WpGame(2, WpRules(raising=True), 0, 0, None, list(first))
    game.apply(0, ROLL_MOVE)
    game.apply(0, STAND_MOVE)
    view = game.seat_view(0)
    assert get_strategy("greedy").choose(view, game.legal_moves(0), [],
                                         random.Random(0)) == bet


@pytest.mark.parametrize(("mine", "answer"), [((1, 2, 2, 3, 4), FOLD_MOVE),
                                              ((3, 3, 4, 5, 6), CALL_MOVE)])
def test_greedy_calls_while_as_good_as_the_raiser(mine: tuple[int, ...],
                                                  answer: WpMove) -> None:
    """Seat 1 shows a pair of threes (dead 1-2-4) and raises: a pair of twos folds, a pair
    of threes with higher dead dice calls."""
    game = WpGame(2, WpRules(raising=True), 0, 0, None, [*mine, 1, 2, 3, 3, 4])
    game.apply(0, ROLL_MOVE)
    game.apply(0, STAND_MOVE)
    game.apply(0, PASS_MOVE)
    game.apply(1, ROLL_MOVE)
    game.apply(1, STAND_MOVE)
    game.apply(1, raise_by(1))
    view = game.seat_view(0)
    assert get_strategy("greedy").choose(view, game.legal_moves(0), [],
                                         random.Random(0)) == answer


# ------------------------------------------------------------- legal, deterministic
@pytest.mark.parametrize("name", ["random", "greedy", "reasoned"])
def test_every_strategy_plays_legal_moves_to_the_end(name: str) -> None:
    variants = [(2, WpRules(raising=True, rounds=8)),
                (3, WpRules(first_sets_rolls=True, rounds=8)),
                (4, WpRules(rolls=1, raising=True, raise_limit=5, rounds=6)),
                (5, WpRules(rolls=2, first_sets_rolls=True, raising=True, rounds=6))]
    for players, rules in variants:
        game = WpGame(players, rules, players, 1)
        others = "random" if name != "random" else "greedy"
        seats = AiSeats(WUERFELPOKER, game, {s: name if s % 2 == 0 else others
                                             for s in range(players)})
        while not game.over:
            decision = seats.next_move(game)
            assert decision is not None
            seat, move = decision
            assert move in game.legal_moves(seat)
            seats.observe(seat, move, game.apply(seat, move))


@pytest.mark.parametrize("name", ["greedy", "reasoned"])
def test_the_same_view_gives_the_same_move(name: str) -> None:
    """Replaying a game's views to fresh strategies with other generators gives the same
    moves: the choice depends on the view alone."""
    game = WpGame(3, WpRules(raising=True, rounds=5), 7, 0)
    seats = AiSeats(WUERFELPOKER, game, {s: name for s in range(3)})
    while not game.over:
        decision = seats.next_move(game)
        assert decision is not None
        seat, move = decision
        view = game.seat_view(seat)
        again = get_strategy(name).choose(view, game.legal_moves(seat), [],
                                          random.Random(seat + 99))
        assert again == move
        seats.observe(seat, move, game.apply(seat, move))


def test_unknown_strategy() -> None:
    with pytest.raises(KeyError, match="greedy"):
        get_strategy("clever")


def test_a_reasoned_seat_has_the_hold_tables_solved_in_a_thread_of_their_own() -> None:
    """Made, a reasoned player starts solving the hold tables (1 to 3 rolls) in a daemon
    thread, once per process: its first decisions at a table do not pause the event loop."""
    from larry_core.games.wuerfelpoker import ai

    for earlier in ai._warm:  # a reasoned player made by an earlier test
        earlier.join(60)
    hold_table.cache_clear()
    ai._warm.clear()
    get_strategy("reasoned")
    get_strategy("reasoned")  # once per process
    assert len(ai._warm) == 1
    thread = ai._warm[0]
    assert thread.daemon and thread is not threading.main_thread()
    thread.join(60)
    assert not thread.is_alive() and hold_table.cache_info().currsize == 3
    assert hold_table.cache_info().misses == 3  # solved there, not here
