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
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
