"""`larry play --game ligretto`: one human (seat 0) against AI racers, in real time.

Everybody plays at once (D4): the AI racers act after their reaction times (`--ai`: slow,
normal or fast racers, `ai.LEVELS`, as `/ligretto new`'s `ai_speed`) while the human types.
Standard input is read on a thread (`ThreadedLines`), so the racers' moments pass while the
human thinks; whatever reaches the game first is applied first — the earlier action wins
(D10.3), and a die whose field a racer has just taken is refused with the row's new number.
On a terminal the line being typed is prompt_toolkit's, below everything printed: a racer's
move shows above it and the half-typed line stays as it was (`patch_stdout`). Between two
rounds the game pauses as the Discord table does (`ROUND_PAUSE`): the round's points stand
while nobody can place or reroll.

Each die keeps the number it was dealt under until the human rerolls or the round ends
(placing one leaves a gap), so a number typed a moment late never names another die. The
human types that number, or the die's colour and number in their language or English
(`red 3`, `rot 3`, `rouge 3`, also the full move `place red 3`), or `r` to reroll all their
dice (or the reroll's word in their language); and `help`, `rules`, `state` (the board and
everybody's dice), `hand` (their own dice), `back` and `quit`, as at every terminal. Every
text comes from the catalogue (`ligretto.<locale>.ftl`, keys `lg-term-*`, `lg-ev-*`); every
die is shown with its colour's symbol and name.
"""

from __future__ import annotations

import contextlib
import queue
import random
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from larry_core.errors import IllegalMove
from larry_core.games.console import HUMAN, Quit, Read, Write, seed_or_random
from larry_core.games.grammar import read_int
from larry_core.games.ligretto.ai import get_strategy
from larry_core.games.ligretto.colours import COLOURS, SYMBOLS
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import PLACE, PLACES, ROLL, ROLL_MOVE, LgMove, parse_body
from larry_core.games.ligretto.narration import Narrator, colour_name, dice_text, die_text
from larry_core.games.ligretto.race import Pace
from larry_core.games.ligretto.rules import LgRules
from larry_core.text import DEFAULT_LOCALE, signed, t
from larry_core.text.console import command, menu_lines, wrap

ROUND_PAUSE = 5.0  # seconds between a round's stop and the next start (the Discord table's)


class Timeout:
    """`Lines.get` found no line before its timeout."""


TIMEOUT = Timeout()


class Interrupt:
    """Ctrl-C at the prompt (which reads it as a key, on the input thread)."""


INTERRUPT = Interrupt()


class Lines(Protocol):
    """The human's typed lines on a clock: `now()` in seconds; `get(timeout)` the next line,
    None at the end of the input, or TIMEOUT when `timeout` seconds passed without one."""

    def now(self) -> float: ...
    def get(self, timeout: float) -> str | Timeout | Interrupt | None: ...


class ThreadedLines:
    """Lines read by `read` on a thread of their own (standard input while the racers race),
    on the monotonic clock; the thread starts at the first `get` (the prompt is drawn
    below what the game printed before)."""

    def __init__(self, read: Read, prompt: str = "") -> None:
        self.lines: queue.Queue[str | Interrupt | None] = queue.Queue()
        self.read, self.prompt = read, prompt
        self.reader: threading.Thread | None = None

    def _run(self) -> None:
        while True:
            line: str | Interrupt | None
            try:
                line = self.read(self.prompt)
            except KeyboardInterrupt:
                line = INTERRUPT
            except Exception:  # a closed or broken input ends it like the end of input
                line = None
            self.lines.put(line)
            if not isinstance(line, str):
                return

    def now(self) -> float:
        return time.monotonic()

    def get(self, timeout: float) -> str | Timeout | Interrupt | None:
        if self.reader is None:
            self.reader = threading.Thread(target=self._run, name="ligretto-input",
                                           daemon=True)
            self.reader.start()
        try:
            return self.lines.get(timeout=max(0.0, timeout))
        except queue.Empty:
            return TIMEOUT


def on_a_terminal() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()


def prompt_reader() -> tuple[Read, Callable[[], contextlib.AbstractContextManager[Any]]]:
    """How the human's lines are read: on a terminal by prompt_toolkit, whose prompt line
    stays below whatever is printed while the human types (printing goes through its
    `patch_stdout`, the second of the pair); elsewhere by `input()`."""
    if not on_a_terminal():
        def read_line(prompt: str) -> str | None:
            try:
                return input()
            except EOFError:
                return None
        return read_line, contextlib.nullcontext

    from prompt_toolkit import PromptSession
    from prompt_toolkit.patch_stdout import patch_stdout

    session: PromptSession[str] = PromptSession()

    def read_prompted(prompt: str) -> str | None:
        try:
            return session.prompt(prompt)
        except EOFError:
            return None

    return read_prompted, lambda: patch_stdout(raw=True)


