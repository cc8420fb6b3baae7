"""`larry play --game vabanque`: one human (seat 0) against AI seats in the terminal.

The game runs on the pure engine with the same `AiSeats` the bot uses; every text comes from
the catalogue (`vabanque.<locale>.ftl`, keys `vb-term-*`, `vb-ev-*`). At each of the human's
throws 2–4 the menu is the seat's request: only the operations still unused and legal now,
each with the running total it gives. The human answers by number, by the operation's
word in the reader's language or English (add, plus, addition, `mal`, `fois`, …; the
catalogue's `vb-term-words-*`) or by its sign (+ − * × / : ÷; not the letter x, which could
be a typo), or types a command (help, rules, state, quit: in their language too). The table
is shown as the human's calculation begins; a game of two without the forfeit variant is
said to end level (the one opponent always wins back their own stake, C6).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from larry_core.games.ai_seats import AiSeats
from larry_core.games.console import HUMAN, Console, Read, Write, play, seed_or_random
from larry_core.games.vabanque.engine import VbGame
from larry_core.games.vabanque.kind import VABANQUE
from larry_core.games.vabanque.moves import OPS, SYMBOLS, VbMove
from larry_core.games.vabanque.narration import Narrator, steps_text
from larry_core.games.vabanque.rules import VbRules
from larry_core.text import DEFAULT_LOCALE, t
from larry_core.text.console import menu_lines, words, wrap

SIGNS = {"+": "add", "-": "sub", "−": "sub", "*": "mul", "×": "mul", "/": "div", ":": "div",
         "÷": "div"}


class Terminal(Console):
    prefix = "vb"
    game: VbGame

    def __init__(self, game: VbGame, ai: AiSeats, read: Read, out: Write, locale: str,
                 delay: float) -> None:
        super().__init__(game, ai, read, out, locale, delay)
        self.narrator = Narrator(locale, self.name, HUMAN, game.rules, game.rounds)

    def name(self, seat: int) -> str:
        return self.say("vb-term-you") if seat == HUMAN else self.say("vb-term-bot",
                                                                       number=seat)

    # ----------------------------------------------------------------- showing
    def show_table(self) -> None:
        """The round, every seat's chips and part, and the round's calculations."""
        pub = self.game.public_view()
        self.out(self.say("vb-term-round", round=pub.round, rounds=pub.rounds,
                          banker=self.name(pub.banker), pot=pub.pot))
        for seat in range(pub.players):
            role = ("banker" if seat == pub.banker else
                    "staked" if seat in pub.staked else "out")
            self.out(self.say("vb-term-player", index=seat, name=self.name(seat),
                              chips=pub.chips[seat], role=role))
        for seat in pub.staked:
            done = pub.results[seat]
            if done is not None:
                self.out("  " + self.say("vb-term-calc-forfeit" if done.forfeit
                                         else "vb-term-calc", name=self.name(seat),
                                         steps=steps_text(done)))
        best = pub.best()
        if best is not None and pub.current is not None:
            self.out(self.say("vb-term-best", total=best))
        if pub.current is not None:
            self.out("  " + self.say("vb-term-calc", name=self.name(pub.current.seat),
                                     steps=steps_text(pub.current, pending=False)))

    def narrate(self, events: Sequence[Mapping[str, Any]]) -> None:
        for ev in events:
            for line in self.narrator.lines(ev):
                self.out(line)

    def rules_text(self) -> str:
        rules = self.game.rules
        text = self.say("vb-rules-text", rounds=self.game.rounds, chips=rules.chips,
                        stake=rules.stake)
        return text + ("\n" + self.say("vb-rules-forfeit") if rules.forfeit else "")

    # ----------------------------------------------------------------- asking
    def human_move(self) -> VbMove:
        """The human's operation, from the menu the request gives."""
        request = self.game.request(HUMAN)
        self.out(self.say("vb-term-turn", throw=request.throw, die=request.die,
                          total=request.total))
        if request.blocked:
            self.out(self.say("vb-term-blocked", total=request.total, die=request.die))
        names = {word: op for op in OPS
                 for word in (self.say(f"vb-op-{op}").lower(), t(f"vb-op-{op}").lower(),
                              *words(f"vb-term-words-{op}", self.locale))}
        for entry in menu_lines([self.say(
                "vb-term-choice", operation=self.say(f"vb-op-{choice.op}"), total=request.total,
                sign=SYMBOLS[choice.op], die=request.die, value=choice.value)
                for choice in request.choices]):
            self.out(entry)

        def typed(text: str) -> str | None:
            # an unused or blocked operation is refused by the engine, and said so
            return SIGNS.get(text) or names.get(text)

        return self.ask_menu(self.say("vb-term-prompt"), [c.op for c in request.choices], typed)

    # ------------------------------------------------------------------- game
    def intro(self) -> str:
        g = self.game
        intro = self.say("vb-term-intro", players=g.n, rounds=g.rounds, chips=g.rules.chips,
                         stake=g.rules.stake)
        if g.n == 2 and not g.rules.forfeit:
            intro += "\n" + self.say("vb-term-two-players")
        return intro

    def show(self) -> None:
        self.show_table()

    def before_move(self) -> None:
        """The table as the human's calculation begins (throw 2), not again at each throw."""
        if self.game.request(HUMAN).throw == 2:
            self.show_table()

    def result(self) -> str:
        return self.say("vb-term-result", won="yes" if HUMAN in (self.game.winners or ()) else "no")


def play_terminal(players: int, seed: int | None, ai: str = "reasoned", delay: float = 0.8,
                  rules: VbRules | None = None, *, locale: str = DEFAULT_LOCALE,
                  read: Callable[[str], str | None] | None = None,
                  out: Callable[[str], None] | None = None) -> int:
    """Play one game at the terminal; returns the exit status."""
    seed = seed_or_random(seed)
    game = VbGame(players, rules, seed)
    return play(Terminal, VABANQUE, game, ai, delay, locale, read, out, shape=wrap)
