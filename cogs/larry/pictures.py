"""Card pictures as Discord attachments, where the table's `pictures` option allows them.

Each function returns None (no picture) or a *factory* of attachments: a `discord.File` is
used up by the first attempt to send it, so every attempt (a retry after a 429 or a dropped
connection) calls the factory for fresh ones. The bytes come from
`larry_core.games.larry.art` (faces drawn once, hand pictures cached by their contents);
the attachment's description is the same text the message says, in the reader's language,
for screen readers.

A hand picture goes only where the hand's text goes (an ephemeral answer or the owner's DM);
reveal and results pictures show only what the rules made public (the revealed pile, the
hands scored at the end of a round).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from cogs.tables.attachments import Files, factory
from larry_core.games.larry import art
from larry_core.tables.table import Table
from larry_core.text import t
from larry_core.text.render import number

log = logging.getLogger(__name__)
# the revealed pile's cards, px wide: a pile can be long, and this picture is drawn anew for
# every doubt (a third of the pixels of full-size cards; the values and symbols stay clear)
REVEAL_W = 80


def prepare() -> None:
    """Draw the faces and palettes of every width the bot uses (hands, reveals, results)
    now, at start-up, rather than in the first game's moves (some 100 ms each)."""
    from larry_core.games.larry.art.pictures import MINI_W

    for width in (art.CARD_W, REVEAL_W, MINI_W):
        art.prepare(width)


def hand(table: Table, cards: Sequence[str], loc: str) -> Files | None:
    """The hand as a picture, for its owner only."""
    if not table.options.pictures or not cards:
        return None
    names = _names(art.sort_cards(list(cards)), loc)
    return factory(art.hand_png(list(cards)), "hand.png", t("dc-pic-hand", loc, cards=names))


def for_change(table: Table, events: Sequence[dict[str, Any]], names: Sequence[str],
               loc: str) -> list[tuple[bytes, str, str]]:
    """The public pictures one change calls for: the pile revealed by a doubt or a check,
    and each round's results (every player's scored cards). As (png, filename, description)."""
    if not table.options.pictures:
        return []
    out: list[tuple[bytes, str, str]] = []
    for ev in events:
        if ev["type"] == "revealed" and "to" not in ev:
            cards = list(ev["cards"])
            out.append((art.reveal_png(cards, ev.get("claim"), ev["sum"], ev["correct"],
                                       width=REVEAL_W),
                        "reveal.png",
                        t("dc-pic-reveal", loc, cards=_names(cards, loc), total=ev["sum"],
                          claim=_claim(ev.get("claim")), correct=str(ev["correct"]).lower())))
        elif ev["type"] == "round_over" and "hands" in ev:
            hands = [list(h) for h in ev["hands"]]
            scores = _totals_after(table, ev)
            rows = "; ".join(
                t("dc-pic-result-row", loc, name=names[i], cards=_names(hands[i], loc),
                  points=ev["scores"][i], total=scores[i]) for i in range(len(hands)))
            out.append((art.results_png(list(names), hands, scores, list(ev["scores"])),
                        f"round-{ev['round']}.png",
                        t("dc-pic-results", loc, round=ev["round"], rows=rows)))
    return out


def _key(code: str) -> str:
    return code.replace("-", "minus")


def _names(cards: Sequence[str], loc: str) -> str:
    return ", ".join(t(f"card-{_key(c)}", loc) for c in cards) or "—"


def _claim(claim: int | None) -> str:
    return "none" if claim is None else number(claim)


def _totals_after(table: Table, ev: dict[str, Any]) -> list[int]:
    """Each seat's total once round `ev['round']` was scored (from the game's record)."""
    game = table.game
    if game is None:
        return list(ev["scores"])
    rounds = game.round_scores[:ev["round"]]
    return [sum(r[i] for r in rounds) for i in range(len(ev["scores"]))]
