"""How long a search agent thinks per decision: the distribution over whole games, per game and mode.

Plays ``--games`` games of each game's standard mode (``--all-modes``: every mode) on its default decks, the
measured agent (default ``hard``) in one seat and ``--vs`` (default ``greedy``) in the others, seats rotating, and
times every decision of the measured agent that had more than one legal action, in CPU seconds of this process
(``time.process_time``: on a shared machine, wall time counts the neighbours' work too). Prints a markdown table:
decisions timed, median, 95th percentile and maximum, in milliseconds.

Usage (from the repository root)::

    nice -n 10 .venv/bin/python benchmarks/decision_time.py --agent hard --games 4
    .venv/bin/python benchmarks/decision_time.py --agent ismcts:800 --game gundam --games 2

Numbers, not pass/fail (benchmarks/README.md); docs/agents.md quotes them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time


class Timed:
    """Wraps an agent and records the CPU time of each decision with a real choice."""

    def __init__(self, agent, times: list[float]) -> None:
        self.agent, self.name, self.times = agent, agent.name, times

    def act(self, view):
        if len(view.legal_actions()) < 2:
            return self.agent.act(view)
        start = time.process_time()
        action = self.agent.act(view)
        self.times.append(time.process_time() - start)
        return action


def measure(game_id: str, mode: str, agent: str, vs: str, games: int, seed: int) -> list[float]:
    """CPU seconds of each of ``agent``'s decisions over ``games`` games."""
    from tcgkit.ai.base import play_out
    from tcgkit.games import get_game
    from tcgkit.sim.agents import make_agent

    game = get_game(game_id)()
    decks = game.default_decks(mode)
    times: list[float] = []
    for i in range(games):
        seat = i % len(decks)
        agents = [make_agent(game, vs, seed + 10 * i + p) for p in range(len(decks))]
        agents[seat] = Timed(make_agent(game, agent, seed + 10 * i + seat), times)
        match = game.new_match(decks, seed + i, log_events=False, mode=mode)
        play_out(match, agents)
    return times


def main(argv: list[str] | None = None) -> int:
    from tcgkit.games import REGISTRY, get_game
    from tcgkit.sim.bench import machine_info

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agent", default="hard", help="the agent to time (default hard)")
    parser.add_argument("--vs", default="greedy", help="the other seats' agent (default greedy)")
    parser.add_argument("--games", type=int, default=4, help="games per game and mode (default 4)")
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    parser.add_argument("--all-modes", action="store_true", help="every mode, not only the first")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(f"`benchmarks/decision_time.py --agent {args.agent} --vs {args.vs} --games {args.games}`, "
          f"{time.strftime('%Y-%m-%d %H:%M')}; {machine_info()}; CPU time per decision with a choice.\n")
    print("| game, mode | decisions | median ms | p95 ms | max ms |")
    print("|---|---:|---:|---:|---:|")
    for game_id in args.game or sorted(REGISTRY):
        modes = list(get_game(game_id)().modes())
        for mode in modes if args.all_modes else modes[:1]:
            print(f"timing {game_id}/{mode} …", file=sys.stderr, flush=True)
            t = sorted(measure(game_id, mode, args.agent, args.vs, args.games, args.seed))
            p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
            print(f"| {game_id}, {mode} | {len(t)} | {statistics.median(t) * 1e3:,.0f} | {p95 * 1e3:,.0f} | "
                  f"{t[-1] * 1e3:,.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
