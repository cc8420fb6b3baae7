"""`larry replay --game kakerlakenpoker FILE|-` through a real subprocess: round trips, the
worked example of docs/kakerlakenpoker-protocol.md, and error documents for malformed input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from larry_core.games.documents import MAX_DOCUMENT_BYTES, MAX_MOVES
from larry_core.games.kakerlake.replay import KpLog, replay_document
from larry_core.games.larry.replay import replay_document as larry_replay_document

EXAMPLE: dict[str, Any] = {
    "players": 3,
    "rules": {"royal_chain": True},
    "seed": 7,
    "start": 0,
    "deal": {"hands": [["fly", "royal_rat", "toad"], ["rat", "bat"], ["joker", "fly"]],
             "penalty": ["scorpion", "bat"],
             "displays": [[], [], ["rat", "rat"]]},
    "moves": ["0: offer 1 royal_rat royal", "1: look", "1: call true", "1: pass 2 rat",
              "2: call false", "2: offer 0 joker royal", "0: call false", "2: lay fly"],
    "view": 2,
}

LARRY_DOC = {
    "players": 3, "seed": 42, "start": 0,
    "deal": {"hands": [["3", "4", "1"], ["3", "7", "2"], ["-2", "larry", "0"]],
             "draw": ["2", "1"]},
    "moves": ["0: place 3 4", "1: place 3 7", "2: place -2 5", "1: doubt", "0: doubt"],
}


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "larry_core", *args], input=stdin,
                          capture_output=True, text=True, timeout=60, check=False)


def replay(arg: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return run(["replay", "--game", "kakerlakenpoker", arg], stdin)


def ok(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert "Traceback" not in proc.stdout + proc.stderr
    assert proc.returncode == 0, proc
    out: dict[str, Any] = json.loads(proc.stdout)
    assert out["ok"] is True
    return out


def malformed(proc: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in proc.stdout + proc.stderr
    assert proc.returncode == 2, proc
    out = json.loads(proc.stdout)
    assert set(out) == {"ok", "error"} and out["ok"] is False
    assert isinstance(out["error"], str) and out["error"]
    return str(out["error"])


def test_worked_example_from_stdin_and_file(tmp_path: Path) -> None:
    out = ok(replay("-", json.dumps(EXAMPLE)))
    assert out == replay_document(EXAMPLE)
    assert list(out) == ["ok", "rejected", "events", "state", "view"]
    assert out["state"]["displays"][2] == ["fly", "rat", "rat", "royal_rat", "scorpion"]
    path = tmp_path / "kp.json"
    path.write_text(json.dumps(EXAMPLE))
    assert ok(replay(str(path))) == out


def test_python_dash_m_form_and_no_view_without_the_key() -> None:
    doc = {key: value for key, value in EXAMPLE.items() if key != "view"}
    out = ok(run(["replay", "--game", "kakerlakenpoker", "-"], json.dumps(doc)))
    assert "view" not in out


def test_larry_stays_the_default_game_and_its_output_is_unchanged() -> None:
    out = ok(run(["replay", "-"], json.dumps(LARRY_DOC)))
    assert out == larry_replay_document(LARRY_DOC)
    assert ok(run(["replay", "--game", "larry", "-"], json.dumps(LARRY_DOC))) == out


def test_seeded_game_round_trip_through_its_log() -> None:
    """A played game's log (seed + moves) replays to the same state, every move accepted."""
    from larry_core.games.ai_seats import AiSeats
    from larry_core.games.kakerlake.engine import KpGame
    from larry_core.games.kakerlake.kind import KAKERLAKE
    from larry_core.games.kakerlake.moves import format_move

    game = KpGame(4, None, 2024)
    seats = AiSeats(KAKERLAKE, game, dict.fromkeys(range(4), "reasoned"))
    log = KpLog(4, seed=2024)
    while (decision := seats.next_move(game)) is not None:
        seat, move = decision
        seats.observe(seat, move, game.apply(seat, move))
        log.moves.append(format_move(seat, move))
    out = ok(replay("-", log.to_json()))
    assert out["rejected"] == [] and out["state"] == game.state_dict()
    assert out["events"][-1]["type"] == "game_over"


def test_rejected_moves_exit_zero() -> None:
    doc = {**EXAMPLE, "moves": ["2: look", "0: fly", "x: offer 1 fly rat", "7: call true",
                                "0: offer 1 fly bat extra", "0:"]}
    out = ok(replay("-", json.dumps(doc)))
    assert [r["code"] for r in out["rejected"]] == ["not_your_turn"] + ["bad_move"] * 5
    assert [r["index"] for r in out["rejected"]] == list(range(6))


