"""The real bot in its own process against a Discord double in the test process: start it,
`kill -9` it, start it again on the same SQLite file, and act and look as users do.

Nothing here peeks into the bot's memory: state is read from what the users see (the
double's messages) and from the bot's SQLite file, opened read-only.

    async def test_x(bot_proc: ProcEnv) -> None:        # the fixture below
        await bot_proc.start_game(["Alice", "Bob", "Carol"])
        await bot_proc.take_turn()                        # whoever is to move plays
        await bot_proc.bot.kill()                         # SIGKILL, waits for the exit
        await bot_proc.bot.start()                        # same DB, waits for ready
        msg = await bot_proc.wait_one_live(bot_proc.stored().version)

A move is made as a user makes it: **Your move** on the table (`tb:h:<table>`, which names no
version: the table's small print does), then the card and its claim on the player's own
screen, whose choices `bench.harness.choices` reads (the benches read them the same way).

Holding the bot's public messages back: `hold = bot_proc.double.hold_public()`, then
`hold.release()` (see `DiscordDouble.hold_public`). Every wait is bounded; the fixture
kills the bot process whatever happens.
"""
# ruff: noqa: ASYNC109  (timeout= parameters, like the double's driver)

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import sqlite3
import sys
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bench.harness import HAND_ID, TURN_ID, Offer, choices, drawn_turn
from discord_double import (
    DiscordDouble,
    HoldRule,
    InteractionResult,
    MessageRecord,
    UserDriver,
)
from discord_double.scripted import offered
from larry_core.games.larry.cards import CODES, INDEX, NUMBER_KINDS
from larry_core.games.larry.engine import Game
from larry_core.games.larry.log import GameLog
from larry_core.games.larry.moves import PLACE, Move, parse_move
from larry_core.games.larry.rules import RuleSet

ROOT = Path(__file__).resolve().parent.parent
RUN_BOT = ROOT / "bench" / "run_bot.py"
READY_LINE = "LARRY-BOT-READY"
MEMBERS = ("Alice", "Bob", "Carol", "Dave")
WAIT = 10.0  # default bound of every wait (generous: CI machines are busy; a pass is fast)
# preferred cards to place face down: numbers first, then Larry, then action cards
PLACE_ORDER = [*CODES[:NUMBER_KINDS], "larry", "reverse", "open", "draw2", "gift"]


