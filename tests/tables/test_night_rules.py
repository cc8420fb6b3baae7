"""Game nights' rules (`larry_core.tables.night`), pure: the points of a game's places (ties
shared), which game joins which night, whether a night is still on, the running table."""

from __future__ import annotations

import io
from fractions import Fraction
from typing import Any

import pytest
from PIL import Image

from larry_core.games import phone
from larry_core.games.base import competition_places
from larry_core.storage.base import NightGame, NightRecord, NightSeat
from larry_core.tables import night_picture
from larry_core.tables.night import (
    PAUSE,
    game_results,
    half_points,
    joins,
    running,
    standings,
)
from larry_core.tables.night_picture import Line, night_png

A, B, C, D = 101, 102, 103, 104
AI = -55


def row(user: int | None, score: int, won: bool = False, **extra: Any) -> dict[str, Any]:
    return {"user_id": user, "name": f"user {user}", "score": score, "won": won, **extra}


@pytest.mark.parametrize(("places", "points"), [
    ([1, 2], [4, 2]),  # 2 and 1 points, doubled
    ([1, 2, 3, 4], [8, 6, 4, 2]),
    ([1, 2, 2, 4], [8, 5, 5, 2]),  # tied for second of four: (3 + 2) / 2 = 2.5 each
    ([1, 1, 3], [5, 5, 2]),  # tied winners of three: (3 + 2) / 2
    ([1, 1, 1], [4, 4, 4]),  # everybody tied: (3 + 2 + 1) / 3 = 2 each
    ([2, 1, 2, 2], [4, 8, 4, 4]),  # three tied behind the winner: (3 + 2 + 1) / 3
    ([1], [2]),  # a game alone: 1 point
])
def test_a_place_earns_n_minus_place_plus_one_and_ties_share_their_places_points(
        places: list[int], points: list[int]) -> None:
    assert half_points(places) == points


@pytest.mark.parametrize("keys", [[3, 1, 4, 1, 5, 9, 2, 6], [1, 1, 1, 1, 2, 2, 3, 3],
                                  [0], [5, 5], [2, 1, 2, 1, 2]])
def test_every_game_hands_out_the_same_points_ties_or_not(keys: list[int]) -> None:
    n = len(keys)
    doubled = half_points(competition_places(keys))
    assert sum(doubled) == n * (n + 1)  # n(n+1)/2 points, doubled
    for place, value in zip(competition_places(keys), doubled, strict=True):
        tied = competition_places(keys).count(place)
        assert Fraction(value, 2) == Fraction(sum(n - p + 1 for p in range(place, place + tied)),
                                              tied)


def test_a_games_results_follow_its_standings_winners_first_then_score() -> None:
    rows = [row(A, 10), row(B, 30), row(C, 5, True), row(AI, 30, ai="reasoned")]
    got = game_results(rows)
    assert [(r.user_id, r.place, r.half_points, r.ai) for r in got] == [
        (C, 1, 8, None), (B, 2, 5, None), (AI, 2, 5, "reasoned"), (A, 4, 2, None)]
    # a forgotten player still takes their place: the others' points stay the same
    forgotten = [row(None, 10, forgotten=True), *rows[1:]]
    assert [(r.user_id, r.place, r.half_points) for r in game_results(forgotten)] == [
        (C, 1, 8), (B, 2, 5), (AI, 2, 5)]


def night(*games: NightGame, last_at: float = 1000.0, ended_at: float | None = None
          ) -> NightRecord:
    return NightRecord(1, 9, 10, 0.0, last_at, ended_at, games)


def game(table: int, *results: tuple[int, int, int], ai: frozenset[int] = frozenset()
         ) -> NightGame:
    return NightGame(table, "larry", float(table), len(results),
                     tuple(NightSeat(u, f"user {u}", place, half, "reasoned" if u in ai else None)
                           for u, place, half in results))


def test_a_game_joins_the_night_only_within_the_pause_with_a_player_in_common() -> None:
    on = night(game(1, (A, 1, 4), (B, 2, 2)), last_at=1000.0)
    assert joins(on, 1000.0 + PAUSE - 1, [B, C])
    assert not joins(on, 1000.0 + PAUSE, [B, C])  # an hour's pause ends it
    assert not joins(on, 1010.0, [C, D])  # other people
    assert not joins(None, 1010.0, [A])
    assert not joins(night(*on.games, last_at=1000.0, ended_at=1005.0), 1010.0, [A])
    with_ai = night(game(1, (A, 1, 4), (AI, 2, 2), ai=frozenset({AI})))
    assert not joins(with_ai, 1010.0, [AI])  # an AI seat is nobody in common
    assert joins(on, 1010.0, [A], pause=20.0) and not joins(on, 1020.0, [A], pause=20.0)


def test_a_night_is_on_until_the_pause_passes_without_a_table_opened() -> None:
    on = night(game(1, (A, 1, 4), (B, 2, 2)), last_at=1000.0)
    assert running(on, 1000.0 + PAUSE - 1)
    assert not running(on, 1000.0 + PAUSE)
    # a table opened within the hour keeps it on, however long that game goes
    assert running(on, 1000.0 + 3 * PAUSE, open_since=1000.0 + PAUSE - 1)
    assert not running(on, 1000.0 + 3 * PAUSE, open_since=1000.0 + PAUSE + 1)
    assert not running(night(*on.games, ended_at=1001.0), 1002.0)


def test_the_running_table_sums_points_and_equal_points_share_a_place() -> None:
    played = night(game(1, (A, 1, 4), (B, 2, 2)),
                   game(2, (B, 1, 4), (A, 2, 2)),
                   game(3, (B, 1, 5), (AI, 1, 5), (C, 3, 2), ai=frozenset({AI})))
    table = standings(played)
    assert [(s.place, s.user_id, s.half_points, s.per_game, s.games, s.wins, s.ai)
            for s in table] == [
        (1, B, 11, (2, 4, 5), 3, 2, None),
        (2, A, 6, (4, 2, None), 2, 1, None),
        (3, AI, 5, (None, None, 5), 1, 1, "reasoned"),
        (4, C, 2, (None, None, 2), 1, 0, None)]
    tied = standings(night(*played.games[:2]))
    assert [(s.place, s.user_id, s.points) for s in tied] == [(1, A, 3.0), (1, B, 3.0)]


# ------------------------------------------------------------------ the picture
def test_the_running_tables_picture_is_readable_on_a_phone(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    asked: list[int] = []
    real = phone.font

    def font(size: int, bold: bool = False, italic: bool = False) -> phone.Font:
        asked.append(size)
        return real(size, bold, italic)

    monkeypatch.setattr(night_picture, "font", font)
    rows = [Line(1, "Alice", ("2", "", "3.5", "4", "1", "2", "3"), "15.5"),
            Line(1, "Bob, whose name is far too long for its column", ("1",) * 7, "15.5"),
            Line(3, "Ada (AI)", ("",) * 6 + ("1",), "1", ai=True),
            Line(4, "🂠🂠", ("",) * 7, "0")]  # a name the font cannot draw
    for games, shown in ((7, rows), (2, [Line(1, "Alice", ("2", "1"), "3")])):
        asked.clear()
        img = Image.open(io.BytesIO(night_png(shown, games, "Game night", f"{games} games")))
        assert img.format == "PNG" and img.width == night_picture.WIDTH <= phone.MAX_WIDTH
        assert asked and set(asked) <= set(night_picture.TEXT_SIZES)
        assert phone.readable(img.width, asked)
        assert img.height >= len(shown) * night_picture.ROW
