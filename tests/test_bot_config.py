"""Start-up configuration: a missing or malformed token stops with one clear line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, load_config

ROOT = Path(__file__).resolve().parents[1]
GOOD = "MTA1MjM0NTY3ODkwMTIzNDU2Nw.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def test_config_reads_values_and_defaults() -> None:
    cfg = load_config({"DISCORD_TOKEN": GOOD, "LARRY_DEV_GUILD": "123",
                       "LARRY_LOG_LEVEL": "debug"})
    assert (cfg.db_path, cfg.dev_guild, cfg.log_level) == ("larry.sqlite3", 123, "DEBUG")
    assert load_config({"DISCORD_TOKEN": GOOD, "LARRY_DB": "x.db"}).db_path == "x.db"


@pytest.mark.parametrize("env, words", [
    ({}, "not set"),
    ({"DISCORD_TOKEN": "hello"}, "does not look like"),
    ({"DISCORD_TOKEN": GOOD, "LARRY_DEV_GUILD": "abc"}, "server id"),
    ({"DISCORD_TOKEN": GOOD, "LARRY_LOG_LEVEL": "LOUD"}, "LARRY_LOG_LEVEL"),
])
def test_bad_config_is_one_sentence(env: dict[str, str], words: str) -> None:
    with pytest.raises(ConfigError, match=words):
        load_config(env)


@pytest.mark.parametrize("token", ["", "not-a-token"])
def test_python_m_bot_without_a_usable_token_exits_2_with_one_line(tmp_path: Path,
                                                                  token: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "LARRY_"))}
    env["PYTHONPATH"] = str(ROOT)
    env["DISCORD_TOKEN"] = token
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("larry-bot: DISCORD_TOKEN")
    assert "Traceback" not in proc.stderr
