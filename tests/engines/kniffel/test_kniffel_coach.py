"""The Kniffel coach (issue 53): an optimal game loses nothing, a planted bad decision (a
Kniffel entered in Ones) costs exactly the table's difference, luck − lost = score − optimum
for every player of a 1,000-game simulation, a review asks for the table of its game's own
rules, `larry coach kniffel` (words, `--json`'s exact shape, exit 2 with one line on a
refused document) and the terminal game's `--coach`."""

from __future__ import annotations

import io
import json
import random
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from larry_core.__main__ import main
from larry_core.games.kniffel import optimal
from larry_core.games.kniffel.boxes import BOXES, INDEX, KNIFFEL
from larry_core.games.kniffel.coach import (
    CoachError,
    Review,
    moves_of,
    review_document,
    review_game,
    review_log,
)
from larry_core.games.kniffel.coach_text import coach_document, review_lines
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.moves import KnMove, format_move, parse_move, score
from larry_core.games.kniffel.rules import KnRules
from larry_core.games.kniffel.terminal import play_terminal
from larry_core.text import t
from tests.kniffel_tables import (
    DEFAULT,
    ONE_ROLL,
    default_table,
    kniffel_cache,
    one_roll_table,
)

__all__ = ["default_table", "kniffel_cache", "one_roll_table"]
Table = optimal.OptimalTable
ONES = INDEX["ones"]


def play_out(game: KnGame, pick: Any, moves: list[str] | None = None) -> list[str]:
    """Play `game` to its end, `pick(game, seat, legal)` choosing; the moves as strings."""
    out = [] if moves is None else moves
    while not game.over:
        seat = game.to_move
        assert seat is not None
        move = pick(game, seat, game.legal_moves(seat))
        game.apply(seat, move)
        out.append(format_move(seat, move))
    return out


def optimal_pick(table: Table) -> Any:
    return lambda g, s, legal: table.choose(g.seat_view(s), legal)


def sloppy_pick(table: Table, rng: random.Random, slips: float) -> Any:
    """The optimal move, except now and then a random legal one."""
    best = optimal_pick(table)
    return lambda g, s, legal: (legal[rng.randrange(len(legal))] if rng.random() < slips
                                else best(g, s, legal))


def review_of(players: int, seed: int, moves: list[str], table: Table,
              rules: KnRules = DEFAULT) -> Review:
    return review_log(players, rules, seed, moves, table)


# ------------------------------------------------------------------ the pure review
def test_an_optimal_game_loses_nothing(default_table: Table) -> None:
    """The AI's own decisions replayed: every decision is the optimum's, none costs."""
    for seed in range(4):
        moves = play_out(KnGame(2, DEFAULT, seed), optimal_pick(default_table))
        review = review_of(2, seed, moves, default_table)
        for seat in review.seats:
            assert len(seat.decisions) >= 13
            assert seat.lost == pytest.approx(0, abs=1e-9)
            assert all(d.move == d.best for d in seat.decisions)
            assert seat.costliest() == []
            assert seat.verdict()[0] == "perfect"
        data = review.to_json()
        assert all(d["lost"] == 0 and d["move"] == d["best"]
                   for p in data["players"] for d in p["decisions"])


def test_a_kniffel_entered_in_ones_costs_exactly_the_tables_difference(
        default_table: Table) -> None:
    """Five sixes at the first roll entered in Ones (0 points): the one costly decision,
    its cost the table's own difference between Kniffel (50 and what follows) and Ones (0
    and what follows); the rest of the game played optimally costs nothing."""
    game = KnGame(1, DEFAULT, 8, rolls=[6] * 5)
    moves = ["0: roll", "0: score ones"]
    for text in moves:
        game.apply(*parse_move(text, 1))
    play_out(game, optimal_pick(default_table), moves)
    start = KnGame(1, DEFAULT, 8, rolls=[6] * 5)
    steps = [(i, *parse_move(text, 1)) for i, text in enumerate(moves)]
    review = review_game(start, steps, default_table)
    [seat] = review.seats
    first = seat.decisions[0]
    empty = (0, 0, 0)
    planted = (50 + default_table.after(empty, KNIFFEL, 50)) \
        - (0 + default_table.after(empty, ONES, 0))
    assert (first.index, first.dice, first.rolls_left) == (1, (6,) * 5, 2)
    assert first.move == score("ones") and first.best == score("kniffel")
    assert first.lost == pytest.approx(planted, abs=1e-9) and planted > 30
    assert seat.lost == pytest.approx(planted, abs=1e-9)
    assert seat.costliest() == [first] and seat.lost_boxes == seat.lost
    assert seat.lost_keeps == pytest.approx(0, abs=1e-9)
    # and in words: the roll, what was done, what the optimum does, what it cost
    lines = review_lines(review, seat, "Ada", "en")
    assert any(line.startswith("1. 6 6 6 6 6 (2 rolls left): you chose to cross out Ones; "
                               "best was to enter 50 in Kniffel") for line in lines), lines


