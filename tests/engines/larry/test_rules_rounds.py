"""Going out, round end, scoring, later rounds and the game end (docs/rules.md §8).

Round 1 is dealt explicitly; later rounds are dealt by the seeded RNG, so for those the
tests check structure (hand sizes, the 54-card partition, the start seat) and compute
scores from the hands the engine reports, using the rule text's symbol table.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.replay_helpers import DECK, make_doc, rejections, replay, run

SYMBOLS = {
    "7": 3, "4": 2, "3": 2, "2": 1, "1": 1, "0": 1, "-1": 1, "-2": 1,
    "open": 2, "draw2": 2, "gift": 2, "reverse": 2, "larry": 3,
}  # fmt: skip
DEAL_SIZE = {2: 12, 3: 9, 4: 7, 5: 6, 6: 5, 7: 5, 8: 5}










def expected_start(totals: list[int], previous_start: int) -> int:
    """Lowest total; ties go to the largest (seat - previous_start) mod players."""
    low = min(totals)
    tied = [s for s, t in enumerate(totals) if t == low]
    return max(tied, key=lambda s: (s - previous_start) % len(totals))


def assert_fresh_round(state: dict[str, Any], players: int, round_no: int, start: int) -> None:
    size = DEAL_SIZE[players]
    assert state["round"] == round_no
    assert state["phase"] == "play"
    assert state["to_move"] == start
    assert [len(h) for h in state["hands"]] == [size] * players
    assert (state["draw"], state["discard"], state["pile"]) == (54 - size * players, 0, [])
    assert (state["limit"], state["direction"], state["marks"]) == (7, "cw", [])
    assert (state["claim"], state["responsible"], state["winners"]) == (None, None, None)
    dealt = Counter(c for h in state["hands"] for c in h)
    assert all(dealt[c] <= DECK[c] for c in dealt)


def autoplay_until_out(doc: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Everyone places their first card face down with claim 0 (saying Larry when due)
    until someone goes out; returns the doc and output in the `final` phase."""
    for _ in range(200):
        out = replay(doc)
        assert out["rejected"] == []
        st = out["state"]
        if st["phase"] == "final":
            return doc, out
        assert st["phase"] == "play"
        seat = st["to_move"]
        hand = st["hands"][seat]
        move = f"{seat}: place {hand[0]} 0" + (" larry" if len(hand) == 2 else "")
        doc = {**doc, "moves": [*doc["moves"], move]}
    raise AssertionError("nobody went out")


# --- going out and the final phase ---------------------------------------------------------

OUT_HANDS = [["3"], ["4", "2", "1", "reverse"], ["2", "1", "0"]]
OUT_DRAW = ["0", "-1"]


def test_going_out_enters_final_phase_doubt_or_accept_only() -> None:
    moves = ["0: place 3 3", "1: place 4 7", "1: action reverse", "2: accept", "1: place 7 7"]
    out = run(OUT_HANDS, moves, draw=OUT_DRAW)
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 3},
        {"type": "went_out", "seat": 0},
    ]
    assert rejections(out) == [
        (1, "must_doubt_or_accept"),
        (2, "must_doubt_or_accept"),
        (3, "not_your_turn"),
        (4, "must_doubt_or_accept"),
    ]
    st = out["state"]
    assert (st["phase"], st["to_move"], st["claim"], st["responsible"]) == ("final", 1, 3, 0)
    assert st["hands"][0] == []


def test_accept_ends_round_out_player_scores_plus_two_others_lose_symbols() -> None:
    out = run(OUT_HANDS, ["0: place 3 3", "1: accept"], draw=OUT_DRAW, rules={"rounds": 1})
    assert out["events"][2:] == [
        {"type": "accepted", "seat": 1},
        {"type": "round_over", "round": 1, "scores": [2, -6, -3]},
        {"type": "game_over", "winners": [0]},
    ]
    st = out["state"]
    assert (st["phase"], st["to_move"], st["winners"], st["marks"]) == ("over", None, [0], [])
    assert st["scores"] == [2, -6, -3]
    assert st["round_scores"] == [[2, -6, -3]]


