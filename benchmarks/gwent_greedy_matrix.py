"""Win rate of the ``greedy`` GWENT agent against ``RandomAgent`` over every pairing of the shipped advanced decks.

Usage: ``.venv/bin/python benchmarks/gwent_greedy_matrix.py [-n GAMES] [--greedy F ...] [--random F ...]``
(default 60 games per pairing, all five factions on both sides). Each cell is exactly
``tcgkit simulate gwent --deck ROW --deck COLUMN --agents greedy,random --games N --seed SEED`` (standard mode, seats
alternating, seeds derived from ``--seed``, default 0). Prints a markdown table (greedy's deck by row, random's by
column), the overall rate and the time taken. A benchmark, not a test: run it from the repository root.
"""

from __future__ import annotations

import argparse
import time

from tcgkit.games.gwent.game import GwentGame
from tcgkit.sim import simulate

FACTIONS = ("northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige")
NAMES = {"northern_realms": "Northern Realms", "nilfgaard": "Nilfgaard", "monsters": "Monsters",
         "scoiatael": "Scoia'tael", "skellige": "Skellige"}


def pairing(game: GwentGame, a: str, b: str, n: int, seed: int) -> int:
    """Games out of ``n`` that greedy (deck ``a``) wins against random (deck ``b``), as ``tcgkit simulate``."""
    decks = [f"tcgkit/games/gwent/decks/{f}_advanced.txt" for f in (a, b)]
    result = simulate(game, decks, n, seed=seed, agents=["greedy", "random"], deck_names=["greedy", "random"])
    return result.stats.decks[0].wins


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-n", "--games", type=int, default=60, help="games per pairing (default 60)")
    p.add_argument("--greedy", nargs="+", choices=FACTIONS, default=FACTIONS, help="greedy's factions (rows)")
    p.add_argument("--random", nargs="+", choices=FACTIONS, default=FACTIONS, help="random's factions (columns)")
    p.add_argument("--seed", type=int, default=0, help="the simulations' seed (default 0)")
    args = p.parse_args(argv)
    game = GwentGame()
    t = time.perf_counter()
    total = 0
    print("| greedy \\ random | " + " | ".join(NAMES[b] for b in args.random) + " |")
    print("|---|" + "---:|" * len(args.random))
    for a in args.greedy:
        cells = []
        for b in args.random:
            w = pairing(game, a, b, args.games, args.seed)
            total += w
            cells.append(f"{100 * w / args.games:.0f} %")
        print(f"| {NAMES[a]} | " + " | ".join(cells) + " |", flush=True)
    n = args.games * len(args.greedy) * len(args.random)
    print(f"\noverall {total}/{n} = {100 * total / n:.1f} % ({args.games} games per pairing, "
          f"{time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main()
