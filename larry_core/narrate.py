"""Plain-language sentences for engine events, public or for one seat's eyes only.

Front ends (the terminal table, Discord) show these instead of raw events. A private event
(one with a "to" key) is narrated only for a viewer it is addressed to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

ACTION_TITLES = {"reverse": "Reverse", "draw2": "Draw two", "gift": "Gift",
                 "open": "Play open"}
DRAW_REASONS = {
    "doubt": "{name} {draws} 2 cards.",
    "bust": "{name} {draws} 2 cards for going over the limit.",
    "draw2": "{name} {draws} 2 cards.",
    "larry": "{name} forgot to say “Larry” and {draws} 2 cards.",
    "caught": "{name} {draws} 2 cards.",
    "check": "{name} {draws} 2 cards and {starts} a new pile.",
}


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


class Narrator:
    """Keeps the standing claim between calls, so a reveal can say what was claimed."""

    def __init__(self, names: Sequence[str], you: int | None = None) -> None:
        self.names = list(names)
        self.you = you  # this seat is addressed as "you"
        self.claim: int | None = None

    def name(self, seat: int) -> str:
        if seat == self.you:
            return "You"
        return self.names[seat] if 0 <= seat < len(self.names) else f"seat {seat}"

    def verb(self, seat: int, third: str) -> str:
        """`third` ("draws", "has") as the verb for `seat`: second person for "you"."""
        if seat != self.you:
            return third
        return {"has": "have", "is": "are"}.get(third, third[:-1] if third.endswith("s")
                                                 else third)

    def lines(self, events: Sequence[Mapping[str, Any]], viewer: int | None = None) -> list[str]:
        out: list[str] = []
        for ev in events:
            to = ev.get("to")
            if to is not None and (viewer is None or viewer not in to):
                continue
            line = self.line(ev, viewer)
            if line:
                out.append(line)
        return out

    def line(self, ev: Mapping[str, Any], viewer: int | None = None) -> str:
        kind = ev["type"]
        who = self.name(ev["seat"]) if "seat" in ev else ""
        if kind == "placed":
            self.claim = ev["claim"]
            if "card" in ev:
                return (f"{who} must play open: placed {ev['card']} face up, "
                        f"so the sum is {ev['claim']}.")
            return f"{who} placed a card face down and {self.verb(ev['seat'], 'says')} " \
                f"{ev['claim']}."
        if kind == "action":
            title = ACTION_TITLES.get(ev["card"], ev["card"])
            if "target" in ev:
                return f"{who} played {title} on {self.name(ev['target'])}."
            return f"{who} played {title}."
        if kind == "reversed":
            way = "clockwise" if ev["direction"] == "cw" else "counter-clockwise"
            return f"Play now goes {way}; the limit is {ev['limit']}."
        if kind == "marked":
            return f"{who} must place {'your' if ev['seat'] == self.you else 'their'} next " \
                "number card face up."
        if kind == "gift":
            return f"{who} {self.verb(ev['seat'], 'gives')} {self.name(ev['target'])} a card."
        if kind == "gift_card":
            if viewer == ev["seat"]:
                return f"You gave {ev['card']} to {self.name(ev['target'])}."
            return f"{self.name(ev['seat'])} gave you {ev['card']}."
        if kind == "drawn_cards":
            cards = ", ".join(ev["cards"]) or "nothing (no cards left to draw)"
            return f"You drew: {cards}."
        if kind == "drew":
            if ev["count"] < 2:
                return (f"{who} {self.verb(ev['seat'], 'draws')} {ev['count']} card(s): "
                        "the piles ran out.")
            return DRAW_REASONS.get(ev["reason"], DRAW_REASONS["doubt"]).format(
                name=who, draws=self.verb(ev["seat"], "draws"),
                starts=self.verb(ev["seat"], "starts"))
        if kind == "doubted":
            return f"{who} {self.verb(ev['seat'], 'doubts')}!"
        if kind == "revealed":
            return self._reveal(ev)
        if kind == "bust":
            return f"{who} went over the limit: the pile is discarded."
        if kind == "larry_said":
            return f"{who} {self.verb(ev['seat'], 'says')} “Larry!” — one card left."
        if kind == "larry_missed":
            return f"{who} {self.verb(ev['seat'], 'has')} one card left and did not say “Larry”."
        if kind == "caught":
            return f"{self.name(ev['by'])} caught {who} without saying “Larry”!"
        if kind == "reshuffled":
            return "The draw pile ran out: the discard pile is shuffled into a new one."
        if kind == "went_out":
            return (f"{who} {self.verb(ev['seat'], 'has')} played "
                    f"{'your' if ev['seat'] == self.you else 'their'} last card!")
        if kind == "accepted":
            return f"{who} {self.verb(ev['seat'], 'accepts')}."
        if kind == "round_over":
            scores = ", ".join(f"{self.name(s)} {signed(p)}" for s, p in enumerate(ev["scores"]))
            self.claim = None
            return f"Round {ev['round']} is over: {scores}."
        if kind == "round_started":
            self.claim = None
            return (f"Round {ev['round']} begins; {self.name(ev['start'])} "
                    f"{self.verb(ev['start'], 'starts')}.")
        if kind == "game_over":
            winners = " and ".join(self.name(s) for s in ev["winners"])
            single = len(ev["winners"]) == 1
            verb = self.verb(ev["winners"][0], "wins") if single else "win"
            return f"Game over! {winners} {verb}."
        return ""

    def _reveal(self, ev: Mapping[str, Any]) -> str:
        cards = ", ".join(ev["cards"])
        larries = ev["larries"]
        claim = self.claim
        self.claim = None
        if larries % 2:
            why = f"{larries} Larry card{'s' if larries > 1 else ''}: the claim stands"
        else:
            said = f" (claimed {claim})" if claim is not None else ""
            why = f"the sum is {ev['sum']}{said}"
            if larries:
                why = f"two Larry cards cancel out; {why}"
        verdict = "The claim was right." if ev["correct"] else "The claim was wrong!"
        return f"The pile is turned over: {cards}. {why[0].upper()}{why[1:]}. {verdict}"
