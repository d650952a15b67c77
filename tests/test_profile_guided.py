"""The profile-guided build: the workload plays every game, and the build runs its passes in order and never leaves an
instrumented module behind (the compiler and the workload are stood in for; tests/test_compiled.py checks the real
build)."""

from __future__ import annotations

import os
import subprocess
import time

import pytest

import tcgkit.compiled as compiled
from tcgkit.games import REGISTRY
from tcgkit.profile_guided import BASE, GENERATE, PROFILE_ENV, USE, workload


def test_the_workload_plays_every_game():
    decisions = workload(random_games=1, greedy_games=0, search_games=0)
    assert sorted(decisions) == sorted(REGISTRY)
    assert all(n > 0 for n in decisions.values())


@pytest.fixture
def fake_tree(tmp_path, monkeypatch):
    """A package of two modules, neither built, and a record of the compiler passes and workload runs."""
    package = tmp_path / "tcgkit"
    (package / "core").mkdir(parents=True)
    sources = [package / "core" / "a.py", package / "core" / "b.py"]
    for s in sources:
        s.write_text("x = 1\n")
    headers = (package / "fastpaths.h", package / "fastpaths_ways.h")
    for header in headers:
        header.write_text("/* */\n")
    monkeypatch.setattr(compiled, "PACKAGE_DIR", package)
    monkeypatch.setattr(compiled, "ROOT", tmp_path)
    monkeypatch.setattr(compiled, "WORK", tmp_path / "build" / "cython")
    monkeypatch.setattr(compiled, "FAST_PATHS", headers[0])
    monkeypatch.setattr(compiled, "FAST_PATH_HEADERS", headers)
    monkeypatch.setattr(compiled, "candidates", lambda: sources)
    monkeypatch.delenv(PROFILE_ENV, raising=False)
    calls: list = []

    def compile_sources(todo, package_dir, work, jobs=2, flags=BASE, force=False):
        calls.append(("compile", sorted(p.name for p in todo), tuple(flags), force))
        if "fail" in calls:
            raise RuntimeError("the C compiler failed")
        for p in todo:
            compiled._built(p).write_text("built\n")

    def run(cmd, cwd, check):
        calls.append(("workload", cmd[1:]))
        if "workload fails" in calls:
            raise subprocess.CalledProcessError(1, cmd)

    monkeypatch.setattr(compiled, "compile_sources", compile_sources)
    monkeypatch.setattr(compiled.subprocess, "run", run)
    return sources, calls


def test_a_first_build_compiles_instrumented_runs_the_workload_then_compiles_with_the_profile(fake_tree):
    sources, calls = fake_tree
    assert compiled.build() == 2
    assert calls == [("compile", ["a.py", "b.py"], BASE + GENERATE, False),
                     ("workload", ["-m", "tcgkit.profile_guided"]),
                     ("compile", ["a.py", "b.py"], BASE + USE, True)]


def test_a_later_build_reuses_the_profile_and_fresh_records_a_new_one(fake_tree):
    sources, calls = fake_tree
    profile = compiled.WORK / "o" / "tcgkit" / "core" / "a.gcda"
    profile.parent.mkdir(parents=True)
    profile.write_text("counts")
    assert compiled.build() == 2
    assert calls == [("compile", ["a.py", "b.py"], BASE + USE, False)]
    calls.clear()
    assert compiled.build() == 0 and calls == []  # nothing stale
    assert compiled.build(fresh=True) == 2
    assert not profile.exists() and [c[0] for c in calls] == ["compile", "workload", "compile"]


def test_a_changed_header_rebuilds_every_module(fake_tree):
    sources, calls = fake_tree
    (compiled.WORK / "o").mkdir(parents=True)
    (compiled.WORK / "o" / "a.gcda").write_text("counts")
    assert compiled.build() == 2
    for header in compiled.FAST_PATH_HEADERS:  # either header, the one included or the one it includes
        then = time.time_ns() - 100 * 10**9
        for older in compiled.FAST_PATH_HEADERS + tuple(sources):
            os.utime(older, ns=(then, then))
        for s in sources:
            os.utime(compiled._built(s), ns=(then + 10**9, then + 10**9))
        calls.clear()
        assert compiled.build() == 0 and calls == []
        os.utime(header, ns=(then + 2 * 10**9, then + 2 * 10**9))  # changed after the modules were built
        assert compiled.build() == 2
        assert calls == [("compile", ["a.py", "b.py"], BASE + USE, False)]


def test_without_pgo_one_plain_pass(fake_tree, monkeypatch):
    sources, calls = fake_tree
    monkeypatch.setenv(PROFILE_ENV, "0")
    assert compiled.build() == 2
    assert calls == [("compile", ["a.py", "b.py"], BASE, False)]


def test_a_failed_workload_still_ends_with_the_optimised_pass(fake_tree):
    sources, calls = fake_tree
    calls.append("workload fails")
    assert compiled.build() == 0  # the build says it stopped
    assert calls[-1] == ("compile", ["a.py", "b.py"], BASE + USE, True)
    assert all(compiled._built(s).exists() for s in sources)


def test_a_failed_last_pass_leaves_no_instrumented_module(fake_tree, monkeypatch, capsys):
    sources, calls = fake_tree
    real = compiled.compile_sources

    def second_pass_fails(todo, package_dir, work, jobs=2, flags=BASE, force=False):
        if force:
            calls.append("fail")
        real(todo, package_dir, work, jobs, flags, force)

    monkeypatch.setattr(compiled, "compile_sources", second_pass_fails)
    assert compiled.build() == 0
    assert not any(compiled._built(s).exists() for s in sources)  # the sources run until the next build
    assert "the build stopped" in capsys.readouterr().err


def test_the_build_command_takes_fresh(monkeypatch, capsys):
    seen = []
    monkeypatch.setattr(compiled, "build", lambda fresh=False: seen.append(fresh) or 0)
    compiled.main(["build", "--fresh"])
    compiled.main(["build"])
    assert seen == [True, False]
    assert "tcgkit modules:" in capsys.readouterr().out
    for wrong in (["build", "--frseh"], ["--fresh"], ["bulid"]):  # a typo is refused, not taken for a plain build
        with pytest.raises(SystemExit) as refused:
            compiled.main(wrong)
        assert refused.value.code == 2
    assert seen == [True, False]
    with pytest.raises(SystemExit):
        compiled.main(["--help"])
    assert "--fresh" in capsys.readouterr().out
