"""Turn a `Msg` into text in one language: seats become names ("you" forms for the reader),
card codes become card names, lists become "A, B and C", true/false become selector keys.

Which parameter is what is decided by its name (see the conventions atop en.ftl), so the
narrator's parameters stay raw and every front end renders them the same way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from larry_core.text.catalog import DEFAULT_LOCALE, t
from larry_core.text.message import Msg

SEAT_PARAMS: frozenset[str] = frozenset(
    {"seat", "target", "by", "start", "claimant", "responsible"})
SEAT_LIST_PARAMS: frozenset[str] = frozenset({"winners"})
CARD_PARAMS: frozenset[str] = frozenset({"card"})
CARD_LIST_PARAMS: frozenset[str] = frozenset({"cards"})
SCORE_PARAMS: frozenset[str] = frozenset({"scores"})
ID_PARAMS: frozenset[str] = frozenset({"table"})  # numbers shown without digit grouping

_MARKDOWN = re.compile(r"\*\*|`")


def card_key(code: str) -> str:
    """The catalogue key of a card's name: `card-3`, `card-minus2`, `card-larry`, ..."""
    return "card-" + code.replace("-", "minus")


def card_name(code: str, locale: str = DEFAULT_LOCALE) -> str:
    return t(card_key(code), locale)


MINUS = "\u2212"  # the typographic minus: every negative number a player reads has it


def number(value: int) -> str:
    """A whole number as a player reads it: −3 with the typographic minus (U+2212)."""
    return str(value).replace("-", MINUS)


def signed(points: int) -> str:
    """Points with their sign: +2, 0, −3 (a typographic minus, U+2212)."""
    return f"+{points}" if points > 0 else str(points).replace("-", MINUS)


def strip_markdown(text: str) -> str:
    """Plain text for a terminal: Discord's bold and code marks removed."""
    return _MARKDOWN.sub("", text)


def join_list(items: Sequence[str], locale: str = DEFAULT_LOCALE, *, final: bool = True) -> str:
    """"A, B and C" (or "A, B, C" when `final` is False), with the language's own words."""
    if not items:
        return ""
    head = items[0]
    for i, item in enumerate(items[1:], 1):
        last = final and i == len(items) - 1
        head = t("list-and" if last else "list-comma", locale, first=head, second=item)
    return head


class Renderer:
    """Renders messages for one reader: a locale, the seats' names, and which seat is "you"."""

    def __init__(self, locale: str = DEFAULT_LOCALE, names: Sequence[str] = (),
                 you: int | None = None, *, plain: bool = False) -> None:
        self.locale = locale
        self.names = list(names)
        self.you = you
        self.plain = plain

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return t("seat-unnamed", self.locale, number=seat)

    def __call__(self, msg: Msg) -> str:
        text = t(msg.key, self.locale, **self.args(msg.params))
        return strip_markdown(text) if self.plain else text

    def args(self, params: dict[str, Any]) -> dict[str, Any]:
        """Fluent arguments for raw parameters, by the naming conventions of en.ftl."""
        out: dict[str, Any] = {}
        for key, value in params.items():
            if key in SEAT_PARAMS and isinstance(value, int):
                out[key] = self.name(value)
                out[f"{key}_you"] = "yes" if value == self.you else "no"
            elif key in SEAT_LIST_PARAMS and isinstance(value, (list, tuple)):
                out.update(self._seats(key, list(value)))
            elif key in CARD_PARAMS:
                out[key] = card_name(str(value), self.locale)
            elif key in CARD_LIST_PARAMS and isinstance(value, (list, tuple)):
                names = [card_name(str(code), self.locale) for code in value]
                out[key] = join_list(names, self.locale, final=False)
                out[f"{key}_count"] = len(names)
            elif key in SCORE_PARAMS and isinstance(value, (list, tuple)):
                out[key] = self._scores(value)
            elif key in ID_PARAMS and isinstance(value, int):
                out[key] = str(value)
            elif isinstance(value, bool):
                out[key] = "true" if value else "false"
            elif value is not None:
                out[key] = value
        return out

    def _seats(self, key: str, seats: list[int]) -> dict[str, Any]:
        """A list of seats as names; the reader comes last, as "you" ("Dee and you")."""
        others = [self.name(s) for s in seats if s != self.you]
        mine = self.you in seats
        names = [*others, t("you-in-list", self.locale)] if mine else others
        return {key: join_list(names, self.locale), f"{key}_count": len(seats),
                f"{key}_you": "yes" if mine else "no"}

    def _scores(self, value: Sequence[Any]) -> str:
        """Points by seat (a list of ints), or (seat, points) pairs in the order given, or
        (seat, points, place) triples: a standings list, each numbered by its place."""
        items = []
        for s, p in enumerate(value):
            entry = tuple(p) if isinstance(p, (tuple, list)) else (s, p)
            seat, points, place = entry[0], entry[1], (entry[2] if len(entry) > 2 else None)
            item = t("score-item", self.locale,
                     name=t("you-label", self.locale) if seat == self.you else self.name(seat),
                     points=signed(int(points)))
            items.append(item if place is None else f"{place}. {item}")
        return join_list(items, self.locale, final=False)


def render(msg: Msg, locale: str = DEFAULT_LOCALE, names: Sequence[str] = (),
           you: int | None = None, *, plain: bool = False) -> str:
    """One message as text for a reader (`you`: the reader's seat, None for the public)."""
    return Renderer(locale, names, you, plain=plain)(msg)