def test_luck_minus_lost_is_score_minus_optimum_over_1000_games(
        default_table: Table) -> None:
    """1,000 games (a tenth of two players) of players who slip now and then (some seldom,
    some often, some play at random), a tenth of them from pre-filled sheets: for every player,
    score − optimum = luck − lost (to rounding, also in the JSON's 4 decimals)."""
    rng = random.Random(53)
    checked = 0
    for i in range(1000):
        players = 2 if i % 10 == 5 else 1
        sheets = None
        if i % 10 == 0:  # a pre-filled sheet: its head start is luck too
            sheets = [{"sixes": 24, "chance": 20, "kniffel": 50 if i % 20 else 0}
                      for _ in range(players)]
        game = KnGame(players, DEFAULT, i, sheets=sheets, extra=[50 * (i % 3)] * players)
        start = game.copy()
        slips = (0.02, 0.2, 1.0)[i % 3]
        moves = play_out(game, sloppy_pick(default_table, rng, slips))
        steps = [(k, *parse_move(text, players)) for k, text in enumerate(moves)]
        review = review_game(start, steps, default_table)
        data = review.to_json()
        for seat, shown in zip(review.seats, data["players"], strict=True):
            assert seat.score == game.total(seat.seat)
            assert (seat.score - review.optimum) == pytest.approx(seat.luck - seat.lost,
                                                                  abs=1e-6)
            assert (shown["score"] - data["optimum"]) == pytest.approx(
                shown["luck"] - shown["lost"], abs=3e-4)
            assert all(d.lost >= 0 for d in seat.decisions)
            checked += 1
    assert checked == 1100


def test_a_review_uses_the_table_of_its_games_rules(default_table: Table,
                                                    one_roll_table: Table) -> None:
    """A game of one roll a turn, no jokers, is reviewed with its own table (its optimum
    127.4, not 248.3); the table of other rules is refused."""
    moves = play_out(KnGame(1, ONE_ROLL, 4), optimal_pick(one_roll_table))
    asked: list[KnRules] = []

    def table_for(rules: KnRules) -> Table:
        asked.append(rules)
        return optimal.prepare(rules)

    doc = {"game": "kniffel", "players": 1, "seed": 4, "moves": moves,
           "rules": {"rolls": 1, "extra_kniffel": "none"}}
    review = review_document(doc, table_for)
    assert asked == [ONE_ROLL] and round(review.optimum, 1) == 127.4
    assert review.seats[0].lost == pytest.approx(0, abs=1e-9)
    with pytest.raises(ValueError):
        review_log(1, ONE_ROLL, 4, moves, default_table)


def test_an_unfinished_game_and_a_log_that_does_not_replay(default_table: Table) -> None:
    with pytest.raises(CoachError) as exc:
        review_log(1, DEFAULT, 1, ["0: roll"], default_table)
    assert exc.value.code == "not_over"
    with pytest.raises(CoachError) as exc:
        review_log(1, DEFAULT, 1, ["0: roll", "0: score nothing"], default_table)
    assert exc.value.code == "corrupt"


def test_the_moves_come_back_from_the_events() -> None:
    game = KnGame(2, DEFAULT, 5)
    rng = random.Random(5)
    events: list[dict[str, Any]] = []
    made: list[tuple[int, KnMove]] = []
    while not game.over:
        seat = game.to_move
        assert seat is not None
        legal = game.legal_moves(seat)
        move = legal[rng.randrange(len(legal))]
        events += game.apply(seat, move)
        made.append((seat, move))
    assert moves_of(events) == made


# ------------------------------------------------------------------ the command line
def a_document(table: Table, seed: int = 21) -> dict[str, Any]:
    """A finished two-player game: a careful player and a careless one."""
    rng = random.Random(seed)
    careful, careless = sloppy_pick(table, rng, 0.05), sloppy_pick(table, rng, 0.6)
    moves = play_out(KnGame(2, DEFAULT, seed),
                     lambda g, s, legal: (careful if s == 0 else careless)(g, s, legal))
    return {"game": "kniffel", "players": 2, "seed": seed, "moves": moves}


