"""`larry cards --out DIR`: every card face and a sample hand, reveal and results picture as
PNG files, so people can look at them without Discord; `alt.txt` lists each file's alt text.

The files (`expected_files()`): card-<code>.png for every Larry face (a minus written as
"minus": card-minus2.png), hand.png, reveal.png, results.png; the dice of every dice game,
die-1.png … die-6.png, dice-kept.png (a roll with two dice kept) and dice-colours.png
(Würfel-Ligretto's four colours, one kept); kniffel-block.png (a sample Kniffel block of
five players in the middle of a game); alt.txt. `--game kakerlakenpoker` writes
Kakerlakenpoker's faces and samples instead (kp-*.png, kp-alt.txt).

Hooked into larry_core/__main__.py with `add_parser(subparsers)` and `run(args)`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from larry_core.games import dice_art
from larry_core.games.larry.art import (
    ALL_FACES,
    CARD_W,
    face_alt,
    face_png,
    hand_alt,
    hand_png,
    results_alt,
    results_png,
    reveal_alt,
    reveal_png,
)

SAMPLE_HAND = ["3", "-2", "larry", "7", "draw2", "0", "3", "gift"]
SAMPLE_PILE = ["3", "3", "-2"]  # the manual's worked example: sum 4, claimed 5
SAMPLE_CLAIM, SAMPLE_TOTAL, SAMPLE_CORRECT = 5, 4, False
SAMPLE_NAMES = ["Anna", "Bastien", "Chloé", "Dörte"]
SAMPLE_HANDS = [["4", "larry", "-1"], [], ["7", "open", "0", "2"], ["reverse"]]
SAMPLE_ROUND = [-6, 2, -8, -2]
SAMPLE_TOTALS = [-4, 5, -10, 1]
SAMPLE_ROLL, SAMPLE_KEPT = [6, 6, 2, 6, 3], [0, 1]  # two sixes set aside, three dice to roll
SAMPLE_COLOURED = [1, 2, 3, 4, 2, 5]
SAMPLE_COLOURS = ["red", "yellow", "green", "blue", "red", "green"]


def face_file(code: str) -> str:
    """File name of a face: card-<code>.png, a minus written as 'minus' (card-minus2.png)."""
    return f"card-{code.replace('-', 'minus', 1) if code.startswith('-') else code}.png"


def expected_files() -> list[str]:
    return [*(face_file(c) for c in ALL_FACES), "hand.png", "reveal.png", "results.png",
            *(f"die-{v}.png" for v in range(1, 7)), "dice-kept.png", "dice-colours.png",
            "kniffel-block.png", "alt.txt"]


def dice_files() -> list[tuple[str, bytes, str]]:
    """The six die faces, a roll with kept dice, Würfel-Ligretto's colours, and a sample
    Kniffel block: (file name, PNG, alt text)."""
    from larry_core.games.kniffel import art as kniffel_art

    files = [(f"die-{v}.png", dice_art.die_png(v), dice_art.die_alt(v)) for v in range(1, 7)]
    files.append(("dice-kept.png", dice_art.dice_png(SAMPLE_ROLL, SAMPLE_KEPT),
                  dice_art.dice_alt(SAMPLE_ROLL, SAMPLE_KEPT)))
    files.append(("dice-colours.png",
                  dice_art.dice_png(SAMPLE_COLOURED, [4], SAMPLE_COLOURS),
                  dice_art.dice_alt(SAMPLE_COLOURED, [4], SAMPLE_COLOURS)))
    block = kniffel_art.sample_view()
    names = list(kniffel_art.SAMPLE_NAMES)
    files.append(("kniffel-block.png", kniffel_art.block_png(block, names),
                  kniffel_art.block_alt(block, names)))
    return files


def write_all(out: Path, width: int = CARD_W) -> list[Path]:
    """Write every face, the three sample pictures, the dice and the sample Kniffel block
    into `out` (`expected_files()`); the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    files: list[tuple[str, bytes, str]] = [
        (face_file(code), face_png(code, width), face_alt(code)) for code in ALL_FACES]
    files.append(("hand.png", hand_png(SAMPLE_HAND, width), hand_alt(SAMPLE_HAND)))
    files.append(("reveal.png",
                  reveal_png(SAMPLE_PILE, SAMPLE_CLAIM, SAMPLE_TOTAL, SAMPLE_CORRECT, width),
                  reveal_alt(SAMPLE_PILE, SAMPLE_CLAIM, SAMPLE_TOTAL, SAMPLE_CORRECT)))
    files.append(("results.png",
                  results_png(SAMPLE_NAMES, SAMPLE_HANDS, SAMPLE_TOTALS, SAMPLE_ROUND),
                  results_alt(SAMPLE_NAMES, SAMPLE_HANDS, SAMPLE_TOTALS, SAMPLE_ROUND)))
    files += dice_files()
    written = []
    for name, data, _ in files:
        path = out / name
        path.write_bytes(data)
        written.append(path)
    alt = out / "alt.txt"
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
    """Add the `cards` subcommand to `larry`'s subparsers; returns its parser."""
    p = subparsers.add_parser(
        "cards", help="write every card face, the dice and sample pictures as PNG files",
        description="Write every card face (card-*.png), a sample hand, reveal and results "
                    "picture, the six die faces (die-*.png), a roll with kept dice "
                    "(dice-kept.png), coloured dice (dice-colours.png) and a sample Kniffel "
                    "block (kniffel-block.png) into DIR, with their alt texts in alt.txt.")
    p.add_argument("--out", required=True, type=_folder, metavar="DIR",
                   help="folder to write into (created if missing)")
    p.add_argument("--width", type=_width, default=CARD_W, metavar="PX",
                   help=f"card width in pixels (default {CARD_W})")
    p.add_argument("--game", choices=("larry", "kakerlakenpoker"), default="larry",
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
        if getattr(args, "game", "larry") == "kakerlakenpoker":
            from larry_core.games.kakerlake import art as kp_art
            written = [Path(str(p)) for p in kp_art.write_all(args.out, args.width)]
        else:
            written = write_all(args.out, args.width)
    except OSError as exc:
        print(f"larry cards: {_problem(args.out, exc)}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0
