"""Würfel-Ligretto properties (docs/dice-rules.md D11, Invariants) over random games of
random options, played by random racers (a random seat takes a random legal action): every
round ends with exactly one stopper whose cup is empty, and its points sum to zero; every
die is in exactly one place; rows fill 1, 2, … in order; `legal_moves` are exactly the
accepted actions; a game replays identically from its document; races of AI racers end and
replay."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from larry_core.errors import IllegalMove
from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import PLACES, ROLL_MOVE, format_move
from larry_core.games.ligretto.race import race
from larry_core.games.ligretto.replay import replay_document
from larry_core.games.ligretto.rules import LgRules

EVERY_MOVE = [ROLL_MOVE, *(m for by_value in PLACES.values() for m in by_value.values())]


@st.composite
def setups(draw: st.DrawFn) -> tuple[int, LgRules, int]:
    players = draw(st.integers(2, 4))
    dice = draw(st.none() | st.lists(st.integers(1, 24 // players), min_size=players,
                                      max_size=players))
    rounds = draw(st.integers(1, 4))
    return players, LgRules(rounds=rounds, dice=None if dice is None else tuple(dice)), \
        draw(st.integers(0, 2**32))


def in_play(game: LgGame) -> Counter[int]:
    """Each colour's dice on the board and in the cups."""
    count: Counter[int] = Counter()
    for c, k in enumerate(game.board):
        count[c] += k
    for cup in game.cups:
        count.update(c for c, _ in cup)
    return count


def play(game: LgGame, rng: random.Random, log: list[str] | None = None,
         limit: int = 20_000) -> list[dict[str, Any]]:
    """Random racers to the end, checking the invariants after every action; the events."""
    history: list[dict[str, Any]] = [*game.setup_events]
    drawn = in_play(game)
    rows: dict[int, list[int]] = {c: [] for c in range(4)}
    for _ in range(limit):
        if game.over:
            return history
        seat = rng.randrange(game.n)
        legal = game.legal_moves(seat)
        assert legal[-1] == ROLL_MOVE and len(set(legal)) == len(legal)
        move = rng.choice(legal)
        cups_before = [list(cup) for cup in game.cups]
        round_before = game.round
        events = game.apply(seat, move)
        if log is not None:
            log.append(format_move(seat, move))
        history += events
        types = [e["type"] for e in events]
        if "round_over" in types:
            # exactly one stopper, whose cup is empty; the points sum to zero
            assert types.count("stopped") == 1 and types.count("round_over") == 1
            stop = next(e for e in events if e["type"] == "stopped")
            over = next(e for e in events if e["type"] == "round_over")
            assert stop["seat"] == seat and len(cups_before[seat]) == 1
            assert sum(over["scores"]) == 0
            left = [len(c) for c in cups_before]
            left[seat] = 0
            assert over["scores"] == [sum(left) if s == seat else -left[s]
                                      for s in range(game.n)]
            assert over["round"] == round_before
            rows = {c: [] for c in range(4)}
            if not game.over:
                drawn = in_play(game)
                assert game.board == [0, 0, 0, 0]
        else:
            assert "stopped" not in types and game.round == round_before
            # every die is in exactly one place; the board only grows, cups only shrink
            assert in_play(game) == drawn
            assert all(k <= 6 for k in drawn.values())
            if move.verb == "place":
                c = COLOURS.index(move.colour)
                rows[c].append(move.value)
                assert rows[c] == list(range(1, len(rows[c]) + 1))  # ascending, no gaps
                assert len(game.cups[seat]) == len(cups_before[seat]) - 1
            else:
                assert sorted(c for c, _ in game.cups[seat]) == \
                    sorted(c for c, _ in cups_before[seat])  # all, never a part
        for cup in game.cups:
            assert all(game.board[c] < 6 for c, _ in cup)  # no die is dead (D8)
    raise AssertionError("a random game did not end")


