"""Property tests: random legal play keeps the invariants of docs/rules.md §9."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from larry_core.errors import IllegalMove
from larry_core.games.larry.cards import GIFT, KINDS, LOWEST_CLAIM
from larry_core.games.larry.engine import Game
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.moves import ACTION, PLACE, format_move
from larry_core.games.larry.rules import RuleSet
from larry_core.games.larry.simulate import random_move

MAX_MOVES = 20_000

rule_sets = st.builds(
    RuleSet,
    rounds=st.integers(1, 3),
    larry_call=st.sampled_from(["auto", "catch"]),
    short_game=st.booleans(),
    scoring=st.sampled_from(["symbols", "cards"]),
    actions=st.fixed_dictionaries({
        "open": st.integers(0, 4), "draw2": st.integers(0, 4),
        "gift": st.integers(0, 4), "reverse": st.integers(0, 5),
    }),
)


def _play(game: Game, rng: random.Random, check: bool = True) -> list[str]:
    """Random legal play to the end; checks the invariants after every step."""
    total = sum(game.deck_counts)
    log: list[str] = []
    while not game.over:
        assert len(log) < MAX_MOVES, "the game did not terminate"
        if game.catchable is not None and rng.random() < 0.3:
            seat = rng.choice([s for s in range(game.n) if s != game.catchable])
            move = game.legal_moves(seat)[0]
        else:
            seat = game.to_move
            assert seat is not None
            move = random_move(game, seat, rng)
        mover_before, limit_before = game.to_move, game.limit
        events = game.apply(seat, move)
        log.append(format_move(seat, move))
        if not check:
            continue
        assert game.card_total() == total, "cards must stay partitioned"
        assert all(size >= 0 for size in game.sizes)
        for ev in events:
            if ev["type"] == "placed" and "card" not in ev:  # face down: a free claim
                assert LOWEST_CLAIM <= ev["claim"] <= limit_before
        if move.kind != "catch":
            assert seat == mover_before, "only the player to move acts"
    return log


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32), rules=rule_sets)
def test_random_play_keeps_invariants_and_terminates(players: int, seed: int,
                                                      rules: RuleSet) -> None:
    game = Game(players, rules, seed)
    _play(game, random.Random(seed))
    assert game.winners, "a finished game has winners"
    assert len(game.round_scores) == rules.total_rounds or rules.short_game


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32), rules=rule_sets)
def test_replaying_the_log_rebuilds_the_same_state(players: int, seed: int,
                                                   rules: RuleSet) -> None:
    game = Game(players, rules, seed)
    moves = _play(game, random.Random(seed ^ 0x5EED), check=False)
    log = GameLog(players, rules, seed, moves=moves)
    again = GameLog.from_json(log.to_json()).replay()
    assert again.state_dict() == game.state_dict()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), probe=st.integers(0, 10**6))
def test_rejected_moves_change_nothing(seed: int, probe: int) -> None:
    """Any move the engine refuses leaves the state (and the RNG) exactly as it was."""
    game = Game(4, RuleSet(larry_call="catch"), seed)
    rng = random.Random(probe)
    for _ in range(60):
        if game.over:
            break
        before = game.state_dict(), game.rng.getstate()
        seat = rng.randrange(4)
        donor = Game(4, RuleSet(larry_call="catch"), probe + rng.randrange(1000))
        assert donor.to_move is not None
        other = donor.legal_moves(donor.to_move)
        candidate = other[rng.randrange(len(other))]
        try:
            game.apply(seat, candidate)
        except IllegalMove:
            assert (game.state_dict(), game.rng.getstate()) == before
        mover = game.to_move
        if mover is not None and not game.over:
            game.apply(mover, random_move(game, mover, rng))


def test_legal_moves_are_all_accepted() -> None:
    """Every move legal_moves lists is accepted by apply (checked on copies)."""
    rng = random.Random(7)
    for seed in range(40):
        rules = RuleSet(larry_call="catch")
        game = Game(3, rules, seed)
        log = play_randomly(game, rng, rng.randrange(0, 40))
        if game.over:
            continue
        mover = game.to_move
        assert mover is not None
        moves = list(game.legal_moves(mover))
        assert moves, "the player to move always has a legal move"
        for move in rng.sample(moves, min(15, len(moves))):
            copy = GameLog(3, rules, seed, moves=log).replay()
            copy.apply(mover, move)  # raises IllegalMove if the listing lied


def test_same_seed_same_game() -> None:
    a, b = Game(5, seed=99), Game(5, seed=99)
    ra, rb = random.Random(1), random.Random(1)
    assert _play(a, ra, check=False) == _play(b, rb, check=False)
    assert a.state_dict() == b.state_dict()
    assert Game(5, seed=100).state_dict()["hands"] != Game(5, seed=99).state_dict()["hands"]


def _random_position(players: int, seed: int, steps: int, rules: RuleSet) -> Game:
    """A game after up to `steps` random moves of whoever is to move."""
    game = Game(players, rules, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        mover = game.to_move
        if game.over or mover is None:
            break
        game.apply(mover, random_move(game, mover, rng))
    return game


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 8), st.integers(0, 10_000), st.integers(0, 120), rule_sets)
def test_iterating_the_legal_moves_lists_them_in_index_order(
        players: int, seed: int, steps: int, rules: RuleSet) -> None:
    """`LegalMoves` iterates segment by segment; indexing walks the segments per move: both
    give the same moves in the same order, for every seat (the one to move and the others,
    who may only catch)."""
    game = _random_position(players, seed, steps, rules)
    for seat in range(players):
        moves = game.legal_moves(seat)
        assert list(moves) == [moves[i] for i in range(len(moves))]


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 8), st.integers(0, 10_000), st.integers(0, 120), rule_sets)
def test_the_moves_of_one_card_are_those_of_the_whole_list(
        players: int, seed: int, steps: int, rules: RuleSet) -> None:
    """What the own screen asks the segments (which card kinds can be placed or played,
    where a gift can go, the moves of one kind) is what the whole list holds."""
    game = _random_position(players, seed, steps, rules)
    for seat in range(players):
        moves = game.legal_moves(seat)
        carded = [m for m in moves if m.kind in (PLACE, ACTION)]
        gifts = {m.target for m in carded if m.kind == ACTION and m.card == GIFT}
        kinds = {m.card for m in carded if not (m.kind == ACTION and m.card == GIFT)}
        assert moves.card_kinds() == (kinds, gifts)
        for card in range(KINDS):
            assert list(moves.of_card(card)) == [m for m in carded if m.card == card]


@settings(max_examples=60)
@given(st.integers(0, 2**32), st.integers(2, 6), st.integers(0, 40))
def test_a_copy_plays_on_exactly_like_the_original_and_apart_from_it(
        seed: int, players: int, steps: int) -> None:
    """`Game.copy`: the same state and the same random stream (a reshuffle or a draw after
    the copy comes out the same), and moves on the copy leave the original untouched."""
    game = Game(players, RuleSet(), seed=seed)
    play_randomly(game, random.Random(seed), steps)
    before = format_state(game)
    twin, other = game.copy(), game.copy()
    assert twin.rng.getstate() == game.rng.getstate()
    # the same choices on both copies: the same moves and the same states come out
    assert play_randomly(twin, random.Random(seed + 1), 30) == \
        play_randomly(other, random.Random(seed + 1), 30)
    assert format_state(twin) == format_state(other)
    assert format_state(game) == before


@given(st.integers(0, 2**32))
def test_a_copy_and_its_original_draw_apart(seed: int) -> None:
    """The random source a copy shares with its original until one draws: whichever draws
    first, both draw the same stream, and a copy of a copy too."""
    game = Game(4, RuleSet(), seed=seed)
    twin = game.copy()
    third = twin.copy()
    ours = [game.rng.random() for _ in range(5)]
    assert [twin.rng.random() for _ in range(5)] == ours
    assert [third.rng.random() for _ in range(5)] == ours
    again = game.copy()  # of an original that already drew
    assert [again.rng.random() for _ in range(2)] == [game.rng.random() for _ in range(2)]


def format_state(game: Game) -> tuple[object, ...]:
    return (game.hands, game.draw, game.discard, game.pile, game.scores, game.to_move,
            game.rng.getstate())


def play_randomly(game: Game, rng: random.Random, steps: int) -> list[str]:
    """Up to `steps` random legal moves (fewer if the game ends), as their log lines."""
    log: list[str] = []
    for _ in range(steps):
        if game.over:
            break
        mover = game.to_move
        assert mover is not None
        move = random_move(game, mover, rng)
        game.apply(mover, move)
        log.append(format_move(mover, move))
    return log
