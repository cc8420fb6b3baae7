"""What a whole game costs the channel (issue 50): public messages created, writes per table
message, and interactions per decision, for the games whose every decision is on the table
message (Kniffel, Würfelpoker, Va banque), played to the end through the Discord double.

Two humans sit at each table (no AI: every turn is a human's). A scripted player presses
what the live table message offers the player to act, as a person would: a roll or a box,
now and then a die kept first (at most three taps a decision), a pick in a menu. The bot is
a real `LarryBot` in this process with the production write gap (one write per table message
per second), against the double's Discord limits.

Reported per game: decisions (moves the humans made), turn passes (the turn coming to the
other human), public messages created (deleted ones included) against passes + 2 (the
lobby and the results), edits of the table messages, the most writes to one message in any
one second (a press's own answer aside, as when a die tap redraws the dice it is pressed
on), and interactions per decision. What comes after the results (Kniffel's coach posts a
review per human) is counted on its own.

    python bench/table_screen.py            # prints the table
    python bench/table_screen.py --write    # ... and writes its section of docs/benchmarks.md
    python bench/table_screen.py --smoke    # CI: one game, no docs
A `SCREEN-RESULT {json}` line carries the figures; exit 0 iff every game ended within
passes + 2 public messages and no message was written twice in one second.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import print_result  # noqa: E402
from bench.load_base import ops_per_move  # noqa: E402
from bench.report import write_section  # noqa: E402
from bot.app import LarryBot  # noqa: E402
from bot.config import Config  # noqa: E402
from discord_double import DiscordDouble, MessageRecord  # noqa: E402
from discord_double.scripted import ScriptedPlayer, offered  # noqa: E402
from discord_double.server import max_in_window  # noqa: E402

TAG = "SCREEN-RESULT "
GAMES = {"kniffel": "kn", "wuerfelpoker": "wp", "vabanque": "vb"}  # game -> button prefix
PLAYERS = ("Ada", "Bea")
TAPS = 3  # dice kept at most per decision


@dataclass
class Played:
    game: str
    decisions: int = 0
    passes: int = 0
    presses: int = 0
    created: int = 0
    edits: int = 0
    after: int = 0  # messages after the results (Kniffel's coach: a review per human)
    busiest: int = 0  # the most writes to one message in any one second (a press's own
    answers: int = 0  # update of the pressed message aside: those are counted here)
    over: bool = False
    ops: dict[str, float] | None = None  # Discord operations per decision, by name


def box_id(table: Any, key: str) -> int:
    """The id of one of the table's messages as the publisher's row keeps it (0: none)."""
    return int(table.outbox.get(key) or 0)


def moved(table: Any, version: int) -> Any:
    """A condition: the table is past `version` (a move was made)."""
    return lambda: table.version > version


async def play(game: str, rng: random.Random, wait: float) -> Played:
    prefix = GAMES[game]
    out = Played(game)
    double = DiscordDouble(members=list(PLAYERS), channels=["table"], strict=False)
    with tempfile.TemporaryDirectory() as tmp:
        config = Config(token="screen-bench", db_path=str(Path(tmp) / "larry.sqlite3"),
                        ai_delay=(0.01, 0.02), round_pause=0.05, guild_ready_timeout=0.05,
                        settle_heap=False,
                        warm_texts=os.environ.get("LARRY_BENCH_WARM_TEXTS", "1") != "0")
        async with double:
            bot = LarryBot(config)
            async with double.running(bot, token="screen-bench"):
                channel = double.channel("table")
                host, guest = (double.user(n) for n in PLAYERS)
                await host.slash(f"{game} new", channel=channel)
                lobby = await channel.wait_for_message(
                    lambda m: any(str(c.get("custom_id", "")).startswith(f"{prefix}:l:")
                                  for c in m.all_components()), timeout=wait)
                await guest.click(lobby, "Join")
                await double.wait_for(lambda: "Bea" in lobby.text(), timeout=wait)
                await host.click(lobby, "Start")
                table = await double.wait_for(
                    lambda: next(iter(bot.service.tables.values()), None), timeout=wait)
                await double.wait_for(lambda: table.game is not None, timeout=wait)
                reg = double.registry
                start = (len(reg.interactions), Counter(reg.route_counts))
                last = None
                # the shared choices (cogs.tables.choosing): tb:c:<table>:<version>:<group>:
                # <key>, a menu tb:p:<table>:<version>:<group>; the dice kept: group `keep`
                player = ScriptedPlayer(rng, toggles=lambda cid: ":keep:" in cid, taps=TAPS)
                turn = "tb:"
                while table.open and not table.game.over:
                    seat = table.game.turn()
                    version = table.version

                    def live(v: int = version) -> MessageRecord | None:
                        return next((m for m in reversed(channel.messages()) if any(
                            str(c.get("custom_id")).startswith((f"tb:c:{table.id}:{v}:",
                                                                f"tb:p:{table.id}:{v}:"))
                            for c in offered(m, turn))), None)
                    msg = await double.wait_for(live, timeout=wait)
                    user = double.user(table.name(seat))
                    if seat != last:
                        out.passes += 1
                    last = seat
                    taps = 0
                    while table.version == version:
                        pressed = await player.press(user, msg, turn, taps)
                        out.presses += 1
                        if pressed.toggle:
                            taps += 1
                            continue
                        await double.wait_for(moved(table, version), timeout=wait)
                    out.decisions += 1
                out.over = table.game.over
                await double.wait_for(lambda: table.announced >= table.rev, timeout=wait)
                await asyncio.sleep(1.5)  # the last coalesced edit out
                # the game's operations, from its start to its results (the coach's
                # reviews after them aside: they come on their own)
                out.ops = ops_per_move(Counter(reg.route_counts) - start[1],
                                       len(reg.interactions) - start[0], out.decisions)
                posted = [m for m in double.registry.messages.values()
                          if m.channel_id == channel.id and not m.ephemeral]
                results = box_id(table, "results")
                out.created = sum(1 for m in posted if m.id <= results)
                out.after = len(posted) - out.created
                out.edits = sum(m.edits for m in posted)
                out.answers = sum(m.answers for m in posted)
                out.busiest = max((max_in_window(m.edit_times, 1.0) for m in posted),
                                  default=0)
    return out


def report(rows: list[Played]) -> str:
    lines = ["| game | decisions | turn passes | public messages created (≤ passes + 2) "
             "| after the results | edits (of them a press's own answer) "
             "| most writes to one message in 1 s | interactions per decision "
             "| Discord operations per decision |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r.game} | {r.decisions} | {r.passes} | {r.created} "
                     f"({r.passes + 2}) | {r.after} | {r.edits} ({r.answers}) | {r.busiest} | "
                     f"{r.presses / max(r.decisions, 1):.2f} | {named(r.ops)} |")
    return "\n".join(lines)


def named(ops: dict[str, float] | None) -> str:
    """Operations per decision: the total, then each kind."""
    if not ops:
        return ""
    parts = [f"{v:.2f} {k}" for k, v in ops.items() if k != "total" and v]
    return f"**{ops['total']:.2f}**: " + ", ".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="write docs/benchmarks.md")
    parser.add_argument("--smoke", action="store_true", help="one game (CI)")
    parser.add_argument("--seed", type=int, default=50)
    parser.add_argument("--wait", type=float, default=30.0)
    args = parser.parse_args()
    games = ["kniffel"] if args.smoke else list(GAMES)
    rows = [asyncio.run(play(game, random.Random(args.seed), args.wait)) for game in games]
    table = report(rows)
    print(table)
    print_result(TAG, {r.game: vars(r) for r in rows})
    if args.write:
        write_section("table-screen", "One table message per game",
                      "`python bench/table_screen.py`: two humans play a whole game of each "
                      "game whose decisions are all on the table message, pressing what it "
                      "offers (a die kept now and then, at most three a decision), with the "
                      "production gap of one write per table message per second, against "
                      "the double's Discord limits.\n\n" + table)
    ok = all(r.over and r.created <= r.passes + 2 and r.busiest <= 1 for r in rows)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
