"""What the bot benchmarks share (`bench/load.py`, `bench/crash.py`): the bot in its own
process against the Discord double (`discord_double`, the package the tests use too), the
scripted users' means of reading and pressing what the bot posts, and the reports.

The bot process (`bench/run_bot.py PORT DB`):
- `bot_env(**extra)`: its environment (this one's, the repository on PYTHONPATH, `extra`);
  `shard_env(shards)`: the `LARRY_SHARDS` / `LARRY_SHARD_COUNT` of one process's shards;
- `spawn_bot`: start it, its stderr appended to a log; `wait_ready`: read its stdout up to
  the `LARRY-BOT-READY` line; `stop_bots`: SIGTERM (each closes cleanly), SIGKILL after a
  grace period; `kill_bots`: SIGKILL whatever still runs.

Scripted users (they see only what Discord would show: messages, embeds, components):
- the bot's custom_ids: `TURN_ID` (a table version's choices and Catch!), `HAND_ID` (Your
  move / My hand: a seat's own screen), `LOBBY_ID` (a lobby's Join); `DRAWN_MOVES` (the move
  count in a Larry table's small print);
- `command_data` (a slash command's interaction data, checked against the synced commands),
  `button_data` (a button press's), `live_component`, `drawn_turn` (the table and version a
  table message's turn controls are drawn at), `choices` (what a message, the seat's own
  screen above all, offers at a version, by group: each an `Offer`, whose `data` chooses it);
- `on_new_message`: see every message the bot creates, as it is created;
- `LoopLag`: the bench process's own event-loop lag (the double runs on that loop: a stall
  of it delays every answer, which is not the bot's doing).

Reports: `write_section` (a script's section of docs/benchmarks.md), `write_section_after`
(a new section placed after another one), `print_result` / `read_result` (the `TAG {json}`
result line CI's smoke tests and each script's `--report-from` read).

The scripts put the repository on `sys.path` before importing this module (they run as
`python bench/<script>.py`).
"""

# ruff: noqa: ASYNC109  (timeout= parameters, like the double's driver)

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.report import DOC, write_section
from discord_double import DiscordDouble, InteractionRecord, MessageRecord
from discord_double.commands import build_command_data, find_command
from discord_double.registry import Registry
from larry_core.storage.shards import Shards

__all__ = [
    "DOC",
    "DRAWN_MOVES",
    "HAND_ID",
    "LOBBY_ID",
    "READY_LINE",
    "ROOT",
    "RUN_BOT",
    "STATS_LINE",
    "TURN_ID",
    "LoopLag",
    "Offer",
    "bot_env",
    "button_data",
    "choices",
    "command_data",
    "describe",
    "drawn_turn",
    "kill_bots",
    "live_component",
    "on_new_message",
    "print_result",
    "read_result",
    "shard_env",
    "spawn_bot",
    "stop_bots",
    "wait_ready",
    "write_section",
    "write_section_after",
]

ROOT = Path(__file__).resolve().parent.parent
RUN_BOT = ROOT / "bench" / "run_bot.py"
READY_LINE = b"LARRY-BOT-READY"  # run_bot.py's stdout, each time on_ready fires
STATS_LINE = b"LARRY-BOT-STATS"  # its answer to SIGUSR1 (and its last line at SIGTERM)

# the bot's custom_ids (`cogs.tables.choosing`, `cogs.larry.components`): a choice's button
# `tb:c:<table>:<version>:<group>:<key>`, a group's menu `tb:p:<table>:<version>:<group>` (the
# value picked: a key), Catch! `larry:t:<table>:<version>:catch:<seat>`; Your move / My hand
# `tb:h:<table>` (the seat's own screen: no version); a lobby's `larry:l:<table>:join`
TURN_ID = re.compile(r"(?:tb:[cp]|larry:t):(\d+):(\d+):")
CHOICE_ID = re.compile(r"tb:([cp]):(\d+):(\d+):([a-z]+)(?::([a-z0-9_-]+))?")
HAND_ID = re.compile(r"tb:h:(\d+)")
LOBBY_ID = re.compile(r"larry:l:(\d+):join")
# the move count in a Larry table's small print ("-# Larry call: auto · draw pile 27 · move 3 ·
# …", the table's language English): the version of a table that offers only Your move
DRAWN_MOVES = re.compile(r"^-# .*\bmove (\d+)\b", re.MULTILINE)
BUTTON, SELECT = 2, 3  # the component types of a button and a string select


