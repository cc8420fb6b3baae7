"""AI players (issue 5): legality, information hiding, determinism and the reasoned play."""

from __future__ import annotations

import random
from typing import Any

import pytest

from larry_core.games.larry.ai import (
    STRATEGIES,
    RandomStrategy,
    ReasonedStrategy,
    Strategy,
    ai_move,
    get_strategy,
    seat_history,
    visible_to,
)
from larry_core.games.larry.cards import INDEX, VALUES
from larry_core.games.larry.engine import Game
from larry_core.games.larry.moves import ACCEPT, CATCH, DOUBT, Move, parse_move
from larry_core.games.larry.rules import RuleSet


def make_game(hands: list[list[str]], *, draw: list[str] | None = None, start: int = 0,
              rules: RuleSet | None = None, seed: int = 0) -> Game:
    deal = ([[INDEX[c] for c in h] for h in hands], [INDEX[c] for c in draw or []])
    return Game(len(hands), rules, seed, deal=deal, start=start)


def play(game: Game, moves: list[str]) -> list[dict[str, Any]]:
    """Apply scripted moves; return every event (public and private)."""
    events: list[dict[str, Any]] = []
    for text in moves:
        seat, move = parse_move(text, game.n)
        events.extend(game.apply(seat, move))
    return events


def choose(strategy: Strategy, game: Game, seat: int, events: list[dict[str, Any]],
           seed: int = 0) -> Move:
    return ai_move(game, seat, strategy, events, random.Random(seed))


# --- interface ----------------------------------------------------------------------------


def test_strategy_registry_names_random_and_reasoned() -> None:
    assert set(STRATEGIES) == {"random", "reasoned"}
    assert isinstance(get_strategy("random"), RandomStrategy)
    assert isinstance(get_strategy("reasoned"), ReasonedStrategy)
    assert isinstance(get_strategy("reasoned"), Strategy)
    with pytest.raises(KeyError):
        get_strategy("clever")


def test_seat_history_drops_events_private_to_other_seats() -> None:
    events: list[dict[str, Any]] = [
        {"type": "drew", "seat": 1, "count": 2, "reason": "draw2"},
        {"type": "drawn_cards", "seat": 1, "cards": ["7", "4"], "to": (1,)},
        {"type": "gift_card", "seat": 0, "target": 2, "card": "3", "to": (0, 2)},
    ]
    assert seat_history(events, 1) == events[:2]
    assert seat_history(events, 2) == [events[0], events[2]]
    assert not visible_to(events[1], 0)


# --- legality over many games -------------------------------------------------------------


def _run_game(players: int, rules: RuleSet, seed: int, kinds: list[str],
              check_members: bool = True) -> int:
    """Play a whole game with the given strategies. The engine rejects an illegal move;
    with `check_members` every reasoned move must also be a member of its legal moves
    (which also checks the Larry call)."""
    game = Game(players, rules, seed)
    rng = random.Random(seed)
    seats = [get_strategy(k) for k in kinds]
    histories: list[list[dict[str, Any]]] = [[] for _ in range(players)]
    moves = 0
    while not game.over:
        if game.catchable is not None:
            seat = (game.catchable + 1) % players
        else:
            assert game.to_move is not None
            seat = game.to_move
        legal = game.legal_moves(seat)
        move = seats[seat].choose(game.seat_view(seat), legal, histories[seat], rng)
        if check_members and kinds[seat] == "reasoned":
            assert move in list(legal), (seed, move)
        if game.catchable is not None:
            assert move.kind == CATCH or kinds[seat] == "random"
        elif kinds[seat] == "random" and move.larry and rng.random() < 0.3:
            move = move._replace(larry=False)  # a forgetful player, to exercise catches
        for ev in game.apply(seat, move):  # raises IllegalMove on an illegal move
            for s in range(players):
                if visible_to(ev, s):
                    histories[s].append(ev)
        moves += 1
        assert moves < 5000
    return moves


@pytest.mark.parametrize("larry_call", ["auto", "catch"])
def test_ai_never_makes_an_illegal_move(larry_call: str) -> None:
    games = 0
    for players in range(2, 7):
        rules = RuleSet(larry_call=larry_call, short_game=True)
        for i in range(150):
            seed = players * 10_000 + i
            kinds = ["reasoned" if (s + i) % 2 == 0 else "random" for s in range(players)]
            if i % 5 == 0:
                kinds = ["reasoned"] * players
            _run_game(players, rules, seed, kinds, check_members=i % 3 == 0)
            games += 1
    assert games == 750


