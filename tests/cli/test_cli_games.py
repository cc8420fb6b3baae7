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


# ------------------------------------------ issue 55: each game's own help and options
def test_the_top_level_help_names_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "card game engine" not in text
    for name in ("Larry", "Kakerlakenpoker Royal", "Kniffel", "Würfelpoker", "Va banque",
                 "Würfel-Ligretto"):
        assert name in text, name


def discord_options(game: str) -> dict[str, str]:
    """A game's `/… new` options as its Discord front end names them (option -> key)."""
    from cogs.kakerlake.front import KpFront
    from cogs.kniffel.front import KnFront
    from cogs.ligretto.front import LgFront
    from cogs.vabanque.front import VbFront
    from cogs.wuerfelpoker.front import WpFront

    fronts = {"kakerlakenpoker": KpFront, "kniffel": KnFront, "ligretto": LgFront,
              "vabanque": VbFront, "wuerfelpoker": WpFront}
    return dict(fronts[game].option_texts)


@pytest.mark.parametrize("game", ["kakerlakenpoker", "kniffel", "wuerfelpoker", "vabanque",
                                  "ligretto"])
def test_play_help_is_the_games_with_its_new_tables_options(
        game: str, capsys: pytest.CaptureFixture[str]) -> None:
    from larry_core.text import t

    with pytest.raises(SystemExit):
        cli.main(["play", "--game", game, "--help"])
    text = capsys.readouterr().out
    title = t(registry.COMMANDS[game].title_key, "en")  # type: ignore[attr-defined]
    assert " ".join(text.split()).count(f"Play {title} against AI players") == 1
    assert "--larry-call" not in text and "Play Larry" not in text
    for option, key in discord_options(game).items():
        flag = "--" + t(key, "en").replace("_", "-")
        assert flag in text, (option, flag)
        assert " ".join(t(f"{key}-desc", "en").split()[:3]) in " ".join(text.split()), option
    assert ("--ai-delay" in text) == (game != "ligretto")


def play_intro(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
               *args: str) -> str:
    lines = iter(["quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    assert cli.main(["play", "--ai-delay", "0", "--seed", "3", *args]) == 0
    return " ".join(capsys.readouterr().out.split())


def test_the_rule_options_reach_the_terminal_game(capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    text = play_intro(capsys, monkeypatch, "--game", "kniffel", "--players", "2",
                      "--rolls", "1")
    assert "Kniffel with 2 players: one roll a turn" in text
    text = play_intro(capsys, monkeypatch, "--game", "wuerfelpoker", "--players", "3",
                      "--chips", "5", "--rounds", "4", "--raising")
    assert "5 chips each, ante 1, 3 rolls per turn, 4 rounds at most" in text
    text = play_intro(capsys, monkeypatch, "--game", "wuerfelpoker", "--rounds", "0")
    assert "until somebody cannot pay the ante" in text
    text = play_intro(capsys, monkeypatch, "--game", "vabanque", "--players", "3",
                      "--chips", "12", "--stake", "2", "--cycles", "2")
    assert "Va banque for 3 players, 6 banker rounds, 12 chips each and a stake of 2" in text
    with pytest.raises(SystemExit) as exc:
        cli.main(["play", "--game", "kniffel", "--rolls", "4"])
    assert exc.value.code == 2 and "--rolls: must be a whole number from 1 to 3" in \
        capsys.readouterr().err


def test_the_wuerfelpoker_round_limit_is_announced(capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    text = play_intro(capsys, monkeypatch, "--game", "wuerfelpoker", "--players", "2")
    assert "3 rolls per turn, 20 rounds at most (the game ends sooner if somebody cannot " \
           "pay the ante)" in text


def test_two_player_va_banque_ties_by_its_rule_and_forfeit_decides_it(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """With two players each round's one opponent wins back their own stake (C6), so every
    game ends level; the forfeit variant (C7) moves stakes to the banker. The terminal says
    so, and names the option."""
    import random

    from larry_core.games.command_line import random_playout
    from larry_core.games.vabanque.engine import VbGame
    from larry_core.games.vabanque.rules import VbRules

    def winners(rules: VbRules) -> list[int]:
        counts = []
        for seed in range(20):
            game = VbGame(2, rules, seed)
            random_playout(game, random.Random(seed))
            counts.append(len(game.winners or ()))
        return counts

    assert winners(VbRules()) == [2] * 20
    assert 1 in winners(VbRules(forfeit=True))
    note = "With two players every round's only opponent wins back their own stake"
    assert note in play_intro(capsys, monkeypatch, "--game", "vabanque", "--players", "2")
    assert note not in play_intro(capsys, monkeypatch, "--game", "vabanque", "--players", "2",
                                  "--forfeit")
    assert note not in play_intro(capsys, monkeypatch, "--game", "vabanque", "--players", "3")
