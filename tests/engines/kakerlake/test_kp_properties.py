"""Property tests: random play keeps the invariants of docs/kakerlakenpoker-rules.md §15 and
every game ends; illegal moves change nothing; a game replays identically from its log."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from larry_core.errors import IllegalMove
from larry_core.games.kakerlake.cards import CLAIMS, CODES, KINDS, SPECIALS
from larry_core.games.kakerlake.engine import ANSWER, OFFER_PHASE, PASS_PHASE, PENALTY, KpGame
from larry_core.games.kakerlake.moves import KpMove, format_move, parse_body, parse_move
from larry_core.games.kakerlake.replay import KpLog
from larry_core.games.kakerlake.rules import KpRules

MAX_MOVES = 5_000

rule_sets = st.builds(
    KpRules,
    special_cards=st.booleans(),
    royal_chain=st.booleans(),
    penalty_special=st.sampled_from(["display", "hand"]),
    joker_in_display=st.sampled_from(["none", "wild"]),
    set_size=st.one_of(st.none(), st.integers(2, 9)),
    penalty_size=st.one_of(st.none(), st.integers(0, 30)),
)


def _snapshot(game: KpGame) -> object:
    return (game.state_dict(), game.moves_applied)


def _random_move(game: KpGame, seat: int, rng: random.Random) -> KpMove:
    """Mostly a legal move; sometimes a random (possibly illegal) one to test refusals."""
    legal = game.legal_moves(seat)
    if not legal or rng.random() < 0.15:
        target = rng.randrange(-1, game.n + 1)
        text = rng.choice([
            f"offer {target} {rng.choice(CODES)} {rng.choice(CLAIMS)}",
            f"call {rng.choice(['true', 'false'])}", "look",
            f"pass {target} {rng.choice(CLAIMS)}",
            " ".join(["lay", *(rng.choice(CODES) for _ in range(rng.randint(1, 2)))])])
        return parse_body(text)
    return legal[rng.randrange(len(legal))]


def _key(move: KpMove) -> KpMove:
    """A lay's cards in either order are the same move."""
    return move._replace(cards=tuple(sorted(move.cards)))


def _listed(move: KpMove, game: KpGame, seat: int) -> bool:
    return _key(move) in {_key(m) for m in game.legal_moves(seat)}


def _check(game: KpGame, before: KpGame | None, total: int) -> None:
    # the cards are partitioned among hands, displays, the penalty pile and the offer
    assert game.card_total() == total
    assert all(c >= 0 for h in game.hands for c in h)
    if before is not None:
        # displays only grow; the pile only shrinks
        for seat in range(game.n):
            assert all(game.displays[seat][i] >= before.displays[seat][i] for i in range(KINDS))
        assert len(game.penalty) <= len(before.penalty)
        assert game.penalty == before.penalty[len(before.penalty) - len(game.penalty):]
        # hand cards arrive only as special cards
        for seat in range(game.n):
            for i in range(KINDS):
                if game.hands[seat][i] > before.hands[seat][i]:
                    assert i in SPECIALS
    if game.offer is not None:
        assert game.phase in (ANSWER, PASS_PHASE)
        assert game.offer.to != game.offer.frm
        assert (game.offer.to in game.offer.seen) == (game.phase == PASS_PHASE)
        if before is not None and before.offer is not None and before.offer.card == \
                game.offer.card and before.phase == ANSWER and game.phase == ANSWER:
            # a pass adds exactly the passer to the seen set
            assert len(game.offer.seen) == len(before.offer.seen) + 1
    else:
        assert game.phase in (OFFER_PHASE, PENALTY, "over")
    if game.phase == "over":
        assert game.to_move is None and game.loser is not None
        assert game.winners == [s for s in range(game.n) if s != game.loser]


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), rules=rule_sets)
def test_random_games_keep_the_invariants_and_end(players: int, seed: int,
                                                 rules: KpRules) -> None:
    game = KpGame(players, rules, seed)
    total = game.card_total()
    assert total == (65 if rules.special_cards else 63)
    rng = random.Random(seed)
    log: list[str] = []
    _check(game, None, total)
    while not game.over:
        assert len(log) < MAX_MOVES, "the game did not end"
        seat = game.to_move if rng.random() < 0.95 else rng.randrange(players)
        assert seat is not None
        move = _random_move(game, seat, rng)
        before = game.copy()
        try:
            game.apply(seat, move)
        except IllegalMove as exc:
            assert exc.code != "bad_move"
            # a refused move changes nothing
            assert _snapshot(game) == _snapshot(before)
            assert not _listed(move, before, seat)
            continue
        # only the player whose move was expected acts, and only with a listed move
        assert seat == before.to_move and _listed(move, before, seat)
        _check(game, before, total)
        log.append(format_move(seat, move))
    # the same seed, options and moves replay to the same state
    again = KpLog(players, rules, seed, moves=log).replay()
    assert again.state_dict() == game.state_dict()
    for text in log:  # the grammar round-trips
        seat, move = parse_move(text, players)
        assert format_move(seat, move) == text


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_every_legal_move_is_accepted_and_copies_are_independent(players: int,
                                                                 seed: int) -> None:
    game = KpGame(players, KpRules(), seed)
    rng = random.Random(seed)
    for _ in range(60):
        if game.over:
            break
        seat = game.to_move
        assert seat is not None
        legal = game.legal_moves(seat)
        assert legal
        for move in rng.sample(legal, min(5, len(legal))):
            trial = game.copy()
            trial.apply(seat, move)  # never raises
        assert all(not game.legal_moves(s) for s in range(players) if s != seat)
        game.apply(seat, rng.choice(legal))


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(
    st.text(max_size=40),
    st.builds(lambda seat, verb, args: f"{seat}: {verb} {' '.join(args)}",
              st.integers(-2, 8), st.sampled_from(["offer", "call", "look", "pass", "lay", "x"]),
              st.lists(st.sampled_from([*CODES, *CLAIMS, "true", "false", "-1", "+2", "1e3",
                                        "99999999999999999999999999999999999"]), max_size=4)),
))
def test_any_text_is_a_move_or_a_bad_move_and_never_crashes(text: str) -> None:
    game = KpGame(3, KpRules(), 1)
    before = game.state_dict()
    try:
        seat, move = parse_move(text, 3)
    except IllegalMove as exc:
        assert exc.code == "bad_move"
        return
    assert parse_move(format_move(seat, move), 3) == (seat, move)
    try:
        game.apply(seat, move)
    except IllegalMove as exc:
        assert exc.code != "bad_move"
        assert game.state_dict() == before
