"""Scripted scenarios for action cards (docs/rules.md §4) and the "Larry" call (§7).

Expected values are computed by hand from docs/rules.md and docs/conformance.md.
"""

from __future__ import annotations

from tests.replay_helpers import card_total, rejections, run

CATCH = {"larry_call": "catch"}


# --- draw2 -------------------------------------------------------------------------------


def test_draw2_makes_chosen_opponent_draw_two() -> None:
    hands = [["draw2", "3", "1"], ["2", "0", "1"], ["4", "0"]]
    out = run(hands, ["0: action draw2 0", "0: action draw2 3", "0: action draw2 2"],
              draw=["7", "-2", "-1"])  # fmt: skip
    assert rejections(out) == [(0, "bad_target"), (1, "bad_target")]
    assert out["events"] == [
        {"type": "action", "seat": 0, "card": "draw2", "target": 2},
        {"type": "drew", "seat": 2, "count": 2, "reason": "draw2"},
    ]
    st = out["state"]
    assert st["hands"] == [["1", "3"], ["0", "1", "2"], ["-2", "0", "4", "7"]]
    assert (st["to_move"], st["draw"], st["discard"]) == (1, 1, 54 - 11 + 1)
    assert (st["claim"], st["responsible"]) == (None, None)


# --- gift --------------------------------------------------------------------------------


def test_gift_moves_card_from_giver_to_target() -> None:
    out = run([["gift", "7", "1", "0"], ["2", "3"], ["4", "4", "1"]], ["0: action gift 1 7"])
    assert out["events"] == [
        {"type": "action", "seat": 0, "card": "gift", "target": 1},
        {"type": "gift", "seat": 0, "target": 1},
    ]
    st = out["state"]
    assert st["hands"] == [["0", "1"], ["2", "3", "7"], ["1", "4", "4"]]
    assert (st["to_move"], st["discard"]) == (1, 54 - 9 + 1)
    assert card_total(st) == 54


def test_gift_needs_three_cards_in_hand() -> None:
    out = run([["gift", "7"], ["2", "3"]], ["0: action gift 1 7"])
    assert rejections(out) == [(0, "gift_needs_three_cards")]
    assert out["events"] == []
    assert out["state"]["hands"] == [["7", "gift"], ["2", "3"]]


def test_gift_from_three_cards_is_allowed_and_needs_larry() -> None:
    out = run([["gift", "7", "1"], ["2", "3"]], ["0: action gift 1 7 larry"])
    assert out["events"] == [
        {"type": "action", "seat": 0, "card": "gift", "target": 1},
        {"type": "gift", "seat": 0, "target": 1},
        {"type": "larry_said", "seat": 0},
    ]
    assert out["state"]["hands"] == [["1"], ["2", "3", "7"]]


def test_gift_may_give_away_a_second_gift_card() -> None:
    out = run([["gift", "gift", "1", "2"], ["2", "3"], ["4"]], ["0: action gift 2 gift"])
    assert out["events"] == [
        {"type": "action", "seat": 0, "card": "gift", "target": 2},
        {"type": "gift", "seat": 0, "target": 2},
    ]
    st = out["state"]
    assert st["hands"] == [["1", "2"], ["2", "3"], ["4", "gift"]]
    assert st["discard"] == 54 - 7 + 1


def test_gift_cannot_give_the_gift_card_being_played() -> None:
    out = run([["gift", "1", "2"], ["2", "3"]], ["0: action gift 1 gift", "0: action gift 1 7"])
    assert rejections(out) == [(0, "no_such_card"), (1, "no_such_card")]
    assert out["state"]["hands"] == [["1", "2", "gift"], ["2", "3"]]


# --- open mark ---------------------------------------------------------------------------


