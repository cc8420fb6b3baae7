"""Va banque (docs/dice-rules.md Part C) through its replay protocol (docs/dice-protocol.md
§5): the worked example value for value, and a scenario per rule and per rejection code
written from the rules text, the dice chosen with `rolls`."""

from __future__ import annotations

from typing import Any

import pytest

from larry_core.errors import IllegalMove
from larry_core.games.vabanque.engine import VbGame, combine
from larry_core.games.vabanque.replay import replay_document
from larry_core.games.vabanque.rules import VbRules

EXAMPLE: dict[str, Any] = {
    "game": "vabanque",
    "players": 3,
    "seed": 5,
    "rules": {"forfeit": True},
    "rolls": [3, 5, 6, 1, 4, 4, 2, 3, 5, 5, 6, 6],
    "moves": ["1: add", "1: mul", "2: div", "1: div", "2: add", "2: mul", "2: div", "2: sub"],
    "view": 2,
}


def _op(seat: int, throw: int, op: str, die: int, total: int, auto: bool = False,
        exact: bool = True) -> dict[str, Any]:
    return {"type": "op", "seat": seat, "throw": throw, "op": op, "die": die, "total": total,
            "auto": auto, "exact": exact}


def _thrown(seat: int, throw: int, die: int) -> dict[str, Any]:
    return {"type": "thrown", "seat": seat, "throw": throw, "die": die}


EXAMPLE_OUTPUT: dict[str, Any] = {
    "ok": True,
    "rejected": [{"index": 2, "move": "2: div", "code": "not_your_turn",
                  "message": "seat 1 is to move"},
                 {"index": 6, "move": "2: div", "code": "not_exact",
                  "message": "18 is not divisible by 5"}],
    "events": [
        {"type": "round_started", "round": 1, "banker": 0, "staked": [1, 2], "pot": 2},
        _thrown(1, 1, 3), _thrown(1, 2, 5), _op(1, 2, "add", 5, 8),
        _thrown(1, 3, 6), _op(1, 3, "mul", 6, 48),
        _thrown(1, 4, 1), _op(1, 4, "div", 1, 48),
        _thrown(1, 5, 4), _op(1, 5, "sub", 4, 44, auto=True),
        _thrown(2, 1, 4), _thrown(2, 2, 2), _op(2, 2, "add", 2, 6),
        _thrown(2, 3, 3), _op(2, 3, "mul", 3, 18),
        _thrown(2, 4, 5), _op(2, 4, "sub", 5, 13),
        _thrown(2, 5, 5), _op(2, 5, "div", 5, 2, auto=True, exact=False),
        {"type": "forfeited", "seat": 2, "banker": 0, "chips": 1},
        {"type": "pot_won", "seats": [1], "shares": [1], "total": 44, "pot": 1},
        {"type": "round_started", "round": 2, "banker": 1, "staked": [2, 0], "pot": 2},
        _thrown(2, 1, 6), _thrown(2, 2, 6),
    ],
    "state": {
        "phase": "choose", "round": 2, "banker": 1, "to_move": 2, "chips": [8, 8, 6],
        "pot": 2, "staked": [2, 0],
        "current": {"seat": 2, "throws": [6, 6], "ops": [], "total": 6},
        "results": [None, None, None], "dice_drawn": 12, "winners": None,
    },
    "view": {"seat": 2, "legal": ["2: add", "2: div", "2: mul", "2: sub"]},
}


def run(players: int = 3, rolls: list[int] | None = None, moves: list[str] | None = None,
        **extra: Any) -> dict[str, Any]:
    doc = {"game": "vabanque", "players": players, "rolls": rolls or [], "moves": moves or [],
           **extra}
    out = replay_document(doc)
    assert out["ok"] is True, out
    return out


def types(out: dict[str, Any]) -> list[str]:
    return [e["type"] for e in out["events"]]


def ops(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in out["events"] if e["type"] == "op"]


def codes(out: dict[str, Any]) -> list[str]:
    return [r["code"] for r in out["rejected"]]


