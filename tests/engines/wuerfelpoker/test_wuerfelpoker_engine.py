"""Würfelpoker's engine through its replay protocol (docs/dice-protocol.md §4) and directly:
the worked example value for value, a scenario per rule of docs/dice-rules.md Part B and per
rejection code, the combinations and their order (B5–B6), and malformed documents."""

from __future__ import annotations

import json
from typing import Any

import pytest

from larry_core.errors import IllegalMove
from larry_core.games.dice import Dice
from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.hands import COMBOS, HANDS, classify
from larry_core.games.wuerfelpoker.moves import (
    KEEP,
    REJECTION_CODES,
    ROLL_MOVE,
    WpMove,
    format_body,
    keep,
    parse_body,
    raise_by,
)
from larry_core.games.wuerfelpoker.replay import replay_document
from larry_core.games.wuerfelpoker.rules import WpRules, WpRulesError

EXAMPLE: dict[str, Any] = {
    "game": "wuerfelpoker",
    "players": 3,
    "seed": 3,
    "start": 1,
    "rules": {"raising": True, "raise_limit": 2},
    "rolls": [4, 4, 2, 6, 1, 3, 3, 3, 5, 2, 6, 6, 1, 3, 4, 5, 2],
    "moves": ["1: roll", "1: keep 4 4", "1: stand", "1: raise 2", "2: call", "0: fold",
              "2: roll", "2: keep 6 6", "2: call", "2: keep 3 4 5 6", "0: call", "2: pass"],
    "view": 1,
}

EXAMPLE_OUT: dict[str, Any] = json.loads("""
{
  "ok": true,
  "rejected": [{"index": 8, "move": "2: call", "code": "must_roll_or_stand",
    "message": "seat 2 must roll or keep or stand"},
               {"index": 10, "move": "0: call", "code": "not_your_turn",
                 "message": "seat 2 is to move"}],
  "events": [
    {"type": "round_started", "round": 1, "first": 1, "ante": 1, "pot": 3},
    {"type": "rolled", "seat": 1, "roll": 1, "kept": [], "new": [4, 4, 2, 6, 1],
      "dice": [1, 2, 4, 4, 6]},
    {"type": "rolled", "seat": 1, "roll": 2, "kept": [4, 4], "new": [3, 3, 3],
      "dice": [3, 3, 3, 4, 4]},
    {"type": "hand", "seat": 1, "dice": [3, 3, 3, 4, 4], "combo": "full_house", "ranks": [3, 4],
      "rolls": 2},
    {"type": "raised", "seat": 1, "amount": 2, "pot": 5},
    {"type": "called", "seat": 2, "amount": 2, "pot": 7},
    {"type": "folded", "seat": 0},
    {"type": "rolled", "seat": 2, "roll": 1, "kept": [], "new": [5, 2, 6, 6, 1],
      "dice": [1, 2, 5, 6, 6]},
    {"type": "rolled", "seat": 2, "roll": 2, "kept": [6, 6], "new": [3, 4, 5],
      "dice": [3, 4, 5, 6, 6]},
    {"type": "rolled", "seat": 2, "roll": 3, "kept": [3, 4, 5, 6], "new": [2],
      "dice": [2, 3, 4, 5, 6]},
    {"type": "hand", "seat": 2, "dice": [2, 3, 4, 5, 6], "combo": "straight", "ranks": [6],
      "rolls": 3},
    {"type": "passed", "seat": 2},
    {"type": "pot_won", "seats": [1], "shares": [7], "pot": 7, "reason": "showdown"},
    {"type": "round_started", "round": 2, "first": 2, "ante": 1, "pot": 3}
  ],
  "state": {
    "phase": "roll",
    "round": 2,
    "first": 2,
    "to_move": 2,
    "chips": [6, 11, 4],
    "pot": 3,
    "dice": [],
    "rolls_used": 0,
    "max_rolls": 3,
    "hands": [null, null, null],
    "folded": [],
    "raise": null,
    "dice_drawn": 17,
    "winners": null
  },
  "view": {"seat": 1, "legal": []}
}
""")


