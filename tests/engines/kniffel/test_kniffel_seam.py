"""Kniffel behind the game seam: the request groups every legal move as the Discord front end
asks for it (a button per die, Roll with the rolls left, Score… with the free boxes and their
points, A6's entries marked), the views are the protocol's, and the AI strategies play legal
moves, the reasoned one far better than random."""

from __future__ import annotations

import random
from itertools import combinations
from statistics import mean

from larry_core.games.ai_seats import AiSeats
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.moves import KEEP, ROLL_MOVE, KnMove, score
from larry_core.games.kniffel.rules import KnRules
from larry_core.games.registry import GAMES


def random_states(seed: int, players: int = 2, **state: object) -> list[KnGame]:
    game = KnGame(players, KnRules(), seed, **state)  # type: ignore[arg-type]
    rng = random.Random(seed)
    states = [game.copy()]
    while not game.over:
        seat = game.to_move
        assert seat is not None
        game.apply(seat, rng.choice(game.legal_moves(seat)))
        states.append(game.copy())
    return states


def test_kniffel_is_registered_with_its_options() -> None:
    assert GAMES["kniffel"] is KNIFFEL
    assert (KNIFFEL.min_players, KNIFFEL.max_players) == (1, 8)
    defaults = {o.name: o.default for o in KNIFFEL.options}
    assert defaults == {"rolls": 3, "extra_kniffel": "schmidt", "zero_kniffel_bonus": False,
                        "full_house_kniffel": False}
    rules = KNIFFEL.rules(defaults)
    assert rules == KnRules() and KNIFFEL.option_values(rules) == defaults
    assert KNIFFEL.rules_from_dict(rules.to_dict()) == rules


def test_the_request_groups_every_legal_move() -> None:
    rolls = [4] * 40 + [1, 2, 3, 4, 5] * 40
    for seed in range(4):
        for state in random_states(seed, rolls=rolls, sheets=[{"kniffel": 50}, {}]):
            for seat in range(2):
                request = state.request(seat)
                legal = state.legal_moves(seat)
                assert request.moves() == [str(m) for m in legal]
                assert state.seat_view(seat).legal() == legal
                found: set[KnMove] = set()
                positions = range(len(request.dice))
                for k in range(6):
                    for kept in combinations(positions, k):
                        move = request.roll(kept)
                        if move is not None:
                            assert move in legal
                            found.add(move)
                        elif k < 5 and request.can_keep():
                            raise AssertionError(f"keeping {kept} resolves to nothing")
                for option in request.options:
                    move = request.score(option.box)
                    assert move is not None
                    found.add(move)
                assert found == set(legal)
                assert request.can_roll() == (ROLL_MOVE in legal)
                if seat != state.to_move:
                    assert not request.options and not request.dice and not request.rolls_left
                assert request.roll([5]) is None and request.roll([-1]) is None


def test_the_request_shows_the_rolls_left_and_marks_joker_entries() -> None:
    game = KnGame(1, KnRules(), 0, rolls=[3] * 5, sheets=[{"kniffel": 50, "threes": 9}])
    request = game.request(0)
    assert request.first and request.rolls_left == 3 and request.roll() == ROLL_MOVE
    assert request.roll([0]) is None and not request.can_keep()
    game.apply(0, ROLL_MOVE)
    request = game.request(0)
    assert request.rolls_left == 2 and request.dice == (3, 3, 3, 3, 3)
    assert request.roll([0, 1, 2, 3, 4]) is None
    assert request.roll([4, 2]) == KnMove(KEEP, (3, 3))
    marked = {o.box: (o.points, o.joker, o.rule) for o in request.options}
    assert marked == {"three_kind": (15, True, "joker"), "four_kind": (15, True, "joker"),
                      "full_house": (25, True, "joker"), "small_straight": (30, True, "joker"),
                      "large_straight": (40, True, "joker"), "chance": (15, True, "joker")}
    assert request.score("ones") is None and request.score("chance") == score("chance")


def test_views_are_public_and_the_protocol_view_is_built_from_them() -> None:
    game = KnGame(3, KnRules(), 5)
    game.apply(0, ROLL_MOVE)
    public = game.public_view()
    assert public.scores == (0, 0, 0) and public.winners is None and public.rolls_left == 2
    for seat in range(3):
        view = game.seat_view(seat)
        assert view.hand == () and view.public == public
        assert view.protocol() == game.protocol_view(seat)
    assert len(game.seat_view(0).protocol()["options"]) == 13
    assert all(KNIFFEL.visible(e, None) for e in game.setup_events)


def play_ai(kinds: dict[int, str], players: int, seed: int) -> list[int]:
    game = KNIFFEL.new(players, KnRules(), seed)
    seats = AiSeats(KNIFFEL, game, kinds)
    while not game.over:
        decision = seats.next_move(game)
        assert decision is not None
        seat, move = decision
        assert move in game.legal_moves(seat)
        seats.observe(seat, move, game.apply(seat, move))
    return game.totals()


def test_the_strategies_play_legal_moves_and_reasoned_beats_random() -> None:
    reasoned = [play_ai({0: "reasoned"}, 1, seed)[0] for seed in range(12)]
    random_ = [play_ai({0: "random"}, 1, seed)[0] for seed in range(12)]
    assert mean(reasoned) > 150 > mean(random_) + 40, (mean(reasoned), mean(random_))
    totals = play_ai({0: "reasoned", 1: "random"}, 2, 99)
    assert len(totals) == 2