# ------------------------------------------------------------------ the worked example
def test_worked_example_value_for_value() -> None:
    assert replay_document(EXAMPLE) == EXAMPLE_OUTPUT


def test_printed_calculation_c5() -> None:
    """3 → (5, add) 8 → (6, mul) 48 → (1, div) 48 → (4, sub, forced) 44."""
    out = run(2, [3, 5, 6, 1, 4], ["1: add", "1: mul", "1: div"])
    assert [e["total"] for e in out["events"] if e["type"] == "op"] == [8, 48, 48, 44]
    assert ops(out)[-1] == _op(1, 5, "sub", 4, 44, auto=True)


# ------------------------------------------------------------------ C5 arithmetic
def test_combine_table() -> None:
    assert combine("add", 3, 5) == 8 and combine("sub", 3, 5) == -2
    assert combine("mul", -2, 6) == -12 and combine("div", -6, 3) == -2
    assert combine("div", 27, 6, last=True) == 4 and combine("div", -7, 2, last=True) == -3
    assert combine("div", 0, 4) == 0 and combine("div", 0, 5, last=True) == 0


def test_division_only_without_remainder_at_throws_2_to_4() -> None:
    # 3, then 5: 3 is no multiple of 5
    out = run(2, [3, 5], ["1: div"])
    assert codes(out) == ["not_exact"]
    assert out["rejected"][0]["message"] == "3 is not divisible by 5"
    assert run(2, [3, 5], view=1)["view"]["legal"] == ["1: add", "1: mul", "1: sub"]
    # 6, then 3: exact
    out = run(2, [6, 3, 2], ["1: div"])
    assert out["events"][-2] == _op(1, 2, "div", 3, 2)


def test_dividing_zero_is_exact() -> None:
    out = run(2, [3, 3, 4], ["1: sub", "1: div"], view=1)
    assert codes(out) == []
    assert out["events"][-2] == _op(1, 3, "div", 4, 0)


def test_negative_totals_and_their_exact_division() -> None:
    # 3 − 6 = −3; × 2 = −6; −6 ÷ 3 exact = −2
    out = run(2, [3, 6, 2, 3, 1], ["1: sub", "1: mul", "1: div"])
    assert [e["total"] for e in out["events"] if e["type"] == "op"] == [-3, -6, -2, -1]
    # −6 ÷ 4 is not exact
    out = run(2, [3, 6, 2, 4], ["1: sub", "1: mul", "1: div"], view=1)
    assert codes(out) == ["not_exact"]
    assert out["rejected"][0]["message"] == "-6 is not divisible by 4"
    assert out["view"]["legal"] == ["1: add"]


def test_fifth_division_drops_the_remainder_toward_zero() -> None:
    # 6 × 5 = 30, − 4 = 26, + 1 = 27, ÷ 6 forced = 4 (27 ÷ 6 counts 4)
    out = run(2, [6, 5, 4, 1, 6], ["1: mul", "1: sub", "1: add"])
    assert ops(out)[-1] == _op(1, 5, "div", 6, 4, auto=True, exact=False)
    # 1 − 5 = −4, × 2 = −8, + 1 = −7, ÷ 2 forced = −3
    out = run(2, [1, 5, 2, 1, 2], ["1: sub", "1: mul", "1: add"])
    assert ops(out)[-1] == _op(1, 5, "div", 2, -3, auto=True, exact=False)
    # an exact fifth division
    out = run(2, [6, 5, 4, 2, 4], ["1: mul", "1: sub", "1: add"])
    assert ops(out)[-1] == _op(1, 5, "div", 4, 7, auto=True, exact=True)


def test_every_operation_once_and_the_fifth_forced() -> None:
    out = run(2, [2, 2, 2, 2, 2], ["1: add", "1: add", "1: mul", "1: mul", "1: div"],
              view=1)
    assert codes(out) == ["op_used", "op_used"]
    assert ops(out)[-1] == _op(1, 5, "sub", 2, 2, auto=True)
    named = [e["op"] for e in ops(out) if e["seat"] == 1]
    assert sorted(named) == ["add", "div", "mul", "sub"]


