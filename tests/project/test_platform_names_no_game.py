"""The platform names no game (issue 52, item 2): `bot/`, `cogs/tables/` and `larry_core/`
outside `larry_core/games/<game>/` reach a game only through the registry
(`larry_core/games/registry.py`, the one module that imports every game), the command line
included; no game's package imports another game's, and no game's front end in `cogs/`
another game's (or another game's package).

Every import statement of every module is read with `ast`: those inside functions and those
made only for type checking (`if TYPE_CHECKING:`) count too, as do relative imports and
`importlib.import_module("…")` with a literal name. import-linter's contracts in
pyproject.toml say the same of the imports that run (`lint-imports`); this test also covers
what they leave out.

A registered game's package is `larry_core.games.<package>`, the one that defines its
`GameKind`'s class; a front end is what the bot loads besides the shared tables
(`bot.app.extensions`), `cogs/<package>/`, its game's package of the same name. The test-only
game of tests/ is no shipped package and is left out.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.project.test_packaging import (  # the games, as packaging finds them
    front_ends,
    game_packages,
)

ROOT = Path(__file__).resolve().parents[2]
GAMES = "larry_core.games"
REGISTRY = "larry_core/games/registry.py"


# ------------------------------------------------------------------------- what is imported
def module_name(path: Path) -> str:
    """The dotted name of the module at `path` (a package's `__init__.py`: the package)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(source: str, module: str, is_package: bool = False) -> Iterator[tuple[int, str]]:
    """(line, dotted name) of everything the module `module` imports, wherever the import
    stands; `from a import b` gives both `a` and `a.b` (b may be a module)."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's package, one level up per extra dot
                parent = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join([*parent, *([base] if base else [])])
            yield node.lineno, base
            for alias in node.names:
                if alias.name != "*":
                    yield node.lineno, f"{base}.{alias.name}"
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            if name in ("import_module", "__import__") and isinstance(first, ast.Constant) \
                    and isinstance(first.value, str):
                yield node.lineno, first.value


def imports_of(path: Path) -> list[tuple[int, str]]:
    return list(imported(path.read_text(encoding="utf-8"), module_name(path),
                         path.name == "__init__.py"))


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


# ------------------------------------------------------------------------ the games, found
def files_under(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def platform_files() -> list[Path]:
    """`bot/`, `cogs/tables/` and `larry_core/` but the games' packages and the registry."""
    games = [ROOT / package.replace(".", "/") for package in game_packages().values()]
    return [path for folder in ("bot", "cogs/tables", "larry_core") for path in files_under(folder)
            if not any(path.is_relative_to(game) for game in games)
            and path != ROOT / REGISTRY]


def naming(paths: list[Path], packages: list[str]) -> list[str]:
    """Each import of `paths` of one of `packages` (or a module in it): 'path:line: name'."""
    return [f"{path.relative_to(ROOT)}:{line}: {name}"
            for path in paths for line, name in imports_of(path)
            if any(within(name, package) for package in packages)]


# ---------------------------------------------------------------------------------- the rules
def test_the_games_and_their_front_ends_are_found() -> None:
    games = game_packages()
    from larry_core.games.registry import DEFAULT_GAME

    assert DEFAULT_GAME in games and len(games) >= 6, games
    assert len(set(games.values())) == len(games), games  # a package of its own each
    assert "cogs.larry" in front_ends() and "cogs.tables" not in front_ends(), front_ends()
    files = platform_files()
    for expected in ("bot/app.py", "cogs/tables/front.py", "larry_core/__main__.py",
                     "larry_core/terminal.py", "larry_core/games/base.py"):
        assert ROOT / expected in files, expected
    assert ROOT / REGISTRY not in files
    assert not any(path.is_relative_to(ROOT / "larry_core/games/larry") for path in files)


def test_the_registry_is_where_the_platform_meets_every_game() -> None:
    """The one exception imports them all (else the import reading would be blind)."""
    named = naming([ROOT / REGISTRY], list(game_packages().values()))
    for package in game_packages().values():
        assert any(f": {package}." in line for line in named), (package, named)


def test_the_platform_imports_no_game() -> None:
    """bot/, cogs/tables/ and larry_core/ outside larry_core/games/<game>/: no import of a
    game's package or of a game's front end, not even for type checking."""
    bad = naming(platform_files(), [*game_packages().values(), *front_ends()])
    assert not bad, ("the platform names a game (reach it through "
                     "larry_core.games.registry):\n" + "\n".join(bad))


@pytest.mark.parametrize("package", sorted(set(game_packages().values())))
def test_no_game_imports_another_game(package: str) -> None:
    others = [p for p in game_packages().values() if p != package]
    fronts = [f for f in front_ends() if f.rpartition(".")[2] != package.rpartition(".")[2]]
    bad = naming(files_under(package.replace(".", "/")), [*others, *fronts])
    assert not bad, f"{package} imports another game:\n" + "\n".join(bad)


@pytest.mark.parametrize("front", front_ends())
def test_no_front_end_imports_another_game(front: str) -> None:
    """cogs/<a>/ imports neither cogs/<b>/ nor larry_core/games/<b>/ of another game b."""
    own = f"{GAMES}.{front.rpartition('.')[2]}"
    others = [p for p in game_packages().values() if p != own]
    bad = naming(files_under(front.replace(".", "/")),
                 [*others, *(f for f in front_ends() if f != front)])
    assert not bad, f"{front} imports another game:\n" + "\n".join(bad)


def test_every_game_with_commands_is_played_from_the_command_line() -> None:
    """`larry play --game <name>` of every registered game: its own terminal game, or the
    table service's terminal (`larry_core.terminal`) with its rules and its side of it."""
    from larry_core.games.registry import COMMANDS

    for name, commands in COMMANDS.items():
        if commands.play is None:
            assert callable(getattr(commands, "rules", None)), name
            assert callable(getattr(commands, "table_terminal", None)), name


# ------------------------------------------------- the import reading itself (else blind)
def test_every_form_of_import_is_read() -> None:
    source = '''
from __future__ import annotations
import os
from typing import TYPE_CHECKING
import larry_core.games.kniffel.art as art
from larry_core.games import larry
from . import sibling
from ..larry import cards

if TYPE_CHECKING:
    from larry_core.games.kakerlake.views import KpPublicView


def later() -> None:
    from cogs.vabanque import render
    importlib.import_module("larry_core.games.ligretto")
'''
    names = {name for _, name in imported(source, "larry_core.games.wuerfelpoker.art")}
    for expected in ("larry_core.games.kniffel.art", "larry_core.games.larry",
                     "larry_core.games.wuerfelpoker.sibling", "larry_core.games.larry.cards",
                     "larry_core.games.kakerlake.views", "cogs.vabanque.render",
                     "larry_core.games.ligretto"):
        assert expected in names, (expected, sorted(names))
    in_package = {name for _, name in imported("from . import kind", "larry_core.games.larry",
                                               is_package=True)}
    assert "larry_core.games.larry.kind" in in_package
    assert within("larry_core.games.larry.cards", "larry_core.games.larry")
    assert not within("larry_core.games.larry_two", "larry_core.games.larry")