def run(moves: list[str], rolls: list[int], players: int = 2, **extra: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"game": "wuerfelpoker", "players": players, "rolls": rolls,
                           "moves": moves, **extra}
    out = replay_document(doc)
    assert out["ok"] is True, out
    return out


def codes(out: dict[str, Any]) -> list[str]:
    return [r["code"] for r in out["rejected"]]


def types(out: dict[str, Any]) -> list[str]:
    return [e["type"] for e in out["events"]]


def event(out: dict[str, Any], kind: str, nth: int = 0) -> dict[str, Any]:
    found: dict[str, Any] = [e for e in out["events"] if e["type"] == kind][nth]
    return found


# ------------------------------------------------------------ the worked example
def test_worked_example_value_for_value() -> None:
    out = replay_document(EXAMPLE)
    assert out == EXAMPLE_OUT
    assert list(out) == ["ok", "rejected", "events", "state", "view"]
    assert list(out["state"]) == list(EXAMPLE_OUT["state"])


def test_worked_example_as_seat_2_sees_it() -> None:
    out = replay_document({**EXAMPLE, "view": 2})
    assert out["view"] == {"seat": 2, "legal": ["2: roll"]}


# ------------------------------------------------------------ combinations (B5, B6)
@pytest.mark.parametrize(("dice", "combo", "ranks"), [
    ((5, 5, 6, 3, 1), "pair", (5, 6, 3, 1)),
    ((4, 4, 4, 2, 2), "full_house", (4, 2)),
    ((2, 3, 4, 5, 6), "straight", (6,)),
    ((1, 2, 3, 4, 5), "straight", (5,)),
    ((1, 3, 4, 5, 6), "nothing", (6, 5, 4, 3, 1)),
    ((2, 2, 6, 6, 1), "two_pairs", (6, 2, 1)),
    ((3, 3, 3, 6, 1), "three_kind", (3, 6, 1)),
    ((2, 2, 2, 2, 5), "four_kind", (2, 5)),
    ((6, 6, 6, 6, 6), "five_kind", (6,)),
])
def test_combination_and_ranks(dice: tuple[int, ...], combo: str,
                               ranks: tuple[int, ...]) -> None:
    assert classify(dice) == (combo, ranks)
    hand = HANDS[tuple(sorted(dice))]
    assert (hand.combo, hand.ranks) == (combo, ranks)


def test_every_hand_has_one_combination_and_nothing_is_four_hands() -> None:
    assert len(HANDS) == 252
    nothing = [d for d, h in HANDS.items() if h.combo == "nothing"]
    assert sorted(nothing) == [(1, 2, 3, 4, 6), (1, 2, 3, 5, 6), (1, 2, 4, 5, 6),
                               (1, 3, 4, 5, 6)]
    assert {h.combo for h in HANDS.values()} == set(COMBOS)


def test_strength_orders_hands_as_b6_does() -> None:
    """A higher combination wins; equal combinations by their ranks from the left; equal
    strength exactly when the dice are equal (B6's 'absolutely equal')."""
    hands = list(HANDS.values())
    for a in hands:
        for b in hands:
            key_a = (COMBOS.index(a.combo), a.ranks)
            key_b = (COMBOS.index(b.combo), b.ranks)
            assert (a.strength > b.strength) == (key_a > key_b)
            assert (a.strength == b.strength) == (a.dice == b.dice)
    h = lambda *d: HANDS[tuple(sorted(d))].strength  # noqa: E731
    assert h(2, 3, 4, 5, 6) > h(1, 2, 3, 4, 5) > h(6, 6, 6, 5, 4)  # straights above triples
    assert h(6, 6, 5, 5, 1) > h(6, 6, 4, 4, 5)  # the lower pair decides before the dead die
    assert h(4, 4, 3, 3, 6) > h(4, 4, 3, 3, 5)  # equal pairs: the dead die decides
    assert h(5, 5, 6, 4, 2) > h(5, 5, 6, 3, 2)  # pair: the second-highest dead die decides
    assert h(1, 1, 1, 1, 1) > h(6, 6, 6, 6, 5)  # any five of a kind above every four


