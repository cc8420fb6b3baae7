"""Kniffel properties (docs/dice-rules.md A9, Invariants) over random games of random rules:
termination after 13 entries per player, entries a box can hold, filled boxes never change,
the rolls of a turn, extra points, `legal_moves` exactly the accepted moves, `copy()`
independence, and the replay round trip (a game's accepted moves replayed from its document
give the same state), and the view's options against an oracle written from §3.5."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from larry_core.errors import IllegalMove
from larry_core.games.kniffel.boxes import BOXES, entry_allowed
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.moves import (
    ROLL_MOVE,
    SCORE_MOVES,
    KnMove,
    format_move,
    parse_body,
)
from larry_core.games.kniffel.replay import replay_document
from larry_core.games.kniffel.rules import KnRules

rules_st = st.builds(KnRules, rolls=st.integers(1, 3),
                     extra_kniffel=st.sampled_from(["schmidt", "hasbro", "none"]),
                     zero_kniffel_bonus=st.booleans(), full_house_kniffel=st.booleans())
# Rolls rich in Kniffels, so that the joker rules are met often.
rolls_st = st.lists(st.sampled_from([1, 6, 6, 6, 6, 6]), max_size=400)

EVERY_MOVE: list[KnMove] = [ROLL_MOVE, *SCORE_MOVES, *(
    KnMove("keep", kept) for k in range(1, 6)
    for kept in combinations_with_replacement(range(1, 7), k))]


def play(game: KnGame, rng: random.Random, log: list[str] | None = None) -> None:
    """Random legal moves to the end, checking the invariants of A9 at every step."""
    turns = 0
    while not game.over:
        seat = game.to_move
        assert seat is not None
        legal = game.legal_moves(seat)
        assert legal and game.legal_moves((seat + 1) % game.n) == ([] if game.n > 1 else legal)
        move = rng.choice(legal)
        before = [s[:] for s in game.sheets]
        extra = game.extra[:]
        rolls_used = game.rolls_used
        events = game.apply(seat, move)
        if log is not None:
            log.append(format_move(seat, move))
        for s, sheet in enumerate(before):  # a filled box never changes
            assert all(e is None or e == game.sheets[s][b] for b, e in enumerate(sheet))
        if move.verb == "score":
            turns += 1
            assert 1 <= rolls_used <= game.rules.rolls
            value = game.sheets[seat][move.box]
            assert value is not None and entry_allowed(move.box, value)
            grown = game.extra[seat] - extra[seat]
            assert grown in (0, 50, 100)
            if game.rules.extra_kniffel == "schmidt" and grown:
                assert events[0]["rule"] == "upper" and grown == 50
            if game.rules.extra_kniffel == "none":
                assert grown == 0
        else:
            assert events[0]["type"] == "rolled"
            assert 1 <= len(events[0]["new"]) <= 5 and len(events[0]["dice"]) == 5
            assert game.rolls_used == rolls_used + 1 <= game.rules.rolls
        assert turns <= 13 * game.n
    assert all(e is not None for sheet in game.sheets for e in sheet)
    totals = game.totals()
    assert game.winners == [s for s in range(game.n) if totals[s] == max(totals)]


@settings(max_examples=60, deadline=None)
@given(players=st.integers(1, 4), rules=rules_st, seed=st.integers(0, 2**32),
       rolls=rolls_st)
def test_random_games_end_and_keep_the_invariants(players: int, rules: KnRules, seed: int,
                                                  rolls: list[int]) -> None:
    game = KnGame(players, rules, seed, seed % players, rolls=rolls)
    play(game, random.Random(seed))


@settings(max_examples=40, deadline=None)
@given(rules=rules_st, seed=st.integers(0, 2**32), rolls=rolls_st,
       steps=st.integers(0, 60))
def test_legal_moves_are_exactly_the_accepted_moves(rules: KnRules, seed: int,
                                                    rolls: list[int], steps: int) -> None:
    game = KnGame(2, rules, seed, rolls=rolls,
                  sheets=[{"kniffel": 50, "sixes": 24}, {"kniffel": 0}])
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_move
        assert seat is not None
        game.apply(seat, rng.choice(game.legal_moves(seat)))
    for seat in range(2):
        legal = set(game.legal_moves(seat))
        entries = {e.box for e in game.entries(seat)}
        assert entries == {m.box for m in legal if m.verb == "score"}
        for move in EVERY_MOVE:
            twin = game.copy()
            try:
                twin.apply(seat, move)
            except IllegalMove:
                assert move not in legal
                assert twin.state_dict() == game.state_dict()
            else:
                assert move in legal, move


@settings(max_examples=30, deadline=None)
@given(players=st.integers(1, 3), rules=rules_st, seed=st.integers(0, 2**32),
       rolls=rolls_st, cut=st.integers(0, 200))
def test_copy_is_independent_and_replay_round_trips(players: int, rules: KnRules, seed: int,
                                                    rolls: list[int], cut: int) -> None:
    game = KnGame(players, rules, seed, rolls=rolls)
    rng = random.Random(seed)
    log: list[str] = []
    twin: KnGame | None = None
    for i in range(10_000):
        if game.over:
            break
        if i == cut:
            twin = game.copy()
            frozen = twin.state_dict()
        seat = game.to_move
        assert seat is not None
        move = rng.choice(game.legal_moves(seat))
        log.append(format_move(seat, move))
        game.apply(seat, move)
    if twin is not None:
        assert twin.state_dict() == frozen  # the original went on; the copy did not move
        seat = twin.to_move
        if seat is not None:  # and the copy goes on with the same dice as the original did
            twin.apply(seat, twin.legal_moves(seat)[0])
    doc: dict[str, Any] = {"game": "kniffel", "players": players, "rules": rules.to_dict(),
                           "seed": seed, "rolls": rolls, "moves": log}
    out = replay_document(doc)
    assert out["ok"] and out["rejected"] == []
    assert out["state"] == game.state_dict()
    assert out["events"][-1]["type"] == "game_over"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["roll", "keep", "score", "1", "6", "7", "0", "-1",
                                 "chance", "sixes", "Roll", "x", " "]), max_size=7))
def test_parse_is_total(tokens: list[str]) -> None:
    text = " ".join(tokens)
    try:
        move = parse_body(text)
    except IllegalMove as exc:
        assert exc.code == "bad_move"
    else:
        assert parse_body(str(move)) == move


def test_every_move_text_is_canonical() -> None:
    assert [str(m) for m in EVERY_MOVE[:3]] == ["roll", "score ones", "score twos"]
    assert str(parse_body("keep 6 1 +3")) == "keep 1 3 6"
    assert len(BOXES) == 13


# ------------------------------------------------------------ an oracle of §3.5 "A6 exactly"
def oracle(dice: list[int], sheet: dict[str, int | None], rules: KnRules,
           ) -> list[dict[str, Any]]:
    """The view's options, written again from docs/dice-protocol.md §3.5 and A3 alone."""
    free = [b for b in BOXES if sheet.get(b) is None]
    counts = sorted((dice.count(v) for v in set(dice)), reverse=True)
    total = sum(dice)
    v = dice[0]
    held = sheet.get("kniffel")
    if counts[0] == 5 and held is not None and rules.extra_kniffel != "none":
        upper_box = BOXES[v - 1]
        lower = [b for b in BOXES[6:] if b in free]
        if upper_box in free:
            rule, boxes = "upper", [upper_box]
        elif lower:
            rule, boxes = "joker", lower
        else:
            rule, boxes = "strike", free
        fixed = {"full_house": 25, "small_straight": 30, "large_straight": 40}
        out = []
        for box in boxes:
            points = 5 * v if rule == "upper" else 0 if rule == "strike" else fixed.get(
                box, 5 * v)
            bonus = 0
            if rules.extra_kniffel == "hasbro" and held == 50:
                bonus = 100
            if rules.extra_kniffel == "schmidt" and rule == "upper" and (
                    held == 50 or (held == 0 and rules.zero_kniffel_bonus)):
                bonus = 50
            out.append({"box": box, "points": points, "bonus": bonus})
        return out
    faces = set(dice)
    points_of = {
        **{BOXES[k - 1]: dice.count(k) * k for k in range(1, 7)},
        "three_kind": total if counts[0] >= 3 else 0,
        "four_kind": total if counts[0] >= 4 else 0,
        "full_house": 25 if counts == [3, 2] or (counts[0] == 5 and rules.full_house_kniffel)
        else 0,
        "small_straight": 30 if any(set(r) <= faces for r in ((1, 2, 3, 4), (2, 3, 4, 5),
                                                              (3, 4, 5, 6))) else 0,
        "large_straight": 40 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0,
        "kniffel": 50 if counts[0] == 5 else 0,
        "chance": total,
    }
    return [{"box": b, "points": points_of[b], "bonus": 0} for b in free]


