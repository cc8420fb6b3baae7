"""`larry play --game kniffel`: one human (seat 0) against AI seats in the terminal.

The game runs on the pure engine with the same `AiSeats` the bot uses; every text comes from
the catalogue (`kniffel.<locale>.ftl`, keys `kn-term-*`, `kn-ev-*`). The menu is rendered
from the seat's request, and its numbers never change: 1 rolls (all five), 2 keeps some
dice (then the dice to keep, or `back`), and each box has its scorecard row's number plus
two (Ones 3 … Chance 15), listed while the roll may go into it, with its points. A box that
would score 0 while the turn still has rolls is entered only after a yes. The human may also
type a whole move in their language or English (`keep 6 6 6`, `behalten 6 6 6`, just `6 6 6`,
`score chance`, `score three of a kind`, `inscrire brelan`), or a command (`Console.ask_menu`:
help, rules, state — the scorecards —, quit; back at the dice to keep).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.base import finishing_order
from larry_core.games.console import HUMAN, Console, play, seed_or_random
from larry_core.games.kniffel.boxes import BOXES, INDEX
from larry_core.games.kniffel.engine import KnGame
from larry_core.games.kniffel.kind import KNIFFEL
from larry_core.games.kniffel.moves import KEEP, ROLL, SCORE, SCORE_MOVES, KnMove, parse_body
from larry_core.games.kniffel.rules import KnRules
from larry_core.games.kniffel.views import KnOption, KnPublicView
from larry_core.text import DEFAULT_LOCALE, join_list, strip_markdown, t
from larry_core.text.console import command, menu_lines, typed_verb, wrap

ROLL_NUMBER, KEEP_NUMBER, FIRST_BOX = 1, 2, 3  # the menu's numbers, the same all game long
VERBS = {ROLL: "kn-term-words-roll", KEEP: "kn-term-words-keep", SCORE: "kn-term-words-score"}


class Back(Exception):
    """The human left a sub-prompt for the menu."""


def box_label(box: str, locale: str) -> str:
    return t(f"kn-box-{box}", locale)


def dice_text(dice: Sequence[int]) -> str:
    return " ".join(str(v) for v in dice)


def box_named(name: str, locale: str) -> str | None:
    """The box `name` names: its code, or its shown name in the reader's language or
    English, in any case and spacing ("Three of a kind", "kleine straße"); else None."""
    wanted = " ".join(name.replace("_", " ").split()).lower()
    for box in BOXES:
        names = (box.replace("_", " "), box_label(box, locale), box_label(box, DEFAULT_LOCALE))
        if wanted in (" ".join(n.split()).lower() for n in names):
            return box
    return None


def read_move(text: str, locale: str) -> KnMove | None:
    """The move a typed line names, in the reader's language or English (None: none): a
    verb's word for roll, keep and score (`würfeln`, `garder 6 6`), a box by its shown name
    (`score three of a kind`), or two or more die values alone as the dice to keep (`6 6`)."""
    line = typed_verb(text, VERBS, locale)
    verb, _, rest = line.partition(" ")
    if verb == SCORE and rest:
        box = box_named(rest, locale)
        return SCORE_MOVES[INDEX[box]] if box is not None else None
    if len(line.split()) > 1 and all(part.isdigit() for part in line.split()):
        line = f"{KEEP} {line}"  # just the values to keep
    try:
        return parse_body(line)
    except IllegalMove:
        return None


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

    def names(self, seats: Sequence[int]) -> str:
        """The seats' names joined, the human last as "you" ("Bot 1 and you")."""
        others = [self.name(s) for s in seats if s != HUMAN]
        mine = [self.say("you-in-list")] if HUMAN in seats else []
        return join_list([*others, *mine], self.locale)

    # ----------------------------------------------------------------- showing
    def show_state(self) -> None:
        pub = self.game.public_view()
        for line in sheet_lines(pub, [self.name(s) for s in range(self.game.n)], self.locale):
            self.out(line)

    def narrate(self, events: Sequence[Mapping[str, Any]]) -> None:
        for ev in events:
            if ev["type"] == "game_over" and self.game.n == 1:
                continue  # nobody to win against: the result says the total
            self.out(self.event_text(ev))

    def event_text(self, ev: Mapping[str, Any]) -> str:
        kind = ev["type"]
        if kind == "game_over":
            winners = list(ev["winners"])
            return self.say("kn-ev-over", names=self.names(winners),
                            several="yes" if len(winners) > 1 else "no",
                            total=ev["totals"][winners[0]],
                            me="yes" if HUMAN in winners else "no")
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
        return strip_markdown(self.say("kn-rules"))

    # ----------------------------------------------------------------- asking
    def option_label(self, option: KnOption) -> str:
        label = self.say("kn-term-menu-score", box=box_label(option.box, self.locale),
                         points=option.points)
        if option.bonus:
            label += self.say("kn-term-menu-bonus", bonus=option.bonus)
        if option.joker:
            label += self.say(f"kn-term-mark-{option.rule}")
        return label

    def menu(self) -> dict[int, tuple[str, Any]]:
        """The human's choices by their menu number: 1 rolls, 2 keeps some dice, and each
        box the roll may go into has its scorecard row's number plus two."""
        request = self.game.request(HUMAN)
        if request.first:
            return {ROLL_NUMBER: (self.say("kn-term-menu-first"), request.roll())}
        items: dict[int, tuple[str, Any]] = {}
        if request.can_roll():
            items[ROLL_NUMBER] = (self.say("kn-term-menu-roll", left=request.rolls_left),
                                  request.roll())
            items[KEEP_NUMBER] = (self.say("kn-term-menu-keep", left=request.rolls_left), KEEP)
        for option in request.options:
            items[FIRST_BOX + INDEX[option.box]] = (self.option_label(option),
                                                    request.score(option.box))
        return items

    def keep_refusal(self, move: KnMove) -> str | None:
        """Why the dice to keep cannot be kept from the current roll (None: they can)."""
        dice = list(self.game.public_view().dice)
        for value in move.values:
            if value not in dice:
                return "kn-illegal-no_such_dice"
            dice.remove(value)
        return None if dice else "kn-illegal-nothing_to_roll"

    def ask_keep(self) -> KnMove:
        """The dice to keep, as values (`6 6 3`), asked again until they are in the roll;
        `back` (in the reader's language or English) returns to the menu."""
        def typed(text: str) -> KnMove | None:
            if command(text, self.locale) == "back":
                raise Back
            move = read_move(text, self.locale) or read_move(f"{KEEP} {text}", self.locale)
            return move if move is not None and move.verb == KEEP else None

        while True:
            move: KnMove = self.ask_menu(self.say("kn-term-prompt-keep"), (), typed,
                                         again="kn-term-keep-values")
            refusal = self.keep_refusal(move)
            if refusal is None:
                return move
            self.out(self.say(refusal))

    def confirmed(self, move: KnMove) -> bool:
        """A box entered for 0 points while the turn still has rolls is asked about first."""
        pub = self.game.public_view()
        option = next((o for o in pub.options if INDEX[o.box] == move.box), None)
        if option is None or option.points or not pub.rolls_left:
            return True
        return self.confirm(self.say("kn-term-confirm-zero",
                                     box=box_label(option.box, self.locale),
                                     left=pub.rolls_left))

    def human_move(self) -> KnMove:
        pub = self.game.public_view()
        if pub.dice:
            self.out(self.say("kn-term-dice", dice=dice_text(pub.dice), left=pub.rolls_left))
        items = self.menu()
        values = {n: value for n, (_, value) in items.items()}

        def typed(text: str) -> KnMove | str | None:
            if typed_verb(text, VERBS, self.locale) == KEEP and KEEP_NUMBER in values:
                return KEEP  # the verb alone: the dice to keep are asked next
            return read_move(text, self.locale)

        while True:
            for entry in menu_lines([label for label, _ in items.values()], list(items)):
                self.out(entry)
            choice = self.ask_menu(self.say("kn-term-prompt"), values, typed,
                                   again="kn-term-choose-number")
            if choice == KEEP:
                try:
                    return self.ask_keep()
                except Back:
                    continue
            assert isinstance(choice, KnMove)
            if choice.verb == KEEP and KEEP_NUMBER not in values:
                self.out(self.say("kn-illegal-no_rolls_left" if pub.dice
                                  else "kn-illegal-must_roll"))
                continue
            if choice.verb == KEEP:
                refusal = self.keep_refusal(choice)
                if refusal is not None:  # said here, and asked again at the dice to keep
                    self.out(self.say(refusal))
                    try:
                        return self.ask_keep()
                    except Back:
                        continue
            if choice.verb == SCORE and not self.confirmed(choice):
                continue
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
        """The final places, each seat with its total (ties share a place); alone, the
        human's total."""
        totals = self.game.public_view().totals
        if self.game.n == 1:
            return self.say("kn-term-result-solo", total=totals[HUMAN])
        lines = [self.say("kn-term-standings")]
        for place, seat in finishing_order(totals, self.game.winners or ()):
            lines.append(self.say("kn-term-place", place=place, name=self.name(seat),
                                  total=totals[seat]))
        return "\n".join(lines)


def play_terminal(players: int, seed: int | None, ai: str = "reasoned", delay: float = 0.8,
                  *, rules: KnRules | None = None, locale: str = DEFAULT_LOCALE,
                  read: Callable[[str], str | None] | None = None,
                  out: Callable[[str], None] | None = None, coach: bool = False) -> int:
    """Play one game at the terminal (the table's rules by default); returns the exit
    status. `coach`: the coach's review of the human's play after the game (issue 53)."""
    seed = seed_or_random(seed)
    game = KnGame(players, rules, seed)
    if coach:
        from larry_core.games.kniffel.coach_text import play_coached

        return play_coached(Terminal, KNIFFEL, game, ai, delay, locale, read, out, wrap)
    return play(Terminal, KNIFFEL, game, ai, delay, locale, read, out, shape=wrap)