# ------------------------------------------------------------ rules and documents
def test_rules_defaults_ranges_and_round_trip() -> None:
    rules = WpRules()
    assert rules.to_dict() == {"chips": 8, "ante": 1, "rolls": 3, "first_sets_rolls": False,
                               "rounds": None, "raising": False, "raise_limit": 2}
    assert WpRules.from_dict(rules.to_dict()) == rules
    assert WpRules.from_dict({"rounds": None, "chips": None}) == rules
    odd = WpRules(chips=1000, ante=100, rolls=1, first_sets_rolls=True, rounds=10_000,
                  raising=True, raise_limit=100)
    assert WpRules.from_dict(odd.to_dict()) == odd
    for bad in ({"chips": 0}, {"chips": 1001}, {"ante": 0}, {"ante": 101}, {"rolls": 0},
                {"rolls": 4}, {"rounds": 0}, {"rounds": 10_001}, {"raise_limit": 0},
                {"raise_limit": 101}, {"raising": 1}, {"first_sets_rolls": "yes"},
                {"chips": True}, {"chips": 8.0}, {"forfeit": True}):
        with pytest.raises(WpRulesError):
            WpRules.from_dict(bad)


@pytest.mark.parametrize("doc", [
    [], "x", None, {}, {"players": 1}, {"players": 6}, {"players": True},
    {"players": 2, "game": "kniffel"}, {"players": 2, "sheets": []},
    {"players": 2, "extra": [0, 0]}, {"players": 2, "draws": []}, {"players": 2, "bogus": 1},
    {"players": 2, "rules": {"cycles": 1}}, {"players": 2, "rules": {"chips": 0}},
    {"players": 2, "rules": []}, {"players": 2, "chips": [1]}, {"players": 2, "chips": [1, -1]},
    {"players": 2, "chips": [1, 1_000_001]}, {"players": 2, "chips": [1, True]},
    {"players": 2, "chips": "8"}, {"players": 2, "rolls": [0]}, {"players": 2, "rolls": [7]},
    {"players": 2, "rolls": 3}, {"players": 2, "moves": [1]}, {"players": 2, "moves": "0: roll"},
    {"players": 2, "start": 2}, {"players": 2, "view": -1}, {"players": 2, "seed": 1.5},
    {"players": 2, "moves": ["0: roll"] * 20_001}, {"players": 2, "moves": ["x" * 10_001]},
])
def test_malformed_documents(doc: Any) -> None:
    out = replay_document(doc)
    assert set(out) == {"ok", "error"} and out["ok"] is False and out["error"]


def test_null_keys_are_absent() -> None:
    out = replay_document({"game": None, "players": 2, "rules": None, "seed": None,
                           "rolls": None, "start": None, "moves": None, "view": None,
                           "chips": None})
    assert out["ok"] is True and "view" not in out
    assert out["state"]["chips"] == [7, 7] and out["state"]["to_move"] == 0


# ------------------------------------------------------------ the turn (B3, B4)
def test_a_turn_of_three_rolls_ends_by_itself() -> None:
    out = run(["0: roll", "0: roll", "0: keep 6 6"], [1, 2, 3, 5, 6, 6, 6, 1, 2, 3, 4, 4, 2])
    assert types(out) == ["round_started", "rolled", "rolled", "rolled", "hand"]
    assert event(out, "rolled", 2) == {"type": "rolled", "seat": 0, "roll": 3, "kept": [6, 6],
                                       "new": [4, 4, 2], "dice": [2, 4, 4, 6, 6]}
    assert event(out, "hand") == {"type": "hand", "seat": 0, "dice": [2, 4, 4, 6, 6],
                                  "combo": "two_pairs", "ranks": [6, 4, 2], "rolls": 3}
    state = out["state"]
    assert (state["phase"], state["to_move"], state["dice"], state["rolls_used"],
            state["max_rolls"]) == ("roll", 1, [], 0, 3)
    assert state["hands"][0] == {"dice": [2, 4, 4, 6, 6], "combo": "two_pairs",
                                 "ranks": [6, 4, 2], "rolls": 3}