def test_accept_in_three_round_game_starts_round_two() -> None:
    out = run(OUT_HANDS, ["0: place 3 3", "1: accept"], draw=OUT_DRAW)
    assert out["events"][2:] == [
        {"type": "accepted", "seat": 1},
        {"type": "round_over", "round": 1, "scores": [2, -6, -3]},
        {"type": "round_started", "round": 2, "start": 1},
    ]
    st = out["state"]
    assert_fresh_round(st, 3, 2, 1)
    assert (st["scores"], st["round_scores"]) == ([2, -6, -3], [[2, -6, -3]])


def test_doubt_of_correct_claim_after_going_out_ends_round() -> None:
    out = run(OUT_HANDS, ["0: place 3 3", "1: doubt"], draw=OUT_DRAW, rules={"rounds": 1})
    assert out["events"][2:] == [
        {"type": "doubted", "seat": 1},
        {"type": "revealed", "cards": ["3"], "sum": 3, "larries": 0, "correct": True},
        {"type": "drew", "seat": 1, "count": 2, "reason": "doubt"},
        {"type": "round_over", "round": 1, "scores": [2, -8, -3]},
        {"type": "game_over", "winners": [0]},
    ]
    assert out["state"]["scores"] == [2, -8, -3]


def test_doubt_of_wrong_claim_after_going_out_makes_out_player_draw_and_lead() -> None:
    out = run(OUT_HANDS, ["0: place 3 4", "1: doubt"], draw=OUT_DRAW, rules={"rounds": 1})
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 4},
        {"type": "went_out", "seat": 0},
        {"type": "doubted", "seat": 1},
        {"type": "revealed", "cards": ["3"], "sum": 3, "larries": 0, "correct": False},
        {"type": "drew", "seat": 0, "count": 2, "reason": "doubt"},
    ]
    st = out["state"]
    assert (st["phase"], st["to_move"], st["round"]) == ("play", 0, 1)
    assert st["hands"][0] == ["-1", "0"]
    assert (st["claim"], st["pile"], st["round_scores"], st["scores"]) == (None, [], [], [0, 0, 0])


def test_out_by_action_on_empty_pile_ends_round_at_once() -> None:
    hands = [["draw2"], ["4", "2"], ["2", "1", "0"]]
    out = run(hands, ["0: action draw2 1"], draw=OUT_DRAW, rules={"rounds": 1})
    assert out["events"] == [
        {"type": "action", "seat": 0, "card": "draw2", "target": 1},
        {"type": "drew", "seat": 1, "count": 2, "reason": "draw2"},
        {"type": "went_out", "seat": 0},
        {"type": "round_over", "round": 1, "scores": [2, -5, -3]},
        {"type": "game_over", "winners": [0]},
    ]
    assert out["state"]["phase"] == "over"


def test_out_by_action_on_nonempty_pile_asks_next_player() -> None:
    hands = [["draw2"], ["4", "2", "1"], ["2", "1", "0"]]
    moves = ["1: place 2 2", "2: place 1 3", "0: action draw2 1", "1: doubt"]
    draw = ["0", "-1", "7", "-2"]
    mid = run(hands, moves[:3], draw=draw, start=1)["state"]
    assert (mid["phase"], mid["to_move"], mid["claim"], mid["responsible"]) == ("final", 1, 3, 0)
    out = run(hands, moves, draw=draw, start=1, rules={"rounds": 1})
    assert out["events"][2:] == [
        {"type": "action", "seat": 0, "card": "draw2", "target": 1},
        {"type": "drew", "seat": 1, "count": 2, "reason": "draw2"},
        {"type": "went_out", "seat": 0},
        {"type": "doubted", "seat": 1},
        {"type": "revealed", "cards": ["2", "1"], "sum": 3, "larries": 0, "correct": True},
        {"type": "drew", "seat": 1, "count": 2, "reason": "doubt"},
        {"type": "round_over", "round": 1, "scores": [2, -9, -2]},
        {"type": "game_over", "winners": [0]},
    ]