def test_open_mark_forces_face_up_open_sum() -> None:
    hands = [["open", "4", "1", "0"], ["3", "2", "7", "larry", "draw2", "1"], ["4", "2", "0", "1"]]
    draw = ["-1", "-2", "-1", "-2"]
    first = run(hands, ["0: action open 1"], draw=draw)
    assert first["events"] == [
        {"type": "action", "seat": 0, "card": "open", "target": 1},
        {"type": "marked", "seat": 1},
    ]
    st = first["state"]
    assert (st["marks"], st["to_move"]) == ([1], 1)
    assert st["discard"] == 54 - 18  # the open card lies before seat 1, not on the discard
    assert card_total(st) == 54

    out = run(hands, ["0: action open 1", "1: place 3 4", "1: place 3 3"], draw=draw)
    assert rejections(out) == [(1, "claim_must_be_open_sum")]
    assert out["events"][2:] == [{"type": "placed", "seat": 1, "claim": 3, "card": "3"}]
    st = out["state"]
    assert st["marks"] == []  # the first number card placed removes the mark
    assert (st["claim"], st["responsible"], st["to_move"]) == (3, 1, 2)
    assert st["discard"] == 54 - 18 + 1
    assert card_total(st) == 54


def test_open_mark_bust_over_limit_draws_two_and_restarts_pile() -> None:
    hands = [["open", "4", "1", "0"], ["3", "2", "1", "0"], ["4", "2", "0", "1"]]
    moves = ["2: place 4 6", "0: action open 1", "1: place 3 7", "1: place 3 9", "1: place 2 2"]
    out = run(hands, moves[:4], draw=["-1", "-2"], start=2)
    assert rejections(out) == [(2, "claim_must_be_open_sum")]
    assert out["events"] == [
        {"type": "placed", "seat": 2, "claim": 6},
        {"type": "action", "seat": 0, "card": "open", "target": 1},
        {"type": "marked", "seat": 1},
        {"type": "placed", "seat": 1, "claim": 9, "card": "3"},
        {"type": "bust", "seat": 1},
        {"type": "drew", "seat": 1, "count": 2, "reason": "bust"},
    ]
    st = out["state"]
    assert st["hands"] == [["0", "1", "4"], ["-2", "-1", "0", "1", "2"], ["0", "1", "2"]]
    assert (st["to_move"], st["claim"], st["responsible"], st["pile"]) == (1, None, None, [])
    assert (st["marks"], st["draw"], st["discard"]) == ([], 0, 54 - 14 + 3)
    assert card_total(st) == 54

    after = run(hands, moves, draw=["-1", "-2"], start=2)
    assert after["events"][-1] == {"type": "placed", "seat": 1, "claim": 2}  # face down now


def test_open_mark_kept_by_larry_and_action_cards_and_survives_doubt() -> None:
    hands = [["open", "4", "1", "0", "0"], ["larry", "draw2", "reverse", "3", "2", "1"],
             ["4", "2", "0", "1", "-1"]]  # fmt: skip
    draw = ["-2", "-2", "7", "7"]
    moves = [
        "0: action open 1",
        "1: place larry 2",  # face down, mark kept
        "2: place 4 5",
        "0: place 4 6",
        "1: place draw2 7",  # action card face down, mark kept
        "2: place 0 7",
        "0: place 1 7",
        "1: action reverse",  # face-up action, mark kept; limit 5, counter-clockwise
        "0: doubt",  # one Larry card: correct, seat 0 draws; the mark survives
        "0: place 0 0",
        "2: place 2 2",
        "1: place 3 4",  # must be 2 + 3
        "1: place 3 5",
    ]
    out = run(hands, moves, draw=draw)
    events = out["events"]
    assert events[2] == {"type": "placed", "seat": 1, "claim": 2}
    assert events[5] == {"type": "placed", "seat": 1, "claim": 7}
    assert events[8:14] == [
        {"type": "action", "seat": 1, "card": "reverse"},
        {"type": "reversed", "limit": 5, "direction": "ccw"},
        {"type": "doubted", "seat": 0},
        {"type": "revealed", "cards": ["larry", "4", "4", "draw2", "0", "1"], "sum": 9,
         "larries": 1, "correct": True},
        {"type": "drew", "seat": 0, "count": 2, "reason": "doubt"},
        {"type": "placed", "seat": 0, "claim": 0},
    ]  # fmt: skip
    assert rejections(out) == [(11, "claim_must_be_open_sum")]
    assert events[-1] == {"type": "placed", "seat": 1, "claim": 5, "card": "3"}
    for n in (2, 5, 8, 9, 11):
        assert run(hands, moves[:n], draw=draw)["state"]["marks"] == [1], n
    st = out["state"]
    assert st["marks"] == []
    assert st["hands"] == [["-2", "-2", "0"], ["1", "2"], ["-1", "1"]]
    assert (st["claim"], st["responsible"], st["to_move"]) == (5, 1, 0)


