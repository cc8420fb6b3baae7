"""Würfel-Ligretto's replay protocol (docs/dice-protocol.md §1–§2, §6): the worked example
value for value, every rejection code in its order of checks, the view, the draws and the
bag, and malformed documents refused with `{"ok": false}` and exit status 2 — through
`larry replay --game ligretto` as well as the function."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from larry_core import __main__ as cli
from larry_core.games.ligretto.replay import replay_document

EXAMPLE_IN: dict[str, Any] = {
    "game": "ligretto",
    "players": 2,
    "seed": 9,
    "rules": {"dice": [3, 3], "rounds": 2},
    "draws": [[["red", "red", "blue"], ["red", "yellow", "blue"]],
              [["green", "green", "green"], ["yellow", "yellow", "yellow"]]],
    "rolls": [1, 4, 2, 1, 5, 1, 2, 3, 1, 1, 2, 6, 6, 6],
    "moves": ["1: place red 1", "0: place red 1", "0: place blue 1", "1: place blue 1",
              "0: place blue 2", "0: roll", "0: place red 2", "0: place red 3"],
    "view": 0,
}

EXAMPLE_OUT: dict[str, Any] = {
    "ok": True,
    "rejected": [{"index": 1, "move": "0: place red 1", "code": "not_next",
                  "message": "the red row needs a 2"},
                 {"index": 2, "move": "0: place blue 1", "code": "no_such_die",
                  "message": "seat 0 has no blue 1"}],
    "events": [
        {"type": "round_started", "round": 1,
         "drawn": [["red", "red", "blue"], ["red", "yellow", "blue"]]},
        {"type": "rolled", "seat": 0, "dice": [["red", 1], ["red", 4], ["blue", 2]],
         "reason": "start"},
        {"type": "rolled", "seat": 1, "dice": [["red", 1], ["yellow", 5], ["blue", 1]],
         "reason": "start"},
        {"type": "placed", "seat": 1, "colour": "red", "value": 1},
        {"type": "placed", "seat": 1, "colour": "blue", "value": 1},
        {"type": "placed", "seat": 0, "colour": "blue", "value": 2},
        {"type": "rolled", "seat": 0, "dice": [["red", 2], ["red", 3]], "reason": "reroll"},
        {"type": "placed", "seat": 0, "colour": "red", "value": 2},
        {"type": "placed", "seat": 0, "colour": "red", "value": 3},
        {"type": "stopped", "seat": 0},
        {"type": "round_over", "round": 1, "scores": [1, -1], "totals": [1, -1]},
        {"type": "round_started", "round": 2,
         "drawn": [["green", "green", "green"], ["yellow", "yellow", "yellow"]]},
        {"type": "rolled", "seat": 0, "dice": [["green", 1], ["green", 1], ["green", 2]],
         "reason": "start"},
        {"type": "rolled", "seat": 1, "dice": [["yellow", 6], ["yellow", 6], ["yellow", 6]],
         "reason": "start"},
    ],
    "state": {
        "phase": "play", "round": 2, "rounds": 2,
        "board": {"red": 0, "yellow": 0, "green": 0, "blue": 0},
        "dice": [[["green", 1], ["green", 1], ["green", 2]],
                 [["yellow", 6], ["yellow", 6], ["yellow", 6]]],
        "scores": [1, -1], "round_scores": [[1, -1]], "dice_drawn": 14, "winners": None,
    },
    "view": {"seat": 0, "legal": ["0: place green 1", "0: roll"]},
}


def run(doc: dict[str, Any]) -> dict[str, Any]:
    out = replay_document(copy.deepcopy(doc))
    json.dumps(out)  # the output is JSON
    return out


def doc(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"game": "ligretto", "players": 2, "seed": 1}
    base.update(changes)
    return {k: v for k, v in base.items() if v is not ...}


def codes(out: dict[str, Any]) -> list[str]:
    return [r["code"] for r in out["rejected"]]


# --------------------------------------------------------------- the worked example
def test_the_worked_example_value_for_value() -> None:
    assert run(EXAMPLE_IN) == EXAMPLE_OUT


def test_the_worked_example_through_the_command_line(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "example.json"
    path.write_text(json.dumps(EXAMPLE_IN))
    assert cli.main(["replay", "--game", "ligretto", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == EXAMPLE_OUT


def test_finishing_the_worked_example_ends_the_game() -> None:
    """Round 2: seat 1's sixes never fit until it rerolls; seat 0 places its green 1, 2 and,
    after a reroll, its green 3 — the last round's stop ends the game."""
    document = copy.deepcopy(EXAMPLE_IN)
    document["rolls"] = [*document["rolls"], 3]
    document["moves"] = [*document["moves"], "1: place yellow 6", "0: place green 1",
                         "0: place green 1", "0: place green 2", "0: roll",
                         "0: place green 3", "0: roll", "1: roll"]
    out = run(document)
    assert codes(out)[2:] == ["not_next", "not_next", "game_over", "game_over"]
    assert out["events"][-3:] == [
        {"type": "stopped", "seat": 0},
        {"type": "round_over", "round": 2, "scores": [3, -3], "totals": [4, -4]},
        {"type": "game_over", "winners": [0], "scores": [4, -4]},
    ]
    state = out["state"]
    assert state["phase"] == "over" and state["round"] == 2 and state["winners"] == [0]
    assert state["round_scores"] == [[1, -1], [3, -3]]
    # after the end, board and dice keep the last round's position
    assert state["board"] == {"red": 0, "yellow": 0, "green": 3, "blue": 0}
    assert state["dice"] == [[], [["yellow", 6], ["yellow", 6], ["yellow", 6]]]
    assert out["view"] == {"seat": 0, "legal": []}


