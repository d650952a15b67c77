"""Greedy vs RandomAgent win rate on the seed decks, seats swapped every game.

Run: ``.venv/bin/python benchmarks/gundam_greedy_vs_random.py [GAMES]`` (default 200). Game ``s`` gives the greedy
agent seat ``s % 2`` (so it plays both decks and both seats equally often).
"""

from __future__ import annotations

import sys
import time

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.gundam.agents import GreedyAgent
from tcgkit.games.gundam.game import GundamGame


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    game = GundamGame()
    decks = game.default_decks()
    wins = [0, 0]
    t = time.perf_counter()
    for s in range(n):
        seat = s % 2
        m = game.new_match(decks, s, log_events=False)
        agents = [RandomAgent(s + 7), RandomAgent(s + 7)]
        agents[seat] = GreedyAgent(s)
        play_out(m, agents)
        wins[seat] += m.winners == (seat,)
    dt = time.perf_counter() - t
    total = sum(wins)
    print(f"greedy won {total}/{n} = {total / n:.1%} (seat 0: {wins[0]}/{(n + 1) // 2}, seat 1: {wins[1]}/{n // 2});"
          f" {n / dt:.0f} games/s")


if __name__ == "__main__":
    main()
