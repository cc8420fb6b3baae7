"""Kakerlakenpoker Royal: one or more scripted scenarios per rule of docs/kakerlakenpoker-rules.md
and per house option (§13), played through the replay protocol of docs/kakerlakenpoker-protocol.md.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from larry_core.games.kakerlake.cards import CODES, claim_true, deck_counts, matches
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.replay import replay_document
from larry_core.games.kakerlake.rules import KpRules


def play(hands: list[list[str]], moves: list[str], *, penalty: list[str] | None = None,
         displays: list[list[str]] | None = None, rules: dict[str, Any] | None = None,
         start: int = 0, view: int | None = None) -> dict[str, Any]:
    doc: dict[str, Any] = {"players": len(hands), "start": start, "moves": moves,
                           "deal": {"hands": hands, "penalty": penalty or []}}
    if displays is not None:
        doc["deal"]["displays"] = displays
    if rules is not None:
        doc["rules"] = rules
    if view is not None:
        doc["view"] = view
    out = replay_document(doc)
    assert out["ok"], out
    return out


def codes(out: dict[str, Any]) -> list[str]:
    return [r["code"] for r in out["rejected"]]


def types(out: dict[str, Any]) -> list[str]:
    return [e["type"] for e in out["events"]]


# ------------------------------------------------------------------ §2 / §3 cards and truth
def test_deck_has_65_cards_or_63_without_specials() -> None:
    assert sum(deck_counts(True)) == 65 and sum(deck_counts(False)) == 63
    assert CODES[:2] == ("bat", "royal_bat") and CODES[-2:] == ("joker", "blank")


@pytest.mark.parametrize(("card", "true_claims"), [
    ("rat", {"rat"}),
    ("royal_fly", {"fly", "royal"}),
    ("joker", {"bat", "fly", "rat", "cockroach", "toad", "scorpion", "stinkbug"}),
    ("blank", set()),
])
def test_truth_table(card: str, true_claims: set[str]) -> None:
    claims = ["bat", "fly", "rat", "cockroach", "toad", "scorpion", "stinkbug", "royal"]
    index = CODES.index(card)
    assert {c for c in claims if claim_true(index, c)} == true_claims


def test_royal_card_is_not_a_joker_a_royal_fly_claimed_rat_is_false() -> None:
    out = play([["royal_fly", "bat"], ["toad"], ["toad"]],
               ["0: offer 1 royal_fly rat", "1: call false"])
    assert out["events"][2] == {"type": "revealed", "card": "royal_fly", "claim": "rat",
                                "truth": False, "right": True}


# ------------------------------------------------------------------ §4 setup
@pytest.mark.parametrize(("players", "special", "pile", "each", "first"), [
    (2, True, 16, 24, 25), (3, True, 7, 19, 20), (4, True, 8, 14, 15), (5, True, 9, 11, 12),
    (6, True, 10, 9, 10), (2, False, 16, 23, 24), (3, False, 8, 18, 19), (4, False, 7, 14, 14),
    (5, False, 7, 11, 12), (6, False, 8, 9, 10),
])
def test_setup_sizes(players: int, special: bool, pile: int, each: int, first: int) -> None:
    out = replay_document({"players": players, "seed": 11, "start": 1,
                           "rules": {"special_cards": special}})
    sizes = [len(h) for h in out["state"]["hands"]]
    assert sizes[1] == first and [sizes[s] for s in range(players) if s != 1] == [each] * (
        players - 1)
    assert len(out["state"]["penalty"]) == pile


def test_seeded_deal_follows_the_protocol_algorithm() -> None:
    """§1's pseudo-code, written out again here, gives the same hands and pile."""
    for seed in (0, 5, 123456789):
        rng = random.Random(seed)
        deck = [c for c, k in zip(CODES, deck_counts(), strict=True) for _ in range(k)]
        rng.shuffle(deck)
        start = rng.randrange(4)
        penalty, rest = deck[:7], deck[7:]
        q, _r = divmod(len(rest), 4)
        hands: list[list[str]] = [[] for _ in range(4)]
        for k in range(q * 4):
            hands[(start + k) % 4].append(rest[k])
        hands[start].append(rest[q * 4])
        penalty.extend(rest[q * 4 + 1:])
        out = replay_document({"players": 4, "seed": seed})
        state = out["state"]
        assert state["to_move"] == start
        assert state["penalty"] == penalty  # top first, leftovers under the pile
        assert state["hands"] == [sorted(h, key=CODES.index) for h in hands]


