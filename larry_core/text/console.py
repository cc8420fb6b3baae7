"""What both terminal games share on screen: the commands typed at any prompt in the
player's language (English words always understood too), numbered menus in one look, and
text wrapped to the terminal's width at word boundaries."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Mapping, Sequence

from larry_core.text.catalog import DEFAULT_LOCALE, t

# the AI seats' names, at the bot's tables and in both terminal games
AI_NAMES = ("Larrybot Ada", "Larrybot Bo", "Larrybot Cy", "Larrybot Dee", "Larrybot Eli",
            "Larrybot Fay", "Larrybot Gus", "Larrybot Hal")
COMMAND_NAMES = ("help", "rules", "hand", "state", "back", "quit")
MIN_WIDTH, MAX_WIDTH = 30, 120  # a narrow terminal still gets readable lines


def command_words(name: str, locale: str = DEFAULT_LOCALE) -> tuple[str, ...]:
    """The words that type command `name` in `locale`, its own first, then English ones."""
    words = [*t(f"console-words-{name}", locale).split(), *t(f"console-words-{name}",
                                                              DEFAULT_LOCALE).split()]
    return tuple(dict.fromkeys(w.lower() for w in words))


def command(line: str, locale: str = DEFAULT_LOCALE) -> str | None:
    """The command `line` names (help, rules, hand, state, back, quit), in any case, or
    None."""
    text = line.strip().lower()
    if not text:
        return None
    return next((name for name in COMMAND_NAMES if text in command_words(name, locale)), None)


def words(key: str, locale: str = DEFAULT_LOCALE) -> tuple[str, ...]:
    """The words of catalogue list `key` (words separated by spaces) in `locale`, then the
    English ones, lower case, each once."""
    found = [*t(key, locale).split(), *t(key, DEFAULT_LOCALE).split()]
    return tuple(dict.fromkeys(w.lower() for w in found))


def typed_verb(text: str, verbs: Mapping[str, str], locale: str = DEFAULT_LOCALE) -> str:
    """`text` with its first word, when it is one of a verb's words in the reader's language
    or English (`verbs`: the grammar's verb -> its catalogue list), replaced by that verb
    ("würfeln" -> "roll", "garder 6 6" -> "keep 6 6"); else `text` as it was."""
    head, _, rest = text.strip().partition(" ")
    for verb, key in verbs.items():
        if head.lower() in words(key, locale):
            return f"{verb} {rest}".strip()
    return text


def yes_or_no(line: str, locale: str = DEFAULT_LOCALE) -> bool | None:
    """True or False for a yes or a no in the reader's language or English (an empty line
    is no), None for anything else."""
    text = line.strip().lower()
    if text in words("console-words-yes", locale):
        return True
    if not text or text in words("console-words-no", locale):
        return False
    return None


def menu_lines(labels: Sequence[str], numbers: Sequence[int] | None = None) -> list[str]:
    """A numbered menu, the same in every terminal game: `  1) label`; `numbers`: each
    entry's own number (not 1, 2, …), right-aligned so that the labels line up."""
    if numbers is None:
        return [f"  {i}) {label}" for i, label in enumerate(labels, 1)]
    width = max((len(str(n)) for n in numbers), default=1)
    return [f"  {str(n).rjust(width)}) {label}"
            for n, label in zip(numbers, labels, strict=True)]


def width() -> int:
    """The terminal's width in columns (COLUMNS when set, 80 when unknown), kept within
    30 to 120 columns."""
    return max(MIN_WIDTH, min(MAX_WIDTH, shutil.get_terminal_size((80, 24)).columns))


def _hang(body: str) -> str:
    """The hanging indent of a line that opens with a bullet or a menu number."""
    head = body.split(" ", 1)[0]
    if head in ("•", "-", "*", "·") or (head.endswith(")") and head[:-1].isdigit()):
        return " " * (len(head) + 1)
    return ""


def paragraphs(text: str) -> list[tuple[str, str, str]]:
    """`text`'s paragraphs as (first-line indent, hanging indent, words). A catalogue
    message's line breaks inside a sentence are soft: a plain line that follows a plain line
    goes on the same paragraph, and so does a bullet's line indented under its first word.
    Other indented lines, bullets, menu numbers and seat numbers (`[1] …`) start a
    paragraph of their own."""
    out: list[tuple[str, str, str]] = []
    for line in text.split("\n"):
        body = line.lstrip(" ")
        indent = line[: len(line) - len(body)]
        if out and body and not _hang(body) and not body.startswith("["):
            first, hang, words = out[-1]
            plain = not first and not hang and words and not indent
            under = bool(hang) and indent == first + hang
            if plain or under:
                out[-1] = (first, hang, f"{words} {body}")
                continue
        out.append((indent, _hang(body), body))
    return out


def wrap(text: str, columns: int | None = None) -> str:
    """`text` wrapped to `columns` (the terminal's width by default) at word boundaries:
    soft line breaks are joined again (`paragraphs`), a paragraph's indentation, and a
    bullet's or menu number's hanging indent, is kept on its continuation lines, and a word
    longer than a line is never cut."""
    columns = columns or width()
    out: list[str] = []
    for indent, hang, words in paragraphs(text):
        if not words:
            out.append("")
            continue
        out.extend(textwrap.wrap(words, columns, initial_indent=indent,
                                 subsequent_indent=indent + hang, break_long_words=False,
                                 break_on_hyphens=False))
    return "\n".join(out)