@settings(max_examples=60, deadline=None)
@given(setups())
def test_random_games_keep_the_invariants_and_end(setup: tuple[int, LgRules, int]) -> None:
    players, rules, seed = setup
    game = LgGame(players, rules, seed)
    play(game, random.Random(seed))
    assert game.over and game.round == game.rounds == len(game.round_scores)
    assert game.scores == [sum(r[s] for r in game.round_scores) for s in range(players)]
    assert sum(game.scores) == 0
    best = max(game.scores)
    assert game.winners == [s for s in range(players) if game.scores[s] == best]


@settings(max_examples=40, deadline=None)
@given(setups())
def test_legal_moves_are_exactly_the_accepted_moves(setup: tuple[int, LgRules, int]) -> None:
    players, rules, seed = setup
    game = LgGame(players, rules, seed)
    rng = random.Random(seed)
    for _ in range(40):
        if game.over:
            break
        for seat in range(players):
            legal = set(game.legal_moves(seat))
            for move in EVERY_MOVE:
                trial = game.copy()
                try:
                    trial.apply(seat, move)
                    assert move in legal
                except IllegalMove:
                    assert move not in legal
        seat = rng.randrange(players)
        game.apply(seat, rng.choice(game.legal_moves(seat)))


@settings(max_examples=30, deadline=None)
@given(setups())
def test_a_game_replays_identically_from_its_document(setup: tuple[int, LgRules, int]) -> None:
    players, rules, seed = setup
    game = LgGame(players, rules, seed)
    log: list[str] = []
    events = play(game, random.Random(seed ^ 0x5EED), log)
    document = {"game": "ligretto", "players": players, "seed": seed,
                "rules": rules.to_dict(), "moves": log, "view": 0}
    out = replay_document(document)
    assert out["ok"] and out["rejected"] == []
    assert out["events"] == events
    assert out["state"] == game.state_dict()
    assert replay_document(document) == out  # determinism
    assert out["view"] == {"seat": 0, "legal": []}


@settings(max_examples=20, deadline=None)
@given(setups())
def test_a_copy_is_independent(setup: tuple[int, LgRules, int]) -> None:
    players, rules, seed = setup
    game = LgGame(players, rules, seed)
    snapshot = game.state_dict()
    twin = game.copy()
    rng = random.Random(seed)
    for _ in range(30):
        if twin.over:
            break
        seat = rng.randrange(players)
        twin.apply(seat, rng.choice(twin.legal_moves(seat)))
    assert game.state_dict() == snapshot
    # the twin's dice generator is its own: the same actions give the same state again
    again = game.copy()
    rng = random.Random(seed)
    for _ in range(30):
        if again.over:
            break
        seat = rng.randrange(players)
        again.apply(seat, rng.choice(again.legal_moves(seat)))
    assert again.state_dict() == twin.state_dict()


LEVELS = st.sampled_from(["slow", "normal", "fast", "random"])


@settings(max_examples=15, deadline=None)
@given(st.lists(LEVELS, min_size=2, max_size=4), st.integers(0, 2**32),
       st.integers(1, 3))
def test_races_end_replay_and_repeat(levels: list[str], seed: int, rounds: int) -> None:
    """A race of any racers ends; its action sequence replays to the same game; the same
    seed races the same race."""
    result = race(levels, seed, LgRules(rounds=rounds))
    game = result.game
    assert game.over and len(game.round_scores) == rounds
    for points in game.round_scores:
        assert sum(points) == 0 and sum(p > 0 for p in points) <= 1
    assert [a.ms for a in result.actions if a.round == 1] == sorted(
        a.ms for a in result.actions if a.round == 1)  # event-time order
    out = replay_document({"game": "ligretto", "players": len(levels), "seed": seed,
                           "rules": {"rounds": rounds}, "moves": result.moves})
    assert out["rejected"] == [] and out["state"] == game.state_dict()
    assert race(levels, seed, LgRules(rounds=rounds)).moves == result.moves
