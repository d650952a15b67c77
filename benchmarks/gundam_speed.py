"""Gundam throughput: random-vs-random and greedy-vs-greedy games/s, decisions/s, clone µs (one core).

Run: ``.venv/bin/python benchmarks/gundam_speed.py [GAMES]``. Matches are made with ``log_events=False``;
the seed decks (``GundamGame.default_decks()``) play each other with seats alternating.
"""

from __future__ import annotations

import sys
import time

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.gundam.agents import GreedyAgent
from tcgkit.games.gundam.game import GundamGame


def run(n: int, make) -> tuple[float, float]:
    game = GundamGame()
    decks = game.default_decks()
    decisions = 0
    t = time.perf_counter()
    for s in range(n):
        m = game.new_match(decks if s % 2 == 0 else decks[::-1], s, log_events=False)
        decisions += play_out(m, [make(s), make(s + 100_000)])
    dt = time.perf_counter() - t
    return n / dt, decisions / dt


def clone_us(samples: int = 20_000) -> float:
    game = GundamGame()
    decks = game.default_decks()
    m = game.new_match(decks, 1, log_events=False)
    a, b = RandomAgent(1), RandomAgent(2)
    while m.pending is not None and m.turn_number < 8:  # a mid-game state
        d = m.pending
        m.apply((a if d.player == 0 else b).act(m.view(d.player)))
    t = time.perf_counter()
    for _ in range(samples):
        m.clone()
    return (time.perf_counter() - t) / samples * 1e6


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    g, d = run(n, RandomAgent)
    print(f"random vs random : {g:8.1f} games/s  {d:9.0f} decisions/s")
    g, d = run(n // 2, GreedyAgent)
    print(f"greedy vs greedy : {g:8.1f} games/s  {d:9.0f} decisions/s")
    print(f"clone (mid-game) : {clone_us():8.2f} µs")


if __name__ == "__main__":
    main()
