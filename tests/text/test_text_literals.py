"""Issue 9: no user-facing English sentence is built in the terminal and command-line code.

Every sentence of `larry play`, `larry simulate` and the command line comes from the catalogue
(larry_core/text/locales, and Larry's own texts in larry_core/games/larry/locales). This scans
the code of those modules for string literals that read like words (a letter and a space),
leaving out docstrings, logging calls, catalogue keys and the replay protocol's own English
errors, so a sentence put back in the code fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FILES = ("larry_core/terminal.py", "larry_core/games/larry/terminal.py",
         "larry_core/games/larry/prompts.py",
         "larry_core/games/larry/simulate.py", "larry_core/__main__.py",
         "larry_core/games/larry/rules_text.py")
# Functions whose strings are not for people to read in a language: the replay protocol's
# errors are part of its JSON output (docs/conformance.md), English and byte-stable.
ALLOWED_FUNCTIONS: dict[str, frozenset[str]] = {
    "larry_core/__main__.py": frozenset({"_replay"}),
}
ALLOWED_STRINGS: frozenset[str] = frozenset()
LOG_NAMES = frozenset({"log", "logger", "logging"})
WORDY = re.compile(r"(?=.*[^\W\d_])(?=.*\s)", re.DOTALL)  # a letter and a white space


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                found.add(id(body[0].value))
    return found


def _skipped(tree: ast.AST, functions: frozenset[str]) -> set[int]:
    """Nodes under a logging call or an allowed function."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        skip = (isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
                and node.name in functions)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            skip = skip or (isinstance(owner, ast.Name) and owner.id in LOG_NAMES)
        if skip:
            skipped.update(id(child) for child in ast.walk(node))
    return skipped


def wordy_literals(source: str, functions: frozenset[str] = frozenset()) -> list[str]:
    """The string literals of `source` that look like text for a person, with line numbers."""
    tree = ast.parse(source)
    ignored = _docstrings(tree) | _skipped(tree, functions)
    return [f"line {node.lineno}: {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in ignored and node.value not in ALLOWED_STRINGS
            and WORDY.match(node.value)]


@pytest.mark.parametrize("path", FILES)
def test_no_user_facing_sentence_is_a_literal(path: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    found = wordy_literals(source, ALLOWED_FUNCTIONS.get(path, frozenset()))
    assert not found, (f"{path} builds sentences outside the catalogue "
                       f"(larry_core/text/locales, larry_core/games/larry/locales): {found}")


def test_the_scan_finds_a_sentence_in_any_form() -> None:
    source = '''
"""A docstring is fine."""
import logging
log = logging.getLogger(__name__)
KEY = "term-bye"
SPACED = "  ".join(["a", "b"])
def f(n: int) -> str:
    """So is this one."""
    log.warning("logged %s", n)
    return f"{n}) {n}"
def g(n: int) -> str:
    return f"You have {n} cards"
def h() -> str:
    return "Bye for now"
def _replay() -> str:
    return "not valid JSON"
'''
    found = wordy_literals(source, frozenset({"_replay"}))
    assert sorted({line.split(":")[0] for line in found}) == ["line 12", "line 14"], found