# ---------------------------------------------------------------------- the process
class BotProcess:
    """`bench/run_bot.py PORT DB TOKEN` as a subprocess, with fast pacing.

    `time_scale` multiplies every turn and lobby deadline (large: no timeout fires while a
    test waits on purpose); AI delay and round pause are a few hundredths of a second.
    The bot's stderr is appended to `log_path` (see `log_tail`)."""

    def __init__(self, port: int, db: Path, log_path: Path, *, time_scale: float = 10.0,
                 env: dict[str, str] | None = None) -> None:
        self.port, self.db, self.log_path = port, db, log_path
        self.env = {**os.environ, "PYTHONPATH": str(ROOT),
                    "LARRY_BENCH_TIME_SCALE": str(time_scale),
                    "LARRY_BENCH_AI_DELAY": "0.01,0.02", "LARRY_BENCH_ROUND_PAUSE": "0.05",
                    # texts compiled at first use: no 8 s of compiling at every (re)start
                    "LARRY_BENCH_WARM_TEXTS": "0",
                    "LARRY_LOG_LEVEL": "WARNING", **(env or {})}
        self.proc: asyncio.subprocess.Process | None = None
        self.starts = 0
        self._reader: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    async def start(self, timeout: float = 30.0) -> int:
        """Spawn the bot; return its pid once it printed `LARRY-BOT-READY <pid>`."""
        assert not self.running, "the bot is already running"
        self._ready = asyncio.Event()
        with self.log_path.open("ab") as err:
            err.write(f"--- start {self.starts + 1}\n".encode())
            err.flush()
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, str(RUN_BOT), str(self.port), str(self.db), "double-token",
                stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=err,
                env=self.env, cwd=str(ROOT))
        self.starts += 1
        self._reader = asyncio.create_task(self._read(self.proc), name="bot-stdout")
        waiter = asyncio.create_task(self._ready.wait())
        try:
            await asyncio.wait({waiter, self._reader}, timeout=timeout,
                               return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()
        if not self._ready.is_set():
            await self.kill()
            raise RuntimeError(f"the bot was not ready within {timeout}s:\n{self.log_tail()}")
        return self.proc.pid

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        """Drain the bot's stdout (so the pipe never fills); note the ready line."""
        assert proc.stdout is not None
        ready = f"{READY_LINE} {proc.pid}"
        async for raw in proc.stdout:
            if raw.decode(errors="replace").strip() == ready:
                self._ready.set()

    async def kill(self, timeout: float = 10.0) -> None:
        """SIGKILL the bot (no clean-up runs in it) and wait until it is gone."""
        proc, self.proc = self.proc, None
        if proc is not None and proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(signal.SIGKILL)
            await asyncio.wait_for(proc.wait(), timeout)
        await self._stop_reader()

    async def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM (a clean close), then SIGKILL if it is not gone within `timeout`."""
        proc = self.proc
        if proc is not None and proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), timeout)
            except TimeoutError:
                pass
        await self.kill()

    async def restart(self, timeout: float = 30.0) -> int:
        """Kill -9, then start again on the same database."""
        await self.kill()
        return await self.start(timeout)

    async def _stop_reader(self) -> None:
        reader, self._reader = self._reader, None
        if reader is not None:
            reader.cancel()
            await asyncio.gather(reader, return_exceptions=True)

    def log_tail(self, chars: int = 4000) -> str:
        """The end of the bot's stderr, for failure messages."""
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


# ----------------------------------------------------------------- stored state
@dataclass
class Stored:
    """A table as its SQLite file has it (the truth a restarted bot starts from)."""

    table_id: int
    status: str
    names: list[str]
    moves: list[str]
    rules: RuleSet
    seed: int
    game: Game | None  # replayed from the stored moves while playing

    @property
    def version(self) -> int:
        """The number of committed moves (the version live turn buttons must carry)."""
        return len(self.moves)

    def to_move(self) -> str:
        assert self.game is not None and self.game.to_move is not None, "nobody to move"
        return self.names[self.game.to_move]

    def last_move(self) -> tuple[str, Move]:
        """(who, move) of the last committed move."""
        seat, move = parse_move(self.moves[-1], len(self.names))
        return self.names[seat], move

    def last_events(self) -> list[dict[str, Any]]:
        """The engine events of the last committed move (replayed from the stored log)."""
        before = GameLog(len(self.names), self.rules, self.seed, moves=self.moves[:-1]).replay()
        seat, move = parse_move(self.moves[-1], len(self.names))
        return before.apply(seat, move)

    def reveal(self) -> dict[str, Any]:
        """The `revealed` event of the last move (a doubt): cards, sum, correct."""
        return next(e for e in self.last_events() if e["type"] == "revealed")


def read_db(db: Path) -> sqlite3.Connection:
    """A read-only connection (the bot owns the file)."""
    return sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)


def stored_moves(db: Path, table_id: int) -> list[str]:
    """The committed moves of a table, in order."""
    if not db.exists():
        return []
    conn = read_db(db)
    try:
        return [m for (m,) in conn.execute(
            "SELECT move FROM moves WHERE table_id=? ORDER BY idx", (table_id,))]
    finally:
        conn.close()


def stored_table(db: Path, channel_id: int) -> Stored | None:
    """The newest table of a channel, with its moves and (while playing) its replayed game."""
    if not db.exists():
        return None
    conn = read_db(db)
    try:
        row = conn.execute("SELECT id, status, seats, seed, options FROM tables WHERE "
                           "channel_id=? ORDER BY id DESC LIMIT 1", (channel_id,)).fetchone()
        if row is None:
            return None
        moves = [m for (m,) in conn.execute(
            "SELECT move FROM moves WHERE table_id=? ORDER BY idx", (row[0],))]
    finally:
        conn.close()
    table_id, status, seats_json, seed, options = row
    names = [str(s["name"]) for s in json.loads(seats_json)]
    rules = RuleSet.from_dict(json.loads(options).get("rules"))
    game = None
    if status in ("playing", "finished") and len(names) >= 2:
        game = GameLog(len(names), rules, seed, moves=moves).replay()
    return Stored(table_id, status, names, moves, rules, seed, game)