def test_out_by_reverse_asks_next_player_in_new_direction() -> None:
    hands = [["4", "1"], ["2", "1", "0"], ["reverse"]]
    moves = ["1: place 2 2", "2: action reverse", "1: accept"]
    mid = run(hands, moves[:2], start=1)["state"]
    assert (mid["phase"], mid["to_move"], mid["direction"], mid["limit"]) == ("final", 1, "ccw", 5)
    out = run(hands, moves, start=1, rules={"rounds": 1})
    assert out["events"][-3:] == [
        {"type": "accepted", "seat": 1},
        {"type": "round_over", "round": 1, "scores": [-3, -2, 2]},
        {"type": "game_over", "winners": [2]},
    ]


def test_accept_outside_final_phase_rejected_cannot_accept() -> None:
    out = run([*OUT_HANDS[1:], ["4"]], ["0: accept", "0: place 4 4", "1: accept"])
    assert rejections(out) == [(0, "cannot_accept"), (2, "cannot_accept")]
    assert out["state"]["phase"] == "play"


def test_moves_after_game_over_rejected_game_over() -> None:
    moves = ["0: place 3 3", "1: accept", "1: doubt", "2: place 2 2", "1: catch 0", "1: place 3"]
    out = run(OUT_HANDS, moves, draw=OUT_DRAW, rules={"rounds": 1})
    assert rejections(out) == [(2, "game_over"), (3, "game_over"), (4, "game_over"),
                               (5, "bad_move")]  # fmt: skip


# --- short game ------------------------------------------------------------------------

SHORT = {"short_game": True}
SHORT_HANDS = [["3"], ["4", "2"], ["2", "1", "0"]]


@pytest.mark.parametrize("rules", [SHORT, {**SHORT, "rounds": 3}])
def test_short_game_correct_check_makes_sole_winner(rules: dict[str, Any]) -> None:
    out = run(SHORT_HANDS, ["0: place 3 3", "1: doubt"], draw=OUT_DRAW, rules=rules)
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 3},
        {"type": "went_out", "seat": 0},
        {"type": "revealed", "cards": ["3"], "sum": 3, "larries": 0, "correct": True},
        {"type": "round_over", "round": 1, "scores": [2, -3, -3]},
        {"type": "game_over", "winners": [0]},
    ]
    assert rejections(out) == [(1, "game_over")]
    st = out["state"]
    assert (st["phase"], st["to_move"], st["winners"]) == ("over", None, [0])
    assert (st["scores"], st["round_scores"]) == ([2, -3, -3], [[2, -3, -3]])


def test_short_game_wrong_check_draws_two_and_leads() -> None:
    out = run(SHORT_HANDS, ["0: place 3 4"], draw=OUT_DRAW, rules=SHORT)
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 4},
        {"type": "went_out", "seat": 0},
        {"type": "revealed", "cards": ["3"], "sum": 3, "larries": 0, "correct": False},
        {"type": "drew", "seat": 0, "count": 2, "reason": "check"},
    ]
    st = out["state"]
    assert (st["phase"], st["to_move"], st["claim"], st["pile"]) == ("play", 0, None, [])
    assert st["hands"][0] == ["-1", "0"]
    assert st["discard"] == 54 - 8 + 1



# Issue 14: the short-game check that ends the game sends the pile to the discard pile too
# (conformance.md, "Settled details": draw first, then the centre pile is discarded).

def test_short_game_correct_check_ending_the_game_discards_the_pile() -> None:
    out = run(SHORT_HANDS, ["0: place 3 3"], draw=OUT_DRAW, rules={**SHORT, "rounds": 1})
    st = out["state"]
    assert st["phase"] == "over"
    assert (st["pile"], st["claim"], st["responsible"]) == ([], None, None)
    held = sum(len(h) for h in st["hands"])
    assert st["discard"] == 54 - held - st["draw"]  # the placed 3 is in the discard pile
    assert st["discard"] == 54 - 6 - len(OUT_DRAW) + 1  # 6 dealt, 2 to draw, 1 placed