class Terminal:
    """One game: the human at seat `HUMAN`, racers in the other seats (`racers` by seat),
    racing on `lines`' clock; `scale` multiplies the racers' reaction times."""

    prefix = "lg"

    def __init__(self, game: LgGame, racers: dict[int, Any], lines: Lines, out: Write,
                 locale: str, speed: str, scale: float = 1.0,
                 pause: float | None = None) -> None:
        self.game, self.lines, self.out, self.locale = game, lines, out, locale
        self.speed = speed
        self.pause = ROUND_PAUSE * scale if pause is None else pause
        self.labels: list[tuple[str, int] | None] = []  # the human's dice by their numbers
        self.pace = Pace(game, racers, random.Random(f"ligretto-terminal:{game.seed}"),
                         scale)
        self.narrator = Narrator(locale, self.name, HUMAN, game.rounds)
        self.start = lines.now()
        self.deal()
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

    def deal(self) -> None:
        """New dice in the human's cup (a round's start, a reroll): numbered 1, 2, … anew."""
        self.labels = list(self.my_dice())

    def placed(self, colour: str, value: int, number: int | None = None) -> None:
        """The human placed this die (the one numbered `number`, if typed so): its number
        is left empty, the others keep theirs."""
        if number is not None and self.labels[number - 1] == (colour, value):
            self.labels[number - 1] = None
            return
        self.labels[self.labels.index((colour, value))] = None

    def numbered(self) -> list[tuple[int, str, int]]:
        """The human's dice with their numbers: (number, colour, value)."""
        return [(i, *die) for i, die in enumerate(self.labels, 1) if die is not None]

    def fits(self, colour: str, value: int) -> bool:
        return value == self.game.board[COLOURS.index(colour)] + 1

    def show_hand(self) -> None:
        """The human's dice as a numbered list, each that fits marked."""
        self.out(self.say("lg-term-your-dice"))
        dice = self.numbered()
        for line in menu_lines([
                die_text(c, v, self.locale) + (self.say("lg-term-fits-mark")
                                               if self.fits(c, v) else "")
                for _, c, v in dice], [i for i, _, _ in dice]):
            self.out(line)

    def show_fits(self) -> None:
        """One line: which of the human's dice fit now, by their numbers."""
        fitting = [f"{i}) {die_text(c, v, self.locale)}"
                   for i, c, v in self.numbered() if self.fits(c, v)]
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
        if number is not None:
            if 1 <= number <= len(self.labels) and (die := self.labels[number - 1]):
                return PLACES[die[0]][die[1]]
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
            self.out(self.say("lg-term-choose"))
            return
        number = read_int(text)
        self.act(HUMAN, move, number)

    # ------------------------------------------------------------------ acting
    def act(self, seat: int, move: LgMove, number: int | None = None) -> None:
        """Apply one action now (the human's die typed as `number`, if so), narrate it, and
        let the racers see it; after a round's stop, the pause before the next one."""
        g = self.game
        before = self.pace.fitting()
        round_no = g.round
        try:
            events = g.apply(seat, move)
        except IllegalMove as exc:
            self.refused(exc, move)
            return
        new_round = g.round != round_no
        starts = next((i for i, ev in enumerate(events) if ev["type"] == "round_started"),
                      len(events))
        self.narrate(events[:starts])
        if g.over:
            return
        if new_round:
            self.wait(g.round)
            self.narrate(events[starts:])
            self.deal()
        elif seat == HUMAN and move.verb == ROLL:
            self.deal()
        elif seat == HUMAN:
            self.placed(move.colour, move.value, number)
        self.pace.applied(seat, move, before, self.now_ms(), new_round)
        if new_round or (seat == HUMAN and move.verb != PLACE):
            self.show_hand()  # new dice: the numbered list again
        elif seat == HUMAN or before[HUMAN] != bool(g.fitting(HUMAN)):
            self.show_fits()  # after the human's placement, or another's that changed a fit

    def wait(self, round_no: int) -> None:
        """The pause before round `round_no` opens: help, rules and quit are answered, a
        move is not, nor a look at the new dice (nobody moves: the racers' clocks start
        with the round)."""
        if self.pause <= 0:
            return
        self.out(self.say("lg-term-pause", round=round_no, seconds=f"{self.pause:g}"))
        deadline = self.lines.now() + self.pause
        while (left := deadline - self.lines.now()) > 0:
            line = self.lines.get(left)
            if isinstance(line, Timeout):
                return
            if isinstance(line, Interrupt):
                raise KeyboardInterrupt
            if line is None:
                raise Quit
            text = line.strip().lower()
            if text and command(text, self.locale) not in ("help", "rules", "quit"):
                self.out(self.say("lg-term-not-yet", round=round_no))
            else:
                self.typed(line)

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
        try:
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
                if isinstance(line, Interrupt):
                    raise KeyboardInterrupt
                if line is None:
                    raise Quit
                self.typed(line)
        except Quit:
            self.out(self.say("term-bye-abandoned"))
            return 0
        self.show()
        self.out(self.say("lg-term-result", won="yes" if HUMAN in (g.winners or ()) else "no"))
        return 0


def play_terminal(players: int, seed: int | None, ai: str = "normal", *,
                  rules: LgRules | None = None, locale: str = DEFAULT_LOCALE,
                  read: Read | None = None, out: Write | None = None,
                  lines: Lines | None = None, scale: float = 1.0,
                  pause: float | None = None) -> int:
    """Play one game at the terminal against racers of level `ai` (slow, normal, fast, or
    random); returns the exit status. `lines` replaces standard input and its clock (else
    `read`, on a thread; by default the prompt line of `prompt_reader`); `scale`
    multiplies the racers' reaction times and the pause between rounds (`pause`: seconds,
    `ROUND_PAUSE` by default)."""
    seed = seed_or_random(seed)
    game = LgGame(players, rules, seed)
    level = "normal" if ai == "reasoned" else ai
    racers = {s: get_strategy(level) for s in range(players) if s != HUMAN}

    def write(text: str) -> None:
        print(wrap(text), file=sys.stdout, flush=True)

    printing: Callable[[], contextlib.AbstractContextManager[Any]] = contextlib.nullcontext
    if lines is None and read is None:
        read, printing = prompt_reader()
    with printing():  # the prompt's first line is drawn below what is printed from now on
        source = lines or ThreadedLines(read or input, t("lg-term-prompt", locale) + " ")
        return Terminal(game, racers, source, out or write, locale, level, scale,
                        pause).run()
