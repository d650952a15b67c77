"""How much a second worker buys: ``tcgkit simulate GAME --workers 2`` against ``--workers 1``, whole process.

Usage (from the repository root)::

    nice -n 10 .venv/bin/python benchmarks/worker_scaling.py [--games 2000] [--repeats 3] [--game GAME ...]
        [--agents random] [--engine local|ray] [--vs 'OLD COMMAND PREFIX']

Each measurement is one public command, e.g. ``tcgkit simulate gundam -d A -d B --games 2000 --agents random
--seed 1 --workers 2``, timed from outside: wall time (``time.perf_counter``) and the CPU time of the command and
every process it started (``resource.getrusage(RUSAGE_CHILDREN)``, user + system; this script makes itself the
"child subreaper" of the command's process tree on Linux and reaps every process of it, so the CPU of helper
processes whose parent is not the command — a fork server's — is counted too). The runs for 1 and 2 workers
alternate (1, 2, 1, 2 …) so that load from elsewhere on a shared machine hits both alike; the table gives the median
and the range. ``speed-up`` is the median wall time with 1 worker over the median with 2. ``own CPU`` is the command's
own process (with the children it waited for, which excludes forked-server helpers): with helpers that it does not
wait for, and a command that never waits for them, that is its wall time on an idle machine. The last column is the
games per second the command itself prints, which counts its run only (not the process start, nor Ray's). Also
printed: the start-up of a worker, as ``--games 2`` with 2 workers minus ``--games 2`` with 1 (the cost a pool pays
once per run: starting the processes and loading the game in each), and the load average (``os.getloadavg``)
before and after.

``--vs PREFIX`` times a second command prefix beside the default one (``.venv/bin/tcgkit``), e.g. an older
checkout's console script; every row is then measured for both, interleaved. (Give an old checkout a console script
of its own — ``from tcgkit.cli import app; app()`` with its path first — rather than ``python -m tcgkit``: its
workers re-import the ``__main__`` script as a console script makes them do.)
"""

from __future__ import annotations

import argparse
import ctypes
import os
import re
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "tcgkit" / "games"
PAIRS = {
    "gundam": ("gundam/decks/seed_blue_white.txt", "gundam/decks/seed_green_white.txt"),
    "fe_cipher": ("fe_cipher/decks/s01_marth.txt", "fe_cipher/decks/s02_chrom.txt"),
    "gwent": ("gwent/decks/monsters_advanced.txt", "gwent/decks/nilfgaard_advanced.txt"),
    "soulbound_arkana": ("soulbound_arkana/decks/bollwerk.txt", "soulbound_arkana/decks/glut_und_flut.txt"),
    "power_duell": ("power_duell/decks/glut.txt", "power_duell/decks/gezeiten.txt"),
}
"""One pairing of shipped decks per game (the game's default decks for its first mode)."""


def simulate_command(prefix: list[str], game: str, games: int, workers: int, agents: str, engine: str) -> list[str]:
    a, b = PAIRS[game]
    cmd = [*prefix, "simulate", game, "-d", str(GAMES / a), "-d", str(GAMES / b), "--games", str(games),
           "--agents", agents, "--seed", "1", "--workers", str(workers)]
    return cmd + (["--engine", engine] if engine != "local" else [])


PR_SET_CHILD_SUBREAPER = 36


def become_subreaper() -> None:
    """Orphaned descendants (a fork server and its helpers) become this process's children, so their CPU time is
    counted once they are reaped (Linux; elsewhere it is left out)."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def reap_all() -> None:
    """Wait for every descendant left behind by the last command."""
    while True:
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            return


RATE = re.compile(r"([0-9][0-9,.]*) games/s")


def timed(cmd: list[str]) -> tuple[float, float, float, float]:
    """(wall seconds, CPU seconds of the command and all its descendants, CPU seconds of the command's own process
    and the children it waited for, the games/s the command reports for its run alone, i.e. after start-up) of one
    run; exits if it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        t = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, text=True)
        _, status, own = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - t
        reap_all()
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if proc.returncode != 0:
        sys.exit(f"failed ({proc.returncode}): {shlex.join(cmd)}\n{stderr[-2000:]}")
    rate = RATE.findall(stdout)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, own.ru_utime + own.ru_stime, float(rate[-1].replace(",", "")) if rate else 0.0


def spread(xs: list[float]) -> str:
    return f"{statistics.median(xs):.2f} ({min(xs):.2f}–{max(xs):.2f})"


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--game", action="append", choices=sorted(PAIRS), help="only these games (repeatable)")
    p.add_argument("--agents", default="random", help="agents of both decks (default random)")
    p.add_argument("--engine", default="local", choices=("local", "ray"))
    p.add_argument("--vs", help="a second command prefix to time beside .venv/bin/tcgkit")
    args = p.parse_args(argv)
    become_subreaper()
    prefixes = {"new": [str(ROOT / ".venv" / "bin" / "tcgkit")]}
    if args.vs:
        prefixes["old"] = shlex.split(args.vs)
    print(f"load average before: {os.getloadavg()}", flush=True)
    print("| command | game | games | workers=1 wall s | workers=2 wall s | speed-up | workers=1 CPU s | "
          "workers=2 CPU s | workers=2 own CPU s | run games/s, 1 → 2 workers |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for game in args.game or sorted(PAIRS):
        for label, games, repeats in (("start-up", 2, max(3, args.repeats)), ("run", args.games, args.repeats)):
            runs: dict[tuple[str, int], list[tuple[float, float, float, float]]] = {}
            for _ in range(repeats):
                for name, prefix in prefixes.items():
                    for workers in (1, 2):
                        cmd = simulate_command(prefix, game, games, workers, args.agents, args.engine)
                        runs.setdefault((name, workers), []).append(timed(cmd))
            for name in prefixes:
                w1, c1, _, r1 = (list(x) for x in zip(*runs[(name, 1)]))
                w2, c2, o2, r2 = (list(x) for x in zip(*runs[(name, 2)]))
                rates = f"{statistics.median(r1):,.0f} → {statistics.median(r2):,.0f}"
                if label == "start-up":
                    extra = statistics.median(w2) - statistics.median(w1)
                    print(f"| {name} ({label}: 2 workers cost {extra:+.2f} s wall) | {game} | {games} | {spread(w1)} "
                          f"| {spread(w2)} | — | {spread(c1)} | {spread(c2)} | {spread(o2)} | — |", flush=True)
                else:
                    speed = statistics.median(w1) / statistics.median(w2)
                    print(f"| {name} | {game} | {games} | {spread(w1)} | {spread(w2)} | {speed:.2f}× | {spread(c1)} "
                          f"| {spread(c2)} | {spread(o2)} | {rates} |", flush=True)
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