def test_the_choice_is_the_opponents_even_when_only_one_is_allowed() -> None:
    # 5 − 6 = −1 (throw 2), × ... throws 3: 2 → −2, throw 4: 3: div is not exact, only add
    out = run(2, [5, 6, 2, 3], ["1: sub", "1: mul"], view=1)
    assert out["view"]["legal"] == ["1: add"]
    assert out["state"]["to_move"] == 1 and out["state"]["current"]["throws"] == [5, 6, 2, 3]


# ------------------------------------------------------------------ C4 a banker round
def test_throw_order_from_the_bankers_left_all_five_for_one_opponent() -> None:
    out = run(4, [1] * 20, start=2)
    assert out["events"][0] == {"type": "round_started", "round": 1, "banker": 2,
                                "staked": [3, 0, 1], "pot": 3}
    assert out["state"]["current"]["seat"] == 3
    moves = ["3: add", "3: sub", "3: mul"]
    out = run(4, [1] * 20, moves, start=2)
    assert [e["seat"] for e in out["events"] if e["type"] == "thrown"] == [3] * 5 + [0] * 2
    assert out["state"]["results"][3] == {"throws": [1] * 5, "ops": ["add", "sub", "mul", "div"],
                                          "total": 1, "forfeit": False}


def test_an_opponent_with_too_few_chips_sits_out_and_a_poor_banker_still_banks() -> None:
    out = run(3, [], chips=[0, 1, 2], rules={"stake": 2})
    assert out["events"][0] == {"type": "round_started", "round": 1, "banker": 0,
                                "staked": [2], "pot": 2}
    assert out["state"]["chips"] == [0, 1, 0] and out["state"]["current"]["seat"] == 2


def test_a_round_nobody_stakes_in_has_no_throws() -> None:
    out = run(2, [], chips=[0, 0])
    assert out["events"] == [
        {"type": "round_started", "round": 1, "banker": 0, "staked": [], "pot": 0},
        {"type": "round_started", "round": 2, "banker": 1, "staked": [], "pot": 0},
        {"type": "game_over", "winners": [0, 1], "chips": [0, 0]}]
    assert out["state"] == {"phase": "over", "round": 2, "banker": 1, "to_move": None,
                            "chips": [0, 0], "pot": 0, "staked": [], "current": None,
                            "results": [None, None], "dice_drawn": 0, "winners": [0, 1]}
    out = run(2, [], ["0: add"], chips=[0, 0])
    assert codes(out) == ["game_over"]


# ------------------------------------------------------------------ C6 winning the stake
def _calc(seat: int, ops: tuple[str, str, str] = ("add", "sub", "mul")) -> list[str]:
    return [f"{seat}: {op}" for op in ops]


def test_the_highest_total_takes_the_pot() -> None:
    # seat 1: 1+1-1 = 1 ×1 … ; seat 2: 6,6: add 12, mul ... higher
    rolls = [1, 1, 1, 1, 1, 6, 6, 6, 1, 1]
    out = run(3, rolls, [*_calc(1), "2: add", "2: mul", "2: sub"])
    # seat 1: 1 +1 = 2, −1 = 1, ×1 = 1, ÷1 = 1; seat 2: 6+6 = 12, ×6 = 72, −1 = 71, ÷1 = 71
    assert {"type": "pot_won", "seats": [2], "shares": [2], "total": 71, "pot": 2} \
        in out["events"]
    assert out["state"]["chips"] == [7, 7, 8]  # 8, 7, 9 after round 1; 1 and 0 stake now
    assert out["events"][out["events"].index(
        {"type": "pot_won", "seats": [2], "shares": [2], "total": 71, "pot": 2}) + 1][
        "type"] == "round_started"