# ---------------------------------------------------------------- what users see
def turn_controls(msg: MessageRecord) -> list[tuple[int, int, str, str]]:
    """(table, version, action, custom_id) of the message's *enabled* turn controls: the
    table's choices (``tb:c:<table>:<version>:call:<doubt|accept>``: doubt, accept),
    Catch! (catch), and Your move / My hand (``tb:h:<table>``: hand), which names no
    version: the one the table message is drawn at (its small print's move count)."""
    drawn = drawn_turn(msg)
    out = []
    for comp in offered(msg, ""):
        cid = str(comp.get("custom_id", ""))
        if m := TURN_ID.match(cid):
            action = cid.rsplit(":", 1)[1] if ":call:" in cid else cid[m.end():].split(":")[0]
            out.append((int(m[1]), int(m[2]), action, cid))
        elif (m := HAND_ID.fullmatch(cid)) and drawn is not None:
            out.append((int(m[1]), drawn[1], "hand", cid))
    return out


def turn_ids(msg: MessageRecord) -> list[tuple[int, int, str]]:
    """(table, version, action) of the message's enabled turn controls (`turn_controls`)."""
    return [(table, version, action) for table, version, action, _ in turn_controls(msg)]


def live_messages(double: DiscordDouble, channel: str = "general") -> list[MessageRecord]:
    """Public messages of the channel whose latest version has live (enabled) turn buttons."""
    return [m for m in double.channel(channel).messages() if turn_ids(m)]


def describe_live(double: DiscordDouble, channel: str = "general") -> str:
    live = [(m.id, sorted({(t, v) for t, v, _ in turn_ids(m)})) for m in
            live_messages(double, channel)]
    last = double.channel(channel).last_message()
    return (f"live turn messages [(id, [(table, version)])]: {live}; newest message: "
            f"{last.text()[:300] if last else None!r}")


def readable_lines(msg: MessageRecord) -> list[str]:
    """Narration a user reads, line by line, minus signs read as "-". Of a live table
    message (Components V2: its text is in Text Displays, `text()`) the text below the
    state's small print ("-# …"): what just happened and who must act (the players and the
    earlier moves above it name everyone), all of it if it has no small print. Of any
    other message its content and embed titles/descriptions (the players list and footer
    of a state embed are left out: they name everyone)."""
    if msg.v2:
        lines = msg.text().replace("−", "-").splitlines()
        foot = max((i for i, line in enumerate(lines) if line.startswith("-# ")), default=-1)
        return [line for line in lines[foot + 1:] if line]
    parts = [msg.content]
    for e in msg.embeds:
        parts += [e.get("title") or "", e.get("description") or ""]
    return [line for p in parts for line in p.replace("−", "-").splitlines() if line]


def says_number(line: str, n: int) -> bool:
    """`line` shows the whole number `n` (not as part of another number)."""
    return re.search(rf"(?<![\w.-]){re.escape(str(n))}(?![\w.])", line) is not None


