"""The bluff report (issue 15): hand-worked expectations on scripted games (docs/rules.md).

Each game below is written move by move with an explicit deal; every number expected here was
worked out by hand from the rules, in the comments beside the moves."""

from __future__ import annotations

import pytest

from larry_core.games.documents import CorruptLog
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.report import Claim, GameNotOver, log_from_record, report, walk
from larry_core.storage.base import TableRecord
from larry_core.text import Renderer
from tests.replay_helpers import make_doc

# Three players, short game, seat 0 starts. Draw pile top first: 4, 3, 2, -2, 0, 1.
THREE_HANDS = [["3", "2", "1"], ["1", "4", "-1"], ["2", "0", "larry"]]
THREE_MOVES = [
    "0: place 3 3",  # 0: pile 3 -> truth 3, honest
    "1: place 1 6",  # 1: pile 3 1 -> truth 4, claim 6: a bluff (by 2)
    "2: doubt",  # 2: 4 != 6, wrong: Bo's bluff is caught, Bo draws 4 and 3
    "1: place 4 4",  # 3: new pile 4 -> honest
    "2: place 0 7",  # 4: pile 4 0 -> truth 4, claim 7: a bluff (by 3) ...
    "0: place 2 6 larry",  # 5: ... built on by Ada: pile 4 0 2 = 6, honest; Cy's got away
    "1: doubt",  # 6: 6 == 6, right: an honest claim doubted wrongly, Bo draws 2 and -2
    "1: place -1 -1",  # 7: new pile -1 -> honest
    "2: place larry 2 larry",  # 8: pile -1 larry -> truth -1, claim 2: a bluff (by 3)
    "0: place 1 5",  # 9: Ada's last card: pile -1 larry 1 -> truth 0, claim 5 (by 5);
]  # the short game checks at once: one Larry card, so the claim is right and Ada wins
THREE_DRAW = ["4", "3", "2", "-2", "0", "1"]


def three_player_game(moves: list[str] | None = None) -> GameLog:
    return GameLog.from_dict(make_doc(THREE_HANDS, THREE_MOVES if moves is None else moves,
                                      draw=THREE_DRAW, rules={"short_game": True}))


def test_every_claim_gets_its_true_running_sum_and_fate() -> None:
    w = walk(three_player_game())
    assert w.winners == (0,) and w.scores == (2, -6, -1)
    got = [(c.index, c.seat, c.claim, c.truth, c.bluff, c.doubted, c.caught, c.by)
           for c in w.claims]
    assert got == [
        (0, 0, 3, 3, False, False, False, None),
        (1, 1, 6, 4, True, True, True, 2),
        (3, 1, 4, 4, False, False, False, None),
        (4, 2, 7, 4, True, False, False, None),
        (5, 0, 6, 6, False, True, False, 1),
        (7, 1, -1, -1, False, False, False, None),
        (8, 2, 2, -1, True, False, False, None),
        (9, 0, 5, 0, True, True, False, None),  # checked (no doubter), saved by the Larry
    ]
    assert [s.claim.index if s.claim else None for s in w.steps] == [
        0, 1, None, 3, 4, 5, None, 7, 8, 9]


def test_one_bluff_caught_others_got_away_and_the_boldest_is_furthest_from_the_truth() -> None:
    r = report(three_player_game())
    ada, bo, cy = r.players
    assert (ada.claims, ada.bluffs, ada.bluffs_doubted, ada.bluffs_caught) == (3, 1, 1, 0)
    assert (ada.honest_doubted, ada.doubts, ada.doubts_right) == (1, 0, 0)
    assert (bo.claims, bo.bluffs, bo.bluffs_doubted, bo.bluffs_caught) == (3, 1, 1, 1)
    assert (bo.honest_doubted, bo.doubts, bo.doubts_right) == (0, 1, 0)
    assert bo.boldest is None  # Bo's only bluff was caught
    assert (cy.claims, cy.bluffs, cy.bluffs_doubted, cy.bluffs_caught) == (2, 2, 0, 0)
    assert (cy.doubts, cy.doubts_right) == (1, 1)
    # Cy's two bluffs are both 3 off (7 for 4, 2 for -1): the earlier one is the boldest
    assert cy.boldest is not None and (cy.boldest.index, cy.boldest.claim) == (4, 7)
    # the game's boldest: Ada's 5 on a true 0, saved by the Larry card in the check
    assert r.boldest is not None
    assert (r.boldest.seat, r.boldest.claim, r.boldest.truth, r.boldest.margin) == (0, 5, 0, 5)