def test_equal_totals_share_odd_chips_from_the_bankers_left() -> None:
    # four players, banker 2: opponents 3, 0, 1 all throw 1s: every total is 1; pot 3 of 3
    # seat 1 throws higher? no: make 3 and 0 tie high, 1 low; pot 3 → 2 for seat 3, 1 for 0
    rolls = [2, 2, 1, 1, 1,  # seat 3: 2+2 = 4, −1 = 3, ×1 = 3, ÷1 = 3
             2, 2, 1, 1, 1,  # seat 0: the same, 3
             1, 1, 1, 1, 1]  # seat 1: 1
    out = run(4, rolls, [*_calc(3), *_calc(0), *_calc(1)], start=2)
    won = next(e for e in out["events"] if e["type"] == "pot_won")
    assert won == {"type": "pot_won", "seats": [0, 3], "shares": [1, 2], "total": 3, "pot": 3}
    assert out["state"]["chips"] == [7, 6, 7, 9]  # 8, 7, 8, 9; then the stakes of round 2


def test_the_banker_neither_pays_nor_wins() -> None:
    out = run(2, [6, 6, 6, 1, 1], _calc(1, ("add", "mul", "sub")), rules={"stake": 3})
    assert out["events"][0]["staked"] == [1] and out["events"][0]["pot"] == 3
    assert {"type": "pot_won", "seats": [1], "shares": [3], "total": 71, "pot": 3} \
        in out["events"]
    assert out["state"]["chips"][0] == 8 - 3 and out["state"]["banker"] == 1


# ------------------------------------------------------------------ C7 forfeit
FORFEIT_ROLLS = [6, 5, 4, 1, 6,  # seat 1: 6×5 = 30, −4 = 26, +1 = 27, ÷6 = 4 with remainder
                 1, 1, 1, 1, 1]  # seat 2: 1+1 = 2, −1 = 1, ×1 = 1, ÷1 = 1


def test_without_forfeit_an_inexact_fifth_division_still_counts() -> None:
    out = run(3, FORFEIT_ROLLS, [*_calc(1, ("mul", "sub", "add")), *_calc(2)])
    assert "forfeited" not in types(out)
    assert {"type": "pot_won", "seats": [1], "shares": [2], "total": 4, "pot": 2} \
        in out["events"]


def test_with_forfeit_the_stake_goes_to_the_banker_and_the_opponent_cannot_win() -> None:
    out = run(3, FORFEIT_ROLLS, [*_calc(1, ("mul", "sub", "add")), *_calc(2)],
              rules={"forfeit": True, "stake": 2})
    events = out["events"]
    i = events.index({"type": "forfeited", "seat": 1, "banker": 0, "chips": 2})
    assert events[i - 1] == _op(1, 5, "div", 6, 4, auto=True, exact=False)
    assert events[i + 1] == _thrown(2, 1, 1)  # at once, before the next opponent
    assert {"type": "pot_won", "seats": [2], "shares": [2], "total": 1, "pot": 2} in events
    assert out["state"]["chips"] == [8, 6, 6]  # 10, 6, 8; then 2 and 0 stake 2 each
    assert out["state"]["results"] == [None, None, None]  # round 2 has begun


def test_when_everyone_forfeits_there_is_no_winner() -> None:
    rolls = [6, 5, 4, 1, 6]
    out = run(2, rolls, _calc(1, ("mul", "sub", "add")), rules={"forfeit": True})
    assert "pot_won" not in types(out)
    assert out["events"][-4] == {"type": "forfeited", "seat": 1, "banker": 0, "chips": 1}
    assert out["events"][-3]["type"] == "round_started"
    assert out["state"]["chips"] == [8, 7] and out["state"]["pot"] == 1  # 9, 7; round 2


# ------------------------------------------------------------------ C3/C8 cycles and the end
def test_every_player_banks_once_per_cycle_then_the_most_chips_win() -> None:
    game = VbGame(3, VbRules(cycles=2), start=1, rolls=[1] * 200)
    bankers = [e["banker"] for e in game.setup_events if e["type"] == "round_started"]
    while not game.over:
        seat = game.to_move
        assert seat is not None
        for ev in game.apply(seat, game.legal_moves(seat)[0]):
            if ev["type"] == "round_started":
                bankers.append(ev["banker"])
    assert bankers == [1, 2, 0, 1, 2, 0]
    assert game.round == 6 and game.banker == 0
    state = game.state_dict()
    assert state["phase"] == "over" and state["current"] is None and state["to_move"] is None
    assert state["results"][1] is not None and state["staked"] == [1, 2]  # the last round kept
    best = max(state["chips"])
    assert state["winners"] == [s for s in range(3) if state["chips"][s] == best]