# --------------------------------------------------------------------- the env
@dataclass
class ProcEnv:
    """The double (in this process), the bot (a subprocess) and the users' helpers."""

    double: DiscordDouble
    bot: BotProcess
    db: Path
    channel_name: str = "general"

    @property
    def channel_id(self) -> int:
        return self.double.channel(self.channel_name).id

    def stored(self) -> Stored:
        table = stored_table(self.db, self.channel_id)
        assert table is not None, "no table stored for the channel"
        return table

    def live(self) -> list[MessageRecord]:
        return live_messages(self.double, self.channel_name)

    def snapshot(self) -> dict[int, str]:
        """Every public message's current text (to tell what is new after a restart)."""
        return {m.id: m.text() for m in self.double.channel(self.channel_name).messages()}

    def changed_since(self, snap: dict[int, str]) -> list[MessageRecord]:
        """Public messages that are new, or whose text changed, since `snap`."""
        return [m for m in self.double.channel(self.channel_name).messages()
                if snap.get(m.id) != m.text()]

    async def wait_db(self, predicate: Callable[[Stored], bool], timeout: float = WAIT,
                      interval: float = 0.002) -> Stored:
        """Poll the SQLite file until `predicate(stored table)` holds."""
        def check() -> Stored | None:
            table = stored_table(self.db, self.channel_id)
            return table if table is not None and predicate(table) else None

        try:
            got: Stored = await self.double.wait_for(check, timeout, interval)
        except TimeoutError:
            table = stored_table(self.db, self.channel_id)
            raise AssertionError(f"the stored table did not get there within {timeout}s: "
                                 f"{table.moves if table else None}") from None
        return got

    async def wait_held(self, hold: HoldRule, hits: int = 2, timeout: float = WAIT) -> None:
        """Wait until `hold` answered 429 to `hits` requests (the bot is waiting it out)."""
        try:
            await self.double.wait_for(lambda: hold.hits >= hits, timeout)
        except TimeoutError:
            raise AssertionError(f"the bot sent {hold.hits} public message(s) in {timeout}s "
                                 f"while held (wanted {hits}); public routes seen: "
                                 f"{self.double.route_counts}") from None

    async def wait_quiet(self, quiet: float = 0.5, timeout: float = WAIT) -> None:
        """Wait until the bot sent no REST request for `quiet` seconds (it has settled)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        seen, since = -1, loop.time()
        while loop.time() < end:
            count = sum(self.double.route_counts.values())
            if count != seen:
                seen, since = count, loop.time()
            elif loop.time() - since >= quiet:
                return
            await asyncio.sleep(0.02)
        raise AssertionError(f"the bot kept sending requests for {timeout}s: "
                             f"{self.double.route_counts}")

    def one_live(self, version: int) -> MessageRecord | None:
        """The one live turn message if there is exactly one and it carries `version`."""
        live = self.live()
        if len(live) != 1:
            return None
        ids = turn_ids(live[0])
        return live[0] if {v for _, v, _ in ids} == {version} else None

    async def wait_one_live(self, version: int, timeout: float = WAIT) -> MessageRecord:
        """Wait until exactly one message has live turn buttons, all of `version`."""
        try:
            msg: MessageRecord = await self.double.wait_for(lambda: self.one_live(version),
                                                            timeout)
        except TimeoutError:
            raise AssertionError(f"no single live turn message of version {version} within "
                                 f"{timeout}s: {describe_live(self.double)}") from None
        return msg

    # ---------------------------------------------------------------- lobby
    async def open_table(self, host: str = "Alice", **options: Any) -> MessageRecord:
        """`/larry new` (long turns, so no timeout fires); return the lobby message."""
        options = {"turn_seconds": 600, **options}
        before = set(self.snapshot())
        r = await self.double.user(host).slash("larry new", channel=self.channel_name,
                                                **options)
        assert r.responded, f"/larry new unanswered: {r!r}"

        def lobby() -> MessageRecord | None:
            for m in self.double.channel(self.channel_name).messages():
                if m.id not in before and any(
                        str(c.get("custom_id", "")).startswith("larry:l:")
                        for c in m.all_components()):
                    return m
            return None

        try:
            msg: MessageRecord = await self.double.wait_for(lobby, WAIT)
        except TimeoutError:
            said = [m.content for m in await r.wait_followup()] if r.kind == "deferred" else r
            raise AssertionError(f"no lobby message after /larry new (the host was told "
                                 f"{said!r}): {describe_live(self.double)}") from None
        return msg

    async def start_game(self, names: Iterable[str] = ("Alice", "Bob", "Carol"),
                         **options: Any) -> Stored:
        """Open a table, join with the others, start; wait for the first turn message."""
        names = list(names)
        lobby = await self.open_table(names[0], **options)
        for name in names[1:]:
            r = await self.double.user(name).click(lobby, lobby_button(lobby, "join"))
            await r.wait_followup()
        r = await self.double.user(names[0]).click(lobby, lobby_button(lobby, "start"))
        await r.wait_followup()
        await self.wait_one_live(0)
        return self.stored()

    # ---------------------------------------------------------------- turns
    async def press(self, name: str, action: str, msg: MessageRecord | None = None
                    ) -> InteractionResult:
        """Press the `action` (doubt, accept, catch; hand: Your move / My hand) turn control
        of the live message."""
        if msg is None:
            live = self.live()
            assert live, f"no message with live turn buttons: {describe_live(self.double)}"
            msg = live[-1]
        cid = next((cid for _, _, a, cid in turn_controls(msg) if a == action), None)
        assert cid is not None, f"no {action!r} button on {msg!r}"
        r = await self.double.user(name).click(msg, cid)
        assert r.responded, f"{name}'s {action} press unanswered: {r.failures}"
        return r

    async def play(self, name: str, msg: MessageRecord | None = None) -> tuple[Move, MessageRecord]:
        """**Your move** on the table, then on the own screen a card (numbers first), then
        its honest claim (or the first offered), leaving the Larry call as the screen sets it
        (said). Returns the move chosen and the own screen (redrawn once the move is
        played). The claim's press is acknowledged (a deferred update) before this returns;
        the move may still be in flight."""
        if msg is None:
            live = self.live()
            assert live, f"no message with live turn buttons: {describe_live(self.double)}"
            msg = live[-1]
        drawn = drawn_turn(msg)
        assert drawn is not None, f"no turn drawn on {msg!r}"
        table, version = drawn
        r = await self.press(name, "hand", msg)
        screen = r.message
        assert screen is not None and r.ephemeral and screen.v2, \
            f"Your move did not open the own screen: {r!r}"
        user = self.double.user(name)
        cards = choices(screen, table, version).get("card", [])
        assert cards, f"the own screen offers no card of version {version}: {screen!r}"
        card = min(cards, key=lambda c: PLACE_ORDER.index(c.key) if c.key in PLACE_ORDER
                   else 99)
        picked = await choose(user, screen, card)
        assert picked.kind == "update", f"the card's choice did not update the screen: {picked!r}"
        offers = choices(screen, table, version)
        claims = offers.get("claim", [])
        assert claims, f"no claim buttons for {card.key}: {screen.text()}"
        honest = [c for c in claims if c.style == 3]  # success: the honest sum (or forced)
        chosen = (honest or claims)[0]
        # the call is said unless "Don't say Larry" is held (its button in the held style)
        larry = any(c.style != 3 for c in offers.get("larry", []))
        sub = await choose(user, screen, chosen)
        assert sub.responded, f"the own screen's claim button was unanswered: {sub.failures}"
        return Move(PLACE, INDEX[card.key], int(chosen.key), larry=larry), screen

    async def take_turn(self, timeout: float = WAIT) -> Stored:
        """Whoever is to move plays a card (or, after someone went out, accepts) through
        the one live message; wait until the move is stored and announced with live
        buttons of the next version."""
        before = self.stored()
        assert before.game is not None and not before.game.over
        msg = await self.wait_one_live(before.version, timeout)
        name = before.to_move()
        if before.game.phase == "final":
            await self.press(name, "accept", msg)
        else:
            await self.play(name, msg)
        after = await self.wait_db(lambda t: t.version > before.version, timeout)
        assert after.moves[:before.version] == before.moves, "committed moves changed"
        if after.game is not None and not after.game.over:
            await self.wait_one_live(after.version, timeout)
        return after


def lobby_button(msg: MessageRecord, action: str) -> str:
    for comp in msg.all_components():
        cid = str(comp.get("custom_id", ""))
        if cid.startswith("larry:l:") and cid.endswith(f":{action}"):
            return cid
    raise AssertionError(f"no lobby {action!r} button on {msg!r}")


async def choose(user: UserDriver, screen: MessageRecord, offer: Offer) -> InteractionResult:
    """A choice on an own screen as its user makes it: its button, or its menu's value."""
    if offer.menu:
        return await user.select(screen, offer.custom_id, offer.key)
    return await user.click(screen, offer.custom_id)


# ---------------------------------------------------------------------- fixture
@pytest.fixture
async def bot_proc(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[ProcEnv]:
    """A double (Alice, Bob, Carol, Dave in #general) and the bot in a subprocess on a
    temporary SQLite file, started and ready. The bot is killed at teardown. Its
    `time_scale` by indirect parametrization, e.g.
    ``@pytest.mark.parametrize("bot_proc", [1.0], indirect=True)`` (default 10.0)."""
    async with DiscordDouble(members=list(MEMBERS)) as double:
        bot = BotProcess(double.port, tmp_path / "larry.sqlite3", tmp_path / "bot.log",
                         time_scale=float(getattr(request, "param", 10.0)))
        try:
            await bot.start()
            yield ProcEnv(double, bot, bot.db)
        finally:
            await bot.kill()
