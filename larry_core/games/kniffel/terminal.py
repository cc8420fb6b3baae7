"""`larry play --game kniffel`: one human (seat 0) against AI seats in the terminal.

The game runs on the pure engine with the same `AiSeats` the bot uses; every text comes from
the catalogue (`kniffel.<locale>.ftl`, keys `kn-term-*`, `kn-ev-*`). The menu is rendered
from the seat's request: Roll (all five), Keep (then the dice to keep, or `back`), and one
line per box the roll may go into with its points. The human may also type a whole move in
the grammar (`keep 6 6 6`, `score chance`), or a command in their language or English
(`Console.ask_menu`: help, rules, state — the scorecards —, quit; back at the dice to keep).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.console import HUMAN, Console, play, seed_or_random
from larry_core.games.kniffel.boxes import BOXES
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.moves import KEEP, KnMove, parse_body
from larry_core.games.kniffel.views import KnOption, KnPublicView
from larry_core.text import DEFAULT_LOCALE, join_list, t
from larry_core.text.console import command, menu_lines


class Back(Exception):
    """The human left a sub-prompt for the menu."""


def box_label(box: str, locale: str) -> str:
    return t(f"kn-box-{box}", locale)


def dice_text(dice: Sequence[int]) -> str:
    return " ".join(str(v) for v in dice)


def sheet_lines(pub: KnPublicView, names: Sequence[str], locale: str) -> list[str]:
    """The scorecard of every seat as a table: one row per box (free boxes as ·), then the
    upper sum and bonus, the extra points and the totals (A3)."""
    rows: list[tuple[str, list[str]]] = []

    def entry(value: int | None) -> str:
        return "·" if value is None else str(value)

    for i, box in enumerate(BOXES):
        rows.append((box_label(box, locale), [entry(s[i]) for s in pub.sheets]))
        if i == 5:
            rows.append((t("kn-term-upper-sum", locale), [str(u) for u in pub.upper]))
            rows.append((t("kn-term-upper-bonus", locale), [str(b) for b in pub.upper_bonus]))
    rows.append((t("kn-term-extra", locale), [str(e) for e in pub.extra]))
    rows.append((t("kn-term-total", locale), [str(x) for x in pub.totals]))
    label_width = max(len(label) for label, _ in rows)
    widths = [max(len(name), 4) for name in names]
    head = " " * label_width + "  " + "  ".join(n.rjust(w) for n, w in zip(names, widths,
                                                                          strict=True))
    out = [head]
    for label, cells in rows:
        out.append(label.ljust(label_width) + "  " + "  ".join(
            c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    return out


class Terminal(Console):
    prefix = "kn"
    game: KnGame

    def name(self, seat: int) -> str:
        return self.say("kn-term-you") if seat == HUMAN else self.say("kn-term-bot", number=seat)

    # ----------------------------------------------------------------- showing
    def show_state(self) -> None:
        pub = KNIFFEL.public_view(self.game)
        for line in sheet_lines(pub, [self.name(s) for s in range(self.game.n)], self.locale):
            self.out(line)

    def narrate(self, events: Sequence[Mapping[str, Any]]) -> None:
        for ev in events:
            self.out(self.event_text(ev))

    def event_text(self, ev: Mapping[str, Any]) -> str:
        kind = ev["type"]
        if kind == "game_over":
            winners = list(ev["winners"])
            return self.say("kn-ev-over", names=join_list([self.name(s) for s in winners],
                                                          self.locale),
                            several="yes" if len(winners) > 1 else "no",
                            total=ev["totals"][winners[0]],
                            me="yes" if winners == [HUMAN] else "no")
        who = self.name(ev["seat"])
        me = "yes" if ev["seat"] == HUMAN else "no"
        if kind == "rolled":
            if ev["kept"]:
                return self.say("kn-ev-rolled-kept", who=who, me=me,
                                kept=dice_text(ev["kept"]), new=dice_text(ev["new"]),
                                dice=dice_text(ev["dice"]))
            return self.say("kn-ev-rolled", who=who, me=me, dice=dice_text(ev["dice"]),
                            roll=ev["roll"])
        if kind == "scored":
            return self.say("kn-ev-scored", who=who, me=me, box=box_label(ev["box"], self.locale),
                            points=ev["points"], rule=ev["rule"])
        if kind == "kniffel_bonus":
            return self.say("kn-ev-kniffel-bonus", who=who, me=me, points=ev["points"])
        assert kind == "upper_bonus", kind
        return self.say("kn-ev-upper-bonus", who=who, me=me, points=ev["points"])

    def rules_text(self) -> str:
        return self.say("kn-rules")

    # ----------------------------------------------------------------- asking
    def option_label(self, option: KnOption) -> str:
        label = self.say("kn-term-menu-score", box=box_label(option.box, self.locale),
                         points=option.points)
        if option.bonus:
            label += self.say("kn-term-menu-bonus", bonus=option.bonus)
        if option.joker:
            label += self.say(f"kn-term-mark-{option.rule}")
        return label

    def menu(self) -> list[tuple[str, Any]]:
        request = KNIFFEL.request(self.game, HUMAN)
        items: list[tuple[str, Any]] = []
        if request.first:
            return [(self.say("kn-term-menu-first"), request.roll())]
        if request.can_roll():
            items.append((self.say("kn-term-menu-roll", left=request.rolls_left),
                          request.roll()))
            items.append((self.say("kn-term-menu-keep", left=request.rolls_left), KEEP))
        for option in request.options:
            items.append((self.option_label(option), request.score(option.box)))
        return items

    def ask_keep(self) -> KnMove:
        """The dice to keep, as values (`6 6 3`); `back` (in the reader's language or
        English) returns to the menu."""
        def typed(text: str) -> KnMove | None:
            if command(text, self.locale) == "back":
                raise Back
            try:
                return parse_body(text if text.startswith(KEEP) else f"{KEEP} {text}")
            except IllegalMove:
                return None

        move: KnMove = self.ask_menu(self.say("kn-term-prompt-keep"), (), typed,
                                     again="kn-term-keep-values")
        return move

    def human_move(self) -> KnMove:
        pub = KNIFFEL.public_view(self.game)
        if pub.dice:
            self.out(self.say("kn-term-dice", dice=dice_text(pub.dice), left=pub.rolls_left))
        items = self.menu()

        def typed(text: str) -> KnMove | None:
            try:
                return parse_body(text)
            except IllegalMove:
                return None

        while True:
            for entry in menu_lines([label for label, _ in items]):
                self.out(entry)
            choice = self.ask_menu(self.say("kn-term-prompt"), [v for _, v in items], typed)
            if choice == KEEP:
                try:
                    return self.ask_keep()
                except Back:
                    continue
            assert isinstance(choice, KnMove)
            return choice

    # ------------------------------------------------------------------- game
    def intro(self) -> str:
        return self.say("kn-term-intro", players=self.game.n, rolls=self.game.rules.rolls)

    def show(self) -> None:
        self.show_state()

    def before_move(self) -> None:
        """The score sheets at the start of the human's turn (not again between rolls)."""
        if self.game.phase == "roll":
            self.show_state()

    def result(self) -> str:
        return self.say("kn-term-result", won="yes" if HUMAN in (self.game.winners or ()) else "no")


def play_terminal(players: int, seed: int | None, ai: str = "reasoned", delay: float = 0.8,
                  *, locale: str = DEFAULT_LOCALE,
                  read: Callable[[str], str | None] | None = None,
                  out: Callable[[str], None] | None = None) -> int:
    """Play one game at the terminal; returns the exit status."""
    seed = seed_or_random(seed)
    game = KnGame(players, None, seed)
    return play(Terminal, KNIFFEL, game, ai, delay, locale, read, out)
