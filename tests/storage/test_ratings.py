"""Ratings (issue 15): openskill's Plackett–Luce model from a game's finishing order.

The expected numbers come from Weng & Lin (2011), Algorithm 4, worked by hand for two
players and re-implemented below (independently of openskill) for larger games with ties."""

from __future__ import annotations

import math

import pytest

from larry_core.storage.ratings import (
    DEFAULT,
    MU,
    SIGMA,
    Placing,
    Rating,
    ai_user_id,
    finishing_ranks,
    placings_from_standings,
    rate,
    rate_game,
)

BETA, TAU, KAPPA = 25 / 6, 25 / 300, 0.0001


def plackett_luce(ratings: list[Rating], ranks: list[int]) -> list[Rating]:
    """Algorithm 4 of Weng & Lin for teams of one (tau added to sigma first)."""
    var = [r.sigma ** 2 + TAU ** 2 for r in ratings]
    c = math.sqrt(sum(v + BETA ** 2 for v in var))
    e = [math.exp(r.mu / c) for r in ratings]
    n = len(ratings)
    sum_q = [sum(e[s] for s in range(n) if ranks[s] >= ranks[q]) for q in range(n)]
    a = [sum(1 for s in range(n) if ranks[s] == ranks[q]) for q in range(n)]
    out = []
    for i in range(n):
        omega = delta = 0.0
        for q in range(n):
            if ranks[q] > ranks[i]:
                continue
            p = e[i] / sum_q[q]
            omega += ((1 if q == i else 0) - p) / a[q]
            delta += p * (1 - p) / a[q]
        gamma = math.sqrt(var[i]) / c
        mu = ratings[i].mu + var[i] / c * omega
        sigma = math.sqrt(var[i] * max(1 - gamma * var[i] / c ** 2 * delta, KAPPA))
        out.append(Rating(mu, sigma))
    return out


def test_two_new_players_hand_worked() -> None:
    # sigma^2 = (25/3)^2 + (25/300)^2 = 69.45139; c = sqrt(2 (69.45139 + (25/6)^2)) = 13.17669
    # both exp(mu/c) equal: the winner's omega is sigma^2/c * (1 - 1/2) = +2.63536,
    # the loser's sigma^2/c * (0 - 1/2) = -2.63536
    win, lose = rate([DEFAULT, DEFAULT], [1, 2])
    assert win.mu == pytest.approx(27.63536, abs=1e-4)
    assert lose.mu == pytest.approx(22.36464, abs=1e-4)
    # delta: gamma = sqrt(69.45139)/c = 0.632462; the winner's one term 1/2 * 1/2 gives
    # 1 - 0.632462 * (69.45139 / 173.625) * 0.25 = 1 - 0.0632475 = 0.9367525, so
    # sigma = sqrt(69.45139 * 0.9367525) = sqrt(65.05879) = 8.06590; the loser's two terms
    # (1/2 * 1/2 and 1 * 0) give the same total
    assert win.sigma == pytest.approx(8.06590, abs=1e-4)
    assert lose.sigma == pytest.approx(win.sigma)


def test_a_four_player_game_with_a_tie_matches_algorithm_4() -> None:
    prior = [Rating(30.0, 5.0), Rating(25.0, 8.0), Rating(20.0, 7.5), Rating(27.0, 3.0)]
    ranks = [2, 1, 2, 4]
    got = rate(prior, ranks)
    for g, want in zip(got, plackett_luce(prior, ranks), strict=True):
        assert g.mu == pytest.approx(want.mu, rel=1e-9)
        assert g.sigma == pytest.approx(want.sigma, rel=1e-9)
    assert got[1].mu > prior[1].mu and got[3].mu < prior[3].mu  # winner up, last down


def test_equal_players_who_tie_stay_equal() -> None:
    a, b, c = rate([DEFAULT] * 3, [1, 1, 3])
    assert a == b and a.mu > MU > c.mu


def test_ordinal_is_the_conservative_estimate() -> None:
    assert DEFAULT.ordinal == pytest.approx(MU - 3 * SIGMA) == pytest.approx(0.0)
    win, _ = rate([DEFAULT, DEFAULT], [1, 2])
    assert win.ordinal == pytest.approx(win.mu - 3 * win.sigma) and win.ordinal > 0


def test_finishing_order_is_winners_first_then_score_with_shared_places() -> None:
    # a human an AI took over may hold the top score but cannot win: the winner ranks first
    placings = [Placing(1, 5, False), Placing(2, 3, True), Placing(3, 5, False),
                Placing(4, -2, False)]
    assert finishing_ranks(placings) == [2, 1, 2, 4]
    assert finishing_ranks([Placing(1, 4, True), Placing(2, 4, True)]) == [1, 1]


def test_rate_game_keys_by_player_and_starts_newcomers_at_the_default() -> None:
    old = Rating(31.0, 4.0)
    new = rate_game({7: old}, [Placing(7, -3, False), Placing(8, 2, True)])
    assert new[7][1] == 2 and new[8][1] == 1
    assert new[7][0].mu < old.mu and new[8][0].mu > MU
    assert rate_game({}, [Placing(9, 2, True)]) == {9: (DEFAULT, 1)}  # nobody to compare
    with pytest.raises(ValueError, match="twice"):
        rate_game({}, [Placing(1, 2, True), Placing(1, 0, False)])
    with pytest.raises(ValueError):
        rate([DEFAULT], [1, 2])


def test_ai_ids_are_negative_stable_and_per_seat_name() -> None:
    ada = ai_user_id("reasoned", "Larrybot Ada")
    assert ada < 0 and ada == ai_user_id("reasoned", "Larrybot Ada")
    assert len({ada, ai_user_id("reasoned", "Larrybot Bo"),
                ai_user_id("random", "Larrybot Ada")}) == 3


def test_placings_from_stored_standings_skip_forgotten_seats() -> None:
    standings = [{"user_id": 5, "name": "A", "score": 2, "won": True},
                 {"user_id": None, "name": None, "score": -3, "won": False}]
    assert placings_from_standings(standings) == [Placing(5, 2, True)]
