"""Kakerlakenpoker card art: sizes, every face different, royal/plain and languages differ,
displays grouped by animal, and `larry cards --game kakerlakenpoker` writes the files."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from PIL import Image

from larry_core.games.kakerlake.art import (
    CARD_W,
    display_alt,
    display_image,
    face,
    face_png,
    group_by_animal,
    hand_image,
)
from larry_core.games.kakerlake.cards import ANIMALS, CODES


def test_faces_have_the_card_size_and_all_differ() -> None:
    seen = set()
    for code in CODES:
        img = face(code)
        assert img.size == (CARD_W, CARD_W * 7 // 5)
        seen.add(img.tobytes())
    assert len(seen) == len(CODES)
    assert face("rat", 60).size == (60, 84)


def test_royal_and_language_change_the_face() -> None:
    assert face("toad").tobytes() != face("royal_toad").tobytes()
    assert face("toad", locale="de").tobytes() != face("toad", locale="en").tobytes()


def test_png_is_a_valid_image() -> None:
    img = Image.open(io.BytesIO(face_png("joker")))
    assert img.format == "PNG" and img.size == (CARD_W, CARD_W * 7 // 5)


def test_display_is_grouped_by_animal() -> None:
    cards = ["toad", "rat", "joker", "royal_rat", "rat", "bat"]
    assert group_by_animal(cards) == [["bat"], ["rat", "rat", "royal_rat"], ["toad"], ["joker"]]
    one = display_image(["rat"], 80)
    three = display_image(["rat", "rat", "royal_rat"], 80)
    four_columns = display_image(cards, 80)
    assert three.height > one.height and three.width == one.width
    assert four_columns.width > three.width
    assert display_alt(cards) == "1 bat, 3 rats (one crowned), 1 toad, joker"
    assert display_alt(cards, "de") == "1 Fledermaus, 3 Ratten (eine mit Krone), 1 Kröte, Joker"


def test_hand_grows_with_its_cards() -> None:
    assert hand_image(["rat", "bat", "fly"], 80).width > hand_image(["rat"], 80).width


def test_cards_command_writes_every_face(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "larry_core", "cards", "--game",
                           "kakerlakenpoker", "--out", str(tmp_path), "--width", "90"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    names = {p.name for p in tmp_path.iterdir()}
    assert {f"kp-card-{c}.png" for c in CODES} | {"kp-display.png", "kp-hand.png",
                                                   "kp-alt.txt"} == names
    assert Image.open(tmp_path / "kp-card-bat.png").size == (90, 126)


# ------------------------------------------------ issue 40: the symbol in the visible corner
def _corner(code: str, width: int = 120) -> Image.Image:
    """The part of a face an overlapped hand leaves visible, top-left, in grey."""
    return face(code, width).convert("L").crop((6, 6, int(width * 0.42), width // 2))


def test_the_visible_corner_shows_the_animal_not_just_letters() -> None:
    """Each animal's corner is a silhouette (at least 8% ink), and any two animals' corners
    differ in at least 8% of their pixels even in grey."""
    import itertools

    from PIL import ImageChops

    for code in ANIMALS:
        hist = _corner(code).histogram()
        assert sum(hist[:200]) > 0.08 * sum(hist), code
    for a, b in itertools.combinations(ANIMALS, 2):
        ca, cb = _corner(a), _corner(b)
        differ = sum(ImageChops.difference(ca, cb).histogram()[41:])
        assert differ > 0.08 * ca.width * ca.height, (a, b, differ)


def test_a_royal_card_s_corner_adds_its_crown() -> None:
    from PIL import ImageChops

    for animal in ANIMALS:
        plain, royal = _corner(animal), _corner(f"royal_{animal}")
        assert sum(ImageChops.difference(plain, royal).histogram()[41:]) > 0.05 * (
            plain.width * plain.height), animal
