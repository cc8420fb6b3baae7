"""Larry's narrator: engine events in, message keys with raw parameters out.

Stateless: each event carries what its sentence needs (a reveal carries its claim), so a
narration after a restart reads the same as a live one. Who may read what is decided by
`larry_core.games.larry.events.visible` alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from larry_core.games.larry.events import Event, visible
from larry_core.text.message import Msg

DRAW_KEYS: dict[str, str] = {
    reason: f"event-drew-{reason}"
    for reason in ("doubt", "bust", "draw2", "larry", "caught", "check")
}
ACTION_KEYS: dict[str, str] = {
    card: f"event-action-{card}" for card in ("reverse", "draw2", "open", "gift")
}
# Events with no sentence of their own: a gift's move is told by its `action` event.
SILENT: frozenset[str] = frozenset({"gift"})
# Events that empty the centre pile (so nobody's claim is standing afterwards).
_PILE_CLEARED: frozenset[str] = frozenset({"revealed", "bust", "round_over", "round_started"})


def narrate(events: Iterable[Event], viewer: int | None) -> list[Msg]:
    """The messages `viewer` may read for `events`, in order; `viewer=None` is the public."""
    evs = list(events)
    out: list[Msg] = []
    for i, ev in enumerate(evs):
        if not visible(ev, viewer):
            continue
        msg = _message(ev, evs[i + 1:])
        if msg is not None:
            out.append(msg)
    return out


def _message(ev: Event, after: Sequence[Event]) -> Msg | None:
    kind = ev["type"]
    if kind == "placed":
        if "card" in ev:
            return Msg("event-placed-open",
                       {"seat": ev["seat"], "card": ev["card"], "claim": ev["claim"]})
        return Msg("event-placed", {"seat": ev["seat"], "claim": ev["claim"]})
    if kind == "action":
        key = ACTION_KEYS.get(ev["card"])
        if key is None:
            return None
        params: dict[str, Any] = {"seat": ev["seat"]}
        if "target" in ev:
            params["target"] = ev["target"]
        return Msg(key, params)
    if kind == "reversed":
        return Msg("event-reversed", {"limit": ev["limit"], "direction": ev["direction"]})
    if kind == "drew":
        return Msg(DRAW_KEYS.get(ev["reason"], "event-drew-doubt"),
                   {"seat": ev["seat"], "count": ev["count"]})
    if kind == "drawn_cards":
        return Msg("event-drawn-cards", {"seat": ev["seat"], "cards": list(ev["cards"])})
    if kind == "gift_card":
        return Msg("event-gift-card",
                   {"seat": ev["seat"], "target": ev["target"], "card": ev["card"]})
    if kind == "revealed":
        return _reveal(ev)
    if kind == "larry_missed":
        return Msg(_missed_key(ev["seat"], after), {"seat": ev["seat"]})
    if kind == "caught":
        return Msg("event-caught", {"seat": ev["seat"], "by": ev["by"]})
    if kind == "round_over":
        return Msg("event-round-over", {"round": ev["round"], "scores": list(ev["scores"])})
    if kind == "round_started":
        return Msg("event-round-started", {"round": ev["round"], "start": ev["start"]})
    if kind == "game_over":
        return Msg("event-game-over", {"winners": list(ev["winners"])})
    if kind in ("marked", "doubted", "bust", "larry_said", "went_out", "accepted"):
        return Msg("event-" + kind.replace("_", "-"), {"seat": ev["seat"]})
    if kind == "reshuffled":
        return Msg("event-reshuffled")
    return None  # SILENT, or a kind this narrator does not know


def _reveal(ev: Event) -> Msg:
    """The pile turned over: the claim it is judged against comes from the event itself."""
    larries = ev["larries"]
    key = ("event-revealed-larry" if larries % 2 else
           "event-revealed-cancelled" if larries else "event-revealed-sum")
    return Msg(key, {"cards": list(ev["cards"]), "sum": ev["sum"], "claim": ev["claim"],
                     "larries": larries, "correct": ev["correct"],
                     "responsible": ev["responsible"]})


def _missed_key(seat: int, after: Sequence[Event]) -> str:
    """A forgotten call is punished at once in `auto` mode (a `drew` for "larry" follows,
    perhaps after a reshuffle); otherwise anyone may catch the player."""
    for ev in after:
        if ev["type"] == "reshuffled":
            continue
        if ev["type"] == "drew" and ev["reason"] == "larry" and ev["seat"] == seat:
            return "event-larry-missed"
        break
    return "event-larry-missed-catch"


def claimant(events: Iterable[Mapping[str, Any]], current: int | None = None) -> int | None:
    """Who made the standing claim after `events`, starting from `current`: the seat of the
    last `placed` on the current pile (an action card makes its player responsible, not the
    claimant), None once the pile is emptied."""
    for ev in events:
        kind = ev["type"]
        if kind == "placed":
            current = ev["seat"]
        elif kind in _PILE_CLEARED:
            current = None
    return current
