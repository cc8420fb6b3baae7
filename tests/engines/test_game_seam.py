"""Every game's state gives the platform the same shapes through its own seam
(base.GameState): a public view and seat views (the seat, what only it holds, the public
view), a request per seat whose moves are exactly the legal moves, each of which the game
accepts, and results whose scores and winners are the public view's. Played through whole
random games of every registered game and of the test-only high card."""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

import pytest

from larry_core.games import registry
from larry_core.games.base import GameKind
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.kakerlake.moves import CALL, LAY, LOOK, OFFER, PASS, KpMove
from tests.highcard import HIGHCARD

KINDS: list[GameKind] = [*registry.GAMES.values(), HIGHCARD]


def playthrough(kind: GameKind, players: int, seed: int, limit: int = 2_000) -> list[Any]:
    """The states of one random game, from the deal to its end (or `limit` moves: a random
    Würfel-Ligretto of 12 rounds at 4 players takes about 1,000 actions)."""
    rules = kind.rules({o.name: o.default for o in kind.options})
    state = kind.new(players, rules, seed)
    rng = random.Random(seed)
    states = [state.copy()]
    for _ in range(limit):
        actors = state.actors()
        if not actors:
            break
        seat = actors[0]
        moves = state.request(seat).moves()
        state.apply(seat, kind.parse(rng.choice(moves)))
        states.append(state.copy())
    return states


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_views_and_requests_have_one_shape(kind: GameKind) -> None:
    for players in sorted({kind.min_players, min(kind.max_players, 4)}):
        states = playthrough(kind, players, seed=players * 7 + 1)
        assert states[-1].over, f"{kind.name}: a random game ends"
        for state in states:
            public = state.public_view()
            assert public.players == players
            assert public.to_move == state.turn()
            assert list(public.scores) == list(state.results().scores)
            if state.over:
                assert sorted(public.winners or ()) == sorted(state.results().winners)
            else:
                assert public.winners is None
            for seat in range(players):
                view = state.seat_view(seat)
                assert view.seat == seat and view.public == public
                request = state.request(seat)
                assert request.seat == seat
                legal = [kind.format(seat, m).split(": ", 1)[1]
                         for m in state.legal_moves(seat)]
                assert request.moves() == legal
                for body in request.moves():
                    state.copy().apply(seat, kind.parse(body))  # each is accepted
                if seat not in state.actors():
                    assert request.moves() == []


def test_a_seat_view_holds_no_other_hand() -> None:
    """Kakerlakenpoker: the card on offer is in the views of the seats that looked only."""
    for state in playthrough(KAKERLAKE, 4, seed=5):
        public = state.public_view()
        for seat in range(4):
            view = state.seat_view(seat)
            assert list(view.hand) == state.hand(seat)
            seen = public.offer is not None and seat in public.offer.seen
            assert (view.offer_card is not None) == seen
        # the public view has no field that could hold a hand or the card on offer
        assert not {"hand", "hands", "card"} & {f.name for f in fields(public)}
        if public.offer is not None:
            assert "card" not in {f.name for f in fields(public.offer)}


def test_kakerlake_request_groups_every_legal_move() -> None:
    """Every legal move is reachable through the request's groups, exactly as the forms and
    the terminal ask for it, and nothing else resolves."""
    for seed in range(6):
        for state in playthrough(KAKERLAKE, 3 + seed % 3, seed=seed):
            for seat in range(state.n):
                request = state.request(seat)
                legal = set(state.legal_moves(seat))
                found: set[KpMove] = set()
                for card in request.cards(OFFER):
                    for target in request.targets(OFFER):
                        for claim in request.claims():
                            move = request.resolve(OFFER, card=card, target=target, claim=claim)
                            if move is not None:
                                found.add(move)
                for target in request.targets(PASS):
                    for claim in request.claims():
                        move = request.resolve(PASS, target=target, claim=claim)
                        assert move is not None
                        found.add(move)
                for call in (True, False):
                    if (move := request.resolve(CALL, call=call)) is not None:
                        found.add(move)
                if (move := request.resolve(LOOK)) is not None:
                    found.add(move)
                    assert request.can_look()
                for first in request.cards(LAY):
                    if request.alone(first):
                        found.add(request.resolve(LAY, card=first) or KpMove(LAY))
                    for second in request.cards(LAY, first):
                        move = request.resolve(LAY, card=first, second=second)
                        assert move is not None and move in legal
                        found.add(move)
                        assert request.resolve(LAY, card=second, second=first) == move
                assert found == legal
                assert request.verbs() == {m.verb for m in legal}
                assert request.resolve(OFFER, card="fly", target=seat, claim="fly") is None
