"""Kniffel through its replay protocol (docs/dice-protocol.md §3): the worked example value
for value, a scenario per rule of docs/dice-rules.md Part A and per rejection code, and
malformed documents. Expected values are worked out by hand from the rules text."""

from __future__ import annotations

import json
from typing import Any

import pytest

from larry_core.games.kniffel.boxes import BOXES, base_scores
from larry_core.games.kniffel.replay import replay_document

EXAMPLE: dict[str, Any] = {
    "game": "kniffel",
    "players": 2,
    "seed": 1,
    "start": 0,
    "rolls": [6, 6, 6, 6, 2, 6, 3, 5, 1, 2, 6, 4, 2],
    "sheets": [{"kniffel": 50, "sixes": 18}, {}],
    "moves": ["0: roll",
              "0: keep 6 6 6 6",
              "0: score sixes",
              "0: score ones",
              "0: score chance",
              "0: roll",
              "1: score chance",
              "1: roll",
              "1: keep 2 3 5",
              "1: score small_straight"],
    "view": 0,
}

EXAMPLE_OUT = json.loads("""
{
  "ok": true,
  "rejected": [{"index": 2, "move": "0: score sixes", "code": "box_filled", "message": "sixes is filled"},
               {"index": 3, "move": "0: score ones", "code": "must_score_lower", "message": "a further Kniffel goes into a free lower box"},
               {"index": 5, "move": "0: roll", "code": "not_your_turn", "message": "seat 1 is to move"},
               {"index": 6, "move": "1: score chance", "code": "must_roll", "message": "seat 1 must roll first"}],
  "events": [
    {"type": "rolled", "seat": 0, "roll": 1, "kept": [], "new": [6, 6, 6, 6, 2], "dice": [2, 6, 6, 6, 6]},
    {"type": "rolled", "seat": 0, "roll": 2, "kept": [6, 6, 6, 6], "new": [6], "dice": [6, 6, 6, 6, 6]},
    {"type": "scored", "seat": 0, "box": "chance", "points": 30, "rule": "joker"},
    {"type": "rolled", "seat": 1, "roll": 1, "kept": [], "new": [3, 5, 1, 2, 6], "dice": [1, 2, 3, 5, 6]},
    {"type": "rolled", "seat": 1, "roll": 2, "kept": [2, 3, 5], "new": [4, 2], "dice": [2, 2, 3, 4, 5]},
    {"type": "scored", "seat": 1, "box": "small_straight", "points": 30, "rule": "normal"}
  ],
  "state": {
    "phase": "roll",
    "to_move": 0,
    "rolls_used": 0,
    "dice": [],
    "sheets": [{"ones": null, "twos": null, "threes": null, "fours": null, "fives": null, "sixes": 18, "three_kind": null, "four_kind": null, "full_house": null, "small_straight": null, "large_straight": null, "kniffel": 50, "chance": 30},
               {"ones": null, "twos": null, "threes": null, "fours": null, "fives": null, "sixes": null, "three_kind": null, "four_kind": null, "full_house": null, "small_straight": 30, "large_straight": null, "kniffel": null, "chance": null}],
    "upper": [18, 0],
    "upper_bonus": [0, 0],
    "extra": [0, 0],
    "totals": [98, 30],
    "dice_drawn": 13,
    "winners": null
  },
  "view": {"seat": 0, "legal": ["0: roll"], "options": []}
}
""")  # noqa: E501


def test_the_worked_example_value_for_value() -> None:
    assert replay_document(EXAMPLE) == EXAMPLE_OUT


def run(moves: list[str], rolls: list[int], *, players: int = 1,
        sheets: list[dict[str, Any]] | None = None, rules: dict[str, Any] | None = None,
        view: int | None = None, **more: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"game": "kniffel", "players": players, "rolls": rolls,
                           "moves": moves, **more}
    if sheets is not None:
        doc["sheets"] = sheets
    if rules is not None:
        doc["rules"] = rules
    if view is not None:
        doc["view"] = view
    out = replay_document(doc)
    assert out["ok"] is True, out
    return out


def codes(out: dict[str, Any]) -> list[str]:
    return [r["code"] for r in out["rejected"]]


def scored(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in out["events"] if e["type"] == "scored"]


def full(**except_: int | None) -> dict[str, int | None]:
    """A sheet with every box filled with a legal value (0), except the ones named."""
    sheet: dict[str, int | None] = {box: 0 for box in BOXES}
    sheet["chance"] = 5
    sheet.update(except_)
    return sheet