def test_state_between_rolls() -> None:
    out = run(["0: roll"], [1, 2, 3, 5, 6], view=0)
    state = out["state"]
    assert (state["phase"], state["dice"], state["rolls_used"], state["max_rolls"]) == (
        "reroll", [1, 2, 3, 5, 6], 1, 3)
    legal = out["view"]["legal"]
    assert legal == sorted(legal) and legal[-2:] == ["0: roll", "0: stand"]
    assert len(legal) == 30 + 2  # every proper, non-empty subset of five different dice
    assert "0: keep 1 2 3 5" in legal and "0: keep 1 2 3 5 6" not in legal


def test_keep_names_a_multiset_and_legal_lists_each_once() -> None:
    out = run(["0: roll", "0: keep 6 6"], [6, 6, 6, 2, 2, 1, 1, 6], view=0)
    assert event(out, "rolled", 1)["kept"] == [6, 6]
    assert event(out, "rolled", 1)["dice"] == [1, 1, 6, 6, 6]
    out = run(["0: roll"], [6, 6, 6, 2, 2], view=0)
    keeps = [m for m in out["view"]["legal"] if "keep" in m]
    assert len(keeps) == len(set(keeps)) == 4 * 3 - 2  # a sixes, b twos: not none, not all
    assert "0: keep 2 2 6 6" in keeps and "0: keep 6 6 6" in keeps


def test_stand_ends_the_turn_with_the_current_dice() -> None:
    out = run(["0: roll", "0: stand"], [3, 3, 3, 3, 1])
    assert event(out, "hand") == {"type": "hand", "seat": 0, "dice": [1, 3, 3, 3, 3],
                                  "combo": "four_kind", "ranks": [3, 1], "rolls": 1}
    assert out["state"]["to_move"] == 1


def test_option_rolls_limits_the_turn() -> None:
    out = run(["0: roll", "1: roll"], [1, 1, 2, 3, 4, 5, 5, 6, 6, 6], rules={"rolls": 1})
    assert types(out) == ["round_started", "rolled", "hand", "rolled", "hand", "pot_won",
                          "round_started"]
    assert event(out, "pot_won") == {"type": "pot_won", "seats": [1], "shares": [2],
                                     "pot": 2, "reason": "showdown"}


def test_first_sets_rolls() -> None:
    """B4: the first player's number of rolls is the most the others may use."""
    out = run(["0: roll", "0: stand", "1: roll"], [1, 1, 1, 2, 3, 6, 6, 5, 4, 2],
              rules={"first_sets_rolls": True})
    assert event(out, "hand", 1)["rolls"] == 1  # seat 1's turn ended after one roll
    out = run(["0: roll", "0: stand"], [1, 1, 1, 2, 3], rules={"first_sets_rolls": True})
    assert out["state"]["max_rolls"] == 1
    out = run(["0: roll", "0: roll", "0: stand"], [1, 1, 1, 2, 3] * 2, players=3,
              rules={"first_sets_rolls": True})
    assert out["state"]["max_rolls"] == 2
    out = run(["0: roll", "0: stand"], [1, 1, 1, 2, 3], rules={"first_sets_rolls": False})
    assert out["state"]["max_rolls"] == 3


def test_rounds_rotate_the_first_player_and_antes_are_paid() -> None:
    rolls = [2, 2, 3, 4, 6, 5, 5, 1, 2, 3, 1, 1, 2, 3, 4] * 2
    moves = ["0: roll", "0: stand", "1: roll", "1: stand", "2: roll", "2: stand",
             "1: roll", "1: stand", "2: roll", "2: stand", "0: roll", "0: stand"]
    out = run(moves, rolls, players=3, start=0, rules={"ante": 2})
    assert codes(out) == []
    started = [e for e in out["events"] if e["type"] == "round_started"]
    assert [(e["round"], e["first"], e["ante"], e["pot"]) for e in started] == [
        (1, 0, 2, 6), (2, 1, 2, 6), (3, 2, 2, 6)]
    won = [(e["seats"], e["shares"]) for e in out["events"] if e["type"] == "pot_won"]
    assert won == [([1], [6]), ([2], [6])]  # the pair of 5s, thrown by seat 1, then seat 2
    assert out["state"]["to_move"] == 2 and out["state"]["chips"] == [2, 8, 8]


