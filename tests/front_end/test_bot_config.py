"""Start-up configuration: a missing or malformed token, an unusable database, a bad dev
guild or an unreachable Discord stops the bot with one clear line."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import socket
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.config import ConfigError, check_database, load_config

ROOT = Path(__file__).resolve().parents[2]
GOOD = "MTA1MjM0NTY3ODkwMTIzNDU2Nw.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def test_config_reads_values_and_defaults() -> None:
    cfg = load_config({"DISCORD_TOKEN": GOOD, "LARRY_DEV_GUILD": "123",
                       "LARRY_LOG_LEVEL": "debug"})
    assert (cfg.db_path, cfg.dev_guild, cfg.log_level) == ("larry.sqlite3", 123, "DEBUG")
    assert load_config({"DISCORD_TOKEN": GOOD, "LARRY_DB": "x.db"}).db_path == "x.db"


def test_warm_texts_is_on_unless_switched_off() -> None:
    assert load_config({"DISCORD_TOKEN": GOOD}).warm_texts is True
    assert load_config({"DISCORD_TOKEN": GOOD, "LARRY_WARM_TEXTS": "off"}).warm_texts is False
    assert load_config({"DISCORD_TOKEN": GOOD, "LARRY_WARM_TEXTS": " On "}).warm_texts is True
    with pytest.raises(ConfigError, match="LARRY_WARM_TEXTS must be on or off, not 'soon'"):
        load_config({"DISCORD_TOKEN": GOOD, "LARRY_WARM_TEXTS": "soon"})


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


# ------------------------------------------------ issue 10: checked before connecting
LOG_RECORD = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ (DEBUG|INFO) ")
SCRIPT = """
import sys, discord, yarl
discord.http.Route.BASE = sys.argv[1]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
from bot.__main__ import main
raise SystemExit(main())
"""  # the real start-up, with Discord's address pointed elsewhere as the double does


def bot_env(**values: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "LARRY_"))}
    return {**env, "PYTHONPATH": str(ROOT), "LARRY_LOG_LEVEL": "WARNING", **values}


def one_line(proc: subprocess.CompletedProcess[str], code: int, start: str) -> str:
    """The one line the bot says about the problem (log records aside)."""
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = [x for x in proc.stderr.strip().splitlines() if not LOG_RECORD.match(x)]
    assert proc.returncode == code and len(lines) == 1, proc.stderr
    assert lines[0].startswith(start), lines[0]
    return lines[0]


@pytest.mark.parametrize("guild", ["0", str(2**64), "-5", "12a", "１２３", "9" * 5000])
def test_dev_guild_outside_the_snowflake_range_is_refused(guild: str) -> None:
    with pytest.raises(ConfigError, match="LARRY_DEV_GUILD must be a server id") as err:
        load_config({"DISCORD_TOKEN": GOOD, "LARRY_DEV_GUILD": guild})
    assert len(str(err.value)) < 250


def test_dev_guild_takes_the_largest_snowflake() -> None:
    assert load_config({"DISCORD_TOKEN": GOOD,
                        "LARRY_DEV_GUILD": str(2**64 - 1)}).dev_guild == 2**64 - 1


def test_missing_token_names_the_env_file_read_or_its_absence(tmp_path: Path) -> None:
    env = bot_env(DISCORD_TOKEN="")
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    line = one_line(proc, 2, "larry-bot: DISCORD_TOKEN is not set")
    assert f"no .env file in {tmp_path}" in line and "copy .env.example" in line
    (tmp_path / ".env").write_text("LARRY_LOG_LEVEL=WARNING\n")
    env.pop("DISCORD_TOKEN")
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    line = one_line(proc, 2, "larry-bot: DISCORD_TOKEN is not set")
    assert f"read {tmp_path / '.env'}, which sets no token" in line


def test_a_good_database_is_created_and_migrated(tmp_path: Path) -> None:
    db = tmp_path / "new.sqlite3"
    check_database(str(db))
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] >= 1
    check_database(str(db))  # and opens again


def _read_only(path: Path) -> Iterator[None]:
    path.write_bytes(b"")
    path.chmod(0o444)
    immutable = False
    if os.geteuid() == 0:  # root ignores file modes: make the file immutable instead
        immutable = subprocess.run(["chattr", "+i", str(path)], capture_output=True,
                                   check=False).returncode == 0
        if not immutable:
            pytest.skip("root without chattr: no read-only file to test with")
    try:
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        path.chmod(0o644)


@pytest.mark.parametrize("case, words", [
    ("missing folder", "the folder {parent} does not exist: create it"),
    ("folder", "is a folder, not a file: name a file in it"),
    ("read-only", "is read-only: let the bot write to the file"),
    ("not sqlite", "is not an SQLite database: point LARRY_DB at another file"),
])
def test_an_unusable_database_stops_the_bot_before_it_connects(tmp_path: Path, case: str,
                                                               words: str) -> None:
    path = tmp_path / "larry.sqlite3"
    context = contextlib.nullcontext()
    if case == "missing folder":
        path = tmp_path / "nowhere" / "larry.sqlite3"
    elif case == "folder":
        path.mkdir()
    elif case == "read-only":
        context = contextlib.contextmanager(_read_only)(path)  # type: ignore[assignment]
    else:
        path.write_text("just some notes, not a database\n" * 100)
    with context:
        with pytest.raises(ConfigError) as err:
            check_database(str(path))
        message = str(err.value)
        assert message.startswith(f"LARRY_DB={path}")
        assert words.format(parent=path.parent) in message
        # the same through `python -m bot`, with a token Discord would take: no connection
        # is tried (the closed port would say "cannot reach Discord")
        proc = subprocess.run([sys.executable, "-c", SCRIPT, f"http://127.0.0.1:{closed_port()}",
                               "ws://127.0.0.1:1"], cwd=tmp_path, timeout=60,
                              env=bot_env(DISCORD_TOKEN=GOOD, LARRY_DB=str(path)),
                              capture_output=True, text=True)
        assert one_line(proc, 2, "larry-bot: LARRY_DB=") == f"larry-bot: {message}"


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_discord_unreachable_is_one_line_and_exit_1(tmp_path: Path) -> None:
    port = closed_port()
    proc = subprocess.run([sys.executable, "-c", SCRIPT, f"http://127.0.0.1:{port}/api/v10",
                           f"ws://127.0.0.1:{port}/gateway"], cwd=tmp_path, timeout=60,
                          env=bot_env(DISCORD_TOKEN=GOOD, LARRY_DB=str(tmp_path / "l.db")),
                          capture_output=True, text=True)
    line = one_line(proc, 1, "larry-bot: cannot reach Discord: ")
    assert f"127.0.0.1:{port}" in line
    assert "voice will NOT be supported" not in proc.stderr  # the bot has no voice
    assert (tmp_path / "l.db").exists()  # the database was ready before the attempt


async def test_a_dev_guild_the_bot_is_not_in_is_one_clear_line(tmp_path: Path) -> None:
    from discord_double import DiscordDouble

    async with DiscordDouble(members=["Alice"]) as double:
        assert double.registry.guild_id != 123
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-c", SCRIPT, double.base_url, double.gateway_url, cwd=tmp_path,
            env=bot_env(DISCORD_TOKEN=GOOD, LARRY_DB=str(tmp_path / "l.db"),
                        LARRY_DEV_GUILD="123", LARRY_WARM_TEXTS="off"),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        _, err = await asyncio.wait_for(proc.communicate(), timeout=60)
    stderr = err.decode()
    assert "Traceback" not in stderr, stderr
    lines = [x for x in stderr.strip().splitlines() if not LOG_RECORD.match(x)]
    assert proc.returncode == 2 and lines == [
        "larry-bot: LARRY_DEV_GUILD=123: the bot is not in that server (or it does not exist): "
        "invite the bot there (docs/discord-setup.md) or leave LARRY_DEV_GUILD empty for "
        "global commands."], stderr


# ------------------------------------------------ issue 40: messages that say what is valid
def test_a_token_with_the_bot_prefix_is_told_to_drop_it() -> None:
    with pytest.raises(ConfigError, match='starts with "Bot ": drop that prefix'):
        load_config({"DISCORD_TOKEN": f"Bot {GOOD}"})


def test_a_blank_token_in_the_environment_is_not_blamed_on_env(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={GOOD}\n")
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path,
                          env=bot_env(DISCORD_TOKEN=" "), capture_output=True, text=True,
                          timeout=60)
    line = one_line(proc, 2, "larry-bot: DISCORD_TOKEN is set but blank in the environment")
    assert "which sets no token" not in line and "unset DISCORD_TOKEN" in line


@pytest.mark.parametrize("url", ["mysql://x", "sqlite:///tmp/a.db", "MySQL://u:secret@h/db"])
def test_a_database_url_of_another_kind_names_the_supported_ones(url: str) -> None:
    with pytest.raises(ConfigError, match="not supported: use an SQLite file path") as err:
        load_config({"DISCORD_TOKEN": GOOD, "LARRY_DB": url})
    assert "postgresql://" in str(err.value) and "secret" not in str(err.value)


def test_postgres_urls_and_paths_are_still_taken() -> None:
    for value in ("postgresql://u@h/db", "postgres://u@h/db", "data/larry.sqlite3"):
        assert load_config({"DISCORD_TOKEN": GOOD, "LARRY_DB": value}).db_path == value


@pytest.mark.parametrize(("argv", "says"), [
    (["--shards", "abc"], "larry-bot: --shards abc: 'abc' is not a shard id"),
    (["--shards", "0-3"], "larry-bot: --shards 0-3 needs --shard-count too"),
    (["--shards", "0-3", "--shard-count", "x"], "larry-bot: --shard-count must be a whole"),
])
def test_larry_bot_flags_are_named_by_their_flag(tmp_path: Path, argv: list[str],
                                                 says: str) -> None:
    proc = subprocess.run([sys.executable, "-m", "bot", *argv], cwd=tmp_path,
                          env=bot_env(DISCORD_TOKEN=GOOD), capture_output=True, text=True,
                          timeout=60)
    line = one_line(proc, 2, says)
    assert "LARRY_SHARD" not in line


def test_the_environment_is_named_when_it_sets_the_shards() -> None:
    with pytest.raises(ConfigError, match="LARRY_SHARDS=abc: 'abc' is not a shard id"):
        load_config({"DISCORD_TOKEN": GOOD, "LARRY_SHARDS": "abc"})


@pytest.mark.parametrize(("argv", "says"), [
    (["--processes", "0"], "--processes must be a whole number from 1 to 4096"),
    (["--processes", "-1"], "--processes must be a whole number from 1 to 4096"),
    (["--processes", "1", "--shard-count", "0"], "--shard-count must be a whole number from 1"),
])
def test_the_launcher_says_what_number_of_processes_is_valid(tmp_path: Path, argv: list[str],
                                                             says: str) -> None:
    proc = subprocess.run([sys.executable, "-m", "bot.launch", *argv], cwd=tmp_path,
                          env=bot_env(DISCORD_TOKEN=GOOD), capture_output=True, text=True,
                          timeout=60)
    line = one_line(proc, 2, f"larry-launch: {says}")
    assert "run 1 to 0" not in line
