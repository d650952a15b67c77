"""The compiled build (tcgkit/compiled.py, tcgkit/loader.py): the modules run compiled after ``make setup``, a stale
compiled module gives way to its source, and the compiled engine plays exactly the games the Python source plays
(the reference, ``TCGKIT_PURE_PYTHON=1``)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tcgkit.core.flow
import tcgkit.core.match
import tcgkit.games.gundam.battle
from tcgkit.ai.base import RandomAgent, play_out
from tcgkit.compiled import candidates, status
from tcgkit.games import BUILTIN, get_game
from tcgkit.loader import PURE_ENV, SUFFIX, SourceFirst, pure_requested
from tcgkit.sim.agents import make_agent

ROOT = Path(__file__).resolve().parents[1]


def digests() -> dict[str, str]:
    """Every mode of every game: 3 random games and 1 greedy game with their event logs; a digest of each game's
    history, event log, winners, every seat's final view and the final state's ``fingerprint()`` (the same in any
    process)."""
    out = {}
    for game_id in sorted(BUILTIN):
        game = get_game(game_id)()
        for mode in game.modes():
            decks = game.default_decks(mode)
            for i, agent in enumerate(("random", "random", "random", "greedy")):
                m = game.new_match(decks, 40 + i, mode=mode)
                agents = [RandomAgent(i * 10 + p) if agent == "random" else make_agent(game, agent, i * 10 + p)
                          for p in range(len(decks))]
                play_out(m, agents)
                views = [m.view(p).to_dict() for p in (*range(len(decks)), None)]
                text = repr((m.history, m.log, m.winners, m.fingerprint())) + json.dumps(views, default=str,
                                                                                         sort_keys=True)
                out[f"{game_id}/{mode}/{i}"] = hashlib.sha256(text.encode()).hexdigest()
    return out


def test_the_engine_runs_compiled_after_setup_unless_pure_python_is_asked_for():
    hot = (tcgkit.core.match, tcgkit.core.flow, tcgkit.games.gundam.battle)
    if pure_requested():
        assert all(m.__file__.endswith(".py") for m in hot)
    else:
        assert [m.__name__ for m in hot if not m.__file__.endswith(SUFFIX)] == [], \
            "not compiled: run .venv/bin/python -m tcgkit.compiled build and read its error"
        assert status()["stale"] == [] and status()["pure"] == []


def test_compiled_and_pure_python_play_the_same_games():
    env = {**os.environ, PURE_ENV: "1"}
    code = "import json; from tests.test_compiled import digests; print(json.dumps(digests()))"
    pure = json.loads(subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                                     check=True).stdout)
    here = digests()
    assert len(here) >= 4 * 13 and here == pure


def test_a_fingerprint_is_the_same_in_another_process_mid_game():
    """``Match.fingerprint()`` promises equal digests for equal states in any process: a frame may carry a flow,
    whose rule functions' reprs hold addresses (``Flow.__repr__`` names its steps instead)."""
    code = ("from tests.test_compiled import mid_game_fingerprints as f; import json; print(json.dumps(f()))")
    there = json.loads(subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                                      check=True).stdout)
    assert there == mid_game_fingerprints()


def mid_game_fingerprints() -> dict[str, str]:
    """Every mode of every game after 30 decisions of its first legal action."""
    out = {}
    for game_id in sorted(BUILTIN):
        game = get_game(game_id)()
        for mode in game.modes():
            m = game.new_match(game.default_decks(mode), 40, mode=mode)
            for _ in range(30):
                if m.pending is not None:
                    m.apply(m.pending.actions[0])
            out[f"{game_id}/{mode}"] = m.fingerprint()
    return out


def built_module(tmp_path, name: str, text: str) -> tuple[Path, Path]:
    """A package ``pkg`` holding source ``name`` and a (stand-in) compiled form of it, built after the source."""
    package = tmp_path / "pkg"
    package.mkdir()
    source, built = package / name, package / (name.rpartition(".")[0] + SUFFIX)
    source.write_text(text)
    built.write_bytes(b"")
    os.utime(source, (1_000, 1_000))
    os.utime(built, (2_000, 2_000))
    return package, source


def test_a_stale_compiled_module_or_pure_python_loads_the_source(tmp_path):
    package, source = built_module(tmp_path, "mod.py", "X = 1\n")
    assert SourceFirst("pkg.", pure=False).find_spec("pkg.mod", [str(package)]) is None  # Python's finders load it
    assert SourceFirst("pkg.", pure=True).find_spec("pkg.mod", [str(package)]).origin == str(source)
    os.utime(source, (3_000, 3_000))  # edited after the build
    assert SourceFirst("pkg.", pure=False).find_spec("pkg.mod", [str(package)]).origin == str(source)
    assert SourceFirst("other.", pure=True).find_spec("pkg.mod", [str(package)]) is None
    assert SourceFirst("pkg.", pure=True).find_spec("pkg.nothing", [str(package)]) is None
    source.unlink()  # a module removed since the build: its compiled file must not stand in for it
    with pytest.raises(ModuleNotFoundError, match="removed source"):
        SourceFirst("pkg.", pure=False).find_spec("pkg.mod", [str(package)])


def test_an_accelerator_is_not_found_when_pure_python_is_asked_for_or_its_build_is_stale(tmp_path):
    """A Cython-only module (.pyx) has no Python source to load in its place: it is not found, and its importer
    runs the Python reference (tcgkit.core.determinize for tcgkit.core.dealsort)."""
    package, source = built_module(tmp_path, "fast.pyx", "cpdef int f(): return 1\n")
    assert SourceFirst("pkg.", pure=False).find_spec("pkg.fast", [str(package)]) is None  # Python's finders load it
    with pytest.raises(ModuleNotFoundError, match="pure Python asked for"):
        SourceFirst("pkg.", pure=True).find_spec("pkg.fast", [str(package)])
    os.utime(source, (3_000, 3_000))  # edited after the build
    with pytest.raises(ModuleNotFoundError, match="older than"):
        SourceFirst("pkg.", pure=False).find_spec("pkg.fast", [str(package)])


def test_accelerators_are_built_with_the_modules():
    assert "tcgkit/core/dealsort.pyx" in [str(p.relative_to(ROOT)) for p in candidates()]
    if not pure_requested():
        import tcgkit.core.dealsort

        assert tcgkit.core.dealsort.__file__.endswith(SUFFIX)


def test_a_source_edited_during_the_build_loses_its_compiled_module(tmp_path):
    """The build notes each source's time when it begins; a source edited since (Cython may have read it before the
    edit) has its compiled module removed, so the loader runs the source instead of passing old code for current."""
    from tcgkit.compiled import drop_changed

    package, source = built_module(tmp_path, "mod.py", "X = 1\n")
    (tmp_path / "other").mkdir()
    other_package, other = built_module(tmp_path / "other", "mod.py", "X = 2\n")
    stamps = {source: source.stat().st_mtime_ns, other: other.stat().st_mtime_ns}
    os.utime(source, ns=(stamps[source] + 5_000_000_000, stamps[source] + 5_000_000_000))  # edited meanwhile
    assert drop_changed(stamps) == [source]
    assert not (package / ("mod" + SUFFIX)).exists() and (other_package / ("mod" + SUFFIX)).exists()
