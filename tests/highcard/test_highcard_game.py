"""High card's own rules, without the platform: the deal follows the seed, rounds are scored
as the rules say, a refused move changes nothing, and the AI players choose legal moves."""

from __future__ import annotations

import random

import pytest

from larry_core.errors import IllegalMove
from larry_core.games.ai_seats import AiSeats
from larry_core.games.base import OptionError
from tests.highcard import HIGHCARD, HighCardGame, HighCardRules


def game(rounds: int = 3, seed: int = 1) -> HighCardGame:
    return HIGHCARD.new(2, HighCardRules(rounds=rounds), seed)


def test_the_same_seed_deals_the_same_cards() -> None:
    assert game(seed=5).state_dict() == game(seed=5).state_dict()
    assert {tuple(game(seed=s).cards) for s in range(20)} != {tuple(game(seed=0).cards)}
    deck = game().deck + game().cards
    assert sorted(deck) == sorted(v for v in range(1, 14) for _ in range(4))


def test_the_higher_card_wins_a_tie_scores_nobody_and_a_fold_concedes() -> None:
    g = game(rounds=3)
    g.cards = [9, 4]
    assert g.apply(0, "reveal") == [{"type": "revealed", "seat": 0, "card": 9}]
    events = g.apply(1, "reveal")
    assert events[1] == {"type": "round_won", "round": 0, "winner": 0, "scores": [1, 0]}
    assert HIGHCARD.new_round(events) and g.to_move == 1  # the starter alternates
    g.cards = [7, 7]
    g.apply(1, "reveal")
    assert g.apply(0, "reveal")[1]["winner"] is None and g.scores == [1, 0]
    g.cards = [13, 1]
    events = g.apply(0, "fold")  # round 3: seat 0 starts again
    assert events[:2] == [{"type": "folded", "seat": 0},
                          {"type": "round_won", "round": 2, "winner": 1, "scores": [1, 1]}]
    assert events[-1] == {"type": "game_over", "scores": [1, 1], "winners": [0, 1]}
    assert g.over and g.results().winners == (0, 1) and g.actors() == []
    assert g.turn() is None and g.legal_moves(0) == g.legal_moves(1) == ()


def test_a_refused_move_changes_nothing() -> None:
    g = game()
    before = g.state_dict()
    for seat, move, code in ((1, "reveal", "not_your_turn"), (0, "win", "bad_move"),
                             (2, "reveal", "not_your_turn")):
        with pytest.raises(IllegalMove) as err:
            g.apply(seat, move)
        assert err.value.code == code
        assert g.state_dict() == before
    while not g.over:
        g.apply(g.to_move or 0, "fold")
    over = g.state_dict()
    with pytest.raises(IllegalMove) as err:
        g.apply(0, "reveal")
    assert err.value.code == "game_over" and g.state_dict() == over


def test_a_copy_is_independent_of_its_original() -> None:
    g = game()
    twin = g.copy()
    twin.apply(0, "reveal")
    assert g.state_dict() != twin.state_dict() and g.shown == [None, None]
    assert g.rng.random() == twin.rng.random()


def test_the_grammar_reads_and_writes_the_log_line() -> None:
    assert HIGHCARD.parse(" reveal") == "reveal" and HIGHCARD.parse("fold ") == "fold"
    assert HIGHCARD.format(1, "fold") == "1: fold"
    for bad in ("", "reveal 3", "peek", "x" * 100):
        with pytest.raises(IllegalMove) as err:
            HIGHCARD.parse(bad)
        assert err.value.code == "bad_move"


def test_rules_come_from_the_option_and_back_from_their_stored_form() -> None:
    (rounds,) = HIGHCARD.options
    assert (rounds.name, rounds.default, rounds.low, rounds.high) == ("rounds", 3, 1, 9)
    with pytest.raises(OptionError):
        rounds.check(10)
    rules = HIGHCARD.rules({"rounds": 9})
    assert HIGHCARD.rules_from_dict(rules.to_dict()) == rules
    assert HIGHCARD.option_values(rules) == {"rounds": 9}
    bad_docs: tuple[object, ...] = (None, [], {}, {"rounds": 0}, {"rounds": True},
                                    {"rounds": 3, "x": 1})
    for bad in bad_docs:
        with pytest.raises((TypeError, ValueError)):
            HIGHCARD.rules_from_dict(bad)


def test_a_view_hides_the_other_card_until_it_is_revealed() -> None:
    g = game()
    assert g.seat_view(0).card == g.cards[0] and g.seat_view(1).card == g.cards[1]
    assert g.seat_view(1).public.shown == (None, None)
    g.apply(0, "reveal")
    assert g.seat_view(1).public.shown == (g.cards[0], None)


@pytest.mark.parametrize("name", ["random", "reasoned"])
def test_ai_players_choose_legal_moves_and_finish_every_game(name: str) -> None:
    for seed in range(50):
        g = game(rounds=seed % 9 + 1, seed=seed)
        seats = AiSeats(HIGHCARD, g, {0: name, 1: name})
        while not g.over:
            decision = seats.next_move(g)
            assert decision is not None and decision[1] in g.legal_moves(decision[0])
            seats.observe(decision[0], decision[1], g.apply(*decision))
        assert g.round == g.rules.rounds and sum(g.scores) <= g.rules.rounds
        for seat in range(2):  # each seat saw its own deals only
            assert all(e["seat"] == seat for e in seats.histories[seat]
                       if e["type"] == "dealt")
    with pytest.raises(KeyError):
        HIGHCARD.strategy("clairvoyant")


def test_the_reasoned_player_folds_a_low_or_beaten_card_and_reveals_otherwise() -> None:
    player, rng = HIGHCARD.strategy("reasoned"), random.Random(0)
    legal = ("reveal", "fold")
    g = game()
    g.cards = [2, 12]
    assert player.choose(g.seat_view(0), legal, [], rng) == "fold"
    g.cards = [10, 8]
    assert player.choose(g.seat_view(0), legal, [], rng) == "reveal"
    g.apply(0, "reveal")
    assert player.choose(g.seat_view(1), legal, [], rng) == "fold"  # 8 cannot beat 10
