"""High card's Discord front end, in the tests only: a screen, not a program
(`cogs.tables.screens`). Everything it shows is read from the game's public view, a seat's
view and its request; the shared tables draw it, answer its presses (Reveal and Fold are a
choice group) and send the hands. Its texts are its own catalogue, `tests/highcard/locales`
(``hc-`` keys, English only), added for a test only (`LOCALES`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import cast

from cogs.tables.choices import CHOOSE, Choice, Group
from cogs.tables.render import seat_names
from cogs.tables.screens import ScreenFront, Shown
from larry_core.tables.table import Change, Table
from larry_core.text import t
from tests.highcard.game import FOLD, HighCardView

LOCALES = Path(__file__).resolve().parent / "locales"  # the game's own catalogue
STYLES = {"reveal": "success", "fold": "danger"}


def view(table: Table, seat: int = 0) -> HighCardView:
    """What `seat` knows of the table's game (its `public` part: what everybody knows)."""
    return cast(HighCardView, table.game.seat_view(seat))


def card_text(card: int) -> str:
    """A card as every message writes it (the tests look for this mark)."""
    return f"🂠{card}"


def score_text(scores: Sequence[int]) -> str:
    return "–".join(str(s) for s in scores)


def event_line(ev: Mapping[str, object], names: Sequence[str], loc: str) -> str | None:
    """One public event as a sentence (None for a private one, or the end: results say it)."""
    kind, seat, rnd = ev["type"], ev.get("seat"), ev.get("round")
    name = names[seat] if isinstance(seat, int) else ""
    number = rnd + 1 if isinstance(rnd, int) else 0
    if kind == "revealed":
        return t("hc-ev-revealed", loc, name=name, card=card_text(int(str(ev["card"]))))
    if kind == "folded":
        return t("hc-ev-folded", loc, name=name)
    if kind == "round_won":
        winner, score = ev["winner"], score_text(ev["scores"])  # type: ignore[arg-type]
        if not isinstance(winner, int):
            return t("hc-ev-round-tie", loc, round=number, score=score)
        return t("hc-ev-round-won", loc, name=names[winner], round=number, score=score)
    if kind == "round_started":
        return t("hc-ev-round-started", loc, round=number,
                 name=names[int(str(ev["starter"]))])
    return None


class HighCardFront(ScreenFront, texts="hc-"):
    game = group = "highcard"
    prefix = "hc"
    garbled_key, no_table_key, start_key = "hc-garbled", "hc-no-table-here", "started"
    name_key = ""
    private = True
    option_texts: Mapping[str, str] = {"rounds": "hc-cmd-opt-rounds"}

    def narrate(self, table: Table, change: Change, names: Sequence[str],
                loc: str) -> list[str]:
        return [line for ev in change.events if not ev.get("private")
                if (line := event_line(ev, names, loc)) is not None]

    def shown(self, table: Table, who: str, lines: Sequence[str], loc: str) -> Shown:
        pub, names = view(table).public, seat_names(table, loc)
        over = pub.winners is not None
        head = t("hc-table-over" if over else "hc-table-round", loc, round=pub.round + 1,
                 rounds=pub.rounds)
        cards = [] if over else [
            t("hc-table-shows", loc, name=name, card=card_text(card)) if card is not None
            else t("hc-table-face-down", loc, name=name)
            for name, card in zip(names, pub.shown, strict=True)]
        won = [f"**{name}**: " + t("hc-table-won", loc, count=pub.scores[s])
               + (" 🏆" if over and s in (pub.winners or ()) else "")
               for s, name in enumerate(names)]
        score = score_text(pub.scores)
        results = t("hc-over-win", loc, name=names[pub.winners[0]], score=score) \
            if pub.winners is not None and len(pub.winners) == 1 \
            else t("hc-over-draw", loc, score=score)
        return Shown(t("hc-table-title", loc, table=table.id),
                     ("\n".join([head, *cards]), "\n".join(won)),
                     t("hc-your-move", loc, who=who) if who else "",
                     results="\n".join([*lines, results]))

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        moves = table.game.request(seat).moves()
        return (Group("move", CHOOSE, tuple(
            Choice(m, t("hc-btn-fold" if m == FOLD else "hc-btn-reveal", loc), m, STYLES[m])
            for m in moves)),) if moves else ()

    def own(self, table: Table, seat: int, loc: str) -> str | None:
        mine = view(table, seat) if table.game is not None else None
        if mine is None or mine.card is None:
            return None if mine is None else t("hc-hand-none", loc)
        return t("hc-hand", loc, round=mine.public.round + 1, rounds=mine.public.rounds,
                 card=card_text(mine.card))

    def hand_key(self, table: Table, seat: int) -> tuple[str, ...] | None:
        mine = view(table, seat)
        return (str(mine.public.round), str(mine.card)) if mine.card is not None else None



FRONT = HighCardFront()
