"""One direction inside every game package (docs/contributing.md, "One layout, one direction"): no new runtime
import cycle, and a deferred import only where a comment says why.

The games not yet on the core's abilities (issue 19, phase B) still hold import knots; :data:`KNOWN_CYCLES` records
them as they were, and the test fails on any cycle that is not inside one of them. Porting a game empties its entry.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tcgkit
from tcgkit.testing.imports import cycles, import_graph, imports

ROOT = Path(tcgkit.__file__).parent
GAMES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists())

KNOWN_CYCLES: dict[str, list[set[str]]] = {}
"""Known debt: the import cycles of each game before its port (module names relative to the game's package)."""


def _graph(game: str) -> tuple[str, dict[str, set[str]]]:
    package = f"tcgkit.games.{game}"
    return package, import_graph(ROOT / "games" / game, package)


def test_the_known_debt_names_only_games_and_modules_that_exist():
    for game, groups in KNOWN_CYCLES.items():
        assert game in GAMES
        package, graph = _graph(game)
        for group in groups:
            assert {f"{package}.{m}" for m in group} <= set(graph), (game, group)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_has_no_import_cycle_beyond_its_known_debt(game):
    package, graph = _graph(game)
    allowed = [{f"{package}.{m}" for m in g} for g in KNOWN_CYCLES.get(game, [])]
    new = [sorted(m[len(package) + 1:] for m in group) for group in cycles(graph)
           if not any(group <= known for known in allowed)]
    assert not new, f"{game}: modules that import each other at run time: {new}"


@pytest.mark.parametrize("game", [g for g in GAMES if g not in KNOWN_CYCLES])
def test_a_deferred_import_says_why(game):
    package = f"tcgkit.games.{game}"
    silent = [f"{i.source}:{i.line}" for i in imports(ROOT / "games" / game, package) if i.deferred and not i.why]
    assert not silent, f"deferred imports without a comment saying why: {silent}"


def test_the_core_has_no_import_cycle_and_never_imports_a_game():
    graph = import_graph(ROOT / "core", "tcgkit.core")
    assert cycles(graph) == []
    for path in (ROOT / "core").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n.startswith("tcgkit.games") for n in names), f"{path}:{node.lineno}"


def test_the_cycle_finder_finds_a_cycle_held_open_by_a_deferred_import(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from pkg.b import f\n")
    (pkg / "b.py").write_text("def f():\n    from pkg.a import g  # why: a reads b\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.a import g\n")
    graph = import_graph(pkg, "pkg")
    assert cycles(graph) == [frozenset({"pkg.a", "pkg.b"})]
    deferred = [i for i in imports(pkg, "pkg") if i.deferred]
    assert [(i.source, i.why) for i in deferred] == [("pkg.b", "why: a reads b")]