# ------------------------------------------------------------------ A3 scores
@pytest.mark.parametrize(("dice", "box", "points"), [
    ([1, 1, 3, 4, 1], "ones", 3),
    ([2, 2, 2, 2, 5], "twos", 8),
    ([6, 6, 1, 2, 3], "sixes", 12),
    ([5, 5, 5, 2, 3], "three_kind", 20),
    ([5, 5, 2, 2, 3], "three_kind", 0),
    ([4, 4, 4, 4, 1], "four_kind", 17),
    ([4, 4, 4, 1, 1], "four_kind", 0),
    ([3, 3, 3, 2, 2], "full_house", 25),
    ([3, 3, 3, 3, 3], "full_house", 0),   # A8.4: a Kniffel is no Full House
    ([1, 2, 3, 4, 6], "small_straight", 30),
    ([3, 4, 5, 6, 6], "small_straight", 30),
    ([1, 2, 3, 5, 6], "small_straight", 0),
    ([1, 2, 3, 4, 5], "small_straight", 30),  # a large straight contains a small one
    ([2, 3, 4, 5, 6], "large_straight", 40),
    ([1, 2, 3, 4, 6], "large_straight", 0),
    ([2, 2, 2, 2, 2], "kniffel", 50),
    ([2, 2, 2, 2, 1], "kniffel", 0),
    ([6, 5, 4, 1, 1], "chance", 17),
    ([1, 1, 1, 1, 1], "large_straight", 0),  # the first Kniffel is an ordinary roll
])
def test_a_roll_scores_as_a3_says(dice: list[int], box: str, points: int) -> None:
    out = run(["0: roll", f"0: score {box}"], dice)
    assert scored(out) == [{"type": "scored", "seat": 0, "box": box, "points": points,
                            "rule": "normal"}]
    assert out["state"]["sheets"][0][box] == points


def test_the_scores_of_a3_agree_with_a_direct_count() -> None:
    assert base_scores((2, 3, 4, 5, 6)) == (0, 2, 3, 4, 5, 6, 0, 0, 0, 30, 40, 0, 20)
    assert base_scores((3, 3, 3, 3, 3), full_house_kniffel=True)[8] == 25


def test_a_box_may_be_crossed_out_though_the_roll_fits_elsewhere() -> None:
    out = run(["0: roll", "0: score kniffel"], [6, 6, 6, 5, 5])
    assert scored(out)[0]["points"] == 0 and codes(out) == []


def test_full_house_kniffel_counts_five_equal_dice_as_a_full_house() -> None:
    out = run(["0: roll", "0: score full_house"], [4] * 5, rules={"full_house_kniffel": True})
    assert scored(out)[0]["points"] == 25


# ------------------------------------------------------------------ A4 the turn
def test_rolls_keep_and_the_dice_order() -> None:
    out = run(["0: roll", "0: keep 5 1", "0: keep 1", "0: roll"],
              [5, 1, 2, 6, 3, 4, 4, 2, 3, 3, 6, 6, 6])
    rolls = [e for e in out["events"] if e["type"] == "rolled"]
    assert rolls[0] == {"type": "rolled", "seat": 0, "roll": 1, "kept": [], "new": [5, 1, 2, 6, 3],
                        "dice": [1, 2, 3, 5, 6]}
    assert rolls[1] == {"type": "rolled", "seat": 0, "roll": 2, "kept": [1, 5], "new": [4, 4, 2],
                        "dice": [1, 2, 4, 4, 5]}
    assert rolls[2]["kept"] == [1] and rolls[2]["new"] == [3, 3, 6, 6]
    assert codes(out) == ["no_rolls_left"]  # a fourth roll
    assert out["state"]["rolls_used"] == 3 and out["state"]["phase"] == "choose"
    assert out["state"]["dice_drawn"] == 12


def test_rolling_all_five_again_is_a_later_roll() -> None:
    out = run(["0: roll", "0: roll"], [1] * 10)
    assert [e["roll"] for e in out["events"]] == [1, 2]
    assert out["events"][1]["kept"] == []


def test_the_rolls_option_limits_the_rolls_of_a_turn() -> None:
    out = run(["0: roll", "0: keep 1", "0: roll", "0: score chance"], [1, 2, 3, 4, 5],
              rules={"rolls": 1})
    assert codes(out) == ["no_rolls_left", "no_rolls_left"]
    assert scored(out)[0]["points"] == 15


def test_after_the_last_roll_the_only_moves_are_entries() -> None:
    out = run(["0: roll", "0: roll", "0: roll"], [2] * 15, view=0,
              sheets=[{"twos": 10, "kniffel": 50}])
    legal = out["view"]["legal"]
    assert "0: roll" not in legal and all(m.startswith("0: score ") for m in legal)


