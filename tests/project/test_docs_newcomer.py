"""Issue 40: the documents a newcomer reads first say what the code does: the set-up's commands
and settings, a sample replay document per game, no internal notes or missing sources."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


@pytest.mark.parametrize("game", ["larry", "kakerlakenpoker", "kniffel", "wuerfelpoker",
                                  "vabanque", "ligretto"])
def test_each_game_ships_a_sample_document_that_replays_cleanly(game: str) -> None:
    sample = DOCS / "examples" / f"{game}-game.json"
    proc = subprocess.run([sys.executable, "-m", "larry_core", "replay", "--game", game,
                           str(sample)], capture_output=True, text=True, timeout=60, cwd=ROOT)
    result = json.loads(proc.stdout)
    assert proc.returncode == 0 and result["ok"] and result["rejected"] == [], result
    assert f"docs/examples/{game}-game.json" in (ROOT / "README.md").read_text()


def test_the_discord_set_up_lists_every_command_and_setting() -> None:
    text = (DOCS / "discord-setup.md").read_text()
    for command in ("hand", "log", "table", "leave", "end", "rules", "leaderboard", "stats",
                    "history", "replay", "settings", "forget-me"):
        assert f"`/larry {command}" in text, command
    assert "/kakerlake" in text and "LARRY_PICTURES" in text
    assert ".venv/bin/pip install -e ." in text and "\npip install" not in text
    env_example = (ROOT / ".env.example").read_text()
    for name in re.findall(r"^#?\s*(LARRY_[A-Z_]+|DISCORD_TOKEN)=", env_example, re.M):
        assert name in text or name in (DOCS / "operations.md").read_text(), name


def test_no_document_cites_a_source_outside_the_repository_or_an_issue_title() -> None:
    assert "kept beside the project" not in (DOCS / "rules.md").read_text()
    assert "copy of the shared rule text" not in (DOCS / "kakerlakenpoker-rules.md").read_text()
    title = (DOCS / "after-the-game.md").read_text().splitlines()[0]
    assert "issue" not in title.lower()
    assert "docs/after-the-game.md" in (ROOT / "README.md").read_text()


def test_operations_is_what_an_operator_does() -> None:
    text = (DOCS / "operations.md").read_text()
    assert "## Memory and the garbage collector" not in text and "COLLECT_AFTER" not in text
    assert "read_in_time" not in text and "tests/" not in text
    assert "internals.md" in text and (DOCS / "internals.md").is_file()


def replay(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "larry_core", "replay", *args], input=stdin,
                          capture_output=True, text=True, timeout=60, cwd=ROOT)


def test_a_document_of_another_game_names_the_game_to_replay_it_with() -> None:
    proc = replay(str(DOCS / "examples" / "kniffel-game.json"))  # no --game: Larry's protocol
    assert proc.returncode == 2 and json.loads(proc.stdout)["ok"] is False
    assert "--game kniffel" in proc.stderr and "Traceback" not in proc.stderr
    proc = replay("--game", "vabanque", "--lang", "de",
                  str(DOCS / "examples" / "ligretto-game.json"))
    assert proc.returncode == 2 and "Spiele es mit --game ligretto nach" in proc.stderr


@pytest.mark.parametrize("text", ["{", '{"players": 2, "moves": "x"}', '{"players": 2}',
                                  '{"players": 2, "seed": ' + "9" * 5000 + "}"])
def test_every_replay_answer_is_printed_in_one_json_style(text: str) -> None:
    proc = replay("--game", "kniffel", "-", stdin=text)
    assert proc.stdout == json.dumps(json.loads(proc.stdout), indent=2) + "\n"


def test_the_readme_names_every_catalogue_to_translate_and_where_languages_live() -> None:
    """Adding a language: every catalogue file is named (the platform's, each game's, the
    terminal ones), and `LANGUAGES` is where the README says."""
    readme = (ROOT / "README.md").read_text()
    paragraph = readme[readme.index("To add a language"):]
    paragraph = paragraph[:paragraph.index("Numbers follow")]
    for path in sorted((ROOT / "larry_core").rglob("locales/*en.ftl")):
        name = path.name.replace("en.ftl", "<code>.ftl")
        assert f"`{name}`" in paragraph, name
    assert "`LANGUAGES` in\n`larry_core/text/catalog.py`" in paragraph or \
        "`LANGUAGES` in `larry_core/text/catalog.py`" in paragraph
    assert re.search(r"^LANGUAGES = ", (ROOT / "larry_core/text/catalog.py").read_text(), re.M)


def test_the_readme_says_each_games_player_counts_and_every_front_end() -> None:
    from larry_core.games import registry

    readme = " ".join((ROOT / "README.md").read_text().split())
    commands = {"kakerlakenpoker": "kakerlake", "kniffel": "kniffel",
                "wuerfelpoker": "wuerfelpoker", "vabanque": "vabanque", "ligretto": "ligretto"}
    for game, command in commands.items():
        kind = registry.game(game)
        said = re.search(rf"\(`/{command}`, (\d)–(\d)", readme)
        assert said and (int(said[1]), int(said[2])) == (kind.min_players, kind.max_players), \
            game
    layout = next(line for line in (ROOT / "README.md").read_text().splitlines()
                  if line.startswith("| `cogs/` |"))
    for package in sorted(p.name for p in (ROOT / "cogs").iterdir()
                          if (p / "__init__.py").is_file()):
        assert f"`{package}/`" in layout, package
