"""Va banque properties (docs/dice-rules.md C11) over random games: chips are conserved and
the pot is empty between rounds; every calculation uses each operation once and divides
exactly at throws 2–4; the banker's chips change only under `forfeit`, and only upwards;
random games end; copies are independent; a game's accepted moves replayed from its
document give the same state. And malformed documents give the error document."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from larry_core.games.vabanque.engine import VbGame
from larry_core.games.vabanque.moves import OPS, format_move
from larry_core.games.vabanque.replay import replay_document
from larry_core.games.vabanque.rules import VbRules

games = st.fixed_dictionaries({
    "players": st.integers(2, 5),
    "chips": st.integers(1, 12),
    "stake": st.integers(1, 4),
    "forfeit": st.booleans(),
    "cycles": st.integers(1, 3),
    "seed": st.integers(0, 2**32),
    "start": st.integers(0, 4),
    "rolls": st.lists(st.integers(1, 6), max_size=30),
})


def new_game(p: dict[str, Any]) -> VbGame:
    rules = VbRules(p["chips"], p["stake"], p["forfeit"], p["cycles"])
    return VbGame(p["players"], rules, p["seed"], p["start"] % p["players"],
                  rolls=p["rolls"])


def play(game: VbGame, rng: random.Random) -> tuple[list[str], list[dict[str, Any]]]:
    """Random legal moves to the end: the move texts and every event (setup included)."""
    moves: list[str] = []
    events = list(game.setup_events)
    limit = 3 * (game.n - 1) * game.rounds
    while not game.over:
        seat = game.to_move
        assert seat is not None
        for other in range(game.n):
            assert (game.legal_moves(other) != []) == (other == seat)
        op = rng.choice(game.legal_moves(seat))
        moves.append(format_move(seat, op))
        events += game.apply(seat, op)
        assert len(moves) <= limit, "a game has at most three choices per opponent and round"
    return moves, events


@settings(max_examples=150, deadline=None)
@given(games, st.integers(0, 1000))
def test_invariants_of_random_games(p: dict[str, Any], choice_seed: int) -> None:
    game = new_game(p)
    n = game.n
    start_total = sum(game.chips) + game.pot
    _, events = play(game, random.Random(choice_seed))
    chips = [p["chips"]] * n
    pot = 0
    banker = -1
    totals: dict[int, int] = {}
    seen_ops: dict[int, list[str]] = {}
    for ev in events:
        kind = ev["type"]
        if kind == "round_started":
            assert pot == 0, "the pot is empty between rounds"
            banker = ev["banker"]
            for s in ev["staked"]:
                chips[s] -= p["stake"]
                assert chips[s] >= 0
            assert banker not in ev["staked"]
            pot = p["stake"] * len(ev["staked"])
            assert ev["pot"] == pot
            seen_ops = {}
        elif kind == "thrown":
            if ev["throw"] == 1:
                totals[ev["seat"]] = ev["die"]
                seen_ops[ev["seat"]] = []
        elif kind == "op":
            seat, die, before = ev["seat"], ev["die"], totals[ev["seat"]]
            assert ev["op"] not in seen_ops[seat]
            seen_ops[seat].append(ev["op"])
            assert ev["auto"] == (ev["throw"] == 5)
            if ev["op"] == "div" and not ev["auto"]:
                assert before % die == 0, "a division at throws 2-4 is exact"
            assert ev["exact"] == (ev["op"] != "div" or before % die == 0)
            totals[seat] = ev["total"]
            if ev["throw"] == 5:
                assert sorted(seen_ops[seat]) == sorted(OPS)
        elif kind == "forfeited":
            assert p["forfeit"] and ev["banker"] == banker and ev["chips"] == p["stake"]
            pot -= ev["chips"]
            chips[banker] += ev["chips"]
        elif kind == "pot_won":
            assert sum(ev["shares"]) == ev["pot"] == pot
            assert max(ev["shares"]) - min(ev["shares"]) <= 1
            for s, share in zip(ev["seats"], ev["shares"], strict=True):
                chips[s] += share
                assert totals[s] == ev["total"]
            pot = 0
        else:
            assert kind == "game_over" and ev["chips"] == chips
        assert sum(chips) + pot == start_total
    assert game.chips == chips and game.pot == 0
    best = max(chips)
    assert game.winners == [s for s in range(n) if chips[s] == best]
    assert game.round == game.rounds


@settings(max_examples=60, deadline=None)
@given(games, st.integers(0, 1000))
def test_the_banker_gains_only_by_forfeits(p: dict[str, Any], choice_seed: int) -> None:
    game = new_game(p)
    rng = random.Random(choice_seed)
    while not game.over:
        banker, before = game.banker, game.chips[game.banker]
        seat = game.to_move
        assert seat is not None
        events = game.apply(seat, rng.choice(game.legal_moves(seat)))
        gained = sum(e["chips"] for e in events if e["type"] == "forfeited")
        if any(e["type"] == "round_started" for e in events):
            continue  # the old banker stakes as an opponent in the new round
        assert game.banker == banker and game.chips[banker] == before + gained


@settings(max_examples=60, deadline=None)
@given(games, st.integers(0, 1000))
def test_copies_are_independent(p: dict[str, Any], choice_seed: int) -> None:
    game = new_game(p)
    rng = random.Random(choice_seed)
    steps = 0
    while not game.over:
        twin = game.copy()
        snapshot = twin.state_dict()
        seat = game.to_move
        assert seat is not None
        op = rng.choice(game.legal_moves(seat))
        events = game.apply(seat, op)
        assert twin.state_dict() == snapshot, "the copy did not move with the original"
        assert twin.apply(seat, op) == events and twin.state_dict() == game.state_dict()
        steps += 1
    assert steps > 0 or game.over


@settings(max_examples=80, deadline=None)
@given(games, st.integers(0, 1000))
def test_replay_round_trip(p: dict[str, Any], choice_seed: int) -> None:
    game = new_game(p)
    moves, events = play(game, random.Random(choice_seed))
    doc = {"game": "vabanque", "players": p["players"], "seed": p["seed"],
           "start": p["start"] % p["players"], "rolls": p["rolls"], "moves": moves,
           "rules": {"chips": p["chips"], "stake": p["stake"], "forfeit": p["forfeit"],
                     "cycles": p["cycles"]}, "view": 0}
    out = replay_document(doc)
    assert out["ok"] and out["rejected"] == []
    assert out["events"] == events
    assert out["state"] == game.state_dict()
    assert out["view"] == {"seat": 0, "legal": []}


def test_malformed_documents() -> None:
    good = {"game": "vabanque", "players": 2}
    assert replay_document(good)["ok"] is True
    bad: list[Any] = [
        [], "x", None,
        {"players": 2, "game": "kniffel"},
        {"game": "vabanque"},
        {**good, "players": 1}, {**good, "players": 6}, {**good, "players": True},
        {**good, "rules": []}, {**good, "rules": {"x": 1}},
        {**good, "seed": "1"}, {**good, "seed": 1.0},
        {**good, "rolls": [0]}, {**good, "rolls": [7]}, {**good, "rolls": "1"},
        {**good, "rolls": [True]},
        {**good, "start": 2}, {**good, "start": -1},
        {**good, "view": 2},
        {**good, "moves": "1: add"}, {**good, "moves": [1]}, {**good, "moves": ["1: add", None]},
        {**good, "chips": [8]}, {**good, "chips": [8, -1]}, {**good, "chips": [8, 1_000_001]},
        {**good, "chips": [8, True]}, {**good, "chips": 8},
        {**good, "sheets": []}, {**good, "draws": []}, {**good, "extra": 1},
        {**good, "deal": {}},
        {**good, "moves": ["1: add"] * 20_001},
        {**good, "moves": ["1: " + "a" * 10_001]},
        {**good, "rolls": [1] * 100_001},
    ]
    for doc in bad:
        out = replay_document(doc)
        assert out["ok"] is False and isinstance(out["error"], str) and out["error"], doc
        assert set(out) == {"ok", "error"}
    assert replay_document({**good, "chips": [0, 1_000_000], "seed": None, "view": None,
                            "start": None, "rolls": None, "moves": None})["ok"] is True
    assert replay_document({"players": 2})["ok"] is True  # the game's name is optional


@settings(max_examples=40, deadline=None)
@given(games, st.integers(0, 1000))
def test_the_dice_are_the_documents_dice(p: dict[str, Any], choice_seed: int) -> None:
    """Every throw takes the next value of `rolls`, then the seeded generator's
    `randrange(6) + 1` (protocol §1.1), in the order of the events."""
    from larry_core.games.dice import Dice

    game = new_game(p)
    _, events = play(game, random.Random(choice_seed))
    thrown = [e["die"] for e in events if e["type"] == "thrown"]
    assert thrown == Dice(p["seed"], p["rolls"]).roll(len(thrown))
    assert game.dice.drawn == len(thrown)


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 5), st.lists(st.one_of(
    st.sampled_from(["add", "sub", "mul", "div", "ADD", "", "x", "add add"]).flatmap(
        lambda body: st.integers(-1, 6).map(lambda seat: f"{seat}: {body}")),
    st.text(max_size=12)), max_size=60), st.integers(0, 50))
def test_any_moves_replay_without_raising(players: int, moves: list[str], seed: int) -> None:
    """Whatever the move texts, the replay answers: every move is applied or rejected with
    one of the protocol's codes, and the state's chips are conserved."""
    out = replay_document({"game": "vabanque", "players": players, "seed": seed,
                           "moves": moves, "view": players - 1})
    assert out["ok"] is True
    accepted = sum(1 for e in out["events"] if e["type"] == "op" and not e["auto"])
    assert accepted + len(out["rejected"]) == len(moves)
    assert {r["code"] for r in out["rejected"]} <= {"bad_move", "game_over", "not_your_turn",
                                                    "op_used", "not_exact"}
    assert sum(out["state"]["chips"]) + out["state"]["pot"] == 8 * players
