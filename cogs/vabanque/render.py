"""Va banque's Discord texts: the lobby, the table message (the banker round, the pot, every
seat's chips and part in the round, each calculation with the running value after every
step), the narration of the game's events, the turn line, the results, and a player's own
state (`/vabanque hand`).

Everything here reads the game's public view (`VbPublicView`), the mover's request
(`VbRequest`) and the table's options, never the engine's state: Va banque hides nothing
(docs/dice-protocol.md §2.3), and no rule is worked out here — the operations offered and
the values they give come from the request. Pure functions of one committed table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, MutableMapping, Sequence
from typing import Any

from cogs.tables import render as shared
from cogs.tables.attachments import Files
from cogs.tables.render import COLOUR, clip, seat_names
from larry_core.games.base import finishing_order
from larry_core.games.vabanque import art
from larry_core.games.vabanque.moves import ADD, DIV, MUL, SUB, SYMBOLS
from larry_core.games.vabanque.narration import Narrator, steps_text
from larry_core.games.vabanque.request import VbRequest
from larry_core.games.vabanque.rules import VbRules
from larry_core.games.vabanque.views import VbCalcView, VbPublicView
from larry_core.tables.table import Table
from larry_core.text import t
from larry_core.text.render import MINUS, number

__all__ = ["COLOUR", "seat_names"]
# the publisher's row keeps, for the round under way, the final totals told so far (for the
# round's result line) and the round's number: [[seat, total, forfeited], ...]
CALCS, ROUND = "vb_calcs", "vb_round"
TABLE_FILE = "vabanque-table.png"  # the table's picture on the table message


def public(table: Table) -> VbPublicView | None:
    """What everybody may know of the table's game (None before the game starts)."""
    pub = table.game.public_view() if table.game is not None else None
    return pub if isinstance(pub, VbPublicView) else None


def rules(table: Table) -> VbRules:
    r: object = table.options.rules
    assert isinstance(r, VbRules), "a Va banque table"
    return r


def request(table: Table, seat: int | None) -> VbRequest | None:
    """What `seat` may do now (None: nobody's turn, or no game)."""
    if seat is None or table.game is None:
        return None
    asked = table.game.request(seat)
    return asked if isinstance(asked, VbRequest) else None


def over(pub: VbPublicView) -> bool:
    return pub.phase == "over"


# ---------------------------------------------------------------- calculations
def steps(calc: VbCalcView) -> str:
    """The calculation's steps made so far, the running value after each ("3 + 5 = 8 ×
    6 = 48"), without a throw still waiting for its operation; a negative number with the
    typographic minus."""
    done = VbCalcView(calc.seat, calc.throws[:len(calc.ops) + 1], calc.ops, calc.values)
    return steps_text(done).replace("-", MINUS)


def calc_line(calc: VbCalcView, loc: str) -> str:
    """A calculation in the table message: finished, its final total in bold; under way,
    the newest throw that waits for its operation."""
    if calc.finished:
        body = steps(calc).rsplit(" ", 1)[0] + f" **{number(calc.total)}**"
        return body + (t("vb-dc-calc-forfeit", loc) if calc.forfeit else "")
    return t("vb-dc-calc-next", loc, steps=steps(calc), throw=len(calc.throws), die=calc.die)


def unused_signs(request: VbRequest) -> str:
    return " ".join(SYMBOLS[op] for op in request.unused)


# ------------------------------------------------------------------- the table
def table_picture(table: Table, pub: VbPublicView) -> Files | None:
    """The round, the calculation under way (its dice and operations) and every seat's
    chips and part as a picture for the table message (larry_core/games/vabanque/art.py),
    described for screen readers in the table's language; None when the table shows no
    pictures."""
    return shared.table_files(table, TABLE_FILE,
                              lambda names, loc: art.table_png(pub, names, loc),
                              lambda names, loc: art.table_alt(pub, names, loc))


def rules_line(r: VbRules, loc: str) -> str:
    return t("vb-dc-rules-line", loc, chips=r.chips, stake=r.stake, cycles=r.cycles,
             forfeit=str(r.forfeit).lower())