# ---------------------------------------------------------------------- the bot process
def bot_env(**extra: str) -> dict[str, str]:
    """The bot process's environment: this process's, the repository on PYTHONPATH (so
    `bench/run_bot.py` imports this checkout), then `extra`."""
    return dict(os.environ, PYTHONPATH=str(ROOT), **extra)


def shard_env(shards: Shards) -> dict[str, str]:
    """The environment that has a process run `shards` (a contiguous range, as `split`
    deals them)."""
    ids = sorted(shards.ids)
    return {"LARRY_SHARDS": f"{ids[0]}-{ids[-1]}", "LARRY_SHARD_COUNT": str(shards.count)}


async def spawn_bot(port: int, db: str, log: Path, env: dict[str, str], *,
                    prefix: Sequence[str] = (),
                    stdout: int = asyncio.subprocess.PIPE) -> asyncio.subprocess.Process:
    """`bench/run_bot.py PORT DB` (after `prefix`, e.g. valgrind's command) against the
    double on `port`, its stderr appended to `log`."""
    with log.open("ab") as err:
        return await asyncio.create_subprocess_exec(
            *prefix, sys.executable, str(RUN_BOT), str(port), db,
            stdout=stdout, stderr=err, env=env)


async def wait_ready(proc: asyncio.subprocess.Process, timeout: float, log: Path, *,
                     who: str = "the bot") -> bytes:
    """Read the process's stdout up to its next `LARRY-BOT-READY <pid>` line (each line
    within `timeout` seconds) and return that line."""
    assert proc.stdout is not None
    while True:
        line = await asyncio.wait_for(proc.stdout.readline(), timeout)
        if not line:
            raise RuntimeError(f"{who} exited before it was ready (see {log})")
        if line.startswith(READY_LINE):
            return line


async def stop_bots(procs: Iterable[asyncio.subprocess.Process], grace: float = 30.0) -> None:
    """Stop the bot processes still running: SIGTERM (each closes cleanly), SIGKILL for
    one still there after `grace` seconds."""
    running = [proc for proc in procs if proc.returncode is None]
    for proc in running:
        proc.send_signal(signal.SIGTERM)
    for proc in running:
        try:
            await asyncio.wait_for(proc.wait(), grace)
        except TimeoutError:
            proc.kill()
            await proc.wait()


async def kill_bots(procs: Iterable[asyncio.subprocess.Process | None]) -> None:
    """SIGKILL every bot process still running and wait for it (no bot is left behind)."""
    for proc in procs:
        if proc is not None and proc.returncode is None:
            proc.kill()
            await proc.wait()


# ---------------------------------------------------------------------- scripted users
def command_data(double: DiscordDouble, command: str, options: dict[str, Any]
                 ) -> dict[str, Any]:
    """The interaction data of the slash command `command` ("larry new") with `options`,
    checked against the commands the bot synced to the double's guild."""
    reg = double.registry
    top, path, leaf = find_command(reg.commands_for(reg.guild_id), command)
    return build_command_data(top, path, leaf, options, joined_at=reg.joined_at)


def button_data(custom_id: str) -> dict[str, Any]:
    """The interaction data of a press on the button `custom_id`."""
    return {"custom_id": custom_id, "component_type": BUTTON}


def live_component(msg: MessageRecord, ctype: int, test: Callable[[dict[str, Any]], bool]
                   ) -> dict[str, Any] | None:
    """The message's first enabled component of type `ctype` that passes `test`."""
    for comp in msg.all_components():
        if comp.get("type") == ctype and not comp.get("disabled") and test(comp):
            return comp
    return None


def drawn_turn(msg: MessageRecord, *, live: bool = True) -> tuple[int, int] | None:
    """The (table, version) a table message's turn controls (`live`: its enabled ones only)
    are drawn at: the version its choices and Catch! name, else, where it offers only Your
    move / My hand (which names none), the move count of its small print. None: it offers
    no turn control."""
    hand: int | None = None
    for comp in msg.all_components():
        if live and comp.get("disabled"):
            continue
        cid = str(comp.get("custom_id", ""))
        if m := TURN_ID.match(cid):
            return int(m[1]), int(m[2])
        if m := HAND_ID.fullmatch(cid):
            hand = int(m[1])
    if hand is None:
        return None
    moves = DRAWN_MOVES.search(msg.text())
    return (hand, int(moves[1])) if moves else (hand, -1)


@dataclass(frozen=True, slots=True)
class Offer:
    """One choice a message offers: a button of its group, or a value of the group's menu."""

    group: str
    key: str
    custom_id: str  # the button's, or the menu's
    menu: bool
    label: str
    style: int | None = None  # a button's (3, success: a held toggle, the honest claim)

    def data(self) -> dict[str, Any]:
        """The interaction data of choosing it: the button's press, or the menu's pick."""
        if self.menu:
            return {"custom_id": self.custom_id, "component_type": SELECT,
                    "values": [self.key]}
        return button_data(self.custom_id)


