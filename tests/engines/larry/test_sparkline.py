"""The rating history picture (issue 15): a PNG of the given size whose line runs from the
first value to the last, with the latest value marked; numbers only in its alt text."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from larry_core.games.larry.art.faces import GOLD
from larry_core.games.larry.art.sparkline import HEIGHT, WIDTH, sparkline_alt, sparkline_png


def _image(values: list[float]) -> Image.Image:
    img = Image.open(io.BytesIO(sparkline_png(values)))
    assert img.format == "PNG"
    return img.convert("RGB")


def _gold_centre(img: Image.Image) -> tuple[float, float]:
    """Where the latest value's gold dot is (the mean of the gold-ish pixels)."""
    px = img.load()
    hits = [(x, y) for x in range(img.width) for y in range(img.height)
            if sum(abs(a - b) for a, b in zip(px[x, y], GOLD, strict=True)) < 40]
    assert hits, "no gold dot"
    return (sum(x for x, _ in hits) / len(hits), sum(y for _, y in hits) / len(hits))


def test_the_latest_value_is_marked_where_the_line_ends() -> None:
    rising = _image([0.0, 1.0, 2.0, 3.0, 4.0])
    falling = _image([0.0, -1.0, -2.0, -3.0, -4.0])
    assert rising.size == falling.size == (WIDTH, HEIGHT)
    (rx, ry), (fx, fy) = _gold_centre(rising), _gold_centre(falling)
    assert rx == pytest.approx(fx, abs=2)  # the last point is at the right of the line
    assert ry < HEIGHT / 3 and fy > HEIGHT * 2 / 3  # high after a rise, low after a fall


def test_one_value_many_values_and_none() -> None:
    assert _image([3.5]).size == (WIDTH, HEIGHT)
    assert _image([float(i % 7) for i in range(500)]).size == (WIDTH, HEIGHT)
    assert len(sparkline_png([1.0, 2.0])) < 20_000
    with pytest.raises(ValueError):
        sparkline_png([])


def test_alt_text_is_the_values() -> None:
    assert sparkline_alt([0.0, 1.25, -0.04]) == "0.0 → 1.2 → 0.0"
    long = sparkline_alt([float(i) for i in range(30)])
    assert long.startswith("… → 18.0") and long.endswith("→ 29.0")
