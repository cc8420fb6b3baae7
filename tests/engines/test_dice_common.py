"""What the dice games' replay protocol shares (docs/dice-protocol.md §1–§2)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from larry_core.games.dice import MAX_ROLLS, Dice, legal_lines, read_document, replay
from larry_core.games.documents import DocumentError


def test_dice_take_the_explicit_rolls_first_then_the_seeded_generator() -> None:
    dice = Dice(seed=7, rolls=[6, 1])
    rng = random.Random(7)
    assert dice.roll(4) == [6, 1, rng.randrange(6) + 1, rng.randrange(6) + 1]
    assert dice.drawn == 4
    twin = dice.copy()
    assert twin.roll(3) == dice.roll(3) and twin.drawn == dice.drawn == 7


def read(doc: Any) -> Any:
    return read_document(doc, game="kniffel", players=(1, 8), own_keys=frozenset({"sheets"}))


def test_a_document_is_read_with_its_defaults() -> None:
    doc = read({"game": "kniffel", "players": 2, "seed": None, "sheets": [{}, {}]})
    assert (doc.players, doc.seed, doc.rolls, doc.start, doc.moves, doc.view) == \
        (2, 0, [], 0, [], None)
    assert doc.extra == {"sheets": [{}, {}]} and doc.rules == {}


@pytest.mark.parametrize(("doc", "error"), [
    ([], "JSON object"),
    ({"players": 2, "deal": {}}, "unknown key"),
    ({"game": "vabanque", "players": 2}, "not of 'vabanque'"),
    ({"players": 9}, "from 1 to 8"),
    ({"players": True}, "from 1 to 8"),
    ({}, "players is required"),
    ({"players": 2, "rules": []}, "rules must be an object"),
    ({"players": 2, "rolls": [1, 7]}, "roll 1 is 7"),
    ({"players": 2, "rolls": [True]}, "roll 0 is True"),
    ({"players": 2, "rolls": [1] * (MAX_ROLLS + 1)}, "too many rolls"),
    ({"players": 2, "moves": ["0: roll", 3]}, "move strings"),
    ({"players": 2, "start": 2}, "start must be a seat"),
    ({"players": 2, "view": -1}, "view must be a seat"),
])
def test_a_malformed_document_is_refused_with_a_reason(doc: Any, error: str) -> None:
    with pytest.raises(DocumentError, match=error):
        read(doc)
    out = replay(lambda: {"ok": True, "doc": read(doc)})
    assert out["ok"] is False and error.split()[0] in out["error"]


def test_a_game_without_a_start_seat_refuses_one() -> None:
    with pytest.raises(DocumentError, match="unknown key"):
        read_document({"players": 2, "start": 0}, game="ligretto", players=(2, 4), start=False)


def test_legal_lines_are_canonical() -> None:
    assert legal_lines(1, ["score chance", "keep 2 6", "roll"]) == \
        ["1: keep 2 6", "1: roll", "1: score chance"]
