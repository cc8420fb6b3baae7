"""Move parsing, the order of checks and input validation (docs/conformance.md, "Settled
details")."""

from __future__ import annotations

from typing import Any

import pytest

from larry_core.games.larry.replay import replay_document
from tests.replay_helpers import make_doc, rejections, run


def assert_error(doc: object) -> None:
    out = replay_document(doc)
    assert out["ok"] is False, out
    assert isinstance(out["error"], str) and out["error"]


HANDS = [["3", "4", "1"], ["2", "0", "1", "gift"], ["4", "0", "1"]]


# --- every bad_move form -----------------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        "place 2 5",  # no seat prefix
        "3: place 2 5",  # seat prefix out of range
        "-1: place 2 5",
        "x: place 2 5",
        "1: fold",  # unknown verb
        "1: place 9 5",  # unknown card code
        "1: place two 5",
        "1: place 2",  # wrong argument count
        "1: place 2 5 6",
        "1: place",
        "1: place 2 five",  # non-integer claim
        "1: place 2 5.0",
        "1: action",
        "1: action fly 2",  # unknown action kind
        "1: action 3 2",
        "1: action draw2",
        "1: action draw2 two",  # non-integer seat
        "1: action reverse 2",
        "1: action gift 2",
        "1: action gift 2 9",
        "1: doubt larry",  # larry suffix on doubt/accept/catch
        "1: accept larry",
        "1: catch 0 larry",
        "1: catch",
        "1: doubt 2",
        "2: place 4",  # out of turn and malformed: the parse comes first
    ],
)
def test_malformed_move_rejected_bad_move(move: str) -> None:
    base = run(HANDS, ["0: place 3 3"])
    out = run(HANDS, ["0: place 3 3", move])
    assert rejections(out) == [(1, "bad_move")]
    assert out["rejected"][0]["move"] == move
    assert out["events"] == base["events"]
    assert out["state"] == base["state"]


def test_larry_suffix_allowed_on_place_and_action() -> None:
    out = run(HANDS, ["0: place 3 3 larry", "1: action gift 2 0 larry"])
    assert out["rejected"] == []


# --- the order of checks ----------------------------------------------------------------


def test_not_your_turn_before_no_such_card() -> None:
    out = run(HANDS, ["1: place 7 9", "2: doubt"])
    assert rejections(out) == [(0, "not_your_turn"), (1, "not_your_turn")]


def test_no_such_card_before_claim_over_limit() -> None:
    out = run(HANDS, ["0: place 7 9", "0: place 2 -13"])
    assert rejections(out) == [(0, "no_such_card"), (1, "no_such_card")]


def test_must_doubt_or_accept_before_card_checks() -> None:
    out = run([["3"], ["4", "2"], ["1"]], ["0: place 3 3", "1: place 7 9", "1: action open 0"])
    assert rejections(out) == [(1, "must_doubt_or_accept"), (2, "must_doubt_or_accept")]


def test_not_your_turn_before_must_doubt_or_accept() -> None:
    out = run([["3"], ["4", "2"], ["1"]], ["0: place 3 3", "2: accept", "2: doubt"])
    assert rejections(out) == [(1, "not_your_turn"), (2, "not_your_turn")]


def test_not_your_turn_before_nothing_to_doubt_and_cannot_accept() -> None:
    out = run(HANDS, ["1: doubt", "1: accept"])
    assert rejections(out) == [(0, "not_your_turn"), (1, "not_your_turn")]


def test_action_card_missing_before_bad_target() -> None:
    out = run(HANDS, ["0: action draw2 0", "0: action gift 0 3"])
    assert rejections(out) == [(0, "no_such_card"), (1, "no_such_card")]


def test_bad_target_before_gift_card_check() -> None:
    out = run([["gift", "1"], ["2"], ["3"]], ["0: action gift 0 7", "0: action gift 3 7"])
    assert rejections(out) == [(0, "bad_target"), (1, "bad_target")]


def test_gift_card_missing_before_three_card_minimum() -> None:
    out = run([["gift", "1"], ["2"], ["3"]], ["0: action gift 1 7", "0: action gift 1 1"])
    assert rejections(out) == [(0, "no_such_card"), (1, "gift_needs_three_cards")]


def test_catch_is_checked_on_its_own() -> None:
    # A catch out of turn is not `not_your_turn`; with nothing forgotten it is nothing_to_catch.
    out = run(HANDS, ["2: catch 0", "0: place 3 3", "2: catch 0"], rules={"larry_call": "catch"})
    assert rejections(out) == [(0, "nothing_to_catch"), (2, "nothing_to_catch")]


