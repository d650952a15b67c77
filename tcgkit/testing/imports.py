"""The import graph of a package, read from its source: which of its modules import which, and the cycles.

A game keeps one direction inside (state ← rules ← primitives, timings, static kinds ← cards; docs/contributing.md),
so its modules form no import cycle. :func:`import_graph` reads every ``import`` of a package's modules with
:mod:`ast` — at the top of a module or deferred inside a function: both run when the program runs — and leaves out
what only type checkers read (``if TYPE_CHECKING:``). :func:`cycles` lists the strongly connected groups of modules
(each a cycle or several entangled ones); :func:`deferred_imports` lists the imports inside functions with whether
a comment (on the line or the line above) says why. A package's own ``__init__`` importing its submodules is not
counted as a cycle with them (submodules naming siblings through the package is how Python packages work).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Import:
    """One import of a module of the package: ``target`` (a module of the package), at ``line``; ``deferred``: inside
    a function; ``why``: the comment beside it or on the line above (``""``: none)."""

    source: str
    target: str
    line: int
    deferred: bool
    why: str


def modules(package_dir: Path, package: str) -> dict[str, Path]:
    """Module name → file, for every ``.py`` file under ``package_dir`` (the directory of ``package``)."""
    out = {}
    for f in sorted(package_dir.rglob("*.py")):
        parts = f.relative_to(package_dir).with_suffix("").parts
        name = ".".join((package,) + parts)
        out[name[: -len(".__init__")] if name.endswith(".__init__") else name] = f
    return out


def _type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def imports(package_dir: Path, package: str) -> list[Import]:
    """Every runtime import between modules of the package (see the module docstring)."""
    mods = modules(package_dir, package)
    out: list[Import] = []
    for name, path in mods.items():
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        is_pkg = path.name == "__init__.py"

        def why(lineno: int) -> str:
            here = lines[lineno - 1]
            if "#" in here:
                return here.split("#", 1)[1].strip()
            above = lines[lineno - 2].strip() if lineno >= 2 else ""
            return above[1:].strip() if above.startswith("#") else ""

        def targets(node: ast.AST) -> list[str]:
            if isinstance(node, ast.Import):
                return [a.name for a in node.names if a.name in mods]
            assert isinstance(node, ast.ImportFrom)
            base = node.module or ""
            if node.level:
                parts = name.split(".")
                parts = parts if is_pkg else parts[:-1]
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            found = []
            for a in node.names:
                sub = f"{base}.{a.name}"
                if sub in mods:
                    found.append(sub)
                elif base in mods:
                    found.append(base)
            return found

        def visit(node: ast.AST, deferred: bool) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.If) and _type_checking(child):
                    for c in child.orelse:
                        visit(c, deferred)
                    continue
                inner = deferred or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
                if isinstance(child, (ast.Import, ast.ImportFrom)):
                    for t in targets(child):
                        if t != name and not (is_pkg and t.startswith(name + ".")):
                            out.append(Import(name, t, child.lineno, inner, why(child.lineno) if inner else ""))
                visit(child, inner)

        visit(ast.parse(text, str(path)), False)
    return out


def import_graph(package_dir: Path, package: str) -> dict[str, set[str]]:
    """Module → the modules of the package it imports at run time."""
    graph: dict[str, set[str]] = {m: set() for m in modules(package_dir, package)}
    for imp in imports(package_dir, package):
        graph[imp.source].add(imp.target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The groups of two or more modules that import each other, directly or round about (Tarjan's strongly
    connected components), largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    counter = 0

    def connect(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(frozenset(group))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return sorted(found, key=lambda g: (-len(g), sorted(g)))
