"""Tied players share a place (issue 49, item 3): equal results are numbered by standard
competition ranking (1, 1, 3) in every game's results on Discord, in Larry's terminal
standings and in `/… history`; the ratings take them as a tie (tests/storage/test_ratings.py and the
storage contract's tied game)."""

from __future__ import annotations

import asyncio
import contextlib
import io
import re
from collections.abc import Sequence
from dataclasses import replace

import pytest

from cogs.kniffel import render as kn_render
from cogs.larry import render as larry_render
from cogs.ligretto import render as lg_render
from cogs.vabanque import render as vb_render
from cogs.wuerfelpoker import render as wp_render
from larry_core.games.base import competition_places, finishing_order
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.larry.engine import Game
from larry_core.games.larry.rules import RuleSet
from larry_core.games.ligretto.kind import LIGRETTO
from larry_core.games.vabanque.kind import VABANQUE
from larry_core.games.wuerfelpoker.kind import WUERFELPOKER
from larry_core.storage.base import PlayerResult, TableRecord
from larry_core.terminal import play_terminal
from larry_core.text import signed, t
from tests.bot_fixtures import BotEnv, bot_env, private_text

__all__ = ["bot_env"]

NAMES = ["Ada", "Bo", "Cy", "Dee"]


def in_order(text: str, lines: Sequence[str]) -> None:
    """Each of `lines` is a whole line of `text`, in this order."""
    got = text.splitlines()
    at = [got.index(line) if line in got else -1 for line in lines]
    assert -1 not in at and at == sorted(at), (lines, text)


# ------------------------------------------------------------------ the helper
def test_equal_keys_share_a_place_and_the_next_place_counts_everyone_ahead() -> None:
    assert competition_places([-7, -7, -3]) == [1, 1, 3]
    assert competition_places([2, 1, 2, 3]) == [2, 1, 2, 4]
    assert competition_places([5, 5, 5]) == [1, 1, 1]
    assert competition_places([]) == []


def test_the_finishing_order_puts_winners_first_then_the_higher_score() -> None:
    assert finishing_order([4, -12, -12, 4], [0, 3]) == [(1, 0), (1, 3), (3, 1), (3, 2)]
    assert finishing_order([2, -12, -12, -20], [0]) == [(1, 0), (2, 1), (2, 2), (4, 3)]
    # a winner by the rules ahead of a higher score (the same order the ratings use)
    assert finishing_order([1, 3, 3], [0]) == [(1, 0), (2, 1), (2, 2)]
    assert finishing_order([0, 0], []) == [(1, 0), (1, 1)]


# --------------------------------------------------------- results on Discord
@pytest.mark.parametrize("loc", ["en", "de"])
def test_larrys_game_over_list_numbers_two_players_on_minus_12_alike(loc: str) -> None:
    pv = replace(Game(4, seed=3, start=0).public_view(), scores=(2, -12, -12, -20),
                 winners=(0,), phase="over", to_move=None)
    lines = larry_render.describe([{"type": "game_over", "winners": [0]}], NAMES, pv, loc)
    in_order("\n".join(lines), ["1. Ada: +2", "2. Bo: −12", "2. Cy: −12", "4. Dee: −20"])


@pytest.mark.parametrize("loc", ["en", "de"])
def test_ligretto_standings_give_all_tied_winners_first_place(loc: str) -> None:
    pub = replace(LIGRETTO.new(4, None, 5).public_view(), phase="over",
                  totals=(9, 4, 9, 4), winners=(0, 2))
    text = lg_render.results_text(pub, NAMES, loc)
    in_order(text, [t("lg-dc-standing", loc, place=p, name=NAMES[s], total=signed(v))
                    for p, s, v in [(1, 0, 9), (1, 2, 9), (3, 1, 4), (3, 3, 4)]])


