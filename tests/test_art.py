"""larry_core.art: card faces and pictures (issue 12, "Cards drawn")."""

from __future__ import annotations

import io
import itertools
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from larry_core.art import (
    ALL_FACES,
    CARD_W,
    LIMIT_FACES,
    face,
    face_png,
    hand_alt,
    hand_png,
    limit_code,
    pictures,
    pile_sum,
    results_alt,
    results_png,
    reveal_alt,
    reveal_png,
    sort_cards,
    symbols,
)
from larry_core.art import cli as art_cli
from larry_core.cards import BASE_COUNTS, CODES, DEFAULT_ACTIONS, SYMBOLS

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 60_000
DECK = [c for c, k in zip(CODES, (*BASE_COUNTS, *DEFAULT_ACTIONS.values()), strict=True)
        for _ in range(k)]


def png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def test_every_kind_and_the_limit_card_have_a_face() -> None:
    assert set(CODES) <= set(ALL_FACES)
    assert set(LIMIT_FACES) <= set(ALL_FACES)
    assert limit_code(7, "cw") == "limit-7-cw" and limit_code(5, "ccw") == "limit-5-ccw"
    with pytest.raises(ValueError):
        limit_code(6, "cw")
    with pytest.raises(KeyError):
        face("8")
    assert [symbols(c) for c in CODES] == list(SYMBOLS)
    assert symbols("limit-7-cw") == 0


@pytest.mark.parametrize("width", [CARD_W, 64, 200])
def test_face_size(width: int) -> None:
    for code in ALL_FACES:
        img = face(code, width)
        assert img.size == (width, round(width * 7 / 5)) and img.mode == "RGBA"
        assert len(face_png(code, width)) < LIMIT


def test_each_face_differs_from_every_other_even_without_colour() -> None:
    """Pixel data differs pairwise, in colour and in grey (colour is never the only cue):
    at least 1.5% of the pixels of any two faces differ clearly in brightness (the limit
    card's clockwise and counter-clockwise sides differ by their arrowheads: about 2%)."""
    grey = {c: face(c).convert("L") for c in ALL_FACES}
    for a, b in itertools.combinations(ALL_FACES, 2):
        assert face(a).tobytes() != face(b).tobytes(), (a, b)
        diff = ImageChops.difference(grey[a], grey[b])
        differ = sum(diff.histogram()[41:])
        assert differ > 0.015 * diff.width * diff.height, (a, b, differ)


def test_faces_are_cached_and_deterministic() -> None:
    assert face("7") is face("7")
    assert face("7", 80) is not face("7")
    from larry_core.art.faces import draw_face
    assert draw_face("gift").tobytes() == face("gift").tobytes()


def test_hand_sizes_and_width_grows_with_cards() -> None:
    widths = []
    for n in range(1, 14):
        img = png(hand_png(DECK[:: 4][:n]))
        assert img.height == round(CARD_W * 7 / 5) + 2 * pictures.PAD
        assert img.width == 2 * pictures.PAD + CARD_W + (n - 1) * pictures.HAND_STEP
        widths.append(img.width)
    assert widths == sorted(set(widths))
    big = png(hand_png(DECK[:30]))  # many cards: a second row, never wider than MAX_WIDTH
    assert big.width <= pictures.MAX_WIDTH and big.height > img.height


def test_pictures_stay_under_60_kb() -> None:
    rng = random.Random(12)
    for n in (1, 5, 12, 25, 54):
        assert len(hand_png(rng.sample(DECK, n))) < LIMIT, n
    pile = rng.sample(DECK, 20)
    assert len(reveal_png(pile, 7, pile_sum(pile), False)) < LIMIT
    names = [f"Player {i} with a very long name indeed" for i in range(8)]
    hands = [rng.sample(DECK, 12) for _ in range(8)]
    data = results_png(names, hands, list(range(-20, 20, 5)), [-9, 2, -3, -4, -12, 0, -1, -2])
    assert len(data) < LIMIT
    worst = [rng.sample(DECK, 27) for _ in range(8)]  # the whole deck in 8 hands
    assert len(results_png(names, worst, [0] * 8, [0] * 8)) < LIMIT
    assert png(data).height > png(results_png(names[:2], hands[:2], [1, 2], None)).height


