"""The command line plays every registered game with commands (`larry_core.games.registry.
COMMANDS`): `--game` offers them, each game brings its own options and player counts, and a
game registered by a test alone is replayed, simulated and played without a line of the
command line naming it."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from larry_core import __main__ as cli
from larry_core.games import registry
from tests.highcard import HIGHCARD


@dataclass
class Tally:
    games: int = 0

    def lines(self, locale: str) -> list[str]:
        return [f"high card games {self.games}"]


class HighCardCommands:
    """A test game's command line: replay answers with the document's players; simulate
    counts games; play says which options it got."""

    protocol_doc = "tests/highcard"

    def replay(self, doc: Any) -> dict[str, Any]:
        return {"ok": True, "players": doc.get("players")}

    def add_options(self, command: str, parser: argparse.ArgumentParser, locale: str) -> None:
        parser.add_argument("--rounds", type=int, default=3)

    def simulate(self, args: argparse.Namespace, progress: Callable[[Any], None]) -> Tally:
        tally = Tally()
        for _ in range(args.games):
            tally.games += 1
            progress(tally)
        return tally

    def play(self, args: argparse.Namespace, locale: str) -> int:
        print(f"playing {args.players} players, {args.rounds} rounds")
        return 0


@pytest.fixture
def highcard_cli(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.GAMES, HIGHCARD.name, HIGHCARD)
    monkeypatch.setitem(registry.COMMANDS, HIGHCARD.name, HighCardCommands())


def test_a_registered_game_gets_the_command_line(highcard_cli: None, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    doc = tmp_path / "game.json"
    doc.write_text(json.dumps({"players": 2}))
    assert cli.main(["replay", "--game", "highcard", str(doc)]) == 0
    assert json.loads(capsys.readouterr().out) == {"ok": True, "players": 2}
    assert cli.main(["simulate", "--game", "highcard", "--games", "3", "--players", "2"]) == 0
    assert capsys.readouterr().out.strip() == "high card games 3"
    assert cli.main(["play", "--game", "highcard", "--players", "2", "--rounds", "5"]) == 0
    assert capsys.readouterr().out.strip() == "playing 2 players, 5 rounds"
    # high card is a game for two: the player count comes from the game
    with pytest.raises(SystemExit) as exc:
        cli.main(["play", "--game", "highcard", "--players", "3"])
    assert exc.value.code == 2
    assert "from 2 to 2" in capsys.readouterr().err


def test_a_games_own_options_belong_to_it(capsys: pytest.CaptureFixture[str]) -> None:
    """Larry's --rounds and --larry-call are Larry's: another game refuses them."""
    with pytest.raises(SystemExit) as exc:
        cli.main(["simulate", "--game", "kakerlakenpoker", "--larry-call", "catch"])
    assert exc.value.code == 2 and "--larry-call" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["play", "--game", "kakerlakenpoker", "--rounds", "3"])
    assert "--rounds" in capsys.readouterr().err
    assert set(cli.game_names()) == set(registry.COMMANDS) >= {"larry", "kakerlakenpoker"}
