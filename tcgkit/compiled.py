"""The engine's modules compiled with Cython, with their Python source kept as the reference (issue 18 item 5).

``make setup`` (and ``make test``, ``make demo``) runs ``python -m tcgkit.compiled build``: every module of
:data:`PACKAGES` is compiled with Cython into an extension module beside its source (``match.py`` →
``match.cpython-311-x86_64-linux-gnu.so``; the generated C goes to ``build/cython/``), only those whose source
changed since. The code is the same Python: Cython runs it without the interpreter's dispatch loop, and the
modules of a decision's hot path run 1.4–1.6× as fast (docs/agents.md, "Compiled modules").

Importing tcgkit installs :class:`tcgkit.loader.SourceFirst`, which decides per module:

* a compiled module older than its source is stale: the source is loaded (an edit takes effect at once, in pure
  Python, until the next ``make setup``);
* with ``TCGKIT_PURE_PYTHON=1`` in the environment, every module is loaded from its source: the reference the
  compiled build is checked against (``tests/test_compiled.py`` plays the same games both ways and compares every
  event, winner and final state).

An accelerator is a module written in Cython alone (``.pyx``, such as :mod:`tcgkit.core.dealsort`), for a loop
that wants C arrays; the Python code it stands in for stays beside it as the reference, runs wherever the
accelerator is not built, current or wanted, and is tested to give the same results.

Not compiled: package ``__init__`` files, modules run with ``python -m`` and modules whose meaning Cython would
change — pydantic models (their fields are read from class annotations, which Cython does not keep) and
metaclasses (``core/slots.py``: Cython's ``super()`` inside a metaclass refuses the class it is building).

``python -m tcgkit.compiled`` says how many modules run compiled, stale or pure.

Without a C compiler (or when Cython refuses a module) the build says so and tcgkit runs that code in pure Python;
``make test`` installs the compiler first (``.ci/system-packages``) and ``tests/test_compiled.py`` fails on a module
left unbuilt.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from tcgkit.loader import PURE_ENV, SOURCE_ENDINGS, SUFFIX, pure_requested

PACKAGE_DIR = Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent
PACKAGES = ("core", "ai", "games")
"""The parts of tcgkit that are compiled (the rules engine, the search agents, the games), below ``tcgkit/``."""
_KEEP_PURE = re.compile(r"pydantic|BaseModel|\(type\):|__name__ == .__main__.")
"""What in a module's source keeps it in pure Python (see the module docstring)."""


def candidates() -> list[Path]:
    """The sources that are compiled: every module of :data:`PACKAGES` but those that stay pure."""
    out = []
    for part in PACKAGES:
        for source in sorted((PACKAGE_DIR / part).rglob("*.py")):
            if source.name != "__init__.py" and not _KEEP_PURE.search(source.read_text(encoding="utf-8")):
                out.append(source)
        out += sorted((PACKAGE_DIR / part).rglob("*.pyx"))  # accelerators: Cython alone, a Python reference beside
    return out


def status() -> dict[str, list[str]]:
    """Each compiled candidate as ``compiled`` (built and current), ``stale`` (older than its source) or ``pure``
    (not built)."""
    out: dict[str, list[str]] = {"compiled": [], "stale": [], "pure": []}
    for source in candidates():
        built = source.with_name(source.stem + SUFFIX)
        kind = "pure" if not built.exists() else "stale" if built.stat().st_mtime < source.stat().st_mtime \
            else "compiled"
        out[kind].append(str(source.relative_to(ROOT)))
    return out


def orphans() -> list[Path]:
    """Compiled modules whose source is gone (a module removed or renamed since the build)."""
    return [p for part in PACKAGES for p in sorted((PACKAGE_DIR / part).rglob("*" + SUFFIX))
            if not any(p.with_name(p.name[: -len(SUFFIX)] + ending).exists() for ending in SOURCE_ENDINGS)]


def build(jobs: int = 2) -> int:
    """Compile every candidate whose compiled form is missing or stale, after removing the compiled modules whose
    source is gone; returns how many were compiled."""
    for p in orphans():
        p.unlink()
    found = status()
    todo = [ROOT / p for p in found["pure"] + found["stale"]]
    if not todo:
        return 0
    try:
        from Cython.Build import cythonize
        from setuptools import setup
    except ImportError:  # pragma: no cover - a set-up without the dev extra stays pure Python
        print("tcgkit.compiled: Cython is not installed; tcgkit runs in pure Python", file=sys.stderr)
        return 0
    print(f"tcgkit.compiled: compiling {len(todo)} module(s) with Cython …", file=sys.stderr, flush=True)
    here = os.getcwd()
    work = ROOT / "build" / "cython"
    work.mkdir(parents=True, exist_ok=True)
    link = work / "tcgkit"
    if not link.exists():
        link.symlink_to(PACKAGE_DIR)
    os.chdir(work)  # setuptools reads a pyproject.toml in the working directory; this one has none
    try:
        modules = cythonize([str(p.relative_to(ROOT)) for p in todo], build_dir="c", quiet=True, nthreads=jobs,
                            compiler_directives={"language_level": 3, "binding": True, "annotation_typing": False})
        os.environ.setdefault("CFLAGS", "-O2 -g0 -w")  # generated C: its warnings say nothing about ours
        setup(name="tcgkit-compiled", ext_modules=modules,
              script_args=["-q", "build_ext", "--inplace", "-j", str(jobs), "--build-temp", "o"])
    except (Exception, SystemExit) as exc:  # no C compiler, or a module Cython refuses: the sources still run
        print(f"tcgkit.compiled: the build stopped ({exc}); what is not compiled runs in pure Python "
              f"(apt-get install gcc, or read the error above)", file=sys.stderr)
        return 0
    finally:
        os.chdir(here)
    return len(todo)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["build"]:
        build()
    found = status()
    print(f"tcgkit modules: {len(found['compiled'])} compiled, {len(found['stale'])} stale (their source runs), "
          f"{len(found['pure'])} not built" + (f"; {PURE_ENV} is set: all run from source"
                                               if pure_requested() else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