def test_start_given_with_a_deal_uses_no_randomness_and_start_without_is_seeded() -> None:
    a = replay_document({"players": 3, "deal": {"hands": [["rat"], ["rat"], ["rat"]]},
                         "seed": 9})
    assert a["state"]["to_move"] == random.Random(9).randrange(3)


def test_penalty_size_option_changes_the_pile() -> None:
    out = replay_document({"players": 3, "seed": 1, "start": 0,
                           "rules": {"penalty_size": 0}})
    # 65 cards, none to the pile: 21 each, remainder 2 -> start +1, one under the pile
    assert [len(h) for h in out["state"]["hands"]] == [22, 21, 21]
    assert len(out["state"]["penalty"]) == 1


# ------------------------------------------------------------------ §5 offering
def test_offer_any_card_to_any_other_player_even_one_without_cards() -> None:
    out = play([["joker", "rat"], [], ["bat"]], ["0: offer 1 joker rat"])
    assert out["rejected"] == []
    assert out["state"]["offer"] == {"card": "joker", "from": 0, "to": 1, "claim": "rat",
                                     "seen": [0]}
    assert out["state"]["phase"] == "answer" and out["state"]["to_move"] == 1


def test_offer_rejections() -> None:
    out = play([["rat", "bat"], ["bat"], ["bat"]],
               ["1: offer 0 bat rat", "0: call true", "0: offer 1 fly rat", "0: offer 0 rat rat",
                "0: offer 3 rat rat", "0: offer 1 rat", "0: offer x rat rat",
                "0: offer 1 rat dog", "0: offer 1 ratt rat"])
    assert codes(out) == ["not_your_turn", "must_offer", "no_such_card", "bad_target",
                          "bad_target", "bad_move", "bad_move", "bad_move", "bad_move"]
    assert out["events"] == []


def test_no_such_card_is_checked_before_bad_target() -> None:
    out = play([["rat"], ["bat"]], ["0: offer 0 fly rat"])
    assert codes(out) == ["no_such_card"]


# ------------------------------------------------------------------ §6.1 call
@pytest.mark.parametrize(("card", "claim", "call", "collector"), [
    ("rat", "rat", True, 0),      # true claim believed: receiver right, offerer collects
    ("rat", "rat", False, 1),     # true claim doubted: receiver wrong, receiver collects
    ("rat", "bat", False, 0),     # lie doubted: right
    ("rat", "bat", True, 1),      # lie believed: wrong
])
def test_call_decides_who_collects(card: str, claim: str, call: bool, collector: int) -> None:
    out = play([[card, "bat"], ["toad"], ["toad"]],
               [f"0: offer 1 {card} {claim}", f"1: call {'true' if call else 'false'}"])
    collected = next(e for e in out["events"] if e["type"] == "collected")
    assert collected == {"type": "collected", "seat": collector, "card": card, "to": "display"}
    assert out["state"]["displays"][collector] == [card]
    assert out["state"]["to_move"] == collector and out["state"]["phase"] == "offer"


def test_call_needs_true_or_false() -> None:
    out = play([["rat", "bat"], ["toad"]], ["0: offer 1 rat rat", "1: call maybe", "1: call",
                                            "1: offer 0 toad rat"])
    assert codes(out) == ["bad_move", "bad_move", "must_answer"]


# ------------------------------------------------------------------ §6.2 passing
def test_pass_chain_and_the_last_player_must_call() -> None:
    out = play([["rat", "bat"], ["toad"], ["toad"]],
               ["0: offer 1 rat bat", "1: pass 2 rat", "2: look", "2: pass 0 rat",
                "2: call true"])
    assert codes(out) == ["must_call", "must_call"]
    assert types(out)[:3] == ["offered", "looked", "passed"]
    # seat 2 believed seat 1's true claim "rat": right, so seat 1 (the passer) collects
    assert out["state"]["displays"][1] == ["rat"]


