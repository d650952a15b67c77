"""Greedy against greedy over every pairing of a set of shipped Gundam decks: ``tcgkit analyze matrix`` on them.

Usage: ``.venv/bin/python benchmarks/gundam_deck_matrix.py [--decks starters|recipes] [-n GAMES] [-j WORKERS]
[--seed S] [--png PATH] [--csv PATH] [--plot-only]``. ``starters`` (the default) are the nine starter decks
ST01-ST09 (``decks/st0*.txt``, 36 pairings), ``recipes`` Bandai's ten published deck recipes that use only playable
cards (``decks/recipe_*.txt``, 45 pairings). The run is exactly

    tcgkit analyze matrix gundam DECK... --agent greedy --games N --seed S --workers J --csv CSV --png PNG

(each pairing as ``tcgkit simulate gundam --deck ROW --deck COLUMN --agents greedy,greedy --games N --seed S``:
seats alternating, so each deck sits in each seat equally often). The CSV goes to
``benchmarks/gundam_<set>_matrix.csv`` and the PNG to ``docs/games/gundam_<set>_matrix.png`` unless given; this
script then prints a markdown table of the row deck's win rate against the column deck with its 95 % Wilson
interval, and redraws the heat map with the decks' titles. ``--plot-only`` redraws table and PNG from the CSV.
A benchmark, not a test: run it from the repository root; 36 x 200 = 7,200 games take a few minutes on 2 workers.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from tcgkit.games.gundam.game import DECK_DIR
from tcgkit.sim.matrix import MatrixResult, read_csv
from tcgkit.sim.plots import matrix_heat_map

DECK_SETS = {"starters": "st0*.txt", "recipes": "recipe_*.txt"}
TITLES = {"starters": "Gundam starter decks", "recipes": "Gundam official deck recipes"}
TCGKIT = Path(sys.executable).with_name("tcgkit")


def deck_set(name: str) -> list[str]:
    """The decklist stems of a set, sorted (``st01_heroic_beginnings``, ...)."""
    return sorted(p.stem for p in DECK_DIR.glob(DECK_SETS[name]))


def label(stem: str) -> str:
    """The deck's title from its first line: "ST03 Zeon's Rush", "Official deck recipe 004: ST01 ..."."""
    first = (DECK_DIR / f"{stem}.txt").read_text(encoding="utf-8").splitlines()[0][2:]
    return first.split(" (")[0].split(", 50 ")[0].replace("Official deck recipe ", "")


def short(stem: str) -> str:
    """A column head: ``ST03`` for a starter, ``R004`` for a recipe."""
    return f"R{stem[7:10]}" if stem.startswith("recipe_") else stem[:4].upper()


def table(result: MatrixResult) -> str:
    decks = result.decks
    lines = ["| row vs column | " + " | ".join(short(s) for s in decks) + " | mean |",
             "|---|" + "---:|" * (len(decks) + 1)]
    for a in decks:
        cells = []
        for b in decks:
            if a == b:
                cells.append("—")
                continue
            c = result.cells[(a, b)]
            lo, hi = c.interval()
            cells.append(f"{100 * c.wins / c.games:.0f} ({100 * lo:.0f}–{100 * hi:.0f})")
        lines.append(f"| {label(a)} | " + " | ".join(cells) + f" | {100 * result.mean_win_rate(a):.1f} |")
    return "\n".join(lines)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--decks", choices=sorted(DECK_SETS), default="starters", help="the set of decks (default starters)")
    p.add_argument("-n", "--games", type=int, default=200, help="games per pairing (default 200)")
    p.add_argument("-j", "--workers", type=int, default=2, help="worker processes (default 2)")
    p.add_argument("--seed", type=int, default=0, help="the simulations' seed (default 0)")
    p.add_argument("--png", type=Path, help="heat map (default docs/games/gundam_<set>_matrix.png)")
    p.add_argument("--csv", type=Path, help="the numbers (default benchmarks/gundam_<set>_matrix.csv)")
    p.add_argument("--plot-only", action="store_true", help="redraw the table and PNG from --csv")
    args = p.parse_args(argv)
    singular = args.decks[:-1]
    png = args.png or Path(f"docs/games/gundam_{singular}_matrix.png")
    out = args.csv or Path(f"benchmarks/gundam_{singular}_matrix.csv")
    seconds = None
    if not args.plot_only:
        decks = [str(DECK_DIR / f"{d}.txt") for d in deck_set(args.decks)]
        t = time.perf_counter()
        subprocess.run([str(TCGKIT), "analyze", "matrix", "gundam", *decks, "--agent", "greedy", "--games",
                        str(args.games), "--seed", str(args.seed), "--workers", str(args.workers), "--csv", str(out),
                        "--png", str(png)], check=True, stdout=subprocess.DEVNULL)
        seconds = time.perf_counter() - t
    result = read_csv(out, "gundam", "standard", "greedy", args.seed)
    print(table(result))
    print(f"\n{result.games} games per pairing, seed {args.seed}" + (f", {seconds:.0f} s" if seconds else ""))
    matrix_heat_map(result, png, title=f"{TITLES[args.decks]}", labels={d: label(d) for d in result.decks},
                    short={d: short(d) for d in result.decks})


if __name__ == "__main__":
    main()