def test_the_report_renders_from_the_catalogue() -> None:
    lines = [Renderer("en", ["Ada", "Bo", "Cy"], plain=True)(m)
             for m in report(three_player_game()).messages()]
    assert lines == [
        "Bluff report",
        "Ada: 3 claims, 1 bluff (0 caught), 1 honest claim doubted; 0 doubts, 0 right.",
        "Bo: 3 claims, 1 bluff (1 caught), 0 honest claims doubted; 1 doubt, 0 right.",
        "Cy: 2 claims, 2 bluffs (0 caught), 0 honest claims doubted; 1 doubt, 1 right.",
        "Boldest bluff that got away: Ada said 5 when the sum was 0 (round 1).",
    ]


def test_forced_claims_are_nobodys_bluff_and_an_action_takes_responsibility_only() -> None:
    # two players, one round. Draw pile top first: -2, 1, 2, 3
    doc = make_doc([["open", "gift", "7", "3", "1"], ["2", "4", "-1", "0"]], [
        "0: action open 1",  # Bo is marked
        "1: place 2 2",  # face up, claim forced to 0 + 2: not a claim Bo chose
        "0: action gift 1 7",  # Ada accepts the pile (responsible) and gives Bo a 7
        "1: doubt",  # 2 == 2: right, Bo draws -2 and 1
        "1: place 7 3",  # truth 7, claim 3: a bluff (by 4)
        "0: place 3 6 larry",  # truth 10, claim 6: a bluff (by 4)
        "1: place 0 7",  # truth 10, claim 7: a bluff (by 3)
        "0: place 1 7",  # Ada's last card: truth 11, claim 7 (by 4); Bo must answer
        "1: accept",  # the round and the game end: every bluff of this pile got away
    ], draw=["-2", "1", "2", "3"], rules={"rounds": 1})
    w = walk(GameLog.from_dict(doc))
    forced = w.claims[0]
    assert (forced.seat, forced.claim, forced.truth, forced.forced) == (1, 2, 2, True)
    assert (forced.doubted, forced.caught, forced.by) == (True, False, 1)
    r = report(w)
    ada, bo = r.players
    assert (bo.claims, bo.bluffs, bo.honest_doubted) == (2, 2, 0)  # the forced one is not his
    assert (bo.doubts, bo.doubts_right) == (1, 0)  # but his doubt of it counts
    assert (ada.claims, ada.bluffs, ada.bluffs_caught) == (2, 2, 0)
    # Bo's 3 for 7 (index 4) and Ada's 6 for 10 (index 5) and 7 for 11 are all 4 off:
    # the earliest is the game's boldest
    assert r.boldest is not None and (r.boldest.index, r.boldest.seat) == (4, 1)
    assert ada.boldest is not None and ada.boldest.index == 5


def test_a_running_game_is_refused() -> None:
    with pytest.raises(GameNotOver):
        report(three_player_game(THREE_MOVES[:-1]))
    with pytest.raises(GameNotOver):
        walk(three_player_game([]))


def test_a_log_that_no_longer_replays_is_corrupt_not_a_report() -> None:
    with pytest.raises(CorruptLog, match="move 1"):
        walk(three_player_game(["0: place 3 3", "0: place 2 5"]))


def test_the_stored_record_gives_the_log_the_service_played() -> None:
    record = TableRecord(id=4, guild_id=1, channel_id=2, host_id=3, status="finished",
                         options={"rules": {"rounds": 2, "short_game": True}},
                         seats=[{"user_id": 3, "name": "A", "ai": None},
                                {"user_id": None, "name": "B", "ai": "random"}],
                         seed=99, created_at=0.0)
    log = log_from_record(record, ["0: doubt"])
    assert (log.players, log.seed, log.moves) == (2, 99, ["0: doubt"])
    assert log.rules.short_game and log.rules.rounds == 2
    record.options = {"rules": {"rounds": 99}}
    with pytest.raises(CorruptLog):
        log_from_record(record, [])


def test_margin_and_got_away() -> None:
    c = Claim(index=0, seat=0, round=1, claim=-3, truth=4)
    assert c.bluff and c.margin == 7 and c.got_away
    assert not Claim(0, 0, 1, 4, 4).bluff
