"""What every game's terminal shares (`larry play --game …`): one human at seat `HUMAN`
against AI seats, and the loop of turns — an AI seat's decision after a pause, the human's
move from the game's own menu, a refused move said and asked again, every step narrated —
and how a terminal game starts (the seats, standard input and output)."""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.ai_seats import AiSeats
from larry_core.games.base import GameKind
from larry_core.games.grammar import read_int
from larry_core.text import t
from larry_core.text.console import command, yes_or_no

HUMAN = 0  # the human's seat at a terminal table
Read = Callable[[str], str | None]  # a line typed after the prompt; None at the end of input
Write = Callable[[str], None]


class Quit(Exception):
    """The human typed 'quit' or closed the input."""


class Console:
    """A game's terminal: a subclass says what its texts are (`prefix`: refusals are
    ``<prefix>-illegal-<code>``; `intro`, `result`), how the table looks (`show`, and
    `before_move` before the human is asked), how the human chooses (`human_move`, raising
    Quit to leave) and what happened (`narrate`)."""

    prefix = ""

    def __init__(self, game: Any, ai: AiSeats, read: Read, out: Write, locale: str,
                 delay: float) -> None:
        self.game, self.ai, self.read, self.out = game, ai, read, out
        self.locale, self.delay = locale, delay

    def say(self, key: str, **params: Any) -> str:
        return t(key, self.locale, **params)

    def intro(self) -> str:
        raise NotImplementedError

    def result(self) -> str:
        raise NotImplementedError

    def show(self) -> None:
        """The table as it stands."""

    def before_move(self) -> None:
        """What the human sees before choosing (by default the table)."""
        self.show()

    def human_move(self) -> Any:
        raise NotImplementedError

    def rules_text(self) -> str:
        raise NotImplementedError

    def ask_menu(self, prompt: str, values: Sequence[Any] | Mapping[int, Any],
                 typed: Callable[[str], Any], *, again: str | None = None) -> Any:
        """The value of the menu entry the human picks by its number (`values` by number, or
        in order from 1), or what `typed` reads from the line (None: not one, and the human
        is asked for a number, or told the text of the key `again`); in between the
        commands in the reader's language or English: help (``<prefix>-term-help``), rules,
        state or hand (the table), and quit or the end of input (Quit). `typed` may raise to
        leave the question (back)."""
        numbered = (values if isinstance(values, Mapping)
                    else {i: v for i, v in enumerate(values, 1)})
        while True:
            line = self.read(prompt + " ")
            if line is None:
                raise Quit
            text = line.strip().lower()
            name = command(text, self.locale)
            if name == "quit":
                raise Quit
            if name == "help":
                self.out(self.say(f"{self.prefix}-term-help"))
                continue
            if name == "rules":
                self.out(self.rules_text())
                continue
            if name in ("state", "hand"):
                self.show()
                continue
            number = read_int(text)
            if number is not None and number in numbered:
                return numbered[number]
            value = typed(text)
            if value is not None:
                return value
            self.out(self.say(again) if again is not None else
                     self.say(f"{self.prefix}-term-choose-number", max=len(numbered)))

    def confirm(self, prompt: str) -> bool:
        """A yes or no to `prompt` in the reader's language or English (Enter is no, the
        end of input Quit); anything else is asked again."""
        while True:
            line = self.read(prompt + " ")
            if line is None:
                raise Quit
            answer = yes_or_no(line, self.locale)
            if answer is not None:
                return answer
            self.out(self.say("console-yes-no"))

    def narrate(self, events: Sequence[Mapping[str, Any]]) -> None:
        raise NotImplementedError

    def run(self) -> int:
        """Play the game to its end (or until the human quits); the exit status."""
        g = self.game
        self.out(self.intro())
        self.narrate(g.setup_events)
        while not g.over:
            seat = g.to_move
            assert seat is not None
            if self.ai.is_ai(seat):
                decision = self.ai.next_move(g)
                assert decision is not None
                seat, move = decision
                if self.delay:
                    time.sleep(self.delay)
            else:
                self.before_move()
                try:
                    move = self.human_move()
                except Quit:
                    self.out(self.say("term-bye-abandoned"))
                    return 0
            try:
                events = g.apply(seat, move)
            except IllegalMove as exc:
                self.out(self.say(f"{self.prefix}-illegal-{exc.code}"))
                continue
            self.ai.observe(seat, move, events)
            self.narrate(events)
        self.show()
        self.out(self.result())
        return 0


def seed_or_random(seed: int | None) -> int:
    """The game's seed: the one asked for, else a fresh one."""
    return random.SystemRandom().randrange(2**63) if seed is None else seed


def play(console: type[Console], kind: GameKind, game: Any, ai: str, delay: float, locale: str,
         read: Read | None = None, out: Write | None = None,
         shape: Callable[[str], str] = str) -> int:
    """Play `game` at the terminal: the human at seat `HUMAN`, an `ai` player in every other
    seat; `shape` prepares a text for the screen (e.g. wraps it)."""
    seats = AiSeats(kind, game, {s: ai for s in range(game.n) if s != HUMAN})

    def read_line(prompt: str) -> str | None:
        try:
            return input(prompt)
        except EOFError:
            return None

    def write(text: str) -> None:
        print(shape(text), file=sys.stdout, flush=True)

    return console(game, seats, read or read_line, out or write, locale, delay).run()
