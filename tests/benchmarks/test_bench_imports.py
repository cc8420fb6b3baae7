"""bench/ stands on its own: no benchmark imports the test suite (`tests`). What both need,
the Discord double, is the top-level `discord_double` package; what the benchmarks share is
`bench/harness.py`, `bench/ai_report.py` and `bench/load_base.py`. No import cycle between
bench's modules, counting imports inside functions (`bench/ai.py --game kniffel` hands over to
`bench/ai_dice.py`, which does not import `bench/ai.py`); pyproject.toml's import-linter
contract "No import cycles in bench" checks the same in CI."""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every module a file imports (at any depth: also inside functions), with its line."""
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.append((node.lineno, node.module))
    return out


def test_bench_imports_nothing_from_tests() -> None:
    files = sorted(BENCH.rglob("*.py"))
    assert files, "no bench scripts found"
    bad = [f"{path.relative_to(BENCH.parent)}:{line}: {module}"
           for path in files for line, module in imported_modules(path)
           if module == "tests" or module.startswith("tests.")]
    assert not bad, "bench/ imports tests/:\n" + "\n".join(bad)


def test_the_check_sees_nested_imports(tmp_path: Path) -> None:
    """The walk finds an import inside a function, as `from tests.x import y` once was."""
    script = tmp_path / "s.py"
    script.write_text("import os\n\ndef f():\n    from tests.pg_process import PgReader\n")
    assert (4, "tests.pg_process") in imported_modules(script)


def bench_imports(folder: Path, package: str = "bench") -> dict[str, set[str]]:
    """Each module of `folder` (the package `package`) → the package's modules it imports."""
    modules = {path.stem for path in folder.glob("*.py") if path.stem != "__init__"}
    graph: dict[str, set[str]] = {}
    for path in sorted(folder.glob("*.py")):
        if path.stem == "__init__":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        names: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
                if node.module == package:  # from bench import ai
                    names.update(f"{package}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 1:  # from .ai import x
                names.add(f"{package}.{node.module}" if node.module else package)
                if not node.module:
                    names.update(f"{package}.{alias.name}" for alias in node.names)
        graph[path.stem] = {name.split(".")[1] for name in names
                            if name.startswith(package + ".")
                            and name.split(".")[1] in modules} - {path.stem}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The shortest cycle a → … → a through each module that has one, one per set of modules."""
    found: list[list[str]] = []
    for start in sorted(graph):
        came_from = dict.fromkeys(sorted(graph[start]), start)
        queue = deque(came_from)
        while queue:
            module = queue.popleft()
            if module == start:
                chain = [start]
                while (module := came_from[module]) != start:
                    chain.append(module)
                chain = [start, *reversed(chain[1:]), start]
                if set(chain) not in [set(c) for c in found]:
                    found.append(chain)
                break
            for nxt in sorted(graph.get(module, ())):
                if nxt not in came_from:
                    came_from[nxt] = module
                    queue.append(nxt)
    return found


def test_bench_has_no_import_cycles() -> None:
    graph = bench_imports(BENCH)
    assert {"ai", "ai_dice", "load", "load_ligretto"} <= set(graph), sorted(graph)
    assert "ai_dice" in graph["ai"] and "load_ligretto" in graph["load"], \
        "the hand-overs are no longer seen: the check would miss a cycle through them"
    found = cycles(graph)
    assert not found, "import cycles in bench/:\n" + "\n".join(" → ".join(c) for c in found)


def test_the_cycle_check_sees_a_cycle_through_a_function(tmp_path: Path) -> None:
    """The check finds ai → ai_dice → ai when ai imports ai_dice only inside a function,
    as `bench/ai.py` hands over to `bench/ai_dice.py`."""
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "ai.py").write_text("def main():\n    from bench.ai_dice import main\n")
    (tmp_path / "ai_dice.py").write_text("from bench.ai import wilson\n")
    (tmp_path / "report.py").write_text("import os\n")
    graph = bench_imports(tmp_path)
    assert graph == {"ai": {"ai_dice"}, "ai_dice": {"ai"}, "report": set()}
    assert cycles(graph) == [["ai", "ai_dice", "ai"]]


def test_the_cycle_check_names_a_longer_cycle_once() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    assert cycles(graph) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