def choices(msg: MessageRecord, table: int, version: int) -> dict[str, list[Offer]]:
    """What `msg` (a seat's own screen, or the table) offers at `table`'s `version`, by
    group in the order shown (card, to, give, up, claim, other, larry; the table's call):
    each enabled button ``tb:c:<table>:<version>:<group>:<key>`` and each value of an
    enabled menu ``tb:p:<table>:<version>:<group>``. Empty: nothing of that version (a
    drawing of another, or not the seat's turn)."""
    out: dict[str, list[Offer]] = {}
    for comp in msg.all_components():
        m = CHOICE_ID.fullmatch(str(comp.get("custom_id", "")))
        if m is None or comp.get("disabled") or (int(m[2]), int(m[3])) != (table, version):
            continue
        if m[1] == "p" and comp.get("type") == SELECT:
            out.setdefault(m[4], []).extend(
                Offer(m[4], str(o["value"]), m[0], True, str(o.get("label", "")))
                for o in comp.get("options", []))
        elif m[1] == "c" and m[5] is not None and comp.get("type") == BUTTON:
            out.setdefault(m[4], []).append(
                Offer(m[4], m[5], m[0], False, str(comp.get("label", "")), comp.get("style")))
    return out


def describe(rec: InteractionRecord) -> str:
    """An interaction in a line: its id, type and what was used (no payload)."""
    data = rec.payload.get("data", {})
    what = data.get("custom_id") or data.get("name") or "?"
    return f"interaction {rec.id} (type {rec.type}, {what})"


def on_new_message(registry: Registry, seen: Callable[[int, MessageRecord], None]) -> None:
    """Call `seen(channel_id, message)` for every message created in the double (the bot's
    posts, ephemeral ones too), right after it is created."""
    original = registry.create_message

    def create_message(channel_id: int, body: dict[str, Any], **kw: Any) -> MessageRecord:
        msg = original(channel_id, body, **kw)
        seen(channel_id, msg)
        return msg

    registry.create_message = create_message  # type: ignore[method-assign]


class LoopLag:
    """How late this process's event loop wakes up from a `period` sleep: the double and
    the users run on it, so its lag delays their answers and stamps, not the bot's.
    `max`: the largest lag; with `keep`, every lag in `lags`, and in `stalls` each one
    past `stall` seconds with when it began (seconds after `t0`)."""

    def __init__(self, period: float = 0.05, stall: float = 1.0, *, keep: bool = True) -> None:
        self.period, self.stall, self.keep = period, stall, keep
        self.lags: list[float] = []
        self.stalls: list[tuple[float, float]] = []
        self.max = 0.0

    async def run(self, t0: float = 0.0, done: asyncio.Event | None = None) -> None:
        """Probe until `done` is set (or until cancelled)."""
        while done is None or not done.is_set():
            t = time.monotonic()
            await asyncio.sleep(self.period)
            lag = time.monotonic() - t - self.period
            self.max = max(self.max, lag)
            if self.keep:
                self.lags.append(lag)
                if lag > self.stall:
                    self.stalls.append((t - t0, lag))


# ---------------------------------------------------------------------- reports
def print_result(tag: str, res: dict[str, Any]) -> None:
    """The result line: `tag` (e.g. "LOAD-RESULT ") and the figures as JSON, flushed."""
    print(tag + json.dumps(res), flush=True)


def read_result(path: str | Path, tag: str) -> dict[str, Any]:
    """The figures of the last `tag` line of a saved run's output (`--report-from`)."""
    line = [x for x in Path(path).read_text().splitlines() if x.startswith(tag)][-1]
    res: dict[str, Any] = json.loads(line.removeprefix(tag))
    return res


def write_section_after(key: str, title: str, body: str, after: str, doc: Path = DOC) -> None:
    """`write_section`, but a section not there yet is placed right after the section
    `after` (`write_section` alone would append it at the end)."""
    start, end = f"<!-- {key}:start -->", f"<!-- {key}:end -->"
    text = doc.read_text(encoding="utf-8")
    if start not in text and f"<!-- {after}:end -->" in text:
        text = text.replace(f"<!-- {after}:end -->", f"<!-- {after}:end -->\n\n{start}\n{end}",
                            1)
        doc.write_text(text, encoding="utf-8")
    write_section(key, title, body, doc)
