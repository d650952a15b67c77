"""Speed of one game in two (or more) code trees, side by side: interleaved runs, CPU time, medians and ranges.

Each run is a fresh process with one tree first on ``PYTHONPATH``; it measures, as CPU time of that process
(``time.process_time``, so other jobs on a shared machine count less than in wall time):

* ``start``: interpreter start-up to the first match ready (imports, reading and compiling the card pool);
* ``random``, ``greedy``: games per CPU second, every seat the same agent, the game's default decks, event log off
  (as ``tcgkit bench``); greedy only if the game has it;
* ``clone``: CPU µs per ``Match.clone()`` of a mid-game state (the median of 7 loops).

The trees take turns (A B, B A, A B …), and each round's ratio of a tree against every tree given before it (the
first is the reference) is reported with the median and the range over the rounds::

    .venv/bin/python benchmarks/speed_compare.py gundam --tree old=/tmp/old --tree new=. --games 100 --rounds 9

A tree is a directory holding the ``tcgkit`` package (an old commit: ``git archive COMMIT | tar -x -C DIR``). The
worker uses only what every tree since core v1 offers: ``tcgkit.games.get_game``, ``Game.default_decks``,
``Game.new_match``, ``tcgkit.ai.base.play_out`` and ``tcgkit.sim.agents.make_agent``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

METRICS = ("start", "random", "greedy", "clone")
HIGHER_IS_BETTER = {"start": False, "random": True, "greedy": True, "clone": False}
UNITS = {"start": "CPU ms", "random": "games/CPU s", "greedy": "games/CPU s", "clone": "CPU µs"}


def worker(game_id: str, mode: str | None, games: int, seed: int) -> dict:
    """Measure in this process (the tree under test is first on ``sys.path``)."""
    from tcgkit.ai.base import RandomAgent, play_out
    from tcgkit.games import get_game
    from tcgkit.sim.agents import make_agent

    game = get_game(game_id)()
    setup = {"mode": mode} if mode else {}
    decks = game.default_decks(mode) if mode else game.default_decks()
    game.new_match(decks, seed, log_events=False, **setup)
    out = {"start": time.process_time() * 1000}
    n = len(decks)
    for name in ("random", "greedy"):
        if name == "greedy" and "greedy" not in game.agents():
            continue
        t0 = time.process_time()
        for i in range(games):
            m = game.new_match(decks, seed + i, log_events=False, **setup)
            play_out(m, [make_agent(game, name, (seed + i) * n + p) for p in range(n)])
        out[name] = games / (time.process_time() - t0)
    m = game.new_match(decks, seed, log_events=False, **setup)
    agents = [RandomAgent(seed * n + p) for p in range(n)]
    history = []
    while m.pending is not None:
        d = m.pending
        a = d.actions[0] if len(d.actions) == 1 else agents[d.player].act(m.view(d.player))
        history.append(a)
        m.apply(a)
    m = game.new_match(decks, seed, log_events=False, **setup)
    for a in history[: len(history) // 2]:
        m.apply(a)
    out["clone"] = _per_call_us(m.clone)
    return out


def _per_call_us(fn) -> float:
    number = 1
    while True:
        t0 = time.process_time()
        for _ in range(number):
            fn()
        if time.process_time() - t0 >= 0.05:
            break
        number *= 2
    samples = []
    for _ in range(7):
        t0 = time.process_time()
        for _ in range(number):
            fn()
        samples.append((time.process_time() - t0) / number * 1e6)
    return statistics.median(samples)


def run_tree(path: str, args: argparse.Namespace) -> dict:
    env = dict(os.environ, PYTHONPATH=os.path.abspath(path), PYTHONHASHSEED="0")
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", args.game, "--games", str(args.games),
           "--seed", str(args.seed)] + (["--mode", args.mode] if args.mode else [])
    done = subprocess.run(cmd, env=env, cwd=os.path.abspath(path), capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{path}: the worker failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("game")
    ap.add_argument("--tree", action="append", default=[], metavar="NAME=DIR",
                    help="a code tree to measure (twice or more; the first is the reference)")
    ap.add_argument("--mode", default=None)
    ap.add_argument("--games", type=int, default=100, help="games per throughput measurement (default 100)")
    ap.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(worker(args.game, args.mode, args.games, args.seed)))
        return 0
    trees = [t.split("=", 1) if "=" in t else (t, t) for t in args.tree]
    if len(trees) < 2:
        ap.error("give at least two --tree NAME=DIR")
    results: dict[str, list[dict]] = {name: [] for name, _ in trees}
    for r in range(args.rounds):
        order = trees if r % 2 == 0 else trees[::-1]
        for name, path in order:
            results[name].append(run_tree(path, args))
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    ref = trees[0][0]
    print(f"{args.game} {args.mode or '(default mode)'}: {args.rounds} interleaved rounds, {args.games} games per "
          f"throughput run, CPU time per process")
    for metric in METRICS:
        if metric not in results[ref][0]:
            continue
        line = [f"{metric:>6} ({UNITS[metric]}):"]
        for name, _ in trees:
            vals = [x[metric] for x in results[name]]
            line.append(f"{name} {statistics.median(vals):.1f} [{min(vals):.1f}–{max(vals):.1f}]")
            for other, _ in trees[: [t[0] for t in trees].index(name)]:  # against every tree given before it
                ratios = [x[metric] / y[metric] for x, y in zip(results[name], results[other])]
                line.append(f"{name}/{other} {statistics.median(ratios):.3f} [{min(ratios):.3f}–{max(ratios):.3f}]")
        print("  ".join(line))
    print("(ratios above 1 mean more games/s, or more start-up/clone time)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
