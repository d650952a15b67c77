"""How often the ``greedy`` GWENT agent beats ``RandomAgent`` in standard games (seats swapped every game).

Usage: ``.venv/bin/python benchmarks/gwent_greedy_vs_random.py [GAMES]`` (default 200). Uses the shipped advanced
decks (Northern Realms vs Nilfgaard, decks swapped every other pair of games). Prints wins, draws, rate, seconds.
"""

from __future__ import annotations

import sys
import time

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.gwent.agents import GreedyAgent
from tcgkit.games.gwent.game import GwentGame


def main(n: int = 200) -> float:
    game = GwentGame()
    decks = game.default_decks("standard")
    wins = draws = 0
    t = time.perf_counter()
    for i in range(n):
        seat = i % 2
        agents = [None, None]
        agents[seat] = GreedyAgent(i)
        agents[1 - seat] = RandomAgent(10_000 + i)
        m = game.new_match(decks if i % 4 < 2 else decks[::-1], i, log_events=False)
        play_out(m, agents)
        if m.winners == (seat,):
            wins += 1
        elif not m.winners:
            draws += 1
    rate = wins / n
    print(f"greedy vs random, {n} standard games: {wins} wins, {draws} draws, win rate {rate:.3f} "
          f"({time.perf_counter() - t:.1f} s)")
    return rate


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
