"""Würfel-Ligretto's rules (docs/dice-rules.md Part D), one scenario per rule, played on the
engine with explicit draws and rolls (docs/dice-protocol.md §1.1, §6.1)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from larry_core.errors import IllegalMove
from larry_core.games.ligretto.colours import COLOURS, SYMBOLS
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import ROLL_MOVE, parse_body, place
from larry_core.games.ligretto.rules import LgRules, LgRulesError

R, Y, G, B = COLOURS


def game(players: int, dice: list[int], draws: list[list[list[str]]], rolls: list[int],
         rounds: int | None = None, seed: int = 0) -> LgGame:
    return LgGame(players, LgRules(rounds=rounds, dice=tuple(dice)), seed, draws, rolls)


def refused(g: LgGame, seat: int, move: Any) -> str:
    with pytest.raises(IllegalMove) as exc:
        g.apply(seat, move)
    return exc.value.code


def cup(g: LgGame, seat: int) -> list[tuple[str, int]]:
    return [(COLOURS[c], v) for c, v in g.cups[seat]]


# ------------------------------------------------------------------ D2, D10.2
def test_a_row_is_filled_from_the_1_upwards_without_gaps() -> None:
    """"die gelbe 2 darf erst abgelegt werden, wenn die gelbe 1 bereits liegt"."""
    g = game(2, [2, 1], [[[Y, Y], [R]]], [2, 1, 5])
    assert refused(g, 0, place(Y, 2)) == "not_next"
    g.apply(0, place(Y, 1))
    g.apply(0, place(Y, 2))
    assert g.round == 2  # the stop started round 2
    assert g.round_scores == [[1, -1]]


def test_only_the_next_number_fits_never_a_higher_one() -> None:
    g = game(2, [3, 1], [[[B, B, B], [R]]], [1, 3, 2, 6])
    g.apply(0, place(B, 1))
    assert refused(g, 0, place(B, 3)) == "not_next"
    g.apply(0, place(B, 2))
    g.apply(0, place(B, 3))
    assert g.round == 2


def test_each_die_is_an_ordinary_die_and_two_alike_fit_only_once() -> None:
    """D10.1: six ordinary dice per colour; two red 1s: one takes the field, the other no
    longer fits."""
    g = game(2, [2, 1], [[[R, R], [B]]], [1, 1, 4])
    assert cup(g, 0) == [(R, 1), (R, 1)]
    g.apply(0, place(R, 1))
    assert refused(g, 0, place(R, 1)) == "not_next"
    assert cup(g, 0) == [(R, 1)]


# ------------------------------------------------------------------ D3
@pytest.mark.parametrize(("players", "each"), [(2, 12), (3, 8), (4, 6)])
def test_every_player_draws_12_8_or_6_dice_at_random(players: int, each: int) -> None:
    g = LgGame(players, None, seed=11)
    assert [len(c) for c in g.cups] == [each] * players
    in_play = Counter(c for cup_ in g.cups for c, _ in cup_)
    assert sum(in_play.values()) == 24 and all(k == 6 for k in in_play.values())
    assert g.setup_events[0]["type"] == "round_started"


def test_the_colours_drawn_are_chance_and_belong_to_nobody() -> None:
    """Seat 1 may place a colour seat 0 also holds: the row is everybody's."""
    g = game(2, [1, 2], [[[G], [G, R]]], [3, 2, 1])  # seat 1: red 2, green 1
    g.apply(1, place(G, 1))
    assert g.board[COLOURS.index(G)] == 1


def test_the_childrens_tip_gives_other_numbers_of_dice_and_leaves_some_in_the_bag() -> None:
    g = LgGame(3, LgRules(dice=(10, 8, 4)), seed=2)
    assert [len(c) for c in g.cups] == [10, 8, 4]
    with pytest.raises(LgRulesError):
        LgRules(dice=(13, 12))
    with pytest.raises(LgRulesError):
        LgRules(dice=(0, 12))