def test_look_then_must_pass_and_seen_grows() -> None:
    out = play([["rat", "bat"], ["toad"], ["toad"], ["toad"]],
               ["0: offer 1 rat bat", "1: look", "1: call false", "1: pass 0 rat",
                "1: pass 3 rat"], view=3)
    assert codes(out) == ["must_pass", "already_seen"]
    assert out["state"]["offer"] == {"card": "rat", "from": 1, "to": 3, "claim": "rat",
                                     "seen": [0, 1]}
    assert out["view"]["offer"]["card"] is None  # seat 3 has not looked


def test_view_shows_the_card_only_to_seats_that_have_seen_it() -> None:
    moves = ["0: offer 1 rat bat", "1: look"]
    hands = [["rat", "bat"], ["toad"], ["toad"]]
    assert play(hands, moves, view=0)["view"]["offer"]["card"] == "rat"
    assert play(hands, moves, view=1)["view"]["offer"]["card"] == "rat"
    assert play(hands, moves, view=2)["view"]["offer"]["card"] is None
    assert play(hands, moves[:1], view=1)["view"]["offer"]["card"] is None


def test_pass_check_order_in_answer_and_pass_phase() -> None:
    out = play([["rat", "bat"], ["toad"], ["toad"]],
               ["0: offer 1 rat bat", "1: pass 1 rat", "1: pass 0 rat", "1: pass 9 rat",
                "1: look", "1: pass 0 rat", "1: pass 1 rat"])
    assert codes(out) == ["bad_target", "already_seen", "bad_target", "already_seen",
                          "bad_target"]
    # a rejected pass from "answer" makes no look either
    assert types(out) == ["offered", "looked"]


def test_two_players_can_never_pass() -> None:
    out = play([["rat", "bat"], ["toad"]], ["0: offer 1 rat bat", "1: look", "1: pass 0 rat"])
    assert codes(out) == ["must_call", "must_call"]


def test_a_pass_may_change_the_claim_to_royal() -> None:
    out = play([["royal_toad", "bat"], ["toad"], ["toad"]],
               ["0: offer 1 royal_toad bat", "1: pass 2 royal", "2: call true"])
    revealed = out["events"][4]
    assert revealed == {"type": "revealed", "card": "royal_toad", "claim": "royal",
                        "truth": True, "right": True}


# ------------------------------------------------------------------ §7 collecting
def test_after_passes_the_last_passer_collects_when_the_receiver_is_right() -> None:
    out = play([["rat", "bat"], ["toad"], ["toad"]],
               ["0: offer 1 rat rat", "1: pass 2 bat", "2: call false"])
    assert out["state"]["displays"] == [[], ["rat"], []]
    assert out["state"]["to_move"] == 1


def test_royal_card_brings_the_face_up_penalty_card() -> None:
    out = play([["royal_bat", "rat"], ["toad"]], ["0: offer 1 royal_bat royal", "1: call false"],
               penalty=["fly", "scorpion"])
    assert types(out)[-3:] == ["collected", "penalty_drawn", "turned_up"]
    assert out["state"]["displays"][1] == ["royal_bat", "fly"]
    assert out["state"]["penalty"] == ["scorpion"]


def test_special_card_goes_into_the_hand_and_a_penalty_is_due() -> None:
    out = play([["blank", "rat"], ["toad", "bat", "fly"]],
               ["0: offer 1 blank toad", "1: call true"])
    assert out["state"]["hands"][1] == ["bat", "fly", "toad", "blank"]
    assert out["state"]["pending"] == {"seat": 1, "card": "blank", "claim": "toad"}
    assert out["state"]["phase"] == "penalty" and types(out)[-1] == "penalty_due"


# ------------------------------------------------------------------ §8 penalty pile
def test_royal_chain_draws_again_for_a_royal_penalty_card() -> None:
    hands = [["royal_bat", "rat"], ["toad"]]
    moves = ["0: offer 1 royal_bat royal", "1: call false"]
    on = play(hands, moves, penalty=["royal_fly", "rat", "toad"])
    assert on["state"]["displays"][1] == ["royal_bat", "royal_fly", "rat"]
    assert on["state"]["penalty"] == ["toad"]
    off = play(hands, moves, penalty=["royal_fly", "rat", "toad"], rules={"royal_chain": False})
    assert off["state"]["displays"][1] == ["royal_bat", "royal_fly"]


def test_empty_penalty_pile_draws_nothing() -> None:
    out = play([["royal_bat", "rat"], ["toad"]], ["0: offer 1 royal_bat royal", "1: call false"])
    assert out["events"][-1] == {"type": "penalty_empty", "seat": 1}


