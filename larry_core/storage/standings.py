"""What both storage backends do alike with finished games, in plain Python: the stored
standings of a game, the rating rows a finished game writes, and forgetting a player in
stored JSON (seats, standings, changes). The SQL around these lives in each backend."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from larry_core.storage.base import PlayerResult
from larry_core.storage.ratings import Rating, placings_from_standings, rate_game


def standings(results: Sequence[PlayerResult]) -> list[dict[str, Any]]:
    """A finished game's `results.standings` (seat and AI strategy where known)."""
    out = []
    for r in results:
        row: dict[str, Any] = {"user_id": r.user_id, "name": r.name, "score": r.score,
                               "won": r.won}
        if r.seat is not None:
            row["seat"] = r.seat
        if r.ai is not None:
            row["ai"] = r.ai
        out.append(row)
    return out


@dataclass(frozen=True, slots=True)
class RatingUpdate:
    user_id: int
    rating: Rating
    place: int


def rating_updates(prior: Mapping[int, Rating], rows: Sequence[Mapping[str, Any]],
                   ) -> list[RatingUpdate]:
    """The new rating and place of every rated player of one game (its standings rows),
    from their ratings before it."""
    placings = placings_from_standings(rows)
    if len({p.user_id for p in placings}) != len(placings):  # never written so: skip it
        return []
    return [RatingUpdate(user, rating, place)
            for user, (rating, place) in rate_game(prior, placings).items()]


def standings_ids(rows: Sequence[Mapping[str, Any]]) -> list[int]:
    return [p.user_id for p in placings_from_standings(rows)]


def load_standings(text: str) -> list[dict[str, Any]]:
    value = json.loads(text)
    if not isinstance(value, list):
        raise ValueError("standings must be a JSON list")
    return [row for row in value if isinstance(row, dict)]


# ------------------------------------------------------------------- forget-me
def _is_user(value: Any, user_id: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value == user_id


def forget_in_seats(seats: Sequence[Mapping[str, Any]], user_id: int,
                    ) -> tuple[list[dict[str, Any]], set[str]]:
    """The seats with `user_id`'s replaced by an anonymous seat (same place, so the game
    still replays; an AI that took the seat over stays named as the strategy), and the
    names that seat had."""
    names: set[str] = set()
    out: list[dict[str, Any]] = []
    for seat in seats:
        if _is_user(seat.get("user_id"), user_id):
            if seat.get("name"):
                names.add(str(seat["name"]))
            out.append({"user_id": None, "name": "", "ai": seat.get("ai"), "forgotten": True})
        else:
            out.append(dict(seat))
    return out, names


def forget_in_standings(rows: Iterable[Mapping[str, Any]], user_id: int,
                        ) -> tuple[list[dict[str, Any]], bool]:
    """The standings with `user_id`'s entry kept as an anonymous one (score and win stay,
    so everyone else's result reads the same); whether anything changed."""
    changed = False
    out: list[dict[str, Any]] = []
    for row in rows:
        if _is_user(row.get("user_id"), user_id):
            out.append({**row, "user_id": None, "name": None, "forgotten": True})
            changed = True
        else:
            out.append(dict(row))
    return out, changed


def forget_in_change(data: Mapping[str, Any], names: set[str]) -> dict[str, Any] | None:
    """A stored change with the forgotten player's name taken out of its parameters (None
    if it does not name them). Names are matched within one table only."""
    params = data.get("params")
    if not isinstance(params, dict) or params.get("name") not in names:
        return None
    return {**data, "params": {**params, "name": "", "forgotten": True}}


# ------------------------------------------------------------------ the boards
# ORDER BY of the rated leaderboard per sort (the same SQL on both backends); every order
# ends on the user id, so pages never overlap
_ORDINAL = "(mu - 3 * sigma)"
BOARD_ORDER: dict[str, str] = {
    "rating": f"{_ORDINAL} DESC, wins DESC, games ASC, user_id ASC",
    "wins": f"wins DESC, {_ORDINAL} DESC, games ASC, user_id ASC",
    "games": f"games DESC, {_ORDINAL} DESC, user_id ASC",
    "win_rate": f"(wins * 1.0 / games) DESC, games DESC, {_ORDINAL} DESC, user_id ASC",
}


def board_order(sort: str) -> str:
    """The ORDER BY of a board sort; ValueError naming the sorts for another."""
    try:
        return BOARD_ORDER[sort]
    except KeyError:
        raise ValueError(f"unknown sort {sort!r}: one of {', '.join(BOARD_ORDER)}") from None


def seats_with(text: str, user_id: int) -> list[dict[str, Any]] | None:
    """A stored seats list if `user_id` has a seat in it (None otherwise, or if unreadable)."""
    try:
        seats = json.loads(text)
    except ValueError:
        return None
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        return None
    return seats if any(_is_user(s.get("user_id"), user_id) for s in seats) else None
