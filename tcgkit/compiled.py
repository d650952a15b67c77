"""The engine's modules compiled with Cython, with their Python source kept as the reference (issue 18 item 5).

``make setup`` (and ``make test``, ``make demo``) runs ``python -m tcgkit.compiled build``: every module of
:data:`PACKAGES` is compiled with Cython into an extension module beside its source (``match.py`` →
``match.cpython-311-x86_64-linux-gnu.so``; the generated C goes to ``build/cython/``), only those whose source
changed since. The code is the same Python: Cython runs it without the interpreter's dispatch loop, and with the
two steps below the compiled engine plays 1.6–2.0× as many games per CPU second as pure Python (README, "Speed").

Compiled code reads an attribute, calls a method or indexes a sequence of an object it knows nothing about through
CPython's generic lookups, where the interpreter of CPython 3.11 specialises each place in the code to what it has
seen there (a ``__slots__`` field, a method of one type, a list by a small int). The build gives the compiled
modules the same shortcuts: :func:`with_fast_paths` routes those three operations of each generated C file
through ``tcgkit/fastpaths.h``, a cache at each place checked by the type and its version tag, with the generic
lookup behind it (``tests/test_fastpaths.py`` compiles a probe module and compares it with pure Python), and where
the C reads a module object's method and then unpacks the bound method the read made (``SUPPORT.value(m, u)``), it
reads the function and the object apart instead (:func:`unpacked_calls`). A random playout runs 12–22 % faster
with them (docs/agents.md, "Speed of an iteration").

The build is profile-guided: with no profile yet it compiles every module instrumented, runs a workload of every
game (:mod:`tcgkit.profile_guided`), and compiles again with what the C compiler recorded, so the branches and
calls the engine takes most are laid out and inlined for it (a random Gundam playout about 1.45× as fast as
with ``-O3`` alone; docs/agents.md).
Later builds reuse the profile; ``python -m tcgkit.compiled build --fresh`` records a new one, ``TCGKIT_PGO=0``
builds without.

Importing tcgkit installs :class:`tcgkit.loader.SourceFirst`, which decides per module:

* a compiled module older than its source is stale: the source is loaded (an edit takes effect at once, in pure
  Python, until the next ``make setup``);
* with ``TCGKIT_PURE_PYTHON=1`` in the environment, every module is loaded from its source: the reference the
  compiled build is checked against (``tests/test_compiled.py`` plays the same games both ways and compares every
  event, winner and final state).

An accelerator is a module written in Cython alone (``.pyx``) for what compiled Python cannot make cheap: a loop
over C arrays (:mod:`tcgkit.core.dealsort`), 64-bit arithmetic (:mod:`tcgkit.core.xorshift`), a method that takes
keyword arguments without building their dict (:mod:`tcgkit.core.quietemit`), a named tuple's constructor without
its intermediate tuples (:mod:`tcgkit.core.effects.ctxnew`). The Python code it stands in for
stays beside it as the reference, runs wherever the accelerator is not built, current or wanted, and is tested to
give the same results.

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
import subprocess
import sys
from pathlib import Path
from typing import Sequence

from tcgkit.loader import PURE_ENV, SOURCE_ENDINGS, SUFFIX, pure_requested
from tcgkit.profile_guided import BASE, GENERATE, PROFILE_ENV, USE

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
        built = _built(source)
        kind = "pure" if not built.exists() else "stale" if built.stat().st_mtime < source.stat().st_mtime \
            else "compiled"
        out[kind].append(str(source.relative_to(ROOT)))
    return out


def _built(source: Path) -> Path:
    return source.with_name(source.stem + SUFFIX)


def orphans() -> list[Path]:
    """Compiled modules whose source is gone (a module removed or renamed since the build)."""
    return [p for part in PACKAGES for p in sorted((PACKAGE_DIR / part).rglob("*" + SUFFIX))
            if not any(p.with_name(p.name[: -len(SUFFIX)] + ending).exists() for ending in SOURCE_ENDINGS)]


FAST_PATHS = PACKAGE_DIR / "fastpaths.h"
"""The interpreter's specialisations (slot, class and module reads, slot writes, method calls, list and tuple
indexing, truth tests) that every compiled module's code uses: see the header."""
FAST_PATH_HEADERS = (FAST_PATHS, PACKAGE_DIR / "fastpaths_ways.h")
"""Every header the compiled modules include (:data:`FAST_PATHS` includes the other): a change to any rebuilds every
module."""
_CODE_START = "/* Implementation of "
_CODE_END = "/* --- Runtime support code --- */"
_FAST_ON = """/* TCGKIT_FASTPATHS: this module's code reads and writes attributes, calls methods and indexes through
   tcgkit/fastpaths.h (tcgkit/compiled.py) */
#include "fastpaths.h"
#if CYTHON_USE_TYPE_SLOTS && CYTHON_VECTORCALL && TCG_FASTPATHS
#define TCGKIT_FASTPATHS_ON 1
#undef __Pyx_PyObject_GetAttrStr
#define __Pyx_PyObject_GetAttrStr(o, n) TCG_GETATTR(o, n)
#undef __Pyx_PyObject_SetAttrStr
#define __Pyx_PyObject_SetAttrStr(o, n, v) TCG_SETATTR(o, n, v)
#undef __Pyx_PyObject_GetItem
#define __Pyx_PyObject_GetItem(o, k) TCG_GETITEM(o, k, __Pyx_PyObject_GetItem)
#undef __Pyx_PyObject_FastCallMethod
#define __Pyx_PyObject_FastCallMethod(n, a, f) TCG_CALL_METHOD(n, a, f)
#undef __Pyx_Object_VectorcallMethodKwds
#define __Pyx_Object_VectorcallMethodKwds(n, a, f, k) TCG_CALL_METHOD_KW(n, a, f, k)
#define __Pyx_PyObject_IsTrue(o) TCG_IS_TRUE(o, __Pyx_PyObject_IsTrue)
#endif
"""
_FAST_OFF = """/* TCGKIT_FASTPATHS end: Cython's own functions are defined from here */
#ifdef TCGKIT_FASTPATHS_ON
#undef __Pyx_PyObject_GetAttrStr
#undef __Pyx_PyObject_SetAttrStr
#undef __Pyx_PyObject_GetItem
#undef __Pyx_PyObject_IsTrue
#undef __Pyx_Object_VectorcallMethodKwds
#define __Pyx_Object_VectorcallMethodKwds PyObject_VectorcallMethod
#endif
"""


