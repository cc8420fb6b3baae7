"""Würfel-Ligretto's AI racers: which die they place (a contested row first, then their own
chain, then the die that helps the others least), when they reroll or wait, their reaction
times per level, and that every choice is a legal move — through the seam as the table
service and the terminal ask."""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence

import pytest

from larry_core.games.ai_seats import AiSeats
from larry_core.games.ligretto.ai import LEVELS, MAX_WAITS, LgRacer, get_strategy, reaction
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.kind import LIGRETTO
from larry_core.games.ligretto.moves import ROLL_MOVE, place
from larry_core.games.ligretto.rules import LgRules


def state(draws: list[list[str]], rolls: list[int],
          moves: Sequence[tuple[int, str]] = ()) -> LgGame:
    game = LgGame(len(draws), LgRules(dice=tuple(len(d) for d in draws)), 0, [draws], rolls)
    for seat, body in moves:
        game.apply(seat, LIGRETTO.parse(body))
    return game


def decide(game: LgGame, seat: int = 0, level: str = "normal") -> object:
    return LgRacer(level).decide(game.seat_view(seat), random.Random(0))


def test_a_contested_row_comes_first() -> None:
    """Seat 1 also shows a yellow 1: placing it first keeps it from going dead."""
    game = state([["red", "yellow"], ["yellow", "blue"]], [1, 1, 1, 6])
    assert decide(game) == place("yellow", 1)


def test_then_the_die_its_own_dice_follow() -> None:
    game = state([["red", "red", "yellow"], ["blue"]], [1, 2, 1, 6])
    assert decide(game) == place("red", 1)


def test_then_the_die_that_helps_the_others_least() -> None:
    """Placing the red 1 would make seat 1's red 2 fit; the yellow 1 helps nobody."""
    game = state([["red", "yellow"], ["red", "blue"]], [1, 1, 2, 6])
    assert decide(game) == place("yellow", 1)


def test_never_a_reroll_while_a_die_fits() -> None:
    game = state([["red"] * 5 + ["yellow"], ["blue"]], [6, 6, 6, 6, 6, 1, 6])
    assert decide(game) == place("yellow", 1)


def test_nothing_fits_a_reroll() -> None:
    game = state([["red", "yellow", "green"], ["blue"]], [6, 6, 6, 6])
    assert decide(game) == ROLL_MOVE


def test_waiting_for_anothers_placement_with_a_last_die_but_not_for_ever() -> None:
    """Seat 0's last die is a blue 2; seat 1's blue 1 fits and will make it fit: a reroll
    (one die: 1 in 6) would take far longer. The racer waits, at most twice in a row."""
    game = state([["blue"], ["blue", "red"]], [2, 6, 1])  # seat 1: red 6, blue 1
    racer = LgRacer("normal")
    view = game.seat_view(0)
    rng = random.Random(1)
    assert [racer.decide(view, rng) for _ in range(MAX_WAITS + 1)] == [
        *[None] * MAX_WAITS, ROLL_MOVE]
    # the table service and the terminal's `choose` cannot wait: they reroll
    assert racer.choose(view, game.legal_moves(0), [], rng) == ROLL_MOVE


def test_with_many_dice_a_reroll_beats_waiting() -> None:
    game = state([["blue", "red", "red", "yellow", "yellow", "green"], ["blue", "green"]],
                 [6, 6, 6, 6, 6, 2, 6, 1])  # seat 0's blue 2 waits on seat 1's blue 1
    assert decide(game) == ROLL_MOVE


def test_plain_places_the_first_fitting_die_and_random_any_legal_move() -> None:
    game = state([["red", "yellow"], ["yellow", "blue"]], [1, 1, 1, 6])
    view = game.seat_view(0)
    legal = game.legal_moves(0)
    assert get_strategy("plain").choose(view, legal, [], random.Random(0)) == place("red", 1)
    seen = {get_strategy("random").choose(view, legal, [], random.Random(i)) for i in range(40)}
    assert seen == set(legal)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_reaction_times_have_the_levels_means(level: str) -> None:
    rng = random.Random(7)
    for mean in (LEVELS[level].place_ms, LEVELS[level].reroll_ms):
        times = [reaction(mean, rng) for _ in range(20_000)]
        assert min(times) >= mean / 2
        assert statistics.fmean(times) == pytest.approx(mean, rel=0.03)
    assert LEVELS["fast"].place_ms < LEVELS["normal"].place_ms < LEVELS["slow"].place_ms


def test_a_racers_delay_is_a_placements_when_a_die_fits_else_a_rerolls() -> None:
    fits = state([["red"], ["blue"]], [1, 6]).seat_view(0)
    stuck = state([["red"], ["blue"]], [6, 6]).seat_view(0)
    racer = LgRacer("fast")
    assert statistics.fmean(racer.delay(fits, random.Random(i)) for i in range(3000)) == \
        pytest.approx(LEVELS["fast"].place_ms, rel=0.06)
    assert statistics.fmean(racer.delay(stuck, random.Random(i)) for i in range(3000)) == \
        pytest.approx(LEVELS["fast"].reroll_ms, rel=0.06)


def test_names_and_the_ai_seats() -> None:
    assert get_strategy("reasoned").level == LEVELS["normal"]
    with pytest.raises(ValueError):
        get_strategy("turbo")
    game = LgGame(3, None, 4)
    seats = AiSeats(LIGRETTO, game, {1: "fast", 2: "slow"})
    for _ in range(300):
        if game.over:
            break
        decision = seats.next_move(game)
        assert decision is not None and decision[0] in (1, 2)
        seat, move = decision
        assert move in game.legal_moves(seat)
        seats.observe(seat, move, game.apply(seat, move))
    assert game.moves_applied == 300 or game.over
