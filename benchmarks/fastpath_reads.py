"""The compiled build's attribute reads and method calls, with this checkout's fast paths against another
revision's, side by side in one run (tcgkit/fastpaths.h; numbers, not pass/fail: benchmarks/README.md).

One small module (below) is turned into C by Cython once, routed through the fast paths as the build routes the
engine (:func:`tcgkit.compiled.with_fast_paths`), and compiled twice with the interpreter's own flags and the build's
(``-O3 -fno-plt``, no profile): once with ``tcgkit/fastpaths.h`` as it is here, once with the header of
``--baseline`` (a git revision). Each round runs both, in fresh processes, in turn (old first in odd rounds); each
figure is the CPU time of one loop iteration, the best of five loops in a process; the report gives the median over
the rounds and the range.

Usage (from the repository root)::

    .venv/bin/python benchmarks/fastpath_reads.py --baseline HEAD~3 --rounds 5
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SOURCE = textwrap.dedent('''
    from collections import namedtuple


    class Slotted:
        __slots__ = ("a", "b")

        def __init__(self, a):
            self.a = a
            self.b = 0

        def f(self, x):
            return x


    class Kind:  # a module-level object with a __dict__, as the rules' static kinds are
        def value(self, m, u):
            return u


    KIND = Kind()
    HELD = Slotted(1)  # a module-level object without a __dict__
    Point = namedtuple("Point", "x y")


    def slot_reads(o, n):
        for _ in range(n):
            o.a
            o.b
            o.a
            o.b


    def method_calls(o, n):
        for _ in range(n):
            o.f(1)
            o.f(2)


    def module_object_calls(n):  # arguments that are no constants, as the rules' (SUPPORT.value(m, u))
        for u in range(n):
            KIND.value(n, u)
            KIND.value(n, u)


    def module_slotted_calls(n):
        for u in range(n):
            HELD.f(u)
            HELD.f(u)


    def field_reads(p, n):
        for _ in range(n):
            p.x
            p.y


    def class_reads(objects, n):  # one place, three types in turn
        for _ in range(n):
            for o in objects:
                o.__class__
''')

MEASURES = {
    "slot_reads": "four slot reads",
    "method_calls": "two method calls on a slotted object",
    "module_object_calls": "two method calls on a module-level object with a __dict__",
    "module_slotted_calls": "two method calls on a module-level slotted object",
    "field_reads": "two named-tuple field reads",
    "class_reads": "three `__class__` reads, three types at one place",
}

WORKER = textwrap.dedent('''
    import json, sys, time
    sys.path.insert(0, sys.argv[1])
    import fastbench as b
    n = int(sys.argv[2])
    args = {"slot_reads": (b.Slotted(1), n), "method_calls": (b.Slotted(1), n), "module_object_calls": (n,),
            "module_slotted_calls": (n,),
            "field_reads": (b.Point(1, 2), n), "class_reads": ((b.Slotted(1), b.Point(1, 2), b.KIND), n)}
    out = {}
    for name, a in args.items():
        best = float("inf")
        for _ in range(5):
            t = time.process_time()
            getattr(b, name)(*a)
            best = min(best, time.process_time() - t)
        out[name] = best / n * 1e9
    print(json.dumps(out))
''')


def build(header_dir: Path, out_dir: Path) -> None:
    """Compile ``header_dir/fastbench.c`` against the headers in ``header_dir`` into ``out_dir``."""
    out_dir.mkdir(parents=True)
    cc = (sysconfig.get_config_var("CC") or "cc").split()
    flags = (sysconfig.get_config_var("CFLAGS") or "").split() + (sysconfig.get_config_var("CCSHARED") or "").split()
    target = out_dir / ("fastbench" + sysconfig.get_config_var("EXT_SUFFIX"))
    subprocess.run(cc + flags + ["-O3", "-g0", "-w", "-fno-plt", f"-I{header_dir}",
                                 f"-I{sysconfig.get_paths()['include']}", "-shared", str(header_dir / "fastbench.c"),
                                 "-o", str(target)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="HEAD", help="the git revision whose fastpaths.h to compare (HEAD)")
    parser.add_argument("--rounds", type=int, default=5, help="worker runs per header (default 5)")
    parser.add_argument("--iterations", type=int, default=2_000_000, help="loop iterations per measure")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from Cython.Build import cythonize

    from tcgkit.compiled import FAST_PATH_HEADERS, with_fast_paths

    old_headers = {}
    for header in FAST_PATH_HEADERS:  # a revision before the headers were split has fastpaths.h alone
        shown = subprocess.run(["git", "show", f"{args.baseline}:tcgkit/{header.name}"], cwd=ROOT,
                               capture_output=True, text=True)
        if shown.returncode == 0:
            old_headers[header.name] = shown.stdout
    if "fastpaths.h" not in old_headers:
        sys.exit(f"{args.baseline} has no tcgkit/fastpaths.h")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "fastbench.py").write_text(SOURCE)
        here = os.getcwd()
        os.chdir(work)
        try:
            cythonize(["fastbench.py"], quiet=True,
                      compiler_directives={"language_level": 3, "binding": True, "annotation_typing": False})
        finally:
            os.chdir(here)
        for version, headers in (("old_header", old_headers),
                                 ("new_header", {h.name: h.read_text() for h in FAST_PATH_HEADERS})):
            (work / version).mkdir()
            for name, text in headers.items():
                (work / version / name).write_text(text)
            shutil.copy(work / "fastbench.c", work / version / "fastbench.c")  # routed as that header can take it
            if not with_fast_paths(work / version / "fastbench.c",
                                   method_reads="TCG_GETATTR_SELF" in headers["fastpaths.h"]):
                sys.exit("this Cython's C has not the markers the fast paths expect")
        build(work / "old_header", work / "old")
        build(work / "new_header", work / "new")
        (work / "worker.py").write_text(WORKER)
        runs: dict[str, list[dict]] = {"old": [], "new": []}
        for r in range(args.rounds):
            for version in (("old", "new") if r % 2 == 0 else ("new", "old")):
                done = subprocess.run([sys.executable, str(work / "worker.py"), str(work / version),
                                       str(args.iterations)], check=True, capture_output=True, text=True)
                runs[version].append(json.loads(done.stdout))
            print(f"round {r + 1}/{args.rounds}", file=sys.stderr)
    print(f"`benchmarks/fastpath_reads.py --baseline {args.baseline} --rounds {args.rounds}`: ns per loop "
          f"iteration, CPU time, median of {args.rounds} runs (range)\n")
    print(f"| loop body | {args.baseline} | this checkout | new/old |\n|---|---:|---:|---:|")
    for name, words in MEASURES.items():
        old = [run[name] for run in runs["old"]]
        new = [run[name] for run in runs["new"]]
        print(f"| {words} | {statistics.median(old):.1f} ({min(old):.1f}–{max(old):.1f}) "
              f"| {statistics.median(new):.1f} ({min(new):.1f}–{max(new):.1f}) "
              f"| {statistics.median(new) / statistics.median(old):.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