def test_open_mark_bust_uses_current_limit_after_reverse() -> None:
    hands = [["open", "4", "1", "0"], ["reverse", "2", "3", "1"], ["0", "2", "1"]]
    moves = ["0: action open 1", "1: action reverse", "0: place 4 4", "2: place 0 4",
             "1: place 2 6"]  # fmt: skip
    out = run(hands, moves, draw=["-1", "-2"])
    assert out["rejected"] == []
    assert out["events"][-3:] == [
        {"type": "placed", "seat": 1, "claim": 6, "card": "2"},  # 6 > limit 5: bust
        {"type": "bust", "seat": 1},
        {"type": "drew", "seat": 1, "count": 2, "reason": "bust"},
    ]
    st = out["state"]
    assert (st["to_move"], st["marks"], st["limit"], st["pile"]) == (1, [], 5, [])


def test_open_at_already_marked_player_is_bad_target() -> None:
    hands = [["open", "4", "1", "0"], ["larry", "3", "2", "1"], ["open", "4", "2", "0"]]
    moves = ["0: action open 1", "1: place larry 0", "2: action open 1", "2: action open 2",
             "2: action open 0"]  # fmt: skip
    out = run(hands, moves)
    assert rejections(out) == [(2, "bad_target"), (3, "bad_target")]
    assert out["events"][-2:] == [
        {"type": "action", "seat": 2, "card": "open", "target": 0},
        {"type": "marked", "seat": 0},
    ]
    st = out["state"]
    assert st["marks"] == [0, 1]
    assert st["discard"] == 54 - 12
    assert card_total(st) == 54


def test_forced_open_sum_below_minus_twelve_is_out_of_range() -> None:
    hands = [["-2", "3", "1", "0"], ["-1", "2", "1", "0"], ["open", "4", "1", "0"]]
    moves = ["2: action open 1", "0: place -2 -12", "1: place -1 -12", "1: place -1 -13",
             "1: place 2 -10"]  # fmt: skip
    out = run(hands, moves, start=2)
    assert rejections(out) == [(2, "claim_must_be_open_sum"), (3, "claim_out_of_range")]
    assert out["events"][-1] == {"type": "placed", "seat": 1, "claim": -10, "card": "2"}
    assert out["state"]["marks"] == []


# --- the "Larry" call --------------------------------------------------------------------


def test_larry_said_in_auto_mode_emits_larry_said() -> None:
    out = run([["3", "4"], ["2", "0", "1"], ["4", "0", "1"]], ["0: place 3 3 larry"])
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 3},
        {"type": "larry_said", "seat": 0},
    ]
    assert out["state"]["hands"][0] == ["4"]


def test_larry_forgotten_in_auto_mode_costs_two_cards() -> None:
    out = run([["3", "4"], ["2", "0", "1"], ["4", "0", "1"]], ["0: place 3 3"],
              draw=["7", "-2"])  # fmt: skip
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 3},
        {"type": "larry_missed", "seat": 0},
        {"type": "drew", "seat": 0, "count": 2, "reason": "larry"},
    ]
    st = out["state"]
    assert st["hands"][0] == ["-2", "4", "7"]
    assert (st["to_move"], st["draw"]) == (1, 0)


def test_larry_said_when_not_needed_has_no_effect() -> None:
    out = run([["3", "4", "1"], ["2", "0", "1"]], ["0: place 3 3 larry"])
    assert out["events"] == [{"type": "placed", "seat": 0, "claim": 3}]


def test_larry_check_comes_after_face_up_action_effect() -> None:
    out = run([["draw2", "1"], ["2", "0"]], ["0: action draw2 1"],
              draw=["7", "-2", "-1", "-2"])  # fmt: skip
    assert out["events"] == [
        {"type": "action", "seat": 0, "card": "draw2", "target": 1},
        {"type": "drew", "seat": 1, "count": 2, "reason": "draw2"},
        {"type": "larry_missed", "seat": 0},
        {"type": "drew", "seat": 0, "count": 2, "reason": "larry"},
    ]
    assert out["state"]["hands"] == [["-2", "-1", "1"], ["-2", "0", "2", "7"]]