def test_game_over_event_and_rejection() -> None:
    out = run(2, [1] * 10, [*_calc(1), *_calc(0), "1: add"])
    assert out["events"][-1] == {"type": "game_over", "winners": [0, 1], "chips": [8, 8]}
    assert codes(out) == ["game_over"] and out["rejected"][0]["index"] == 6
    assert out["state"]["winners"] == [0, 1] and out["state"]["phase"] == "over"


# ------------------------------------------------------------------ rejections and their order
def test_bad_moves() -> None:
    out = run(2, [], ["add", "1 add", "2: add", "-1: add", "1: ADD", "1: plus", "1: add 3",
                      "1:", "x: add", "1: add sub"])
    assert codes(out) == ["bad_move"] * 10
    assert out["events"] == run(2, [])["events"]
    out = run(2, [], ["1:add", " 1 :  add  "])
    assert codes(out) == ["op_used"]  # both parse; the second names add again


def test_not_your_turn_for_the_banker_and_the_others() -> None:
    out = run(3, [], ["0: add", "2: add"])
    assert codes(out) == ["not_your_turn", "not_your_turn"]
    assert out["rejected"][0]["message"] == "seat 1 is to move"


def test_order_of_checks() -> None:
    # game_over before not_your_turn
    out = run(2, [], ["0: add"], chips=[0, 0])
    assert codes(out) == ["game_over"]
    # not_your_turn before op_used and not_exact
    out = run(3, [3, 5], ["1: add", "2: add", "2: div"])
    assert codes(out) == ["not_your_turn", "not_your_turn"]
    # op_used before not_exact: div used at throw 2, then not exact at throw 3
    out = run(2, [6, 3, 4], ["1: div", "1: div"])
    assert codes(out) == ["op_used"]
    assert out["state"]["current"]["total"] == 2


def test_a_refused_move_changes_nothing() -> None:
    game = VbGame(3, rolls=[3, 5])
    before = game.state_dict()
    for seat, op, code in ((2, "add", "not_your_turn"), (1, "div", "not_exact"),
                           (1, "nope", "bad_move")):
        with pytest.raises(IllegalMove) as exc:
            game.apply(seat, op)
        assert exc.value.code == code
        assert game.state_dict() == before and game.moves_applied == 0


# ------------------------------------------------------------------ options and start
def test_options_and_start() -> None:
    out = run(5, [], rules={"chips": 3, "stake": 2}, start=4)
    assert out["events"][0] == {"type": "round_started", "round": 1, "banker": 4,
                                "staked": [0, 1, 2, 3], "pot": 8}
    assert out["state"]["chips"] == [1, 1, 1, 1, 3]
    for bad in ({"chips": 0}, {"chips": 1001}, {"stake": 0}, {"stake": 101}, {"cycles": 0},
                {"cycles": 11}, {"forfeit": 1}, {"chips": True}, {"rounds": 3},
                {"stake": 1.5}):
        out = replay_document({"game": "vabanque", "players": 2, "rules": bad})
        assert out["ok"] is False, bad
    assert VbRules.from_dict({"chips": None}) == VbRules()
    assert VbRules.from_dict(VbRules(3, 2, True, 4).to_dict()) == VbRules(3, 2, True, 4)


def test_dice_beyond_rolls_come_from_the_seed() -> None:
    import random

    rng = random.Random(9)
    expected = [rng.randrange(6) + 1 for _ in range(2)]
    out = run(2, [], seed=9)
    assert [e["die"] for e in out["events"] if e["type"] == "thrown"] == expected
    out = run(2, [4], seed=9)
    rng = random.Random(9)
    assert [e["die"] for e in out["events"] if e["type"] == "thrown"] == [
        4, rng.randrange(6) + 1]
    assert out["state"]["dice_drawn"] == 2
