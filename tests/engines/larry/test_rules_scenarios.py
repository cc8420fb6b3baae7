"""Scripted scenarios for the core of docs/rules.md: placing, claims, doubts, drawing.

Every expected value below is computed by hand from docs/rules.md and docs/conformance.md,
not from the engine. Deals are explicit; unlisted cards start in the discard pile.
"""

from __future__ import annotations

import pytest

from larry_core.games.larry.replay import replay_document
from tests.replay_helpers import DECK, ORDER, card_total, rejections, run

CANONICAL_DECK = [code for code, n in DECK.items() for _ in range(n)]


def canon(cards: list[str]) -> list[str]:
    """A hand in the canonical sort order of docs/rules.md §1."""
    return sorted(cards, key=ORDER.index)










# --- the manual's worked example -------------------------------------------------------


def test_manual_worked_example_matches_conformance_output_exactly() -> None:
    doc = {
        "players": 3,
        "rules": {"rounds": 3, "larry_call": "auto", "short_game": False},
        "seed": 42,
        "deal": {
            "hands": [["3", "4", "1"], ["3", "7", "2"], ["-2", "larry", "0"]],
            "draw": ["2", "1"],
        },
        "start": 0,
        "moves": ["0: place 3 4", "1: place 3 7", "2: place -2 5", "1: doubt", "0: doubt"],
    }
    expected = {
        "ok": True,
        "rejected": [
            {"index": 3, "move": "1: doubt", "code": "not_your_turn",
             "message": "seat 0 is to move"},
        ],
        "events": [
            {"type": "placed", "seat": 0, "claim": 4},
            {"type": "placed", "seat": 1, "claim": 7},
            {"type": "placed", "seat": 2, "claim": 5},
            {"type": "doubted", "seat": 0},
            {"type": "revealed", "cards": ["3", "3", "-2"], "sum": 4, "larries": 0,
             "correct": False},
            {"type": "drew", "seat": 2, "count": 2, "reason": "doubt"},
        ],
        "state": {
            "round": 1, "phase": "play", "to_move": 2, "limit": 7, "direction": "cw",
            "claim": None, "responsible": None, "pile": [],
            "hands": [["1", "4"], ["2", "7"], ["0", "1", "2", "larry"]],
            "draw": 0, "discard": 46, "marks": [],
            "scores": [0, 0, 0], "round_scores": [], "winners": None,
        },
    }  # fmt: skip
    assert replay_document(doc) == expected


# --- doubts and responsibility -----------------------------------------------------------


def test_correct_claim_makes_doubter_draw_two_and_lead() -> None:
    out = run([["3", "4", "1"], ["2", "0", "1"]], ["0: place 3 3", "1: doubt"],
              draw=["7", "-2"])  # fmt: skip
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 3},
        {"type": "doubted", "seat": 1},
        {"type": "revealed", "cards": ["3"], "sum": 3, "larries": 0, "correct": True},
        {"type": "drew", "seat": 1, "count": 2, "reason": "doubt"},
    ]
    st = out["state"]
    assert st["hands"] == [["1", "4"], ["-2", "0", "1", "2", "7"]]
    assert st["to_move"] == 1
    assert (st["claim"], st["responsible"], st["pile"]) == (None, None, [])
    assert (st["draw"], st["discard"]) == (0, 54 - 8 + 1)
    assert card_total(st) == 54


def test_wrong_claim_penalises_responsible_not_liar() -> None:
    # Seat 0 lies (3 said 5); seat 1 adds honestly (2 → 7) and so becomes responsible.
    out = run(
        [["3", "4", "1"], ["2", "0", "1"], ["4", "0", "1"]],
        ["0: place 3 5", "1: place 2 7", "2: doubt"],
        draw=["7", "-2"],
    )
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 5},
        {"type": "placed", "seat": 1, "claim": 7},
        {"type": "doubted", "seat": 2},
        {"type": "revealed", "cards": ["3", "2"], "sum": 5, "larries": 0, "correct": False},
        {"type": "drew", "seat": 1, "count": 2, "reason": "doubt"},
    ]
    st = out["state"]
    assert st["hands"] == [["1", "4"], ["-2", "0", "1", "7"], ["0", "1", "4"]]
    assert st["to_move"] == 1
    assert (st["limit"], st["direction"]) == (7, "cw")
    assert (st["draw"], st["discard"]) == (0, 54 - 11 + 2)