def test_hand_cache_returns_identical_bytes_for_any_order() -> None:
    cards = ["3", "larry", "-2", "3", "gift"]
    first = hand_png(cards)
    assert hand_png(list(reversed(cards))) is first
    pictures.clear_hand_cache()
    again = hand_png(cards)
    assert again == first and again is not first
    assert hand_png(cards) is again


def test_hand_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pictures, "HAND_CACHE_SIZE", 8)
    pictures.clear_hand_cache()
    first = hand_png(["1"])
    for i in range(2, 12):
        hand_png(["1"] * i)
        hand_png(["1"])  # used again: stays
    assert len(pictures._hands) == 8
    assert hand_png(["1"]) is first
    assert ("120", "2") not in pictures._hands


def test_hand_is_sorted_canonically() -> None:
    assert sort_cards(["reverse", "larry", "7", "-2", "open", "0"]) == [
        "-2", "0", "7", "larry", "open", "reverse"]
    assert hand_png(["7", "-2"]) == hand_png(["-2", "7"])
    left = png(hand_png(["-2", "7"])).convert("RGB")
    # the left card is the blue -2: its frame at the left edge is blue, not red
    r, _, b = left.getpixel((pictures.PAD + 2, pictures.PAD + 80))  # type: ignore[misc]
    assert b > r


def test_reveal_and_results_shapes() -> None:
    small = png(reveal_png(["3"], 3, 3, True))
    wide = png(reveal_png(["3", "3", "-2", "larry"], 5, 4, True))
    assert wide.width == small.width + 3 * pictures.HAND_STEP
    assert png(reveal_png([], None, 0, True)).width == small.width
    assert reveal_png(["3"], 3, 3, True) != reveal_png(["3"], 4, 3, False)
    with pytest.raises(ValueError):
        results_png(["a", "b"], [[]], [0, 0], None)
    with pytest.raises(KeyError):
        hand_png(["8"])


def test_alt_texts_list_the_cards() -> None:
    assert hand_alt(["larry", "3", "-2"]) == "-2, 3, larry"
    assert reveal_alt(["3", "3", "-2"], 5, 4, False) == "3, 3, -2: Σ 4 ≠ 5 ✗"
    assert reveal_alt(["larry", "4"], 7, 4, True) == "larry, 4: Σ 4 ≠ 7 ✓"
    assert reveal_alt(["4"], None, 4, True) == "4: Σ 4 ✓"
    alt = results_alt(["Ann", "Bo"], [["7", "gift"], []], [3, -5], [2, -6])
    assert alt == "Ann: 7, gift (+2, Σ 3); Bo: — (-6, Σ -5)"
    assert results_alt(["Ann"], [["1"]], [0]) == "Ann: 1 (Σ 0)"


def test_cards_command_writes_every_face_and_the_samples(tmp_path: Path) -> None:
    out = tmp_path / "cards"
    proc = subprocess.run([sys.executable, "-m", "larry_core", "cards", "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(art_cli.expected_files())
    assert len(names) == len(ALL_FACES) + 4
    assert "card-minus2.png" in names and "card-limit-5-ccw.png" in names
    for path in out.glob("*.png"):
        assert png(path.read_bytes()).width > 0 and path.stat().st_size < LIMIT
    alt = (out / "alt.txt").read_text(encoding="utf-8").splitlines()
    assert len(alt) == len(names) - 1
    assert "hand.png\t" + hand_alt(art_cli.SAMPLE_HAND) in alt


def test_cards_command_width_option(tmp_path: Path) -> None:
    parser, _ = __import__("larry_core.__main__", fromlist=["build_parser"]).build_parser()
    args = parser.parse_args(["cards", "--out", str(tmp_path), "--width", "80"])
    assert art_cli.run(args) == 0
    assert png((tmp_path / "card-7.png").read_bytes()).size == (80, 112)
    with pytest.raises(SystemExit):
        parser.parse_args(["cards", "--out", str(tmp_path), "--width", "9"])


def test_prepare_draws_the_faces_before_the_first_picture() -> None:
    from larry_core.art import prepare

    pictures.clear_caches()
    prepare()
    assert pictures._palette_faces.cache_info().currsize == 1
    before = pictures._palette_faces.cache_info().misses
    hand_png(["1", "2"])
    assert pictures._palette_faces.cache_info().misses == before