@pytest.mark.parametrize(("doc", "mentions"), [
    ("{not json", "JSON"),
    ("", "JSON"),
    ("[1, 2]", "object"),
    ({"rules": {}}, "players"),
    ({**EXAMPLE, "players": 7}, "players"),
    ({**EXAMPLE, "players": 1}, "players"),
    ({**EXAMPLE, "players": True}, "players"),
    ({**EXAMPLE, "players": "3"}, "players"),
    ({**EXAMPLE, "extra": 1}, "extra"),
    ({**EXAMPLE, "rules": {"bogus": True}}, "bogus"),
    ({**EXAMPLE, "rules": {"royal_chain": 1}}, "royal_chain"),
    ({**EXAMPLE, "rules": {"penalty_special": "pile"}}, "penalty_special"),
    ({**EXAMPLE, "rules": {"joker_in_display": "all"}}, "joker_in_display"),
    ({**EXAMPLE, "rules": {"set_size": 10}}, "set_size"),
    ({**EXAMPLE, "rules": {"set_size": True}}, "set_size"),
    ({**EXAMPLE, "rules": {"penalty_size": 31}}, "penalty_size"),
    ({**EXAMPLE, "rules": []}, "rules"),
    ({**EXAMPLE, "seed": 1.5}, "seed"),
    ({**EXAMPLE, "seed": False}, "seed"),
    ({**EXAMPLE, "start": 3}, "start"),
    ({**EXAMPLE, "view": -1}, "view"),
    ({**EXAMPLE, "view": True}, "view"),
    ({**EXAMPLE, "moves": "0: look"}, "moves"),
    ({**EXAMPLE, "deal": []}, "deal"),
    ({**EXAMPLE, "deal": {"hands": [[], []]}}, "hands"),
    ({**EXAMPLE, "deal": {"penalty": []}}, "hands"),
    ({**EXAMPLE, "deal": {"hands": [[], [], []], "draw": []}}, "draw"),
    ({**EXAMPLE, "deal": {"hands": [["dog"], [], []]}}, "dog"),
    ({**EXAMPLE, "deal": {"hands": [[1], [], []]}}, "card"),
    ({**EXAMPLE, "deal": {"hands": [[], [], []], "displays": [[]]}}, "displays"),
    ({**EXAMPLE, "deal": {"hands": [["joker", "joker"], [], []]}}, "joker"),
    ({**EXAMPLE, "deal": {"hands": [["royal_rat"], [], []], "penalty": ["royal_rat"]}},
     "royal_rat"),
    ({**EXAMPLE, "deal": {"hands": [["rat"] * 9, [], []]}}, "rat"),
    ({**EXAMPLE, "rules": {"special_cards": False}}, "joker"),
])
def test_malformed_documents_give_an_error_document(doc: Any, mentions: str) -> None:
    text = doc if isinstance(doc, str) else json.dumps(doc)
    assert mentions.lower() in malformed(replay("-", text)).lower()


@pytest.mark.parametrize("moves", [[3], ["0: look", None], [["0: look"]], [{"move": "0: look"}],
                                   [True]])
def test_a_move_that_is_not_a_string_makes_the_document_malformed(moves: list[Any]) -> None:
    # §1: `moves` is a list of move strings; anything else is a malformed document, not a
    # rejected move (and Larry's protocol, docs/conformance.md, reads its `moves` the same way)
    error = malformed(replay("-", json.dumps({**EXAMPLE, "moves": moves})))
    assert "move" in error and "string" in error
    assert replay_document({**EXAMPLE, "moves": moves}) == {"ok": False, "error": error}
    larry = {**LARRY_DOC, "moves": moves}
    assert larry_replay_document(larry) == {"ok": False, "error": error}


def test_nulls_mean_absent() -> None:
    doc = {"players": 2, "rules": {"set_size": None, "royal_chain": None}, "seed": None,
           "start": None, "deal": None, "moves": None, "view": None}
    out = ok(replay("-", json.dumps(doc)))
    assert out == replay_document({"players": 2}) and "view" not in out


def test_size_limits() -> None:
    big = json.dumps({"players": 2, "moves": ["0: look"] * (MAX_MOVES + 1)})
    assert "moves" in malformed(replay("-", big))
    huge = " " * (MAX_DOCUMENT_BYTES + 1)
    assert "limit" in malformed(replay("-", huge))
    long_move = json.dumps({"players": 2, "moves": ["0: " + "x" * 10_001]})
    assert "characters" in malformed(replay("-", long_move))


def test_unreadable_file_and_bad_utf8(tmp_path: Path) -> None:
    assert "cannot read" in malformed(replay(str(tmp_path / "missing.json")))
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe{")
    assert "cannot read" in malformed(replay(str(path)))


def test_simulate_and_bad_player_count_through_the_cli() -> None:
    proc = run(["simulate", "--game", "kakerlakenpoker", "--players", "3", "--games", "20"])
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert proc.stdout.splitlines()[0].split() == ["games", "20"]
    bad = run(["simulate", "--game", "kakerlakenpoker", "--players", "8"])
    assert bad.returncode == 2 and "2 to 6" in bad.stderr and "Traceback" not in bad.stderr
