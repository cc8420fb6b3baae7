"""`larry play --game wuerfelpoker`: one human (seat 0) against AI seats in the terminal.

The game runs on the pure engine with the same `AiSeats` the bot uses; every text comes from
the catalogue (`wuerfelpoker.<locale>.ftl`, keys `wp-term-*`, `wp-ev-*`). The menu is rendered
from the seat's request; the human answers by number or types a whole move in their
language or English (`keep 6 6`, `behalten 6 6`, or just the values to keep: `6 6`;
`stand`, `aufhören`, `raise 2`, `miser 2`), or a command (help, rules, state, quit: in their
language too). Dice are written as the human types them, `3 3 4 4 6` (Discord writes
`3-3-4-4-6`, `dice_text`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.console import HUMAN, Console, play, seed_or_random
from larry_core.games.wuerfelpoker.engine import WpGame
from larry_core.games.wuerfelpoker.kind import WUERFELPOKER
from larry_core.games.wuerfelpoker.moves import (
    CALL,
    FOLD,
    KEEP,
    PASS,
    RAISE,
    ROLL,
    STAND,
    WpMove,
    parse_body,
)
from larry_core.games.wuerfelpoker.rules import WpRules
from larry_core.games.wuerfelpoker.views import WpPublicView
from larry_core.text import DEFAULT_LOCALE, join_list, strip_markdown, t
from larry_core.text.console import menu_lines, typed_verb, wrap

VERBS = {verb: f"wp-term-words-{verb}" for verb in (ROLL, KEEP, STAND, RAISE, PASS, CALL, FOLD)}


def dice_text(dice: Sequence[int]) -> str:
    """Dice as the texts write them: 3-3-4-4-6."""
    return "-".join(map(str, dice))


def combo_label(combo: str, locale: str) -> str:
    return t(f"wp-combo-{combo}", locale)


def spaced(dice: Sequence[int]) -> str:
    """Dice as the terminal writes them, as they are typed: 3 3 4 4 6."""
    return " ".join(map(str, dice))


def event_text(ev: Mapping[str, Any], locale: str, name: Callable[[int], str],
               reader: int | None = None,
               dice_text: Callable[[Sequence[int]], str] = dice_text, *, ante: int = 1) -> str:
    """One event (docs/dice-protocol.md §4.6) as a sentence for `reader` (None: everybody),
    its dice written by `dice_text`; `ante`: the game's, to name who cannot pay it."""
    kind = ev["type"]
    seat = ev.get("first") if kind == "round_started" else ev.get("seat")
    who = name(seat) if isinstance(seat, int) else ""
    me = "yes" if seat is not None and seat == reader else "no"

    def say(key: str, **params: Any) -> str:
        return t(key, locale, who=who, me=me, **params)

    if kind == "round_started":
        return say("wp-ev-round-started", round=ev["round"], ante=ev["ante"], pot=ev["pot"])
    if kind == "rolled":
        if ev["kept"]:
            return say("wp-ev-rolled-kept", kept=dice_text(ev["kept"]),
                       new=dice_text(ev["new"]), dice=dice_text(ev["dice"]))
        return say("wp-ev-rolled", new=dice_text(ev["new"]), dice=dice_text(ev["dice"]))
    if kind == "hand":
        return say("wp-ev-hand", combo=combo_label(ev["combo"], locale),
                   dice=dice_text(ev["dice"]))
    if kind in ("passed", "folded"):
        return say(f"wp-ev-{kind}")
    if kind in ("raised", "called"):
        return say(f"wp-ev-{kind}", amount=ev["amount"], pot=ev["pot"])
    seats = ev["seats"] if kind == "pot_won" else ev["winners"]
    names, mine = seat_list(seats, locale, name, reader)
    if kind == "pot_won":
        shares = join_list([f"{you_in_list(locale) if s == reader else name(s)} {share}"
                            for s, share in zip(seats, ev["shares"], strict=True)],
                           locale, final=False)
        return t(f"wp-ev-pot-{ev['reason']}", locale, names=names, count=len(seats),
                 me=mine, pot=ev["pot"], shares=shares)
    assert kind == "game_over", kind
    chips = ev["chips"]
    broke = [s for s, c in enumerate(chips) if c < ante]  # who cannot pay the next ante
    broke_names, broke_me = seat_list(broke, locale, name, reader)
    return t(f"wp-ev-over-{ev['reason']}", locale, names=names, count=len(seats), me=mine,
             chips=max(chips), broke=broke_names, broke_size=len(broke), broke_me=broke_me)


def you_in_list(locale: str) -> str:
    return t("you-in-list", locale)