# ------------------------------------------------------------------ D4
def test_the_earlier_action_wins_and_the_late_die_stays_until_a_reroll() -> None:
    """Both have a red 1; seat 1 places first, so seat 0's red 1 stays in its cup showing
    its 1 (D4) until seat 0 rerolls."""
    g = game(2, [2, 2], [[[R, Y], [R, B]]], [1, 5, 1, 4, 3, 2])
    g.apply(1, place(R, 1))
    assert refused(g, 0, place(R, 1)) == "not_next"
    assert cup(g, 0) == [(R, 1), (Y, 5)]
    g.apply(0, ROLL_MOVE)
    assert cup(g, 0) == [(R, 3), (Y, 2)]


def test_one_die_at_a_time() -> None:
    """One action moves one die (D4.1: "immer nur mit einer Hand")."""
    g = game(2, [3, 1], [[[R, Y, G], [B]]], [1, 1, 1, 6])
    events = g.apply(0, place(Y, 1))
    assert events == [{"type": "placed", "seat": 0, "colour": Y, "value": 1}]
    assert len(g.cups[0]) == 2


def test_a_reroll_rolls_all_remaining_dice_never_a_part() -> None:
    g = game(2, [4, 1], [[[R, R, Y, B], [G]]], [1, 6, 6, 6, 5, 2, 3, 4])
    g.apply(0, place(R, 1))
    drawn = g.dice.drawn
    events = g.apply(0, ROLL_MOVE)
    assert g.dice.drawn == drawn + 3  # all three remaining dice, in canonical colour order
    assert events == [{"type": "rolled", "seat": 0, "reason": "reroll",
                       "dice": [["red", 2], ["yellow", 3], ["blue", 4]]}]
    # the grammar has no partial reroll
    for text in ("roll red", "roll 1", "roll red 6"):
        with pytest.raises(IllegalMove) as exc:
            parse_body(text)
        assert exc.value.code == "bad_move"


def test_a_player_may_reroll_also_when_a_die_fits() -> None:
    g = game(2, [2, 1], [[[R, Y], [B]]], [1, 2, 6, 4, 4])
    assert place(R, 1) in g.legal_moves(0) and ROLL_MOVE in g.legal_moves(0)
    g.apply(0, ROLL_MOVE)
    assert cup(g, 0) == [(R, 4), (Y, 4)]


# ------------------------------------------------------------------ D5, D6
def test_ligretto_stopp_ends_the_round_at_once_and_scores_the_printed_example() -> None:
    """Lukas ends with his 6th die; Emely 3, Steffen 1, Anke 4 dice left: Lukas +8, Emely
    −3, Steffen −1, Anke −4 (D6)."""
    draws = [[[R] * 6, [Y] * 3, [G], [B] * 4]]
    g = game(4, [6, 3, 1, 4], draws, [1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6], rounds=1)
    for value in range(1, 6):
        g.apply(0, place(R, value))
    events = g.apply(0, place(R, 6))
    assert [e["type"] for e in events] == ["placed", "stopped", "round_over", "game_over"]
    assert events[2]["scores"] == [8, -3, -1, -4]
    assert sum(events[2]["scores"]) == 0
    assert g.over and g.winners == [0]
    assert refused(g, 1, ROLL_MOVE) == "game_over"  # no die can be placed after the stop
    assert refused(g, 3, place(B, 6)) == "game_over"


def test_after_the_stop_the_next_round_begins_with_a_new_draw_and_start_roll() -> None:
    g = game(2, [1, 1], [[[R], [B]], [[G], [Y]]], [1, 2, 3, 4], rounds=2)
    events = g.apply(0, place(R, 1))
    assert [e["type"] for e in events] == ["placed", "stopped", "round_over",
                                           "round_started", "rolled", "rolled"]
    assert g.round == 2 and g.board == [0, 0, 0, 0]
    assert cup(g, 0) == [(G, 3)] and cup(g, 1) == [(Y, 4)]
    assert g.scores == [1, -1]