def test_ai_plays_full_three_round_games_legally() -> None:
    for players in (2, 3, 5):
        for seed in range(10):
            _run_game(players, RuleSet(larry_call="catch"), seed, ["reasoned"] * players)


def test_ai_is_deterministic_for_a_seed() -> None:
    def record(seed: int) -> list[str]:
        game = Game(4, RuleSet(), seed)
        rng = random.Random(seed)
        seats = [get_strategy("reasoned"), get_strategy("random")] * 2
        histories: list[list[dict[str, Any]]] = [[] for _ in range(4)]
        out = []
        while not game.over:
            seat = game.to_move
            assert seat is not None
            move = seats[seat].choose(game.seat_view(seat), game.legal_moves(seat),
                                      histories[seat], rng)
            out.append(f"{seat}: {move}")
            for ev in game.apply(seat, move):
                for s in range(4):
                    if visible_to(ev, s):
                        histories[s].append(ev)
        return out

    assert record(11) == record(11)
    assert record(11) != record(12)


# --- no hidden information ----------------------------------------------------------------


def test_choice_does_not_depend_on_opponents_hidden_hands() -> None:
    """Two games whose deals differ only in the opponents' hands, with the same public
    history, give the same view, the same legal moves and the same choice."""
    mine = ["3", "4", "1", "larry", "draw2", "-1"]
    draw = ["0", "2", "7", "4", "1", "-2"]
    a = make_game([mine, ["2", "2", "7", "0", "-1", "1"], ["3", "1", "1", "reverse", "-2", "4"]],
                  draw=draw)
    b = make_game([mine, ["2", "-2", "4", "0", "gift", "7"], ["3", "7", "-2", "open", "-1", "0"]],
                  draw=draw)
    script = ["0: place 3 3", "1: place 2 5", "2: place 3 7", "0: place -1 6",
              "1: place 0 6", "2: doubt", "1: place 7 7", "2: place -2 5"]
    ev_a, ev_b = play(a, script), play(b, script)
    assert seat_history(ev_a, 0) != [] and a.seat_view(0) == b.seat_view(0)
    hist_a, hist_b = seat_history(ev_a, 0), seat_history(ev_b, 0)
    public = [ev for ev in hist_a if ev["type"] != "revealed"]
    assert public == [ev for ev in hist_b if ev["type"] != "revealed"]
    # the revealed pile is public and identical: only seat 0's and seat 1's placed cards
    assert [e for e in hist_a if e["type"] == "revealed"] == \
        [e for e in hist_b if e["type"] == "revealed"]
    for seed in range(20):
        for name in STRATEGIES:
            assert choose(get_strategy(name), a, 0, ev_a, seed) == \
                choose(get_strategy(name), b, 0, ev_b, seed)


def test_ai_move_never_passes_other_seats_private_events() -> None:
    seen: list[list[Any]] = []

    class Spy:
        def choose(self, view: Any, legal: Any, history: Any, rng: random.Random) -> Move:
            seen.append(list(history))
            return legal[0]

    game = make_game([["draw2", "1", "2"], ["3", "4"], ["0"]], draw=["7", "0"])
    events = play(game, ["0: action draw2 2"])
    assert any(ev.get("to") == (2,) for ev in events)
    ai_move(game, 1, Spy(), events, random.Random(0))
    assert seen[0] == [ev for ev in events if "to" not in ev]


# --- reasoned play ------------------------------------------------------------------------


def test_reasoned_doubts_a_claim_needing_cards_it_holds() -> None:
    """Seat 1 claims 7 on an empty pile: only a 7 or a Larry card could make that true, and
    seat 0 holds all three of each."""
    game = make_game([["7", "7", "7", "larry", "larry", "larry", "1"], ["4", "2", "0", "1"]],
                     start=1)
    events = play(game, ["1: place 4 7"])
    for seed in range(5):
        assert choose(ReasonedStrategy(), game, 0, events, seed).kind == DOUBT