def test_the_next_seat_in_turn_moves_after_an_entry() -> None:
    out = run(["1: roll", "1: score chance", "2: roll", "2: score chance", "0: roll"],
              [1] * 15, players=3, start=1)
    assert codes(out) == []
    assert out["state"]["to_move"] == 0 and out["state"]["phase"] == "choose"


def test_a_full_sheet_is_skipped() -> None:
    out = run(["0: roll", "0: score chance"], [1] * 10, players=3,
              sheets=[{}, full(), {}])
    assert out["state"]["to_move"] == 2


def test_the_start_seat_with_a_full_sheet_passes_to_the_next() -> None:
    out = run([], [], players=3, sheets=[full(), full(), {}], start=0)
    assert out["state"]["to_move"] == 2


def test_a_game_of_full_sheets_is_over_at_once() -> None:
    out = run(["0: roll"], [], players=2,
              sheets=[full(sixes=30, fives=25, fours=20), full()])
    assert out["events"] == [{"type": "game_over", "winners": [0], "totals": [115, 5]}]
    assert codes(out) == ["game_over"]
    state = out["state"]
    assert state["phase"] == "over" and state["to_move"] is None and state["winners"] == [0]
    assert state["upper_bonus"] == [35, 0]  # pre-filled: counted from the start, no event


# ------------------------------------------------------------------ A5 the end
def test_the_last_entry_ends_the_game_and_ties_all_win() -> None:
    out = run(["0: roll", "0: score chance", "1: roll", "1: score chance"],
              [1, 2, 3, 4, 5, 5, 4, 3, 2, 1], players=2,
              sheets=[full(chance=None), full(chance=None)], view=1)
    assert out["events"][-1] == {"type": "game_over", "winners": [0, 1], "totals": [15, 15]}
    assert out["state"]["winners"] == [0, 1] and out["state"]["phase"] == "over"
    assert out["view"] == {"seat": 1, "legal": [], "options": []}


