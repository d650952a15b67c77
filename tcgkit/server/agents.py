"""Agents at the server's table: every agent the game offers (``tcgkit.sim.agents.agent_factories``), thinking in
worker threads so the event loop keeps serving, each decision capped in time.

An agent decides on a view of a *clone* of the match, so nothing it reads can change under it (a person may concede
meanwhile). Past the cap the seat plays a random legal action and the agent's late answer is dropped.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from tcgkit.ai.base import RandomAgent
from tcgkit.core.match import Match

log = logging.getLogger("tcgkit.server")


class AgentRunner:
    """Runs agents' decisions in a small thread pool.

    Args:
        workers: threads (agents of different matches think in parallel up to this many).
        seconds: the time cap per decision.
    """

    def __init__(self, workers: int = 2, seconds: float = 10.0) -> None:
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="tcgkit-agent")
        self.seconds = seconds

    async def decide(self, agent: Any, match: Match, seat: int, fallback_seed: int) -> tuple[tuple, bool]:
        """The agent's action for ``seat`` on a clone of ``match``; ``(action, True)`` when the cap ran out (or the
        agent failed) and a random legal action was taken instead."""
        view = match.clone().view(seat)
        loop = asyncio.get_running_loop()
        try:
            action = await asyncio.wait_for(loop.run_in_executor(self.pool, agent.act, view), self.seconds)
            return tuple(action), False
        except asyncio.TimeoutError:
            log.warning("agent %s took longer than %.1f s; a random legal action instead", agent.name, self.seconds)
        except Exception:  # an agent bug must not stop the match
            log.exception("agent %s failed; a random legal action instead", getattr(agent, "name", "?"))
        return tuple(RandomAgent(fallback_seed).act(view)), True

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
