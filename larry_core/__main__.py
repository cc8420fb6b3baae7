"""Command line: `python -m larry_core replay FILE|-`, `simulate`, `play` (also as `larry`),
`cards`, and the subcommands a game adds (`coach`).

It names no game: every game is reached through its commands in the registry
(`larry_core.games.registry.COMMANDS`, a `Commands` each), its own options, player counts,
terminal, stored-game replay (`replay --db`, `larry_core.replay_db`), cards
(`larry_core.cards_cli`) and subcommands included.

No input makes it print a traceback: bad options get the subcommand's usage and exit 2, a
bad replay document `{"ok": false, "error": ...}` and exit 2 (every replay answer printed as
the same indented JSON; a document of another game is told so on standard error, with the
`--game` that replays it), Ctrl-C exits 130, and a closed pipe (`larry replay f | head`)
ends it quietly.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import Any, cast

from larry_core.games import registry  # every game, with its own texts
from larry_core.games.arguments import whole_number
from larry_core.games.base import Commands, GameSubcommands, TableCommands
from larry_core.games.documents import MAX_DOCUMENT_BYTES, read_document
from larry_core.text import DEFAULT_LOCALE, LANGUAGES, join_list, t

# Seeds are stored as SQLite INTEGERs: signed 64-bit.
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
MAX_GAMES = 10**9


# The replay errors below are part of the JSON replay protocol's output (docs/conformance.md),
# like the DocumentError texts of the games' replay documents: English and byte-stable, not
# catalogue messages.
def _replay_error(message: str) -> int:
    print(json.dumps({"ok": False, "error": message}, indent=2))
    return 2


def game_names() -> tuple[str, ...]:
    """The games the command line plays: every registered game with its commands."""
    return tuple(registry.COMMANDS)


def _replay(path: str, commands: Commands, game: str = registry.DEFAULT_GAME,
            locale: str = DEFAULT_LOCALE) -> int:
    try:
        data = read_document(path)
        if len(data) > MAX_DOCUMENT_BYTES:
            return _replay_error(f"the document is larger than {MAX_DOCUMENT_BYTES:,} bytes, "
                                 f"the limit ({commands.protocol_doc}, Size limits)")
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return _replay_error(f"cannot read {path}: {exc}")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        if "integer string conversion" in str(exc):  # Python's 4,300-digit int limit
            return _replay_error("not valid JSON: a number has more than 4,300 digits")
        return _replay_error(f"not valid JSON: {exc}")
    result = commands.replay(doc)
    print(json.dumps(result, indent=2))
    named = doc.get("game") if isinstance(doc, dict) else None
    if not result["ok"] and isinstance(named, str) and named in registry.COMMANDS \
            and named != game:
        print(t("cli-replay-wrong-game", locale, game=named), file=sys.stderr)
    return 0 if result["ok"] else 2


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
        with tqdm(total=games, unit=t("console-progress-unit", locale), disable=None,
                  delay=0.5, leave=False,
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


def _play(args: argparse.Namespace, commands: Commands, locale: str = DEFAULT_LOCALE) -> int:
    """`larry play`: the game's own terminal game, or (its `play` None) the game on the table
    service's terminal (`larry_core.terminal`, with the game's `TableCommands`)."""
    if commands.play is not None:
        return commands.play(args, locale)
    import asyncio

    from larry_core.terminal import play_terminal

    try:
        rules = cast(TableCommands, commands).rules(args)
        return asyncio.run(play_terminal(args.players, args.seed, args.ai, args.ai_delay,
                                         rules, locale=locale, game=args.game))
    except KeyboardInterrupt:
        print()
        print(t("term-bye", locale))
        return 130


def chosen_game(argv: list[str]) -> str:
    """The `--game` of the command line, read before parsing so that the game's own options
    and player counts are the ones offered (an unknown one is left for argparse to refuse)."""
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--game" and i + 1 < len(argv) else (
            arg.removeprefix("--game=") if arg.startswith("--game=") else None)
        if value in registry.COMMANDS:
            return value
    return registry.DEFAULT_GAME


def build_parser(locale: str = DEFAULT_LOCALE, game: str = registry.DEFAULT_GAME,
                 ) -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The command line, with `game`'s own options and player counts in `simulate` and
    `play`."""
    def say(key: str, **params: object) -> str:
        return t(key, locale, **params)

    kind, commands = registry.game(game), registry.COMMANDS[game]
    title_key = getattr(commands, "title_key", None)
    title = say(title_key) if title_key else game
    parser = argparse.ArgumentParser(
        prog="larry", description=say("cli-description", games=join_list(
            [say(key) if (key := getattr(c, "title_key", None)) else name
             for name, c in registry.COMMANDS.items()], locale)))
    sub = parser.add_subparsers(dest="command", required=True)
    low, high = kind.min_players, kind.max_players
    players = whole_number(low, high, locale)
    seed = whole_number(SEED_MIN, SEED_MAX, locale)
    p_replay = sub.add_parser("replay", help=say("cli-replay-help"),
                              description=say("cli-replay-description", game=title,
                                              doc=commands.protocol_doc))
    p_replay.add_argument("file", help=say("cli-replay-file"))
    p_replay.add_argument("--db", metavar="PATH", help=say("cli-replay-db"))
    p_sim = sub.add_parser("simulate", help=say("cli-simulate-help"),
                           description=say("cli-simulate-description", game=title))
    p_sim.add_argument("--players", type=players, default=min(4, high),
                       metavar=f"{low}-{high}", help=say("cli-simulate-players"))
    p_sim.add_argument("--games", type=whole_number(1, MAX_GAMES, locale), default=1000,
                       metavar="N", help=say("cli-simulate-games"))
    p_sim.add_argument("--seed", type=seed, default=0, help=say("cli-simulate-seed"))
    p_play = sub.add_parser("play", help=say("cli-play-help"),
                            description=say("cli-play-description", game=title))
    p_play.add_argument("--players", type=players, default=min(4, high),
                        metavar=f"{low}-{high}", help=say("cli-play-players"))
    p_play.add_argument("--seed", type=seed, default=None, help=say("cli-play-seed"))
    p_replay.add_argument("--lang", choices=LANGUAGES, default=locale, help=say("cli-lang"))
    for name, p in (("play", p_play), ("simulate", p_sim)):
        p.add_argument("--lang", choices=LANGUAGES, default=locale, help=say("cli-lang"))
        commands.add_options(name, p, locale)
    for p in (p_replay, p_sim, p_play):
        p.add_argument("--game", choices=game_names(), default=registry.DEFAULT_GAME,
                       help=say("cli-game", games=", ".join(game_names()),
                                default=registry.DEFAULT_GAME))
    subparsers = {"replay": p_replay, "simulate": p_sim, "play": p_play}
    for other in registry.COMMANDS.values():  # the games' own (`larry coach kniffel`)
        add_commands: GameSubcommands | None = getattr(other, "add_commands", None)
        if add_commands is not None:
            subparsers.update(add_commands(sub, locale))
    from larry_core import cards_cli as art_cli  # `larry cards` (Pillow loads with it)
    subparsers["cards"] = art_cli.add_parser(sub)
    return parser, subparsers


def _main(argv: list[str] | None, locale: str = DEFAULT_LOCALE) -> int:
    parser, subparsers = build_parser(
        locale, chosen_game(sys.argv[1:] if argv is None else argv))
    args, extra = parser.parse_known_args(argv)
    if extra:  # the subcommand's usage, not the top-level one
        shown = " ".join(a if len(a) <= 24 else a[:24] + "…" for a in extra)
        subparsers[args.command].error(t("cli-unrecognized", locale, args=shown))
    if args.command == "replay" and args.db is not None:  # a finished game, move by move
        from larry_core.replay_db import replay_stored
        return replay_stored(args.db, args.file, locale)
    if args.command == "cards":
        from larry_core import cards_cli as art_cli
        return art_cli.run(args)
    game_command: Callable[[argparse.Namespace, str], int] | None = getattr(
        args, "game_command", None)  # a subcommand a game added (`GameSubcommands`)
    if game_command is not None:
        return game_command(args, locale)
    commands = registry.COMMANDS[args.game]
    if args.command == "replay":
        return _replay(args.file, commands, args.game, locale)
    if args.command == "simulate":
        return _run_simulation(lambda progress: commands.simulate(args, progress), args.games,
                               locale)
    return _play(args, commands, locale)


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
