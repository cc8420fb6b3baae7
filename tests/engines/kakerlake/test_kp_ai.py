"""Kakerlakenpoker AI seats: games finish, the reasoned AI's judgement in scripted spots, the
seat histories hold only what each seat may know, and the terminal game plays to its end."""

from __future__ import annotations

import random

import pytest

from larry_core.games.ai_seats import AiSeats
from larry_core.games.kakerlake.ai import KpRandomStrategy, KpReasonedStrategy, get_strategy
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.kakerlake.moves import CALL, LOOK, OFFER, parse_body
from larry_core.games.kakerlake.rules import KpRules
from larry_core.games.kakerlake.terminal import play_terminal


def play_out(game: KpGame, kinds: dict[int, str]) -> tuple[AiSeats, int]:
    seats = AiSeats(KAKERLAKE, game, kinds)
    moves = 0
    while (decision := seats.next_move(game)) is not None:
        seat, move = decision
        assert move in game.legal_moves(seat)
        seats.observe(seat, move, game.apply(seat, move))
        moves += 1
        assert moves < 5_000
    return seats, moves


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("kind", ["random", "reasoned"])
def test_ai_games_finish(players: int, kind: str) -> None:
    for seed in range(3):
        game = KpGame(players, None, seed)
        play_out(game, dict.fromkeys(range(players), kind))
        assert game.over and game.loser is not None


def test_ai_games_finish_under_house_options() -> None:
    rules = KpRules(royal_chain=False, penalty_special="hand", joker_in_display="wild",
                    set_size=3, penalty_size=0)
    game = KpGame(4, rules, 3)
    play_out(game, {0: "reasoned", 1: "random", 2: "reasoned", 3: "random"})
    assert game.over


def test_strategies_by_name() -> None:
    assert isinstance(get_strategy("random"), KpRandomStrategy)
    assert isinstance(get_strategy("reasoned"), KpReasonedStrategy)
    with pytest.raises(KeyError):
        get_strategy("clever")


def test_seat_histories_hold_no_card_another_seat_saw() -> None:
    game = KpGame(4, None, 8)
    seats, _ = play_out(game, dict.fromkeys(range(4), "random"))
    for seat, history in enumerate(seats.histories):
        seen = [e for e in history if e["type"] == "card_seen"]
        assert all(e["seat"] == seat for e in seen)
    assert any(e["type"] == "card_seen" for e in seats.histories[0])


def test_ai_decisions_replay_identically() -> None:
    logs = []
    for _ in range(2):
        game = KpGame(3, None, 99)
        play_out(game, dict.fromkeys(range(3), "reasoned"))
        logs.append(game.state_dict())
    assert logs[0] == logs[1]


def _choose(game: KpGame, seat: int, history: list[dict[str, object]] | None = None) -> object:
    return KpReasonedStrategy().choose(game.seat_view(seat), game.legal_moves(seat),
                                       history or [], random.Random(1))


def test_reasoned_never_offers_a_card_that_would_make_it_lose_when_it_comes_back() -> None:
    deal = ([["rat", "bat"], ["toad"], ["toad"]], [], [["rat", "rat", "rat"], [], []])
    for seed in range(20):
        game = KpGame(3, None, seed, deal, 0)
        move = KpReasonedStrategy().choose(game.seat_view(0), game.legal_moves(0), [],
                                           random.Random(seed))
        assert move.verb == OFFER and move.card == "bat"


def test_reasoned_doubts_a_claim_that_cannot_be_true() -> None:
    """Every bat is in sight (seat 1's hand and the displays): "bat" must be a lie."""
    deal = ([["rat", "fly"], ["bat"] * 4, ["toad"]], [], [["bat", "bat"], ["bat", "bat"], []])
    game = KpGame(3, None, 0, deal, 0)
    game.apply(0, parse_body("offer 1 rat bat"))
    assert _choose(game, 1) == parse_body("call false")


