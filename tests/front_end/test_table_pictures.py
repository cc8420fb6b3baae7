"""Every game's pictures are readable on a phone (issue 50 item 4): no picture wider than
1,000 px, and no text smaller than 12 px when the picture is shown 400 px wide. Real states
(seeded games played through the engines with random legal moves) are drawn as the tables
draw them; each picture's text sizes are those its art declares, and for the table pictures
drawn with `phone.font` (or Kniffel's `font`) the sizes actually asked for while drawing are
recorded too. A table without pictures gets none; every picture is described in en, de and
fr.
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest
from PIL import Image

from cogs.kakerlake import render as kp_render
from cogs.kniffel import render as kn_render
from cogs.larry import pictures as larry_pictures
from cogs.ligretto import render as lg_render
from cogs.tables.attachments import Files
from cogs.vabanque import render as vb_render
from cogs.wuerfelpoker import render as wp_render
from larry_core.games import phone
from larry_core.games.kakerlake import art as kp_art
from larry_core.games.kniffel import art as kn_art
from larry_core.games.larry.art import pictures as larry_art
from larry_core.games.registry import GAMES
from larry_core.games.vabanque import art as vb_art
from larry_core.games.wuerfelpoker import art as wp_art
from larry_core.storage.base import TableRecord
from larry_core.tables.table import Table, TableOptions

NAMES = ["Anna", "Bastien", "Chloé", "Dörte-Marie Schmidt-Hagen", "山田 花子", "Émile",
         "Zoë", "Kai"]
LANGUAGES = ("en", "de", "fr")


def table_of(game: str, players: int, *, language: str = "en", pictures: bool = True
             ) -> Table:
    options = TableOptions(game=game, language=language, pictures=pictures)
    seats = [{"user_id": 100 + i, "name": NAMES[i], "ai": None} for i in range(players)]
    record = TableRecord(id=7, guild_id=1, channel_id=2, host_id=3, status="playing",
                         options=options.to_dict(), seats=seats, seed=11, created_at=0.0)
    return Table(record=record, options=options)


def played(game: str, players: int, seed: int, *, language: str = "en",
           pictures: bool = True) -> Iterator[tuple[Table, list[dict[str, Any]]]]:
    """A seeded game played with random legal moves: the table after every move (its
    state and input log as the table service keeps them) and that move's events."""
    table = table_of(game, players, language=language, pictures=pictures)
    kind = table.options.kind
    state = kind.new(players, table.options.rules, seed)
    table.game = state
    rng = random.Random(seed)
    while state.actors() and len(table.moves) < 2000:
        seat = state.actors()[0]
        move = rng.choice(list(state.legal_moves(seat)))
        events = state.apply(seat, move)
        table.moves.append(kind.format(seat, move))
        yield table, [dict(ev) for ev in events]


def opened(files: Files) -> list[tuple[Image.Image, str, str]]:
    """The pictures of an attachment factory: (image, file name, description)."""
    out: list[tuple[Image.Image, str, str]] = []
    for f in files():
        img = Image.open(io.BytesIO(f.fp.read()))
        img.load()
        assert img.format == "PNG"
        out.append((img, str(f.filename), str(f.description)))
    return out


