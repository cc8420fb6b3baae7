"""A long random session through the Discord double with every request checked against
Discord's OpenAPI spec, and every answer of the double against the spec's response schemas:
every slash command of both games (/larry and /kakerlake) with random options, then random
users pressing random buttons, picking in selects and filling modals, on the tables' messages
and their private answers, while tables are opened again as games end. The session must
finish several games of each and leave no violation and no interaction failure.

Turn and lobby times are scaled down (``time_scale``): a seat nobody plays is played by the
bot's timers, so games end even when the random users do not finish them.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bot.app import LarryBot
from discord_double import (
    CommandError,
    ComponentError,
    DiscordDouble,
    InteractionResult,
    MessageRecord,
)
from discord_double.limits import modal_inputs
from larry_core.tables.table import Change, Table
from tests.bot_fixtures import MEMBERS, test_config

CHANNELS = {"larry": "larry-table", "kakerlake": "kp-table"}  # game -> its channel
NEW_TABLE = {"larry": {"rounds": 1, "short_game": True, "turn_seconds": 30},
             "kakerlake": {"turn_seconds": 30}}
TIME_SCALE = 0.01  # a 30 s turn passes in 0.3 s
GAMES_EACH = 2  # finished games of each kind the session must see
BUDGET = 50.0  # seconds of random play at most
TYPED = ["1", "2", "5", "7", "10", "13", "Alice", "Bob", "x", "larry", "99", "0"]


def leaf_commands(commands: list[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
    """("larry new", its definition) for every subcommand of the two games' commands."""
    for top in commands:
        if top["name"] not in CHANNELS:  # another game's commands: not this session's
            continue
        for sub in top.get("options", []):
            if sub["type"] == 1:
                yield f"{top['name']} {sub['name']}", sub
            elif sub["type"] == 2:
                for leaf in sub.get("options", []):
                    yield f"{top['name']} {sub['name']} {leaf['name']}", leaf


def random_options(leaf: dict[str, Any], rng: random.Random,
                   double: DiscordDouble) -> dict[str, Any]:
    """Values a user could give the command's options: each required one, some optional."""
    out: dict[str, Any] = {}
    for opt in leaf.get("options", []):
        if not opt.get("required") and rng.random() < 0.5:
            continue
        kind = opt["type"]
        if opt.get("choices"):
            out[opt["name"]] = rng.choice(opt["choices"])["value"]
        elif kind == 4:
            low = int(opt.get("min_value", 0))
            out[opt["name"]] = rng.randint(low, min(int(opt.get("max_value", low + 50)),
                                                    low + 50))
        elif kind == 5:
            out[opt["name"]] = rng.random() < 0.5
        elif kind == 3:
            low = int(opt.get("min_length", 1) or 1)
            out[opt["name"]] = "a" * rng.randint(low, max(low, min(opt.get("max_length", 8), 8)))
        elif kind in (6, 9):
            out[opt["name"]] = double.user(rng.choice(MEMBERS))
        elif kind == 7:
            out[opt["name"]] = double.channel(rng.choice(list(CHANNELS.values())))
    return out


