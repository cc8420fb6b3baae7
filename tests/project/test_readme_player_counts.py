"""Issue 49, item 6: the README's opening names each game's player counts as the game
itself allows them (Va banque is 2–5, not 2–6)."""

from __future__ import annotations

import re
from pathlib import Path

from larry_core.games import registry

README = Path(__file__).resolve().parents[2] / "README.md"
# "(`/vabanque`, 2–5)" or "(`/kakerlake`, 2–6 players)"; Larry: "game (2–8\nplayers)"
COUNT = re.compile(r"\(`/(\w+)`, (\d+)–(\d+)")


def test_the_readme_names_every_games_player_counts_as_the_game_allows() -> None:
    opening = README.read_text().split("\n## ", 1)[0]
    said = {group: (int(lo), int(hi)) for group, lo, hi in COUNT.findall(opening)}
    groups = {"kakerlake": "kakerlakenpoker", "kniffel": "kniffel", "wuerfelpoker":
              "wuerfelpoker", "vabanque": "vabanque", "ligretto": "ligretto"}
    assert set(said) == set(groups), said
    for group, game in groups.items():
        kind = registry.game(game)
        assert said[group] == (kind.min_players, kind.max_players), (group, said[group])
    larry = registry.game("larry")
    assert f"({larry.min_players}–{larry.max_players}\nplayers)" in opening