_UNPACKED_CALL = re.compile(
    r"(?P<callee>__pyx_t_\d+) = (?P<read>__Pyx_PyObject_GetAttrStr\((?P<args>[^;\n]*)\));"
    r"(?P<between>(?:[^\n]*\n){1,80}?)"
    r"(?P<indent>[ \t]*)(?P<flag>__pyx_t_\d+) = 1;\n"
    r"[ \t]*#if CYTHON_UNPACK_METHODS\n[ \t]*(?P<check>if \(unlikely\(PyMethod_Check\((?P=callee)\)\)\) \{)\n"
    r"[ \t]*(?P<self>__pyx_t_\d+) = PyMethod_GET_SELF\((?P=callee)\);")
"""Cython's C for ``x.name(args)`` where ``x`` is a module's object (a local's or an attribute's method it calls in
one step): the callee read, its arguments, then the callee unpacked if the read made a bound method (its ``self``
temporary, NULL until then, and the flag that says whether ``self`` goes first)."""


def unpacked_calls(code: str) -> tuple[str, int]:
    """``code`` (a module's own C) with each read-then-unpack of :data:`_UNPACKED_CALL` made one
    ``TCG_GETATTR_SELF`` (the interpreter's LOAD_METHOD: a function on the type comes with ``self`` set, no bound
    method made), and how many (a call among another's arguments too). A place is left as it is unless its
    ``self`` is set to NULL just before the read, and neither it nor the callee is named between the read and the
    unpack but by the read's own error check and reference note."""
    edits = []
    for start in re.finditer(r"__pyx_t_\d+ = __Pyx_PyObject_GetAttrStr\(", code):
        m = _UNPACKED_CALL.match(code, start.start())
        if m is None:
            continue
        callee, self_, between = m.group("callee"), m.group("self"), m.group("between")
        between = between.replace(f"if (unlikely(!{callee}))", "").replace(f"__Pyx_GOTREF({callee});", "")
        named = re.compile(rf"\b({re.escape(callee)}|{re.escape(self_)})\b")
        last = list(re.finditer(rf"\b{re.escape(self_)}\b[^;\n]*;", code[max(0, m.start() - 2000):m.start()]))
        if named.search(between) or not last or last[-1].group(0) != f"{self_} = NULL;":
            continue
        edits += [(m.start("read"), m.end("read"), f"TCG_GETATTR_SELF({m.group('args')}, {self_})"),
                  (m.start("flag"), m.end("flag") + len(" = 1"), f"{m.group('flag')} = {self_} == NULL"),
                  (m.start("check"), m.end("check"),
                   f"if ({self_} == NULL && unlikely(PyMethod_Check({callee}))) {{")]
    out, last_end = [], 0
    for begin, end, text in sorted(edits):
        out += [code[last_end:begin], text]
        last_end = end
    return "".join(out) + code[last_end:], len(edits) // 3


