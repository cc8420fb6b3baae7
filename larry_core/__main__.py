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
from typing import Any

from larry_core.games import registry  # noqa: F401  (every game, with its own texts)
from larry_core.games.documents import MAX_DOCUMENT_BYTES
from larry_core.games.larry.replay import replay_document
from larry_core.games.larry.rules import RuleSet
from larry_core.text import DEFAULT_LOCALE, LANGUAGES, t

# Seeds are stored as SQLite INTEGERs: signed 64-bit.
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
MAX_GAMES = 10**9
MAX_AI_DELAY = 10.0
_WHOLE = re.compile(r"[+-]?[0-9]{1,30}")


def _shown(text: str, limit: int = 24) -> str:
    """`text` quoted for an error message, cut short: long input is never echoed in full."""
    quoted = repr(text)
    return quoted if len(quoted) <= limit else quoted[:limit] + "…"


def whole_number(lo: int, hi: int, locale: str = DEFAULT_LOCALE) -> Callable[[str], int]:
    """An argparse type: a whole number from `lo` to `hi` (ASCII digits)."""

    def parse(text: str) -> int:
        value = int(text) if _WHOLE.fullmatch(text.strip()) else None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(  # bounds as text: no digit grouping
                t("cli-whole-number", locale, lo=str(lo), hi=str(hi), text=_shown(text)))
        return value

    return parse


def seconds(hi: float, locale: str = DEFAULT_LOCALE) -> Callable[[str], float]:
    """An argparse type: a number of seconds from 0 to `hi`."""

    def parse(text: str) -> float:
        try:
            value: float | None = float(text) if len(text) <= 40 else None
        except ValueError:
            value = None
        if value is None or not math.isfinite(value) or not 0 <= value <= hi:
            raise argparse.ArgumentTypeError(
                t("cli-seconds", locale, max=f"{hi:g}", text=_shown(text)))
        return value

    return parse


# The replay errors below are part of the JSON replay protocol's output (docs/conformance.md),
# like the DocumentError texts of larry_core.games.larry.log: English and byte-stable, not
# catalogue messages.
def _replay_error(message: str) -> int:
    print(json.dumps({"ok": False, "error": message}))
    return 2


GAME_NAMES = ("larry", "kakerlakenpoker")
# Where each game's replay protocol documents its size limits (the limits are the same).
_LIMITS_DOC = {"larry": "docs/conformance.md",
               "kakerlakenpoker": "docs/kakerlakenpoker-protocol.md"}


def _replay(path: str, game: str = "larry") -> int:
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_DOCUMENT_BYTES + 1)
        else:
            with open(path, "rb") as fh:
                data = fh.read(MAX_DOCUMENT_BYTES + 1)
        if len(data) > MAX_DOCUMENT_BYTES:
            return _replay_error(f"the document is larger than {MAX_DOCUMENT_BYTES:,} bytes, "
                                 f"the limit ({_LIMITS_DOC[game]}, Size limits)")
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return _replay_error(f"cannot read {path}: {exc}")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        if "integer string conversion" in str(exc):  # Python's 4,300-digit int limit
            return _replay_error("not valid JSON: a number has more than 4,300 digits")
        return _replay_error(f"not valid JSON: {exc}")
    if game == "kakerlakenpoker":
        from larry_core.games.kakerlake.replay import replay_document as kp_replay_document
        result = kp_replay_document(doc)
    else:
        result = replay_document(doc)
    print(json.dumps(result, indent=2))
    return 0 if result["ok"] else 2


def _simulate(args: argparse.Namespace, locale: str = DEFAULT_LOCALE) -> int:
    if args.game == "kakerlakenpoker":
        from larry_core.games.kakerlake.simulate import simulate as kp_simulate

        return _run_simulation(lambda progress: kp_simulate(
            args.players, args.games, args.seed, None, progress), args.games, locale)
    from larry_core.games.larry.simulate import simulate

    rules = RuleSet(larry_call=args.larry_call, short_game=args.short_game)
    return _run_simulation(lambda progress: simulate(
        args.players, args.games, args.seed, rules, progress), args.games, locale)


def _run_simulation(run: Callable[[Callable[[Any], None]], Any], games: int,
                    locale: str) -> int:
    """Run a simulation with a progress bar (only on a terminal, only for runs longer than
    half a second); print its summary, or how far it got when Ctrl-C stops it.

    Ctrl-C stops the run between two games: the signal only raises a flag. Raised wherever
    it fell, the interrupt could land inside tqdm while it takes its lock, leaving the lock
    held for its monitor thread, which the closing bar then waits for: a hang, seldom but
    seen. (The monitor thread is off too: the bar is refreshed by every game anyway.)"""
    import signal

    from tqdm import tqdm

    done = 0
    stop: list[int] = []
    tqdm.monitor_interval = 0
    previous = signal.signal(signal.SIGINT, lambda signum, frame: stop.append(signum))
    try:
        with tqdm(total=games, unit="game", disable=None, delay=0.5, leave=False,
                  file=sys.stderr) as bar:

            def progress(summary: Any) -> None:
                nonlocal done
                done = summary.games
                if stop:
                    raise KeyboardInterrupt
                bar.update(1)

            try:
                summary = run(progress)
            except KeyboardInterrupt:
                bar.close()
                print(t("cli-simulate-interrupted", locale, done=done, games=games),
                      file=sys.stderr)
                return 130
    finally:
        signal.signal(signal.SIGINT, previous)
    print("\n".join(summary.lines(locale)))
    return 0


