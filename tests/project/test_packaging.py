"""A game is one package plus one registration (issue 52, item 3): pyproject.toml needs no edit
for a new game, or this test names the registered game it is missing.

- Package data: `"*" = ["locales/*.ftl"]` ships every package's catalogues, a new game's
  included, without naming it. Checked: every registered game's data files (anything in its
  package but Python) and every catalogue are package data, and every game's package is
  found by `[tool.setuptools.packages.find]`; a slow test builds the wheel and lists it.
- import-linter: a contract that names a game's package (or a game's front end in `cogs/`)
  must name every registered game's (every front end's); import-linter cannot leave one out
  of "the platform names no game" otherwise. Each missing game is named with the contract.

A registered game is one `larry_core.games.registry` holds, its package the
`larry_core.games.<package>` whose module defines its `GameKind` object; a front end is what
the bot loads besides the shared tables (`bot.app.extensions`). The test-only game of
tests/ is no shipped package and is left out.
"""

from __future__ import annotations

import fnmatch
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
GAMES_PACKAGE = "larry_core.games"


def modules_holding(obj: object) -> set[str]:
    """The names of the loaded modules that hold `obj` as one of their globals."""
    return {name for name, module in list(sys.modules.items())
            if any(value is obj for value in list(getattr(module, "__dict__", {}).values()))}


def game_packages() -> dict[str, str]:
    """Each registered game's package (`larry_core.games.<package>`), by the game's name."""
    from larry_core.games.registry import GAMES

    registry = f"{GAMES_PACKAGE}.registry"
    out: dict[str, str] = {}
    for name, kind in GAMES.items():
        homes = modules_holding(kind)
        if not any(home.startswith("larry_core.") for home in homes):
            continue  # a game a test registered (tests/highcard): not shipped
        shipped = {".".join(home.split(".")[:3]) for home in homes
                   if home.startswith(GAMES_PACKAGE + ".") and home != registry}
        assert len(shipped) == 1, f"game {name!r}: no one package of its own ({sorted(homes)})"
        package = shipped.pop()
        assert (ROOT / package.replace(".", "/") / "__init__.py").exists(), \
            f"game {name!r}: {package} is not a package of its own"
        out[name] = package
    return out


def front_ends() -> list[str]:
    """The games' Discord front ends: every package the bot loads but the shared tables."""
    from bot.app import SHARED_FRONT, extensions

    return [name for name in extensions() if name != SHARED_FRONT]


# ------------------------------------------------------------------------- import-linter
def contract_modules(contract: dict[str, Any]) -> set[str]:
    """Every module (or module pattern) a contract names, a layer's names in full."""
    names: set[str] = set()
    for key in ("source_modules", "forbidden_modules", "modules", "ancestors", "containers"):
        names.update(contract.get(key, ()))
    containers = contract.get("containers") or [""]
    for layer in contract.get("layers", ()):
        for part in re.split(r"[|:]", layer):
            part = part.strip().strip("()").strip()
            names.update(f"{c}.{part}" if c else part for c in containers)
    return names


def covered(module: str, names: set[str]) -> bool:
    return any(module == name or ("*" in name and fnmatch.fnmatchcase(module, name))
               for name in names)


def missing_from_contracts(contracts: list[dict[str, Any]], groups: dict[str, dict[str, str]]
                           ) -> list[str]:
    """Per contract that names one module of a group (the games' packages, the front ends),
    each module of that group it does not name: '<contract>: <what> <module> (<game>)'."""
    bad: list[str] = []
    for contract in contracts:
        names = contract_modules(contract)
        for what, modules in groups.items():
            if not any(covered(module, names) for module in modules):
                continue  # a contract about something else
            bad += [f"{contract.get('name', '?')!r}: {what} {module}"
                    + (f" ({label})" if label != module else "") + " is missing"
                    for module, label in modules.items() if not covered(module, names)]
    return bad


def groups() -> dict[str, dict[str, str]]:
    games = {package: name for name, package in game_packages().items()}
    return {"the game package": games,
            "the front end": {front: front for front in front_ends()}}


def test_every_registered_game_is_found() -> None:
    games = game_packages()
    from larry_core.games.registry import DEFAULT_GAME

    assert DEFAULT_GAME in games and len(games) >= 6, games
    assert "cogs.larry" in front_ends(), front_ends()


def test_a_contract_that_names_a_game_names_every_registered_game() -> None:
    contracts = PYPROJECT["tool"]["importlinter"]["contracts"]
    found = groups()
    naming = {what: [c["name"] for c in contracts
                     if any(covered(m, contract_modules(c)) for m in modules)]
              for what, modules in found.items()}
    # the contracts that keep games apart exist (else this test would check nothing)
    assert all(naming.values()), naming
    bad = missing_from_contracts(contracts, found)
    assert not bad, ("pyproject.toml's import-linter contracts miss registered games:\n"
                     + "\n".join(bad))


