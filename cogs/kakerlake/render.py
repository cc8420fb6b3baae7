"""Kakerlakenpoker's Discord texts: the lobby and the table's text blocks, the turn line, the
narration of public events, and the private texts (a hand, the card on offer once seen).

What is public reads only the game's public view (`KpPublicView`: hand sizes, displays,
the penalty pile's top, the offer's route and claims, never its card). The card on offer is
named only by `seen_text`, which the cog sends privately to a seat that has seen it.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord

from cogs.tables import render as shared
from cogs.tables.attachments import Files
from cogs.tables.reader import TableReader
from cogs.tables.render import COLOUR, LOG_LINES, seat_names
from larry_core.games.kakerlake import art
from larry_core.games.kakerlake.cards import ANIMALS, CODES, counts_of
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.moves import CALL, LAY, OFFER, PASS
from larry_core.games.kakerlake.request import KpRequest
from larry_core.games.kakerlake.rules import KpRules
from larry_core.games.kakerlake.terminal import display_text
from larry_core.games.kakerlake.views import KpPublicView
from larry_core.tables.table import Table
from larry_core.text import join_list, t

__all__ = ["COLOUR", "LOG_LINES", "seat_names"]
DANGER = "⚠️"
TABLE_FILE = "kakerlake-table.png"  # the displays' picture on the table message


READER = TableReader(KpGame, KpGame.public_view, KpRules)
state, public, rules = READER.readers()


def card(code: str, loc: str) -> str:
    return t(f"kp-card-{code}", loc)


def claim(word: str, loc: str) -> str:
    return t(f"kp-claim-{word}", loc)


def chip(code: str, loc: str) -> str:
    """A card as a private text shows it (hand, seen card): bold, with its name."""
    return f"**{card(code, loc)}**"


def hand_text(cards: Sequence[str], loc: str) -> str:
    """The hand, privately: its cards in canonical order, grouped with counts."""
    if not cards:
        return t("kp-dc-hand-empty", loc)
    counts = counts_of(list(cards))
    parts = [f"{chip(CODES[i], loc)}" + (f" ×{n}" if n > 1 else "")
             for i, n in enumerate(counts) if n]
    return t("kp-dc-hand", loc, hand=" · ".join(parts))


def seen_text(code: str, loc: str) -> str:
    """The card on offer, for a seat that has seen it (never public before the call)."""
    return t("kp-dc-seen", loc, card=chip(code, loc))


# ------------------------------------------------------------------ the chain of claims
def chain(pub: KpPublicView) -> list[tuple[int, int, str]]:
    """The claims of the card on offer, oldest first, as (from, to, claim)."""
    return list(pub.offer.chain) if pub.offer is not None else []


def chain_text(links: Sequence[tuple[int, int, str]], names: Sequence[str], loc: str) -> str:
    return " · ".join(t("kp-dc-link", loc, who=names[a], whom=names[b], claim=claim(c, loc))
                      for a, b, c in links)


# ----------------------------------------------------------------------- the table
def danger(pub: KpPublicView, seat: int, loc: str) -> list[str]:
    """The animals one card short of the losing set in `seat`'s display."""
    return [t(f"kp-many-{a}", loc, count=pub.count(seat, a)) for a in ANIMALS
            if pub.count(seat, a) == pub.set_limit - 1]


def player_line(pub: KpPublicView, seat: int, loc: str) -> str:
    line = t("kp-dc-player", loc, size=pub.hand_sizes[seat],
             display=display_text(list(pub.displays[seat]), loc, "kp-dc-display-empty"))
    near = danger(pub, seat, loc)
    if near:
        line += "\n" + t("kp-dc-danger", loc, mark=DANGER, animals=join_list(near, loc),
                         limit=pub.set_limit)
    return line


def offer_lines(pub: KpPublicView, names: Sequence[str], loc: str) -> list[str]:
    offer = pub.offer
    if offer is None:
        return [t("kp-dc-no-offer", loc)]
    seen = join_list([names[s] for s in offer.seen], loc)
    return [t("kp-dc-offer", loc, who=names[offer.frm], whom=names[offer.to], seen=seen),
            t("kp-dc-claims", loc, chain=chain_text(chain(pub), names, loc))]


def penalty_line(pub: KpPublicView, loc: str) -> str:
    if pub.penalty_top is None:
        return t("kp-term-penalty-empty", loc)
    return t("kp-term-penalty", loc, top=card(pub.penalty_top, loc), size=pub.penalty_size)


def table_blocks(table: Table, pub: KpPublicView, status: str) -> tuple[str, ...]:
    """The public table as text blocks: the penalty pile's face-up top and the card on offer
    by its route and claims only, then each player's display grouped by animal with counts
    (the danger of the losing card marked) and hand size, then the footer in small print."""
    loc = table.options.language
    names = seat_names(table, loc)
    players = [f"**{names[seat] + (' ▶' if pub.to_move == seat else '')}**\n"
               f"{player_line(pub, seat, loc)[:1024]}" for seat in range(pub.players)]
    footer = t("kp-dc-ended", loc) if status == "cancelled" else \
        t("kp-dc-footer", loc, limit=pub.set_limit, moves=pub.moves_applied)
    return ("\n".join([penalty_line(pub, loc), *offer_lines(pub, names, loc)]), *players,
            "\n".join(f"-# {line}" for line in footer.splitlines()))