# ------------------------------------------------------------ the pot (B7, B8)
def test_a_tie_splits_the_pot_odd_chips_from_the_first_player() -> None:
    # three players, start 1: seats 1 and 0 tie with 6-6-6-6-6? use equal dice for both
    rolls = [5, 5, 2, 3, 4, 1, 1, 2, 3, 6, 5, 5, 2, 3, 4]
    moves = ["1: roll", "1: stand", "2: roll", "2: stand", "0: roll", "0: stand"]
    out = run(moves, rolls, players=3, start=1, rules={"ante": 3}, chips=[10, 10, 10])
    # pot 9 between seats 0 and 1: 4 each and the odd chip to seat 1 (the first player)
    assert event(out, "pot_won") == {"type": "pot_won", "seats": [0, 1], "shares": [4, 5],
                                     "pot": 9, "reason": "showdown"}
    out = run(moves, rolls, players=3, start=1, rules={"ante": 1}, chips=[10, 10, 10])
    assert event(out, "pot_won")["shares"] == [1, 2]


def test_the_odd_chip_goes_round_from_the_first_player_not_from_seat_0() -> None:
    rolls = [5, 5, 2, 3, 4, 1, 1, 2, 3, 6, 5, 5, 2, 3, 4]
    moves = ["2: roll", "2: stand", "0: roll", "0: stand", "1: roll", "1: stand"]
    out = run(moves, rolls, players=3, start=2, rules={"ante": 1}, chips=[5, 5, 5])
    # seats 2 and 1 tie (5-5-4-3-2); from seat 2: 2 first, then 0, then 1
    assert event(out, "pot_won") == {"type": "pot_won", "seats": [1, 2], "shares": [1, 2],
                                     "pot": 3, "reason": "showdown"}


def test_the_game_ends_when_a_seat_cannot_pay_the_ante() -> None:
    out = run(["0: roll", "1: roll"], [6, 6, 6, 6, 6, 1, 2, 3, 4, 6], rules={"rolls": 1},
              chips=[1, 1])
    assert types(out)[-3:] == ["hand", "pot_won", "game_over"]
    assert event(out, "game_over") == {"type": "game_over", "winners": [0], "chips": [2, 0],
                                       "reason": "broke"}
    state = out["state"]
    assert (state["phase"], state["to_move"], state["pot"], state["round"],
            state["first"]) == ("over", None, 0, 1, 0)
    assert state["hands"][0]["combo"] == "five_kind"  # the last round's hands stay
    assert state["winners"] == [0]
    again = replay_document({"players": 2, "chips": [2, 0], "moves": ["0: roll"]})
    assert again["events"] == [{"type": "game_over", "winners": [0], "chips": [2, 0],
                                "reason": "broke"}]
    assert again["state"]["round"] == 0 and again["state"]["first"] is None
    assert again["rejected"][0]["code"] == "game_over"


def test_option_rounds_ends_the_game_first() -> None:
    out = run(["0: roll", "1: roll"], [6, 6, 6, 6, 6, 1, 2, 3, 4, 6], rules={"rolls": 1,
              "rounds": 1}, chips=[5, 5])
    assert event(out, "game_over") == {"type": "game_over", "winners": [0], "chips": [6, 4],
                                       "reason": "rounds"}
    out = run(["0: roll", "1: roll"], [6, 6, 6, 6, 6, 1, 2, 3, 4, 6], rules={"rolls": 1,
              "rounds": 1}, chips=[1, 1])
    assert event(out, "game_over")["reason"] == "rounds"  # checked before the chips
    out = run(["0: roll", "1: roll"], [1, 2, 3, 4, 6, 1, 2, 3, 4, 6],
              rules={"rolls": 1, "rounds": 1}, chips=[5, 5])
    assert event(out, "game_over")["winners"] == [0, 1]  # a tie: all of them win


