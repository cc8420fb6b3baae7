"""The move grammar round-trips, including the `larry` card/call ambiguity of gift."""

from __future__ import annotations

import pytest

from larry_core.errors import IllegalMove
from larry_core.games.larry.moves import format_body, parse_body, parse_move


@pytest.mark.parametrize("text", [
    "place 3 4", "place -2 -12 larry", "place larry 7", "place larry 7 larry",
    "action reverse", "action reverse larry", "action draw2 2", "action open 1 larry",
    "action gift 1 7", "action gift 1 larry", "action gift 1 larry larry",
    "action gift 2 gift larry", "doubt", "accept", "catch 3",
])
def test_grammar_round_trips(text: str) -> None:
    assert format_body(parse_body(text)) == text


def test_gifting_a_larry_card_is_not_a_larry_call() -> None:
    move = parse_body("action gift 1 larry")
    assert move.gift == 8 and not move.larry
    called = parse_body("action gift 1 larry larry")
    assert called.gift == 8 and called.larry


@pytest.mark.parametrize("text", [
    "place 3", "place 3 4 5", "place 9 4", "place 3 four", "action", "action larry 1",
    "action reverse 1", "action gift 1", "doubt larry", "accept now", "catch", "catch x",
    "shout", "", "place 3 4 larry larry",
])
def test_malformed_moves_are_bad_move(text: str) -> None:
    with pytest.raises(IllegalMove) as err:
        parse_body(text)
    assert err.value.code == "bad_move"


@pytest.mark.parametrize("text", ["place 3 4", "9: place 3 4", "x: doubt", "-1: doubt"])
def test_seat_prefix_is_required_and_in_range(text: str) -> None:
    with pytest.raises(IllegalMove) as err:
        parse_move(text, 4)
    assert err.value.code == "bad_move"


def test_seat_prefix_parses() -> None:
    seat, move = parse_move("3:  place 1 1", 4)
    assert seat == 3 and format_body(move) == "place 1 1"