# ------------------------------------------------------------------ upper bonus
def test_the_upper_bonus_is_reported_when_the_upper_sum_reaches_63() -> None:
    out = run(["0: roll", "0: score sixes"], [6, 6, 6, 6, 1],
              sheets=[{"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 10}])
    assert [e["type"] for e in out["events"]] == ["rolled", "scored", "upper_bonus"]
    assert out["events"][-1] == {"type": "upper_bonus", "seat": 0, "points": 35}
    assert out["state"]["upper"] == [64] and out["state"]["upper_bonus"] == [35]
    assert out["state"]["totals"] == [99]


def test_no_second_upper_bonus() -> None:
    out = run(["0: roll", "0: score sixes"], [6, 6, 6, 6, 1],
              sheets=[{"ones": 5, "twos": 10, "threes": 15, "fours": 20, "fives": 25}])
    assert "upper_bonus" not in [e["type"] for e in out["events"]]


# ------------------------------------------------------------------ A6 further Kniffel
def test_case_1_the_free_upper_box_with_50_extra_points() -> None:
    out = run(["0: roll", "0: score chance", "0: score fives"], [5] * 5,
              sheets=[{"kniffel": 50}], view=0)
    assert codes(out) == ["must_score_upper"]
    assert out["events"][1:] == [
        {"type": "scored", "seat": 0, "box": "fives", "points": 25, "rule": "upper"},
        {"type": "kniffel_bonus", "seat": 0, "points": 50}]
    assert out["state"]["extra"] == [50] and out["state"]["totals"] == [125]


def test_case_1_view_offers_only_the_upper_box() -> None:
    out = run(["0: roll"], [5] * 5, sheets=[{"kniffel": 50}], view=0)
    assert out["view"]["options"] == [{"box": "fives", "points": 25, "bonus": 50}]
    assert out["view"]["legal"][-1] == "0: score fives"
    assert [m for m in out["view"]["legal"] if "score" in m] == ["0: score fives"]


def test_case_1_over_a_crossed_out_kniffel_box_pays_nothing_extra() -> None:
    out = run(["0: roll", "0: score fives"], [5] * 5, sheets=[{"kniffel": 0}])
    assert scored(out)[0]["rule"] == "upper" and out["state"]["extra"] == [0]
    assert "kniffel_bonus" not in [e["type"] for e in out["events"]]


def test_zero_kniffel_bonus_pays_over_a_crossed_out_box() -> None:
    out = run(["0: roll", "0: score fives"], [5] * 5, sheets=[{"kniffel": 0}],
              rules={"zero_kniffel_bonus": True})
    assert out["state"]["extra"] == [50]


def test_case_2_the_joker_in_a_free_lower_box() -> None:
    out = run(["0: roll", "0: score twos", "0: score large_straight"], [2] * 5,
              sheets=[{"kniffel": 50, "twos": 4}], view=0)
    assert codes(out) == ["box_filled"]
    assert scored(out) == [{"type": "scored", "seat": 0, "box": "large_straight",
                            "points": 40, "rule": "joker"}]
    assert out["state"]["extra"] == [0]


def test_case_2_joker_points_and_the_must_score_lower_code() -> None:
    out = run(["0: roll", "0: score ones"], [3] * 5, sheets=[{"kniffel": 0, "threes": 0}],
              view=0)
    assert codes(out) == ["must_score_lower"]
    assert out["view"]["options"] == [
        {"box": "three_kind", "points": 15, "bonus": 0},
        {"box": "four_kind", "points": 15, "bonus": 0},
        {"box": "full_house", "points": 25, "bonus": 0},
        {"box": "small_straight", "points": 30, "bonus": 0},
        {"box": "large_straight", "points": 40, "bonus": 0},
        {"box": "chance", "points": 15, "bonus": 0}]


def test_case_3_strike_a_free_upper_box() -> None:
    sheet = full(ones=None, twos=None, kniffel=50)  # fours is filled (0)
    out = run(["0: roll", "0: score twos"], [4] * 5, sheets=[sheet], view=0)
    assert scored(out) == [{"type": "scored", "seat": 0, "box": "twos", "points": 0,
                            "rule": "strike"}]
    out = run(["0: roll"], [4] * 5, sheets=[sheet], view=0)
    assert out["view"]["options"] == [{"box": "ones", "points": 0, "bonus": 0},
                                      {"box": "twos", "points": 0, "bonus": 0}]


def test_hasbro_pays_100_in_every_case_while_the_box_holds_50() -> None:
    hasbro = {"extra_kniffel": "hasbro"}
    for sheet, box in (({"kniffel": 50}, "sixes"),
                       ({"kniffel": 50, "sixes": 12}, "chance"),
                       (full(ones=None, kniffel=50), "ones")):
        out = run(["0: roll", f"0: score {box}"], [6] * 5, sheets=[sheet], rules=hasbro)
        assert out["events"][2] == {"type": "kniffel_bonus", "seat": 0, "points": 100}
    out = run(["0: roll", "0: score sixes"], [6] * 5, sheets=[{"kniffel": 0}], rules=hasbro)
    assert out["state"]["extra"] == [0]


def test_extra_kniffel_none_makes_a_further_kniffel_an_ordinary_roll() -> None:
    out = run(["0: roll", "0: score ones"], [6] * 5, sheets=[{"kniffel": 50}],
              rules={"extra_kniffel": "none"})
    assert scored(out) == [{"type": "scored", "seat": 0, "box": "ones", "points": 0,
                            "rule": "normal"}]
    assert out["state"]["extra"] == [0]


def test_the_upper_bonus_event_follows_the_kniffel_bonus() -> None:
    out = run(["0: roll", "0: score sixes"], [6] * 5,
              sheets=[{"kniffel": 50, "fives": 25, "fours": 20}])
    assert [e["type"] for e in out["events"]] == ["rolled", "scored", "kniffel_bonus",
                                                 "upper_bonus"]
    assert out["state"]["totals"] == [75 + 35 + 50 + 50]


# ------------------------------------------------------------------ rejections
def test_rejection_codes_and_their_order() -> None:
    out = run(["0 roll", "0: roll 1", "0: keep", "0: keep 1 2 3 4 5 6", "0: keep 7",
               "0: score nothing", "0: fly", "3: roll", "1: roll", "0: keep 1", "0: score ones",
               "0: roll", "0: keep 1 2 3 4 5", "0: keep 6", "0: keep 1 1 1 1", "0: score ones",
               "0: score ones"],
              [1, 2, 3, 4, 5, 1, 1, 1, 1], players=2)
    assert codes(out) == ["bad_move"] * 7 + ["bad_move", "not_your_turn", "must_roll",
                                             "must_roll", "nothing_to_roll", "no_such_dice",
                                             "no_such_dice", "not_your_turn"]
    assert out["state"]["sheets"][0]["ones"] == 1


def test_no_rolls_left_comes_before_the_keep_checks() -> None:
    out = run(["0: roll", "0: roll", "0: roll", "0: keep 1 2 3 4 5", "0: keep 6"],
              [1, 2, 3, 4, 5] * 3)
    assert codes(out) == ["no_rolls_left", "no_rolls_left"]


def test_box_filled_comes_before_the_joker_codes() -> None:
    out = run(["0: roll", "0: score kniffel", "0: score chance"], [1] * 5,
              sheets=[{"kniffel": 50, "chance": 20}])
    assert codes(out) == ["box_filled", "box_filled"]


def test_a_rejected_move_changes_nothing() -> None:
    base = run(["0: roll"], [1, 2, 3, 4, 5])
    after = run(["0: roll", "0: keep 6", "0: keep 1 2 3 4 5", "1: roll", "0: score kniffel x"],
                [1, 2, 3, 4, 5])
    assert after["state"] == base["state"] and after["events"] == base["events"]


# ------------------------------------------------------------------ view and legal
def test_the_view_lists_legal_moves_sorted_and_the_free_boxes_with_points() -> None:
    out = run(["0: roll"], [3, 3, 3, 2, 2], sheets=[{"chance": 13}], view=0)
    legal = out["view"]["legal"]
    assert legal == sorted(legal) and "0: keep 2 2 3 3" in legal and "0: roll" in legal
    assert "0: keep 3 3 3 2" not in legal and "0: score chance" not in legal
    assert len([m for m in legal if m.startswith("0: keep")]) == 3 * 4 - 1 - 1
    assert {o["box"]: o["points"] for o in out["view"]["options"]} == {
        "ones": 0, "twos": 4, "threes": 9, "fours": 0, "fives": 0, "sixes": 0,
        "three_kind": 13, "four_kind": 0, "full_house": 25, "small_straight": 0,
        "large_straight": 0, "kniffel": 0}
    other = run(["0: roll"], [3, 3, 3, 2, 2], players=2, view=1)
    assert other["view"] == {"seat": 1, "legal": [], "options": []}


def test_in_phase_roll_the_view_has_no_options() -> None:
    out = run([], [], view=0)
    assert out["view"] == {"seat": 0, "legal": ["0: roll"], "options": []}


# ------------------------------------------------------------------ documents
@pytest.mark.parametrize(("doc", "error"), [
    ({"players": 9}, "from 1 to 8"),
    ({"players": 0}, "from 1 to 8"),
    ({"players": 1, "rules": {"rolls": 4}}, "rolls"),
    ({"players": 1, "rules": {"rolls": True}}, "rolls"),
    ({"players": 1, "rules": {"extra_kniffel": "yes"}}, "extra_kniffel"),
    ({"players": 1, "rules": {"zero_kniffel_bonus": 1}}, "zero_kniffel_bonus"),
    ({"players": 1, "rules": {"chips": 3}}, "unknown rules key"),
    ({"players": 1, "chips": [3]}, "unknown key"),
    ({"players": 1, "draws": []}, "unknown key"),
    ({"players": 1, "sheets": [{}, {}]}, "exactly 1"),
    ({"players": 1, "sheets": {}}, "exactly 1"),
    ({"players": 1, "sheets": [None]}, "object"),
    ({"players": 1, "sheets": [{"yahtzee": 50}]}, "unknown box"),
    ({"players": 1, "sheets": [{"twos": 3}]}, "cannot hold"),
    ({"players": 1, "sheets": [{"twos": 12}]}, "cannot hold"),
    ({"players": 1, "sheets": [{"chance": 0}]}, "cannot hold"),
    ({"players": 1, "sheets": [{"three_kind": 4}]}, "cannot hold"),
    ({"players": 1, "sheets": [{"kniffel": True}]}, "cannot hold"),
    ({"players": 1, "sheets": [{"full_house": 30}]}, "cannot hold"),
    ({"players": 1, "extra": [25]}, "multiples of 50"),
    ({"players": 1, "extra": [5050]}, "multiples of 50"),
    ({"players": 1, "extra": [0, 0]}, "exactly 1"),
    ({"players": 1, "extra": 0}, "exactly 1"),
    ({"players": 1, "start": 1}, "start"),
    ({"players": 1, "view": 2}, "view"),
    ({"players": 1, "moves": [1]}, "move strings"),
    ({"players": 1, "rolls": [7]}, "rolls"),
    ({"game": "vabanque", "players": 1}, "not of"),
    ([], "JSON object"),
])
def test_malformed_documents(doc: Any, error: str) -> None:
    out = replay_document(doc)
    assert out["ok"] is False and error in out["error"], out


def test_null_values_are_absent_and_prefilled_extra_counts() -> None:
    out = replay_document({"game": "kniffel", "players": 2, "sheets": None, "extra": [100, 0],
                           "rules": {"rolls": None}, "seed": None, "start": None})
    assert out["ok"] is True
    assert out["state"]["extra"] == [100, 0] and out["state"]["totals"] == [100, 0]