def with_fast_paths(c_file: Path, method_reads: bool = True) -> bool:
    """Route a generated C file's attribute reads and writes, method calls and indexing through
    :data:`FAST_PATHS`: Cython's macros for them are redefined where the module's own code starts, and the three
    that name a function of Cython's support code are restored where that code starts; with ``method_reads``, a
    module object's method read to be called is read with its object apart (:func:`unpacked_calls`; a header of
    before 2026-11-28 has no ``TCG_GETATTR_SELF``). An earlier insertion is replaced. Returns ``False`` (the file
    unchanged) when the two markers are not found once each, in order."""
    text = c_file.read_text(encoding="utf-8")
    for block, marker in ((_FAST_ON, _CODE_START), (_FAST_OFF, _CODE_END)):  # an earlier insertion goes first
        first = block.split("\n", 1)[0]
        while first in text:
            text = text[:text.index(first)] + text[text.index(marker, text.index(first)):]
    if text.count(_CODE_START) != 1 or text.count(_CODE_END) != 1 or text.index(_CODE_START) > text.index(_CODE_END):
        return False
    start, end = text.index(_CODE_START), text.index(_CODE_END)
    code = unpacked_calls(text[start:end])[0] if method_reads else text[start:end]
    text = text[:start] + _FAST_ON + code + _FAST_OFF + text[end:]
    c_file.write_text(text, encoding="utf-8")
    return True


WORK = ROOT / "build" / "cython"
"""Where the build keeps the generated C (``c/``), the object files and their profiles (``o/``)."""


def build(jobs: int = 2, fresh: bool = False) -> int:
    """Compile every candidate whose compiled form is missing or stale (or older than a header of
    :data:`FAST_PATH_HEADERS`), after removing the compiled modules whose source is gone; returns how many were
    compiled. With no profile yet, in two passes (:mod:`tcgkit.profile_guided`); ``fresh`` first drops every
    compiled module and the profile."""
    if fresh:
        for p in [_built(s) for s in candidates()] + sorted(WORK.glob("o/**/*.gcda")):
            p.unlink(missing_ok=True)
    for p in orphans():
        p.unlink()
    found = status()
    todo = [ROOT / p for p in found["pure"] + found["stale"]]
    header = max(h.stat().st_mtime for h in FAST_PATH_HEADERS)  # a changed header rebuilds every module (the
    # loader need not know)
    todo += [ROOT / p for p in found["compiled"] if _built(ROOT / p).stat().st_mtime < header]
    if not todo:
        return 0
    try:
        import Cython  # noqa: F401
    except ImportError:  # pragma: no cover - a set-up without the dev extra stays pure Python
        print("tcgkit.compiled: Cython is not installed; tcgkit runs in pure Python", file=sys.stderr)
        return 0
    stamps = {p: p.stat().st_mtime_ns for p in todo}  # a source edited during the build is compiled from before
    guided = os.environ.get(PROFILE_ENV, "1") != "0"
    learn = guided and not any(WORK.glob("o/**/*.gcda"))
    print(f"tcgkit.compiled: compiling {len(todo)} module(s) with Cython"
          + (" (twice: instrumented, then with the profile the workload leaves)" if learn else "") + " …",
          file=sys.stderr, flush=True)
    try:
        if learn:
            try:
                compile_sources(todo, PACKAGE_DIR, WORK, jobs, BASE + GENERATE)
                subprocess.run([sys.executable, "-m", "tcgkit.profile_guided"], cwd=ROOT, check=True)
            finally:  # never leave instrumented modules behind: they are slow and write profiles at every exit
                try:
                    compile_sources(todo, PACKAGE_DIR, WORK, jobs, BASE + USE, force=True)
                except BaseException:
                    for p in todo:
                        _built(p).unlink(missing_ok=True)
                    raise
        else:
            compile_sources(todo, PACKAGE_DIR, WORK, jobs, BASE + (USE if guided else ()))
    except (Exception, SystemExit) as exc:  # no C compiler, or a module Cython refuses: the sources still run
        print(f"tcgkit.compiled: the build stopped ({exc}); what is not compiled runs in pure Python "
              f"(apt-get install gcc, or read the error above)", file=sys.stderr)
        return 0
    changed = drop_changed(stamps)
    if changed:
        print(f"tcgkit.compiled: {len(changed)} source(s) changed during the build "
              f"({', '.join(str(p.relative_to(ROOT)) for p in changed[:5])}{' …' if len(changed) > 5 else ''}); "
              f"their compiled modules were removed, so the sources run: build again", file=sys.stderr)
    return len(todo) - len(changed)


