"""Profile-guided optimisation of the compiled build: the workload the C compiler learns from (issue 18 item 5).

The build (:func:`tcgkit.compiled.build`) compiles a module twice when it has no profile yet: first instrumented
(:data:`GENERATE`), then this workload runs in a fresh process and the compiler records which branches and calls
the engine takes, and then the module is compiled again with what was recorded (:data:`USE`). Later builds of a
changed module reuse the profile (a function whose code changed since is compiled without it); ``python -m
tcgkit.compiled build --fresh`` records a new one.

The workload is what the engine does most: for every mode of every game, random games and a few greedy games from
their starts, and one game of the ``easy`` search against greedy per game, with seeds that no benchmark or test
uses, so a benchmark measures code that was not trained on its own positions. It takes some 10 s of CPU compiled,
about twice that instrumented.

``python -m tcgkit.profile_guided`` runs the workload (the build does that itself).
"""

from __future__ import annotations

import sys
import time

BASE = ("-O3", "-g0", "-w", "-fno-plt")
"""Compiler flags of every pass (the generated C's warnings say nothing about tcgkit's code). ``-fno-plt``: compiled
code calls into the interpreter's shared library at nearly every line, and this calls each function through its
address in the module's table directly rather than through a jump stub (2–7 % off a random playout, docs/agents.md)."""
GENERATE = ("-fprofile-generate", "-fprofile-update=single")
"""The instrumented pass: each object file records its profile (``.gcda`` beside it) when a process exits."""
USE = ("-fprofile-use", "-fprofile-correction", "-Wno-missing-profile", "-Wno-coverage-mismatch")
"""The optimised pass: it reads the profile where there is one, and compiles a function changed since (or a module
never profiled) as it would without."""
PROFILE_ENV = "TCGKIT_PGO"
"""``TCGKIT_PGO=0`` builds in one pass without a profile (e.g. to time the difference)."""

RANDOM_GAMES = 40
GREEDY_GAMES = 2
SEARCH_GAMES = 1
FIRST_SEED = 910_000


def workload(random_games: int = RANDOM_GAMES, greedy_games: int = GREEDY_GAMES,
             search_games: int = SEARCH_GAMES) -> dict[str, int]:
    """Play ``random_games`` random and ``greedy_games`` greedy games of every mode of every game (event log on
    for the greedy ones, as players see them), and ``search_games`` of ``easy`` (ISMCTS) against greedy in each
    game's first mode; returns the decisions taken per game."""
    from tcgkit.ai.base import RandomAgent, play_out
    from tcgkit.games import REGISTRY, get_game
    from tcgkit.sim.agents import make_agent

    decisions: dict[str, int] = {}
    for game_id in sorted(REGISTRY):
        game = get_game(game_id)()
        n = 0
        first_mode = next(iter(game.modes()))
        for mode in game.modes():
            decks = game.default_decks(mode)
            searched = search_games if mode == first_mode else 0
            for i in range(random_games + greedy_games + searched):
                seed = FIRST_SEED + i
                kind = "random" if i < random_games else "greedy" if i < random_games + greedy_games else "easy"
                match = game.new_match(decks, seed, log_events=kind != "random", mode=mode)
                agents = [RandomAgent(seed + p) if kind == "random"
                          else make_agent(game, "easy" if kind == "easy" and p == 0 else "greedy", seed + p)
                          for p in range(len(decks))]
                n += play_out(match, agents)
        decisions[game_id] = n
    return decisions


def main() -> int:
    start = time.process_time()
    decisions = workload()
    print(f"tcgkit.profile_guided: {sum(decisions.values()):,} decisions in {len(decisions)} games, "
          f"{time.process_time() - start:.1f} CPU s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