def seat_line(pub: VbPublicView, seat: int, names: Sequence[str], loc: str) -> str:
    """One seat: its chips and its part in the round (banker, out, waiting, its
    calculation); the seat to move marked ▶."""
    line = t("vb-dc-seat", loc, name=names[seat], chips=pub.chips[seat])
    if over(pub):
        return line
    calc = pub.current if pub.current is not None and pub.current.seat == seat \
        else pub.results[seat]
    if seat == pub.banker:
        line += t("vb-dc-seat-banker", loc)
    elif seat not in pub.staked:
        line += t("vb-dc-seat-out", loc)
    elif calc is None:
        line += t("vb-dc-seat-waiting", loc)
    else:
        line += " · " + calc_line(calc, loc)
    return ("▶ " if pub.to_move == seat else "") + line


def status_line(pub: VbPublicView, names: Sequence[str], loc: str, status: str) -> str:
    if status in ("cancelled", "ended"):
        return t("vb-dc-table-ended", loc)
    if over(pub):
        return t("vb-dc-table-over", loc)
    return t("vb-dc-table-round", loc, round=pub.round, rounds=pub.rounds,
             banker=names[pub.banker], pot=pub.pot)


def table_blocks(table: Table, pub: VbPublicView, names: Sequence[str],
                 loc: str) -> tuple[str, ...]:
    """The table message's state: the banker round and the pot, every seat's chips and part
    (each calculation of the round), the best final total so far; the rules in small print."""
    lines = [status_line(pub, names, loc, table.status), ""]
    lines += [seat_line(pub, seat, names, loc) for seat in range(pub.players)]
    best = pub.best()
    if best is not None and pub.current is not None:
        lines += ["", t("vb-dc-best", loc, total=best)]
    return "\n".join(lines)[:4096], f"-# {rules_line(pub.rules, loc)}"


def lobby(table: Table, loc: str) -> tuple[str, str, str]:
    """The lobby's title, its lines of rules, turn time and language, and its footer."""
    return (t("vb-dc-lobby-title", loc, table=table.id),
            "\n".join([rules_line(rules(table), loc), shared.lobby_timer(table, "vb-")]),
            t("vb-dc-lobby-footer", loc))