def test_short_game_wrong_check_in_last_round_discards_the_pile_then_game_ends() -> None:
    # the wrong check: seat 0 draws 0 and -1 and leads; later it goes out with a true sum
    moves = ["0: place 3 4", "0: place -1 -1 larry", "1: place 2 1 larry", "2: place 0 1",
             "0: place 0 1"]
    out = run(SHORT_HANDS, moves, draw=OUT_DRAW, rules={**SHORT, "rounds": 1})
    assert rejections(out) == []
    assert out["events"][-3:] == [
        {"type": "revealed", "cards": ["-1", "2", "0", "0"], "sum": 1, "larries": 0,
         "correct": True},
        {"type": "round_over", "round": 1, "scores": [2, -2, -2]},
        {"type": "game_over", "winners": [0]},
    ]
    st = out["state"]
    assert (st["phase"], st["winners"]) == ("over", [0])
    assert (st["pile"], st["claim"], st["responsible"]) == ([], None, None)
    from tests.replay_helpers import card_total
    assert card_total(st) == 54


# --- scoring ---------------------------------------------------------------------------

ALL_KINDS = ["-2", "-1", "0", "1", "2", "3", "4", "7", "larry", "open", "draw2", "gift",
             "reverse"]  # fmt: skip


@pytest.mark.parametrize(
    ("rules", "scores"),
    [
        ({"rounds": 1}, [2, -23, -6]),
        ({"rounds": 1, "scoring": "symbols"}, [2, -23, -6]),
        ({"rounds": 1, "scoring": "cards"}, [2, -13, -2]),
    ],
)
def test_round_scoring_symbols_or_cards(rules: dict[str, Any], scores: list[int]) -> None:
    out = run([["3"], ALL_KINDS, ["7", "7"]], ["0: place 3 3", "1: accept"], rules=rules)
    assert {"type": "round_over", "round": 1, "scores": scores} in out["events"]
    assert out["state"]["scores"] == scores


# --- start player of later rounds --------------------------------------------------------


def test_round_two_start_is_lowest_total_tie_furthest_clockwise() -> None:
    out = run([["3"], ["2"], ["2"], ["2"]], ["0: place 3 3", "1: accept"])
    assert out["events"][2:] == [
        {"type": "accepted", "seat": 1},
        {"type": "round_over", "round": 1, "scores": [2, -1, -1, -1]},
        {"type": "round_started", "round": 2, "start": 3},
    ]
    assert_fresh_round(out["state"], 4, 2, 3)


def test_start_tie_is_measured_from_previous_start() -> None:
    # Previous start 2; seats 3, 0, 1 tie at -1; furthest clockwise after 2 is seat 1.
    out = run([["2"], ["1"], ["3"], ["0"]], ["2: place 3 3", "3: accept"], start=2)
    assert out["events"][-2:] == [
        {"type": "round_over", "round": 1, "scores": [-1, -1, 2, -1]},
        {"type": "round_started", "round": 2, "start": 1},
    ]
    assert out["state"]["to_move"] == 1


def test_new_round_resets_limit_direction_and_marks() -> None:
    hands = [["open", "3"], ["reverse", "4", "2"], ["2", "1", "0"]]
    moves = ["0: action open 2 larry", "1: action reverse", "0: place 3 3", "2: accept"]
    mid = run(hands, moves[:3])
    assert (mid["state"]["limit"], mid["state"]["direction"]) == (5, "ccw")
    assert (mid["state"]["marks"], mid["state"]["to_move"]) == ([2], 2)
    out = run(hands, moves)
    assert out["events"][-2:] == [
        {"type": "round_over", "round": 1, "scores": [2, -3, -3]},
        {"type": "round_started", "round": 2, "start": 2},
    ]
    assert_fresh_round(out["state"], 3, 2, 2)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_later_rounds_deal_by_player_count(players: int) -> None:
    hands = [["3"]] + [[c] for c in ["2", "1", "0", "-1", "-2", "4", "7"][: players - 1]]
    out = run(hands, ["0: place 3 3", "1: accept"], seed=players)
    start = out["events"][-1]
    assert start["type"] == "round_started" and start["round"] == 2
    assert_fresh_round(out["state"], players, 2, start["start"])
    totals = out["state"]["scores"]
    assert start["start"] == expected_start(totals, 0)


