"""Würfel-Ligretto's events and dice as text in the reader's language (the catalogue's
lg-ev-* and lg-die keys). Every die is written with its colour's symbol and name
(`colours.SYMBOLS`: readable without telling the colours apart), e.g. "♥ red 3"."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from larry_core.games.ligretto.colours import COLOURS, SYMBOLS
from larry_core.text import join_list, signed, t


def colour_name(colour: str, locale: str) -> str:
    return t(f"lg-colour-{colour}", locale)


def die_text(colour: str, value: int, locale: str) -> str:
    """One die: its colour's symbol and name, and its number ("♥ red 3")."""
    return t("lg-die", locale, symbol=SYMBOLS[colour], colour=colour_name(colour, locale),
             value=value)


def dice_text(dice: Sequence[Sequence[Any]], locale: str) -> str:
    """A cup by colour, each colour named once: "♥ red 1 4 · ● blue 2" (canonical order);
    "–" when empty."""
    groups = []
    for colour in COLOURS:
        values = [str(v) for c, v in dice if c == colour]
        if values:
            groups.append(f"{SYMBOLS[colour]} {colour_name(colour, locale)} {' '.join(values)}")
    return " · ".join(groups) or "–"


class Narrator:
    """Sentences for the events of one game, for one reader (`you`: the reader's seat, or
    None), names from `name`; `rounds` the game's number of rounds."""

    def __init__(self, locale: str, name: Callable[[int], str], you: int | None,
                 rounds: int) -> None:
        self.locale, self.name, self.you, self.rounds = locale, name, you, rounds

    def _who(self, seat: int) -> dict[str, str]:
        return {"who": self.name(seat), "me": "yes" if seat == self.you else "no"}

    def names(self, seats: Sequence[int]) -> str:
        text = join_list([t("you-in-list", self.locale) if s == self.you else self.name(s)
                          for s in seats], self.locale)
        return text[:1].upper() + text[1:]

    def points(self, points: Sequence[int]) -> str:
        """Each seat's points, signed: "You +8, Bot 1 −3"."""
        return ", ".join(f"{self.name(s)} {signed(p)}" for s, p in enumerate(points))

    def text(self, ev: Mapping[str, Any]) -> str:
        """The sentence of one event."""
        loc, kind = self.locale, ev["type"]
        if kind == "round_started":
            return t("lg-ev-round-started", loc, round=ev["round"], rounds=self.rounds)
        if kind == "rolled":
            dice = dice_text(ev["dice"], loc)
            key = "lg-ev-rolled-start" if ev["reason"] == "start" else "lg-ev-rolled"
            return t(key, loc, **self._who(ev["seat"]), count=len(ev["dice"]), dice=dice)
        if kind == "placed":
            return t("lg-ev-placed", loc, **self._who(ev["seat"]),
                     die=die_text(ev["colour"], ev["value"], loc))
        if kind == "stopped":
            return t("lg-ev-stopped", loc, **self._who(ev["seat"]))
        if kind == "round_over":
            return t("lg-ev-round-over", loc, round=ev["round"],
                     points=self.points(ev["scores"]),
                     totals=self.points(ev["totals"]))
        assert kind == "game_over", kind
        winners = ev["winners"]
        return t("lg-ev-game-over", loc, names=self.names(winners),
                 several="yes" if len(winners) > 1 else "no",
                 me="yes" if self.you in winners else "no",
                 total=signed(ev["scores"][winners[0]]),
                 size=abs(ev["scores"][winners[0]]))
