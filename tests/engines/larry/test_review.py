"""A finished game move by move (issue 15): the public narration of each step, the cards
the rules made public, each claim's truth, and nothing the rules kept hidden."""

from __future__ import annotations

import pytest

from larry_core.games.larry.log import GameLog
from larry_core.games.larry.report import walk
from larry_core.games.larry.review import GameNotOver, review, seat_names, step_lines
from larry_core.text import Msg, Renderer
from tests.engines.larry.test_report import three_player_game
from tests.replay_helpers import make_doc

NAMES = ["Ada", "Bo"]
# two players, one round; draw pile top first: -2, 1, 2, 3
GIFT_GAME = make_doc([["open", "gift", "7", "3", "1"], ["2", "4", "-1", "0"]], [
    "0: action open 1",  # Bo is marked
    "1: place 2 2",  # face up under the mark: the sum is 2
    "0: action gift 1 7",  # which card Ada gives is private to Ada and Bo
    "1: doubt",  # right: Bo draws -2 and 1 (private to Bo)
    "1: place 7 3",  # truth 7
    "0: place 3 6 larry",  # truth 10
    "1: place 0 7",  # truth 10
    "0: place 1 7",  # truth 11; Ada is out
    "1: accept",  # round over: Ada's hand is empty, Bo's -2 -1 1 4 are scored openly
], draw=["-2", "1", "2", "3"], rules={"rounds": 1})


def lines(number: int) -> list[str]:
    rv = review(GameLog.from_dict(GIFT_GAME))
    return step_lines(rv.step(number), Renderer("en", NAMES, plain=True))


def test_each_step_is_its_public_narration_with_the_claims_truth() -> None:
    rv = review(GameLog.from_dict(GIFT_GAME))
    assert len(rv) == 9 and rv.winners == (0,) and rv.scores == (2, -5)
    assert lines(1) == ["Move 1 of 9 (round 1)", "Ada plays open on Bo.",
                        "Bo must place their next number card face up."]
    assert lines(2)[-1] == "↳ The sum was 2; Bo's claim was forced by the open mark."
    assert lines(5)[1:] == ["Bo places a card face down and says 3.",
                            "↳ Bluff: the sum was 7, not 3, so Bo bluffed."]
    assert "↳ Bluff: the sum was 11, not 7, so Ada bluffed." in lines(8)
    assert rv.steps[7].claim is not None and rv.steps[7].claim.truth == 11


def test_the_hands_scored_at_the_round_end_are_shown() -> None:
    last = lines(9)
    assert "Ada's hand: empty" in last
    assert "Bo's hand: -2, -1, 1, 4" in last


def test_nothing_the_rules_kept_hidden_is_shown() -> None:
    w = walk(GameLog.from_dict(GIFT_GAME))
    # the game did have private events: the gift's 7 and Bo's drawn -2 and 1
    private = [ev for s in w.steps for ev in s.events if "to" in ev]
    assert [(ev["type"], ev.get("card"), ev.get("cards")) for ev in private] == [
        ("gift_card", "7", None), ("drawn_cards", None, ["-2", "1"])]
    rv = review(w)
    keys = {m.key for s in rv.steps for m in s.messages}
    assert "event-gift-card" not in keys and "event-drawn-cards" not in keys
    assert lines(3) == ["Move 3 of 9 (round 1)", "Ada plays gift and gives Bo a card."]
    assert lines(4) == ["Move 4 of 9 (round 1)", "Bo doubts!",
                        "The pile is turned over: 2. The sum is 2 and the claim was 2: right.",
                        "Bo draws 2 cards."]


def test_a_running_game_is_refused() -> None:
    doc = dict(GIFT_GAME, moves=GIFT_GAME["moves"][:-1])
    with pytest.raises(GameNotOver):
        review(GameLog.from_dict(doc))


def test_step_numbers_are_clamped_for_a_jump() -> None:
    rv = review(three_player_game())
    assert rv.step(0).index == 0 and rv.step(999).index == 9 and rv.step(3).index == 2


def test_a_forgotten_player_is_an_anonymous_seat() -> None:
    seats = [{"user_id": 1, "name": "Ada", "ai": None},
             {"user_id": None, "name": "", "ai": None, "forgotten": True}]
    assert seat_names(seats) == ["Ada", "former player 2"]
    assert seat_names(seats, "de")[1] == "ehemaliger Spieler 2"
    msg = Msg("review-truth-honest", {"seat": 1, "claim": 3, "truth": 3})
    assert Renderer("en", seat_names(seats), plain=True)(msg) == \
        "↳ True: the sum was 3, former player 2 told the truth."
