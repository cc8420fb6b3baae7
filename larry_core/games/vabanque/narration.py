"""Va banque's events as sentences in the reader's language (the catalogue's vb-ev-* keys),
and a calculation written out step by step ("3 + 5 = 8 × 6 = 48").

Every event is public. An `op` event carries the running total after the operation; the
total before it is the previous step's, which the `Narrator` keeps per opponent from the
events it has read (a throw 1 starts a calculation at the number thrown).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from larry_core.games.vabanque.moves import SYMBOLS
from larry_core.games.vabanque.rules import VbRules
from larry_core.games.vabanque.views import VbCalcView
from larry_core.text import join_list, t


def steps_text(calc: VbCalcView, pending: bool = True) -> str:
    """The calculation so far: the first number, then each operation with its number and
    the running value it gave ("3 + 5 = 8 × 6 = 48"); a throw still waiting for its
    operation is shown as "(5)" (`pending`), or left out."""
    parts = [str(calc.throws[0])]
    for i, op in enumerate(calc.ops):
        parts.append(f"{SYMBOLS[op]} {calc.throws[i + 1]} = {calc.values[i + 1]}")
    if pending and len(calc.throws) > len(calc.ops) + 1:
        parts.append(f"({calc.throws[-1]})")
    return " ".join(parts)


class Narrator:
    """Sentences for the events of one game, for one reader (`you`: the reader's seat, or
    None), names from `name`."""

    def __init__(self, locale: str, name: Callable[[int], str], you: int | None,
                 rules: VbRules, rounds: int) -> None:
        self.locale, self.name, self.you = locale, name, you
        self.rules, self.rounds = rules, rounds
        self.running: dict[int, int] = {}
        self.unsettled = False  # a round with stakes whose pot no `pot_won` has taken yet

    def names(self, seats: Sequence[int], first: bool = False,
              you: str = "you-in-list") -> str:
        """The seats' names as a list ("Bo, you and Cy"), the reader as the text of key
        `you` (a German list after "von" takes "dir"); `first`: it begins a sentence."""
        text = join_list([t(you, self.locale) if s == self.you else self.name(s)
                          for s in seats], self.locale)
        return text[:1].upper() + text[1:] if first else text

    def _me(self, seat: int) -> str:
        return "yes" if seat == self.you else "no"

    def lines(self, ev: Mapping[str, Any]) -> list[str]:
        """The sentences of one event: its own, after "nobody wins the pot" when it starts
        a round (or ends the game) after a round whose every opponent forfeited (C7; such a
        round has no event of its own)."""
        out = []
        if ev["type"] in ("round_started", "game_over") and self.unsettled:
            out.append(t("vb-ev-no-winner", self.locale))
        if ev["type"] == "round_started":
            self.unsettled = bool(ev["staked"])
        elif ev["type"] == "pot_won":
            self.unsettled = False
        out.append(self.text(ev))
        return out

    def text(self, ev: Mapping[str, Any]) -> str:
        """The sentence of one event."""
        loc, kind = self.locale, ev["type"]
        if kind == "round_started":
            banker = {"banker": self.name(ev["banker"]), "banker_me": self._me(ev["banker"]),
                      "round": ev["round"], "rounds": self.rounds, "stake": self.rules.stake}
            if not ev["staked"]:
                return t("vb-ev-round-empty", loc, **banker)
            return t("vb-ev-round-started", loc, **banker, count=len(ev["staked"]),
                     players=self.names(ev["staked"], you="vb-ev-you-staking"),
                     pot=ev["pot"])
        if kind == "thrown":
            if ev["throw"] == 1:
                self.running[ev["seat"]] = ev["die"]
            return t("vb-ev-thrown", loc, who=self.name(ev["seat"]), me=self._me(ev["seat"]),
                     throw=ev["throw"], die=ev["die"])
        if kind == "op":
            seat = ev["seat"]
            before = self.running.get(seat, 0)
            self.running[seat] = ev["total"]
            params = {"before": before, "sign": SYMBOLS[ev["op"]], "die": ev["die"],
                      "total": ev["total"]}
            if ev["auto"]:
                return t("vb-ev-op-auto", loc, operation=t(f"vb-op-{ev['op']}", loc),
                         exact="true" if ev["exact"] else "false", **params)
            return t("vb-ev-op", loc, who=self.name(seat), me=self._me(seat), **params)
        if kind == "forfeited":
            return t("vb-ev-forfeited", loc, who=self.name(ev["seat"]),
                     me=self._me(ev["seat"]), banker=self.name(ev["banker"]),
                     banker_me=self._me(ev["banker"]), chips=ev["chips"])
        if kind == "pot_won":
            seats = ev["seats"]
            return t("vb-ev-pot-won", loc, names=self.names(seats, first=True),
                     shared="yes" if len(seats) > 1 else "no",
                     me="yes" if self.you in seats else "no", pot=ev["pot"],
                     total=ev["total"])
        assert kind == "game_over", kind
        winners = ev["winners"]
        return t("vb-ev-game-over", loc, names=self.names(winners, first=True),
                 shared="yes" if len(winners) > 1 else "no",
                 me="yes" if self.you in winners else "no", chips=ev["chips"][winners[0]])