def test_the_contract_check_names_a_missing_game() -> None:
    groups_ = {"the game package": {"larry_core.games.larry": "larry",
                                    "larry_core.games.kniffel": "kniffel"},
               "the front end": {"cogs.larry": "cogs.larry", "cogs.kniffel": "cogs.kniffel"}}
    contracts: list[dict[str, Any]] = [
        {"name": "layers", "type": "layers", "containers": ["larry_core.games"],
         "layers": ["registry", "larry | (kakerlake)", "base : dice"]},
        {"name": "forbidden", "type": "forbidden", "source_modules": ["cogs.tables"],
         "forbidden_modules": ["cogs.larry", "cogs.kniffel", "larry_core.games.kniffel"]},
        {"name": "independence", "type": "independence", "modules": ["cogs.*"]},
        {"name": "other", "type": "forbidden", "source_modules": ["larry_core"],
         "forbidden_modules": ["discord"]},
    ]
    assert missing_from_contracts(contracts, groups_) == [
        "'layers': the game package larry_core.games.kniffel (kniffel) is missing",
        "'forbidden': the game package larry_core.games.larry (larry) is missing",
    ]
    contracts[1]["forbidden_modules"].remove("cogs.kniffel")
    assert "'forbidden': the front end cogs.kniffel is missing" in missing_from_contracts(
        contracts, groups_)


# -------------------------------------------------------------------------- package data
def package_data() -> dict[str, list[str]]:
    return PYPROJECT["tool"]["setuptools"].get("package-data", {})


def owning_package(path: Path) -> str:
    """The package a file belongs to: its nearest folder with an __init__.py."""
    folder = path.parent
    while not (folder / "__init__.py").exists():
        folder = folder.parent
    return ".".join(folder.relative_to(ROOT).parts)


def shipped_as_data(path: Path, data: dict[str, list[str]]) -> bool:
    """Whether setuptools puts `path` into the wheel as package data: a pattern of its
    package's (or of every package's, "*" or "") matches it, relative to the package."""
    package = owning_package(path)
    folder = ROOT / package.replace(".", "/")
    patterns = [*data.get(package, ()), *data.get("*", ()), *data.get("", ())]
    return any(path in set(folder.glob(pattern)) for pattern in patterns)


def data_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                  and p.suffix not in (".py", ".pyc", ".pyo"))


def game_data_files() -> dict[Path, str]:
    """Every data file of every registered game's package, and every catalogue of the
    packages: the game it belongs to (or its package)."""
    files = {path: name for name, package in game_packages().items()
             for path in data_files(ROOT / package.replace(".", "/"))}
    for path in sorted((ROOT / "larry_core").rglob("*.ftl")):
        files.setdefault(path, owning_package(path))
    return files


def test_every_game_package_is_found_by_setuptools() -> None:
    from setuptools import find_packages

    include = PYPROJECT["tool"]["setuptools"]["packages"]["find"]["include"]
    found = set(find_packages(str(ROOT), include=include))
    missing = [f"{package} ({name})" for name, package in game_packages().items()
               if package not in found]
    assert not missing, "[tool.setuptools.packages.find] leaves out: " + ", ".join(missing)


def test_every_game_data_file_is_package_data() -> None:
    files = game_data_files()
    assert any(p.suffix == ".ftl" and "games" in p.parts for p in files), "no game catalogue"
    data = package_data()
    bad = [f"{path.relative_to(ROOT)} ({who})" for path, who in files.items()
           if not shipped_as_data(path, data)]
    assert not bad, ("not in pyproject.toml's [tool.setuptools.package-data], so not "
                     "installed:\n" + "\n".join(bad))


def test_the_package_data_check_sees_a_missing_game() -> None:
    catalogue = ROOT / "larry_core" / "games" / "kniffel" / "locales" / "kniffel.en.ftl"
    assert shipped_as_data(catalogue, {"*": ["locales/*.ftl"]})
    assert shipped_as_data(catalogue, {"larry_core.games.kniffel": ["locales/*.ftl"]})
    assert not shipped_as_data(catalogue, {"larry_core.games.larry": ["locales/*.ftl"],
                                           "larry_core.text": ["locales/*.ftl"]})
    assert not shipped_as_data(catalogue, {"*": ["*.ftl"]})


@pytest.mark.slow
def test_the_wheel_holds_every_game_catalogue(tmp_path: Path) -> None:
    """A non-editable install's wheel, built from a copy of the sources (a build in the
    work tree would leave build/ there): every game's data files and every catalogue."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, src / name)
    for top in PYPROJECT["tool"]["setuptools"]["packages"]["find"]["include"]:
        top = top.rstrip("*")
        shutil.copytree(ROOT / top, src / top,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = tmp_path / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "-w", str(out), str(src)], check=True, timeout=600)
    (wheel,) = out.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f"{path.relative_to(ROOT).as_posix()} ({who})"
               for path, who in game_data_files().items()
               if path.relative_to(ROOT).as_posix() not in names]
    assert not missing, f"{wheel.name} lacks:\n" + "\n".join(missing)