def test_responsibility_passes_to_player_of_face_up_action() -> None:
    hands = [["3", "4", "1"], ["draw2", "2", "0", "1"], ["4", "-1", "0"]]
    draw = ["7", "-2", "2", "3"]
    mid = run(hands, ["0: place 3 5", "1: action draw2 2"], draw=draw)["state"]
    assert (mid["claim"], mid["responsible"], mid["to_move"]) == (5, 1, 2)

    out = run(hands, ["0: place 3 5", "1: action draw2 2", "2: doubt"], draw=draw)
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": 5},
        {"type": "action", "seat": 1, "card": "draw2", "target": 2},
        {"type": "drew", "seat": 2, "count": 2, "reason": "draw2"},
        {"type": "doubted", "seat": 2},
        {"type": "revealed", "cards": ["3"], "sum": 3, "larries": 0, "correct": False},
        {"type": "drew", "seat": 1, "count": 2, "reason": "doubt"},
    ]
    st = out["state"]
    assert st["hands"] == [["1", "4"], ["0", "1", "2", "2", "3"], ["-2", "-1", "0", "4", "7"]]
    assert st["to_move"] == 1
    assert (st["claim"], st["responsible"]) == (None, None)


def test_action_on_empty_pile_makes_nobody_responsible() -> None:
    st = run([["reverse", "3", "1"], ["4", "0"], ["2", "1"]], ["0: action reverse"])["state"]
    assert (st["claim"], st["responsible"], st["pile"]) == (None, None, [])


def test_doubt_on_empty_pile_rejected_nothing_to_doubt() -> None:
    out = run([["3", "4", "1"], ["2", "0", "1"]],
              ["0: doubt", "0: place 3 3", "1: doubt", "1: doubt"], draw=["7", "-2"])  # fmt: skip
    # The second doubt comes after the pile was cleared: seat 1 leads an empty pile.
    assert rejections(out) == [(0, "nothing_to_doubt"), (3, "nothing_to_doubt")]
    assert out["state"]["to_move"] == 1


def test_move_out_of_turn_rejected_not_your_turn() -> None:
    out = run([["3", "4", "1"], ["2", "0", "1"]], ["1: place 2 2", "0: place 3 3"])
    assert rejections(out) == [(0, "not_your_turn")]
    assert out["rejected"][0]["move"] == "1: place 2 2"
    assert isinstance(out["rejected"][0]["message"], str) and out["rejected"][0]["message"]
    assert out["events"] == [{"type": "placed", "seat": 0, "claim": 3}]
    assert out["state"]["to_move"] == 1


# --- Larry-card parity -------------------------------------------------------------------


def test_one_larry_card_makes_any_claim_correct() -> None:
    out = run([["larry", "3", "1"], ["2", "4", "0"]],
              ["0: place larry 5", "1: place 2 6", "0: doubt"], draw=["-1", "-2"])  # fmt: skip
    assert out["events"][-2:] == [
        {"type": "revealed", "cards": ["larry", "2"], "sum": 2, "larries": 1, "correct": True},
        {"type": "drew", "seat": 0, "count": 2, "reason": "doubt"},
    ]
    assert out["state"]["hands"] == [["-2", "-1", "1", "3"], ["0", "4"]]
    assert out["state"]["to_move"] == 0


@pytest.mark.parametrize(("claim", "correct", "drawer"), [(5, False, 0), (3, True, 1)])
def test_two_larry_cards_count_like_none(claim: int, correct: bool, drawer: int) -> None:
    moves = ["0: place larry 0", "1: place larry 0", f"0: place 3 {claim}", "1: doubt"]
    out = run([["larry", "3", "1", "0"], ["larry", "4", "0"]], moves, draw=["-1", "-2"])
    assert out["events"][-2:] == [
        {"type": "revealed", "cards": ["larry", "larry", "3"], "sum": 3, "larries": 2,
         "correct": correct},
        {"type": "drew", "seat": drawer, "count": 2, "reason": "doubt"},
    ]  # fmt: skip
    assert out["state"]["to_move"] == drawer
    assert len(out["state"]["hands"][drawer]) == 4


def test_three_larry_cards_make_any_claim_correct() -> None:
    moves = ["0: place larry 1", "1: place larry 2", "0: place larry 3", "1: place 2 -5",
             "0: doubt"]  # fmt: skip
    out = run([["larry", "larry", "4", "1"], ["larry", "2", "0", "0"]], moves,
              draw=["-1", "-2"])  # fmt: skip
    assert out["events"][-2:] == [
        {"type": "revealed", "cards": ["larry", "larry", "larry", "2"], "sum": 2, "larries": 3,
         "correct": True},
        {"type": "drew", "seat": 0, "count": 2, "reason": "doubt"},
    ]  # fmt: skip
    assert out["state"]["hands"] == [["-2", "-1", "1", "4"], ["0", "0"]]


