"""`larry play --game ligretto`: one human (seat 0) against AI racers, in real time.

Everybody plays at once (D4): the AI racers act after their reaction times (`--speed`:
slow, normal or fast racers, `ai.LEVELS`) while the human types. Standard input is read on
a thread (`ThreadedLines`), so the racers' moments pass while the human thinks; whatever
reaches the game first is applied first — the earlier action wins (D10.3), and a die whose
field a racer has just taken is refused with the row's new number.

The human types the number of one of their dice (as listed, 1 …), or its colour and number
in their language or English (`red 3`, `rot 3`, `rouge 3`, also the full move `place red
3`), or `r` to reroll all their dice (or the reroll's word in their language); and `help`,
`rules`, `state` (the board and everybody's dice), `hand` (their own dice), `back` and
`quit`, as at every terminal. Every text comes from the catalogue (`ligretto.<locale>.ftl`,
keys `lg-term-*`, `lg-ev-*`); every die is shown with its colour's symbol and name.
"""

from __future__ import annotations

import queue
import random
import sys
import threading
import time
from collections.abc import Sequence
from typing import Any, Protocol

from larry_core.errors import IllegalMove
from larry_core.games.console import HUMAN, Quit, Read, Write, seed_or_random
from larry_core.games.grammar import read_int
from larry_core.games.ligretto.ai import get_strategy
from larry_core.games.ligretto.colours import COLOURS, SYMBOLS
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import PLACE, PLACES, ROLL_MOVE, LgMove, parse_body
from larry_core.games.ligretto.narration import Narrator, colour_name, dice_text, die_text
from larry_core.games.ligretto.race import Pace
from larry_core.games.ligretto.rules import LgRules
from larry_core.text import DEFAULT_LOCALE, signed, t
from larry_core.text.console import command, menu_lines


class Timeout:
    """`Lines.get` found no line before its timeout."""


TIMEOUT = Timeout()


class Lines(Protocol):
    """The human's typed lines on a clock: `now()` in seconds; `get(timeout)` the next line,
    None at the end of the input, or TIMEOUT when `timeout` seconds passed without one."""

    def now(self) -> float: ...
    def get(self, timeout: float) -> str | Timeout | None: ...


class ThreadedLines:
    """Lines read by `read` on a thread of their own (standard input while the racers race),
    on the monotonic clock."""

    def __init__(self, read: Read, prompt: str = "") -> None:
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.read, self.prompt = read, prompt
        threading.Thread(target=self._run, name="ligretto-input", daemon=True).start()

    def _run(self) -> None:
        while True:
            try:
                line = self.read(self.prompt)
            except Exception:  # a closed or broken input ends it like the end of input
                line = None
            self.lines.put(line)
            if line is None:
                return

    def now(self) -> float:
        return time.monotonic()

    def get(self, timeout: float) -> str | Timeout | None:
        try:
            return self.lines.get(timeout=max(0.0, timeout))
        except queue.Empty:
            return TIMEOUT


