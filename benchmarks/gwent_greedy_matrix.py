"""Win rate of the ``greedy`` GWENT agent against ``RandomAgent`` over every pairing of the shipped advanced decks.

Usage: ``.venv/bin/python benchmarks/gwent_greedy_matrix.py [-n GAMES] [--greedy F ...] [--random F ...]``
(default 60 games per pairing, all five factions on both sides). Standard mode, seats alternating: game ``i`` puts
greedy (seed ``i``) in seat ``i % 2`` with the row's deck and ``RandomAgent(i + 7)`` in the other seat with the
column's deck, match seed ``1000 + i``. Prints a markdown table (greedy's deck by row, random's by column), the
overall rate and the time taken. A benchmark, not a test: run it from the repository root.
"""

from __future__ import annotations

import argparse
import time

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.gwent.agents import GreedyAgent
from tcgkit.games.gwent.game import GwentGame

FACTIONS = ("northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige")
NAMES = {"northern_realms": "Northern Realms", "nilfgaard": "Nilfgaard", "monsters": "Monsters",
         "scoiatael": "Scoia'tael", "skellige": "Skellige"}


def pairing(game, decks, a: str, b: str, n: int) -> int:
    """Games out of ``n`` that greedy (deck ``a``) wins against random (deck ``b``)."""
    wins = 0
    for i in range(n):
        seat = i % 2
        agents = [None, None]
        ds = [None, None]
        agents[seat], ds[seat] = GreedyAgent(i), decks[a]
        agents[1 - seat], ds[1 - seat] = RandomAgent(i + 7), decks[b]
        m = game.new_match(ds, 1000 + i, log_events=False)
        play_out(m, agents)
        wins += seat in m.winners
    return wins


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-n", "--games", type=int, default=60, help="games per pairing (default 60)")
    p.add_argument("--greedy", nargs="+", choices=FACTIONS, default=FACTIONS, help="greedy's factions (rows)")
    p.add_argument("--random", nargs="+", choices=FACTIONS, default=FACTIONS, help="random's factions (columns)")
    args = p.parse_args(argv)
    game = GwentGame()
    decks = {f: game.load_deck(f"tcgkit/games/gwent/decks/{f}_advanced.txt") for f in FACTIONS}
    t = time.perf_counter()
    total = 0
    print("| greedy \\ random | " + " | ".join(NAMES[b] for b in args.random) + " |")
    print("|---|" + "---:|" * len(args.random))
    for a in args.greedy:
        cells = []
        for b in args.random:
            w = pairing(game, decks, a, b, args.games)
            total += w
            cells.append(f"{100 * w / args.games:.0f} %")
        print(f"| {NAMES[a]} | " + " | ".join(cells) + " |", flush=True)
    n = args.games * len(args.greedy) * len(args.random)
    print(f"\noverall {total}/{n} = {100 * total / n:.1f} % ({args.games} games per pairing, "
          f"{time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main()