def test_reasoned_accepts_a_claim_it_can_prove() -> None:
    """Seat 1 is under an open mark: its 3 lies face up and the forced claim 3 is true."""
    game = make_game([["open", "4", "2", "1", "0"], ["3", "4", "2", "1"]], start=0)
    events = play(game, ["0: action open 1", "1: place 3 3"])
    assert game.seat_view(0).public.pile_face_up == ("3",)
    for seed in range(5):
        move = choose(ReasonedStrategy(), game, 0, events, seed)
        assert move.kind != DOUBT
        if move.kind == "place":  # and it adds honestly to the proven sum
            assert move.claim == 3 + VALUES[move.card]


def test_reasoned_knows_its_own_larry_card_makes_the_pile_true() -> None:
    """It placed a Larry card and holds the other two: the pile is true whatever is claimed."""
    game = make_game([["larry", "larry", "larry"], ["4", "2", "0", "7", "7"]], start=0)
    ai = ReasonedStrategy()
    events: list[dict[str, Any]] = []
    first = ai_move(game, 0, ai, events, random.Random(0))
    assert first.kind == "place" and first.card == INDEX["larry"]
    events += game.apply(0, first)
    events += play(game, ["1: place 7 7"])
    assert ai_move(game, 0, ai, events, random.Random(0)).kind != DOUBT


def test_reasoned_doubts_in_final_phase_when_going_out_claim_is_impossible() -> None:
    game = make_game([["7", "7", "7", "larry", "larry", "larry", "1"], ["4"]], start=1)
    events = play(game, ["1: place 4 7"])
    assert game.phase == "final"
    assert choose(ReasonedStrategy(), game, 0, events).kind == DOUBT


def test_reasoned_accepts_in_final_phase_when_going_out_claim_is_proven() -> None:
    game = make_game([["open", "7", "7", "1"], ["3"]], start=0)
    events = play(game, ["0: action open 1", "1: place 3 3"])
    assert game.phase == "final"
    assert choose(ReasonedStrategy(), game, 0, events).kind == ACCEPT


@pytest.mark.parametrize("hand", [["3", "1"], ["draw2", "2"], ["gift", "7", "4"]])
def test_reasoned_says_larry(hand: list[str]) -> None:
    game = make_game([hand, ["4", "2", "0", "1", "7"]], start=0)
    move = choose(ReasonedStrategy(), game, 0, [])
    assert move.larry
    events = game.apply(0, move)
    assert {"type": "larry_said", "seat": 0} in events


@pytest.mark.parametrize("catcher", [0, 2])
def test_reasoned_catches_a_missed_larry(catcher: int) -> None:
    """Seat 1 forgets to say Larry; the AI catches it, on its turn (2) or not (0)."""
    game = make_game([["4", "2", "0"], ["2", "1"], ["3", "1", "0"]], start=1,
                     rules=RuleSet(larry_call="catch"))
    events = play(game, ["1: place 2 2"])
    assert game.catchable == 1
    move = choose(ReasonedStrategy(), game, catcher, events)
    assert move.kind == CATCH and move.target == 1
    assert {"type": "caught", "seat": 1, "by": catcher} in game.apply(catcher, move)


def test_reasoned_gives_away_its_worst_card_to_the_closest_opponent() -> None:
    game = make_game([["gift", "7", "1", "0", "-1"], ["4", "2", "0", "1", "2", "3"], ["4", "2"]],
                     start=0)
    move = choose(ReasonedStrategy(), game, 0, [])
    assert (move.kind, move.card, move.target, move.gift) == ("action", INDEX["gift"], 2,
                                                             INDEX["7"])


def test_reasoned_goes_out_with_an_action_on_an_empty_pile() -> None:
    game = make_game([["reverse"], ["4", "2", "0"]], start=0)
    move = choose(ReasonedStrategy(), game, 0, [])
    assert move.kind == "action"
    assert {"type": "round_over", "round": 1, "scores": [2, -4],
            "hands": [[], ["0", "2", "4"]]} in game.apply(0, move)


def test_reasoned_doubts_when_a_marked_hand_has_no_placeable_card() -> None:
    """Under an open mark both -2 cards would make the forced claim -13: only doubt is left."""
    game = make_game([["-2", "-2"], ["open", "4"], ["3", "1"]], start=1)
    events = play(game, ["1: action open 0", "2: place 3 -11"])
    assert list(game.legal_moves(0)) == [Move(DOUBT)]
    assert choose(ReasonedStrategy(), game, 0, events).kind == DOUBT