# ------------------------------------------------------------ raising (B9)
def test_the_raise_is_capped_by_the_poorest_seat_in_the_round() -> None:
    out = run(["0: roll", "0: stand", "0: raise 3", "0: raise 0"], [6, 6, 6, 1, 2],
              players=3, rules={"raising": True, "raise_limit": 5}, chips=[9, 3, 9], view=0)
    assert codes(out) == ["bad_raise", "bad_raise"]
    assert out["view"]["legal"] == ["0: pass", "0: raise 1", "0: raise 2"]
    assert out["state"]["phase"] == "raise" and out["state"]["to_move"] == 0
    assert out["state"]["raise"] is None


def test_no_raise_step_when_a_seat_in_the_round_has_no_chips() -> None:
    out = run(["0: roll", "0: stand"], [6, 6, 6, 1, 2], rules={"raising": True},
              chips=[5, 1])
    assert out["state"]["phase"] == "roll" and out["state"]["to_move"] == 1


def test_every_other_seat_folds_and_the_raiser_takes_the_pot() -> None:
    out = run(["1: roll", "1: stand", "1: raise 2", "2: fold", "0: fold"], [6, 6, 6, 1, 2],
              players=3, start=1, rules={"raising": True})
    assert types(out)[-5:] == ["raised", "folded", "folded", "pot_won", "round_started"]
    assert event(out, "raised") == {"type": "raised", "seat": 1, "amount": 2, "pot": 5}
    assert event(out, "pot_won") == {"type": "pot_won", "seats": [1], "shares": [5],
                                     "pot": 5, "reason": "folds"}
    assert out["state"]["chips"] == [6, 9, 6]


def test_respond_order_and_state() -> None:
    out = run(["2: roll", "2: stand", "2: raise 1", "1: call", "0: call"], [6, 6, 6, 1, 2],
              players=4, start=2, rules={"raising": True}, view=3)
    assert codes(out) == ["not_your_turn", "not_your_turn"]
    state = out["state"]
    assert state["phase"] == "respond" and state["to_move"] == 3
    assert state["raise"] == {"seat": 2, "amount": 1, "waiting": [3, 0, 1]}
    assert (state["dice"], state["rolls_used"], state["max_rolls"]) == ([], 0, None)
    assert out["view"]["legal"] == ["3: call", "3: fold"]


def test_a_folded_seat_takes_no_turn_and_cannot_win() -> None:
    rolls = [6, 6, 1, 2, 3, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6]
    moves = ["0: roll", "0: stand", "0: raise 1", "1: fold", "2: call",
             "1: roll", "2: roll", "2: stand", "2: pass"]
    out = run(moves, rolls, players=3, rules={"raising": True})
    assert codes(out) == ["not_your_turn"]
    assert event(out, "pot_won") == {"type": "pot_won", "seats": [2], "shares": [5],
                                     "pot": 5, "reason": "showdown"}
    assert out["state"]["chips"] == [5, 6, 10]  # after round 2's antes


def test_a_raise_by_the_last_player_leads_to_the_showdown() -> None:
    rolls = [6, 6, 1, 2, 3, 5, 5, 5, 1, 2]
    moves = ["0: roll", "0: stand", "0: pass", "1: roll", "1: stand", "1: raise 2", "0: call"]
    out = run(moves, rolls, rules={"raising": True})
    assert types(out)[1:] == ["rolled", "hand", "passed", "rolled", "hand", "raised", "called",
                              "pot_won", "round_started"]
    assert event(out, "pot_won")["shares"] == [6]
    assert out["state"]["chips"] == [4, 10]


def test_the_pot_after_a_raise_and_chips_kept() -> None:
    rolls = [6, 6, 1, 2, 3, 5, 5, 5, 1, 2]
    moves = ["0: roll", "0: stand", "0: raise 2", "1: call"]
    out = run(moves, rolls, rules={"raising": True})
    assert out["state"]["pot"] == 6 and out["state"]["chips"] == [5, 5]
    assert sum(out["state"]["chips"]) + out["state"]["pot"] == 16


def test_folded_state_is_listed_ascending() -> None:
    out = run(["2: roll", "2: stand", "2: raise 1", "3: fold", "0: fold", "1: call"],
              [6, 6, 6, 1, 2], players=4, start=2, rules={"raising": True})
    assert out["state"]["folded"] == [0, 3] and out["state"]["to_move"] == 1