VALUES = {b: [k * i for i in range(6)] for k, b in enumerate(BOXES[:6], 1)}
VALUES.update({"three_kind": [0, 5, 30], "four_kind": [0, 17], "full_house": [0, 25],
               "small_straight": [0, 30], "large_straight": [0, 40], "kniffel": [0, 50],
               "chance": [5, 22]})


@settings(max_examples=400, deadline=None)
@given(rules=rules_st,
       sheet=st.fixed_dictionaries({b: st.one_of(st.none(), st.sampled_from(VALUES[b]))
                                    for b in BOXES}),
       dice=st.one_of(st.lists(st.integers(1, 6), min_size=5, max_size=5),
                      st.integers(1, 6).map(lambda v: [v] * 5)))
def test_the_options_follow_the_protocol_text(rules: KnRules, sheet: dict[str, int | None],
                                              dice: list[int]) -> None:
    if all(value is not None for value in sheet.values()):
        sheet["chance"] = None
    out = replay_document({"game": "kniffel", "players": 1, "rules": rules.to_dict(),
                           "rolls": dice, "sheets": [sheet], "moves": ["0: roll"], "view": 0})
    assert out["ok"], out
    expected = oracle(sorted(dice), sheet, rules)
    assert out["view"]["options"] == expected
    scores = sorted(f"0: score {o['box']}" for o in expected)
    assert [m for m in out["view"]["legal"] if " score " in m] == scores
    # and each accepted entry is scored as the option said
    for option in expected[:3]:
        done = replay_document({"game": "kniffel", "players": 1, "rules": rules.to_dict(),
                                "rolls": dice, "sheets": [sheet],
                                "moves": ["0: roll", f"0: score {option['box']}"]})
        assert done["rejected"] == []
        assert done["state"]["sheets"][0][option["box"]] == option["points"]
        assert done["state"]["extra"] == [option["bonus"]]