def test_kniffel_standings_share_places() -> None:
    pub = replace(KNIFFEL.new(4, None, 5).public_view(), totals=(180, 212, 180, 212),
                  winners=(1, 3))
    text = kn_render.results_text(pub, [], NAMES, "en")
    in_order(text, [t("kn-dc-standing", "en", place=p, name=NAMES[s], total=v)
                    for p, s, v in [(1, 1, 212), (1, 3, 212), (3, 0, 180), (3, 2, 180)]])


def test_va_banque_standings_share_places() -> None:
    pub = replace(VABANQUE.new(3, None, 5).public_view(), chips=(30, 30, 12),
                  winners=(0, 1))
    text = vb_render.results_text(pub, [], NAMES[:3], "en")
    in_order(text, [t("vb-dc-standing", "en", place=p, name=NAMES[s], chips=v)
                    for p, s, v in [(1, 0, 30), (1, 1, 30), (3, 2, 12)]])


def test_wuerfelpoker_standings_share_places() -> None:
    pub = replace(WUERFELPOKER.new(4, None, 5).public_view(),
                  chips=(0, 25, 0, 15), winners=(1,))
    text = wp_render.results_text(pub, [], NAMES, "en")
    in_order(text, [t("wp-dc-standing", "en", place=p, name=NAMES[s], chips=v)
                    for p, s, v in [(1, 1, 25), (2, 3, 15), (3, 0, 0), (3, 2, 0)]])


# ------------------------------------------------------------- the terminal
def test_larrys_terminal_standings_share_a_place_for_equal_scores() -> None:
    # seed 12 (cards scoring, one round, random AI, always the first entry) ends with two
    # players on equal scores; whatever the deal, the places follow the scores
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = asyncio.run(play_terminal(4, 12, "random", 0.0,
                                           RuleSet(scoring="cards", rounds=1),
                                           stdin=io.StringIO("1\n\ny\n" * 600)))
    assert status == 0
    text = " ".join(out.getvalue().split())  # the terminal wraps long lines
    tail = text[text.index("Final standings: ") + len("Final standings: "):]
    entries = []  # "1. Larrybot Bo +2, 2. You −13, …, 4. Larrybot Cy −20."
    for entry in re.finditer(r"(\d+)\. (.+?) ([+−]\d+|0)(, |\.)", tail):
        entries.append((int(entry[1]), int(entry[3].replace("−", "-"))))
        if entry[4] == ".":
            break
    assert len(entries) == 4, tail[:200]
    places = [p for p, _ in entries]
    scores = [s for _, s in entries]
    assert places == competition_places([-s for s in scores])  # the winner has the top score
    assert len(set(scores)) < len(scores), "this seed's game ends in a tie"


# ----------------------------------------------------------------- history
@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_history_numbers_tied_players_alike(bot_env: BotEnv) -> None:
    env = bot_env
    assert env.bot is not None
    storage = env.bot.storage
    # a finished Würfel-Ligretto game of three, two tied on top, stored as the service does
    names = ("Alice", "Bob", "Carol")
    alice, bob, carol = (env.user(n).record.id for n in names)
    guild = env.channel.record.guild_id
    assert guild is not None
    rec = TableRecord(id=0, guild_id=guild, channel_id=env.channel.id,
                      host_id=alice, status="playing", options={"game": "ligretto"},
                      seats=[{"user_id": u, "name": n, "ai": None}
                             for u, n in zip((alice, bob, carol), names, strict=True)],
                      seed=7, created_at=1_700_000_000.0, deadline=None, meta={}, rev=0)
    rec.id = await storage.create_table(rec, {"rev": 0, "kind": "opened"})
    done = replace(rec, status="finished", rev=1)
    await storage.commit(done, {"rev": 1, "kind": "moved"}, results=[
        PlayerResult(alice, "Alice", 5, True, 0), PlayerResult(bob, "Bob", -2, False, 1),
        PlayerResult(carol, "Carol", 5, True, 2)], game="ligretto")
    listing = await private_text(await env.user("Bob").slash("ligretto history"))
    assert "1. 🏆 Alice +5, 1. 🏆 Carol +5, 3. Bob −2" in listing, listing