# ------------------------------------------------------------------ D7
def test_three_rounds_per_player_by_default() -> None:
    for players in (2, 3, 4):
        assert LgGame(players).rounds == 3 * players
    assert LgGame(2, LgRules(rounds=1)).rounds == 1


def test_the_highest_total_wins_and_a_tie_has_several_winners() -> None:
    g = game(2, [1, 1], [[[R], [B]], [[R], [B]]], [1, 6, 6, 1], rounds=2)
    g.apply(0, place(R, 1))   # seat 0 +1, seat 1 −1
    g.apply(1, place(B, 1))   # seat 1 +1, seat 0 −1
    assert g.over and g.scores == [0, 0] and g.winners == [0, 1]


def test_minus_points_count_towards_the_total() -> None:
    """D10.8: the winner is the highest total, minus points included."""
    g = game(3, [1, 2, 3], [[[R], [Y, Y], [B, B, B]], [[R], [Y, Y], [B, B, B]]],
             [1, 6, 6, 6, 6, 6, 6, 6, 6, 1, 2, 3], rounds=2)
    g.apply(0, place(R, 1))  # +5, −2, −3
    g.apply(2, place(B, 1))
    g.apply(2, place(B, 2))
    g.apply(2, place(B, 3))  # −1, −2, +3
    assert g.round_scores == [[5, -2, -3], [-1, -2, 3]]
    assert g.scores == [4, -4, 0] and g.winners == [0]


# ------------------------------------------------------------------ D8
def test_no_die_is_ever_dead_every_remaining_die_has_a_next_field() -> None:
    g = LgGame(4, None, seed=3)
    for _ in range(500):
        if g.over:
            break
        for seat, cup_ in enumerate(g.cups):
            for c, _ in cup_:
                assert g.board[c] < 6, (seat, c)
        seat = g.moves_applied % 4
        legal = g.legal_moves(seat)
        g.apply(seat, legal[0])


def test_a_stall_is_broken_only_by_rerolls() -> None:
    """Nothing fits until someone rerolls; the engine forces nothing (D8)."""
    g = game(2, [1, 1], [[[R], [B]]], [6, 6, 6, 1])
    assert g.legal_moves(0) == [ROLL_MOVE] and g.legal_moves(1) == [ROLL_MOVE]
    g.apply(0, ROLL_MOVE)
    g.apply(1, ROLL_MOVE)
    assert g.legal_moves(1) == [place(B, 1), ROLL_MOVE]


# ------------------------------------------------------------------ D10.5, the seam
def test_the_start_roll_is_not_an_action() -> None:
    g = game(2, [1, 1], [[[R], [B]]], [3, 4])
    assert g.moves_applied == 0
    assert [e.get("reason") for e in g.setup_events] == [None, "start", "start"]


def test_everybody_acts_at_once_behind_the_seam() -> None:
    g = game(3, [1, 1, 1], [[[R], [Y], [B]]], [6, 1, 6])
    assert g.turn() is None and g.public_view().to_move is None
    assert g.actors() == [0, 1, 2]  # every seat, whether a die fits or not
    g.apply(0, ROLL_MOVE)
    assert g.actors() == [1, 2, 0]  # the one that acted longest ago first
    g.apply(2, ROLL_MOVE)
    assert g.actors() == [1, 0, 2]
    request = g.request(1)
    assert [(d.colour, d.value, d.fits) for d in request.dice] == [(Y, 1, True)]
    assert request.moves() == ["place yellow 1", "roll"]
    assert request.resolve(Y, 1) == place(Y, 1) and request.resolve(R, 1) is None
    view = g.seat_view(1)
    assert view.hand == ((Y, 1),) and view.public.fits((Y, 1))


def test_every_colour_has_its_own_symbol() -> None:
    assert len(set(SYMBOLS.values())) == 4 and set(SYMBOLS) == set(COLOURS)
