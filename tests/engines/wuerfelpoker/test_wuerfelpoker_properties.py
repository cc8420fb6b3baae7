"""Würfelpoker properties over random games (docs/dice-rules.md B12): chips are only moved,
the pot is empty between rounds, every seat still in the round holds a hand when the pot is
won, without raising every seat takes a turn each round; random games end; `copy()` is
independent; a game's accepted moves replayed from its document give the same state."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from larry_core.errors import IllegalMove
from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.hands import HANDS
from larry_core.games.wuerfelpoker.moves import format_move, parse_body
from larry_core.games.wuerfelpoker.replay import replay_document
from larry_core.games.wuerfelpoker.rules import WpRules

MOVE_CAP = 20_000

rules_st = st.builds(
    WpRules,
    chips=st.integers(1, 12),
    ante=st.integers(1, 3),
    rolls=st.integers(1, 3),
    first_sets_rolls=st.booleans(),
    rounds=st.one_of(st.none(), st.integers(1, 40)),
    raising=st.booleans(),
    raise_limit=st.integers(1, 4),
)
game_st = st.tuples(st.integers(2, 5), rules_st, st.integers(0, 2**32), st.integers(0, 4),
                    st.lists(st.integers(1, 6), max_size=40),
                    st.one_of(st.none(), st.lists(st.integers(0, 15), min_size=5, max_size=5)))
Spec = tuple[int, WpRules, int, int, list[int], list[int] | None]


def new_game(spec: Spec) -> WpGame:
    """A game of the spec: players, rules, seed, start, rolls, starting chips (or None)."""
    players, rules, seed, start, rolls, chips = spec
    return WpGame(players, rules, seed, start % players,
                  None if chips is None else chips[:players], rolls)


def play(game: WpGame, rng: random.Random, check: bool = True) -> list[str]:
    """Random legal moves to the end; the invariants checked after every move."""
    total = game.total_chips()
    texts: list[str] = []
    events_seen: list[dict[str, Any]] = list(game.setup_events)
    while not game.over:
        seat = game.to_move
        assert seat is not None
        legal = game.legal_moves(seat)
        assert legal
        for other in range(game.n):
            if other != seat:
                assert game.legal_moves(other) == ()
        move = legal[rng.randrange(len(legal))]
        in_round = set(game.in_round())
        events = game.apply(seat, move)
        texts.append(format_move(seat, move))
        events_seen += events
        assert len(texts) < MOVE_CAP, "a random game ends"
        if check:
            assert game.total_chips() == total
            assert all(c >= 0 for c in game.chips)
            assert len(game.in_round()) >= 2 or game.over
            for ev in events:
                if ev["type"] == "pot_won" and ev["reason"] == "showdown":
                    assert game.showdown is not None
                    folded_now = {e["seat"] for e in events if e["type"] == "folded"}
                    assert set(game.showdown.contenders()) == in_round - folded_now
                if ev["type"] == "hand":
                    hand = HANDS[tuple(ev["dice"])]
                    assert (hand.combo, list(hand.ranks)) == (ev["combo"], ev["ranks"])
            if not game.rules.raising and not game.over:
                assert game.pot == game.rules.ante * game.n
    assert game.pot == 0 and game.to_move is None and game.legal_moves(0) == ()
    assert game.winners == [s for s, c in enumerate(game.chips) if c == max(game.chips)]
    if check and not game.rules.raising:
        for ev in events_seen:  # without raising every seat takes a turn every round
            if ev["type"] == "pot_won":
                assert ev["reason"] == "showdown"
        hands = sum(ev["type"] == "hand" for ev in events_seen)
        rounds = sum(ev["type"] == "pot_won" for ev in events_seen)
        assert hands == rounds * game.n
    return texts


@settings(max_examples=60, deadline=None)
@given(game_st, st.integers(0, 2**32))
def test_invariants_and_termination(spec: Any, seed: int) -> None:
    game = new_game(spec)
    play(game, random.Random(seed))
    end = [e for e in game.setup_events if e["type"] == "game_over"]
    assert game.reason in ("broke", "rounds")
    if game.rules.rounds is not None:
        assert game.round <= game.rules.rounds
    assert not end or game.round == 0


@settings(max_examples=40, deadline=None)
@given(game_st, st.integers(0, 2**32), st.integers(0, 60))
def test_copy_is_independent(spec: Any, seed: int, steps: int) -> None:
    game = new_game(spec)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_move
        assert seat is not None
        legal = game.legal_moves(seat)
        game.apply(seat, legal[rng.randrange(len(legal))])
    before = game.state_dict()
    twin = game.copy()
    assert twin.state_dict() == before
    play(twin, random.Random(seed + 1), check=False)
    assert game.state_dict() == before  # the copy's moves and dice left the original alone
    rest = game.copy()
    play(game, random.Random(seed + 2), check=False)
    play(rest, random.Random(seed + 2), check=False)
    assert game.state_dict() == rest.state_dict()  # same dice after the copy


@settings(max_examples=40, deadline=None)
@given(game_st, st.integers(0, 2**32))
def test_replay_round_trip(spec: Any, seed: int) -> None:
    players, rules, game_seed, start, rolls, chips = spec
    game = new_game(spec)
    texts = play(game, random.Random(seed), check=False)
    doc = {"game": "wuerfelpoker", "players": players, "rules": rules.to_dict(),
           "seed": game_seed, "start": start % players, "rolls": rolls, "moves": texts,
           "view": 0, "chips": None if chips is None else chips[:players]}
    out = replay_document(doc)
    assert out["ok"] is True and out["rejected"] == []
    assert out["state"] == game.state_dict()
    assert sum(e["type"] == "game_over" for e in out["events"]) == 1


@settings(max_examples=40, deadline=None)
@given(game_st, st.integers(0, 2**32), st.integers(0, 40))
def test_legal_is_exactly_what_is_accepted(spec: Any, seed: int, steps: int) -> None:
    """Every listed move is accepted; a sample of other moves is refused."""
    game = new_game(spec)
    rng = random.Random(seed)
    bodies = ["roll", "stand", "pass", "call", "fold", *(f"raise {n}" for n in range(-1, 6)),
              *(f"keep {' '.join(map(str, sorted(rng.choices(range(1, 7), k=k))))}"
                for k in range(1, 6) for _ in range(4))]
    for _ in range(steps):
        if game.over:
            break
        for seat in range(game.n):
            legal = {format_move(seat, m) for m in game.legal_moves(seat)}
            for body in bodies:
                text = f"{seat}: {body}"
                try:
                    game.copy().apply(seat, parse_body(body))
                    accepted = True
                except IllegalMove:
                    accepted = False
                assert accepted == (text in legal), text
        mover = game.to_move
        assert mover is not None
        legal_moves = game.legal_moves(mover)
        game.apply(mover, legal_moves[rng.randrange(len(legal_moves))])
