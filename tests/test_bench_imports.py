"""bench/ stands on its own: no benchmark imports the test suite (`tests`). What both need,
the Discord double, is the top-level `discord_double` package; what the benchmarks share is
`bench/harness.py`."""

from __future__ import annotations

import ast
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"


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
