"""What a search agent pays per iteration, before and after a change, measured side by side in one run.

For every registered game (its first mode, or every mode with ``--all-modes``), on the position half-way through a
random game of its default decks, seen by the seat that decides there:

* ``clone()`` µs — a copy of the match (event log off, as simulations and searches run);
* ``determinize`` µs — ``view.determinize(rng)`` called again and again on one view, as ISMCTS does once per
  iteration (the redealing plan is made once per position and kept by the view);
* ``determinize, first`` µs — the same on a fresh view each time (plan included): what a one-off caller pays;
* ``playout`` ms — a determinisation plus a uniform random playout to the end of the match, with the rollout fast
  path on where the code has it (``Match.start_rollout``), and the decisions such a playout takes.

Usage (from the repository root)::

    .venv/bin/python benchmarks/playouts.py --baseline main --rounds 5      # old (a git revision) against new
    .venv/bin/python benchmarks/playouts.py --baseline-dir ../old --rounds 3 # a checkout as it is (compiled)
    .venv/bin/python benchmarks/playouts.py                                 # this checkout only

A ``--baseline`` revision is exported with ``git archive`` into a temporary directory, so it runs in pure Python
(no compiled modules); ``--baseline-dir`` runs another checkout as it is. Each round runs one worker process per
code version, alternating old and new, and every figure is CPU time (``time.process_time``) of that worker. The
report gives the median over the rounds and the range. Numbers, not pass/fail (benchmarks/README.md).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MEASURES = ("clone_us", "det_us", "det_first_us", "playout_ms", "decisions")


def per_call(fn, min_seconds: float = 0.2) -> float:
    """CPU microseconds per call of ``fn`` (a loop of at least ``min_seconds``; the best of three)."""
    number = 1
    while True:
        t = time.process_time()
        for _ in range(number):
            fn()
        if time.process_time() - t >= min_seconds / 4:
            break
        number *= 2
    best = float("inf")
    for _ in range(3):
        t = time.process_time()
        for _ in range(number):
            fn()
        best = min(best, (time.process_time() - t) / number)
    return best * 1e6


def measure(game_id: str, mode: str, playouts: int) -> dict:
    """The measures of one game and mode, in this process (whatever code is on ``sys.path``)."""
    from tcgkit.ai.base import RandomAgent, play_out
    from tcgkit.core.rng import Rng
    from tcgkit.games import get_game

    game = get_game(game_id)()
    decks = game.default_decks(mode)
    setup = {"mode": mode}
    full = game.new_match(decks, 0, log_events=False, **setup)
    play_out(full, [RandomAgent(31 * 0 + p) for p in range(len(decks))])
    m = game.new_match(decks, 0, log_events=False, **setup)
    for action in full.history[: len(full.history) // 2]:
        m.apply(action)
    seat = m.pending.player
    view = m.view(seat)
    rng = Rng(1)
    out = {"clone_us": per_call(m.clone), "det_us": per_call(lambda: view.determinize(rng)),
           "det_first_us": per_call(lambda: m.view(seat).determinize(rng))}
    fast = hasattr(m, "start_rollout")
    decisions = 0
    rng = Rng(2)  # afresh: the timing loops above ran as often as the code's speed allowed, so every version plays
    # the same playouts
    t = time.process_time()
    for i in range(playouts):
        d = view.determinize(rng)
        if fast:
            d.start_rollout()
        else:
            d.log = None
        decisions += play_out(d, [RandomAgent(1000 + 7 * i + p) for p in range(d.n_players)])
    out["playout_ms"] = (time.process_time() - t) / playouts * 1e3
    out["decisions"] = decisions / playouts
    return out


def cases(all_modes: bool) -> list[tuple[str, str]]:
    from tcgkit.games import REGISTRY, get_game

    out = []
    for game_id in sorted(REGISTRY):
        modes = list(get_game(game_id)().modes())
        out += [(game_id, mode) for mode in (modes if all_modes else modes[:1])]
    return out


def run_worker(code: Path, args: argparse.Namespace) -> dict:
    """One worker process over every case with the code in ``code``; its measures by ``"game/mode"``."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", "--playouts", str(args.playouts)]
    if args.all_modes:
        cmd.append("--all-modes")
    env = dict(os.environ, PYTHONPATH=str(code))
    done = subprocess.run(cmd, env=env, cwd=code, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", help="a git revision to measure against (e.g. main), exported: pure Python")
    parser.add_argument("--baseline-dir", type=Path,
                        help="a checkout to measure against as it is (e.g. compiled by its own make setup)")
    parser.add_argument("--rounds", type=int, default=5, help="worker runs per code version (default 5)")
    parser.add_argument("--playouts", type=int, default=200, help="playouts per case and run (default 200)")
    parser.add_argument("--all-modes", action="store_true", help="every mode, not only each game's first")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        sys.path.insert(0, os.getcwd())
        print(json.dumps({f"{g}/{m}": measure(g, m, args.playouts) for g, m in cases(args.all_modes)}))
        return 0
    versions = {"new": ROOT}
    if args.baseline and args.baseline_dir:
        parser.error("give --baseline or --baseline-dir, not both")
    with tempfile.TemporaryDirectory() as tmp:
        if args.baseline_dir:
            if not (args.baseline_dir / "tcgkit").is_dir():
                parser.error(f"--baseline-dir {args.baseline_dir}: no tcgkit package there")
            versions = {"old": args.baseline_dir.resolve(), "new": ROOT}
        if args.baseline:
            archive = subprocess.run(["git", "archive", args.baseline], cwd=ROOT, capture_output=True, check=True)
            subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
            versions = {"old": Path(tmp), "new": ROOT}
        runs: dict[str, list[dict]] = {v: [] for v in versions}
        for r in range(args.rounds):
            for name, code in versions.items():
                print(f"round {r + 1}/{args.rounds}: {name}", file=sys.stderr, flush=True)
                runs[name].append(run_worker(code, args))
    print(report(runs, args))
    return 0


def report(runs: dict[str, list[dict]], args: argparse.Namespace) -> str:
    """A markdown table: per case and measure, the median (and range) of each version, and new/old."""
    from tcgkit.sim.bench import machine_info

    against = f" --baseline {args.baseline}" if args.baseline else f" --baseline-dir {args.baseline_dir}" \
        if args.baseline_dir else ""
    lines = [f"`benchmarks/playouts.py{against} --rounds "
             f"{args.rounds} --playouts {args.playouts}`, {time.strftime('%Y-%m-%d %H:%M')}; {machine_info()}; "
             f"CPU time, median of {args.rounds} runs (range).", ""]
    names = list(runs)
    head = "| game/mode | measure | " + " | ".join(names) + (" | new/old |" if len(names) == 2 else " |")
    lines += [head, "|---|---|" + "---:|" * (len(names) + (len(names) == 2))]
    for case in runs[names[-1]][0]:
        for key in MEASURES:
            cells, medians = [], []
            for name in names:
                values = [run[case][key] for run in runs[name] if case in run]
                med = statistics.median(values)
                medians.append(med)
                digits = 0 if key == "decisions" else 3 if key == "playout_ms" else 1  # GWENT plays out in 0.1 ms
                cells.append(f"{med:,.{digits}f}" + (f" ({min(values):,.{digits}f}–{max(values):,.{digits}f})"
                                                     if digits else ""))
            ratio = f" | {medians[1] / medians[0]:.3f}" if len(names) == 2 and medians[0] else ""
            lines.append(f"| {case} | {key} | " + " | ".join(cells) + ratio + " |")
        if "det_us" in runs[names[-1]][0][case]:
            for name in names:
                run_ratio = [run[case]["det_us"] / run[case]["clone_us"] for run in runs[name]]
                lines.append(f"| {case} | determinize / clone, {name} | "
                             + " | ".join(f"{statistics.median(run_ratio):.1f}×" if n == name else ""
                                          for n in names) + (" |" if len(names) == 2 else "") + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
