"""Self-play in the PettingZoo environment with a masked random policy, in any game and mode.

Usage (from the repository root)::

    .venv/bin/python examples/selfplay_random.py [GAME] [--mode MODE] [--episodes N] [--seed S] [--render]

Every seat picks uniformly among the indices its action mask allows; the episode's rewards (+1 won, -1 lost, 0 a
draw) are summed per seat. ``--render`` prints the narrated log of the last episode. This is the loop a learning
agent replaces ``pick`` in (docs/env.md).
"""

from __future__ import annotations

import argparse

import numpy as np

from tcgkit.env import aec_env


def pick(obs: dict, rng: np.random.Generator) -> int:
    """A uniformly random legal index: one of the 1 bits of the action mask."""
    legal = np.flatnonzero(obs["action_mask"])
    return int(rng.choice(legal))


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="?", default="gundam")
    p.add_argument("--mode")
    p.add_argument("--episodes", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--render", action="store_true")
    args = p.parse_args(argv)
    env = aec_env(args.game, mode=args.mode, seed=args.seed)
    rng = np.random.default_rng(args.seed)
    totals = {agent: 0.0 for agent in env.possible_agents}
    steps = 0
    for episode in range(args.episodes):
        env.reset(seed=args.seed if episode == 0 else None)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                totals[agent] += reward
                env.step(None)
                continue
            env.step(pick(obs, rng))
            steps += 1
    print(f"{args.game} {env.mode}: {args.episodes} episodes, {steps} agent steps, "
          f"{env.action_space(env.possible_agents[0]).n:,} actions, "
          f"{env.observation_space(env.possible_agents[0])['observation'].shape[0]:,} observation numbers")
    for agent, total in totals.items():
        print(f"  {agent}: total reward {total:+.0f}")
    if args.render:
        print(env.render())


if __name__ == "__main__":
    main()