def test_last_penalty_card_is_not_followed_by_turned_up() -> None:
    out = play([["royal_bat", "rat"], ["toad"]], ["0: offer 1 royal_bat royal", "1: call false"],
               penalty=["fly"])
    assert types(out)[-1] == "penalty_drawn" and out["state"]["penalty"] == []


@pytest.mark.parametrize(("option", "where"), [("display", "display"), ("hand", "hand")])
def test_penalty_special_option(option: str, where: str) -> None:
    out = play([["royal_bat", "rat"], ["toad"]], ["0: offer 1 royal_bat royal", "1: call false"],
               penalty=["joker", "fly"], rules={"penalty_special": option})
    assert {"type": "penalty_drawn", "seat": 1, "card": "joker", "to": where} in out["events"]
    assert ("joker" in out["state"]["hands"][1]) == (where == "hand")
    assert out["state"]["phase"] == "offer"  # no further penalty either way


# ------------------------------------------------------------------ §9 special-card penalty
def _penalty_game(hand1: list[str], lay: str, claim: str = "toad") -> dict[str, Any]:
    """Seat 1 misjudges the joker offered with `claim` and collects it, then plays `lay`."""
    wrong = "false" if claim != "royal" else "true"  # the joker is every animal, not royal
    return play([["joker", "rat"], hand1],
                [f"0: offer 1 joker {claim}", f"1: call {wrong}", lay], penalty=["fly", "bat"])


def test_penalty_one_matching_card_plain_or_royal() -> None:
    assert _penalty_game(["toad", "rat", "bat"], "1: lay toad")["rejected"] == []
    out = _penalty_game(["royal_toad", "rat", "bat"], "1: lay royal_toad")
    assert out["rejected"] == []
    assert out["state"]["displays"][1] == ["fly", "royal_toad"]  # a royal laid out draws


def test_penalty_royal_claim_matches_any_royal() -> None:
    assert _penalty_game(["royal_rat", "rat", "bat"], "1: lay royal_rat", "royal")[
        "rejected"] == []
    assert codes(_penalty_game(["rat", "rat", "bat"], "1: lay rat", "royal")) == ["bad_penalty"]


def test_penalty_two_other_cards_even_with_a_match_and_the_other_special() -> None:
    out = _penalty_game(["toad", "blank", "bat"], "1: lay blank toad")
    assert out["rejected"] == [] and out["state"]["displays"][1] == ["toad", "blank"]
    assert out["events"][-1] == {"type": "laid", "seat": 1, "cards": ["blank", "toad"]}
    assert out["state"]["phase"] == "offer" and out["state"]["to_move"] == 1


def test_penalty_rejections() -> None:
    out = _penalty_game(["rat", "bat", "fly"], "1: lay joker")
    assert codes(out) == ["bad_penalty"]  # the joker just collected
    assert codes(_penalty_game(["rat", "bat", "fly"], "1: lay rat")) == ["bad_penalty"]
    assert codes(_penalty_game(["rat", "bat", "fly"], "1: lay rat rat")) == ["no_such_card"]
    assert codes(_penalty_game(["rat", "bat", "fly"], "1: lay toad")) == ["no_such_card"]
    assert codes(_penalty_game(["rat", "bat", "fly"], "1: lay joker rat")) == ["bad_penalty"]
    assert codes(_penalty_game(["rat", "bat", "fly"], "1: lay a b c")) == ["bad_move"]
    assert codes(_penalty_game(["rat", "bat", "fly"], "1: call true")) == ["must_lay"]


def test_penalty_with_exactly_one_other_card_lays_it_whatever_it_is() -> None:
    out = _penalty_game(["rat"], "1: lay rat")
    assert out["rejected"] == [] and out["state"]["hands"][1] == ["joker"]


def test_penalty_with_no_other_card_loses() -> None:
    out = play([["joker", "rat"], []], ["0: offer 1 joker toad", "1: call false"])
    assert out["events"][-1] == {"type": "game_over", "loser": 1, "reason": "no_cards",
                                 "winners": [0]}
    assert out["state"]["pending"] is None and out["state"]["to_move"] is None