def assert_readable(img: Image.Image, sizes: Sequence[float]) -> None:
    width = img.width
    assert width <= phone.MAX_WIDTH, img.size
    assert sizes, "no text sizes"
    assert min(sizes) * phone.PHONE_WIDTH / width >= phone.PHONE_TEXT, (img.size, sorted(sizes))


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every font size the table pictures ask for while drawing (the real fonts are used)."""
    sizes: list[int] = []
    real_phone, real_kn = phone.font, kn_art.font

    def phone_font(size: int, bold: bool = False, italic: bool = False) -> phone.Font:
        sizes.append(size)
        return real_phone(size, bold, italic)

    def kn_font(size: int, bold: bool = False) -> tuple[phone.Font, bool]:
        sizes.append(size)
        return real_kn(size, bold)

    monkeypatch.setattr(phone, "font", phone_font)
    monkeypatch.setattr(kn_art, "font", kn_font)
    kn_art._block.cache_clear()  # drawn anew: its sizes are asked for again
    return sizes


def test_the_rule() -> None:
    assert phone.min_text(400) == 12 and phone.min_text(1000) == 30
    assert phone.max_width(12) == 400 and phone.max_width(40) == 1000
    assert phone.readable(1000, [30]) and not phone.readable(1000, [29])
    assert not phone.readable(1001, [40])


# ------------------------------------------------------------------ the table pictures
TablePicture = Callable[[Table, Any], Files | None]
TABLE_PICTURES: dict[str, tuple[TablePicture, Callable[[Table], Any], tuple[int, ...]]] = {
    "wuerfelpoker": (wp_render.table_picture, wp_render.public, wp_art.TEXT_SIZES),
    "vabanque": (vb_render.table_picture, vb_render.public, vb_art.TEXT_SIZES),
    "kakerlakenpoker": (kp_render.table_picture, kp_render.public, kp_art.TABLE_SIZES),
    "kniffel": (kn_render.block_picture, kn_render.public, kn_art.TEXT_SIZES),
}


@pytest.mark.parametrize("game", sorted(TABLE_PICTURES))
def test_table_pictures_are_readable_on_a_phone(game: str, asked: list[int]) -> None:
    draw, public, sizes = TABLE_PICTURES[game]
    kind = GAMES[game]
    for players in sorted({kind.min_players, min(4, kind.max_players), kind.max_players}):
        for step, (table, _) in enumerate(played(game, players, seed=players)):
            if step % 7:  # every seventh state, and the last
                if not table.game.over:
                    continue
            asked.clear()
            files = draw(table, public(table))
            assert files is not None
            [(img, name, alt)] = opened(files)
            assert name.endswith(".png") and alt
            assert_readable(img, sizes)
            drawn = [s for s in asked if s != phone.PROBE_SIZE]  # glyph probes: not drawn
            assert drawn and set(drawn) <= set(sizes), sorted(set(asked))
            assert_readable(img, drawn)


def test_the_glyph_probes_size_is_readable_anyway() -> None:
    """`drawable` (phone's, Kniffel's) asks for a font of `PROBE_SIZE` to test glyphs off
    the picture, which the test above leaves out; drawn, it would be readable too."""
    assert phone.max_width(phone.PROBE_SIZE) >= max(kn_art.WIDTH_MAX, wp_art.WIDTH,
                                                    vb_art.WIDTH, kp_art.TABLE_W)


@pytest.mark.parametrize("game", sorted(TABLE_PICTURES))
def test_no_picture_where_the_table_shows_none(game: str) -> None:
    draw, public, _ = TABLE_PICTURES[game]
    for step, (table, _) in enumerate(played(game, 3, seed=5, pictures=False)):
        assert draw(table, public(table)) is None
        if step == 12:
            break


@pytest.mark.parametrize("game", sorted(TABLE_PICTURES))
def test_table_pictures_are_described_in_every_language(game: str) -> None:
    draw, public, _ = TABLE_PICTURES[game]
    told: dict[str, str] = {}
    for language in LANGUAGES:
        table = next(t for step, (t, _) in enumerate(played(game, 3, seed=9,
                                                             language=language))
                     if step == 6)
        files = draw(table, public(table))
        assert files is not None
        [(_, _, alt)] = opened(files)
        assert alt.strip() and "{" not in alt and "kn-" not in alt and "-pic-" not in alt
        for name in NAMES[:3]:
            assert name in alt, (language, alt)
        told[language] = alt
    assert len(set(told.values())) == len(LANGUAGES), told


def test_the_wuerfelpoker_picture_marks_the_kept_dice() -> None:
    """The mover's dice after a keep: the kept ones framed (the picture differs from the
    same dice unkept) and named kept in the description."""
    for table, _ in played("wuerfelpoker", 3, seed=5):
        pub = wp_render.public(table)
        assert pub is not None
        kept = wp_render.held(table, pub)
        if kept:
            break
    else:
        pytest.fail("no keep in the game")
    names = kn_render.seat_names(table, "en")
    assert wp_art.table_png(pub, names, kept) != wp_art.table_png(pub, names, ())
    assert "(kept)" in wp_art.table_alt(pub, names, kept)
    assert "(kept)" not in wp_art.table_alt(pub, names, ())


def test_the_kniffel_block_shows_the_rolls_scores_in_the_movers_open_boxes() -> None:
    for table, _ in played("kniffel", 2, seed=3):
        pub = kn_render.public(table)
        assert pub is not None
        if pub.options and pub.to_move is not None:
            break
    else:
        pytest.fail("no roll to enter")
    scores = kn_art.preview(pub)
    points = {o.box: o.points for o in pub.options}
    assert scores and {box: p for box, p in zip(kn_art.BOXES, scores, strict=True)
                       if p is not None} == points
    names = kn_render.seat_names(table, "en")
    without = kn_art._block(tuple(names[:2]), tuple(pub.sheets), tuple(pub.upper_bonus),
                            tuple(pub.extra), pub.to_move, True, "en")
    assert kn_art.block_png(pub, names) != without  # the scores are drawn
    alt = kn_art.block_alt(pub, names)
    assert "This roll would score for" in alt and f"Chance {points['chance']}" in alt


# ------------------------------------------------------------------------- Larry
def larry_changes() -> Iterator[tuple[Table, list[dict[str, Any]]]]:
    for seed in (1, 2, 3):
        yield from played("larry", 4, seed=seed)


def test_larry_reveal_and_results_pictures_are_readable_on_a_phone() -> None:
    kinds: set[str] = set()
    widest = 0
    for table, events in larry_changes():
        for data, name, alt in larry_pictures.for_change(table, events, NAMES[:4], "en"):
            img = Image.open(io.BytesIO(data))
            assert alt
            if name == "reveal.png":
                kinds.add("reveal")
                assert_readable(img, larry_art.text_sizes(larry_pictures.REVEAL_W))
                widest = max(widest, img.width)
            else:
                kinds.add("results")
                assert_readable(img, larry_art.RESULTS_SIZES)
    assert kinds == {"reveal", "results"}
    assert widest <= larry_art.max_width(larry_pictures.REVEAL_W)
    # a long pile wraps into further rows instead
    pile = ["1", "2", "3", "4", "7", "0", "-1", "-2", "larry", "open"] * 3
    img = Image.open(io.BytesIO(larry_art.reveal_png(pile, 7, 1, False,
                                                     width=larry_pictures.REVEAL_W)))
    assert_readable(img, larry_art.text_sizes(larry_pictures.REVEAL_W))
    assert img.height > 2 * round(larry_pictures.REVEAL_W * 7 / 5)


def test_larry_hand_pictures_are_readable_on_a_phone() -> None:
    table = table_of("larry", 3)
    for n in (1, 8, 20, 40):
        cards = (["1", "2", "3", "4", "7", "0", "-1", "-2", "larry", "gift"] * 4)[:n]
        files = larry_pictures.hand(table, cards, "en")
        assert files is not None
        [(img, _, alt)] = opened(files)
        assert alt
        assert_readable(img, larry_art.text_sizes(larry_art.CARD_W))
    assert larry_pictures.hand(table_of("larry", 3, pictures=False), ["1"], "en") is None


def test_larry_results_wrap_a_long_hand() -> None:
    hands = [["1"] * 30, ["2"]]
    img = Image.open(io.BytesIO(larry_art.results_png(["Anna", "Bastien"], hands, [3, 4],
                                                      [1, 2])))
    assert_readable(img, larry_art.RESULTS_SIZES)


# --------------------------------------------------------------------- Würfel-Ligretto
def test_the_ligretto_board_has_no_text_and_fits_a_phone() -> None:
    seen = 0
    for table, _ in played("ligretto", 3, seed=4):
        pub = lg_render.public(table)
        assert pub is not None
        files = lg_render.board_picture(table, pub.board)
        assert files is not None
        [(img, _, alt)] = opened(files)
        assert img.width <= phone.MAX_WIDTH and alt  # dice and outlines only: no text
        seen += 1
        if seen == 30:
            break
    assert lg_render.board_picture(table_of("ligretto", 3, pictures=False), (0, 0, 0, 0)) \
        is None
    for language in LANGUAGES:
        assert lg_render.board_alt((1, 2, 0, 6), language)


def test_the_kakerlake_picture_holds_a_display_of_every_animal() -> None:
    """A column per animal and one for the special cards fit inside the picture's rows."""
    from larry_core.games.kakerlake.cards import ANIMALS

    columns = len(ANIMALS) + 1
    right = kp_art._T_PAD + 10 + columns * (kp_art.TABLE_CARD + kp_art._T_GAP)
    assert right <= kp_art.TABLE_W - kp_art._T_PAD


def test_the_kakerlake_hand_picture_has_no_text_and_fits_a_phone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand's faces, 80 px wide, would carry their names at about 9 px: the DM's picture
    draws them without (the DM's text names the cards), within a phone's width."""
    from larry_core.games.kakerlake.cards import CODES

    drawn: list[int] = []
    real = kp_art._font

    def font(size: int) -> Any:
        drawn.append(size)
        return real(size)

    monkeypatch.setattr(kp_art, "_font", font)
    kp_art.face.cache_clear()  # every face drawn anew: its fonts are asked for again
    cards = list(CODES[:12])
    for language in LANGUAGES:
        files = kp_render.hand_picture(table_of("kakerlakenpoker", 3), cards, language)
        assert files is not None
        [(img, _, alt)] = opened(files)
        assert img.width <= phone.MAX_WIDTH and alt
    assert drawn == []  # no name drawn on any face
    named = kp_art.hand_image(cards, locale="en")  # the named faces do ask for their font
    assert named.width == img.width and drawn