def run_main(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()


def test_coach_json_has_exactly_the_issues_shape(default_table: Table, tmp_path: Path) -> None:
    doc = a_document(default_table)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc))
    code, out, err = run_main(["coach", "kniffel", str(path), "--json"])
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"optimum", "players"} and isinstance(data["optimum"], float)
    assert data["optimum"] == round(default_table.expected(), 4)
    assert [p["seat"] for p in data["players"]] == [0, 1]
    game = KnGame(2, DEFAULT, doc["seed"])
    decided: dict[int, list[int]] = {0: [], 1: []}
    for index, text in enumerate(doc["moves"]):  # every keep and every box entry
        seat, move = parse_move(text, 2)
        if game.phase == "choose":
            decided[seat].append(index)
        game.apply(seat, move)
    for p in data["players"]:
        assert set(p) == {"seat", "score", "lost", "lost_keeps", "lost_boxes", "luck",
                          "decisions"}
        assert isinstance(p["score"], int) and p["score"] == game.total(p["seat"])
        for key in ("lost", "lost_keeps", "lost_boxes", "luck"):
            assert isinstance(p[key], float) and p[key] == round(p[key], 4)
        assert [d["index"] for d in p["decisions"]] == decided[p["seat"]]
        for d in p["decisions"]:
            assert set(d) == {"index", "move", "best", "lost"}
            assert d["move"] == doc["moves"][d["index"]]
            assert parse_move(d["best"], 2)[0] == p["seat"]  # the protocol's move syntax
            assert isinstance(d["lost"], float) and d["lost"] >= 0
            assert d["lost"] == round(d["lost"], 4)
        assert p["lost"] == pytest.approx(p["lost_keeps"] + p["lost_boxes"], abs=2e-4)
    assert data["players"][1]["lost"] > data["players"][0]["lost"]
    # standard input, and words in the language asked for
    code2, words, _ = run_main_stdin(["coach", "kniffel", "-", "--lang", "de"], json.dumps(doc))
    assert code2 == 0
    assert "Coach · Spieler 1" in words and "Deine teuersten Entscheidungen:" in words
    assert "**" not in words


def run_main_stdin(args: list[str], text: str) -> tuple[int, str, str]:
    import sys

    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode()))
    try:
        return run_main(args)
    finally:
        sys.stdin = saved


@pytest.mark.parametrize("text", ["{", "[]", '{"players": 9}',
                                  '{"game": "ligretto", "players": 2}',
                                  '{"players": 1, "moves": ["0: roll", 5]}',
                                  '{"players": 1, "moves": ["0: roll"]}'])
def test_a_refused_document_is_one_line_and_exit_2(text: str, default_table: Table) -> None:
    code, out, err = run_main_stdin(["coach", "kniffel", "-", "--json"], text)
    assert code == 2 and out == "" and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("larry coach: ")


def test_a_missing_file_is_refused_in_the_readers_language(tmp_path: Path) -> None:
    code, out, err = run_main(["coach", "kniffel", str(tmp_path / "none.json"), "--lang", "fr"])
    assert code == 2 and out == ""
    assert err.startswith("larry coach\u00a0: ce document est refusé")


def test_coach_document_in_words_names_every_seat(default_table: Table) -> None:
    lines: list[str] = []
    assert coach_document(a_document(default_table), as_json=False, locale="fr",
                          out=lines.append) == 0
    text = "\n".join(lines)
    assert "Coach · Joueur 1" in text and "Coach · Joueur 2" in text
    assert "Vos décisions vous ont coûté" in text


# ------------------------------------------------------------------ the terminal game
def first_choice(out: list[str], locale: str) -> Any:
    """A player who rolls while a roll is left, then takes the first free box: menu number
    1, else the next number after each refusal (box numbers are the rows' plus two)."""
    refusal = t("kn-term-choose-number", locale, max=15)
    tries = iter(())

    def read(prompt: str) -> str:
        nonlocal tries
        if not out or not out[-1].startswith(refusal[:20]):
            tries = iter(["1", *map(str, range(3, 16))])
        return next(tries, "1")

    return read


def test_play_with_coach_prints_the_review_of_the_humans_play(default_table: Table) -> None:
    """The review of the human's play follows the game, in their language."""
    out: list[str] = []
    code = play_terminal(2, 7, "reasoned", 0, locale="de", read=first_choice(out, "de"),
                         out=out.append, coach=True)
    assert code == 0
    text = "\n".join(out)
    at = text.index(t("kn-coach-title", "de", name=t("kn-term-you", "de")))
    assert "Deine Entscheidungen haben dich" in text[at:]
    assert "Deine teuersten Entscheidungen:" in text[at:]
    assert "Spielende" in text[:at] and "**" not in text[at:]


def test_play_without_coach_prints_no_review() -> None:
    out: list[str] = []
    assert play_terminal(1, 7, "reasoned", 0, read=first_choice(out, "en"),
                         out=out.append) == 0
    assert not any("Coach" in line for line in out)


def test_box_codes_are_the_protocols() -> None:
    assert BOXES[ONES] == "ones" and BOXES[KNIFFEL] == "kniffel"


def test_the_hints_option_is_stored_only_where_it_is_on() -> None:
    from larry_core.tables.table import TableOptions

    plain = TableOptions(game="kniffel")
    hinted = TableOptions(game="kniffel", hints=True)
    assert "hints" not in plain.to_dict() and hinted.to_dict()["hints"] is True
    assert TableOptions.from_dict(hinted.to_dict()) == hinted
    assert TableOptions.from_dict(plain.to_dict()).hints is False