# --------------------------------------------------------------- rejections
@pytest.mark.parametrize("move", [
    "place red", "place red 1 2", "place purple 1", "place red 0", "place red 7",
    "place Red 1", "Place red 1", "roll 1", "reroll", "place", "", "keep 1", "place red x"])
def test_grammar_errors_are_bad_move(move: str) -> None:
    out = run(doc(moves=[f"0: {move}"], rolls=[1] * 24))
    assert codes(out) == ["bad_move"] and out["events"][-1]["type"] == "rolled"


@pytest.mark.parametrize("move", ["2: roll", "-1: roll", "roll", "x: roll", "9" * 50 + ": roll"])
def test_a_seat_not_in_the_game_is_bad_move(move: str) -> None:
    assert codes(run(doc(moves=[move]))) == ["bad_move"]


def test_no_such_die_comes_before_not_next() -> None:
    """Seat 0 holds only 1s: a red 2 it does not hold is no_such_die even though the red row
    needs a 1 (not_next would also apply)."""
    draws = [[["red"] * 6 + ["yellow"] * 6, ["green"] * 6 + ["blue"] * 6]]
    out = run(doc(draws=draws, rolls=[1] * 24, moves=["0: place red 2", "0: place red 1",
                                                       "0: place red 1"]))
    assert codes(out) == ["no_such_die", "not_next"]
    assert out["rejected"][1]["message"] == "the red row needs a 2"
    assert out["state"]["board"]["red"] == 1


def test_game_over_comes_before_everything_but_the_grammar() -> None:
    draws = [[["red"], ["blue"]]]
    out = run(doc(rules={"dice": [1, 1], "rounds": 1}, draws=draws, rolls=[1, 6],
                  moves=["0: place red 1", "1: place blue 6", "1: roll", "0: place red 9"]))
    assert codes(out) == ["game_over", "game_over", "bad_move"]
    assert out["state"]["winners"] == [0] and out["state"]["scores"] == [1, -1]


def test_roll_is_always_accepted_while_the_game_runs() -> None:
    out = run(doc(moves=["0: roll", "1: roll", "0: roll"]))
    assert codes(out) == []
    assert [e["reason"] for e in out["events"] if e["type"] == "rolled"] == [
        "start", "start", "reroll", "reroll", "reroll"]


def test_a_refused_move_changes_nothing() -> None:
    base = doc(moves=["0: roll"])
    refused = doc(moves=["0: place red 9", "0: place blue 6", "1: place green 5", "0: roll",
                         "3: roll"])
    a, b = run(base), run(refused)
    assert a["events"] == b["events"] and a["state"] == b["state"]


# --------------------------------------------------------------- dice and the bag
def test_the_bag_is_shuffled_by_the_seeded_generator() -> None:
    """Without draws: rng = Random(seed) shuffles the canonical bag; seat 0 takes the
    first 12, seat 1 the next; then the same rng rolls (§1.1, §6.2)."""
    out = run(doc(seed=5))
    rng = random.Random(5)
    bag = [c for c in ("red", "yellow", "green", "blue") for _ in range(6)]
    rng.shuffle(bag)
    order = {"red": 0, "yellow": 1, "green": 2, "blue": 3}
    drawn = [sorted(bag[:12], key=order.__getitem__), sorted(bag[12:], key=order.__getitem__)]
    assert out["events"][0] == {"type": "round_started", "round": 1, "drawn": drawn}
    values = [rng.randrange(6) + 1 for _ in range(24)]
    for seat in (0, 1):
        colours, rolled = drawn[seat], values[12 * seat:12 * seat + 12]
        expected = sorted(zip(colours, rolled, strict=True),
                          key=lambda d: (order[d[0]], d[1]))
        assert out["events"][1 + seat]["dice"] == [list(d) for d in expected]
    assert out["state"]["dice_drawn"] == 24


