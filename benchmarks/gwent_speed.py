"""GWENT throughput: random-vs-random games per second per mode, decisions per second, and clone cost.

Usage: ``.venv/bin/python benchmarks/gwent_speed.py [SECONDS_PER_MODE]`` (default 3). One process, one core;
``log_events=False`` (throughput runs). Decks: ``GwentGame.default_decks(mode)``. Numbers, not pass/fail.
"""

from __future__ import annotations

import sys
import time

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.gwent.game import GwentGame


def games_per_second(game: GwentGame, mode: str, seconds: float) -> tuple[float, float, int]:
    decks = game.default_decks(mode)
    n = 0
    decisions = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        m = game.new_match(decks, n, log_events=False, mode=mode)
        decisions += play_out(m, [RandomAgent(n * 7 + k) for k in range(m.n_players)])
        n += 1
    dt = time.perf_counter() - t0
    return n / dt, decisions / dt, n


def clone_microseconds(game: GwentGame, repeat: int = 20000) -> float:
    m = game.new_match(game.default_decks(), 1, log_events=False)
    # advance to a mid-round position
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(12):
        if m.pending is None:
            break
        d = m.pending
        m.apply(agents[d.player].act(m.view(d.player)))
    t0 = time.perf_counter()
    for _ in range(repeat):
        m.clone()
    return (time.perf_counter() - t0) / repeat * 1e6


def main(seconds: float = 3.0) -> None:
    game = GwentGame()
    for mode in game.modes():
        gps, dps, n = games_per_second(game, mode, seconds)
        print(f"{mode:10s} {gps:8.0f} games/s  {dps:9.0f} decisions/s  ({n} games)")
    print(f"clone      {clone_microseconds(game):8.1f} µs (standard, mid-round)")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)