# ------------------------------------------------------------ rejections (§4.4)
def test_every_rejection_code() -> None:
    rolls = [1, 2, 3, 5, 6] * 4
    out = run(["x", "0 roll", "5: roll", "0: roll 1", "0: keep", "0: keep 1 2 3 4 5 6",
               "0: keep 7", "0: keep x", "0: raise", "0: raise x", "0: raise 1 2", "0: dance",
               "0: ROLL", "0: stand 1",
               "1: roll", "0: keep 1", "0: stand", "0: roll", "0: pass",
               "0: keep 1 2 3 5 6", "0: keep 4", "0: keep 1 1", "0: stand", "0: roll",
               "0: call", "0: raise 3", "0: raise -1",
               "0: raise 99999999999999999999999999999999999",
               "0: pass", "1: roll", "1: stand", "1: raise 1", "0: roll", "0: fold"],
              rolls, rules={"raising": True})
    assert codes(out) == ["bad_move"] * 14 + [
        "not_your_turn", "must_roll", "must_roll", "must_roll_or_stand", "nothing_to_roll",
        "no_such_dice", "no_such_dice",
        "must_raise_or_pass", "must_raise_or_pass", "bad_raise", "bad_raise", "bad_raise",
        "must_call_or_fold"]
    assert set(codes(out)) <= REJECTION_CODES
    assert all(isinstance(r["message"], str) and r["message"] for r in out["rejected"])
    assert out["state"]["pot"] == 0 or out["state"]["phase"] != "over"


def test_order_of_checks() -> None:
    # the phase comes before keep's own checks, and game_over before not_your_turn
    out = run(["0: keep 1 2 3 4 5", "1: keep 9"], [1, 2, 3, 5, 6])
    assert codes(out) == ["must_roll", "bad_move"]
    out = run(["0: roll", "1: keep 1 2 3 4 5", "0: keep 1 2 3 4 5", "0: keep 4 4 4 4 4"],
              [1, 2, 3, 5, 6])
    assert codes(out) == ["not_your_turn", "nothing_to_roll", "nothing_to_roll"]
    out = run(["0: roll", "1: roll"], [6, 6, 6, 6, 6, 1, 2, 3, 4, 6], rules={"rolls": 1},
              chips=[1, 1])
    out = replay_document({"players": 2, "chips": [0, 5], "moves": ["1: roll", "5: roll"]})
    assert codes(out) == ["game_over", "bad_move"]


def test_a_rejected_move_changes_nothing() -> None:
    game = WpGame(3, WpRules(raising=True), seed=4)
    game.apply(0, ROLL_MOVE)
    before = game.state_dict()
    for seat, move in [(1, ROLL_MOVE), (0, keep(1, 2, 3, 4, 5)), (0, raise_by(1)),
                       (0, parse_body("call"))]:
        with pytest.raises(IllegalMove):
            game.apply(seat, move)
        assert game.state_dict() == before
    assert game.moves_applied == 1


def test_moves_format_canonically() -> None:
    assert format_body(parse_body("keep 6 1 6")) == "keep 1 6 6"
    assert format_body(parse_body("  raise   +2 ")) == "raise 2"
    assert format_body(parse_body("pass")) == "pass"


def test_the_engine_takes_its_dice_exactly_as_dice_roll_does() -> None:
    """§1.1: the explicit rolls, then ``rng.randrange(6) + 1`` (the engine's own draw)."""
    for seed in (*range(40), 2**40 + 7):
        game = WpGame(2, seed=seed, rolls=[3, 4, 6])
        reference = Dice(seed, [3, 4, 6])
        for count in (2, 5, 3, 1, 4, 2, 5, 5, 5, 5):
            assert game._draw(count) == reference.roll(count)
        assert game.source.drawn == reference.drawn


def test_a_keep_made_in_code_may_list_its_values_in_any_order() -> None:
    game = WpGame(2, seed=0, rolls=[6, 4, 6, 1, 2, 3, 3, 3])
    game.apply(0, ROLL_MOVE)
    events = game.apply(0, WpMove(KEEP, (6, 4, 6)))
    assert events[0]["kept"] == [4, 6, 6] and events[0]["dice"] == [3, 3, 4, 6, 6]
