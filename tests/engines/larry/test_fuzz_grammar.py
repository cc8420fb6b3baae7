"""Fuzzing (hypothesis): the move grammar, the replay document and the terminal's prompts.

Whatever comes in, each gives a result or its documented error (`IllegalMove('bad_move')`,
`{"ok": false, "error": ...}`, `PromptError`), never another exception.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from larry_core.errors import REJECTION_CODES, IllegalMove
from larry_core.games.documents import MAX_MOVE_CHARS, MAX_MOVES
from larry_core.games.larry.cards import CODES, LOWEST_CLAIM
from larry_core.games.larry.log import TOP_KEYS
from larry_core.games.larry.moves import Move, format_body, parse_body, parse_move, read_int
from larry_core.games.larry.prompts import (
    PromptError,
    command,
    read_card,
    read_claim,
    read_menu,
    read_yes_no,
)
from larry_core.games.larry.replay import replay_document

HUGE = "9" * 5000  # past Python's 4,300-digit limit for int()
WORDS = ["place", "action", "doubt", "accept", "catch", "larry", "reverse", "draw2", "open",
         "gift", "PLACE", "Doubt", *CODES, "0", "1", "2", "3", "7", "8", "-1", "-12", "-13",
         "+3", "²", "³", "１２", "٣", "߁", "5", "00000000000000000000000000000000000000000001",
         HUGE, "-" + HUGE, "+" + HUGE, "١" * 4400, "3.5", "1e3", "0x10", "1_000", "", ":"]
tokens = st.one_of(st.sampled_from(WORDS), st.text(max_size=8),
                   st.integers().map(str))
move_texts = st.one_of(
    st.text(),
    st.lists(tokens, max_size=6).map(" ".join),
    st.tuples(st.sampled_from(["\t", "  ", "\u3000", " \n "]),
              st.lists(tokens, max_size=6)).map(lambda t: t[0].join(t[1])),
)
seat_prefixes = st.one_of(st.sampled_from(["0", "1", "7", "8", "-1", "x", "", "²", "１", HUGE]),
                          st.text(max_size=4))


def assert_move_or_bad_move(text: str) -> Move | None:
    try:
        move = parse_body(text)
    except IllegalMove as exc:
        assert exc.code == "bad_move"
        assert len(exc.message) < 200, "a message quotes long input in full"
        return None
    assert isinstance(move, Move)
    assert abs(move.claim) <= 10**30 and abs(move.target) <= 10**30
    return move


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(move_texts)
def test_any_move_text_parses_or_is_bad_move(text: str) -> None:
    move = assert_move_or_bad_move(text)
    if move is not None:  # what parses, formats to text that parses to the same move
        assert parse_body(format_body(move)) == move


@settings(max_examples=300)
@given(seat_prefixes, move_texts, st.integers(2, 8))
def test_any_seat_prefixed_move_parses_or_is_bad_move(head: str, body: str,
                                                      players: int) -> None:
    try:
        seat, move = parse_move(f"{head}:{body}", players)
    except IllegalMove as exc:
        assert exc.code == "bad_move"
        return
    assert 0 <= seat < players and isinstance(move, Move)


@given(st.one_of(st.none(), st.integers(), st.binary(), st.lists(st.text())))
def test_a_move_that_is_not_a_string_is_bad_move(value: Any) -> None:
    with pytest.raises(IllegalMove) as err:
        parse_move(value, 4)
    assert err.value.code == "bad_move"


@pytest.mark.parametrize("text, value", [
    ("7", 7), ("-12", -12), ("+3", 3), ("007", 7), ("１２", 12), ("٣", 3),
    ("0" * 50 + "5", 5), (HUGE, 10**30), ("-" + HUGE, -(10**30)), ("²", None),
    ("3.5", None), ("1_000", None), ("", None), ("--1", None), ("0x10", None),
])
def test_read_int_reads_decimal_digits_and_saturates_huge_numbers(text: str,
                                                                  value: int | None) -> None:
    assert read_int(text) == value


def test_unicode_digits_keep_their_meaning_in_the_grammar() -> None:
    # full-width and other decimal digits are read as int() reads them; ² is no digit
    assert parse_body("place 3 ５") == parse_body("place 3 5")
    assert parse_move("１: doubt", 4)[0] == 1
    for text in ("place 3 ²", "catch ²", "action draw2 ³"):
        with pytest.raises(IllegalMove, match="bad_move"):
            parse_body(text)


# ---------------------------------------------------------------- the replay document
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12,
)
documents = st.one_of(
    json_values,
    st.dictionaries(st.sampled_from(sorted(TOP_KEYS | {"bogus"})), json_values, max_size=6),
    st.fixed_dictionaries(
        {"players": st.one_of(st.integers(0, 9), json_values)},
        optional={
            "seed": st.one_of(st.integers(), json_values),
            "start": st.one_of(st.integers(-1, 9), json_values),
            "rules": st.one_of(st.fixed_dictionaries({}, optional={
                "rounds": st.integers(-1, 11), "larry_call": st.sampled_from(["auto", "x"]),
                "short_game": st.booleans(), "scoring": st.sampled_from(["symbols", "cards"]),
                "actions": st.dictionaries(st.sampled_from(["open", "draw2", "gift", "x"]),
                                           st.integers(-1, 21))}), json_values),
            "deal": st.one_of(st.fixed_dictionaries({
                "hands": st.lists(st.lists(st.sampled_from([*CODES, "9", 3]), max_size=5),
                                  max_size=5)}, optional={
                "draw": st.lists(st.sampled_from(CODES), max_size=5)}), json_values),
            "moves": st.one_of(st.lists(st.one_of(move_texts, json_values), max_size=30),
                               json_values),
        }),
)


def assert_documented_result(result: dict[str, Any]) -> None:
    json.dumps(result)  # the CLI prints it
    assert isinstance(result["ok"], bool)
    if result["ok"]:
        assert set(result) == {"ok", "rejected", "events", "state"}
        assert all(r["code"] in REJECTION_CODES for r in result["rejected"])
    else:
        assert set(result) == {"ok", "error"} and isinstance(result["error"], str)
        assert len(result["error"]) < 300, "an error quotes the document in full"


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(documents)
def test_any_document_gives_a_result_or_the_documented_error(doc: Any) -> None:
    assert_documented_result(replay_document(doc))


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.integers(2, 8), st.integers(0, 2**64),
       st.lists(st.tuples(st.integers(-1, 8), move_texts).map(lambda t: f"{t[0]}: {t[1]}"),
                max_size=60))
def test_any_moves_of_a_valid_game_are_applied_or_rejected(players: int, seed: int,
                                                           moves: list[str]) -> None:
    result = replay_document({"players": players, "seed": seed, "moves": moves})
    assert_documented_result(result)
    assert result["ok"] == all(len(m) <= MAX_MOVE_CHARS for m in moves)  # else capped


@pytest.mark.parametrize("claim, code", [
    (HUGE, "claim_over_limit"), ("99999", "claim_over_limit"),
    ("-" + HUGE, "claim_out_of_range"), ("-99999", "claim_out_of_range"),
])
def test_a_huge_claim_is_rejected_as_its_value_would_be(claim: str, code: str) -> None:
    # conformance.md: `bad_move` is for a non-integer claim; an integer goes through the
    # engine's checks, whatever its number of digits
    doc = {"players": 2, "deal": {"hands": [["3"], ["3"]]}, "start": 0,
           "moves": [f"0: place 3 {claim}", f"0: place 4 {claim}"]}
    result = replay_document(doc)
    assert [(r["code"], r["index"]) for r in result["rejected"]] == [
        (code, 0), ("no_such_card", 1)]


def test_a_huge_seat_is_a_bad_move_or_a_bad_target() -> None:
    doc = {"players": 2, "deal": {"hands": [["draw2", "1"], ["3"]]}, "start": 0,
           "moves": [f"{HUGE}: doubt", f"0: action draw2 {HUGE}", f"1: catch {HUGE}"]}
    assert [r["code"] for r in replay_document(doc)["rejected"]] == [
        "bad_move", "bad_target", "bad_target"]


def test_size_caps_refuse_the_document() -> None:
    ok = replay_document({"players": 2, "moves": ["0: doubt"] * MAX_MOVES})
    assert ok["ok"]
    many = replay_document({"players": 2, "moves": ["0: doubt"] * (MAX_MOVES + 1)})
    assert many == {"ok": False, "error": f"too many moves: {MAX_MOVES + 1:,} "
                                          f"(the limit is {MAX_MOVES:,})"}
    long = replay_document({"players": 2, "moves": ["0: doubt" + " " * MAX_MOVE_CHARS]})
    assert not long["ok"] and "move 0 is" in long["error"]


def test_unknown_keys_and_cards_are_named_briefly() -> None:
    result = replay_document({"players": 2, "x" * 5000: 1})
    assert not result["ok"] and len(result["error"]) < 100
    result = replay_document({"players": 2, "deal": {"hands": [["y" * 5000], []]}})
    assert not result["ok"] and len(result["error"]) < 100


# ---------------------------------------------------------------- the terminal's prompts
prompt_lines = st.one_of(st.text(), st.sampled_from(WORDS), move_texts)


def _ok_or_prompt_error(read: Any, line: str) -> Any:
    try:
        return read(line)
    except PromptError as exc:
        assert exc.message and len(exc.message) < 120, "a reply echoes long input in full"
        return exc


@settings(max_examples=300)
@given(prompt_lines, st.integers(1, 20))
def test_the_move_prompt_gives_a_command_a_number_or_a_move(line: str, entries: int) -> None:
    answer = _ok_or_prompt_error(lambda x: read_menu(x, entries), line)
    if isinstance(answer, PromptError):
        return
    assert answer.kind in ("empty", "command", "number", "move")
    if answer.kind == "number":
        assert isinstance(answer.value, int) and 1 <= answer.value <= entries
    if answer.kind == "move":  # the engine's grammar judges it: a move or bad_move
        assert_move_or_bad_move(str(answer.value))


@settings(max_examples=300)
@given(prompt_lines, st.integers(5, 7))
def test_the_claim_prompt_gives_a_claim_in_range(line: str, limit: int) -> None:
    claim = _ok_or_prompt_error(lambda x: read_claim(x, 3, limit), line)
    assert isinstance(claim, PromptError) or LOWEST_CLAIM <= claim <= limit


@settings(max_examples=200)
@given(prompt_lines)
def test_the_card_and_yes_no_prompts_give_an_answer_or_ask_again(line: str) -> None:
    card = _ok_or_prompt_error(lambda x: read_card(x, ["3", "larry"]), line)
    assert isinstance(card, PromptError) or card in ("3", "larry")
    said = _ok_or_prompt_error(read_yes_no, line)
    assert isinstance(said, PromptError | bool)
    assert command(line) in (None, "help", "rules", "hand", "state", "quit")


@pytest.mark.parametrize("line, kind, value", [
    ("HELP", "command", "help"), (" Rules ", "command", "rules"), ("QUIT", "command", "quit"),
    ("2", "number", 2), ("２", "number", 2), ("", "empty", ""),
    ("PLACE LARRY 7 Larry", "move", "place larry 7 larry"), ("²", "move", "²"),
])
def test_the_move_prompt_is_case_insensitive(line: str, kind: str, value: str | int) -> None:
    assert tuple(read_menu(line, 3)) == (kind, value)


@pytest.mark.parametrize("line", ["0", "4", "-1", HUGE, "９" * 5000])
def test_a_menu_number_out_of_range_is_asked_again(line: str) -> None:
    with pytest.raises(PromptError, match="Choose a number from 1 to 3"):
        read_menu(line, 3)


@pytest.mark.parametrize("line, said", [("", True), ("Y", True), ("yes", True), ("n", False),
                                        ("NO", False)])
def test_the_larry_prompt_takes_yes_and_no(line: str, said: bool) -> None:
    assert read_yes_no(line) is said


@pytest.mark.parametrize("line", ["maybe", "1", "nope", "larry", "y" * 5000])
def test_the_larry_prompt_asks_again_for_anything_else(line: str) -> None:
    with pytest.raises(PromptError, match="y \\(yes\\) or n \\(no\\)"):
        read_yes_no(line)


@pytest.mark.parametrize("line, message", [
    ("²", "whole number"), (HUGE, "between \u221212 and the limit 7"), ("8", "limit 7"),
    ("-13", "between \u221212"), ("x" * 5000, "whole number"),
])
def test_a_bad_claim_is_asked_again_without_echoing_it(line: str, message: str) -> None:
    with pytest.raises(PromptError, match=message) as err:
        read_claim(line, 3, 7)
    assert len(err.value.message) < 100
