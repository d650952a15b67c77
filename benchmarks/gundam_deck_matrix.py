"""Greedy against greedy over every pairing of a set of shipped Gundam decks, with a heat map.

Usage: ``.venv/bin/python benchmarks/gundam_deck_matrix.py [--decks starters|recipes] [-n GAMES] [-j WORKERS]
[--seed S] [--png PATH] [--json PATH] [--plot-only]``. ``starters`` (the default) are the nine starter decks
ST01-ST09 (``decks/st0*.txt``, 36 pairings), ``recipes`` Bandai's ten published deck recipes that use only playable
cards (``decks/recipe_*.txt``, 45 pairings); the JSON goes to ``benchmarks/gundam_<set>_matrix.json`` and the PNG to
``docs/games/gundam_<set>_matrix.png`` unless given. Default 200 games per pairing, 2 workers, seed 0. Each pairing
is exactly ``tcgkit simulate gundam --deck ROW --deck COLUMN --agents greedy,greedy --games N --seed S`` (seats
alternating, so each deck sits in each seat equally often). Prints a markdown table of the row deck's win rate
against the column deck with its 95 % Wilson interval. A benchmark, not a test: run it from the repository root;
36 x 200 = 7,200 games take a few minutes on 2 workers.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from tcgkit.games.gundam.game import DECK_DIR, GundamGame
from tcgkit.sim import simulate
from tcgkit.sim.stats import wilson_interval

DECK_SETS = {"starters": "st0*.txt", "recipes": "recipe_*.txt"}
TITLES = {"starters": "Gundam starter decks", "recipes": "Gundam official deck recipes"}


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


def pairing(game: GundamGame, a: str, b: str, n: int, seed: int, workers: int) -> tuple[int, int]:
    """(wins of ``a``, wins of ``b``) over ``n`` greedy-vs-greedy games, as ``tcgkit simulate``."""
    decks = [str(DECK_DIR / f"{d}.txt") for d in (a, b)]
    r = simulate(game, decks, n, seed=seed, agents=["greedy", "greedy"], workers=workers, deck_names=[a, b])
    return r.stats.decks[0].wins, r.stats.decks[1].wins


def run(decks: list[str], n: int, seed: int, workers: int) -> dict:
    game = GundamGame()
    wins: dict[str, dict[str, int]] = {a: {} for a in decks}
    t = time.perf_counter()
    for i, a in enumerate(decks):
        for b in decks[i + 1:]:
            wa, wb = pairing(game, a, b, n, seed, workers)
            wins[a][b], wins[b][a] = wa, wb
            print(f"{a} {wa} - {wb} {b}", flush=True)
    return {"games": n, "seed": seed, "seconds": round(time.perf_counter() - t), "wins": wins}


def decks_of(data: dict) -> list[str]:
    return sorted(data["wins"])


def table(data: dict) -> str:
    n, decks = data["games"], decks_of(data)
    head = "| row vs column | " + " | ".join(short(s) for s in decks) + " | mean |"
    lines = [head, "|---|" + "---:|" * (len(decks) + 1)]
    for a in decks:
        cells, rates = [], []
        for b in decks:
            if a == b:
                cells.append("—")
                continue
            w = data["wins"][a][b]
            lo, hi = wilson_interval(w, n)
            rates.append(w / n)
            cells.append(f"{100 * w / n:.0f} ({100 * lo:.0f}–{100 * hi:.0f})")
        lines.append(f"| {label(a)} | " + " | ".join(cells) + f" | {100 * sum(rates) / len(rates):.1f} |")
    return "\n".join(lines)


def heat_map(data: dict, path: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    n, decks = data["games"], decks_of(data)
    k = len(decks)
    grid = [[(100 * data["wins"][a][b] / n) if a != b else float("nan") for b in decks] for a in decks]
    fig, ax = plt.subplots(figsize=(9 + 0.7 * max(0, k - 9), 7.5 + 0.6 * max(0, k - 9)))
    im = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=100)
    ax.set_xticks(range(k), [short(s) for s in decks])
    ax.set_yticks(range(k), [label(s) for s in decks])
    for i in range(k):
        for j in range(k):
            if i != j:
                v = grid[i][j]
                ax.text(j, i, f"{v:.0f}", ha="center", va="center", color="white" if abs(v - 50) > 30 else "black")
    ax.set_title(f"{title}, greedy vs greedy\nthe row deck's win rate (%), {n} games per pairing")
    fig.colorbar(im, ax=ax, label="win rate of the row deck (%)", fraction=0.046, pad=0.04)
    fig.tight_layout()
    fig.savefig(path, dpi=110, bbox_inches="tight")  # long deck names stay inside


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--decks", choices=sorted(DECK_SETS), default="starters", help="the set of decks (default starters)")
    p.add_argument("-n", "--games", type=int, default=200, help="games per pairing (default 200)")
    p.add_argument("-j", "--workers", type=int, default=2, help="worker processes (default 2)")
    p.add_argument("--seed", type=int, default=0, help="the simulations' seed (default 0)")
    p.add_argument("--png", type=Path, help="heat map (default docs/games/gundam_<set>_matrix.png)")
    p.add_argument("--json", type=Path, help="the numbers (default benchmarks/gundam_<set>_matrix.json)")
    p.add_argument("--plot-only", action="store_true", help="redraw the table and PNG from --json")
    args = p.parse_args(argv)
    singular = args.decks[:-1]
    png = args.png or Path(f"docs/games/gundam_{singular}_matrix.png")
    out = args.json or Path(f"benchmarks/gundam_{singular}_matrix.json")
    if args.plot_only:
        data = json.loads(out.read_text())
    else:
        data = run(deck_set(args.decks), args.games, args.seed, args.workers)
        out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(table(data))
    print(f"\n{data['games']} games per pairing, seed {data['seed']}, {data['seconds']} s")
    heat_map(data, png, TITLES[args.decks])


if __name__ == "__main__":
    main()
