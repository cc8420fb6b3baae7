"""Issue 40: the documents a newcomer reads first say what the code does: the set-up's commands
and settings, a sample replay document per game, no internal notes or missing sources."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


@pytest.mark.parametrize("game", ["larry", "kakerlakenpoker"])
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
