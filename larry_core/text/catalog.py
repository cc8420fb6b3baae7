"""The message catalogues: Fluent files per language, loaded once per locale.

`locales/` here holds the platform's texts, the ones every game shares (lists and names,
table changes and refusals, settings, leaderboards, the command line...): `<locale>.ftl`,
which also says which locales exist, and part files `<part>.<locale>.ftl`. Each game's own
texts are in its package, in a folder it adds with `add_catalogue` when it is imported
(`larry_core/games/larry/locales/larry.de.ftl`, `larry-discord.de.ftl`,
`larry_core/games/kakerlake/locales/kakerlake.de.ftl`). A language's catalogue is all of
them read as one, so a game's texts are there once its package is imported (importing
`larry_core.games.registry` imports every game).

English is the source catalogue: a key missing there is a bug and raises `MissingText`; a
key missing in another language falls back to English, and so does an unknown locale.
"""

from __future__ import annotations

import logging
from functools import cache, lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from babel import Locale
from babel.numbers import format_decimal, format_percent
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor
from fluent_compiler.bundle import FluentBundle
from fluent_compiler.types import FluentInt

log = logging.getLogger(__name__)

DEFAULT_LOCALE = "en"
LANGUAGES = ("en", "de", "fr")  # the languages players may choose (every key in each)
# parameters that name something rather than count it: given as a number, Fluent would group
# its digits by the locale ("table #12,345", "#12.345" in German, "n° 12 345" in French),
# which is not how a table's number is read, nor how a player types it to replay a game
IDENTIFIERS = ("table",)
_strict = False


class MissingText(KeyError):
    """A message key that no catalogue defines (a bug: every key used in code is in English,
    in the platform's `locales/` or in the folder of the game that uses it)."""

    def __str__(self) -> str:
        return (f"no message {self.args[0]!r} in the English catalogue (larry_core/text/locales, "
                f"or a game's own, larry_core/games/<game>/locales, read once that game's "
                f"package is imported)")


class TextFormatError(ValueError):
    """A message that Fluent could not format fully (a missing or misnamed parameter)."""


def set_strict(strict: bool) -> None:
    """Raise `TextFormatError` on any formatting error (tests) instead of logging it."""
    global _strict
    _strict = strict
    _formatted.cache_clear()  # a sentence remembered before is checked again
    _PLAIN.clear()


def _main() -> Traversable:
    return resources.files(__package__).joinpath("locales")


_FOLDERS: list[Traversable] = []  # the games' own catalogue folders (`add_catalogue`)


def add_catalogue(folder: Traversable) -> None:
    """Read `folder`'s ``<part>.<locale>.ftl`` files with every language's catalogue from
    now on (a game's own texts; the same folder again is a no-op)."""
    if any(str(f) == str(folder) for f in _FOLDERS):
        return
    _FOLDERS.append(folder)
    bundle.cache_clear()  # catalogues compiled before are compiled again with it
    _formatted.cache_clear()
    _PLAIN.clear()


def remove_catalogue(folder: Traversable) -> None:
    """Stop reading `folder` (a game no longer served, e.g. one a test registered)."""
    kept = [f for f in _FOLDERS if str(f) != str(folder)]
    if len(kept) == len(_FOLDERS):
        return
    _FOLDERS[:] = kept
    bundle.cache_clear()
    _formatted.cache_clear()
    _PLAIN.clear()


def catalogue_folders() -> tuple[Traversable, ...]:
    """Where the catalogue files are read from: the main folder, then the games' own."""
    return (_main(), *_FOLDERS)


def locales() -> tuple[str, ...]:
    """The locales that have a catalogue file, English first."""
    names = sorted(p.name[:-4] for p in _main().iterdir()
                   if p.name.endswith(".ftl") and p.name.count(".") == 1)
    return (DEFAULT_LOCALE, *[n for n in names if n != DEFAULT_LOCALE])