def test_round_three_start_and_game_end_follow_totals() -> None:
    doc = make_doc([["3"], ["2"], ["2"], ["2"]], ["0: place 3 3", "1: accept"], seed=7)
    starts = [0, 3]
    totals = [2, -1, -1, -1]
    for round_no in (2, 3):
        doc, out = autoplay_until_out(doc)
        st = out["state"]
        went_out = [e["seat"] for e in out["events"] if e["type"] == "went_out"][-1]
        round_scores = [
            2 if seat == went_out else -sum(SYMBOLS[c] for c in hand)
            for seat, hand in enumerate(st["hands"])
        ]
        totals = [t + r for t, r in zip(totals, round_scores, strict=True)]
        doc = {**doc, "moves": [*doc["moves"], f"{st['to_move']}: accept"]}
        out = replay(doc)
        assert out["rejected"] == []
        tail = out["events"][-2:]
        assert tail[0] == {"type": "round_over", "round": round_no, "scores": round_scores}
        assert out["state"]["scores"] == totals
        assert len(out["state"]["round_scores"]) == round_no
        if round_no == 2:
            starts.append(expected_start(totals, starts[-1]))
            assert tail[1] == {"type": "round_started", "round": 3, "start": starts[-1]}
            assert_fresh_round(out["state"], 4, 3, starts[-1])
        else:
            best = max(totals)
            winners = [s for s, t in enumerate(totals) if t == best]
            assert tail[1] == {"type": "game_over", "winners": winners}
            st = out["state"]
            assert (st["phase"], st["to_move"], st["winners"]) == ("over", None, winners)


def test_equal_top_totals_share_the_win() -> None:
    # Card scoring, two rounds: seat 0 goes out in round 1 (+2, seat 1 -1); seat 1 leads
    # round 2 with 12 cards and goes out first, seat 0 keeps one card: totals 1 and 1.
    doc = make_doc([["3"], ["2"]], ["0: place 3 3", "1: accept"],
                   rules={"rounds": 2, "scoring": "cards"}, seed=3)  # fmt: skip
    first = replay(doc)
    assert first["events"][-1] == {"type": "round_started", "round": 2, "start": 1}
    assert_fresh_round(first["state"], 2, 2, 1)
    doc, out = autoplay_until_out(doc)
    assert [len(h) for h in out["state"]["hands"]] == [1, 0]
    assert out["state"]["to_move"] == 0
    out = replay({**doc, "moves": [*doc["moves"], "0: accept"]})
    assert out["events"][-2:] == [
        {"type": "round_over", "round": 2, "scores": [-1, 2]},
        {"type": "game_over", "winners": [0, 1]},
    ]
    st = out["state"]
    assert (st["scores"], st["round_scores"]) == ([1, 1], [[2, -1], [-1, 2]])
    assert (st["phase"], st["winners"], st["to_move"]) == ("over", [0, 1], None)


# A player who must start a new pile with nothing to draw and no card left is out on an
# empty pile (docs/rules.md §6): before, the game had no legal move and stood still.
ALL_BUT_THREE = [c for c in DECK for _ in range(DECK[c])]


def _everything_dealt() -> list[list[str]]:
    rest = list(ALL_BUT_THREE)
    rest.remove("3")
    return [["3"], rest]  # no draw pile, and unlisted cards (none) in the discard pile


def test_out_player_who_draws_nothing_after_a_wrong_doubt_ends_the_round() -> None:
    out = run(_everything_dealt(), ["0: place 3 4", "1: doubt"], rules={"rounds": 1})
    assert out["rejected"] == []
    assert [e["type"] for e in out["events"]][-4:] == ["drew", "went_out", "round_over",
                                                      "game_over"]
    assert out["events"][-4]["count"] == 0  # nothing to draw
    st = out["state"]
    assert st["phase"] == "over" and st["winners"] == [0]
    assert st["round_scores"][0][0] == 2 and st["round_scores"][0][1] < 0


def test_short_game_wrong_check_with_nothing_to_draw_ends_the_game() -> None:
    out = run(_everything_dealt(), ["0: place 3 4"], rules=SHORT)
    assert out["rejected"] == []
    assert [e["type"] for e in out["events"]][-3:] == ["went_out", "round_over", "game_over"]
    assert out["state"]["phase"] == "over" and out["state"]["winners"] == [0]