def drop_changed(stamps: dict[Path, int]) -> list[Path]:
    """Remove the compiled module of each source whose modification time (ns) is no longer its ``stamps`` entry, the
    time it had when the build began: Cython may have read it before the edit, and the compiled file, written
    later, would pass for current. Returns those sources."""
    changed = [p for p, t in stamps.items() if not p.exists() or p.stat().st_mtime_ns != t]
    for p in changed:
        _built(p).unlink(missing_ok=True)
    return changed


def compile_sources(sources: list[Path], package: Path, work: Path, jobs: int = 2,
                    flags: Sequence[str] = BASE, force: bool = False) -> None:
    """Compile ``sources`` (modules below the package directory ``package``) into extension modules beside them,
    through :func:`with_fast_paths`, with the C compiler's ``flags``; the generated C goes to ``work/c``, the
    objects to ``work/o``. ``force`` compiles even what looks current.

    Raises:
        ImportError: Cython or setuptools is not installed.
        Exception, SystemExit: Cython refuses a module, or the C compiler fails or is missing.
    """
    from Cython.Build import cythonize
    from setuptools import setup

    here = os.getcwd()
    work.mkdir(parents=True, exist_ok=True)
    link = work / package.name
    if not link.exists():
        link.symlink_to(package)
    os.chdir(work)  # setuptools reads a pyproject.toml in the working directory; this one has none
    try:
        modules = cythonize([str(p.relative_to(package.parent)) for p in sources], build_dir="c", quiet=True,
                            nthreads=jobs, compiler_directives={"language_level": 3, "binding": True,
                                                                "annotation_typing": False})
        fast = 0
        for ext in modules:
            ext.include_dirs.append(str(PACKAGE_DIR))
            ext.depends += [str(h) for h in FAST_PATH_HEADERS]
            ext.extra_compile_args += list(flags)
            ext.extra_link_args += list(flags)  # -fprofile-generate links the profiler's runtime
            fast += all(with_fast_paths(Path(c)) for c in ext.sources if c.endswith(".c"))
        if fast < len(modules):
            print(f"tcgkit.compiled: {len(modules) - fast} module(s) without the fast paths (this Cython's C has "
                  f"not the expected markers); they take the generic ways", file=sys.stderr)
        setup(name="tcgkit-compiled", ext_modules=modules,
              script_args=["-q", "build_ext", "--inplace", "-j", str(jobs), "--build-temp", "o"]
              + (["--force"] if force else []))
    finally:
        os.chdir(here)


def main(argv: list[str] | None = None) -> int:
    """``python -m tcgkit.compiled [build [--fresh]]``: build what is missing or stale, then say how many modules
    run compiled; an unknown word is refused (exit status 2) rather than taken for a plain build."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m tcgkit.compiled",
        description="Say how many of tcgkit's modules run compiled, stale (their source runs) or pure; with build, "
                    "first compile what is missing or stale (make setup does this).")
    parser.add_argument("command", nargs="?", choices=["build"], help="compile what is missing or stale first")
    parser.add_argument("--fresh", action="store_true",
                        help="with build: drop every compiled module and the profile, and build profile-guided anew")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.fresh and args.command != "build":
        parser.error("--fresh goes with build")
    if args.command == "build":
        build(fresh=args.fresh)
    found = status()
    print(f"tcgkit modules: {len(found['compiled'])} compiled, {len(found['stale'])} stale (their source runs), "
          f"{len(found['pure'])} not built" + (f"; {PURE_ENV} is set: all run from source"
                                               if pure_requested() else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
