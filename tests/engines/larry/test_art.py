"""larry_core.games.larry.art: card faces and pictures (issue 12, "Cards drawn")."""

from __future__ import annotations

import io
import itertools
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from larry_core import cards_cli as art_cli
from larry_core.games.larry import cards_cli as larry_cards
from larry_core.games.larry.art import (
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
from larry_core.games.larry.cards import BASE_COUNTS, CODES, DEFAULT_ACTIONS, SYMBOLS

ROOT = Path(__file__).resolve().parents[3]
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
    card's two directions differ far more: a dark and a light side)."""
    grey = {c: face(c).convert("L") for c in ALL_FACES}
    for a, b in itertools.combinations(ALL_FACES, 2):
        assert face(a).tobytes() != face(b).tobytes(), (a, b)
        diff = ImageChops.difference(grey[a], grey[b])
        differ = sum(diff.histogram()[41:])
        assert differ > 0.015 * diff.width * diff.height, (a, b, differ)


def test_faces_are_cached_and_deterministic() -> None:
    assert face("7") is face("7")
    assert face("7", 80) is not face("7")
    from larry_core.games.larry.art.faces import draw_face
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


def test_hand_png_shows_the_hand_image_pixel_for_pixel() -> None:
    """The PNG is written from its own canvas (no filters, a fast deflate): it must show
    exactly the palette picture `hand_image` composes, in one row or two."""
    rng = random.Random(5)
    for n in (1, 2, 6, 13, 30):
        cards = sort_cards(rng.sample(DECK, n))
        shown = png(hand_png(cards)).convert("RGB")
        composed = pictures.hand_image(cards).convert("RGB")
        assert shown.size == composed.size, n
        assert ImageChops.difference(shown, composed).getbbox() is None, n


def test_hand_pictures_joined_from_strips_are_the_pasted_pictures_byte_for_byte() -> None:
    """A hand of one row is joined from cached strips (`_hand_from_strips`), not pasted
    card by card: the PNG must be the same bytes, for every sorted triple of cards (each
    card over each card before it, and over the one before that), for longer hands, and
    the paste path must remain for hands that wrap or are squeezed."""
    def pasted(cards: list[str]) -> bytes:
        return pictures._encode_canvas(*pictures._hand_canvas(cards, CARD_W, 1))

    hands = {tuple(sort_cards(t)) for t in itertools.product(CODES, repeat=3)}
    rng = random.Random(8)
    hands |= {tuple(sort_cards(rng.sample(DECK, n))) for n in (1, 2, 4, 8, 12, 13)
              for _ in range(5)}
    for cards in sorted(hands):
        joined = pictures._hand_from_strips(cards, CARD_W)
        assert joined is not None and joined == pasted(list(cards)), cards
    wide = sort_cards(rng.sample(DECK, 17))  # squeezed, then wrapped into two rows
    assert pictures._hand_from_strips(wide, CARD_W) is None
    assert pictures._hand_from_strips([], CARD_W) is None
    assert hand_png(wide) == pasted(wide)


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
    assert len(names) == len(ALL_FACES) + 4 + 9  # + six dice, two rows of dice, a block
    assert "card-minus2.png" in names and "card-limit-5-ccw.png" in names
    for path in out.glob("*.png"):
        assert png(path.read_bytes()).width > 0 and path.stat().st_size < LIMIT
    alt = (out / "alt.txt").read_text(encoding="utf-8").splitlines()
    assert len(alt) == len(names) - 1
    assert "hand.png\t" + hand_alt(larry_cards.SAMPLE_HAND) in alt
    # the dice of every dice game and a sample Kniffel block, with their alt texts
    from larry_core.games.dice_art import DIE
    from larry_core.games.kniffel import art as kniffel_art

    faces = {png((out / f"die-{v}.png").read_bytes()).tobytes() for v in range(1, 7)}
    assert len(faces) == 6 and png((out / "die-1.png").read_bytes()).size == (DIE, DIE)
    assert "die-4.png\t4" in alt
    assert "dice-kept.png\t6 (kept), 6 (kept), 2, 6, 3" in alt
    assert any(line.startswith("dice-colours.png\tred ♥ 1, yellow ★ 2") for line in alt)
    block = png((out / "kniffel-block.png").read_bytes())
    assert block.size == kniffel_art.block_size(len(kniffel_art.SAMPLE_NAMES))
    assert any(line.startswith("kniffel-block.png\tKniffel block: Anna: 245 points")
               for line in alt)


def test_cards_command_width_option(tmp_path: Path) -> None:
    parser, _ = __import__("larry_core.__main__", fromlist=["build_parser"]).build_parser()
    args = parser.parse_args(["cards", "--out", str(tmp_path), "--width", "80"])
    assert art_cli.run(args) == 0
    assert png((tmp_path / "card-7.png").read_bytes()).size == (80, 112)
    with pytest.raises(SystemExit):
        parser.parse_args(["cards", "--out", str(tmp_path), "--width", "9"])


def test_prepare_draws_the_faces_before_the_first_picture() -> None:
    from larry_core.games.larry.art import prepare

    pictures.clear_caches()
    prepare()
    assert pictures._palette_faces.cache_info().currsize == 1
    before = pictures._palette_faces.cache_info().misses
    hand_png(["1", "2"])
    assert pictures._palette_faces.cache_info().misses == before
    strips = pictures._hand_strip.cache_info()
    assert strips.currsize == strips.misses > 0  # every piece of a sorted hand, drawn
    hand_png(["-2", "1", "1", "7", "larry", "gift", "reverse"])
    assert pictures._hand_strip.cache_info().misses == strips.misses


# --- reveal and results pictures made while playing (issue 13) -----------------------------

REVEAL_W = 80  # the bot's reveal cards


def panel(cards: list[str], claim: int | None, total: int, correct: bool) -> Image.Image:
    """The verdict panel of a reveal (right of the cards) as RGB."""
    img = png(reveal_png(cards, claim, total, correct, width=REVEAL_W)).convert("RGB")
    w = round(pictures.REVEAL_PANEL_W * pictures._panel_scale(REVEAL_W))
    return img.crop((img.width - pictures.PAD - w, 0, img.width, img.height))


def near(img: Image.Image, colour: tuple[int, int, int], tol: int = 30) -> int:
    """Pixels of `img` within `tol` of `colour` in every channel."""
    data = img.tobytes()
    r, g, b = colour
    return sum(1 for p in zip(data[0::3], data[1::3], data[2::3], strict=True)
               if abs(p[0] - r) <= tol and abs(p[1] - g) <= tol and abs(p[2] - b) <= tol)


def test_reveal_png_is_the_reveal_image() -> None:
    """The PNG written by hand decodes to exactly the composed palette picture."""
    for cards, claim, total in ((["3", "-2", "larry", "open"], 5, 1), ([], None, 0),
                                (DECK[:30], 7, pile_sum(DECK[:30]))):
        data = reveal_png(cards, claim, total, False, width=REVEAL_W)
        img = png(data)
        ref = pictures.reveal_image(cards, claim, total, False, REVEAL_W)
        assert img.mode == "P" and img.size == ref.size
        assert img.convert("RGB").tobytes() == ref.convert("RGB").tobytes()
    names, hands = ["Ann", "Bo", "Cy"], [["7", "gift"], [], ["-2", "larry", "3"]]
    img = png(results_png(names, hands, [3, -5, 1], [2, -6, 0]))
    ref = pictures.results_image(names, hands, [3, -5, 1], [2, -6, 0])
    assert img.convert("RGB").tobytes() == ref.convert("RGB").tobytes()


def test_reveal_shows_the_verdict_and_the_relation() -> None:
    from larry_core.games.larry.art.faces import GREEN, VERMILION

    right, wrong = panel(["3", "4"], 7, 7, True), panel(["3", "4"], 7, 7, False)
    assert right.tobytes() != wrong.tobytes()
    assert near(right, GREEN) > 200 and near(right, VERMILION) < 20  # ✓ in a green disc
    assert near(wrong, VERMILION) > 200 and near(wrong, GREEN) < 20  # ✗ in a red square
    equal, unequal = panel(["3", "4"], 7, 7, False), panel(["3", "4"], 6, 7, False)
    top = (0, 0, unequal.width, unequal.height // 2)
    assert equal.crop(top).tobytes() != unequal.crop(top).tobytes()  # = against ≠ and 7/6
    # the claim's bubble (white) is there only when there is a claim
    no_claim = panel(["3", "4"], None, 7, True)
    assert near(right, (255, 255, 255), 10) > near(no_claim, (255, 255, 255), 10) + 500
    # the true total is drawn: Σ 7 and Σ 8 differ with the same claim and verdict
    assert panel(["3", "4"], 6, 7, False).tobytes() != panel(["4", "4"], 6, 8, False).tobytes()


def test_reveal_shows_larry_faces_only_for_an_odd_number() -> None:
    none = panel(["open", "3"], 5, 3, True)
    one = panel(["larry", "3"], 5, 3, True)
    two = panel(["larry", "larry", "3"], 5, 3, True)  # even: no faces (verdict as given)
    three = panel(["larry", "larry", "larry", "3"], 5, 3, True)
    assert none.tobytes() == two.tobytes()
    assert one.tobytes() != none.tobytes() and three.tobytes() != one.tobytes()
    from larry_core.games.larry.art.faces import GREEN
    green = [near(img, GREEN) for img in (none, one, three)]  # the ✓ disc, then the faces
    assert green[0] + 100 < green[1] and green[1] + 200 < green[2], green


def test_reveal_cards_overlap_like_the_hand() -> None:
    """The revealed pile is the pile's cards in its order, overlapped as in a hand."""
    cards = ["7", "-2", "larry"]
    img = png(reveal_png(cards, 5, 5, True, width=REVEAL_W)).convert("RGB")
    step = round(pictures.HAND_STEP * REVEAL_W / CARD_W)
    for i, code in enumerate(cards):
        x = pictures.PAD + i * step
        visible = step if i < len(cards) - 1 else REVEAL_W
        got = img.crop((x + 10, pictures.PAD, x + visible - 2, pictures.PAD + 112))
        want = Image.new("RGB", face(code, REVEAL_W).size, pictures.TABLE)
        want.paste(face(code, REVEAL_W), (0, 0), face(code, REVEAL_W))
        want = want.crop((10, 0, visible - 2, 112))
        diff = ImageChops.difference(got, want).convert("L")
        assert diff.histogram()[60:] == [0] * 196, code  # the same face (palette colours)


def test_reveal_and_results_stay_under_60_kb_at_every_size() -> None:
    rng = random.Random(13)
    for n in (1, 12, 30, 54):
        pile = rng.sample(DECK, n)
        for width in (REVEAL_W, CARD_W):
            assert len(reveal_png(pile, -12, pile_sum(pile), False, width=width)) < LIMIT
    names = [f"Player {i} with a very long name indeed" for i in range(8)]
    worst = [rng.sample(DECK, 27) for _ in range(8)]
    assert len(results_png(names, worst, [-99] * 8, [-40] * 8)) < LIMIT


def test_a_picture_too_big_for_the_limit_is_made_smaller(monkeypatch: pytest.MonkeyPatch,
                                                       ) -> None:
    pile = DECK[:20]
    normal = reveal_png(pile, 3, pile_sum(pile), False, width=REVEAL_W)
    monkeypatch.setattr(pictures, "MAX_BYTES", len(normal) - 1)
    smaller = reveal_png(pile, 3, pile_sum(pile), False, width=REVEAL_W)
    assert len(smaller) < len(normal) and png(smaller).size == png(normal).size


def test_reveal_pieces_stay_few_and_bounded() -> None:
    """Pieces are cached per value (a total, a claim, a verdict, a strip of two cards), not
    per combination: hundreds of distinct reveals add a few dozen panel pieces."""
    pictures.clear_caches()
    rng = random.Random(7)
    combos = 0
    for claim in range(-12, 8):
        for total in range(-4, 12):
            for correct in (False, True):
                pile = rng.sample(DECK, rng.randint(1, 12))
                reveal_png(pile, claim, total, correct, width=REVEAL_W)
                combos += 1
    pieces = pictures._panel_piece.cache_info().currsize
    assert pieces <= 16 + 2 * 20 + 8  # totals, claims (with = or ≠), verdicts (Larrys)
    assert combos == 640
    strips = pictures._card_strip.cache_info().currsize
    assert strips <= 14 * 13 * 2  # (card before or none) × card × last of its row or not
    for cache in pictures._PIECE_CACHES:
        info = cache.cache_info()
        assert info.maxsize is not None and info.currsize <= info.maxsize
    assert pictures.piece_cache_size() == sum(c.cache_info().currsize
                                              for c in pictures._PIECE_CACHES)


def test_the_limit_card_s_two_directions_differ_at_a_glance() -> None:
    """Clockwise and counter-clockwise sides of the same number differ in most of their
    pixels even in grey (a dark card and a light one), not only by an arrowhead."""
    for value in (5, 7):
        cw = face(limit_code(value, "cw")).convert("L")
        ccw = face(limit_code(value, "ccw")).convert("L")
        differ = sum(ImageChops.difference(cw, ccw).histogram()[41:])
        assert differ > 0.5 * cw.width * cw.height, (value, differ)