def _kp_play(args: argparse.Namespace, locale: str = DEFAULT_LOCALE) -> int:
    from larry_core.games.kakerlake.terminal import play_terminal

    try:
        return play_terminal(args.players, args.seed, args.ai, args.ai_delay, locale=locale)
    except KeyboardInterrupt:
        print()
        print(t("term-bye", locale))
        return 130


def _play(args: argparse.Namespace, locale: str = DEFAULT_LOCALE) -> int:
    import asyncio

    from larry_core.terminal import play_terminal

    try:
        rules = RuleSet(rounds=args.rounds, larry_call=args.larry_call)
        return asyncio.run(play_terminal(args.players, args.seed, args.ai, args.ai_delay,
                                         rules, locale=locale))
    except KeyboardInterrupt:
        print()
        print(t("term-bye", locale))
        return 130


def build_parser(locale: str = DEFAULT_LOCALE,
                 ) -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    def say(key: str, **params: object) -> str:
        return t(key, locale, **params)

    parser = argparse.ArgumentParser(prog="larry", description=say("cli-description"))
    sub = parser.add_subparsers(dest="command", required=True)
    players = whole_number(2, 8, locale)
    seed = whole_number(SEED_MIN, SEED_MAX, locale)
    p_replay = sub.add_parser("replay", help=say("cli-replay-help"),
                              description=say("cli-replay-description"))
    p_replay.add_argument("file", help=say("cli-replay-file"))
    p_replay.add_argument("--db", metavar="PATH", help=say("cli-replay-db"))
    p_sim = sub.add_parser("simulate", help=say("cli-simulate-help"),
                           description=say("cli-simulate-description"))
    p_sim.add_argument("--players", type=players, default=4, metavar="2-8",
                       help=say("cli-simulate-players"))
    p_sim.add_argument("--games", type=whole_number(1, MAX_GAMES, locale), default=1000,
                       metavar="N", help=say("cli-simulate-games"))
    p_sim.add_argument("--seed", type=seed, default=0, help=say("cli-simulate-seed"))
    p_sim.add_argument("--larry-call", choices=("auto", "catch"), default="auto",
                       help=say("cli-simulate-larry-call"))
    p_sim.add_argument("--short-game", action="store_true", help=say("cli-simulate-short-game"))
    p_play = sub.add_parser("play", help=say("cli-play-help"),
                            description=say("cli-play-description"))
    p_play.add_argument("--players", type=players, default=4, metavar="2-8",
                        help=say("cli-play-players"))
    p_play.add_argument("--seed", type=seed, default=None, help=say("cli-play-seed"))
    p_play.add_argument("--ai", choices=("reasoned", "random"), default="reasoned",
                        help=say("cli-play-ai"))
    p_play.add_argument("--rounds", type=whole_number(1, 10, locale), default=3,
                        metavar="1-10", help=say("cli-play-rounds"))
    p_play.add_argument("--larry-call", choices=("auto", "catch"), default="auto",
                        help=say("cli-play-larry-call"))
    p_play.add_argument("--ai-delay", type=seconds(MAX_AI_DELAY, locale), default=0.8,
                        metavar="SECONDS",
                        help=say("cli-play-ai-delay", max=f"{MAX_AI_DELAY:g}"))
    for p in (p_play, p_sim):
        p.add_argument("--lang", choices=LANGUAGES, default=locale, help=say("cli-lang"))
    for p in (p_replay, p_sim, p_play):
        p.add_argument("--game", choices=GAME_NAMES, default="larry", help=say("kp-cli-game"))
    from larry_core import cards_cli as art_cli  # `larry cards` (Pillow loads with it)
    return parser, {"replay": p_replay, "simulate": p_sim, "play": p_play,
                    "cards": art_cli.add_parser(sub)}


def _main(argv: list[str] | None, locale: str = DEFAULT_LOCALE) -> int:
    parser, subparsers = build_parser(locale)
    args, extra = parser.parse_known_args(argv)
    if extra:  # the subcommand's usage, not the top-level one
        shown = " ".join(a if len(a) <= 24 else a[:24] + "…" for a in extra)
        subparsers[args.command].error(t("cli-unrecognized", locale, args=shown))
    if args.command == "replay" and args.db is not None:  # a finished game, move by move
        from larry_core.replay_db import replay_stored
        return replay_stored(args.db, args.file, locale)
    if args.command == "replay":
        return _replay(args.file, args.game)
    if args.command in ("simulate", "play") and args.game == "kakerlakenpoker":
        if args.players > 6:
            subparsers[args.command].error(t("kp-cli-players", locale, players=args.players))
        if args.command == "play":
            return _kp_play(args, locale)
    if args.command == "simulate":
        return _simulate(args, locale)
    if args.command == "cards":
        from larry_core import cards_cli as art_cli
        return art_cli.run(args)
    return _play(args, locale)


def chosen_language(argv: list[str]) -> str:
    """The `--lang` of the command line, read before parsing so that help, errors and the
    game all speak it (an unknown one is left for argparse to refuse, in English)."""
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else (
            arg.removeprefix("--lang=") if arg.startswith("--lang=") else None)
        if value in LANGUAGES:
            return value
    return DEFAULT_LOCALE


def main(argv: list[str] | None = None) -> int:
    try:
        code = _main(argv, chosen_language(sys.argv[1:] if argv is None else argv))
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