def seat_list(seats: Sequence[int], locale: str, name: Callable[[int], str],
              reader: int | None) -> tuple[str, str]:
    """The seats' names joined, the reader last as "you" (so that a verb after the list
    takes the reader's form: "Bo and you win"), and "yes" when the reader is one of them."""
    others = [name(s) for s in seats if s != reader]
    if reader in seats:
        return join_list([*others, you_in_list(locale)], locale), "yes"
    return join_list(others, locale), "no"


class Terminal(Console):
    prefix = "wp"
    game: WpGame

    def name(self, seat: int) -> str:
        return self.say("wp-term-you") if seat == HUMAN else self.say("wp-term-bot", number=seat)

    def rounds(self) -> int:
        """The round limit (0: none, the game ends when somebody cannot pay the ante)."""
        return self.game.rules.rounds or 0

    # ----------------------------------------------------------------- showing
    def public(self) -> WpPublicView:
        return self.game.public_view()

    def show_table(self) -> None:
        pub = self.public()
        self.out(self.say("wp-term-round", round=pub.round, rounds=self.rounds(), pot=pub.pot))
        for seat in range(pub.players):
            hand = pub.hands[seat]
            extra = ""
            if seat in pub.folded:
                extra = self.say("wp-term-seat-folded")
            elif hand is not None:
                extra = self.say("wp-term-seat-hand", combo=combo_label(hand.combo, self.locale),
                                 dice=spaced(hand.dice))
            self.out(self.say("wp-term-seat", index=seat, name=self.name(seat),
                              chips=pub.chips[seat], hand=extra))

    def rules_text(self) -> str:
        return strip_markdown(self.say("wp-rules"))

    def narrate(self, events: Sequence[Mapping[str, Any]]) -> None:
        for ev in events:
            self.out(event_text(ev, self.locale, self.name, HUMAN, spaced,
                                ante=self.game.rules.ante))

    # ----------------------------------------------------------------- asking
    def menu(self) -> list[tuple[str, WpMove]]:
        """The human's numbered choices, from its request: roll and stand (the keeps are
        typed as the values to keep: a hint shows how), pass and the raise amounts, call
        with its price and fold."""
        request = self.game.request(HUMAN)
        say = self.say
        labels = {ROLL: say("wp-term-roll"), STAND: say("wp-term-stand"),
                  PASS: say("wp-term-pass"), FOLD: say("wp-term-fold"),
                  CALL: say("wp-term-call", amount=request.call_amount)}
        choices = []
        for move in request.legal:
            if move.verb == RAISE:
                choices.append((say("wp-term-raise", amount=move.amount), move))
            elif move.verb != KEEP:
                choices.append((labels[move.verb], move))
        if request.dice:
            self.out(say("wp-term-dice", dice=spaced(request.dice), left=request.rolls_left))
            keeps = [m.dice for m in request.legal if m.verb == KEEP]
            example = max(keeps, key=lambda kept: (len(set(kept)) == 1, len(kept), kept))
            self.out(say("wp-term-keep-hint", example=" ".join(map(str, example))))
        return choices

    def human_move(self) -> WpMove:
        choices = self.menu()
        for entry in menu_lines([label for label, _ in choices]):
            self.out(entry)

        def typed(text: str) -> WpMove | None:
            line = typed_verb(text, VERBS, self.locale)
            try:
                if line and all(part.isdigit() for part in line.split()) and " " in line:
                    return parse_body(f"{KEEP} {line}")  # just the values to keep
                return parse_body(line)
            except IllegalMove:
                return None

        return self.ask_menu(self.say("wp-term-prompt"), [move for _, move in choices], typed)

    # ------------------------------------------------------------------- game
    def intro(self) -> str:
        rules = self.game.rules
        return self.say("wp-term-intro", players=self.game.n, chips=rules.chips,
                        ante=rules.ante, rolls=rules.rolls, rounds=self.rounds())

    def show(self) -> None:
        self.show_table()

    def before_move(self) -> None:
        """Nothing: the human's menu says the dice and the pot."""

    def result(self) -> str:
        g = self.game
        return self.say("wp-term-result", won="yes" if HUMAN in (g.winners or ()) else "no",
                        chips=g.chips[HUMAN])


def play_terminal(players: int, seed: int | None, ai: str = "reasoned", delay: float = 0.8,
                  *, rules: WpRules | None = None, locale: str = DEFAULT_LOCALE,
                  read: Callable[[str], str | None] | None = None,
                  out: Callable[[str], None] | None = None) -> int:
    """Play one game at the terminal (the table's rules by default: 20 rounds); returns the
    exit status."""
    seed = seed_or_random(seed)
    if rules is None:
        rules = WUERFELPOKER.rules({})
    game = WpGame(players, rules, seed, random.Random(seed).randrange(players))
    return play(Terminal, WUERFELPOKER, game, ai, delay, locale, read, out, shape=wrap)
