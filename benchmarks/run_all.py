"""Benchmark every mode of every registered game on one core and write ``benchmarks/results.md``.

Usage (from the repository root)::

    .venv/bin/python benchmarks/run_all.py [--games N] [--out benchmarks/results.md]

A game that cannot be loaded or benchmarked yet is listed with the reason instead of numbers.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import traceback
from pathlib import Path

from tcgkit.games import REGISTRY, get_game
from tcgkit.sim.bench import bench_game, machine_info, to_markdown

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per measurement (default 200)")
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("results.md"))
    args = parser.parse_args(argv)
    when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    parts = [
        "# Benchmark results",
        "",
        f"Written by `benchmarks/run_all.py --games {args.games}` on {when}.  ",
        machine_info() + "  ",
        "One process, one core; throughput games run with the event log off. See README.md for how to read this.",
        "",
    ]
    status = 0
    for game_id in sorted(REGISTRY):
        print(f"benchmarking {game_id} …", file=sys.stderr)
        try:
            game = get_game(game_id)()
            for mode in game.modes():
                print(f"  mode {mode} …", file=sys.stderr)
                parts.append(to_markdown(bench_game(game, games=args.games, mode=mode)))
        except Exception as exc:  # list the game with the reason; the others still get measured
            status = 1
            frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename.startswith(str(ROOT))]
            where = f" ({Path(frames[-1].filename).relative_to(ROOT)}:{frames[-1].lineno})" if frames else ""
            parts.append(f"## {game_id}\n\nnot measured: {type(exc).__name__}: {exc}{where}\n")
    args.out.write_text("\n".join(parts), encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
