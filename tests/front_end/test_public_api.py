"""Issue 37, point 1: the bot reaches discord.py and aiohttp through their public API only.

Every module under `bot/` and `cogs/` is read with `ast` and fails here on

* an import of a private module: a dotted component or an imported name with one leading
  underscore (`from discord.utils import _to_json`, `import a._b`), or a module listed in
  PRIVATE_MODULES, whose names do not say so (`discord.webhook.async_`, `aiohttp.client_proto`);
* an attribute whose name starts with an underscore (not a dunder such as `__name__`; a
  name-mangled `__x` counts) on an object that is not the code's own: anything but `self`,
  `cls`, `type(self)`, `super()` or a class defined in the same module. `getattr`, `hasattr`,
  `setattr` and `delattr` with the name as a string literal count as attribute accesses.

What counts as the code's own, for `self._x` (and `cls._x`, `super()._x`, `Klass._x`):

1. `_x` is defined somewhere in the same module: assigned through `self`/`cls` (`self._x = ...`,
   `self._x: T`, a `for`/`with` target, `setattr(self, "_x", ...)`; an augmented assignment
   `self._x += 1` defines nothing), or in a class body (`_x = ...`, `_x: T` such as a dataclass
   field, `def _x`, `class _x`, a string in `__slots__`);
2. and no base class from outside the module defines it. The bases of the enclosing class are
   resolved through the module's imports (`discord.ui.View`, `ResponseHandler`), and each one
   found, with its whole MRO, is read: its class attributes and slots, and the `self._x`
   assignments in its source. So `self._children = []` in a `discord.ui.View` subclass is
   discord.py's attribute set from outside, not one of ours, and `self._connection` in a
   `commands.Bot` subclass is discord.py's whether or not the module also assigns it. A base
   that cannot be resolved leaves rule 1 alone to decide.

Another project module's underscore names are private to that module too: `publisher._delete`
from the Kakerlake cog, or `from cogs.larry.x import _helper`, fail like discord.py's.

ALLOWED_NAMES are underscore names that are documented public API. EXCEPTIONS would list a
violation tolerated for a while, each with its reason; it should stay empty, and an entry
that matches nothing fails the test as well.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import textwrap
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "cogs")

# Modules that are not the libraries' public API though no part of their name says so.
PRIVATE_MODULES: frozenset[str] = frozenset({
    "discord.webhook.async_",  # discord.Webhook's implementation; the API is `discord.Webhook`
    "aiohttp.client_proto",  # aiohttp's connection protocol (ResponseHandler)
    "aiohttp.client_reqrep",  # ClientRequest/ClientResponse internals; public via `aiohttp`
    "aiohttp.http_parser",  # aiohttp's HTTP parser
    "aiohttp.http_writer",  # aiohttp's HTTP writer (StreamWriter)
})

# Underscore names that are documented public API, with where they are documented.
ALLOWED_NAMES: dict[str, str] = {
    "_replace": "collections.namedtuple / typing.NamedTuple: documented method",
    "_asdict": "collections.namedtuple / typing.NamedTuple: documented method",
    "_fields": "collections.namedtuple / typing.NamedTuple: documented attribute",
    "_field_defaults": "collections.namedtuple / typing.NamedTuple: documented attribute",
    "_make": "collections.namedtuple / typing.NamedTuple: documented class method",
}

# Violations tolerated for now: (path relative to the repository, the violation's text as the
# failure message shows it after "path:line: ", reason). It should be empty.
EXCEPTIONS: list[tuple[str, str, str]] = []

ATTRIBUTE_FUNCTIONS = frozenset({"getattr", "hasattr", "setattr", "delattr"})
SELF_NAMES = frozenset({"self", "cls"})


def is_dunder(name: str) -> bool:
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def is_private(name: str) -> bool:
    """One leading underscore, or two without two trailing (name-mangled): not a dunder."""
    return name.startswith("_") and not is_dunder(name)


@dataclass(frozen=True, order=True)
class Violation:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text}"


def private_module(module: str) -> bool:
    """A dotted module name with a private component, or one of PRIVATE_MODULES (or under one)."""
    if any(is_private(part) for part in module.split(".") if part):
        return True
    return any(module == known or module.startswith(known + ".") for known in PRIVATE_MODULES)


def _store_targets(target: ast.expr) -> Iterator[ast.expr]:
    if isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            yield from _store_targets(element)
    elif isinstance(target, ast.Starred):
        yield from _store_targets(target.value)
    else:
        yield target


def _is_self(node: ast.expr) -> bool:
    """`self`, `cls`, `type(self)`, `self.__class__`."""
    if isinstance(node, ast.Name):
        return node.id in SELF_NAMES
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "type"
            and len(node.args) == 1 and not node.keywords):
        return _is_self(node.args[0])
    if isinstance(node, ast.Attribute) and node.attr == "__class__":
        return _is_self(node.value)
    return False


def _is_super(node: ast.expr) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "super")


def _string_arg(call: ast.Call, index: int) -> str | None:
    if len(call.args) > index:
        arg = call.args[index]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            return arg.value
    return None


def defined_names(tree: ast.AST) -> set[str]:
    """Private names a piece of code defines for its own objects (rule 1 of the docstring)."""
    found: set[str] = set()

    def through_self(target: ast.expr) -> None:
        for each in _store_targets(target):
            if isinstance(each, ast.Attribute) and _is_self(each.value) and is_private(each.attr):
                found.add(each.attr)

    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                through_self(target)
        elif isinstance(node, ast.AnnAssign):
            through_self(node.target)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            through_self(node.target)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                if item.optional_vars is not None:
                    through_self(item.optional_vars)
        elif isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
            # setattr(self, "_x", v), object.__setattr__(self, "_x", v)
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            if name in ("setattr", "__setattr__") and node.args and _is_self(node.args[0]):
                text = _string_arg(node, 1)
                if text is not None and is_private(text):
                    found.add(text)
        elif isinstance(node, ast.ClassDef):
            for statement in node.body:
                if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    names = [statement.name]
                elif isinstance(statement, ast.Assign):
                    names = [t.id for target in statement.targets
                             for t in _store_targets(target) if isinstance(t, ast.Name)]
                    if "__slots__" in names:
                        names += [e.value for e in ast.walk(statement.value)
                                  if isinstance(e, ast.Constant) and isinstance(e.value, str)]
                elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target,
                                                                         ast.Name):
                    names = [statement.target.id]
                else:
                    names = []
                found.update(name for name in names if is_private(name))
    return found


_FOREIGN_CACHE: dict[type, frozenset[str]] = {}


def names_of_class(klass: type) -> frozenset[str]:
    """The private names a class from elsewhere defines, through its whole MRO: class
    attributes and slots, and what its source assigns through `self`/`cls`."""
    if klass in _FOREIGN_CACHE:
        return _FOREIGN_CACHE[klass]
    found: set[str] = set()
    for each in klass.__mro__:
        found.update(name for name in vars(each) if is_private(name))
        slots = vars(each).get("__slots__", ())
        found.update(name for name in ([slots] if isinstance(slots, str) else slots)
                     if isinstance(name, str) and is_private(name))
        try:
            source = textwrap.dedent(inspect.getsource(each))
            found |= defined_names(ast.parse(source))
        except (OSError, TypeError, SyntaxError):
            pass  # built in, or no source to read: its class attributes above are all we see
    _FOREIGN_CACHE[klass] = frozenset(found)
    return _FOREIGN_CACHE[klass]


class ModuleChecker(ast.NodeVisitor):
    """The violations of one module's source. `module` is its dotted name (for relative
    imports); `resolve` says whether to import libraries to read the bases' definitions."""

    def __init__(self, tree: ast.Module, path: str, module: str, resolve: bool = True) -> None:
        self.tree = tree
        self.path = path
        self.module = module
        self.resolve = resolve
        self.violations: list[Violation] = []
        self.defined = defined_names(tree)
        self.classes: dict[str, ast.ClassDef] = {
            node.name: node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
        self.imports: dict[str, tuple[str, str | None]] = self._import_aliases()
        # the classes being read: a method's `self` (and a nested function's) is the innermost's
        self.class_stack: list[ast.ClassDef] = []
        self._foreign: dict[str, frozenset[str]] = {}

    # imports -------------------------------------------------------------------------------

    def _absolute(self, module: str | None, level: int) -> str:
        if not level:
            return module or ""
        package = self.module.split(".")
        is_package = self.path.endswith("__init__.py")
        base = package if is_package else package[:-1]
        base = base[:len(base) - (level - 1)] if level > 1 else base
        return ".".join([*base, module] if module else base)

    def _import_aliases(self) -> dict[str, tuple[str, str | None]]:
        """Each name an import binds: (module, attribute or None for the module itself)."""
        aliases: dict[str, tuple[str, str | None]] = {}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        aliases[alias.asname] = (alias.name, None)
                    else:
                        top = alias.name.split(".")[0]
                        aliases[top] = (alias.name, "")  # "": bound to the top package
            elif isinstance(node, ast.ImportFrom):
                module = self._absolute(node.module, node.level)
                for alias in node.names:
                    if alias.name != "*":
                        aliases[alias.asname or alias.name] = (module, alias.name)
        return aliases

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if private_module(alias.name):
                self._report(node, f"import of a private module: import {alias.name}")
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = self._absolute(node.module, node.level)
        shown = "." * node.level + (node.module or "")
        names = ", ".join(alias.name for alias in node.names)
        if module != "__future__":
            if private_module(module):
                self._report(node, f"import of a private module: from {shown} import {names}")
            else:
                for alias in node.names:
                    if is_private(alias.name) or (alias.name != "*"
                                                  and private_module(f"{module}.{alias.name}")):
                        self._report(node, f"import of a private name: from {shown} "
                                           f"import {alias.name}")
        self.generic_visit(node)

    # classes and their bases ----------------------------------------------------------------

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for child in [*node.decorator_list, *node.bases, *node.keywords]:
            self.visit(child)
        self.class_stack.append(node)
        for statement in node.body:
            self.visit(statement)
        self.class_stack.pop()

    def _resolve(self, node: ast.expr) -> Any:
        """What a base class expression names, imported; None when unknown."""
        if isinstance(node, ast.Subscript):
            return self._resolve(node.value)
        if isinstance(node, ast.Name):
            if node.id in self.classes:
                return self.classes[node.id]
            if node.id not in self.imports:
                return None
            module, attribute = self.imports[node.id]
            try:
                imported = importlib.import_module(module)
                if attribute == "":
                    return importlib.import_module(module.split(".")[0])
                if attribute is None:
                    return imported
                if hasattr(imported, attribute):
                    return getattr(imported, attribute)
                return importlib.import_module(f"{module}.{attribute}")
            except Exception:
                return None
        if isinstance(node, ast.Attribute):
            value = self._resolve(node.value)
            if value is None or isinstance(value, ast.ClassDef):
                return None
            return getattr(value, node.attr, None)
        return None

    def foreign_names(self, klass: ast.ClassDef, seen: frozenset[str] = frozenset()) -> set[str]:
        """Private names that base classes from outside the module define (rule 2)."""
        if not self.resolve or klass.name in seen:
            return set()
        if klass.name in self._foreign:
            return set(self._foreign[klass.name])
        found: set[str] = set()
        for base in klass.bases:
            resolved = self._resolve(base)
            if isinstance(resolved, ast.ClassDef):
                found |= self.foreign_names(resolved, seen | {klass.name})
            elif isinstance(resolved, type):
                found |= names_of_class(resolved)
        self._foreign[klass.name] = frozenset(found)
        return found

    # attributes ------------------------------------------------------------------------------

    def _own(self, value: ast.expr, name: str) -> bool:
        if name in ALLOWED_NAMES:
            return True
        klass: ast.ClassDef | None
        if _is_self(value) or _is_super(value):
            klass = self.class_stack[-1] if self.class_stack else None
        elif isinstance(value, ast.Name) and value.id in self.classes:
            klass = self.classes[value.id]
        else:
            return False
        if name not in self.defined:
            return False
        return klass is None or name not in self.foreign_names(klass)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if is_private(node.attr) and not self._own(node.value, node.attr):
            self._report(node, f"private attribute of a foreign object: "
                               f"{_short(ast.unparse(node))}")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if (isinstance(node.func, ast.Name) and node.func.id in ATTRIBUTE_FUNCTIONS
                and len(node.args) >= 2):
            name = _string_arg(node, 1)
            if name is not None and is_private(name) and not self._own(node.args[0], name):
                self._report(node, f"private attribute of a foreign object: "
                                   f"{node.func.id}({_short(ast.unparse(node.args[0]))}, "
                                   f"{name!r})")
        self.generic_visit(node)

    def _report(self, node: ast.stmt | ast.expr, text: str) -> None:
        self.violations.append(Violation(self.path, node.lineno, text))


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def check_source(source: str, path: str = "snippet.py", module: str = "snippet",
                 resolve: bool = True) -> list[Violation]:
    checker = ModuleChecker(ast.parse(source), path, module, resolve)
    checker.visit(checker.tree)
    return sorted(set(checker.violations))


def project_files() -> Iterable[Path]:
    for package in PACKAGES:
        yield from sorted((ROOT / package).rglob("*.py"))


def check_tree() -> list[Violation]:
    found: list[Violation] = []
    for file in project_files():
        relative = file.relative_to(ROOT)
        parts = list(relative.with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found += check_source(file.read_text(encoding="utf-8"), relative.as_posix(),
                              ".".join(parts))
    return found


# the checker on small pieces of code -----------------------------------------------------------


def texts(source: str) -> list[str]:
    return [v.text for v in check_source(textwrap.dedent(source))]


@pytest.mark.parametrize("source", [
    "import discord.utils\ndiscord.utils._to_json(x)\n",
    "from discord import utils\nutils._from_json(raw)\n",
    "from discord.webhook.async_ import async_context\n",
    "import discord.webhook.async_\n",
    "from discord.webhook import async_\n",
    "from aiohttp.client_proto import ResponseHandler\n",
    "from discord.utils import _to_json\n",
    "import discord._private\n",
    "from cogs.tables.publisher import _helper\n",
    "from . import _helper\n",
    "bot._connection.parsers\n",
    "publisher._delete(table, 1)\n",
    "discord.MessageFlags._from_value(0)\n",
    "made._factory = None\n",
    "getattr(made, '_factory', None)\n",
    "hasattr(hook, '_state')\n",
    "thing.__mangled\n",
    "import sys\nsys._getframe()\n",
    # inherited, never assigned here
    """
    from discord.ext import commands
    class Bot(commands.Bot):
        def mentions(self):
            return self._connection.allowed_mentions
    """,
    # discord.py's own attribute, set from our subclass: still discord.py's
    """
    import discord
    class Rows(discord.ui.View):
        def __init__(self):
            self._children = []
    """,
    # the base's private method, reached through super()
    """
    import discord
    class Rows(discord.ui.View):
        def _refresh(self, components):
            super()._refresh(components)
    """,
    # an own name, but the foreign base defines it too (through an alias and a subscript)
    """
    from discord.ext.commands import Bot as Base
    class Mine(Base[int]):
        _connection = None
        def go(self):
            return self._connection
    """,
])
def test_the_checker_flags(source: str) -> None:
    assert texts(source), f"not flagged:\n{source}"


@pytest.mark.parametrize("source", [
    "from __future__ import annotations\n",
    "import discord\ndiscord.utils.utcnow()\n",
    "move._replace(a=1)\n",
    "point._asdict()\n",
    "_local_helper()\n",
    "x = type(exc).__name__\n",
    "dict.__getitem__(d, 'k')\n",
    # own attributes: assigned here, no base from outside defines them
    """
    class Mine:
        _cache: dict[str, int] = {}
        def __init__(self):
            self._own = 1
        def go(self):
            return self._own, self._cache, type(self)._cache, Mine._cache, self._step()
        def _step(self):
            return getattr(self, '_own')
    """,
    # an own attribute on a discord.py subclass, which discord.py does not define
    """
    import discord
    class Rows(discord.ui.View):
        def __init__(self):
            super().__init__()
            self._rows = []
        def count(self):
            return len(self._rows)
    """,
    # own base in the same module, its private method reached through super()
    """
    class Base:
        def _hook(self):
            return 1
    class Child(Base):
        def _hook(self):
            return super()._hook() + 1
    """,
])
def test_the_checker_allows(source: str) -> None:
    assert texts(source) == []


def test_violations_name_path_line_and_what() -> None:
    [found] = check_source("x = 1\nbot._connection\n", "cogs/x.py", "cogs.x")
    assert str(found) == "cogs/x.py:2: private attribute of a foreign object: bot._connection"


def test_relative_imports_resolve_against_the_package() -> None:
    checker = ModuleChecker(ast.parse(""), "cogs/larry/x.py", "cogs.larry.x")
    assert checker._absolute("publisher", 1) == "cogs.larry.publisher"
    assert checker._absolute(None, 2) == "cogs"
    package = ModuleChecker(ast.parse(""), "cogs/larry/__init__.py", "cogs.larry")
    assert package._absolute("publisher", 1) == "cogs.larry.publisher"


# the tree -------------------------------------------------------------------------------------


def test_bot_and_cogs_use_public_api_only() -> None:
    assert list(project_files()), "no files found under bot/ and cogs/"
    found = check_tree()
    tolerated = {(path, text) for path, text, _reason in EXCEPTIONS}
    left = [v for v in found if (v.path, v.text) not in tolerated]
    stale = sorted(tolerated - {(v.path, v.text) for v in found})
    message = []
    if left:
        message.append(f"{len(left)} use(s) of private modules or foreign underscore "
                       f"attributes:\n" + "\n".join(f"  {v}" for v in left))
    if stale:
        message.append("EXCEPTIONS entries that match nothing (remove them):\n"
                       + "\n".join(f"  {path}: {text}" for path, text in stale))
    assert not message, "\n".join(message)
