"""Greedy against greedy over every pairing of the nine Gundam starter decks (ST01-ST09), with a heat map.

Usage: ``.venv/bin/python benchmarks/gundam_starter_matrix.py [-n GAMES] [-j WORKERS] [--seed S] [--png PATH]
[--json PATH] [--plot-only]`` (default 200 games per pairing, 2 workers, seed 0, the PNG at
``docs/games/gundam_starter_matrix.png``). Each of the 36 pairings is exactly
``tcgkit simulate gundam --deck ROW --deck COLUMN --agents greedy,greedy --games N --seed S`` (seats alternating, so
each deck sits in each seat equally often). Prints a markdown table of the row deck's win rate against the column
deck with its 95 % Wilson interval, writes the numbers as JSON and the heat map as PNG (matplotlib). A benchmark,
not a test: run it from the repository root; 36 x 200 = 7,200 games take a few minutes on 2 workers.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from tcgkit.games.gundam.game import DECK_DIR, GundamGame
from tcgkit.sim import simulate
from tcgkit.sim.stats import wilson_interval

STARTERS = sorted(p.stem for p in DECK_DIR.glob("st0*.txt"))
# "ST03 Zeon's Rush": the decklist's first line names the starter
LABELS = {s: (DECK_DIR / f"{s}.txt").read_text(encoding="utf-8").splitlines()[0][2:].split(" (")[0] for s in STARTERS}


def pairing(game: GundamGame, a: str, b: str, n: int, seed: int, workers: int) -> tuple[int, int]:
    """(wins of ``a``, wins of ``b``) over ``n`` greedy-vs-greedy games, as ``tcgkit simulate``."""
    decks = [str(DECK_DIR / f"{d}.txt") for d in (a, b)]
    r = simulate(game, decks, n, seed=seed, agents=["greedy", "greedy"], workers=workers, deck_names=[a, b])
    return r.stats.decks[0].wins, r.stats.decks[1].wins


def run(n: int, seed: int, workers: int) -> dict:
    game = GundamGame()
    wins: dict[str, dict[str, int]] = {a: {} for a in STARTERS}
    t = time.perf_counter()
    for i, a in enumerate(STARTERS):
        for b in STARTERS[i + 1:]:
            wa, wb = pairing(game, a, b, n, seed, workers)
            wins[a][b], wins[b][a] = wa, wb
            print(f"{a} {wa} - {wb} {b}", flush=True)
    return {"games": n, "seed": seed, "seconds": round(time.perf_counter() - t), "wins": wins}


def table(data: dict) -> str:
    n = data["games"]
    head = "| row vs column | " + " | ".join(s[:4].upper() for s in STARTERS) + " | mean |"
    lines = [head, "|---|" + "---:|" * (len(STARTERS) + 1)]
    for a in STARTERS:
        cells, rates = [], []
        for b in STARTERS:
            if a == b:
                cells.append("—")
                continue
            w = data["wins"][a][b]
            lo, hi = wilson_interval(w, n)
            rates.append(w / n)
            cells.append(f"{100 * w / n:.0f} ({100 * lo:.0f}–{100 * hi:.0f})")
        lines.append(f"| {LABELS[a]} | " + " | ".join(cells) + f" | {100 * sum(rates) / len(rates):.1f} |")
    return "\n".join(lines)


def heat_map(data: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    n = data["games"]
    k = len(STARTERS)
    grid = [[(100 * data["wins"][a][b] / n) if a != b else float("nan") for b in STARTERS] for a in STARTERS]
    fig, ax = plt.subplots(figsize=(9, 7.5))
    im = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=100)
    ax.set_xticks(range(k), [s[:4].upper() for s in STARTERS])
    ax.set_yticks(range(k), [LABELS[s] for s in STARTERS])
    for i in range(k):
        for j in range(k):
            if i != j:
                v = grid[i][j]
                ax.text(j, i, f"{v:.0f}", ha="center", va="center", color="white" if abs(v - 50) > 30 else "black")
    ax.set_title(f"Gundam starter decks, greedy vs greedy\nthe row deck's win rate (%), {n} games per pairing")
    fig.colorbar(im, ax=ax, label="win rate of the row deck (%)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-n", "--games", type=int, default=200, help="games per pairing (default 200)")
    p.add_argument("-j", "--workers", type=int, default=2, help="worker processes (default 2)")
    p.add_argument("--seed", type=int, default=0, help="the simulations' seed (default 0)")
    p.add_argument("--png", type=Path, default=Path("docs/games/gundam_starter_matrix.png"))
    p.add_argument("--json", type=Path, default=Path("benchmarks/gundam_starter_matrix.json"))
    p.add_argument("--plot-only", action="store_true", help="redraw the table and PNG from --json")
    args = p.parse_args(argv)
    if args.plot_only:
        data = json.loads(args.json.read_text())
    else:
        data = run(args.games, args.seed, args.workers)
        args.json.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(table(data))
    print(f"\n{data['games']} games per pairing, seed {data['seed']}, {data['seconds']} s")
    heat_map(data, args.png)


if __name__ == "__main__":
    main()
