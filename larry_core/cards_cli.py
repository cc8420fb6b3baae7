"""`larry cards --out DIR`: every card face and sample pictures as PNG files, so people can
look at them without Discord; an alt file lists each file's alt text.

This module names no game: a game with cards gives them through its commands in the
registry (`cards`, a `CardPictures`), and `--game` chooses whose, the default game's by
default. With the default game's cards come the dice of every dice game, drawn here by the
shared `dice_art` — die-1.png … die-6.png, dice-kept.png (a roll with two dice kept) and
dice-colours.png (Würfel-Ligretto's four colours, one kept) — and every game's sample
pictures (`samples`: Kniffel's block, kniffel-block.png).

The files today (`expected_files()`): Larry's card-<code>.png for every face, hand.png,
reveal.png and results.png (`larry_core.games.larry.cards_cli`), the dice, kniffel-block.png
and alt.txt; `--game kakerlakenpoker` writes Kakerlakenpoker's faces and samples instead
(kp-*.png, kp-alt.txt).

Hooked into larry_core/__main__.py with `add_parser(subparsers)` and `run(args)`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from larry_core.games import dice_art, registry
from larry_core.games.base import CardPictures, Picture, Pictures

SAMPLE_ROLL, SAMPLE_KEPT = [6, 6, 2, 6, 3], [0, 1]  # two sixes set aside, three dice to roll
SAMPLE_COLOURED = [1, 2, 3, 4, 2, 5]
SAMPLE_COLOURS = ["red", "yellow", "green", "blue", "red", "green"]
DICE_FILES = (*(f"die-{v}.png" for v in range(1, 7)), "dice-kept.png", "dice-colours.png")


def card_games() -> tuple[str, ...]:
    """The games whose cards `larry cards --game` writes, the default game first."""
    return tuple(sorted((name for name, commands in registry.COMMANDS.items()
                         if getattr(commands, "cards", None) is not None),
                        key=lambda name: name != registry.DEFAULT_GAME))


def cards_of(game: str) -> CardPictures:
    """The cards of `game`; KeyError if it is not one of `card_games()`."""
    cards: CardPictures | None = getattr(registry.COMMANDS[game], "cards", None)
    if cards is None:
        raise KeyError(game)
    return cards


def samples() -> list[Pictures]:
    """Every game's sample pictures, in the registry's order."""
    return [found for commands in registry.COMMANDS.values()
            if (found := getattr(commands, "samples", None)) is not None]


def expected_files(game: str = registry.DEFAULT_GAME) -> list[str]:
    """The names of the files `larry cards --game <game>` writes, in the order written."""
    cards = cards_of(game)
    more = ([*DICE_FILES, *(name for found in samples() for name in found.names())]
            if game == registry.DEFAULT_GAME else [])
    return [*cards.names(), *more, cards.alt_file]


def dice_files() -> list[Picture]:
    """The six die faces, a roll with kept dice and Würfel-Ligretto's colours: (file name,
    PNG, alt text)."""
    files = [(f"die-{v}.png", dice_art.die_png(v), dice_art.die_alt(v)) for v in range(1, 7)]
    files.append(("dice-kept.png", dice_art.dice_png(SAMPLE_ROLL, SAMPLE_KEPT),
                  dice_art.dice_alt(SAMPLE_ROLL, SAMPLE_KEPT)))
    files.append(("dice-colours.png",
                  dice_art.dice_png(SAMPLE_COLOURED, [4], SAMPLE_COLOURS),
                  dice_art.dice_alt(SAMPLE_COLOURED, [4], SAMPLE_COLOURS)))
    return files


def write_all(out: Path, width: int | None = None,
              game: str = registry.DEFAULT_GAME) -> list[Path]:
    """Write `game`'s cards drawn `width` pixels wide (None: the game's own width), with the
    default game's the dice and every game's samples, and the alt file, into `out`
    (`expected_files(game)`); the paths written."""
    cards = cards_of(game)
    width = cards.width if width is None else width
    out.mkdir(parents=True, exist_ok=True)
    files = cards.files(width)
    if game == registry.DEFAULT_GAME:
        files += dice_files()
        for found in samples():
            files += found.files(width)
    written = []
    for name, data, _ in files:
        path = out / name
        path.write_bytes(data)
        written.append(path)
    alt = out / cards.alt_file
    alt.write_text("".join(f"{name}\t{text}\n" for name, _, text in files), encoding="utf-8")
    written.append(alt)
    return written


def _width(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 40 <= value <= 600:
        raise argparse.ArgumentTypeError(f"a card width from 40 to 600 pixels, not {text[:12]!r}")
    return value


def _folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("a folder to write into, not an empty name (use . for "
                                          "the current folder)")
    return Path(text)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
               ) -> argparse.ArgumentParser:
    """Add the `cards` subcommand to `larry`'s subparsers; returns its parser. (Its help, in
    English, says what the registered games' cards are; `--game` offers every game with
    cards.)"""
    width = cards_of(registry.DEFAULT_GAME).width
    p = subparsers.add_parser(
        "cards", help="write every card face, the dice and sample pictures as PNG files",
        description="Write every card face (card-*.png), a sample hand, reveal and results "
                    "picture, the six die faces (die-*.png), a roll with kept dice "
                    "(dice-kept.png), coloured dice (dice-colours.png) and a sample Kniffel "
                    "block (kniffel-block.png) into DIR, with their alt texts in alt.txt.")
    p.add_argument("--out", required=True, type=_folder, metavar="DIR",
                   help="folder to write into (created if missing)")
    p.add_argument("--width", type=_width, default=width, metavar="PX",
                   help=f"card width in pixels (default {width})")
    p.add_argument("--game", choices=card_games(), default=registry.DEFAULT_GAME,
                   help="whose cards: larry (default) or kakerlakenpoker (kp-card-*.png, a "
                        "sample display and hand, kp-alt.txt)")
    return p


def _problem(out: Path, exc: OSError) -> str:
    """What went wrong writing into `out`, as a sentence naming the path."""
    where = Path(exc.filename) if exc.filename else out
    blocker = next((p for p in (out, *out.parents) if p.exists() and not p.is_dir()), None)
    if blocker is not None:
        return (f"cannot write into {out}: {blocker} is a file, not a folder; name a folder "
                "(it is created if missing).")
    reason = exc.strerror or type(exc).__name__
    return f"cannot write {where}: {reason.lower() if reason[:1].isupper() else reason}."


def run(args: argparse.Namespace) -> int:
    try:
        written = write_all(args.out, args.width, getattr(args, "game", registry.DEFAULT_GAME))
    except OSError as exc:
        print(f"larry cards: {_problem(args.out, exc)}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0