def test_rolls_come_first_then_the_generator_and_unused_rolls_are_ignored() -> None:
    draws = [[["blue", "red"], ["green", "yellow"]]]
    out = run(doc(rules={"dice": [2, 2]}, draws=draws, rolls=[6, 5, 4]))
    # seat 0's red takes 6 and its blue 5 (canonical colour order); seat 1's yellow 4
    assert out["events"][1]["dice"] == [["red", 6], ["blue", 5]]
    assert out["events"][2]["dice"][0] == ["yellow", 4]
    assert out["events"][0]["drawn"] == [["red", "blue"], ["yellow", "green"]]
    assert out["state"]["dice_drawn"] == 4
    longer = run(doc(rules={"dice": [2, 2]}, draws=draws, rolls=[6, 5, 4, 3, 2, 1]))
    assert longer["events"][2]["dice"] == [["yellow", 4], ["green", 3]]
    assert longer["state"]["dice_drawn"] == 4


def test_rounds_beyond_the_draws_are_drawn_by_the_generator() -> None:
    draws = [[["red"], ["blue"]]]
    out = run(doc(rules={"dice": [1, 1], "rounds": 2}, draws=draws, rolls=[1, 3],
                  moves=["0: place red 1"]))
    starts = [e for e in out["events"] if e["type"] == "round_started"]
    assert [len(d) for d in starts[1]["drawn"]] == [1, 1]
    assert out["state"]["round"] == 2 and out["state"]["rounds"] == 2


def test_default_rounds_and_dice_per_player() -> None:
    for players, dice in ((2, 12), (3, 8), (4, 6)):
        out = run(doc(players=players))
        assert out["state"]["rounds"] == 3 * players
        assert [len(d) for d in out["state"]["dice"]] == [dice] * players


def test_the_view_lists_each_fitting_die_once_and_roll() -> None:
    draws = [[["red", "red", "yellow"], ["red", "green", "blue"]]]
    out = run(doc(rules={"dice": [3, 3]}, draws=draws, rolls=[1, 1, 1, 2, 1, 3], view=1))
    assert out["view"] == {"seat": 1, "legal": ["1: place green 1", "1: roll"]}
    out = run(doc(rules={"dice": [3, 3]}, draws=draws, rolls=[1, 1, 1, 2, 1, 3], view=0))
    assert out["view"]["legal"] == ["0: place red 1", "0: place yellow 1", "0: roll"]


# --------------------------------------------------------------- malformed documents
@pytest.mark.parametrize("bad", [
    {"game": "kniffel"},
    {"players": 1}, {"players": 5}, {"players": True}, {"players": None},
    {"start": 0}, {"chips": [1, 2]}, {"sheets": []}, {"surprise": 1},
    {"rules": {"rounds": 0}}, {"rules": {"rounds": 101}}, {"rules": {"rounds": True}},
    {"rules": {"dice": [12]}}, {"rules": {"dice": [13, 12]}}, {"rules": {"dice": [0, 3]}},
    {"rules": {"dice": [1, 1, 1]}}, {"rules": {"dice": "12"}}, {"rules": {"dice": [True, 2]}},
    {"rules": {"colours": 4}}, {"rules": []},
    {"draws": {}}, {"draws": [[["red"] * 12]]},
    {"draws": [[["red"] * 12, ["blue"] * 12]]},
    {"draws": [[["red"] * 6 + ["yellow"] * 6, ["red"] + ["blue"] * 11]]},
    {"draws": [[["red"] * 6 + ["yellow"] * 6, ["pink"] * 12]]},
    {"draws": [[["red"] * 6 + ["yellow"] * 6, ["green"] * 6 + ["blue"] * 5]]},
    {"draws": [[["red"] * 6 + ["yellow"] * 6, ["green"] * 6 + ["blue"] * 6]]} | {
        "draws": [[["red"] * 6 + ["yellow"] * 6, ["green"] * 6 + ["blue"] * 6]] * 101},
    {"rolls": [0]}, {"rolls": [7]}, {"rolls": "1"}, {"seed": 1.5}, {"view": 2},
    {"moves": [1]}, {"moves": "0: roll"},
])
def test_a_malformed_document_is_refused(bad: dict[str, Any]) -> None:
    out = run(doc(**bad))
    assert out["ok"] is False and isinstance(out["error"], str) and "Traceback" not in out["error"]


def test_a_malformed_document_exits_2(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc(start=1)))
    assert cli.main(["replay", "--game", "ligretto", str(path)]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] is False and "start" in out["error"]


def test_null_means_absent() -> None:
    out = run(doc(rules={"rounds": None, "dice": None}, draws=None, rolls=None, moves=None,
                  view=None, seed=None))
    assert out["ok"] and "view" not in out and out["state"]["rounds"] == 6


def test_the_document_limits() -> None:
    assert run(doc(draws=[[["red"] * 6 + ["yellow"] * 6, ["green"] * 6 + ["blue"] * 6]] * 100,
                   ))["ok"]
    assert not run(doc(moves=["0: roll"] * 20_001))["ok"]
    assert not run(doc(moves=["0: " + "r" * 10_000]))["ok"]