def test_larry_forgotten_after_gift_costs_two_cards() -> None:
    out = run([["gift", "7", "1"], ["2", "3"]], ["0: action gift 1 7"], draw=["2", "3"])
    assert out["events"] == [
        {"type": "action", "seat": 0, "card": "gift", "target": 1},
        {"type": "gift", "seat": 0, "target": 1},
        {"type": "larry_missed", "seat": 0},
        {"type": "drew", "seat": 0, "count": 2, "reason": "larry"},
    ]
    assert out["state"]["hands"] == [["1", "2", "3"], ["2", "3", "7"]]


def test_larry_check_counts_the_bust_draw() -> None:
    # Seat 1 busts from a two-card hand: after the bust's draw it holds 3 cards, no call due.
    hands = [["open", "4", "1", "0"], ["3", "2"], ["4", "2", "0"]]
    out = run(hands, ["2: place 4 6", "0: action open 1", "1: place 3 9"], draw=["-1", "-2"],
              start=2)  # fmt: skip
    assert out["events"][-3:] == [
        {"type": "placed", "seat": 1, "claim": 9, "card": "3"},
        {"type": "bust", "seat": 1},
        {"type": "drew", "seat": 1, "count": 2, "reason": "bust"},
    ]
    assert out["state"]["hands"][1] == ["-2", "-1", "2"]


LARRY_HANDS = [["3", "4"], ["2", "0", "1"], ["4", "0", "1"]]


def test_larry_forgotten_in_catch_mode_is_punished_only_when_caught() -> None:
    out = run(LARRY_HANDS, ["0: place 3 3", "2: catch 0", "1: catch 0"], draw=["7", "-2"],
              rules=CATCH)  # fmt: skip
    assert rejections(out) == [(2, "nothing_to_catch")]  # only one catch
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 3},
        {"type": "larry_missed", "seat": 0},
        {"type": "caught", "seat": 0, "by": 2},
        {"type": "drew", "seat": 0, "count": 2, "reason": "caught"},
    ]
    st = out["state"]
    assert st["hands"][0] == ["-2", "4", "7"]
    assert st["to_move"] == 1


def test_larry_forgotten_in_catch_mode_without_catch_costs_nothing() -> None:
    out = run(LARRY_HANDS, ["0: place 3 3", "1: place 2 5", "2: catch 0"], draw=["7", "-2"],
              rules=CATCH)  # fmt: skip
    assert rejections(out) == [(2, "nothing_to_catch")]  # the window closed with seat 1's move
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 3},
        {"type": "larry_missed", "seat": 0},
        {"type": "placed", "seat": 1, "claim": 5},
    ]
    assert out["state"]["hands"][0] == ["4"]


def test_catch_by_player_to_move_is_allowed() -> None:
    out = run(LARRY_HANDS, ["0: place 3 3", "1: catch 0", "1: place 2 5"], draw=["7", "-2"],
              rules=CATCH)  # fmt: skip
    assert out["rejected"] == []
    assert out["events"][2:] == [
        {"type": "caught", "seat": 0, "by": 1},
        {"type": "drew", "seat": 0, "count": 2, "reason": "caught"},
        {"type": "placed", "seat": 1, "claim": 5},
    ]


def test_rejected_move_does_not_close_catch_window() -> None:
    out = run(LARRY_HANDS, ["0: place 3 3", "2: place 4 4", "2: catch 0"], draw=["7", "-2"],
              rules=CATCH)  # fmt: skip
    assert rejections(out) == [(1, "not_your_turn")]
    assert out["events"][-2:] == [
        {"type": "caught", "seat": 0, "by": 2},
        {"type": "drew", "seat": 0, "count": 2, "reason": "caught"},
    ]


def test_catch_after_larry_said_is_nothing_to_catch() -> None:
    out = run(LARRY_HANDS, ["0: place 3 3 larry", "2: catch 0"], draw=["7", "-2"], rules=CATCH)
    assert rejections(out) == [(1, "nothing_to_catch")]
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 3},
        {"type": "larry_said", "seat": 0},
    ]
