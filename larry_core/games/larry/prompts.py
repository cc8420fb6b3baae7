"""What the terminal game reads at its prompts: pure functions, so every answer is testable.

Each reader returns a value or raises `PromptError` with a sentence to show before asking
again (a catalogue message in the reader's `locale`); no input makes one raise anything
else. Commands are case-insensitive, and a reply never quotes more than a few characters of
what was typed.
"""

from __future__ import annotations

from typing import NamedTuple

from larry_core.games.larry.cards import LOWEST_CLAIM
from larry_core.games.larry.moves import read_int
from larry_core.games.larry.rules_text import rules
from larry_core.text import DEFAULT_LOCALE, card_name, console, join_list, t


def intro(locale: str = DEFAULT_LOCALE) -> str:
    """The greeting of `larry play`."""
    return t("term-intro", locale)


def help_text(locale: str = DEFAULT_LOCALE) -> str:
    """The commands and the move grammar, for `help`."""
    return t("term-help", locale)


def rules_text(locale: str = DEFAULT_LOCALE) -> str:
    """The short rules in plain text, for `rules`."""
    return rules(locale, markdown=False)


# The English texts, for code that imports the constants.
INTRO = intro()
HELP = help_text()
RULES_TEXT = rules_text()

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


def command(line: str, locale: str = DEFAULT_LOCALE) -> str | None:
    """The command `line` names (help, rules, hand, state, back, quit) in `locale`'s words
    or English ones, or None."""
    return console.command(line, locale)


def read_menu(line: str, entries: int, locale: str = DEFAULT_LOCALE) -> Answer:
    """A line at the move prompt: a command, a menu number from 1 to `entries`, or a move
    (lower-cased; the engine's grammar judges it)."""
    text = line.strip()
    if not text:
        return Answer("empty")
    name = command(text, locale)
    if name is not None:
        return Answer("command", name)
    number = read_int(text)
    if number is not None:
        if not 1 <= number <= entries:
            raise PromptError(t("term-choose-number", locale, max=entries))
        return Answer("number", number)
    return Answer("move", in_grammar(text.lower(), locale))


VERBS = ("doubt", "accept", "catch")  # the moves typed as one word (catch: and a seat)


def in_grammar(text: str, locale: str = DEFAULT_LOCALE) -> str:
    """`text` with a move's verb in `locale`'s words (`anzweifeln`, `accepter`) replaced by
    the grammar's English one; anything else unchanged, for the engine to judge."""
    head, _, rest = text.partition(" ")
    for verb in VERBS:
        if head in t(f"term-verbs-{verb}", locale).split():
            return f"{verb} {rest}".strip()
    return text


def read_claim(line: str, default: int, limit: int, locale: str = DEFAULT_LOCALE) -> int:
    """The sum announced for a face-down card: a whole number from -12 to `limit`."""
    text = line.strip()
    if not text:
        return default
    claim = read_int(text)
    if claim is None:
        raise PromptError(t("term-claim-not-number", locale, text=shorten(text)))
    if not LOWEST_CLAIM <= claim <= limit:
        raise PromptError(t("term-claim-out-of-range", locale,
                            lowest=LOWEST_CLAIM, limit=limit))
    return claim


def read_card(line: str, cards: list[str], locale: str = DEFAULT_LOCALE) -> str:
    """One of `cards` (codes such as `3` or `larry`), by its name in `locale` or its code,
    in any case; the code."""
    text = " ".join(line.strip().lower().split())
    for code in cards:
        if text in (code, card_name(code, locale).lower(), card_name(code).lower()):
            return code
    names = join_list([card_name(c, locale) for c in cards], locale, final=False)
    raise PromptError(t("term-card-not-listed", locale, cards=names))


def read_yes_no(line: str, locale: str = DEFAULT_LOCALE) -> bool:
    """A yes or no (Enter is yes); anything else is asked again."""
    text = line.strip().lower()
    if text in YES or text in t("term-yes-words", locale).split():
        return True
    if text in NO:
        return False
    raise PromptError(t("term-yes-no", locale))
