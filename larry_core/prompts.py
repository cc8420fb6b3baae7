"""What the terminal game reads at its prompts: pure functions, so every answer is testable.

Each reader returns a value or raises `PromptError` with a sentence to show before asking
again; no input makes one raise anything else. Commands are case-insensitive, and a reply
never quotes more than a few characters of what was typed.
"""

from __future__ import annotations

from typing import NamedTuple

from larry_core.cards import LOWEST_CLAIM
from larry_core.moves import read_int
from larry_core.rules_text import RULES, plain

INTRO = """Welcome to Larry, the bluffing card game for 2–8 players.
Place cards face down and say what the pile adds up to; anyone may doubt you. Empty your
hand to win the round. Type 'rules' for the rules, 'help' for the commands; 'quit' or
Ctrl-D leaves."""

HELP = """At your turn, type a menu number, or a move in the grammar:
  place <card> <claim> [larry]     e.g. place 3 5   /  place larry 7 larry
  action reverse|draw2 <seat>|open <seat>|gift <seat> <card> [larry]
  doubt   accept   catch <seat>
Cards: -2 -1 0 1 2 3 4 7 larry open draw2 gift reverse. Seats are numbered 0..N-1 as
listed in the state; moves and commands may be typed in any case.
Commands: rules (how Larry is played), hand (your cards), state (the table), help, quit."""

RULES_TEXT = plain(RULES)

COMMANDS: dict[str, str] = {
    "help": "help", "?": "help", "rules": "rules", "hand": "hand", "state": "state",
    "quit": "quit", "exit": "quit", "q": "quit",
}
YES = frozenset({"", "y", "yes"})  # Enter takes the default, yes
NO = frozenset({"n", "no"})
SHOWN = 24


class PromptError(ValueError):
    """An answer that does not fit the prompt; `message` says what would."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Answer(NamedTuple):
    """One line typed at the move prompt: `kind` is empty, command, number or move."""

    kind: str
    value: str | int = ""


def shorten(text: str, limit: int = SHOWN) -> str:
    """`text` quoted, cut after `limit` characters: long input is never echoed in full."""
    quoted = repr(text)
    return quoted if len(quoted) <= limit else quoted[:limit] + "…"


def command(line: str) -> str | None:
    """The command `line` names (help, rules, hand, state, quit), or None."""
    return COMMANDS.get(line.strip().lower())


def read_menu(line: str, entries: int) -> Answer:
    """A line at the move prompt: a command, a menu number from 1 to `entries`, or a move
    (lower-cased; the engine's grammar judges it)."""
    text = line.strip()
    if not text:
        return Answer("empty")
    name = command(text)
    if name is not None:
        return Answer("command", name)
    number = read_int(text)
    if number is not None:
        if not 1 <= number <= entries:
            raise PromptError(f"Choose a number from 1 to {entries}.")
        return Answer("number", number)
    return Answer("move", text.lower())


def read_claim(line: str, default: int, limit: int) -> int:
    """The sum announced for a face-down card: a whole number from -12 to `limit`."""
    text = line.strip()
    if not text:
        return default
    claim = read_int(text)
    if claim is None:
        raise PromptError(f"Please type a whole number like 5 or -3, not {shorten(text)}.")
    if not LOWEST_CLAIM <= claim <= limit:
        raise PromptError(f"The sum must be between {LOWEST_CLAIM} and the limit {limit}.")
    return claim


def read_card(line: str, cards: list[str]) -> str:
    """One of `cards` (codes such as `3` or `larry`), in any case."""
    text = line.strip().lower()
    if text not in cards:
        raise PromptError(f"Type one of the listed cards: {' '.join(cards)}.")
    return text


def read_yes_no(line: str) -> bool:
    """A yes or no (Enter is yes); anything else is asked again."""
    text = line.strip().lower()
    if text in YES:
        return True
    if text in NO:
        return False
    raise PromptError("Please answer y (yes) or n (no).")