class Terminal:
    """One game: the human at seat `HUMAN`, racers in the other seats (`racers` by seat),
    racing on `lines`' clock; `scale` multiplies the racers' reaction times."""

    prefix = "lg"

    def __init__(self, game: LgGame, racers: dict[int, Any], lines: Lines, out: Write,
                 locale: str, speed: str, scale: float = 1.0) -> None:
        self.game, self.lines, self.out, self.locale = game, lines, out, locale
        self.speed = speed
        self.pace = Pace(game, racers, random.Random(f"ligretto-terminal:{game.seed}"),
                         scale)
        self.narrator = Narrator(locale, self.name, HUMAN, game.rounds)
        self.start = lines.now()
        self.roll_words = self.words("lg-term-words-roll")
        self.colour_words = {word: colour for colour in COLOURS
                             for word in (colour, colour_name(colour, locale).lower(),
                                          SYMBOLS[colour])}

    def say(self, key: str, **params: Any) -> str:
        return t(key, self.locale, **params)

    def words(self, key: str) -> tuple[str, ...]:
        """The words of a catalogue list in the reader's language, then in English."""
        found = [*t(key, self.locale).split(), *t(key, DEFAULT_LOCALE).split()]
        return tuple(dict.fromkeys(w.lower() for w in found))

    def name(self, seat: int) -> str:
        return self.say("lg-term-you") if seat == HUMAN else self.say("lg-term-bot",
                                                                       number=seat)

    def now_ms(self) -> float:
        return (self.lines.now() - self.start) * 1000.0

    # ----------------------------------------------------------------- showing
    def my_dice(self) -> list[tuple[str, int]]:
        return [(COLOURS[c], v) for c, v in self.game.cups[HUMAN]]

    def fits(self, colour: str, value: int) -> bool:
        return value == self.game.board[COLOURS.index(colour)] + 1

    def show_hand(self) -> None:
        """The human's dice as a numbered list, each that fits marked."""
        self.out(self.say("lg-term-your-dice"))
        for line in menu_lines([
                die_text(c, v, self.locale) + (self.say("lg-term-fits-mark")
                                               if self.fits(c, v) else "")
                for c, v in self.my_dice()]):
            self.out(line)

    def show_fits(self) -> None:
        """One line: which of the human's dice fit now, by their numbers."""
        fitting = [f"{i}) {die_text(c, v, self.locale)}"
                   for i, (c, v) in enumerate(self.my_dice(), 1) if self.fits(c, v)]
        if fitting:
            self.out(self.say("lg-term-fits", dice=", ".join(fitting)))
        else:
            self.out(self.say("lg-term-fits-none"))

    def show(self) -> None:
        """The board (each row's fields, the next one), every seat's dice and totals."""
        g = self.game
        self.out(self.say("lg-term-round", round=g.round, rounds=g.rounds))
        for c, colour in enumerate(COLOURS):
            k = g.board[c]
            fields = " ".join(str(i) if i <= k else "·" for i in range(1, 7))
            self.out(self.say("lg-term-row", symbol=SYMBOLS[colour],
                              colour=colour_name(colour, self.locale), fields=fields,
                              next=k + 1 if k < 6 else 0))
        for seat in range(g.n):
            cup = [(COLOURS[c], v) for c, v in g.cups[seat]]
            self.out(self.say("lg-term-player", index=seat, name=self.name(seat),
                              count=len(cup), dice=dice_text(cup, self.locale),
                              total=signed(g.scores[seat])))

    def rules_text(self) -> str:
        g = self.game
        return self.say("lg-rules-text", rounds=g.rounds, dice=g.counts[HUMAN])

    def narrate(self, events: Sequence[dict[str, Any]]) -> None:
        for ev in events:
            self.out(self.narrator.text(ev))

    # ----------------------------------------------------------------- reading
    def read_move(self, text: str) -> LgMove | None:
        """The move a typed line names (None: it names none)."""
        if text in self.roll_words:
            return ROLL_MOVE
        number = read_int(text)
        mine = self.my_dice()
        if number is not None:
            if 1 <= number <= len(mine):
                colour, value = mine[number - 1]
                return PLACES[colour][value]
            return None
        tokens = text.split()
        if tokens and tokens[0] == PLACE:
            try:
                return parse_body(text)
            except IllegalMove:
                return None
        if len(tokens) == 1 and tokens[0][:1] in SYMBOLS.values():  # "♥3"
            tokens = [tokens[0][:1], tokens[0][1:]]
        if len(tokens) == 2 and tokens[0] in self.colour_words:
            typed = read_int(tokens[1])
            if typed is not None and 1 <= typed <= 6:
                return PLACES[self.colour_words[tokens[0]]][typed]
        return None

    def typed(self, line: str) -> None:
        """Answer one typed line: a command, or the human's action (Quit to leave)."""
        text = line.strip().lower()
        if not text:
            return
        name = command(text, self.locale)
        if name == "quit":
            raise Quit
        if name == "help":
            self.out(self.say("lg-term-help"))
            return
        if name == "rules":
            self.out(self.rules_text())
            return
        if name == "state":
            self.show()
            self.show_hand()
            return
        if name == "hand":
            self.show_hand()
            return
        if name == "back":
            self.out(self.say("console-back-nothing"))
            return
        move = self.read_move(text)
        if move is None:
            self.out(self.say("lg-term-choose", max=len(self.game.cups[HUMAN])))
            return
        self.act(HUMAN, move)

    # ------------------------------------------------------------------ acting
    def act(self, seat: int, move: LgMove) -> None:
        """Apply one action now, narrate it, and let the racers see it."""
        g = self.game
        before = self.pace.fitting()
        round_no = g.round
        try:
            events = g.apply(seat, move)
        except IllegalMove as exc:
            self.refused(exc, move)
            return
        self.narrate(events)
        new_round = g.round != round_no
        if g.over:
            return
        self.pace.applied(seat, move, before, self.now_ms(), new_round)
        if new_round or (seat == HUMAN and move.verb != PLACE):
            self.show_hand()  # new dice: the numbered list again
        elif seat == HUMAN or before[HUMAN] != bool(g.fitting(HUMAN)):
            self.show_fits()  # after the human's placement, or another's that changed a fit

    def refused(self, exc: IllegalMove, move: LgMove) -> None:
        """A refused action, said with the die and the row's next number."""
        if exc.code in ("no_such_die", "not_next"):
            self.out(self.say(f"lg-illegal-{exc.code}",
                              die=die_text(move.colour, move.value, self.locale),
                              row=self.say(f"lg-row-{move.colour}"),
                              needed=self.game.board[COLOURS.index(move.colour)] + 1))
        else:
            self.out(self.say(f"lg-illegal-{exc.code}"))

    def run(self) -> int:
        """Race to the end of the game (or until the human quits); the exit status."""
        g = self.game
        self.out(self.say("lg-term-intro", players=g.n, rounds=g.rounds,
                          dice=g.counts[HUMAN], speed=self.say(f"lg-level-{self.speed}")))
        self.narrate(g.setup_events)
        self.show_hand()
        self.pace.restart(self.now_ms())
        while not g.over:
            due = self.pace.next()
            wait = 3600.0 if due is None else max(0.0, (due[1] - self.now_ms()) / 1000.0)
            line = self.lines.get(wait)
            if isinstance(line, Timeout):
                if due is not None:
                    move = self.pace.decide(due[0], self.now_ms())
                    if move is not None:
                        self.act(due[0], move)
                continue
            try:
                if line is None:
                    raise Quit
                self.typed(line)
            except Quit:
                self.out(self.say("term-bye-abandoned"))
                return 0
        self.show()
        self.out(self.say("lg-term-result", won="yes" if HUMAN in (g.winners or ()) else "no"))
        return 0


def play_terminal(players: int, seed: int | None, ai: str = "reasoned", delay: float = 0.8,
                  rules: LgRules | None = None, *, locale: str = DEFAULT_LOCALE,
                  speed: str = "normal", read: Read | None = None, out: Write | None = None,
                  lines: Lines | None = None, scale: float = 1.0) -> int:
    """Play one game at the terminal against racers of `speed` (or `random` ones with
    `ai="random"`); returns the exit status. `delay` (every terminal's AI pause) is not
    used: the racers' reaction times are their level's. `lines` replaces standard input
    and its clock (else `read`, on a thread); `scale` multiplies the reaction times."""
    del delay
    seed = seed_or_random(seed)
    game = LgGame(players, rules, seed)
    level = "random" if ai == "random" else speed
    racers = {s: get_strategy(level) for s in range(players) if s != HUMAN}

    def read_line(prompt: str) -> str | None:
        try:
            return input(prompt)
        except EOFError:
            return None

    def write(text: str) -> None:
        print(text, file=sys.stdout, flush=True)

    source = lines if lines is not None else ThreadedLines(read or read_line)
    return Terminal(game, racers, source, out or write, locale, speed, scale).run()