class Session:
    """Random users acting on what they see; counts what happened."""

    def __init__(self, double: DiscordDouble, bot: LarryBot, seed: int) -> None:
        self.double, self.bot = double, bot
        self.rng = random.Random(seed)
        self.did: Counter[str] = Counter()
        self.finished: Counter[str] = Counter()
        self.modals: list[InteractionResult] = []
        self.replayable: list[int] = []  # finished Larry games, for /larry replay
        channel_game = {double.channel(ch).id: game for game, ch in CHANNELS.items()}

        def count(table: Table, change: Change, origin: Any) -> None:
            if table.record.status == "finished" and change.kind == "moved":
                game = channel_game.get(table.record.channel_id, "?")
                self.finished[game] += 1
                if game == "larry":
                    self.replayable.append(table.id)

        bot.service.subscribe(count)

    async def slash(self, command: str, leaf: dict[str, Any], user: str) -> None:
        channel = CHANNELS[command.split()[0]]
        options = random_options(leaf, self.rng, self.double)
        result = await self.double.user(user).slash(command, channel=channel, **options)
        self.did["slash " + command] += 1
        self.note(result)

    def note(self, result: InteractionResult) -> None:
        if result.is_modal:
            self.modals.append(result)

    async def open_tables(self) -> None:
        """A new table (lobby) in each game's channel that has none."""
        for game, channel in CHANNELS.items():
            if self.bot.service.in_channel(self.double.channel(channel).id) is None:
                host = self.rng.choice(MEMBERS)
                result = await self.double.user(host).slash(f"{game} new", channel=channel,
                                                            **NEW_TABLE[game])
                self.did[f"opened {game}"] += 1
                self.note(result)

    def candidates(self, user: str) -> list[tuple[MessageRecord, dict[str, Any]]]:
        """Enabled buttons and selects on the newest messages ``user`` sees."""
        seen = self.double.user(user).visible_messages()
        newest = sorted((m for m in seen if not m.loading), key=lambda m: m.id)[-12:]
        out = []
        for msg in newest:
            for comp in msg.all_components():
                if comp.get("disabled") or comp.get("type") not in (2, 3):
                    continue
                if comp.get("type") == 2 and comp.get("style") == 5:
                    continue
                out.append((msg, comp))
        return out

    async def press(self, user: str) -> None:
        options = self.candidates(user)
        if not options:
            return
        msg, comp = self.rng.choice(options)
        driver = self.double.user(user)
        if comp["type"] == 2:
            result = await driver.click(msg, comp["custom_id"])
            self.did["click"] += 1
        else:
            values = [o["value"] for o in comp.get("options", [])]
            low = int(comp.get("min_values", 1))
            high = min(int(comp.get("max_values", 1)), len(values))
            picked = self.rng.sample(values, self.rng.randint(low, max(low, high)))
            result = await driver.select(msg, comp["custom_id"], picked)
            self.did["select"] += 1
        self.note(result)

    async def submit(self) -> None:
        result = self.modals.pop(self.rng.randrange(len(self.modals)))
        if self.rng.random() < 0.15:
            self.did["modal dropped"] += 1
            return
        values = {}
        for comp, _label in modal_inputs(result.modal or {}):
            low, high = int(comp.get("min_length", 0)), int(comp.get("max_length", 4000))
            fits = [v for v in TYPED if low <= len(v) <= high] or ["1" * max(low, 1)]
            values[comp["custom_id"]] = self.rng.choice(fits)
        user = result.record.user.name
        self.note(await self.double.user(user).submit_modal(result, values))
        self.did["modal submitted"] += 1

    async def replay(self, user: str) -> None:
        """/larry replay of a finished game, then a press on what it shows (its buttons
        page through the moves or open the jump-to-move modal)."""
        game = self.rng.choice(self.replayable)
        result = await self.double.user(user).slash("larry replay", channel=CHANNELS["larry"],
                                                    game=game)
        self.did["replay"] += 1
        shown = result.message
        buttons = [c for c in shown.all_components() if c.get("type") == 2
                   and not c.get("disabled") and c.get("style") != 5] if shown else []
        if shown is not None and buttons:
            pressed = self.rng.choice(buttons)
            self.note(await self.double.user(user).click(shown, pressed["custom_id"]))
            self.did["click"] += 1

    async def step(self) -> None:
        user = self.rng.choice(MEMBERS)
        roll = self.rng.random()
        try:
            if self.modals and roll < 0.3:
                await self.submit()
            elif self.replayable and roll < 0.35:
                await self.replay(user)
            elif roll < 0.4:
                command, leaf = self.rng.choice(list(leaf_commands(self.double.commands)))
                if not command.endswith(" new") and "forget" not in command:
                    await self.slash(command, leaf, user)
            else:
                await self.press(user)
        except (ComponentError, CommandError):
            self.did["refused by the client"] += 1  # gone, disabled or not for this user


async def test_a_long_random_session_of_both_games_breaks_no_rule(tmp_path: Path) -> None:
    async with DiscordDouble(members=list(MEMBERS), channels=list(CHANNELS.values()),
                             check_responses=True) as double:
        bot = LarryBot(test_config(tmp_path / "larry.sqlite3", TIME_SCALE))
        # generous: a busy machine starts a bot slowly
        async with double.running(bot, ready_timeout=120):
            session = Session(double, bot, seed=38)
            commands = list(leaf_commands(double.commands))
            games = {name.split()[0] for name, _ in commands}
            assert games == set(CHANNELS), games
            # every slash command of both games, by random users, with random options
            for command, leaf in session.rng.sample(commands, len(commands)):
                await session.slash(command, leaf, session.rng.choice(MEMBERS))
            began = time.monotonic()
            while time.monotonic() - began < BUDGET and min(
                    session.finished[g] for g in CHANNELS) < GAMES_EACH:
                await session.open_tables()
                await session.step()
            assert double.violations == [], "\n".join(map(str, double.violations))
            assert double.response_violations == []
        assert all(session.finished[g] >= GAMES_EACH for g in CHANNELS), (
            session.finished, session.did)
        assert session.did["click"] > 50, session.did
        assert session.did["replay"] > 0 and session.did["modal submitted"] > 0, session.did
        assert sum(double.route_counts.values()) > 300
        # the double's answers were checked too, of every kind the bot asked for
        checked = set(double.responses_checked)
        assert {"create_interaction_response", "execute_webhook", "create_message",
                "bulk_set_application_commands"} <= checked, checked