def test_special_matches_no_claim() -> None:
    joker, blank = CODES.index("joker"), CODES.index("blank")
    assert not any(matches(c, claim) for c in (joker, blank)
                   for claim in ("rat", "royal"))


def test_royal_cards_laid_as_penalty_draw_one_each_in_order() -> None:
    out = play([["blank", "rat"], ["royal_bat", "royal_toad", "fly"]],
               ["0: offer 1 blank toad", "1: call true", "1: lay royal_toad royal_bat"],
               penalty=["rat", "scorpion", "cockroach"])
    drawn = [e["card"] for e in out["events"] if e["type"] == "penalty_drawn"]
    assert drawn == ["rat", "scorpion"]


# ------------------------------------------------------------------ §10 end of the game
def test_fourth_animal_loses_royal_counts_with_its_kind() -> None:
    out = play([["royal_rat", "bat"], ["toad"], ["toad"]],
               ["0: offer 1 royal_rat rat", "1: call false", "1: offer 0 toad toad"],
               displays=[[], ["rat", "rat", "rat"], []], penalty=["fly"])
    assert out["events"][-1] == {"type": "game_over", "loser": 1, "reason": "set",
                                 "winners": [0, 2], "animal": "rat"}
    assert codes(out) == ["game_over"] and out["state"]["phase"] == "over"


def test_set_is_checked_after_the_penalty_draws() -> None:
    """The royal toad itself makes 1 toad; its penalty card (a rat) makes the fourth rat."""
    out = play([["royal_toad", "bat"], ["toad"], ["toad"]],
               ["0: offer 1 royal_toad royal", "1: call false"],
               displays=[[], ["rat", "rat", "rat"], []], penalty=["rat", "fly"])
    assert types(out)[-3:] == ["penalty_drawn", "turned_up", "game_over"]
    assert out["events"][-1]["animal"] == "rat"


def test_royals_of_different_animals_are_no_set() -> None:
    out = play([["rat"], ["toad"], ["toad"]], [],
               displays=[["royal_bat", "royal_fly", "royal_rat", "royal_toad"], [], []])
    assert out["state"]["phase"] == "offer"


def test_two_players_lose_with_five_and_set_size_option() -> None:
    four = play([["rat"], ["toad"]], [], displays=[["bat"] * 4, []])
    assert four["state"]["phase"] == "offer"
    five = play([["rat"], ["toad"]], [], displays=[["bat"] * 5, []])
    assert five["events"][0]["type"] == "game_over"  # ends at setup, first event
    small = play([["rat"], ["toad"], ["toad"]], [], displays=[[], ["fly", "fly"], []],
                 rules={"set_size": 2})
    assert small["state"]["loser"] == 1


def test_joker_in_display_option() -> None:
    shown = [[], ["joker", "rat", "rat", "rat"], []]
    none = play([["rat"], ["toad"], ["toad"]], [], displays=shown)
    assert none["state"]["phase"] == "offer"
    wild = play([["rat"], ["toad"], ["toad"]], [], displays=shown,
                rules={"joker_in_display": "wild"})
    assert wild["events"] == [{"type": "game_over", "loser": 1, "reason": "set",
                               "winners": [0, 2], "animal": "rat"}]


def test_first_seat_first_animal_is_reported() -> None:
    out = play([["rat"], ["toad"], ["toad"]], [],
               displays=[[], ["toad"] * 4 + ["bat"] * 4, ["fly"] * 4])
    assert out["events"][0]["loser"] == 1 and out["events"][0]["animal"] == "bat"


def test_no_cards_to_offer_loses() -> None:
    out = play([["rat"], ["toad"], ["toad"]], ["0: offer 1 rat rat", "1: call true"])
    # right: seat 0 collects its rat and must offer with an empty hand
    assert out["events"][-1] == {"type": "game_over", "loser": 0, "reason": "no_cards",
                                 "winners": [1, 2]}


def test_empty_hand_is_harmless_as_a_receiver_until_it_must_offer() -> None:
    out = play([["rat", "bat"], [], ["toad"]],
               ["0: offer 1 rat bat", "1: pass 2 rat", "2: call false"])
    # seat 1 passed without cards; seat 2 wrongly doubted, collects, and plays on
    assert out["rejected"] == [] and out["state"]["phase"] == "offer"
    assert out["state"]["to_move"] == 2 and out["state"]["displays"][2] == ["rat"]
    right = play([["rat", "bat"], [], ["toad"]],
                 ["0: offer 1 rat bat", "1: pass 2 rat", "2: call true"])
    # seat 2 was right: seat 1, the passer, collects and must offer with an empty hand
    assert right["events"][-1] == {"type": "game_over", "loser": 1, "reason": "no_cards",
                                   "winners": [0, 2]}


