"""The environment against a tcgkit agent: seat 0 is played by an agent chosen by name, the other seats by a
masked random policy (or your learner).

Usage (from the repository root)::

    .venv/bin/python examples/play_vs_agent.py [GAME] [--agent NAME] [--mode MODE] [--episodes N] [--seed S]

``--agent`` is any name ``tcgkit games`` lists for the game (``tcgkit.sim.agents.make_agent``): ``greedy`` by
default; ``ismcts`` for the information-set Monte Carlo tree search agent where the installed tcgkit has it. The
agent acts on its seat's view (``env.view(agent)``) like every tcgkit agent, and its answer becomes a step through
``env.index_of(action)``.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np

from tcgkit.core.errors import TcgkitError
from tcgkit.env import aec_env
from tcgkit.sim.agents import make_agent


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="?", default="gundam")
    p.add_argument("--agent", default="greedy", help="the tcgkit agent of seat 0 (default greedy)")
    p.add_argument("--mode")
    p.add_argument("--episodes", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    env = aec_env(args.game, mode=args.mode, seed=args.seed)
    try:
        make_agent(env.game, args.agent, 0)
    except TcgkitError as exc:  # e.g. "gundam has no agent called 'ismcts'; its agents are: random, greedy"
        sys.exit(f"error: {exc}")
    rng = np.random.default_rng(args.seed)
    wins = 0
    for episode in range(args.episodes):
        env.reset(seed=args.seed if episode == 0 else None)
        agent0 = make_agent(env.game, args.agent, args.seed + episode)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                wins += agent == "player_0" and reward > 0
                env.step(None)
            elif agent == "player_0":
                env.step(env.index_of(agent0.act(env.view(agent))))
            else:
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    print(f"{args.game} {env.mode}: {args.agent} in seat 0 won {wins} of {args.episodes} episodes against the "
          f"masked random policy")


if __name__ == "__main__":
    main()