# --- input documents --------------------------------------------------------------------


def good_doc(**changes: Any) -> dict[str, Any]:
    doc = make_doc(HANDS, ["0: place 3 3"])
    doc.update(changes)
    return doc


def test_minimal_document_is_dealt_by_seed() -> None:
    out = replay_document({"players": 2, "moves": []})
    assert out["ok"] is True
    assert out == replay_document({"players": 2, "seed": 0, "moves": []})
    st = out["state"]
    assert [len(h) for h in st["hands"]] == [12, 12]
    assert (st["draw"], st["discard"], st["round"], st["phase"]) == (30, 0, 1, "play")
    assert (st["scores"], st["round_scores"], st["winners"]) == ([0, 0], [], None)


def test_unlisted_cards_start_in_discard_pile() -> None:
    st = run(HANDS, [], draw=["7", "7"])["state"]
    assert (st["draw"], st["discard"]) == (2, 54 - 10 - 2)


@pytest.mark.parametrize("doc", [None, [], "players", 3, [{"players": 2}]])
def test_non_object_document_is_an_error(doc: object) -> None:
    assert_error(doc)


def test_unknown_top_level_key_is_an_error() -> None:
    assert_error(good_doc(colour="red"))


@pytest.mark.parametrize(
    "rules",
    [
        {"speed": 2},
        {"rounds": 0},
        {"rounds": 11},
        {"larry_call": "sometimes"},
        {"scoring": "points"},
        {"actions": {"skip": 1}},
    ],
)
def test_bad_rules_are_an_error(rules: dict[str, Any]) -> None:
    assert_error(good_doc(rules=rules))


def test_valid_rules_are_accepted() -> None:
    rules = {"rounds": 10, "larry_call": "catch", "short_game": False, "scoring": "cards",
             "actions": {"open": 3, "draw2": 3, "gift": 3, "reverse": 4}}  # fmt: skip
    assert replay_document(good_doc(rules=rules))["ok"] is True


def test_unknown_deal_key_is_an_error() -> None:
    doc = good_doc()
    doc["deal"]["discard"] = []
    assert_error(doc)


@pytest.mark.parametrize("players", [0, 1, 9])
def test_players_outside_two_to_eight_is_an_error(players: int) -> None:
    assert_error({"players": players, "moves": []})


@pytest.mark.parametrize("hands", [[["3"], ["2"]], [["3"], ["2"], ["1"], ["0"]]])
def test_wrong_number_of_hands_is_an_error(hands: list[list[str]]) -> None:
    assert_error({"players": 3, "deal": {"hands": hands}, "moves": []})


def test_empty_hands_and_missing_draw_are_allowed() -> None:
    out = replay_document({"players": 2, "deal": {"hands": [["3"], []]}, "start": 0,
                           "moves": []})  # fmt: skip
    assert out["ok"] is True, out
    assert (out["state"]["draw"], out["state"]["discard"]) == (0, 53)


@pytest.mark.parametrize(
    "deal",
    [
        {"hands": [["7", "7"], ["7", "1"]], "draw": ["7"]},  # four 7s
        {"hands": [["larry", "larry"], ["larry"]], "draw": ["larry"]},
        {"hands": [["9"], ["1"]]},  # not a card
        {"hands": [["reverse"] * 5, []]},
    ],
)
def test_more_cards_than_the_deck_holds_is_an_error(deal: dict[str, Any]) -> None:
    assert_error({"players": 2, "deal": deal, "moves": []})


def test_action_counts_change_the_deck() -> None:
    more = {"players": 2, "rules": {"actions": {"draw2": 5}},
            "deal": {"hands": [["draw2"] * 3, ["draw2"] * 2]}, "start": 0, "moves": []}  # fmt: skip
    out = replay_document(more)
    assert out["ok"] is True, out
    assert out["state"]["discard"] == 41 + 3 + 5 + 3 + 4 - 5
    assert_error({**more, "rules": {}})

    fewer = {"players": 2, "rules": {"actions": {"open": 0}},
             "deal": {"hands": [["3"], ["2"]]}, "start": 0, "moves": []}  # fmt: skip
    out = replay_document(fewer)
    assert out["ok"] is True, out
    assert out["state"]["discard"] == 51 - 2
    assert_error({**fewer, "deal": {"hands": [["open"], ["2"]]}})


def test_start_seat_out_of_range_is_an_error() -> None:
    assert_error(good_doc(start=3))