def test_set_and_empty_hand_together_report_the_set() -> None:
    out = play([["rat"], ["toad"]], ["0: offer 1 rat rat", "1: call true"],
               displays=[["rat"] * 3, []], rules={"set_size": 4})
    assert out["events"][-1]["reason"] == "set" and out["events"][-1]["loser"] == 0


def test_start_with_an_empty_hand_ends_at_setup() -> None:
    out = play([[], ["toad"]], ["0: offer 1 rat rat"])
    assert out["events"] == [{"type": "game_over", "loser": 0, "reason": "no_cards",
                              "winners": [1]}]
    assert codes(out) == ["game_over"]


def test_check_order_parse_then_game_over_then_turn() -> None:
    out = play([[], ["toad"]], ["0 offer", "1: call true"])
    assert codes(out) == ["bad_move", "game_over"]


# ------------------------------------------------------------------ §12 visibility
def test_events_never_name_a_face_down_card() -> None:
    out = play([["rat", "bat"], ["toad"], ["toad"]], ["0: offer 1 rat bat", "1: pass 2 fly"])
    for ev in out["events"]:
        assert "card" not in ev


def test_engine_private_card_seen_only_for_the_seat_that_knows() -> None:
    game = KpGame(3, KpRules(), 0, ([["rat", "bat"], ["toad"], ["toad"]], [], None), 0)
    from larry_core.games.kakerlake.moves import parse_body
    events = game.apply(0, parse_body("offer 1 rat bat"))
    private = [e for e in events if "private" in e]
    assert private == [{"type": "card_seen", "seat": 0, "card": "rat", "private": [0]}]
    events = game.apply(1, parse_body("pass 2 rat"))
    assert [e for e in events if "private" in e] == [
        {"type": "card_seen", "seat": 1, "card": "rat", "private": [1]}]


def test_view_has_no_other_hand_and_no_face_down_penalty_cards() -> None:
    out = play([["rat", "bat"], ["toad"], ["fly"]], [], penalty=["scorpion", "royal_bat"],
               view=1)
    view = out["view"]
    assert view["hand"] == ["toad"] and view["hand_sizes"] == [2, 1, 1]
    assert view["penalty_top"] == "scorpion" and view["penalty_size"] == 2
    assert "royal_bat" not in str(view) and "rat" not in str(view)


# ------------------------------------------------------------------ worked example
def test_protocol_worked_example() -> None:
    out = play([["fly", "royal_rat", "toad"], ["rat", "bat"], ["joker", "fly"]],
               ["0: offer 1 royal_rat royal", "1: look", "1: call true", "1: pass 2 rat",
                "2: call false", "2: offer 0 joker royal", "0: call false", "2: lay fly"],
               penalty=["scorpion", "bat"], displays=[[], [], ["rat", "rat"]],
               rules={"royal_chain": True}, view=2)
    assert out["rejected"] == [{"index": 2, "move": "1: call true", "code": "must_pass",
                                "message": "seat 1 must pass"}]
    assert out["state"] == {
        "phase": "offer", "to_move": 2,
        "hands": [["fly", "toad"], ["bat", "rat"], ["joker"]],
        "displays": [[], [], ["fly", "rat", "rat", "royal_rat", "scorpion"]],
        "penalty": ["bat"], "offer": None, "pending": None,
        "loser": None, "reason": None, "winners": None}
    assert out["view"] == {
        "seat": 2, "phase": "offer", "to_move": 2, "hand": ["joker"], "hand_sizes": [2, 2, 1],
        "displays": [[], [], ["fly", "rat", "rat", "royal_rat", "scorpion"]],
        "penalty_top": "bat", "penalty_size": 1, "offer": None, "pending": None,
        "loser": None, "reason": None, "winners": None}
    assert types(out) == ["offered", "looked", "passed", "called", "revealed", "collected",
                          "penalty_drawn", "turned_up", "offered", "called", "revealed",
                          "collected", "penalty_due", "laid"]
