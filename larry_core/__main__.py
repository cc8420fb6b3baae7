"""Command line: `python -m larry_core replay FILE|-`, `simulate`, `play` (also as `larry`)."""

from __future__ import annotations

import argparse
import json
import sys

from larry_core.replay import replay_document
from larry_core.rules import RuleSet


def _replay(path: str) -> int:
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(json.dumps({"ok": False, "error": f"cannot read {path}: {exc}"}))
        return 2
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        print(json.dumps({"ok": False, "error": f"not valid JSON: {exc}"}))
        return 2
    result = replay_document(doc)
    print(json.dumps(result, indent=2))
    return 0 if result["ok"] else 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="larry", description="Larry card game engine")
    sub = parser.add_subparsers(dest="command", required=True)
    p_replay = sub.add_parser("replay", help="apply a JSON game document (CONFORMANCE.md)")
    p_replay.add_argument("file", help="path of the document, or - for standard input")
    p_sim = sub.add_parser("simulate", help="play random-legal games and summarise them")
    p_sim.add_argument("--players", type=int, default=4, choices=range(2, 9), metavar="2-8")
    p_sim.add_argument("--games", type=int, default=1000)
    p_sim.add_argument("--seed", type=int, default=0)
    p_sim.add_argument("--larry-call", choices=("auto", "catch"), default="auto")
    p_sim.add_argument("--short-game", action="store_true")
    p_play = sub.add_parser("play", help="play against AI seats in the terminal")
    p_play.add_argument("--players", type=int, default=4, choices=range(2, 9), metavar="2-8")
    p_play.add_argument("--seed", type=int, default=None, help="fix the deal (default random)")
    p_play.add_argument("--ai", choices=("reasoned", "random"), default="reasoned")
    p_play.add_argument("--rounds", type=int, default=3, choices=range(1, 11), metavar="1-10")
    p_play.add_argument("--larry-call", choices=("auto", "catch"), default="auto")
    p_play.add_argument("--ai-delay", type=float, default=0.8, metavar="SECONDS",
                        help="pause before each AI move (default 0.8)")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return _replay(args.file)
    if args.command == "simulate":
        from larry_core.simulate import simulate

        if args.games < 1:
            parser.error("--games must be at least 1")
        rules = RuleSet(larry_call=args.larry_call, short_game=args.short_game)
        summary = simulate(args.players, args.games, args.seed, rules)
        print("\n".join(summary.lines()))
        return 0
    if args.command == "play":
        import asyncio

        from larry_core.terminal import play_terminal

        try:
            rules = RuleSet(rounds=args.rounds, larry_call=args.larry_call)
            return asyncio.run(play_terminal(args.players, args.seed, args.ai,
                                             max(0.0, args.ai_delay), rules))
        except KeyboardInterrupt:
            print("\nBye!")
            return 130
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