# -------------------------------------------------------------------- narration
def before(ev: Mapping[str, Any]) -> int:
    """The running total an operation chosen at throws 2–4 was applied to (such a step is
    exact, so its total gives it back)."""
    total, die = int(ev["total"]), int(ev["die"])
    return {ADD: total - die, SUB: total + die, MUL: total // die, DIV: total * die}[ev["op"]]


class Told:
    """The narration of one announcement's events, for the table's readers: a sentence per
    round started, throw 1, operation, forfeit and pot, and after a round's last throw
    its result (every opponent's final total, from the publisher's row `box`, which keeps
    them across announcements and restarts). `own`: the sentences of a seat's own chosen
    steps, which its next turn message shows in the calculation instead."""

    def __init__(self, r: VbRules, names: Sequence[str], loc: str,
                 box: MutableMapping[str, Any]) -> None:
        self.names, self.loc, self.box = names, loc, box
        self.narrator = Narrator(loc, lambda s: names[s], None, r, len(names) * r.cycles)
        self.own: dict[int, list[str]] = {}

    def started(self, pub: VbPublicView) -> list[str]:
        """The first round, as the game's start shows it (its stakes and first throw)."""
        self.box[CALCS] = []
        self.box[ROUND] = pub.round
        first = {"type": "round_started", "round": pub.round, "banker": pub.banker,
                 "staked": list(pub.staked), "pot": pub.pot}
        lines = [self.narrator.text(first)]
        if pub.current is not None:
            lines.append(self.narrator.text({"type": "thrown", "seat": pub.current.seat,
                                             "throw": 1, "die": pub.current.throws[0]}))
        return lines

    def result(self, won: bool) -> list[str]:
        """The round's result line once its last calculation is done (and that nobody won,
        when every opponent forfeited)."""
        calcs = list(self.box.get(CALCS, []))
        if not calcs:
            return []
        self.box[CALCS] = []
        totals = " · ".join(
            f"{self.names[seat]} {number(total)}" + (t("vb-dc-calc-forfeit", self.loc)
                                                     if lost else "")
            for seat, total, lost in calcs)
        out = [t("vb-dc-round-result", self.loc, round=self.box.get(ROUND, 1), totals=totals)]
        return out if won else [*out, t("vb-ev-no-winner", self.loc)]

    def events(self, events: Sequence[Mapping[str, Any]]) -> list[str]:
        out: list[str] = []
        for ev in events:
            kind = ev["type"]
            if kind == "thrown" and ev["throw"] != 1:
                continue  # its number is in the step it is used in (or the turn's prompt)
            if kind in ("round_started", "game_over"):
                out += self.result(won=False)
                if kind == "round_started":
                    self.box[ROUND] = ev["round"]
            elif kind == "pot_won":
                out += self.result(won=True)
            elif kind == "op" and ev["auto"]:
                self.box[CALCS] = [*self.box.get(CALCS, []),
                                   [ev["seat"], ev["total"], False]]
            elif kind == "forfeited":
                self.box[CALCS] = [[s, v, lost or s == ev["seat"]]
                                   for s, v, lost in self.box.get(CALCS, [])]
            elif kind == "op":
                self.narrator.running[ev["seat"]] = before(ev)
            line = self.narrator.text(ev)
            if kind == "op" and not ev["auto"]:
                self.own.setdefault(int(ev["seat"]), []).append(line)
            out.append(line)
        return out


def own_steps(pub: VbPublicView, r: VbRules, names: Sequence[str], loc: str) -> list[str]:
    """The sentences of the steps the player to move chose so far in their calculation (as
    `Told` narrates them): the turn shows these steps in the calculation instead."""
    calc = pub.current
    if calc is None:
        return []
    narrator = Narrator(loc, lambda s: names[s], None, r, pub.rounds)
    out = []
    for i, op in enumerate(calc.ops):
        narrator.running[calc.seat] = calc.values[i]
        out.append(narrator.text({"type": "op", "seat": calc.seat, "throw": i + 2, "op": op,
                                  "die": calc.throws[i + 1], "total": calc.values[i + 1],
                                  "auto": False, "exact": True}))
    return out


def without(lines: Sequence[str], left_out: Sequence[str]) -> list[str]:
    """`lines` less one occurrence of each of `left_out`."""
    skip = Counter(left_out)
    out = []
    for line in lines:
        if skip[line]:
            skip[line] -= 1
        else:
            out.append(line)
    return out


# ------------------------------------------------------------------------ turns
def turn_text(pub: VbPublicView, request: VbRequest | None, names: Sequence[str],
              mention: int | None, is_ai: bool, loc: str) -> str:
    """The turn line: the throw to answer, the calculation so far, and what may be
    chosen."""
    out: list[str] = []
    seat = pub.to_move
    if seat is not None and pub.current is not None:
        if is_ai or request is None or not request.legal:
            out.append(t("vb-dc-turn-ai", loc, who=names[seat], die=pub.current.die))
        else:
            who = f"<@{mention}>" if mention is not None else f"**{names[seat]}**"
            line = t("vb-dc-turn", loc, who=who, throw=request.throw, die=request.die,
                     steps=steps(pub.current))
            best = pub.best()
            if best is not None:  # what the others of this round reached
                line += t("vb-dc-turn-best", loc, total=best)
            out.append(line)
            hint = t("vb-dc-turn-choose", loc, die=request.die, unused=unused_signs(request))
            if request.blocked:
                hint += " " + t("vb-dc-turn-blocked", loc, total=number(request.total),
                                die=request.die)
            if request.throw == 4:
                hint += " " + t("vb-dc-turn-last", loc)
            out.append(hint)
    return "\n".join(out)


def results_text(pub: VbPublicView, lines: Sequence[str], names: Sequence[str],
                 loc: str) -> str:
    """The results: what the last turn did and who won, then every player's chips, most
    first."""
    standings = [t("vb-dc-standing", loc, place=place, name=names[seat],
                   chips=pub.chips[seat])
                 for place, seat in finishing_order(pub.chips, pub.winners or ())]
    return clip("\n".join([*lines, t("vb-dc-results-head", loc), *standings]))


def own_state(pub: VbPublicView, seat: int, loc: str) -> str:
    """A player's own chips and part in the round (`/vabanque hand`), privately."""
    parts = [t("vb-dc-hand-title", loc, chips=pub.chips[seat], round=pub.round,
               rounds=pub.rounds, pot=pub.pot)]
    calc = pub.current if pub.current is not None and pub.current.seat == seat \
        else pub.results[seat]
    if over(pub):
        parts.append(t("vb-dc-hand-over", loc))
    elif seat == pub.banker:
        parts.append(t("vb-dc-hand-banker", loc))
    elif seat not in pub.staked:
        parts.append(t("vb-dc-hand-out", loc))
    elif calc is None:
        parts.append(t("vb-dc-hand-waiting", loc))
    else:
        parts.append(t("vb-dc-hand-calc", loc, steps=calc_line(calc, loc)))
    return clip("\n".join(parts))