def lobby_texts(table: Table) -> tuple[str, str, str]:
    """The lobby's title, its line of rules and options, and its footer."""
    loc = table.options.language
    r = rules(table)
    desc = t("kp-dc-lobby-rules", loc, special=str(r.special_cards).lower(),
             chain=str(r.royal_chain).lower(), where=r.penalty_special,
             joker=r.joker_in_display, seconds=table.options.turn_seconds,
             language=t(f"language-{loc}", loc))
    return t("kp-dc-lobby-title", loc, table=table.id), desc, t("kp-dc-lobby-footer", loc)


# -------------------------------------------------------------------- narration
def event_line(ev: Mapping[str, Any], names: Sequence[str], loc: str, limit: int) -> str | None:
    """One public event as a sentence (None for a private one)."""
    if ev.get("private") is not None:
        return None
    kind = ev["type"]
    forms = {"me": "no", "whom_me": "no"}

    def say(key: str, **params: Any) -> str:
        return t(key, loc, **forms, **params)

    def name(seat: Any) -> str:
        return names[int(seat)]

    if kind == "offered":
        return say("kp-ev-offered", who=name(ev["seat"]), whom=name(ev["to"]),
                   claim=claim(ev["claim"], loc))
    if kind == "passed":
        return say("kp-ev-passed", who=name(ev["seat"]), whom=name(ev["to"]),
                   claim=claim(ev["claim"], loc))
    if kind == "looked":
        return say("kp-ev-looked", who=name(ev["seat"]))
    if kind == "called":
        return say("kp-ev-called", who=name(ev["seat"]), call=str(ev["call"]).lower())
    if kind == "revealed":
        return say("kp-ev-revealed", what=card(ev["card"], loc), claim=claim(ev["claim"], loc),
                   truth=str(ev["truth"]).lower(), right=str(ev["right"]).lower())
    if kind in ("collected", "penalty_drawn"):
        return say(f"kp-ev-{kind.replace('_', '-')}", who=name(ev["seat"]),
                   what=card(ev["card"], loc), where=ev["to"])
    if kind == "turned_up":
        return say("kp-ev-turned-up", what=card(ev["card"], loc))
    if kind == "penalty_empty":
        return say("kp-ev-penalty-empty", who=name(ev["seat"]))
    if kind == "penalty_due":
        return say("kp-ev-penalty-due", who=name(ev["seat"]), claim=claim(ev["claim"], loc))
    if kind == "laid":
        return say("kp-ev-laid", who=name(ev["seat"]),
                   what=join_list([card(c, loc) for c in ev["cards"]], loc))
    if kind == "game_over":
        if ev["reason"] == "set":
            return say("kp-ev-over-set", who=name(ev["loser"]),
                       animals=t(f"kp-many-{ev['animal']}", loc, count=limit))
        return say("kp-ev-over-no-cards", who=name(ev["loser"]))
    return None


def event_lines(events: Sequence[Mapping[str, Any]], names: Sequence[str], loc: str,
                limit: int) -> list[str]:
    return [line for ev in events if (line := event_line(ev, names, loc, limit))]


def turn_line(table: Table, pub: KpPublicView, request: KpRequest | None,
              names: Sequence[str], mention: int | None) -> str:
    """Who must do what now (`request`: the moves of the seat to act); an AI's turn is
    narrated, never addressed."""
    loc = table.options.language
    seat = pub.to_move
    if seat is not None and table.is_ai(seat):
        return t("dc-ai-thinking", loc, name=names[seat])
    if seat is None or request is None:
        return ""
    who = f"<@{mention}>" if mention is not None else f"**{names[seat]}**"
    verbs = request.verbs()
    if OFFER in verbs:
        return t("kp-dc-turn-offer", loc, who=who)
    if CALL in verbs and pub.offer is not None:
        key = "kp-dc-turn-answer" if request.can_look() else "kp-dc-turn-must-call"
        return t(key, loc, who=who, whom=names[pub.offer.frm],
                 claim=claim(pub.offer.claim, loc))
    if PASS in verbs:
        return t("kp-dc-turn-pass", loc, who=who)
    if LAY in verbs and pub.pending is not None:
        return t("kp-dc-turn-penalty", loc, who=who, claim=claim(pub.pending.claim, loc))
    return ""


def results_text(table: Table, pub: KpPublicView, lines: Sequence[str],
                 names: Sequence[str]) -> str:
    loc = table.options.language
    won = [names[s] for s in pub.winners or ()]
    loser = names[pub.loser] if pub.loser is not None else "?"
    return "\n".join([*lines, t("kp-dc-results", loc, winners=join_list(won, loc),
                                 count=len(won), loser=loser)])[-2000:]


def hand_picture(table: Table, cards: list[str], loc: str
                 ) -> Callable[[], list[discord.File]] | None:
    """The hand as a picture (kakerlake/art.py), for its owner only: a factory of fresh
    attachments (a `discord.File` is used up by one attempt to send it)."""
    if not table.options.pictures or not cards:
        return None
    data = art.png(art.hand_image(cards, locale=loc, named=False))  # names: in its text
    alt = art.hand_alt(cards, loc)[:1024]
    return lambda: [discord.File(io.BytesIO(data), filename="hand.png", description=alt)]


def table_picture(table: Table, pub: KpPublicView) -> Files | None:
    """The cards each player has laid out face up, grouped by animal with their counts, and
    the cards in each hand, as a picture for the table message (kakerlake/art.py),
    described for screen readers in the table's language; None when the table shows no
    pictures."""
    return shared.table_files(table, TABLE_FILE,
                              lambda names, loc: art.encode(art.table_image(pub, names, loc)),
                              lambda names, loc: art.table_alt(pub, names, loc))