# --- claims and the limit ----------------------------------------------------------------


def test_claim_above_limit_rejected_claim_over_limit() -> None:
    out = run([["3", "4", "1"], ["2", "0", "1"]], ["0: place 3 8", "0: place 3 7"])
    assert rejections(out) == [(0, "claim_over_limit")]
    assert out["events"] == [{"type": "placed", "seat": 0, "claim": 7}]
    assert out["state"]["hands"][0] == ["1", "4"]


def test_claim_below_minus_twelve_rejected_claim_out_of_range() -> None:
    out = run([["3", "4", "1"], ["2", "0", "1"]],
              ["0: place 3 -13", "0: place 3 -12", "1: place 2 -13", "1: place 2 -12"])  # fmt: skip
    assert rejections(out) == [(0, "claim_out_of_range"), (2, "claim_out_of_range")]
    assert out["events"] == [
        {"type": "placed", "seat": 0, "claim": -12},
        {"type": "placed", "seat": 1, "claim": -12},
    ]
    st = out["state"]
    assert (st["claim"], st["responsible"], st["to_move"]) == (-12, 1, 0)


def test_reverse_flips_direction_and_limit_and_next_claim_obeys_it() -> None:
    hands = [["reverse", "3", "1"], ["reverse", "4", "0"], ["3", "4", "2", "1"]]
    moves = ["0: action reverse", "2: place 3 6", "2: place 3 5", "1: action reverse",
             "2: place 4 7"]  # fmt: skip
    mid = run(hands, moves[:3])
    assert (mid["state"]["limit"], mid["state"]["direction"]) == (5, "ccw")
    assert mid["state"]["to_move"] == 1  # counter-clockwise after seat 2

    out = run(hands, moves)
    assert rejections(out) == [(1, "claim_over_limit")]
    assert out["events"] == [
        {"type": "action", "seat": 0, "card": "reverse"},
        {"type": "reversed", "limit": 5, "direction": "ccw"},
        {"type": "placed", "seat": 2, "claim": 5},
        {"type": "action", "seat": 1, "card": "reverse"},
        {"type": "reversed", "limit": 7, "direction": "cw"},
        {"type": "placed", "seat": 2, "claim": 7},
    ]
    st = out["state"]
    assert (st["limit"], st["direction"], st["to_move"]) == (7, "cw", 0)
    assert (st["claim"], st["responsible"]) == (7, 2)
    assert st["discard"] == 54 - 10 + 2


def test_reverse_does_not_rejudge_standing_claim() -> None:
    # 7 said 7, then the limit drops to 5: the claim is still compared only with the truth.
    out = run([["7", "1", "0"], ["reverse", "2", "0"], ["4", "1", "2"]],
              ["0: place 7 7", "1: action reverse", "0: doubt"], draw=["-1", "-2"])  # fmt: skip
    assert out["events"][-3:] == [
        {"type": "doubted", "seat": 0},
        {"type": "revealed", "cards": ["7"], "sum": 7, "larries": 0, "correct": True},
        {"type": "drew", "seat": 0, "count": 2, "reason": "doubt"},
    ]
    st = out["state"]
    assert (st["limit"], st["direction"], st["to_move"]) == (5, "ccw", 0)
    assert st["hands"][0] == ["-2", "-1", "0", "1"]


# --- drawing -----------------------------------------------------------------------------


def test_empty_draw_pile_reshuffles_discard_before_drawing() -> None:
    out = run([["3", "4", "1"], ["2", "0", "1"]], ["0: place 3 5", "1: doubt"], draw=[])
    assert out["events"][-2:] == [
        {"type": "reshuffled"},
        {"type": "drew", "seat": 0, "count": 2, "reason": "doubt"},
    ]
    st = out["state"]
    # 48 unlisted cards were reshuffled; the doubted pile (1 card) is discarded afterwards.
    assert (st["draw"], st["discard"]) == (46, 1)
    assert len(st["hands"][0]) == 4 and {"1", "4"} <= set(st["hands"][0])
    assert card_total(st) == 54


def test_reshuffle_happens_when_draw_pile_runs_out_mid_draw() -> None:
    out = run([["3", "4", "1"], ["2", "0", "1"]], ["0: place 3 5", "1: doubt"], draw=["7"])
    assert out["events"][-2:] == [
        {"type": "reshuffled"},
        {"type": "drew", "seat": 0, "count": 2, "reason": "doubt"},
    ]
    st = out["state"]
    assert (st["draw"], st["discard"]) == (47 - 1, 1)
    hand = st["hands"][0]
    assert len(hand) == 4 and "7" in hand and hand == canon(hand)