def source(locale: str) -> str:
    """The Fluent source text of one locale's catalogue (its main file, then its parts, the
    main folder's first, then each game's)."""
    files = [_main().joinpath(f"{locale}.ftl")]
    for folder in catalogue_folders():
        files += sorted((p for p in folder.iterdir()
                         if p.name.endswith(f".{locale}.ftl") and p.name.count(".") == 2),
                        key=lambda p: p.name)
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


# French elides "de" before a vowel: "au tour d’Alice", "de Bob" (an h is left alone: whether
# it is mute depends on the name, and "de Hugo" reads fine)
_VOWELS = frozenset("AEIOUYÀÂÄÆÉÈÊËÎÏÔÖŒÙÛÜŸ")


def de(name: Any) -> str:
    """Fluent's `DE($name)`: the French "de" before a player's name, elided before a vowel."""
    text = str(name)
    first = text.lstrip("\\*_~`|")[:1]  # past Discord's markdown (an escaped "\\_Ida")
    return f"d’{text}" if first.upper() in _VOWELS else f"de {text}"


FUNCTIONS: dict[str, Any] = {"DE": de}  # Fluent takes the str a function returns


class _References(Visitor):
    """The messages and terms an entry refers to (by id; a term's with its dash)."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def visit_MessageReference(self, node: fl.MessageReference) -> None:
        self.ids.add(node.id.name)
        self.generic_visit(node)

    def visit_TermReference(self, node: fl.TermReference) -> None:
        self.ids.add("-" + node.id.name)
        self.generic_visit(node)


class Catalogue:
    """One language's messages, compiled to Python functions by fluent-compiler.

    Formatting a compiled message is many times faster than interpreting it (every answer
    to a player formats several), but compiling a whole language takes about a second. So
    a message is compiled on its first use, with the messages and terms it refers to (a
    command-line replay uses a few dozen), and `compile_all` compiles the whole language at
    once (a bot, before it connects). Either way the same compiler makes the same function."""

    def __init__(self, locale: str) -> None:
        self.locale = locale
        body = FluentParser().parse(source(locale)).body
        self.entries: dict[str, fl.Message | fl.Term] = {}
        for entry in body:
            if isinstance(entry, fl.Message):
                self.entries.setdefault(entry.id.name, entry)
            elif isinstance(entry, fl.Term):
                self.entries.setdefault("-" + entry.id.name, entry)
        self._keys = frozenset(key for key, entry in self.entries.items()
                               if isinstance(entry, fl.Message) and entry.value is not None)
        self._whole: FluentBundle | None = None
        self._single: dict[str, FluentBundle] = {}

    def has_message(self, key: str) -> bool:
        return key in self._keys

    def format(self, key: str, params: dict[str, Any]) -> tuple[str, list[Exception]]:
        compiled = self._whole or self._single.get(key) or self._compile(key)
        text, errors = compiled.format(key, params)
        return text, errors

    def compile_all(self) -> None:
        if self._whole is None:
            self._whole = self._bundle(source(self.locale))
            self._single.clear()
            self.entries = {}  # the parsed messages are not needed again (about 2 MB)

    def _compile(self, key: str) -> FluentBundle:
        needed, todo = {key}, [key]
        while todo:
            refs = _References()
            refs.visit(self.entries[todo.pop()])
            for ref in refs.ids - needed:
                if ref in self.entries:  # else: the same error as in the whole language
                    needed.add(ref)
                    todo.append(ref)
        serializer = FluentSerializer()
        text = "".join(serializer.serialize_entry(self.entries[i]) for i in sorted(needed))
        compiled = self._single[key] = self._bundle(text)
        return compiled

    def _bundle(self, text: str) -> FluentBundle:
        return FluentBundle.from_string(self.locale, text, use_isolating=False,
                                        functions=FUNCTIONS)


@cache
def bundle(locale: str) -> Catalogue:
    """The catalogue of `locale` (an unknown locale gets the English one)."""
    if locale not in locales():
        return bundle(DEFAULT_LOCALE)
    return Catalogue(locale)


def warm(languages: tuple[str, ...] = LANGUAGES) -> None:
    """Compile the catalogues of `languages` whole, now (a bot, before it connects: else
    each message is compiled on its first use, a few milliseconds each)."""
    for language in languages:
        bundle(language).compile_all()


class _Int(FluentInt):
    """A whole-number parameter whose text in each language is remembered (`_int_text`):
    Babel's number formatting took most of the time of a message with a number in it."""

    def format(self, locale: Locale) -> str:
        return _int_text(int(self), locale)


