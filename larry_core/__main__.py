"""Command line: `python -m larry_core replay FILE|-`, `simulate`, `play` (also as `larry`).

No input makes it print a traceback: bad options get the subcommand's usage and exit 2, a
bad replay document `{"ok": false, "error": ...}` and exit 2, Ctrl-C exits 130, and a closed
pipe (`larry replay f | head`) ends it quietly.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
from collections.abc import Callable

from larry_core.log import MAX_DOCUMENT_BYTES
from larry_core.replay import replay_document
from larry_core.rules import RuleSet

# Seeds are stored as SQLite INTEGERs: signed 64-bit.
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
MAX_GAMES = 10**9
MAX_AI_DELAY = 10.0
_WHOLE = re.compile(r"[+-]?[0-9]{1,30}")


def _shown(text: str, limit: int = 24) -> str:
    """`text` quoted for an error message, cut short: long input is never echoed in full."""
    quoted = repr(text)
    return quoted if len(quoted) <= limit else quoted[:limit] + "…"


def whole_number(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse type: a whole number from `lo` to `hi` (ASCII digits)."""

    def parse(text: str) -> int:
        value = int(text) if _WHOLE.fullmatch(text.strip()) else None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from {lo} to {hi}, not {_shown(text)}")
        return value

    return parse


def seconds(hi: float) -> Callable[[str], float]:
    """An argparse type: a number of seconds from 0 to `hi`."""

    def parse(text: str) -> float:
        try:
            value: float | None = float(text) if len(text) <= 40 else None
        except ValueError:
            value = None
        if value is None or not math.isfinite(value) or not 0 <= value <= hi:
            raise argparse.ArgumentTypeError(
                f"must be a number of seconds from 0 to {hi:g}, not {_shown(text)}")
        return value

    return parse


def _replay_error(message: str) -> int:
    print(json.dumps({"ok": False, "error": message}))
    return 2


def _replay(path: str) -> int:
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_DOCUMENT_BYTES + 1)
        else:
            with open(path, "rb") as fh:
                data = fh.read(MAX_DOCUMENT_BYTES + 1)
        if len(data) > MAX_DOCUMENT_BYTES:
            return _replay_error(f"the document is larger than {MAX_DOCUMENT_BYTES:,} bytes, "
                                 "the limit (docs/conformance.md, Size limits)")
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return _replay_error(f"cannot read {path}: {exc}")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        if "integer string conversion" in str(exc):  # Python's 4,300-digit int limit
            return _replay_error("not valid JSON: a number has more than 4,300 digits")
        return _replay_error(f"not valid JSON: {exc}")
    result = replay_document(doc)
    print(json.dumps(result, indent=2))
    return 0 if result["ok"] else 2


def _simulate(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from larry_core.simulate import Summary, simulate

    rules = RuleSet(larry_call=args.larry_call, short_game=args.short_game)
    done = 0
    # a bar only on a terminal (disable=None) and only for runs longer than half a second
    with tqdm(total=args.games, unit="game", disable=None, delay=0.5, leave=False,
              file=sys.stderr) as bar:

        def progress(summary: Summary) -> None:
            nonlocal done
            done = summary.games
            bar.update(1)

        try:
            summary = simulate(args.players, args.games, args.seed, rules, progress)
        except KeyboardInterrupt:
            bar.close()
            print(f"larry simulate: interrupted after {done:,} of {args.games:,} games.",
                  file=sys.stderr)
            return 130
    print("\n".join(summary.lines()))
    return 0


def _play(args: argparse.Namespace) -> int:
    import asyncio

    from larry_core.terminal import play_terminal

    try:
        rules = RuleSet(rounds=args.rounds, larry_call=args.larry_call)
        return asyncio.run(play_terminal(args.players, args.seed, args.ai, args.ai_delay,
                                         rules))
    except KeyboardInterrupt:
        print("\nBye!")
        return 130


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    parser = argparse.ArgumentParser(prog="larry", description="Larry card game engine")
    sub = parser.add_subparsers(dest="command", required=True)
    players = whole_number(2, 8)
    seed = whole_number(SEED_MIN, SEED_MAX)
    p_replay = sub.add_parser(
        "replay", help="apply a JSON game document (docs/conformance.md)",
        description="Apply a JSON game document and print the result (docs/conformance.md).")
    p_replay.add_argument("file", help="path of the document, or - for standard input")
    p_sim = sub.add_parser("simulate", help="play random-legal games and summarise them",
                           description="Play random-legal games and print statistics.")
    p_sim.add_argument("--players", type=players, default=4, metavar="2-8",
                       help="players per game (default 4)")
    p_sim.add_argument("--games", type=whole_number(1, MAX_GAMES), default=1000, metavar="N",
                       help="how many games (default 1000)")
    p_sim.add_argument("--seed", type=seed, default=0, help="first seed (default 0)")
    p_sim.add_argument("--larry-call", choices=("auto", "catch"), default="auto")
    p_sim.add_argument("--short-game", action="store_true")
    p_play = sub.add_parser(
        "play", help="play against AI seats in the terminal",
        description="Play Larry against AI seats in the terminal. At the prompt type a menu "
                    "number or a move; 'help' lists the commands, 'rules' explains the game.")
    p_play.add_argument("--players", type=players, default=4, metavar="2-8",
                        help="seats at the table, you included (default 4)")
    p_play.add_argument("--seed", type=seed, default=None,
                        help="fix the deal and the AI's choices (default random)")
    p_play.add_argument("--ai", choices=("reasoned", "random"), default="reasoned",
                        help="the AI players: reasoned (default) or random (easier)")
    p_play.add_argument("--rounds", type=whole_number(1, 10), default=3, metavar="1-10",
                        help="rounds in the game (default 3)")
    p_play.add_argument("--larry-call", choices=("auto", "catch"), default="auto",
                        help="a forgotten “Larry”: auto penalty (default) or catch by others")
    p_play.add_argument("--ai-delay", type=seconds(MAX_AI_DELAY), default=0.8,
                        metavar="SECONDS",
                        help=f"pause before each AI move, 0 to {MAX_AI_DELAY:g} (default 0.8)")
    return parser, {"replay": p_replay, "simulate": p_sim, "play": p_play}


def _main(argv: list[str] | None) -> int:
    parser, subparsers = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:  # the subcommand's usage, not the top-level one
        subparsers[args.command].error(
            "unrecognized arguments: " + " ".join(a if len(a) <= 24 else a[:24] + "…"
                                                  for a in extra))
    if args.command == "replay":
        return _replay(args.file)
    if args.command == "simulate":
        return _simulate(args)
    return _play(args)


def main(argv: list[str] | None = None) -> int:
    try:
        code = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, not at exit where it can't be caught
        return code
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader went away (`larry replay f | head`): stop quietly, as other tools do
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
