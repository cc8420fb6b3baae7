"""Player ratings: openskill's Plackett–Luce model, pure (no storage, no clock).

A finished game is a finishing order: the winners first, then by total score, equal places
for equal results. Each seat is a team of one. The leaderboard ranks by the *ordinal*
`mu - 3 * sigma`, a conservative estimate that a new player (25 - 3 * 25/3 = 0) has to earn.

AI seats are rated like people under a synthetic id (`ai_user_id`): negative, so it never
meets a Discord snowflake, and stable per (strategy, seat name).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from larry_core.games.base import competition_places

MU = 25.0
SIGMA = 25.0 / 3.0
_MODEL = PlackettLuce(mu=MU, sigma=SIGMA)


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float = MU
    sigma: float = SIGMA

    @property
    def ordinal(self) -> float:
        """The conservative estimate the leaderboard sorts by (mu - 3 sigma)."""
        return self.mu - 3.0 * self.sigma


DEFAULT = Rating()


@dataclass(frozen=True, slots=True)
class Placing:
    """One seat's result for rating: who, their total score, whether they won."""

    user_id: int
    score: int
    won: bool


def ai_user_id(strategy: str, name: str) -> int:
    """The rating id of an AI seat: negative and stable for its strategy and seat name."""
    digest = hashlib.sha256(f"{strategy}\x00{name}".encode()).digest()
    return -(int.from_bytes(digest[:7], "big") + 1)


def finishing_ranks(placings: Sequence[Placing]) -> list[int]:
    """Competition ranks (1 = first) in the order given: winners ahead of everyone else,
    then higher total score ahead; equal (won, score) share a rank ("1, 2, 2, 4")."""
    return competition_places([(not p.won, -p.score) for p in placings])


def rate(ratings: Sequence[Rating], ranks: Sequence[int]) -> list[Rating]:
    """New ratings after one game: `ranks[i]` is seat i's place (1 = first, ties equal).
    Fewer than two players: nothing to compare, the ratings come back unchanged."""
    if len(ratings) != len(ranks):
        raise ValueError("one rank per rating")
    if len(ratings) < 2:
        return list(ratings)
    teams = [[_MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in ratings]
    out = _MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [Rating(team[0].mu, team[0].sigma) for team in out]


def rate_game(prior: Mapping[int, Rating], placings: Sequence[Placing],
              ) -> dict[int, tuple[Rating, int]]:
    """Each player's new rating and place after one game, from their ratings before it
    (a player missing from `prior` starts at the default). Each user id may appear once."""
    ids = [p.user_id for p in placings]
    if len(set(ids)) != len(ids):
        raise ValueError("a player appears twice in one game")
    ranks = finishing_ranks(placings)
    new = rate([prior.get(i, DEFAULT) for i in ids], ranks)
    return {i: (r, rank) for i, r, rank in zip(ids, new, ranks, strict=True)}


def placings_from_standings(standings: Sequence[Mapping[str, Any]]) -> list[Placing]:
    """The rated players of a stored results row (`results.standings`): every entry that
    still has a user id (a forgotten player's anonymous seat is not rated again)."""
    out = []
    for row in standings:
        user = row.get("user_id")
        if isinstance(user, int) and not isinstance(user, bool):
            out.append(Placing(user, int(row.get("score", 0)), bool(row.get("won"))))
    return out