def test_drawing_with_both_piles_nearly_empty_draws_what_there_is() -> None:
    # 53 cards dealt, one reverse in the discard pile, draw pile empty. The doubted pile
    # stays out of the reshuffle (the draw comes first), so seat 0 gets one card only.
    hands = [CANONICAL_DECK[:27], CANONICAL_DECK[27:53]]
    out = run(hands, ["0: place 3 5", "1: doubt"], draw=[])
    assert out["events"][-2:] == [
        {"type": "reshuffled"},
        {"type": "drew", "seat": 0, "count": 1, "reason": "doubt"},
    ]
    st = out["state"]
    assert len(st["hands"][0]) == 27 and "reverse" in st["hands"][0]
    assert (st["draw"], st["discard"], st["to_move"]) == (0, 1, 0)


def test_drawing_with_both_piles_empty_draws_nothing() -> None:
    hands = [CANONICAL_DECK[:27], CANONICAL_DECK[27:]]
    out = run(hands, ["0: place 3 5", "1: doubt"], draw=[])
    events = out["events"]
    assert events[:3] == [
        {"type": "placed", "seat": 0, "claim": 5},
        {"type": "doubted", "seat": 1},
        {"type": "revealed", "cards": ["3"], "sum": 3, "larries": 0, "correct": False},
    ]
    assert events[3:] in ([], [{"type": "drew", "seat": 0, "count": 0, "reason": "doubt"}])
    st = out["state"]
    assert len(st["hands"][0]) == 26
    assert (st["draw"], st["discard"], st["to_move"], st["pile"]) == (0, 1, 0, [])


# --- rejected moves, determinism, privacy --------------------------------------------------


def test_rejected_moves_change_nothing() -> None:
    hands = [["3", "4", "1", "draw2"], ["2", "0", "1", "gift"], ["4", "0", "1", "reverse"]]
    draw = ["7", "-2", "-1", "2"]
    good = ["0: place 3 5", "1: place 2 7", "2: action reverse", "1: action gift 0 0 larry",
            "0: doubt", "1: place 7 4"]  # fmt: skip
    bad = ["1: doubt", "0: place 7 1", "2: place 4 8", "2: accept", "0: bogus", "1: doubt larry",
           "1: action draw2 0"]  # fmt: skip
    mixed = [bad[0], good[0], bad[1], good[1], bad[2], bad[3], good[2], bad[4], good[3],
             bad[5], good[4], bad[6], good[5]]  # fmt: skip
    clean = run(hands, good, draw=draw)
    noisy = run(hands, mixed, draw=draw)
    assert clean["rejected"] == []
    assert len(noisy["rejected"]) == len(bad)
    assert [r["move"] for r in noisy["rejected"]] == bad
    assert [r["code"] for r in noisy["rejected"]] == [
        "not_your_turn", "not_your_turn", "claim_over_limit", "cannot_accept", "bad_move",
        "bad_move", "no_such_card",
    ]  # fmt: skip
    assert [r["index"] for r in noisy["rejected"]] == [0, 2, 4, 5, 7, 9, 11]
    assert noisy["events"] == clean["events"]
    assert noisy["state"] == clean["state"]


def test_replay_is_deterministic_from_seed() -> None:
    doc = {"players": 4, "seed": 12345, "moves": []}
    first = replay_document(doc)
    assert first["ok"] is True
    assert replay_document(dict(doc)) == first
    st = first["state"]
    assert [len(h) for h in st["hands"]] == [7, 7, 7, 7]
    assert (st["draw"], st["discard"], st["pile"]) == (26, 0, [])
    assert st["to_move"] in range(4)
    assert all(h == canon(h) for h in st["hands"])


def test_events_carry_no_private_cards() -> None:
    out = run([["gift", "7", "1", "0", "3"], ["2", "0", "1"], ["4", "4", "1"]],
              ["0: action gift 1 7", "1: place 2 5", "2: doubt", "1: place 0 1"],
              draw=["-2", "-1"])  # fmt: skip
    kinds = {e["type"]: e for e in out["events"]}
    assert kinds["gift"] == {"type": "gift", "seat": 0, "target": 1}
    assert kinds["drew"] == {"type": "drew", "seat": 1, "count": 2, "reason": "doubt"}
    for e in out["events"]:
        if e["type"] == "placed":
            assert "card" not in e
        assert "7" not in [v for k, v in e.items() if k != "type"]