@lru_cache(maxsize=4096)
def _int_text(value: int, locale: Locale) -> str:
    """A whole number as `locale` writes it, a negative one with the typographic minus
    (U+2212), as every negative number a player reads."""
    text = FluentInt(value).format(locale)
    return text.replace("-", "\u2212") if value < 0 else text


def has(key: str, locale: str = DEFAULT_LOCALE) -> bool:
    return bool(bundle(locale).has_message(key))


# sentences without parameters, by key and locale: a few thousand at most
_PLAIN: dict[tuple[str, str], str] = {}


def t(key: str, locale: str = DEFAULT_LOCALE, **params: Any) -> str:
    """The message `key` in `locale` (falling back to English), formatted with `params`.

    Values are passed to Fluent as they are: give display-ready text or numbers (the
    renderer in larry_core.text.render turns seats and cards into names first). A table's
    number (`IDENTIFIERS`) is shown as its digits, never grouped.
    """
    if not params:  # a label, a card's name: looked up, no cache key to build
        try:
            return _PLAIN[key, locale]
        except KeyError:
            text = _PLAIN[key, locale] = _format(key, locale, params)
            return text
    try:  # the keywords in the caller's order: another order is only another entry
        return _formatted(key, locale, tuple(params.items()))
    except TypeError:  # a value that cannot be a cache key (a list): format it directly
        return _format(key, locale, params)


@lru_cache(maxsize=2048)
def _formatted(key: str, locale: str, params: tuple[tuple[str, Any], ...]) -> str:
    """`_format`, remembered: the same sentence (a button label, a card name, a refusal) is
    asked for again and again. Kept small: most sentences name a table's players and
    numbers and come once, and a compiled message formats in a few microseconds."""
    return _format(key, locale, dict(params))


def _format(key: str, locale: str, params: dict[str, Any]) -> str:
    for name, value in params.items():
        if type(value) is int:
            # a table's number as its digits (formatted only when not remembered: off the
            # hot path); any other whole number through the remembered texts
            params[name] = str(value) if name in IDENTIFIERS else _Int(value)
    fluent = bundle(locale)
    if not fluent.has_message(key):
        fluent = bundle(DEFAULT_LOCALE)
        if not fluent.has_message(key):
            raise MissingText(key)
    text, errors = fluent.format(key, params)
    if errors:
        if _strict:
            raise TextFormatError(f"{key}: {'; '.join(str(e) for e in errors)}")
        log.warning("message %s formatted with errors: %s", key, errors)
    return str(text)


def decimal(value: float, locale: str = DEFAULT_LOCALE, digits: int = 1) -> str:
    """A number with `digits` decimals as `locale` writes it: 3.0 and 1,234.5 in English,
    3,0 and 1.234,5 in German, 3,0 and 1 234,5 in French (a rating, a skill)."""
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    text = str(format_decimal(value, format=pattern, locale=_babel_locale(locale)))
    return text.replace("-", "\u2212")  # the typographic minus, as for whole numbers


def percent(value: float, locale: str = DEFAULT_LOCALE) -> str:
    """A share (0.25) as `locale` writes a percentage: 25% in English, 25 % in German and
    French (with a non-breaking space)."""
    return str(format_percent(value, locale=_babel_locale(locale)))


def _babel_locale(locale: str) -> str:
    return locale if locale in LANGUAGES else DEFAULT_LOCALE