def test_reasoned_believes_a_player_who_always_told_the_truth() -> None:
    deal = ([["fly", "fly"], ["toad"], ["toad"]], [], None)
    game = KpGame(3, None, 0, deal, 0)
    game.apply(0, parse_body("offer 1 fly fly"))
    truthful = []
    for _ in range(30):
        truthful += [{"type": "offered", "seat": 0, "to": 1, "claim": "fly"},
                     {"type": "called", "seat": 1, "call": False},
                     {"type": "revealed", "card": "fly", "claim": "fly", "truth": True,
                      "right": False}]
    move = _choose(game, 1, truthful)
    assert move.verb in (CALL, LOOK)
    assert move != parse_body("call false")


def test_terminal_game_plays_to_the_end_with_scripted_input() -> None:
    lines: list[str] = []
    status = play_terminal(3, 5, "random", 0.0, locale="en", read=lambda _prompt: "1",
                           out=lines.append)
    assert status == 0
    assert lines[-1] in ("Game over: you win!", "Game over: you lose.")
    assert any("Penalty pile" in line for line in lines)
    assert not any("{" in line for line in lines)


@pytest.mark.parametrize("locale", ["de", "fr"])
def test_terminal_game_speaks_the_language(locale: str) -> None:
    lines: list[str] = []
    answers = iter(["2", "1"] * 10_000)  # "2" is refused where only one choice is listed
    play_terminal(2, 3, "reasoned", 0.0, locale=locale, read=lambda _prompt: next(answers),
                  out=lines.append)
    text = "\n".join(lines)
    assert ("Strafstapel" if locale == "de" else "Pile de pénalité") in text
    assert "Penalty" not in text


def test_terminal_quit_abandons_the_game() -> None:
    lines: list[str] = []
    assert play_terminal(3, 1, "random", 0.0, read=lambda _prompt: None,
                         out=lines.append) == 0
    assert lines[-1] == "Bye! (the game was abandoned)"


# ------------------------------------------------ issue 40: calls by likelihood, passes too
def test_reasoned_answers_by_likelihood_and_passes_sometimes() -> None:
    """Among reasoned seats, a stranger's claim is not doubted by habit: in 20 games the
    answers mix "true", "false" and looking to pass the card on."""
    answers: dict[str, int] = {"true": 0, "false": 0, "look": 0}
    for seed in range(20):
        game = KpGame(3, None, seed)
        seats = AiSeats(KAKERLAKE, game, {s: "reasoned" for s in range(3)})
        while (decision := seats.next_move(game)) is not None:
            seat, move = decision
            if move.verb == CALL:
                answers["true" if move.call else "false"] += 1
            elif move.verb == LOOK:
                answers["look"] += 1
            seats.observe(seat, move, game.apply(seat, move))
    total = sum(answers.values())
    assert answers["false"] < 0.8 * total, answers
    assert answers["true"] > 0.1 * total and answers["look"] > 0.03 * total, answers


@pytest.mark.parametrize("truthful", [True, False])
def test_a_claimant_s_record_moves_the_call(truthful: bool) -> None:
    """Twenty revealed claims of seat 0, all true or all false: a claim of seat 0 is
    believed, or doubted, accordingly."""
    game = next(g for g in (KpGame(3, None, seed) for seed in range(50)) if g.to_move == 0)
    history: list[dict[str, object]] = []
    for _ in range(20):
        history += [{"type": "offered", "seat": 0, "to": 2, "claim": "fly"},
                    {"type": "called", "seat": 2, "call": not truthful},
                    {"type": "revealed", "card": "fly" if truthful else "rat", "claim": "fly",
                     "truth": truthful, "right": False}]
    card = game.seat_view(0).hand[0]
    claim = next(c for c in ("fly", "rat", "toad", "bat") if c != card)
    game.apply(0, parse_body(f"offer 1 {card} {claim}"))
    calls = {KpReasonedStrategy().choose(game.seat_view(1), [m for m in game.legal_moves(1)
                                                            if m.verb == CALL],
                                         history, random.Random(i)).call for i in range(10)}
    assert calls == {truthful}


@pytest.mark.parametrize("opponent", ["truthful", "bluffing"])
def test_fixed_offerers_do_not_beat_the_reasoned_ai(opponent: str) -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench"))
    import ai as bench_ai  # bench/ai.py

    wins = sum(bench_ai.play_kp(2, seed, seed % 2, opponent)[0] for seed in range(40))
    assert wins >= 32, wins  # fair share 20 of 40
